"""The replay cache on its own (service/referee/replay_cache.py): which entry a history
continues, that a state taken is no longer in the cache, the bound, the observer, threads."""

from __future__ import annotations

import sys
import threading

from service.referee.replay_cache import PER_HEAD, Entry, ReplayCache, SizeModel, deep_size


class Counting:
    def __init__(self) -> None:
        self.hits = self.misses = 0
        self.bytes = -1

    def hit(self) -> None:
        self.hits += 1

    def miss(self) -> None:
        self.misses += 1

    def held(self, size: int) -> None:
        self.bytes = size


def written(*moves) -> list:
    return list(moves)


def test_an_entry_continues_exactly_the_lists_its_moves_begin():
    entry = Entry(b"h", written({"n": 1}, {"n": 2}), 2, None)
    assert entry.continues(written({"n": 1}, {"n": 2}))
    assert entry.continues(written({"n": 1}, {"n": 2}, {"n": 3}))
    assert not entry.continues(written({"n": 1}))
    assert not entry.continues(written({"n": 1}, {"n": 3}))
    numbers = Entry(b"h", written(1, 2), 2, None)
    assert numbers.continues(written(1, 2, 3)) and not numbers.continues(written(1, 23))
    assert Entry(b"h", [], 0, None).continues(written()) and Entry(b"h", [], 0, None).continues(written(5))


def test_the_longest_entry_that_begins_the_moves_is_taken_out_of_the_cache():
    seen = Counting()
    cache = ReplayCache(1 << 20, seen)
    cache.put("g", b"h", written(1), 1, ["one"], continued=True)
    cache.put("g", b"h", written(1, 2), 2, ["two"], continued=True)
    cache.put("g", b"h", written(1, 9), 2, ["nine"], continued=True)
    cache.put("g", b"other", written(1, 2, 3), 3, ["other"], continued=True)
    taken = cache.take(b"h", written(1, 2, 3))
    assert (taken.count, taken.state, taken.moves) == (2, ["two"], written(1, 2))
    assert cache.take(b"h", written(1, 2, 3)).state == ["one"]  # the longest left
    assert cache.take(b"h", written(1, 2, 3)) is None  # "nine" diverges
    assert cache.take(b"h", written(1, 9)).state == ["nine"]
    assert (seen.hits, seen.misses) == (3, 1)
    assert len(cache) == 1 and seen.bytes == cache.bytes_held > 0


