"""The closed vocabulary of scoring rules and effects (R1-R10), each implemented once.

A card of the tables (``cards.toml``) names its kind and parameters; :data:`DESSERT_KINDS`,
:data:`DECORATION_KINDS` and :data:`EFFECT_KINDS` find the one function of each kind.
"Has T" means T is among the effective types (V4); likewise for flavours.

- A Dessert rule (R1-R3) is valued over the counting domain (V5): a sequence of
  :class:`Attributes`, the player's own Desserts and the Inspiration. It returns its points
  and what it counted (:class:`Counted`: the item, counted as a type or a flavour, and
  whether seen only through the Inspiration), as the tray answer shows it.
- A Decoration rule (R4-R8) is valued on the Dessert carrying it, with the Decorations on
  that Dessert and the player's own Desserts; it returns its points and its reason (a
  message code of the catalogue and its parameters).
- An effect (R9, R10) alters the carrying Dessert's attributes.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Annotated, Any, Literal, NamedTuple

from msgspec import Meta

from service.referee.shown import Shown
from service.referee.violations import Ruled

from .cards import FLAVOUR_INDEX, TYPE_INDEX, ScoringRule
from .rulebook import RULES


class Attributes(NamedTuple):
    """A Dessert with its effective types and flavours (V4), in C1 order."""

    id: str
    types: tuple[str, ...]
    flavours: tuple[str, ...]
    inspiration: bool = False


class Counted(Shown, frozen=True):
    # What a Dessert rule counted over the domain (R1-R3).
    item: Annotated[str, Meta(description="R1: a Dessert counted; R2: a type seen; R3: a flavour seen.",
                              examples=["white_truffle"])]
    counted_as: Annotated[Literal["type", "flavour"], Meta(description=(
        "R1: counted for the type or for the flavour (a Dessert with both is counted twice); R2: type; R3: "
        "flavour."))]
    inspiration: Annotated[bool, Meta(description=(
        "R1: the Dessert is the Inspiration; R2, R3: seen only on the Inspiration (marked (I))."))]


Reason = tuple[str, dict[str, Any]]


@RULES.decides("R1")
def per_type_and_flavour(rule: ScoringRule, domain: Sequence[Attributes]) -> tuple[int, tuple[Counted, ...]]:
    """R1: points x (domain Desserts that have the type + domain Desserts that have the
    flavour). A Dessert with both counts twice."""
    assert rule.points is not None  # a rule of this kind has them (cards.toml)
    kind, flavour = rule.type, rule.flavour
    by_type: list[Counted] = []
    by_flavour: list[Counted] = []
    for dessert, types, flavours, inspiration in domain:  # one pass, no comprehension to call
        if kind in types:
            by_type.append(Counted(item=dessert, counted_as="type", inspiration=inspiration))
        if flavour in flavours:
            by_flavour.append(Counted(item=dessert, counted_as="flavour", inspiration=inspiration))
    return rule.points * (len(by_type) + len(by_flavour)), (*by_type, *by_flavour)


def _distinct(domain: Sequence[Attributes], field: Literal[1, 2], kind: Literal["type", "flavour"],
              order: dict[str, int]) -> tuple[Counted, ...]:
    own: set[str] = set()
    inspired: set[str] = set()
    for d in domain:
        (inspired if d.inspiration else own).update(d[field])  # field 1: the types, 2: the flavours
    counted: list[Counted] = []
    for item in sorted(own | inspired, key=order.__getitem__):
        counted.append(Counted(item=item, counted_as=kind, inspiration=item not in own))
    return tuple(counted)


@RULES.decides("R2")
def per_distinct_type(rule: ScoringRule, domain: Sequence[Attributes]) -> tuple[int, tuple[Counted, ...]]:
    """R2: points x the number of different types over the domain."""
    assert rule.points is not None  # a rule of this kind has them (cards.toml)
    seen = _distinct(domain, 1, "type", TYPE_INDEX)
    return rule.points * len(seen), seen


@RULES.decides("R3")
def per_distinct_flavour(rule: ScoringRule, domain: Sequence[Attributes]) -> tuple[int, tuple[Counted, ...]]:
    """R3: points x the number of different flavours over the domain."""
    assert rule.points is not None  # a rule of this kind has them (cards.toml)
    seen = _distinct(domain, 2, "flavour", FLAVOUR_INDEX)
    return rule.points * len(seen), seen


@RULES.decides("R4")
def if_on_type(rule: ScoringRule, carrier: Attributes, on_it: Sequence[str],
               own: Sequence[Attributes]) -> tuple[int, Reason]:
    """R4: points if the Dessert carrying it has the type."""
    assert rule.points is not None  # a rule of this kind has them (cards.toml)
    if rule.type in carrier.types:
        return rule.points, ("reason_on_type", {"type": rule.type})
    return 0, ("reason_not_on_type", {"type": rule.type})


@RULES.decides("R5")
def if_on_flavour(rule: ScoringRule, carrier: Attributes, on_it: Sequence[str],
                  own: Sequence[Attributes]) -> tuple[int, Reason]:
    """R5: points if the Dessert carrying it has the flavour."""
    assert rule.points is not None  # a rule of this kind has them (cards.toml)
    if rule.flavour in carrier.flavours:
        return rule.points, ("reason_on_flavour", {"flavour": rule.flavour})
    return 0, ("reason_not_on_flavour", {"flavour": rule.flavour})


@RULES.decides("R6")
def per_decoration_on_same_dessert(rule: ScoringRule, carrier: Attributes, on_it: Sequence[str],
                                   own: Sequence[Attributes]) -> tuple[int, Reason]:
    """R6: points x the Decorations on the same Dessert, itself included."""
    assert rule.points is not None  # a rule of this kind has them (cards.toml)
    return rule.points * len(on_it), ("reason_decorations_on_dessert", {"count": len(on_it)})


def _others(carrier: Attributes, own: Sequence[Attributes], attribute: str, value: str) -> list[str]:
    return [d.id for d in own if d.id != carrier.id and value in getattr(d, attribute)]


@RULES.decides("R7")
def if_other_dessert_of_type(rule: ScoringRule, carrier: Attributes, on_it: Sequence[str],
                             own: Sequence[Attributes]) -> tuple[int, Reason]:
    """R7: points if another own Dessert (not the carrier, never the Inspiration, V7) has
    the type."""
    assert rule.points is not None and rule.type is not None  # a rule of this kind has them (cards.toml)
    others = _others(carrier, own, "types", rule.type)
    if others:
        return rule.points, ("reason_other_of_type", {"type": rule.type, "desserts": ", ".join(others)})
    return 0, ("reason_no_other_of_type", {"type": rule.type})


@RULES.decides("R8")
def if_other_dessert_of_flavour(rule: ScoringRule, carrier: Attributes, on_it: Sequence[str],
                                own: Sequence[Attributes]) -> tuple[int, Reason]:
    """R8: points if another own Dessert (not the carrier, never the Inspiration, V7) has
    the flavour."""
    assert rule.points is not None and rule.flavour is not None  # a rule of this kind has them (cards.toml)
    others = _others(carrier, own, "flavours", rule.flavour)
    if others:
        return rule.points, ("reason_other_of_flavour", {"flavour": rule.flavour, "desserts": ", ".join(others)})
    return 0, ("reason_no_other_of_flavour", {"flavour": rule.flavour})


@RULES.decides("R9")
def adds_type(effect: ScoringRule, types: set[str], flavours: set[str]) -> None:
    """R9 (toppings): the carrying Dessert also has the type, for every count and condition
    (V2's tray limit excepted). An effect: no points."""
    assert effect.type is not None  # a rule of this kind has them (cards.toml)
    types.add(effect.type)


@RULES.decides("R10")
def adds_flavour(effect: ScoringRule, types: set[str], flavours: set[str]) -> None:
    """R10 (drops): the carrying Dessert also has the flavour. An effect: no points."""
    assert effect.flavour is not None  # a rule of this kind has them (cards.toml)
    flavours.add(effect.flavour)


DESSERT_KINDS: dict[str, Ruled[..., Any]] = {f.__name__: f for f in (per_type_and_flavour, per_distinct_type,
                                                              per_distinct_flavour)}
DECORATION_KINDS: dict[str, Ruled[..., Any]] = {f.__name__: f for f in (if_on_type, if_on_flavour,
                                                                 per_decoration_on_same_dessert,
                                                                 if_other_dessert_of_type,
                                                                 if_other_dessert_of_flavour)}
EFFECT_KINDS: dict[str, Ruled[..., Any]] = {f.__name__: f for f in (adds_type, adds_flavour)}
ALL_KINDS: dict[str, Ruled[..., Any]] = {**DESSERT_KINDS, **DECORATION_KINDS, **EFFECT_KINDS}
