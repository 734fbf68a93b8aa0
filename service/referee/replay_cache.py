"""The replay cache: a worker keeps the states of the histories it replayed lately, so that a
history that extends one of them is replayed from where that one ended.

A companion app sends the whole history after every move (the service keeps no state), so
without it the n-th call replays n moves and following a game costs O(n^2). The cache is
an optimisation only: an answer continued from a cached state is the answer a replay from
the start gives, byte for byte, on any worker, warm or cold.

An entry is keyed by the game and everything of the history but its moves (players,
variants, setup, seed: the *head*, as JSON bytes), and holds the moves it replayed (the
game's declared move values, compared by value) and the state after them. A history of the same head whose moves
begin with an entry's moves continues from that entry: the longest such entry is taken.

- **Not shared**: a state taken is removed from the cache while a request uses it (it is
  changed by the moves that follow) and put back afterwards, under its longer moves; two
  requests never hold the same state. Two requests continuing the same entry at once: the
  second finds it gone and replays from an earlier entry or from the start.
- **Bounded by bytes**: each entry's size is estimated (its keys and a walk of its state's
  objects, see :func:`deep_size`); the least recently used entries go first when the total
  passes the bound. A bound of 0 keeps nothing.
- **Thread-safe**: one lock around the table; no replay happens under it, nor the walk that
  sizes a state (the size model's samples are estimates: two threads sampling at once can only
  change which state an octave's estimate is taken from).

Pure Python: the metrics are told through an :class:`Observer` (service/http/metrics.py).
"""

from __future__ import annotations

import gc
import sys
import threading
from collections import OrderedDict
from collections.abc import Iterable
from dataclasses import dataclass, field
from types import BuiltinFunctionType, FunctionType, MethodType, ModuleType
from typing import Any, Protocol

DEFAULT_BYTES = 8 * 1024 * 1024
"""The bound of a worker's cache by default, as the cache estimates its bytes (a worker's
resident size grows by more than that, the allocator's own overhead and the pieces it cannot
return: 14.6 MiB for a full cache in `bench/bench_follow.py --memory 20000`): room for a
hundred long games at once or more."""

ENTRY_OVERHEAD = 400
"""What an entry costs beside its keys and its state: the entry itself, its place in the
table and in its head's list (bytes, estimated once with sys.getsizeof)."""


class Observer(Protocol):
    """What the cache tells: a hit (an entry continued), a miss, and the bytes it holds."""

    def hit(self) -> None: ...

    def miss(self) -> None: ...

    def held(self, size: int) -> None: ...


class _Silent:
    def hit(self) -> None:
        pass

    def miss(self) -> None:
        pass

    def held(self, size: int) -> None:
        pass


_SHARED_TYPES = (type, ModuleType, FunctionType, BuiltinFunctionType, MethodType)


def deep_size(root: object) -> int:
    """The bytes of `root` and of every object it reaches (sys.getsizeof of each, once),
    without what every state shares: classes, modules and functions. A game's state after a
    few hundred moves reaches a few hundred to a thousand objects."""
    seen: set[int] = set()
    size = 0
    stack = [root]
    getsizeof, referents = sys.getsizeof, gc.get_referents
    while stack:
        obj = stack.pop()
        key = id(obj)
        if key in seen or isinstance(obj, _SHARED_TYPES):
            continue
        seen.add(key)
        size += getsizeof(obj)
        stack.extend(referents(obj))
    return size


PER_HEAD = 8
"""At most this many entries of one head (one game's setup: its branches and checkpoints);
the least recently kept goes first."""

SEEN = 4096
"""How many heads replayed from the start the cache remembers (their hashes) to admit a state
on its second sight. A state kept holds hundreds of objects that the garbage collector
traverses in its young generations and then in every full collection: keeping the state of
every history never seen again cost a worker more time per request, in the collector, than
the cache saved it (with this rule `bench/bench_follow.py`'s "miss" sessions cost what cold
ones do, within a few per cent); a game followed loses one request's worth of the cache."""

RESAMPLE = 256
"""A state is walked for its size once per power of two of its moves and game, then at every
RESAMPLE-th entry kept (a walk visits every object of the state: a few hundred to a thousand)."""


class SizeModel:
    """The estimated bytes of a game's state after n moves: walked (:func:`deep_size`) for the
    first state kept in each octave of n (0, 1, 2-3, 4-7, ... moves) and at every RESAMPLE-th
    one; any other is the largest sample of its octave scaled to its moves. A request
    rarely pays a walk: after a few hundred requests, one in RESAMPLE."""

    def __init__(self) -> None:
        self._octaves: dict[int, tuple[int, int]] = {}  # octave -> (moves, bytes) of its sample
        self._kept = 0

    def estimate(self, count: int) -> int:
        """The bytes of a state after `count` moves from the samples alone (0 when none)."""
        sample = self._octaves.get(count.bit_length())
        if sample is None:
            return 0
        moves, size = sample
        return size * (count + 1) // (moves + 1) if count > moves else size

    def size(self, state: Any, count: int) -> int:
        octave = count.bit_length()
        sample = self._octaves.get(octave)
        self._kept += 1
        if sample is None or self._kept % RESAMPLE == 0:
            size = deep_size(state)
            if sample is None or size * (sample[0] + 1) > sample[1] * (count + 1):  # more bytes a move: kept
                self._octaves[octave] = (count, size)
            return size
        return self.estimate(count)


MOVE_BYTES = 120
"""What a decoded move held by an entry costs, estimated (a small frozen value whose strings
the state shares)."""


