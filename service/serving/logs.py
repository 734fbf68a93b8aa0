"""gunicorn's logs as JSON lines: the error log (with the request id of the request being
handled) and the access log (one object a request, with the X-Request-ID the app answered
with). deploy/gunicorn.conf.py sets ``logger_class`` to :class:`JsonLogger`."""

from __future__ import annotations

import logging
import os
import sys
import time
from datetime import timedelta

import orjson
from gunicorn import glogging

# Where the envelope leaves the request id in the environ (service.http.envelope.REQUEST_ID:
# not imported, since importing the app's modules here would import prometheus_client in the
# master before deploy/gunicorn.conf.py has prepared its multiprocess directory).
REQUEST_ID = "choco.request_id"

_MILLISECOND = timedelta(milliseconds=1)
_second = (0, "")  # (the last whole second formatted, its text): strftime once a second


def _utc_now() -> str:
    """ISO 8601, UTC, milliseconds: 2026-11-22T01:09:03.032Z."""
    global _second
    now = time.time()
    whole = int(now)
    cached = _second  # one tuple, read and replaced atomically: safe across threads
    if cached[0] != whole:
        cached = _second = (whole, time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(whole)))
    return "%s.%03dZ" % (cached[1], int(now * 1000) % 1000)


class JsonFormatter(logging.Formatter):
    """Error log lines: one JSON object, a traceback kept inside it, the request id when
    the record was logged while the app handled a request."""

    def format(self, record: logging.LogRecord) -> str:
        entry = {
            "time": _utc_now(),
            "level": record.levelname.lower(),
            "logger": record.name,
            "pid": record.process,
            "message": record.getMessage(),
        }
        request_id = _current_request_id()
        if request_id:
            entry["request_id"] = request_id
        if record.exc_info and record.exc_info[0] is not None:
            entry["exception"] = self.formatException(record.exc_info)
        elif record.exc_text:
            entry["exception"] = record.exc_text
        if record.stack_info:
            entry["stack"] = self.formatStack(record.stack_info)
        return orjson.dumps(entry, default=str).decode()


def _current_request_id() -> str | None:
    flask = sys.modules.get("flask")  # only where the app runs (the workers)
    if flask is None:
        return None
    try:
        if flask.has_request_context():
            return flask.request.environ.get(REQUEST_ID)
    except Exception:  # never let logging fail
        return None
    return None


def _remote_addr(environ: dict) -> str | None:
    """The client's address. Behind the edge gunicorn listens on a unix socket, which only
    local processes (nginx) reach: the client is then the last address nginx appended to
    X-Forwarded-For (the ones before it are the client's own claims)."""
    addr = environ.get("REMOTE_ADDR")
    if addr:
        return addr
    forwarded = environ.get("HTTP_X_FORWARDED_FOR")
    if forwarded:
        return forwarded.rsplit(",", 1)[-1].strip() or None
    return addr


class JsonLogger(glogging.Logger):
    """gunicorn's logger with both logs as JSON lines.

    Access log: one object a request with the X-Request-ID the app answered with (the
    client's own id when it sent a sane one, else the one the app made), so a line here,
    the client's answer and the app's error log lines all carry the same id.
    """

    def setup(self, cfg):
        super().setup(cfg)
        self._logs_access = bool(cfg.accesslog)  # set again on a reload (the arbiter calls setup)
        formatter = JsonFormatter()
        for handler in self.error_log.handlers:
            handler.setFormatter(formatter)
        # The app's own loggers (service.*, flask, werkzeug) propagate to the root logger:
        # give it the same JSON handler on stderr unless something configured it already.
        root = logging.getLogger()
        if not any(getattr(h, "_choco", False) for h in root.handlers):
            handler = logging.StreamHandler(sys.stderr)
            handler.setFormatter(formatter)
            handler._choco = True
            root.addHandler(handler)
        root.setLevel(self.loglevel)

    def access(self, resp, req, environ, request_time):
        if not self._logs_access:
            return
        # The id the envelope answered with (service/http/envelope.py leaves it in the
        # environ); an answer the app did not make (gunicorn's own errors) says it in its
        # headers, or the client's header is all there is.
        request_id = environ.get(REQUEST_ID) or _answered_id(resp) or environ.get("HTTP_X_REQUEST_ID")
        status = getattr(resp, "status_code", None)  # gunicorn's, from the status line
        if status is None:
            status = _status_code(resp.status)
        entry = {
            "time": _utc_now(),
            "request_id": request_id,
            "method": environ.get("REQUEST_METHOD"),
            "path": environ.get("PATH_INFO"),
            "query": environ.get("QUERY_STRING") or None,
            "status": status,
            "duration_ms": request_time / _MILLISECOND,  # microseconds: 3 decimals at most
            "bytes": getattr(resp, "sent", None),
            "remote_addr": _remote_addr(environ),
            "user_agent": environ.get("HTTP_USER_AGENT"),
            "protocol": environ.get("SERVER_PROTOCOL"),
            "pid": os.getpid(),
        }
        try:
            self._write_access(orjson.dumps(entry, option=orjson.OPT_APPEND_NEWLINE))
        except Exception:
            self.exception("access log line failed")

    def _write_access(self, line: bytes) -> None:
        # Straight to the file descriptor of gunicorn's own access handler when it is the only
        # one (the usual case), one write(2) a line: logging.info would build a LogRecord
        # (caller lookup, thread and process names) for a line already made, and the text
        # stream would encode it again and flush it with a call of its own. Anything else (a
        # logconfig of one's own, a stream without a descriptor) goes through logging.
        handlers = self.access_log.handlers
        if len(handlers) == 1 and getattr(handlers[0], "_gunicorn", False):
            handler = handlers[0]
            handler.acquire()
            try:
                stream = handler.stream  # read each time: USR1 reopens log files
                fd = _descriptor(stream)
                if fd is not None:
                    stream.flush()  # whatever else went to it first stays first
                    view = memoryview(line)
                    while view:
                        view = view[os.write(fd, view):]
                    return
            finally:
                handler.release()
        self.access_log.info(line[:-1].decode())


def _descriptor(stream) -> int | None:
    """The file descriptor under a log stream, or None (a stream in memory)."""
    try:
        return stream.fileno()
    except (AttributeError, OSError, ValueError):
        return None


def _answered_id(resp) -> str | None:
    for name, value in resp.headers:
        if len(name) == 12 and name.lower() == "x-request-id":
            return value
    return None


def _status_code(status):
    """The status code of a status line ("200 OK" -> 200); what is not one, as it is."""
    if isinstance(status, str):
        status = status.split(None, 1)[0]
    try:
        return int(status)
    except (TypeError, ValueError):
        return status
