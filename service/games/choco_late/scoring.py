"""Final scores and winners (C2, C3, W6, W7) from the players' collections.

:func:`score_final` takes what each player holds at the end (their lots, with `two_trays`
their two trays if they arranged them, with `best_wins` their pile) and answers the
standings of the game protocol: every player's trays and total, their ranks, the ranking,
the winners, and how a tie was settled:

- one tray per player (C2), or two with `two_trays` (C3): the trays given, or else a best
  arrangement found by :func:`split.best_split` (arrangement "best_split", with whether it
  is proven optimal);
- W6: the highest total wins; all players on it win together;
- W7 (`best_wins`): among players tied on the highest total, the highest pile top wins;
  empty piles rank below any pile; if every tied player's pile is empty they win together.

The ranking is by total, then (with `best_wins`) by pile top among equal totals, then by
the order of the players in the input. Players on equal totals share a place, except that
the player W7 makes the winner stands alone before the others it beat.

A final form sent by a client is checked first, each rule by its one function (S1 by the
setup's own check, D1, C3, W5, D2), with JSON pointers into the document under `pointer`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Annotated, Any

from msgspec import Meta

from service.referee.catalogue import catalogue_of
from service.referee.shown import Player, Said, Shown
from service.referee.standings import Standings, standings_from_places

from .arrangement import arrangement_problem
from .deck import Seen, check_cards, first_place
from .resolution import to_pile
from .rulebook import RULES, RuleId
from .setup import check_players
from .split import DEFAULT_MAX_NODES, best_split
from .trays import TrayScore, score_checked, score_split
from .variants import Variants


@dataclass(frozen=True)
class PlayerCollection:
    """What a player holds at the end of a game."""

    player: str
    lots: tuple[int, ...]
    trays: tuple[tuple[int, ...], tuple[int, ...]] | None = None  # only with two_trays
    pile: tuple[int, ...] = ()  # only with best_wins; top first


@dataclass(frozen=True)
class PlayerScore:
    """A player's total and how it was made (the breakdown of their standing)."""

    player: str
    lots: tuple[int, ...]
    trays: tuple[TrayScore, ...]  # one, or two with two_trays
    total: int
    arrangement: str  # "single" | "given" | "best_split"
    optimal: bool | None  # only for "best_split": proven best
    pile_top: int | None


class PileTop(Shown, frozen=True):
    """A tied player's pile top."""

    player: Player
    top: Annotated[Annotated[int, Meta(ge=1, le=100)] | None, Meta(description=(
        "The voucher on top of the player's pile, null when empty."))]


class Tiebreak(Shown, frozen=True):
    """How a tie on the highest score was settled (W7, best_wins): by the tops of the piles."""

    rule: Annotated[RuleId, Meta(description="The rule that decides a tie for the game: always W7 (best_wins).")]
    tied: Annotated[tuple[Player, ...], Meta(examples=[["ann", "bob"]], description=(
        "Players tied on the highest score."))]  # in input order
    pile_tops: Annotated[tuple[PileTop, ...], Meta(description="The top of each tied player's pile.")]
    decided: Annotated[bool, Meta(description="Whether the piles broke the tie.")]  # a single winner came out
    winners: Annotated[tuple[Player, ...], Meta(description=(
        "Who won after the tie-break (all the tied players when it was not broken)."))]
    message: Annotated[Said, Meta(description="What decided it, in the request's language.")]


def _tiebreak_words(code: str, params: tuple[tuple[str, Any], ...], lang: str) -> str:
    return catalogue_of(RULES.game).render(code, dict(params), lang)


# --- Checking a final form ---------------------------------------------------------------


@RULES.decides("D2")
def check_roles(pile: tuple[int, ...], lots_seen: Seen, pointer: str) -> None:
    """D2: the same card is a lot or a voucher, by where it was dealt: a card on a pile was
    a voucher, so it is no lot."""
    for j, card in enumerate(pile):
        if card in lots_seen:
            raise RULES.fail(check_roles, "pile_card_is_lot", {"card": card, "first": first_place(lots_seen, card)},
                             f"{pointer}/{j}")


def check_final(variants: Variants, collections: Sequence[PlayerCollection], pointer: str) -> None:
    """A final form, rule by rule: S1 the players; D1 every lot; C3 the trays; W5 and D1
    the piles; D2 no pile card is a lot. Raises RuleViolation at the first problem."""
    check_players([c.player for c in collections], variants, f"{pointer}/players",
                  f"{pointer}/players/{{i}}/player")
    lot_seen: Seen = {}
    lots_of = [check_cards(c.lots, f"{pointer}/players/{i}/lots", lot_seen) for i, c in enumerate(collections)]
    pile_seen: Seen = {}
    for i, c in enumerate(collections):
        here = f"{pointer}/players/{i}"
        if c.trays is not None:
            found = arrangement_problem(c.trays, lots_of[i], player=c.player, two_trays=variants.two_trays)
            if found is not None:
                code, params, field = found
                raise RULES.fail(arrangement_problem, code, params, f"{here}/trays" + (f"/{field}" if field else ""))
        if c.pile:
            if not variants.best_wins:  # a pile is only ever made by W5
                raise RULES.fail(to_pile, "pile_without_best_wins", {}, f"{here}/pile")
            check_roles(check_cards(c.pile, f"{here}/pile", pile_seen), lot_seen, f"{here}/pile")


