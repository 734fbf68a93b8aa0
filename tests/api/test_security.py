"""Security: headers on every answer, CORS closed by default and open only to the origins
configured (CHOCO_CORS_ORIGINS), no stack trace or internal path in any answer (a forced
internal error included), and every dependency pinned to an exact version."""

from __future__ import annotations

import io
import json
import logging
import re
import tomllib
from importlib import metadata
from pathlib import Path

import pytest
from flask import Response, abort
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name
from werkzeug.test import EnvironBuilder, run_wsgi_app

from schemas.choco_late import examples
from service.app import create_app
from service.http.security_headers import API_CSP, PAGE_CSP
from tests.helpers import assert_problem
from tests.fuzz.corpus import GETS, POSTS, valid_bodies
from tests.games.choco_late.corpus import TRAYS

DEAL = "/choco-late/deal"

ROOT = Path(__file__).resolve().parents[2]
APP_ORIGIN = "https://app.example"
OTHER_ORIGIN = "https://scores.example:8443"
LEAKS = ("Traceback", "File \"", "/work/", "site-packages", ".py", "RuntimeError", "KeyError", "secret")


def every_kind_of_answer(client) -> list[tuple[str, object]]:
    """(what, response) for every path and every kind of answer the service gives."""
    out = []
    for path in GETS:
        out.append((f"GET {path}", client.get(path)))
        out.append((f"HEAD {path}", client.head(path)))
    for path in POSTS:
        out.append((f"POST {path}", client.post(path, json=valid_bodies(path)[0])))
        out.append((f"POST {path} 400", client.post(path, data=b"{", content_type="application/json")))
        out.append((f"POST {path} 413", client.post(path, data=b" " * 1_048_577, content_type="application/json")))
        out.append((f"POST {path} 415", client.post(path, data=b"x", content_type="text/plain")))
        out.append((f"POST {path} 422", client.post(path, json={"nope": 1})))
        out.append((f"GET {path} 405", client.get(path)))
        out.append((f"OPTIONS {path}", client.options(path)))
    out.append(("POST 422 rule", client.post(TRAYS, json={"lots": [1, 1]})))
    out.append(("GET 404", client.get("/no/such/path")))
    out.append(("GET 404 static", client.get("/static/pages/nothing.js")))
    out.append(("GET 404 problem type", client.get("/problems/nothing")))
    out.append(("GET 308", client.get("//healthz")))
    out.append(("DELETE 405", client.delete("/choco-late/rules")))
    out.append(("TRACE 405", client.open("/healthz", method="TRACE")))
    return out


def assert_security_headers(what: str, r) -> None:
    h = r.headers
    assert h.get("X-Content-Type-Options") == "nosniff", what
    assert h.get("X-Frame-Options") == "DENY", what
    assert h.get("Referrer-Policy") == "no-referrer", what
    assert h.get("Cross-Origin-Opener-Policy") == "same-origin", what
    assert re.fullmatch(r"[0-9a-f]{32}", h.get("X-Request-ID", "")), what
    assert h.get("Cache-Control"), what
    csp = h.get("Content-Security-Policy", "")
    if r.mimetype == "text/html":
        assert csp == PAGE_CSP, what
        script_src = re.search(r"script-src ([^;]*)", csp).group(1)
        assert "unsafe-inline" not in script_src and "unsafe-eval" not in script_src and "*" not in script_src
    else:
        assert csp == API_CSP, what
    assert "frame-ancestors 'none'" in csp and "default-src 'none'" in csp
    assert "Access-Control-Allow-Origin" not in h, what


def test_security_headers_on_every_answer(client):
    answers = every_kind_of_answer(client)
    statuses = {r.status_code for _, r in answers}
    assert {200, 308, 400, 404, 405, 413, 415, 422} <= statuses
    for what, r in answers:
        assert_security_headers(what, r)


def test_security_headers_on_a_500(failing_app):
    r = failing_app.test_client().get("/boom")
    assert r.status_code == 500
    assert_security_headers("GET /boom", r)


