"""The application factory: settings, the OpenAPI-documented blueprints, errors, headers."""

from __future__ import annotations

from flask import Flask
from flask_smorest import Api

from service import errors
from service.config import Settings
from service.http import bodies, metrics
from service.http import security
from service.openapi import API_INFO, register_components

API_VERSION = "1.0.0"


class ServiceApi(Api):
    """flask-smorest's Api with our problem documents (blueprints parse bodies with
    service.http.blueprint.Blueprint)."""

    def _register_error_handlers(self):  # errors.register_error_handlers does it for the app
        pass

    def _register_responses(self):
        register_components(self)


def create_app(settings: Settings | None = None) -> Flask:
    settings = settings or Settings.from_env()
    app = Flask(__name__)
    app.config.update(
        SETTINGS=settings,
        MAX_CONTENT_LENGTH=settings.MAX_BODY_BYTES,
        API_TITLE="Choco referee",
        API_VERSION=API_VERSION,
        OPENAPI_VERSION="3.0.3",
        OPENAPI_URL_PREFIX="/",
        OPENAPI_JSON_PATH="openapi.json",
        API_SPEC_OPTIONS=API_INFO,
        JSON_SORT_KEYS=False,
    )
    api = ServiceApi(app)

    from service.api import family, ops, pages

    api.register_blueprint(ops.blp)
    api.register_blueprint(family.games_blp)
    for game_api in family.apis().values():
        game_api.register_components(api.spec)
        api.register_blueprint(family.game_blueprint(game_api))
    app.register_blueprint(ops.pages)
    app.register_blueprint(pages.pages_blp)  # GET /, and the games' own pages

    errors.register_error_handlers(app)
    security.install(app, settings.cors_origins)
    metrics.install(app)
    bodies.install(app)
    return app
