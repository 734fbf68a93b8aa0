"""The cost of refereeing ChokoMannaro against the bare-Flask floor.

Games are played by seeded agents that play like people (they play a card that pairs with a
pairing card when they can, services first while they hold Chokos; they aim at the richest
opponent; they keep a quarantine while it is free; chance is drawn by its probabilities).
Of `--seeds` games per player count, the bench takes the longest (the longest realistic
game) and the median one, and times, by direct WSGI calls to the app (JSON parsing, schema
load, replay, serialisation, every middleware), in CPU time of this thread:

- POST /chokomannaro/validate and POST /score/chokomannaro of the whole game;
- POST /chokomannaro/legal-moves at its end (the history without its last move);

beside GET /healthz of a bare Flask app (the floor), measured in the same run the way every
bench measures (bench/floor.py, `measure`: batches interleaved round after round, medians).
Target: validate and score each at most 15 times the floor.

    .venv/bin/python bench/bench_chokomannaro.py [--seeds 40] [--rounds 6] [--per-round 15] [--players 2 3 4 5 6]
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.floor import Call, measure, service_app  # noqa: E402
from schemas.chokomannaro import API  # noqa: E402
from schemas.chokomannaro.deal import dealt  # noqa: E402
from service.games.chokomannaro.cards import CHOKOWEREWOLF, SERVICES  # noqa: E402
from service.games.chokomannaro.moves import AnyMove, Quarantine  # noqa: E402
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


def agent_move(state: State, rng: random.Random) -> AnyMove:
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
        return Quarantine(player=player, keep=state.round < state.quarantine[player][1] or rng.random() < 0.3)
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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=40)
    parser.add_argument("--rounds", type=int, default=6, help="interleaved rounds per game (default 6)")
    parser.add_argument("--per-round", type=int, default=15, help="calls of each request per round (default 15)")
    parser.add_argument("--players", type=int, nargs="+", default=[2, 3, 4, 5, 6])
    args = parser.parse_args()

    app = service_app()

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
        calls = {"validate": Call("POST", PATHS["validate"], json.dumps(history).encode()),
                 "score": Call("POST", PATHS["score"], json.dumps({"game": history}).encode()),
                 "legal": Call("POST", PATHS["legal"],
                               json.dumps({**history, "moves": history["moves"][:-1]}).encode())}
        costs = measure(app, calls, args.rounds, args.per_round)
        ratio = {k: costs.ratio(k) for k in calls}
        worst = max(worst, ratio["validate"], ratio["score"])
        cells = [f"{costs.costs[k] / 1e3:6.2f} ms {ratio[k]:4.1f}x" for k in ("validate", "score", "legal")]
        print(f"{name:<14} {len(history['moves']):>5} {costs.floor:>9.0f} {cells[0]:>15} {cells[1]:>15} "
              f"{cells[2]:>15}")
    print(f"\nworst of validate and score: {worst:.1f}x the floor (target: at most {TARGET}x)")


if __name__ == "__main__":
    main()
