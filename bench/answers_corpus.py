"""A corpus of requests and the exact answers the service gives, to show that a change to the
request path changed no answer: record it before, compare after.

    .venv/bin/python bench/answers_corpus.py record before.json            # this checkout
    .venv/bin/python bench/answers_corpus.py record before.json --root ../old-checkout
    .venv/bin/python bench/answers_corpus.py compare before.json           # exit 1 on a difference

A record made before API 3.0.0 differs in its legal-moves entries by what 3.0.0 changed on
purpose (an entry's `move` holds its open fields' first allowed values, and names its `rule`):
`compare` counts those answers apart, by path, as "3.0.0 entries", and still lists and fails on
every other difference.

The requests: every game's histories (finished and cut short, of every player count and
variant set), illegal ones, deals, final forms, rules, and the game's own paths, in English
and Italian, valid or not; and bodies that break the schema (bench/bad_bodies.py: every
field of every move type broken, the moves list broken, random mutations), whose 422s must
stay the same. Each is sent to the app in process; the status, the
Content-Type, Content-Language and the body are kept (request ids are fixed by the request).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def requests(root: Path) -> list[dict]:
    """The corpus's requests (made with this checkout's random player and examples)."""
    sys.path.insert(0, str(ROOT))
    from schemas.registry import apis
    from tests.fuzz.corpus import all_valid

    out = []
    for path, body in all_valid():
        if path.endswith("/deal") and "seed" not in body:
            continue  # without a seed a deal is drawn at random: nothing to compare
        out.append({"method": "POST", "path": path, "body": body})
    rng = random.Random(11)
    for slug, api in apis().items():
        for variants in api.variant_sets:
            for players in api.player_counts(variants):
                game = api.random_history(players, 300 + players, variants=variants)
                out.append({"method": "POST", "path": f"/{slug}/validate", "body": game})
                out.append({"method": "POST", "path": f"/score/{slug}", "body": {"game": game}})
                cut = {**game, "moves": game["moves"][: rng.randrange(len(game["moves"]) + 1)]}
                out.append({"method": "POST", "path": f"/{slug}/legal-moves", "body": cut})
                if game["moves"]:
                    broken = json.loads(json.dumps(game))
                    i = rng.randrange(len(broken["moves"]))
                    broken["moves"].insert(i, broken["moves"][i])
                    out.append({"method": "POST", "path": f"/{slug}/validate", "body": broken})
                    out.append({"method": "POST", "path": f"/{slug}/legal-moves", "body": broken})
        out.append({"method": "GET", "path": f"/{slug}/rules"})
    out += [{"method": "GET", "path": p} for p in ("/games", "/healthz", "/problems/rule-violation", "/nowhere")]
    from bench.bad_bodies import bad_requests
    from tests.fuzz.corpus import histories

    out += bad_requests({slug: histories(slug, finished=True)[:2] for slug in apis()})
    out += [{"method": "POST", "path": "/choco-late/validate", "raw": "{"},
            {"method": "POST", "path": "/choco-late/validate", "body": {"players": 3}}]
    for request in list(out):
        out.append({**request, "lang": "it"})
    return out


def answers(root: Path, corpus: list[dict]) -> list[dict]:
    sys.path.insert(0, str(root))
    for name in [m for m in sys.modules if m.split(".")[0] in ("service", "schemas", "tests")]:
        del sys.modules[name]
    from service.app import create_app

    client = create_app().test_client()
    out = []
    for request in corpus:
        headers = {"X-Request-ID": "corpus", **({"Accept-Language": request["lang"]} if "lang" in request else {})}
        if request["method"] == "GET":
            r = client.get(request["path"], headers=headers)
        else:
            data = request["raw"].encode() if "raw" in request else json.dumps(request["body"]).encode()
            r = client.post(request["path"], data=data, content_type="application/json", headers=headers)
        body = r.get_data()
        out.append({"request": hashlib.sha256(json.dumps(request, sort_keys=True).encode()).hexdigest()[:16],
                    "path": request["path"], "status": r.status_code, "type": r.headers.get("Content-Type"),
                    "language": r.headers.get("Content-Language"), "body": body.decode("utf-8", "replace")})
    return out


def _first_allowed(choice: dict):
    if "one_of" in choice:
        return choice["one_of"][0]
    if "min" in choice:
        return choice["min"]
    return choice["subset_of"][:choice["min_items"]]


def entries_of_3_0_0(before: dict, after: dict) -> bool:
    """Whether two legal-moves answers differ only as API 3.0.0 made them: each entry's move
    now holds, in each open field of its `choose`, the first value allowed (a `null` first
    leaves it out), and the entry names its `rule`; nothing else changed."""
    if before["status"] != 200 or after["status"] != 200:
        return False
    old, new = json.loads(before["body"]), json.loads(after["body"])
    if set(old) != set(new) or "moves" not in old or any(old[k] != new[k] for k in old if k != "moves"):
        return False
    if len(old["moves"]) != len(new["moves"]):
        return False
    for was, now in zip(old["moves"], new["moves"]):
        was, now = dict(was), dict(now)
        was_move, now_move = dict(was.pop("move")), dict(now.pop("move"))
        if "rule" not in was:
            now.pop("rule", None)
        if was != now:
            return False
        for name, choice in (was.get("choose") or {}).items():
            value = _first_allowed(choice)
            if value is not None and now_move.get(name) != value:
                return False
            now_move.pop(name, None)
        if now_move != was_move:
            return False
    return True


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("action", choices=("record", "compare"))
    parser.add_argument("file")
    parser.add_argument("--root", default=str(ROOT), help="the checkout whose service answers (default: this one)")
    args = parser.parse_args(argv)
    corpus = requests(ROOT)
    got = answers(Path(args.root).resolve(), corpus)
    if args.action == "record":
        Path(args.file).write_text(json.dumps(got))
        print(f"recorded {len(got)} answers in {args.file}")
        return 0
    before = {a["request"]: a for a in json.loads(Path(args.file).read_text())}
    changed = [a for a in got if a["request"] in before and before[a["request"]] != a]
    missing = [a for a in got if a["request"] not in before]
    by_3_0_0: dict[str, int] = {}
    differ = []
    for a in changed:
        if a["path"].endswith("/legal-moves") and entries_of_3_0_0(before[a["request"]], a):
            by_3_0_0[a["path"]] = by_3_0_0.get(a["path"], 0) + 1
        else:
            differ.append(a)
    for a in differ[:10]:
        b = before[a["request"]]
        print(f"DIFFERENT {a['path']}: {b['status']} -> {a['status']}\n  before: {b['body'][:300]}\n  after:  "
              f"{a['body'][:300]}")
    print(f"{len(got)} answers: {len(got) - len(changed) - len(missing)} identical, "
          f"{sum(by_3_0_0.values())} legal-moves answers with the 3.0.0 entries {by_3_0_0}, "
          f"{len(differ)} otherwise different, {len(missing)} not in the record")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
