"""Properties of the engine on random games (hypothesis, bounded):

- random agents playing through the legal moves (chance outcomes drawn by their
  probabilities) produce legal games that reach the end, for every player count;
- every card of the edition is in exactly one place after every move;
- at every chance point the probabilities sum to 1 and are the pile's contents: D[t] / |D|,
  and D[t] / D[back] given the back (H4), computed here from the piles themselves;
- replay is deterministic;
- any single corrupted move that legal-moves does not offer is caught at its own index.
"""

from __future__ import annotations

import copy
import json
import random
from fractions import Fraction

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from schemas.choco_challenge import API
from service.games.choco_challenge.cards import BACKS, COPIES
from service.games.choco_challenge.moves import MOVES
from service.games.choco_challenge.phases import Phase
from service.referee.legal import legal_options
from tests.games.choco_challenge.choco_challenge_helpers import legal_moves, validate

NAMES = ("ann", "bob", "cat", "dan", "eve")
SETTINGS = dict(deadline=None, suppress_health_check=[HealthCheck.too_slow], derandomize=True)
tables = st.tuples(st.integers(3, 5), st.integers(0, 2**32 - 1))


def dealt(players: int, seed: int) -> dict:
    return API.deal(API.deal_request().load({"players": list(NAMES[:players]), "seed": seed}), seed)


def pile_of(state):
    """The pile the next chance outcome comes from: (counts, size)."""
    if state.phase is Phase.DRAW:
        return state.piles[state.player], sum(state.piles[state.player].values())
    return state.deck, state.deck_size


def check_cards(state) -> None:
    places = state.snapshot().card_places()
    total: dict[str, int] = {}
    for cards in places.values():
        for card, n in cards.items():
            assert n > 0
            total[card] = total.get(card, 0) + n
    assert total == COPIES, {c: (total.get(c), COPIES[c]) for c in COPIES if total.get(c) != COPIES[c]}
    for view in state.snapshot().players:  # each player's base set stays theirs
        base = {}
        for cards in (view.draw_pile, view.discard, {c: 1 for c in view.in_front}, {view.pending: 1}):
            for card, n in cards.items():
                if card in ("cocoa", "butter", "sugar", "milk"):
                    base[card] = base.get(card, 0) + n
        assert base == {"cocoa": 2, "butter": 2, "sugar": 2, "milk": 2}, (view.player, base)


def check_chance(state, options) -> None:
    chance = [o for o in options if o.probability is not None]
    if not chance:
        return
    assert sum((o.probability for o in chance), Fraction(0)) == 1
    counts, size = pile_of(state)
    assert {o.move.card for o in chance} == set(counts)
    by_back: dict = {}
    for card, n in counts.items():
        by_back[BACKS[card]] = by_back.get(BACKS[card], 0) + n
    for o in chance:
        assert o.probability == Fraction(counts[o.move.card], size)
        assert o.info["probability_given_back"] == Fraction(counts[o.move.card], by_back[BACKS[o.move.card]])


def play_random(players: int, seed: int, *, checks: bool = True) -> tuple[dict, list]:
    """A game played to the end by random agents through the legal moves, checked as it goes."""
    rng = random.Random(seed)
    doc = dealt(players, seed)
    state = API.game.start(API.history().load(copy.deepcopy(doc)))
    moves = []
    while not state.is_over():
        assert len(moves) < 3000, "a random game should end"
        options = legal_options(state)
        assert options
        if checks:
            check_chance(state, options)
        chance = [o for o in options if o.probability is not None]
        if chance and (len(chance) == len(options) or rng.random() < 0.55):
            option = rng.choices(chance, [float(o.probability) for o in chance])[0]
        else:
            option = rng.choice([o for o in options if o.probability is None])
        move = API.autoplay_concretize(state, option, rng)
        assert state.refusal(move) is None
        state.apply(move, len(moves))
        moves.append(move)
        if checks:
            check_cards(state)
    return {**doc, "moves": [API.move(m) for m in moves]}, moves


