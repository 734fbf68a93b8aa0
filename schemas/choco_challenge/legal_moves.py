"""The legal moves of Choco Challenge as JSON, in the family's shape (``schemas.common``):
every chance outcome the complete move to append, with its exact probability, plain and
given the back (H4); `stop` with its open fields `buy` and `dessert`; every other decision
the complete move."""

from __future__ import annotations

from typing import Any

import msgspec
from marshmallow import fields

from schemas.choco_challenge.enums import ENUMS
from schemas.choco_challenge.moves import MOVE_COMPONENT
from schemas.choco_challenge.probabilities import (approx_by_back, approx_field, by_back_field, exact_by_back,
                                                   exact_field)
from schemas.common import legal_move_schema
from service.games.choco_challenge.chance import bust_odds
from service.games.choco_challenge.phases import Phase
from service.referee.chance import approx, exact

ChocoChallengeLegalMoveSchema = legal_move_schema("ChocoChallenge", ENUMS, MOVE_COMPONENT, {
    "back": ENUMS.field("Back", description="A chance outcome: the back its card shows on top of the pile (K4)."),
    "probability_given_back": exact_field("A chance outcome: its probability given that back, D[t] / D[back] (H4)."),
    "approx_given_back": approx_field("`probability_given_back` as a float."),
    "matches": fields.Boolean(metadata={"description": "draw: true when this card would be a matching draw (B1)."}),
    "position_after": fields.Integer(metadata={
        "minimum": 1, "description": "refill: where the card would go (M2): 1 for a filling, the market's new "
                                     "length for a spice."}),
}, "A legal next move of Choco Challenge: the complete move to append (a chance outcome with its probability, "
   "plain and given the back), or a `stop` whose `choose` lists the purchases allowed (`buy`: null for none, "
   "every legal `{position, card}`, P2) and the desserts allowed (`dessert`: null for none, every legal value, "
   "P4-P6); any purchase goes with any dessert.")


def choice_value(name: str, value):
    """A value a `stop`'s open field may take, as the move carries it (a purchase as its JSON
    object)."""
    return msgspec.to_builtins(value)


def echoed(entry: dict, move: dict) -> dict:
    """`move` (JSON) with the card its entry names where the move leaves it out: the card of a
    purchase (P2) and of an extra pick (X4) is an optional echo of the market's."""
    kind = move.get("type")
    if kind == "stop" and isinstance(move.get("buy"), dict) and "card" not in move["buy"]:
        for b in (entry.get("choose") or {}).get("buy", {}).get("one_of", ()):
            if b is not None and b.get("position") == move["buy"].get("position"):
                return {**move, "buy": b}
    if kind == "extra_pick" and "card" not in move and "card" in entry["move"]:
        return {**move, "card": entry["move"]["card"]}
    return move


def own_fields(option) -> dict:
    """What Choco Challenge tells beside a chance outcome (the core writes `chance`,
    `probability` and `approx`): its back, its odds given the back, and for a draw whether it
    would match, for a refill where the card would go."""
    if option.probability is None:
        return {}
    info = option.info
    given = info["probability_given_back"]
    out = {"back": info["back"].value, "probability_given_back": exact(given), "approx_given_back": approx(given)}
    if "matches" in info:
        out["matches"] = info["matches"]
    if "position_after" in info:
        out["position_after"] = info["position_after"]
    return out


LEGAL_MOVES_EXTRA: dict[str, fields.Field[Any]] = {
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
