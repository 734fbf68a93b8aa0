"""Properties (hypothesis, bounded): random agents playing through the legal moves, chance
drawn by its probabilities, reach the end for every player count and variant; every card is
in exactly one place after every move; the probabilities at a chance point are exact, sum
to 1 and match the pile; any single corrupted move is caught at its own index; replay is
deterministic; the colours a state shows on each square follow its stacks; the fewest cards
of a payment are the smallest covering sub-multiset."""

from __future__ import annotations

import copy
import json
import random
from collections import Counter
from fractions import Fraction

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from schemas.chocola import API
from service.games.chocola.cards import CHOCOLATE, CHOCOLATE_ORDER, DECORATIONS, DESSERTS
from service.games.chocola.geometry import visible_of
from service.games.chocola.payment import any_covering, covering, fewest_payments, lower_bound
from service.games.chocola.setup import deck_for
from service.referee import autoplay
from service.referee.legal import legal_options
from tests.games.chocola.helpers import validate

SETTINGS = settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
games = st.tuples(st.sampled_from([2, 3, 4]), st.booleans(), st.integers(0, 10_000))

ALL_DESSERTS = Counter(list(DESSERTS))
ALL_DECORATIONS = Counter({d.id: d.copies for d in DECORATIONS.values()})


def dealt_state(players: int, second_phase: bool, seed: int):
    body = {"players": ["ann", "bob", "cat", "dan"][:players], "seed": seed,
            "variants": {"second_phase": second_phase}}
    dealt = API.deal(API.deal_request().load(body), seed)
    return dealt, API.game.start(API.history().load(dealt))


def check_places(state) -> None:
    places = state.card_places()
    chocolate = Counter(c for k, cards in places.items() if k.startswith(("stack:", "reserve:"))
                        for c in cards) + Counter(places["discard"]) + Counter(places["removed"])
    assert chocolate == Counter(deck_for(len(state.players)))
    desserts = Counter(c for p in state.players for c in places[f"desserts:{p}"]) + Counter([state.inspiration[0]])
    decorations = Counter(c for p in state.players for c in places[f"decorations:{p}"]) + Counter(
        [state.inspiration[1]])
    pile = Counter(places["requests"]) + Counter(places["request_deck"])
    assert state.visible == visible_of(state.stacks)  # the colours the squares show (G2), kept as stacks change
    if state.phase_number == 1:
        assert desserts + pile == ALL_DESSERTS and decorations == Counter([state.inspiration[1]])
    else:
        assert decorations + pile == ALL_DECORATIONS
        assert all(n == 1 for n in desserts.values())


def check_chance(state, options) -> None:
    chance = [o for o in options if o.probability is not None]
    if not chance:
        return
    assert sum((o.probability for o in chance), Fraction(0)) == 1
    assert {o.move.card: o.probability for o in chance} == {c: Fraction(n, state.deck_size)
                                                             for c, n in state.deck.items()}


def play_to_the_end(players: int, second_phase: bool, seed: int) -> None:
    _, state = dealt_state(players, second_phase, seed)
    rng = random.Random(seed)
    check_places(state)
    moves = 0
    while not state.is_over():
        options = legal_options(state)
        assert options, state.phase
        check_chance(state, options)
        chosen = autoplay.pick(rng, options, API.autoplay_weight)
        move = API.autoplay_concretize(state, chosen, rng)
        assert state.refusal(move) is None
        state.apply(move, moves)
        moves += 1
        check_places(state)
        assert moves < 2000
    assert state.finished and state.phase_number == (2 if second_phase else 1)
    standings = state.standings()
    assert standings.provisional is False and standings.winners


@SETTINGS
@given(games)
def test_random_agents_reach_the_end_every_card_in_one_place_chance_exact(game):
    play_to_the_end(*game)


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("second_phase", [False, True])
def test_every_player_count_and_variant_reaches_the_end(players, second_phase):
    play_to_the_end(players, second_phase, 1000 + players)


