"""choco-late split: the best two-tray split of a collection of lots (C3).

    choco-late split 46 33 39 16 11 28 7 45

An exact search with a node budget: the answer says whether it is proven optimal.
A '/' between the cards is allowed (a split to improve): every lot is used.
"""

from __future__ import annotations

import argparse

from marshmallow import ValidationError

from service.games.choco_late.violations import RuleViolation

from . import _engine
from ._common import OK, dump_json, parse_card_groups, print_lines, rule_error, schema_error, tray_table, word

HELP = "the best two-tray split of a collection of lots"


def register(subparsers, common) -> None:
    p = subparsers.add_parser("split", parents=[common], help=HELP, description=__doc__,
                              formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("cards", nargs="+", metavar="CARD", help="the lots, card numbers 1..100")
    p.set_defaults(run=run)


def run(args) -> int:
    lang = args.lang
    groups = parse_card_groups(args.cards, lang)
    lots = [c for g in groups for c in g]
    try:
        answer = _engine.best_split_answer({"lots": lots}, lang)
    except ValidationError as exc:
        raise schema_error(exc, lang) from None
    except RuleViolation as exc:
        raise rule_error(exc, lang) from None
    if args.json:
        dump_json(answer)
        return OK
    lines = [f"{word(lang, 'best_split')}: {answer['total']} {word(lang, 'points')}"]
    lines += tray_table(answer["trays"], answer["total"], lang)
    search = answer["search"]
    proof = word(lang, "optimal") if answer["optimal"] else word(lang, "not_optimal", bound=search["upper_bound"])
    lines.append(proof)
    lines.append(word(lang, "search", nodes=search["nodes"], max_nodes=search["max_nodes"])
                 + f"  ({word(lang, 'rules')} {', '.join(answer['decided_by'])})")
    print_lines(lines)
    return OK
