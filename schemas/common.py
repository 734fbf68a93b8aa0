"""What every game's schemas share: the shapes of the family contract (``shared/API.md``,
Part 1), built for one game from its own pieces.

A game's schemas package describes its own JSON (its setup, moves, state, log, legal-move
entries, score breakdown, tables) and calls the factories below for the answers every game
has: ``validate``, ``legal-moves``, ``score``, ``deal`` and ``rules``. Component names and
enumerations carry the game's prefix (``ChocoLateHistory``, ``ChocoLateRuleId``), so the
games of the family never clash in the OpenAPI document.

:class:`GameApi` is what the generic verdicts and the HTTP pipeline ask of a game: its
request schemas and how its engine values are written as JSON.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from functools import cached_property, partial
from random import Random
from typing import Annotated, Any, get_type_hints

import msgspec
from msgspec import Meta
from msgspec import inspect as mi
from marshmallow import INCLUDE, RAISE, Schema, ValidationError, fields, missing, validates_schema

from schemas.declared import DeclaredValue, MoveCodec
from schemas.fields import EnumRef, LeanNested, PlayerId, RequestSchema
from schemas.history_codec import HistoryCodec
from schemas.problem import rule_violation_problem
from service.referee.catalogue import Catalogue, catalogue_of
from schemas.values import plain
from service.referee.chance import probability_fields
from service.referee.moves import MoveTypes
from service.referee.moves import PlayerId as PlayerIdType
from service.referee.protocol import Between, Choice, OneOf, Option
from service.referee.shown import schema_hook

SEED_MAX = 2**63 - 1
MAX_PLAYERS_LISTED = 16  # no game has more than 6; past this a list is not worth reading
MAX_MOVES = 5_000  # a long game of the family has a few hundred moves
EXACTLY_ONE_PROPERTY = {"minProperties": 1, "maxProperties": 1}
PROBABILITY_PATTERN = r"^[0-9]+/[1-9][0-9]*$"


def schema(name: str, attrs: Mapping[str, Any], description: str | None = None,
           base: type[Schema] = Schema) -> type[Schema]:
    """A schema class named ``<name>Schema`` (its component is ``<name>``)."""
    body = dict(attrs)
    if description:
        body["Meta"] = type("Meta", (), {"description": description})
    return type(f"{name}Schema", (base,), body)


# --- Fields -----------------------------------------------------------------------------------


Player = Annotated[PlayerIdType, Meta(description="A player id: at most 64 characters, no control characters (an "
                                                "empty id breaks a rule of the game, S1).")]
"""A player id in a request: the moves' type, whose emptiness is a rule's (each game's S1)."""

JsonInt = Annotated[int, Meta(ge=-(2**63), le=2**63 - 1, extra={"json_int": True},
                              extra_json_schema={"x-any-integer": True})]
"""Any integer a request's JSON reader reads as one (64 bits, signed or not; a larger one it
reads as a float, and its check refuses as too large). The bounds are the compiled decoder's,
which takes at most 64 signed bits: a larger integer leaves the body to that reader, whose
check takes any integer it gives (:class:`~schemas.declared.DeclaredValue`); the document
says no bounds (``x-any-integer``, schemas/json_schema.py)."""

SEED_RANGE = f"Must be greater than or equal to 0 and less than or equal to {SEED_MAX}."


def seed_field(*, required: bool = False, description: str | None = None) -> DeclaredValue:
    said = description or ("The seed `deal` used (an integer); accepted so that what `deal` answers can be sent "
                           "anywhere unchanged, and ignored by the rules.")
    seed = Annotated[int, Meta(ge=0, le=SEED_MAX, examples=[42], description=said, extra={"out_of_range": "range"})]
    return DeclaredValue(seed, words={"range": SEED_RANGE}, required=required)


def players_field(description: str, *, max_items: int = MAX_PLAYERS_LISTED, example: list[str] | None = None,
                  **metadata) -> DeclaredValue:
    players = Annotated[list[Player], Meta(max_length=max_items, description=description,
                                           examples=[example or ["ann", "bob", "cat"]])]
    return DeclaredValue(players, required=True, metadata=metadata)


def player_out(description: str = "A player id.", **kwargs) -> fields.String:
    return fields.String(metadata={"description": description, "example": "ann"}, **kwargs)


def players_out(description: str, **metadata) -> fields.List:
    return fields.List(player_out(), required=True, metadata={"description": description, **metadata})


def en_it(description: str, *, example: dict | None = None, **kwargs) -> fields.Dict:
    """A text in English and Italian: ``{"en": ..., "it": ...}``."""
    return fields.Dict(keys=fields.String(metadata={"enum": ["en", "it"]}), values=fields.String(),
                       required=kwargs.pop("required", True),
                       metadata={"description": description + " Keys: `en`, `it`.",
                                 "example": example or {"en": "Deck", "it": "Mazzo"}}, **kwargs)


def enum_component(values, descriptions: Mapping[str, str], description: str, example: str) -> dict:
    """An enumeration as an OpenAPI component, every value described."""
    values = list(values)
    bullets = "\n".join(f"- `{v}`: {descriptions[v]}" for v in values)
    return {"type": "string", "enum": values, "x-enum-descriptions": [descriptions[v] for v in values],
            "example": example, "description": f"{description}\n\n{bullets}"}


def rule_id_component(catalogue: Catalogue, example: str) -> dict:
    """The enumeration of a game's rule ids, each described by its title and section."""
    titles = {r.id: f"{r.title['en']} (section {r.section})" for r in catalogue.rules}
    return enum_component(catalogue.rule_ids, titles,
                          f"The id of a rule of {catalogue.names['en']}. Every verdict of the service cites one; "
                          f"`GET /{catalogue.game}/rules` gives each rule's full text in English and Italian.",
                          example)


def move_type_component(types: MoveTypes, description: str, example: str) -> dict:
    """The enumeration of a game's move types (their tags), each described by its class."""
    return enum_component(types.tags, {tag: described(cls) for tag, cls in types.by_tag.items()}, description,
                          example)


def described(cls: type) -> str:
    """A class's docstring as one paragraph of the document."""
    return " ".join((cls.__doc__ or "").split())


class Enums:
    """A game's enumerations (rule ids, move types, phases, variants...) as named components
    (``<Prefix><Name>``), and fields referring to them."""

    def __init__(self, prefix: str, components: Mapping[str, dict]):
        self.prefix = prefix
        self.components = {f"{prefix}{name}": c for name, c in components.items()}

    def field(self, name: str, *, description: str | None = None, **kwargs) -> EnumRef:
        component = f"{self.prefix}{name}"
        return EnumRef(component, self.components[component]["enum"], description=description, **kwargs)

    def rule_id(self, description: str | None = None, **kwargs) -> EnumRef:
        """One of the game's rule ids."""
        return self.field("RuleId", description=description, **kwargs)

    def rule_ids(self, description: str, **metadata) -> fields.List:
        """A list of the game's rule ids (required)."""
        return fields.List(self.rule_id(), required=True, metadata={"description": description, **metadata})

    def by_values(self) -> dict[str, tuple[Any, ...]]:
        """Each enumeration's values, by its component (a declared type's closed list of the
        same values refers to it)."""
        return {name: tuple(component["enum"]) for name, component in self.components.items()}

    def values(self, name: str) -> list[str]:
        return list(self.components[f"{self.prefix}{name}"]["enum"])

    def register(self, spec, leave: tuple[str, ...] = ()) -> None:
        """Each enumeration a component (but those named in `leave`, which nothing refers to)."""
        for name, component in self.components.items():
            if name[len(self.prefix):] not in leave:
                spec.components.schema(name, component)


# --- Requests ---------------------------------------------------------------------------------


def history_schema(prefix: str, *, players: fields.Field, variants: fields.Field, setup: fields.Field,
                   moves: fields.Field, description: str, extra: Mapping[str, fields.Field] | None = None,
                   error_rule: Callable[[str], str] | None = None) -> type[Schema]:
    """A history: ``{"players", "variants"?, "setup", "moves", "seed"?}`` (the family's);
    `error_rule` as :class:`RequestSchema` says, for this request and the score request that
    wraps it. It has no hook of its own (no ``validates_schema``, no ``post_load``): where
    every member is declared (:class:`~schemas.declared.DeclaredValue`), the history codec
    loads it whole as the schema would."""
    return schema(f"{prefix}History", {"players": players, "variants": variants, "setup": setup,
                                       "moves": moves, "seed": seed_field(), **(extra or {}),
                                       **_error_rule(error_rule)}, description, base=RequestSchema)


def _error_rule(error_rule: Callable[[str], str] | None) -> dict:
    return {} if error_rule is None else {"error_rule": staticmethod(error_rule)}


def final_field(kind: Any, **kwargs: Any) -> DeclaredValue:
    """A score request's `final`: the game's final form, declared as a type."""
    return DeclaredValue(kind, metadata={"description": "The game's final form."}, **kwargs)


BARE_HISTORY_HINT = ("This looks like a bare history: send it as {\"game\": <history>} (or the final form as "
                     "{\"final\": ...}).")


def score_request_schema(prefix: str, history: type[Schema], final: type[Schema] | DeclaredValue | None
                         ) -> type[Schema]:
    """``{"game": <history>}`` or, where the game has one, ``{"final": ...}`` (a schema, or a
    declared type's member): exactly one. A bare history is answered with a hint to wrap it,
    not with an error per member."""
    attrs: dict[str, Any] = {"game": LeanNested(history, metadata={
        "description": "A whole game, finished (final standings) or not (provisional standings)."})}
    if isinstance(final, DeclaredValue):
        attrs["final"] = final
    elif final is not None:
        attrs["final"] = LeanNested(final, metadata={"description": "The game's final form."})
    names = " or ".join(f"`{k}`" for k in attrs)

    def _refusal(self, data):
        if isinstance(data, dict) and "game" not in data and "final" not in data and (
                "moves" in data or "setup" in data or "players" in data):
            return BARE_HISTORY_HINT
        return RequestSchema._refusal(self, data)

    @validates_schema
    def _exactly_one(self, data, **kwargs):
        if sum(k in data for k in attrs) != 1:
            raise ValidationError(f"Send exactly one of {names}.")

    attrs.update(_refusal=_refusal, _exactly_one=_exactly_one, **_error_rule(getattr(history, "error_rule", None)))
    attrs["exactly_one_of"] = tuple(k for k in ("game", "final") if k in attrs)  # the document's oneOf
    return schema(f"{prefix}ScoreRequest", attrs, f"A game to score: {names}, exactly one.", base=RequestSchema)


def deal_request_schema(prefix: str, *, players: fields.Field, variants: fields.Field,
                        extra: Mapping[str, fields.Field] | None = None, description: str,
                        error_rule: Callable[[str], str] | None = None) -> type[Schema]:
    """``{"players", "variants"?, "seed"?, ...}``: without a seed the service draws one."""
    return schema(f"{prefix}DealRequest", {
        "players": players, "variants": variants,
        "seed": seed_field(description="The seed of the shuffle: the same seed (with the same body) always "
                                       "gives the same deal. Without it the service draws one and returns it."),
        **(extra or {}), **_error_rule(error_rule)}, description, base=RequestSchema)


def not_a_player(player: Any, players: Any) -> str | None:
    """Why `player` cannot view a game of `players` (a 422 at ``/player``), or None."""
    if isinstance(players, list) and all(isinstance(p, str) for p in players) and player not in players:
        return f"Not a player of this game: its players are {', '.join(players)}."
    return None


def view_request_schema(prefix: str, history: type[Schema]) -> type[Schema]:
    """``{"game": <history>, "player": <id>}``: the game as one of its players may know it."""

    @validates_schema
    def _a_player(self, data, **kwargs):
        problem = not_a_player(data.get("player"), (data.get("game") or {}).get("players"))
        if problem:
            raise ValidationError({"player": [problem]})

    return schema(f"{prefix}ViewRequest", {
        "game": LeanNested(history, required=True, metadata={"description": "A whole game, finished or not."}),
        "player": PlayerId(required=True, metadata={"description": "The player whose view it is: one of the "
                                                                    "game's `players`."}),
        "_a_player": _a_player, **_error_rule(getattr(history, "error_rule", None)),
    }, "A game and one of its players: what that player may know of it.", base=RequestSchema)


# --- Answers ----------------------------------------------------------------------------------

def violation_schema(prefix: str, enums: Enums, slug: str) -> type[Schema]:
    return schema(f"{prefix}Violation", {
        "move_index": fields.Integer(required=True, allow_none=True, metadata={
            "minimum": 0, "example": 5,
            "description": "0-based index into `moves` of the illegal move; null for a setup error or a final "
                           "form."}),
        "rule": enums.field("RuleId", description=f"The rule broken (see GET /{slug}/rules).", required=True),
        "message": fields.String(required=True, metadata={
            "description": "Why, in the request's language (Accept-Language: en or it)."}),
        "pointer": fields.String(required=True, metadata={
            "description": "JSON pointer (RFC 6901) into the request body to the move or field at fault.",
            "example": "/moves/5"}),
    }, "A broken rule: which, where, and why.")


# The components of an answer's declared types are the game's: its prefix and the class's name,
# but for the engine's snapshots, which are the answers' states (and where a game names a class
# otherwise: `Answers.names`).
_ANSWER_NAMES = {"Snapshot": "GameState", "SeenSnapshot": "SeenState"}


def answer_field(kind: type, enums: Enums, names: Mapping[str, str] | None = None, **kwargs: Any) -> DeclaredValue:
    """A member of an answer declared as a type (the engine's own Struct, which the service
    writes with msgspec): documented as its type, each Struct it names a component of the
    game's (`enums`'s prefix and the class's name, or the name `names` gives the class), each
    closed list of a named enumeration a reference to it."""
    _, found = msgspec.json.schema_components((kind,), schema_hook=schema_hook)
    named = {**_ANSWER_NAMES, **(names or {})}
    components = {name: enums.prefix + named.get(name, name) for name in found}
    return DeclaredValue(kind, names=components, enums=enums.by_values(), **kwargs)


def members_of(kind: type, enums: Enums, names: Mapping[str, str] | None = None, *, always: bool = True,
               words: Mapping[str, str] | None = None) -> dict[str, fields.Field]:
    """The members of a declared value that an answer holds among its own (a Struct of the
    engine's, such as the tables beside the rules), or that a request takes as its own (a
    value declared once: Chocola's holding, in a tray request), as fields, each documented
    from its declaration (:func:`answer_field`, `names` as it says; a request's errors in
    `words`): required where it has no default, and none where the answer holds the value only
    sometimes (`always` false: a breakdown a history gives, a final form not)."""
    hints = get_type_hints(kind, include_extras=True)
    info = mi.type_info(kind)
    assert isinstance(info, mi.StructType), "the members are declared as a Struct"
    return {f.encode_name: answer_field(hints[f.name], enums, names, required=always and f.required, words=words)
            for f in info.fields}


def nested(piece: type, description: str, enums: Enums, names: Mapping[str, str] | None = None) -> fields.Field:
    """A required member of an answer that may be null, declared as a type (its components
    named as :func:`answer_field` says)."""
    return answer_field(piece, enums, names, required=True, allow_none=True, metadata={"description": description})


def validate_answer_schema(prefix: str, enums: Enums, *, violation: type[Schema], state: type,
                           log: Mapping[str, fields.Field], names: Mapping[str, str] | None = None
                           ) -> type[Schema]:
    return schema(f"{prefix}ValidateAnswer", {
        "legal": fields.Boolean(required=True, metadata={"description": "Whether the whole history is legal."}),
        "violation": fields.Nested(violation, required=True, allow_none=True, metadata={
            "description": "The first illegal move (or setup error), null when legal."}),
        "moves_checked": fields.Integer(required=True, metadata={
            "minimum": 0, "description": "How many moves were replayed as legal."}),
        "state": nested(state, "The state after the last legal move; null when the setup itself is illegal.", enums,
                        names),
        **log,
    }, "The verdict on a history: legal or not, the first violation, the state, and the game's log.")


# The shared shape of a legal-moves entry (API.md Part 1): one component for `choose` and one
# for the entry; a game's own component adds its move, its rule ids and its own fields.
CHOOSE_COMPONENT = "LegalMoveChoose"
ENTRY_COMPONENT = "LegalMove"

_VALUE = {"description": "An allowed value, as the move's field takes it (null: the field may be left out)."}

CHOOSE_SCHEMA = {
    "type": "object",
    "description": "The open fields of an entry's `move`, each with the values it may take, in one of three "
                   "forms: `one_of` (a `null` among the values: the field may be left out), `min`/`max` (an "
                   "integer from min to max) or `subset_of`/`min_items`/`max_items` (a list of distinct values "
                   "from that set, in any order). Every way of filling every open field with allowed values "
                   "gives a move that `validate` accepts.",
    "additionalProperties": {"oneOf": [
        {"type": "object", "title": "OneOf", "required": ["one_of"], "additionalProperties": False,
         "properties": {"one_of": {"type": "array", "minItems": 1, "items": _VALUE,
                                   "description": "The values the field may take."}}},
        {"type": "object", "title": "Between", "required": ["min", "max"], "additionalProperties": False,
         "properties": {"min": {"type": "integer", "description": "The smallest integer allowed."},
                        "max": {"type": "integer", "description": "The largest integer allowed."}}},
        {"type": "object", "title": "SubsetOf", "required": ["subset_of", "min_items", "max_items"],
         "additionalProperties": False,
         "properties": {"subset_of": {"type": "array", "items": _VALUE,
                                      "description": "The values the list may take, each at most once."},
                        "min_items": {"type": "integer", "minimum": 0, "description": "The fewest values."},
                        "max_items": {"type": "integer", "minimum": 0, "description": "The most values."}}},
    ]},
    "example": {"amount": {"min": 1, "max": 7}},
}


class LegalMoveSchema(Schema):
    """The family's legal-moves entry (every game's: its component adds the game's own)."""

    move = fields.Raw(required=True, metadata={
        "description": "A complete legal move, exactly as it is appended to `moves` (`type`, `player`, its "
                       "fields): each open field `choose` lists holds the first value it allows; a move of the "
                       "game's own type (each game's entry says which).",
        "example": {"type": "open", "player": "ann", "amount": 1}})
    choose = fields.Dict(metadata={"allOf": [{"$ref": f"#/components/schemas/{CHOOSE_COMPONENT}"}]})
    rule = fields.String(required=True, metadata={"description": "The rule that allows the move.", "example": "A1"})
    chance = fields.Boolean(metadata={"description": "true: a move nobody chooses, that reveals chance (a card "
                                                     "drawn, a deal). Absent otherwise."})
    probability = fields.String(metadata={
        "pattern": PROBABILITY_PATTERN, "example": "3/29",
        "description": "A chance outcome's exact probability, in lowest terms (`\"1/1\"` when certain); the "
                       "outcomes of one chance point sum to 1."})
    approx = fields.Float(metadata={"minimum": 0, "maximum": 1, "example": 0.103448,
                                    "description": "The probability as a float."})
    sample = fields.Boolean(metadata={
        "description": "true: `move` is one legal move of many that these forms cannot list (a chance move too "
                       "large to enumerate, such as a deal, or an assignment of cards): any other move the "
                       "game's own fields describe is legal too."})

    class Meta:
        unknown = INCLUDE
        description = ("An entry of legal-moves, the same in every game: `move` (appended exactly as it is, its "
                       "open fields filled from `choose`), `choose`, and what describes it: `rule`, and for a "
                       "chance outcome `chance`, `probability`, `approx`; a game adds its own fields (its "
                       "component, beside this one, names them).")


def register_family_components(spec) -> None:
    """The components every game's answers share (registered once)."""
    if CHOOSE_COMPONENT not in spec.components.schemas:
        spec.components.schema(CHOOSE_COMPONENT, CHOOSE_SCHEMA)
    if ENTRY_COMPONENT not in spec.components.schemas:
        spec.components.schema(ENTRY_COMPONENT, schema=LegalMoveSchema)


def legal_move_schema(prefix: str, enums: Enums, move_component: str, own: Mapping[str, fields.Field],
                      description: str) -> type[Schema]:
    """A game's legal-moves entry: the family's (:class:`LegalMoveSchema`, whose component the
    answer's entries also refer to), with `move` its own move component, `rule` its rule ids,
    and its own descriptive fields (nothing else)."""
    return schema(f"{prefix}LegalMove", {
        # a bare reference (a generated client then types the move as the game's own union,
        # assignable to a history's moves): the family's entry describes it
        "move": fields.Raw(required=True, metadata={"allOf": [{"$ref": f"#/components/schemas/{move_component}"}]}),
        "rule": enums.field("RuleId", description="The rule that allows the move.", required=True),
        **own,
        "Meta": type("Meta", (), {"unknown": RAISE, "description": description}),
        # The OpenAPI document writes it as allOf the family's entry and its own fields.
        "extends_component": ENTRY_COMPONENT,
        "inherited_fields": frozenset(LegalMoveSchema._declared_fields),
    }, base=LegalMoveSchema)


def legal_moves_answer_schema(prefix: str, enums: Enums, *, option: type[Schema],
                              extra: Mapping[str, fields.Field] | None = None) -> type[Schema]:
    answer = schema(f"{prefix}LegalMovesAnswer", {
        "phase": enums.field("Phase", description="What the game waits for.", required=True),
        "to_act": players_out("The players whose move is due (several at a simultaneous choice; empty when "
                              "`finished`, at a chance point, or where every move left is optional)."),
        "moves": fields.List(fields.Nested(option), required=True, metadata={
            "description": "Every legal next move, each entry in the family's shape (`move`, `choose`, `rule`, "
                           "chance fields, the game's own); at a chance point every outcome with its exact "
                           "probability. Whatever is offered here, validate accepts."}),
        "finished": fields.Boolean(required=True, metadata={
            "description": "true: nothing may be appended (`to_act` and `moves` are then empty). A phase where "
                           "moves are optional but possible is not finished (its scores may be final all the "
                           "same: see `provisional` in the score)."}),
        **(extra or {}),
    }, "What may happen next in a game.")
    answer.entry_schema = option  # type: ignore[attr-defined]  # an attribute of this answer class, read by GameApi.register_components
    return answer


# --- Writing a legal-moves entry ---------------------------------------------------------------


def choice_json(choice: Choice, value: Callable[[Any], Any]) -> dict:
    """One open field's allowed values (:mod:`service.referee.protocol`'s forms) as JSON."""
    if isinstance(choice, OneOf):
        return {"one_of": [value(v) for v in choice.values]}
    if isinstance(choice, Between):
        return {"min": choice.min, "max": choice.max}
    return {"subset_of": [value(v) for v in choice.values], "min_items": choice.min_items,
            "max_items": choice.max_items}


def allowed(choice: dict, value: Any) -> bool:
    """Whether `value` (JSON) fills an open field as `choice` (JSON) allows; None (the field
    left out) only where `one_of` lists null."""
    if "one_of" in choice:
        return any(type(value) is type(v) and value == v for v in choice["one_of"])
    if "min" in choice:
        return type(value) is int and choice["min"] <= value <= choice["max"]
    if not isinstance(value, list) or not choice["min_items"] <= len(value) <= choice["max_items"]:
        return False
    pool = choice["subset_of"]
    return all(any(type(v) is type(p) and v == p for p in pool) for v in value) and \
        len({repr(v) for v in value}) == len(value)


def first_allowed(choice: dict) -> Any:
    """The first value an open field (JSON) allows: the one an entry's `move` holds (None: the
    field is left out)."""
    if "one_of" in choice:
        return choice["one_of"][0]
    if "min" in choice:
        return choice["min"]
    return choice["subset_of"][:choice["min_items"]]


def admits(entry: dict, move: dict) -> bool:
    """Whether a move (JSON) is one a legal-moves entry (JSON) offers: its `move` with each
    open field filled with an allowed value (or left out where null is allowed). (What else a
    `sample` entry stands for, only its game can tell: :meth:`GameApi.admits`.)"""
    choose = entry.get("choose") or {}
    fixed = {k: v for k, v in entry["move"].items() if k not in choose}
    if any(move.get(k) != v for k, v in fixed.items()) or set(move) - set(fixed) - set(choose):
        return False
    return all(allowed(choice, move[name]) if name in move else allowed(choice, None)
               for name, choice in choose.items())


def entry_json(api: GameApi, option: Option) -> dict:
    """An engine :class:`~service.referee.protocol.Option` as the family's entry: `move` (a
    complete legal move: each open field holds the first value it allows, or is left out
    where that value is null), `choose`, `rule`, the chance fields, `sample`, and the game's
    own fields (``api.option``)."""
    move = api.move(option.move)
    out: dict = {"move": move}
    choose = option.choose
    if choose:
        value = api.choice_value
        out["choose"] = opened = {name: choice_json(c, partial(value, name)) for name, c in choose.items()}
        for name, choice in opened.items():
            first = first_allowed(choice)
            if first is None:
                move.pop(name, None)
            else:
                move[name] = first
    if option.rule is not None:
        out["rule"] = option.rule
    if option.probability is not None:
        out.update(probability_fields(option.probability))
    elif option.chance_move:
        out["chance"] = True
    if option.sample:
        out["sample"] = True
    own = api.option(option)
    if own:
        out.update(own)
    return out


def unseen_move_schema(prefix: str, enums: Enums) -> type[Schema]:
    return schema(f"{prefix}UnseenMove", {
        "type": enums.field("MoveType", description="The kind of move.", required=True),
        "player": player_out("Who made it (absent for a chance move nobody makes)."),
        "hidden": fields.List(fields.String(), required=True, metadata={
            "description": "The move's fields the viewer did not see (the rules of section information say "
                           "whose they are).", "example": ["card"]}),
        "Meta": type("Meta", (), {"unknown": RAISE}),
    }, "A move the viewer saw only in part: what the table saw of it (its type, who made it), not its hidden "
       "fields.")


def view_answer_schema(prefix: str, enums: Enums, *, violation: type[Schema], seen_state: type,
                       log: Mapping[str, fields.Field], option: type[Schema], score: type[Schema],
                       move_component: str, names: Mapping[str, str] | None = None) -> type[Schema]:
    unseen = unseen_move_schema(prefix, enums)
    answer = schema(f"{prefix}ViewAnswer", {
        "player": player_out("The player whose view it is.", required=True),
        "legal": fields.Boolean(required=True, metadata={"description": "Whether the whole history is legal."}),
        "violation": fields.Nested(violation, required=True, allow_none=True, metadata={
            "description": "The first illegal move (or setup error), null when legal: the view is the game up to "
                           "the last legal move."}),
        "moves_checked": fields.Integer(required=True, metadata={
            "minimum": 0, "description": "How many moves were replayed as legal."}),
        "seen_moves": fields.List(fields.Raw(metadata={"oneOf": [
            {"$ref": f"#/components/schemas/{move_component}"},
            {"$ref": f"#/components/schemas/{prefix}UnseenMove"}]}), required=True, metadata={
            "description": "The legal moves of the history as the player saw them: a move whole, or what the table "
                           "saw of a move made in secret (its type, who made it, `hidden` its fields)."}),
        "state": nested(seen_state, "The state as the player may know it; null when the setup itself is illegal.",
                        enums, names),
        **log,
        "phase": enums.field("Phase", description="What the game waits for (null for an illegal setup).",
                             required=True, allow_none=True),
        "to_act": players_out("The players whose move is due (public)."),
        "moves": fields.List(fields.Nested(option), required=True, metadata={
            "description": "The player's own legal moves now, in the family's entry shape; at their own chance "
                           "point (their draw, a blind pick) the outcomes with the probabilities computed from "
                           "what the player knows. Empty when the player is not due."}),
        "finished": fields.Boolean(required=True, metadata={"description": "true: nothing may be appended."}),
        "score": fields.Nested(score, required=True, allow_none=True, metadata={
            "description": "The standings as every player may know them (null for an illegal setup)."}),
    }, "What one player may know of a game at the end of its history.")
    answer.unseen_move = unseen  # type: ignore[attr-defined]  # read by GameApi.register_components
    return answer


def player_score_schema(prefix: str, enums: Enums, breakdown: type, *, always: bool) -> type[Schema]:
    """A player's standing (``<Prefix>PlayerScore``): the family's members and those of the
    game's declared breakdown (a Struct of the engine's, whose docstring describes the
    standing), required where the breakdown is `always` there (not where a final form, which
    has none, is scored too)."""
    return schema(f"{prefix}PlayerScore", {**standing_fields(), **members_of(breakdown, enums, always=always)},
                  described(breakdown))


def score_answer_schema(prefix: str, enums: Enums, *, player: type[Schema], tiebreak: fields.Field,
                        extra: Mapping[str, fields.Field] | None = None) -> type[Schema]:
    return schema(f"{prefix}ScoreAnswer", {
        "players": fields.List(fields.Nested(player), required=True, metadata={
            "description": "Every player's standing: `player`, `rank`, `total` and the game's breakdown."}),
        "ranking": players_out("Player ids, best first."),
        "winners": players_out("The winners: more than one on a shared win."),
        "tiebreak": tiebreak,
        "decided_by": fields.List(enums.field("RuleId"), required=True, metadata={
            "description": "The rules that decided the ranking and the winners."}),
        "provisional": fields.Boolean(required=True, metadata={
            "description": "true for an unfinished game: the standings as they are now."}),
        **(extra or {}),
    }, "The scores of a game: every player's total and rank, the ranking, the winners, and what broke a tie.")


def standing_fields() -> dict[str, fields.Field]:
    """The fields every player's standing has (the game adds its breakdown)."""
    return {
        "player": player_out("The player's id.", required=True),
        "rank": fields.Integer(required=True, metadata={
            "minimum": 1, "example": 1,
            "description": "1 is best; players sharing a place share a rank (the next rank skips)."}),
        "total": fields.Integer(required=True, metadata={"description": "The number that ranks the players."}),
    }


def rule_schema(prefix: str, enums: Enums, sections: list[str], extra: Mapping[str, fields.Field] | None = None
                ) -> type[Schema]:
    return schema(f"{prefix}Rule", {
        "id": enums.field("RuleId", description="The rule's id.", required=True),
        "section": fields.String(required=True, metadata={"enum": sections, "description": "Its section."}),
        "title": en_it("The rule's title."),
        "text": en_it("The rule's text."),
        "ruling": fields.Boolean(required=True, metadata={
            "description": "true where the rules of record decide what the printed rulebook leaves open or "
                           "lost."}),
        "ruling_text": en_it("The ruling in words, where the catalogue gives it; null otherwise.",
                             allow_none=True, required=False),
        "variant": fields.String(allow_none=True, metadata={
            "description": "The variant that brings the rule, or null for the base game."}),
        **(extra or {}),
    }, "One rule of record, in English and Italian.")


def section_schema(prefix: str, sections: list[str]) -> type[Schema]:
    return schema(f"{prefix}Section", {
        "id": fields.String(required=True, metadata={"enum": sections}),
        "title": en_it("The section's title."),
        "intro": en_it("The section's preamble (tables, definitions), null when none.", allow_none=True),
    }, "A section of the rules.")


def rules_answer_schema(prefix: str, slug: str, *, rule: type[Schema], section: type[Schema],
                        tables: Mapping[str, fields.Field]) -> type[Schema]:
    return schema(f"{prefix}RulesAnswer", {
        "game": fields.String(required=True, metadata={"enum": [slug]}),
        "names": en_it("The game's name.", example={"en": "Choco Late", "it": "Choco Late"}),
        "sections": fields.List(fields.Nested(section), required=True, metadata={
            "description": "The sections of the rules, in order."}),
        "rules": fields.List(fields.Nested(rule), required=True, metadata={
            "description": "Every rule, in the order of the rules of record."}),
        **tables,
    }, "The game's catalogue: every rule with its id and text in English and Italian, and its tables.")


@dataclass(frozen=True)
class Answers:
    """A game's own pieces of the answers every game has: `state` (a validate answer's) and
    `seen_state` (a view answer's), `log` (the members after `state` in both), `option` (a
    legal-moves entry), `player` (a standing, or the engine's declared breakdown the family
    makes one of), `tiebreak`, `tables` (beside the rules), and
    the members a legal-moves answer (`legal_moves`) or a score answer (`score`) adds, and
    (`names`) the components of the declared states' classes a game names otherwise than the
    family does (by class name: `<Prefix>` and the name given). The family builds the answers
    from them (:class:`GameApi`)."""

    state: type  # the engine's declared snapshot (a Struct, written as it is)
    seen_state: type
    log: Mapping[str, fields.Field]
    option: type[Schema]
    player: type  # a schema, or the engine's declared breakdown (a Struct, written as it is)
    tiebreak: fields.Field
    tables: Mapping[str, fields.Field]
    legal_moves: Mapping[str, fields.Field] = field(default_factory=dict)
    score: Mapping[str, fields.Field] = field(default_factory=dict)
    names: Mapping[str, str] = field(default_factory=dict)


def _declared(schema: type[Schema], seen: set[type[Schema]]) -> Iterator[DeclaredValue]:
    """The members of an answer's schema declared as types, and those of the schemas it nests."""
    if schema in seen:
        return
    seen.add(schema)
    for member in schema().fields.values():
        while isinstance(member, fields.List):
            member = member.inner
        if isinstance(member, DeclaredValue):
            yield member
        elif isinstance(member, fields.Nested) and isinstance(member.nested, type):
            yield from _declared(member.nested, seen)


class GameApi:
    """A game's JSON: its request schemas, its answer schemas, and its engine values written
    as JSON. The generic verdicts (:mod:`service.verdicts.family`) and the HTTP pipeline ask
    a game nothing else.

    A subclass sets `game`, `enums`, `history`, `final_form` (a schema or a declared member; None
    where the game has none),
    `deal_request`, `moves`, `answers` (its pieces), `examples`, and writes the methods marked
    "the game's"; the family builds the rest when the subclass is made: the score and view
    requests, every answer, the move component, the log's members.
    """

    game: Any  # the engine's Game (service.referee.protocol)
    prefix: str  # "ChocoLate": the enumerations' prefix
    enums: Enums
    history: type[Schema]
    final_form: type[Schema] | DeclaredValue | None = None
    score_request: type[Schema]
    deal_request: type[Schema]
    answers: Answers
    validate_answer: type[Schema]
    legal_moves_answer: type[Schema]
    score_answer: type[Schema]
    rules_answer: type[Schema]
    move_component: str  # the component of one move ("ChocoLateMove")
    examples: dict[str, Any]  # the documented example bodies ("history", ...)
    log_fields: tuple[str, ...] = ()  # the validate answer's log (e.g. "auctions")
    moves: MoveCodec  # the game's move classes as JSON (schemas.declared)

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        prefix, enums, pieces = cls.enums.prefix, cls.enums, cls.answers
        cls.prefix = prefix
        cls.move_component = cls.moves.component
        cls.log_fields = tuple(pieces.log)
        cls.score_request = score_request_schema(prefix, cls.history, cls.final_form)
        cls.view_request = view_request_schema(prefix, cls.history)
        violation = violation_schema(prefix, enums, cls.game.slug)
        cls.validate_answer = validate_answer_schema(prefix, enums, violation=violation, state=pieces.state,
                                                     log=pieces.log, names=pieces.names)
        cls.legal_moves_answer = legal_moves_answer_schema(prefix, enums, option=pieces.option,
                                                           extra=pieces.legal_moves)
        player = pieces.player if issubclass(pieces.player, Schema) else player_score_schema(
            prefix, enums, pieces.player, always=cls.final_form is None)
        cls.score_answer = score_answer_schema(prefix, enums, player=player, tiebreak=pieces.tiebreak,
                                               extra=pieces.score)
        cls.view_answer = view_answer_schema(prefix, enums, violation=violation, seen_state=pieces.seen_state,
                                             log=pieces.log, option=pieces.option, score=cls.score_answer,
                                             move_component=cls.move_component, names=pieces.names)
        sections = [s.id for s in catalogue_of(cls.game.slug).sections]
        cls.rules_answer = rules_answer_schema(prefix, cls.game.slug, rule=rule_schema(prefix, enums, sections),
                                               section=section_schema(prefix, sections), tables=pieces.tables)

    @property
    def has_final(self) -> bool:
        return self.final_form is not None

    @cached_property
    def history_codec(self) -> HistoryCodec:
        """The fast path of the game's histories: decoded from bytes (schemas.history_codec)."""
        history = self.history()
        members = history.fields
        head = tuple(name for name in members if name != "moves")
        declared = {name: f for name, f in members.items() if isinstance(f, DeclaredValue)}
        defaults = {name: f.load_default for name, f in members.items() if f.load_default is not missing}
        required = frozenset(name for name, f in members.items() if f.required)
        return HistoryCodec(self.prefix, head, self.moves.types.union, MAX_MOVES, declared, defaults, required)

    @property
    def slug(self) -> str:
        return self.game.slug

    @property
    def deal_answer(self) -> type[Schema]:
        """What a deal answers: the game's history itself, with no moves yet and the seed used,
        so that it can be sent on unchanged (and typed so by a generated client)."""
        return self.history

    def deal_answer_doc(self) -> type[Schema] | dict:
        """The deal's answer in the OpenAPI document (a game whose deal answers more than
        one shape gives their ``oneOf``)."""
        return self.deal_answer

    viewing: Any = None  # the engine's view module (its section "information"), where the game has one
    unreferenced_enums: tuple[str, ...] = ()  # enumerations no schema of the game's answers refers to
    view_request: type[Schema]
    view_answer: type[Schema]

    @property
    def rule_problem(self) -> str:
        """The component of a problem that breaks one of the game's rules."""
        return f"{self.prefix}RuleViolationProblem"

    def register_components(self, spec) -> None:
        """Components the game's answers refer to by name (enumerations, moves...), and the
        family's own (a legal-moves entry and its `choose`)."""
        register_family_components(spec)
        for request in (self.history, self.deal_request, self.score_request):
            for member in _declared(request, set()):
                member.register(spec)
        if self.view_answer is not None:
            unseen = self.view_answer.unseen_move  # type: ignore[attr-defined]  # set by view_answer_schema
            if unseen.__name__[:-len("Schema")] not in spec.components.schemas:
                spec.components.schema(unseen.__name__[:-len("Schema")], schema=unseen)
        if self.rule_problem not in spec.components.schemas:
            spec.components.schema(self.rule_problem, rule_violation_problem(f"{self.prefix}Violation",
                                                                              self.game.names["en"]))
        entry = self.legal_moves_answer.entry_schema  # type: ignore[attr-defined]  # set by legal_moves_answer_schema
        name = entry.__name__[:-len("Schema")]
        if name not in spec.components.schemas:
            spec.components.schema(name, schema=entry)
        self.enums.register(spec, leave=self.unreferenced_enums)
        self.moves.register(spec)
        for answer in (self.validate_answer, self.legal_moves_answer, self.score_answer, self.view_answer,
                       self.rules_answer):  # the declared types' own components
            for member in _declared(answer, set()):
                member.register(spec)
        # `game` or `final`: no other member is allowed, so "exactly one of the two" is exactly one
        # member (the schema's own check, said in JSON Schema); without a final form, `game`.
        spec.components.schema(f"{self.prefix}ScoreRequest", EXACTLY_ONE_PROPERTY if self.has_final else
                               {"required": ["game"]}, schema=self.score_request)

    # -- the game's ----------------------------------------------------------------------

    def state(self, state) -> dict:
        """The ``state`` of a validate answer: the engine's snapshot, written as declared."""
        return msgspec.to_builtins(state.snapshot())

    def view_log(self, state, viewer: str, lang: str) -> dict:
        """The game's log as `viewer` may know it (the whole log, where all of it is public)."""
        return self.log(state, lang)

    def view_score(self, state, viewer: str, score: dict) -> dict:
        """The score answer as `viewer` may know it (the whole of it, where all of it is public)."""
        return score

    def seen_state(self, view) -> dict:
        """The ``state`` of a view answer: a :class:`~service.referee.view.View` as JSON (its
        state, the engine's seen snapshot, written as declared, and what is public)."""
        return {**msgspec.to_builtins(view.state), **view.public}

    def log(self, state, lang: str) -> dict:
        """The game's log fields of a validate answer (empty ones when `state` is None)."""
        return {}

    def option(self, option: Option) -> dict:
        """The game's own fields of a legal-moves entry (beside `move`, `choose`, `rule` and
        the chance fields, which :func:`entry_json` writes for every game)."""
        return {}

    def choice_value(self, name: str, value: Any) -> Any:
        """An allowed value of the open field `name` as JSON (as the move's field takes it)."""
        return plain(value)

    def legal_moves_extra(self, state, options) -> dict:
        """The game's own fields of a legal-moves answer."""
        return {}

    def standing(self, standing, lang: str) -> dict:
        """A player's breakdown, beside `player`, `rank` and `total`: the engine's, written as
        declared (none where the standing has none)."""
        return {} if standing.breakdown is None else msgspec.to_builtins(standing.breakdown)

    def tiebreak(self, standings, lang: str):
        return None

    def score_extra(self, state, standings, lang: str) -> dict:
        """The game's own fields of a score answer (`state` is None for a final form)."""
        return {}

    def final(self, body: dict, limits: Mapping[str, Any]):
        """The standings of a final form (``{"final": ...}``), checked by the engine."""
        return self.game.score_final(body, limits)

    dealt: Callable[[Any], dict]  # the game's: its engine's deal as a history with no moves

    def deal(self, body: dict, seed: int) -> dict:
        """A complete history (JSON) dealt for `seed`, without the seed itself."""
        return type(self).dealt(self.game.deal(body["players"], body.get("variants") or {}, seed, body))

    def move(self, move) -> dict:
        """A move as JSON (as a history carries it)."""
        return self.moves.dump(move)

    def admits(self, entry: dict, move: dict) -> bool:
        """Whether a move (JSON) is one a legal-moves entry (JSON) offers."""
        return admits(entry, move)

    def history_json(self, dealt: dict, moves) -> dict:
        """A history document: a dealt one (JSON, without its seed) and engine moves."""
        return {**{k: v for k, v in dealt.items() if k != "seed"}, "moves": [self.move(m) for m in moves]}

    # -- a random player, for examples, tests and benchmarks -------------------------------

    autoplay_concretize: Callable[[Any, Option, Random], Any] | None = None  # (state, option, rng) -> move, for a game with ranged options
    autoplay_weight: Callable[[Option], float] | None = None  # option -> weight of a decision
    variant_sets: tuple[dict, ...] = ({},)  # the variants a test or a benchmark should try

    def player_counts(self, variants: dict | None = None) -> range:
        """How many may play with these variants (the game's S1)."""
        return self.game.players

    def random_history(self, players: int, seed: int, *, variants: dict | None = None,
                       stop_after: int | None = None, names=("ann", "bob", "cat", "dan", "eve", "fay")) -> dict:
        """A legal history: dealt for `seed`, played by the seeded random player (to the end,
        or `stop_after` moves)."""
        from service.referee import autoplay

        body = {"players": list(names[:players]), "seed": seed}
        if variants:
            body["variants"] = variants
        dealt = self.deal(self.deal_request().load(body), seed)
        state = self.game.start(self.history().load(dealt))
        moves = autoplay.play(state, seed, stop_after=stop_after, concretize=type(self).autoplay_concretize,
                              weight=type(self).autoplay_weight)
        return self.history_json(dealt, moves)

    def tables(self) -> dict:
        """The tables GET /<slug>/rules serves beside the rules."""
        return msgspec.to_builtins(self.game.tables())


# --- GET /games ---------------------------------------------------------------------------------


class PlayerCountSchema(Schema):
    min = fields.Integer(required=True, metadata={"minimum": 1, "example": 2})
    max = fields.Integer(required=True, metadata={"minimum": 1, "example": 6})


class DealOptionSchema(Schema):
    variants = fields.List(fields.String(), required=True, metadata={
        "description": "The variants on (every other off).", "example": ["two_trays"]})
    players = fields.Nested(PlayerCountSchema, required=True, metadata={
        "description": "How many may play with these variants (the game's S1)."})

    class Meta:
        description = "A set of variants a game deals, and how many may play with it."


class GameSchema(Schema):
    id = fields.String(required=True, metadata={"description": "The game's slug, as in its paths.",
                                                "example": "choco-late"})
    name = fields.Dict(keys=fields.String(metadata={"enum": ["en", "it"]}), values=fields.String(), required=True,
                       metadata={"description": "Its name in English and Italian.",
                                 "example": {"en": "Choco Late", "it": "Choco Late"}})
    players = fields.Nested(PlayerCountSchema, required=True, metadata={"description": "How many may play."})
    variants = fields.List(fields.String(), required=True, metadata={"description": "Its variant ids."})
    deals = fields.List(fields.Nested(DealOptionSchema), required=True, metadata={
        "description": "Every set of its variants (each on or off) with the player counts a deal of it takes: "
                       "a set not listed is refused (`players` alone is the widest range)."})
    paths = fields.List(fields.String(), required=True, metadata={"description": "Its operations' paths."})

    class Meta:
        description = "A game the referee serves."


class GamesSchema(Schema):
    games = fields.List(fields.Nested(GameSchema), required=True, metadata={
        "description": "Every game served, in a fixed order."})

    class Meta:
        description = "The games the referee serves."
