"""A client that knows no game plays every game (``shared/API.md`` Part 1).

It reads only what the family contract fixes: ``GET /games`` (each game's player counts and
variant ids), ``deal``, ``legal-moves`` and ``validate``. For every game, every player count
and every set of its variants it deals (a set the game refuses, such as Choco Late's
`two_trays` for five players, is a 422 with the rule's violation, and is checked against
what the game allows), then plays to the end: it picks an entry of `legal-moves` at random
(a kind of move first, then an entry of it, so that no game's long lists drown the rest; at
a chance point by the probabilities half of the time), fills each open field of `choose`
with an allowed value (boundaries often: `min`, `max`, the fewest and the most items, null
where it is offered, which leaves the field out) and appends the entry's `move` exactly as
filled. Every append must be legal (`validate` says so, and the next `legal-moves` answers
200), `finished` must hold its meaning (finished exactly when `moves` is empty, and then
`to_act` too), the probabilities of a chance point must sum to 1, and every game must reach
`finished` within the move limit. Seeded: the same games every run.

Beside it, a property (hypothesis): at any point of a random game of any game, any entry of
`legal-moves` filled with any allowed values (hypothesis draws them, and shrinks a failure
to the smallest) is a move `validate` accepts.
"""

from __future__ import annotations

import itertools
import random
from fractions import Fraction
from functools import lru_cache

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from schemas.common import MAX_MOVES
from schemas.registry import apis
from service.app import create_app

NAMES = ("ann", "bob", "cat", "dan", "eve", "fay")
SEED = 21


def _games() -> list[dict]:
    client = create_app().test_client()
    return client.get("/games").get_json()["games"]


def _cases() -> list:
    cases = []
    for game in _games():
        variant_ids = game["variants"]
        for size in range(len(variant_ids) + 1):
            for chosen in itertools.combinations(variant_ids, size):
                for players in range(game["players"]["min"], game["players"]["max"] + 1):
                    name = f"{game['id']}-{players}p" + "".join(f"-{v}" for v in chosen)
                    cases.append(pytest.param(game["id"], players, chosen, id=name))
    return cases


def fill(choice: dict, rng: random.Random):
    """An allowed value of an open field: a boundary half of the time."""
    if "one_of" in choice:
        values = choice["one_of"]
        if None in values and rng.random() < 0.25:
            return None
        return rng.choice(values)
    if "min" in choice:
        low, high = choice["min"], choice["max"]
        return rng.choice((low, high, rng.randint(low, high), rng.randint(low, high)))
    pool, low, high = choice["subset_of"], choice["min_items"], choice["max_items"]
    count = rng.choice((low, high, rng.randint(low, high), rng.randint(low, high)))
    return rng.sample(pool, count)


def filled(entry: dict, rng: random.Random) -> dict:
    """The entry's move as it is, half of the time (a complete legal move); else with every
    open field filled anew (a null leaves the field out)."""
    move = dict(entry["move"])
    if rng.random() < 0.5:
        return move
    for name, choice in (entry.get("choose") or {}).items():
        assert choice and isinstance(choice, dict), (name, choice)
        value = fill(choice, rng)
        if value is None:
            move.pop(name, None)
        else:
            move[name] = value
    return move


def first_allowed(choice: dict):
    if "one_of" in choice:
        return choice["one_of"][0]
    if "min" in choice:
        return choice["min"]
    return choice["subset_of"][:choice["min_items"]]


def pick(entries: list[dict], rng: random.Random) -> dict:
    chance = [e for e in entries if "probability" in e]
    if chance and len(chance) == len(entries) and rng.random() < 0.5:
        return rng.choices(chance, [float(Fraction(e["probability"])) for e in chance])[0]
    by_type: dict[str, list[dict]] = {}
    for e in entries:
        by_type.setdefault(e["move"]["type"], []).append(e)
    return rng.choice(by_type[rng.choice(sorted(by_type))])


