"""One way of naming a move, in every game (shared/API.md Part 1: "moves are counted one
way"): a person reads ``moves[6]`` for the move whose ``move_index`` is 6 and whose pointer is
``/moves/6``, in every message, problem detail and command-line line, in English and Italian.

- every template of every catalogue (each game's messages and the service's own words)
  that names a move names it ``moves[{index}]``, and rendered it shows the index and no
  other number for that move;
- every game's illegal example: the violation's index, its pointer, the problem's detail
  (both languages) and the line of ``check`` all give the same number;
- the game logs that name a move for people (ChokoMasquerade's slaughter summaries,
  ChokoMannaro's events read back) give the index their ``move_index`` holds.
"""

from __future__ import annotations

import json
import re
import string
from importlib import import_module

import pytest

from schemas.registry import apis
from service.cli import main
from service.referee import registry
from service.referee.catalogue import catalogue_of, render_template
from service.text import move_name, words

SLUGS = tuple(apis())
GAMES = [pytest.param(slug, id=slug) for slug in SLUGS]
LANGS = ("en", "it")

# A word for a move followed by a number, or by a parameter that holds one: "move 7",
# "move {number}", "mossa n. {n}" (not "a {type} move" nor "the move {type}").
_MOVE_THEN_PARAM = re.compile(
    r"\b(moves?|mossa|mosse)\s+(n\.\s*|#\s*)?(\d|\{(number|num|n|i|k|index|moves|move|move_index|at|position)\})",
    re.I)
_NAMED = re.compile(r"moves\[(\d+)\]")


def _templates() -> list[tuple[str, str, str, str]]:
    """(catalogue, code, language, template) for every text a person reads."""
    out = []
    for slug in registry.slugs():
        for code, texts in catalogue_of(slug).messages.items():
            out.extend((slug, code, lang, texts[lang]) for lang in LANGS if lang in texts)
    for code, texts in words().items():
        out.extend(("service", code, lang, texts[lang]) for lang in LANGS if lang in texts)
    return out


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name and "|" not in name}


TEMPLATES = _templates()


def test_the_catalogues_are_read():
    assert len(TEMPLATES) > 500 and {c for c, *_ in TEMPLATES} == {*registry.slugs(), "service"}


@pytest.mark.parametrize(("where", "code", "lang", "template"),
                         [pytest.param(*t, id=f"{t[0]}:{t[1]}:{t[2]}") for t in TEMPLATES])
def test_a_template_names_a_move_by_its_index(where, code, lang, template):
    assert not _MOVE_THEN_PARAM.search(template), f"{where} {code} ({lang}) numbers a move another way: {template}"
    fields = _fields(template)
    if "index" not in fields:
        assert "moves[" not in template, f"{where} {code} ({lang}) writes moves[ without the index"
        return
    assert template.count("{index}") == template.count("moves[{index}]"), template
    text = render_template(template, {**{f: "x" for f in fields}, "index": 41})
    assert _NAMED.findall(text) == ["41"] * template.count("{index}")
    assert "42" not in text and "40" not in text


def test_the_move_name_is_the_index_in_both_languages():
    assert [move_name(6, lang) for lang in LANGS] == ["moves[6]", "moves[6]"]


def _illegal(slug: str) -> dict:
    return import_module(f"schemas.{registry.package_of(slug)}.examples").ILLEGAL_HISTORY


@pytest.mark.parametrize("slug", GAMES)
def test_a_violation_names_its_move_one_way_everywhere(slug, client, capsys, tmp_path):
    history = _illegal(slug)
    numbers = []
    for lang in LANGS:
        answer = client.post(f"/{slug}/validate", json=history, headers={"Accept-Language": lang}).get_json()
        v = answer["violation"]
        assert v is not None and v["move_index"] is not None
        index = v["move_index"]
        assert v["pointer"].startswith(f"/moves/{index}")
        problem = client.post(f"/{slug}/legal-moves", json=history, headers={"Accept-Language": lang}).get_json()
        assert problem["violation"] == v
        assert problem["detail"].startswith(f"{v['rule']} (moves[{index}]): ")
        assert set(_NAMED.findall(problem["detail"])) <= {str(index)}
        assert not _MOVE_THEN_PARAM.search(problem["detail"]) and f"move {index + 1}" not in problem["detail"]
        numbers.append(index)
        path = tmp_path / f"{lang}.json"
        path.write_text(json.dumps(history))
        assert main([slug, "check", str(path), "--lang", lang]) == 1
        row = capsys.readouterr().out.splitlines()[2]
        assert f"  moves[{index}]  " in row and f"[{v['pointer']}]" in row
        assert main([slug, "score", str(path), "--lang", lang]) == 1
        err = capsys.readouterr().err
        assert f"(moves[{index}])" in err and f"move {index + 1}" not in err
    assert len(set(numbers)) == 1


