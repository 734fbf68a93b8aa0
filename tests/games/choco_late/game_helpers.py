"""Builders for small hand-made Choco Late games (engine tests).

`make(...)` deals a legal setup (S2) around the cards a test cares about: the chosen lots
come first in the centre, the chosen vouchers are in the chosen hands, and the rest of the
table is filled from the unused cards of the range, in ascending order, optionally
avoiding cards that would disturb the test (`avoid`, e.g. valid vouchers for a lot).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence

from dataclasses import dataclass, field
from functools import cached_property

from marshmallow import ValidationError

from service.games.choco_late.cards import setup_table
from service.games.choco_late.moves import (AnyMove, ArrangeTrays, ChocoLateMove, ChooseLot, Join, Open, Pass, Raise,
                                            Replace, Reveal)
from service.games.choco_late.outcomes import AuctionOutcome
from service.games.choco_late.rulebook import RULES
from service.games.choco_late.setup import Setup, make_setup
from service.games.choco_late.snapshot import Snapshot
from service.games.choco_late.state import State
from service.games.choco_late.variants import Variants
from service.referee import replay as core_replay
from service.referee.legal import legal_options
from service.referee.protocol import Option
from service.referee.violations import Violation
from service.problems import schema_errors as problem_errors

Move = AnyMove


class M:
    """The moves of the tests, made by name: ``M.open("ann", 1)``, ``M.join("bob")``,
    ``M.reveal("ann", 5, 11)``, ``M.arrange_trays("ann", (15,), (3, 27))``..."""

    @staticmethod
    def choose_lot(player: str, lot: int) -> ChooseLot:
        return ChooseLot(player=player, lot=lot)

    @staticmethod
    def open(player: str, amount: int) -> Open:
        return Open(player=player, amount=amount)

    @staticmethod
    def join(player: str) -> Join:
        return Join(player=player)

    @staticmethod
    def raise_to(player: str, amount: int) -> Raise:
        return Raise(player=player, amount=amount)

    @staticmethod
    def pass_(player: str) -> Pass:
        return Pass(player=player)

    @staticmethod
    def reveal(player: str, *vouchers: int) -> Reveal:
        return Reveal(player=player, vouchers=vouchers)

    @staticmethod
    def replace(player: str, *vouchers: int) -> Replace:
        return Replace(player=player, vouchers=vouchers)

    @staticmethod
    def arrange_trays(player: str, first: Iterable[int], second: Iterable[int]) -> ArrangeTrays:
        return ArrangeTrays(player=player, trays=(tuple(first), tuple(second)))


def make(
    players: Sequence[str] = ("ann", "bob", "cat"),
    lots: Sequence[int] = (),
    hands: Mapping[str, Sequence[int]] | None = None,
    *,
    variants: Variants | None = None,
    first_player: str | None = None,
    avoid: Iterable[int] = (),
) -> Setup:
    """A legal setup (S2): `lots` first in the centre, `hands` inside the players' hands.

    The rest of the centre is filled first with the cards of `avoid` (so that no hand gets
    them), then with the lowest unused cards; the hands are completed with the lowest
    unused cards not in `avoid`; whatever is left goes to the box.
    """
    variants = variants or Variants()
    row = setup_table(variants.two_trays)[len(players)]
    hands = {p: list((hands or {}).get(p, ())) for p in players}
    used = set(lots).union(*hands.values())
    kept_out = {c for c in avoid if c not in used and c <= row.highest_card}
    pool = sorted(kept_out) + [c for c in row.cards_used if c not in used and c not in kept_out]
    centre = list(lots) + pool[: row.lots - len(lots)]
    pool = pool[row.lots - len(lots):]
    free = [c for c in pool if c not in kept_out]
    for p in players:
        missing = row.vouchers - len(hands[p])
        if missing > len(free):
            raise ValueError("not enough cards outside `avoid` to fill the hands")
        hands[p] += free[:missing]
        free = free[missing:]
    box = sorted(free + [c for c in pool if c in kept_out])
    return make_setup(players, variants, centre, hands, first_player, box)


@dataclass(frozen=True)
class Offer:
    """One kind of move the legal moves offer a player (the tests' view of an entry: a range,
    not an enumeration).

    - choose_lot: `lots` (the centre); arrange_trays: `lots` (the player's collection).
    - open / raise: any `amount` from `min_amount` to `max_amount`; join: `amount` is the
      offer it matches; pass: nothing.
    - reveal: exactly `count` distinct vouchers from `hand`; `valid_vouchers` are the ones
      valid for the lot (V2). replace: exactly `count` distinct ones from `valid_vouchers`.

    `rule` is the rule that allows the move."""

    type: type[ChocoLateMove]
    player: str
    rule: str | None
    lots: tuple[int, ...] | None = None
    min_amount: int | None = None
    max_amount: int | None = None
    amount: int | None = None
    count: int | None = None
    hand: tuple[int, ...] | None = None
    valid_vouchers: tuple[int, ...] | None = None


@dataclass(frozen=True)
class LegalMoves:
    """The legal moves of a state, as the family's core derives them (the options' moves)."""

    phase: str
    to_act: tuple[str, ...]
    moves: tuple[Offer, ...]
    finished: bool = False


def kind_of(option: Option) -> Offer:
    """A legal-moves entry read back as the kind of move with ranges it states (the tests'
    view: `lots`, `min_amount`..., from its `choose` and what it tells beside)."""
    m, choose, info = option.move, option.choose, option.info
    t, rule = type(m), option.rule
    match m:
        case ChooseLot():
            return Offer(t, m.player, rule, lots=choose["lot"].values)
        case Open() | Raise():
            return Offer(t, m.player, rule, min_amount=choose["amount"].min, max_amount=choose["amount"].max)
        case Join():
            return Offer(t, m.player, rule, amount=info["offer"])
        case Reveal():
            v = choose["vouchers"]
            assert v.min_items == v.max_items
            return Offer(t, m.player, rule, count=v.min_items, hand=v.values, valid_vouchers=info["valid_vouchers"])
        case Replace():
            v = choose["vouchers"]
            assert v.min_items == v.max_items
            return Offer(t, m.player, rule, count=v.min_items, valid_vouchers=v.values)
        case ArrangeTrays():
            assert option.sample and m.trays == (info["lots"], ())
            return Offer(t, m.player, rule, lots=info["lots"])
    return Offer(t, m.player, rule)


def legal_moves(state: State) -> LegalMoves:
    options = tuple(kind_of(o) for o in legal_options(state))
    return LegalMoves(state.phase, tuple(dict.fromkeys(o.player for o in options)), options, state.finished)


@dataclass(frozen=True)
class Replay:
    """The family's replay of a history, with what the Choco Late tests look at."""

    setup: Setup
    legal: bool
    violation: Violation | None
    moves_checked: int
    auctions: tuple[AuctionOutcome, ...]
    game: State = field(repr=False, compare=False)

    @cached_property
    def state(self) -> Snapshot:
        return self.game.snapshot()

    @cached_property
    def legal_moves(self) -> LegalMoves | None:
        return legal_moves(self.game) if self.legal else None

    @property
    def finished(self) -> bool:
        return self.game.finished


