"""A history is decoded from bytes on a fast path (schemas/history_codec.py, msgspec into the
game's move classes) and, whenever that path does not take it whole, parsed and loaded by the
history's schema, whose moves field checks each move from the same declarations
(schemas/declared.py). Whatever the fast path takes, the full path takes too, into the same
values; a body the full path takes and the fast path leaves is one it must leave (a string
with an escape, a member a game's rules ignore)."""

from __future__ import annotations

import json
from functools import lru_cache

import msgspec
import orjson
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from marshmallow import ValidationError

from schemas.declared import DeclaredValue, compile_finish, plain_struct
from schemas.registry import apis

SLUGS = tuple(apis())
SETTINGS = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@lru_cache(maxsize=None)
def sample(slug: str) -> dict:
    api = apis()[slug]
    return api.random_history(api.player_counts().start, 5)


@lru_cache(maxsize=None)
def values(slug: str):
    """Values near the ones the moves of `slug` take, and some that are not."""
    seen = [v for m in sample(slug)["moves"] for k, v in m.items() if k != "type"]
    return st.sampled_from(seen or [0]) | st.none() | st.booleans() | st.integers(-3, 120) | \
        st.sampled_from(["", "fear", "zed", "x" * 70, "ann\u0007", 1.5, [], {}, [1, 2], ["x"] * 101])


@st.composite
def raw_moves(draw, slug: str) -> dict:
    """A move of a declared type with each field present or not, of a near value or another,
    sometimes a member of another type or an unknown one."""
    types = apis()[slug].moves.types
    kind = draw(st.sampled_from(types.tags))
    names = list(types.fields(types.by_tag[kind]))
    move = {"type": kind}
    for name in names + ["zzz"]:
        if draw(st.integers(0, 4)) or name == "zzz" and draw(st.booleans()):
            move[name] = draw(values(slug))
    others = sorted({n for c in types.classes for n in types.fields(c)} - set(names))
    if others and draw(st.integers(0, 4)) == 0:
        move[draw(st.sampled_from(others))] = draw(values(slug))
    return move


def both_paths(slug: str, body: dict, member: str | None = None):
    """(the fast path's decoded history or None, the full path's loaded history or its errors)."""
    api = apis()[slug]
    data = json.dumps(body).encode()
    fast = api.history_codec.decode(data, member)
    schema = api.score_request() if member else api.history()
    try:
        full = schema.load(orjson.loads(data))
    except ValidationError as error:
        full = error
    return fast, full


def fast_loaded(slug: str, fast, member: str | None = None):
    """The fast path's history loaded by the schema as the service loads it."""
    api = apis()[slug]
    schema = api.score_request() if member else api.history()
    return schema.load(fast.document(member))


@pytest.mark.parametrize("slug", SLUGS)
def test_every_move_of_a_real_game_is_decoded_on_the_fast_path_as_the_full_path_loads_it(slug):
    body = sample(slug)
    fast, full = both_paths(slug, body)
    assert fast is not None and not isinstance(full, ValidationError)
    assert tuple(fast.moves) == full["moves"] and fast_loaded(slug, fast) == full
    fast, full = both_paths(slug, {"game": body}, "game")
    assert fast is not None and fast_loaded(slug, fast, "game") == full


@pytest.mark.parametrize("slug", SLUGS)
def test_what_the_fast_path_takes_the_full_path_takes_into_the_same_values(slug):
    api = apis()[slug]

    @SETTINGS
    @given(raw=raw_moves(slug), at=st.integers(0, 10**6))
    def check(raw, at):
        body = json.loads(json.dumps(sample(slug)))
        moves = body["moves"]
        moves.insert(at % (len(moves) + 1), raw)
        fast, full = both_paths(slug, body)
        if fast is not None:
            assert not isinstance(full, ValidationError), (raw, full)
            assert fast_loaded(slug, fast) == full
        elif not isinstance(full, ValidationError) and api.moves.unknown == "refuse":
            assert "\\" in json.dumps(raw), raw  # only a string written with an escape goes the full way

    check()


@pytest.mark.parametrize("slug", SLUGS)
def test_a_move_checked_on_the_full_path_is_the_value_the_codec_decodes(slug):
    codec = apis()[slug].moves

    @SETTINGS
    @given(raw=raw_moves(slug))
    def check(raw):
        move, errors = codec.check(raw)
        try:
            decoded = msgspec.json.decode(json.dumps(raw).encode(), type=codec.types.union)
        except msgspec.ValidationError:
            decoded = None
        if decoded is not None and "\\" not in json.dumps(raw):  # (an escape may hide a control character)
            assert move == decoded and not errors, (raw, errors)
        if move is not None and codec.unknown == "refuse":
            assert decoded == move or "\\" in json.dumps(raw), raw

    check()


