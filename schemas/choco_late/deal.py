"""A deal as JSON: the dealt history, with no moves yet (what POST /<game>/deal answers)."""

from __future__ import annotations


def dealt(s) -> dict:
    """A :class:`~service.games.choco_late.setup.Setup` as a history with no moves."""
    return {
        "players": list(s.players),
        "variants": {"free_bidding": s.variants.free_bidding, "best_wins": s.variants.best_wins,
                     "two_trays": s.variants.two_trays},
        "setup": {"lots": list(s.lots), "hands": {p: list(c) for p, c in s.hands},
                  "first_player": s.first_player, "box": list(s.box or ())},
        "moves": [],
    }
