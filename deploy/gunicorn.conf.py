"""gunicorn settings for the Choco referee: `gunicorn -c deploy/gunicorn.conf.py`.

Works with no configuration; the environment may override:

    BIND                        where to listen (default 127.0.0.1:8000; the image sets 0.0.0.0:8000)
    WEB_CONCURRENCY             worker processes (default: from the CPUs this process may use)
    GUNICORN_WORKER_CLASS       gthread (default) or sync
    GUNICORN_THREADS            threads per worker (default 2)
    GUNICORN_TIMEOUT            seconds a worker may stay silent before it is killed (default 30)
    GUNICORN_GRACEFUL_TIMEOUT   seconds SIGTERM waits for in-flight requests (default 20)
    GUNICORN_KEEPALIVE          seconds an idle keep-alive connection is kept (default 5)
    GUNICORN_MAX_REQUESTS       recycle a worker after this many requests (default 0: never)
    LOG_LEVEL                   error log level (default info)
    PROMETHEUS_MULTIPROC_DIR    where workers keep their metrics (default: a fresh temp dir)
    METRICS_BIND                where GET /metrics is served, by the master (default 127.0.0.1:9464; off: nowhere)

Logs: stdout gets the access log, stderr the error log; both are one JSON object a line
(service/serving/logs.py). Metrics: prometheus-client's multiprocess mode
(service/serving/prometheus_dir.py).
"""

from __future__ import annotations

import math
import os

from service.config import Settings
from service.serving import heap, metrics_listener, prometheus_dir
from service.serving.logs import JsonLogger

# --- Where and what -------------------------------------------------------------------

wsgi_app = "service.wsgi:app"
bind = [os.environ.get("BIND", "127.0.0.1:8000")]
backlog = 2048
proc_name = "choco-referee"
# gunicorn >= 25 opens a control socket under $HOME by default: it would fail on a
# read-only root filesystem and clash between two instances on one host. Signals suffice.
control_socket_disable = True


# --- Workers --------------------------------------------------------------------------
#
# Worker model: gthread, one worker per CPU, 2 threads each. Measured with bench/models.py
# on the 2-core development machine (a shared one: the six servers run side by side and are
# driven in turn, 4 rounds, wrk -t1 -c16 for 2 s per model, endpoint and round; figures
# are the mean of three such runs of each model's best round; wrk shares the 2 cores):
#
#                         requests/s                                  p99 ms under load (run 3)
#   model            /healthz  one tray  6-player game  best split   healthz tray  game  split
#   sync      2          1223       789            114         463        32   86   260     94
#   sync      5          1341       672            127         383        46   61   266    105
#   gthread   2 x 1      1403       868            173         458        49   92   568    140
#   gthread   2 x 2      1771      1021            199         627        34   63   338    113
#   gthread   2 x 4      1767       911            201         491        46   55   178     89
#   gevent    2          1557       903            156         458       382  804  1502   1352
#
# - The referee is CPU-bound (pure Python, no I/O): more processes than CPUs buy nothing
#   (sync 5 is no faster than sync 2, and costs 3 more ~40 MB workers).
# - sync closes the connection after every answer (no keep-alive): every request pays a TCP
#   handshake and an accept; gthread keeps connections alive, and an idle one waits in the
#   worker's poller, not in a thread. gthread 2 x 2 served 25-75 % more than sync 2 on
#   every endpoint, with the same CPU time per answer or less (healthz 0.67 vs 0.76 ms).
# - gevent interleaves CPU-bound requests cooperatively and accepts up to 1000 connections
#   per worker: a best split (up to its deadline, 0.25 s when measured) stalls every other request of its
#   worker, p99 0.4-1.5 s under the same load; it also needs monkey-patching (no preload).
# - 2 threads and 4 are within the noise of a shared machine; 2 bounds the requests one
#   worker interleaves under the GIL (so each one's latency) and its memory.
# - Slow clients: a gthread thread, like a sync worker, stays with a connection until its
#   request is whole (tests/server/test_faults.py shows it). Behind the Kubernetes Service
#   put a buffering proxy in front (ingress-nginx buffers request bodies by default).
# Re-measure: `.venv/bin/python bench/models.py` (about 4 minutes).

def cpu_count() -> int:
    """CPUs this process may really use: its affinity mask, capped by a cgroup CPU quota
    (a container limited to 1 CPU on a 16-core node must not start 16 workers)."""
    try:
        n = len(os.sched_getaffinity(0))
    except AttributeError:  # not Linux
        n = os.cpu_count() or 1
    quota = None
    try:  # cgroup v2
        with open("/sys/fs/cgroup/cpu.max") as f:
            max_, period = f.read().split()[:2]
        if max_ != "max":
            quota = int(max_) / int(period)
    except (OSError, ValueError):
        try:  # cgroup v1
            with open("/sys/fs/cgroup/cpu/cpu.cfs_quota_us") as f:
                q = int(f.read())
            with open("/sys/fs/cgroup/cpu/cpu.cfs_period_us") as f:
                p = int(f.read())
            if q > 0 and p > 0:
                quota = q / p
        except (OSError, ValueError):
            pass
    if quota:
        n = min(n, max(1, math.ceil(quota)))
    return max(1, n)


