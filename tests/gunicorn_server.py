"""The service under gunicorn on a free loopback port, for tests that need a real server
(contract, end-to-end): bench.soak's Server, started, ready, and stopped."""

from __future__ import annotations

import contextlib
import os
import tempfile
from collections.abc import Iterator
from pathlib import Path

from bench.soak import HOST, Server


@contextlib.contextmanager
def gunicorn_service(workers: int, given_url_variable: str) -> Iterator[str]:
    """Yields the base URL of the service started with deploy/gunicorn.conf.py; when the
    environment variable `given_url_variable` is set, the already running service there."""
    given = os.environ.get(given_url_variable)
    if given:
        yield given.rstrip("/")
        return
    with tempfile.TemporaryDirectory(prefix="choco-gunicorn-") as workdir:
        server = Server(Path(workdir), workers)
        try:
            server.wait_ready()
            yield f"http://{HOST}:{server.port}"
        finally:
            server.stop(timeout=15)
