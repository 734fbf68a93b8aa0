"""One JSON reader for HTTP and the command line (service/json_reader.py): the same bytes
get the same verdict from `POST /<game>/validate` and from `choco-referee <game> check`,
under the same limits. A corpus of hostile documents (big integers, NaN, duplicate keys,
deep nesting, bad UTF-8, a byte order mark, a document over the size limit...) and random
corruptions of a legal game are fed to both, and their verdicts compared: the kind of
answer (legal, the violation, the problem type and its reason, the schema's errors) and the
exit code that goes with it (0 legal, 1 a rule broken, 2 unreadable or invalid).
"""

from __future__ import annotations

import json
import re
from importlib import import_module

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from schemas.registry import apis
from service.cli import main
from service.config import Settings
from service.json_reader import NULL_DOCUMENT, NotJson, parse_json
from service.referee import registry
from service.text import json_reason_untranslated

SLUGS = tuple(apis())
LIMIT = Settings().MAX_BODY_BYTES


def _history(slug: str) -> dict:
    return import_module(f"schemas.{registry.package_of(slug)}.examples").HISTORY


def _dumps(doc: object) -> bytes:
    return json.dumps(doc).encode()


def _corpus() -> list[tuple[str, bytes]]:
    base = _history("choco-late")
    text = _dumps(base)
    big_lot = {**base, "moves": [{"type": "choose_lot", "player": base["players"][0], "lot": 2**70}]}
    return [
        ("legal", text),
        ("illegal", _dumps(import_module("schemas.choco_late.examples").ILLEGAL_HISTORY)),
        ("a lot of 2**70", _dumps(big_lot)),
        ("a lot of 2**64 - 1", _dumps({**big_lot, "moves": [{**big_lot["moves"][0], "lot": 2**64 - 1}]})),
        ("a lot of -2**63 - 1", _dumps({**big_lot, "moves": [{**big_lot["moves"][0], "lot": -2**63 - 1}]})),
        ("a seed of 2**64", text[:-1] + b', "seed": 18446744073709551616}'),
        ("a lot of 1e400", text.replace(b'"lot": 15', b'"lot": 1e400', 1)),
        ("a lot of 15.0", text.replace(b'"lot": 15', b'"lot": 15.0', 1)),
        ("NaN", text.replace(b'"lot": 15', b'"lot": NaN', 1)),
        ("Infinity", text.replace(b'"lot": 15', b'"lot": -Infinity', 1)),
        ("duplicate keys", text[:-1] + b', "players": ["x", "y"]}'),
        ("duplicate moves", text[:-1] + b', "moves": []}'),
        ("deep nesting", b"[" * 5000 + b"]" * 5000),
        ("deep nesting in a move", text.replace(b'"lot": 15', b'"lot": ' + b"[" * 1100 + b"]" * 1100, 1)),
        ("more arrays than the container limit", b'{"a": [' + b"[]," * 60_000 + b"[]]}"),
        ("nesting within the limit", text[:-1] + b', "seed": ' + b"[" * 900 + b"]" * 900 + b"}"),
        ("bad UTF-8", text.replace(b'"ann"', b'"a\xffn"')),
        ("overlong UTF-8", text.replace(b'"ann"', b'"a\xc0\xafn"')),
        ("a lone surrogate", text.replace(b'"ann"', b'"a\\ud800n"')),
        ("a byte order mark", b"\xef\xbb\xbf" + text),
        ("UTF-16", text.decode().encode("utf-16")),
        ("empty", b""),
        ("spaces", b" \n\t "),
        ("null", b"null"),
        ("a list", b"[]"),
        ("a number", b"42"),
        ("a string", b'"ann"'),
        ("trailing garbage", text + b" x"),
        ("two documents", text + text),
        ("a NUL", text + b"\x00"),
        ("a truncated document", text[: len(text) // 2]),
        ("single quotes", text.replace(b'"', b"'")),
        ("a comment", b"// a game\n" + text),
        ("over the size limit", text[:-1] + b', "pad": "' + b"x" * LIMIT + b'"}'),
        ("just within the size limit", text[:-1] + b', "seed": 7' + b" " * (LIMIT - len(text) - 11) + b"}"),
    ]


def http_verdict(client, slug: str, data: bytes, lang: str = "en") -> tuple:
    r = client.post(f"/{slug}/validate", data=data, content_type="application/json", headers={"Accept-Language": lang})
    body = r.get_json()
    if r.status_code == 200:
        return ("legal", None, 0) if body["legal"] else ("illegal", body["violation"], 1)
    kind = body["type"].rsplit("/", 1)[-1]
    if kind == "malformed-json":
        return kind, _reason(body["detail"]), 2
    if kind == "invalid-body":
        return kind, body["errors"], 2
    return kind, None, 2


def cli_verdict(capsys, tmp_path, slug: str, data: bytes, lang: str = "en") -> tuple:
    path = tmp_path / "game.json"
    path.write_bytes(data)
    code = main([slug, "check", str(path), "--json", "--no-progress", "--lang", lang])
    entry = json.loads(capsys.readouterr().out)["files"][0]
    if entry["status"] == "legal":
        return "legal", None, code
    if entry["status"] == "illegal":
        return "illegal", entry["result"]["violation"], code
    problem = entry["problem"]
    kind = problem["type"].rsplit("/", 1)[-1]
    if kind == "malformed-json":
        return kind, _reason(problem["detail"]), code
    if kind == "invalid-body":
        return kind, problem["errors"], code
    return kind, None, code


def _reason(detail: str) -> str:
    """What the parser said (after "JSON: " or "JSON valido: "), or that nothing was there."""
    for head in ("JSON: ", "JSON valido: "):
        if head in detail:
            return detail.split(head, 1)[1]
    return "empty"


CORPUS = _corpus()


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("data", [pytest.param(d, id=name) for name, d in CORPUS])
def test_the_same_bytes_get_the_same_verdict(client, capsys, tmp_path, data, lang):
    http = http_verdict(client, "choco-late", data, lang)
    assert cli_verdict(capsys, tmp_path, "choco-late", data, lang) == http


@pytest.mark.parametrize("data", [pytest.param(d, id=name) for name, d in CORPUS])
def test_why_a_document_is_not_json_reads_in_italian(data):
    try:
        parse_json(data)
    except NotJson as exc:
        if "reason" in exc.params:
            assert not json_reason_untranslated(exc.params["reason"]), exc.params["reason"]
            italian = exc.words("it")["reason"]
            assert not re.search(r"\b(line|column|char|expected|value|or|string|data|not|allowed)\b", italian), italian


def test_the_corpus_reaches_every_verdict(client):
    kinds = {http_verdict(client, "choco-late", d)[0] for _, d in CORPUS}
    assert kinds == {"legal", "illegal", "malformed-json", "invalid-body", "body-too-large"}


def test_a_lot_too_large_is_a_schema_error_on_both_sides(client, capsys, tmp_path):
    data = dict(CORPUS)["a lot of 2**70"]
    kind, errors, code = cli_verdict(capsys, tmp_path, "choco-late", data)
    assert (kind, code) == ("invalid-body", 2) and errors[0]["pointer"] == "/moves/0/lot"
    assert "too large" in errors[0]["message"]


@pytest.mark.parametrize("slug", [pytest.param(s, id=s) for s in SLUGS])
def test_every_game_reads_its_example_and_its_hostile_twins_alike(client, capsys, tmp_path, slug):
    text = _dumps(_history(slug))
    for data in (text, text.replace(b"[", b"[" * 1100, 1), b"\xef\xbb\xbf" + text, text[:-1] + b', "seed": 1e999}',
                 text[:-1] + b', "seed": 36893488147419103232}'):
        assert cli_verdict(capsys, tmp_path, slug, data) == http_verdict(client, slug, data)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.data())
def test_a_corrupted_game_gets_the_same_verdict(client, capsys, tmp_path, data):
    text = _dumps(_history("choco-late"))
    start = data.draw(st.integers(0, len(text)))
    end = data.draw(st.integers(start, min(len(text), start + 8)))
    insert = data.draw(st.binary(max_size=6) | st.sampled_from([b"1e400", b"NaN", b"2" * 25, b"\xff", b"[[", b'"',
                                                                b"-0", b"\\ud800"]))
    corrupted = text[:start] + insert + text[end:]
    lang = data.draw(st.sampled_from(["en", "it"]))
    verdict = http_verdict(client, "choco-late", corrupted, lang)
    assert cli_verdict(capsys, tmp_path, "choco-late", corrupted, lang) == verdict
    if verdict[0] == "malformed-json" and verdict[1] != "empty":
        try:
            parse_json(corrupted)
        except NotJson as exc:
            assert not json_reason_untranslated(exc.params["reason"]), exc.params["reason"]


@pytest.mark.parametrize("command", ["check", "score"])
def test_a_null_document_is_refused_as_a_null_body(client, capsys, tmp_path, command):
    path = tmp_path / "null.json"
    path.write_bytes(b"null")
    assert main(["choco-late", command, str(path), "--json"]) == 2
    out = json.loads(capsys.readouterr().out)
    problem = out["files"][0]["problem"] if command == "check" else out
    http = client.post("/score/choco-late", data=b"null", content_type="application/json").get_json()
    assert problem["errors"] == http["errors"] == [{"pointer": "", "message": NULL_DOCUMENT}]
