"""Every game of the family under hostile input: what holds for any body at any POST path
(every game's family paths and its own), whatever the game.

- not JSON (syntax, encodings, nesting past the parser's limit, numbers out of range): 400;
- a media type other than JSON: 415;
- well-formed JSON that is not an object, or an object of more than 64 members (refused
  before any is read), or unknown members, or bad player ids, or lists past their limits
  (16 players, 5000 moves): 422 with every error pointed;
- a body over 1 MiB: 413 from its Content-Length, unread, and a chunked one cut off there;
- every answer a problem document or an answer of the document, never a stack trace.

What these bodies cost a worker is measured by bench/bench_bodies.py, against its budget,
not asserted here; a hang is cut by pytest-timeout (HANG_SECONDS a test).

A game's own fields are put through their paces in tests/games/<package>/test_hostile.py.
"""

from __future__ import annotations

import copy
import io
import json

import pytest
from werkzeug.test import EnvironBuilder, run_wsgi_app

from schemas.registry import apis
from service.app import create_app
from service.config import Settings
from tests.fuzz.corpus import GETS, HISTORY_PATHS, POSTS, family_paths, valid_bodies
from tests.helpers import assert_problem

HANG_SECONDS = 120
pytestmark = pytest.mark.timeout(HANG_SECONDS)
MIB = 1_048_576
JSON = "application/json"
SLUGS = tuple(apis())


def dumps(body) -> bytes:
    return json.dumps(body, separators=(",", ":"), ensure_ascii=False).encode()


def post(client, path: str, data: bytes, content_type: str = JSON, **kw):
    return client.post(path, data=data, content_type=content_type, **kw)


def one_body(path: str) -> dict:
    return valid_bodies(path)[0]


def pointers_of(problem: dict) -> set[str]:
    return {e["pointer"] for e in problem["errors"]}


def located(problem: dict) -> list[dict]:
    """The errors' pointers and messages (a game whose rules name the rule of every schema
    error adds it: test_schema_errors_carry_a_rule_where_the_game_names_one)."""
    return [{"pointer": e["pointer"], "message": e["message"]} for e in problem["errors"]]


NOT_JSON = [
    b"", b"   \n\t ", b"{", b"[1, 2", b"not json", b"{'a': [1]}", b"{a: [1]}", b'{"a": [1,]}',
    b'// comment\n{"a": [1]}', b"NaN", b"Infinity", b'{"a": [NaN]}', b'{"a": [Infinity]}',
    b'{"a": [1]} trailing', b'{"a": 1}{"a": 2}', b"\x00", b"\x00" * 1000,
    b"\xff\xfe", b'\xef\xbb\xbf{"a": 1}',  # a byte order mark
    '{"a": 1}'.encode("utf-16"), '{"a": 1}'.encode("utf-32"),
    b'{"a": "\xc3\x28"}', b'{"a": "\xc0\xaf"}', b'{"a": "\xed\xa0\x80"}',  # bad UTF-8
    b'{"a": "\\ud800"}', b'{"a": "\\x41"}', b'{"a": "\\u12"}',  # bad escapes
    b'{"a": [1e400]}', b'{"a": [-1e400]}', b'{"a": [1' + b"0" * 400 + b"]}",  # out of range
    b'{"a": [01]}', b'{"a": [+1]}', b'{"a": [.5]}', b'{"a": [0x10]}', b'{"a": [1_000]}', b'{"a": [tru]}',
    b'{"a": [True]}',
    b"[" * 40_000 + b"]" * 40_000,  # nesting 40,000 levels deep (more arrays: 413, unparsed)
    b'{"a":' * 40_000 + b"1" + b"}" * 40_000,
    b'{"a": ' + b"[" * 1025 + b"]" * 1025 + b"}",  # just past the parser's 1024 levels
]