@pytest.mark.parametrize("slug", SLUGS)
def test_a_move_written_back_is_the_same_json(slug):
    api = apis()[slug]
    body = sample(slug)
    fast = api.history_codec.decode(json.dumps(body).encode())
    assert [api.move(m) for m in fast.moves] == body["moves"]


BIG_INTEGERS = (2**63 - 1, 2**63, 2**64 - 1, 2**64, -(2**63) - 1)
"""Integers around what 64 bits hold: the compiled decoder takes 64 signed bits, the JSON
reader 64 bits signed or not (a larger one it reads as a float)."""


def head_places(doc, at=()):
    """Every place of a history but its moves (a list's first two items)."""
    out = [at] if at else []
    items = doc.items() if isinstance(doc, dict) else enumerate(doc[:2]) if isinstance(doc, list) else ()
    for key, child in items:
        if at or key != "moves":
            out += head_places(child, (*at, key))
    return out


@st.composite
def mutated_heads(draw, slug: str) -> dict:
    """The sample history with one value of its head replaced (by a near value, an integer
    around 64 bits, another JSON value) or removed, or an object of it given a member."""
    body = json.loads(json.dumps(sample(slug)))
    path = draw(st.sampled_from(head_places(body)))
    parent = body
    for key in path[:-1]:
        parent = parent[key]
    op = draw(st.integers(0, 4))
    if op == 0:
        del parent[path[-1]]
    elif op == 1 and isinstance(parent[path[-1]], dict):
        parent[path[-1]]["zzz"] = draw(values(slug))
    else:
        parent[path[-1]] = draw(st.sampled_from(BIG_INTEGERS) | values(slug) | st.just(parent[path[-1]]))
    return body


@pytest.mark.parametrize("slug", SLUGS)
def test_a_head_the_fast_path_takes_is_loaded_as_the_full_path_loads_it(slug):
    """Whatever head (players, variants, setup, seed) the codec takes, the schema takes into
    the same history, and the history the codec loads whole is that one; a head it leaves
    is one the schema refuses, or one holding an integer beyond 64 signed bits or an escape."""
    api = apis()[slug]

    @SETTINGS
    @given(body=mutated_heads(slug))
    def check(body):
        fast, full = both_paths(slug, body)
        text = json.dumps(body)
        if fast is not None:
            assert not isinstance(full, ValidationError), (body, full)
            assert fast_loaded(slug, fast) == full
            if api.history_codec.loads_whole:
                assert fast.loaded == full
        elif not isinstance(full, ValidationError):
            assert "\\" in text or any(str(n) in text for n in BIG_INTEGERS if not -(2**63) <= n < 2**63), body

    check()


@pytest.mark.parametrize("slug", SLUGS)
def test_a_declared_member_is_made_the_engines_value_as_plain_struct_makes_it(slug):
    """The compiled finish of a declared member of the head (schemas.declared.compile_finish,
    what the codec and the schema call) gives what plain_struct gives, for any head member
    the member's type takes."""
    members = {name: f for name, f in apis()[slug].history().fields.items() if isinstance(f, DeclaredValue)}

    @SETTINGS
    @given(body=mutated_heads(slug))
    def check(body):
        for name, member in members.items():
            if name not in body:
                continue
            try:
                value = msgspec.convert(body[name], member.kind)
            except msgspec.ValidationError:
                continue
            finish = compile_finish(msgspec.inspect.type_info(member.kind))
            assert (value if finish is None else finish(value)) == plain_struct(value), (name, body[name])

    check()


@pytest.mark.parametrize("slug", SLUGS)
def test_two_heads_of_one_key_are_one_head_to_the_engine(slug):
    """The replay cache's key of a head (DecodedHistory.head_key, written from the loaded
    head): the same for the same head however it is written (spaces, the order of members),
    and two heads the codec takes share it only where they load into the same history (one
    left out and one given as its default may not: a key of its own is a miss, not an error)."""
    api = apis()[slug]
    base = api.history_codec.decode(json.dumps(sample(slug)).encode())
    spaced = {k: v for k, v in reversed(list(sample(slug).items()))}
    assert api.history_codec.decode(json.dumps(spaced, indent=2).encode()).head_key == base.head_key

    @SETTINGS
    @given(body=mutated_heads(slug))
    def check(body):
        fast = api.history_codec.decode(json.dumps(body).encode())
        if fast is not None and api.history_codec.loads_whole:
            same_head = {k: v for k, v in fast.loaded.items() if k != "moves"} == \
                {k: v for k, v in base.loaded.items() if k != "moves"}
            assert fast.head_key != base.head_key or same_head, body

    check()