def corrupt(move: dict, players: list[str], draw) -> tuple[dict, str]:
    """The move changed so that it is illegal whatever the position, and the rule it breaks."""
    kind = move["type"]
    if kind in ("draw_request", "deal_second_phase"):
        choice = draw(st.sampled_from(["player", "field"]))
        if choice == "player":
            return {**move, "player": players[0]}, "H1"
        if kind == "draw_request":
            return {**move, "card": "white_glaze_x"}, "H2"
        return {**move, "first_player": "zed"}, "E5"
    choice = draw(st.sampled_from(["stranger", "field"]))
    if choice == "stranger":
        return {**move, "player": "zed"}, "T1"
    changed = copy.deepcopy(move)
    if kind == "take_chocolate":
        changed["touched"] = [[5, 5]]
        return changed, "K3"
    if kind == "prepare":
        changed["request"] = "not_a_request"
        return changed, "P1"
    if kind == "swap_chocolate":
        changed["take"] = [-1, 0]
        return changed, "X1"
    if kind == "pass":
        return {**move, "player": "zed"}, "T1"
    if kind == "make_tray":
        changed["tray"] = [*move["tray"], "not_a_dessert"]
        return changed, "V2"
    changed["decorations"] = {**move["decorations"], "not_a_dessert": []}
    return changed, "D1"


@SETTINGS
@given(games, st.data())
def test_any_single_corrupted_move_is_caught_at_its_own_index(game, data):
    players, second_phase, seed = game
    h = API.random_history(players, seed, variants={"second_phase": second_phase})
    i = data.draw(st.integers(0, len(h["moves"]) - 1))
    broken = copy.deepcopy(h)
    broken["moves"][i], rule = corrupt(h["moves"][i], h["players"], data.draw)
    v = validate(broken)["violation"]
    assert v is not None and v["move_index"] == i and v["rule"] == rule, (h["moves"][i], v)
    assert v["pointer"].startswith(f"/moves/{i}")
    assert validate(broken, "it")["violation"]["message"] != v["message"]


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("second_phase", [False, True])
def test_replay_is_deterministic(players, second_phase):
    one = API.random_history(players, 77, variants={"second_phase": second_phase})
    two = API.random_history(players, 77, variants={"second_phase": second_phase})
    assert one == two
    assert validate(one) == validate(copy.deepcopy(one))


def _decoded(raw) -> object:
    """The move the compiled decoder makes of `raw`, or None where it leaves it to the full path."""
    import msgspec

    from schemas.chocola.moves import MOVES

    try:
        return msgspec.json.decode(json.dumps(raw).encode(), type=MOVES.types.union)
    except msgspec.ValidationError:
        return None


@pytest.mark.rule("K3")
@pytest.mark.rule("P2")
@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("second_phase", [False, True])
def test_what_the_checks_found_is_what_apply_would_work_out_itself(players, second_phase):
    """The replay hands apply what the checks found (K3's lay of a take, P2's surplus of a
    payment); applied without it, a move is logged the same way, and the state is the same."""
    from service.referee.legality import ACCEPTED, Accepted
    from service.referee.replay import replay

    loaded = API.history().load(API.random_history(players, 41, variants={"second_phase": second_phase}))
    judged = replay(API.game.start(loaded), loaded["moves"], API.game.rules).state
    alone = API.game.start(loaded)
    found = 0
    for i, move in enumerate(loaded["moves"]):
        verdict = alone.judge(move)
        assert isinstance(verdict, Accepted)
        found += verdict is not ACCEPTED
        alone.apply(move, i)
    assert found and alone.turns == judged.turns and alone.snapshot() == judged.snapshot()


