"""A game's moves as JSON, derived from their declarations (:mod:`service.referee.moves`).

:class:`MoveCodec` gives, for one game's union of move classes:

- :meth:`MoveCodec.check`: one move read from parsed JSON into its class, or every error in
  it, each under its member's name in marshmallow's structure (so that a 422 lists every bad
  field with its JSON pointer, in English and Italian, as every other schema error). The
  checks are compiled once from the classes' type information (``msgspec.inspect``): a field's
  JSON type, its closed list of values, its lengths, a player id's characters, and a game's own
  words for a value where its type carries them (``Meta(extra={"error": ...})``);
- :class:`DeclaredMoves`: the ``moves`` field of a history schema. It takes moves already
  decoded from bytes (:class:`Decoded`, from :mod:`schemas.history_codec`, which decodes a
  whole history in one compiled pass) as they are, and reads any other list move by move with
  :meth:`MoveCodec.check` (a body the compiled decoder refused, or one parsed elsewhere: the
  command line, a season's files), at most :data:`MAX_MOVE_ERRORS` errors;
- :meth:`MoveCodec.register`: one schema per move type in the OpenAPI document, combined as
  a ``oneOf`` with a discriminator on ``type`` (msgspec's JSON Schema of the union, said in
  OpenAPI 3.0: ``nullable``, ``example``);
- :meth:`MoveCodec.dump`: a move as a history carries it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

import msgspec
from marshmallow import ValidationError, fields
from msgspec import inspect as mi

from schemas.fields import DecodedValue, Lean, check_player_id, integer_error, members_error
from service.referee.moves import MAX_ITEMS, Move, MoveTypes, tag_of
from service.referee.shown import Said, schema_hook

_ENCODE = msgspec.json.Encoder().encode
_DECODE = msgspec.json.Decoder().decode

MAX_MOVE_ERRORS = 100
"""The moves are checked until this many field errors are found (a problem document lists
at most 100): 5000 moves of 40 bad values each would otherwise make 200,000 of them."""

NOT_STRING = "Not a string."
NOT_BOOLEAN = "Not a boolean (only true or false)."
NOT_NUMBER = "Not a valid number."
NOT_LIST = "Not a valid list."
NOT_MAPPING = "Not a valid mapping type."
MISSING = "Missing data for required field."
UNKNOWN = "Unknown field."
NOT_A_MOVE = 'Not an object: a move is {"type": ..., "player": ...}.'
NOT_NULL = "Field may not be null."
INVALID_INPUT = "Invalid input type."
"""A request's object (other than a move) that is not an object: marshmallow's words."""

Error = Any  # a message, or a dict of errors by index or member name
Check = Callable[[Any], Error | None]


def member_errors(error: Error) -> Error:
    """A member's error as its errors entry: a nested object's dict as it is, else a list."""
    return error if isinstance(error, dict) else [error]


# --- checks compiled from type information ------------------------------------------------


def compile_check(info: mi.Type, words: Mapping[str, str], null: str | None = None) -> Check:
    """The check of a JSON value against a declared type: None, or the error (a message, or
    the errors of its items or members). What a type's metadata says (``extra``):

    - ``error``: any failure of the value is ``words[code]``;
    - ``out_of_range``, ``not_string``: ``words[code]`` for an integer beyond its bounds, for
      another value where a string belongs;
    - ``key_and_value``: an object's bad key has its value checked too;
    - ``json_int``: any integer the JSON reader gives; ``player_id``: a player id;
    - ``too_many`` is a Struct member's (:func:`_member`), ``read_null`` an item's (:func:`_item`).

    `null`, where given, is the error of a null member of an object that does not take null,
    and then an object's place holding another value is :data:`INVALID_INPUT` (a request's
    objects other than a move: marshmallow's words)."""
    if isinstance(info, mi.Metadata):
        extra = info.extra or {}
        if "too_many" in extra:
            raise TypeError(f"too_many is said of a Struct's member, checked after its other members: {info!r}")
        if extra.get("player_id"):
            return _player_id if null is None else _present_player_id(null)
        if extra.get("json_int"):  # any integer the JSON reader gives (schemas.common.JsonInt)
            inner: Check = _json_int
        elif "out_of_range" in extra and isinstance(info.type, mi.IntType):
            inner = _integer(info.type, words[extra["out_of_range"]])
        elif "not_string" in extra and isinstance(info.type, mi.StrType):
            inner = _string(info.type.max_length, words[extra["not_string"]])
        elif extra.get("key_and_value") and isinstance(info.type, mi.DictType):
            inner = _dict(info.type, words, null, both=True)
        else:
            inner = compile_check(info.type, words, null)
        if "error" in extra:
            own = words[extra["error"]]
            return lambda v: None if inner(v) is None else own
        return inner
    if isinstance(info, mi.UnionType):
        return _union(info, words, null)
    if isinstance(info, mi.StrType):
        return _string(info.max_length)
    if isinstance(info, mi.LiteralType):
        return _literal(info.values)
    if isinstance(info, mi.EnumType):  # an answer's phase: its values
        return _literal(tuple(member.value for member in info.cls))
    if isinstance(info, mi.BoolType):
        return lambda v: None if type(v) is bool else NOT_BOOLEAN
    if isinstance(info, mi.IntType):
        return _integer(info)
    if isinstance(info, mi.FloatType):
        return lambda v: None if type(v) in (int, float) else NOT_NUMBER
    if isinstance(info, (mi.VarTupleType, mi.ListType)):
        return _listing(_item(info.item_type, words, null), info.max_length or MAX_ITEMS)
    if isinstance(info, mi.TupleType):
        return _fixed(tuple(_item(t, words, null) for t in info.item_types))
    if isinstance(info, mi.DictType):
        return _dict(info, words, null)
    if isinstance(info, mi.StructType):
        return _object(info, words, null)
    if isinstance(info, mi.AnyType):
        return lambda v: None
    if isinstance(info, mi.CustomType) and info.cls is Said:  # words, as the answer says them
        return _string(None)
    raise TypeError(f"no JSON check for {info!r}")


