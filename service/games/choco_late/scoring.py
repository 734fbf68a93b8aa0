"""Final scores and winners (C2, C3, W6, W7) from the players' collections.

:func:`score_final` takes what each player holds at the end (their lots, with `two_trays`
their two trays if they arranged them, with `best_wins` their pile) and answers every
player's trays and total, the ranking, the winners, and how a tie was settled:

- one tray per player (C2), or two with `two_trays` (C3): the trays given, or else a best
  arrangement found by :func:`split.best_split` (arrangement "best_split", with whether it
  is proven optimal);
- W6: the highest total wins; all players on it win together;
- W7 (`best_wins`): among players tied on the highest total, the highest pile top wins;
  empty piles rank below any pile; if every tied player's pile is empty they win together.

The ranking is by total, then (with `best_wins`) by the W7 order among equal totals, then
by the order of the players in the input.

Every refusal is a RuleViolation citing the rule, with a JSON pointer into the final
document (`pointer` + "/players/{i}/lots/{j}" and so on).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .cards import DECK_SIZE
from .checks import check_cards
from .split import DEFAULT_MAX_NODES, best_split
from .trays import TrayScore, score_checked, score_split
from .variants import Variants
from .violations import RuleViolation, Violation

MIN_PLAYERS = 2
MAX_PLAYERS = 6
MAX_PLAYERS_TWO_TRAYS = 4


@dataclass(frozen=True)
class PlayerCollection:
    """What a player holds at the end of a game."""

    player: str
    lots: tuple[int, ...]
    trays: tuple[tuple[int, ...], tuple[int, ...]] | None = None  # only with two_trays
    pile: tuple[int, ...] = ()  # only with best_wins; top first


@dataclass(frozen=True)
class PlayerScore:
    player: str
    lots: tuple[int, ...]
    trays: tuple[TrayScore, ...]  # one, or two with two_trays
    total: int
    arrangement: str  # "single" | "given" | "best_split"
    optimal: bool | None  # only for "best_split": proven best
    pile_top: int | None


@dataclass(frozen=True)
class Tiebreak:
    """How W7 settled a tie on the highest score."""

    rule: str  # "W7"
    tied: tuple[str, ...]  # in input order
    pile_tops: tuple[tuple[str, int | None], ...]
    decided: bool  # a single winner came out of it
    winners: tuple[str, ...]
    reason_code: str  # a message code of messages/trays.py
    params: tuple[tuple[str, Any], ...]  # its parameters, as pairs


@dataclass(frozen=True)
class GameScore:
    players: tuple[PlayerScore, ...]  # input order
    ranking: tuple[str, ...]  # best first
    winners: tuple[str, ...]
    tiebreak: Tiebreak | None
    decided_by: tuple[str, ...]  # ("W6",) or ("W6", "W7")


def _fail(rule: str, code: str, params: dict, pointer: str) -> RuleViolation:
    return RuleViolation(Violation(rule, code, params, None, pointer))


def _check_players(variants: Variants, collections: Sequence[PlayerCollection], pointer: str) -> None:
    """S1: the number of players and their ids."""
    high = MAX_PLAYERS_TWO_TRAYS if variants.two_trays else MAX_PLAYERS
    if not MIN_PLAYERS <= len(collections) <= high:
        raise _fail("S1", "players_count", {"low": MIN_PLAYERS, "high": high, "count": len(collections)},
                    f"{pointer}/players")
    first: dict[str, str] = {}
    for i, c in enumerate(collections):
        here = f"{pointer}/players/{i}/player"
        if not isinstance(c.player, str) or not c.player:
            raise _fail("S1", "player_id_empty", {}, here)
        if c.player in first:
            raise _fail("S1", "player_twice", {"player": c.player, "first": first[c.player]}, here)
        first[c.player] = here


def _check_trays(c: PlayerCollection, lots: tuple[int, ...], here: str, two_trays: bool) -> None:
    """C3: trays only with two_trays, exactly two, holding exactly the player's lots."""
    if c.trays is None:
        return
    if not two_trays:
        raise _fail("C3", "trays_without_two_trays", {}, here)
    trays = list(c.trays)
    if len(trays) != 2:
        raise _fail("C3", "trays_not_two", {"count": len(trays)}, here)
    seen: dict[int, str] = {}
    checked = [check_cards(t, f"{here}/{k}", seen) for k, t in enumerate(trays)]
    own = set(lots)
    for k, tray in enumerate(checked):
        for j, card in enumerate(tray):
            if card not in own:
                extra = sorted(n for t in checked for n in t if n not in own)
                raise _fail("C3", "trays_extra_lots", {"extra": ", ".join(map(str, extra))},
                            f"{here}/{k}/{j}")
    missing = [n for n in lots if n not in seen]
    if missing:
        raise _fail("C3", "trays_missing_lots", {"missing": ", ".join(map(str, sorted(missing)))}, here)


