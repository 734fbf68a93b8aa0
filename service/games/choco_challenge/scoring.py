"""Scoring and winners (W1-W6): the crowns, the ranking, the tie-break by seat, the one
winner, the final form, and provisional standings."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Annotated, Any

from msgspec import Meta

from service.referee.multiset import add, of
from service.referee.shown import Player, Shown
from service.referee.standings import Standings, standings_from_places

from .buying import identical_dessert_check
from .cards import BASE_SET, CROWNS, INGREDIENT_SET, INGREDIENTS, CardId, edition_problem, is_dessert_value
from .rulebook import RULES, RuleId
from .setup import check_first_player, check_players, dessert_piles

if TYPE_CHECKING:
    from .state import State

BASE_CROWNS = sum(CROWNS[card] * n for card, n in BASE_SET.items())  # a base set: 8 Crowns


class Breakdown(Shown, frozen=True):
    """A player's total (W1): their base set, their ingredients and their desserts (the
    members a player's standing shows beside its rank and total)."""

    base_crowns: Annotated[int, Meta(description="The 8 base cards' crowns (K2).")]
    ingredient_crowns: Annotated[int, Meta(description="The ingredients' crowns (K2).")]
    pile_crowns: Annotated[int, Meta(description="base + ingredients (W1).")]
    dessert_crowns: Annotated[int, Meta(description="The desserts' values (W1).")]
    ingredients: Annotated[list[CardId], Meta(description="Every ingredient the player owns, in the edition's order.")]
    desserts: Annotated[list[Annotated[int, Meta(ge=4, le=9)]], Meta(
        description="The values of the player's desserts, ascending.")]

    @property
    def total(self) -> int:
        return self.pile_crowns + self.dessert_crowns


# One shared total of a tiebreak (described by the tiebreak's `groups`).
class TieGroup(Shown, frozen=True):
    total: Annotated[int, Meta(description="The total the players share.")]
    order: Annotated[list[Player], Meta(description=(
        "The players with that total, as W3 ranks them (from the first player clockwise)."))]


class Tiebreak(Shown, frozen=True):
    """How W3 ordered equal totals: the first player ranks highest, then clockwise from them."""

    rule: Annotated[RuleId, Meta(description="The rule that ordered equal totals: always W3.")]
    first_player: Annotated[Player, Meta(description="The first player, from whom W3 counts clockwise.")]
    groups: Annotated[list[TieGroup], Meta(description="One group per shared total, highest total first.")]


@RULES.decides("W1")
def crowns(owned: Mapping[str, int], desserts: Iterable[int]) -> Breakdown:
    """W1: a player's total is the crowns (K2) of their 8 base cards and of every ingredient
    they own (draw pile, in front, discard pile, a pending card; `owned` counts them by
    type), plus the values of their desserts; tools and the first player card score 0."""
    held = sorted(desserts)
    ingredient_crowns = sum([CROWNS[c] * n for c, n in owned.items()])
    ingredients: list[CardId] = []
    for card in INGREDIENTS:  # in the edition's order
        n = owned.get(card)
        if n:
            ingredients += [card] * n
    return Breakdown(base_crowns=BASE_CROWNS, ingredient_crowns=ingredient_crowns,
                     pile_crowns=BASE_CROWNS + ingredient_crowns, dessert_crowns=sum(held), ingredients=ingredients,
                     desserts=held)


@RULES.decides("W2")
def ranking(players: Sequence[str], totals: Mapping[str, int], seat_order: Mapping[str, int]) -> tuple[str, ...]:
    """W2: players are ranked by total, highest first (W3 orders equal totals)."""
    return tuple(sorted(players, key=lambda p: (-totals[p], seat_order[p])))


@RULES.decides("W3")
def seat_order(players: Sequence[str], first_player: str) -> dict[str, int]:
    """W3: between equal totals the first player ranks highest, then the others clockwise
    from the first player: a total order, so there is always exactly one winner."""
    start = players.index(first_player)
    return {p: (i - start) % len(players) for i, p in enumerate(players)}


@RULES.decides("W4")
def winner(ranked: Sequence[str]) -> str:
    """W4: the winner is the first of the ranking; a player's rank is their place, 1 to P,
    never shared."""
    return ranked[0]


def tiebreak_of(ranked: Sequence[str], totals: Mapping[str, int], first_player: str) -> Tiebreak | None:
    """The groups of equal totals W3 ordered, highest total first; None when no two totals
    are equal."""
    groups: dict[int, list[str]] = {}
    for player in ranked:
        groups.setdefault(totals[player], []).append(player)
    shared = [TieGroup(total=total, order=group) for total, group in groups.items() if len(group) > 1]
    return Tiebreak(rule=seat_order.rule, first_player=first_player, groups=shared) if shared else None


