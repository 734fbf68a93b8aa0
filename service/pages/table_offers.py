"""The legal moves as controls: each entry of a legal-moves answer (the family's shape,
shared/API.md Part 1: ``move``, ``choose``, ``rule``, ``chance``, ``probability``...) as an
offer the table draws, with a picker for each open field. Nothing here knows a game.

- ``{"one_of": [...]}``: a list to pick from (``null`` among them: the field may be left out);
- ``{"min": a, "max": b}``: a number from a to b;
- ``{"subset_of": [...], "min_items": a, "max_items": b}``: boxes to tick, a to b of them.

An entry marked ``sample`` is one legal move of many that these forms cannot list (a deal,
an assignment of cards): its move is offered as JSON to edit into the one that happened.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from .say import Say, Shown

ONE_OF, RANGE, SUBSET = "one_of", "range", "subset"


@dataclass(frozen=True)
class Choice:
    value: str  # the JSON of the value (what the client sends back)
    label: str
    default: bool = False


@dataclass(frozen=True)
class Picker:
    field: str
    label: str  # the field in words
    kind: str  # ONE_OF, RANGE, SUBSET
    choices: tuple[Choice, ...] = ()
    low: int | None = None  # RANGE: the bounds; SUBSET: how many may be ticked
    high: int | None = None


@dataclass(frozen=True)
class Offer:
    move: dict  # the move as it is appended (open fields filled by the pickers)
    move_json: str
    type: str
    what: str  # the move's type in words
    player: str | None
    fixed: tuple[tuple[str, str], ...]  # the move's fields already decided, in words
    pickers: tuple[Picker, ...]
    rule: str | None
    chance: bool
    probability: str | None
    extra: Shown  # the game's own description of the entry (back, ...) and the API's details (approx...)
    sample: bool = False  # one legal move of many the forms cannot list: the move is edited as JSON


def picker(name: str, form: dict, say: Say) -> Picker:
    label = say.field(name)
    if "one_of" in form:
        values = form["one_of"]
        return Picker(name, label, ONE_OF,
                      tuple(Choice(json.dumps(v), say.value(v, name), i == 0) for i, v in enumerate(values)))
    if "subset_of" in form:
        values = form["subset_of"]
        low = int(form.get("min_items", 0))
        high = int(form.get("max_items", len(values)))
        return Picker(name, label, SUBSET,
                      tuple(Choice(json.dumps(v), say.value(v, name), i < low) for i, v in enumerate(values)), low, high)
    return Picker(name, label, RANGE, (), int(form["min"]), int(form["max"]))


def offer(entry: dict, say: Say) -> Offer:
    move = entry["move"]
    choose = entry.get("choose") or {}
    kind = str(move.get("type", "?"))
    return Offer(
        move=move, move_json=json.dumps(move, separators=(",", ":")), type=kind, what=say.move(kind),
        player=move.get("player"),
        fixed=say.fields(move, leave=("type", "player", *choose)).inline,
        pickers=tuple(picker(name, form, say) for name, form in choose.items()),
        rule=entry.get("rule"), chance=bool(entry.get("chance")), probability=entry.get("probability"),
        extra=say.fields({k: v for k, v in entry.items() if v is not None}, leave=DESCRIBING_SHOWN),
        sample=bool(entry.get("sample")),
    )


# What the form itself draws of an entry; `approx` is left to the words (a detail).
DESCRIBING_SHOWN = ("move", "choose", "rule", "chance", "probability", "sample")


def offers(entries: list[dict], say: Say) -> list[Offer]:
    return [offer(e, say) for e in entries]
