"""A history decoded from the request's bytes in one compiled pass (msgspec): its moves straight
into the game's move classes, every limit of their declarations checked (types, closed lists,
lengths, the number of moves), and in the same pass each member of the rest of the history
(players, variants, setup, seed...) declared as a type (:class:`schemas.declared.DeclaredValue`)
into that type, then made the value the engine takes; a member not declared is kept as the
bytes it came as, for the history's schema to load.

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

from collections.abc import Collection, Mapping
from typing import Annotated, Any

import msgspec
import orjson
from msgspec import UNSET, Meta, Raw

from schemas.declared import Decoded, plain_struct
from schemas.fields import DecodedValue
from service.referee.moves import Move

_NEEDS_FULL_READ = (b"\\", b"\x7f", b"\xc2")
"""Bytes after which a string may hold a control character (an escape, DEL, a C1 control's
first byte): such a body is read the full way, which checks every player id."""
_ESCAPE, _DEL, _C1 = _NEEDS_FULL_READ


class DecodedHistory:
    """A history decoded from bytes: its members but `moves` (`head`: a declared one decoded
    into the value the engine takes, another as parsed JSON), the bytes that identify them
    (`head_key`: the replay cache's key), its moves, the members of the request beside it
    (`beside`, parsed JSON: a view's ``player``), and `loaded`: the history as its schema
    loads it, where every member of its head is declared (an absent one given its default),
    else None."""

    __slots__ = ("head", "moves", "beside", "loaded", "_declared", "_key")

    def __init__(self, head: dict[str, Any], moves: list[Move], beside: dict[str, Any],
                 loaded: dict[str, Any] | None, declared: Collection[str]) -> None:
        self.head, self.moves, self.beside, self.loaded = head, moves, beside, loaded
        self._declared, self._key = declared, b""

    @property
    def head_key(self) -> bytes:
        """The bytes that identify the head: its members as the engine takes them (`head`)
        written as one JSON object (orjson; a Struct the engine takes as it is, such as a game's
        variants, as its plain form), so that two heads of one key are one head to the engine.
        Written when first asked: only a worker with a replay cache asks, before it replays the
        history (from values the engine takes and never changes)."""
        if not self._key:
            self._key = orjson.dumps(self.head, default=plain_struct)
        return self._key

    def member(self, name: str) -> Any:
        """A member of the head as JSON reads it (a declared one as decoded), or None."""
        return self.head.get(name)

    def document(self, member: str | None = None) -> dict[str, Any]:
        """The request as its schema loads it (the history under `member`, when given, beside
        the request's other members): the head as parsed, a declared member and the moves as
        decoded (:class:`~schemas.fields.DecodedValue`, :class:`~schemas.declared.Decoded`); a
        history loaded whole, as it is, under its `member` (for the history itself, take
        `loaded`)."""
        if self.loaded is not None and member is not None:
            return {member: DecodedValue(self.loaded), **self.beside}
        history = {name: DecodedValue(value) if name in self._declared else value for name, value in self.head.items()}
        history["moves"] = Decoded(self.moves)
        return history if member is None else {member: history, **self.beside}


# The requests whose history is one of their members: a score request's {"game"}, a view's
# {"game", "player"}; by the member, the other members the request may hold.
WRAPPED: dict[str, tuple[str, ...]] = {"game": (), "game+player": ("player",)}


class HistoryCodec:
    """The fast path of one game's histories: `head` the names of a history's members other
    than `moves` (its schema's; those `required` must be there), `union` the game's move
    classes, at most `max_moves` moves; `declared` the members of the head declared as types
    (name -> its field, a :class:`~schemas.declared.DeclaredValue`: players, seed, a
    setup...), each decoded into its type in the same pass as the moves and made the value the
    engine takes (its `finish`; the schema then takes it as it is:
    :class:`~schemas.fields.DecodedValue`). The decoders are compiled once, with the codec (one
    a game: :attr:`schemas.common.GameApi.history_codec`)."""

    def __init__(self, prefix: str, head: tuple[str, ...], union: Any, max_moves: int,
                 declared: Mapping[str, Any] | None = None, defaults: Mapping[str, Any] | None = None,
                 required: frozenset[str] = frozenset()) -> None:
        self.head = head
        declared = declared or {}
        self._declared = frozenset(declared)
        self._defaults = {name: default for name, default in (defaults or {}).items() if name in head}
        self._plan = tuple((name, name in declared, declared[name].finish if name in declared else None)
                           for name in head)
        """Each member of the head: its name, whether it is declared (else the bytes it came
        as, parsed), and what makes its decoded value the engine's (None: the value as decoded)."""
        self._whole = self._declared == set(head)
        """Every member of the head declared: the codec loads the history whole, absent members
        given `defaults` (name -> a value, or a function that makes one), as the history's
        schema would (:func:`schemas.common.history_schema` gives it no hook of its own)."""
        kinds = {name: declared[name].kind if name in declared else Raw for name in head}
        moves = Annotated[list[union], Meta(max_length=max_moves)]
        envelope = msgspec.defstruct(f"{prefix}HistoryBytes", [
            *((name, kinds[name]) if name in required else (name, kinds[name], UNSET) for name in head),
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
        if decoder is None or _ESCAPE in data or _DEL in data or _C1 in data:  # _NEEDS_FULL_READ, each
            return None  # searched at once (a generator over them costs half as much again)
        try:
            found = decoder.decode(data)
        except (msgspec.MsgspecError, ValueError, RecursionError):  # not JSON, not UTF-8, nested too deep
            return None  # (msgspec gives up past its depth), or not as declared: the full path says which
        history = found if member is None else getattr(found, member)
        head: dict[str, Any] = {}
        try:
            for name, declared, finish in self._plan:
                value = getattr(history, name)
                if value is UNSET:
                    continue
                if not declared:
                    head[name] = orjson.loads(memoryview(value))
                else:
                    head[name] = value if finish is None else finish(value)
            others = {name: orjson.loads(memoryview(getattr(found, name))) for name in beside} if beside else {}
        except ValueError:  # what the compiled pass skipped (orjson's error is a ValueError, as bad
            return None  # UTF-8 is): the full path says where
        loaded = None
        if self._whole:
            loaded = dict(head)
            for name, default in self._defaults.items():
                if name not in loaded:
                    loaded[name] = default() if callable(default) else default
            loaded["moves"] = tuple(history.moves)
        return DecodedHistory(head, history.moves, others, loaded, self._declared)

    @property
    def loads_whole(self) -> bool:
        """Whether a history this codec decodes is loaded whole (every member declared)."""
        return self._whole
