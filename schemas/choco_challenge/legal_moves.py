"""The legal moves of Choco Challenge as JSON: every chance outcome as the complete move to
append with its exact probability, plain and given the back (H4); `stop` as one entry with
the ranges of its purchases; every other decision as the complete move."""

from __future__ import annotations

from marshmallow import Schema, fields

from schemas.choco_challenge.enums import ENUMS, card_id, tool_id
from schemas.choco_challenge.moves import buy_json
from schemas.choco_challenge.probabilities import (approx_by_back, approx_field, by_back_field, exact_by_back,
                                                   exact_field)
from schemas.common import CHANCE_FIELDS, player_out, schema
from service.games.choco_challenge.chance import bust_odds
from service.games.choco_challenge.moves import MoveType
from service.games.choco_challenge.phases import Phase
from service.referee.chance import approx, exact


class ChocoChallengeBuyOptionSchema(Schema):
    position = fields.Integer(required=True, metadata={"minimum": 1, "description": "A market position (P2)."})
    card = card_id("The card there.", required=True)


ChocoChallengeLegalMoveSchema = schema("ChocoChallengeLegalMove", {
    "type": ENUMS.field("MoveType", description="The kind of move.", required=True),
    "player": player_out("Who makes it.", required=True),
    "card": card_id("draw, refill, extra_draw: the card revealed by this outcome; extra_pick: the card taken."),
    "tool": tool_id("use_tool, extra_tool: the tool."),
    "position": fields.Integer(metadata={"minimum": 1, "description": "extra_pick: the market position."}),
    **CHANCE_FIELDS,
    "back": ENUMS.field("Back", description="A chance outcome: the back its card shows on top of the pile (K4)."),
    "probability_given_back": exact_field("A chance outcome: its probability given that back, D[t] / D[back] (H4)."),
    "approx_given_back": approx_field("`probability_given_back` as a float."),
    "matches": fields.Boolean(metadata={"description": "draw: true when this card would be a matching draw (B1)."}),
    "position_after": fields.Integer(metadata={
        "minimum": 1, "description": "refill: where the card would go (M2): 1 for a filling, the market's new "
                                     "length for a spice."}),
    "buy_options": fields.List(fields.Nested(ChocoChallengeBuyOptionSchema, allow_none=True), metadata={
        "description": "stop: the purchases allowed (P2): null for none, and every legal {position, card}."}),
    "dessert_options": fields.List(fields.Integer(allow_none=True, metadata={"minimum": 4, "maximum": 9}), metadata={
        "description": "stop: the desserts allowed (P4-P6): null for none, and every legal value. Any buy option "
                       "goes with any dessert option."}),
}, "A legal next move: the complete move to append (a chance outcome with its probability, plain and given the "
   "back), or a `stop` with the ranges of its `buy` and `dessert`.")


_FIELDS = ("card", "tool", "position")


def move_option(option) -> dict:
    """An engine :class:`~service.referee.protocol.Option` as JSON (the core adds `chance`,
    `probability` and `approx` to a chance outcome)."""
    m = option.move
    out: dict = {"type": m.type.value, "player": m.player}
    for name in _FIELDS:
        value = getattr(m, name)
        if value is not None:
            out[name] = value
    info = option.info
    if option.probability is None:
        out["chance"] = False
        if m.type is MoveType.STOP:
            out["buy_options"] = [None if b is None else buy_json(b) for b in info["buy_options"]]
            out["dessert_options"] = list(info["dessert_options"])
        return out
    given = info["probability_given_back"]
    out["back"] = info["back"].value
    out["probability_given_back"] = exact(given)
    out["approx_given_back"] = approx(given)
    if "matches" in info:
        out["matches"] = info["matches"]
    if "position_after" in info:
        out["position_after"] = info["position_after"]
    return out


def admits(option: dict, move: dict) -> bool:
    """Whether a move (JSON) is one a legal-moves entry offers: the entry's complete move, or
    for `stop` a purchase and a dessert within its ranges."""
    if (option["type"], option["player"]) != (move.get("type"), move.get("player")):
        return False
    if option["type"] == "stop":
        if set(move) - {"type", "player", "buy", "dessert"}:
            return False
        buy = move.get("buy")
        if buy is None:
            bought = None in option["buy_options"]
        else:
            bought = any(b is not None and b["position"] == buy.get("position") and
                         buy.get("card") in (None, b["card"]) for b in option["buy_options"])
        return bought and move.get("dessert") in option["dessert_options"]
    return all(option.get(k) == v for k, v in move.items() if v is not None)


LEGAL_MOVES_EXTRA = {
    "round": fields.Integer(required=True, metadata={"minimum": 1, "description": "The round (T1); after the end, "
                                                                                  "that of the last turn."}),
    "turn": fields.Integer(required=True, metadata={"minimum": 0, "description": "The turn index, 0-based (T1); "
                                                                                 "after the end, the last turn's."}),
    "bust_probability": exact_field(
        "Phase `draw`: the probability that the next draw busts, exactly (H4): the sum of D[t] / |D| over the types "
        "in front. Null in other phases.", required=True, allow_none=True),
    "bust_probability_approx": approx_field("`bust_probability` as a float; null in other phases.", required=True,
                                            allow_none=True),
    "bust_probability_by_back": by_back_field(
        "Phase `draw`: the bust probability given the back of the top card (K4, H4), for each back the pile holds "
        "(a back with no card has no entry). Null in other phases.", exact_field("An exact probability."),
        {"base": "1/1", "spice": "0/1"}, required=True, allow_none=True),
    "bust_probability_by_back_approx": by_back_field(
        "`bust_probability_by_back` as floats; null in other phases.", approx_field("A probability as a float."),
        {"base": 1.0, "spice": 0.0}, required=True, allow_none=True),
}


def legal_moves_extra(state) -> dict:
    """round, turn and the bust odds of the next draw (H4)."""
    out = {"round": state.round, "turn": state.turn, "bust_probability": None, "bust_probability_approx": None,
           "bust_probability_by_back": None, "bust_probability_by_back_approx": None}
    if state.phase is Phase.DRAW:
        player = state.player
        plain, given = bust_odds(state.piles[player], state.in_front[player])
        out.update(bust_probability=exact(plain), bust_probability_approx=approx(plain),
                   bust_probability_by_back=exact_by_back(given), bust_probability_by_back_approx=approx_by_back(given))
    return out