@pytest.mark.parametrize("second_phase", [False, True])
def test_the_compiled_decoder_and_the_member_reader_agree_and_ignore_what_section_7_ignores(second_phase):
    """Every move of a real game is decoded by the compiled codec as the member reader reads it;
    a member of another move type or a legal-moves note is read for its JSON type, then
    ignored (section 7: the member reader's alone); an unknown member is refused."""
    from schemas.chocola.moves import MOVES

    h = API.random_history(3, 31, variants={"second_phase": second_phase})
    for raw in h["moves"]:
        move, errors = MOVES.check(raw)
        assert not errors and move == _decoded(raw), raw
        for extra in ({"chance": True, "count": 2, "probability": "1/3", "approx": 0.3, "template": False},
                      {"pay": ["milk_dark"], "tavoletta": [], "first_player": None}):
            ignored = {**raw, **{k: v for k, v in extra.items() if k not in raw}}
            assert _decoded(ignored) is None and MOVES.check(ignored) == (move, {}), ignored
        assert MOVES.check({**raw, "probability": 1})[1] == {"probability": ["Not a string."]}
        assert MOVES.check({**raw, "zzz": 1})[1] == {"zzz": [f"Unknown field for the move {raw['type']}."]}
    odd = [{"type": "take_chocolate", "player": "ann", "card": "x", "touched": [[0, True]]},
           {"type": "take_chocolate", "player": "", "card": "x", "touched": [[0, 1]]},
           {"type": "prepare", "player": "ann", "request": "x", "pay": ["a" * 65]},
           {"type": "swap_chocolate", "player": "ann", "take": [0, 1, 2], "give": "x"},
           {"type": "draw_request", "player": None, "card": 3},
           {"type": {}, "player": "ann"}, {"type": ["pass"], "player": "ann"}, ["pass"],
           {"type": "pass", "player": ["ann"]}, {"type": "draw_request", "player": {}, "card": "x"},
           {"type": "pass", "player": 3}, {"type": "swap_chocolate", "player": "ann", "take": [[0], 1], "give": "x"},
           {"type": "take_chocolate", "player": "ann", "card": "x", "touched": [[0, 1]], "pay": [1]}]
    for raw in odd:
        move, errors = MOVES.check(raw)
        assert move == _decoded(raw) and (move is None) == bool(errors), raw


GARBAGE = [None, True, 0, -1, 2 ** 70, 1.5, "", "x" * 65, "ann", [], [0], [[0, 1]], [[0, True]], ["a"], [None],
           {}, {"a": 1}, {"ann": ["milk_dark"]}]


@SETTINGS
@given(st.data())
def test_the_member_reader_never_fails_and_agrees_with_the_compiled_decoder_on_garbage(data):
    from schemas.chocola.moves import MOVES

    h = API.random_history(2, data.draw(st.integers(0, 3)), variants={"second_phase": True})
    raw = dict(data.draw(st.sampled_from(h["moves"])))
    for _ in range(data.draw(st.integers(1, 3))):
        key = data.draw(st.sampled_from([*raw, "type", "player", "card", "touched", "leave", "pay", "take", "give",
                                         "chance", "zzz"]))
        raw[key] = data.draw(st.sampled_from(GARBAGE + ["take_chocolate", "pass", "prepare", "draw_request"]))
    move, errors = MOVES.check(raw)
    assert (move is None) == bool(errors), raw
    decoded = _decoded(raw)
    if decoded is not None:
        assert move == decoded, raw


COSTS = sorted({c.cost for c in DESSERTS.values()} | {c.cost for c in DECORATIONS.values()})


@pytest.mark.rule("P3")
@settings(max_examples=300, deadline=None)
@given(reserve=st.lists(st.sampled_from(sorted(CHOCOLATE, key=CHOCOLATE_ORDER.__getitem__)), max_size=6),
       cost=st.sampled_from(COSTS))
def test_the_fewest_cards_are_the_smallest_covering_sub_multiset(reserve, cost):
    """P3's fewest cards, searched from the lower bound up, are the smallest number of cards
    of the reserve whose units cover the cost, every size from none looked at; the lower
    bound (2 units a card, at most 1 of a flavour) is never above it."""
    cards = sorted(reserve, key=CHOCOLATE_ORDER.__getitem__)
    smallest = next((size for size in range(len(cards) + 1) if covering(cards, cost, size)), None)
    assert fewest_payments(cards, cost)[0] == smallest
    if smallest is not None:
        assert lower_bound(cost) <= smallest
        assert any_covering(cards, cost, smallest) and not (smallest and any_covering(cards, cost, smallest - 1))


@pytest.mark.rule("P3")
@settings(max_examples=400, deadline=None)
@given(reserve=st.lists(st.sampled_from(sorted(CHOCOLATE, key=CHOCOLATE_ORDER.__getitem__)), max_size=6),
       cost=st.sampled_from(COSTS))
def test_some_cards_cover_a_cost_exactly_when_a_payment_of_that_many_does(reserve, cost):
    """P3's search (any_covering: the units of every combination of that many cards) answers,
    for every number of cards from none to one more than the reserve holds, what listing
    every covering payment of that many answers."""
    cards = sorted(reserve, key=CHOCOLATE_ORDER.__getitem__)
    for size in range(len(cards) + 2):
        assert any_covering(cards, cost, size) == bool(covering(cards, cost, size)), size
