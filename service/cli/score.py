"""choco-late score: final scores and winners of a game (W6, W7; C2, C3).

    choco-late score game.json          a history (or {"game": <history>})
    choco-late score final.json         {"final": {"variants": ..., "players": [...]}}

A history is replayed first (an illegal one exits with 1 and the violation); an
unfinished one gets provisional standings. As POST /score/choco-late does.
"""

from __future__ import annotations

from dataclasses import replace

import argparse

from marshmallow import ValidationError

from service.games.choco_late.violations import RuleViolation

from . import _engine
from ._common import OK, dump_json, print_lines, read_json, rule_error, schema_error, table, word

HELP = "final scores and winners of a game file (a history, or {\"final\": ...})"


def register(subparsers, common) -> None:
    p = subparsers.add_parser("score", parents=[common], help=HELP, description=__doc__,
                              formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("path", metavar="FILE", help="the game file (JSON), or - for standard input")
    p.set_defaults(run=run)


def run(args) -> int:
    lang = args.lang
    raw = read_json(args.path, lang)
    wrapped = not (isinstance(raw, dict) and ("game" in raw or "final" in raw))
    request = {"game": raw} if wrapped else raw
    try:
        answer = _engine.score_answer(request, lang)
    except ValidationError as exc:
        messages = exc.messages
        if wrapped and isinstance(messages, dict) and set(messages) == {"game"}:
            exc = ValidationError(messages["game"])
        raise schema_error(exc, lang, where=args.path) from None
    except RuleViolation as exc:
        if wrapped:  # point into the file as given, not into the {"game": ...} around it
            v = exc.violation
            exc = RuleViolation(replace(v, pointer=v.pointer.removeprefix("/game")))
        raise rule_error(exc, lang, where=args.path) from None
    if args.json:
        dump_json(answer)
        return OK
    print_lines(render(answer, lang))
    return OK


def render(answer: dict, lang: str) -> list[str]:
    players = {p["player"]: p for p in answer["players"]}
    winners = set(answer["winners"])
    rows = []
    for player in answer["ranking"]:
        p = players[player]
        rank = 1 + sum(1 for q in answer["players"] if q["total"] > p["total"])
        trays = " + ".join(str(t["points"]) for t in p["trays"])
        arrangement = p["arrangement"]
        if arrangement == "best_split" and p["optimal"] is False:
            arrangement += " (not proven optimal)"
        rows.append([rank, player + (" *" if player in winners else ""), trays, p["total"], arrangement,
                     "" if p["pile_top"] is None else p["pile_top"]])
    lines = table([word(lang, "rank"), word(lang, "player"), word(lang, "tray"), word(lang, "total"),
                   word(lang, "arrangement"), word(lang, "pile_top")], rows, right=[0, 3, 5])
    label = word(lang, "winners") if len(winners) > 1 else word(lang, "winner")
    lines.append(f"{label}: {', '.join(answer['winners'])}  ({word(lang, 'rules')} {', '.join(answer['decided_by'])})")
    if answer["tiebreak"] is not None:
        lines.append(f"{word(lang, 'tiebreak')} ({answer['tiebreak']['rule']}): {answer['tiebreak']['message']}")
    if answer["provisional"]:
        lines.append(word(lang, "provisional"))
    for player in answer["ranking"]:
        trays = players[player]["trays"]
        for i, t in enumerate(trays, 1):
            which = f" {word(lang, 'tray')} {i}" if len(trays) > 1 else ""
            lines.append(f"  {player}{which}: [{' '.join(map(str, t['lots'])) or '-'}] {t['explanation']}")
    return lines