def test_html_pages_load_nothing_inline(client):
    """The page CSP forbids inline scripts and handlers: the pages must have none."""
    for path in ("/", "/docs", "/choco-late/checker"):
        html = client.get(path).get_data(as_text=True)
        scripts = re.findall(r"<script\b([^>]*)>(.*?)</script>", html, flags=re.I | re.S)
        assert scripts or path == "/"  # the home page has no script at all
        for attributes, content in scripts:
            assert re.search(r"\bsrc=", attributes) and not content.strip(), (attributes, content[:80])
        assert not re.search(r"\son[a-z]+\s*=", html, flags=re.I), "inline event handler"
        assert "javascript:" not in html.lower()
        assert not re.search(r"""(src|href|action)\s*=\s*["']?(https?:)?//""", html, flags=re.I)  # nothing from elsewhere


def test_json_answers_cannot_be_sniffed_as_html(client):
    r = client.post(DEAL, json={"players": ["<script>alert(1)</script>", "bob"], "seed": 1})
    assert r.status_code == 200 and r.mimetype == "application/json"
    assert r.headers["X-Content-Type-Options"] == "nosniff"
    r = client.get("/no/<script>alert(1)</script>")
    assert r.mimetype == "application/problem+json" and r.headers["X-Content-Type-Options"] == "nosniff"


# --- CORS -----------------------------------------------------------------------------------

CORS_HEADERS = ("Access-Control-Allow-Origin", "Access-Control-Allow-Methods", "Access-Control-Allow-Headers",
                "Access-Control-Allow-Credentials", "Access-Control-Expose-Headers", "Access-Control-Max-Age")


def preflight(client, origin: str, path: str = TRAYS, method: str = "POST"):
    return client.options(path, headers={"Origin": origin, "Access-Control-Request-Method": method,
                                         "Access-Control-Request-Headers": "content-type, accept-language"})


def simple(client, origin: str):
    return client.post(TRAYS, json=examples.TRAY_REQUEST, headers={"Origin": origin})


@pytest.fixture
def open_client(monkeypatch):
    """The service as configured by the environment for two companion web apps."""
    monkeypatch.setenv("CHOCO_CORS_ORIGINS", f" {APP_ORIGIN} ,{OTHER_ORIGIN},")
    return create_app().test_client()


def test_cors_is_closed_by_default(monkeypatch):
    monkeypatch.delenv("CHOCO_CORS_ORIGINS", raising=False)
    client = create_app().test_client()
    for origin in (APP_ORIGIN, "null", "http://localhost"):
        for r in (simple(client, origin), preflight(client, origin), client.get("/choco-late/rules", headers={"Origin": origin})):
            assert r.status_code < 300
            assert not any(h in r.headers for h in CORS_HEADERS), dict(r.headers)
            assert "Origin" not in r.headers.get("Vary", "")
        assert r.headers["Cross-Origin-Resource-Policy"] == "same-origin"


def test_cors_opens_to_the_configured_origins_only(open_client):
    for origin in (APP_ORIGIN, OTHER_ORIGIN):
        r = simple(open_client, origin)
        assert r.status_code == 200
        assert r.headers["Access-Control-Allow-Origin"] == origin  # never "*"
        assert "X-Request-ID" in r.headers["Access-Control-Expose-Headers"]
        assert "Access-Control-Allow-Credentials" not in r.headers
        assert "Origin" in r.headers["Vary"]

        p = preflight(open_client, origin)
        assert p.status_code == 204 and p.get_data() == b""
        assert p.headers["Access-Control-Allow-Origin"] == origin
        assert {"POST", "GET"} <= {m.strip() for m in p.headers["Access-Control-Allow-Methods"].split(",")}
        allowed = {h.strip().lower() for h in p.headers["Access-Control-Allow-Headers"].split(",")}
        assert {"content-type", "accept-language", "x-request-id"} <= allowed
        assert int(p.headers["Access-Control-Max-Age"]) > 0

        # a web app reads error answers too
        e = open_client.post(TRAYS, data=b"{", content_type="application/json", headers={"Origin": origin})
        assert e.status_code == 400 and e.headers["Access-Control-Allow-Origin"] == origin