def _item(info: mi.Type, words: Mapping[str, str], null: str | None) -> Check:
    """An item of a list or a value of an object: where `null` is given (a request's values
    other than a move's) and the item does not take null, null is `null` (as marshmallow says
    of a list's item), unless the item's type reads null as any other value (its own error
    word, ``extra={"error": ...}``, or ``extra={"read_null": True}``)."""
    check = compile_check(info, words, null)
    extra = (info.extra or {}) if isinstance(info, mi.Metadata) else {}
    if null is None or takes_null(info) or "error" in extra or extra.get("read_null"):
        return check
    return lambda v: null if v is None else check(v)


def _dict(info: mi.DictType, words: Mapping[str, str], null: str | None, both: bool = False) -> Check:
    return _mapping(compile_check(info.key_type, words, null), _item(info.value_type, words, null),
                    info.max_length, both)


def _player_id(v: Any) -> Error | None:
    return check_player_id(v) or None


def _present_player_id(null: str) -> Check:
    """A player id where null has words of its own (an item of a request's list of ids)."""
    return lambda v: null if v is None else check_player_id(v) or None


def _union(info: mi.UnionType, words: Mapping[str, str], null: str | None = None) -> Check:
    """An optional value (``X | None``): null, or an X; a number (``int | float``, optional
    or not): an integer or a float, never a boolean."""
    others = [t for t in info.types if not isinstance(t, mi.NoneType)]
    if {type(t.type if isinstance(t, mi.Metadata) else t) for t in others} == {mi.IntType, mi.FloatType}:
        if len(others) == len(info.types):
            return _number
        return lambda v: None if v is None else _number(v)
    if len(others) != 1 or len(others) == len(info.types):
        raise TypeError(f"only optional values (X | None) and numbers (int | float) are declared, not {info!r}")
    check = compile_check(others[0], words, null)
    return lambda v: None if v is None else check(v)


def _json_int(v: Any) -> Error | None:
    return integer_error(v) or None


def _number(v: Any) -> Error | None:
    return None if type(v) in (int, float) else NOT_NUMBER


def takes_null(info: mi.Type) -> bool:
    """Whether a declared type takes null."""
    if isinstance(info, mi.Metadata):
        return takes_null(info.type)
    if isinstance(info, mi.UnionType):
        return any(isinstance(t, mi.NoneType) for t in info.types)
    return isinstance(info, (mi.NoneType, mi.AnyType))