def test_the_cache_keeps_to_its_bound_the_least_recently_kept_going_first():
    one = ReplayCache(1 << 20)
    one.put("g", b"a", written(1), 1, list(range(1000)), continued=True)
    size = one.bytes_held
    cache = ReplayCache(size * 2 + size // 2)
    for head in (b"a", b"b", b"c"):
        cache.put("g", head, written(1), 1, list(range(1000)), continued=True)
    assert len(cache) == 2 and cache.bytes_held <= cache.bound
    assert cache.take(b"a", written(1)) is None and cache.take(b"c", written(1)) is not None
    assert ReplayCache(0).enabled is False
    nothing = ReplayCache(0)
    nothing.put("g", b"a", written(1), 1, [1], continued=True)
    assert len(nothing) == 0


def test_a_cache_of_one_entry_and_a_head_of_a_few():
    single = ReplayCache(1 << 20, most=1)
    single.put("g", b"a", written(1), 1, [1], continued=True)
    single.put("g", b"b", written(1), 1, [2], continued=True)
    assert len(single) == 1 and single.take(b"b", written(1)).state == [2]
    many = ReplayCache(1 << 20)
    for n in range(PER_HEAD + 3):
        many.put("g", b"a", written(n), 1, [n], continued=True)
    assert len(many) == PER_HEAD
    assert many.take(b"a", written(0)) is None and many.take(b"a", written(PER_HEAD + 2)).state == [PER_HEAD + 2]


def test_the_same_moves_kept_again_replace_their_entry():
    cache = ReplayCache(1 << 20)
    cache.put("g", b"a", written(1), 1, ["old"], continued=True)
    cache.put("g", b"a", written(1), 1, ["new"], continued=True)
    assert len(cache) == 1 and cache.take(b"a", written(1)).state == ["new"]


def test_a_state_is_measured_by_what_it_reaches_not_what_every_state_shares():
    small, large = deep_size([1, 2]), deep_size([list(range(100)) for _ in range(10)])
    assert 0 < small < large
    assert deep_size([deep_size, int, threading]) == sys.getsizeof([deep_size, int, threading])


def test_threads_never_hold_the_same_state():
    cache = ReplayCache(1 << 22)
    cache.put("g", b"h", written(), 0, [], continued=True)
    errors: list[str] = []

    def work(me: int) -> None:
        for i in range(300):
            taken = cache.take(b"h", written())
            if taken is None:
                continue
            state = taken.state
            state.append(me)
            if state.count(me) != 1 or len(state) != 1:
                errors.append(f"shared: {state}")
            state.remove(me)
            cache.put("g", b"h", written(), 0, state, continued=True)

    threads = [threading.Thread(target=work, args=(n,)) for n in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors and len(cache) == 1


def test_a_state_replayed_from_the_start_is_kept_on_the_second_sight_of_its_head():
    cache = ReplayCache(1 << 20)
    cache.put("g", b"once", written(1), 1, ["first"])
    assert len(cache) == 0  # a history sent once leaves nothing
    cache.put("g", b"once", written(1, 2), 2, ["second"])
    assert cache.take(b"once", written(1, 2, 3)).state == ["second"]
    cache.put("g", b"other", written(), 0, ["continued"], continued=True)  # taken before: kept again
    assert len(cache) == 1


def test_a_miss_makes_room_at_once_for_the_state_it_will_keep():
    cache = ReplayCache(1 << 20)
    cache.put("g", b"a", written(1), 1, list(range(1000)), continued=True)
    cache.put("g", b"b", written(1), 1, list(range(1000)))  # "b" met once: not kept, its next state will be
    size = cache.bytes_held
    cache.bound = size + size // 2  # room for one entry of that game, not two
    assert cache.take(b"b", written(1), "g", 1) is None  # a miss: the entry of "a" goes first
    assert len(cache) == 0 and cache.bytes_held == 0


def test_the_size_of_a_state_is_walked_once_an_octave_and_scaled_in_between():
    model = SizeModel()
    state = list(range(100))
    walked = model.size(state, 40)  # the first of its octave (32-63): walked
    assert walked == deep_size(state)
    assert model.size(list(range(200)), 50) == walked * 51 // 41  # same octave: scaled, not walked
    assert model.estimate(45) == walked * 46 // 41 and model.estimate(100) == 0  # no sample past 63


def test_a_history_sent_once_makes_no_room_for_itself():
    """A miss makes room only for a state the cache will keep: a head met for the first time
    (a season checked once) never pushes out a game being followed."""
    cache = ReplayCache(1 << 20, Counting())
    state = [list(range(200)) for _ in range(20)]
    for head in (b"a", b"b"):  # two games followed: kept from their second request on
        cache.put("g", head, written(1), 1, state)
        cache.put("g", head, written(1), 1, state)
    assert len(cache) == 2
    one = cache.bytes_held // 2
    cache.bound = cache.bytes_held + one // 2  # room for the two, not for a third
    assert cache.take(b"once", written(1), "g", 1) is None
    cache.put("g", b"once", written(1), 1, state)
    assert len(cache) == 2 and {h for h in (b"a", b"b") if cache.take(h, written(1))} == {b"a", b"b"}


def test_heads_are_counted_under_the_lock_by_many_threads():
    """Many threads meeting new heads at once (the SEEN window full): no request fails."""
    cache = ReplayCache(1 << 20, Counting())
    errors: list[BaseException] = []

    def meet(k: int) -> None:
        try:
            for i in range(3000):
                cache.put("g", b"%d-%d" % (k, i), written(1), 1, [i])
        except BaseException as exc:  # noqa: BLE001 - any failure of a thread is the test's
            errors.append(exc)

    threads = [threading.Thread(target=meet, args=(k,)) for k in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors
