"""The commands every game has, written once: ``check``, ``score`` and ``deal``, and
``choco-referee games``. A game's own commands live in ``service/cli/extras/<package>.py``
(``register(subparsers, common, api)``); a game may also add columns and lines to the
score table there (``score_columns``, ``score_lines``).
"""

from __future__ import annotations

import argparse
import json
from dataclasses import replace
from importlib import import_module
from importlib.util import find_spec
from typing import Any

from marshmallow import ValidationError

from schemas.registry import apis
from service.config import Settings
from service.referee import registry
from service.referee.violations import RuleViolation
from service.verdicts import family
from service.verdicts.season import league_table  # the one league table (the season page's too)

from . import check as check_command
from . import view as view_command
from ._common import (BAD_INPUT, OK, CliError, dump_json, game_said, load_document, print_lines, read_json, rule_error,
                      schema_error, table,
                      word)


def extras(api):
    """The game's own command-line module, or None."""
    name = f"service.cli.extras.{registry.package_of(api.slug)}"
    return import_module(name) if find_spec(name) is not None else None


def limits() -> dict:
    """The search limits of the settings in the environment (:meth:`Settings.search_limits`)."""
    return Settings.from_env().search_limits()


# --- choco-referee games -------------------------------------------------------------------


def register_games_command(subparsers, common) -> None:
    p = subparsers.add_parser("games", parents=[common], help="the games served, with their commands",
                              description="The games of the family: id, names, players, variants, commands.")
    p.set_defaults(run=run_games)


def game_commands(api) -> list[str]:
    own = getattr(extras(api), "COMMANDS", ()) if extras(api) is not None else ()
    return ["check", "score", "deal", *(["view"] if api.viewing is not None else []), *own]


def _players_cell(players: dict) -> str:
    """"2" when a game takes exactly two players, "2-5" for two to five."""
    low, high = players["min"], players["max"]
    return str(low) if low == high else f"{low}-{high}"


def run_games(args) -> int:
    lang = args.lang
    entries = [{**family.game_entry(api, []), "commands": game_commands(api)} for api in apis().values()]
    for e in entries:
        del e["paths"]
    if args.json:
        dump_json({"games": entries})
        return OK
    rows = [[e["id"], e["name"][lang], _players_cell(e["players"]),
             ", ".join(game_said(e["id"], lang)(f"`{v}`") for v in e["variants"]) or "-",
             ", ".join(e["commands"])] for e in entries]
    print_lines(table([word(lang, "game"), word(lang, "name"), word(lang, "players"), word(lang, "variants"),
                       word(lang, "commands")], rows))
    return OK


# --- choco-referee GAME ... ------------------------------------------------------------------


def list_game(subparsers, slug: str) -> None:
    """A game named in `choco-referee --help` without its commands (built when asked)."""
    game = registry.get(slug)
    subparsers.add_parser(slug, help=f"{game.names['en']}: check, score, deal and its own commands "
                                     f"(choco-referee games lists them)", add_help=False)


def register_game(subparsers, common, api) -> None:
    game = api.game
    p = subparsers.add_parser(api.slug, help=f"{game.names['en']}: {', '.join(game_commands(api))}",
                              description=f"{game.names['en']}: the referee's commands for this game.")
    commands = p.add_subparsers(dest="game_command", metavar="COMMAND", required=True)
    check_command.register(commands, common, api)
    register_score(commands, common, api)
    register_deal(commands, common, api)
    if api.viewing is not None:
        view_command.register(commands, common, api)
    own = extras(api)
    if own is not None:
        own.register(commands, common, api)


# --- score ---------------------------------------------------------------------------------

SCORE_DOC = """Scores and winners of one game, or a league table of several.

    choco-referee {slug} score game.json          a history (or {{"game": <history>}})
    choco-referee {slug} score final.json         {{"final": ...}}, where the game has one
    choco-referee {slug} score season/            every *.json below the folder: a league table

A history is replayed first (an illegal one exits with 1 and the violation); an unfinished
one gets provisional standings. As POST /score/{slug} does. With several games, the table
gives each player's games, wins (finished games only) and total points.
"""