# --- Winners ----------------------------------------------------------------------------


@RULES.decides("W6")
def highest_total(players: Sequence[PlayerScore]) -> tuple[PlayerScore, ...]:
    """W6: the highest score wins; all players tied on the highest score win together."""
    high = max(p.total for p in players)
    return tuple(p for p in players if p.total == high)


@RULES.decides("W7")
def pile_tiebreak(tied: Sequence[PlayerScore]) -> Tiebreak:
    """W7 (best_wins): among players tied on the highest score, the one whose pile shows the
    highest number on top wins. A player with an empty pile ranks below any player with a
    pile; if all tied players have empty piles they win together."""
    names = tuple(p.player for p in tied)
    tops = tuple(PileTop(player=p.player, top=p.pile_top) for p in tied)
    listed, points = ", ".join(names), tied[0].total
    with_pile = [p for p in tied if p.pile_top is not None]
    if not with_pile:
        return Tiebreak(rule=pile_tiebreak.rule, tied=names, pile_tops=tops, decided=False, winners=names,
                        message=Said(_tiebreak_words, "tiebreak_all_piles_empty",
                                     (("players", listed), ("points", points))))
    winner = max(with_pile, key=_pile_top)
    return Tiebreak(rule=pile_tiebreak.rule, tied=names, pile_tops=tops, decided=True, winners=(winner.player,),
                    message=Said(_tiebreak_words, "tiebreak_pile_top", (("players", listed), ("points", points),
                                                                         ("winner", winner.player),
                                                                         ("top", winner.pile_top))))


def _pile_top(player: PlayerScore) -> int:
    """The top of a pile known not to be empty."""
    top = player.pile_top
    assert top is not None  # only players with a pile top are compared (W7)
    return top


def _pile_rank(top: int | None) -> int:
    """W7: a higher pile top ranks first; an empty pile below any pile."""
    return -top if top is not None else 1


def _standings(variants: Variants, players: tuple[PlayerScore, ...], provisional: bool) -> Standings:
    order = range(len(players))
    key: Callable[[int], tuple[int, ...]]
    if variants.best_wins:
        key = lambda i: (-players[i].total, _pile_rank(players[i].pile_top), i)  # noqa: E731
    else:
        key = lambda i: (-players[i].total, i)  # noqa: E731
    ranked = [players[i] for i in sorted(order, key=key)]
    tied = highest_total(players)
    decided_by = [highest_total.rule]
    tiebreak = None
    winners = tuple(p.player for p in tied)
    if len(tied) > 1 and variants.best_wins:
        tiebreak = pile_tiebreak(tied)
        winners = tiebreak.winners
        decided_by.append(pile_tiebreak.rule)
    # Equal totals share a place; a player W7 made the winner stands alone before the others.
    alone = tiebreak.winners if tiebreak is not None and tiebreak.decided else ()
    places: list[list[str]] = []
    previous: PlayerScore | None = None
    for p in ranked:
        if previous is not None and p.total == previous.total and previous.player not in alone:
            places[-1].append(p.player)
        else:
            places.append([p.player])
        previous = p
    return standings_from_places(
        places, [p.player for p in players], {p.player: p.total for p in players},
        {p.player: p for p in players}, winners, decided_by, tiebreak=tiebreak, provisional=provisional)


def score_final(variants: Variants, collections: Sequence[PlayerCollection], pointer: str = "", *,
                max_nodes: int = DEFAULT_MAX_NODES, deadline: float | None = None,
                provisional: bool = False, checked: bool = False) -> Standings:
    """W6, W7: every player's score, the ranking and the winners (see the module docstring).

    `checked` says the collections come from a replayed history (already legal); otherwise
    they are checked as a final form first. `max_nodes` and `deadline` are passed to
    :func:`split.best_split` for each player without trays under `two_trays`.
    """
    collections = list(collections)
    if not checked:
        check_final(variants, collections, pointer)
    players = []
    for c in collections:
        top = c.pile[0] if c.pile else None
        if not variants.two_trays:
            tray = score_checked(c.lots)
            players.append(PlayerScore(c.player, c.lots, (tray,), tray.points, "single", None, top))
        elif c.trays is not None:
            split = score_split(c.trays)
            players.append(PlayerScore(c.player, c.lots, split.trays, split.total, "given", None, top))
        else:
            found = best_split(c.lots, max_nodes=max_nodes, deadline=deadline)
            players.append(PlayerScore(c.player, c.lots, found.trays, found.total, "best_split",
                                       found.optimal, top))
    return _standings(variants, tuple(players), provisional)
