"""A request's history replayed through the worker's replay cache
(service/referee/replay_cache.py): continued from the longest cached replay of the same head
whose moves begin its moves, else loaded and replayed whole, and kept for the next request.

The history arrives decoded from the request's bytes (:class:`~schemas.history_codec.
DecodedHistory`): its head (everything but its moves) identified by the bytes of its decoded
values written as JSON (`head_key`), its moves as the game's declared move values, compared by
value (a move's fields are typed, so ``1`` and ``true`` are already different values). On a hit
only the moves after the cached ones are replayed (their indices from the history's start); the
head, the same as a head loaded before, is not loaded again. On a miss the head is loaded as
the codec loaded it (or by the request's schema) and the history replayed from the start, as
without a cache. Either way the answer is the same, byte for byte. A body the codec leaves to
the full path is loaded and replayed as it is.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from schemas.history_codec import DecodedHistory
from service.referee.replay import Replay, replay
from service.referee.replay_cache import ReplayCache
from service.referee.violations import RuleViolation


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
            if self.member is None and self.decoded.loaded is not None:  # loaded whole by the codec
                history = self.decoded.loaded
            else:
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