def replay(setup: Setup, moves: Sequence[Move]) -> Replay:
    result = core_replay.replay(State(setup), moves, RULES)
    state = result.state
    return Replay(setup, result.legal, result.violation, result.moves_checked, tuple(state.auctions), state)


def play_all(setup: Setup, moves: Sequence[Move]) -> State:
    """Play `moves` one by one (raising at the first illegal one)."""
    game = State(setup)
    for move in moves:
        game.play(move)
    return game


def option_of(legal: LegalMoves, player: str, mtype: type[ChocoLateMove]) -> Offer | None:
    for option in legal.moves:
        if option.player == player and option.type is mtype:
            return option
    return None


# --- An oracle, written apart from the engine: does a concrete move fit an option? ------


def fits(option: Offer, move: Move) -> bool:
    """Whether `move` is an instance of `option` (same player and type, params in range).
    Used by the property tests to compare `legal_moves` with `check`."""
    if type(move) is not option.type or move.player != option.player:
        return False
    match move:
        case ChooseLot():
            return move.lot in option.lots
        case Open() | Raise():
            return option.min_amount <= move.amount <= option.max_amount
        case Join() | Pass():
            return True
        case Reveal() | Replace():
            vs = move.vouchers
            pool = option.hand if type(move) is Reveal else option.valid_vouchers
            return len(vs) == option.count and len(set(vs)) == len(vs) and all(v in pool for v in vs)
        case ArrangeTrays():
            flat = [lot for tray in move.trays for lot in tray]
            return len(flat) == len(set(flat)) and sorted(flat) == sorted(option.lots)
    return False


