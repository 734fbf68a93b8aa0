"""Busting and tools (B1-B4): the matching draw, a tool that saves it, the bust, and the
tools a player holds."""

from __future__ import annotations

from typing import TYPE_CHECKING


from service.referee.legality import Finding
from service.referee.moves import tag_of

from .cards import TOOL_SET, label_it
from .drawing import go_on
from .moves import Bust, ChocoChallengeMove, UseTool
from .phases import Result
from .rulebook import RULES

if TYPE_CHECKING:
    from .state import State

BUSTED = Result.BUSTED


@RULES.refuses("B1")
def bust_phase_check(state: State, move: ChocoChallengeMove) -> Finding | None:
    """B1: after a matching draw the phase is `bust`: the drawer's next move is `use_tool` or
    `bust`, and nobody else moves."""
    card = state.pending
    if move.player != state.player:
        return "bust_phase_player", {"player": move.player, "to_act": state.player, "card": card,
                                     "card_it": label_it(card)}, ""
    kind = type(move)
    if kind is not UseTool and kind is not Bust:
        return "bust_phase_type", {"type": tag_of(move), "to_act": state.player, "card": card,
                                   "card_it": label_it(card)}, ""
    return None


@RULES.refuses("B2")
def tool_check(state: State, move: UseTool) -> Finding | None:
    """B2: `use_tool` names a tool the player holds; any type will do, one per matching draw."""
    tool = move.tool
    if tool in state.tools[move.player]:
        return None
    if tool not in TOOL_SET:
        return "not_a_tool", {"tool": str(tool)}, "tool"
    return "tool_not_held", {"player": move.player, "tool": tool, "tool_it": label_it(tool)}, "tool"


def rescue(state: State, tool: str) -> None:
    """B2: the matching card goes to the drawer's discard pile, the tool to its pile in the
    middle (a used whisk opens or joins the whisk pile), and the turn goes on (T5)."""
    state.discard_pending()
    state.return_tool(tool)
    go_on(state)


@RULES.decides("B3")
def bust(state: State) -> None:
    """B3: the matching card goes to the discard pile and the turn ends at once: no purchase,
    no dessert, no refill, no extra cards. The other drawn cards stay in front until the
    player's next turn. (Forced without a tool; allowed with one.)"""
    state.discard_pending()
    state.end_drawing(BUSTED, len(state.in_front[state.player]))


@RULES.decides("B4")
def take_tool(tools: set[str], tool: str) -> None:
    """B4: a player holds at most one tool of each type; tools lie face up before their holder,
    are never shuffled into a draw pile, and score nothing."""
    assert tool not in tools, (tool, tools)
    tools.add(tool)