def _string(max_length: int | None, not_string: str = NOT_STRING) -> Check:
    too_long = f"Longer than {max_length} characters."

    def check(v: Any) -> Error | None:
        if type(v) is not str:
            return not_string
        return too_long if max_length is not None and len(v) > max_length else None

    return check


def _literal(values: tuple[Any, ...]) -> Check:
    allowed = frozenset(values)
    kinds = frozenset(type(value) for value in values)  # a string's, or an integer's (Literal[1, 2]): never a bool
    message = f"Must be one of: {', '.join(map(str, values))}."
    return lambda v: None if type(v) in kinds and v in allowed else message


def _integer(info: mi.IntType, out_of_range: str | None = None) -> Check:
    low, high = info.ge, info.le
    bounds = out_of_range or f"Must be from {low} to {high}."

    def check(v: Any) -> Error | None:
        problem = integer_error(v)
        if problem:
            return problem
        if (low is not None and v < low) or (high is not None and v > high):
            return bounds
        return None

    return check


def _listing(item: Check, max_items: int) -> Check:
    def check(v: Any) -> Error | None:
        if type(v) is not list:
            return NOT_LIST
        if len(v) > max_items:
            return f"At most {max_items} items (got {len(v)})."
        bad = {}
        for i, x in enumerate(v):
            error = item(x)
            if error is not None:
                bad[i] = member_errors(error)
        return bad or None

    return check


def _fixed(items: tuple[Check, ...]) -> Check:
    """A list of exactly len(items) values (a position), at most MAX_ITEMS read."""
    exact = len(items)

    def check(v: Any) -> Error | None:
        if type(v) is not list:
            return NOT_LIST
        if len(v) > MAX_ITEMS:
            return f"At most {MAX_ITEMS} items (got {len(v)})."
        if len(v) != exact:
            return f"Exactly {exact} items (got {len(v)})."
        bad = {}
        for i, (x, item) in enumerate(zip(v, items)):
            error = item(x)
            if error is not None:
                bad[i] = member_errors(error)
        return bad or None

    return check


def _mapping(key: Check, value: Check, max_members: int | None, both: bool = False) -> Check:
    """An object of checked keys and values; a bad key's value is checked too where `both`
    (``extra={"key_and_value": True}``: both errors listed, the key's first), else not."""
    limit = max_members or 64

    def check(v: Any) -> Error | None:
        if type(v) is not dict:
            return NOT_MAPPING
        crowded = members_error(v)
        if crowded or len(v) > limit:
            return crowded or f"At most {limit} members in an object (got {len(v)})."
        bad = {}
        for k, x in v.items():
            error = key(k)
            if error is None:
                error = value(x)
            elif both:
                error = _both(error, value(x))
            if error is not None:
                bad[k] = member_errors(error)
        return bad or None

    return check


def _both(on_key: Error, on_value: Error | None) -> Error:
    """A key's error and its value's, as one entry: the value's items or members beside the
    key's message (which points at the key itself), or both messages."""
    if on_value is None:
        return on_key
    if isinstance(on_value, dict):
        return {"_schema": [on_key], **on_value}
    return [on_key, on_value]


@dataclass(frozen=True)
class _Member:
    name: str
    check: Check
    required: bool
    null: str | None = None
    """The error of null, for a member that does not take it (None: null is checked as any
    value, or skipped where the member is optional)."""
    after: Check | None = None
    """A check of the member asked only when no member of its object failed (``too_many``: a
    schema's own check of its object, as marshmallow asks one)."""


def _members(info: mi.StructType, words: Mapping[str, str], null: str | None = None) -> tuple[_Member, ...]:
    return tuple(_member(f, words, null) for f in info.fields)


