"""The conformance suite: what every registered game of the family must satisfy, checked
the same way for each (a new game is covered by registering it).

- whatever legal-moves offers, validate accepts (through the schema and the replay);
- near misses are refused: a move changed a little is accepted exactly when legal-moves
  offers it;
- replay is deterministic, across interpreter runs with different hash seeds too;
- every violation cites a rule of the game's catalogue, worded in English and Italian;
- every message of the catalogue has English and Italian over the same parameters;
- the probabilities of a chance point are exact fractions that sum to 1;
- the deal round trip holds: what deal answers is accepted unchanged everywhere;
- the catalogue is complete: every rule of the rules of record, in order, with both
  languages; every rule the code decides is in it, and is decided in one place only.
"""

from __future__ import annotations

import ast
import copy
import importlib

from service.referee.moves import Move
import json
import os
import random
import re
import string
import subprocess
import sys
from fractions import Fraction
from functools import lru_cache
from pathlib import Path

import pytest

from schemas.registry import apis
from service.referee import registry
from service.referee.catalogue import catalogue_of
from service.referee.legal import legal_options
from service.referee.replay import replay
from schemas.common import entry_json
from service.verdicts import family
from tests.rules_of_record import document_text
from tests import referee_helpers

ROOT = Path(__file__).resolve().parents[2]
SLUGS = tuple(apis())
GAMES = [pytest.param(slug, id=slug) for slug in SLUGS]


def api_of(slug: str):
    return apis()[slug]


MIN_SAMPLES = 4
"""A game of one variant set and one player count still gets this many sample games."""


@lru_cache(maxsize=None)
def sample_histories(slug: str) -> tuple[dict, ...]:
    """Finished games of every variant set, the fewest and the most players (and more seeds
    of the first, up to MIN_SAMPLES games)."""
    api = api_of(slug)
    out = []
    for i, variants in enumerate(api.variant_sets):
        counts = api.player_counts(variants)
        for j, players in enumerate(sorted({counts.start, counts.stop - 1})):
            out.append(api.random_history(players, 500 + 13 * i + j, variants=variants))
    first = api.variant_sets[0]
    while len(out) < MIN_SAMPLES:
        out.append(api.random_history(api.player_counts(first).start, 900 + len(out), variants=first))
    return tuple(out)


def load(api, history: dict) -> dict:
    return api.history().load(copy.deepcopy(history))


validate = referee_helpers.validate


def states_along(api, history: dict, every: int):
    """(prefix length, state) at every `every` moves of a history (and at its end)."""
    loaded = load(api, history)
    moves = loaded["moves"]
    for cut in sorted(set(range(0, len(moves), every)) | {len(moves)}):
        state = api.game.start(loaded)
        result = replay(state, moves[:cut], api.game.rules)
        assert result.legal, (cut, result.violation)
        yield cut, result.state


def concrete(api, state, option, rng):
    concretize = type(api).autoplay_concretize
    return option.move if concretize is None else concretize(state, option, rng)


# --- legal moves and validate agree ------------------------------------------------------------


