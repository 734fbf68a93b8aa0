"""A tray's score as the answers show it (section 5): what POST /chocola/trays answers and
every player's score carries, line by line with the rule that gave each point, and the
words that say each line in the request's language (:class:`~service.referee.shown.Said`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Any, Literal

from msgspec import UNSET, Meta, UnsetType

from service.referee.catalogue import catalogue_of
from service.referee.shown import Said, Shown

from .cards import DECORATION_RULE_KINDS, DESSERT_RULE_KINDS, LABELS, FlavourId, ScoringRule, TypeId
from .kinds import Counted
from .rulebook import RULES, RuleId
from .scoring import (Breakdown, DessertLine, DessertRuleLine, InspirationLine, counting_domain, decoration_rules,
                      dessert_rules, effective, phase_total)
from .trays import best_tray, tray_problem

if TYPE_CHECKING:  # to mypy, a string
    DessertRuleKind = str
    DecorationRuleKind = str
else:  # to the document, the closed lists
    DessertRuleKind = Literal[DESSERT_RULE_KINDS]
    DecorationRuleKind = Literal[DECORATION_RULE_KINDS]

WORDS = catalogue_of(RULES.game)


class RuleParams(Shown, frozen=True, kw_only=True):
    """A scoring rule's parameters (only those its kind takes)."""

    type: Annotated[TypeId, Meta(description="The type the rule looks for.")] | UnsetType = UNSET
    flavour: Annotated[FlavourId, Meta(description="The flavour the rule looks for.")] | UnsetType = UNSET
    points: Annotated[int, Meta(ge=0, description="The points it gives.")]


class DessertRule(Shown, frozen=True):
    """A tray Dessert's rule (R1-R3): what it counted over the domain, its points, in words."""

    dessert: Annotated[str, Meta(examples=["milk_praline"], description="A tray Dessert.")]
    kind: Annotated[DessertRuleKind, Meta(description="Its rule's kind.")]
    params: RuleParams
    counted: Annotated[list[Counted], Meta(description=(
        "What the rule counted over the domain (V5), the Inspiration marked."))]
    points: Annotated[int, Meta(ge=0, examples=[16])]
    rule: Annotated[RuleId, Meta(description="The rule kind's id (R1-R3).")]
    explanation: Annotated[Said, Meta(description="The line in words, in the request's language.", examples=[
        "praline: milk_praline, dark_praline; white: white_semifreddo, white_truffle (I); (2 + 2) x 4 = 16"])]


class DecorationRule(Shown, frozen=True):
    """An assigned Decoration's rule (R4-R8): its points and why, in words."""

    decoration: Annotated[str, Meta(examples=["caramel"])]
    dessert: Annotated[str, Meta(examples=["milk_mousse"], description="The Dessert carrying it.")]
    kind: Annotated[DecorationRuleKind, Meta(description="Its rule's kind.")]
    params: RuleParams
    points: Annotated[int, Meta(ge=0, examples=[6])]
    reason: Annotated[Said, Meta(description="Why, in the request's language.",
                                 examples=["2 Decorations on the Dessert"])]
    rule: Annotated[RuleId, Meta(description="The rule kind's id (R4-R8).")]


_DECIDED_BY = [effective.rule, counting_domain.rule, best_tray.rule, dessert_rules.rule, decoration_rules.rule,
               phase_total.rule]
"""The rules that made the best tray's score, in order (the document's example)."""


class TrayAnswer(Shown, frozen=True):
    """A player's score for a phase, line by line (section 5): the tray, every rule and its points."""

    points: Annotated[int, Meta(ge=0, examples=[84], description="dessert_points + decoration_points (V8).")]
    dessert_points: Annotated[int, Meta(ge=0, examples=[64], description="The tray Desserts' rules (V6).")]
    decoration_points: Annotated[int, Meta(ge=0, examples=[20], description="Every assigned Decoration (V7).")]
    tray: Annotated[list[str], Meta(examples=[["milk_praline", "white_semifreddo", "dark_mousse"]],
                                    description="The tray's Desserts, in C3 table order (V2).")]
    set_aside: Annotated[list[str], Meta(examples=[["dark_praline", "milk_mousse"]],
                                         description="The Desserts set aside (esclusi), in C3 table order.")]
    tray_chosen: Annotated[Literal["given", "best"], Meta(description=(
        "`given`: the tray declared (V3); `best`: none was, so the referee chose the best."))]
    desserts: Annotated[list[DessertLine], Meta(description="Every own Dessert, in C3 table order.")]
    inspiration: InspirationLine
    dessert_rules: Annotated[list[DessertRule], Meta(description="One line per tray Dessert, in C3 table order.")]
    decoration_rules: Annotated[list[DecorationRule], Meta(description=(
        "One line per assigned Decoration, by carrying Dessert in C3 order, then C4 order."))]
    unassigned: Annotated[list[str], Meta(description="Decorations left unassigned (D3): 0 points.")]
    decided_by: Annotated[list[RuleId], Meta(examples=[_DECIDED_BY], description="The rules that made the score.")]
    summary: Annotated[Said, Meta(description="The score in words, in the request's language.",
                                  examples=["Desserts 64 + Decorations 20 = 84"])]