@pytest.mark.parametrize("path", POSTS)
def test_bodies_that_are_not_json_are_400(client, path):
    for data in NOT_JSON:
        r = post(client, path, data)
        problem = assert_problem(r, 400, "malformed-json")
        assert problem["instance"] == path
        assert len(r.get_data()) < 2000  # the body is never echoed


@pytest.mark.parametrize("path", POSTS)
def test_truncations_of_a_valid_body_are_400(client, path):
    data = dumps(one_body(path))
    for cut in sorted(set(range(1, min(len(data), 12))) | set(range(1, len(data), max(1, len(data) // 12)))):
        assert_problem(post(client, path, data[:cut]), 400, "malformed-json")
    assert post(client, path, data).status_code == 200


@pytest.mark.parametrize("path", POSTS)
@pytest.mark.parametrize("content_type", [
    "text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/xml",
    "text/json", "application/javascript", "image/png"])
def test_bodies_that_say_they_are_not_json_are_415(client, path, content_type):
    problem = assert_problem(post(client, path, dumps(one_body(path)), content_type=content_type), 415,
                             "unsupported-media-type")
    assert content_type.split(";")[0] in problem["detail"]


@pytest.mark.parametrize("path", POSTS)
def test_a_charset_other_than_utf8_is_415(client, path):
    body = json.dumps(one_body(path))
    assert_problem(post(client, path, body.encode("utf-16"), content_type="application/json; charset=utf-16"),
                   415, "unsupported-media-type")
    assert post(client, path, body.encode(), content_type="application/json; charset=utf-8").status_code == 200


NOT_OBJECTS = [b"[]", b"3", b'"x"', b"null", b"true", b"-0", b"1e308", b"[" * 1000 + b"]" * 1000,
               b'"' + b"x" * 500_000 + b'"', b"[" + b"1," * 400_000 + b"1]"]


@pytest.mark.parametrize("path", POSTS)
def test_a_body_that_is_not_an_object_is_422(client, path):
    for data in NOT_OBJECTS:
        problem = assert_problem(post(client, path, data), 422, "invalid-body")
        assert problem["errors"] and problem["errors"][0]["pointer"] == ""


@pytest.mark.parametrize("path", POSTS)
def test_unknown_members_are_refused_at_the_top_and_in_every_move(client, path):
    body = one_body(path)
    for name in ("zzz", "", "__proto__", "x" * 1000, "a/b~c"):
        changed = {**copy.deepcopy(body), name: 1}
        problem = assert_problem(post(client, path, dumps(changed)), 422, "invalid-body")
        assert "/" + name.replace("~", "~0").replace("/", "~1") in pointers_of(problem)
    history, prefix = (body, "") if path in HISTORY_PATHS else (body.get("game"), "/game")
    if isinstance(history, dict) and history.get("moves"):
        changed = copy.deepcopy(body)
        moves = changed["moves"] if not prefix else changed["game"]["moves"]
        moves[0]["cheat"] = True
        problem = assert_problem(post(client, path, dumps(changed)), 422, "invalid-body")
        assert f"{prefix}/moves/0/cheat" in pointers_of(problem)


@pytest.mark.parametrize("path", POSTS)
def test_an_object_of_100000_members_is_refused_before_it_is_read(client, path):
    r = post(client, path, dumps({format(i, "x"): 0 for i in range(100_000)}))
    problem = assert_problem(r, 422, "invalid-body")
    assert located(problem) == [{"pointer": "", "message": "At most 64 members in an object (got 100000)."}]
    assert len(r.get_data()) < 1000


BAD_IDS = ["x" * 10_000, "x" * 65, "\x00", "a\nb", "\x1b[31mred", "\x7f", "\x85", 5, None, True, ["ann"]]


@pytest.mark.parametrize("slug", SLUGS)
def test_bad_player_ids_are_422_where_they_are(client, slug):
    paths = family_paths(slug)
    history = one_body(paths["validate"])
    for bad in BAD_IDS:
        for path, body, pointer in (
                (paths["validate"], {**history, "players": [bad, *history["players"][1:]]}, "/players/0"),
                (paths["score"], {"game": {**history, "players": [bad, *history["players"][1:]]}},
                 "/game/players/0"),
                (paths["deal"], {**one_body(paths["deal"]), "players": [bad, "bob"]}, "/players/0")):
            problem = assert_problem(post(client, path, dumps(body)), 422, "invalid-body")
            assert pointer in pointers_of(problem), (path, repr(bad)[:20], problem["errors"])


@pytest.mark.parametrize("slug", SLUGS)
def test_an_empty_player_id_breaks_s1_a_rule_not_the_schema(client, slug):
    """Every game's S1 asks for non-empty ids: a value the rules judge (H1 of the games that
    say so), so validate answers it 200 with the S1 violation at the id, and score and deal
    (which need a legal setup) 422 with that violation, never schema `errors`."""
    paths = family_paths(slug)
    history = one_body(paths["validate"])
    blank = ""
    players = [history["players"][0], blank, *history["players"][2:]]
    r = post(client, paths["validate"], dumps({**history, "players": players}))
    assert r.status_code == 200, r.get_data(as_text=True)[:300]
    verdict = r.get_json()
    assert verdict["legal"] is False and verdict["violation"]["rule"] == "S1", verdict["violation"]
    assert verdict["violation"]["move_index"] is None and verdict["violation"]["pointer"].startswith("/players")
    for path, body in ((paths["score"], {"game": {**history, "players": players}}),
                       (paths["deal"], {**one_body(paths["deal"]), "players": players})):
        problem = assert_problem(post(client, path, dumps(body)), 422, "rule-violation")
        assert problem["violation"]["rule"] == "S1" and "errors" not in problem, (path, problem)


@pytest.mark.parametrize("slug", SLUGS)
def test_an_id_of_spaces_is_non_empty_as_s1_is_written(client, slug):
    paths = family_paths(slug)
    body = one_body(paths["deal"])
    players = ["   ", *body["players"][1:]]
    r = post(client, paths["deal"], dumps({"players": players, "seed": 1}))
    assert r.status_code == 200, r.get_data(as_text=True)[:300]
    dealt = r.get_json()
    assert dealt["players"] == players
    assert post(client, paths["validate"], dumps(dealt)).get_json()["legal"] is True


@pytest.mark.parametrize("slug", [s for s in SLUGS if s != "chokomannaro"])  # its setup names no first player
def test_an_empty_first_player_is_a_violation_at_the_field(client, slug):
    paths = family_paths(slug)
    history = one_body(paths["validate"])
    r = post(client, paths["validate"], dumps({**history, "setup": {**history["setup"], "first_player": ""}}))
    assert r.status_code == 200, r.get_data(as_text=True)[:300]
    violation = r.get_json()["violation"]
    assert violation["move_index"] is None and violation["pointer"] == "/setup/first_player", violation


@pytest.mark.parametrize("slug", SLUGS)
def test_a_move_by_an_empty_player_id_is_a_violation_at_its_move(client, slug):
    paths = family_paths(slug)
    history = one_body(paths["validate"])
    moves = copy.deepcopy(history["moves"])
    first_by_a_player = next(i for i, m in enumerate(moves) if m.get("player"))
    moves[first_by_a_player]["player"] = ""
    r = post(client, paths["validate"], dumps({**history, "moves": moves}))
    assert r.status_code == 200, r.get_data(as_text=True)[:300]
    verdict = r.get_json()
    assert verdict["legal"] is False and verdict["violation"]["move_index"] == first_by_a_player, verdict


@pytest.mark.parametrize("slug", SLUGS)
def test_histories_past_their_limits_are_refused_before_their_items_are_read(client, slug):
    paths = family_paths(slug)
    history = one_body(paths["validate"])
    for path in (paths["validate"], paths["legal_moves"]):
        problem = assert_problem(post(client, path, dumps({**history, "moves": [0] * 100_000})), 422, "invalid-body")
        assert located(problem) == [{"pointer": "/moves", "message": "At most 5000 moves (got 100000)."}]
        problem = assert_problem(post(client, path, dumps({**history, "players": ["p"] * 17})), 422, "invalid-body")
        assert {"pointer": "/players", "message": "At most 16 items (got 17)."} in located(problem)
    big = dumps({**history, "moves": [{"type": "x" * 40, "player": "ann"}] * 30_000})
    assert len(big) > MIB
    assert_problem(post(client, paths["validate"], big), 413, "body-too-large")


RULED_SCHEMA_ERRORS = {"chokomasquerade"}
"""The games whose rules of record give every schema error its rule (ChokoMasquerade's
section 10: "each with a pointer and the rule H1, H2 or D1")."""


@pytest.mark.parametrize("slug", SLUGS)
def test_schema_errors_carry_a_rule_where_the_game_names_one(client, slug):
    paths = family_paths(slug)
    history = one_body(paths["validate"])
    for path, body in ((paths["validate"], {**history, "zzz": 1, "moves": [5]}),
                       (paths["score"], {"game": {**history, "zzz": 1}}),
                       (paths["deal"], {**one_body(paths["deal"]), "zzz": 1})):
        problem = assert_problem(post(client, path, dumps(body)), 422, "invalid-body")
        rules = [e.get("rule") for e in problem["errors"]]
        if slug in RULED_SCHEMA_ERRORS:
            assert all(rules), (path, problem["errors"])
        else:
            assert not any(rules), (path, problem["errors"])


@pytest.mark.parametrize("slug", SLUGS)
def test_a_bare_history_sent_to_score_is_told_to_wrap_it(client, slug):
    history = one_body(family_paths(slug)["validate"])
    problem = assert_problem(post(client, f"/score/{slug}", dumps(history)), 422, "invalid-body")
    assert located(problem) == [{"pointer": "", "message": (
        'This looks like a bare history: send it as {"game": <history>} (or the final form as {"final": ...}).')}]
    italian = post(client, f"/score/{slug}", dumps(history), headers={"Accept-Language": "it"}).get_json()
    assert "storico" in italian["errors"][0]["message"] and "storico" in italian["detail"]


# --- the body size limit ------------------------------------------------------------------


def _raw_post(app, path: str, body: bytes, *, length: str | None, chunked: bool = False):
    environ = EnvironBuilder(path=path, method="POST", content_type=JSON).get_environ()
    environ["wsgi.input"] = io.BytesIO(body)
    if length is not None:
        environ["CONTENT_LENGTH"] = length
    if chunked:
        environ.pop("CONTENT_LENGTH", None)
        environ["HTTP_TRANSFER_ENCODING"] = "chunked"
        environ["wsgi.input_terminated"] = True
    iterable, status, _ = run_wsgi_app(app, environ, buffered=True)
    return int(status.split()[0]), b"".join(iterable)


@pytest.mark.parametrize("path", POSTS)
def test_a_body_over_the_limit_is_413_unread_or_cut_off(app, path):
    status, _ = _raw_post(app, path, b"", length=str(MIB + 1))
    assert status == 413
    status, body = _raw_post(app, path, b" " * (MIB + 10), length=None, chunked=True)
    assert status == 413 and json.loads(body)["type"] == "/problems/body-too-large"


def test_the_limit_follows_the_setting():
    small = create_app(Settings(MAX_BODY_BYTES=64))
    path = POSTS[0]
    status, _ = _raw_post(small, path, dumps(one_body(path)) + b" " * 64, length=None, chunked=True)
    assert status == 413


@pytest.mark.parametrize("path", GETS)
def test_get_paths_ignore_hostile_query_strings(client, path):
    r = client.get(path, query_string="x=" + "%00" * 100 + "&lang=it&" + "a=1&" * 500)
    assert r.status_code == 200, (path, r.status_code)