def _member(f: mi.Field, words: Mapping[str, str], null: str | None) -> _Member:
    """A Struct's member: its check, and a ``too_many`` of its metadata (a list's or an
    object's limit in the game's words) asked after the object's other members."""
    kind, after = f.type, None
    extra = (kind.extra or {}) if isinstance(kind, mi.Metadata) else {}
    if "too_many" in extra:
        assert isinstance(kind, mi.Metadata)
        limit, message = getattr(kind.type, "max_length"), words[extra["too_many"]]
        container = dict if isinstance(kind.type, mi.DictType) else list
        kind = msgspec.structs.replace(kind, type=msgspec.structs.replace(kind.type, max_length=None),
                                       extra={k: v for k, v in extra.items() if k != "too_many"})

        def after(v: Any) -> Error | None:
            return message if type(v) is container and len(v) > limit else None

    return _Member(f.encode_name, compile_check(kind, words, null), f.required,
                   None if null is None or takes_null(kind) else null, after)


def _read_members(raw: Mapping[str, Any], members: tuple[_Member, ...], errors: dict[str, Any]) -> None:
    """Each known member of `raw` checked into `errors` (a required one absent: missing; an
    optional one absent, or null where null is not its error: nothing to check)."""
    for m in members:
        if m.name not in raw:
            if m.required:
                errors[m.name] = [MISSING]
            continue
        value = raw[m.name]
        if value is None:
            if m.null is not None:
                errors[m.name] = [m.null]
                continue
            if not m.required:
                continue
        error = m.check(value)
        if error is not None:
            errors[m.name] = member_errors(error)


def _object(info: mi.StructType, words: Mapping[str, str], null: str | None = None) -> Check:
    """An object of known members (a nested value of a move, such as a purchase; a setup)."""
    members = _members(info, words, null)
    names = frozenset(m.name for m in members)
    afterwards = tuple((m.name, m.after) for m in members if m.after is not None)
    not_object = NOT_MAPPING if null is None else INVALID_INPUT

    def check(v: Any) -> Error | None:
        if type(v) is not dict:
            return not_object
        crowded = members_error(v)
        if crowded:
            return crowded
        bad: dict[str, Any] = {k: [UNKNOWN] for k in v if k not in names}
        _read_members(v, members, bad)
        if not bad:
            for name, after in afterwards:
                error = after(v[name]) if name in v else None
                if error is not None:
                    bad[name] = [error]
        return bad or None

    return check


def _struct_info(cls: type[Move]) -> mi.StructType:
    info = mi.type_info(cls)
    assert isinstance(info, mi.StructType)  # a move class is a Struct
    return info


# --- a game's moves ----------------------------------------------------------------------------


