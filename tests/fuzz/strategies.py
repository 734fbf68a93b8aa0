"""Hypothesis strategies for the fuzz suite, and the check every answer must pass.

Three kinds of garbage (arbitrary JSON values, random bytes, mutated valid bodies) and
near-valid games (legal histories from the engine's seeded random player with one thing
changed: a field, a truncation, a duplicate, a type).
"""

from __future__ import annotations

import copy
import json
import os
from pathlib import Path

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

from schemas.registry import apis
from tests.helpers import assert_conforms
from tests.fuzz.corpus import ANSWER_SCHEMAS

ROOT = Path(__file__).resolve().parents[2]
PROBLEM = "application/problem+json"
# What would betray an internal failure: a trace, a source path, an installed package.
LEAKS = ("Traceback (most recent call last)", 'File "/', str(ROOT), "site-packages", "/usr/lib/python")

# CHOCO_FUZZ_SCALE=10 runs ten times as many examples (a deeper run than CI's).
SCALE = float(os.environ.get("CHOCO_FUZZ_SCALE", "1"))


def fuzz_settings(examples: int) -> settings:
    return settings(
        max_examples=max(1, int(examples * SCALE)),
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much,
                               HealthCheck.large_base_example],
        print_blob=True,
    )


def schema_error_rules(path: str) -> frozenset[str] | None:
    """The rule ids a schema error at `path` may name, where the game's rules name one for
    every schema error (ChokoMasquerade); None where errors carry no rule."""
    slug = next((s for s in apis() if path.endswith(f"/{s}") or path.startswith(f"/{s}/")), None)
    if slug is None or getattr(apis()[slug].history, "error_rule", None) is None:
        return None
    return frozenset({"H1", "H2", "D1", "F1"})


def check_answer(path: str, response) -> object | None:
    """Never a 5xx; an error is a problem document; a 200 follows the documented answer
    schema; nothing internal shows. Returns the parsed body."""
    status = response.status_code
    text = response.get_data(as_text=True)
    assert status < 500, (path, status, text[:500])
    for leak in LEAKS:
        assert leak not in text, (path, leak, text[:500])
    assert response.headers.get("X-Content-Type-Options") == "nosniff"
    if status >= 400:
        assert response.mimetype == PROBLEM, (path, status, response.mimetype)
        problem = json.loads(text)
        assert problem["status"] == status
        assert problem["type"].startswith("/problems/")
        assert isinstance(problem["title"], str) and isinstance(problem["detail"], str) and problem["detail"]
        if problem["type"] == "/problems/invalid-body":
            assert 1 <= len(problem["errors"]) <= 100
            rules = schema_error_rules(path)
            for error in problem["errors"]:
                assert set(error) == ({"pointer", "message"} if rules is None else {"pointer", "message", "rule"})
                assert rules is None or error["rule"] in rules, (path, error)
                assert error["pointer"] == "" or error["pointer"].startswith("/")
        if problem["type"] == "/problems/rule-violation":
            assert set(problem["violation"]) >= {"move_index", "rule", "message", "pointer"}
        return problem
    assert status == 200, (path, status)
    assert response.mimetype == "application/json", (path, response.mimetype)
    body = json.loads(text)
    assert_conforms(ANSWER_SCHEMAS[path], body)
    return body


# --- arbitrary JSON --------------------------------------------------------------------------

# Member names the schemas know, so that generated objects reach past the first check.
NAMES = ("lots", "trays", "game", "final", "players", "player", "setup", "hands", "moves", "variants", "seed",
         "type", "lot", "amount", "vouchers", "first_player", "box", "pile", "free_bidding", "best_wins",
         "two_trays", "ann", "bob")
MOVE_TYPES = ("choose_lot", "open", "join", "raise", "pass", "reveal", "replace", "arrange_trays")

edge_integers = st.sampled_from([0, 1, -1, 2, 15, 50, 100, 101, 2**31, 2**53 + 1, 2**63 - 1, -(2**63), 2**64 - 1])
scalars = (
    st.none() | st.booleans()
    | st.integers(min_value=-(2**63), max_value=2**64 - 1) | st.integers(0, 101) | edge_integers
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=20) | st.sampled_from(NAMES + MOVE_TYPES)
)
member_names = st.sampled_from(NAMES) | st.text(max_size=12)
json_values = st.recursive(
    scalars,
    lambda children: st.lists(children, max_size=8) | st.dictionaries(member_names, children, max_size=8),
    max_leaves=40,
)
json_objects = st.dictionaries(member_names, json_values, max_size=6)


