"""The game's log as JSON: one summary per turn (the `turns` of validate and score)."""

from __future__ import annotations

from marshmallow import Schema, fields

from schemas.choco_challenge.enums import ENUMS, card_id, tool_id
from schemas.common import player_out
from service.games.choco_challenge.phases import Comparison, Result


class ChocoChallengePurchaseSchema(Schema):
    position = fields.Integer(required=True, metadata={"minimum": 1, "description": "The market position bought "
                                                                                    "(P2)."})
    card = card_id("The card bought (P3).", required=True)


class ChocoChallengeRefillSchema(Schema):
    card = card_id("The card refilled from the deck (M1).", required=True)
    position = fields.Integer(required=True, metadata={"minimum": 1, "description": "Where it went (M2): 1 for a "
                                                                                    "filling, last for a spice."})


class ChocoChallengeExtraSchema(Schema):
    player = player_out("The opponent.", required=True)
    comparison = ENUMS.field("Comparison", required=True, description="Their cards in front against n (X2).")
    move = ENUMS.field("MoveType", required=True, allow_none=True, description=(
        "The move they sent (X3-X6); null for an equal opponent (no move) or one still to decide."))
    took = fields.String(required=True, allow_none=True, metadata={
        "description": "The card or tool taken; null when nothing was, and in a player's view for an extra card "
                       "another player drew unseen (I3).", "example": "cinnamon"})
    position = fields.Integer(required=True, allow_none=True, metadata={
        "minimum": 1, "description": "extra_pick: the market position taken; null otherwise."})


class ChocoChallengeTurnSchema(Schema):
    turn = fields.Integer(required=True, metadata={"minimum": 0, "description": "The turn index, 0-based (T1)."})
    round = fields.Integer(required=True, metadata={"minimum": 1, "description": "Its round (T1)."})
    player = player_out("Whose turn it is.", required=True)
    first_move = fields.Integer(required=True, allow_none=True, metadata={
        "minimum": 0, "description": "The index of the turn's first move; null before it has one."})
    last_move = fields.Integer(required=True, allow_none=True, metadata={
        "minimum": 0, "description": "The index of the turn's last move so far (extra-card decisions included)."})
    draws = fields.List(card_id(), required=True, metadata={
        "description": "Every card revealed by the player's draws, in order, matching ones included (T3)."})
    tools_used = fields.List(tool_id(), required=True, metadata={"description": "The tools used, in order (B2)."})
    result = ENUMS.field("TurnResult", required=True, description="How the turn ended.")
    drawn = fields.Integer(required=True, metadata={
        "minimum": 0, "description": "n: the cards in front at the stop or the bust (T6), or now for a turn in "
                                     "progress."})
    bought = fields.Nested(ChocoChallengePurchaseSchema, required=True, allow_none=True, metadata={
        "description": "The purchase (P2, P3), null when none."})
    dessert = fields.Integer(required=True, allow_none=True, metadata={
        "minimum": 4, "maximum": 9, "description": "The dessert taken (P4-P7), null when none."})
    refill = fields.Nested(ChocoChallengeRefillSchema, required=True, allow_none=True, metadata={
        "description": "The refill (M1, M2), null when none."})
    extras = fields.List(fields.Nested(ChocoChallengeExtraSchema), required=True, metadata={
        "description": "Every opponent's comparison, clockwise from the player's left, and what they took (X1-X6); "
                       "empty when no extra cards were due."})
    ends_game = fields.Boolean(required=True, metadata={"description": "Whether the game ended with this turn (E1)."})
    decided_by = ENUMS.rule_ids("The rules that decided what happened, in the order they applied.",
                          example=["T2", "T3", "P1", "T6", "P2", "P3", "M1", "M2"])

    class Meta:
        description = "One turn as it was played: draws, tools, the stop or the bust, purchases, extra cards."


# The words of the log, by enum member (a dict lookup: an enum's `.value` is a slow property).
_WORD: dict[Result | Comparison | None, str | None] = {**{r: r.value for r in Result},
                                                       **{c: c.value for c in Comparison}, None: None}
IN_PROGRESS = Result.IN_PROGRESS


LOG = {"turns": fields.List(fields.Nested(ChocoChallengeTurnSchema), required=True, metadata={
    "description": "Every turn begun before the first violation, in order (empty after a setup error)."})}


def turn(t, end: int, in_front_now: int, last: bool = False) -> dict:
    """A :class:`~service.games.choco_challenge.turns.TurnLog` as JSON: `end` is the index
    after its last move, `in_front_now` the player's n for a turn in progress. The `last`
    turn's lists are copied: it may still grow (a pending extra card is filled in later), and
    the replay cache may give the state to the next request before this answer is written out
    (tests/conformance/test_answers_hold_no_state.py); an earlier turn's never change."""
    played = end > t.start
    bought, refill, result = t.bought, t.refill, t.result
    draws, tools, extras = t.draws, t.tools_used, t.extras
    if last:
        draws, tools, extras = list(draws), list(tools), [dict(e) for e in extras]
    return {
        "turn": t.turn,
        "round": t.round,
        "player": t.player,
        "first_move": t.start if played else None,
        "last_move": end - 1 if played else None,
        "draws": draws,
        "tools_used": tools,
        "result": _WORD[result],
        "drawn": in_front_now if result is IN_PROGRESS else t.drawn,
        "bought": None if bought is None else {"position": bought[0], "card": bought[1]},
        "dessert": t.dessert,
        "refill": None if refill is None else {"card": refill[0], "position": refill[1]},
        "extras": extras,
        "ends_game": t.ends_game,
        "decided_by": t.decided_by(),
    }


def turns(state) -> list[dict]:
    """The log of a replayed game: every turn begun."""
    now = len(state.in_front[state.player])
    logs = state.turns
    ends = [t.start for t in logs[1:]] + [state.moves_played]
    last = len(logs) - 1
    return [turn(t, end, now, i == last) for i, (t, end) in enumerate(zip(logs, ends))]


def seen_turns(state, hidden: set[tuple[int, str]]) -> list[dict]:
    """The log as a player may know it: the card of each extra draw in `hidden` (turn,
    player) left out (I3)."""
    out = turns(state)
    for entry in out:  # an earlier turn's lists are the state's own: new ones where a card is left out
        if any((entry["turn"], extra["player"]) in hidden for extra in entry["extras"]):
            entry["extras"] = [{**extra, "took": None} if (entry["turn"], extra["player"]) in hidden else extra
                               for extra in entry["extras"]]
    return out
