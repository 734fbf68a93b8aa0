"""Prometheus metrics: request counts and latencies by route and status, and their
exposition (GET /metrics on the metrics' own listener: service/serving/metrics_listener.py;
the app itself has no /metrics).

The envelope (service/http/envelope.py) counts and times every answer (errors, 404s and CORS
preflights included) once, with these labels, all of bounded cardinality:

- ``route``: the URL rule that matched (``/problems/<string:slug>``, never the raw path);
  every path that matches no rule shares the one label ``<unmatched>``;
- ``method``: one of the usual HTTP methods, anything else is ``OTHER``;
- ``status``: the status code.

Under gunicorn every worker is a process of its own: ``PROMETHEUS_MULTIPROC_DIR`` (set up
by ``deploy/gunicorn.conf.py`` before any worker starts) makes prometheus-client keep the
values in memory-mapped files there, and a scrape merges every worker's files (gunicorn's
master answers it). Without that variable (tests, ``flask run``) the values live in this
process and the default registry is exposed, with the process collectors.

Beside them, the replay cache's hits, misses and bytes held (``replay_cache_*``).

Nothing here knows any game: it is shared by every game's blueprint.
"""

from __future__ import annotations

import os

from prometheus_client import REGISTRY, CollectorRegistry, Counter, Gauge, Histogram
from prometheus_client.exposition import choose_encoder
from prometheus_client.multiprocess import MultiProcessCollector

from service.serving.prometheus_dir import locked

UNMATCHED = "<unmatched>"
KNOWN_METHODS = frozenset({"GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"})

# Most answers take well under 10 ms; a best split may take up to its deadline (1 s by default).
LATENCY_BUCKETS = (0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0)

# Module level: created once per process however many apps the tests create.
REQUESTS = Counter(
    "http_requests", "HTTP requests answered, by route (URL rule), method and status.",
    ("route", "method", "status"),
)
LATENCY = Histogram(
    "http_request_duration_seconds",
    "Time from receiving a request to having its answer ready, by route, method and status.",
    ("route", "method", "status"), buckets=LATENCY_BUCKETS,
)
IN_PROGRESS = Gauge(
    "http_requests_in_progress", "Requests being handled right now (all workers).",
    multiprocess_mode="livesum",
)


class LockedCollector(MultiProcessCollector):
    """Every worker's files merged, read under the directory's shared lock: the master folds
    a dead worker's files into the archive under the exclusive one
    (service/serving/prometheus_dir.py), so a scrape never counts a worker twice or not at all."""

    def collect(self):
        with locked(self._path, exclusive=False):
            return list(super().collect())


# The replay cache of each worker (service/referee/replay_cache.py): a hit continues a cached
# replay, a miss replays the history from its start; the bytes are the cache's estimate.
REPLAY_CACHE_HITS = Counter("replay_cache_hits", "Histories continued from a replay cached by their worker.")
REPLAY_CACHE_MISSES = Counter("replay_cache_misses", "Histories replayed from their start: no cached replay began them.")
REPLAY_CACHE_BYTES = Gauge("replay_cache_bytes", "Bytes held by the replay caches (estimated; all live workers).",
                           multiprocess_mode="livesum")


class ReplayCacheMetrics:
    """The replay cache's observer: its hits, misses and bytes as the metrics above."""

    def __init__(self) -> None:
        self.hit, self.miss, self.held = REPLAY_CACHE_HITS.inc, REPLAY_CACHE_MISSES.inc, REPLAY_CACHE_BYTES.set


# (route, method, status) -> (counter child, histogram child): .labels() takes a lock and
# builds a key on every call; the children never change, so they are looked up once.
_children: dict[tuple[str, str, str], tuple] = {}


def observe(route: str, method: str, status: str, seconds: float) -> None:
    """Count and time one answer (`method` outside the usual ones counts as OTHER)."""
    if method not in KNOWN_METHODS:
        method = "OTHER"
    key = (route, method, status)
    pair = _children.get(key)
    if pair is None:
        pair = _children[key] = (REQUESTS.labels(*key), LATENCY.labels(*key))
    pair[0].inc()
    pair[1].observe(seconds)


def multiprocess_dir() -> str | None:
    return os.environ.get("PROMETHEUS_MULTIPROC_DIR") or None


def registry():
    """What GET /metrics shows: every worker's values merged, or this process's."""
    path = multiprocess_dir()
    if path is None:
        return REGISTRY
    merged = CollectorRegistry()
    LockedCollector(merged, path=path)
    return merged


def exposition(accept: str = "") -> tuple[bytes, str]:
    """The metrics in the Prometheus text format (OpenMetrics when `accept`, a scrape's Accept
    header, asks for it), and its content type."""
    encoder, content_type = choose_encoder(accept)
    return encoder(registry()), content_type
