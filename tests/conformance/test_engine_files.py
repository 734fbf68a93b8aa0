"""Every engine has the same files for the same things (service/games/README.md, "The engine:
the game protocol"): a reader who knows one game's engine finds another's pieces by name, and
each is what the README's table says it is."""

from __future__ import annotations

import importlib

from service.referee.moves import MoveTypes
from pathlib import Path

import pytest

from service.games import REGISTERED

GAMES_DIR = Path(__file__).resolve().parents[2] / "service" / "games"
SHAPE = ("__init__.py", "moves.py", "phases.py", "legality.py", "state.py", "snapshot.py", "cards.py", "setup.py",
         "scoring.py", "game.py", "rulebook.py", "rules.toml", "messages.toml", "words.toml", "tables.py", "view.py")
ENGINES = [pytest.param(name, id=name) for name in REGISTERED]


def test_the_readme_names_every_file_of_the_shape():
    readme = (GAMES_DIR / "README.md").read_text(encoding="utf-8")
    assert [f for f in SHAPE[1:] if f"`{f}`" not in readme] == []


@pytest.mark.parametrize("package", ENGINES)
def test_every_engine_has_the_files_of_the_shape(package):
    present = {p.name for p in (GAMES_DIR / package).iterdir()}
    assert [f for f in SHAPE if f not in present] == []


@pytest.mark.parametrize("package", ENGINES)
def test_each_file_holds_what_the_readme_says(package):
    def module(name: str):
        return importlib.import_module(f"service.games.{package}.{name}")

    moves = vars(module("moves"))
    assert "CHANCE_TYPES" in moves
    assert isinstance(moves.get("MOVES"), MoveTypes) and "AnyMove" in moves
    assert "Phase" in vars(module("phases"))
    assert {"CHECKS", "refusal"} <= vars(module("legality")).keys()
    assert module("state").State.refusal is module("legality").refusal
    assert "Snapshot" in vars(module("snapshot"))
    assert module("rulebook").RULES.game == module("game").GAME.slug
    assert module("game").GAME is importlib.import_module(f"service.games.{package}").GAME