@settings(max_examples=24, **SETTINGS)
@given(tables)
def test_random_agents_play_legal_games_to_the_end_with_cards_conserved_and_exact_odds(table):
    players, seed = table
    doc, moves = play_random(players, seed)
    verdict = validate(doc)
    assert verdict["legal"] is True and verdict["state"]["over"] is True and verdict["state"]["end_reason"]
    assert verdict["moves_checked"] == len(moves)


def test_every_player_count_reaches_the_end():
    for players in (3, 4, 5):
        for seed in range(6):
            doc, _ = play_random(players, 1000 + seed, checks=False)
            assert validate(doc)["state"]["phase"] == "over"


@settings(max_examples=12, **SETTINGS)
@given(tables)
def test_replay_is_deterministic(table):
    doc = API.random_history(*table)
    first = json.dumps(validate(doc), sort_keys=True)
    assert json.dumps(validate(copy.deepcopy(doc)), sort_keys=True) == first
    cut = {**doc, "moves": doc["moves"][: len(doc["moves"]) // 2]}
    assert legal_moves(cut) == legal_moves(copy.deepcopy(cut))


CARDS = ("cocoa", "butter", "sugar", "milk", "nuts", "rum", "cherries", "cinnamon", "vanilla", "ginger", "mint",
         "chili", "whisk", "banana")
TOOLS = ("whisk", "pastry_bag", "measuring_cup", "spoon")


def corrupt(move: dict, players: list[str], rng: random.Random) -> dict:
    bad = copy.deepcopy(move)
    kind = rng.choice(("player", "type", "value", "value"))
    if kind == "player":
        bad["player"] = rng.choice([p for p in players + ["zed"] if p != move["player"]])
    elif kind == "type":
        bad = {"type": rng.choice([t for t in MOVES.tags if t != move["type"]]), "player": move["player"]}
        fields = {"draw": {"card": "cocoa"}, "refill": {"card": "nuts"}, "extra_draw": {"card": "nuts"},
                  "use_tool": {"tool": "whisk"}, "extra_tool": {"tool": "pastry_bag"}, "extra_pick": {"position": 1}}
        bad.update(fields.get(bad["type"], {}))
    elif "card" in bad and bad["type"] != "extra_pick":
        bad["card"] = rng.choice([c for c in CARDS if c != move["card"]])
    elif "tool" in bad:
        bad["tool"] = rng.choice([t for t in TOOLS if t != move["tool"]])
    elif bad["type"] == "stop":
        if rng.random() < 0.5:
            bad["buy"] = {"position": rng.randint(0, 8)}
        else:
            bad["dessert"] = rng.randint(2, 10)
    elif bad["type"] == "extra_pick":
        bad["position"] = rng.randint(0, 8)
    else:
        bad["player"] = "zed"
    return bad


@settings(max_examples=30, **SETTINGS)
@given(tables, st.integers(0, 2**32 - 1))
def test_any_single_corrupted_move_is_caught_at_its_own_index(table, salt):
    doc = API.random_history(*table)
    rng = random.Random(salt)
    moves = doc["moves"]
    for _ in range(4):
        i = rng.randrange(len(moves))
        bad = corrupt(moves[i], doc["players"], rng)
        prefix = {**doc, "moves": moves[:i]}
        offered = legal_moves(prefix)["moves"]
        broken = {**doc, "moves": moves[:i] + [bad] + moves[i + 1:]}
        verdict = validate(broken)
        if any(API.admits(o, bad) for o in offered):
            assert verdict["moves_checked"] > i or verdict["legal"], (i, bad, verdict["violation"])
            continue
        v = verdict["violation"]
        assert v is not None and v["move_index"] == i and v["pointer"].startswith(f"/moves/{i}"), (i, bad, v)
        assert v["message"] and "/moves" not in v["message"]
