"""The `moves` of a history, for any game: each game declares the shape of each move type as
data (:class:`MoveShape`: its fields and how each is read, :class:`Value`), and gets

- :class:`MovesField`: the list of moves loaded into the game's move values in one tight
  loop (nested marshmallow schemas take milliseconds for a few hundred moves, more than
  replaying the game), its errors in marshmallow's structure so that they come out as JSON
  pointers like every other field error, and at most :data:`MAX_MOVE_ERRORS` of them. A
  well-formed move takes a fast path derived from the same declarations (:meth:`Moves.read`:
  one reader per move type, from each field's `accepts`/`simple` and the shape's `make`);
  anything else the full path (:meth:`Moves.load`), which finds the same value or the errors;
- :func:`register_moves`: one schema per move type in the OpenAPI document, combined as a
  ``oneOf`` with a discriminator on ``type``;
- :func:`dump`: a move value written back as JSON, as a history carries it.

Values are the schema's business only as far as their JSON types go (an integer, a list of
strings...); what they mean (a card that exists, a player of the game) is the rules'.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from marshmallow import ValidationError, fields

from schemas.fields import Lean, check_player_id, integer_error, members_error

MAX_LIST = 100
MAX_MOVE_ERRORS = 100
"""The moves are checked until this many field errors are found (a problem document lists
at most 100): 5000 moves of 40 bad values each would otherwise make 200,000 of them."""

NOT_STRING = "Not a string."
NOT_BOOLEAN = "Not a boolean (only true or false)."
NOT_NUMBER = "Not a valid number."
NOT_LIST = "Not a valid list."
NOT_MAPPING = "Not a valid mapping type."
MISSING = "Missing data for required field."


@dataclass(frozen=True)
class Value:
    """How one field of a move is read and documented.

    `load(value)` returns ``(loaded, None)`` or ``(None, error)`` (a message, or a dict of
    errors by index or key for a list or an object); `doc` is the JSON schema of the field.
    `accepts(value)`, where given, is true exactly when `load` would find no error and return
    the value unchanged (a scalar): the fast path (:meth:`Moves.read`) then takes the value as
    sent without a call to `load`; a field without it (a list, an object) is read there with
    `load`. `simple`, where given, says the same as `accepts` without a call: the value is
    exactly of that JSON type, and no longer than that length; `members`, where given, says
    it for a closed list of strings: the value is a string among them."""

    load: Callable[[Any], tuple[Any, Any]]
    doc: dict
    accepts: Callable[[Any], bool] | None = None
    simple: tuple[type, int | None] | None = None
    members: frozenset[str] | None = None


def _doc(kind: dict, description: str, example: Any) -> dict:
    out = {**kind, "description": description}
    if example is not None:
        out["example"] = example
    return out


def integer(description: str, example: int | None = None, *, minimum: int | None = None,
            maximum: int | None = None) -> Value:
    """An integer (no bool, no float). `minimum`/`maximum` are for the document only when the
    range is a rule (checked by the engine); the schema takes any integer."""
    def load(v):
        return (v, None) if type(v) is int else (None, integer_error(v))

    bounds = {k: b for k, b in (("minimum", minimum), ("maximum", maximum)) if b is not None}
    return Value(load, _doc({"type": "integer", **bounds}, description, example), lambda v: type(v) is int,
                 (int, None))


def number(description: str, example: float | None = None, *, minimum: float | None = None,
           maximum: float | None = None) -> Value:
    """A JSON number (an integer or a float, no bool)."""
    def load(v):
        return (v, None) if type(v) in (int, float) else (None, NOT_NUMBER)

    bounds = {k: b for k, b in (("minimum", minimum), ("maximum", maximum)) if b is not None}
    return Value(load, _doc({"type": "number", **bounds}, description, example), lambda v: type(v) in (int, float))


def boolean(description: str, example: bool | None = None) -> Value:
    def load(v):
        return (v, None) if type(v) is bool else (None, NOT_BOOLEAN)

    return Value(load, _doc({"type": "boolean"}, description, example), lambda v: type(v) is bool, (bool, None))


def string(description: str, example: str | None = None, *, max_length: int = 64) -> Value:
    """A string of at most `max_length` characters (its meaning is the rules' business)."""
    too_long = f"Longer than {max_length} characters."

    def load(v):
        if type(v) is not str:
            return None, NOT_STRING
        return (v, None) if len(v) <= max_length else (None, too_long)

    return Value(load, _doc({"type": "string", "maxLength": max_length}, description, example),
                 lambda v: type(v) is str and len(v) <= max_length, (str, max_length))


def choice(values: tuple[str, ...], description: str, example: str | None = None) -> Value:
    """One of a closed set of strings (a schema error otherwise)."""
    allowed = frozenset(values)
    message = f"Must be one of: {', '.join(values)}."

    def load(v):
        return (v, None) if type(v) is str and v in allowed else (None, message)

    return Value(load, _doc({"type": "string", "enum": list(values)}, description, example),
                 lambda v: type(v) is str and v in allowed, members=allowed)


def player(description: str = "A player id.") -> Value:
    def load(v):
        problem = check_player_id(v)
        return (None, problem) if problem else (v, None)

    return Value(load, _doc({"type": "string", "maxLength": 64,
                             "pattern": r"^[^\u0000-\u001f\u007f-\u009f]*$"}, description, "ann"))


def listing(item: Value, description: str, example: Any = None, *, max_items: int = MAX_LIST,
            min_items: int | None = None, exact: int | None = None) -> Value:
    """A list of `item`s (a tuple once loaded), its length checked before its items."""
    too_many = f"At most {max_items} items (got {{n}})."
    simple, limit = item.simple or (None, None)

    def load(v):
        if type(v) is not list:
            return None, NOT_LIST
        if len(v) > max_items:
            return None, too_many.format(n=len(v))
        if exact is not None and len(v) != exact:
            return None, f"Exactly {exact} items (got {len(v)})."
        if simple is not None:  # scalars that their type (and length) accept load as they are
            for x in v:
                if type(x) is not simple or (limit is not None and len(x) > limit):
                    break
            else:
                return tuple(v), None
        out, bad = [], {}
        for i, x in enumerate(v):
            loaded, error = item.load(x)
            if error is not None:
                bad[i] = member_errors(error)
            out.append(loaded)
        return (None, bad) if bad else (tuple(out), None)

    kind: dict = {"type": "array", "items": item.doc, "maxItems": max_items}
    if min_items is not None:
        kind["minItems"] = min_items
    if exact is not None:
        kind["minItems"] = kind["maxItems"] = exact
    return Value(load, _doc(kind, description, example))


def mapping(value: Value, description: str, example: Any = None, *, max_members: int = 64,
            key: Value | None = None) -> Value:
    """An object of string keys (a dict once loaded), at most `max_members` members."""
    def load(v):
        if type(v) is not dict:
            return None, NOT_MAPPING
        crowded = members_error(v)
        if crowded or len(v) > max_members:
            return None, crowded or f"At most {max_members} members in an object (got {len(v)})."
        out, bad = {}, {}
        for k, x in v.items():
            if key is not None:
                _, error = key.load(k)
                if error is not None:
                    bad[k] = member_errors(error)
                    continue
            loaded, error = value.load(x)
            if error is not None:
                bad[k] = member_errors(error)
            out[k] = loaded
        return (None, bad) if bad else (out, None)

    return Value(load, _doc({"type": "object", "additionalProperties": value.doc, "maxProperties": max_members},
                            description, example))



def member_errors(error: Any) -> Any:
    """A member's error as its errors entry: a nested object's dict as it is, else a list."""
    return error if isinstance(error, dict) else [error]


def load_members(raw: Mapping[str, Any], required: Mapping[str, Value], optional: Mapping[str, Value],
                 out: dict[str, Any], errors: dict[str, Any]) -> None:
    """Load the known members of an object into `out` (an optional one absent or null is
    None), each error into `errors` under its name (a required one absent is missing)."""
    for name, spec in required.items():
        if name not in raw:
            errors[name] = [MISSING]
            continue
        loaded, error = spec.load(raw[name])
        if error is not None:
            errors[name] = member_errors(error)
        out[name] = loaded
    for name, spec in optional.items():
        value = raw.get(name)
        if value is None:
            out[name] = None
            continue
        loaded, error = spec.load(value)
        if error is not None:
            errors[name] = member_errors(error)
        out[name] = loaded

def obj(required: Mapping[str, Value], optional: Mapping[str, Value] | None = None, *, description: str,
        example: Any = None) -> Value:
    """An object of known members (a dict once loaded; an optional member absent or null is
    None); any other member is refused. More than 64 members are refused before any is read."""
    optional = dict(optional or {})
    names = frozenset((*required, *optional))
    # each member: its name, its exact JSON type and longest length when `simple` gives them
    # (no call then), else its `accepts`, and whether it is required
    checks = tuple((n, *(s.simple or (None, None)), s.accepts, needed)
                   for members, needed in ((required, True), (optional, False)) for n, s in members.items())
    quick = all(accepts is not None for *_, accepts, _ in checks)

    def load(v):
        if type(v) is not dict:
            return None, NOT_MAPPING
        if quick and v.keys() <= names:  # known members only, each of a scalar its `accepts` takes
            out = {}
            for name, simple, limit, accepts, needed in checks:
                x = v.get(name)
                if x is None:
                    if needed:
                        break
                elif simple is not None:
                    if type(x) is not simple or (limit is not None and len(x) > limit):
                        break
                elif not accepts(x):
                    break
                out[name] = x
            else:
                return out, None
        crowded = members_error(v)
        if crowded:
            return None, crowded
        out, bad = {}, {}
        for k in v:
            if k not in required and k not in optional:
                bad[k] = ["Unknown field."]
        load_members(v, required, optional, out, bad)
        return (None, bad) if bad else (out, None)

    props = {**{k: s.doc for k, s in required.items()},
             **{k: {**s.doc, "nullable": True} for k, s in optional.items()}}
    kind = {"type": "object", "properties": props, "additionalProperties": False}
    if required:
        kind["required"] = list(required)
    return Value(load, _doc(kind, description, example))


@dataclass(frozen=True)
class MoveShape:
    """One move type: its description (the rule that defines it), its fields, and who makes
    it (`player`: "required", or "optional" for a chance move nobody makes: absent or null,
    a string being the rules' business).

    `make`, where given, makes the game's move value from the player and the fields in the
    order declared (required, then optional; an absent optional one None), as `build` would:
    the fast path (:meth:`Moves.read`) calls it instead of building a dict for `build`. A
    move value is immutable (the protocol's frozen values): the fast path gives the same one
    for every equal move of a player with a scalar field or none."""

    description: str
    required: Mapping[str, Value] = field(default_factory=dict)
    optional: Mapping[str, Value] = field(default_factory=dict)
    player: str = "required"
    make: Callable[..., Any] | None = None


class Moves:
    """A game's move shapes, the values they load into, and what they read and write.

    `build(type, player, values)` makes the game's move value; `unknown` is what becomes of
    a member a move type does not take: "refuse" (a schema error, the default), "ignore",
    or "ignore_known": a member of another move type, or one of the `annotations` (the
    notes a legal-moves entry carries beside a move, so that an entry can be appended as it
    is), is read with its type and then ignored, and any other member is refused."""

    def __init__(self, prefix: str, shapes: Mapping[str, MoveShape], build: Callable[[str, Any, dict], Any], *,
                 unknown: str = "refuse", description: str = "A decision of a player, or a chance outcome.",
                 annotations: Mapping[str, Value] | None = None):
        self.prefix = prefix
        self.shapes = dict(shapes)
        self.build = build
        self.unknown = unknown
        self.description = description
        self.component = f"{prefix}Move"
        self._type_error = f"Must be one of: {', '.join(self.shapes)}."
        self._known = frozenset(n for s in self.shapes.values() for n in (*s.required, *s.optional))
        self._player = player()
        self._ignorable: dict[str, Value] = {}
        if unknown == "ignore_known":
            for shape in self.shapes.values():
                for name, spec in (*shape.required.items(), *shape.optional.items()):
                    self._ignorable.setdefault(name, spec)
            self._ignorable.update(annotations or {})
            self._known = self._known | frozenset(self._ignorable)
        self.readers = {kind: _reader(kind, shape, build) for kind, shape in self.shapes.items()}

    def read(self, raw: Any, players_ok: set[str]) -> Any:
        """The fast path: the game's move value of a well-formed move by a player already
        checked; None for anything else (then :meth:`load` reads it, and finds the same value,
        or the errors)."""
        if type(raw) is dict:
            kind = raw.get("type")
            reader = self.readers.get(kind) if type(kind) is str else None
            if reader is not None:
                return reader(raw, players_ok)
        return None

    def load(self, raw: Any, players_ok: set[str]) -> tuple[Any, dict]:
        """One move: (the game's move value, {}) or (None, errors by member)."""
        if type(raw) is not dict:
            return None, {"_schema": ['Not an object: a move is {"type": ..., "player": ...}.']}
        crowded = members_error(raw)
        if crowded:
            return None, {"_schema": [crowded]}
        errors: dict = {}
        kind = raw.get("type")
        shape = self.shapes.get(kind) if type(kind) is str else None
        if "type" not in raw:
            errors["type"] = [MISSING]
        elif shape is None:
            errors["type"] = [self._type_error]
        who = raw.get("player")
        if "player" not in raw and (shape is None or shape.player == "required"):
            errors["player"] = [MISSING]
        elif (who is not None or shape is None or shape.player == "required") and \
                (type(who) is not str or who not in players_ok):
            problem = check_player_id(who)  # ids already checked in this list are not checked again
            if problem:
                errors["player"] = [problem]
            else:
                assert isinstance(who, str)  # check_player_id passes strings only
                players_ok.add(who)
        if shape is None:
            for key in raw:
                if key not in ("type", "player") and key not in self._known:
                    errors[key] = ["Unknown field."]
            return None, errors
        values: dict = {}
        if self.unknown == "refuse":
            for key in raw:
                if key not in shape.required and key not in shape.optional and key not in ("type", "player"):
                    errors[key] = [f"Unknown field for the move {kind}."]
        elif self.unknown == "ignore_known":
            for key in raw:
                if key in shape.required or key in shape.optional or key in ("type", "player"):
                    continue
                spec = self._ignorable.get(key)
                if spec is None:
                    errors[key] = [f"Unknown field for the move {kind}."]
                elif raw[key] is not None:
                    _, error = spec.load(raw[key])  # read for its type, then ignored
                    if error is not None:
                        errors[key] = member_errors(error)
        load_members(raw, shape.required, shape.optional, values, errors)
        if errors:
            return None, errors
        assert isinstance(kind, str)  # a shape was found for it: shapes are looked up by string types only
        return self.build(kind, who, values), {}

    def field(self, max_moves: int, **kwargs) -> MovesField:
        return MovesField(self, max_moves, **kwargs)

    def register(self, spec) -> None:
        """One schema per move type, and the ``oneOf`` of them with a discriminator."""
        refs = {}
        for kind, shape in self.shapes.items():
            name = self.prefix + "".join(part.title() for part in kind.split("_")) + "Move"
            props: dict[str, dict[str, Any]] = {
                "type": {"type": "string", "enum": [kind], "description": shape.description}}
            required = ["type"]
            if shape.player == "required":
                props["player"] = {**self._player.doc, "description": "Who makes the move."}
                required.append("player")
            else:
                props["player"] = {**self._player.doc, "nullable": True,
                                   "description": "Nobody makes this move (a chance outcome): absent or null."}
            props.update({k: v.doc for k, v in shape.required.items()})
            props.update({k: {**v.doc, "nullable": True} for k, v in shape.optional.items()})
            for k, v in self._ignorable.items():
                if k not in props:
                    props[k] = {**v.doc, "nullable": True,
                                "description": f"Not used by a {kind} move: read for its type, then ignored. "
                                               + v.doc.get("description", "")}
            required += list(shape.required)
            spec.components.schema(name, {"type": "object", "properties": props, "required": required,
                                          "additionalProperties": self.unknown == "ignore",
                                          "description": shape.description})
            refs[kind] = f"#/components/schemas/{name}"
        spec.components.schema(self.component, {
            "description": f"{self.description} `type` says which; each type has its own fields.",
            "oneOf": [{"$ref": r} for r in refs.values()],
            "discriminator": {"propertyName": "type", "mapping": refs},
        })


def _reader(kind: str, shape: MoveShape, build: Callable[[str, Any, dict], Any]) -> Callable:
    """The fast read of one move type (:meth:`Moves.read`), from its declaration: its members
    are the type, a player already checked (absent or null only for an optional player) and
    its fields, each null (optional ones only) or a value its `simple` or `accepts` takes (a
    field without them, a list or an object, is read by its `load`, and any error sends the
    move to the full path). The commonest shapes (a player and at most one required field)
    are read with no loop (the others by a function written from their declaration,
    :func:`_fields_reader`), and those of a scalar field or none give the move value they made
    before for the same player and value (:func:`_made`: a move value is immutable, and
    making one costs more than finding it). Only values of one exact type share a store, or
    strings and integers (never equal to each other), so that ``1``, ``1.0`` and ``true``
    never meet under one key; `accepts` is a function of the value alone, so that a value it
    took once it takes again."""
    specs = [(n, v, True) for n, v in shape.required.items()] + [(n, v, False) for n, v in shape.optional.items()]
    names = [n for n, _, _ in specs]
    make = shape.make or _maker(kind, names, build)
    if (shape.player == "required" and not shape.optional and len(shape.required) <= 1
            and all(v.accepts is not None for _, v, _ in specs)):
        if not shape.required:
            made: dict[str, Any] = {}

            def read_bare(raw, players_ok):
                if len(raw) == 2:
                    who = raw.get("player")
                    if type(who) is str and who in players_ok:
                        move = made.get(who)
                        if move is None:
                            move = _made(made, who, make(who))
                        return move
                return None

            return read_bare
        (name, value, _), = specs
        accepts = value.accepts
        simple, limit = value.simple or (None, None)
        made_with: dict[tuple[str, Any], Any] = {}  # (player, value) of one exact type, or strings and integers
        members = value.members
        if simple is not None or members is not None:
            # a scalar judged without a call: its exact JSON type, its length when it has one,
            # its membership when the list is closed
            of = simple if simple is not None else str

            def read_scalar(raw, players_ok):
                if len(raw) == 3:
                    who = raw.get("player")
                    v = raw.get(name)
                    if (type(v) is of and (limit is None or len(v) <= limit) and (members is None or v in members)
                            and type(who) is str and who in players_ok):
                        key = (who, v)
                        move = made_with.get(key)
                        if move is None:
                            move = _made(made_with, key, make(who, v))
                        return move
                return None

            return read_scalar

        def read_one(raw, players_ok):
            if len(raw) == 3:
                who = raw.get("player")
                v = raw.get(name)
                if v is not None and type(who) is str and who in players_ok:
                    of = type(v)
                    if of is not str and of is not int:  # (a float, a bool: never kept)
                        return make(who, v) if accepts(v) else None
                    key = (who, v)  # a string and an integer are never equal: one store holds both
                    move = made_with.get(key)
                    if move is None and accepts(v):
                        move = _made(made_with, key, make(who, v))
                    return move
            return None

        return read_one
    if shape.player == "required" and not shape.optional and len(shape.required) == 1:
        (name, value, _), = specs
        load = value.load

        def read_loaded(raw, players_ok):  # one list or object field, read by its `load`
            if len(raw) == 3:
                who = raw.get("player")
                v = raw.get(name)
                if v is not None and type(who) is str and who in players_ok:
                    v, error = load(v)
                    if error is None:
                        return make(who, v)
            return None

        return read_loaded
    return _fields_reader(kind, shape, specs, build)


_ABSENT = object()  # a member a move does not have (None is a member sent as null)


def _fields_reader(kind: str, shape: MoveShape, specs: list[tuple[str, Value, bool]],
                   build: Callable[[str, Any, dict], Any]) -> Callable:
    """The fast read of a move type of several fields (or an optional player), written from
    its declaration as one function without a loop (a field's check inline: its `simple` type
    and length, its `members`, else a call to its `accepts` or its `load`) and compiled once,
    when the game's moves are declared. It reads what the generic order of checks would: the
    player (already checked, or absent or null when optional), each field null (optional
    ones only) or a value its check takes, and no other member (counted: every member read
    is one of the move's, so the move has no other when their count is its length); any
    other move gives None, and the full path reads it. The differential test of the fast path
    (tests/conformance/test_moves_fast_path.py) holds it to the full path's answers."""
    env: dict[str, Any] = {"_ABSENT": _ABSENT, "kind": kind, "build": build, "make": shape.make}
    lines = ["def read(raw, players_ok):"]
    if shape.player == "required":
        lines += ["    who = raw.get('player')",
                  "    if type(who) is not str or who not in players_ok:",
                  "        return None",
                  "    n = 2"]
    else:
        lines += ["    who = raw.get('player', _ABSENT)",
                  "    if who is _ABSENT:",
                  "        who, n = None, 1",
                  "    elif who is None or (type(who) is str and who in players_ok):",
                  "        n = 2",
                  "    else:",
                  "        return None"]
    if not shape.optional:  # the type, the player when sent, and every field: the length says at once
        lines += [f"    if len(raw) != n + {len(shape.required)}:", "        return None"]
    for i, (name, value, required) in enumerate(specs):
        v = f"v{i}"
        env[f"simple{i}"], env[f"limit{i}"] = value.simple or (None, None)
        env[f"members{i}"], env[f"accepts{i}"], env[f"load{i}"] = value.members, value.accepts, value.load
        if value.simple is not None and value.simple[1] is not None:
            check = [f"if type({v}) is not simple{i} or len({v}) > limit{i}:", "    return None"]
        elif value.simple is not None:
            check = [f"if type({v}) is not simple{i}:", "    return None"]
        elif value.members is not None:
            check = [f"if type({v}) is not str or {v} not in members{i}:", "    return None"]
        elif value.accepts is not None:
            check = [f"if not accepts{i}({v}):", "    return None"]
        else:
            check = [f"{v}, error = load{i}({v})", "if error is not None:", "    return None"]
        if required:
            lines += [f"    {v} = raw.get({name!r})", f"    if {v} is None:", "        return None"]
            lines += [f"    {line}" for line in check]
        else:
            lines += [f"    {v} = raw.get({name!r}, _ABSENT)", f"    if {v} is _ABSENT:", f"        {v} = None",
                      "    else:", "        n += 1", f"        if {v} is not None:"]
            lines += [f"            {line}" for line in check]
    if shape.optional:
        lines += [f"    if len(raw) != n + {len(shape.required)}:", "        return None"]
    if shape.make is not None:
        lines.append(f"    return make({', '.join(['who', *(f'v{i}' for i in range(len(specs)))])})")
    else:
        members = ", ".join(f"{name!r}: v{i}" for i, (name, _, _) in enumerate(specs))
        lines.append(f"    return build(kind, who, {{{members}}})")
    # compiled from the declaration, as collections.namedtuple and dataclasses write their
    # methods: the source holds only the declared field names (as string literals) and indices
    exec(compile("\n".join(lines), f"<the fast read of a {kind} move>", "exec"), env)
    return env["read"]


MADE_MAX = 256
"""The move values a reader keeps (:func:`_made`), at most: a game's players times the
values of one field, for the games of the family; histories of many more players or values
start the reader's store afresh."""


def _made(store: dict, key: Any, move: Any) -> Any:
    """`move`, kept in a reader's `store` under `key` (the store emptied first when full)."""
    if len(store) >= MADE_MAX:
        store.clear()
    store[key] = move
    return move


def _maker(kind: str, names: list[str], build: Callable[[str, Any, dict], Any]) -> Callable:
    """A move type's `make` from the game's `build`: the values by field name, in the order
    declared (the commonest types, with no field or one, without a loop)."""
    if not names:
        return lambda who: build(kind, who, {})
    if len(names) == 1:
        name, = names
        return lambda who, value: build(kind, who, {name: value})
    return lambda who, *values: build(kind, who, dict(zip(names, values)))


def _count(problems) -> int:
    """How many field errors a move's error dict holds."""
    if isinstance(problems, dict):
        return sum(_count(v) for v in problems.values())
    if isinstance(problems, list):
        return len(problems)
    return 1


class MovesField(Lean, fields.Field):
    """The list of moves of a history, loaded as a tuple of the game's move values."""

    def __init__(self, moves: Moves, max_moves: int, **kwargs):
        self.moves = moves
        self.max_moves = max_moves
        metadata = {
            "type": "array",
            "maxItems": max_moves,
            "items": {"$ref": f"#/components/schemas/{moves.component}"},
            "description": "Every move of the game in order, chance outcomes included.",
            **kwargs.pop("metadata", {}),
        }
        super().__init__(metadata=metadata, **kwargs)

    def _deserialize(self, value, attr, data, **kwargs):
        return self.load_from(value, 0)

    def load_from(self, value: Any, start: int) -> tuple:
        """The moves of the list `value` from index `start` on (those before were loaded
        before: a continued replay reads only the moves it adds), each error at its index in
        the whole list; the list's length is checked whole."""
        if type(value) is not list:
            raise ValidationError(NOT_LIST)
        if len(value) > self.max_moves:
            raise ValidationError(f"At most {self.max_moves} moves (got {len(value)}).")
        out: list[Any] = []
        errors: dict[int | str, Any] = {}
        found = 0
        append = out.append
        players_ok: set[str] = set()
        load = self.moves.load
        readers = self.moves.readers
        for i, raw in enumerate(value[start:] if start else value, start):
            try:  # the fast path (Moves.read), inline: hundreds of moves per request
                move = readers[raw["type"]](raw, players_ok)
            except (KeyError, TypeError, IndexError):  # not an object, no type or an unknown one: the full path
                move = None
            else:
                if move is None:
                    who = raw.get("player")
                    if type(who) is str and who not in players_ok and not check_player_id(who):
                        players_ok.add(who)  # a new player's id, checked once: their moves are read here
                        move = readers[raw["type"]](raw, players_ok)
            if move is not None:
                append(move)
                continue
            move, problems = load(raw, players_ok)
            if problems:
                errors[i] = problems
                found += _count(problems)
                if found >= MAX_MOVE_ERRORS and i + 1 < len(value):  # enough: the rest is not read
                    errors["_schema"] = [f"Moves after moves[{i}] were not checked: moves[0] to moves[{i}] "
                                         f"already have {found} errors."]
                    break
            else:
                out.append(move)
        if errors:
            raise ValidationError(errors)
        return tuple(out)

    def _serialize(self, value, attr, obj, **kwargs):
        return value


_SCALARS = frozenset({str, int, float, bool, type(None)})


def plain(value: Any) -> Any:
    """An engine value as JSON: tuples as lists, enums as their values, mappings kept."""
    kind = type(value)
    if kind in _SCALARS:  # most values: as they are (an enum member's type is its enum)
        return value
    if kind is tuple or kind is list:  # the next most: positions, lists of cards
        return [v if type(v) in _SCALARS else plain(v) for v in value]
    if isinstance(value, Enum):
        return value._value_  # the member's value, without the `value` property's descriptor call
    if isinstance(value, (tuple, list)):
        return [v if type(v) in _SCALARS else plain(v) for v in value]
    if isinstance(value, Mapping):
        return {k: v if type(v) in _SCALARS else plain(v) for k, v in value.items()}
    return value


def dump(moves: Moves, move: Any) -> dict:
    """A move value as JSON: `type`, `player` (unless none) and its fields (optional ones
    only when set). The move value has an attribute per field."""
    kind = plain(move.type)
    shape = moves.shapes[kind]
    out: dict = {"type": kind}
    if getattr(move, "player", None) is not None or shape.player == "required":
        out["player"] = move.player
    for name in shape.required:
        value = getattr(move, name)
        out[name] = value if type(value) in _SCALARS else plain(value)
    for name in shape.optional:
        value = getattr(move, name)
        if value is not None:
            out[name] = value if type(value) in _SCALARS else plain(value)
    return out
