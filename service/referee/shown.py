"""What the answers show of a game, declared once as types (the engine's snapshots): the
engine builds the values, the service writes them as they are (msgspec) and the document
describes them from the same declarations, as a game's moves are (:mod:`service.referee.moves`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated, Any

import msgspec
from msgspec import Meta

Player = Annotated[str, Meta(description="A player id.", examples=["ann"])]
"""A player id in an answer (an id of the game's own players: its checks were the request's)."""

Text = Annotated[dict[str, str], Meta(examples=[{"en": "Deck", "it": "Mazzo"}])]
"""A text in English and Italian, ``{"en": ..., "it": ...}`` (its description ends with
:data:`KEYS_EN_IT`)."""

KEYS_EN_IT = "Keys: `en`, `it`."

BY_PLAYER = "Keys are player ids."
"""What an object keyed by player says of its keys (the document cannot say it otherwise)."""


class Shown(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A value an answer shows: its members, in the order the answer writes them, and nothing
    else."""


class Said:
    """Words an answer says in the request's language (an explanation, a reason): ``say(*args,
    lang)``, written as a string when the answer is (:func:`shown`) and documented as one
    (:func:`schema_hook`). Two are equal when they say the same thing of the same values."""

    __slots__ = ("say", "args")

    def __init__(self, say: Callable[..., str], *args: Any) -> None:
        self.say, self.args = say, args

    def __call__(self, lang: str) -> str:
        return self.say(*self.args, lang)

    def __eq__(self, other: object) -> bool:
        return type(other) is Said and self.say is other.say and self.args == other.args

    def __hash__(self) -> int:
        return hash((self.say, self.args))

    def __repr__(self) -> str:
        return f"Said({self.say.__qualname__}, {', '.join(map(repr, self.args))})"


def shown(value: Any, lang: str) -> Any:
    """A declared value as JSON, its words (:class:`Said`) said in `lang`."""

    def said(obj: Any) -> str:
        if type(obj) is Said:
            return obj.say(*obj.args, lang)
        raise TypeError(f"not a value an answer shows: {obj!r}")

    return msgspec.to_builtins(value, enc_hook=said)


def schema_hook(kind: type) -> dict[str, Any]:
    """The JSON Schema of the types msgspec does not know: :class:`Said`, a string."""
    if kind is Said:
        return {"type": "string"}
    raise NotImplementedError(kind)
