"""A corpus of requests and the exact answers the service gives, to show that a change to the
request path changed no answer: record it before, compare after.

    .venv/bin/python bench/answers_corpus.py record before.json            # this checkout
    .venv/bin/python bench/answers_corpus.py record before.json --root ../old-checkout
    .venv/bin/python bench/answers_corpus.py compare before.json           # exit 1 on a difference

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
    differ = [a for a in got if a["request"] in before and before[a["request"]] != a]
    missing = [a for a in got if a["request"] not in before]
    for a in differ[:10]:
        b = before[a["request"]]
        print(f"DIFFERENT {a['path']}: {b['status']} -> {a['status']}\n  before: {b['body'][:300]}\n  after:  "
              f"{a['body'][:300]}")
    print(f"{len(got)} answers: {len(got) - len(differ) - len(missing)} identical, {len(differ)} different, "
          f"{len(missing)} not in the record")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
