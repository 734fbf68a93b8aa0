"""Choco Challenge's own answers beside the family's, without HTTP: the odds of busting on
the next draw at any point of a game (the ``odds`` command shares them).

Every figure comes from the engine's H4 (:func:`~service.games.choco_challenge.chance.bust_odds`
and the legal moves' chance outcomes), on a history replayed under every rule first: an
illegal one raises its violation.
"""

from __future__ import annotations

from service.games.choco_challenge.chance import bust_odds
from service.games.choco_challenge.moves import Draw
from service.games.choco_challenge.phases import Phase
from service.referee.chance import approx, exact
from service.referee.legal import legal_options
from service.verdicts import family


def _odds(state) -> dict:
    """The bust odds of the player about to draw (H4), plain and given the back."""
    player = state.player
    plain, given = bust_odds(state.piles[player], state.in_front[player])
    return {
        "player": player,
        "turn": state.turn,
        "round": state.round,
        "in_front": len(state.in_front[player]),
        "pile_size": sum(state.piles[player].values()),
        "bust_probability": exact(plain),
        "bust_probability_approx": approx(plain),
        "bust_probability_by_back": {b.value: exact(p) for b, p in given.items()},
        "bust_probability_by_back_approx": {b.value: approx(p) for b, p in given.items()},
    }


def odds_at(api, history: dict, moves: int | None = None) -> dict:
    """The state after the first `moves` moves (all by default): its phase, who acts and, when
    a player is to draw, the bust odds and every card the draw may reveal."""
    count = len(history["moves"]) if moves is None else moves
    state = family.legal_replay(api, {**history, "moves": history["moves"][:count]}).state
    out: dict = {"moves": count, "phase": state.phase.value, "to_act": list(state.to_act()), "odds": None,
                 "draws": []}
    if state.phase is Phase.DRAW:
        out["odds"] = _odds(state)
        out["draws"] = [{"card": o.move.card, "probability": exact(o.probability), "approx": approx(o.probability),  # type: ignore[arg-type]  # a draw is a chance outcome, with its probability
                         "back": o.info["back"].value,
                         "probability_given_back": exact(o.info["probability_given_back"]),
                         "matches": o.info["matches"]}
                        for o in legal_options(state) if type(o.move) is Draw]
    return out


def odds_along(api, history: dict) -> dict:
    """The bust odds before every draw of a game, with the card drawn and whether it matched,
    and, when a player is to draw after the last move, the odds now."""
    family.legal_replay(api, history)  # an illegal history raises its violation
    state = api.game.start(history)
    points = []
    for index, move in enumerate(history["moves"]):
        if type(move) is Draw:
            point = _odds(state)
            point.update(move_index=index, drawn=move.card, matched=move.card in state.in_front[state.player])
            points.append(point)
        state.apply(move, index)
    now = _odds(state) if state.phase is Phase.DRAW else None
    return {"points": points, "now": now, "phase": state.phase.value, "to_act": list(state.to_act())}
