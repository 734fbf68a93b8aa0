"""What every command shares: options, words (English and Italian), tables, JSON, errors.

Exit codes, the same for every command:

- 0: done (for ``check``: every game is legal);
- 1: a rule of the game says no (an illegal game, a card twice, a card out of range...);
- 2: the input cannot be read or does not match the schema (unreadable or invalid JSON, a
  word where a card number is expected, a bad option).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from marshmallow import ValidationError

from service.errors import PROBLEM_TYPES, pointer_errors
from service.games.choco_late.violations import RuleViolation

OK, RULE_BROKEN, BAD_INPUT = 0, 1, 2
LANGUAGES = ("en", "it")

WORDS: dict[str, dict[str, str]] = {
    "en": {
        "tray": "tray", "lots": "lots", "symbols": "symbol combination", "colours": "colour combination",
        "loose": "loose lots", "points": "points", "total": "total", "rules": "rules",
        "none": "-", "explanation": "how",
        "best_split": "best split", "optimal": "proven optimal: no split scores more",
        "not_optimal": "best found within the search budget, not proven optimal (no split scores more than {bound})",
        "search": "search: {nodes} nodes of {max_nodes}",
        "file": "file", "result": "result", "moves": "moves", "rule": "rule", "move": "move",
        "message": "message", "legal": "legal", "illegal": "illegal", "unreadable": "unreadable",
        "invalid": "invalid", "finished": "finished", "unfinished": "unfinished",
        "summary": "{files} file(s): {legal} legal, {illegal} illegal, {unreadable} unreadable, {invalid} invalid",
        "no_files": "no JSON file found",
        "player": "player", "rank": "rank", "winners": "winners", "winner": "winner",
        "arrangement": "arrangement", "pile_top": "pile top", "provisional": "provisional standings: the game is not over",
        "tiebreak": "tie-break",
        "error": "error", "not_a_card": "not a card number: {token!r}",
        "no_cards": "give at least one card number",
        "too_many_trays": "at most two trays (one '/')",
    },
    "it": {
        "tray": "vassoio", "lots": "lotti", "symbols": "combinazione di simboli", "colours": "combinazione di colori",
        "loose": "lotti sciolti", "points": "punti", "total": "totale", "rules": "regole",
        "none": "-", "explanation": "come",
        "best_split": "divisione migliore", "optimal": "ottimale, dimostrato: nessuna divisione fa più punti",
        "not_optimal": "la migliore trovata entro il limite di ricerca, non dimostrata ottimale "
                       "(nessuna divisione supera {bound})",
        "search": "ricerca: {nodes} nodi su {max_nodes}",
        "file": "file", "result": "esito", "moves": "mosse", "rule": "regola", "move": "mossa",
        "message": "messaggio", "legal": "regolare", "illegal": "irregolare", "unreadable": "illeggibile",
        "invalid": "non valido", "finished": "finita", "unfinished": "non finita",
        "summary": "{files} file: {legal} regolari, {illegal} irregolari, {unreadable} illeggibili, {invalid} non validi",
        "no_files": "nessun file JSON trovato",
        "player": "giocatore", "rank": "pos.", "winners": "vincitori", "winner": "vincitore",
        "arrangement": "disposizione", "pile_top": "cima della pila",
        "provisional": "classifica provvisoria: la partita non è finita",
        "tiebreak": "spareggio",
        "error": "errore", "not_a_card": "non è il numero di una carta: {token!r}",
        "no_cards": "indica almeno il numero di una carta",
        "too_many_trays": "al massimo due vassoi (una sola '/')",
    },
}


def word(lang: str, key: str, **params: Any) -> str:
    text = WORDS.get(lang, WORDS["en"]).get(key) or WORDS["en"][key]
    return text.format(**params) if params else text


class CliError(Exception):
    """Stops a command: `payload` is what --json prints, `lines` what a person reads."""

    def __init__(self, code: int, payload: dict, lines: Sequence[str]):
        super().__init__("\n".join(lines))
        self.code = code
        self.payload = payload
        self.lines = list(lines)


def common_options() -> argparse.ArgumentParser:
    """The options every command takes: --json and --lang."""
    parent = argparse.ArgumentParser(add_help=False)
    parent.add_argument("--json", action="store_true",
                        help="print the answer as JSON, in the same shape as the HTTP API's")
    parent.add_argument("--lang", choices=LANGUAGES, default="en",
                        help="language of verdicts and messages (default: en)")
    return parent


# --- problems, in the API's shapes (RFC 9457 problem documents) -----------------------------

def problem(slug: str, detail: str, **extra: Any) -> dict:
    kind = PROBLEM_TYPES[slug]
    return {"type": kind.uri, "title": kind.title_en, "status": kind.status, "detail": detail, **extra}


def localised_problem(slug: str, detail: str, lang: str, **extra: Any) -> dict:
    doc = problem(slug, detail, **extra)
    doc["title"] = PROBLEM_TYPES[slug].title(lang)
    return doc


def rule_error(exc: RuleViolation, lang: str, prefix: str = "", where: str = "") -> CliError:
    """A rule violation: the same `violation` as the API's 422 answers (exit 1)."""
    from schemas.choco_late import serialize

    v = serialize.violation(exc.violation, lang, prefix)
    place = f"move {v['move_index']}" if v["move_index"] is not None else (v["pointer"] or "the input")
    detail = f"{v['rule']} ({place}): {v['message']}"
    head = f"{where}: " if where else ""
    return CliError(RULE_BROKEN, localised_problem("rule-violation", detail, lang, violation=v),
                    [f"{head}{word(lang, 'error')}: {detail}"])


