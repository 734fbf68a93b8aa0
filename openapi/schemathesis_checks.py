"""Checks of our own for Schemathesis (bin/check-contract loads them with SCHEMATHESIS_HOOKS).

schemathesis.toml lets a body that matches the document be answered 422: the rules of the
game are not in the schema. This check makes sure such a 422 is a broken *rule*: when the
document says a body is valid, the service must not refuse it as a *schema* error
(`invalid-body`), or the document lies about the schema. Two things OpenAPI 3.0 cannot say
are the exceptions, and only they:

- map keys (the player ids that key `setup.hands`): 3.0 has no `propertyNames`, so a key
  that is not a player id is refused although the document cannot forbid it;
- integers beyond 64 bits, which the JSON parser reads as floats ("not an integer");
- a view's `player` that is a well-formed player id but none of the game's `players` (one
  field's value drawn from another's: 3.0 cannot tie them).

It also lets any body be answered 413; the second check makes sure that only a body over
the limit is.
"""

from __future__ import annotations

import sys
from pathlib import Path

import schemathesis

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the repository: schemas.fields
from schemas.fields import check_player_id  # noqa: E402
from service.config import Settings  # noqa: E402

MAX_BODY_BYTES = Settings.from_env().MAX_BODY_BYTES

INT_RANGE = range(-(2**63), 2**64)


def _tokens(pointer: str) -> list[str]:
    return [t.replace("~1", "/").replace("~0", "~") for t in pointer.split("/")[1:]] if pointer else []


def _at(document, tokens):
    for token in tokens:
        if isinstance(document, dict):
            document = document[token]
        elif isinstance(document, list):
            document = document[int(token)]
        else:
            raise KeyError(token)
    return document


def _bad_key(body, tokens: list[str], message: str) -> bool:
    """The error is about a key of a map (a player id that is not one), not about its value."""
    for key_at in (len(tokens) - 2, len(tokens) - 1):  # ".../<key>/key" or ".../<key>"
        if key_at < 0 or (key_at == len(tokens) - 2 and tokens[-1] != "key"):
            continue
        try:
            parent = _at(body, tokens[:key_at])
        except (KeyError, IndexError, ValueError, TypeError):
            continue
        key = tokens[key_at]
        if isinstance(parent, dict) and key in parent and check_player_id(key) == message:
            return True
    return False


def _not_a_player(body, tokens: list[str]) -> bool:
    """The error is about a view's `player`, a player id that is not one of the game's."""
    if tokens != ["player"] or not isinstance(body, dict) or not isinstance(body.get("game"), dict):
        return False
    players, player = body["game"].get("players"), body.get("player")
    return isinstance(players, list) and isinstance(player, str) and not check_player_id(player) and \
        player not in players


def _inexpressible(body, error: dict) -> bool:
    tokens = _tokens(error["pointer"])
    if _bad_key(body, tokens, error["message"]) or _not_a_player(body, tokens):
        return True
    try:
        value = _at(body, tokens)
    except (KeyError, IndexError, ValueError, TypeError):
        return False
    return type(value) is int and value not in INT_RANGE  # read as a float by the JSON parser


@schemathesis.check
def valid_bodies_are_not_schema_errors(ctx, response, case):
    """A body the document calls valid is answered 2xx, or 422 for a broken rule."""
    meta = case.meta
    if meta is None or not meta.generation.mode.is_positive or response.status_code != 422:
        return None
    problem = response.json()
    if problem.get("type") != "/problems/invalid-body":
        return None
    unexplained = [e for e in problem.get("errors", []) if not _inexpressible(case.body, e)]
    if unexplained:
        raise AssertionError(
            "A body that matches the document was refused as a schema error (the document and the "
            f"parser disagree): {unexplained}")
    return None


@schemathesis.check
def only_bodies_over_the_limit_are_too_large(ctx, response, case):
    """A 413 answers a body over the limit, and only such a body (schemathesis.toml lets
    both checks of the data take 413)."""
    if response.status_code != 413:
        return None
    body = response.request.body or b""
    size = len(body.encode() if isinstance(body, str) else body)
    if size <= MAX_BODY_BYTES:
        raise AssertionError(f"a body of {size} bytes, within the limit of {MAX_BODY_BYTES}, was refused with 413")
    return None
