"""Helpers for API tests: problem-document checks and schema conformance."""

from __future__ import annotations

from marshmallow import Schema

PROBLEM = "application/problem+json"


def assert_problem(response, status: int, slug: str | None = None) -> dict:
    assert response.status_code == status, (response.status_code, response.get_data(as_text=True)[:500])
    assert response.mimetype == PROBLEM
    body = response.get_json(force=True)
    assert body["status"] == status
    for key in ("type", "title", "detail"):
        assert isinstance(body[key], str) and body[key]
    if slug:
        assert body["type"] == f"/problems/{slug}"
    text = response.get_data(as_text=True)
    assert "Traceback" not in text and "/work/" not in text and ".py" not in text
    return body


def assert_conforms(schema: type[Schema], body) -> None:
    """The answer loads through its documented schema with no error (unknown keys refused)."""
    errors = schema().validate(body)
    assert not errors, errors


def assert_rule(response, rule: str, pointer: str | None = None, move_index=...) -> dict:
    body = assert_problem(response, 422, "rule-violation")
    v = body["violation"]
    assert v["rule"] == rule, v
    if pointer is not None:
        assert v["pointer"] == pointer, v
    if move_index is not ...:
        assert v["move_index"] == move_index, v
    return v


def flat(entry: dict) -> dict:
    """A legal-moves entry with its move's fields beside what describes it (`type`, `player`,
    `card`... next to `probability`, `back`...): how a test reads the complete ones."""
    return {**{k: v for k, v in entry.items() if k != "move"}, **entry["move"]}


def flat_moves(answer: dict) -> list[dict]:
    """The entries of a legal-moves answer, each :func:`flat`."""
    return [flat(e) for e in answer["moves"]]