def check_entries(answer: dict) -> None:
    """The shape of every entry and the meaning of `finished`."""
    moves, to_act = answer["moves"], answer["to_act"]
    assert answer["finished"] is (moves == []), answer
    if answer["finished"]:
        assert to_act == [], answer
    for e in moves:
        assert set(e["move"]) >= {"type"}, e
        for name, choice in (e.get("choose") or {}).items():
            first = first_allowed(choice)  # a complete move: each open field holds its first value
            assert (name not in e["move"]) if first is None else e["move"][name] == first, (name, e)
            assert len(choice) in (1, 2, 3) and (
                set(choice) == {"one_of"} or set(choice) == {"min", "max"}
                or set(choice) == {"subset_of", "min_items", "max_items"}), choice
            if "min" in choice:
                assert choice["min"] <= choice["max"], choice
            if "subset_of" in choice:
                assert 0 <= choice["min_items"] <= choice["max_items"] <= len(choice["subset_of"]), choice
        assert ("probability" in e) <= (e.get("chance") is True), e
    odds = [Fraction(e["probability"]) for e in moves if "probability" in e]
    assert not odds or sum(odds) == 1, odds


@pytest.mark.parametrize("slug,players,variants", _cases())
def test_a_client_that_knows_no_game_plays_it_to_the_end(client, slug, players, variants):
    rng = random.Random(f"{SEED}/{slug}/{players}/{variants}")
    body = {"players": list(NAMES[:players]), "seed": SEED, "variants": dict.fromkeys(variants, True)}
    dealt = client.post(f"/{slug}/deal", json=body)
    allowed = players in apis()[slug].player_counts(dict.fromkeys(variants, True))
    if not allowed:  # the game's own rule says no: a violation, never a crash
        assert dealt.status_code == 422 and dealt.get_json()["violation"]["rule"], dealt.get_json()
        return
    assert dealt.status_code == 200, dealt.get_json()
    history = dealt.get_json()
    for _ in range(MAX_MOVES):
        r = client.post(f"/{slug}/legal-moves", json=history)
        assert r.status_code == 200, (len(history["moves"]), r.get_json())
        answer = r.get_json()
        check_entries(answer)
        if answer["finished"]:
            break
        move = filled(pick(answer["moves"], rng), rng)
        history["moves"].append(move)
        verdict = client.post(f"/{slug}/validate", json=history).get_json()
        assert verdict["legal"] is True, (move, verdict["violation"])
    else:
        pytest.fail(f"{slug}: not finished after {MAX_MOVES} moves")
    score = client.post(f"/score/{slug}", json={"game": history}).get_json()
    assert score["provisional"] is False, score


@lru_cache(maxsize=None)
def _random_game(slug: str, players: int, variants: tuple) -> dict:
    return apis()[slug].random_history(players, 3, variants=dict(variants))


def allowed_values(choice: dict) -> st.SearchStrategy:
    """Every allowed value of an open field (None: the field left out)."""
    if "one_of" in choice:
        return st.sampled_from(choice["one_of"])
    if "min" in choice:
        return st.integers(choice["min"], choice["max"])
    return st.lists(st.sampled_from(choice["subset_of"]), min_size=choice["min_items"],
                    max_size=choice["max_items"], unique_by=repr)


@pytest.mark.parametrize("slug", tuple(apis()))
@settings(max_examples=60, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_every_fill_of_every_entry_is_legal(client, slug, data):
    api = apis()[slug]
    variants = data.draw(st.sampled_from(api.variant_sets), label="variants")
    players = data.draw(st.sampled_from(list(api.player_counts(variants))), label="players")
    game = _random_game(slug, players, tuple(sorted(variants.items())))
    cut = data.draw(st.integers(0, len(game["moves"])), label="cut")
    prefix = {**game, "moves": game["moves"][:cut]}
    answer = client.post(f"/{slug}/legal-moves", json=prefix).get_json()
    if answer["finished"]:
        assert cut == len(game["moves"]) and answer["moves"] == [] and answer["to_act"] == []
        return
    entry = data.draw(st.sampled_from(answer["moves"]), label="entry")
    move = dict(entry["move"])
    for name, choice in (entry.get("choose") or {}).items():
        value = data.draw(allowed_values(choice), label=name)
        if value is None:
            move.pop(name, None)
        else:
            move[name] = value
    verdict = client.post(f"/{slug}/validate", json={**prefix, "moves": [*prefix["moves"], move]}).get_json()
    assert verdict["legal"] is True, (entry, move, verdict["violation"])
