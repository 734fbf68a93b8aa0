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
from service.problems import PROBLEM_MIMETYPE, PROBLEM_TYPES, STATUS_SLUGS, problem_fields
from service.text import LANGUAGES, word

TEMPLATE = Path("deploy/nginx/edge.conf.template")
CLIENT_TIMEOUT = 10  # seconds for a client's whole header
# The body's deadline is the settings' (EDGE_BODY_DEADLINE_SECONDS); nginx's own body timeout,
# between two reads, is longer by this: the deadline answers (a 408 problem document) where
# nginx's own timeout closes the connection unanswered.
BODY_READ_MARGIN = 5
UPSTREAM_TIMEOUT = 35  # seconds gunicorn may take (it kills a worker silent for 30)
# A body over this many bytes waits in a file of the run directory, not in nginx's memory
BODY_BUFFER_BYTES = 16384
# nginx's header buffers, rendered into the template from here (and quoted by the 414 and 431
# texts): a request line or a header line must fit one of HEADER_BUFFERS buffers of
# LINE_BYTES (large_client_header_buffers), the whole header section all of them.
LINE_BYTES = 8192
HEADER_BUFFERS = 4
HEADER_BYTES = HEADER_BUFFERS * LINE_BYTES
# Codes nginx answers with that are not the status the client gets: a header too large is
# nginx's own 494 (its 400 "Request Header Or Cookie Too Large"), answered as the 431 it is;
# the body deadline's watchdog ends a request with 419, answered as a 408.
DEADLINE_STATUS = 419
NGINX_CODES = {494: 431, DEADLINE_STATUS: 408}
# Where Debian's nginx keeps its dynamic modules (nginx -V's --modules-path): the Lua module
# runs the body's deadline.
MODULES_DIR = "/usr/lib/nginx/modules"
_PLACEHOLDER = re.compile(r"@@([A-Z_]+)@@")


@dataclass(frozen=True)
class EdgeSetup:
    listen: str  # host:port
    socket: str  # gunicorn's unix socket
    run_dir: str  # pid file, temp paths
    settings: Settings
    as_root: bool = False
    modules_dir: str = MODULES_DIR


# The words of the edge's own answers (service/text/words.toml) and their parameters, by status;
# every other status nginx may answer gets the type of that status (service/problems.py).
def _details(settings: Settings) -> dict[int, tuple[str, dict]]:
    return {
        400: ("edge_bad_request", {}),
        404: ("edge_not_found", {}),
        405: ("edge_method_not_allowed", {}),
        408: ("edge_timeout", {"header": CLIENT_TIMEOUT, "body": settings.EDGE_BODY_DEADLINE_SECONDS}),
        411: ("length_required", {}),
        413: ("body_too_large", {"limit": settings.MAX_BODY_BYTES}),
        414: ("edge_request_line_too_long", {"size": LINE_BYTES}),
        429: ("edge_too_many_requests", {}),
        431: ("edge_headers_too_large", {"size": LINE_BYTES, "total": HEADER_BYTES}),
        500: ("internal_error", {}),
        501: ("edge_not_implemented", {}),
        502: ("edge_bad_gateway", {}),
        503: ("edge_unavailable", {}),
        504: ("edge_gateway_timeout", {"seconds": UPSTREAM_TIMEOUT}),
        505: ("protocol_version", {}),
    }


def edge_statuses() -> list[int]:
    """Every status the edge may answer itself: every error status of the problem catalogue
    (422 aside: nginx never makes one), each with its problem document."""
    return sorted(status for status in STATUS_SLUGS if status != 422)


def error_pages() -> str:
    """``error_page`` lines: every status the edge answers itself, to its problem document."""
    statuses = " ".join(str(status) for status in edge_statuses())
    lines = [f"        error_page {statuses} /_edge/problem;"]
    lines += [f"        error_page {code} ={status} /_edge/problem;" for code, status in NGINX_CODES.items()]
    return "\n".join(lines)


def error_statuses() -> str:
    """The statuses the edge answers itself, for the template's comments: "400, 401, ..."."""
    return ", ".join(str(status) for status in edge_statuses())


def nginx_string(text: str) -> str:
    """`text` as a double-quoted nginx string. A "$" would start a variable: the texts
    rendered here have none (a test reads them all)."""
    if "$" in text:
        raise ValueError(f"a '$' in an edge text: {text!r}")
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def problem_json(status: int, lang: str, settings: Settings) -> str:
    """The edge's problem document for `status`, with ``@@REQUEST_ID@@`` where nginx puts
    the request id."""
    slug = STATUS_SLUGS[status]
    code, params = _details(settings).get(status, (None, {}))
    detail = word(code, lang, **params) if code else PROBLEM_TYPES[slug].title(lang)
    body = {**problem_fields(slug, detail, lang), "request_id": "@@REQUEST_ID@@"}
    return orjson.dumps(body).decode()


