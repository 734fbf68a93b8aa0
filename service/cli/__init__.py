"""choco-referee: the referee of every game of the family, without HTTP.

    choco-referee games                                   the games, their players and commands
    choco-referee GAME check FILE|FOLDER ...              validate recorded games (exit 1: an illegal one)
    choco-referee GAME score FILE|FOLDER ...              scores and winners; several games: a league table
    choco-referee GAME deal ann bob cat --seed 42         a legal random setup, as a history
    choco-referee choco-late tray 26 32 44 37 23          a game's own commands (choco-late: tray, split)
    choco-referee serve --port 8000                       the HTTP service under gunicorn

`choco-late ...` is short for `choco-referee choco-late ...`. Every command takes --json
(the HTTP API's answer shapes) and --lang it. Exit codes: 0 done, 1 a rule of the game
says no, 2 unreadable or invalid input. No command needs Flask: they call the same
verdicts as the service.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from ._common import BAD_INPUT, CliError, common_options, dump_json, print_lines, set_help_language


def build_parser(prog: str = "choco-referee", command: str | None = None) -> argparse.ArgumentParser:
    """The parser of `choco-referee`: every game is listed, but only the game `command`
    names gets its commands (its schemas, extras and options are loaded for it alone)."""
    from schemas.registry import api
    from service.referee import registry

    from . import family, serve

    parser = argparse.ArgumentParser(prog=prog, description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    common = common_options()
    family.register_games_command(subparsers, common)
    for slug in registry.slugs():
        if slug == command:
            family.register_game(subparsers, common, api(slug))
        else:
            family.list_game(subparsers, slug)
    serve.register(subparsers, common)
    return parser


def asked_command(argv: Sequence[str]) -> str | None:
    """The command the arguments name (their first word that is not an option), if any."""
    return next((a for a in argv if not a.startswith("-")), None)


def main(argv: Sequence[str] | None = None, prog: str = "choco-referee") -> int:
    """Run one command; returns the exit code (the console script exits with it)."""
    argv = list(sys.argv[1:] if argv is None else argv)
    set_help_language(argv)
    parser = build_parser(prog, asked_command(argv))
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:  # --help (0) or a usage error (2)
        return exc.code if isinstance(exc.code, int) else BAD_INPUT
    try:
        return args.run(args)
    except CliError as exc:
        if getattr(args, "json", False):
            dump_json(exc.payload)
        print_lines(exc.lines, sys.stderr)
        return exc.code
    except BrokenPipeError:  # e.g. piped into head
        return 0
    except KeyboardInterrupt:
        sys.stderr.write("interrupted\n")
        return 130


def choco_late_main(argv: Sequence[str] | None = None) -> int:
    """`choco-late ...`: the shortcut for `choco-referee choco-late ...`."""
    args = list(sys.argv[1:] if argv is None else argv)
    if args[:1] == ["serve"]:
        return main(args, prog="choco-late")
    return main(["choco-late", *args])
