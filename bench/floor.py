"""The floor every bench measures against, and direct WSGI calls.

The floor is what any Flask endpoint pays: a bare Flask app whose ``GET /healthz`` returns
``{"status": "ok"}``, called the same way as the service, in the same process and run. Every
bench under ``bench/`` takes this app from here, so that their ratios share one denominator;
`wsgi_call` calls an app with an environ built as a loopback client's request.
"""

from __future__ import annotations

import io

from flask import Flask


def bare_app() -> Flask:
    bare = Flask("bare")

    @bare.get("/healthz")
    def healthz():
        return {"status": "ok"}

    return bare


def environ(method: str, path: str, body: bytes = b"") -> dict:
    """A WSGI environ of a request as a client on the loopback sends it (JSON when a body)."""
    env = {"REQUEST_METHOD": method, "PATH_INFO": path, "QUERY_STRING": "", "SERVER_NAME": "127.0.0.1",
           "SERVER_PORT": "8000", "SERVER_PROTOCOL": "HTTP/1.1", "REMOTE_ADDR": "127.0.0.1",
           "wsgi.url_scheme": "http", "wsgi.input": io.BytesIO(body), "wsgi.errors": io.StringIO(),
           "wsgi.multithread": True, "wsgi.multiprocess": True, "wsgi.run_once": False,
           "CONTENT_LENGTH": str(len(body))}
    if body:
        env["CONTENT_TYPE"] = "application/json"
    return env


def wsgi_call(app, method: str, path: str, body: bytes = b"") -> tuple[str, bytes]:
    """One request straight into a WSGI app: its status line and its body."""
    seen = []
    result = app(environ(method, path, body), lambda status, headers, exc_info=None: seen.append(status))
    data = b"".join(result)
    if hasattr(result, "close"):
        result.close()
    return seen[0], data
