"""A phase's score for one player (V1, V4-V8), with its breakdown line by line.

The scoring algorithm of section 5: (1) effective attributes of each own Dessert and of
the Inspiration Dessert (V4); (2) the counting domain (V5); (3) each own Dessert's rule
value over the domain (R1-R3); (4) the tray, given (V2) or best (V3); (5) dessert points,
the values of the tray Desserts (V6); (6) decoration points, each assigned Decoration's
rule (R4-R8, V7); (7) the total (V8). The Inspiration's own rules are never evaluated.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Annotated, Any, NamedTuple

from msgspec import Meta

from service.referee.shown import Shown

from .cards import (DECORATION_ORDER, DECORATIONS, DESSERT_ORDER, DESSERTS, FLAVOUR_INDEX, TYPE_INDEX, FlavourId,
                    ScoringRule, TypeId, label_of)
from .kinds import DECORATION_KINDS, DESSERT_KINDS, EFFECT_KINDS, Attributes, Counted
from .rulebook import RULES
from .trays import best_tray


class DessertLine(Shown, frozen=True):
    # An own Dessert: its effective attributes, whether in the tray, its Decorations, and
    # its rule's value over the domain (scoring only in the tray).
    id: Annotated[str, Meta(description="An own Dessert (V1).", examples=["milk_praline"])]
    label: Annotated[str, Meta(description="Its Italian name.", examples=["Pralina al cioccolato al latte"])]
    types: Annotated[list[TypeId], Meta(description="Its effective types (V4), in C1 order.")]
    flavours: Annotated[list[FlavourId], Meta(description="Its effective flavours (V4), in C1 order.")]
    in_tray: Annotated[bool, Meta(description="In the tray (true) or set aside (V2).")]
    decorations: Annotated[list[str], Meta(description="The Decorations on it (D1), in C4 order.")]
    value: Annotated[int, Meta(ge=0, description=(
        "Its rule's points over the domain (R1-R3); they score only in the tray (V6)."))]


class InspirationLine(Shown, frozen=True):
    # The Inspiration (S7): its Dessert altered by its Decoration (V4), whose rules never score.
    dessert: Annotated[str, Meta(examples=["white_truffle"])]
    decoration: Annotated[str, Meta(examples=["white_glaze"])]
    types: Annotated[list[TypeId], Meta(description="The Inspiration Dessert's effective types (V4).")]
    flavours: Annotated[list[FlavourId], Meta(description=(
        "Its effective flavours, altered by the Inspiration's Decoration (V4)."))]
    rules_applied: Annotated[bool, Meta(description="Always false: the Inspiration's two rules never score (V6).",
                                        extra_json_schema={"enum": [False]})]


class DessertRuleLine(NamedTuple):
    """The rule of a tray Dessert (R1-R3), what it counted and its points."""

    dessert: str
    rule: ScoringRule
    rule_id: str
    counted: tuple[Counted, ...]
    points: int


class DecorationRuleLine(NamedTuple):
    """An assigned Decoration's rule (R4-R8) on its Dessert: its points and why."""

    decoration: str
    dessert: str
    rule: ScoringRule
    rule_id: str
    points: int
    reason: tuple[str, dict[str, Any]]


class Breakdown(NamedTuple):
    """A player's score for a phase and how it was made (the /chocola/trays answer)."""

    points: int
    dessert_points: int
    decoration_points: int
    tray: tuple[str, ...]
    set_aside: tuple[str, ...]
    tray_chosen: str  # "given" or "best"
    desserts: tuple[DessertLine, ...]
    inspiration: InspirationLine
    dessert_rules: tuple[DessertRuleLine, ...]
    decoration_rules: tuple[DecorationRuleLine, ...]
    unassigned: tuple[str, ...]


def _sorted(values: Iterable[str], order: Mapping[str, int]) -> tuple[str, ...]:
    return tuple(sorted(values, key=order.__getitem__))


_PLAIN = {d.id: (d.type, d.flavour) for d in DESSERTS.values()}


def _attributes(dessert: str, decorations: Sequence[str], inspiration: bool) -> Attributes:
    printed_type, printed_flavour = _PLAIN[dessert]
    types, flavours = {printed_type}, {printed_flavour}
    for decoration in decorations:
        effect = DECORATIONS[decoration].effect
        if effect is not None:
            EFFECT_KINDS[effect.kind](effect, types, flavours)
    if len(types) == 1 and len(flavours) == 1:
        return Attributes(dessert, (printed_type,), (printed_flavour,), inspiration)
    return Attributes(dessert, _sorted(types, TYPE_INDEX), _sorted(flavours, FLAVOUR_INDEX), inspiration)


