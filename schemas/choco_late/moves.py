"""The `moves` of a history: checked by hand, fast, and documented as a oneOf.

A finished 6-player game has a few hundred moves; nested marshmallow schemas take about
9 ms to load 250 of them, more than replaying the game. This field checks the same
shapes in one tight loop (about 40 times faster) and reports errors in marshmallow's
structure, so they come out as JSON pointers like every other field error. The
per-type schemas below exist for the OpenAPI document; a test checks that both agree.
"""

from __future__ import annotations

from marshmallow import Schema, ValidationError, fields

from schemas.choco_late.enums import MOVE_DESCRIPTIONS, PREFIX
from schemas.fields import Card, PlayerId, StrictInteger, card_list, check_player_id, members_error
from service.games.choco_late.moves import Move, MoveType

MOVE_FIELDS: dict[str, dict[str, str]] = {
    # type -> {field: kind}; kinds: card, amount, cards, trays
    "choose_lot": {"lot": "card"},
    "open": {"amount": "amount"},
    "join": {},
    "raise": {"amount": "amount"},
    "pass": {},
    "reveal": {"vouchers": "cards"},
    "replace": {"vouchers": "cards"},
    "arrange_trays": {"trays": "trays"},
}


MOVE_COMPONENT = f"{PREFIX}Move"
MAX_LIST = 100
_INT_MAX = 2**63


def _card_error(value) -> str:
    if type(value) is not int:
        return "Not an integer (booleans, floats and strings are refused)."
    return ""


def _check_cards(value, errors: dict, name: str) -> tuple | None:
    if not isinstance(value, list):
        errors[name] = ["Not a valid list."]
        return None
    if len(value) > MAX_LIST:
        errors[name] = [f"At most {MAX_LIST} items (got {len(value)})."]
        return None
    bad = {}
    for i, card in enumerate(value):
        if type(card) is not int:
            bad[i] = ["Not an integer (booleans, floats and strings are refused)."]
    if bad:
        errors[name] = bad
        return None
    return tuple(value)


def load_move(raw) -> tuple[Move | None, dict]:
    """One move: (Move, {}) or (None, errors by field)."""
    if not isinstance(raw, dict):
        return None, {"_schema": ["Not an object: a move is {\"type\": ..., \"player\": ...}."]}
    crowded = members_error(raw)
    if crowded:
        return None, {"_schema": [crowded]}
    errors: dict = {}
    kind = raw.get("type")
    spec = MOVE_FIELDS.get(kind) if type(kind) is str else None
    if "type" not in raw:
        errors["type"] = ["Missing data for required field."]
    elif spec is None:
        errors["type"] = [f"Must be one of: {', '.join(MOVE_FIELDS)}."]
    player = raw.get("player")
    if "player" not in raw:
        errors["player"] = ["Missing data for required field."]
    else:
        problem = check_player_id(player)
        if problem:
            errors["player"] = [problem]
    if spec is None:
        for key in raw:
            if key not in ("type", "player") and not any(key in f for f in MOVE_FIELDS.values()):
                errors[key] = ["Unknown field."]
        return None, errors
    values = {}
    for key in raw:
        if key not in spec and key not in ("type", "player"):
            errors[key] = [f"Unknown field for the move {kind}."]
    for name, field_kind in spec.items():
        if name not in raw:
            errors[name] = ["Missing data for required field."]
            continue
        value = raw[name]
        if field_kind in ("card", "amount"):
            message = _card_error(value)
            if message:
                errors[name] = [message]
            else:
                values[name] = value
        elif field_kind == "cards":
            cards = _check_cards(value, errors, name)
            if cards is not None:
                values[name] = cards
        else:  # trays
            if not isinstance(value, list):
                errors[name] = ["Not a valid list."]
                continue
            if len(value) != 2:
                errors[name] = ["Exactly two trays (C3): a list of two lists of lots, either may be empty."]
                continue
            tray_errors: dict = {}
            trays = []
            for i, tray in enumerate(value):
                cards = _check_cards(tray, tray_errors, i)
                trays.append(cards)
            if tray_errors:
                errors[name] = tray_errors
            else:
                values[name] = tuple(trays)
    if errors:
        return None, errors
    return Move(type=MoveType(kind), player=player, **values), {}


_TYPES = {t.value: t for t in MoveType}
_MISSING = object()


def fast_move(raw: dict, players_ok: set[str]) -> Move | None:
    """The common case, a well-formed move, in a few dict lookups; None sends the move to
    :func:`load_move`, which finds and words every problem. `players_ok` holds the ids
    already checked in this list of moves (a game has a handful, repeated hundreds of times)."""
    kind = raw.get("type")
    spec = MOVE_FIELDS.get(kind) if type(kind) is str else None
    if spec is None or len(raw) != 2 + len(spec):
        return None
    player = raw.get("player")
    if type(player) is not str:
        return None
    if player not in players_ok:
        if check_player_id(player):
            return None
        players_ok.add(player)
    values = {}
    for name, field_kind in spec.items():
        value = raw.get(name, _MISSING)
        if field_kind == "cards":
            if type(value) is not list or len(value) > MAX_LIST or any(type(c) is not int for c in value):
                return None
            value = tuple(value)
        elif field_kind == "trays" or type(value) is not int:
            return None
        values[name] = value
    return Move(_TYPES[kind], player, **values)


