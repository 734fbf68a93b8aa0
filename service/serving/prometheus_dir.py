"""prometheus-client's multiprocess mode under gunicorn: every worker keeps its metrics in
files of one directory, which GET /metrics merges.

:func:`prepare` must run in the master before any worker imports prometheus_client (the
gunicorn config calls it when it is read): a directory given by the platform (the
Kubernetes emptyDir) is kept, one of our own is made in the temp dir and removed at exit.
The hooks below are gunicorn's server hooks; the config file names them. A dead worker's
files are folded into one archive file per metric type (``child_exit``), so the directory
does not grow with every worker ever started (reloads, ``max_requests``, kills): a scrape
reads as many files after 25 reloads as after one.
"""

from __future__ import annotations

import atexit
import contextlib
import fcntl
import glob
import os
import shutil
import tempfile
from collections.abc import Iterator

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


def child_exit(server, worker) -> None:
    """A worker is gone (killed, recycled, a reload): its live gauges are dropped and its
    counters and histograms folded into the archive files, so the directory, and the cost
    of a scrape, stays the same however many workers have come and gone."""
    from prometheus_client import multiprocess

    multiprocess.mark_process_dead(worker.pid)
    archive_dead_worker(os.environ["PROMETHEUS_MULTIPROC_DIR"], worker.pid)


ARCHIVED_TYPES = ("counter", "histogram")
LOCK_FILE = "archive.lock"


@contextlib.contextmanager
def locked(path: str, exclusive: bool) -> Iterator[None]:
    """The directory's lock: shared while a scrape reads the files, exclusive while the
    master folds a dead worker's files into the archive (so a scrape never sees a worker's
    counts twice, or not at all)."""
    fd = os.open(os.path.join(path, LOCK_FILE), os.O_RDWR | os.O_CREAT, 0o600)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX if exclusive else fcntl.LOCK_SH)
        yield
    finally:
        os.close(fd)  # releases the lock


def archive_dead_worker(path: str, pid: int) -> None:
    """Add a dead worker's counter and histogram values to ``<type>_archive.db`` (a file the
    merge reads like any worker's: counters and histogram buckets are sums) and remove its
    files."""
    from prometheus_client.mmap_dict import MmapedDict

    with locked(path, exclusive=True):
        for kind in ARCHIVED_TYPES:
            dead = os.path.join(path, f"{kind}_{pid}.db")
            if not os.path.exists(dead):
                continue
            archive = MmapedDict(os.path.join(path, f"{kind}_archive.db"))
            try:
                for key, value, _timestamp, _pos in MmapedDict.read_all_values_from_file(dead):
                    archive.write_value(key, archive.read_value(key)[0] + value, 0.0)
            finally:
                archive.close()
            os.remove(dead)
