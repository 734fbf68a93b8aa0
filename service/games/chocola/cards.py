"""The cards of the edition of record (C1-C5), read from ``cards.toml``.

The tables are data: every id, label, cost, effect and scoring rule comes from the file,
so a club holding printed cards that differ changes the file, never this code. Loading
checks that the tables speak the vocabulary of C1 (four flavours, six types, the five
kinds of Decoration, the rule kinds of section 5) and nothing else.

Orders (used for every deterministic answer): Chocolate cards in C2 id order, Desserts in
C3 table order, Decorations in C4 table order, flavours and types in C1 order.
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from importlib import resources
from typing import TYPE_CHECKING, Any, Literal

from service.referee.legality import Finding
from service.referee.multiset import add

from .rulebook import RULES


@dataclass(frozen=True, slots=True)
class ScoringRule:
    """A card's scoring rule or effect: a kind of section 5 and its parameters."""

    kind: str
    type: str | None = None
    flavour: str | None = None
    points: int | None = None

    def params(self) -> dict[str, Any]:
        """The parameters as the API writes them (only those the kind takes)."""
        return {k: v for k, v in (("type", self.type), ("flavour", self.flavour), ("points", self.points))
                if v is not None}


@dataclass(frozen=True, slots=True)
class Chocolate:
    id: str
    label: str
    left: str
    right: str
    order: int


@dataclass(frozen=True, slots=True)
class Dessert:
    id: str
    label: str
    type: str
    flavour: str
    cost: tuple[int, int, int, int]
    rule: ScoringRule
    order: int


@dataclass(frozen=True, slots=True)
class Decoration:
    id: str
    label: str
    kind: str
    cost: tuple[int, int, int, int]
    effect: ScoringRule | None
    rule: ScoringRule
    copies: int
    order: int


@dataclass(frozen=True, slots=True)
class SetupRow:
    """A row of the setup table (section 3)."""

    players: int
    deck: str  # "unmarked" or "all"
    removed: int
    reserve: int
    stack: int


_DOC = tomllib.loads(resources.files(__package__).joinpath("cards.toml").read_text(encoding="utf-8"))

FLAVOURS: tuple[str, ...] = tuple(_DOC["flavours"])
TYPES: tuple[str, ...] = tuple(_DOC["types"])
UNLIMITED_TYPES: frozenset[str] = frozenset(_DOC["unlimited_types"])
DECORATION_KINDS: tuple[str, ...] = tuple(_DOC["decoration_kinds"])
LABELS: Mapping[str, Mapping[str, Mapping[str, str]]] = _DOC["labels"]
if TYPE_CHECKING:  # a closed list of strings: to the type checker a string
    FlavourId = str
    TypeId = str
else:  # to the answers' document, the list itself (C1): the game's Flavour and Type
    FlavourId = Literal[FLAVOURS]
    TypeId = Literal[TYPES]
FLAVOUR_INDEX = {f: i for i, f in enumerate(FLAVOURS)}
TYPE_INDEX = {t: i for i, t in enumerate(TYPES)}

DESSERT_RULE_KINDS = ("per_type_and_flavour", "per_distinct_type", "per_distinct_flavour")
DECORATION_RULE_KINDS = ("if_on_type", "if_on_flavour", "per_decoration_on_same_dessert",
                         "if_other_dessert_of_type", "if_other_dessert_of_flavour")
EFFECT_KINDS = ("adds_type", "adds_flavour")


@RULES.decides("C1")
def vocabulary(value: object, kind: str, where: str) -> str:
    """C1: four flavours (also the colours of the Chocolate cards) and six Dessert types;
    every flavour or type a table names is one of them (a table that names another is
    refused when it is read: a typo in a club's correction never scores silently)."""
    allowed = {"flavour": FLAVOURS, "type": TYPES, "decoration kind": DECORATION_KINDS}[kind]
    if value not in allowed:
        raise ValueError(f"cards.toml: {where}: {value!r} is not a {kind} of C1 ({', '.join(allowed)})")
    return value


def relations() -> dict[str, dict[str, str]]:
    """C1's two relations as tables: the partner of each flavour and the cycle's steps
    (`n1`, `n2`, `n3`: 1, 2, 3 steps on). They describe the patterns of the tables."""
    cycle = list(_DOC["cycle"])
    partner = {vocabulary(k, "flavour", "partner"): vocabulary(v, "flavour", "partner")
               for k, v in _DOC["partner"].items()}
    steps = {f"n{n}": {f: cycle[(cycle.index(f) + n) % len(cycle)] for f in cycle} for n in (1, 2, 3)}
    return {"partner": partner, **steps}


def _rule(raw: Mapping[str, Any], kinds: tuple[str, ...], where: str) -> ScoringRule:
    kind = raw["kind"]
    if kind not in kinds:
        raise ValueError(f"cards.toml: {where}: {kind!r} is not one of {', '.join(kinds)}")
    return ScoringRule(kind,
                       vocabulary(raw["type"], "type", where) if "type" in raw else None,
                       vocabulary(raw["flavour"], "flavour", where) if "flavour" in raw else None,
                       int(raw["points"]) if "points" in raw else None)


def _cost(raw: Iterable[int], where: str) -> tuple[int, int, int, int]:
    cost = tuple(int(n) for n in raw)
    if len(cost) != len(FLAVOURS) or min(cost) < 0:
        raise ValueError(f"cards.toml: {where}: a cost is {len(FLAVOURS)} non-negative units")
    return cost  # type: ignore[return-value]  # the length is checked on the line above


