"""service/private_api.py, the one module that uses frameworks' private members: its answers
are marshmallow's own path's, for every request kind (every game's validate, legal-moves,
score and deal, and the games' own paths), valid and invalid bodies; it names the versions it
was written against, and those are the installed ones and the pins of pyproject.toml; no
other module of the service uses the private members it replaced."""

from __future__ import annotations

import copy
import json
import random
import re
import tomllib
from importlib.metadata import version
from pathlib import Path

import pytest
from marshmallow import ValidationError
from hypothesis import given
from hypothesis import strategies as st

from service import private_api
from service.private_api import WRITTEN_AGAINST, public_path
from tests.fuzz.corpus import POSTS, valid_bodies
from tests.fuzz.strategies import encode, fuzz_settings, get, locations, mutated_document, retyped

ROOT = Path(__file__).resolve().parents[2]
HEADERS = {"X-Request-ID": "private-api"}


@pytest.fixture(scope="module")
def client():
    from service.app import create_app
    from service.config import Settings

    # no replay cache: the second of two equal requests must be replayed, not continued
    app = create_app(Settings.from_env(REPLAY_CACHE_BYTES=0))
    app.config["TESTING"] = True
    return app.test_client()


def answer(client, path: str, data: bytes, lang: str = "en") -> tuple:
    r = client.post(path, data=data, content_type="application/json",
                    headers={**HEADERS, "Accept-Language": lang})
    return r.status_code, r.headers.get("Content-Type"), r.headers.get("Content-Language"), r.get_data()


def assert_same_answers(client, path: str, bodies: list[bytes], lang: str = "en") -> None:
    fast = [answer(client, path, data, lang) for data in bodies]
    with public_path():
        public = [answer(client, path, data, lang) for data in bodies]
    for data, f, p in zip(bodies, fast, public):
        if f[0] == p[0] == 200 and drawn_at_random(path, data):
            continue  # a deal without a seed: drawn at random, nothing to compare but the status
        assert f == p, (path, data[:300], f[0], f[3][:500], p[0], p[3][:500])


def drawn_at_random(path: str, data: bytes) -> bool:
    if not path.endswith("/deal"):
        return False
    body = json.loads(data)
    return not isinstance(body, dict) or body.get("seed") is None


def invalid_bodies(path: str, count: int = 12) -> list:
    """Bodies of `path` that break its schema: a valid body with, at `count` of its nodes
    chosen at random (seeded by the path), each value of another type, the node deleted, an
    unknown member added; the root with too many members, and null."""
    doc = valid_bodies(path)[0]
    rng = random.Random(path)
    places = [p for p in locations(doc) if p]
    out: list = [None, [], {**doc, **{f"extra{i}": i for i in range(70)}}, {**doc, "unknown": 1}]
    for place in rng.sample(places, min(count, len(places))):
        value = get(doc, place)
        for other in retyped(value):
            changed = copy.deepcopy(doc)
            get(changed, place[:-1])[place[-1]] = other
            out.append(changed)
        deleted = copy.deepcopy(doc)
        del get(deleted, place[:-1])[place[-1]]
        out.append(deleted)
        if isinstance(value, dict):
            added = copy.deepcopy(doc)
            get(added, place)["surplus"] = 0
            out.append(added)
    return out


@pytest.mark.parametrize("path", POSTS)
def test_valid_bodies_are_answered_as_marshmallow_answers_them(client, path):
    bodies = [encode(body) for body in valid_bodies(path)]
    assert_same_answers(client, path, bodies)
    assert all(answer(client, path, data)[0] == 200 for data in bodies), "the valid corpus is valid"


@pytest.mark.parametrize("path", POSTS)
@pytest.mark.parametrize("lang", ["en", "it"])
def test_invalid_bodies_are_refused_as_marshmallow_refuses_them(client, path, lang):
    bodies = [encode(body) for body in invalid_bodies(path)]
    assert_same_answers(client, path, bodies, lang)
    statuses = {answer(client, path, data)[0] for data in bodies}
    assert 422 in statuses, statuses  # the corpus reaches the schemas' refusals


