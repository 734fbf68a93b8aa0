"""The edge's nginx config as rendered (service/serving/edge_config.py), without running it:
an error page for every status nginx answers itself, in both languages, each a problem
document of the service's; the limits are the service's; the CORS origins are listed."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from service.config import Settings
from service.problems import PROBLEM_TYPES
from service.serving import edge_config

STATUSES = (400, 404, 405, 408, 413, 414, 431, 500, 502, 504, 505)


def rendered(**settings) -> str:
    setup = edge_config.EdgeSetup(listen="127.0.0.1:8000", socket="/run/x/gunicorn.sock", run_dir="/run/x",
                                  settings=Settings(**settings))
    return edge_config.render(setup)


def test_every_placeholder_is_filled_and_the_limits_are_the_services():
    text = rendered(MAX_BODY_BYTES=65536)
    assert "@@" not in text
    assert "client_max_body_size 65536;" in text
    assert "server unix:/run/x/gunicorn.sock" in text and "listen 127.0.0.1:8000 " in text


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("status", STATUSES)
def test_every_error_nginx_answers_is_a_problem_document(lang, status):
    text = rendered()
    assert re.search(rf"error_page {status} (=\d+ )?/_edge/\$choco_lang/{status};", text) or \
        (status == 431 and "error_page 494 =431 /_edge/$choco_lang/431;" in text)
    block = re.search(rf"location = /_edge/{lang}/{status} \{{(.*?)\n        \}}", text, re.S).group(1)
    assert "internal;" in block and "default_type application/problem+json;" in block
    assert "add_header X-Content-Type-Options \"nosniff\" always;" in block
    assert f"add_header Content-Language {lang} always;" in block
    body = re.search(rf"return {status} \"(.*)\";", block).group(1)
    doc = json.loads(body.replace('\\"', '"').replace("${choco_request_id}", "id"))
    assert doc["status"] == status and doc["request_id"] == "id"
    slug = doc["type"].removeprefix("/problems/")
    assert doc["title"] == PROBLEM_TYPES[slug].title(lang)
    assert doc["detail"] and "None" not in doc["detail"] and "{" not in doc["detail"]


def test_the_sizes_and_error_pages_nginx_applies_are_the_ones_its_texts_quote():
    template = edge_config.TEMPLATE.read_text(encoding="utf-8")
    text = rendered()
    # one source: the template names no size or error page of its own
    assert "error_page" not in template and "@@ERROR_PAGES@@" in template
    assert "large_client_header_buffers @@HEADER_BUFFERS@@ @@LINE_BYTES@@;" in template
    buffers, size = re.search(r"large_client_header_buffers (\d+) (\d+);", text).groups()
    assert int(size) == edge_config.LINE_BYTES and int(buffers) * int(size) == edge_config.HEADER_BYTES
    pages = re.findall(r"error_page (\d+) (?:=(\d+) )?/_edge/\$choco_lang/(\d+);", text)
    assert sorted(int(target) for _, _, target in pages) == sorted(STATUSES)
    assert all((answered or code) == target for code, answered, target in pages)
    for lang in ("en", "it"):
        assert f"{edge_config.LINE_BYTES}" in edge_config.problem_json(414, lang, 1 << 20)
        header = edge_config.problem_json(431, lang, 1 << 20)
        assert f"{edge_config.LINE_BYTES}" in header and f"{edge_config.HEADER_BYTES}" in header


def test_cors_origins_are_answered_on_the_edges_own_errors():
    text = rendered(CORS_ORIGINS="https://app.example, https://club.example")
    assert '"https://app.example" $http_origin;' in text and '"https://club.example" $http_origin;' in text
    assert "add_header Access-Control-Allow-Origin $choco_cors_origin always;" in text
    assert "Cross-Origin-Resource-Policy \"cross-origin\"" in text
    assert "Access-Control-Allow-Origin" not in rendered()


def test_a_dollar_in_an_edge_text_is_refused():
    with pytest.raises(ValueError):
        edge_config.nginx_string("costs $5")


def test_the_deploy_readme_quotes_the_edges_sizes_and_statuses():
    readme = " ".join((Path(__file__).resolve().parents[2] / "deploy" / "README.md").read_text(encoding="utf-8").split())
    assert f"over {edge_config.LINE_BYTES // 1024} KiB is a 414 or a 431" in readme
    assert f"the header section at {edge_config.HEADER_BYTES // 1024} KiB" in readme
    assert f"its own errors ({edge_config.error_statuses(1 << 20)})" in readme
