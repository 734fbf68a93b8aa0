"""choco-late deal: a legal random setup, printed as a history JSON with no moves yet.

    choco-late deal ann bob cat --seed 42
    choco-late deal ann bob --two-trays --best-wins --seed 7 > game.json

The same players, variants and seed always give the same deal (as POST /choco-late/deal).
Without --seed a random seed is drawn; it is printed in the history's "seed".
"""

from __future__ import annotations

import argparse
import secrets

from marshmallow import ValidationError

from service.games.choco_late.violations import RuleViolation

from . import _engine
from ._common import OK, dump_json, rule_error, schema_error

HELP = "deal a legal random setup; prints a history JSON"
VARIANTS = ("free_bidding", "best_wins", "two_trays")


def register(subparsers, common) -> None:
    p = subparsers.add_parser("deal", parents=[common], help=HELP, description=__doc__,
                              formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("players", nargs="+", metavar="PLAYER", help="player ids in clockwise order (S1: 2 to 6)")
    p.add_argument("--seed", type=int, default=None, help="the seed of the shuffle (default: a random one)")
    p.add_argument("--first-player", default=None, help="who holds the token first (default: the first player)")
    p.add_argument("--free-bidding", action="store_true", help="Asta pazza: bidding in any order (A5)")
    p.add_argument("--best-wins", action="store_true", help="Che vinca il migliore: piles and W7")
    p.add_argument("--two-trays", action="store_true", help="Sfida a due vassoi: two trays (C3), 2-4 players")
    p.set_defaults(run=run)


def run(args) -> int:
    lang = args.lang
    seed = args.seed if args.seed is not None else secrets.randbelow(2**63)
    variants = {name: bool(getattr(args, name)) for name in VARIANTS}
    try:
        history = _engine.deal_answer(list(args.players), variants, seed, args.first_player)
    except ValidationError as exc:
        raise schema_error(exc, lang) from None
    except RuleViolation as exc:
        raise rule_error(exc, lang) from None
    dump_json(history)
    return OK