@pytest.mark.parametrize("path", POSTS)
def test_mutated_bodies_are_answered_as_marshmallow_answers_them(client, path):
    docs = valid_bodies(path)

    @fuzz_settings(25)
    @given(doc=st.sampled_from(docs).flatmap(mutated_document))
    def run(doc):
        assert_same_answers(client, path, [encode(doc)])

    run()


def test_the_public_path_takes_the_members_away_and_gives_them_back():
    from marshmallow import Schema, fields

    lean, fast = private_api.Lean.__dict__["deserialize"], private_api.FastMembers.__dict__["_deserialize"]
    with public_path():
        assert "deserialize" not in private_api.Lean.__dict__
        assert "_deserialize" not in private_api.FastMembers.__dict__
        assert private_api.FastMembers._deserialize is Schema._deserialize
        from schemas.fields import PlayerId
        assert PlayerId.deserialize is fields.Field.deserialize
    assert private_api.Lean.__dict__["deserialize"] is lean
    assert private_api.FastMembers.__dict__["_deserialize"] is fast


def pins() -> dict[str, str]:
    """The exact pins of pyproject.toml's dependencies, by distribution name."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    out = {}
    for requirement in project["dependencies"]:
        name, _, pinned = requirement.partition("==")
        out[name.strip().lower()] = pinned.strip()
    return out


@pytest.mark.parametrize("distribution", sorted(WRITTEN_AGAINST))
def test_the_module_was_written_against_the_pinned_and_installed_version(distribution):
    """A changed pin fails here until service/private_api.py is read again against the new
    version and WRITTEN_AGAINST (and the docstring) say so."""
    written = WRITTEN_AGAINST[distribution]
    assert pins()[distribution] == written, (distribution, pins()[distribution], written)
    assert version(distribution) == written, (distribution, version(distribution), written)
    assert f"{distribution} {written}" in (private_api.__doc__ or ""), "the docstring names the version"


# The private members the service no longer uses: none of them may come back outside the module.
REPLACED = {
    "request_ctx": "flask.request",
    "_cached_data": "the body in the WSGI environ (service.http.body_reading.BODY)",
    "_apidoc": "functools.update_wrapper",
    "_raw_load_json": "webargs' load_json",
    "_on_validation_error": "webargs' handle_error",
    "_register_error_handlers": "errors.register_error_handlers, after flask-smorest's",
    "_register_responses": "service.private_api.DocumentedApi",
    "_register_pagination_header": "service.private_api.DocumentedApi",
    "_do_load": "Schema.load",
}
SCHEMA_READER = re.compile(r"def _deserialize\(self, data, \*, error_store")


def test_no_other_module_uses_the_private_members():
    found = []
    for path in [*ROOT.joinpath("service").rglob("*.py"), *ROOT.joinpath("schemas").rglob("*.py")]:
        if path == Path(private_api.__file__):
            continue
        text = path.read_text(encoding="utf-8")
        found += [(str(path.relative_to(ROOT)), name) for name in REPLACED if name in text]
        if SCHEMA_READER.search(text):
            found.append((str(path.relative_to(ROOT)), "Schema._deserialize"))
    assert found == []


def test_a_request_object_of_too_many_members_is_refused_by_load_and_validate_alike():
    from schemas.fields import MAX_MEMBERS
    from schemas.registry import apis

    schema = apis()["choco-late"].deal_request()
    crowded = {"players": ["ann", "bob"], **{f"m{i}": i for i in range(MAX_MEMBERS)}}
    refusal = {"_schema": [f"At most {MAX_MEMBERS} members in an object (got {MAX_MEMBERS + 1})."]}
    assert schema.validate(crowded) == refusal
    with pytest.raises(ValidationError) as caught:
        schema.load(crowded)
    assert caught.value.messages == refusal and caught.value.valid_data is None
    assert schema.validate({"players": ["ann", "bob"], "seed": 1}) == {}
