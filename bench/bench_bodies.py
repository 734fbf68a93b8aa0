"""The costliest requests a client may send within the limits, on every path, and what each
costs a worker: the thread CPU time of one whole request through the WSGI app, in process
(the median of --rounds runs, after one warm-up), against the budget of 100 ms a request
(and 5 ms for an answer that is the same every time: GET /openapi.json, the rulebooks...).

The app is the server's: its replay cache off (every history costs what a history never seen
costs) and its objects frozen out of the garbage collector's way as gunicorn's master
freezes them (service/serving/heap.py). The floor (bench/floor.py) is measured in the same
run; each cost is printed in ms and as a ratio to it.

Every path of the app gets bodies (each at most 1 MiB, CHOCO_MAX_BODY_BYTES):
- on every POST path: 1 MiB of nested empty arrays (refused before it is parsed), nested
  empty arrays at the container limit (CHOCO_MAX_BODY_CONTAINERS: the most that is parsed);
- on every path that replays a history (validate, legal-moves, score, a player's view, the
  table's view): the longest legal game of each game among seeded random games at its most
  players (bench/history.py), its moves repeated to 5,000 (every move loaded; the replay
  stops at the first illegal one) and, for the table, to the most it draws
  (CHOCO_MAX_TABLE_MOVES), Choco Challenge's 5,000 legal moves where nobody buys (every move
  replayed), 5,000 moves breaking the schema, moves nested 200 deep (at the container limit,
  and filling 1 MiB);
- on the season (JSON and the page's form): for each game, the most moves a request may hold
  (copies of its longest game up to CHOCO_MAX_SEASON_MOVES), the most files with as many
  moves each as fit (a legal beginning of its longest game), the most files of setups only,
  of histories breaking the schema, of illegal games, of files that are not JSON, the files
  at the container limit, and 1,000 files (refused: more than a request checks);
- Choco Late's best split: the collections found costliest by a seeded random search;
  Chocola's trays and payments, the deals: their documented examples at their largest;
- every GET path: its answer asked a second time (a constant answer is built once).
The worst of each path and the worst of all are printed; a path of the app that no body
reaches is named (and the exit code is 1), so a new path gets its worst body here.

    .venv/bin/python bench/bench_bodies.py              # every body (about two minutes)
    .venv/bin/python bench/bench_bodies.py --quick      # fewer seeds and rounds
    .venv/bin/python bench/bench_bodies.py --match season   # the bodies whose name or path match
"""

from __future__ import annotations

import argparse
import io
import json
import random
import statistics
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from time import thread_time

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from werkzeug.test import EnvironBuilder, run_wsgi_app  # noqa: E402

from bench.floor import FLOOR, bare_app, service_app, thread_cost_us  # noqa: E402
from bench.history import seeded_games  # noqa: E402
from schemas.common import MAX_MOVES  # noqa: E402
from schemas.choco_challenge import examples  # noqa: E402
from service.config import Settings  # noqa: E402
from service.serving import heap  # noqa: E402

BUDGET_MS = 100.0
CONSTANT_BUDGET_MS = 5.0
SETTINGS = Settings.from_env()
MIB = SETTINGS.MAX_BODY_BYTES
CONTAINERS = SETTINGS.MAX_BODY_CONTAINERS
PLAYERS = {"choco-late": 6, "choco-challenge": 5, "chocola": 4, "chokomannaro": 6, "chokomasquerade": 2}


@dataclass
class Body:
    name: str
    path: str  # with its query string, if any
    data: bytes = b""
    method: str = "POST"
    files: list[tuple[str, bytes]] | None = None  # a multipart form's files (the season page without JavaScript)
    rule: str = field(default="")  # the URL rule it reaches, found by matching

    def environ(self) -> dict:
        path, _, query = self.path.partition("?")
        if self.files is not None:
            data = {"files": [(io.BytesIO(content), name) for name, content in self.files]}
            return EnvironBuilder(path=path, query_string=query, method="POST", data=data).get_environ()
        if self.method == "GET":
            return EnvironBuilder(path=path, query_string=query, method="GET").get_environ()
        return EnvironBuilder(path=path, query_string=query, method=self.method, data=self.data,
                              content_type="application/json").get_environ()

    @property
    def size(self) -> int:
        return len(self.data) if self.files is None else sum(len(c) + len(n) + 200 for n, c in self.files)


