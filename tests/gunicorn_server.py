"""The service under gunicorn on a free loopback port, for tests that need a real server
(contract, end-to-end). One place starts it, waits for /healthz and stops it."""

from __future__ import annotations

import contextlib
import os
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _gunicorn() -> str:
    venv = ROOT / ".venv" / "bin" / "gunicorn"
    return str(venv if venv.exists() else Path(sys.executable).parent / "gunicorn")


@contextlib.contextmanager
def gunicorn_service(workers: int, given_url_variable: str) -> Iterator[str]:
    """Yields the base URL of the service started with deploy/gunicorn.conf.py; when the
    environment variable `given_url_variable` is set, the already running service there."""
    given = os.environ.get(given_url_variable)
    if given:
        yield given.rstrip("/")
        return
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    env = dict(os.environ, BIND=f"127.0.0.1:{port}", WEB_CONCURRENCY=str(workers))
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
