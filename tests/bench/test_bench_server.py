"""bench/bench_server.py measures another tree of the project beside this one (--against) and
prints each variant's difference from the project's config, round by round."""

from __future__ import annotations

from pathlib import Path

from bench import bench_server

ROOT = Path(__file__).resolve().parent.parent.parent


def test_another_tree_runs_beside_the_project_with_its_round_by_round_difference(capsys):
    assert bench_server.main(["--only", "project", "--against", str(ROOT), "--count", "5", "--rounds", "2"]) == 0
    lines = [line.split() for line in capsys.readouterr().out.splitlines()]
    against = [line for line in lines if line[:2] == ["project,", f"{ROOT.name}'s"]]
    assert {" ".join(line[3:5]) for line in against} == {"GET /healthz", "POST /choco-late/trays"}
    for line in against:  # us, x floor is absent (no bare app), best batch, the difference
        float(line[5]), float(line[-2]), float(line[-1])