def _fill(prefix: bytes, item: bytes, suffix: bytes, limit: int = MIB) -> bytes:
    """prefix + item, item, ... + suffix, as many items as fit in `limit` bytes."""
    n = (limit - len(prefix) - len(suffix) + 1) // (len(item) + 1)
    return prefix + b",".join([item] * n) + suffix


def generic(path: str) -> list[Body]:
    """What any POST path may be sent: arrays filling 1 MiB, and as many as are parsed."""
    at_limit = len(b'{"zzz":[]}') + (CONTAINERS // 2 - 1) * 5
    return [Body("1 MiB of nested empty arrays", path, _fill(b'{"zzz":[', b"[[]]", b"]}")),
            Body(f"nested empty arrays, {CONTAINERS:,} in all (the limit)", path,
                 _fill(b'{"zzz":[', b"[[]]", b"]}", min(MIB, at_limit)))]


def _setup_json(game: dict) -> bytes:
    return json.dumps({k: v for k, v in game.items() if k != "moves"}).encode()


def deep_moves(game: dict, path: str) -> list[Body]:
    head = _setup_json(game)[:-1] + b',"moves":['
    n_setup = sum(head.count(c) for c in (b"[", b"{"))
    at_limit = len(head) + 2 + ((CONTAINERS - n_setup) // 200) * 401
    item = b"[" * 200 + b"]" * 200
    return [Body("1 MiB of moves nested 200 deep", path, _fill(head, item, b"]}")),
            Body(f"moves nested 200 deep, {CONTAINERS:,} arrays in all (the limit)", path,
                 _fill(head, item, b"]}", min(MIB, at_limit)))]


def padded(history: dict, n: int = MAX_MOVES) -> dict:
    moves = history["moves"]
    return {**history, "moves": (moves * (n // max(1, len(moves)) + 1))[:n]}


class Games:
    """Each game's longest legal game among the seeded ones (played once)."""

    def __init__(self, seeds: range) -> None:
        self.seeds = seeds
        self._longest: dict[str, dict] = {}

    def longest(self, game: str) -> dict:
        if game not in self._longest:
            self._longest[game] = seeded_games(game, PLAYERS[game], self.seeds)[-1]
        return self._longest[game]


def history_paths(game: str, app) -> list[tuple[str, Callable[[dict], bytes]]]:
    """Every path of `app` that replays a history of `game`, and how a history is sent to it."""
    bare = lambda h: json.dumps(h).encode()  # noqa: E731
    paths = [(f"/{game}/validate", bare), (f"/{game}/legal-moves", bare),
             (f"/score/{game}", lambda h: json.dumps({"game": h}).encode()),
             (f"/{game}/table/view", bare), (f"/{game}/table/view?at=1", bare)]
    if _has(app, f"/{game}/view"):  # a player's view of the game
        paths.append((f"/{game}/view", lambda h: json.dumps({"game": h, "player": h["players"][0]}).encode()))
    return paths


def _has(app, path: str) -> bool:
    try:
        app.url_map.bind("localhost").match(path, method="POST")
    except Exception:  # noqa: BLE001 (not found, or not a POST)
        return False
    return True


def never_ending(game: dict) -> dict:
    """Choco Challenge's longest legal history within the limits: nobody ever buys, so the deck
    never empties, and every one of the 5000 moves (a draw and a stop a turn) is replayed."""
    order, moves = game["players"], []
    while len(moves) < MAX_MOVES:
        player = order[(len(moves) // 2) % len(order)]
        moves += [{"type": "draw", "player": player, "card": "cocoa"}, {"type": "stop", "player": player}]
    return {**game, "moves": moves}


def history_bodies(games: Games, app) -> Iterator[Body]:
    for game in PLAYERS:
        longest = games.longest(game)
        n = len(longest["moves"])
        long_body = padded(longest)
        bad = {**longest, "moves": [{"type": "bid", "player": 7, "amount": "x"}] * MAX_MOVES}
        table = padded(longest, SETTINGS.MAX_TABLE_MOVES)
        for path, send in history_paths(game, app):
            yield Body(f"longest legal game ({PLAYERS[game]} players, {n} moves)", path, send(longest))
            if game == "choco-challenge":
                yield Body(f"{MAX_MOVES} legal moves (nobody buys)", path, send(never_ending(examples.HISTORY)))
            yield Body(f"{MAX_MOVES} moves (the longest game repeated)", path, send(long_body))
            yield Body(f"{MAX_MOVES} moves breaking the schema", path, send(bad))
            if "/table/" in path:  # the table draws a row a move: it takes fewer
                yield Body(f"{SETTINGS.MAX_TABLE_MOVES} moves (the table's limit)", path, send(table))
        yield from deep_moves(longest, f"/{game}/validate")


def _file(name: str, document: object) -> dict:
    return {"name": name, "text": document if isinstance(document, str) else json.dumps(document)}


def season_shapes(game: str, games: Games) -> Iterator[tuple[str, list[dict]]]:
    """Seasons of `game` at the request's limits, each a list of files."""
    longest = games.longest(game)
    n = len(longest["moves"])
    files, moves = SETTINGS.MAX_SEASON_FILES, SETTINGS.MAX_SEASON_MOVES
    copies = min(files, moves // n)
    yield f"{copies} copies of its longest game ({copies * n} moves)", \
        [_file(f"g{i:03d}.json", longest) for i in range(copies)]
    each = min(n, moves // files)
    opening = {**longest, "moves": longest["moves"][:each]}
    yield f"{files} files of its longest game's first {each} moves", \
        [_file(f"g{i:03d}.json", opening) for i in range(files)]
    setup = {**longest, "moves": []}
    yield f"{files} setups", [_file(f"g{i:03d}.json", setup) for i in range(files)]
    broken = {**longest, "moves": [{"type": "bid", "player": 7, "amount": "x"}] * each}
    yield f"{files} files of {each} moves breaking the schema", [_file(f"g{i:03d}.json", broken) for i in range(files)]
    illegal = {**opening, "moves": opening["moves"][:-1] + [opening["moves"][0]]}
    yield f"{files} illegal games of {each} moves", [_file(f"g{i:03d}.json", illegal) for i in range(files)]
    yield f"{files} files that are not JSON", [_file(f"g{i:03d}.json", "{ not json") for i in range(files)]
    arrays = "[" + ",".join(["[]"] * (CONTAINERS // files - 2)) + "]"
    yield f"{files} files at the container limit in all", [_file(f"g{i:03d}.json", arrays) for i in range(files)]
    yield "1,000 files (the form's most parts)", [_file(f"g{i:04d}.json", setup) for i in range(1000)]
    yield "20,000 empty files", [{"name": "", "text": ""}] * 20000


def league_carried(players: int) -> dict:
    """The summary and league table of a season's earlier parts, with `players` rows."""
    rows = [{"player": f"player-{i:05d}", "games": 9, "wins": 3, "points": 120} for i in range(players)]
    return {"summary": {"files": 500, "legal": 480, "illegal": 10, "invalid": 5, "unreadable": 5},
            "league": {"games": 480, "players": rows}}


def season_bodies(games: Games) -> Iterator[Body]:
    for game in PLAYERS:
        path = f"/{game}/season"
        for name, files in season_shapes(game, games):
            data = json.dumps({"files": files}).encode()
            if len(data) > MIB:
                continue  # over the size limit: refused unread
            yield Body(f"season: {name}", path, data)
            if len(files) <= 1000:  # a form of more parts is werkzeug's 413
                yield Body(f"season form: {name}", path, files=[(f["name"], f["text"].encode()) for f in files])
        longest = games.longest(game)
        part = [_file(f"g{i:03d}.json", longest) for i in range(min(SETTINGS.MAX_SEASON_FILES,
                                                                    SETTINGS.MAX_SEASON_MOVES // len(longest["moves"])))]
        yield Body("season: a part of its longest games after a league of 1,000 players", path,
                   json.dumps({"files": part, "before": league_carried(1000)}).encode())
        yield from generic(path)


def split_bodies(quick: bool) -> Iterator[Body]:
    """Choco Late's best split: the collections a seeded random search found costliest."""
    from service.games.choco_late.split import best_split

    rng = random.Random(33)
    tried = []
    for _ in range(60 if quick else 600):
        lots = rng.sample(range(1, 101), rng.choice([8, 10, 12, 14, 16, 18, 20, 24, 30, 40, 60, 100]))
        started = thread_time()
        best_split(lots)
        tried.append((thread_time() - started, lots))
    tried.sort(reverse=True)
    for _, lots in tried[:3]:
        yield Body(f"best split of {len(lots)} lots (costliest found)", "/choco-late/trays/best-split",
                   json.dumps({"lots": lots}).encode())
    yield from generic("/choco-late/trays/best-split")


def example_bodies() -> Iterator[Body]:
    """Every other POST path: its documented examples, a deal of the most players, the final
    forms of the score."""
    from schemas.choco_late import examples as late
    from schemas.chocola import examples as chocola
    from service.api.family import apis as game_apis

    for name, path, body in (("a tray", "/choco-late/trays", late.TRAY_REQUEST),
                             ("two trays", "/choco-late/trays", late.SPLIT_REQUEST),
                             ("a tray", "/chocola/trays", chocola.TRAY_REQUEST),
                             ("a decorated tray", "/chocola/trays", chocola.DECORATED_TRAY_REQUEST),
                             ("a payment", "/chocola/payments", chocola.PAYMENT_REQUEST),
                             ("a wasteful payment", "/chocola/payments", chocola.WASTEFUL_PAYMENT_REQUEST)):
        yield Body(f"example: {name}", path, json.dumps(body).encode())
    for slug, game in game_apis().items():
        players = [f"player-{i}" for i in range(max(game.game.players))]
        yield Body(f"deal for {len(players)} players", f"/{slug}/deal", json.dumps({"players": players}).encode())
        if "final" in game.examples:
            yield Body("example: a final form", f"/score/{slug}", json.dumps(game.examples["final"]).encode())
        yield from generic(f"/{slug}/deal")
        yield from generic(f"/score/{slug}")
    for path in ("/choco-late/trays", "/chocola/trays", "/chocola/payments"):
        yield from generic(path)


def get_bodies(app) -> Iterator[Body]:
    """Every GET path, each game's and each language's, asked as a page or a client asks."""
    for rule in app.url_map.iter_rules():
        if "GET" not in rule.methods or rule.endpoint in ("static", "pages.static"):
            continue
        for path in _expand(rule.rule):
            for lang in ("en", "it"):
                yield Body(f"GET ({lang})", f"{path}?lang={lang}", method="GET")
    yield Body("GET a static file", "/static/pages/pages.css", method="GET")
    yield Body("GET a docs asset", "/docs/assets/swagger-ui-bundle.js", method="GET")


def _expand(rule: str) -> list[str]:
    if "<game:slug>" in rule:
        return [rule.replace("<game:slug>", slug) for slug in PLAYERS]
    if "<string:slug>" in rule:
        return [rule.replace("<string:slug>", "rule-violation")]
    if "<path:name>" in rule:
        return [rule.replace("<path:name>", "swagger-ui.css")]
    return [rule]


def cpu_ms(app, body: Body, rounds: int) -> tuple[float, int]:
    """Median thread CPU time of the request (ms) and its status."""
    samples, status = [], 0
    for i in range(rounds + 1):
        environ = body.environ()
        started = thread_time()
        iterable, status_line, _ = run_wsgi_app(app, environ, buffered=True)
        b"".join(iterable)
        if i:  # the first is a warm-up (a constant answer is built then)
            samples.append((thread_time() - started) * 1000)
        status = int(status_line.split()[0])
    return statistics.median(samples), status


def rule_of(app, body: Body) -> str:
    adapter = app.url_map.bind("localhost")
    path = body.path.partition("?")[0]
    try:
        rule, _ = adapter.match(path, method=body.method, return_rule=True)
    except Exception:  # noqa: BLE001 (a body for a path the app does not have)
        return "(no rule)"
    return rule.rule


def all_bodies(app, quick: bool) -> list[Body]:
    games = Games(range(4) if quick else range(12))
    bodies = [*history_bodies(games, app), *season_bodies(games), *split_bodies(quick), *example_bodies(),
              *get_bodies(app)]
    for body in bodies:
        body.rule = rule_of(app, body)
    # every POST path gets the bodies any path may be sent, once a rule
    covered = {b.rule for b in bodies if b.name.startswith("1 MiB of nested empty arrays")}
    for body in list(bodies):
        if body.method == "POST" and body.rule not in covered:
            covered.add(body.rule)
            for extra in generic(body.path.partition("?")[0]):
                extra.rule = body.rule
                bodies.append(extra)
    return bodies


def uncovered(app, bodies: list[Body]) -> list[str]:
    """The app's rules (and methods) no body reaches: a new path must get its worst bodies here."""
    reached = {(b.rule, b.method) for b in bodies}
    out = []
    for rule in app.url_map.iter_rules():
        for method in sorted(rule.methods & {"GET", "POST", "PUT", "PATCH", "DELETE"}):
            if rule.endpoint not in ("static", "pages.static") and (rule.rule, method) not in reached:
                out.append(f"{method} {rule.rule}")
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="fewer seeds and rounds")
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--match", help="only the bodies whose name or path contain this")
    args = ap.parse_args(argv)
    app = service_app()
    heap.settle()  # as gunicorn's master does before it forks the workers
    rounds = 2 if args.quick else args.rounds
    bodies = all_bodies(app, args.quick)
    missing = uncovered(app, bodies)
    if args.match:
        bodies = [b for b in bodies if args.match in b.name or args.match in b.path]
    floor_us = statistics.median(thread_cost_us(bare_app(), FLOOR, 200))
    print(f"floor (a bare Flask GET /healthz): {floor_us:.1f} us of CPU")
    print(f"{'body':<62} {'path':<34} {'KiB':>6} {'status':>6} {'CPU ms':>8} {'x floor':>8}")
    worst: dict[str, tuple[float, Body, int]] = {}
    for body in bodies:
        ms, status = cpu_ms(app, body, rounds)
        budget = CONSTANT_BUDGET_MS if body.method == "GET" else BUDGET_MS
        mark = "  OVER" if ms > budget else ""
        print(f"{body.name[:62]:<62} {body.path[:34]:<34} {body.size / 1024:>6.0f} {status:>6} {ms:>8.1f} "
              f"{ms * 1000 / floor_us:>8.0f}{mark}")
        assert body.size <= MIB + 64 * 1024, body.name
        key = f"{body.method} {body.rule}"
        if key not in worst or ms > worst[key][0]:
            worst[key] = (ms, body, status)
    print("\nthe costliest body of each path:")
    for key, (ms, body, status) in sorted(worst.items(), key=lambda kv: -kv[1][0]):
        budget = CONSTANT_BUDGET_MS if body.method == "GET" else BUDGET_MS
        print(f"  {key:<44} {ms:>7.1f} ms  {status}  {body.name} ({body.path}){'  OVER' if ms > budget else ''}")
    posts = [v for k, v in worst.items() if not k.startswith("GET")]
    gets = [v for k, v in worst.items() if k.startswith("GET")]
    if posts:
        ms, body, _ = max(posts, key=lambda v: v[0])
        print(f"\nthe worst body within the limits: {body.name} on {body.path}: {ms:.1f} ms of a worker's CPU "
              f"({'within' if ms <= BUDGET_MS else 'OVER'} the budget of {BUDGET_MS:.0f} ms)")
    if gets:
        ms, body, _ = max(gets, key=lambda v: v[0])
        print(f"the costliest GET answer: {body.path}: {ms:.2f} ms "
              f"({'within' if ms <= CONSTANT_BUDGET_MS else 'OVER'} the budget of {CONSTANT_BUDGET_MS:.0f} ms)")
    if missing:
        print(f"\nno body reaches: {', '.join(missing)}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