class MoveCodec:
    """A game's move classes read from, and written as, JSON; their OpenAPI components.

    `unknown` says what becomes of a member a move type does not take: ``"refuse"`` (a schema
    error, the default), or ``"ignore_known"``: a member of another move type, or one of the
    `annotations` (the notes a legal-moves entry once carried beside a move), is read with its
    type and then ignored, and any other member is refused (Chocola's section 7). `errors` are
    the game's own schema errors, by the code a type's metadata names; `enums` the game's named
    enumerations (component -> values) that the document refers to where a field takes one."""

    def __init__(self, prefix: str, types: MoveTypes, *, description: str, unknown: str = "refuse",
                 annotations: Mapping[str, Any] | None = None, errors: Mapping[str, str] | None = None,
                 enums: Mapping[str, tuple[Any, ...]] | None = None) -> None:
        self.prefix = prefix
        self.types = types
        self.description = description
        self.unknown = unknown
        self.component = f"{prefix}Move"
        self.enums = {tuple(values): name for name, values in (enums or {}).items()}
        self._infos = {tag: _struct_info(cls) for tag, cls in types.by_tag.items()}
        words = dict(errors or {})
        self._members = {tag: _members(info, words) for tag, info in self._infos.items()}
        self._names = {tag: frozenset(m.name for m in members) for tag, members in self._members.items()}
        self._type_error = f"Must be one of: {', '.join(types.tags)}."
        self._known = frozenset(name for names in self._names.values() for name in names)
        self._ignorable: dict[str, Check] = {}
        self._annotations = dict(annotations or {})
        if unknown == "ignore_known":
            for members in self._members.values():
                for m in members:
                    self._ignorable.setdefault(m.name, m.check)
            for name, kind in (annotations or {}).items():
                self._ignorable[name] = compile_check(mi.type_info(kind), words)
            self._known = self._known | frozenset(self._ignorable)

    def check(self, raw: Any) -> tuple[Move | None, dict[str, Any]]:
        """One move (parsed JSON): (its move value, {}) or (None, its errors by member)."""
        if type(raw) is not dict:
            return None, {"_schema": [NOT_A_MOVE]}
        crowded = members_error(raw)
        if crowded:
            return None, {"_schema": [crowded]}
        errors: dict[str, Any] = {}
        kind = raw.get("type")
        members = self._members.get(kind) if type(kind) is str else None
        if "type" not in raw:
            errors["type"] = [MISSING]
        elif members is None:
            errors["type"] = [self._type_error]
        if members is None:
            if "player" not in raw:
                errors["player"] = [MISSING]
            else:
                problem = check_player_id(raw["player"])
                if problem:
                    errors["player"] = [problem]
            for key in raw:
                if key not in ("type", "player") and key not in self._known:
                    errors[key] = [UNKNOWN]
            return None, errors
        assert isinstance(kind, str)  # members were found for it
        names = self._names[kind]
        player = next((m for m in members if m.name == "player"), None)
        if player is not None:  # who makes it, first (as a move's errors are listed)
            _read_members(raw, (player,), errors)
        ignored = []
        for key in raw:
            if key == "type" or key in names:
                continue
            ignore = self._ignorable.get(key)
            if ignore is None:
                errors[key] = [f"Unknown field for the move {kind}."]
                continue
            ignored.append(key)
            value = raw[key]
            error = None if value is None else ignore(value)
            if error is not None:
                errors[key] = member_errors(error)
        _read_members(raw, tuple(m for m in members if m is not player), errors)
        if errors:
            return None, errors
        kept = {k: v for k, v in raw.items() if k not in ignored} if ignored else raw
        return msgspec.convert(kept, self.types.union), {}

    def field(self, max_moves: int, **kwargs: Any) -> DeclaredMoves:
        return DeclaredMoves(self, max_moves, **kwargs)

    def dump(self, move: Move) -> dict[str, Any]:
        """A move as JSON, as a history carries it: `type`, then its fields (optional ones
        only when set), a list as a list (a move's tuples, which ``msgspec.to_builtins`` keeps
        as tuples: written and read again by the compiled codec)."""
        out: dict[str, Any] = _DECODE(_ENCODE(move))
        return out

    # -- the OpenAPI document -----------------------------------------------------------------

    def component_name(self, cls: type[Move]) -> str:
        tag = cls.__struct_config__.tag
        assert isinstance(tag, str)
        return self.prefix + "".join(part.title() for part in tag.split("_")) + "Move"

    def components(self) -> dict[str, dict[str, Any]]:
        """The schema of each move type and of their union, as OpenAPI 3.0 components."""
        from schemas.json_schema import openapi_components

        names = {cls.__name__: self.component_name(cls) for cls in self.types.classes}
        (union,), found = msgspec.json.schema_components((self.types.union,),
                                                         ref_template="#/components/schemas/{name}")
        out = openapi_components(found, names, self.enums)
        union = openapi_components({"_": union}, names)["_"]
        union["oneOf"] = union.pop("anyOf")
        union["description"] = f"{self.description} `type` says which; each type has its own fields."
        out[self.component] = union
        if self.unknown == "ignore_known":
            self._document_ignored(out, names)
        return out

    def _document_ignored(self, out: dict[str, dict[str, Any]], names: Mapping[str, str]) -> None:
        """Each type's component also lists what it reads for its type and ignores: every
        member of another type (as the first type that has it declares it) and every
        annotation, optional and nullable."""
        from schemas.json_schema import openapi_components

        ignorable: dict[str, dict[str, Any]] = {}
        for cls in self.types.classes:
            for name, member in out[names[cls.__name__]]["properties"].items():
                if name != "type":
                    ignorable.setdefault(name, member)
        notes, found = msgspec.json.schema_components(tuple(self._annotations.values()))
        assert not found  # an annotation is a plain JSON value
        ignorable.update(openapi_components(dict(zip(self._annotations, notes)), {}))
        for cls in self.types.classes:
            properties = out[names[cls.__name__]]["properties"]
            for name, member in ignorable.items():
                if name not in properties:
                    said = f"Not used by a {tag_of(cls)} move: read for its type, then ignored."
                    properties[name] = {**member, "nullable": True,
                                        "description": f"{said} {member.get('description', '')}".strip()}

    def register(self, spec: Any) -> None:
        for name, component in self.components().items():
            if name not in spec.components.schemas:
                spec.components.schema(name, component)


