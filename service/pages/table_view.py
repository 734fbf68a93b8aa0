"""What the referee's table shows for a history and a selected step, computed from the
family's answers alone (validate, legal-moves, score and the rules catalogue of
:mod:`service.verdicts.family`): the page knows no game. Pure Python, no Flask.

``at`` is how many moves are applied (0: the setup; ``i + 1``: up to and including move
``i``). Past the first illegal move nothing is judged: the picture stays at the state before
it, and the legal moves at that point are what was legal instead.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from service.referee.catalogue import catalogue_of
from service.text import move_name
from service.verdicts import family

from .say import Say, Shown
from .table_offers import Offer, offers

LEGAL, ILLEGAL, UNJUDGED = "legal", "illegal", "unjudged"


@dataclass(frozen=True)
class MoveRow:
    index: int  # 0-based, as JSON counts
    label: str  # as people read it: "moves[5]"
    type: str
    what: str  # the move's type in words
    player: str | None
    fields: tuple[tuple[str, str], ...]  # the move's other fields, in words
    status: str  # LEGAL, ILLEGAL or UNJUDGED


@dataclass(frozen=True)
class Verdict:
    rule: str
    title: str
    text: str
    ruling: bool
    message: str
    move_index: int | None
    move_label: str | None
    pointer: str


@dataclass
class TableView:
    slug: str
    lang: str
    at: int  # the step shown (clamped to 0..len(moves))
    shown: int  # the moves the picture has applied (at most the legal ones)
    total: int  # the moves of the history
    legal: bool
    judged: int  # the moves judged legal
    rows: list[MoveRow]
    verdict: Verdict | None
    state: dict | None
    log: dict[str, Any]
    legal_moves: dict | None = None  # at the end of a legal history, or where the illegal move is
    legal_extras: Shown = Shown((), ())  # the game's own fields of the legal-moves answer, in words
    offers: list[Offer] = field(default_factory=list)
    recording: bool = False  # the offers append to the history (the end of a legal history)
    score: dict | None = None
    viewer: str | None = None  # the player whose view it is (None: the referee's, everything)

    @property
    def selected(self) -> MoveRow | None:
        return self.rows[self.at - 1] if self.at > 0 else None

    @property
    def at_violation(self) -> bool:
        return self.verdict is not None and self.verdict.move_index is not None and self.at > self.verdict.move_index


def move_label(index: int, lang: str) -> str:
    """A move named for people, as the API's messages name it (``moves[6]``)."""
    return move_name(index, lang)


def move_fields(move: Mapping[str, Any], say: Say) -> tuple[tuple[str, str], ...]:
    """A move's fields beside its type and player, in words (as sent: a field a move type
    does not use is shown too, it was sent)."""
    return say.fields(move, leave=("type", "player")).inline if isinstance(move, Mapping) else ()


def _rows(moves: list[dict], violation: dict | None, say: Say) -> list[MoveRow]:
    bad = violation["move_index"] if violation is not None else None
    setup_broken = violation is not None and bad is None
    rows = []
    for i, move in enumerate(moves):
        if setup_broken or (bad is not None and i > bad):
            status = UNJUDGED
        elif bad == i:
            status = ILLEGAL
        else:
            status = LEGAL
        kind = str(move.get("type", "?")) if isinstance(move, Mapping) else "?"
        player = move.get("player") if isinstance(move, Mapping) else None
        rows.append(MoveRow(i, move_label(i, say.lang), kind, say.move(kind), player, move_fields(move, say), status))
    return rows


def verdict_of(slug: str, violation: dict, say: Say) -> Verdict:
    rule = catalogue_of(slug).rule(violation["rule"])
    index = violation["move_index"]
    lang = say.lang
    return Verdict(rule=rule.id, title=rule.title[lang], text=rule.text[lang], ruling=rule.ruling,
                   message=say.text(violation["message"]), move_index=index,
                   move_label=None if index is None else move_label(index, lang), pointer=violation["pointer"])


def step_shown(at: int | None, violation: dict | None, total: int) -> int:
    """The step a table shows of `total` moves: `at`, within them; without one, the ruling
    first (the illegal move's step, or the start for a broken setup), else the last step."""
    if at is None:
        bad = None if violation is None else violation["move_index"]
        at = total if violation is None else 0 if bad is None else bad + 1
    return max(0, min(at, total))


