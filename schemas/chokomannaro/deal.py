"""A deal as JSON: the dealt history, with no moves yet (what POST /<game>/deal answers)."""

from __future__ import annotations


def dealt(s) -> dict:
    """A :class:`~service.games.chokomannaro.setup.Setup` as a history with no moves."""
    setup = {"pairing": list(s.pairing), "hands": {p: list(c) for p, c in s.hands.items()}, "chokos": dict(s.chokos)}
    if s.ages is not None:
        setup["ages"] = dict(s.ages)
    return {"players": list(s.players), "variants": {}, "setup": setup, "moves": []}
