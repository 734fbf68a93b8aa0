"""Valid request bodies for every path of every game, and the schema each path's 200
answer follows.

Shared by the fuzz suite (it mutates these), the hostile-input tests and the determinism
test. Histories are real games played by each game's seeded random player, so every body
here is accepted as it is. A game's own paths bring their bodies in
``tests/games/<package>/corpus.py`` (``VALID_BODIES``, ``ANSWER_SCHEMAS``, ``GETS``).
"""

from __future__ import annotations

import copy
from functools import lru_cache
from importlib import import_module
from importlib.util import find_spec

from schemas.registry import apis
from service.referee import registry

SEED_MAX = 2**63 - 1
NAMES = ("ann", "bob", "cat", "dan", "eve", "fay")


def family_paths(slug: str) -> dict[str, str]:
    return {"validate": f"/{slug}/validate", "legal_moves": f"/{slug}/legal-moves", "score": f"/score/{slug}",
            "deal": f"/{slug}/deal"}


def game_corpus(slug: str):
    """A game's own corpus module (its own paths' bodies), or None."""
    name = f"tests.games.{registry.package_of(slug)}.corpus"
    return import_module(name) if find_spec(name) is not None else None


@lru_cache(maxsize=None)
def history(slug: str, players: int, seed: int, stop_after: int | None = None, variants: tuple = ()) -> dict:
    return apis()[slug].random_history(players, seed, variants=dict(variants), stop_after=stop_after)


def histories(slug: str, *, finished: bool) -> list[dict]:
    """Histories of every variant set and the fewest and most players (finished, or cut
    part way)."""
    api = apis()[slug]
    out = []
    for i, variants in enumerate(api.variant_sets[:4]):
        counts = api.player_counts(variants)
        for j, players in enumerate((counts.start, counts.stop - 1)):
            seed = 10 + 3 * i + j
            stop = None if finished else 12 + 9 * j
            out.append(history(slug, players, seed, stop, tuple(sorted(variants.items()))))
    return out


@lru_cache(maxsize=None)
def _valid_bodies() -> dict[str, tuple[dict, ...]]:
    bodies: dict[str, tuple[dict, ...]] = {}
    for slug, api in apis().items():
        paths, ex = family_paths(slug), api.examples
        done, running = histories(slug, finished=True), histories(slug, finished=False)
        counts = api.player_counts(api.variant_sets[0])
        bodies[paths["validate"]] = (ex["history"], ex["illegal_history"], *done[:2], *running[:2])
        bodies[paths["legal_moves"]] = (ex["history"], *running[:3])
        scores = [{"game": g} for g in (*done[:3], running[0])]
        if api.has_final:
            scores.append(ex["final"])
        bodies[paths["score"]] = tuple(scores)
        bodies[paths["deal"]] = (ex["deal"], {"players": list(NAMES[:counts.stop - 1]), "seed": SEED_MAX},
                                 {"players": list(NAMES[:counts.start])})
        own = game_corpus(slug)
        if own is not None:
            bodies.update({path: tuple(b) for path, b in own.VALID_BODIES.items()})
    return bodies


def posts() -> tuple[str, ...]:
    return tuple(_valid_bodies())


@lru_cache(maxsize=None)
def answer_schemas() -> dict:
    out = {}
    for slug, api in apis().items():
        paths = family_paths(slug)
        out.update({paths["validate"]: api.validate_answer, paths["legal_moves"]: api.legal_moves_answer,
                    paths["score"]: api.score_answer, paths["deal"]: api.deal_answer})
        own = game_corpus(slug)
        if own is not None:
            out.update(own.ANSWER_SCHEMAS)
    return out


def gets() -> tuple[str, ...]:
    """GET paths that answer 200, with one of each kind of page (API, HTML, static file)."""
    out = ["/", "/docs", "/docs/assets/swagger-ui.css", "/static/docs/init.js", "/static/home/home.css",
           "/openapi.json", "/healthz", "/readyz", "/problems/malformed-json", "/games"]
    for slug in apis():
        out.append(f"/{slug}/rules")
        own = game_corpus(slug)
        if own is not None:
            out.extend(own.GETS)
    return tuple(out)


POSTS = posts()
GETS = gets()
ANSWER_SCHEMAS = answer_schemas()
HISTORY_PATHS = tuple(p for slug in apis() for k, p in family_paths(slug).items() if k in ("validate", "legal_moves"))


def valid_bodies(path: str) -> list[dict]:
    """Fresh copies of the valid bodies of `path`."""
    return copy.deepcopy(list(_valid_bodies()[path]))


def all_valid() -> list[tuple[str, dict]]:
    return [(path, body) for path in POSTS for body in valid_bodies(path)]
