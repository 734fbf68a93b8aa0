"""The edge's nginx config, rendered from deploy/nginx/edge.conf.template: where it listens,
the unix socket of gunicorn behind it, its run directory, the service's limits, the CORS
origins, and its own error answers as problem documents (their words from
service/text/words.toml, both languages; the security headers of service/http/envelope.py).

Nothing here starts anything: service/serving/edge.py does.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path

import orjson

from service.config import Settings
from service.http.security_headers import api_headers
from service.problems import PROBLEM_MIMETYPE, problem_fields
from service.text import LANGUAGES, word

TEMPLATE = Path("deploy/nginx/edge.conf.template")
CLIENT_TIMEOUT = 10  # seconds for a client's whole header, and between two reads of its body
UPSTREAM_TIMEOUT = 35  # seconds gunicorn may take (it kills a worker silent for 30)
# nginx's header buffers, rendered into the template from here (and quoted by the 414 and 431
# texts): a request line or a header line must fit one of HEADER_BUFFERS buffers of
# LINE_BYTES (large_client_header_buffers), the whole header section all of them.
LINE_BYTES = 8192
HEADER_BUFFERS = 4
HEADER_BYTES = HEADER_BUFFERS * LINE_BYTES
# nginx's own status for a header too large (its 400 "Request Header Or Cookie Too Large"),
# answered as the 431 it is
NGINX_CODES = {431: 494}
_PLACEHOLDER = re.compile(r"@@([A-Z_]+)@@")


@dataclass(frozen=True)
class EdgeSetup:
    listen: str  # host:port
    socket: str  # gunicorn's unix socket
    run_dir: str  # pid file, temp paths
    settings: Settings
    as_root: bool = False


def _errors(max_body: int) -> dict[int, tuple[str, str, dict]]:
    """status -> (problem slug, word, its parameters)."""
    return {
        400: ("http-error", "edge_bad_request", {}),
        404: ("not-found", "edge_not_found", {}),
        405: ("method-not-allowed", "edge_method_not_allowed", {}),
        408: ("request-timeout", "edge_timeout", {"seconds": CLIENT_TIMEOUT}),
        413: ("body-too-large", "body_too_large", {"limit": max_body}),
        414: ("request-line-too-long", "edge_request_line_too_long", {"size": LINE_BYTES}),
        431: ("headers-too-large", "edge_headers_too_large", {"size": LINE_BYTES, "total": HEADER_BYTES}),
        500: ("internal-error", "internal_error", {}),
        502: ("bad-gateway", "edge_bad_gateway", {}),
        504: ("gateway-timeout", "edge_gateway_timeout", {"seconds": UPSTREAM_TIMEOUT}),
        505: ("http-error", "protocol_version", {}),
    }


def error_pages(max_body: int) -> str:
    """An ``error_page`` for every status the edge answers itself, to its problem documents."""
    lines = []
    for status in _errors(max_body):
        code = NGINX_CODES.get(status)
        target = f"/_edge/$choco_lang/{status}"
        lines.append(f"        error_page {code} ={status} {target};" if code else
                     f"        error_page {status} {target};")
    return "\n".join(lines)


def error_statuses(max_body: int) -> str:
    """The statuses the edge answers itself, for the template's comments: "400, 404, ..."."""
    return ", ".join(str(status) for status in _errors(max_body))


def nginx_string(text: str) -> str:
    """`text` as a double-quoted nginx string. A "$" would start a variable: the texts
    rendered here have none (a test reads them all)."""
    if "$" in text:
        raise ValueError(f"a '$' in an edge text: {text!r}")
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def problem_json(status: int, lang: str, max_body: int) -> str:
    """The edge's problem document for `status`, with ``@@REQUEST_ID@@`` where nginx puts
    the request id."""
    slug, code, params = _errors(max_body)[status]
    body = {**problem_fields(slug, status, word(code, lang, **params), lang), "request_id": "@@REQUEST_ID@@"}
    return orjson.dumps(body).decode()


def error_locations(settings: Settings) -> str:
    cors = settings.cors_origins
    headers = api_headers(cors)
    out = []
    for lang in LANGUAGES:
        for status in _errors(settings.MAX_BODY_BYTES):
            text = nginx_string(problem_json(status, lang, settings.MAX_BODY_BYTES)).replace(
                "@@REQUEST_ID@@", "${choco_request_id}")
            lines = [f"        location = /_edge/{lang}/{status} {{", "            internal;",
                     f"            default_type {PROBLEM_MIMETYPE};",
                     "            add_header X-Request-ID $choco_request_id always;",
                     f"            add_header Content-Language {lang} always;"]
            lines += [f"            add_header {name} {nginx_string(value)} always;" for name, value in headers]
            if cors:
                lines += ["            add_header Access-Control-Allow-Origin $choco_cors_origin always;",
                          '            add_header Access-Control-Expose-Headers "X-Request-ID, Content-Language" always;',
                          "            add_header Vary Origin always;"]
            lines += [f"            return {status} {text};", "        }"]
            out.append("\n".join(lines))
    return "\n".join(out)


def cors_origins(settings: Settings) -> str:
    return "\n".join(f"        {nginx_string(origin)} $http_origin;" for origin in settings.cors_origins)


def render(setup: EdgeSetup, template: Path = TEMPLATE) -> str:
    values = {
        "USER": "user nobody nogroup;" if setup.as_root else "",
        "RUN_DIR": setup.run_dir,
        "SOCKET": setup.socket,
        "LISTEN": setup.listen,
        "MAX_BODY_BYTES": str(setup.settings.MAX_BODY_BYTES),
        "CLIENT_TIMEOUT": str(CLIENT_TIMEOUT),
        "UPSTREAM_TIMEOUT": str(UPSTREAM_TIMEOUT),
        "LINE_BYTES": str(LINE_BYTES),
        "HEADER_BUFFERS": str(HEADER_BUFFERS),
        "HEADER_BYTES": str(HEADER_BYTES),
        "ERROR_STATUSES": error_statuses(setup.settings.MAX_BODY_BYTES),
        "ERROR_PAGES": error_pages(setup.settings.MAX_BODY_BYTES),
        "CORS_ORIGINS": cors_origins(setup.settings),
        "ERROR_LOCATIONS": error_locations(setup.settings),
    }
    return _PLACEHOLDER.sub(lambda m: values[m.group(1)], template.read_text(encoding="utf-8"))


def write(setup: EdgeSetup, template: Path = TEMPLATE) -> Path:
    path = Path(setup.run_dir) / "nginx.conf"
    path.write_text(render(setup, template), encoding="utf-8")
    return path


def running_as_root() -> bool:
    return os.geteuid() == 0
