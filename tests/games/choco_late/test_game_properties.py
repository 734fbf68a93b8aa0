"""Properties of the engine, on random games played to the end by random agents.

- a random game (agents choosing among `legal_moves`, ranges made concrete) replays as legal;
- replaying a history twice gives identical results;
- every card is in exactly one place after every move;
- in every state, `legal_moves` and `check` agree: every concrete instance of an offered
  move is accepted by `play`, and a sample of other moves (another player, type, amount,
  voucher, lot, trays) is accepted exactly when an oracle written apart from the
  engine (`game_helpers.fits`) says the legal moves cover it;
- a history with one corrupted move is refused at that move, unless the corruption
  happens to be legal (then the verdict, if any, comes later).
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from msgspec.structs import replace

from tests.games.choco_late.game_helpers import Move, concretise, offered, random_move
from service.games.choco_late.cards import setup_table
from tests.games.choco_late.game_helpers import legal_moves, replay
from service.games.choco_late.state import State
from service.games.choco_late.moves import (MOVES, ArrangeTrays, ChocoLateMove, ChooseLot, Open, Pass, Raise, Replace,
                                            Reveal)
from service.games.choco_late.rulebook import RULES
from service.referee.legal import legal_options
from service.referee.protocol import Between, OneOf
from service.games.choco_late.setup import deal
from service.games.choco_late.variants import Variants

NAMES = ("ann", "bob", "cat", "dan", "eve", "fay")
SETTINGS = dict(deadline=None, suppress_health_check=[HealthCheck.too_slow], derandomize=False)


@st.composite
def tables(draw, max_players: int = 6):
    free_bidding = draw(st.booleans())
    best_wins = draw(st.booleans())
    two_trays = draw(st.booleans())
    n = draw(st.integers(2, 4 if two_trays else max_players))
    variants = Variants(free_bidding, best_wins, two_trays)
    seed = draw(st.integers(0, 2**32 - 1))
    return deal(NAMES[:n], variants, seed), draw(st.integers(0, 2**32 - 1))


def cards_in_place(game: State) -> None:
    places = game.card_places()
    cards = sorted(c for cs in places.values() for c in cs)
    assert cards == list(range(1, setup_table(game.variants.two_trays)[len(game.players)].highest_card + 1)), places


def of_class(kind: type[ChocoLateMove], player: str, game: State, rng: random.Random) -> Move:
    """A move of class `kind` by `player`, its field a value near the ones the game takes."""
    hand = sorted(game.hands.get(player, ()))
    if kind is ChooseLot:
        return ChooseLot(player=player, lot=rng.randint(1, 100))
    if kind is Open or kind is Raise:
        return kind(player=player, amount=rng.randint(0, 4))
    if kind is Reveal or kind is Replace:
        return kind(player=player, vouchers=tuple(rng.sample(hand, min(len(hand), rng.randint(0, 3)))))
    if kind is ArrangeTrays:
        return ArrangeTrays(player=player, trays=((), tuple(game.collections.get(player, ()))))
    return kind(player=player)


def mutations(game: State, move: Move, rng: random.Random) -> list[Move]:
    """Moves near `move`: another player, type, amount, voucher, lot, trays."""
    players = list(game.players) + ["zed"]
    hand = sorted(game.hands.get(move.player, ()))
    card = rng.randint(1, 100)
    out = [replace(move, player=rng.choice(players)), of_class(rng.choice(MOVES.classes), move.player, game, rng)]
    match move:
        case Open() | Raise():
            for amount in (move.amount - 1, move.amount + 1, 0, len(hand), len(hand) + 1):
                out.append(replace(move, amount=amount))
        case Reveal() | Replace() if move.vouchers:
            vs = list(move.vouchers)
            i = rng.randrange(len(vs))
            out.append(replace(move, vouchers=tuple(vs[:i] + [card] + vs[i + 1:])))
            out.append(replace(move, vouchers=tuple(vs + [vs[i]])))
            out.append(replace(move, vouchers=tuple(vs[:-1])))
            if hand:
                out.append(replace(move, vouchers=tuple(vs[:i] + [rng.choice(hand)] + vs[i + 1:])))
        case ChooseLot():
            out.append(replace(move, lot=card))
        case ArrangeTrays():
            first, second = move.trays
            out.append(replace(move, trays=(second, first)))
            out.append(replace(move, trays=(first + (card,), second)))
    out.append(Pass(player=move.player))
    out.append(replace(move, player="zed"))
    return out


def play_checking_every_state(setup, rng: random.Random) -> list[Move]:
    """Play a random game to the end, checking legal_moves against check in every state."""
    game = State(setup)
    moves: list[Move] = []
    while True:
        legal = legal_moves(game)
        assert legal.phase == game.phase
        if game.is_over():
            assert legal.moves == () and legal.to_act == ()
            break
        assert legal.moves, f"no legal move in phase {game.phase}"  # never stuck
        assert set(legal.to_act) == {o.player for o in legal.moves}
        # every option: a concrete instance is accepted by check and by play (on a copy)
        for option in legal.moves:
            sample = concretise(option, rng)
            assert game.refusal(sample) is None, (option, sample, game.refusal(sample))
            twin = game.copy()
            twin.play(sample)
            cards_in_place(twin)
        move = random_move(legal, rng, pass_bias=0.3)
        # moves near it: accepted exactly when the legal moves cover them
        for candidate in mutations(game, move, rng):
            refusal = game.refusal(candidate)
            assert (refusal is None) == offered(legal, candidate), (candidate, refusal, legal)
            if refusal is not None:
                v = RULES.at_move(refusal, len(moves))
                assert v.pointer.startswith(f"/moves/{len(moves)}")
                assert v.message("en") and v.message("it")
        game.play(move)
        moves.append(move)
        cards_in_place(game)
    return moves


@settings(max_examples=100, **SETTINGS)
@given(tables())
def test_random_games_agree_with_legal_moves_in_every_state(table):
    setup, seed = table
    moves = play_checking_every_state(setup, random.Random(seed))
    result = replay(setup, moves)
    assert result.legal and result.state.phase == "over" and result.state.finished
    assert sum(len(c) for c in result.state.collections.values()) == len(
        [a for a in result.auctions if a.result == "won"]
    )


@settings(max_examples=150, **SETTINGS)
@given(tables())
def test_replay_is_legal_repeatable_and_consistent(table):
    setup, seed = table
    rng = random.Random(seed)
    game = State(setup)
    moves = []
    while not game.is_over():
        moves.append(random_move(legal_moves(game), rng, pass_bias=0.3))
        game.play(moves[-1])
    first, second = replay(setup, moves), replay(setup, tuple(moves))
    assert first.legal and first.violation is None and first.moves_checked == len(moves)
    assert first == second
    assert first.state == second.state == game.snapshot()
    assert first.legal_moves == second.legal_moves
    for a in first.auctions:
        assert a.result in ("won", "removed", "returned")
        assert (a.winner is not None) == (a.result == "won")
        if a.winner is not None:
            assert a.winner in a.participants and a.winner not in a.forfeited
        assert a.decided_by[0] in ("A4a", "A4b", "A4c", "A5")
        assert a.first_move is not None and a.last_move >= a.first_move
        if a.pile:
            assert setup.variants.best_wins and "W5" in a.decided_by and list(a.pile) == sorted(a.pile)


@settings(max_examples=200, **SETTINGS)
@given(tables(max_players=4), st.data())
def test_one_corrupted_move_is_caught_at_its_index(table, data):
    setup, seed = table
    rng = random.Random(seed)
    game = State(setup)
    moves: list[Move] = []
    snapshots: list[State] = []
    while not game.is_over():
        snapshots.append(game.copy())
        moves.append(random_move(legal_moves(game), rng, pass_bias=0.3))
        game.play(moves[-1])
    i = data.draw(st.integers(0, len(moves) - 1), label="index")
    before = snapshots[i]
    candidates = [m for m in mutations(before, moves[i], rng) if m != moves[i]]
    corrupted = data.draw(st.sampled_from(candidates), label="corrupted")
    history = moves[:i] + [corrupted] + moves[i + 1:]
    result = replay(setup, history)
    if offered(legal_moves(before), corrupted):
        assert result.legal or result.violation.move_index > i
    else:
        assert not result.legal
        assert result.violation.move_index == i, (corrupted, result.violation)
        assert result.violation.pointer.startswith(f"/moves/{i}")
        assert result.moves_checked == i
        assert result.state == before.snapshot()


def test_the_phase_kept_after_every_move_is_the_phase_the_state_derives():
    """The state keeps `phase` up to date in apply (cheaper than deriving it on every read):
    after every move of every sample game it is what _phase_now derives."""
    from service.referee.replay import replay
    from tests.conformance.test_conformance import api_of, load, sample_histories

    api = api_of("choco-late")
    checked = 0
    for history in sample_histories("choco-late"):
        loaded = load(api, history)
        state = api.game.start(loaded)
        for index, move in enumerate(loaded["moves"]):
            assert replay(state, [move], api.game.rules, index).legal
            assert state.phase is state._phase_now(), (index, state.phase)
            checked += 1
    assert checked > 100


def _first(choice):
    """The first value an open field allows (API 3.0.0: what an entry's move holds)."""
    if isinstance(choice, OneOf):
        return choice.values[0]
    if isinstance(choice, Between):
        return choice.min
    return tuple(choice.values[: choice.min_items])


@pytest.mark.rule("E2")
def test_every_entry_s_move_is_a_complete_legal_move_holding_its_first_values():
    """A legal-moves entry's move is a complete move of its class, legal as it is: each open
    field holds the first value `choose` allows (a choose_lot the centre's first lot, an open
    or a raise the least amount, a reveal or a replacement the first vouchers), and the sample
    arrangement puts the whole collection in the first tray (C3); written as JSON it is the
    entry's `move`, and the candidate the checks were asked about; the entry names the rule
    that allows it."""
    from schemas.choco_late import API
    from schemas.common import entry_json
    from service.referee.catalogue import catalogue_of
    from service.referee.protocol import SubsetOf
    from tests.conformance.test_conformance import api_of, load, sample_histories

    api = api_of("choco-late")
    kinds = set()
    for history in sample_histories("choco-late"):
        loaded = load(api, history)
        state = api.game.start(loaded)
        for index, move in enumerate([*loaded["moves"], None]):
            candidates = list(state.candidates())
            for option in legal_options(state):
                m = option.move
                kinds.add(type(m))
                assert m in candidates and state.refusal(m) is None, m
                assert option.rule in catalogue_of("choco-late").rule_ids, option  # the rule that allows it
                for name, choice in option.choose.items():
                    assert getattr(m, name) == _first(choice), (m, name, choice)
                    assert not isinstance(choice, SubsetOf) or choice.min_items == choice.max_items
                if isinstance(m, ArrangeTrays):
                    assert option.sample and m.trays == (tuple(state.collections[m.player]), ())
                assert entry_json(API, option)["move"] == API.move(m)
            if move is not None:
                state.apply(move, index)
    assert kinds == set(MOVES.classes)
