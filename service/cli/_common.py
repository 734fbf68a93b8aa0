"""What every command shares: options, words (English and Italian), tables, JSON, errors.

Exit codes, the same for every command:

- 0: done (for ``check``: every game is legal);
- 1: a rule of the game says no (an illegal game, a card twice, a card out of range...);
- 2: the input cannot be read or does not match the schema (unreadable or invalid JSON, a
  word where a card number is expected, a bad option).
"""

from __future__ import annotations

import argparse
import errno
import json
import sys
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from marshmallow import ValidationError

from service.config import Settings
from service.json_reader import NULL_DOCUMENT, NotJson, TooLarge, TooManyContainers, parse_json, read_limited
from service.problems import PROBLEM_TYPES, schema_errors
from service.referee.catalogue import catalogue_of
from service.referee.violations import RuleViolation
from service.text import word as text_word
from service.text import words

OK, RULE_BROKEN, BAD_INPUT = 0, 1, 2
LANGUAGES = ("en", "it")

def word(lang: str, key: str, **params: Any) -> str:
    """A word of the command line (``cli_<key>`` in service/text/words.toml)."""
    return text_word(f"cli_{key}", lang, **params)


class CliError(Exception):
    """Stops a command: `payload` is what --json prints, `lines` what a person reads."""

    def __init__(self, code: int, payload: dict, lines: Sequence[str]):
        super().__init__("\n".join(lines))
        self.code = code
        self.payload = payload
        self.lines = list(lines)


_HELP_LANGUAGE: list[str] = ["en"]


def set_help_language(argv: Sequence[str]) -> None:
    """The language a command's own help is written in: the one --lang asks (English by
    default); argparse's own words stay English."""
    asked = [argv[i + 1] for i, a in enumerate(argv[:-1]) if a == "--lang"]
    asked += [a.split("=", 1)[1] for a in argv if a.startswith("--lang=")]
    _HELP_LANGUAGE[0] = asked[-1] if asked and asked[-1] in LANGUAGES else "en"


def help_language() -> str:
    return _HELP_LANGUAGE[0]


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
    from service.verdicts.family import violation_detail, violation_json

    v = violation_json(exc.violation.under(prefix), lang)
    detail = violation_detail(v, lang)
    head = f"{where}: " if where else ""
    return CliError(RULE_BROKEN, localised_problem("rule-violation", detail, lang, violation=v),
                    [f"{head}{word(lang, 'error')}: {detail}"])


def schema_error(exc: ValidationError, lang: str, schema: object, where: str = "", prefix: str = "") -> CliError:
    """Input that breaks the `schema`: the API's `detail` and `errors` list, each with a JSON
    pointer (and the rule, where the game's schema names one) (exit 2)."""
    detail, errors = schema_errors(exc, lang, prefix=prefix, error_rule=getattr(schema, "error_rule", None))
    head = f"{where}: " if where else ""
    lines = [f"{head}{word(lang, 'error')}: {e['pointer'] or '/'}: {e['message']}" for e in errors]
    return CliError(BAD_INPUT, localised_problem("invalid-body", detail, lang, errors=errors), lines)


def input_error(detail: str, lang: str, where: str = "") -> CliError:
    head = f"{where}: " if where else ""
    return CliError(BAD_INPUT, localised_problem("malformed-json", detail, lang),
                    [f"{head}{word(lang, 'error')}: {detail}"])


# --- input -------------------------------------------------------------------------------

def os_reason(exc: OSError, lang: str) -> str:
    """Why a file cannot be read, in `lang` where the words know the error (else the system's)."""
    code = f"cli_os_{errno.errorcode.get(exc.errno or 0, '')}"
    return text_word(code, lang) if code in words() else (exc.strerror or str(exc))


