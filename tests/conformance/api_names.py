"""The names a game's API can show a person, as its schemas declare them today: the move
types and their fields (``schemas/<game>/moves.py``'s ``SHAPES``, and the notes a
legal-moves entry may carry beside a move, its ``ANNOTATIONS``) and the values of its
enumerations (``schemas/<game>/enums.py``'s ``ENUMS`` components, rule ids apart: the
catalogue's rules give those their titles). One function reads them, so that it can be
pointed at wherever the moves are declared next."""

from __future__ import annotations

from dataclasses import dataclass
from importlib import import_module

from service.referee import registry

RULE_IDS = "RuleId"
MOVE_TYPES = "MoveType"


@dataclass(frozen=True)
class ApiNames:
    moves: frozenset[str]  # every move type
    fields: frozenset[str]  # every field of a move, and every note of a legal-moves entry
    values: dict[str, frozenset[str]]  # each enumeration (its name without the game's prefix): its values


def api_names(slug: str) -> ApiNames:
    package = registry.package_of(slug)
    moves = import_module(f"schemas.{package}.moves")
    enums = import_module(f"schemas.{package}.enums").ENUMS
    shapes = moves.SHAPES
    fields = {name for shape in shapes.values() for name in (*shape.required, *shape.optional)}
    fields |= set(getattr(moves, "ANNOTATIONS", {}))
    fields |= {"type", "player"}
    values = {component.removeprefix(enums.prefix): frozenset(body["enum"])
              for component, body in enums.components.items()}
    values.pop(RULE_IDS)
    assert values.pop(MOVE_TYPES) == frozenset(shapes)
    return ApiNames(frozenset(shapes), frozenset(fields), values)