def test_a_slaughter_summary_names_the_move_of_its_move_index(client):
    from schemas.chokomasquerade import examples

    for lang in LANGS:
        answer = client.post("/chokomasquerade/validate", json=examples.HISTORY,
                             headers={"Accept-Language": lang}).get_json()
        assert answer["slaughters"]
        for log in answer["slaughters"]:
            assert _NAMED.findall(log["summary"]) == [str(log["move_index"])]


def test_chokomannaro_events_are_read_back_by_index(capsys, tmp_path):
    from schemas.chokomannaro import examples

    history = examples.HISTORY
    path = tmp_path / "game.json"
    path.write_text(json.dumps(history))
    last = len(history["moves"]) - 1
    for lang in LANGS:
        assert main(["chokomannaro", "events", str(path), "--lang", lang, "--from", "0"]) in (0, 1)
        lines = [line for line in capsys.readouterr().out.splitlines() if not line.startswith(" ")]
        named = [int(m) for line in lines for m in _NAMED.findall(line)]
        assert named[0] == 0 and named == sorted(named) and max(named) <= last
        assert main(["chokomannaro", "events", str(path), "--lang", lang, "--from", str(last), "--to",
                     str(last)]) in (0, 1)
        lines = capsys.readouterr().out.splitlines()
        assert lines[0].startswith(f"moves[{last}]: ")


@pytest.mark.parametrize("lang", LANGS)
def test_a_schema_error_that_names_moves_names_them_by_index(client, lang):
    """The moves left unread after 100 schema errors are named as their pointers name them."""
    history = dict(import_module("schemas.choco_late.examples").HISTORY)
    bad = {"type": "reveal", "player": "ann", "vouchers": [0.5] * 30}
    history["moves"] = [bad] * 10
    problem = client.post("/choco-late/validate", json=history, headers={"Accept-Language": lang}).get_json()
    head = problem["errors"][0]
    assert head["pointer"] == "/moves" and _NAMED.findall(head["message"]) == ["3", "0", "3"]
    assert {e["pointer"].split("/")[2] for e in problem["errors"][1:]} <= {"0", "1", "2", "3"}


@pytest.mark.parametrize("slug", GAMES)
def test_any_refused_move_is_named_by_the_index_its_pointer_gives(slug, client):
    """Property: wherever a game is broken (a random legal game cut after k moves, then one
    of its moves repeated), the detail names the move the violation's index and pointer name."""
    from hypothesis import HealthCheck, assume, given, settings
    from hypothesis import strategies as st

    api = apis()[slug]
    least = api.player_counts().start

    @settings(max_examples=12, deadline=None, derandomize=True,
              suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.filter_too_much])
    @given(seed=st.integers(0, 10_000), cut=st.integers(1, 40), again=st.integers(0, 39), lang=st.sampled_from(LANGS))
    def run(seed, cut, again, lang):
        history = api.random_history(least, seed, stop_after=cut)
        assume(history["moves"])
        history["moves"].append(history["moves"][again % len(history["moves"])])
        problem = client.post(f"/{slug}/legal-moves", json=history, headers={"Accept-Language": lang}).get_json()
        assume(problem.get("violation") is not None and problem["violation"]["move_index"] is not None)
        index = problem["violation"]["move_index"]
        assert problem["violation"]["pointer"].split("/")[1:3] == ["moves", str(index)]
        assert problem["detail"].startswith(f"{problem['violation']['rule']} (moves[{index}]): ")

    run()