# --- the moves field of a history --------------------------------------------------------------


@dataclass(frozen=True)
class Decoded:
    """Moves already decoded from bytes into their classes (:mod:`schemas.history_codec`),
    every limit of the declarations checked: the field takes them as they are."""

    moves: list[Move]


def _count(problems: Any) -> int:
    """How many field errors a move's error dict holds."""
    if isinstance(problems, dict):
        return sum(_count(v) for v in problems.values())
    if isinstance(problems, list):
        return len(problems)
    return 1


class DeclaredMoves(Lean, fields.Field):
    """The list of moves of a history, loaded as a tuple of the game's move values."""

    def __init__(self, codec: MoveCodec, max_moves: int, **kwargs: Any) -> None:
        self.codec = codec
        self.max_moves = max_moves
        metadata = {
            "type": "array",
            "maxItems": max_moves,
            "items": {"$ref": f"#/components/schemas/{codec.component}"},
            "description": "Every move of the game in order, chance outcomes included.",
            **kwargs.pop("metadata", {}),
        }
        super().__init__(metadata=metadata, **kwargs)

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> tuple[Move, ...]:
        if type(value) is Decoded:
            return tuple(value.moves)
        return self.load_list(value)

    def load_list(self, value: Any) -> tuple[Move, ...]:
        """The moves of a parsed list, each error at its index; the list's length is checked
        whole, and the moves are read until MAX_MOVE_ERRORS errors are found."""
        if type(value) is not list:
            raise ValidationError(NOT_LIST)
        if len(value) > self.max_moves:
            raise ValidationError(f"At most {self.max_moves} moves (got {len(value)}).")
        out: list[Move] = []
        errors: dict[int | str, Any] = {}
        found = 0
        check = self.codec.check
        for i, raw in enumerate(value):
            move, problems = check(raw)
            if problems:
                errors[i] = problems
                found += _count(problems)
                if found >= MAX_MOVE_ERRORS and i + 1 < len(value):  # enough: the rest is not read
                    errors["_schema"] = [f"Moves after moves[{i}] were not checked: moves[0] to moves[{i}] "
                                         f"already have {found} errors."]
                    break
            elif move is not None:
                out.append(move)
        if errors:
            raise ValidationError(errors)
        return tuple(out)

    def _serialize(self, value: Any, attr: Any, obj: Any, **kwargs: Any) -> Any:
        return value


# --- a declared member of a request ------------------------------------------------------------


def plain_struct(value: Any) -> Any:
    """A decoded value as a request's loaded value: a Struct as a dict of the members it was
    given (one left out is left out, as a schema's load leaves it), recursively; any other
    value as it is (a tuple of card ids, a mapping of hands)."""
    if isinstance(value, msgspec.Struct):
        return {name: plain_struct(v) for name in value.__struct_fields__
                if (v := getattr(value, name)) is not msgspec.UNSET}
    if type(value) is list:  # a list of Structs (a final form's players) as a list of dicts
        return [plain_struct(item) for item in value]
    return value


def _as_it_is(value: Any) -> Any:
    return value


def compile_finish(info: mi.Type) -> Callable[[Any], Any] | None:
    """:func:`plain_struct` compiled for the values of one declared type, as the history codec
    calls it on every request: None where it leaves every such value as it is (no Struct at
    the type's top or in a list: a mapping, a tuple of Structs), else a function that gives what it
    gives, faster (a Struct's members taken at once, ``msgspec.structs.asdict``; only those a
    Struct may leave out, and only those that hold a Struct, looked at again)."""
    if isinstance(info, mi.Metadata):
        return compile_finish(info.type)
    if isinstance(info, mi.UnionType):
        inner = [finish for t in info.types if (finish := compile_finish(t)) is not None]
        if not inner:
            return None
        if len(inner) != 1:
            raise TypeError(f"only optional values (X | None) are declared of a Struct, not {info!r}")
        struct = inner[0]
        return lambda v: None if v is None else struct(v)
    if isinstance(info, mi.StructType):
        return _struct_finish(info)
    if isinstance(info, mi.ListType) and (item := compile_finish(info.item_type)) is not None:
        return lambda v: [item(x) for x in v]
    return None


