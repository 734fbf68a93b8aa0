"""A check reads the state, it never writes it (service/games/README.md, "Legality, one
shape"): for every game, at points along its sample games, asking `refusal` of every
candidate the state lists and of the move the game played next leaves every value the state
reaches the same."""

from __future__ import annotations

import enum
from collections.abc import Mapping
from fractions import Fraction
from typing import Any

import pytest

from tests.conformance.test_conformance import GAMES, api_of, load, sample_histories, states_along


ATOMS = (str, int, float, bytes, bool, Fraction, enum.Enum, type(None))


def fingerprint(value: Any, seen: dict[int, int] | None = None) -> Any:
    """Every value reachable from `value`, as nested tuples (an object by its attributes, a
    function or a class by its identity, an object met again by where it was first met)."""
    seen = {} if seen is None else seen
    if isinstance(value, ATOMS):
        return value
    if callable(value) and not hasattr(value, "__dict__") or isinstance(value, type) or hasattr(value, "__code__"):
        return ("callable", id(value))
    if id(value) in seen:
        return ("again", seen[id(value)])
    seen[id(value)] = len(seen)
    if isinstance(value, Mapping):
        return ("map", tuple((fingerprint(k, seen), fingerprint(v, seen)) for k, v in value.items()))
    if isinstance(value, (list, tuple, set, frozenset)):
        items = sorted(value, key=repr) if isinstance(value, (set, frozenset)) else value
        return (type(value).__name__, tuple(fingerprint(v, seen) for v in items))
    names = [*getattr(value, "__dict__", {})]
    names += [n for cls in type(value).__mro__ for n in getattr(cls, "__slots__", ()) if hasattr(value, n)]
    return (type(value).__name__, tuple((n, fingerprint(getattr(value, n), seen)) for n in names))


@pytest.mark.parametrize("slug", GAMES)
def test_asking_refusal_changes_nothing_in_the_state(slug):
    api = api_of(slug)
    asked = 0
    for history in sample_histories(slug):
        moves = load(api, history)["moves"]
        for cut, state in states_along(api, history, every=3):
            before = fingerprint(state)
            for candidate in [*state.candidates(), *moves[cut:cut + 1]]:
                state.refusal(candidate)
                asked += 1
            assert fingerprint(state) == before, (slug, cut)
    assert asked > 100, asked
