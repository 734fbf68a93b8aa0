"""Moves as declared types: each move type of a game is a class of its own, declared once.

A game's moves are subclasses of :class:`Move` (a `msgspec <https://jcristharif.com/msgspec/>`_
``Struct``: a frozen value with slots, compared field by field), one per move type, tagged with
the API's name of the type::

    class Lay(ChokoMasqueradeMove, tag="lay"):
        \"\"\"L1-L3: lay an unpairable card from hand on the last card of a column.\"\"\"

        player: PlayerId
        card: Annotated[Card, Meta(description="The card laid, from the player's hand (D1).")]
        column: Column

That one declaration is the engine's move (its checks and its effects are keyed by the class,
``CHECKS[Lay]``), the codec's (a history's moves are decoded from bytes into these classes,
validated by their types and limits: :mod:`schemas.declared`), the OpenAPI document's (one
schema per type, a union with a discriminator on ``type``) and, through the game's catalogue,
the words a person reads for the type and its fields. Nothing else restates a move's fields.

A field's type carries what the schema checks (a JSON type, a closed list of values, a length),
its description and an example (``Meta``); a schema error's own words, where a game has them,
ride in ``Meta(extra={"error": ...})``. What a value *means* (a card still in the deck, a
player whose turn it is) is for the rules, never for the type.

A field that a move may leave out has a default (None): the move written as JSON omits it
(``omit_defaults``), as a history carries it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Annotated, Any, TypeVar, get_args

import msgspec
from msgspec import Meta

PLAYER_ID_MAX = 64
PLAYER_ID_PATTERN = r"^[^\u0000-\u001f\u007f-\u009f]*$"
MAX_ITEMS = 100
"""The most items of any list in a move (a rule decides how many a move may really have)."""

PlayerId = Annotated[str, Meta(
    max_length=PLAYER_ID_MAX, examples=["ann"],
    description="A player id: at most 64 characters, no control characters.",
    extra_json_schema={"pattern": PLAYER_ID_PATTERN}, extra={"player_id": True})]
"""A player id in a move. Its length is the type's; that it holds no control character is
checked by the codec on every string the type marks (``extra["player_id"]``), once per
distinct id rather than once per move."""


Integer = Annotated[int, Meta(ge=-(2**63), le=2**63 - 1)]
"""An integer of a move: one that 64 bits hold, whichever way the body is read (the service's
JSON reader reads an integer beyond 64 bits as a float, refused as too large; the decoder of a
history's bytes refuses it by these bounds and leaves the body to that reader). Which values a
field may hold is the rules'."""


class Move(msgspec.Struct, frozen=True, tag_field="type", omit_defaults=True, forbid_unknown_fields=True):
    """A move of any game: the base of every game's move classes (see the module's text).

    Every class of a game says ``frozen=True`` again: a type checker reads each class's own
    keywords (PEP 681), the codec inherits them.

    Its JSON is ``{"type": <tag>, ...fields}``: ``type`` is the class's tag, never a field;
    the fields follow in declared order, a base class's first (a game's base declares the
    ``player`` every one of its moves has). A move is made with its fields named
    (``Lay(player="ann", card="mask_07", column=2)``).
    A game whose rules ignore the members a move type does not use (Chocola') forbids them all
    the same: the compiled decoder then leaves such a move to the member reader, which reads
    and ignores them (``MoveCodec(..., unknown="ignore_known")``, :mod:`schemas.declared`)."""


M = TypeVar("M", bound=Move)


def tag_of(move: Move | type[Move]) -> str:
    """The API's name of a move's type (``"lay"``): its class's tag."""
    cls = move if isinstance(move, type) else type(move)
    tag = cls.__struct_config__.tag
    assert isinstance(tag, str)  # every move class is declared with a tag
    return tag


def player_of(move: Move) -> str | None:
    """Who makes a move: its `player`, None for a chance move that names nobody."""
    player: str | None = getattr(move, "player", None)
    return player


def union_members(union: Any) -> tuple[type[Move], ...]:
    """The move classes of a union (``Pair | Lay | ...``), in their declared order."""
    members = get_args(union) or (union,)
    for cls in members:
        if not (isinstance(cls, type) and issubclass(cls, Move)):
            raise TypeError(f"{cls!r} is not a move class")
    return tuple(members)


@dataclass(frozen=True)
class MoveTypes:
    """A game's move types: its union of move classes, and each class by its tag."""

    union: Any
    by_tag: Mapping[str, type[Move]]

    @classmethod
    def of(cls, union: Any) -> MoveTypes:
        members = union_members(union)
        by_tag = {tag_of(c): c for c in members}
        if len(by_tag) != len(members):
            raise TypeError("two move classes share a tag")
        return cls(union, by_tag)

    @property
    def classes(self) -> tuple[type[Move], ...]:
        return tuple(self.by_tag.values())

    @property
    def tags(self) -> tuple[str, ...]:
        return tuple(self.by_tag)

    @staticmethod
    def fields(cls: type[Move]) -> tuple[str, ...]:
        """The fields of a move class (its tag excluded), in declared order."""
        return tuple(cls.__struct_fields__)
