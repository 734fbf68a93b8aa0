"""``choco-referee <game> view FILE --as PLAYER``: a game as one of its players may know it,
the answer of ``POST /<game>/view`` without HTTP (``--json`` prints it as the service does)."""

from __future__ import annotations

import argparse
from typing import Any

from marshmallow import ValidationError

from service.referee.violations import RuleViolation
from service.text import move_name
from service.verdicts.view import view_answer

from ._common import OK, dump_json, load_document, print_lines, read_json, rule_error, schema_error, unwrap_game, word

VIEW_DOC = """A game as one of its players may know it (the rules of its section "information").

    choco-referee {slug} view game.json --as ann

The moves as ann saw them (another player's secret shown as what the table saw), what ann may
know of the state, and ann's own legal moves now (at ann's own chance point, with the odds
ann knows). As POST /{slug}/view answers; --json prints that answer.
"""


def register(commands, common, api) -> None:
    p = commands.add_parser("view", parents=[common], help="a game as one of its players may know it",
                            description=VIEW_DOC.format(slug=api.slug),
                            formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("path", metavar="PATH", help="a game file (JSON; or - for standard input)")
    p.add_argument("--as", dest="player", required=True, metavar="PLAYER", help="the player whose view it is")
    p.set_defaults(run=lambda args: run_view(args, api))


def view_of(api, path: str, player: str, lang: str, limits: dict[str, Any]) -> dict:
    """The view answer of a game file; raises CliError (bad input: 2; an illegal setup is an
    answer, as the service gives it)."""
    raw, _ = unwrap_game(read_json(path, lang))
    schema = api.view_request()
    try:
        body = load_document(schema, None if raw is None else {"game": raw, "player": player})
        return view_answer(api, body, lang, limits)
    except ValidationError as exc:
        raise schema_error(exc, lang, api.view_request, where=path) from None
    except RuleViolation as exc:
        raise rule_error(exc, lang, where=path) from None


def run_view(args, api) -> int:
    from .family import limits

    answer = view_of(api, args.path, args.player, args.lang, limits())
    if args.json:
        dump_json(answer)
    else:
        print_lines(view_lines(answer, args.lang))
    return OK


def view_lines(answer: dict, lang: str) -> list[str]:
    """The view in lines: the moves as the player saw them, who is due, the player's moves."""
    lines = [f"{word(lang, 'view_of', player=answer['player'])}"]
    for i, move in enumerate(answer["seen_moves"]):
        fields = " ".join(f"{k}={_value(v)}" for k, v in move.items() if k not in ("type", "player", "hidden"))
        hidden = (" " + word(lang, "hidden", fields=", ".join(move["hidden"]))) if "hidden" in move else ""
        lines.append(f"  {move_name(i, lang)} {move.get('player', '-')} {move['type']} {fields}{hidden}".rstrip())
    if answer["violation"] is not None:
        v = answer["violation"]
        lines.append(f"{word(lang, 'illegal')}: {v['rule']} {v['message']}")
    lines.append(f"{word(lang, 'to_act')}: {', '.join(answer['to_act']) or '-'}")
    for entry in answer["moves"]:
        move = entry["move"]
        fields = " ".join(f"{k}={_value(v)}" for k, v in move.items() if k not in ("type", "player"))
        odds = f"  {entry['probability']}" if "probability" in entry else ""
        lines.append(f"  {move['type']} {fields}{odds}".rstrip())
    return lines


def _value(value: Any) -> str:
    if isinstance(value, list):
        return ",".join(_value(v) for v in value)
    return str(value)
