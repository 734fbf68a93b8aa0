"""A deal as JSON: the dealt history, with no moves yet, and its deck (what POST /chokomasquerade/deal answers)."""

from __future__ import annotations


def dealt(d) -> dict:
    """A :class:`~service.games.chokomasquerade.setup.Dealt` as a history with no moves."""
    s = d.setup
    return {
        "players": list(s.players),
        "variants": {},
        "setup": {"table": list(s.table), "hands": {p: list(c) for p, c in s.hands}, "first_player": s.first_player},
        "moves": [],
        "deck": list(d.deck_order),
    }