def _chocolate() -> dict[str, Chocolate]:
    out = {}
    for i, raw in enumerate(_DOC["chocolate"]["cards"]):
        left, _, right = raw["id"].partition("_")
        out[raw["id"]] = Chocolate(raw["id"], raw["label"], vocabulary(left, "flavour", raw["id"]),
                                   vocabulary(right, "flavour", raw["id"]), i)
    return out


def _desserts() -> dict[str, Dessert]:
    return {raw["id"]: Dessert(raw["id"], raw["label"], vocabulary(raw["type"], "type", raw["id"]),
                               vocabulary(raw["flavour"], "flavour", raw["id"]), _cost(raw["cost"], raw["id"]),
                               _rule(raw["rule"], DESSERT_RULE_KINDS, raw["id"]), i)
            for i, raw in enumerate(_DOC["desserts"])}


def _decorations() -> dict[str, Decoration]:
    return {raw["id"]: Decoration(raw["id"], raw["label"], vocabulary(raw["kind"], "decoration kind", raw["id"]),
                                  _cost(raw["cost"], raw["id"]),
                                  _rule(raw["effect"], EFFECT_KINDS, raw["id"]) if "effect" in raw else None,
                                  _rule(raw["rule"], DECORATION_RULE_KINDS, raw["id"]), int(raw.get("copies", 1)), i)
            for i, raw in enumerate(_DOC["decorations"])}


CHOCOLATE: dict[str, Chocolate] = _chocolate()
CHOCOLATE_COPIES: int = int(_DOC["chocolate"]["copies"])
CHOCOLATE_MARKED: int = int(_DOC["chocolate"]["marked"])
DESSERTS: dict[str, Dessert] = _desserts()
DECORATIONS: dict[str, Decoration] = _decorations()
SETUP_TABLE: dict[int, SetupRow] = {int(r["players"]): SetupRow(int(r["players"]), r["deck"], int(r["removed"]),
                                                                int(r["reserve"]), int(r["stack"]))
                                    for r in _DOC["setup"]}

# Plain lookups for the hot paths: a Chocolate card's colours as flavour indexes.
LEFT: dict[str, str] = {c.id: c.left for c in CHOCOLATE.values()}
RIGHT: dict[str, str] = {c.id: c.right for c in CHOCOLATE.values()}
UNITS: dict[str, tuple[int, int]] = {c.id: (FLAVOUR_INDEX[c.left], FLAVOUR_INDEX[c.right]) for c in CHOCOLATE.values()}
CHOCOLATE_ORDER: dict[str, int] = {c.id: c.order for c in CHOCOLATE.values()}
DESSERT_ORDER: dict[str, int] = {d.id: d.order for d in DESSERTS.values()}
DECORATION_ORDER: dict[str, int] = {d.id: d.order for d in DECORATIONS.values()}


# The cost of every Dessert and Decoration (units per flavour, in C1 order), by id.
COSTS: dict[str, tuple[int, int, int, int]] = ({d.id: d.cost for d in DESSERTS.values()}
                                               | {d.id: d.cost for d in DECORATIONS.values()})


def label_of(card: str) -> str:
    found = DESSERTS.get(card) or DECORATIONS.get(card) or CHOCOLATE.get(card)
    return found.label if found is not None else card


# --- checks of ids, as a path or a final form meets them ------------------------------------


@RULES.refuses("C2")
def chocolate_ids(cards: Iterable[object], field: str) -> Finding | None:
    """C2: 48 Chocolate cards, two halves of different colours; an id is `<left>_<right>`
    of the 12 ordered pairs. The first id that is not one is refused (at `field`/i)."""
    for i, card in enumerate(cards):
        if card not in CHOCOLATE:
            return "not_a_chocolate", {"card": str(card)}, f"{field}/{i}"
    return None


@RULES.refuses("C3")
def dessert_ids(cards: Iterable[object], field: str, held: dict[str, str] | None = None,
                inspiration: str | None = None, holder: str = "") -> Finding | None:
    """C3: 24 Desserts, one of each type and flavour. Every id is a Dessert; with `held`
    (the Desserts already met, each with who holds it: updated) none is held twice, by this
    `holder` or another, and none is the Inspiration's, which is nobody's (V1)."""
    for i, card in enumerate(cards):
        at = f"{field}/{i}"
        if card not in DESSERTS:
            return "not_a_dessert", {"card": str(card)}, at
        if held is not None:
            if card == inspiration:
                return "dessert_is_inspiration", {"card": card}, at
            if card in held:
                if held[card] == holder:
                    return "dessert_listed_twice", {"card": card}, at
                return "dessert_held_twice", {"card": card, "holder": held[card]}, at
            held[card] = holder
    return None


@RULES.refuses("C4")
def decoration_ids(cards: Iterable[object], field: str) -> Finding | None:
    """C4: 24 Decorations in five kinds; every id is one of C4's."""
    for i, card in enumerate(cards):
        if card not in DECORATIONS:
            return "not_a_decoration", {"card": str(card)}, f"{field}/{i}"
    return None


@RULES.refuses("C5")
def copies_problem(cards: Iterable[tuple[str, str]], counted: dict[str, int]) -> Finding | None:
    """C5: identical copies are interchangeable and counted, never told apart: no
    Decoration id appears more often than C4 prints it. `cards` are (id, field) pairs in
    document order; `counted` holds the copies already met (updated)."""
    for card, field in cards:
        add(counted, card)
        if counted[card] > DECORATIONS[card].copies:
            return "too_many_copies", {"card": card, "copies": DECORATIONS[card].copies}, field
    return None