# Every own Dessert without Decorations (all of phase 1's), and every Inspiration (a Dessert
# with the Inspiration's Decoration), its attributes worked out once.
_UNDECORATED = {d: _attributes(d, (), False) for d in _PLAIN}
_INSPIRATIONS = {(d, c): _attributes(d, (c,), True) for d in _PLAIN for c in DECORATIONS}


@RULES.decides("V4")
def effective(dessert: str, decorations: Sequence[str], inspiration: bool = False) -> Attributes:
    """V4: a Dessert's types are its printed type plus a type added by a topping assigned
    to it (R9); its flavours its printed flavour plus a flavour added by drops assigned to
    it (R10). The Inspiration Dessert is altered by the Inspiration Decoration the same
    way, in both phases."""
    if not decorations and not inspiration:
        return _UNDECORATED[dessert]
    if inspiration and len(decorations) == 1:
        found = _INSPIRATIONS.get((dessert, decorations[0]))
        if found is not None:
            return found
    return _attributes(dessert, decorations, inspiration)


@RULES.decides("V1")
def own_desserts(desserts: Sequence[str], assignment: Mapping[str, Sequence[str]]) -> tuple[Attributes, ...]:
    """V1: a player's Desserts are those they prepared (in C3 table order, each with the
    Decorations assigned to it); the Inspiration is nobody's."""
    own = []
    for d in sorted(desserts, key=DESSERT_ORDER.__getitem__):
        own.append(effective(d, assignment.get(d, ())))
    return tuple(own)


# Each Dessert's rule, the function of its kind (R1-R3) and that kind's rule id.
_RULE_OF = {d.id: (d.rule, DESSERT_KINDS[d.rule.kind], DESSERT_KINDS[d.rule.kind].rule) for d in DESSERTS.values()}


@RULES.decides("V5")
def counting_domain(own: Sequence[Attributes], inspiration: Attributes) -> tuple[Attributes, ...]:
    """V5: Dessert rules count over the player's own Desserts (tray and set aside) plus the
    Inspiration Dessert, each with its effective attributes."""
    return (*own, inspiration)


@RULES.decides("V6")
def dessert_rules(tray: Sequence[str], lines: Mapping[str, DessertRuleLine]) -> tuple[DessertRuleLine, ...]:
    """V6: the rule of each tray Dessert scores once. The rules of set-aside Desserts never
    score, nor do the rules of the two Inspiration cards, for anyone."""
    return tuple(map(lines.__getitem__, tray))


@RULES.decides("V7")
def decoration_rules(own: Sequence[Attributes],
                     assignment: Mapping[str, Sequence[str]]) -> tuple[DecorationRuleLine, ...]:
    """V7: every assigned Decoration scores its rule, on tray and set-aside Desserts alike
    (by carrying Dessert in C3 order, then C4 order). Conditions on "another Dessert" look
    only at the player's own Desserts other than the carrier, never at the Inspiration."""
    lines = []
    for carrier in own:
        on_it = _sorted(assignment.get(carrier.id, ()), DECORATION_ORDER)
        for decoration in on_it:
            rule = DECORATIONS[decoration].rule
            kind = DECORATION_KINDS[rule.kind]
            points, reason = kind(rule, carrier, on_it, own)
            lines.append(DecorationRuleLine(decoration, carrier.id, rule, kind.rule, points, reason))
    return tuple(lines)


Valued = tuple[tuple[Attributes, ...], Attributes, dict[str, DessertRuleLine], dict[str, int]]


def _valued(desserts: Sequence[str], inspiration: tuple[str, str],
            assignment: Mapping[str, Sequence[str]]) -> Valued:
    """Steps (1)-(3): the own Desserts' effective attributes (V1, V4), the Inspiration's, and
    each own Dessert's rule over the counting domain (V5, R1-R3), its line and its value."""
    own = own_desserts(desserts, assignment)
    inspired = effective(inspiration[0], (inspiration[1],), inspiration=True)
    domain = counting_domain(own, inspired)
    lines = {}
    values = {}
    for d in own:
        dessert = d.id
        rule, kind, rule_id = _RULE_OF[dessert]
        points, counted = kind(rule, domain)
        lines[dessert] = DessertRuleLine(dessert=dessert, rule=rule, rule_id=rule_id, counted=counted, points=points)
        values[dessert] = points
    return own, inspired, lines, values


VALUED_MAX = 512
"""Undecorated Desserts valued (:func:`_undecorated`) kept at most: the store starts afresh
when full."""
_UNDECORATED_VALUED: dict[tuple[tuple[str, ...], str, str], Valued] = {}


