"""Extra cards (X1-X6): after a stopped turn from round 2 on, each opponent compares the
cards in front of them with the turn's n; those with more may take an ingredient, those
with fewer a tool, one at a time clockwise."""

from __future__ import annotations

from typing import TYPE_CHECKING

from service.referee.legality import Finding
from service.referee.moves import Move, tag_of

from .cards import TOOL_SET, label_it
from .market import taken_card_problem
from .moves import ChocoChallengeMove, ExtraDecline, ExtraDraw, ExtraPick, ExtraTool
from .phases import Comparison
from .rulebook import RULES

if TYPE_CHECKING:
    from .state import State

MORE, FEWER, EQUAL = Comparison.MORE, Comparison.FEWER, Comparison.EQUAL
ALLOWED: dict[Comparison, frozenset[type[Move]]] = {MORE: frozenset((ExtraDraw, ExtraPick, ExtraDecline)),
                                                    FEWER: frozenset((ExtraTool, ExtraDecline))}


@RULES.decides("X1")
def extras_due(turn: int, players: int, stopped: bool) -> bool:
    """X1: extra cards follow a turn of round 2 or later (turn index >= P) whose player
    stopped, after the refill if any; never in round 1, never after a bust."""
    return stopped and turn >= players


@RULES.decides("X2")
def compare(theirs: int, n: int) -> Comparison:
    """X2: an opponent's cards in front (left from their latest turn, stopped or busted) against
    the n of the player whose turn ends: more, fewer or equal (equal: nothing, no move)."""
    if theirs > n:
        return MORE
    if theirs < n:
        return FEWER
    return EQUAL


@RULES.refuses("X3")
def extra_phase_check(state: State, move: ChocoChallengeMove) -> Finding | None:
    """X3: the opponents with more or fewer decide one at a time, clockwise from the player's
    left; only the one asked moves, with exactly one move: with more `extra_draw`,
    `extra_pick` or `extra_decline`; with fewer `extra_tool` or `extra_decline`."""
    entry = state.queue[0]
    asked, comparison = entry["player"], entry["comparison"]
    if move.player != asked:
        return f"extra_phase_player_{comparison.value}", {"player": move.player, "to_act": asked}, ""
    if type(move) not in ALLOWED[comparison]:
        return f"extra_phase_type_{comparison.value}", {"type": tag_of(move), "to_act": asked}, ""
    return None


@RULES.refuses("X4")
def more_check(state: State, move: ExtraDraw | ExtraPick) -> Finding | None:
    """X4: an opponent with more may take the top card of the deck (`extra_draw`, its card
    checked by H3); if the deck is empty at that moment, instead any one card of the market
    (`extra_pick`: a position holding a card, and the type there if `card` is given)."""
    size = state.deck_size
    if type(move) is ExtraPick:
        if size:
            return "extra_pick_deck_not_empty", {"player": move.player, "size": size}, ""
        found = taken_card_problem(state.market, move.position, move.card)
        if found is not None:
            code, params, field = found
            return f"pick_{code}", params, field
        return None
    if not size:
        return "extra_draw_deck_empty", {"player": move.player}, ""
    return None


@RULES.refuses("X5")
def fewer_check(state: State, move: ExtraTool) -> Finding | None:
    """X5: an opponent with fewer may take one tool of a type they do not hold, from a
    non-empty pile in the middle (the whisk pile included)."""
    tool = move.tool
    if tool not in TOOL_SET:
        return "extra_not_a_tool", {"tool": str(tool)}, "tool"
    if tool in state.tools[move.player]:
        return "extra_tool_held", {"player": move.player, "tool": tool, "tool_it": label_it(tool)}, "tool"
    if not state.tool_piles[tool]:
        return "extra_tool_pile_empty", {"tool": tool, "tool_it": label_it(tool)}, "tool"
    return None


@RULES.refuses("X6")
def decline_check(state: State, move: ExtraDecline) -> Finding | None:
    """X6: `extra_decline` is always legal for the opponent asked (X3), and the only legal move
    when X4 or X5 offers nothing."""
    return None
