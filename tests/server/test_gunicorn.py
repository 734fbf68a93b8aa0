"""The service under gunicorn with deploy/gunicorn.conf.py: JSON logs carrying the request
id, metrics merged across workers, and a graceful drain on SIGTERM."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
import uuid
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from prometheus_client.parser import text_string_to_metric_families

from tests.gunicorn_server import one_request

pytestmark = [pytest.mark.server, pytest.mark.timeout(60)]

ROOT = Path(__file__).resolve().parents[2]
CONFIG = ROOT / "deploy" / "gunicorn.conf.py"

TRAY = json.dumps({"lots": [26, 32, 44, 37, 23]}).encode()
JSON = {"Content-Type": "application/json"}
ACCESS_FIELDS = {"time", "request_id", "method", "path", "status", "duration_ms", "bytes",
                 "remote_addr", "user_agent"}


def requests_total(server, route: str, method: str = "GET", status: str = "200") -> float:
    status_code, body = one_request("GET", server.metrics_port, "/metrics")
    assert status_code == 200
    text = body.decode()
    for family in text_string_to_metric_families(text):
        if family.name == "http_requests":
            for s in family.samples:
                if s.name == "http_requests_total" and s.labels == {"route": route, "method": method, "status": status}:
                    return s.value
    return 0.0


# --- logs -------------------------------------------------------------------------------


def test_access_log_is_json_with_the_request_id_sent(gunicorn_server):
    request_id = f"test-{uuid.uuid4().hex}"
    answer = gunicorn_server.request("POST", "/choco-late/trays", TRAY,
                                     {**JSON, "X-Request-ID": request_id, "User-Agent": 'probe "1" \\ x'})
    assert answer.status == 200
    assert answer.headers["x-request-id"] == request_id

    entry = gunicorn_server.wait_for_access(lambda e: e.get("request_id") == request_id)
    assert ACCESS_FIELDS <= entry.keys()
    assert entry["method"] == "POST"
    assert entry["path"] == "/choco-late/trays"
    assert entry["status"] == 200
    assert entry["bytes"] == len(answer.body)
    assert entry["remote_addr"] == "127.0.0.1"
    assert entry["user_agent"] == 'probe "1" \\ x'  # quotes and backslashes survive as JSON
    assert isinstance(entry["duration_ms"], float) and 0 <= entry["duration_ms"] < 10_000
    assert entry["time"].endswith("Z") and "T" in entry["time"]


def test_access_log_uses_the_id_the_app_made_when_none_was_sent(gunicorn_server):
    path = f"/no-such-path-{uuid.uuid4().hex}"
    answer = gunicorn_server.request("GET", path)
    assert answer.status == 404
    made = answer.headers["x-request-id"]
    assert made and answer.json()["request_id"] == made
    entry = gunicorn_server.wait_for_access(lambda e: e.get("path") == path)
    assert entry["request_id"] == made
    assert entry["status"] == 404


def test_an_insane_request_id_is_replaced_in_answer_and_log(gunicorn_server):
    answer = gunicorn_server.request("GET", "/healthz", headers={"X-Request-ID": "bad id with spaces"})
    made = answer.headers["x-request-id"]
    assert made != "bad id with spaces"
    entry = gunicorn_server.wait_for_access(lambda e: e.get("request_id") == made)
    assert entry["path"] == "/healthz"


def test_every_log_line_is_json(gunicorn_server):
    gunicorn_server.request("GET", "/healthz")
    gunicorn_server.wait_for_access(lambda e: e.get("path") == "/healthz")
    assert gunicorn_server.access_entries()  # parses every line
    errors = [json.loads(line) for line in gunicorn_server.error_log.read_text().splitlines() if line.strip()]
    assert any("Booting worker" in e["message"] for e in errors)
    assert all({"time", "level", "logger", "pid", "message"} <= e.keys() for e in errors)


def test_gunicorn_refuses_an_oversized_request_line(gunicorn_server):
    answer = gunicorn_server.request("GET", "/healthz?" + "x" * 5000)
    assert answer.status == 414


# --- metrics ----------------------------------------------------------------------------


def test_metrics_merge_every_worker(gunicorn_server):
    before = requests_total(gunicorn_server, "/choco-late/trays", "POST")
    marker = uuid.uuid4().hex
    n = 60

    def one(i):
        return gunicorn_server.request("POST", "/choco-late/trays", TRAY,
                                       {**JSON, "X-Request-ID": f"agg-{marker}-{i}"}).status

    with ThreadPoolExecutor(max_workers=8) as pool:
        assert set(pool.map(one, range(n))) == {200}

    # Both workers answered some of them (each access log line names its worker's pid).
    deadline = time.monotonic() + 5
    while True:
        ours = [e for e in gunicorn_server.access_entries() if e["request_id"].startswith(f"agg-{marker}-")]
        if len(ours) == n or time.monotonic() > deadline:
            break
        time.sleep(0.05)
    assert len(ours) == n
    assert len({e["pid"] for e in ours}) == 2, "the load did not reach both workers"

    # The scrape (gunicorn's master, on the metrics' own listener) counts every worker's requests.
    for _ in range(6):
        assert requests_total(gunicorn_server, "/choco-late/trays", "POST") == before + n


def test_metrics_under_gunicorn_are_prometheus_text_with_bounded_routes(gunicorn_server):
    for i in range(5):
        gunicorn_server.request("GET", f"/random-{uuid.uuid4().hex}")
    status, body = one_request("GET", gunicorn_server.metrics_port, "/metrics")
    assert status == 200
    families = {f.name: f for f in text_string_to_metric_families(body.decode())}
    assert families["http_request_duration_seconds"].type == "histogram"
    routes = {s.labels["route"] for s in families["http_requests"].samples}
    assert "<unmatched>" in routes
    assert not any(r.startswith("/random-") for r in routes)


# --- graceful shutdown ------------------------------------------------------------------


def test_sigterm_drains_a_request_in_flight(fresh_gunicorn):
    server = fresh_gunicorn()
    expected = server.request("POST", "/choco-late/trays", TRAY, JSON)
    assert expected.status == 200
    # A slow client: headers and half the body now, the rest after SIGTERM. The worker is
    # inside the request, reading its body, when the master is told to stop.
    head = (f"POST /choco-late/trays HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
            f"Content-Length: {len(TRAY)}\r\nX-Request-ID: drain-1\r\nConnection: close\r\n\r\n").encode()
    sock = socket.create_connection(("127.0.0.1", server.port), timeout=15)
    sock.sendall(head + TRAY[:10])
    time.sleep(0.5)

    server.proc.send_signal(signal.SIGTERM)
    time.sleep(1.0)
    # The idle worker has gone; the busy one and the master wait for the request.
    assert server.proc.poll() is None, "the master exited before its request in flight was done"
    assert "Worker exiting" in server.error_log.read_text()

    # The rest of the body arrives: the request is finished and answered.
    sock.sendall(TRAY[10:])
    raw = b""
    while chunk := sock.recv(65536):
        raw += chunk
    sock.close()
    status_line, _, rest = raw.partition(b"\r\n")
    assert status_line.startswith(b"HTTP/1.1 200"), raw[:300]
    body = rest.partition(b"\r\n\r\n")[2]
    assert json.loads(body) == expected.json()

    assert server.proc.wait(timeout=25) == 0
    entries = server.access_entries()
    assert any(e["request_id"] == "drain-1" and e["status"] == 200 for e in entries)
    log = server.error_log.read_text()
    assert "Handling signal: term" in log


# --- the settings themselves ------------------------------------------------------------


def load_config(tmp_path, **env) -> dict:
    """deploy/gunicorn.conf.py's settings, evaluated in a fresh interpreter with `env`."""
    names = ["bind", "workers", "worker_class", "threads", "timeout", "graceful_timeout", "keepalive",
             "limit_request_line", "limit_request_fields", "limit_request_field_size", "accesslog",
             "errorlog", "preload_app", "control_socket_disable"]
    code = ("import json, runpy; ns = runpy.run_path(%r); "
            "print(json.dumps({k: ns[k] for k in %r}))" % (str(CONFIG), names))
    environ = {k: v for k, v in os.environ.items() if k not in ("BIND", "WEB_CONCURRENCY")}
    environ.update(PROMETHEUS_MULTIPROC_DIR=str(tmp_path), **env)
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=environ, capture_output=True,
                         text=True, check=True, timeout=30)
    return json.loads(out.stdout)


def test_settings_defaults(tmp_path):
    cfg = load_config(tmp_path)
    assert cfg["bind"] == ["127.0.0.1:8000"]
    assert 1 <= cfg["workers"] <= len(os.sched_getaffinity(0))
    assert cfg["worker_class"] == "service.serving.protocol_errors.ThreadWorker" and cfg["threads"] >= 1
    assert cfg["timeout"] > 0 and 0 < cfg["graceful_timeout"] < cfg["timeout"] + 30
    assert cfg["limit_request_line"] <= 8190
    assert cfg["limit_request_fields"] <= 100
    assert cfg["limit_request_field_size"] <= 8190
    assert cfg["accesslog"] == "-" and cfg["errorlog"] == "-"
    assert cfg["control_socket_disable"] is True


def test_settings_from_the_environment(tmp_path):
    cfg = load_config(tmp_path, BIND="0.0.0.0:9000", WEB_CONCURRENCY="3", GUNICORN_THREADS="4",
                      GUNICORN_GRACEFUL_TIMEOUT="7")
    assert cfg["bind"] == ["0.0.0.0:9000"]
    assert cfg["workers"] == 3
    assert cfg["threads"] == 4
    assert cfg["graceful_timeout"] == 7
