"""The choco-late command line: the referee's engine without HTTP.

    choco-late tray 26 32 44 37 23            score a tray (or two: '/' between them)
    choco-late split 46 33 39 16 11 28 7 45   the best two-tray split
    choco-late check games/                   validate recorded games (exit 1: an illegal one)
    choco-late score game.json                final scores and winners
    choco-late deal ann bob cat --seed 42     a legal random setup, as a history JSON
    choco-late serve --port 8000              the HTTP service under gunicorn

Every command takes --json (the HTTP API's answer shapes) and --lang it. Exit codes:
0 done, 1 a rule of the game says no, 2 unreadable or invalid input.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from ._common import BAD_INPUT, CliError, common_options, dump_json, print_lines

COMMANDS = ("tray", "split", "check", "score", "deal", "serve")


def build_parser() -> argparse.ArgumentParser:
    from importlib import import_module

    parser = argparse.ArgumentParser(
        prog="choco-late", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    common = common_options()
    for name in COMMANDS:
        import_module(f"{__name__}.{name}").register(subparsers, common)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command; returns the exit code (the console script exits with it)."""
    parser = build_parser()
    try:
        args = parser.parse_args(list(sys.argv[1:] if argv is None else argv))
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
