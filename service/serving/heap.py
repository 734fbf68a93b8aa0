"""The app's own objects, out of the garbage collector's way.

Once the app is loaded (modules, schemas, catalogues, templates: about 83,000 objects the
collector tracks) nothing of it is ever garbage, yet every full collection walks all of it.
A request that builds many objects (a history of 5,000 moves, a season of 100 files) sets
off full collections as it goes, each walking the app again: measured with
bench/bench_bodies.py, that was a third to a half of such a request's CPU (a table view of
5,000 moves 147 -> 94 ms, a body of 50,000 arrays 64 -> 9 ms).

:func:`settle` collects once and freezes what is left (``gc.freeze``: the permanent
generation, which collections skip). The gunicorn master calls it once the app is loaded and
before it forks its workers (deploy/gunicorn.conf.py, ``when_ready``), so every worker starts
with the app frozen; as a side effect the workers' pages of the app stay shared with the master
(a collection no longer writes to them). The benches call it as the server does. Nothing else
changes: the collector still runs, with its usual thresholds, over what requests build.
"""

from __future__ import annotations

import gc


def settle() -> None:
    """Collect, then freeze every object left (see the module docstring)."""
    gc.collect()
    gc.freeze()
