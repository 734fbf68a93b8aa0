"""The cost of refereeing ChokoMannaro against the bare-Flask floor.

Games are played by seeded agents that play like people (they play a card that pairs with a
pairing card when they can, services first while they hold Chokos; they aim at the richest
opponent; they keep a quarantine while it is free; chance is drawn by its probabilities).
Of `--seeds` games per player count, the bench takes the longest (the longest realistic
game) and the median one, and times, by direct WSGI calls to the app (JSON parsing, schema
load, replay, serialisation, every middleware), in CPU time of this thread:

- POST /chokomannaro/validate and POST /score/chokomannaro of the whole game;
- POST /chokomannaro/legal-moves at its end (the history without its last move);

beside GET /healthz of a bare Flask app (the floor), measured interleaved in the same run.
Target: validate and score each at most 15 times the floor.

    .venv/bin/python bench/bench_chokomannaro.py [--seeds 40] [--repeat 200] [--players 2 3 4 5 6]
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from flask import Flask  # noqa: E402
from werkzeug.test import EnvironBuilder, run_wsgi_app  # noqa: E402

from schemas.chokomannaro import API  # noqa: E402
from schemas.chokomannaro.deal import dealt  # noqa: E402
from service.app import create_app  # noqa: E402
from service.games.chokomannaro.cards import CHOKOWEREWOLF, SERVICES  # noqa: E402
from service.games.chokomannaro.moves import Move  # noqa: E402
from service.games.chokomannaro.phases import Phase  # noqa: E402
from service.games.chokomannaro.setup import deal  # noqa: E402
from service.games.chokomannaro.state import State  # noqa: E402
from service.referee.legal import legal_options  # noqa: E402

NAMES = ("ann", "bob", "cat", "dan", "eve", "fay")
TARGET = 15
PATHS = {"validate": "/chokomannaro/validate", "score": "/score/chokomannaro", "legal": "/chokomannaro/legal-moves"}


def wanted(state: State, player: str, kind: str) -> float:
    """How much a player wants to play `kind` now: a card that pairs, a service above all."""
    if kind in state.pairing:
        if kind in SERVICES:
            return 5 if state.chokos[player] else 0.5
        return 3 if kind == CHOKOWEREWOLF else 4
    return 1


def agent_move(state: State, rng: random.Random) -> Move:
    options = legal_options(state)
    chance = [o for o in options if o.probability is not None]
    if chance:
        return rng.choices(chance, [float(o.probability) for o in chance])[0].move
    phase = state.phase
    if phase is Phase.CHOICE:
        player = rng.choice(state.to_act())
        mine = [o.move for o in options if o.move.player == player]
        return max(mine, key=lambda m: (wanted(state, player, m.card), rng.random()))
    if phase is Phase.TARGET:
        return max((o.move for o in options), key=lambda m: (state.chokos[m.target], rng.random()))
    if phase is Phase.PEEK_PICK:
        who = state.peek.player
        return max((o.move for o in options), key=lambda m: (wanted(state, who, m.card), rng.random()))
    if phase is Phase.QUARANTINE:
        player = state.deciding[0]
        return Move.quarantine(player, state.round < state.quarantine[player][1] or rng.random() < 0.3)
    return rng.choice(options).move


def realistic_game(players: int, seed: int) -> dict:
    setup = deal(NAMES[:players], seed)
    state = State(setup)
    rng = random.Random(f"bench/{seed}")
    moves = []
    while not state.is_over() and len(moves) < 5000:
        move = agent_move(state, rng)
        state.apply(move, len(moves))
        moves.append(move)
    return API.history_json(dealt(setup), moves)


def call(app, path: str, body: bytes | None = None) -> bytes:
    environ = EnvironBuilder(path=path, method="POST" if body is not None else "GET", data=body,
                             content_type="application/json" if body is not None else None).get_environ()
    iterable, status, _ = run_wsgi_app(app, environ, buffered=True)
    assert status.startswith("200"), (path, status)
    return b"".join(iterable)


def cpu(fn) -> float:
    start = time.thread_time()
    fn()
    return time.thread_time() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=40)
    parser.add_argument("--repeat", type=int, default=200)
    parser.add_argument("--players", type=int, nargs="+", default=[2, 3, 4, 5, 6])
    args = parser.parse_args()

    bare = Flask("bare")
    bare.add_url_rule("/healthz", "healthz", lambda: {"status": "ok"})
    app = create_app()

    games = []
    for players in args.players:
        played = sorted((realistic_game(players, seed) for seed in range(args.seeds)), key=lambda h: len(h["moves"]))
        lengths = [len(h["moves"]) for h in played]
        print(f"{players} players: {args.seeds} realistic games of {lengths[0]}-{lengths[-1]} moves "
              f"(median {statistics.median(lengths):.0f})")
        games.append((f"{players}p median", played[len(played) // 2]))
        games.append((f"{players}p longest", played[-1]))

    print(f"\n{'game':<14} {'moves':>5} {'floor us':>9} {'validate':>15} {'score':>15} {'legal-moves':>15}")
    worst = 0.0
    for name, history in games:
        bodies = {"validate": json.dumps(history).encode(), "score": json.dumps({"game": history}).encode(),
                  "legal": json.dumps({**history, "moves": history["moves"][:-1]}).encode()}
        for _ in range(10):  # warm up
            call(bare, "/healthz")
            for kind, body in bodies.items():
                call(app, PATHS[kind], body)
        times: dict[str, list[float]] = {"floor": [], **{k: [] for k in bodies}}
        for _ in range(args.repeat):  # interleaved: every kind sees the same machine
            times["floor"].append(cpu(lambda: call(bare, "/healthz")))
            for kind, body in bodies.items():
                times[kind].append(cpu(lambda kind=kind, body=body: call(app, PATHS[kind], body)))
        median = {k: statistics.median(v) for k, v in times.items()}
        ratio = {k: median[k] / median["floor"] for k in bodies}
        worst = max(worst, ratio["validate"], ratio["score"])
        cells = [f"{median[k] * 1e3:6.2f} ms {ratio[k]:4.1f}x" for k in ("validate", "score", "legal")]
        print(f"{name:<14} {len(history['moves']):>5} {median['floor'] * 1e6:>9.0f} {cells[0]:>15} {cells[1]:>15} "
              f"{cells[2]:>15}")
    print(f"\nworst of validate and score: {worst:.1f}x the floor (target: at most {TARGET}x)")


if __name__ == "__main__":
    main()