_ID_TAIL = '@@REQUEST_ID@@"}'


def problems(settings: Settings) -> str:
    """The entries of the template's ``$choco_problem`` map: for each language and status, its
    document up to the request id (the error location writes the id and the closing)."""
    lines = []
    for lang in LANGUAGES:
        for status in edge_statuses():
            text = problem_json(status, lang, settings)
            assert text.endswith(_ID_TAIL), text
            lines.append(f"        {nginx_string(f'{lang} {status}')} {nginx_string(text[:-len(_ID_TAIL)])};")
    fallback = problem_json(500, "en", settings)
    lines.append(f"        default {nginx_string(fallback[:-len(_ID_TAIL)])};")
    return "\n".join(lines)


def problem_headers(settings: Settings) -> str:
    """The security headers (and CORS) of the edge's problem documents."""
    cors = settings.cors_origins
    lines = [f"            add_header {name} {nginx_string(value)} always;" for name, value in api_headers(cors)]
    if cors:
        lines += ["            add_header Access-Control-Allow-Origin $choco_cors_origin always;",
                  '            add_header Access-Control-Expose-Headers "X-Request-ID, Content-Language" always;',
                  "            add_header Vary Origin always;"]
    return "\n".join(lines)


def cors_origins(settings: Settings) -> str:
    return "\n".join(f"        {nginx_string(origin)} $http_origin;" for origin in settings.cors_origins)


def real_ip(settings: Settings) -> str:
    """The proxies in front whose X-Forwarded-For names the client (CHOCO_EDGE_TRUSTED_PROXIES):
    the per-client limits and the logs then see the client, not the proxy."""
    proxies = settings.trusted_proxies
    if not proxies:
        return "    # no proxy in front is trusted (CHOCO_EDGE_TRUSTED_PROXIES): the client is the address that connects"
    lines = [f"    set_real_ip_from {proxy};" for proxy in proxies]
    return "\n".join(lines + ["    real_ip_header X-Forwarded-For;", "    real_ip_recursive on;"])


def render(setup: EdgeSetup, template: Path = TEMPLATE) -> str:
    settings = setup.settings
    values = {
        "USER": "user nobody nogroup;" if setup.as_root else "",
        "MODULES_DIR": setup.modules_dir,
        "RUN_DIR": setup.run_dir,
        "SOCKET": setup.socket,
        "LISTEN": setup.listen,
        "MAX_BODY_BYTES": str(settings.MAX_BODY_BYTES),
        "BODY_BUFFER_BYTES": str(BODY_BUFFER_BYTES),
        "CLIENT_TIMEOUT": str(CLIENT_TIMEOUT),
        "BODY_DEADLINE": str(settings.EDGE_BODY_DEADLINE_SECONDS),
        "BODY_READ_TIMEOUT": str(settings.EDGE_BODY_DEADLINE_SECONDS + BODY_READ_MARGIN),
        "DEADLINE_STATUS": str(DEADLINE_STATUS),
        "UPSTREAM_TIMEOUT": str(UPSTREAM_TIMEOUT),
        "LINE_BYTES": str(LINE_BYTES),
        "HEADER_BUFFERS": str(HEADER_BUFFERS),
        "HEADER_BYTES": str(HEADER_BYTES),
        "CONNECTIONS_PER_CLIENT": str(settings.EDGE_CONNECTIONS_PER_CLIENT),
        "REQUESTS_PER_SECOND": str(settings.EDGE_REQUESTS_PER_SECOND),
        "REQUEST_BURST": str(settings.EDGE_REQUEST_BURST),
        "REAL_IP": real_ip(settings),
        "ERROR_STATUSES": error_statuses(),
        "ERROR_PAGES": error_pages(),
        "PROBLEMS": problems(settings),
        "PROBLEM_MIMETYPE": PROBLEM_MIMETYPE,
        "PROBLEM_HEADERS": problem_headers(settings),
        "CORS_ORIGINS": cors_origins(settings),
    }
    return _PLACEHOLDER.sub(lambda m: values[m.group(1)], template.read_text(encoding="utf-8"))


def write(setup: EdgeSetup, template: Path = TEMPLATE) -> Path:
    path = Path(setup.run_dir) / "nginx.conf"
    path.write_text(render(setup, template), encoding="utf-8")
    return path


def running_as_root() -> bool:
    return os.geteuid() == 0