def encode(value) -> bytes:
    """JSON text for any generated value (integers past 64 bits included)."""
    return json.dumps(value, ensure_ascii=False, allow_nan=False).encode("utf-8", "surrogatepass")


# --- mutations of valid documents --------------------------------------------------------------


def locations(doc) -> list[tuple]:
    """Every (path) of a node in `doc`, as a tuple of keys and indexes; () is the root."""
    out = [()]
    stack = [((), doc)]
    while stack:
        path, node = stack.pop()
        items = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else ()
        for key, child in items:
            out.append(path + (key,))
            stack.append((path + (key,), child))
    return out


def get(doc, path: tuple):
    for key in path:
        doc = doc[key]
    return doc


def retyped(value):
    """Near-miss values of another type."""
    if isinstance(value, bool):
        return [int(value), str(value).lower(), None]
    if isinstance(value, int):
        return [str(value), float(value), value + 0.5, bool(value % 2), [value], {"value": value}, None]
    if isinstance(value, float):
        return [int(value), str(value)]
    if isinstance(value, str):
        return [len(value), [value], {value: value}, value.upper(), value + "\x00", value * 20, ""]
    if isinstance(value, list):
        return [dict(enumerate(value)), value[:1], value * 2, value[::-1], [value], None]
    if isinstance(value, dict):
        return [list(value.values()), list(value), {k: v for k, v in list(value.items())[1:]}, None]
    return [0, "", [], {}]


@st.composite
def mutated_document(draw, doc, max_mutations: int = 3):
    """`doc` with 1..max_mutations structural changes: a node replaced (by an arbitrary value,
    an edge integer or one of another type), deleted, duplicated, or a member added."""
    doc = copy.deepcopy(doc)
    for _ in range(draw(st.integers(1, max_mutations))):
        places = locations(doc)
        path = draw(st.sampled_from(places))
        op = draw(st.sampled_from(("replace", "edge", "retype", "delete", "duplicate", "add", "add")))
        if not path:  # the root
            if op in ("delete", "retype", "replace"):
                return draw(st.sampled_from(retyped(doc)) if op == "retype" else json_values)
            if isinstance(doc, dict):
                doc[draw(member_names)] = draw(json_values)
            continue
        parent, key = get(doc, path[:-1]), path[-1]
        value = parent[key]
        if op == "replace":
            parent[key] = draw(json_values)
        elif op == "edge":
            parent[key] = draw(edge_integers | st.sampled_from([True, 0.5, "1", None, [], {}]))
        elif op == "retype":
            parent[key] = draw(st.sampled_from(retyped(value)))
        elif op == "delete":
            del parent[key]
        elif op == "duplicate" and isinstance(parent, list):
            parent.insert(key, copy.deepcopy(value))
        elif isinstance(value, dict):
            value[draw(member_names)] = draw(json_values)
        elif isinstance(value, list):
            value.insert(draw(st.integers(0, len(value))), draw(json_values))
        else:
            parent[key] = draw(json_values)
    return doc


@st.composite
def mutated_bytes(draw, data: bytes):
    """`data` with 1..4 byte-level changes: a byte flipped, inserted or deleted, a span
    duplicated, or the text cut short."""
    data = bytearray(data)
    for _ in range(draw(st.integers(1, 4))):
        if not data:
            data += draw(st.binary(min_size=1, max_size=4))
            continue
        i = draw(st.integers(0, len(data) - 1))
        op = draw(st.sampled_from(("flip", "insert", "delete", "duplicate", "truncate", "special")))
        if op == "flip":
            data[i] ^= 1 << draw(st.integers(0, 7))
        elif op == "insert":
            data[i:i] = draw(st.binary(min_size=1, max_size=4))
        elif op == "delete":
            del data[i:i + draw(st.integers(1, 8))]
        elif op == "duplicate":
            j = draw(st.integers(i, min(len(data), i + 64)))
            data[j:j] = data[i:j]
        elif op == "truncate":
            del data[i:]
        else:
            data[i:i] = draw(st.sampled_from([b"\xff", b"\xc0\x80", b"\\", b'"', b"]", b"}", b",", b"\x00", b"1e999",
                                              b"-", b"\xed\xa0\x80", b"\\ud800", b"[" * 2000]))
    return bytes(data)