@pytest.mark.parametrize("origin", ["https://evil.example", "null", "https://app.example.evil.example",
                                    "https://app.example:443", "http://app.example", "HTTPS://APP.EXAMPLE",
                                    "https://app.example/", "https://sub.app.example", "*", ""])
def test_cors_stays_closed_to_other_origins(open_client, origin):
    for r in (simple(open_client, origin), preflight(open_client, origin)):
        assert r.status_code < 300
        assert not any(h in r.headers for h in CORS_HEADERS), (origin, dict(r.headers))


def test_answers_vary_by_origin_once_cors_is_open(open_client):
    """A shared cache must not give one origin's answer to another: the cacheable rules
    page says Vary: Origin even to a request without an Origin."""
    r = open_client.get("/choco-late/rules")
    assert r.headers["Cache-Control"].startswith("public")
    assert "Origin" in r.headers["Vary"]
    assert r.headers["Cross-Origin-Resource-Policy"] == "cross-origin"


# --- no stack traces, no internal paths ------------------------------------------------------


@pytest.fixture
def failing_app():
    app = create_app()

    @app.route("/boom")
    def boom():
        raise RuntimeError("secret: /work/main/service/secret.py line 3")

    @app.route("/boom/key", methods=["POST"])
    def boom_key():
        return {}["secret key"]

    @app.route("/boom/abort")
    def boom_abort():
        abort(500)

    @app.route("/boom/late")
    def boom_late():
        return Response("fine until the hooks run", headers={"X-Boom": "1"})

    @app.after_request
    def failing_hook(response):  # a failure after the view, where Flask makes the 500 itself
        if response.headers.get("X-Boom"):
            raise RuntimeError("secret: /work/main/service/hook.py")
        return response

    return app


def assert_no_leak(text: str) -> None:
    for leak in LEAKS:
        assert leak not in text, (leak, text[:500])


def test_an_internal_error_is_a_problem_document_without_trace(failing_app, caplog):
    client = failing_app.test_client()
    with caplog.at_level(logging.ERROR, logger="service.errors"):
        for r in (client.get("/boom", headers={"X-Request-ID": "boom-1"}), client.post("/boom/key", json={}),
                  client.get("/boom/abort"), client.get("/boom/late")):
            assert r.status_code == 500 and r.mimetype == "application/problem+json"
            problem = r.get_json()
            assert problem["status"] == 500 and problem["type"] == "/problems/internal-error", problem
            assert problem["title"] == "Internal error"
            assert set(problem) <= {"type", "title", "status", "detail", "instance", "request_id"}
            assert_no_leak(r.get_data(as_text=True))
            assert_no_leak(json.dumps(dict(r.headers)))
    assert client.get("/boom", headers={"Accept-Language": "it"}).get_json()["title"] == "Errore interno"
    # the trace goes to the log, with the request id, never to the client
    logged = [rec for rec in caplog.records if rec.name == "service.errors"]
    assert logged and logged[0].exc_info is not None


def test_an_engine_failure_on_a_real_path_is_a_500_problem(monkeypatch, client):
    from importlib import import_module
    from importlib.util import find_spec

    from schemas.registry import apis
    from service.referee import registry
    from service.verdicts import family

    def broken(*args, **kwargs):
        raise KeyError("/work/main/service/games/choco_late/trays.py")

    for slug in apis():  # every game's own answers (service/verdicts/<package>.py)
        name = f"service.verdicts.{registry.package_of(slug)}"
        if find_spec(name) is not None:
            verdicts = import_module(name)
            for answer in [a for a in vars(verdicts) if a.endswith("_answer") and callable(getattr(verdicts, a))]:
                monkeypatch.setattr(verdicts, answer, broken)
    for name in ("score_answer", "validate_answer", "legal_moves_answer", "deal_answer"):
        monkeypatch.setattr(family, name, broken)
    for path in POSTS:
        r = client.post(path, json=valid_bodies(path)[0])
        problem = assert_problem(r, 500, "internal-error")
        assert problem["instance"] == path and problem["request_id"] == r.headers["X-Request-ID"]
        assert_no_leak(r.get_data(as_text=True))
        assert_security_headers(path, r)


