"""Paying a Request (P2, P3): units, covering a cost, the fewest cards.

Every Chocolate card gives 1 unit of each of its two colours (C2); a payment covers a
cost when its units reach the cost in every flavour, any surplus wasted (P2). A payment
uses the fewest cards of the reserve that can cover the cost (P3), which is also the least
waste: waste = 2 x cards - 6.

The search is bounded: a reserve holds at most 6 cards (K5; the payments path refuses a
longer one), so at most 2^6 = 64 sub-multisets are ever looked at.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import Annotated

from msgspec import Meta

from service.referee.catalogue import Worded, catalogue_of
from service.referee.legality import Finding, Found
from service.referee.multiset import add
from service.referee.shown import Said, Shown

from .cards import CHOCOLATE_ORDER, COSTS, DECORATIONS, DESSERTS, FLAVOURS, LABELS, UNITS
from .rulebook import RULES, RuleId

Units = tuple[int, int, int, int]
"""Units per flavour, in C1 order (a card's cost, what a payment gives)."""

Unit = Annotated[int, Meta(ge=0)]


class Cost(Shown, frozen=True):
    """Units per flavour."""

    white: Unit
    milk: Unit
    dark: Unit
    marbled: Unit


assert Cost.__struct_fields__ == FLAVOURS, "a cost's members are the flavours, in C1 order"


def shown_cost(units: Sequence[int]) -> Cost:
    """Units per flavour (C1 order) as the answers show them."""
    white, milk, dark, marbled = units
    return Cost(white=white, milk=milk, dark=dark, marbled=marbled)


def units(cards: Iterable[str]) -> list[int]:
    """The units per flavour (C1 order) a multiset of Chocolate cards gives (C2)."""
    out = [0, 0, 0, 0]
    for card in cards:
        a, b = UNITS[card]
        out[a] += 1
        out[b] += 1
    return out


# Units packed in one integer, 5 bits a flavour (a reserve of 6 cards gives at most 6 units
# of a flavour), so that a payment's units are a sum and "covers" one subtraction: with a
# guard bit set in every field, a field that falls short borrows its guard bit.
_FIELD = 5
_GUARDS = sum(16 << (_FIELD * i) for i in range(4))
_MASK = (1 << _FIELD) - 1
PACKED: dict[str, int] = {card: (1 << (_FIELD * a)) + (1 << (_FIELD * b)) for card, (a, b) in UNITS.items()}


_PACKED_COSTS: dict[Units, int] = {}


def packed(cost: Units) -> int:
    """A cost (units per flavour) packed like a payment's units."""
    found = _PACKED_COSTS.get(cost)
    if found is None:
        found = _PACKED_COSTS[cost] = sum(n << (_FIELD * i) for i, n in enumerate(cost))
    return found


PACKED_COST: dict[str, int] = {card: packed(cost) for card, cost in COSTS.items()}


def covers_packed(total: int, cost: int) -> bool:
    """Whether packed units reach a packed cost in every flavour."""
    return (total + _GUARDS - cost) & _GUARDS == _GUARDS


def covers(cards: Iterable[str], cost: Units) -> bool:
    return covers_packed(sum(PACKED[c] for c in cards), packed(cost))


def surplus(cards: Iterable[str], cost: Units) -> int:
    """The units of a covering payment beyond the cost, packed (P2: what it wastes)."""
    return sum(map(PACKED.__getitem__, cards)) - packed(cost)  # no field borrows: the payment covers the cost


def per_flavour(spare: int) -> Cost:
    """Packed units (a :func:`surplus`) per flavour."""
    return shown_cost((spare & _MASK, (spare >> _FIELD) & _MASK, (spare >> 2 * _FIELD) & _MASK, spare >> 3 * _FIELD))


def waste(cards: Iterable[str], cost: Units) -> Cost:
    """The units of a covering payment beyond the cost, per flavour (P2)."""
    return per_flavour(surplus(cards, cost))


_LOWER_BOUNDS: dict[Units, int] = {}


def lower_bound(cost: Units) -> int:
    """No payment uses fewer cards than this: each card gives 2 units, of two different
    flavours (C2), so at most 1 of any flavour. (Worked out once a cost.)"""
    found = _LOWER_BOUNDS.get(cost)
    if found is None:
        a, b, c, d = cost
        found = _LOWER_BOUNDS[cost] = max((a + b + c + d + 1) // 2, a, b, c, d)
    return found


def sorted_cards(reserve: Mapping[str, int]) -> list[str]:
    """A reserve (id -> copies) as its cards in C2 id order."""
    return [card for card in sorted(reserve, key=CHOCOLATE_ORDER.__getitem__) for _ in range(reserve[card])]


def covering(cards: Sequence[str], cost: Units, size: int) -> list[tuple[str, ...]]:
    """Every distinct sub-multiset of `cards` (in C2 id order) of `size` cards covering
    `cost`, ordered by comparing their ids position by position in C2 id order."""
    target = packed(cost)
    found = dict.fromkeys(combo for combo in combinations(cards, size)
                          if covers_packed(sum(PACKED[c] for c in combo), target))
    return sorted(found, key=lambda combo: [CHOCOLATE_ORDER[c] for c in combo])


def any_covering(cards: Sequence[str], cost: Units, size: int) -> bool:
    """Whether some `size` cards of `cards` cover `cost`: whether the other cards, those kept,
    fit in the slack (the units of all of them beyond the cost; a payment covers the cost
    exactly when what it keeps is within the slack in every flavour). A card that alone
    exceeds the slack is paid by every covering payment: only the others are tried as kept."""
    values = [PACKED[card] for card in cards]
    total, target = sum(values), packed(cost)
    if not covers_packed(total, target):  # not even all of them
        return False
    slack = total - target
    kept = len(values) - size
    if kept <= 0:
        return kept == 0
    keepable = [value for value in values if covers_packed(slack, value)]
    if len(keepable) < kept:
        return False
    # covers_packed(slack, units kept) for each choice, in one pass: (slack + _GUARDS - kept) & _GUARDS == _GUARDS
    return _GUARDS in map(_GUARDS.__and__, map((slack + _GUARDS).__sub__, map(sum, combinations(keepable, kept))))


def fewest_payments(cards: Sequence[str], cost: Units) -> tuple[int | None, list[tuple[str, ...]]]:
    """P3: the fewest cards of `cards` that cover `cost`, and every payment of that many
    (None and [] when nothing covers it)."""
    for size in range(lower_bound(cost), len(cards) + 1):
        found = covering(cards, cost, size)
        if found:
            return size, found
    return None, []


def _not_held(reserve: Mapping[str, int], pay: Sequence[str]) -> Finding:
    """The first card of `pay` beyond the copies the reserve holds, where it is (P2)."""
    used: dict[str, int] = {}
    for i, card in enumerate(pay):
        add(used, card)
        held = reserve.get(card, 0)
        if used[card] > held:
            return "pay_not_held" if held == 0 else "pay_more_copies", {"card": card, "held": held}, f"pay/{i}"
    raise AssertionError("every card of the payment is held")


@RULES.refuses("P2")
def payment_problem(reserve: Mapping[str, int], pay: Sequence[str], cost: Units) -> Finding | Found:
    """P2: `pay` is a multiset of cards of the player's reserve (no id more often than the
    reserve holds it) whose units cover the cost in every flavour; any surplus is wasted. A
    payment that does is accepted with its surplus found (packed units: :func:`surplus`),
    which the prepare's outcome logs as its waste."""
    for card in pay:
        if pay.count(card) > reserve.get(card, 0):
            return _not_held(reserve, pay)
    total, target = sum(map(PACKED.__getitem__, pay)), packed(cost)
    if not covers_packed(total, target):
        got = units(pay)
        short = [(cost[i] - got[i], f) for i, f in enumerate(FLAVOURS) if got[i] < cost[i]]
        missing = Worded(*(", ".join(f"{n} {LABELS['flavours'][f][lang]}" for n, f in short) for lang in ("en", "it")))
        return "pay_short", {"missing": missing}, "pay"
    return Found(total - target)


@RULES.refuses("P3")
def fewest_problem(reserve: Mapping[str, int], pay: Sequence[str], cost: Units) -> Finding | None:
    """P3: no payment from the same reserve covering the cost uses fewer cards (the
    player's duty, checked by the referee; fewest cards is least waste). Only for a `pay`
    P2 accepted: a covering payment of one card fewer exists exactly when a smaller one does."""
    if len(pay) <= lower_bound(cost):
        return None
    if any_covering([card for card, n in reserve.items() for _ in range(n)], cost, len(pay) - 1):
        fewest, _ = fewest_payments(sorted_cards(reserve), cost)
        assert fewest is not None  # a covering payment was just found
        return "pay_not_fewest", {"count": len(pay), "fewest": fewest, "example": ", ".join(
            covering(sorted_cards(reserve), cost, fewest)[0])}, "pay"
    return None


class ShownPlan(Shown, frozen=True):
    """The cheapest ways to pay a Request from a reserve (P2-P4)."""

    request: Annotated[str, Meta(examples=["milk_praline"])]
    cost: Annotated[Cost, Meta(description="The Request's cost (C3, C4).")]
    cards: Annotated[Annotated[int, Meta(ge=1)] | None, Meta(examples=[3], description=(
        "The fewest cards of a payment covering the cost (P3); null when none covers it."))]
    payment: Annotated[list[str] | None, Meta(examples=[["milk_dark", "milk_marbled", "dark_milk"]], description=(
        "The first such payment (its ids in C2 order; payments ordered by comparing those lists position by "
        "position in C2 order); null when none."))]
    waste: Annotated[Cost | None, Meta(description="The units of `payment` beyond the cost; null when none.")]
    alternatives: Annotated[list[list[str]], Meta(description="The other fewest-card payments, in that order.")]
    payable: Annotated[bool, Meta(description=(
        "A payment exists and, unless `last_card`, it leaves a card in the reserve (P4)."))]
    rule: Annotated[RuleId | None, Meta(description=(
        "null when payable; P2 when nothing covers the cost; P4 when only the whole reserve does."))]
    explanation: Annotated[Said, Meta(description="The answer in words, in the request's language.")]


@dataclass(frozen=True)
class PaymentPlan:
    """The fewest-card payments of a Request from a reserve (POST /chocola/payments)."""

    request: str
    cost: Units
    cards: int | None  # the fewest cards of a covering payment (P3); None when nothing covers it
    payments: tuple[tuple[str, ...], ...]  # every payment of that many cards, in order
    payable: bool
    rule: str | None  # None when payable; P2 when nothing covers the cost; P4 when only the whole reserve does

    def shown(self) -> ShownPlan:
        """The plan as the answer shows it: the first payment, its waste, the others, in words."""
        first = self.payments[0] if self.payments else None
        return ShownPlan(request=self.request, cost=shown_cost(self.cost), cards=self.cards,
                         payment=None if first is None else list(first),
                         waste=None if first is None else waste(first, self.cost),
                         alternatives=[list(x) for x in self.payments[1:]], payable=self.payable,
                         rule=self.rule, explanation=Said(_plan_words, self))


def _plan_words(plan: PaymentPlan, lang: str) -> str:
    """A plan in words: the first payment and how many there are, or why there is none."""
    words = catalogue_of(RULES.game)
    if not plan.payments:
        return words.word("payment_none", lang, request=plan.request)
    return words.word("payment_found" if plan.payable else "payment_last_card", lang, request=plan.request,
                      cards=plan.cards, payment=", ".join(plan.payments[0]), count=len(plan.payments))


def plan(request: str, reserve: Sequence[str], last_card: bool = False) -> PaymentPlan:
    """Check the ids (C3 or C4 for the Request, C2 for the reserve, K5 for its size) and find
    the fewest-card payments (P2, P3); P4 says whether one may be made in the main phase
    (`last_card`: the final round, where the whole reserve may go)."""
    from .cards import chocolate_ids, dessert_ids
    from .take import RESERVE_CAP, cap_problem

    card = DESSERTS.get(request) or DECORATIONS.get(request)
    if card is None:
        raise RULES.fail(dessert_ids, "not_a_request_card", {"card": request}, "/request")
    found = chocolate_ids(reserve, "reserve")
    if found is not None:
        code, params, field = found
        raise RULES.fail(chocolate_ids, code, params, "/" + field)
    if len(reserve) > RESERVE_CAP:
        raise RULES.fail(cap_problem, "reserve_over_cap", {"count": len(reserve), "cap": RESERVE_CAP}, "/reserve")
    cards = sorted(reserve, key=CHOCOLATE_ORDER.__getitem__)
    fewest, payments = fewest_payments(cards, card.cost)
    if fewest is None:
        return PaymentPlan(request, card.cost, None, (), False, payment_problem.rule)
    if not last_card and fewest >= len(cards):
        from .prepare import last_card_problem

        return PaymentPlan(request, card.cost, fewest, tuple(payments), False, last_card_problem.rule)
    return PaymentPlan(request, card.cost, fewest, tuple(payments), True, None)
