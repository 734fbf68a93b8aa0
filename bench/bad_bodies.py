"""Bodies that break the schema, made the same way on every checkout: the corpus of 422s that
shows a change to how bodies are read changed no refusal (`bench/answers_corpus.py` sends them
beside its valid requests).

Every history path of every game gets mutations of real games (the seeded random player's):
each value of the history's head (players, variants, setup, seed) retyped, replaced, removed
or joined by an unknown member, each field of a move of each type likewise, the move's
`type` and `player` broken, whole moves replaced by other JSON values, the moves list broken,
lists and strings past their limits, and random mutations of the kind the fuzz suite makes
(tests/fuzz/strategies.py), drawn from a seeded generator so that the corpus is the same bytes
in every checkout. Every other POST path (a final form, a tray, a payment, a best split) gets
its documented examples broken as a history's head is.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Iterator
from typing import Any

# Values of every JSON type, near misses of each other, for a field or a move.
ODD_VALUES: tuple[Any, ...] = (None, True, 0, -1, 1.5, 2**64, "", "x" * 65, "ann\u0007", [], [1, 2], {}, {"a": 1},
                               ["x"] * 101)


def _retyped(value: Any) -> list[Any]:
    if isinstance(value, bool):
        return [int(value), str(value).lower(), None]
    if isinstance(value, int):
        return [str(value), float(value), value + 0.5, bool(value % 2), [value], {"value": value}, None]
    if isinstance(value, float):
        return [int(value), str(value)]
    if isinstance(value, str):
        return [len(value), [value], {value: value}, value + "\x00", value * 20, ""]
    if isinstance(value, list):
        return [dict(enumerate(value)), value[:1], value * 60, [value], None, [None], [{}]]
    if isinstance(value, dict):
        return [list(value.values()), list(value), {k: v for k, v in list(value.items())[1:]}, None]
    return [0, "", [], {}]


def _one_of_each_type(moves: list[dict]) -> list[int]:
    """The index of the first move of each type (and of each shape of it: its set of members)."""
    seen: dict[tuple, int] = {}
    for i, move in enumerate(moves):
        if isinstance(move, dict):
            seen.setdefault((str(move.get("type")), tuple(sorted(move))), i)
    return sorted(seen.values())


def move_mutations(history: dict) -> Iterator[dict]:
    """The history with one move broken, field by field, for the first move of each shape."""
    moves = history["moves"]
    for i in _one_of_each_type(moves):
        move = moves[i]
        variants: list[dict | Any] = []
        for name, value in move.items():
            for other in _retyped(value):
                variants.append({**move, name: other})
            variants.append({k: v for k, v in move.items() if k != name})
        variants += [{**move, "zzz": 1}, {**move, "type": "nonsense"}, {**move, "type": 7},
                     {**move, "player": None}, {**move, "player": 7}, {**move, "player": "x" * 65},
                     {**move, "player": "ann\u0007"}, {**move, "player": "nobody"}]
        variants += [v for v in ODD_VALUES]
        for variant in variants:
            broken = copy.deepcopy(history)
            broken["moves"][i] = variant
            yield broken
        several = copy.deepcopy(history)  # many bad moves at once: the first 100 errors, and the cut
        several["moves"] = [{**move, "zzz": 1, "type": move.get("type")} for _ in range(120)]
        yield several


def head_mutations(history: dict) -> Iterator[dict]:
    """The history with one value of its head (players, variants, setup, seed...: every member
    but the moves) broken: each value retyped, replaced by odd values, removed, and each object
    joined by an unknown member; a list's first two items stand for the rest."""
    head = {k: v for k, v in history.items() if k != "moves"}
    for path in _places(head, ()):
        if not path or any(isinstance(key, int) and key > 1 for key in path):
            continue
        value = _get(head, path)
        for other in (*_retyped(value), *ODD_VALUES, "\u0000"):
            yield _replaced(history, path, other)
        if isinstance(value, dict):
            yield _replaced(history, path, {**value, "zzz": 1})
        if isinstance(value, dict) and value:  # several faults at once: which errors an object lists
            first = next(iter(value.values()))
            yield _replaced(history, path, {"a\u0007": _retyped(first)[0], **value})  # a bad key with a bad value
            grown = {**value, **{f"p{i}": first for i in range(17)}}  # past any count of players
            yield _replaced(history, path, grown)
            parent = _get(head, path[:-1])
            for sibling in parent if isinstance(parent, dict) else ():
                if sibling != path[-1]:  # ... and a member beside it broken
                    yield _replaced(_replaced(history, path, grown), (*path[:-1], sibling), "x")
                    break
        broken = copy.deepcopy(history)
        del _get(broken, path[:-1])[path[-1]]
        yield broken


