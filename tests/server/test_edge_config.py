"""The edge's nginx config as rendered (service/serving/edge_config.py), without running it:
an error page for every status nginx may answer, each a problem document of the service's in
both languages, with the security headers; the limits are the service's; the body's
deadline, the retry of a broken request, the per-client limits and the log are configured;
the CORS origins are listed."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from service.config import Settings
from service.problems import PROBLEM_TYPES, STATUS_SLUGS
from service.serving import edge_config

pytestmark = pytest.mark.timeout(60)


def rendered(**settings) -> str:
    setup = edge_config.EdgeSetup(listen="127.0.0.1:8000", socket="/run/x/gunicorn.sock", run_dir="/run/x",
                                  settings=Settings(**settings))
    return edge_config.render(setup)


def problems_map(text: str) -> dict[str, dict]:
    """The $choco_problem map: "lang status" -> the document (with "id" as the request id)."""
    block = re.search(r'map "\$choco_lang \$status" \$choco_problem \{\n(.*?)\n    \}', text, re.DOTALL).group(1)
    out = {}
    for key, value in re.findall(r'^\s+("[^"]*"|default) "(.*)";$', block, re.MULTILINE):
        out[key.strip('"')] = json.loads(value.replace('\\"', '"') + 'id"}')
    return out


def test_every_placeholder_is_filled_and_the_limits_are_the_services():
    text = rendered(MAX_BODY_BYTES=65536)
    assert "@@" not in text
    assert "client_max_body_size 65536;" in text
    assert text.count("server unix:/run/x/gunicorn.sock max_fails=0;") == 2
    assert "listen 127.0.0.1:8000 " in text
    assert f"client_body_buffer_size {edge_config.BODY_BUFFER_BYTES};" in text


def test_every_status_nginx_may_answer_goes_to_a_problem_document():
    text = rendered()
    listed = re.search(r"error_page ((?:\d+ )+)/_edge/problem;", text).group(1).split()
    assert sorted(int(s) for s in listed) == edge_config.edge_statuses()
    # every error status of the catalogue but 422 (nginx never makes one); 501 and 505 among them
    assert set(edge_config.edge_statuses()) == set(STATUS_SLUGS) - {422}
    assert {416, 429, 501, 505} <= {int(s) for s in listed}
    assert "error_page 494 =431 /_edge/problem;" in text
    assert f"error_page {edge_config.DEADLINE_STATUS} =408 /_edge/problem;" in text


@pytest.mark.parametrize("lang", ["en", "it"])
def test_each_document_is_its_statuss_in_the_language(lang):
    docs = problems_map(rendered())
    for status in edge_config.edge_statuses():
        doc = docs[f"{lang} {status}"]
        slug = doc["type"].removeprefix("/problems/")
        assert doc["status"] == status == PROBLEM_TYPES[slug].status
        assert doc["title"] == PROBLEM_TYPES[slug].title(lang) and doc["request_id"] == "id"
        assert doc["detail"] and "None" not in doc["detail"] and "{" not in doc["detail"]
    assert docs["default"]["status"] == 500


def test_the_error_location_answers_with_the_security_headers_and_the_request_id():
    text = rendered()
    block = re.search(r"location = /_edge/problem \{(.*?)\n        \}", text, re.DOTALL).group(1)
    assert "internal;" in block and "default_type application/problem+json;" in block
    for header in ("X-Request-ID $choco_request_id", "Content-Language $choco_lang",
                   'X-Content-Type-Options "nosniff"', 'X-Frame-Options "DENY"', 'Cache-Control "no-store"',
                   "Content-Security-Policy \"default-src 'none'", "Retry-After $choco_retry_after"):
        assert f"add_header {header}" in block, header
    # the status stays the error's: error_page without "=" (nginx answers the error's status)
    assert 'return 200 "${choco_problem}${choco_request_id}\\"}";' in block
    assert "if ($choco_headerless)" in block  # HTTP/0.9 cannot carry a header: closed unanswered


def test_http_10_and_11_only():
    text = rendered()
    location = re.search(r"location / \{(.*?)\n        \}", text, re.DOTALL).group(1)
    assert "if ($choco_http = nine) {\n                return 444;" in location
    assert "if ($choco_http = later) {\n                return 505;" in location


def test_the_body_has_a_deadline_that_answers_before_nginxs_own_timeout():
    text = rendered()
    deadline = Settings().EDGE_BODY_DEADLINE_SECONDS
    assert f"ngx.sleep({deadline})" in text and "ngx.sleep(3)" in rendered(EDGE_BODY_DEADLINE_SECONDS=3)
    assert f"ngx.exit({edge_config.DEADLINE_STATUS})" in text and "ngx.req.read_body()" in text
    assert f"client_body_timeout {deadline + edge_config.BODY_READ_MARGIN}s;" in text
    assert "ngx_http_lua_module.so;" in text


def test_a_broken_request_is_tried_once_more_posts_included_on_a_fresh_connection():
    text = rendered()
    assert "proxy_next_upstream error timeout non_idempotent;" in text
    assert "proxy_next_upstream_tries 2;" in text
    upstream = re.search(r"upstream referee \{(.*?)\}", text, re.S).group(1)
    assert "keepalive" not in upstream  # no idle connection to a worker that may die
    assert 'proxy_set_header Connection "close";' in text


def test_per_client_limits_are_the_settings():
    text = rendered(EDGE_CONNECTIONS_PER_CLIENT=7, EDGE_REQUESTS_PER_SECOND=9, EDGE_REQUEST_BURST=11)
    assert "rate=9r/s;" in text and "limit_conn choco_connections 7;" in text
    assert "limit_req zone=choco_requests burst=11 nodelay;" in text
    assert "limit_conn_status 429;" in text and "limit_req_status 429;" in text
    assert "set_real_ip_from" not in text
    trusted = rendered(EDGE_TRUSTED_PROXIES="10.0.0.0/8, 192.168.1.7")
    assert "set_real_ip_from 10.0.0.0/8;" in trusted and "set_real_ip_from 192.168.1.7;" in trusted
    assert "real_ip_header X-Forwarded-For;" in trusted


def test_the_log_has_every_edge_made_answer_with_the_clients_method():
    text = rendered()
    log_map = re.search(r"map \$upstream_status \$choco_edge_logs \{(.*?)\}", text, re.DOTALL).group(1)
    assert '"" 1;' in log_map and '"~50[24]$" 1;' in log_map and '"~," 1;' in log_map
    assert '"method":"$choco_method"' in text and "$upstream_status" in text


def test_the_sizes_nginx_applies_are_the_ones_its_texts_quote():
    template = edge_config.TEMPLATE.read_text(encoding="utf-8")
    text = rendered()
    # one source: the template names no size or error page of its own
    assert not re.search(r"^\s*error_page ", template, re.MULTILINE) and "@@ERROR_PAGES@@" in template
    assert "large_client_header_buffers @@HEADER_BUFFERS@@ @@LINE_BYTES@@;" in template
    buffers, size = re.search(r"large_client_header_buffers (\d+) (\d+);", text).groups()
    assert int(size) == edge_config.LINE_BYTES and int(buffers) * int(size) == edge_config.HEADER_BYTES
    for lang in ("en", "it"):
        assert f"{edge_config.LINE_BYTES}" in edge_config.problem_json(414, lang, Settings())
        header = edge_config.problem_json(431, lang, Settings())
        assert f"{edge_config.LINE_BYTES}" in header and f"{edge_config.HEADER_BYTES}" in header
        timeout = edge_config.problem_json(408, lang, Settings())
        assert f"{Settings().EDGE_BODY_DEADLINE_SECONDS} " in timeout and f"{edge_config.CLIENT_TIMEOUT} " in timeout


def test_cors_origins_are_answered_on_the_edges_own_errors():
    text = rendered(CORS_ORIGINS="https://app.example, https://club.example")
    assert '"https://app.example" $http_origin;' in text and '"https://club.example" $http_origin;' in text
    assert "add_header Access-Control-Allow-Origin $choco_cors_origin always;" in text
    assert "Cross-Origin-Resource-Policy \"cross-origin\"" in text
    assert "Access-Control-Allow-Origin" not in rendered()


def test_a_dollar_in_an_edge_text_is_refused():
    with pytest.raises(ValueError):
        edge_config.nginx_string("costs $5")


def test_the_deploy_readme_quotes_the_edges_sizes_statuses_and_limits():
    readme = " ".join((Path(__file__).resolve().parents[2] / "deploy" / "README.md").read_text(encoding="utf-8").split())
    settings = Settings()
    assert f"over {edge_config.LINE_BYTES // 1024} KiB is a 414 or a 431" in readme
    assert f"the header section at {edge_config.HEADER_BYTES // 1024} KiB" in readme
    assert f"its own answers ({edge_config.error_statuses()})" in readme
    assert f"{settings.EDGE_BODY_DEADLINE_SECONDS} s for the whole body" in readme
    assert f"{settings.EDGE_CONNECTIONS_PER_CLIENT} requests in progress" in readme
    assert f"{settings.EDGE_REQUESTS_PER_SECOND} requests a second" in readme
    assert f"bursts of {settings.EDGE_REQUEST_BURST}" in readme
