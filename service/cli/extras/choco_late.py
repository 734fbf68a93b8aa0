"""Choco Late's own commands: ``tray`` (score one tray or a split) and ``split`` (a best
split), and its columns of the score table (trays, arrangement, pile top).

    choco-late tray 26 32 44 37 23
    choco-late tray 46 16 11 33 / 39 28 7 45
    choco-late split 46 33 39 16 11 28 7 45
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence

from schemas.choco_late.enums import CATALOGUE
from schemas.choco_late.requests import ChocoLateLotsRequestSchema, ChocoLateTrayRequestSchema
from service.verdicts import choco_late as verdicts

from .._common import (game_said, BAD_INPUT, OK, CliError, answer_of, cards_text, dump_json, help_language, localised_problem,
                       print_lines, table, word)

COMMANDS = ("tray", "split")


def text(lang: str, code: str, **params) -> str:
    """A word of this game's commands (``cli_<code>`` in the game's catalogue)."""
    return CATALOGUE.word(f"cli_{code}", lang, **params)


def parse_card_groups(tokens: Sequence[str], lang: str, max_groups: int = 2) -> list[list[int]]:
    """Card numbers from the command line, in groups separated by '/':
    ``26 32 44`` or ``46 16 / 39 28`` (commas work as spaces, '/' may touch a number)."""
    groups = " ".join(tokens).replace(",", " ").split("/")
    if len(groups) > max_groups:
        raise _bad_cards(text(lang, "too_many_trays"), lang)
    out = []
    for group in groups:
        cards = []
        for token in group.split():
            try:
                cards.append(int(token, 10))
            except ValueError:
                raise _bad_cards(text(lang, "not_a_card", token=token), lang) from None
        out.append(cards)
    return out


def _bad_cards(message: str, lang: str) -> CliError:
    return CliError(BAD_INPUT, localised_problem("invalid-body", message, lang),
                    [f"{word(lang, 'error')}: {message}"])


def register(commands, common, api) -> None:
    lang = help_language()
    for name, run in (("tray", run_tray), ("split", run_split)):
        p = commands.add_parser(name, parents=[common], help=text(lang, f"help_{name}"),
                                description=text(lang, f"doc_{name}"),
                                formatter_class=argparse.RawDescriptionHelpFormatter)
        p.add_argument("cards", nargs="+", metavar="CARD", help=text(lang, f"help_{name}_cards"))
        p.set_defaults(run=run)


def combination_cell(use: dict | None, lang: str) -> str:
    """'4 diversi 8 [23 26 32 44]' from a combination use (or '-')."""
    if use is None:
        return text(lang, "none")
    return f"{use['label']} {use['points']} [{cards_text(use['lots'])}]"


def tray_table(trays: Sequence[dict], total: int, lang: str) -> list[str]:
    """Tray breakdowns (the API's) as a table, then how each scored."""
    rows = []
    for i, t in enumerate(trays, 1):
        rows.append([i, cards_text(t["lots"]), combination_cell(t["symbol_combination"], lang),
                     combination_cell(t["colour_combination"], lang), cards_text(t["loose_lots"]), t["points"]])
    if len(trays) > 1:
        rows.append([word(lang, "total"), "", "", "", "", total])
    lines = table([text(lang, "tray"), text(lang, "lots"), text(lang, "symbols"), text(lang, "colours"),
                   text(lang, "loose"), word(lang, "points")], rows, right=[5])
    for i, t in enumerate(trays, 1):
        label = text(lang, "tray_n", n=i) if len(trays) > 1 else text(lang, "tray")
        lines.append(f"{label}: {t['explanation']}")
    return lines


def run_tray(args) -> int:
    lang = args.lang
    groups = parse_card_groups(args.cards, lang)
    raw = {"lots": groups[0]} if len(groups) == 1 else {"trays": groups}
    answer = answer_of(ChocoLateTrayRequestSchema(), raw, verdicts.trays_answer, lang)
    if args.json:
        dump_json(answer)
        return OK
    lines = tray_table(answer["trays"], answer["total"], lang)
    lines.append(f"{word(lang, 'total')}: {answer['total']} {word(lang, 'points')}"
                 f"  ({word(lang, 'rules')} {', '.join(answer['decided_by'])})")
    print_lines(lines, said=game_said("choco-late", lang))
    return OK


def run_split(args) -> int:
    from ..family import limits

    lang = args.lang
    groups = parse_card_groups(args.cards, lang)
    lots = [c for g in groups for c in g]
    answer = answer_of(ChocoLateLotsRequestSchema(), {"lots": lots}, verdicts.best_split_answer, lang, limits())
    if args.json:
        dump_json(answer)
        return OK
    lines = [f"{text(lang, 'best_split')}: {answer['total']} {word(lang, 'points')}"]
    lines += tray_table(answer["trays"], answer["total"], lang)
    search = answer["search"]
    proof = text(lang, "optimal") if answer["optimal"] else text(lang, "not_optimal", bound=search["upper_bound"])
    lines.append(proof)
    lines.append(text(lang, "search", nodes=search["nodes"], max_nodes=search["max_nodes"])
                 + f"  ({word(lang, 'rules')} {', '.join(answer['decided_by'])})")
    print_lines(lines, said=game_said("choco-late", lang))
    return OK


def score_columns(player: dict, lang: str) -> tuple[list[str], list]:
    """The score table's columns for one player: trays, arrangement, pile top."""
    arrangement = text(lang, f"arrangement_{player['arrangement']}")
    if player["arrangement"] == "best_split" and player["optimal"] is False:
        arrangement = text(lang, "not_proven", arrangement=arrangement)
    return ([text(lang, "tray"), text(lang, "arrangement"), text(lang, "pile_top")],
            [" + ".join(str(t["points"]) for t in player["trays"]), arrangement,
             "" if player["pile_top"] is None else player["pile_top"]])


def score_lines(answer: dict, lang: str) -> list[str]:
    """Each player's trays and how they scored."""
    players = {p["player"]: p for p in answer["players"]}
    lines = []
    for player in answer["ranking"]:
        trays = players[player]["trays"]
        for i, t in enumerate(trays, 1):
            which = f" {text(lang, 'tray_n', n=i)}" if len(trays) > 1 else ""
            lines.append(f"  {player}{which}: [{' '.join(map(str, t['lots'])) or '-'}] {t['explanation']}")
    return lines
