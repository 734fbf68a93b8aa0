"""What each player may know (I1-I5): the game seen from one player's chair.

Nothing of Chocola' is one player's secret. The reserves, the visible cards of the Tavoletta,
the Requests, the Inspiration, the collections and every move of a player are public (I1); the
cards under the top of a stack are nobody's (I2), as are the cards removed face down with three
players (I3) and the order of the Request deck (I4). No player faces chance, so a view gives no
odds (I5).
"""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Any

from msgspec import structs

from service.referee.moves import tag_of
from service.referee.view import Unseen, View

from .moves import AnyMove, DealSecondPhase
from .rulebook import RULES
from .geometry import COLS, ROWS
from .snapshot import SeenSnapshot

if TYPE_CHECKING:
    from .state import State


@RULES.decides("I2")
def sees_under_the_top() -> bool:
    """I2: only the top card of a stack is visible (G2); the cards under it are nobody's until
    uncovered, how many a stack holds is public."""
    return False


@RULES.decides("I3")
def sees_removed() -> bool:
    """I3: the cards removed face down with 3 players are nobody's; their number is public."""
    return False


@RULES.decides("I4")
def sees_request_deck() -> bool:
    """I4: the order of the Request deck is nobody's (the referee records none); its size is
    public, and what it holds is what is left of the phase's cards."""
    return False


@RULES.decides("I5")
def own_odds(state: State, viewer: str) -> tuple[()]:
    """I5: no player faces chance (a Request drawn and the second deal are nobody's moves,
    H1): a view gives no odds."""
    return ()


def seen_move(move: AnyMove, viewer: str) -> AnyMove | Unseen:
    """The move as `viewer` saw it: the second deal without its stacks (I2) and its removed
    cards (I3); any other move whole (I1)."""
    if isinstance(move, DealSecondPhase) and not (sees_under_the_top() or sees_removed()):
        return Unseen(tag_of(move), None, ("removed", "tavoletta"))
    return move


@RULES.decides("I1")
def view(state: State, viewer: str) -> View:
    """I1: what the table sees: the state as `validate` shows it (the Tavoletta is already
    each stack's top card and size, I2), without the removed cards (I3): their number is
    public."""
    snapshot = state.snapshot()
    seen = SeenSnapshot(**{**structs.asdict(snapshot), "removed": snapshot.removed if sees_removed() else None,
                           "removed_count": len(snapshot.removed)})
    return View(viewer, seen, odds=own_odds(state, viewer))


def swapped_setups(history: dict[str, Any], viewer: str) -> list[dict[str, Any]]:
    """JSON histories whose setup differs from `history`'s only by two different cards
    exchanged where nobody sees them all along its moves, the moves unchanged: two cards under
    the top of their stacks (I2) that no move of the history uncovers, or such a card and a
    removed one (I3). Nobody sees them, so neither does `viewer`. (A second deal gathers every
    card unseen: the moves after it uncover none of the first phase's.)"""
    setup = history["setup"]
    hidden = hidden_depths(history)
    places: list[Place] = [("stack", (r, c, depth)) for r in range(ROWS) for c in range(COLS)
                           for depth in range(hidden[r][c], len(setup["tavoletta"][r][c]))]
    places += [("removed", i) for i in range(len(setup.get("removed") or ()))]
    out = []
    for a, first in enumerate(places):
        for second in places[a + 1:]:
            one, other = card_at(setup, first), card_at(setup, second)
            if one != other:
                swapped = copy.deepcopy(history)
                put(swapped["setup"], first, other)
                put(swapped["setup"], second, one)
                out.append(swapped)
    return out


Place = tuple[str, Any]  # ("stack", (row, col, depth from the top)) or ("removed", index)


def card_at(setup: dict[str, Any], place: Place) -> str:
    kind, where = place
    if kind == "removed":
        return str(setup["removed"][where])
    r, c, depth = where
    return str(setup["tavoletta"][r][c][depth])


def put(setup: dict[str, Any], place: Place, card: str) -> None:
    kind, where = place
    if kind == "removed":
        setup["removed"][where] = card
    else:
        r, c, depth = where
        setup["tavoletta"][r][c][depth] = card


def hidden_depths(history: dict[str, Any]) -> list[list[int]]:
    """For each position of the setup's Tavoletta, the first depth (0: the top card) from
    which its setup cards stay covered all along the history's JSON moves, up to a second
    deal: a take removes the top card of every touched position it does not leave (K4), a
    swap the top card of `take` (X1, the card under it seen as it goes), each uncovering the
    setup card under it once the cards laid on top are gone."""
    setup_left = [[len(stack) for stack in row] for row in history["setup"]["tavoletta"]]
    laid = [[0] * COLS for _ in range(ROWS)]
    lowest = [row[:] for row in setup_left]
    for move in history["moves"]:
        kind = move.get("type")
        if kind == "deal_second_phase":
            break
        if kind == "take_chocolate":
            leave = [list(p) for p in move.get("leave") or ()]
            removed = [p for p in move.get("touched") or () if list(p) not in leave]
        elif kind == "swap_chocolate":
            removed = [move.get("take")]
        else:
            continue
        for r, c in removed:
            if laid[r][c]:
                laid[r][c] -= 1
            else:
                setup_left[r][c] -= 1
                lowest[r][c] = min(lowest[r][c], setup_left[r][c])
            if kind == "swap_chocolate":
                laid[r][c] += 1
    heights = [[len(stack) for stack in row] for row in history["setup"]["tavoletta"]]
    # the setup card at depth d is seen once its stack keeps at most height - d setup cards
    return [[heights[r][c] - lowest[r][c] + 1 for c in range(COLS)] for r in range(ROWS)]