def standings(players: Sequence[str], first_player: str, breakdowns: Mapping[str, Breakdown], *,
              provisional: bool) -> Standings:
    """W1-W4: totals, the ranking, the tie-break, the winner."""
    totals = {p: breakdowns[p].total for p in players}
    ranked = ranking(players, totals, seat_order(players, first_player))
    tiebreak = tiebreak_of(ranked, totals, first_player)
    decided = [crowns.rule, ranking.rule] + ([seat_order.rule] if tiebreak else []) + [winner.rule]
    return standings_from_places([(p,) for p in ranked], players, totals, breakdowns, (winner(ranked),), decided,
                                 tiebreak=tiebreak, provisional=provisional)


def breakdown_of(state: State, player: str) -> Breakdown:
    """W1 for a player of a game as it stands: every ingredient they own, wherever it lies (a
    pending matching card included: it is still the drawer's)."""
    owned = {card: n for card, n in state.piles[player].items() if card in INGREDIENT_SET}
    for card, n in state.discard[player].items():
        if card in INGREDIENT_SET:
            add(owned, card, n)
    for card in state.in_front[player]:
        if card in INGREDIENT_SET:
            add(owned, card)
    pending = state.pending
    if player == state.player and pending in INGREDIENT_SET:
        add(owned, pending)
    return crowns(owned, state.desserts[player])


@RULES.decides("W6")
def standings_of(state: State) -> Standings:
    """W6: a history is scored by W1-W4 as it stands; one that has not ended is provisional."""
    breakdowns = {p: breakdown_of(state, p) for p in state.players}
    return standings(state.players, state.first_player, breakdowns, provisional=not state.finished)


@RULES.decides("W5")
def check_final(final: Mapping[str, Any], pointer: str = "/final") -> tuple[tuple[str, ...], str, dict[str, Breakdown]]:
    """W5: a final form, checked in order (the first failure is the violation): S1, S7, K1 on
    every ingredient id then on the copies over all players, then each dessert in turn: K1 a
    value 4-9, P6 not twice for its player, S5 no more of a value than its pile holds."""
    entries = final["players"]
    seated = check_players([e["player"] for e in entries], pointer=f"{pointer}/players")
    first = check_first_player(seated, final.get("first_player"), pointer=f"{pointer}/first_player")
    for i, entry in enumerate(entries):
        for j, card in enumerate(entry["ingredients"]):
            _edition(card, None, f"{pointer}/players/{i}/ingredients/{j}", entry["player"])
    counted: dict[str, int] = {}
    for i, entry in enumerate(entries):
        for j, card in enumerate(entry["ingredients"]):
            _edition(card, counted, f"{pointer}/players/{i}/ingredients/{j}", entry["player"])
    piles = dessert_piles(len(seated))
    taken: dict[int, int] = {}
    for i, entry in enumerate(entries):
        held: list[int] = []
        for j, value in enumerate(entry["desserts"]):
            at = f"{pointer}/players/{i}/desserts/{j}"
            if not is_dessert_value(value):
                raise RULES.fail(edition_problem, "not_a_dessert", {"value": str(value), "player": entry["player"]}, at)
            found = identical_dessert_check(value, held, entry["player"])
            if found is not None:
                raise RULES.fail(identical_dessert_check, found[0], found[1], at)
            held.append(value)
            add(taken, value)
            if taken[value] > piles[value]:
                raise RULES.fail(dessert_piles, "final_dessert_pile", {  # type: ignore[arg-type]  # lru_cache's wrapper copies the rule (update_wrapper)
                    "value": value, "count": taken[value], "pile": piles[value], "players": len(seated)}, at)
    breakdowns = {e["player"]: crowns(of(e["ingredients"]), e["desserts"]) for e in entries}
    return seated, first, breakdowns


def _edition(card: object, counted: dict[str, int] | None, at: str, player: str) -> None:
    found = edition_problem(card, INGREDIENT_SET, counted)
    if found is not None:
        code, params = found
        raise RULES.fail(edition_problem, f"final_{code}", {**params, "player": player}, at)


def score_final(final: Mapping[str, Any], pointer: str = "/final") -> Standings:
    """The standings of a final form (W5, then W1-W4)."""
    seated, first, breakdowns = check_final(final, pointer)
    return standings(seated, first, breakdowns, provisional=False)