def _check_pile(c: PlayerCollection, here: str, best_wins: bool, lot_seen: dict[int, str],
                pile_seen: dict[int, str]) -> tuple[int, ...]:
    """W5: piles only with best_wins; D1: cards 1..100, none twice in the piles; D2: a pile
    holds spent vouchers, never a lot."""
    if c.pile and not best_wins:
        raise _fail("W5", "pile_without_best_wins", {}, here)
    pile = check_cards(c.pile, here, pile_seen)
    for j, card in enumerate(pile):
        if card in lot_seen:
            raise _fail("D2", "pile_card_is_lot", {"card": card, "first": lot_seen[card]}, f"{here}/{j}")
    return pile


_CARDS = frozenset(range(1, DECK_SIZE + 1))


def _cards_sound(collections: list[PlayerCollection]) -> bool:
    """A quick screen of D1 and D2 over every lot and pile (tuples of ints 1..100, no card
    twice anywhere, no lot in a pile); False sends the caller to the checks that say what
    is wrong."""
    lots: list = []
    pile: list = []
    for c in collections:
        if type(c.lots) is not tuple or type(c.pile) is not tuple:
            return False
        lots += c.lots
        pile += c.pile
    cards = lots + pile
    try:
        return (
            _CARDS.issuperset(cards) and len(set(cards)) == len(cards) and all(type(n) is int for n in cards)
        )
    except TypeError:  # an unhashable value
        return False


def score_final(variants: Variants, collections: Sequence[PlayerCollection], pointer: str = "", *,
                max_nodes: int = DEFAULT_MAX_NODES, deadline: float | None = None) -> GameScore:
    """W6, W7: every player's score, the ranking and the winners (see the module docstring).

    `max_nodes` and `deadline` are passed to :func:`split.best_split` for each player
    without trays under `two_trays`.
    """
    collections = list(collections)
    _check_players(variants, collections, pointer)
    if _cards_sound(collections):  # D1 and D2 hold: only C3 and W5 are left to check
        lots_of = [c.lots for c in collections]
        piles = [c.pile for c in collections]
        for i, c in enumerate(collections):
            _check_trays(c, lots_of[i], f"{pointer}/players/{i}/trays", variants.two_trays)
            if c.pile and not variants.best_wins:
                raise _fail("W5", "pile_without_best_wins", {}, f"{pointer}/players/{i}/pile")
    else:
        lot_seen: dict[int, str] = {}
        lots_of = [
            check_cards(c.lots, f"{pointer}/players/{i}/lots", lot_seen) for i, c in enumerate(collections)
        ]
        pile_seen: dict[int, str] = {}
        piles = []
        for i, c in enumerate(collections):
            _check_trays(c, lots_of[i], f"{pointer}/players/{i}/trays", variants.two_trays)
            piles.append(
                _check_pile(c, f"{pointer}/players/{i}/pile", variants.best_wins, lot_seen, pile_seen)
            )

    players = []
    for i, c in enumerate(collections):
        lots = lots_of[i]
        top = piles[i][0] if piles[i] else None
        if not variants.two_trays:
            tray = score_checked(lots)  # score_tray: lots_of passed D1 already
            players.append(PlayerScore(c.player, lots, (tray,), tray.points, "single", None, top))
        elif c.trays is not None:
            split = score_split(c.trays)
            players.append(PlayerScore(c.player, lots, split.trays, split.total, "given", None, top))
        else:
            found = best_split(lots, max_nodes=max_nodes, deadline=deadline)
            players.append(PlayerScore(c.player, lots, found.trays, found.total, "best_split",
                                       found.optimal, top))
    return _outcome(variants, tuple(players))


def _pile_rank(top: int | None) -> int:
    """W7: a higher pile top ranks first; an empty pile below any pile."""
    return -top if top is not None else 1


def _outcome(variants: Variants, players: tuple[PlayerScore, ...]) -> GameScore:
    order = range(len(players))
    if variants.best_wins:
        key = lambda i: (-players[i].total, _pile_rank(players[i].pile_top), i)  # noqa: E731
    else:
        key = lambda i: (-players[i].total, i)  # noqa: E731
    ranking = tuple(players[i].player for i in sorted(order, key=key))
    high = max(p.total for p in players)
    tied = tuple(p for p in players if p.total == high)
    if len(tied) == 1:
        return GameScore(players, ranking, (tied[0].player,), None, ("W6",))
    names = tuple(p.player for p in tied)
    if not variants.best_wins:
        return GameScore(players, ranking, names, None, ("W6",))
    tops = tuple((p.player, p.pile_top) for p in tied)
    with_pile = [p for p in tied if p.pile_top is not None]
    listed = ", ".join(names)
    if not with_pile:
        tiebreak = Tiebreak("W7", names, tops, False, names, "tiebreak_all_piles_empty",
                            (("players", listed), ("points", high)))
    else:
        winner = max(with_pile, key=lambda p: p.pile_top)
        tiebreak = Tiebreak("W7", names, tops, True, (winner.player,), "tiebreak_pile_top",
                            (("players", listed), ("points", high), ("winner", winner.player),
                             ("top", winner.pile_top)))
    return GameScore(players, ranking, tiebreak.winners, tiebreak, ("W6", "W7"))
