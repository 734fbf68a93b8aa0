"""A request's history replayed through the worker's replay cache
(service/referee/replay_cache.py): continued from the longest cached replay whose moves begin
its moves, else loaded and replayed whole, and kept for the next request.

The history arrives as parsed JSON, before any schema load. Its head (everything but its
moves) and its moves are written back as JSON bytes (orjson, a few hundredths of a
microsecond a move): the cache compares them as bytes, so ``1``, ``1.0`` and ``true`` are
three different values, as they are to the schemas. On a hit only the moves after the cached
ones are loaded (their errors at their index in the whole list, their pointers from the
body's root) and replayed (their indices from the history's start); the head, the same bytes
as a head the schema loaded before, is not loaded again. On a miss the whole body is loaded
by the request's schema and replayed from the start, as without a cache. Either way the
answer is the same, byte for byte.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

import orjson
from marshmallow import ValidationError

from schemas.history_codec import DecodedHistory
from schemas.moves import MovesField
from service.referee.replay import Replay, replay
from service.referee.replay_cache import ReplayCache
from service.referee.violations import RuleViolation


@dataclass(frozen=True)
class Continued:
    """A history as a request sent it: `body` the parsed request, `member` where the history
    is in it (None: the body itself; "game": a score request's), `schema` the request's
    schema (loads the whole body on a miss), `field` its history's moves (loads the moves a
    hit adds)."""

    body: dict
    member: str | None
    schema: Any
    field: MovesField
    cache: ReplayCache

    @property
    def history(self) -> dict:
        return self.body if self.member is None else self.body[self.member]

    @contextmanager
    def replayed(self, api, start, prefix: str) -> Iterator[Replay]:
        """The replay of the history; `start(api, loaded, prefix)` gives the state before its
        first move (a setup error raises). The state is the request's own until the block
        ends; then it is kept in the cache (also when the block raises a broken rule: the
        state is whole), under the moves it replayed."""
        history, cache, game = self.history, self.cache, api.game
        moves = history["moves"]
        try:
            head = b"%s\n%s" % (api.slug.encode(), orjson.dumps({k: v for k, v in history.items() if k != "moves"}))
            written = orjson.dumps(moves)
        except TypeError:  # nested deeper than orjson writes (the schema refuses it): never kept
            yield self._replayed_whole(api, start, prefix)
            return
        taken = cache.take(head, written, api.slug, len(moves))
        if taken is None:
            result = self._replayed_whole(api, start, prefix)
        else:
            try:
                added = self.field.load_from(moves, taken.count)
            except ValidationError as error:
                cache.put(api.slug, head, taken.moves, taken.count, taken.state, continued=True)  # as it was
                messages = {"moves": error.messages}
                raise ValidationError(messages if self.member is None else {self.member: messages}) from None
            result = replay(taken.state, added, game.rules, taken.count)
        try:
            yield result
        except RuleViolation:
            self._keep(api.slug, head, written, moves, result, taken is not None)
            raise
        self._keep(api.slug, head, written, moves, result, taken is not None)

    def _replayed_whole(self, api, start, prefix: str) -> Replay:
        """The history loaded by the request's schema and replayed from its start."""
        loaded = self.schema.load(self.body)
        loaded = loaded if self.member is None else loaded[self.member]
        return replay(start(api, loaded, prefix), loaded["moves"], api.game.rules)

    def _keep(self, game: str, head: bytes, written: bytes, moves: list, result: Replay, continued: bool) -> None:
        count = result.moves_checked
        self.cache.put(game, head, written if count == len(moves) else orjson.dumps(moves[:count]), count,
                       result.state, continued=continued)


def moves_field(schema, member: str | None) -> MovesField | None:
    """The moves field of the history a request schema loads (at `member` of it), or None."""
    if member is not None:
        nested = schema.fields.get(member)
        schema = getattr(nested, "schema", None)
        if schema is None:
            return None
    field = schema.fields.get("moves")
    return field if isinstance(field, MovesField) else None


def continued(body: Any, member: str | None, schema, cache: ReplayCache | None) -> Continued | None:
    """The history of a request as a :class:`Continued`, when the cache may serve it: a cache
    that keeps something, a body of the expected shape (an object; a score request with
    `game` alone) whose history has a list of moves within the limit, and a schema whose
    moves are a MovesField. None otherwise: the request is loaded and replayed as it is."""
    if cache is None or not cache.enabled or type(body) is not dict:
        return None
    if member is None:
        history = body
    elif len(body) == 1 and member in body:
        history = body[member]
    else:
        return None
    if type(history) is not dict or type(history.get("moves")) is not list:
        return None
    field = moves_field(schema, member)
    if field is None or len(history["moves"]) > field.max_moves:
        return None
    return Continued(body, member, schema, field, cache)


@dataclass(frozen=True)
class DecodedContinued:
    """A history decoded from the request's bytes (:class:`~schemas.history_codec.
    DecodedHistory`), replayed through the worker's replay cache: `member` where the history
    is in the request (None: the body itself; "game": a score request's), `schema` the
    request's schema (loads the history's head on a miss)."""

    decoded: DecodedHistory
    member: str | None
    schema: Any
    cache: ReplayCache

    @contextmanager
    def replayed(self, api, start, prefix: str) -> Iterator[Replay]:
        """The replay of the history, continued from the longest cached replay of the same
        head whose moves begin its moves, else from its start (its head loaded by the schema:
        a ValidationError for a head that breaks it). The state is the request's own until
        the block ends; then it is kept in the cache under the moves it replayed (also when
        the block raises a broken rule: the state is whole)."""
        cache, moves = self.cache, self.decoded.moves
        head = b"%s\n%s" % (api.slug.encode(), self.decoded.head_key)
        taken = cache.take(head, moves, api.slug, len(moves))
        if taken is None:
            loaded = self.schema.load(self.decoded.document(self.member))
            history = loaded if self.member is None else loaded[self.member]
            result = replay(start(api, history, prefix), history["moves"], api.game.rules)
        else:
            result = replay(taken.state, moves[taken.count:], api.game.rules, taken.count)
        try:
            yield result
        except RuleViolation:
            self._keep(api.slug, head, result, taken is not None)
            raise
        self._keep(api.slug, head, result, taken is not None)

    def _keep(self, game: str, head: bytes, result: Replay, continued: bool) -> None:
        moves, count = self.decoded.moves, result.moves_checked
        self.cache.put(game, head, moves if count == len(moves) else moves[:count], count, result.state,
                       continued=continued)