def _struct_finish(info: mi.StructType) -> Callable[[Any], dict[str, Any]]:
    as_dict = msgspec.structs.asdict
    names, defaults = info.cls.__struct_fields__, info.cls.__struct_defaults__
    optional = tuple(name for name, default in zip(names[len(names) - len(defaults):], defaults)
                     if default is msgspec.UNSET)  # may be left out (UNSET), then dropped
    nested = tuple((f.name, inner) for f in info.fields if (inner := compile_finish(f.type)) is not None)
    if not optional and not nested:
        return as_dict
    unset = msgspec.UNSET

    def plain(value: Any) -> dict[str, Any]:
        out = as_dict(value)
        for name in optional:
            if out[name] is unset:
                del out[name]
        for name, finish in nested:
            if name in out:
                out[name] = finish(out[name])
        return out

    return plain


def _holds_struct(info: mi.Type) -> bool:
    """Whether a declared type has a Struct in it, at any depth."""
    if isinstance(info, mi.Metadata):
        return _holds_struct(info.type)
    if isinstance(info, mi.StructType):
        return True
    if isinstance(info, mi.UnionType):
        return any(_holds_struct(t) for t in info.types)
    if isinstance(info, (mi.ListType, mi.VarTupleType)):
        return _holds_struct(info.item_type)
    if isinstance(info, mi.TupleType):
        return any(_holds_struct(t) for t in info.item_types)
    if isinstance(info, mi.DictType):
        return _holds_struct(info.key_type) or _holds_struct(info.value_type)
    return False


def _as_json(info: mi.Type) -> bool:
    """Whether a checked JSON value of this type is the value the type converts it into: a
    scalar, or lists and mappings of them (not a tuple, not a Struct)."""
    if isinstance(info, mi.Metadata):
        return _as_json(info.type)
    if isinstance(info, (mi.StrType, mi.IntType, mi.BoolType, mi.FloatType, mi.LiteralType, mi.NoneType, mi.AnyType)):
        return True
    if isinstance(info, mi.ListType):
        return _as_json(info.item_type)
    if isinstance(info, mi.DictType):
        return _as_json(info.key_type) and _as_json(info.value_type)
    if isinstance(info, mi.UnionType):
        return all(_as_json(t) for t in info.types)
    return False


def compile_plain(info: mi.Type) -> Callable[[Any], Any]:
    """A checked JSON value made the plain value of its declared type without the compiled
    converter (:func:`plain_struct` of it): for an integer the converter's 64 signed bits do
    not hold and a JsonInt takes. A declared tuple is a tuple, a Struct a dict of the members
    given and of their defaults (one left out without a default is left out)."""
    if isinstance(info, mi.Metadata):
        return compile_plain(info.type)
    if isinstance(info, mi.UnionType):
        others = [t for t in info.types if not isinstance(t, mi.NoneType)]
        inner = compile_plain(others[0]) if len(others) == 1 else _as_it_is
        return lambda v: None if v is None else inner(v)
    if isinstance(info, (mi.VarTupleType, mi.TupleType)):
        items = [compile_plain(t) for t in info.item_types] if isinstance(info, mi.TupleType) else None
        item = compile_plain(info.item_type) if isinstance(info, mi.VarTupleType) else _as_it_is
        return lambda v: tuple(p(x) for p, x in zip(items, v)) if items else tuple(item(x) for x in v)
    if isinstance(info, mi.ListType):
        item = compile_plain(info.item_type)
        return lambda v: [item(x) for x in v]
    if isinstance(info, mi.DictType):
        value = compile_plain(info.value_type)
        return lambda v: {k: value(x) for k, x in v.items()}
    if isinstance(info, mi.StructType):
        members = [(f.encode_name, f.name, compile_plain(f.type), f.default, f.default_factory) for f in info.fields]

        def struct(v: Any) -> dict[str, Any]:
            out = {}
            for key, name, plain, default, factory in members:
                if key in v:
                    out[name] = plain(v[key])
                elif factory is not msgspec.NODEFAULT:
                    out[name] = factory()
                elif default is not msgspec.NODEFAULT and default is not msgspec.UNSET:
                    out[name] = default
            return out

        return struct
    return _as_it_is


