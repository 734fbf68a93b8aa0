"""Chocola's own commands: ``tray`` (one player's Desserts and Decorations scored, line by
line) and ``pay`` (the cheapest ways to pay a Request), and its columns of the score table.

    choco-referee chocola tray --inspiration white_truffle white_glaze \\
        milk_praline dark_praline white_semifreddo milk_mousse
    choco-referee chocola tray --inspiration white_truffle marbled_drops \\
        milk_praline dark_praline white_semifreddo dark_mousse milk_mousse \\
        --on white_semifreddo=red_sprinkles --on milk_mousse=milk_glaze,caramel \\
        --on dark_praline=dark_drops --on dark_mousse=cinnamon_topping \\
        --tray milk_praline white_semifreddo dark_mousse
    choco-referee chocola tray --file tray.json          (the body of POST /chocola/trays)
    choco-referee chocola pay milk_praline milk_dark dark_milk milk_marbled white_dark
"""

from __future__ import annotations

import argparse

from schemas.chocola.enums import CATALOGUE
from schemas.chocola.requests import ChocolaPaymentRequestSchema, ChocolaTrayRequestSchema
from service.verdicts import chocola as verdicts

from .._common import game_said, BAD_INPUT, OK, CliError, answer_of, dump_json, print_lines, problem, read_json, table

COMMANDS = ("tray", "pay")


def text(lang: str, code: str, **params) -> str:
    """A word of this game's commands (``cli_<code>`` in the game's catalogue)."""
    return CATALOGUE.word(f"cli_{code}", lang, **params)


