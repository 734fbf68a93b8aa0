"""Contract tests: the committed OpenAPI document (openapi/openapi.json) against the code and
against the service started by gunicorn (deploy/gunicorn.conf.py) on a free loopback port.

The same fixture approach as tests/e2e/conftest.py: one gunicorn per test session (per
xdist worker), stopped at the end; with CONTRACT_BASE_URL set (e.g. http://127.0.0.1:8000)
the tests use that running service instead.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.gunicorn_server import gunicorn_service

ROOT = Path(__file__).resolve().parents[2]
DOCUMENT = ROOT / "openapi" / "openapi.json"


@pytest.fixture(scope="session")
def document() -> dict:
    """The committed OpenAPI document."""
    return json.loads(DOCUMENT.read_text(encoding="utf-8"))


@pytest.fixture(scope="session")
def server():
    """The service under gunicorn on a free loopback port; its base URL."""
    with gunicorn_service(1, "CONTRACT_BASE_URL") as base:
        yield base