def forget_valuations() -> None:
    """Empty what :func:`_undecorated` keeps (for a bench timing games never scored before)."""
    _UNDECORATED_VALUED.clear()


def _undecorated(desserts: Sequence[str], inspiration: tuple[str, str]) -> Valued:
    """:func:`_valued` of Desserts without Decorations (all of phase 1's), kept by the
    Desserts and the Inspiration: a phase-1 score is asked again with another tray (a
    declared one, E3) and by every answer that shows it, and its lines and values stay the
    same (a tray changes neither the domain nor the rules, V3). What is kept is never
    changed: :func:`phase_score` only reads it."""
    key = (tuple(desserts), inspiration[0], inspiration[1])
    found = _UNDECORATED_VALUED.get(key)
    if found is None:
        found = _valued(desserts, inspiration, {})
        if len(_UNDECORATED_VALUED) >= VALUED_MAX:
            _UNDECORATED_VALUED.clear()
        _UNDECORATED_VALUED[key] = found
    return found


class PhaseTotal(NamedTuple):
    """A phase's score for one player (V8) and what made it, steps (1)-(7), before the
    breakdown writes it out line by line (:func:`phase_score`)."""

    points: int
    dessert_points: int
    decoration_points: int
    own: tuple[Attributes, ...]
    inspired: Attributes
    values: dict[str, int]
    tray: tuple[str, ...]
    dessert_rules: tuple[DessertRuleLine, ...]
    decoration_rules: tuple[DecorationRuleLine, ...]


@RULES.decides("V8")
def phase_total(desserts: Sequence[str], inspiration: tuple[str, str], assignment: Mapping[str, Sequence[str]] | None = None,
                tray: Sequence[str] | None = None) -> PhaseTotal:
    """V8: a phase's score = dessert points (V6) + decoration points (V7); in phase 1 a
    player has no Decorations. `tray` is a declared tray V2 accepted, or None for the best
    (V3). The Inspiration's own rules are never evaluated."""
    if assignment:
        own, inspired, lines, values = _valued(desserts, inspiration, assignment)
    else:
        assignment = {}
        own, inspired, lines, values = _undecorated(desserts, inspiration)
    in_tray = best_tray(desserts, values) if tray is None else _sorted(tray, DESSERT_ORDER)
    scored = dessert_rules(in_tray, lines)
    decorated = decoration_rules(own, assignment) if assignment else ()
    dessert_points = 0
    for line in scored:
        dessert_points += line.points
    decoration_points = 0
    for decoration_line in decorated:
        decoration_points += decoration_line.points
    return PhaseTotal(points=dessert_points + decoration_points, dessert_points=dessert_points,
                      decoration_points=decoration_points, own=own, inspired=inspired, values=values, tray=in_tray,
                      dessert_rules=scored, decoration_rules=decorated)


def phase_score(desserts: Sequence[str], inspiration: tuple[str, str], assignment: Mapping[str, Sequence[str]] | None = None,
                unassigned: Sequence[str] = (), tray: Sequence[str] | None = None) -> Breakdown:
    """V8's score of a phase (:func:`phase_total`) with its breakdown: every own Dessert line
    by line, in the tray or set aside, and the rules that scored."""
    total = phase_total(desserts, inspiration, assignment, tray)
    assignment = assignment or {}
    in_tray, values = total.tray, total.values
    set_aside = []
    rows = []
    for d in total.own:  # the own Desserts line by line, and those left out of the tray, in one pass
        dessert = d.id
        kept = dessert in in_tray
        if not kept:
            set_aside.append(dessert)
        rows.append(DessertLine(id=dessert, label=label_of(dessert), types=list(d.types), flavours=list(d.flavours),
                                in_tray=kept, decorations=(list(_sorted(assignment[dessert], DECORATION_ORDER))
                                                           if dessert in assignment else []),
                                value=values[dessert]))
    return Breakdown(points=total.points, dessert_points=total.dessert_points,
                     decoration_points=total.decoration_points, tray=in_tray, set_aside=tuple(set_aside),
                     tray_chosen="best" if tray is None else "given", desserts=tuple(rows),
                     inspiration=InspirationLine(dessert=total.inspired.id, decoration=inspiration[1],
                                                 types=list(total.inspired.types),
                                                 flavours=list(total.inspired.flavours), rules_applied=False),
                     dessert_rules=total.dessert_rules,
                     decoration_rules=total.decoration_rules,
                     unassigned=_sorted(unassigned, DECORATION_ORDER) if unassigned else ())
