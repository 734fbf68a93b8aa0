"""The replay cache changes no answer: every game's validate, legal-moves and score answered
by a worker with the cache (warm, continuing what it replayed before) and by one without it
are the same bytes, at every prefix of long games and for random requests in random order
(tampered histories too: a broken rule, a move that breaks the schema, a diverging move)."""

from __future__ import annotations

import copy

import orjson
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bench.floor import wsgi_call
from bench.history import seeded_games
from schemas.registry import apis
from service.api.family import REPLAY_CACHE
from service.app import create_app
from service.config import Settings
from service.referee.replay_cache import ReplayCache

SLUGS = list(apis())
HEADERS = {"X-Request-ID": "same-id"}  # problem documents carry it: the same for both workers


@pytest.fixture(scope="module")
def cold():
    return create_app(Settings.from_env(REPLAY_CACHE_BYTES=0))


@pytest.fixture(scope="module")
def warm():
    return create_app(Settings.from_env(REPLAY_CACHE_BYTES=16 * 1024 * 1024))


def paths(slug: str) -> dict[str, str]:
    return {"validate": f"/{slug}/validate", "legal-moves": f"/{slug}/legal-moves", "score": f"/score/{slug}"}


def ask(app, slug: str, path: str, history: dict, lang: str = "en") -> tuple[str, bytes]:
    body = orjson.dumps({"game": history} if path == "score" else history)
    return wsgi_call(app, "POST", paths(slug)[path], body, {**HEADERS, "Accept-Language": lang})


def cache_of(app) -> ReplayCache:
    return app.extensions[REPLAY_CACHE]


@pytest.mark.parametrize("slug", SLUGS)
def test_every_prefix_of_a_long_game_is_answered_the_same_warm_and_cold(slug, warm, cold):
    api = apis()[slug]
    game = seeded_games(slug, api.game.players.stop - 1, range(1, 4))[-1]
    cache = cache_of(warm)
    cache.clear()
    moves = game["moves"]
    for n in range(len(moves) + 1):
        prefix = {**game, "moves": moves[:n]}
        for path in ("legal-moves", "validate", "score"):
            assert ask(warm, slug, path, prefix) == ask(cold, slug, path, prefix), (slug, path, n)
    assert len(cache) >= 1 and cache.bytes_held > 0


@pytest.mark.parametrize("slug", SLUGS)
def test_a_followed_game_is_continued_not_replayed(slug, warm):
    """From the second request on, each longer history continues the one before."""
    api = apis()[slug]
    game = api.random_history(api.game.players.start, 5, stop_after=30)
    fresh = ReplayCache(16 * 1024 * 1024)
    warm.extensions[REPLAY_CACHE] = fresh
    try:
        for n in range(len(game["moves"]) + 1):
            status, _ = ask(warm, slug, "legal-moves", {**game, "moves": game["moves"][:n]})
            assert status.startswith("200")
        assert len(fresh) == 1 and fresh.entries()[0][0] == len(game["moves"])
    finally:
        warm.extensions[REPLAY_CACHE] = ReplayCache(16 * 1024 * 1024)


def tampered(api, game: dict, kind: str, at: int, other: int) -> dict:
    """`game` changed at move `at`: a move of another index put there (most often a broken
    rule), a member of the wrong type or an unknown one (schema errors), or nothing."""
    history = copy.deepcopy(game)
    moves = history["moves"]
    if not moves or kind == "none":
        return history
    at, other = at % len(moves), other % len(moves)
    if kind == "moved":
        moves[at] = copy.deepcopy(moves[other])
    elif kind == "wrong type":
        moves[at]["player"] = 7
    elif kind == "unknown member":
        moves[at]["bogus"] = True
    elif kind == "cut":
        del moves[at:]
    return history


@st.composite
def sessions(draw):
    slug = draw(st.sampled_from(SLUGS))
    api = apis()[slug]
    counts = api.player_counts()
    players = draw(st.integers(counts.start, min(counts.stop - 1, counts.start + 2)))
    seed = draw(st.integers(0, 10_000))
    game = api.random_history(players, seed, stop_after=draw(st.integers(0, 60)))
    histories = [game]
    for _ in range(draw(st.integers(0, 2))):
        kind = draw(st.sampled_from(["none", "moved", "wrong type", "unknown member", "cut"]))
        histories.append(tampered(api, game, kind, draw(st.integers(0, 99)), draw(st.integers(0, 99))))
    requests = draw(st.lists(st.tuples(st.integers(0, len(histories) - 1), st.floats(0, 1),
                                       st.sampled_from(["validate", "legal-moves", "score"]),
                                       st.sampled_from(["en", "it"])), min_size=1, max_size=10))
    return slug, histories, requests


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(session=sessions(), most=st.sampled_from([1, None]))
def test_random_requests_in_random_order_are_answered_the_same_warm_and_cold(session, most, warm, cold):
    slug, histories, requests = session
    warm.extensions[REPLAY_CACHE] = ReplayCache(16 * 1024 * 1024, most=most)
    for which, fraction, path, lang in requests:
        history = histories[which]
        prefix = {**history, "moves": history["moves"][:round(fraction * len(history["moves"]))]}
        assert ask(warm, slug, path, prefix, lang) == ask(cold, slug, path, prefix, lang), (path, lang)


class Hits:
    def __init__(self, seen: list[int]) -> None:
        self.seen = seen

    def hit(self) -> None:
        self.seen.append(1)

    def miss(self) -> None:
        pass

    def held(self, size: int) -> None:
        pass


@pytest.mark.parametrize("slug", sorted(apis()))
@pytest.mark.parametrize("path", ["validate", "legal-moves", "score"])
def test_a_history_that_breaks_the_schema_after_a_kept_replay_names_its_bad_moves(slug, path, warm, cold):
    """A body whose moves break their declarations is loaded whole by the schema, without the
    cache (every bad field at its index in the whole list); the replay kept before is left as
    it was."""
    api = apis()[slug]
    game = api.random_history(api.player_counts().start, 8, stop_after=20)
    hits: list[int] = []
    warm.extensions[REPLAY_CACHE] = ReplayCache(16 * 1024 * 1024, Hits(hits))
    for cut in (9, 10):  # a game met twice: its replay is kept
        assert ask(warm, slug, path, {**game, "moves": game["moves"][:cut]})[0].startswith("200")
    broken = copy.deepcopy(game)
    broken["moves"][14]["player"] = 7
    broken["moves"][17]["bogus"] = 1
    status, body = ask(warm, slug, path, broken)
    assert (status, body) == ask(cold, slug, path, broken)
    assert warm.extensions[REPLAY_CACHE].entries()[0][0] == 10  # kept as it was
    pointers = [e["pointer"] for e in orjson.loads(body)["errors"]]
    under = "/game" if path == "score" else ""
    assert status.startswith("422") and pointers == [f"{under}/moves/14/player", f"{under}/moves/17/bogus"]


def test_without_a_cache_every_history_is_loaded_and_replayed_as_it_is(cold):
    """CHOCO_REPLAY_CACHE_BYTES=0: no cache to continue from, nothing kept."""
    assert cache_of(cold).enabled is False
    api = apis()["chokomasquerade"]
    game = api.random_history(2, 3, stop_after=8)
    for _ in range(2):
        assert ask(cold, "chokomasquerade", "legal-moves", game)[0].startswith("200")
    assert len(cache_of(cold)) == 0