def register(commands, common, api) -> None:
    p = commands.add_parser("tray", parents=[common], help="score one player's Desserts (and Decorations) as a tray",
                            description="Score one player's Desserts as a tray, line by line (section 5), as POST "
                            "/chocola/trays does: the tray given (--tray) or the best.\n\n"
                            "    chocola tray --inspiration white_truffle white_glaze \\\n"
                            "        milk_praline dark_praline white_semifreddo milk_mousse\n"
                            "    chocola tray --inspiration white_truffle marbled_drops milk_praline dark_mousse \\\n"
                            "        --on dark_mousse=cinnamon_topping --tray milk_praline dark_mousse\n"
                            "    chocola tray --file tray.json",
                            formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("desserts", nargs="*", metavar="DESSERT", help="the player's Dessert ids")
    p.add_argument("--inspiration", nargs=2, metavar=("DESSERT", "DECORATION"),
                   help="the Inspiration: a Dessert id and a Decoration id")
    p.add_argument("--on", action="append", default=[], metavar="DESSERT=DECORATION[,DECORATION]",
                   help="Decorations assigned to a Dessert (second phase); repeat for each Dessert")
    p.add_argument("--unassigned", nargs="+", default=None, metavar="DECORATION", help="Decorations left unassigned")
    p.add_argument("--tray", nargs="*", default=None, metavar="DESSERT",
                   help="the tray declared (default: the best tray)")
    p.add_argument("--file", default=None, metavar="PATH", help="a JSON body of POST /chocola/trays instead ('-': stdin)")
    p.set_defaults(run=run_tray)
    p = commands.add_parser("pay", parents=[common], help="the cheapest ways to pay a Request from a reserve",
                            description="The fewest cards of a reserve that pay a Request (P2-P4), as POST "
                                        "/chocola/payments does.\n\n"
                                        "    chocola pay milk_praline milk_dark dark_milk milk_marbled white_dark\n"
                                        "    chocola pay --last-card milk_praline milk_dark dark_milk milk_marbled",
                            formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("request", metavar="REQUEST", help="a Dessert or Decoration id")
    p.add_argument("reserve", nargs="*", metavar="CARD", help="the reserve's Chocolate ids (0 to 6)")
    p.add_argument("--last-card", action="store_true", help="the final round: the last card may be spent (P4)")
    p.set_defaults(run=run_pay)


def _tray_body(args) -> dict:
    lang = args.lang
    if args.file is not None:
        return read_json(args.file, lang)
    if args.inspiration is None:
        msg = text(lang, "inspiration_needed")
        raise CliError(BAD_INPUT, problem("invalid-body", msg), [f"{text(lang, 'error')}: {msg}"])
    body: dict = {"desserts": list(args.desserts),
                  "inspiration": {"dessert": args.inspiration[0], "decoration": args.inspiration[1]}}
    decorations: dict[str, list[str]] = {}
    for item in args.on:
        dessert, sep, cards = item.partition("=")
        if not sep or not dessert:
            msg = text(lang, "bad_on", item=item)
            raise CliError(BAD_INPUT, problem("invalid-body", msg), [f"{text(lang, 'error')}: {msg}"])
        decorations.setdefault(dessert, []).extend(c for c in cards.split(",") if c)
    if decorations:
        body["decorations"] = decorations
    if args.unassigned is not None:
        body["unassigned"] = list(args.unassigned)
    if args.tray is not None:
        body["tray"] = list(args.tray)
    return body


def run_tray(args) -> int:
    lang = args.lang
    answer = answer_of(ChocolaTrayRequestSchema(), _tray_body(args), verdicts.trays_answer, lang)
    if args.json:
        dump_json(answer)
        return OK
    print_lines(tray_lines(answer, lang), said=game_said("chocola", lang))
    return OK


def tray_lines(answer: dict, lang: str) -> list[str]:
    """A tray breakdown (the API's) as a table of lines, each with its rule and points."""
    rows = []
    for line in answer["dessert_rules"]:
        rows.append([line["dessert"], line["rule"], line["explanation"], line["points"]])
    for line in answer["decoration_rules"]:
        rows.append([f"{line['decoration']} ({line['dessert']})", line["rule"], line["reason"], line["points"]])
    lines = table([text(lang, "line"), text(lang, "rule"), text(lang, "counted"), text(lang, "points")], rows,
                  right=[3])
    chosen = text(lang, f"tray_{answer['tray_chosen']}")
    lines.append(f"{text(lang, 'tray')} ({chosen}): {', '.join(answer['tray']) or '-'}")
    if answer["set_aside"]:
        lines.append(f"{text(lang, 'set_aside')}: {', '.join(answer['set_aside'])}")
    if answer["unassigned"]:
        lines.append(f"{text(lang, 'unassigned')}: {', '.join(answer['unassigned'])}")
    lines.append(f"{answer['summary']}  ({text(lang, 'rules')} {', '.join(answer['decided_by'])})")
    return lines


def run_pay(args) -> int:
    lang = args.lang
    body = {"request": args.request, "reserve": list(args.reserve), "last_card": args.last_card}
    answer = answer_of(ChocolaPaymentRequestSchema(), body, verdicts.payments_answer, lang)
    if args.json:
        dump_json(answer)
        return OK
    lines = [answer["explanation"]]
    if answer["payment"] is not None:
        waste = ", ".join(f"{n} {f}" for f, n in answer["waste"].items() if n) or "0"
        lines.append(f"{text(lang, 'waste')}: {waste}")
        for other in answer["alternatives"]:
            lines.append(f"{text(lang, 'alternative')}: {', '.join(other)}")
    if answer["rule"] is not None:
        lines.append(f"{text(lang, 'rule')}: {answer['rule']}")
    print_lines(lines, said=game_said("chocola", lang))
    return OK


def score_columns(player: dict, lang: str) -> tuple[list[str], list]:
    """The score table's columns for one player: Desserts, Decorations, the tray chosen,
    and with second_phase the phase-1 total."""
    b = player["breakdown"]
    return ([text(lang, "desserts"), text(lang, "decorations"), text(lang, "tray"), text(lang, "phase_1")],
            [b["dessert_points"], b["decoration_points"], text(lang, f"tray_{b['tray_chosen']}"),
             "" if player["phase_1_total"] is None else player["phase_1_total"]])


def score_lines(answer: dict, lang: str) -> list[str]:
    """Each player's tray and how it scored, line by line."""
    lines = []
    players = {p["player"]: p for p in answer["players"]}
    for player in answer["ranking"]:
        b = players[player]["breakdown"]
        lines.append(f"  {player}: {', '.join(b['tray']) or '-'}  {b['summary']}")
        for line in b["dessert_rules"]:
            lines.append(f"    {line['dessert']} ({line['rule']}): {line['explanation']}")
        for line in b["decoration_rules"]:
            lines.append(f"    {line['decoration']} -> {line['dessert']} ({line['rule']}): {line['reason']} = "
                         f"{line['points']}")
    return lines