def test_no_error_answer_leaks_anything(client):
    for what, r in every_kind_of_answer(client):
        if r.status_code >= 400 and r.mimetype == "application/problem+json":
            text = r.get_data(as_text=True)
            for leak in ("Traceback", "File \"", "/work/", "site-packages", "werkzeug", "marshmallow", "orjson."):
                assert leak not in text, (what, leak, text[:300])


def test_a_failure_while_reading_the_body_is_not_a_500(app):
    """A connection that breaks mid-body (the stream raises) is a client error."""

    class Broken(io.RawIOBase):
        def readable(self):
            return True

        def readinto(self, b):
            raise OSError("connection reset by peer")

    environ = EnvironBuilder(path=TRAYS, method="POST", content_type="application/json").get_environ()
    environ["wsgi.input"], environ["CONTENT_LENGTH"] = Broken(), "100"
    body, status, headers = run_wsgi_app(app, environ, buffered=True)
    assert status.startswith("400") and headers["Content-Type"] == "application/problem+json"
    assert_no_leak(b"".join(body).decode())


# --- dependencies pinned ------------------------------------------------------------------------

PINNED = re.compile(r"^(?P<name>[A-Za-z0-9][A-Za-z0-9._-]*)(\[[A-Za-z0-9,._-]+\])?==(?P<version>[0-9][A-Za-z0-9.+!_-]*)$")


def pyproject() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text())


def declared() -> list[str]:
    project = pyproject()
    out = list(project["build-system"]["requires"]) + list(project["project"]["dependencies"])
    for extra in project["project"].get("optional-dependencies", {}).values():
        out.extend(extra)
    return out


def lock() -> dict[str, str]:
    pins: dict[str, str] = {}
    for number, line in enumerate((ROOT / "requirements.lock").read_text().splitlines(), 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        m = PINNED.match(line)
        assert m, f"requirements.lock:{number}: {line!r} is not pinned with =="
        name = canonicalize_name(m["name"])
        assert name not in pins, f"requirements.lock:{number}: {name} pinned twice"
        pins[name] = m["version"]
    return pins


def test_every_declared_dependency_is_pinned_exactly():
    deps = declared()
    assert deps
    for dep in deps:
        assert PINNED.match(dep.strip()), f"pyproject.toml: {dep!r} is not pinned with =="


def test_the_lock_pins_every_package_exactly_and_agrees_with_pyproject():
    pins = lock()
    for dep in pyproject()["project"]["dependencies"] + [d for e in pyproject()["project"]["optional-dependencies"].values() for d in e]:
        m = PINNED.match(dep)
        assert pins.get(canonicalize_name(m["name"])) == m["version"], f"{dep} vs the lock"


def _closure() -> dict[str, str]:
    """Every installed distribution the project needs (its dev extra included): name -> version."""
    seen: dict[str, str] = {}
    todo = [(Requirement(f"choco-referee[{','.join(pyproject()['project']['optional-dependencies'])}]"), None)]
    while todo:
        req, _ = todo.pop()
        name = canonicalize_name(req.name)
        dist = metadata.distribution(req.name)
        if name in seen:
            continue
        seen[name] = dist.version
        for text in dist.requires or []:
            child = Requirement(text)
            extras = req.extras or {""}
            if child.marker is None or any(child.marker.evaluate({"extra": e}) for e in extras):
                todo.append((child, name))
    seen.pop("choco-referee")
    return seen


def test_every_installed_package_the_project_needs_is_in_the_lock_at_its_version():
    pins = lock()
    closure = _closure()
    assert closure
    missing = sorted(set(closure) - set(pins))
    assert not missing, f"installed and needed but not in requirements.lock: {missing}"
    wrong = {name: (version, pins[name]) for name, version in closure.items() if pins[name] != version}
    assert not wrong, f"installed version differs from requirements.lock: {wrong}"