def offered(legal: LegalMoves, move: Move) -> bool:
    return any(fits(o, move) for o in legal.moves)


# --- Concrete moves from options, for random agents --------------------------------------


def concretise(option: Offer, rng: random.Random, lot: int | None = None) -> Move:
    """A random concrete move within `option` (smaller amounts and valid vouchers are
    likelier, as with real players)."""
    t, p = option.type, option.player
    if t is ChooseLot:
        return ChooseLot(player=p, lot=rng.choice(option.lots))
    if t is Open or t is Raise:
        lo, hi = option.min_amount, option.max_amount
        amount = lo if rng.random() < 0.6 else rng.randint(lo, min(hi, lo + 2))
        return t(player=p, amount=amount)
    if t is Join or t is Pass:
        return t(player=p)
    if t is Reveal:
        valid = list(option.valid_vouchers)
        invalid = [v for v in option.hand if v not in set(valid)]
        rng.shuffle(valid)
        rng.shuffle(invalid)
        if rng.random() < 0.75 and len(valid) >= option.count:
            picked = valid[: option.count]
        else:
            mixed = list(option.hand)
            rng.shuffle(mixed)
            picked = mixed[: option.count]
        return Reveal(player=p, vouchers=tuple(picked))
    if t is Replace:
        return Replace(player=p, vouchers=tuple(rng.sample(option.valid_vouchers, option.count)))
    lots = list(option.lots)
    rng.shuffle(lots)
    cut = rng.randint(0, len(lots))
    return ArrangeTrays(player=p, trays=(tuple(lots[:cut]), tuple(lots[cut:])))


def random_move(legal: LegalMoves, rng: random.Random, pass_bias: float = 0.0) -> Move:
    """A random legal move: a random option (pass more often with `pass_bias`), made
    concrete."""
    options = list(legal.moves)
    passes = [o for o in options if o.type is Pass]
    if passes and rng.random() < pass_bias:
        return concretise(rng.choice(passes), rng)
    return concretise(rng.choice(options), rng)


def random_game(setup: Setup, rng: random.Random, max_moves: int = 5000, pass_bias: float = 0.3) -> list[Move]:
    """A whole game (to the end, trays arranged) played by random agents."""
    game = State(setup)
    moves: list[Move] = []
    while not game.is_over() and len(moves) < max_moves:
        move = random_move(legal_moves(game), rng, pass_bias)
        game.play(move)
        moves.append(move)
    assert game.is_over(), "random game did not finish"
    return moves


def replay_ok(setup: Setup, moves: Sequence[Move]):
    result = replay(setup, moves)
    assert result.legal, result.violation and (result.violation, result.violation.message())
    return result


# --- Moves that break the schema -----------------------------------------------------------


def schema_errors(moves: Sequence[object]) -> dict[str, str]:
    """The schema's errors (a 422, before any rule is asked) on a history of these moves
    (JSON), each message by its pointer; {} when the moves are read."""
    from schemas.choco_late import API, examples

    try:
        API.history().load({**examples.HISTORY, "moves": list(moves)})
    except ValidationError as error:
        return {e["pointer"]: e["message"] for e in problem_errors(error)[1]}
    return {}
