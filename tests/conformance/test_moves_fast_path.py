"""The moves loader (schemas/moves.py) reads a well-formed move of a known player on a fast
path (`Moves.read`, one reader per move type): whenever it answers, it must give exactly what
the full path gives, for every game of the family, whatever the move."""

from __future__ import annotations

from functools import lru_cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from schemas.moves import MovesField
from schemas.registry import apis

# the games whose moves are still read by the loader of schemas/moves.py
SLUGS = tuple(slug for slug, api in apis().items() if isinstance(api.history().fields["moves"], MovesField))
PLAYERS = ("ann", "bob")


def moves_of(slug: str):
    return apis()[slug].history().fields["moves"].moves


@lru_cache(maxsize=None)
def values(slug: str):
    """Values near the ones the moves of `slug` take, and some that are not."""
    api = apis()[slug]
    history = api.random_history(api.player_counts().start, 3)
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
    others = sorted({n for s in shapes.values() for n in (*s.required, *s.optional)} - set(names))
    if others and draw(st.integers(0, 4)) == 0:  # a member of another move type
        move[draw(st.sampled_from(others))] = draw(values(slug))
    if draw(st.integers(0, 9)) == 0:
        move.pop("player")
    elif draw(st.integers(0, 9)) == 0:
        move["player"] = draw(st.none() | st.integers(0, 3) | st.sampled_from(["", "eve"]))
    return move


@pytest.mark.rule("H1")
@pytest.mark.parametrize("slug", SLUGS)
def test_the_short_path_gives_what_the_full_path_gives(slug):
    moves = moves_of(slug)

    @settings(max_examples=400, deadline=None)
    @given(raw=raw_moves(slug))
    def check(raw):
        quick = moves.read(raw, set(PLAYERS))  # the player is known: the fast path may answer
        full = moves.load(raw, set())  # the player is checked first: the full path
        if quick is not None:
            assert (quick, {}) == full, (raw, quick, full)

    check()


@pytest.mark.rule("H1")
@pytest.mark.parametrize("slug", SLUGS)
def test_the_fast_path_reads_every_move_of_a_real_game(slug):
    """Not a path never taken: every move of a real game, of every type, is read on it."""
    moves = moves_of(slug)
    api = apis()[slug]
    history = api.random_history(api.player_counts().start, 3)
    names = set(history["players"]) if isinstance(history.get("players"), list) and \
        all(isinstance(p, str) for p in history["players"]) else None
    for raw in history["moves"]:
        quick = moves.read(raw, names or ({raw["player"]} if raw.get("player") else set()))
        assert quick is not None and (quick, {}) == moves.load(raw, set()), raw
    assert history["moves"]


@pytest.mark.rule("H1")
@pytest.mark.parametrize("slug", SLUGS)
def test_a_move_value_made_before_is_the_same_move(slug):
    """The fast path keeps the values it made (schemas.moves._made) and gives one again for an
    equal move: still the full path's value, for more players than a reader keeps, and never
    one of another JSON type (1, 1.0 and true are three values to the schemas, 0 and -0.0 two)."""
    from schemas.moves import MADE_MAX

    moves = moves_of(slug)
    api = apis()[slug]
    history = api.random_history(api.player_counts().start, 3)
    for raw in history["moves"]:
        for player in [f"p{i}" for i in range(MADE_MAX + 3)] + ["p0"]:
            renamed = {**raw, "player": player} if raw.get("player") is not None else raw
            quick = moves.read(renamed, {player})
            assert quick is not None and (quick, {}) == moves.load(renamed, set()), renamed
            for other in (1, 1.0, True, 0, -0.0, 0.0, False, "1"):
                for name in moves.shapes[raw["type"]].required:
                    odd = {**renamed, name: other}
                    again = moves.read(odd, {player})
                    if again is not None:
                        assert (again, {}) == moves.load(odd, set()) and \
                            repr(getattr(again, name)) == repr(other), odd
    kept = [raw for raw in history["moves"] if moves.read(raw, {raw.get("player")}) is moves.read(raw, {raw.get("player")})]
    assert kept, "no move of the game was given again as the value made before"


@pytest.mark.rule("H1")
def test_equal_values_of_other_json_types_are_never_one_kept_move():
    """A reader keeps the moves it made by player and value (schemas.moves._made): 1, 1.0 and
    true, 0 and -0.0 compare equal in Python, and each must still be read as sent."""
    from typing import NamedTuple

    from schemas.moves import MoveShape, Moves, boolean, choice, integer, number

    class Bid(NamedTuple):
        type: str
        player: str
        value: object

    def shape(value):
        return MoveShape("A bid.", {"value": value}, make=lambda p, v: Bid("bid", p, v))

    for value in (number("Any number."), integer("An integer."), boolean("A boolean."),
                  choice(("1", "a"), "A word.")):
        moves = Moves("Test", {"bid": shape(value)}, lambda kind, p, values: Bid(kind, p, values["value"]))
        for _ in range(2):
            for sent in (1, 1.0, True, 0, -0.0, 0.0, False, "1", "a"):
                raw = {"type": "bid", "player": "ann", "value": sent}
                quick = moves.read(raw, {"ann"})
                full, errors = moves.load(raw, set())
                assert quick == full and (quick is None or repr(quick.value) == repr(sent)), (value.doc, sent, quick)


@pytest.mark.rule("H1")
@pytest.mark.parametrize("slug", SLUGS)
def test_a_move_of_several_fields_is_read_on_the_fast_path_with_its_optional_ones_absent_or_null(slug):
    """The reader written from the declaration of a move type (schemas.moves._fields_reader)
    answers for a well-formed move whatever its optional members (each sent, null or absent)
    and its optional player (absent or null), and gives what the full path gives."""
    moves = moves_of(slug)
    api = apis()[slug]
    seen = 0
    for raw in api.random_history(api.player_counts().start, 3)["moves"]:
        shape = moves.shapes[raw["type"]]
        variants = [raw]
        for name in shape.optional:
            variants += [{**v, name: None} for v in variants] + [{k: x for k, x in v.items() if k != name}
                                                                 for v in variants]
        if shape.player != "required":
            variants += [{**v, "player": None} for v in variants] + [{k: x for k, x in v.items() if k != "player"}
                                                                     for v in variants]
        for move in variants:
            who = move.get("player")
            quick = moves.read(move, {who} if who else set())
            assert quick is not None and (quick, {}) == moves.load(move, set()), move
            seen += 1
            wrong = {**move, "zzz": 1} if moves.unknown != "ignore" else None
            if wrong is not None:
                assert moves.read(wrong, {who} if who else set()) is None, wrong
    assert seen
