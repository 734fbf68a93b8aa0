"""A deal as JSON: the dealt history, with no moves yet (what POST /<game>/deal answers)."""

from __future__ import annotations


def dealt(s) -> dict:
    """A :class:`~service.games.choco_challenge.setup.Setup` as a history with no moves."""
    return {
        "players": list(s.players),
        "variants": {},
        "setup": {"market": list(s.market), "first_player": s.first_player, "base_sets": dict(s.base_sets or {})},
        "moves": [],
    }