def read_json(path: str, lang: str) -> Any:
    """A JSON document from a file ('-' is standard input), read as the service reads a
    request body (:mod:`service.json_reader`: the same parser, the same size limit, the same
    verdict on the same bytes); unreadable -> CliError (exit 2)."""
    settings = Settings.from_env()
    limit = settings.MAX_BODY_BYTES
    try:
        if path == "-":
            data = read_limited(sys.stdin.buffer, limit)
        else:
            with open(path, "rb") as stream:
                data = read_limited(stream, limit)
    except OSError as exc:
        raise input_error(word(lang, "cannot_read", path=path, reason=os_reason(exc, lang)), lang) from None
    except TooLarge as exc:
        detail = word(lang, "too_large", path=path, limit=exc.limit)
        raise CliError(BAD_INPUT, localised_problem("body-too-large", detail, lang),
                       [f"{word(lang, 'error')}: {detail}"]) from None
    try:
        return parse_json(data, settings.MAX_BODY_CONTAINERS)
    except TooManyContainers as exc:
        detail = text_word("too_many_containers", lang, limit=exc.limit)
        raise CliError(BAD_INPUT, localised_problem("body-too-large", detail, lang),
                       [f"{word(lang, 'error')}: {path}: {detail}"]) from None
    except NotJson as exc:
        raise input_error(word(lang, exc.code, path=path, **exc.words(lang)), lang) from None


# --- output ------------------------------------------------------------------------------

def unwrap_game(raw: Any) -> tuple[Any, str]:
    """A history as a file holds it: bare, or wrapped as ``{"game": <history>}`` (a score
    request's shape); the history and the JSON pointer prefix of its errors."""
    if isinstance(raw, dict) and "players" not in raw and isinstance(raw.get("game"), dict):
        return raw["game"], "/game"
    return raw, ""


def load_document(schema, raw: Any) -> Any:
    """`raw` loaded by `schema`; a null document is refused as the service refuses a null
    body (a ValidationError with the same message)."""
    if raw is None:
        raise ValidationError([NULL_DOCUMENT])
    return schema.load(raw)


def load_history(api, path: str, lang: str) -> tuple[dict, str]:
    """The history a file holds, loaded by the game's schema, and its pointer prefix;
    raises CliError (bad input: 2) when it cannot be read or breaks the schema."""
    raw, prefix = unwrap_game(read_json(path, lang))
    try:
        return load_document(api.history(), raw), prefix
    except ValidationError as exc:
        raise schema_error(exc, lang, api.history, where=path, prefix=prefix) from None


def answer_of(schema, body: Any, answer, lang: str, *args: Any) -> Any:
    """`answer(loaded, lang, *args)` for a body the `schema` loads; raises CliError: bad
    input (2) when the body breaks the schema, a rule broken (1) when the verdict refuses."""
    try:
        return answer(schema.load(body), lang, *args)
    except ValidationError as exc:
        raise schema_error(exc, lang, schema) from None
    except RuleViolation as exc:
        raise rule_error(exc, lang) from None


def dump_json(payload: Any, out=None) -> None:
    out = out or sys.stdout
    out.write(json.dumps(payload, ensure_ascii=False, indent=2))
    out.write("\n")


def cards_text(cards: Iterable[int]) -> str:
    text = " ".join(str(c) for c in cards)
    return text or "-"


def table(headers: Sequence[str], rows: Sequence[Sequence[Any]], right: Iterable[int] = (),
          said: Callable[[str], str] | None = None) -> list[str]:
    """A plain text table: columns padded to their widest cell, numbers right-aligned; each
    cell read through `said` (the game's words, :func:`game_said`) before it is padded."""
    right = set(right)
    say = said or str
    cells = [[str(h) for h in headers]] + [["" if c is None else say(str(c)) for c in row] for row in rows]
    widths = [max(len(r[i]) for r in cells) for i in range(len(headers))]

    def line(row: Sequence[str]) -> str:
        parts = [c.rjust(widths[i]) if i in right else c.ljust(widths[i]) for i, c in enumerate(row)]
        return "  ".join(parts).rstrip()

    out = [line(cells[0]), "  ".join("-" * w for w in widths)]
    out.extend(line(r) for r in cells[1:])
    return out


def print_lines(lines: Iterable[str], out=None, said: Callable[[str], str] | None = None) -> None:
    """Lines for a person; with `said`, each line's names of the API said in the game's words."""
    out = out or sys.stdout
    for text in lines:
        out.write((said(text) if said else text) + "\n")


def game_said(slug: str, lang: str) -> Callable[[str], str]:
    """A text with the names of the API it quotes (move types, card ids...) in the words of
    the game's catalogue (words.toml), in `lang`: what a person reads of the command line."""
    words = catalogue_of(slug).words
    return lambda text: words.said(text, lang)
