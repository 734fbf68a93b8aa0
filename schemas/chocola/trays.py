"""A tray's score as JSON (section 5): the breakdown that POST /chocola/trays answers and
that every player's score carries, line by line with the rule that gave each point; and
the /chocola/payments answer."""

from __future__ import annotations

import msgspec
from marshmallow import Schema, fields

from schemas.chocola.enums import CATALOGUE, ENUMS
from schemas.common import answer_field, described, members_of, schema
from service.referee.shown import shown
from service.games.chocola.cards import DECORATION_RULE_KINDS, DESSERT_RULE_KINDS, LABELS
from service.games.chocola.kinds import Counted
from service.games.chocola.scoring import DessertLine, InspirationLine
from service.games.chocola.payment import ShownPlan


def ids(description: str, example=None) -> fields.List:
    return fields.List(fields.String(), required=True,
                       metadata={"description": description, **({"example": example} if example else {})})


class ChocolaRuleParamsSchema(Schema):
    type = ENUMS.field("Type", description="The type the rule looks for.")
    flavour = ENUMS.field("Flavour", description="The flavour the rule looks for.")
    points = fields.Integer(required=True, metadata={"minimum": 0, "description": "The points it gives."})

    class Meta:
        description = "A scoring rule's parameters (only those its kind takes)."


class ChocolaDessertRuleSchema(Schema):
    dessert = fields.String(required=True, metadata={"example": "milk_praline", "description": "A tray Dessert."})
    kind = fields.String(required=True, metadata={"enum": list(DESSERT_RULE_KINDS),
                                                  "description": "Its rule's kind."})
    params = fields.Nested(ChocolaRuleParamsSchema, required=True)
    counted = answer_field(list[Counted], ENUMS, required=True, metadata={
        "description": "What the rule counted over the domain (V5), the Inspiration marked."})
    points = fields.Integer(required=True, metadata={"minimum": 0, "example": 16})
    rule = ENUMS.rule_id("The rule kind's id (R1-R3).", required=True)
    explanation = fields.String(required=True, metadata={
        "description": "The line in words, in the request's language.",
        "example": "praline: milk_praline, dark_praline; white: white_semifreddo, white_truffle (I); (2 + 2) x 4 = 16"})


class ChocolaDecorationRuleSchema(Schema):
    decoration = fields.String(required=True, metadata={"example": "caramel"})
    dessert = fields.String(required=True, metadata={"example": "milk_mousse", "description": "The Dessert carrying "
                                                                                              "it."})
    kind = fields.String(required=True, metadata={"enum": list(DECORATION_RULE_KINDS),
                                                  "description": "Its rule's kind."})
    params = fields.Nested(ChocolaRuleParamsSchema, required=True)
    points = fields.Integer(required=True, metadata={"minimum": 0, "example": 6})
    reason = fields.String(required=True, metadata={"description": "Why, in the request's language.",
                                                    "example": "2 Decorations on the Dessert"})
    rule = ENUMS.rule_id("The rule kind's id (R4-R8).", required=True)


class ChocolaTrayAnswerSchema(Schema):
    points = fields.Integer(required=True, metadata={"minimum": 0, "example": 84,
                                                     "description": "dessert_points + decoration_points (V8)."})
    dessert_points = fields.Integer(required=True, metadata={"minimum": 0, "example": 64,
                                                             "description": "The tray Desserts' rules (V6)."})
    decoration_points = fields.Integer(required=True, metadata={"minimum": 0, "example": 20,
                                                                "description": "Every assigned Decoration (V7)."})
    tray = ids("The tray's Desserts, in C3 table order (V2).", ["milk_praline", "white_semifreddo", "dark_mousse"])
    set_aside = ids("The Desserts set aside (esclusi), in C3 table order.", ["dark_praline", "milk_mousse"])
    tray_chosen = fields.String(required=True, metadata={
        "enum": ["given", "best"], "description": "`given`: the tray declared (V3); `best`: none was, so the "
                                                  "referee chose the best."})
    desserts = answer_field(list[DessertLine], ENUMS, required=True, metadata={
        "description": "Every own Dessert, in C3 table order."})
    inspiration = answer_field(InspirationLine, ENUMS, required=True)
    dessert_rules = fields.List(fields.Nested(ChocolaDessertRuleSchema), required=True, metadata={
        "description": "One line per tray Dessert, in C3 table order."})
    decoration_rules = fields.List(fields.Nested(ChocolaDecorationRuleSchema), required=True, metadata={
        "description": "One line per assigned Decoration, by carrying Dessert in C3 order, then C4 order."})
    unassigned = ids("Decorations left unassigned (D3): 0 points.")
    decided_by = ENUMS.rule_ids("The rules that made the score.", example=["V4", "V5", "V3", "V6", "V7", "V8"])
    summary = fields.String(required=True, metadata={"description": "The score in words, in the request's "
                                                                    "language.",
                                                     "example": "Desserts 64 + Decorations 20 = 84"})

    class Meta:
        description = "A player's score for a phase, line by line (section 5): the tray, every rule and its points."


