"""The cost of Choco Challenge's requests against the bare-Flask floor.

A long realistic game is played by seeded agents that play like people (each draws while
the exact bust odds stay under their own appetite for risk, 20-45%, saves a bust with a
tool, buys the richest card on offer, takes the best dessert, takes the extra cards it is
offered most of the time): the longest of `--games` seeds at each player count. Then, by
direct WSGI calls (no server, no sockets), the CPU time of this thread for:

- the floor: ``GET /healthz`` of a bare Flask app (the same Flask, nothing else);
- ``POST /choco-challenge/validate`` and ``POST /score/choco-challenge`` of that game
  (JSON parsing, schema load, replay, answer, serialising), target: at most 15 times the
  floor;
- ``POST /choco-challenge/legal-moves`` at its end and at its last draw;

measured the way every bench measures (bench/floor.py, `measure`: batches interleaved with
the floor's round after round, medians), and the ratio. Figures are printed, never asserted.

    .venv/bin/python bench/bench_choco_challenge.py [--games 40] [--rounds 12] [--per-round 25]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import orjson  # noqa: E402

from bench.floor import Call, measure, service_app  # noqa: E402
from schemas.choco_challenge import API  # noqa: E402
from service.games.choco_challenge.cards import CROWNS  # noqa: E402
from service.games.choco_challenge.chance import bust_odds  # noqa: E402
from service.games.choco_challenge.moves import (Bust, ExtraDecline, ExtraPick, ExtraTool, Stop,  # noqa: E402
                                                 UseTool)
from service.games.choco_challenge.phases import Phase  # noqa: E402
from service.referee.legal import legal_options  # noqa: E402

NAMES = ("ann", "bob", "cat", "dan", "eve")


def realistic_game(players: int, seed: int) -> dict:
    """A game played to the end by agents that play like people (see the module's doc)."""
    rng = random.Random(seed)
    dealt = API.deal(API.deal_request().load({"players": list(NAMES[:players]), "seed": seed}), seed)
    state = API.game.start(API.history().load(dealt))
    appetite = {p: rng.uniform(0.2, 0.45) for p in state.players}
    moves = []
    while not state.is_over():
        options = legal_options(state)
        chance = [o for o in options if o.probability is not None]
        kinds = {type(o.move): o for o in options}
        phase = state.phase
        if phase is Phase.DRAW:
            player = state.player
            risk, _ = bust_odds(state.piles[player], state.in_front[player])
            if Stop in kinds and risk > appetite[player]:
                stop = kinds[Stop]
                buys = [b for b in stop.choose["buy"].values if b is not None]
                desserts = [d for d in stop.choose["dessert"].values if d is not None]
                move = Stop(player=player, buy=max(buys, key=lambda b: CROWNS[b.card]) if buys else None,
                            dessert=max(desserts) if desserts else None)
            else:
                move = rng.choices(chance, [float(o.probability) for o in chance])[0].move
        elif phase is Phase.BUST:
            tools = [o.move for o in options if type(o.move) is UseTool]
            move = tools[0] if tools else kinds[Bust].move
        elif chance and (phase is Phase.REFILL or rng.random() < 0.8):
            move = rng.choices(chance, [float(o.probability) for o in chance])[0].move
        else:
            takes = [o.move for o in options if type(o.move) in (ExtraTool, ExtraPick)]
            move = rng.choice(takes) if takes and rng.random() < 0.8 else kinds[ExtraDecline].move
        state.apply(move, len(moves))
        moves.append(move)
    return API.history_json(dealt, moves)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40, help="seeds tried at each player count")
    parser.add_argument("--rounds", type=int, default=12, help="interleaved rounds (default 12)")
    parser.add_argument("--per-round", type=int, default=25, help="calls of each request per round (default 25)")
    args = parser.parse_args()

    longest = max((realistic_game(players, seed) for players in (3, 4, 5) for seed in range(args.games)),
                  key=lambda g: len(g["moves"]))
    lengths = sorted(len(realistic_game(4, seed)["moves"]) for seed in range(args.games))
    moves = longest["moves"]
    last_draw = max(i for i, m in enumerate(moves) if m["type"] == "draw")
    print(f"longest realistic game of {3 * args.games}: {len(longest['players'])} players, {len(moves)} moves "
          f"(4 players: median {statistics.median(lengths):.0f} moves, longest {lengths[-1]})")

    history = orjson.dumps(longest)
    at_last_draw = orjson.dumps({**longest, "moves": moves[:last_draw]})
    calls = {
        "POST /choco-challenge/validate": Call("POST", "/choco-challenge/validate", history),
        "POST /score/choco-challenge": Call("POST", "/score/choco-challenge", orjson.dumps({"game": longest})),
        "POST /choco-challenge/legal-moves (end)": Call("POST", "/choco-challenge/legal-moves", history),
        "POST /choco-challenge/legal-moves (last draw)": Call("POST", "/choco-challenge/legal-moves", at_last_draw),
    }
    costs = measure(service_app(), calls, args.rounds, args.per_round)
    print(f"floor, bare Flask GET /healthz: {costs.floor:.1f} us of CPU (median)")
    for name in calls:
        print(f"{name:46} {costs.costs[name]:8.1f} us  {costs.ratio(name):5.1f} x floor"
              + ("   (target: at most 15 x)" if "legal-moves" not in name else ""))

if __name__ == "__main__":
    main()