_PARAMS: dict[ScoringRule, RuleParams] = {}


def params_of(rule: ScoringRule) -> RuleParams:
    """A card's scoring rule's parameters as the answers show them (made once a rule: the
    rules are the edition's)."""
    found = _PARAMS.get(rule)
    if found is None:
        found = _PARAMS[rule] = RuleParams(**rule.params())
    return found


def decided_by(b: Breakdown) -> list[str]:
    """The rules that made a breakdown's score, in the order of the scoring algorithm."""
    rules = [effective.rule, counting_domain.rule, best_tray.rule if b.tray_chosen == "best" else tray_problem.rule,
             dessert_rules.rule]
    if b.decoration_rules:
        rules.append(decoration_rules.rule)
    rules.append(phase_total.rule)
    return rules


def tray_answer(b: Breakdown) -> TrayAnswer:
    """A :class:`~service.games.chocola.scoring.Breakdown` as the answers show it."""
    return TrayAnswer(
        points=b.points, dessert_points=b.dessert_points, decoration_points=b.decoration_points, tray=list(b.tray),
        set_aside=list(b.set_aside), tray_chosen=b.tray_chosen,  # type: ignore[arg-type]  # "given" or "best"
        desserts=list(b.desserts), inspiration=b.inspiration,
        dessert_rules=[DessertRule(dessert=line.dessert, kind=line.rule.kind, params=params_of(line.rule),
                                   counted=list(line.counted), points=line.points, rule=line.rule_id,
                                   explanation=Said(explain_dessert_rule, line))
                       for line in b.dessert_rules],
        decoration_rules=[DecorationRule(decoration=line.decoration, dessert=line.dessert, kind=line.rule.kind,
                                         params=params_of(line.rule), points=line.points,
                                         reason=Said(_reason, line.reason),
                                         rule=line.rule_id)
                          for line in b.decoration_rules],
        unassigned=list(b.unassigned), decided_by=decided_by(b),
        summary=Said(_summary, b.dessert_points, b.decoration_points, b.points))


def _summary(desserts: int, decorations: int, total: int, lang: str) -> str:
    return WORDS.word("tray_summary", lang, desserts=desserts, decorations=decorations, total=total)


def _label(kind: str, value: str, lang: str) -> str:
    return LABELS[kind][value][lang]


def _reason(reason: tuple[str, dict[str, Any]], lang: str) -> str:
    """A Decoration's reason (its message and parameters) in words."""
    code, params = reason
    return WORDS.render(code, _localised(params, lang), lang)


def _localised(params: dict[str, Any], lang: str) -> dict[str, Any]:
    out = dict(params)
    if "type" in out:
        out["type"] = _label("types", out["type"], lang)
    if "flavour" in out:
        out["flavour"] = _label("flavours", out["flavour"], lang)
    return out


def _mark(item: str, inspiration: bool, lang: str) -> str:
    return f"{item} {WORDS.word('inspiration_mark', lang)}" if inspiration else item


def explain_dessert_rule(line: DessertRuleLine, lang: str) -> str:
    """A Dessert's rule line in words: what it counted, and the points it made."""
    rule = line.rule
    if rule.kind == "per_type_and_flavour":
        assert rule.type is not None and rule.flavour is not None  # the kind names both (R1)
        by_type = [_mark(c.item, c.inspiration, lang) for c in line.counted if c.counted_as == "type"]
        by_flavour = [_mark(c.item, c.inspiration, lang) for c in line.counted if c.counted_as == "flavour"]
        none = WORDS.word("nothing", lang)
        return WORDS.word("line_per_type_and_flavour", lang, type=_label("types", rule.type, lang),
                          by_type=", ".join(by_type) or none, flavour=_label("flavours", rule.flavour, lang),
                          by_flavour=", ".join(by_flavour) or none, count=f"{len(by_type)} + {len(by_flavour)}",
                          points=rule.points, total=line.points)
    kind = "types" if rule.kind == "per_distinct_type" else "flavours"
    seen = [_mark(_label(kind, c.item, lang), c.inspiration, lang) for c in line.counted]
    return WORDS.word("line_per_distinct", lang, seen=", ".join(seen) or WORDS.word("nothing", lang),
                      count=len(seen), points=rule.points, total=line.points)
