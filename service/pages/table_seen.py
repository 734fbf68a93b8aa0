"""The referee's table as one player sees it (``/<slug>/table?as=ann``): what ``POST
/<slug>/view`` answers for that player (:mod:`service.verdicts.view`), drawn as the table
draws the referee's answers (:mod:`.table_view`). Nothing here knows a game: the game's view
says what the player may know, the game's words say it.

- the moves as the player saw them (``seen_moves``): a move made in secret by another player
  is what the table saw of it (its type, who made it, its hidden fields named as hidden);
  a move past the last legal one, which the view does not judge, is only its type and player;
- the picture, the log and the score at the step shown: the view of the history up to it;
- what may happen next: the player's own legal moves, at their own chance point with the odds
  as they know them.

Pure Python, no Flask.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from service.verdicts.view import view_answer

from .say import Say
from .table_offers import offers
from .table_view import (ILLEGAL, LEGAL, UNJUDGED, MoveRow, TableView, move_fields, move_label, step_shown,
                         verdict_of)
from .words import page_words

HIDDEN = "hidden"  # an unseen move's key: the names of its fields the player did not see


def seen_row(index: int, move: Mapping[str, Any], status: str, say: Say) -> MoveRow:
    """A move as the player saw it: whole, or (an unseen move) its type, who made it and
    each hidden field said to be hidden."""
    kind = str(move.get("type", "?"))
    hidden = move.get(HIDDEN)
    fields = move_fields({k: v for k, v in move.items() if k != HIDDEN}, say)
    if isinstance(hidden, list):
        not_seen = page_words(say.lang)["table"]["not_seen"]
        fields += tuple((say.field(name), not_seen) for name in hidden)
    return MoveRow(index, move_label(index, say.lang), kind, say.move(kind), move.get("player"), fields, status)


def unjudged_row(index: int, move: Any, status: str, say: Say) -> MoveRow:
    """A move the view does not judge (the illegal one and those after it): only its type and
    who made it, nothing of what another player may have kept secret."""
    kind = str(move.get("type", "?")) if isinstance(move, Mapping) else "?"
    player = move.get("player") if isinstance(move, Mapping) else None
    return MoveRow(index, move_label(index, say.lang), kind, say.move(kind),
                   player if isinstance(player, str) else None, (), status)


def seen_rows(answer: dict, raw_moves: list[Any], say: Say) -> list[MoveRow]:
    violation = answer["violation"]
    bad = violation["move_index"] if violation is not None else None
    seen = answer["seen_moves"]
    rows = []
    for i, move in enumerate(raw_moves):
        if i < len(seen):
            rows.append(seen_row(i, seen[i], LEGAL, say))
        else:
            rows.append(unjudged_row(i, move, ILLEGAL if i == bad else UNJUDGED, say))
    return rows


def seen_table_view(api, history: dict, raw_moves: list[Any], at: int | None, viewer: str, lang: str,
                    limits: Mapping[str, Any]) -> TableView:
    """The table for `history` at step `at` as `viewer` may know it (None: as the referee's
    table opens, the ruling first, else the last step). `viewer` is one of the game's players
    (checked by the caller, as the view's schema checks it)."""
    total = len(history["moves"])
    say = Say(api.slug, lang)
    whole = view_answer(api, {"game": history, "player": viewer}, lang, limits)
    violation = whole["violation"]
    at = step_shown(at, violation, total)
    judged = whole["moves_checked"]
    view = TableView(slug=api.slug, lang=lang, at=at, shown=min(at, judged), total=total, legal=whole["legal"],
                     judged=judged, rows=seen_rows(whole, raw_moves, say),
                     verdict=None if violation is None else verdict_of(api.slug, violation, say),
                     state=None, log={k: whole[k] for k in api.log_fields}, viewer=viewer)
    if violation is not None and violation["move_index"] is None:  # the setup is broken: nothing to see
        return view
    # The view of the whole history is the one at its end; any other step (and the illegal
    # move's, where what the player might have done instead is listed) is the view of the
    # history up to it.
    if view.shown == judged and whole["legal"]:
        shown = whole
    else:
        shown = view_answer(api, {"game": {**history, "moves": history["moves"][:view.shown]}, "player": viewer},
                            lang, limits)
    view.state = shown["state"]
    view.log = {k: shown[k] for k in api.log_fields}
    at_end = view.legal and at == total
    if at_end or view.at_violation:
        view.legal_moves = {"phase": shown["phase"], "to_act": shown["to_act"], "moves": shown["moves"],
                            "finished": shown["finished"]}
        view.offers = offers(shown["moves"], say)
        view.recording = at_end
    view.score = shown["score"]
    return view
