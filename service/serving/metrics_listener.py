"""GET /metrics for the scraper only, on a listener of its own.

The service's own port never answers /metrics, in any spelling: the app has no such path (a
404 problem document like any unknown path, through the edge as without it). The metrics are
served on ``METRICS_BIND`` (``host:port``; default ``127.0.0.1:9464``; ``off``: not served),
by a thread of gunicorn's master: a scrape costs no worker anything, and reads every worker's
figures from the metrics directory as any worker would (service/http/metrics.py). The pods
bind it on every address, on the port the manifests name ``metrics`` (deploy/k8s/,
deploy/README.md); no Service routes the public to it.

One scrape at a time, each given 5 s to send its request (a stalled client cannot hold the
listener longer), answered with the Prometheus text format (OpenMetrics when asked) or, for
any other path, a plain 404. The master forks workers while it serves: a fork waits for a
scrape in progress to end (the directory's lock is then never copied held into a worker),
and a worker closes its copy of the listening socket at once.

gunicorn's config starts it when the master is ready (``when_ready``) and stops it on exit; a
port already taken is logged and the service runs without it.
"""

from __future__ import annotations

import os
import threading
from http.server import BaseHTTPRequestHandler, HTTPServer
from typing import Any
from urllib.parse import urlsplit

DEFAULT_BIND = "127.0.0.1:9464"
SEND_SECONDS = 5
_scraping = threading.Lock()
_listening: list[HTTPServer] = []


def address(bind: str) -> tuple[str, int]:
    """``host:port`` (``[::1]:9464`` for IPv6) as a socket address."""
    host, _, port = bind.rpartition(":")
    if not host or not port.isdigit():
        raise ValueError(f"METRICS_BIND is host:port, not {bind!r}")
    return host.strip("[]"), int(port)


class _Scrape(BaseHTTPRequestHandler):
    timeout = SEND_SECONDS
    server_version = "choco-referee-metrics"
    sys_version = ""

    def do_GET(self) -> None:
        self._answer(body=True)

    def do_HEAD(self) -> None:
        self._answer(body=False)

    def _answer(self, body: bool) -> None:
        if urlsplit(self.path).path != "/metrics":
            data, content_type, status = b"only /metrics is served here\n", "text/plain; charset=utf-8", 404
        else:
            # imported here: gunicorn's config imports this module before the metrics
            # directory exists (service/serving/prometheus_dir.py prepares it)
            from service.http.metrics import exposition

            with _scraping:
                data, content_type = exposition(self.headers.get("Accept", ""))
            status = 200
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(data)))
        self.send_header("Cache-Control", "no-store")
        self.end_headers()
        if body:
            self.wfile.write(data)

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 (http.server's name)
        """Scrapes are not logged (Prometheus scrapes every few seconds)."""


class _Listener(HTTPServer):
    allow_reuse_address = True


def _fork_waits() -> None:
    _scraping.acquire()


def _parent_goes_on() -> None:
    _scraping.release()


def _child_closes() -> None:
    _scraping.release()
    for server in _listening:
        server.socket.close()


def start(bind: str | None, log: Any) -> HTTPServer | None:
    """Serve the metrics on `bind` from a daemon thread of this process (gunicorn's master);
    None when `bind` is ``off`` or empty, or the address cannot be bound (logged)."""
    if not bind or bind.strip().lower() == "off":
        log.info("metrics: not served (METRICS_BIND=off)")
        return None
    try:
        server = _Listener(address(bind.strip()), _Scrape)
    except (OSError, ValueError) as exc:
        log.error("metrics: cannot listen on %s (%s); the service runs without its metrics listener", bind, exc)
        return None
    if not _listening:
        os.register_at_fork(before=_fork_waits, after_in_parent=_parent_goes_on, after_in_child=_child_closes)
    _listening.append(server)
    threading.Thread(target=server.serve_forever, name="metrics-listener", daemon=True).start()
    host, port = server.server_address[:2]
    log.info("metrics: GET /metrics on http://%s:%s (for the scraper only)", host, port)
    return server


def stop() -> None:
    while _listening:
        server = _listening.pop()
        server.shutdown()
        server.server_close()