def _label(kind: str, value: str, lang: str) -> str:
    return LABELS[kind][value][lang]


def _localised(params: dict, lang: str) -> dict:
    out = dict(params)
    if "type" in out:
        out["type"] = _label("types", out["type"], lang)
    if "flavour" in out:
        out["flavour"] = _label("flavours", out["flavour"], lang)
    return out


def _mark(item: str, inspiration: bool, lang: str) -> str:
    return f"{item} {CATALOGUE.word('inspiration_mark', lang)}" if inspiration else item


def explain_dessert_rule(line, lang: str) -> str:
    rule = line.rule
    if rule.kind == "per_type_and_flavour":
        by_type = [_mark(c.item, c.inspiration, lang) for c in line.counted if c.counted_as == "type"]
        by_flavour = [_mark(c.item, c.inspiration, lang) for c in line.counted if c.counted_as == "flavour"]
        none = CATALOGUE.word("nothing", lang)
        return CATALOGUE.word("line_per_type_and_flavour", lang, type=_label("types", rule.type, lang),
                              by_type=", ".join(by_type) or none, flavour=_label("flavours", rule.flavour, lang),
                              by_flavour=", ".join(by_flavour) or none, count=f"{len(by_type)} + {len(by_flavour)}",
                              points=rule.points, total=line.points)
    kind = "types" if rule.kind == "per_distinct_type" else "flavours"
    seen = [_mark(_label(kind, c.item, lang), c.inspiration, lang) for c in line.counted]
    return CATALOGUE.word("line_per_distinct", lang, seen=", ".join(seen) or CATALOGUE.word("nothing", lang),
                          count=len(seen), points=rule.points, total=line.points)


def tray_answer(b, decided_by, lang: str) -> dict:
    """A :class:`~service.games.chocola.scoring.Breakdown` as JSON."""
    return {
        "points": b.points,
        "dessert_points": b.dessert_points,
        "decoration_points": b.decoration_points,
        "tray": list(b.tray),
        "set_aside": list(b.set_aside),
        "tray_chosen": b.tray_chosen,
        "desserts": msgspec.to_builtins(list(b.desserts)),
        "inspiration": msgspec.to_builtins(b.inspiration),
        "dessert_rules": [{"dessert": line.dessert, "kind": line.rule.kind, "params": line.rule.params(),
                           "counted": msgspec.to_builtins(list(line.counted)),
                           "points": line.points, "rule": line.rule_id,
                           "explanation": explain_dessert_rule(line, lang)} for line in b.dessert_rules],
        "decoration_rules": [{"decoration": line.decoration, "dessert": line.dessert, "kind": line.rule.kind,
                              "params": line.rule.params(), "points": line.points,
                              "reason": CATALOGUE.render(line.reason[0], _localised(line.reason[1], lang), lang),
                              "rule": line.rule_id} for line in b.decoration_rules],
        "unassigned": list(b.unassigned),
        "decided_by": list(decided_by),
        "summary": CATALOGUE.word("tray_summary", lang, desserts=b.dessert_points, decorations=b.decoration_points,
                                  total=b.points),
    }


ChocolaPaymentAnswerSchema = schema("ChocolaPaymentAnswer", members_of(ShownPlan, ENUMS), described(ShownPlan))


def payment_answer(p, lang: str) -> dict:
    """A :class:`~service.games.chocola.payment.PaymentPlan` as JSON."""
    return shown(p.shown(), lang)
