"""bench/bench_stages.py times every stage it names inside a real request, and stops with an
error when a request no longer runs through a stage's timer (a stage that would read 0)."""

from __future__ import annotations

import pytest

from bench.bench_requests import requests_of_the_family
from bench.bench_stages import STAGES, Stages, StageNeverEntered
from bench.floor import service_app
from schemas.registry import apis
from service.http import bodies


@pytest.fixture(scope="module")
def validates():
    """The validate of each game's long game, by slug."""
    return {r.path.split("/")[1]: r for r in requests_of_the_family() if " validate (" in r.name}


def parse_site(api) -> str:
    """Where a game's history is parsed: decoded from bytes into its declared move classes."""
    codec = api.history_codec
    return f"{type(codec).__module__}.{type(codec).__qualname__}.decode"


@pytest.mark.parametrize("slug", list(apis()))
def test_every_stage_of_a_validate_is_entered_and_timed(validates, slug):
    stages = Stages(apis()[slug])
    with stages.on():
        out = stages.request(service_app(), validates[slug].call)
    loaded_by_the_codec = {"load"} if apis()[slug].history_codec.loads_whole else set()
    assert set(stages.entered) == set(STAGES) - loaded_by_the_codec
    assert all(us > 0 for stage, us in out.items() if stage not in loaded_by_the_codec), out
    assert all(out[stage] == 0 for stage in loaded_by_the_codec), out
    assert parse_site(apis()[slug]) in stages.sites["parse"]


@pytest.mark.parametrize("slug", list(apis()))
def test_a_parse_that_bypasses_the_timed_function_stops_the_bench(validates, slug, monkeypatch):
    api = apis()[slug]
    codec = api.history_codec
    # the codec's own decode, ahead of the timer the bench puts on its class (the instance's
    # member, taken away after the test)
    decode = codec.decode
    monkeypatch.setitem(vars(codec), "decode", lambda *args, **kwargs: decode(*args, **kwargs))
    stages = Stages(api)
    with stages.on(), pytest.raises(StageNeverEntered, match="never entered the stage.s. parse"):
        stages.request(service_app(), validates[slug].call)


@pytest.mark.parametrize("slug", list(apis()))
def test_the_timers_are_taken_away_after_the_block(slug):
    """The timer of the game's decode is in place while the block runs and gone after it."""
    from schemas.history_codec import HistoryCodec

    api = apis()[slug]
    decode, load = HistoryCodec.__dict__["decode"], type(api.history()).load
    with Stages(api).on():
        assert HistoryCodec.__dict__["decode"] is not decode
    assert HistoryCodec.__dict__["decode"] is decode
    assert type(api.history()).load is load
    assert bodies.orjson.dumps is __import__("orjson").dumps