class DeclaredValue(Lean, fields.Field):
    """A member of a request declared once, as a type (a msgspec Struct, or lists and mappings
    of declared values, with their limits and descriptions in ``Meta``): read from parsed JSON
    by the checks compiled from the type (every error at its place, in marshmallow's words:
    `words` the game's own, by the code a type's metadata names), converted into it and made
    the value the engine takes (:func:`plain_struct`, or as it is); taken as it is when the history codec
    already decoded it from bytes (:class:`DecodedValue`). Its schema in the document is the
    type's (msgspec's JSON Schema in OpenAPI 3.0's words); the Structs it names are the
    components :meth:`register` adds, under `names` (class name -> component)."""

    def __init__(self, kind: Any, *, words: Mapping[str, str] | None = None,
                 names: Mapping[str, str] | None = None, enums: Mapping[str, tuple[Any, ...]] | None = None,
                 as_is: bool = False, **kwargs: Any) -> None:
        from schemas.json_schema import NULL, REF, openapi_components

        self.kind = kind
        kwargs.setdefault("allow_none", takes_null(mi.type_info(kind)))  # null where the type takes it, and only there
        finish = None if as_is else compile_finish(mi.type_info(kind))
        self.finish: Callable[[Any], Any] | None = finish
        """What the engine takes of a decoded value: its plain form (:func:`plain_struct`,
        compiled for the type: :func:`compile_finish`), or None where that is the value itself
        (a type without a Struct at its top, a list of player ids; or `as_is`: a Struct the
        engine uses as its own value, such as a game's variants)."""
        self._check = compile_check(mi.type_info(kind), dict(words or {}), NOT_NULL)
        self._plain = compile_plain(mi.type_info(kind))
        self._as_json = _as_json(mi.type_info(kind))
        self._made_plain = not as_is and not _holds_struct(mi.type_info(kind))
        """No Struct anywhere in the type (a list of cards, a tuple of ids): a checked value is
        made its plain value directly (msgspec.convert works the type out again on each call)."""
        """The type's values are the JSON values themselves (a list of player ids, a seed):
        once checked, a value needs no conversion."""
        (schema,), found = msgspec.json.schema_components((kind,), ref_template=REF + "{name}",
                                                          schema_hook=schema_hook)
        self.names = dict(names or {})
        named = {tuple(values): name for name, values in (enums or {}).items()}
        self.components = openapi_components(found, self.names, named)
        own = openapi_components({"_": schema}, self.names, named)["_"]
        if kwargs["allow_none"]:  # said by the document's writer as it says any field's null (apispec)
            own.pop("nullable", None)
            options = [o for o in own.pop("anyOf", ()) if o != NULL]
            if len(options) == 1:
                own = {**own, **options[0]}
            elif options:
                own["anyOf"] = options
        said = kwargs.pop("metadata", {})
        if "$ref" in own:  # OpenAPI 3.0 reads nothing beside a reference: said beside an allOf of it
            own = {"allOf": [{"$ref": own.pop("$ref")}], **own}
        super().__init__(metadata={**own, **said}, **kwargs)

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> Any:
        if type(value) is DecodedValue:
            return value.value
        error = self._check(value)
        if error is not None:
            raise ValidationError(error)
        if self._as_json:
            return value
        if self._made_plain:
            return self._plain(value)
        try:
            converted = msgspec.convert(value, self.kind)
            return converted if self.finish is None else self.finish(converted)
        except msgspec.ValidationError:  # an integer beyond 64 signed bits, which a JsonInt takes
            return self._plain(value)

    def _serialize(self, value: Any, attr: Any, obj: Any, **kwargs: Any) -> Any:
        return value

    def register(self, spec: Any) -> None:
        for name, component in self.components.items():
            if name not in spec.components.schemas:
                spec.components.schema(name, component)