# gunicorn's gthread and sync workers, answering the requests gunicorn itself refuses (414,
# 431, 400) with problem documents (service/serving/protocol_errors.py); gthread behind the
# edge too (bin/serve --edge: measured against sync there, bench/edge_models.py).
WORKER_CLASSES = {"gthread": "service.serving.protocol_errors.ThreadWorker",
                  "sync": "service.serving.protocol_errors.SyncWorker"}
# The one place the default is said: bin/serve, the edge (service/serving/edge.py), the image
# and the pods all take it from here.
DEFAULT_WORKER_CLASS = "gthread"
worker_class = WORKER_CLASSES[os.environ.get("GUNICORN_WORKER_CLASS", DEFAULT_WORKER_CLASS)]
# A sync worker has one thread (gunicorn would swap it for plain gthread with more).
threads = 1 if worker_class.endswith("SyncWorker") else int(os.environ.get("GUNICORN_THREADS", "2"))
workers = int(os.environ.get("WEB_CONCURRENCY") or cpu_count())
worker_connections = 1000  # gthread: open connections per worker (keep-alive ones included)
max_requests = int(os.environ.get("GUNICORN_MAX_REQUESTS", "0"))
max_requests_jitter = max_requests // 10
# Import the app once in the master: a broken app stops the start at once, with the
# traceback, instead of workers failing in a loop; workers share its pages copy-on-write.
preload_app = True
# The worker heartbeat file: /dev/shm is a RAM disk (no stalls on a slow disk, writable
# under a read-only root filesystem); fall back to the default temp dir elsewhere.
worker_tmp_dir = "/dev/shm" if os.path.isdir("/dev/shm") and os.access("/dev/shm", os.W_OK) else None


# --- Timeouts and graceful shutdown ---------------------------------------------------
#
# Every request is bounded by the app (a best split stops at CHOCO_SPLIT_DEADLINE_SECONDS,
# 1 s by default, service/config.py), so a worker silent for 30 s is stuck: it is killed
# and replaced.
timeout = int(os.environ.get("GUNICORN_TIMEOUT", "30"))
# SIGTERM (what Kubernetes and `docker stop` send): the master closes the listening socket,
# the workers stop accepting, finish the requests in flight and exit; whatever still runs
# after graceful_timeout seconds is killed. Kubernetes' terminationGracePeriodSeconds must
# exceed the preStop delay plus this.
graceful_timeout = int(os.environ.get("GUNICORN_GRACEFUL_TIMEOUT", "20"))
keepalive = int(os.environ.get("GUNICORN_KEEPALIVE", "5"))


# --- Request limits ----------------------------------------------------------------------
#
# Refused by gunicorn with problem documents (414, 431; service/serving/protocol_errors.py),
# before any worker thread runs the app. No endpoint takes a query string: 4 KiB is plenty for the request line.
limit_request_line = 4094
# Browsers and proxies send 10-30 headers; 50 leaves room and bounds the parsing work.
limit_request_fields = 50
limit_request_field_size = 8190
# Bodies: the app refuses one over CHOCO_MAX_BODY_BYTES (1 MiB) with a 413 problem
# document, from Content-Length before reading it (gunicorn has no body limit of its own).
_MAX_BODY_BYTES = Settings.from_env().MAX_BODY_BYTES


def pre_request(worker, req):
    """Answer with "Connection: close" when the body may be left unread on the socket.

    Before it reuses a keep-alive connection gunicorn drains the body the app did not read,
    at most 64 KiB of it; past that it closes the connection, after an answer that announced
    keep-alive. A client that sends its next request on that connection at once gets no
    answer ("server disconnected"). So the answer says the connection ends, and the client
    opens a new one: for a Content-Length over the limit (refused with 413 unread), and for
    a chunked body (read up to the limit only; its length is known once it is read).
    """
    for name, value in req.headers:  # names upper-cased; gunicorn refused malformed framing
        if name == "TRANSFER-ENCODING" or (name == "CONTENT-LENGTH" and int(value) > _MAX_BODY_BYTES):
            req.must_close = True
            return


# --- Logs -----------------------------------------------------------------------------

accesslog = "-"  # stdout
errorlog = "-"  # stderr
loglevel = os.environ.get("LOG_LEVEL", "info").lower()
# Workers' print() and stray writes go where they always do (stdout/stderr).
capture_output = False


logger_class = JsonLogger


# --- Metrics: prometheus-client's multiprocess mode (service/serving/prometheus_dir.py) ------
#
# Prepared here, in the master, before any worker imports prometheus_client. Scraped on a
# listener of their own, served by the master (never on the service's port, never by a
# worker): METRICS_BIND, service/serving/metrics_listener.py.
prometheus_dir.prepare()
METRICS_BIND = os.environ.get("METRICS_BIND", metrics_listener.DEFAULT_BIND)
on_starting = prometheus_dir.on_starting
child_exit = prometheus_dir.child_exit


def when_ready(server):
    """The app is loaded (preload_app) and no worker is forked yet: its objects are frozen out
    of the garbage collector's way (service/serving/heap.py: a third to a half of the CPU of a
    request that builds many objects, measured), and the metrics get their own listener, in
    this process (service/serving/metrics_listener.py)."""
    heap.settle()
    metrics_listener.start(METRICS_BIND, server.log)


def worker_abort(worker):
    worker.log.error("worker %s aborted (timeout: no answer within %ss)", worker.pid, timeout)


def on_exit(server):
    metrics_listener.stop()
    prometheus_dir.remove_owned_dir()
