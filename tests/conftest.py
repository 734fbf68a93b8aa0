"""Shared fixtures: the app, a test client, and a loader that checks answers against
the documented answer schemas."""

from __future__ import annotations

import pytest


@pytest.fixture(scope="session")
def app():
    from service.app import create_app

    application = create_app()
    application.config["TESTING"] = True
    return application


@pytest.fixture()
def client(app):
    return app.test_client()
