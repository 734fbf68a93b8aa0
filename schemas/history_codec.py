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

from dataclasses import dataclass
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
    bytes that identify them (`head_key`: the replay cache's key), and its moves."""

    head: dict[str, Any]
    head_key: bytes
    moves: list[Move]

    def document(self, member: str | None = None) -> dict[str, Any]:
        """The history as its schema loads it (under `member` of a request, when given): the
        head as parsed, the moves as decoded (:class:`~schemas.declared.Decoded`)."""
        history = {**self.head, "moves": Decoded(self.moves)}
        return history if member is None else {member: history}


class HistoryCodec:
    """The fast path of one game's histories: `head` the names of a history's members other
    than `moves` (its schema's), `union` the game's move classes, at most `max_moves` moves."""

    def __init__(self, prefix: str, head: tuple[str, ...], union: Any, max_moves: int) -> None:
        self.head = head
        moves = Annotated[list[union], Meta(max_length=max_moves)]
        envelope = msgspec.defstruct(f"{prefix}HistoryBytes", [*((name, Raw, UNSET) for name in head),
                                                                ("moves", moves)], forbid_unknown_fields=True, kw_only=True)
        wrapped = {member: msgspec.defstruct(f"{prefix}{member.title()}HistoryBytes", [(member, envelope)],
                                             forbid_unknown_fields=True) for member in ("game",)}
        self._decoders: dict[str | None, msgspec.json.Decoder[Any]] = {
            None: msgspec.json.Decoder(envelope), **{m: msgspec.json.Decoder(t) for m, t in wrapped.items()}}

    def decode(self, data: bytes, member: str | None = None) -> DecodedHistory | None:
        """The history of a request body (the body itself, or its `member`: a score request's
        ``game``), or None: the full path reads it."""
        decoder = self._decoders.get(member)
        if decoder is None or any(b in data for b in _NEEDS_FULL_READ):
            return None
        try:
            found = decoder.decode(data)
        except (msgspec.MsgspecError, ValueError, RecursionError):  # not JSON, not UTF-8, nested too deep
            return None  # (msgspec gives up past its depth), or not as declared: the full path says which
        history = found if member is None else getattr(found, member)
        head: dict[str, Any] = {}
        key = bytearray()
        for name in self.head:
            raw = getattr(history, name)
            if raw is UNSET:
                continue
            try:
                head[name] = orjson.loads(memoryview(raw))
            except orjson.JSONDecodeError:  # what the compiled pass skipped, the reader refuses
                return None
            key += b"%s=%s\n" % (name.encode(), memoryview(raw))
        return DecodedHistory(head, bytes(key), history.moves)
