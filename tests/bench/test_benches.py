"""The benches run: every script under bench/ that prints a game's costs against the floor,
with the smallest arguments (their figures are read by people, never asserted here), and the
one way they all measure (bench/floor.py)."""

from __future__ import annotations

import importlib
import sys

import pytest

from bench.floor import FLOOR, Call, bare_app, measure, wsgi_call
from service.app import create_app


def test_measure_gives_the_floor_and_every_call_in_microseconds():
    costs = measure(create_app(), {"healthz": Call("GET", "/healthz"), "games": Call("GET", "/games")},
                    rounds=2, per_round=3)
    assert set(costs.costs) == {"healthz", "games"}
    assert costs.floor > 0 and all(cost > 0 for cost in costs.costs.values())
    assert costs.ratio("games") == costs.costs["games"] / costs.floor


def test_measure_refuses_a_call_that_does_not_answer_200():
    with pytest.raises(AssertionError):
        measure(create_app(), {"no such path": Call("GET", "/no-such-path")}, rounds=1, per_round=1)


def test_a_call_sends_its_headers_and_the_floor_answers():
    app, bad_tray = create_app(), b'{"lots": "none"}'
    english = Call("POST", "/choco-late/trays", bad_tray).send(app)
    italian = Call("POST", "/choco-late/trays", bad_tray, {"Accept-Language": "it"}).send(app)
    assert english[0].startswith("422") and italian[0].startswith("422")
    assert english[1] != italian[1]  # the same problem, in the language asked for
    assert wsgi_call(bare_app(), FLOOR.method, FLOOR.path) == ("200 OK", b'{"status":"ok"}\n')


@pytest.mark.parametrize("script, argv", [
    ("bench_requests", ["--no-server", "--memory", "0", "--rounds", "1", "--per-round", "1"]),
    ("bench_choco_challenge", ["--games", "1", "--rounds", "1", "--per-round", "1"]),
    ("bench_stages", ["--rounds", "1"]),
    ("bench_chocola", ["--seeds", "1", "--rounds", "1", "--per-round", "1"]),
    ("bench_chokomannaro", ["--seeds", "1", "--players", "2", "--rounds", "1", "--per-round", "1"]),
    ("bench_chokomasquerade", ["--seeds", "2", "--repeat", "1", "--rounds", "1", "--per-round", "1"]),
    ("bench_follow", ["--seeds", "1", "--rounds", "1"]),
    ("bench_server", ["--only", "bare app", "--only", "project", "--count", "5", "--rounds", "1"]),
    ("bench_table", ["--seeds", "1", "--rounds", "1", "--per-round", "1"]),
])
def test_a_bench_prints_its_ratios_to_the_floor(script, argv, monkeypatch, capsys):
    module = importlib.import_module(f"bench.{script}")
    monkeypatch.setattr(sys, "argv", [script, *argv])
    assert module.main() in (None, 0)
    assert "floor" in capsys.readouterr().out


def test_the_move_types_bench_prints_every_kind_of_move_of_a_game(monkeypatch, capsys):
    module = importlib.import_module("bench.bench_move_types")
    monkeypatch.setattr(sys, "argv", ["bench_move_types", "--rounds", "1", "--game", "chokomasquerade"])
    module.main()
    out = capsys.readouterr().out
    assert "chokomasquerade, 2 players" in out
    for kind in ("lay", "draw", "pair", "guess"):
        assert f"\n  {kind} " in out, (kind, out)