def _replaced(history: dict, path: tuple, value: Any) -> dict:
    broken = copy.deepcopy(history)
    _get(broken, path[:-1])[path[-1]] = copy.deepcopy(value)
    return broken


def list_mutations(history: dict) -> Iterator[dict]:
    for moves in (None, {}, "moves", [None] * 3, [[]], list(range(5)), history["moves"][:1] * 5001):
        yield {**history, "moves": moves}
    body = dict(history)
    del body["moves"]
    yield body
    yield {**history, "zzz": 1}
    yield [history]


def random_mutations(history: dict, rng: random.Random, count: int) -> Iterator[dict]:
    """`count` bodies with 1-3 random changes, most of them inside the moves."""
    for _ in range(count):
        doc = copy.deepcopy(history)
        for _ in range(rng.randint(1, 3)):
            places = _places(doc["moves"], ("moves",)) if rng.random() < 0.8 and doc.get("moves") else _places(doc, ())
            path = rng.choice(places)
            if not path:
                continue
            parent = _get(doc, path[:-1])
            key = path[-1]
            op = rng.choice(("odd", "retype", "delete", "add"))
            if op == "odd":
                parent[key] = copy.deepcopy(rng.choice(ODD_VALUES))
            elif op == "retype":
                parent[key] = rng.choice(_retyped(parent[key]))
            elif op == "delete":
                del parent[key]
            elif isinstance(parent[key], dict):
                parent[key][rng.choice(("card", "amount", "player", "x", "type", "lot"))] = rng.choice(ODD_VALUES)
            else:
                parent[key] = rng.choice(ODD_VALUES)
        yield doc


def _places(doc: Any, at: tuple) -> list[tuple]:
    out = [at]
    stack = [(at, doc)]
    while stack:
        path, node = stack.pop()
        items = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else ()
        for key, child in items:
            out.append(path + (key,))
            stack.append((path + (key,), child))
    return out


def _get(doc: Any, path: tuple) -> Any:
    for key in path:
        doc = doc[key]
    return doc


def bad_requests(histories: dict[str, list[dict]], per_history: int = 60) -> list[dict]:
    """The corpus's bad requests: for each game slug, its histories broken every way above,
    sent to validate, legal-moves and score; and a deal request's members broken likewise."""
    rng = random.Random(29)
    out: list[dict] = []
    for slug, games in histories.items():
        for n, game in enumerate(games):
            heads = head_mutations(game) if n == 0 else ()
            for body in (*move_mutations(game), *list_mutations(game), *heads,
                         *random_mutations(game, rng, per_history)):
                path = rng.choice((f"/{slug}/validate", f"/{slug}/legal-moves", f"/score/{slug}"))
                out.append({"method": "POST", "path": path,
                            "body": {"game": body} if path.startswith("/score/") else body})
        first = games[0]
        deal = {"players": first["players"], "variants": first.get("variants") or {}, "seed": 1}
        out += [{"method": "POST", "path": f"/{slug}/deal", "body": body} for body in head_mutations(deal)
                if "seed" in body]  # without a seed a deal is drawn at random: nothing to compare
    for path, body in other_bodies():
        out += [{"method": "POST", "path": path, "body": broken} for broken in head_mutations(body)]
    return out


def other_bodies() -> list[tuple[str, dict]]:
    """The bodies of every other POST path (a final form, a tray, a payment, a best split), each
    broken as a history's head is: its documented examples."""
    from schemas.choco_late import examples as late
    from schemas.chocola import examples as chocola
    from schemas.registry import apis

    out = [(f"/score/{slug}", api.examples["final"]) for slug, api in apis().items() if "final" in api.examples]
    return out + [("/choco-late/trays", late.TRAY_REQUEST), ("/choco-late/trays", late.SPLIT_REQUEST),
                  ("/choco-late/trays/best-split", {"lots": [46, 33, 39, 16, 11, 28, 7, 45]}),
                  ("/chocola/trays", chocola.TRAY_REQUEST), ("/chocola/trays", chocola.DECORATED_TRAY_REQUEST),
                  ("/chocola/payments", chocola.PAYMENT_REQUEST),
                  ("/chocola/payments", chocola.WASTEFUL_PAYMENT_REQUEST)]