def moves_size(moves: list[Any]) -> int:
    """The bytes an entry's moves hold, as estimated."""
    return sys.getsizeof(moves) + MOVE_BYTES * len(moves)


@dataclass(eq=False)
class Entry:
    """A cached replay: the state after `moves` (the moves themselves as decoded, compared
    with ``==``: frozen, typed, field by field), `count` of them."""

    head: bytes
    moves: list[Any]
    count: int
    state: Any
    size: int = 0

    def continues(self, moves: list[Any]) -> bool:
        """Whether `moves` begins with this entry's moves: the same moves, item by item."""
        count = self.count
        return len(moves) >= count and moves[:count] == self.moves


@dataclass
class Taken:
    """An entry taken out of the cache for one request: its state is the request's own."""

    moves: list[Any]
    count: int
    state: Any


@dataclass
class ReplayCache:
    """A worker's replay cache, at most `bound` bytes (estimated)."""

    bound: int = DEFAULT_BYTES
    observer: Observer = field(default_factory=_Silent)
    most: int | None = None  # at most this many entries, besides the bound (None: any number)

    def __post_init__(self) -> None:
        self._lock = threading.Lock()
        self._entries: OrderedDict[int, Entry] = OrderedDict()  # least recently used first
        self._by_head: dict[bytes, list[Entry]] = {}
        self._bytes = 0
        self._models: dict[str, SizeModel] = {}
        self._seen: dict[int, None] = {}  # hashes of the heads replayed from the start lately, oldest first

    @property
    def enabled(self) -> bool:
        return self.bound > 0

    @property
    def bytes_held(self) -> int:
        return self._bytes

    def __len__(self) -> int:
        return len(self._entries)

    def take(self, head: bytes, moves: list[Any], game: str = "", count: int = 0) -> Taken | None:
        """The longest entry of `head` whose moves begin `moves`, taken out of the cache (a
        hit), or None (a miss). On a miss, room is made at once for the state of `game` after
        `count` moves that the request will keep (as estimated): the memory of the entries
        that go is free again before the replay allocates its own, not after."""
        with self._lock:
            best = None
            for entry in self._by_head.get(head, ()):
                if (best is None or entry.count > best.count) and entry.continues(moves):
                    best = entry
            if best is not None:
                self._drop(best)
            else:
                model = self._models.get(game)
                if model is not None and self.enabled and hash(head) in self._seen:  # put keeps it
                    self._make_room(ENTRY_OVERHEAD + len(head) + moves_size(moves) + model.estimate(count))
            held = self._bytes
        if best is None:
            self.observer.miss()
            self.observer.held(held)
            return None
        self.observer.hit()
        self.observer.held(held)
        return Taken(best.moves, best.count, best.state)

    def put(self, game: str, head: bytes, moves: list[Any], count: int, state: Any, *,
            continued: bool = False) -> None:
        """Keep the state of `game` after `count` moves (`moves`, as :class:`Entry` holds them); the request
        that replayed it must not use it afterwards. An entry of the same head and moves is
        replaced; the least recently used go while the cache holds more than its bound.

        A state `continued` from an entry is always kept again. One replayed from the start is
        kept only when its head was met before (see SEEN): a history sent once (a club checking
        a season) leaves nothing behind, a game followed is kept from its second request on."""
        if not self.enabled:
            return
        if not continued:
            with self._lock:
                if not self._seen_before(head):
                    return
        model = self._models.get(game)
        if model is None:
            model = self._models.setdefault(game, SizeModel())
        size = ENTRY_OVERHEAD + len(head) + moves_size(moves) + model.size(state, count)
        entry = Entry(head, moves, count, state, size)
        if entry.size > self.bound:
            return
        with self._lock:
            for old in self._by_head.get(head, ()):
                if old.moves == moves:
                    self._drop(old)
                    break
            same = self._by_head.setdefault(head, [])
            if len(same) >= PER_HEAD:
                self._drop(same[0])  # kept in order: the first is the least recently kept
            self._entries[id(entry)] = entry
            same.append(entry)
            self._bytes += entry.size
            self._make_room(0)
            held = self._bytes
        self.observer.held(held)

    def clear(self) -> None:
        with self._lock:
            self._entries.clear()
            self._by_head.clear()
            self._seen.clear()
            self._bytes = 0
        self.observer.held(0)

    def entries(self) -> Iterable[tuple[int, int]]:
        """(moves, estimated bytes) of every entry, least recently used first."""
        with self._lock:
            return [(e.count, e.size) for e in self._entries.values()]

    def _seen_before(self, head: bytes) -> bool:
        """Whether `head` was met by a request before (its hash among the last SEEN); it is
        now (under the lock)."""
        key = hash(head)
        seen = self._seen
        if key in seen:
            return True
        seen[key] = None
        if len(seen) > SEEN:
            del seen[next(iter(seen))]
        return False

    def _make_room(self, size: int) -> None:
        """Drop the least recently kept entries until `size` more bytes fit (under the lock)."""
        while self._entries and (self._bytes + size > self.bound or
                                 (self.most is not None and len(self._entries) > self.most)):
            self._drop(next(iter(self._entries.values())))

    def _drop(self, entry: Entry) -> None:
        """Remove `entry` (under the lock)."""
        del self._entries[id(entry)]
        same = self._by_head[entry.head]
        same.remove(entry)
        if not same:
            del self._by_head[entry.head]
        self._bytes -= entry.size
