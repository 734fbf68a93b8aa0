"""Metrics across workers that come and go: a dead worker's counters and histograms are
folded into the archive (service/serving/prometheus_dir.py, the child_exit hook), so the
metrics directory, and what a scrape reads, is the same after 25 reloads as after one,
and no request is lost from the counts."""

from __future__ import annotations

import os
import signal
import time
from pathlib import Path

import pytest
from prometheus_client.parser import text_string_to_metric_families

from tests.gunicorn_server import Server, one_request

pytestmark = [pytest.mark.server, pytest.mark.timeout(180)]


def reload(server: Server) -> None:
    """SIGHUP: new workers replace the old ones; returns once only new ones run."""
    old = set(server.worker_pids())
    os.kill(server.proc.pid, signal.SIGHUP)
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        pids = set(server.worker_pids())
        if (pids and not pids & old and len(pids) == server.workers
                and one_request("GET", server.port, "/readyz")[0] == 200):
            return
        time.sleep(0.05)
    raise AssertionError(f"no new workers after SIGHUP:\n{server.log_tail()}")


def healthz_count(server: Server) -> float:
    status, body = one_request("GET", server.metrics_port, "/metrics")
    assert status == 200
    for family in text_string_to_metric_families(body.decode()):
        if family.name == "http_requests":
            return sum(s.value for s in family.samples
                       if s.name == "http_requests_total" and s.labels["route"] == "/healthz")
    return 0.0


def metric_files(directory: Path) -> list[str]:
    return sorted(p.name for p in directory.glob("*.db"))


def test_metrics_cost_the_same_after_25_reloads_as_after_one(tmp_path):
    server = Server(tmp_path, 1)
    try:
        server.wait_ready()
        directory = tmp_path / "prometheus"
        sent = 0

        def some_requests(n: int) -> None:
            nonlocal sent
            for _ in range(n):
                assert one_request("GET", server.port, "/healthz")[0] == 200
            sent += n

        some_requests(3)
        reload(server)
        some_requests(3)
        assert healthz_count(server) == sent
        after_one = metric_files(directory)
        for _ in range(24):
            reload(server)
            some_requests(2)
        after_25 = metric_files(directory)
        # the same files: the live worker's and one archive per metric type
        assert len(after_25) == len(after_one), (after_one, after_25)
        assert any(name.endswith("_archive.db") for name in after_25)
        assert healthz_count(server) == sent  # every dead worker's requests still counted
    finally:
        server.stop()
