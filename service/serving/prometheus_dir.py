"""prometheus-client's multiprocess mode under gunicorn: every worker keeps its metrics in
files of one directory, which GET /metrics merges.

:func:`prepare` must run in the master before any worker imports prometheus_client (the
gunicorn config calls it when it is read): a directory given by the platform (the
Kubernetes emptyDir) is kept, one of our own is made in the temp dir and removed at exit.
The hooks below are gunicorn's server hooks; the config file names them.
"""

from __future__ import annotations

import atexit
import glob
import os
import shutil
import tempfile

_OWNED_MARK = "CHOCO_PROMETHEUS_DIR_OWNED"
_master_pid = None


def prepare() -> str:
    global _master_pid
    if not os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
        os.environ["PROMETHEUS_MULTIPROC_DIR"] = tempfile.mkdtemp(prefix="choco-prometheus-")
        os.environ[_OWNED_MARK] = os.environ["PROMETHEUS_MULTIPROC_DIR"]
    else:
        os.makedirs(os.environ["PROMETHEUS_MULTIPROC_DIR"], exist_ok=True)
    _master_pid = os.getpid()
    # Also when the config is only read (gunicorn --check-config, a test) and no on_exit runs.
    atexit.register(remove_owned_dir)
    return os.environ["PROMETHEUS_MULTIPROC_DIR"]


def remove_owned_dir() -> None:
    """Remove the temp dir made by :func:`prepare`, from the process that made it only
    (workers inherit the atexit hook through fork and must not remove what the others use)."""
    path = os.environ.get("PROMETHEUS_MULTIPROC_DIR")
    if os.getpid() == _master_pid and path and os.environ.get(_OWNED_MARK) == path:
        shutil.rmtree(path, ignore_errors=True)


def on_starting(server):
    path = os.environ["PROMETHEUS_MULTIPROC_DIR"]
    for stale in glob.glob(os.path.join(path, "*.db")):
        os.remove(stale)
    server.log.info("metrics of the workers kept in %s", path)


def child_exit(server, worker):
    from prometheus_client import multiprocess

    multiprocess.mark_process_dead(worker.pid)
