"""choco-late tray: score one tray, or two trays separated by '/' (C1, C2, C3).

    choco-late tray 26 32 44 37 23
    choco-late tray 46 16 11 33 / 39 28 7 45
"""

from __future__ import annotations

import argparse

from marshmallow import ValidationError

from service.games.choco_late.violations import RuleViolation

from . import _engine
from ._common import OK, dump_json, parse_card_groups, print_lines, rule_error, schema_error, tray_table, word

HELP = "score one tray, or a two-tray split ('/' between the trays)"


def register(subparsers, common) -> None:
    p = subparsers.add_parser("tray", parents=[common], help=HELP, description=__doc__,
                              formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("cards", nargs="+", metavar="CARD",
                   help="card numbers 1..100; a '/' between two groups scores them as two trays")
    p.set_defaults(run=run)


def run(args) -> int:
    lang = args.lang
    groups = parse_card_groups(args.cards, lang)
    raw = {"lots": groups[0]} if len(groups) == 1 else {"trays": groups}
    try:
        answer = _engine.trays_answer(raw, lang)
    except ValidationError as exc:
        raise schema_error(exc, lang) from None
    except RuleViolation as exc:
        raise rule_error(exc, lang) from None
    if args.json:
        dump_json(answer)
        return OK
    lines = tray_table(answer["trays"], answer["total"], lang)
    lines.append(f"{word(lang, 'total')}: {answer['total']} {word(lang, 'points')}"
                 f"  ({word(lang, 'rules')} {', '.join(answer['decided_by'])})")
    print_lines(lines)
    return OK
