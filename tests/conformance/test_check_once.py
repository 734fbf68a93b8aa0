"""`choco-referee <game> check` replays each file once: the verdict and, for a legal game,
its standings come from the same replay, and they are the answers validate and score give."""

from __future__ import annotations

import json
from importlib import import_module

import pytest

from schemas.registry import apis
from service.cli import main
from service.config import Settings
from service.referee import registry
from service.verdicts import family

SLUGS = tuple(apis())


@pytest.mark.parametrize("slug", SLUGS)
def test_check_replays_a_legal_game_once_and_scores_it_as_score_does(slug, capsys, tmp_path, monkeypatch):
    api = apis()[slug]
    examples = import_module(f"schemas.{registry.package_of(slug)}.examples")
    path = tmp_path / "game.json"
    path.write_text(json.dumps(examples.HISTORY))
    replays = []
    real = family.replay

    def counted(*args, **kwargs):
        replays.append(args)
        return real(*args, **kwargs)

    monkeypatch.setattr(family, "replay", counted)
    assert main([slug, "check", str(path), "--json"]) == 0
    entry = json.loads(capsys.readouterr().out)["files"][0]
    assert len(replays) == 1 and entry["status"] == "legal"
    history = api.history().load(examples.HISTORY)
    limits = Settings.from_env().search_limits()
    assert entry["score"] == json.loads(json.dumps(family.score_answer(api, {"game": history}, "en", limits)))
    assert entry["result"] == json.loads(json.dumps(family.validate_answer(api, history, "en")))


def test_the_search_limits_have_one_home():
    settings = Settings.from_env({"CHOCO_SPLIT_MAX_NODES": "77", "CHOCO_SPLIT_DEADLINE_SECONDS": "0.5"})
    assert settings.search_limits() == {"max_nodes": 77, "deadline": 0.5}
    assert Settings().search_limits() == {"deadline": 1.0}
