"""What every path shares: problem documents, status codes, headers, languages."""

from __future__ import annotations

import pytest

from tests.helpers import assert_problem

POSTS = ["/choco-late/trays", "/choco-late/trays/best-split", "/score/choco-late",
         "/choco-late/validate", "/choco-late/legal-moves", "/choco-late/deal"]


def test_healthz_and_readyz(client):
    for path in ("/healthz", "/readyz"):
        r = client.get(path)
        assert r.status_code == 200 and r.get_json() == {"status": "ok"}


@pytest.mark.parametrize("path", POSTS)
@pytest.mark.parametrize("body", [b"{", b"not json", b"[1, 2", b"\xff\xfe", b'{"lots": [1,]}', b""])
def test_not_json_is_400(client, path, body):
    r = client.post(path, data=body, content_type="application/json")
    assert_problem(r, 400, "malformed-json")


@pytest.mark.parametrize("path", POSTS)
def test_wrong_content_type_is_415(client, path):
    r = client.post(path, data=b"lots=1", content_type="application/x-www-form-urlencoded")
    assert_problem(r, 415, "unsupported-media-type")


@pytest.mark.parametrize("path", POSTS)
@pytest.mark.parametrize("body", [b"[]", b"3", b'"x"', b"null", b"true"])
def test_not_an_object_is_422(client, path, body):
    r = client.post(path, data=body, content_type="application/json")
    problem = assert_problem(r, 422, "invalid-body")
    assert problem["errors"]


def test_deep_nesting_is_400(client):
    body = b"[" * 40_000 + b"]" * 40_000
    r = client.post("/choco-late/trays", data=body, content_type="application/json")
    assert_problem(r, 400, "malformed-json")


def test_more_arrays_than_the_limit_are_413_before_the_parse(client):
    body = b"[" * 100_000 + b"]" * 100_000
    r = client.post("/choco-late/trays", data=body, content_type="application/json")
    assert_problem(r, 413, "body-too-large")


def test_huge_number_is_400(client):
    r = client.post("/choco-late/trays", data=b'{"lots": [1' + b"0" * 400 + b"]}",
                    content_type="application/json")
    assert_problem(r, 400, "malformed-json")


def test_body_over_limit_is_413(client):
    r = client.post("/choco-late/trays", data=b"[" + b"1," * 600_000 + b"1]",
                    content_type="application/json")
    problem = assert_problem(r, 413, "body-too-large")
    assert "1048576" in problem["detail"]


def test_unknown_path_is_404_problem(client):
    assert_problem(client.get("/nowhere"), 404, "not-found")


def test_wrong_method_is_405_with_allow(client):
    r = client.get("/choco-late/trays")
    assert_problem(r, 405, "method-not-allowed")
    assert "POST" in r.headers["Allow"]


def test_problem_types_are_described(client):
    r = client.post("/choco-late/trays", data=b"{", content_type="application/json")
    kind = r.get_json()["type"]
    described = client.get(kind)
    assert described.status_code == 200
    assert described.get_json()["status"] == 400


def test_request_id_is_echoed_or_made(client):
    r = client.get("/healthz", headers={"X-Request-ID": "table-7.round-2"})
    assert r.headers["X-Request-ID"] == "table-7.round-2"
    for bad in ("bad id with spaces", "x" * 200, "<script>"):
        fresh = client.get("/healthz", headers={"X-Request-ID": bad})
        assert fresh.headers["X-Request-ID"] != bad
        assert len(fresh.headers["X-Request-ID"]) == 32


def test_security_headers_on_every_answer(client):
    for r in (client.get("/healthz"), client.get("/nowhere"), client.get("/docs"),
              client.post("/choco-late/trays", json={"lots": [1]})):
        assert r.headers["X-Content-Type-Options"] == "nosniff"
        assert r.headers["X-Frame-Options"] == "DENY"
        assert "frame-ancestors 'none'" in r.headers["Content-Security-Policy"]


def test_cors_closed_by_default(client):
    r = client.post("/choco-late/trays", json={"lots": [1]}, headers={"Origin": "https://app.example"})
    assert "Access-Control-Allow-Origin" not in r.headers


def test_cors_open_for_configured_origins():
    from service.app import create_app
    from service.config import Settings

    app = create_app(Settings(CORS_ORIGINS="https://app.example"))
    c = app.test_client()
    r = c.post("/choco-late/trays", json={"lots": [1]}, headers={"Origin": "https://app.example"})
    assert r.headers["Access-Control-Allow-Origin"] == "https://app.example"
    pre = c.open("/choco-late/trays", method="OPTIONS", headers={
        "Origin": "https://app.example", "Access-Control-Request-Method": "POST"})
    assert pre.status_code == 204 and "POST" in pre.headers["Access-Control-Allow-Methods"]
    other = c.post("/choco-late/trays", json={"lots": [1]}, headers={"Origin": "https://evil.example"})
    assert "Access-Control-Allow-Origin" not in other.headers


def test_italian_on_request(client):
    r = client.post("/choco-late/trays", data=b"{", content_type="application/json",
                    headers={"Accept-Language": "it-IT,it;q=0.9,en;q=0.5"})
    assert r.get_json()["title"] == "Il corpo della richiesta non è JSON valido"
    assert r.headers["Content-Language"] == "it"


def test_docs_page_is_served_offline(client):
    page = client.get("/docs")
    assert page.status_code == 200 and page.mimetype == "text/html"
    html = page.get_data(as_text=True)
    assert "http://" not in html and "https://" not in html
    for asset in ("/docs/assets/swagger-ui.css", "/docs/assets/swagger-ui-bundle.js", "/static/docs/init.js"):
        assert asset in html
        assert client.get(asset).status_code == 200
    assert "script-src 'self'" in page.headers["Content-Security-Policy"]


def test_openapi_document_is_served(client):
    r = client.get("/openapi.json")
    assert r.status_code == 200
    assert r.get_json()["openapi"].startswith("3.")
