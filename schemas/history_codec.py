"""A history decoded from the request's bytes in one compiled pass (msgspec): its moves straight
into the game's move classes, every limit of their declarations checked (types, closed lists,
lengths, the number of moves), and the rest of the history (players, variants, setup, seed...)
kept as the bytes it came as, for the history's schema to load.

This is the fast path of a history, and only that: anything it does not take whole (a body
that is not JSON, a member it does not know, a move that breaks its declaration, a string
written with an escape) is read by the full path instead, which parses the body with the
service's one JSON reader (:mod:`service.json_reader`) and loads it with the history's schema,
whose moves field checks each move from the same declarations (:class:`schemas.declared.
DeclaredMoves`) and lists every error. What the fast path takes, the full path takes too, into
the same values (``tests/conformance/test_history_codec.py``).

Why a string with an escape goes the full way: a player id may hold no control character,
and one can only arrive written as an escape (``\\u0007``) or as the raw bytes of DEL or a C1
control, which the body is searched for before decoding (a few nanoseconds a kilobyte); a
history written by a program has none of them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated, Any

import msgspec
import orjson
from msgspec import UNSET, Meta, Raw

from schemas.declared import Decoded
from service.referee.moves import Move

_NEEDS_FULL_READ = (b"\\", b"\x7f", b"\xc2")
"""Bytes after which a string may hold a control character (an escape, DEL, a C1 control's
first byte): such a body is read the full way, which checks every player id."""


@dataclass(frozen=True)
class DecodedHistory:
    """A history decoded from bytes: its members but `moves` as parsed JSON (`head`), the
    bytes that identify them (`head_key`: the replay cache's key), its moves, and the members
    of the request beside it (`beside`, parsed JSON: a view's ``player``)."""

    head: dict[str, Any]
    head_key: bytes
    moves: list[Move]
    beside: dict[str, Any] = field(default_factory=dict)

    def document(self, member: str | None = None) -> dict[str, Any]:
        """The request as its schema loads it (the history under `member`, when given, beside
        the request's other members): the head as parsed, the moves as decoded
        (:class:`~schemas.declared.Decoded`)."""
        history = {**self.head, "moves": Decoded(self.moves)}
        return history if member is None else {member: history, **self.beside}


# The requests whose history is one of their members: a score request's {"game"}, a view's
# {"game", "player"}; by the member, the other members the request may hold.
WRAPPED: dict[str, tuple[str, ...]] = {"game": (), "game+player": ("player",)}


class HistoryCodec:
    """The fast path of one game's histories: `head` the names of a history's members other
    than `moves` (its schema's), `union` the game's move classes, at most `max_moves` moves."""

    def __init__(self, prefix: str, head: tuple[str, ...], union: Any, max_moves: int) -> None:
        self.head = head
        moves = Annotated[list[union], Meta(max_length=max_moves)]
        envelope = msgspec.defstruct(f"{prefix}HistoryBytes", [*((name, Raw, UNSET) for name in head),
                                                                ("moves", moves)], forbid_unknown_fields=True, kw_only=True)
        self._decoders: dict[str | None, msgspec.json.Decoder[Any]] = {None: msgspec.json.Decoder(envelope)}
        for key, beside in WRAPPED.items():
            request = msgspec.defstruct(f"{prefix}{key.replace('+', '_').title()}RequestBytes",
                                        [("game", envelope), *((name, Raw) for name in beside)],
                                        forbid_unknown_fields=True)
            self._decoders[key] = msgspec.json.Decoder(request)

    def decode(self, data: bytes, member: str | None = None, beside: tuple[str, ...] = ()) -> DecodedHistory | None:
        """The history of a request body (the body itself, or its `member`, ``game``, beside
        the request's other members `beside`: a view's ``player``), or None: the full path
        reads it."""
        decoder = self._decoders.get(member if not beside else "+".join((member or "", *beside)))
        if decoder is None or any(b in data for b in _NEEDS_FULL_READ):
            return None
        try:
            found = decoder.decode(data)
        except (msgspec.MsgspecError, ValueError, RecursionError):  # not JSON, not UTF-8, nested too deep
            return None  # (msgspec gives up past its depth), or not as declared: the full path says which
        history = found if member is None else getattr(found, member)
        head: dict[str, Any] = {}
        key = bytearray()
        try:
            for name in self.head:
                raw = getattr(history, name)
                if raw is UNSET:
                    continue
                head[name] = orjson.loads(memoryview(raw))
                key += b"%s=%s\n" % (name.encode(), memoryview(raw))
            others = {name: orjson.loads(memoryview(getattr(found, name))) for name in beside}
        except orjson.JSONDecodeError:  # what the compiled pass skipped, the reader refuses
            return None
        return DecodedHistory(head, bytes(key), history.moves, others)
