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

from service.games.choco_late.cards import setup_table
from service.games.choco_late.moves import Move, MoveOption, MoveType
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

M = Move  # Move.open("ann", 1), Move.join("bob"), Move.raise_to(...), Move.pass_(...), ...


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
class LegalMoves:
    """The legal moves of a state, as the family's core derives them (the options' moves)."""

    phase: str
    to_act: tuple[str, ...]
    moves: tuple[MoveOption, ...]
    finished: bool = False


def kind_of(option: Option) -> MoveOption:
    """A legal-moves entry read back as the kind of move with ranges it states (the tests'
    view: `lots`, `min_amount`..., from its `choose` and what it tells beside)."""
    m, choose, info = option.move, option.choose, option.info
    t = m.type
    if t is MoveType.CHOOSE_LOT:
        return MoveOption(t, m.player, option.rule, lots=choose["lot"].values)
    if t in (MoveType.OPEN, MoveType.RAISE):
        return MoveOption(t, m.player, option.rule, min_amount=choose["amount"].min, max_amount=choose["amount"].max)
    if t is MoveType.JOIN:
        return MoveOption(t, m.player, option.rule, amount=info["offer"])
    if t is MoveType.REVEAL:
        v = choose["vouchers"]
        assert v.min_items == v.max_items
        return MoveOption(t, m.player, option.rule, count=v.min_items, hand=v.values,
                          valid_vouchers=info["valid_vouchers"])
    if t is MoveType.REPLACE:
        v = choose["vouchers"]
        assert v.min_items == v.max_items
        return MoveOption(t, m.player, option.rule, count=v.min_items, valid_vouchers=v.values)
    if t is MoveType.ARRANGE_TRAYS:
        assert option.sample and m.trays == (info["lots"], ())
        return MoveOption(t, m.player, option.rule, lots=info["lots"])
    return MoveOption(t, m.player, option.rule)


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


def option_of(legal: LegalMoves, player: str, mtype: MoveType) -> MoveOption | None:
    for option in legal.moves:
        if option.player == player and option.type is mtype:
            return option
    return None


# --- An oracle, written apart from the engine: does a concrete move fit an option? ------


def fits(option: MoveOption, move: Move) -> bool:
    """Whether `move` is an instance of `option` (same player and type, params in range,
    no stray field). Used by the property tests to compare `legal_moves` with `check`."""
    if move.type is not option.type or move.player != option.player:
        return False
    wanted = {
        MoveType.CHOOSE_LOT: "lot", MoveType.OPEN: "amount", MoveType.RAISE: "amount",
        MoveType.REVEAL: "vouchers", MoveType.REPLACE: "vouchers", MoveType.ARRANGE_TRAYS: "trays",
    }.get(move.type)  # fmt: skip
    for name in ("lot", "amount", "vouchers", "trays"):
        if name != wanted and getattr(move, name) is not None:
            return False
    t = move.type
    if t is MoveType.CHOOSE_LOT:
        return type(move.lot) is int and move.lot in option.lots
    if t in (MoveType.OPEN, MoveType.RAISE):
        return type(move.amount) is int and option.min_amount <= move.amount <= option.max_amount
    if t in (MoveType.JOIN, MoveType.PASS):
        return True
    if t in (MoveType.REVEAL, MoveType.REPLACE):
        vs = move.vouchers
        pool = option.hand if t is MoveType.REVEAL else option.valid_vouchers
        return (
            isinstance(vs, tuple)
            and len(vs) == option.count
            and len(set(vs)) == len(vs)
            and all(type(v) is int and v in pool for v in vs)
        )
    trays = move.trays
    if not isinstance(trays, tuple) or len(trays) != 2:
        return False
    flat = [lot for tray in trays for lot in tray]
    return len(flat) == len(set(flat)) and sorted(flat) == sorted(option.lots)


def offered(legal: LegalMoves, move: Move) -> bool:
    return any(fits(o, move) for o in legal.moves)


# --- Concrete moves from options, for random agents --------------------------------------


def concretise(option: MoveOption, rng: random.Random, lot: int | None = None) -> Move:
    """A random concrete move within `option` (smaller amounts and valid vouchers are
    likelier, as with real players)."""
    t, p = option.type, option.player
    if t is MoveType.CHOOSE_LOT:
        return Move(t, p, lot=rng.choice(option.lots))
    if t in (MoveType.OPEN, MoveType.RAISE):
        lo, hi = option.min_amount, option.max_amount
        amount = lo if rng.random() < 0.6 else rng.randint(lo, min(hi, lo + 2))
        return Move(t, p, amount=amount)
    if t in (MoveType.JOIN, MoveType.PASS):
        return Move(t, p)
    if t is MoveType.REVEAL:
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
        return Move(t, p, vouchers=tuple(picked))
    if t is MoveType.REPLACE:
        return Move(t, p, vouchers=tuple(rng.sample(option.valid_vouchers, option.count)))
    lots = list(option.lots)
    rng.shuffle(lots)
    cut = rng.randint(0, len(lots))
    return Move(t, p, trays=(tuple(lots[:cut]), tuple(lots[cut:])))


def random_move(legal: LegalMoves, rng: random.Random, pass_bias: float = 0.0) -> Move:
    """A random legal move: a random option (pass more often with `pass_bias`), made
    concrete."""
    options = list(legal.moves)
    passes = [o for o in options if o.type is MoveType.PASS]
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