def schema_error(exc: ValidationError, lang: str, where: str = "", prefix: str = "") -> CliError:
    """Input that breaks the schema: the API's `errors` list, each with a JSON pointer (exit 2)."""
    errors = sorted(pointer_errors(exc.messages, prefix), key=lambda e: (e["pointer"], e["message"]))
    first = errors[0] if errors else {"pointer": "", "message": "invalid input"}
    detail = (f"{len(errors)} field(s) do not match the schema; first at "
              f"{first['pointer'] or '/'}: {first['message']}")
    head = f"{where}: " if where else ""
    lines = [f"{head}{word(lang, 'error')}: {e['pointer'] or '/'}: {e['message']}" for e in errors]
    return CliError(BAD_INPUT, localised_problem("invalid-body", detail, lang, errors=errors), lines)


def input_error(detail: str, lang: str, where: str = "") -> CliError:
    head = f"{where}: " if where else ""
    return CliError(BAD_INPUT, localised_problem("malformed-json", detail, lang),
                    [f"{head}{word(lang, 'error')}: {detail}"])


# --- input -------------------------------------------------------------------------------

def parse_card_groups(tokens: Sequence[str], lang: str, max_groups: int = 2) -> list[list[int]]:
    """Card numbers from the command line, in groups separated by '/':
    ``26 32 44`` or ``46 16 / 39 28`` (commas work as spaces, '/' may touch a number)."""
    text = " ".join(tokens).replace(",", " ")
    groups = text.split("/")
    if len(groups) > max_groups:
        raise CliError(BAD_INPUT, problem("invalid-body", word(lang, "too_many_trays")),
                       [f"{word(lang, 'error')}: {word(lang, 'too_many_trays')}"])
    out = []
    for group in groups:
        cards = []
        for token in group.split():
            try:
                cards.append(int(token, 10))
            except ValueError:
                msg = word(lang, "not_a_card", token=token)
                raise CliError(BAD_INPUT, problem("invalid-body", msg),
                               [f"{word(lang, 'error')}: {msg}"]) from None
        out.append(cards)
    return out


def read_json(path: str, lang: str) -> Any:
    """A JSON document from a file ('-' is standard input); unreadable -> CliError (exit 2)."""
    try:
        if path == "-":
            text = sys.stdin.read()
        else:
            text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        raise input_error(f"cannot read {path}: {reason}", lang) from None
    try:
        return json.loads(text)
    except (json.JSONDecodeError, RecursionError) as exc:
        raise input_error(f"{path} is not valid JSON: {exc}", lang) from None


# --- output ------------------------------------------------------------------------------

def dump_json(payload: Any, out=None) -> None:
    out = out or sys.stdout
    out.write(json.dumps(payload, ensure_ascii=False, indent=2))
    out.write("\n")


def cards_text(cards: Iterable[int]) -> str:
    text = " ".join(str(c) for c in cards)
    return text or "-"


def table(headers: Sequence[str], rows: Sequence[Sequence[Any]], right: Iterable[int] = ()) -> list[str]:
    """A plain text table: columns padded to their widest cell, numbers right-aligned."""
    right = set(right)
    cells = [[str(h) for h in headers]] + [["" if c is None else str(c) for c in row] for row in rows]
    widths = [max(len(r[i]) for r in cells) for i in range(len(headers))]

    def line(row: Sequence[str]) -> str:
        parts = [c.rjust(widths[i]) if i in right else c.ljust(widths[i]) for i, c in enumerate(row)]
        return "  ".join(parts).rstrip()

    out = [line(cells[0]), "  ".join("-" * w for w in widths)]
    out.extend(line(r) for r in cells[1:])
    return out


def print_lines(lines: Iterable[str], out=None) -> None:
    out = out or sys.stdout
    for text in lines:
        out.write(text + "\n")


def combination_cell(use: dict | None, lang: str) -> str:
    """'4 diversi 8 [23 26 32 44]' from a serialized combination use (or '-')."""
    if use is None:
        return word(lang, "none")
    return f"{use['label']} {use['points']} [{cards_text(use['lots'])}]"


def tray_table(trays: Sequence[dict], total: int, lang: str, numbered: bool = True) -> list[str]:
    """Serialized tray breakdowns (the API's TrayBreakdown) as a table, then how each scored."""
    rows = []
    for i, t in enumerate(trays, 1):
        rows.append([i if numbered else "", cards_text(t["lots"]), combination_cell(t["symbol_combination"], lang),
                     combination_cell(t["colour_combination"], lang), cards_text(t["loose_lots"]), t["points"]])
    if len(trays) > 1:
        rows.append([word(lang, "total"), "", "", "", "", total])
    lines = table([word(lang, "tray"), word(lang, "lots"), word(lang, "symbols"), word(lang, "colours"),
                   word(lang, "loose"), word(lang, "points")], rows, right=[5])
    for i, t in enumerate(trays, 1):
        label = f"{word(lang, 'tray')} {i}" if len(trays) > 1 else word(lang, "tray")
        lines.append(f"{label}: {t['explanation']}")
    return lines
