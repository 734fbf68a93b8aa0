"""The moves loader (schemas/moves.py) takes a shorter path for a move of exactly the members
its type requires, by a player already checked in the list: it must give exactly what the
full path gives, for every game of the family, valid move or not."""

from __future__ import annotations

from functools import lru_cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from schemas.registry import apis

SLUGS = tuple(apis())
PLAYERS = ("ann", "bob")


def moves_of(slug: str):
    return apis()[slug].history().fields["moves"].moves


@lru_cache(maxsize=None)
def values(slug: str):
    """Values near the ones the moves of `slug` take, and some that are not."""
    history = apis()[slug].random_history(2, 3)
    seen = [v for m in history["moves"] for k, v in m.items() if k not in ("type", "player")]
    return st.sampled_from(seen or [0]) | st.none() | st.booleans() | st.integers(-3, 120) | \
        st.sampled_from(["", "fear", "zed", "x" * 70])


@st.composite
def raw_moves(draw, slug: str):
    shapes = moves_of(slug).shapes
    kind = draw(st.sampled_from(sorted(shapes)))
    shape = shapes[kind]
    move = {"type": kind, "player": draw(st.sampled_from(PLAYERS))}
    names = list(shape.required) + list(shape.optional) + ["zzz"]
    for name in names:
        if draw(st.booleans()) or name in shape.required and draw(st.booleans()):
            move[name] = draw(values(slug))
    if draw(st.integers(0, 9)) == 0:
        move.pop("player")
    return move


@pytest.mark.rule("H1")
@pytest.mark.parametrize("slug", SLUGS)
def test_the_short_path_gives_what_the_full_path_gives(slug):
    moves = moves_of(slug)

    @settings(max_examples=200, deadline=None)
    @given(raw=raw_moves(slug))
    def check(raw):
        short = moves.load(raw, set(PLAYERS))  # the player is known: the short path may be taken
        full = moves.load(raw, set())  # the player is checked first: the full path
        assert short == full, (raw, short, full)

    check()
