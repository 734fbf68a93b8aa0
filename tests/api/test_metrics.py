"""The metrics in one process (no gunicorn): Prometheus text with request counts and latency
histograms by route (the URL rule) and status, labels of bounded cardinality, as the metrics'
own listener exposes them (service/serving/metrics_listener.py); the app itself has no
/metrics, in any spelling."""

from __future__ import annotations

import uuid

import pytest
from prometheus_client.parser import text_string_to_metric_families

from service.app import create_app
from service.http.metrics import UNMATCHED, exposition


@pytest.fixture(scope="module")
def app():
    return create_app()


@pytest.fixture
def client(app):
    return app.test_client()


def scrape(client, accept: str | None = None) -> dict:
    text, _ = exposition(accept or "")
    return {f.name: f for f in text_string_to_metric_families(text.decode())}


def samples(families: dict, family: str, sample: str) -> dict[tuple, float]:
    """{(route, method, status): value} for one sample name (labels other than `le`)."""
    out = {}
    for s in families[family].samples if family in families else ():
        if s.name == sample:
            out[(s.labels["route"], s.labels["method"], s.labels["status"])] = s.value
    return out


def count(client, route: str, method: str = "GET", status: str = "200") -> float:
    return samples(scrape(client), "http_requests", "http_requests_total").get((route, method, status), 0.0)


def test_metrics_is_prometheus_text(client):
    client.get("/healthz")
    data, content_type = exposition()
    assert content_type == "text/plain; version=0.0.4; charset=utf-8"
    text = data.decode()
    assert "# TYPE http_requests_total counter" in text
    assert "# TYPE http_request_duration_seconds histogram" in text


def test_requests_are_counted_by_route_method_and_status(client):
    before_ok = count(client, "/healthz")
    before_tray = count(client, "/choco-late/trays", "POST")
    before_bad = count(client, "/choco-late/trays", "POST", "400")
    for _ in range(3):
        assert client.get("/healthz").status_code == 200
    assert client.post("/choco-late/trays", json={"lots": [26, 32, 44, 37, 23]}).status_code == 200
    assert client.post("/choco-late/trays", data=b"{not json", content_type="application/json").status_code == 400

    families = scrape(client)
    totals = samples(families, "http_requests", "http_requests_total")
    assert totals[("/healthz", "GET", "200")] == before_ok + 3
    assert totals[("/choco-late/trays", "POST", "200")] == before_tray + 1
    assert totals[("/choco-late/trays", "POST", "400")] == before_bad + 1


def test_latency_histogram_counts_what_the_counter_counts(client):
    for _ in range(4):
        client.get("/readyz")
    families = scrape(client)
    totals = samples(families, "http_requests", "http_requests_total")
    counts = samples(families, "http_request_duration_seconds", "http_request_duration_seconds_count")
    sums = samples(families, "http_request_duration_seconds", "http_request_duration_seconds_sum")
    key = ("/readyz", "GET", "200")
    assert counts[key] == totals[key] >= 4
    assert 0 < sums[key] < counts[key] * 5  # seconds, not milliseconds
    buckets = [s for s in families["http_request_duration_seconds"].samples
               if s.name.endswith("_bucket") and s.labels["route"] == "/readyz" and s.labels["status"] == "200"]
    les = [s.labels["le"] for s in buckets]
    assert les[-1] == "+Inf" and len(les) > 5
    values = [s.value for s in buckets]
    assert values == sorted(values) and values[-1] == counts[key]


def test_routes_are_url_rules_not_raw_paths(client):
    client.get("/problems/not-found")
    client.get("/problems/rule-violation")
    client.get("/problems/no-such-problem")  # 404 from the view: the rule still matched
    totals = samples(scrape(client), "http_requests", "http_requests_total")
    routes = {route for route, _, _ in totals}
    assert "/problems/<string:slug>" in routes
    assert not any(r.startswith("/problems/") and "<" not in r for r in routes)
    assert ("/problems/<string:slug>", "GET", "404") in totals


def test_unknown_paths_share_one_label(client, app):
    before = count(client, UNMATCHED, "GET", "404")
    for _ in range(25):
        assert client.get(f"/nowhere/{uuid.uuid4().hex}").status_code == 404
    totals = samples(scrape(client), "http_requests", "http_requests_total")
    assert totals[(UNMATCHED, "GET", "404")] == before + 25
    known = {rule.rule for rule in app.url_map.iter_rules()} | {UNMATCHED}
    assert {route for route, _, _ in totals} <= known


def test_methods_are_bounded(client):
    before = count(client, UNMATCHED, "OTHER", "405")
    answer = client.open("/healthz", method="BREW")
    assert answer.status_code == 405
    assert count(client, UNMATCHED, "OTHER", "405") == before + 1


def test_openmetrics_when_asked(client):
    data, content_type = exposition("application/openmetrics-text; version=1.0.0")
    assert content_type.startswith("application/openmetrics-text")
    assert data.decode().rstrip().endswith("# EOF")


def test_in_progress_gauge(client):
    families = scrape(client)
    (sample,) = [s for s in families["http_requests_in_progress"].samples]
    assert sample.value == 0  # no request in progress: the scrape is not one of the app's


@pytest.mark.parametrize("spelling", ["/metrics", "/metrics/", "//metrics", "/METRICS", "/metrics?x=1",
                                      "/%6detrics", "/./metrics", "/x/../metrics", "/metrics%00", "/metrics;a"])
def test_the_app_has_no_metrics_in_any_spelling(client, spelling):
    path, _, query = spelling.partition("?")  # the path as sent (a test client reads "//x" as a host)
    answer = client.get("/", query_string=query, environ_overrides={"PATH_INFO": path, "RAW_URI": spelling})
    assert answer.status_code == 404, spelling  # a problem document like any unknown path
    assert answer.mimetype == "application/problem+json" and b"http_requests" not in answer.data


def test_metrics_is_not_in_the_openapi_document(client):
    spec = client.get("/openapi.json").get_json()
    assert not any("metrics" in path for path in spec["paths"])


def replay_cache_values(client) -> tuple[float, float, float]:
    families = scrape(client)
    value = {s.name: s.value for name in ("replay_cache_hits", "replay_cache_misses", "replay_cache_bytes")
             for s in families[name].samples}
    return value["replay_cache_hits_total"], value["replay_cache_misses_total"], value["replay_cache_bytes"]


def test_the_replay_cache_counts_its_hits_and_misses_and_shows_its_bytes(client):
    from schemas.registry import apis

    game = apis()["chokomasquerade"].random_history(2, 11, stop_after=12)
    hits, misses, _ = replay_cache_values(client)
    client.post("/chokomasquerade/validate", json={**game, "moves": game["moves"][:4]})  # a game met: noted
    client.post("/chokomasquerade/validate", json={**game, "moves": game["moves"][:6]})  # met again: kept
    client.post("/chokomasquerade/legal-moves", json=game)  # continues the six moves
    client.post("/score/chokomasquerade", json={"game": game})  # continues all twelve
    after_hits, after_misses, held = replay_cache_values(client)
    assert (after_hits - hits, after_misses - misses) == (2, 2)
    assert held > 0
