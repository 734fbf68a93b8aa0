"""bench/bench_views.py times what it says: for every game, its legal moves and each player's
view of the same history, each answering 200 (a bench that timed refusals would time nothing)."""

from __future__ import annotations

from bench.bench_views import calls_of
from bench.floor import service_app
from schemas.registry import apis


def test_every_game_is_timed_on_its_legal_moves_and_each_players_view():
    app = service_app()
    for slug in apis():
        calls, moves = calls_of(slug)
        assert moves > 10 and f"{slug} legal-moves" in calls
        assert len([name for name in calls if " view " in name]) >= 2  # every player of the game
        for name, call in calls.items():
            status, body = call.send(app)
            assert status.startswith("200"), (name, body[:300])
