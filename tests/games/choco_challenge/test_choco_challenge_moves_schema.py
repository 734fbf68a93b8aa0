"""The moves of a history as the schema reads them (H1): the fast path derived from the move
declarations (schemas.moves: ``Moves.read``) finds exactly what the full path (``load``)
finds, for well-formed and malformed moves alike, or leaves the move to it."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from schemas.choco_challenge import API
from schemas.choco_challenge.moves import MOVES

TYPES = ("draw", "use_tool", "bust", "stop", "refill", "extra_draw", "extra_pick", "extra_tool", "extra_decline")
values = st.one_of(st.none(), st.booleans(), st.integers(-3, 12), st.floats(allow_nan=False, width=16),
                   st.sampled_from(["cocoa", "nuts", "whisk", "", "x" * 64, "x" * 65]),
                   st.lists(st.integers(0, 3), max_size=2))
buys = st.one_of(values, st.fixed_dictionaries({}, optional={"position": values, "card": values, "price": values}))
moves = st.fixed_dictionaries({}, optional={
    "type": st.one_of(st.sampled_from(TYPES), values), "player": st.one_of(st.sampled_from(["ann", "bob"]), values),
    "card": values, "tool": values, "position": values, "buy": buys, "dessert": values, "zzz": values})


@settings(max_examples=600, deadline=None, derandomize=True)
@given(moves)
def test_the_fast_path_finds_what_the_full_path_finds(raw):
    ok = {"ann", "bob"}
    fast = MOVES.read(raw, ok)
    loaded, errors = MOVES.load(raw, set(ok))
    if fast is not None:
        assert errors == {} and fast == loaded, (raw, fast, loaded, errors)
    else:
        who = raw.get("player")
        # a well-formed move of a player already checked is always read fast
        assert errors or not (type(who) is str and who in ok), (raw, loaded)


def test_every_move_of_real_games_is_read_fast():
    for seed in range(4):
        game = API.random_history(3 + seed % 3, seed)
        for raw in game["moves"]:
            assert MOVES.read(raw, set(game["players"])) == MOVES.load(raw, set(game["players"]))[0], raw
    assert MOVES.read({"type": "draw", "player": "zed", "card": "cocoa"}, {"ann"}) is None  # an id not yet checked
