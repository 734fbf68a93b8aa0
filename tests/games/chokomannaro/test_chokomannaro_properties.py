"""Properties of ChokoMannaro games, over random games (hypothesis, bounded): random agents
playing through the legal moves, chance drawn by its probabilities, reach the end for every
player count; any single corrupted move is caught at its own index; replay is
deterministic; every card is in exactly one place (each hand's count kept right) and the Chokos are
conserved after every move; the probabilities of a chance point sum to 1 and match the pile."""

from __future__ import annotations

import copy
import json
import random
from fractions import Fraction

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from schemas.chokomannaro import API
from service.games.chokomannaro.cards import COPIES
from service.games.chokomannaro.chokos import pool
from service.games.chokomannaro.moves import MOVES
from service.games.chokomannaro.phases import Phase
from service.games.chokomannaro.places import card_places
from service.referee import autoplay
from service.referee.legal import legal_options
from schemas.common import entry_json
from service.verdicts import family

GAMES = settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
NAMES = ("ann", "bob", "cat", "dan", "eve", "fay")
CARDS = tuple(COPIES)


def conserved(state) -> None:
    total: dict[str, int] = {}
    for place, cards in card_places(state).items():
        for kind, n in cards.items():
            assert n > 0, (place, kind)
            total[kind] = total.get(kind, 0) + n
    assert total == COPIES
    assert state.held == {p: sum(hand.values()) for p, hand in state.hands.items()}  # each hand's size kept right
    assert all(type(n) is int and n >= 0 for n in state.chokos.values())
    assert sum(state.chokos.values()) + pool(state.chokos) == 60 and 0 <= pool(state.chokos) <= 60


def chance_matches_the_pile(state, options) -> None:
    chance = [o for o in options if o.probability is not None]
    if not chance:
        return
    assert sum((o.probability for o in chance), Fraction(0)) == 1 and len(chance) == len(options)
    phase = state.phase
    if phase in (Phase.REFILL, Phase.PEEK):
        pile = state.deck
    elif phase is Phase.SLAUGHTER:
        pile = state.hands[state.slaughter.victim]
    else:
        assert phase is Phase.TOSS and {o.move.player for o in chance} == set(state.tossers)
        return
    size = sum(pile.values())
    assert {o.move.card: o.probability for o in chance} == {k: Fraction(n, size) for k, n in pile.items()}


def play_out(players: int, seed: int):
    """A game played through the legal moves, checking every move on the way."""
    dealt = API.deal(API.deal_request().load({"players": list(NAMES[:players])}), seed)
    state = API.game.start(API.history().load(dealt))
    rng = random.Random(seed)
    moves = []
    while not state.is_over() and len(moves) < 5000:
        options = legal_options(state)
        assert options, (state.phase, len(moves))
        chance_matches_the_pile(state, options)
        assert set(state.to_act()) == {o.move.player for o in options}
        move = autoplay.pick(rng, options).move
        assert state.refusal(move) is None
        state.apply(move, len(moves))
        moves.append(move)
        conserved(state)
    return dealt, moves, state


@pytest.mark.rule("E4")
@pytest.mark.rule("C6")
@pytest.mark.rule("D3")
@pytest.mark.rule("D4")
@GAMES
@given(players=st.integers(2, 6), seed=st.integers(0, 2**32))
def test_random_agents_reach_the_end_with_every_card_in_one_place(players, seed):
    dealt, moves, state = play_out(players, seed)
    assert state.finished and len(state.winners) == 1 and len(moves) < 5000
    assert sum(1 for n in state.chokos.values() if n) == 1


@pytest.mark.parametrize("players", range(2, 7))
def test_every_player_count_reaches_the_end(players):
    for seed in range(3):
        _, moves, state = play_out(players, 1000 + seed)
        assert state.finished and state.standings().winners == state.winners


def _corruptions(move: dict, players: list[str], rng: random.Random) -> list[dict]:
    out = [{**move, "player": rng.choice(players + ["zed"])},
           {**move, "type": rng.choice(MOVES.tags)}]
    for name in ("card", "target", "victim"):
        if name in move:
            out.append({**move, name: rng.choice(CARDS) if name == "card" else rng.choice(players + ["zed"])})
    if "keep" in move:
        out.append({**move, "player": players[(players.index(move["player"]) + 1) % len(players)]})
    return out


def _shaped(move: dict) -> dict:
    """The corrupted move in a shape the schema takes (the fields its type requires)."""
    kind = move["type"]
    out = {"type": kind, "player": move["player"]}
    if kind in ("play", "peek", "peek_pick", "slaughter_pick", "draw"):
        out["card"] = move.get("card") or "fear"
    if kind == "target":
        out["target"] = move.get("target") or "ann"
        if "card" in move:
            out["card"] = move["card"]
    if kind == "quarantine":
        out["keep"] = move.get("keep", True)
    if kind == "slaughter_pick" and "victim" in move:
        out["victim"] = move["victim"]
    return out


@GAMES
@given(players=st.integers(2, 6), seed=st.integers(0, 2**32), data=st.data())
def test_a_single_corrupted_move_is_caught_at_its_own_index(players, seed, data):
    history = API.random_history(players, seed % 1000)
    moves = history["moves"]
    index = data.draw(st.integers(0, len(moves) - 1))
    state = API.game.start(API.history().load(history))
    loaded = API.history().load(history)["moves"]
    for i in range(index):
        state.apply(loaded[i], i)
    offered = [entry_json(API, o) for o in legal_options(state)]
    rng = random.Random(seed)
    for corrupt in map(_shaped, _corruptions(moves[index], history["players"], rng)):
        if any(API.admits(o, corrupt) for o in offered):
            continue  # still a legal move (another player's play, another keep...)
        broken = copy.deepcopy(history)
        broken["moves"][index] = corrupt
        verdict = family.validate_answer(API, API.history().load(broken), "en")
        assert verdict["legal"] is False and verdict["violation"]["move_index"] == index, (corrupt, verdict["violation"])
        assert verdict["moves_checked"] == index
        assert verdict["violation"]["pointer"].startswith(f"/moves/{index}")


@GAMES
@given(players=st.integers(2, 6), seed=st.integers(0, 2**32), cut=st.floats(0, 1))
def test_replay_is_deterministic(players, seed, cut):
    history = API.random_history(players, seed % 500)
    history = {**history, "moves": history["moves"][:int(len(history["moves"]) * cut)]}
    answers = [json.dumps(family.validate_answer(API, API.history().load(copy.deepcopy(history)), lang),
                          sort_keys=True) for lang in ("en", "en")]
    assert answers[0] == answers[1]
    moves = [json.dumps(family.legal_moves_answer(API, API.history().load(copy.deepcopy(history)), "en"),
                        sort_keys=True) for _ in range(2)]
    assert moves[0] == moves[1]