MAX_MOVE_ERRORS = 100
"""The moves are checked until this many field errors are found (a problem document lists
at most 100): 5000 moves of 40 bad vouchers each would otherwise make 200,000 of them."""


def _count(problems) -> int:
    """How many field errors a move's error dict holds."""
    if isinstance(problems, dict):
        return sum(_count(v) for v in problems.values())
    return 1


class MovesField(fields.Field):
    """The list of moves of a history, loaded as a tuple of engine Moves."""

    def __init__(self, max_moves: int, **kwargs):
        self.max_moves = max_moves
        metadata = {
            "type": "array",
            "maxItems": max_moves,
            "items": {"$ref": f"#/components/schemas/{MOVE_COMPONENT}"},
            "description": "Every decision of the game in order (E2), from the first choice of a lot.",
            **kwargs.pop("metadata", {}),
        }
        super().__init__(metadata=metadata, **kwargs)

    def _deserialize(self, value, attr, data, **kwargs):
        if not isinstance(value, list):
            raise ValidationError("Not a valid list.")
        if len(value) > self.max_moves:
            raise ValidationError(f"At most {self.max_moves} moves (got {len(value)}).")
        moves = []
        errors = {}
        found = 0
        players_ok: set[str] = set()
        for i, raw in enumerate(value):
            move = fast_move(raw, players_ok) if type(raw) is dict else None
            if move is not None:
                moves.append(move)
                continue
            move, problems = load_move(raw)
            if problems:
                errors[i] = problems
                found += _count(problems)
                if found >= MAX_MOVE_ERRORS and i + 1 < len(value):  # enough: the rest is not read
                    errors["_schema"] = [f"Moves after index {i} were not checked: the first {i + 1} "
                                         f"already have {found} errors."]
                    break
            else:
                moves.append(move)
        if errors:
            raise ValidationError(errors)
        return tuple(moves)

    def _serialize(self, value, attr, obj, **kwargs):
        return value


# --- OpenAPI: one schema per move type, combined as a oneOf with a discriminator ---------

def _doc_schema(kind: str) -> type[Schema]:
    attrs = {
        "type": fields.String(required=True, metadata={"enum": [kind], "description": MOVE_DESCRIPTIONS[kind]}),
        "player": PlayerId(required=True, metadata={"description": "Who makes the move."}),
    }
    for name, field_kind in MOVE_FIELDS[kind].items():
        if field_kind == "card":
            attrs[name] = Card(required=True, metadata={
                "description": "The lot chosen, from the centre (T1; a lot not in the centre breaks T1).",
                "example": 15})
        elif field_kind == "amount":
            attrs[name] = StrictInteger(required=True, metadata={
                "example": 2,
                "description": "The total offer in vouchers: at least 1 (A1) and at most the vouchers in "
                               "hand (A2), checked as rules."})
        elif field_kind == "cards":
            attrs[name] = card_list(MAX_LIST, required=True, description="Vouchers from the player's hand.",
                                    example=[5, 11])
        else:
            attrs[name] = fields.List(card_list(MAX_LIST), required=True, metadata={
                "minItems": 2, "maxItems": 2, "example": [[15], [3, 27]],
                "description": "The two trays, either may be empty; together exactly the player's collection (C3)."})
    name = PREFIX + "".join(part.title() for part in kind.split("_")) + "Move"
    return Schema.from_dict(attrs, name=name)


MOVE_DOC_SCHEMAS: dict[str, type[Schema]] = {kind: _doc_schema(kind) for kind in MOVE_FIELDS}


def register_move_components(spec) -> None:
    refs = {}
    for kind, schema in MOVE_DOC_SCHEMAS.items():
        name = schema.__name__
        spec.components.schema(name, schema=schema)
        refs[kind] = f"#/components/schemas/{name}"
    spec.components.schema(MOVE_COMPONENT, {
        "description": "A decision of a player (E2). `type` (see ChocoLateMoveType) says which; each type has its own "
                       "fields, and no other field is allowed.",
        "oneOf": [{"$ref": r} for r in refs.values()],
        "discriminator": {"propertyName": "type", "mapping": refs},
    })


def move(m: Move) -> dict:
    """A move as a history carries it."""
    out = {"type": m.type.value, "player": m.player}
    if m.lot is not None:
        out["lot"] = m.lot
    if m.amount is not None:
        out["amount"] = m.amount
    if m.vouchers is not None:
        out["vouchers"] = list(m.vouchers)
    if m.trays is not None:
        out["trays"] = [list(t) for t in m.trays]
    return out
