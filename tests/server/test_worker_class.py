"""The gunicorn worker class is said in one place, deploy/gunicorn.conf.py: plain gunicorn
(bin/serve), the edge (service/serving/edge.py), the image and the Kubernetes pods take its
default, and GUNICORN_WORKER_CLASS alone overrides it."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from service.serving import edge

ROOT = Path(__file__).resolve().parent.parent.parent
CONFIG = ROOT / "deploy" / "gunicorn.conf.py"


def worker_class(tmp_path, chosen: str | None) -> dict:
    """deploy/gunicorn.conf.py's default and worker class, evaluated in a fresh interpreter
    (it prepares the metrics directory) with GUNICORN_WORKER_CLASS `chosen` or unset."""
    code = ("import json, runpy; ns = runpy.run_path(%r); "
            "print(json.dumps({k: ns[k] for k in ('DEFAULT_WORKER_CLASS', 'WORKER_CLASSES', 'worker_class')}))"
            % str(CONFIG))
    environ = {k: v for k, v in os.environ.items() if k != "GUNICORN_WORKER_CLASS"}
    environ.update(PROMETHEUS_MULTIPROC_DIR=str(tmp_path), **({"GUNICORN_WORKER_CLASS": chosen} if chosen else {}))
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=environ, capture_output=True, text=True,
                         check=True, timeout=30)
    return json.loads(out.stdout)


def test_the_configs_default_is_the_gthread_worker_and_the_environment_chooses(tmp_path):
    default = worker_class(tmp_path, None)
    assert default["DEFAULT_WORKER_CLASS"] == "gthread"
    assert default["worker_class"] == default["WORKER_CLASSES"]["gthread"] == \
        "service.serving.protocol_errors.ThreadWorker"
    assert worker_class(tmp_path, "sync")["worker_class"] == "service.serving.protocol_errors.SyncWorker"


@pytest.mark.parametrize("chosen", [None, "sync"])
def test_the_edge_passes_the_environments_choice_and_adds_none(monkeypatch, chosen):
    monkeypatch.delenv("GUNICORN_WORKER_CLASS", raising=False)
    if chosen:
        monkeypatch.setenv("GUNICORN_WORKER_CLASS", chosen)
    env = edge.gunicorn_env("/run/x/gunicorn.sock")
    assert env["BIND"] == "unix:/run/x/gunicorn.sock"
    assert env.get("GUNICORN_WORKER_CLASS") == chosen


def test_no_deployment_file_repeats_the_worker_class():
    for path in [ROOT / "deploy" / "Dockerfile", *sorted((ROOT / "deploy" / "k8s").glob("*.yaml"))]:
        assert "GUNICORN_WORKER_CLASS" not in path.read_text(encoding="utf-8"), path
