"""What the tests of each player's view share (tests/conformance/test_views.py and every game's
test_<game>_view.py): a view asked of the service, a history cut or replayed to its legal
prefix, the moves as a player knows them, and the longest prefix two histories look alike to
a player."""

from __future__ import annotations

import copy
import json

from schemas.registry import apis
from service.referee.replay import replay
from service.referee.view import seen_history


def view_bytes(client, body: dict, player: str, *, slug: str) -> bytes:
    """POST /<slug>/view's answer for `player`, as bytes (it must be a 200)."""
    r = client.post(f"/{slug}/view", json={"game": body, "player": player})
    assert r.status_code == 200, r.get_json()
    return r.get_data()


def view_of(client, body: dict, player: str, *, slug: str) -> dict:
    return json.loads(view_bytes(client, body, player, slug=slug))


def cut(history: dict, n: int) -> dict:
    """`history` with its first `n` moves (a copy)."""
    return {**copy.deepcopy(history), "moves": copy.deepcopy(history["moves"][:n])}


def loaded(slug: str, history: dict) -> dict:
    return apis()[slug].history().load(copy.deepcopy(history))


def legal_prefix(slug: str, history: dict) -> dict:
    """`history` up to its first illegal move."""
    api = apis()[slug]
    h = loaded(slug, history)
    return cut(history, replay(api.game.start(h), h["moves"], api.game.rules).moves_checked)


def seen_at(slug: str, history: dict, n: int, viewer: str) -> list:
    """The first `n` moves of `history` as `viewer` knows them once the last is made (a
    secret a later move uncovered, a card shown at its step's reveal, seen whole)."""
    api = apis()[slug]
    h = loaded(slug, cut(history, n))
    result = replay(api.game.start(h), h["moves"], api.game.rules)
    assert result.legal
    return seen_history(api.viewing, result.state, h["moves"], viewer)


def longest_alike(slug: str, first: dict, other: dict, least: int, viewer: str) -> int | None:
    """The longest prefix, at least `least` moves and no longer than `other`, whose moves
    `viewer` knows the same way in both histories (None if there is none). What a player has
    seen only grows as moves are made, so once two prefixes look different to them every
    longer pair does too: a bisection finds it."""
    if seen_at(slug, first, least, viewer) != seen_at(slug, other, least, viewer):
        return None
    lo, hi = least, len(other["moves"])  # alike at lo; the answer is in [lo, hi]
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if seen_at(slug, first, mid, viewer) == seen_at(slug, other, mid, viewer):
            lo = mid
        else:
            hi = mid - 1
    return lo
