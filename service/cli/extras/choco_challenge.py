"""Choco Challenge's own command, ``odds`` (the chance to bust on the next draw, at any point
of a game), and its columns of the score table (pile, desserts).

    choco-referee choco-challenge odds game.json             before every draw of the game
    choco-referee choco-challenge odds game.json --at 14     before moves[14], card by card
"""

from __future__ import annotations

import argparse

from service.referee.catalogue import catalogue_of
from service.referee.violations import RuleViolation
from service.text import move_name
from service.verdicts import choco_challenge as verdicts

from .._common import game_said, BAD_INPUT, OK, CliError, dump_json, load_history, print_lines, rule_error, table

COMMANDS = ("odds",)
SLUG = "choco-challenge"

ODDS_DOC = """The chance to bust on the next draw (H4), exactly and given the back of the top card.

    choco-referee choco-challenge odds game.json           before every draw of the game
    choco-referee choco-challenge odds game.json --at 14   before moves[14] (after the first 14), card by card

A file holds a history (or {"game": <history>}); it is replayed under every rule first (an
illegal one exits with 1 and its violation). A move is named by its index into `moves`, as
`move_index` and the pointers name it: moves[0] is the first.
"""


def say(code: str, lang: str, **params) -> str:
    return catalogue_of(SLUG).word(code, lang, **params)


def register(commands, common, api) -> None:
    p = commands.add_parser("odds", parents=[common], help="the chance to bust on the next draw, at any point",
                            description=ODDS_DOC, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("path", metavar="PATH", help="a game file (JSON), or - for standard input")
    p.add_argument("--at", type=int, default=None, metavar="I",
                   help="look before moves[I], after the first I moves (0: before the first), card by card")
    p.set_defaults(run=lambda args: run_odds(args, api))


def percent(approx: float) -> str:
    return f"{approx * 100:.1f}"


def run_odds(args, api) -> int:
    lang = args.lang
    history, prefix = load_history(api, args.path, lang)
    total = len(history["moves"])
    if args.at is not None and not 0 <= args.at <= total:
        detail = f"--at {args.at}: 0..{total}"
        raise CliError(BAD_INPUT, {"detail": detail}, [detail])
    try:
        answer = (verdicts.odds_along(api, history) if args.at is None
                  else verdicts.odds_at(api, history, args.at))
    except RuleViolation as exc:
        raise rule_error(exc, lang, prefix=prefix, where=args.path) from None
    if args.json:
        dump_json(answer)
        return OK
    lines = along_lines(answer, lang) if args.at is None else at_lines(answer, lang)
    print_lines(lines, said=game_said("choco-challenge", lang))
    return OK


def _by_back(odds: dict, lang: str) -> str:
    return ", ".join(f"{say(f'back_{back}', lang)} {p}" for back, p in odds["bust_probability_by_back"].items())


def along_lines(answer: dict, lang: str) -> list[str]:
    rows = [[move_name(p["move_index"], lang), p["turn"] + 1, p["player"], p["in_front"], p["pile_size"],
             f"{p['bust_probability']} ({percent(p['bust_probability_approx'])}%)", _by_back(p, lang), p["drawn"],
             say("odds_yes" if p["matched"] else "odds_no", lang)] for p in answer["points"]]
    lines = [say("odds_title", lang), ""]
    lines += table([say(k, lang) for k in ("odds_move", "odds_turn", "odds_player", "odds_in_front", "odds_pile",
                                           "odds_bust", "odds_by_back", "odds_drawn", "odds_matched")],
                   rows, right=[1, 3, 4])
    now = answer["now"]
    if now is not None:
        lines += ["", say("odds_bust_line", lang, probability=now["bust_probability"],
                          percent=percent(now["bust_probability_approx"])) + f"  ({now['player']})"]
    elif answer["phase"] == "over":
        lines += ["", say("odds_over", lang)]
    return lines


def at_lines(answer: dict, lang: str) -> list[str]:
    odds = answer["odds"]
    if odds is None:
        if answer["phase"] == "over":
            return [say("odds_over", lang)]
        return [say("odds_phase", lang, index=answer["moves"], phase=answer["phase"],
                    to_act=", ".join(answer["to_act"]))]
    where = "odds_start" if answer["moves"] == 0 else "odds_now"
    lines = [say(where, lang, index=answer["moves"], player=odds["player"], in_front=odds["in_front"],
                 size=odds["pile_size"]),
             say("odds_bust_line", lang, probability=odds["bust_probability"],
                 percent=percent(odds["bust_probability_approx"]))]
    for back, p in odds["bust_probability_by_back"].items():
        lines.append(say("odds_back_line", lang, back=say(f"back_{back}", lang), probability=p,
                         percent=percent(odds["bust_probability_by_back_approx"][back])))
    rows = [[d["card"], f"{d['probability']} ({percent(d['approx'])}%)", say(f"back_{d['back']}", lang),
             d["probability_given_back"],
             say("odds_yes" if d["matches"] else "odds_no", lang)] for d in answer["draws"]]
    lines.append("")
    lines += table([say(k, lang) for k in ("odds_card", "odds_probability", "odds_back", "odds_by_back",
                                           "odds_matched")], rows)
    return lines


def score_columns(player: dict, lang: str) -> tuple[list[str], list]:
    """The score table's columns for one player: pile crowns, dessert crowns, desserts."""
    return ([say("score_pile", lang), say("score_desserts", lang), say("score_dessert_values", lang)],
            [player["pile_crowns"], player["dessert_crowns"], " ".join(map(str, player["desserts"])) or "-"])
