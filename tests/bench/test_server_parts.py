"""bench/server_parts.py runs (in a process of its own: it sets prometheus-client's
multiprocess directory before anything imports prometheus_client) and prints every part."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent


def test_the_parts_bench_prints_each_part():
    done = subprocess.run([sys.executable, str(ROOT / "bench" / "server_parts.py"), "--count", "200", "--rounds", "1"],
                          capture_output=True, text=True, timeout=120, check=True)
    parts = {line[:68].strip(): float(line[68:]) for line in done.stdout.splitlines()[1:]}
    assert list(parts) == [
        "the access log line (JsonLogger)", "gunicorn's own access log line, for comparison",
        "the request metrics (gauge up and down, count, latency)", "the pre_request hook",
        "the envelope (a bare app's GET /healthz with it, less without)",
        "a request read, its answer sent in two sends (gunicorn's)",
        "a request read, its answer sent in one"]
