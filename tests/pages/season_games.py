"""A season of recorded games of a game, as files: finished legal games, an unfinished one,
an illegal one, a file that is not a history and one that is not JSON."""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

from schemas.registry import api

FINISHED_SEEDS = (1, 2, 3)


def season_files(slug: str) -> dict[str, str]:
    """File name -> text (a copy: the games are played once per game)."""
    return dict(_season_files(slug))


@lru_cache(maxsize=None)
def _season_files(slug: str) -> dict[str, str]:
    game = api(slug)
    players = 3 if 3 in game.game.players else game.game.players.start
    files = {}
    for seed in FINISHED_SEEDS:
        files[f"finished-{seed}.json"] = json.dumps(game.random_history(players, seed))
    unfinished = game.random_history(players, 4, stop_after=3)
    files["unfinished.json"] = json.dumps({"game": unfinished})
    broken = game.random_history(players, 5)
    broken["moves"] = broken["moves"][:2] + broken["moves"][2:][::-1]  # the same moves, out of order
    files["illegal.json"] = json.dumps(broken)
    files["not-a-history.json"] = json.dumps({"players": "ann"})
    files["unreadable.json"] = "{ not json"
    return files


def write_season(slug: str, folder: Path) -> dict[str, str]:
    files = season_files(slug)
    folder.mkdir(parents=True, exist_ok=True)
    for name, text in files.items():
        (folder / name).write_text(text, encoding="utf-8")
    return files
