"""The Chokowerewolf (W1-W9): two revealed together activate once, with two activators
(W1), whose starter W8 decides; the slaughter goes round the table, each victim losing the
order number of a card taken unseen from their hand (W2, W3), or 4 with an empty hand (W4),
nothing when quarantined (W5); players without Chokos are skipped (W6); each loss is one
effect (W7); a 5 or a 6 ends it (W9)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from service.referee.violations import Refusal

from service.referee.legality import Finding

from . import events as ev
from .activation import complete
from .cards import CHOKOWEREWOLF, ORDER, italian
from .end import after_effect
from .quarantine import double, end_all, shielded
from .rulebook import RULES

if TYPE_CHECKING:
    from .moves import SlaughterPick, Toss
    from .state import State

EMPTY_HAND_LOSS = 4
GOES_ON_UP_TO = 4  # order numbers 1-4 let the slaughter go on; 5 and 6 end it


class Slaughter:
    """A slaughter under way (the state's `slaughter`): who picks, from whom, and who has
    been attacked so far (in order)."""

    __slots__ = ("picker", "victim", "attacked")

    def __init__(self, picker: str) -> None:
        self.picker = picker
        self.victim: str | None = None
        self.attacked: list[str] = []

    def visit(self, victim: str) -> None:
        """The slaughter reaches `victim`."""
        self.victim = victim

    def pass_on(self) -> None:
        """The victim becomes the picker (W3 with 1-4, W4)."""
        self.picker = self.victim  # type: ignore[assignment]  # a pass is asked of a visited victim

    def attack(self, victim: str) -> None:
        """`victim` counts as attacked (Q5), once."""
        if victim not in self.attacked:
            self.attacked.append(victim)


@RULES.decides("W1")
def two_at_once(state: State, kind: str, players: list[str]) -> bool:
    """W1: two Chokowerewolves revealed in one step are not annulled (P1): they form a pair
    pending activation, with both players as its activators. True when that is the case."""
    if kind != CHOKOWEREWOLF or len(players) != 2:
        return False
    state.pend(kind, tuple(players))
    state.record(two_at_once.rule, ev.PAIRED, card=kind, players=list(players))
    return True


@RULES.decides("W8")
def starter(state: State, activators: tuple[str, ...]) -> tuple[str | None, str]:
    """W8: of the two activators of W1, the one holding fewer Chokos when the pair's
    activation begins starts; if equal, the younger (S6); if still equal, or without ages,
    a toss names the starter (D5). Returns (starter or None for a toss, how)."""
    a, b = activators
    ca, cb = state.chokos[a], state.chokos[b]
    if ca != cb:
        return (a if ca < cb else b), ev.BY_CHOKOS
    ages = state.ages
    if ages is not None and ages[a] != ages[b]:
        return (a if ages[a] < ages[b] else b), ev.BY_AGE
    return None, ev.BY_TOSS


def toss_check(state: State, move: Toss) -> Refusal | None:
    """W8: a `toss` naming anyone but the two activators is refused."""
    tossers = state.tossers
    if move.player not in tossers:  # type: ignore[operator]  # set while the phase that reads it lasts
        return RULES.cite(starter, ("toss_not_activator", {"player": move.player,
                                                           "activators": " / ".join(tossers)}, "player"))  # type: ignore[arg-type]  # set while the phase that reads it lasts
    return None


def begin(state: State, activators: tuple[str, ...]) -> bool:
    """The Chokowerewolf pair's activation. True while it waits for a move (or the game is
    over); False when its slaughter is over."""
    if len(activators) == 2:
        first, by = starter(state, activators)
        if first is None:
            state.await_toss(activators)
            return True
        state.record(starter.rule, ev.STARTER, player=first, by=by)
    else:
        first = activators[0]
    return _start(state, first)


def toss(state: State, move: Toss) -> bool:
    """The toss names the starter (W8)."""
    state.end_toss()
    state.record(starter.rule, ev.STARTER, player=move.player, by=ev.BY_TOSS)
    return _start(state, move.player)


def _start(state: State, picker: str) -> bool:
    state.start_slaughter(picker)
    return _next_visit(state)


@RULES.decides("W6")
def victim_of(state: State, picker: str) -> str:
    """W6: the victim is the first player to the picker's left who holds Chokos; players
    without Chokos are skipped (never victims), but having none never stops a picker."""
    chokos = state.chokos
    for player in state.opponents[picker]:
        if chokos[player]:
            return player
        state.record(victim_of.rule, ev.SKIPPED, player=player)
    raise AssertionError("a slaughter with a single holder: the game was over (E1)")


def _next_visit(state: State) -> bool:
    """Round the table until a victim with cards is met (a pick is awaited) or the game
    ends; empty hands are visited without a move (W4). Bounded: each visit to a holder who
    is not quarantined costs them Chokos (at most one player is quarantined, C2)."""
    slaughter = state.slaughter
    hands = state.hands
    while True:
        victim = victim_of(state, slaughter.picker)  # type: ignore[union-attr]  # set while the phase that reads it lasts
        slaughter.visit(victim)  # type: ignore[union-attr]  # set while the phase that reads it lasts
        if hands[victim]:
            state.await_pick()
            return True
        if empty_hand(state, victim):
            return True
        slaughter.pass_on()  # type: ignore[union-attr]  # set while the phase that reads it lasts


@RULES.refuses("W2")
def slaughter_pick_check(state: State, move: SlaughterPick) -> Finding | None:
    """W2: the picker takes one card unseen from the victim's hand: the move names it, and
    it must be there."""
    victim = state.slaughter.victim  # type: ignore[union-attr]  # set while the phase that reads it lasts
    if move.card not in state.hands[victim]:  # type: ignore[index]  # set while the phase that reads it lasts
        return "not_in_victim_hand", {"card": move.card, "card_it": italian(move.card), "victim": victim}, "card"
    return None


def pick(state: State, move: SlaughterPick) -> bool:
    """W2, W3: the card is discarded and the victim loses its order number; the slaughter
    goes on (True: a move is awaited, or the game is over) or ends (False)."""
    slaughter = state.slaughter
    assert slaughter is not None  # set while the slaughter lasts
    victim, card = slaughter.victim, move.card
    assert victim is not None  # a pick is asked of a visited victim
    state.discard_from_hand(victim, card)
    if loss(state, victim, card):
        return True
    if ORDER[card] <= GOES_ON_UP_TO:
        slaughter.pass_on()
        return _next_visit(state)
    return end(state, victim, card)


@RULES.decides("W3")
def loss(state: State, victim: str, card: str) -> bool:
    """W3: the victim loses as many Chokos as the card's order number (C3), to the pool;
    with 1-4 they pick next, with 5 or 6 the slaughter ends (W9). True when the game is
    over."""
    return hit(state, victim, ORDER[card], loss.rule, card)


@RULES.decides("W4")
def empty_hand(state: State, victim: str) -> bool:
    """W4: a victim without cards loses 4 Chokos, with no move, becomes the picker, and the
    slaughter goes on. True when the game is over."""
    return hit(state, victim, EMPTY_HAND_LOSS, empty_hand.rule, None)


@RULES.decides("W7")
def hit(state: State, victim: str, owed: int, rule: str, card: str | None) -> bool:
    """W7: each victim's loss is one effect (E2): the game may end mid-slaughter (E1). The
    victim counts as attacked (Q5) whatever they lose (W5). True when the game is over."""
    state.slaughter.attack(victim)  # type: ignore[union-attr]  # set while the phase that reads it lasts
    if spared(state, victim, owed, card):
        return False
    before = dict(state.chokos)
    paid = state.lose(victim, owed)
    state.record_chokos(rule, ev.ELIMINATED, victim, paid, owed, card)
    return after_effect(state, (victim,), before)


@RULES.decides("W5")
def spared(state: State, victim: str, owed: int, card: str | None) -> bool:
    """W5: a quarantined victim loses nothing, under W3 or W4 (Q3); all else is as for
    anyone: a card is taken, its number decides whether the slaughter goes on, and they
    pick next if it does."""
    if not shielded(state, victim, CHOKOWEREWOLF):
        return False
    if card is None:
        state.record(spared.rule, ev.SHIELDED, player=victim, chokos=owed)
    else:
        state.record(spared.rule, ev.SHIELDED, player=victim, chokos=owed, card=card)
    return True


@RULES.decides("W9")
def end(state: State, victim: str, card: str) -> bool:
    """W9: after a 5 or a 6: the doubling (Q5), then every quarantine ends (Q6), then the
    Chokowerewolf pair is discarded and activation goes on with the next pending pair.
    True when the game is over (it cannot end by a doubling, which only adds)."""
    slaughter = state.slaughter
    state.record(end.rule, ev.SLAUGHTER_END, player=victim, card=card)
    if double(state, slaughter.attacked):  # type: ignore[union-attr]  # set while the phase that reads it lasts
        return True
    end_all(state)
    state.end_slaughter()
    complete(state)
    return False
