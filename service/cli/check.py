"""check: validate recorded games (histories, as in the HTTP API), for any game.

    choco-referee GAME check game.json
    choco-referee GAME check games/            every *.json below the folder
    choco-referee GAME check --json a.json b.json

Each game is replayed under every rule, as POST /GAME/validate does. A file may hold a
history or {"game": <history>}. The table gives, for each file, whether the game is legal,
how many moves were checked and, for an illegal one, the rule, the move and why; then, for
a club running a league, each player's finished legal games, wins and total points. Exit
code: 0 when every game is legal, 1 when some game is illegal, 2 when some file is
unreadable or not a history (2 wins over 1).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from marshmallow import ValidationError

from service.text import move_name
from service.verdicts import family

from ._common import (game_said, BAD_INPUT, OK, RULE_BROKEN, CliError, dump_json, input_error, load_document, print_lines,
                      read_json, schema_error, table, unwrap_game, word)

HELP = "validate one or many recorded games (JSON histories, or folders of them)"


def register(subparsers, common, api) -> None:
    p = subparsers.add_parser("check", parents=[common], help=HELP, description=__doc__,
                              formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("paths", nargs="+", metavar="PATH",
                   help="a game file (JSON), a folder of them (searched recursively), or - for standard input")
    progress = p.add_mutually_exclusive_group()
    progress.add_argument("--progress", dest="progress", action="store_true", default=None,
                          help="show a progress bar on standard error (default: only on a terminal)")
    progress.add_argument("--no-progress", dest="progress", action="store_false",
                          help="never show the progress bar")
    p.set_defaults(run=lambda args: run(args, api))


class ProgressBar:
    """A one-line progress bar on a stream (standard error), redrawn in place."""

    WIDTH = 24

    def __init__(self, total: int, stream, enabled: bool):
        self.total = total
        self.stream = stream
        self.enabled = enabled and total > 0
        self.done = 0
        self._last = 0
        self._tty = bool(getattr(stream, "isatty", lambda: False)())

    def step(self, label: str) -> None:
        self.done += 1
        if not self.enabled:
            return
        filled = self.WIDTH * self.done // self.total
        bar = "#" * filled + "." * (self.WIDTH - filled)
        pct = 100 * self.done // self.total
        name = label if len(label) <= 40 else "..." + label[-37:]
        text = f"[{bar}] {self.done}/{self.total} {pct:3d}% {name}"
        # a terminal clears the rest of the line; elsewhere spaces cover a longer last line
        tail = "\x1b[K" if self._tty else " " * max(0, self._last - len(text))
        self._last = len(text)
        self.stream.write("\r" + text + tail)
        self.stream.flush()

    def close(self) -> None:
        if self.enabled:
            self.stream.write("\n")
            self.stream.flush()


def collect(paths: list[str]) -> list[str]:
    """The files to check, in order: files as given, folders expanded to their *.json, sorted."""
    files: list[str] = []
    for given in paths:
        path = Path(given)
        if given != "-" and path.is_dir():
            files.extend(str(p) for p in sorted(path.rglob("*.json")) if p.is_file())
        else:
            files.append(given)
    return files


def check_file(api, path: str, lang: str) -> dict[str, Any]:
    """One file: {"path", "status", "finished", "result" (the validate answer), "problem",
    "score" (the score answer of a legal game)}."""
    entry: dict[str, Any] = {"path": path, "status": None, "finished": None, "result": None, "problem": None, "score": None}
    try:
        raw = read_json(path, lang)
    except CliError as exc:
        entry.update(status="unreadable", problem=exc.payload)
        return entry
    raw, prefix = unwrap_game(raw)
    try:
        history = load_document(api.history(), raw)
    except ValidationError as exc:
        entry.update(status="invalid", problem=schema_error(exc, lang, api.history, prefix=prefix).payload)
        return entry
    result, replayed = family.validate_replayed(api, history, lang)
    if result["violation"] is not None and prefix:
        result["violation"]["pointer"] = prefix + result["violation"]["pointer"]
    entry["result"] = result
    entry["status"] = "legal" if result["legal"] else "illegal"
    entry["finished"] = None
    if result["legal"] and replayed is not None:  # scored from the same replay: each file is replayed once
        from .family import limits

        state = replayed.state
        entry["score"] = family.standings_answer(api, state, state.standings(limits()), lang)
        entry["finished"] = not entry["score"]["provisional"]
    return entry


def run(args, api) -> int:
    lang = args.lang
    files = collect(args.paths)
    if not files:
        raise input_error(word(lang, "no_files") + ": " + " ".join(args.paths), lang)
    enabled = args.progress if args.progress is not None else sys.stderr.isatty()
    bar = ProgressBar(len(files), sys.stderr, enabled and len(files) > 1)
    entries = []
    try:
        for path in files:
            entries.append(check_file(api, path, lang))
            bar.step(path)
    finally:
        bar.close()

    counts = {k: sum(1 for e in entries if e["status"] == k) for k in ("legal", "illegal", "unreadable", "invalid")}
    summary = {"files": len(entries), **counts}
    code = BAD_INPUT if counts["unreadable"] or counts["invalid"] else (RULE_BROKEN if counts["illegal"] else OK)
    from .family import league_lines, league_table

    league = league_table(entries)
    if args.json:
        dump_json({"files": entries, "summary": summary, "league": league, "exit_code": code})
        return code

    rows = []
    for e in entries:
        result, problem = e["result"], e["problem"]
        status = word(lang, e["status"])
        if e["status"] == "legal":
            status += f" ({word(lang, 'finished' if e['finished'] else 'unfinished')})"
        rule = move = message = ""
        moves = ""
        if result is not None:
            moves = result["moves_checked"]
            v = result["violation"]
            if v is not None:
                rule = v["rule"]
                move = "" if v["move_index"] is None else move_name(v["move_index"], lang)
                message = v["message"] + (f" [{v['pointer']}]" if v["pointer"] else "")
        elif problem is not None:
            message = problem["detail"]
        rows.append([e["path"], status, moves, rule, move, message])
    said = game_said(api.slug, lang)
    lines = table([word(lang, "file"), word(lang, "result"), word(lang, "moves"), word(lang, "rule"),
                   word(lang, "move"), word(lang, "message")], rows, right=[2], said=said)
    lines.append(word(lang, "summary", **summary))
    if league["players"]:
        lines.append("")
        lines.extend(league_lines(league, lang))
    print_lines(lines, said=said)
    return code
