"""The checks a move is asked by phase (legality.CHECKS) refuse exactly as the whole order of
H4 (legality.ORDER: E5, H2, then the move's own checks) would: the same rule, code, params
and field, or none, for every kind of move in every state along random games; and the game
is over exactly in phase OVER, which is why E5 is asked there only."""

from __future__ import annotations

import random

import pytest

from schemas.chokomannaro import API
from service.games.chokomannaro.cards import COPIES
from service.games.chokomannaro.legality import CHECKS, ORDER
from service.games.chokomannaro.moves import MOVES, AnyMove
from service.games.chokomannaro.phases import Phase
from service.referee import autoplay
from service.referee.legal import legal_options
from service.referee.legality import first_refusal
from tests.games.chokomannaro.positions import M

NAMES = ("ann", "bob", "cat", "dan", "eve", "fay")
CARDS = tuple(COPIES)


def probes(state, rng: random.Random) -> list[AnyMove]:
    """The state's candidates, and moves of every type by every player (and one who is not
    playing) in the shapes the schemas let through: every card, a target or a victim right or
    wrong, an echo or none."""
    who = [*state.players, "zed"]
    out = list(state.candidates())
    for player in who:
        out += [M.quarantine(player, True), M.quarantine(player, False), M.toss(player)]
        for target in who:
            out.append(M.aim(player, target, rng.choice((None, *CARDS))))
        for card in CARDS:
            victim = rng.choice((None, *who))
            out += [M.play(player, card), M.peek(player, card), M.peek_pick(player, card),
                    M.slaughter_pick(player, card, victim), M.draw(player, card)]
    return out


def states(players: int, seed: int):
    """Every state along a game played through the legal moves (the last one over)."""
    dealt = API.deal(API.deal_request().load({"players": list(NAMES[:players])}), seed)
    state = API.game.start(API.history().load(dealt))
    rng = random.Random(seed)
    index = 0
    while True:
        yield state
        if state.is_over():
            return
        state.apply(autoplay.pick(rng, legal_options(state)).move, index)
        index += 1


@pytest.mark.rule("H4")
@pytest.mark.rule("E5")
@pytest.mark.rule("H2")
@pytest.mark.parametrize("players,seed", [(2, 11), (3, 12), (4, 13), (6, 14)])
def test_the_checks_of_a_phase_refuse_as_the_whole_order(players, seed):
    rng = random.Random(seed)
    asked: set[tuple[Phase, type]] = set()
    refused = 0
    for i, state in enumerate(states(players, seed)):
        assert state.finished is (state.phase is Phase.OVER)
        if i % 3 and not state.finished:
            continue
        for move in probes(state, rng):
            whole = first_refusal(ORDER[type(move)], state, move)
            assert state.refusal(move) == whole, (state.phase, move)
            asked.add((state.phase, type(move)))
            refused += whole is not None
    assert refused > 1000 and len(asked) >= 6 * len(MOVES.classes)


def test_every_phase_asks_every_move_type_checks_of_its_order_in_their_order():
    for phase, table in CHECKS.items():
        assert set(table) == set(MOVES.classes)
        for kind, checks in table.items():
            order = [getattr(c, "rule", c) for c in ORDER[kind]]  # a dispatcher cites the rule it asks
            rules = [getattr(c, "rule", c) for c in checks]
            assert rules and [order.index(r) for r in rules] == sorted(order.index(r) for r in rules), (phase, kind)
