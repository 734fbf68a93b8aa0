"""Invariants of the table's view (service/pages/table_view.py), for any game, any step and
histories made illegal at any move: the move list agrees with validate, the picture is
never past the last legal move, and the legal moves are offered exactly where play goes on."""

from __future__ import annotations

from functools import cache

from hypothesis import given, settings
from hypothesis import strategies as st

from schemas.registry import apis
from service.pages.table_view import ILLEGAL, LEGAL, UNJUDGED, table_view
from service.referee import registry
from service.verdicts import family

SLUGS = registry.slugs()


@cache
def game(slug: str, seed: int) -> dict:
    return apis()[slug].random_history(max(2, registry.get(slug).players.start), seed)


@st.composite
def histories(draw):
    """A seeded random game, cut anywhere, perhaps with one move swapped for another of its
    moves (which most often breaks a rule there)."""
    slug = draw(st.sampled_from(SLUGS))
    full = game(slug, draw(st.integers(0, 3)))
    moves = list(full["moves"][:draw(st.integers(0, len(full["moves"])))])
    if moves and draw(st.booleans()):
        moves[draw(st.integers(0, len(moves) - 1))] = draw(st.sampled_from(full["moves"]))
    return slug, {**full, "moves": moves}


@settings(max_examples=60, deadline=None)
@given(histories(), st.integers(0, 400))
def test_the_view_agrees_with_validate_at_any_step(case, at):
    slug, raw = case
    api = apis()[slug]
    history = api.history().load(raw)
    view = table_view(api, history, raw["moves"], at, "en", {})
    verdict = family.validate_answer(api, history, "en")
    total = len(raw["moves"])
    assert view.at == min(at, total)
    statuses = [row.status for row in view.rows]
    assert statuses.count(LEGAL) == verdict["moves_checked"]
    assert statuses.count(ILLEGAL) == (0 if verdict["legal"] else 1)
    if not verdict["legal"]:
        bad = verdict["violation"]["move_index"]
        assert statuses[bad] == ILLEGAL
        assert set(statuses[bad + 1:]) <= {UNJUDGED}
        assert view.verdict.rule == verdict["violation"]["rule"]
    assert view.shown == min(view.at, verdict["moves_checked"])
    assert view.recording == (verdict["legal"] and view.at == total)
    assert (view.legal_moves is not None) == (view.recording or view.at_violation)
    if view.recording:
        assert [o.move for o in view.offers] == [e["move"] for e in view.legal_moves["moves"]]