@pytest.mark.parametrize("slug", GAMES)
def test_whatever_legal_moves_offers_validate_accepts(slug):
    api = api_of(slug)
    rng = random.Random(1)
    checked = 0
    for history in sample_histories(slug)[:6]:
        for cut, state in states_along(api, history, max(1, len(history["moves"]) // 6)):
            options = legal_options(state)
            assert options or state.is_over(), (cut, state.phase)
            for option in rng.sample(options, min(6, len(options))):
                move = api.move(concrete(api, state, option, rng))
                extended = {**history, "moves": history["moves"][:cut] + [move]}
                verdict = validate(api, extended)
                assert verdict["legal"], (cut, move, verdict["violation"])
                checked += 1
    assert checked > 20


@pytest.mark.parametrize("slug", GAMES)
def test_every_entry_names_the_rule_of_the_catalogue_that_allows_it(slug):
    """Each legal-moves entry's `rule` (required by the document) is one of the game's rules,
    along every sample game, every entry of every state."""
    api = api_of(slug)
    rules = set(catalogue_of(slug).rule_ids)
    entries = 0
    for history in sample_histories(slug)[:4]:
        for _, state in states_along(api, history, max(1, len(history["moves"]) // 10)):
            for option in legal_options(state):
                assert option.rule in rules, (slug, option.move, option.rule)
                entries += 1
    assert entries > 20


def _near_misses(history: dict, cut: int, move: dict, rng: random.Random) -> list[dict]:
    """Moves near an offered one: another player, another type, a field set to another
    value seen in the history."""
    out = []
    players = history["players"] + ["zed"]
    if "player" in move:
        out.append({**move, "player": rng.choice(players)})
    types = sorted({m["type"] for m in history["moves"]})
    if types:
        out.append({**move, "type": rng.choice(types)})
    for name, value in move.items():
        if name in ("type", "player"):
            continue
        seen = [m[name] for m in history["moves"] if name in m and m[name] != value]
        if seen:
            out.append({**move, name: rng.choice(seen)})
    return out


@pytest.mark.parametrize("slug", GAMES)
def test_near_misses_are_refused_unless_offered(slug):
    api = api_of(slug)
    rng = random.Random(2)
    refused = accepted = 0
    for history in sample_histories(slug)[:6]:
        for cut, state in states_along(api, history, max(1, len(history["moves"]) // 5)):
            offered = [entry_json(api, o) for o in legal_options(state)]
            if cut >= len(history["moves"]):
                continue
            for near in _near_misses(history, cut, history["moves"][cut], rng):
                extended = {**history, "moves": history["moves"][:cut] + [near]}
                try:
                    verdict = validate(api, extended)
                except Exception as exc:  # noqa: BLE001 (a schema error: not a move at all)
                    assert type(exc).__name__ == "ValidationError", exc
                    continue
                expected = any(api.admits(o, near) for o in offered)
                assert verdict["legal"] is expected, (cut, near, verdict["violation"], expected)
                if verdict["legal"]:
                    accepted += 1
                else:
                    refused += 1
                    v = verdict["violation"]
                    assert v["move_index"] == cut and v["pointer"].startswith(f"/moves/{cut}")
    assert refused > 10


def answers(slug: str) -> str:
    """Every game's validate and legal-moves answers over its first sample games, in English
    and Italian, as one JSON text (what two interpreter runs must agree on)."""
    api = api_of(slug)
    out = []
    for history in sample_histories(slug)[:3]:
        out.append(validate(api, history))
        out.append(validate(api, history, "it"))
        for cut in (7, len(history["moves"]) // 2):
            out.append(family.legal_moves_answer(api, load(api, {**history, "moves": history["moves"][:cut]}), "en"))
    return json.dumps(out, sort_keys=True)


ANSWERS_SCRIPT = """
import sys
from tests.conformance.test_conformance import answers
sys.stdout.write(answers(sys.argv[1]))
"""


def answers_in_a_process(slug: str, hash_seed: str) -> str:
    env = {**os.environ, "PYTHONHASHSEED": hash_seed}
    done = subprocess.run([sys.executable, "-c", ANSWERS_SCRIPT, slug], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout


@pytest.mark.parametrize("slug", GAMES)
def test_replay_is_deterministic_across_processes(slug):
    """Two interpreter runs with different hash seeds (so sets and dicts of strings iterate in
    other orders) give the same answers, byte for byte, as this process does."""
    here = answers(slug)
    assert answers_in_a_process(slug, "0") == here
    assert answers_in_a_process(slug, "4242") == here


@pytest.mark.parametrize("slug", GAMES)
def test_every_violation_cites_a_rule_of_the_catalogue_in_both_languages(slug):
    api = api_of(slug)
    rules = set(catalogue_of(slug).rule_ids)
    rng = random.Random(3)
    cited = set()
    for history in sample_histories(slug):
        moves = history["moves"]
        for _ in range(12):
            i = rng.randrange(len(moves)) if moves else 0
            broken = copy.deepcopy(history)
            kind = rng.choice(("drop", "duplicate", "player"))
            if not moves:
                break
            if kind == "drop":
                del broken["moves"][i]
            elif kind == "duplicate":
                broken["moves"].insert(i, copy.deepcopy(moves[i]))
            elif "player" in moves[i]:
                broken["moves"][i]["player"] = rng.choice(history["players"])
            for lang in ("en", "it"):
                verdict = validate(api, broken, lang)
                v = verdict["violation"]
                if v is not None:
                    assert v["rule"] in rules, v
                    assert v["message"] and "{" not in v["message"], v
                    cited.add(v["rule"])
    assert cited


# --- the catalogue ---------------------------------------------------------------------------------


def _template_fields(template: str) -> set[str]:
    return {name.split("|")[0] for _, name, _, _ in string.Formatter().parse(template) if name}


@pytest.mark.parametrize("slug", GAMES)
def test_every_message_has_english_and_italian_over_the_same_parameters(slug):
    catalogue = catalogue_of(slug)
    assert catalogue.messages
    for code, texts in catalogue.messages.items():
        assert set(texts) == {"en", "it"}, code
        assert texts["en"].strip() and texts["it"].strip(), code
        assert _template_fields(texts["en"]) == _template_fields(texts["it"]), code
        params = {name: 2 for name in _template_fields(texts["en"])}
        assert catalogue.render(code, params, "en") and catalogue.render(code, params, "it")


@pytest.mark.parametrize("slug", GAMES)
def test_a_message_names_an_empty_value_as_a_pair_of_quotes(slug):
    """An empty player id is the rules' to refuse (S1, or the move's rule): the message that
    refuses it still reads as a sentence that names it ("not \"\""), in both languages."""
    catalogue = catalogue_of(slug)
    for code, texts in catalogue.messages.items():
        if "player" not in _template_fields(texts["en"]):
            continue
        params = {name: 2 for name in _template_fields(texts["en"])} | {"player": ""}
        for lang in ("en", "it"):
            assert '""' in catalogue.render(code, params, lang), (code, lang)


@pytest.mark.parametrize("slug", GAMES)
def test_every_rule_has_its_title_and_text_in_both_languages(slug):
    catalogue = catalogue_of(slug)
    sections = {s.id for s in catalogue.sections}
    for rule in catalogue.rules:
        for text in (rule.title, rule.text):
            assert set(text) == {"en", "it"} and all(t.strip() for t in text.values()), rule.id
        assert rule.section in sections or not sections, rule.id
        assert isinstance(rule.ruling, bool)
    assert len(catalogue.rule_ids) == len(set(catalogue.rule_ids))
    assert catalogue.names["en"] and catalogue.names["it"]


_BOLD_RULE = re.compile(r"\*\*([A-Z][A-Za-z]?[0-9]+[a-z]?)\b")
# A section of worked examples names its test vectors like rules ("- **R1 ...**"): they are
# not rules, and the catalogue does not list them.
_EXAMPLES_HEADING = re.compile(r"^#+\s.*\b(worked examples|test vectors)\b", re.IGNORECASE)


@pytest.mark.parametrize("slug", GAMES)
def test_the_catalogue_has_every_rule_of_the_rules_of_record_in_order(slug):
    ids = []
    in_examples = False
    for line in document_text(slug).splitlines():
        if line.startswith("#"):
            in_examples = bool(_EXAMPLES_HEADING.match(line))
        # A bullet that opens with a bold rule id; a second bold id on the same bullet
        # ("**R9 ...** and **R10 ...**") is a rule too. Worked examples are not rules.
        if not in_examples and re.match(r"^\s*- \*\*([A-Z][A-Za-z]?[0-9]+[a-z]?)\b", line):
            for rule in _BOLD_RULE.findall(line):
                if rule not in ids:
                    ids.append(rule)
    assert ids, slug
    catalogue = catalogue_of(slug)
    assert [r.id for r in catalogue.rules if r.section != INFORMATION] == ids


INFORMATION = "information"  # the service's own section: what each player sees (a player's view)


@pytest.mark.parametrize("slug", GAMES)
def test_what_each_player_sees_is_a_section_of_rules_of_its_own_last(slug):
    """The rules of what each player may know (I1, I2...) come after the rules of record, in a
    section of their own with its words in both languages, each rule with its ruling said where
    it is one; a game with a player's view has them."""
    catalogue = catalogue_of(slug)
    info = [r for r in catalogue.rules if r.section == INFORMATION]
    if apis()[slug].viewing is None:
        assert info == []
        return
    assert info and list(catalogue.rules[-len(info):]) == info
    assert [r.id for r in info] == [f"I{n}" for n in range(1, len(info) + 1)]
    section = next(s for s in catalogue.sections if s.id == INFORMATION)
    assert section.intro and all(section.intro.values()) and all(section.title.values())
    for rule in info:
        assert all(rule.title.values()) and all(rule.text.values()) and rule.text["en"] != rule.text["it"], rule.id
        assert (rule.ruling_text is not None) == rule.ruling, rule.id


@pytest.mark.parametrize("slug", GAMES)
def test_every_rule_the_code_decides_is_in_the_catalogue(slug):
    decided = set(api_of(slug).game.rules.decided_by)
    assert decided and decided <= set(catalogue_of(slug).rule_ids)


@pytest.mark.parametrize("slug", GAMES)
def test_every_rule_id_is_written_in_one_place_of_the_engine(slug):
    """A rule id appears as a string in at most one place of all the modules of the game's
    engine (the function that decides it); everything else cites that function's rule."""
    ids = set(catalogue_of(slug).rule_ids)
    package = ROOT / "service" / "games" / registry.package_of(slug)
    found: dict[str, list[str]] = {}
    for path in sorted(package.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in ids:
                found.setdefault(node.value, []).append(f"{path.name}:{node.lineno}")
    assert found, package
    assert {rule: where for rule, where in found.items() if len(where) > 1} == {}


# --- chance ------------------------------------------------------------------------------------------


def chance_types(api) -> frozenset:
    """The move types the game says reveal chance (``CHANCE_TYPES`` of its ``moves``)."""
    package = type(api.game).__module__.rsplit(".", 1)[0]
    return importlib.import_module(f"{package}.moves").CHANCE_TYPES


@pytest.mark.parametrize("slug", GAMES)
def test_chance_outcomes_are_exact_and_sum_to_one(slug):
    api = api_of(slug)
    declared = chance_types(api)
    points = 0
    for history in sample_histories(slug)[:6]:
        for _, state in states_along(api, history, 3):
            options = legal_options(state)
            chance = [o for o in options if o.probability is not None]
            if not chance:
                continue
            points += 1
            assert sum((o.probability for o in chance), Fraction(0)) == 1
            for o in chance:
                assert (type(o.move) if isinstance(o.move, Move) else o.move.type) in declared, o.move
                assert 0 < o.probability <= 1
                entry = entry_json(api, o)
                n, d = map(int, entry["probability"].split("/"))
                assert Fraction(n, d) == o.probability and (n, d) == (o.probability.numerator,
                                                                      o.probability.denominator)
                assert entry["chance"] is True and abs(entry["approx"] - n / d) < 1e-6
    # a game with chance moves met chance points in its sample games (else nothing was summed)
    assert (points > 0) is bool(declared), (points, declared)


# --- deal round trip --------------------------------------------------------------------------------


@pytest.mark.parametrize("slug", GAMES)
def test_what_deal_answers_is_accepted_everywhere_unchanged(slug, client, tmp_path):
    api = api_of(slug)
    for variants in api.variant_sets:
        counts = api.player_counts(variants)
        for players in counts:
            body = {"players": ["ann", "bob", "cat", "dan", "eve", "fay"][:players], "seed": 7 + players}
            if variants:
                body["variants"] = variants
            r = client.post(f"/{slug}/deal", json=body)
            assert r.status_code == 200, r.get_json()
            dealt = r.get_json()
            assert dealt["seed"] == body["seed"] and dealt["moves"] == []
            assert client.post(f"/{slug}/deal", json=body).get_json() == dealt  # the same seed, the same deal
            verdict = client.post(f"/{slug}/validate", json=dealt).get_json()
            assert verdict["legal"] is True, verdict["violation"]
            assert client.post(f"/{slug}/legal-moves", json=dealt).status_code == 200
            score = client.post(f"/score/{slug}", json={"game": dealt})
            assert score.status_code == 200 and score.get_json()["provisional"] is True
    drawn = client.post(f"/{slug}/deal", json={"players": ["ann", "bob", "cat", "dan"][:api.game.players.start]})
    seed = drawn.get_json()["seed"]
    assert isinstance(seed, int) and seed >= 0
    again = client.post(f"/{slug}/deal", json={"players": ["ann", "bob", "cat", "dan"][:api.game.players.start],
                                               "seed": seed})
    assert again.get_json() == drawn.get_json()
    from service.cli import main

    path = tmp_path / "dealt.json"
    path.write_text(json.dumps(drawn.get_json()))
    assert main([slug, "check", str(path)]) == 0
    assert main([slug, "score", str(path)]) == 0


@pytest.mark.parametrize("slug", GAMES)
def test_games_lists_the_game_with_its_paths(slug, client):
    games = client.get("/games").get_json()["games"]
    entry = next(g for g in games if g["id"] == slug)
    game = api_of(slug).game
    assert entry["players"] == {"min": game.players.start, "max": game.players.stop - 1}
    assert set(entry["name"]) == {"en", "it"}
    for path in (f"/{slug}/validate", f"/{slug}/legal-moves", f"/score/{slug}", f"/{slug}/deal", f"/{slug}/rules"):
        assert path in entry["paths"]
    rules = client.get(f"/{slug}/rules").get_json()
    assert rules["game"] == slug
    assert [r["id"] for r in rules["rules"]] == list(catalogue_of(slug).rule_ids)
    for rule in rules["rules"]:
        assert set(rule) >= {"id", "section", "title", "text", "ruling"} and isinstance(rule["ruling"], bool)


@pytest.mark.parametrize("slug", GAMES)
def test_score_answers_rank_every_player(slug, client):
    for history in sample_histories(slug)[:4]:
        body = client.post(f"/score/{slug}", json={"game": history}).get_json()
        assert body["provisional"] is False and body["winners"]
        ranks = {p["player"]: p["rank"] for p in body["players"]}
        assert sorted(ranks) == sorted(history["players"]) and min(ranks.values()) == 1
        assert all(ranks[w] == 1 for w in body["winners"])
        assert [ranks[p] for p in body["ranking"]] == sorted(ranks[p] for p in body["ranking"])
        assert all(isinstance(p["total"], int) for p in body["players"])
