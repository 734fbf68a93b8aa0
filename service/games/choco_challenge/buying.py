"""Stopping, buying and desserts (P1-P7), checked in H2's order: T4, then P2 on
`buy.position` and `buy.card`, then P4, P5, P6 on `dessert`."""

from __future__ import annotations

from typing import TYPE_CHECKING


from service.referee.legality import Finding

from .cards import DESSERT_VALUES
from .drawing import cards_drawn
from .market import taken_card_problem
from .phases import Result
from .rulebook import RULES

if TYPE_CHECKING:
    from .moves import ChocoChallengeBuy, Stop
    from .state import State

STOPPED = Result.STOPPED
ANY_POSITION = 7  # from 7 cards drawn, any card of the market may be bought


@RULES.decides("P1")
def stop(state: State, move: Stop) -> int:
    """P1: `stop` ends the drawing and carries the purchases, as one decision: an optional
    `buy` and an optional `dessert`. Returns n (T6)."""
    player = state.player
    n = cards_drawn(state.in_front[player])
    state.end_drawing(STOPPED, n)
    buy, dessert = move.buy, move.dessert
    if buy is not None:
        position = buy.position
        state.buy(position, take_from_market(state.market, position))
    if dessert is not None:
        take_dessert(state, player, dessert)
    return n


@RULES.refuses("P2")
def buy_check(buy: ChocoChallengeBuy, n: int, market: list[str]) -> Finding | None:
    """P2: with n <= 6 only the card at position n (counting from the deck) may be bought, with
    n >= 7 any; the position must hold a card, and `buy.card`, if given, must be the type
    there. One card at most."""
    position = buy.position
    if n < ANY_POSITION and position != n:
        return "buy_position_n", {"position": position, "n": n}, "buy/position"
    found = taken_card_problem(market, position, buy.card)
    if found is not None:
        code, params, field = found
        return f"buy_{code}", params, f"buy/{field}"
    return None


@RULES.decides("P3")
def take_from_market(market: list[str], position: int) -> str:
    """P3: the card leaves the market, the cards beyond it sliding to close the gap in their
    order; it goes to the taker's discard pile."""
    return market.pop(position - 1)


@RULES.refuses("P4")
def dessert_cost_check(value: int, n: int) -> Finding | None:
    """P4: the dessert's value is at most n."""
    if value > n:
        return "dessert_cost", {"value": value, "n": n}, "dessert"
    return None


@RULES.refuses("P5")
def dessert_pile_check(value: int, piles: dict[int, int]) -> Finding | None:
    """P5: the pile of that value is not empty; a value with no pile (anything but 4-9) breaks
    P5 too."""
    if value not in piles:
        return "dessert_no_pile", {"value": value, "low": DESSERT_VALUES[0], "high": DESSERT_VALUES[-1]}, "dessert"
    if not piles[value]:
        return "dessert_pile_empty", {"value": value}, "dessert"
    return None


@RULES.refuses("P6")
def identical_dessert_check(value: int, held: list[int], player: str) -> Finding | None:
    """P6: the player holds no dessert of that value."""
    if value in held:
        return "dessert_held", {"player": player, "value": value}, "dessert"
    return None


@RULES.decides("P7")
def take_dessert(state: State, player: str, value: int) -> None:
    """P7: a taken dessert lies face up in front of its holder, is never shuffled and never
    leaves them; one per turn, with or without a purchase."""
    state.take_dessert(player, value)
