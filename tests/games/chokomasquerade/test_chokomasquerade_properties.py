"""Properties of ChokoMasquerade, over games played at random (hypothesis):

- random agents playing through legal-moves (chance drawn by its probabilities) make
  legal games that reach the end;
- any single corrupted move is caught at its own index;
- replay is deterministic;
- every card is in exactly one place after every move;
- at every chance point the probabilities sum to 1 and match the deck (R3) or are 1/2 (M3).

Bounded: a game has at most 60 cards to play, so at most 50 draws, 56 cards played from the
hands, 30 pairings and 29 guesses; each test runs a few dozen games.
"""

from __future__ import annotations

import copy
import json
import random
from collections import Counter
from fractions import Fraction

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from schemas.chokomasquerade import API
from service.games.chokomasquerade.cards import full_deck
from service.games.chokomasquerade.moves import Draw, Guess
from service.referee.legal import legal_options
from service.referee.replay import replay
from service.verdicts import family
from tests.games.chokomasquerade.helpers import load, validate

GAMES = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
MOST_MOVES = 50 + 56 + 30 + 29


def agent_game(seed: int) -> dict:
    """A game played through the legal-moves answers: a chance point drawn by its
    probabilities, a decision picked at random (pairings preferred, as people do)."""
    rng = random.Random(seed)
    body = {"players": ["ann", "bob"], "seed": seed}
    game = family.deal_answer(API, API.deal_request().load(body))
    while True:
        answer = family.legal_moves_answer(API, load(game), "en")
        if answer["finished"]:
            assert answer["moves"] == [] and answer["to_act"] == []
            return game
        options = answer["moves"]
        assert options and len(answer["to_act"]) == 1
        if answer["chance"]:
            weights = [Fraction(o["probability"]) for o in options]
            assert sum(weights) == 1
            chosen = rng.choices(options, [float(w) for w in weights])[0]
        else:
            chosen = rng.choice([o for o in options if o["move"]["type"] != "lay"] or options)
        game["moves"].append(chosen["move"])  # appended exactly as it is
        assert len(game["moves"]) <= MOST_MOVES


@GAMES
@given(seed=st.integers(0, 2**32))
def test_agents_playing_through_legal_moves_make_legal_games_that_end(seed):
    game = agent_game(seed)
    answer = validate(game)
    assert answer["legal"] and answer["state"]["finished"] and answer["state"]["phase"] == "over"
    score = family.score_answer(API, API.score_request().load({"game": copy.deepcopy(game)}), "en", {})
    assert score["provisional"] is False and score["finished"] is True and score["winners"]
    totals = [p["total"] for p in score["players"]]
    eaten = sum(len(s["guesses"]) - sum(g["result"] == "saved" for g in s["guesses"]) for s in score["slaughters"])
    table = sum(len(column) for column in answer["state"]["columns"])
    assert 2 * (sum(totals) + eaten) + table == 60  # every card paired, eaten or left on the table


@st.composite
def corrupted(draw):
    """A finished random game and one of its moves replaced by a move legal-moves does not
    offer there: (game, index)."""
    game = API.random_history(2, draw(st.integers(0, 2**32)))
    moves = game["moves"]
    i = draw(st.integers(0, len(moves) - 1))
    offered = family.legal_moves_answer(API, load({**game, "moves": moves[:i]}), "en")["moves"]
    original = moves[i]
    other = "bob" if original["player"] == "ann" else "ann"
    kinds = [
        {**original, "player": other},
        {**original, "player": "zed"},
        {"type": "draw", "player": original["player"], "card": draw(st.sampled_from(sorted(set(full_deck()))))},
        {"type": "guess", "player": original["player"], "found": draw(st.sampled_from(["choko", "chokomannaro"]))},
        {"type": "lay", "player": original["player"], "card": draw(st.sampled_from(sorted(set(full_deck())))),
         "column": draw(st.integers(1, 4))},
        {"type": draw(st.sampled_from(["pair", "hand_pair", "table_pair"])), "player": original["player"],
         "card": draw(st.sampled_from(sorted(set(full_deck()))))},
    ]
    if "card" in original:
        kinds.append({**original, "card": draw(st.sampled_from(sorted(set(full_deck()))))})
    if "column" in original:
        kinds.append({**original, "column": draw(st.integers(1, 4))})
    bad = [k for k in kinds if not any(API.admits(o, k) for o in offered)]
    broken = copy.deepcopy(game)
    broken["moves"][i] = draw(st.sampled_from(bad))
    return broken, i


@GAMES
@given(case=corrupted())
def test_any_single_corrupted_move_is_caught_at_its_own_index(case):
    game, index = case
    v = validate(game)["violation"]
    assert v is not None and v["move_index"] == index and v["pointer"].startswith(f"/moves/{index}")
    assert v["message"] and validate(game, "it")["violation"]["rule"] == v["rule"]


@GAMES
@given(seed=st.integers(0, 2**32), cut=st.floats(0, 1))
def test_replay_is_deterministic(seed, cut):
    game = API.random_history(2, seed)
    game["moves"] = game["moves"][:int(len(game["moves"]) * cut)]
    first = json.dumps(validate(game), sort_keys=True)
    assert json.dumps(validate(copy.deepcopy(game)), sort_keys=True) == first
    assert family.legal_moves_answer(API, load(game), "en") == family.legal_moves_answer(API, load(game), "en")


@GAMES
@given(seed=st.integers(0, 2**32))
def test_every_card_is_in_exactly_one_place_after_every_move(seed):
    game = load(API.random_history(2, seed))
    state = API.game.start(game)
    everything = Counter(full_deck())
    for index, move in enumerate(game["moves"]):
        assert state.refusal(move) is None
        state.apply(move, index)
        places = state.snapshot().card_places()
        assert Counter(card for cards in places.values() for card in cards) == everything, (index, move)
        assert state.deck_count == len(places["deck"])


@GAMES
@given(seed=st.integers(0, 2**32))
def test_the_probabilities_at_a_chance_point_sum_to_1_and_match_the_deck(seed):
    game = load(API.random_history(2, seed))
    state = API.game.start(game)
    draws = 0
    for index, move in enumerate(game["moves"]):
        if isinstance(move, (Draw, Guess)):
            options = legal_options(state)
            assert all(o.probability is not None for o in options)
            assert sum(o.probability for o in options) == 1
            if isinstance(move, Draw):
                deck = state.snapshot().deck
                assert {o.move.card: o.probability for o in options} == {
                    card: Fraction(n, state.deck_count) for card, n in deck.items()}
            else:
                assert [(o.move.found, o.probability) for o in options] == [
                    ("choko", Fraction(1, 2)), ("chokomannaro", Fraction(1, 2))]
            draws += isinstance(move, Draw)
        else:
            assert all(o.probability is None for o in legal_options(state))
        state.apply(move, index)
    assert draws == 50  # a finished game has drawn the whole deck (E1)
    assert replay(API.game.start(game), game["moves"], API.game.rules).legal
