"""The application factory: settings, the OpenAPI-documented blueprints, errors, headers."""

from __future__ import annotations

from flask import Flask, request
from flask_smorest import Api

from service import errors
from service.config import Settings
from service.http import constant
from service.http.envelope import ROUTE, Envelope
from service.http.metrics import UNMATCHED, ReplayCacheMetrics
from service.openapi import API_INFO, API_VERSION, register_components
from service.private_api import DocumentedApi
from service.referee.replay_cache import ReplayCache



class ServiceFlask(Flask):
    """Flask, leaving the URL rule that matched in the environ for the envelope's metrics
    (Flask clears its request from the environ once the answer is made), and with no
    coroutine to adapt."""

    def ensure_sync(self, func):
        """Every view and hook of the service is synchronous: nothing to adapt (Flask would
        ask each one whether it is a coroutine, on every request)."""
        return func

    def full_dispatch_request(self):
        rule = request.url_rule
        request.environ[ROUTE] = UNMATCHED if rule is None else rule.rule
        return super().full_dispatch_request()


class ServiceApi(DocumentedApi, Api):
    """flask-smorest's Api with our problem documents (blueprints parse bodies with
    service.http.blueprint.Blueprint; flask-smorest's handler of HTTP errors is replaced by
    errors.register_error_handlers, registered after it)."""

    register = staticmethod(register_components)


def create_app(settings: Settings | None = None) -> Flask:
    settings = settings or Settings.from_env()
    app = ServiceFlask(__name__)
    # A path is matched as sent: "//healthz" is no path of the service (a 404 problem
    # document), not a redirect to "/healthz" with an HTML body.
    app.url_map.merge_slashes = False
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
    from service.pages import register as register_pages

    api.register_blueprint(ops.blp)
    api.register_blueprint(family.games_blp)
    for game_api in family.apis().values():
        game_api.register_components(api.spec)
        api.register_blueprint(family.game_blueprint(game_api))
    app.register_blueprint(ops.pages)
    app.register_blueprint(pages.pages_blp)  # GET /, and the games' own pages
    register_pages(app)  # service/pages: every game's pages on the shared skeleton

    app.extensions[family.REPLAY_CACHE] = ReplayCache(settings.REPLAY_CACHE_BYTES, ReplayCacheMetrics())
    constant.install(app, constant.constant_answers(family.apis()))  # built once: service/http/constant.py
    errors.register_error_handlers(app)
    app.wsgi_app = Envelope(app.wsgi_app, settings.cors_origins, settings.MAX_BODY_BYTES)  # type: ignore[method-assign]  # Flask's documented way to wrap its WSGI app
    return app