def table_view(api, history: dict, raw_moves: list[dict], at: int | None, lang: str,
               limits: Mapping[str, Any]) -> TableView:
    """The table for `history` (loaded by the game's schema; `raw_moves` its moves as sent)
    at step `at` (None: the ruling first, the illegal move selected; the last step of a legal
    history)."""
    total = len(history["moves"])
    say = Say(api.slug, lang)
    whole, replayed = family.validate_replayed(api, history, lang)
    violation = whole["violation"]
    at = step_shown(at, violation, total)
    judged = whole["moves_checked"]
    setup_broken = violation is not None and violation["move_index"] is None
    view = TableView(slug=api.slug, lang=lang, at=at, shown=min(at, judged), total=total, legal=whole["legal"],
                     judged=judged, rows=_rows(raw_moves, violation, say),
                     verdict=None if violation is None else verdict_of(api.slug, violation, say),
                     state=None, log={})
    if setup_broken:
        view.log = {k: whole[k] for k in api.log_fields}
        return view
    # The replay of the whole history stopped after the moves it judged: its state is the
    # table's at that step; an earlier step is replayed up to it (once).
    if view.shown != judged:
        shown, replayed = family.validate_replayed(api, {**history, "moves": history["moves"][:view.shown]}, lang)
    else:
        shown = whole
    assert replayed is not None  # the setup is whole (a broken setup returned above)
    state = replayed.state
    view.state = shown["state"]
    view.log = {k: shown[k] for k in api.log_fields}
    at_end = view.legal and at == total
    if at_end or view.at_violation:
        view.legal_moves = family.legal_moves_json(api, state)
        view.legal_extras = say.fields(view.legal_moves, leave=LEGAL_MOVES_KEYS)
        view.offers = offers(view.legal_moves["moves"], say)
        view.recording = at_end
    view.score = family.standings_answer(api, state, state.standings(limits), lang)
    return view


# What every legal-moves answer holds (the family's), drawn by the page's own words.
LEGAL_MOVES_KEYS = ("phase", "to_act", "moves", "finished")


# --- the game's log, read without knowing the game -------------------------------------------

MOVE_KEYS = ("move_index", "first_move", "last_move")
LOG_SHOWN = 40  # the newest entries of each log field drawn at a step (stepping back shows the older)
RULE_KEYS = ("rule", "decided_by")


@dataclass(frozen=True)
class LogEntry:
    moves: str  # "moves[3]" or "moves[3]–moves[7]" ("" when the entry names no move)
    summary: str | None
    rules: tuple[str, ...]
    details: tuple[tuple[str, str], ...]
    current: bool  # the entry covers the last move the picture applied


def log_entry(entry: Any, say: Say, shown: int) -> LogEntry:
    lang = say.lang
    if not isinstance(entry, dict):
        return LogEntry("", say.value(entry), (), (), False)
    first = entry.get("first_move", entry.get("move_index"))
    last = entry.get("last_move", first)
    if isinstance(first, int):
        moves = move_label(first, lang) if last in (None, first) else f"{move_label(first, lang)}–{move_label(last, lang)}"
        current = first <= shown - 1 <= (last if isinstance(last, int) else first)
    else:
        moves, current = "", False
    rules: list[str] = []
    for key in RULE_KEYS:
        value = entry.get(key)
        rules.extend(value if isinstance(value, list) else [value] if isinstance(value, str) else [])
    summary = entry.get("summary")
    details = say.fields(entry, leave=(*MOVE_KEYS, *RULE_KEYS, "summary")).inline
    return LogEntry(moves, say.text(summary) if isinstance(summary, str) else None, tuple(rules), details, current)


@dataclass(frozen=True)
class LogSection:
    name: str  # the log field's name in words
    count: int  # the entries up to the step shown
    entries: list[LogEntry]  # the newest LOG_SHOWN of them, newest first

    @property
    def earlier(self) -> int:
        return self.count - len(self.entries)


def log_sections(view: TableView) -> list[LogSection]:
    """Each field of the game's log (auctions, turns, events...) with its newest entries first."""
    say = Say(view.slug, view.lang)
    out = []
    for name, entries in view.log.items():
        listed = entries if isinstance(entries, list) else [entries]
        newest = listed[:-LOG_SHOWN - 1:-1]
        out.append(LogSection(say.field(name), len(listed), [log_entry(e, say, view.shown) for e in newest]))
    return out


SUMMARY_KEYS = ("summary", "explanation")


@dataclass(frozen=True)
class Standing:
    summary: str | None  # the breakdown in words, where the game gives them
    short: tuple[tuple[str, str], ...]  # the plain fields
    long: tuple[tuple[str, str], ...]  # the structured ones (shown folded)


def _summary(mapping: dict) -> str | None:
    for key in SUMMARY_KEYS:
        if isinstance(mapping.get(key), str):
            return mapping[key]
    for value in mapping.values():
        if isinstance(value, dict):
            found = _summary(value)
            if found:
                return found
    return None


def standing_details(standing: dict, say: Say) -> Standing:
    """A player's breakdown in a score answer: every field beside player, rank and total, in words."""
    fields = {k: v for k, v in standing.items() if k not in ("player", "rank", "total") and k not in SUMMARY_KEYS}
    plain = {k: v for k, v in fields.items() if not isinstance(v, (dict, list)) or not v}
    structured = {k: v for k, v in fields.items() if isinstance(v, (dict, list)) and v}
    summary = _summary(standing)
    return Standing(say.text(summary) if summary else None, say.fields(plain).inline,
                    say.fields(structured).inline + say.fields(plain).details)
