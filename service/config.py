"""Settings of the service, with embedded defaults: it runs with no configuration.

Every setting can be overridden by an environment variable of the same name prefixed
with ``CHOCO_`` (for example ``CHOCO_MAX_BODY_BYTES=65536``, ``CHOCO_CORS_ORIGINS=https://a.example``).
"""

from __future__ import annotations

import os
from dataclasses import dataclass, fields
from typing import Any

from service.referee.replay_cache import DEFAULT_BYTES


@dataclass(frozen=True)
class Settings:
    # Body size limit, checked before the body is read (413 past it). The limits on the
    # content (moves, players, cards per list, id length) are part of the schemas.
    MAX_BODY_BYTES: int = 1_048_576
    # Arrays and objects in a body ("[" and "{" characters, strings included), counted before
    # it is parsed (413 past it): 1 MiB of "[[]]," is 400,000 lists, whose parse costs a
    # quarter of a second of CPU in Python's garbage collector; the longest legal game
    # (5,000 moves of Chocola') holds about 15,000.
    MAX_BODY_CONTAINERS: int = 50_000
    # Best-split search budget per collection (see split.py): nodes, then a wall-clock guard.
    SPLIT_MAX_NODES: int | None = None  # None: the engine's default
    SPLIT_DEADLINE_SECONDS: float = 1.0
    # The replay cache of each worker (service/referee/replay_cache.py), in bytes (8 MiB); 0: none.
    REPLAY_CACHE_BYTES: int = DEFAULT_BYTES
    # CORS: closed by default; a comma-separated list of origins opens it for companion web apps.
    CORS_ORIGINS: str = ""
    # A season (POST /<game>/season) is checked in one request only within these limits,
    # counted over all its files (413 past one, before any game is replayed; the season page
    # sends a larger season in parts): the files, and the moves they hold in all. Their arrays
    # and objects count against MAX_BODY_CONTAINERS once the files are unescaped. Each file
    # costs its schema, its start and its score (a file breaking the schema about 1 ms), each
    # move its replay (Chocola's the most: about 10 us): bench/bench_bodies.py measures the
    # costliest season within them at well under 100 ms of a worker's CPU.
    MAX_SEASON_FILES: int = 50
    MAX_SEASON_MOVES: int = 2_500
    # The referee's table (POST /<game>/table/view) draws a row for every move of the history
    # it is sent: it draws at most this many (413 past it, before anything is replayed). The
    # longest games played at random hold under 800 moves; 5,000 rows cost about 100 ms.
    MAX_TABLE_MOVES: int = 2_000
    # The edge (nginx, deploy/nginx/edge.conf.template): the seconds a client's whole body may
    # take to arrive, from the end of its header (408 past them; nginx's own body timeout only
    # runs between two reads); per client address, the requests in progress at once, requests a
    # second on average and the burst served at once (429 past them), sized for a club of
    # players behind one NAT (deploy/README.md); and the proxies in front of the edge whose
    # X-Forwarded-For names the client (comma-separated addresses or CIDRs; none: the client
    # is the address that connects).
    EDGE_BODY_DEADLINE_SECONDS: int = 20
    EDGE_CONNECTIONS_PER_CLIENT: int = 64
    EDGE_REQUESTS_PER_SECOND: int = 60
    EDGE_REQUEST_BURST: int = 240
    EDGE_TRUSTED_PROXIES: str = ""

    @classmethod
    def from_env(cls, environ=os.environ, **overrides) -> "Settings":
        values: dict[str, Any] = {}  # each parsed as its field's declared type
        for f in fields(cls):
            raw = environ.get(f"CHOCO_{f.name}")
            if raw is None:
                continue
            if f.type in ("int", "int | None"):
                values[f.name] = int(raw)
            elif f.type == "float":
                values[f.name] = float(raw)
            else:
                values[f.name] = raw
        values.update(overrides)
        return cls(**values)

    def search_limits(self) -> dict:
        """The limits a game's costly searches honour (Choco Late's best split: `max_nodes`,
        `deadline`), as keyword arguments; the HTTP API and the command line both ask here."""
        out: dict = {}
        if self.SPLIT_MAX_NODES is not None:
            out["max_nodes"] = self.SPLIT_MAX_NODES
        if self.SPLIT_DEADLINE_SECONDS is not None:
            out["deadline"] = self.SPLIT_DEADLINE_SECONDS
        return out

    @property
    def cors_origins(self) -> tuple[str, ...]:
        return tuple(o.strip() for o in self.CORS_ORIGINS.split(",") if o.strip())

    @property
    def trusted_proxies(self) -> tuple[str, ...]:
        return tuple(p.strip() for p in self.EDGE_TRUSTED_PROXIES.split(",") if p.strip())
