"""The names a game's API can show a person, as the game declares them: the move types and
their fields (a game whose moves are declared as classes: its engine's ``MOVES``, a
:class:`~service.referee.moves.MoveTypes`; else ``schemas/<game>/moves.py``'s ``SHAPES``,
and the notes a legal-moves entry may carry beside a move, its ``ANNOTATIONS``) and the
values of its enumerations (``schemas/<game>/enums.py``'s ``ENUMS`` components, rule ids
apart: the catalogue's rules give those their titles). One function reads them, so that it
follows wherever the moves are declared."""

from __future__ import annotations

from dataclasses import dataclass
from importlib import import_module

from service.referee import registry
from service.referee.moves import MoveTypes

RULE_IDS = "RuleId"
MOVE_TYPES = "MoveType"


@dataclass(frozen=True)
class ApiNames:
    moves: frozenset[str]  # every move type
    fields: frozenset[str]  # every field of a move, and every note of a legal-moves entry
    values: dict[str, frozenset[str]]  # each enumeration (its name without the game's prefix): its values


def api_names(slug: str) -> ApiNames:
    package = registry.package_of(slug)
    declared = getattr(import_module(f"service.games.{package}.moves"), "MOVES", None)
    schemas = import_module(f"schemas.{package}.moves")
    enums = import_module(f"schemas.{package}.enums").ENUMS
    if isinstance(declared, MoveTypes):  # the moves declared once, as classes
        types = set(declared.tags)
        fields = {name for cls in declared.classes for name in MoveTypes.fields(cls)}
    else:
        types = set(schemas.SHAPES)
        fields = {name for shape in schemas.SHAPES.values() for name in (*shape.required, *shape.optional)}
    fields |= set(getattr(schemas, "ANNOTATIONS", {}))
    fields |= {"type", "player"}
    values = {component.removeprefix(enums.prefix): frozenset(body["enum"])
              for component, body in enums.components.items()}
    values.pop(RULE_IDS)
    assert values.pop(MOVE_TYPES) == frozenset(types)
    return ApiNames(frozenset(types), frozenset(fields), values)