def register_score(commands, common, api) -> None:
    p = commands.add_parser("score", parents=[common], help="scores and winners of one game, or a league table",
                            description=SCORE_DOC.format(slug=api.slug),
                            formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("paths", nargs="+", metavar="PATH",
                   help="a game file (JSON), a folder of them (searched recursively), or - for standard input")
    p.set_defaults(run=lambda args: run_score(args, api))


def score_file(api, path: str, lang: str) -> dict:
    """The score answer of one file; raises CliError (rule broken: 1, bad input: 2)."""
    raw = read_json(path, lang)
    wrapped = not (isinstance(raw, dict) and ("game" in raw or "final" in raw))
    request = {"game": raw} if wrapped else raw
    try:
        return family.score_answer(api, load_document(api.score_request(), None if raw is None else request),
                                   lang, limits())
    except ValidationError as exc:
        messages = exc.messages
        if wrapped and isinstance(messages, dict) and set(messages) == {"game"}:
            exc = ValidationError(messages["game"])
        raise schema_error(exc, lang, api.score_request, where=path) from None
    except RuleViolation as exc:
        if wrapped:  # point into the file as given, not into the {"game": ...} around it
            v = exc.violation
            exc = RuleViolation(replace(v, pointer=v.pointer.removeprefix("/game")))
        raise rule_error(exc, lang, where=path) from None


def run_score(args, api) -> int:
    lang = args.lang
    files = check_command.collect(args.paths)
    if not files:
        raise CliError(BAD_INPUT, {"detail": word(lang, "no_files")},
                       [word(lang, "no_files") + ": " + " ".join(args.paths)])
    if len(files) == 1 and files[0] in args.paths and len(args.paths) == 1:
        answer = score_file(api, files[0], lang)
        if args.json:
            dump_json(answer)
        else:
            print_lines(score_lines(api, answer, lang), said=game_said(api.slug, lang))
        return OK
    answers: list[dict[str, Any]] = []
    code = OK
    for path in files:
        try:
            answers.append({"path": path, "score": score_file(api, path, lang), "problem": None})
        except CliError as exc:
            answers.append({"path": path, "score": None, "problem": exc.payload})
            code = max(code, exc.code)
    league = league_table(answers)
    if args.json:
        dump_json({"files": answers, "league": league, "exit_code": code})
        return code
    lines = []
    for entry in answers:
        lines.append(f"== {entry['path']}")
        if entry["score"] is not None:
            lines.extend(score_lines(api, entry["score"], lang))
        else:
            lines.append(f"{word(lang, 'error')}: {entry['problem'].get('detail', '')}")
    lines.append("")
    lines.extend(league_lines(league, lang))
    print_lines(lines, said=game_said(api.slug, lang))
    return code


def league_lines(league: dict, lang: str) -> list[str]:
    rows = [[r["player"], r["games"], r["wins"], r["points"]] for r in league["players"]]
    lines = [word(lang, "league", games=league["games"])]
    lines += table([word(lang, "player"), word(lang, "games"), word(lang, "wins"), word(lang, "points")],
                   rows, right=[1, 2, 3])
    return lines


def score_lines(api, answer: dict, lang: str) -> list[str]:
    """A score answer as a table: rank, player (* for a winner), total and the game's columns."""
    own = extras(api)
    columns = getattr(own, "score_columns", None)
    players = {p["player"]: p for p in answer["players"]}
    winners = set(answer["winners"])
    head = [word(lang, "rank"), word(lang, "player"), word(lang, "total")]
    rows = []
    for player in answer["ranking"]:
        p = players[player]
        extra_head, extra_cells = columns(p, lang) if columns else ([], [])
        rows.append([p["rank"], player + (" *" if player in winners else ""), p["total"], *extra_cells])
    if columns and answer["players"]:
        head += columns(answer["players"][0], lang)[0]
    lines = table(head, rows, right=[0, 2], said=game_said(api.slug, lang))
    label = word(lang, "winners") if len(winners) > 1 else word(lang, "winner")
    lines.append(f"{label}: {', '.join(answer['winners']) or '-'}  "
                 f"({word(lang, 'rules')} {', '.join(answer['decided_by'])})")
    tiebreak = answer.get("tiebreak")
    if isinstance(tiebreak, dict) and "message" in tiebreak:
        lines.append(f"{word(lang, 'tiebreak')} ({tiebreak.get('rule', '')}): {tiebreak['message']}")
    if answer["provisional"]:
        lines.append(word(lang, "provisional"))
    more = getattr(own, "score_lines", None)
    if more:
        lines += more(answer, lang)
    return lines


# --- deal ----------------------------------------------------------------------------------


def register_deal(commands, common, api) -> None:
    game = api.game
    fields = api.deal_request().fields
    p = commands.add_parser("deal", parents=[common], help="deal a legal random setup; prints a history JSON",
                            description=f"A legal random setup of {game.names['en']}, printed as a history with "
                                        f"no moves: the same body and seed always give the same deal (as POST "
                                        f"/{api.slug}/deal). Without --seed one is drawn; the history says which.",
                            formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("players", nargs="+", metavar="PLAYER", help="player ids in clockwise order")
    p.add_argument("--seed", type=int, default=None, help="the seed of the shuffle (default: a random one)")
    if "first_player" in fields:
        p.add_argument("--first-player", default=None, help="who plays first (default: the first player)")
    for variant in game.variants:
        p.add_argument(f"--{variant.replace('_', '-')}", action="store_true", dest=f"variant_{variant}",
                       help=f"the variant {variant}")
    p.add_argument("--option", action="append", default=[], metavar="KEY=JSON",
                   help="another field of the deal body, as JSON (e.g. --option 'ages={\"ann\": 30}')")
    p.set_defaults(run=lambda args: run_deal(args, api))


def run_deal(args, api) -> int:
    lang = args.lang
    body: dict = {"players": list(args.players)}
    if args.seed is not None:
        body["seed"] = args.seed
    variants = {v: True for v in api.game.variants if getattr(args, f"variant_{v}")}
    if variants:
        body["variants"] = variants
    if getattr(args, "first_player", None) is not None:
        body["first_player"] = args.first_player
    for option in args.option:
        key, _, value = option.partition("=")
        try:
            body[key] = json.loads(value)
        except json.JSONDecodeError as exc:
            raise CliError(BAD_INPUT, {"detail": str(exc)}, [f"{word(lang, 'error')}: --option {key}: {exc}"]) from None
    try:
        history = family.deal_answer(api, api.deal_request().load(body))
    except ValidationError as exc:
        raise schema_error(exc, lang, api.deal_request) from None
    except RuleViolation as exc:
        raise rule_error(exc, lang) from None
    dump_json(history)
    return OK
