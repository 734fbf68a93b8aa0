"""Contract tests: the committed OpenAPI document (openapi/openapi.json) against the code and
against the service started by gunicorn (deploy/gunicorn.conf.py) on a free loopback port.

The same fixture approach as tests/e2e/conftest.py: one gunicorn per test session (per
xdist worker), stopped at the end; with CONTRACT_BASE_URL set (e.g. http://127.0.0.1:8000)
the tests use that running service instead.
"""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DOCUMENT = ROOT / "openapi" / "openapi.json"


@pytest.fixture(scope="session")
def document() -> dict:
    """The committed OpenAPI document."""
    return json.loads(DOCUMENT.read_text(encoding="utf-8"))


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _gunicorn() -> str:
    venv = ROOT / ".venv" / "bin" / "gunicorn"
    return str(venv if venv.exists() else Path(sys.executable).parent / "gunicorn")


@pytest.fixture(scope="session")
def server():
    """The service under gunicorn on a free loopback port; its base URL."""
    given = os.environ.get("CONTRACT_BASE_URL")
    if given:
        yield given.rstrip("/")
        return
    port = _free_port()
    base = f"http://127.0.0.1:{port}"
    env = dict(os.environ, BIND=f"127.0.0.1:{port}", WEB_CONCURRENCY="1")
    log = tempfile.TemporaryFile(mode="w+")
    proc = subprocess.Popen([_gunicorn(), "--config", "deploy/gunicorn.conf.py", "service.wsgi:app"],
                            cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    try:
        deadline = time.monotonic() + 30
        while True:
            if proc.poll() is not None:
                log.seek(0)
                pytest.fail(f"gunicorn exited with {proc.returncode}:\n{log.read()[-3000:]}")
            try:
                with urllib.request.urlopen(base + "/healthz", timeout=2) as r:
                    if r.status == 200:
                        break
            except (urllib.error.URLError, ConnectionError, TimeoutError):
                pass
            if time.monotonic() > deadline:
                log.seek(0)
                pytest.fail(f"gunicorn did not answer /healthz within 30 s:\n{log.read()[-3000:]}")
            time.sleep(0.1)
        yield base
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=5)
        log.close()
