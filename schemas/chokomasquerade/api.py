"""ChokoMasquerade's JSON, as the family's verdicts and HTTP pipeline ask for it (``API``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from schemas.chokomasquerade import answers, examples, requests
from schemas.chokomasquerade.deal import dealt
from schemas.chokomasquerade.enums import ENUMS, PREFIX
from schemas.chokomasquerade.moves import MOVE_COMPONENT, MOVES, move
from schemas.chokomasquerade.scores import player_score
from schemas.chokomasquerade.slaughters import slaughters
from schemas.chokomasquerade.state import seen_state, state
from schemas.common import GameApi
from service.games.chokomasquerade import GAME, autoplay, view
from service.games.chokomasquerade.scoring import leftovers


class ChokoMasqueradeApi(GameApi):
    game = GAME
    prefix = PREFIX
    enums = ENUMS
    history = requests.ChokoMasqueradeHistorySchema
    score_request = requests.ChokoMasqueradeScoreRequestSchema
    deal_request = requests.ChokoMasqueradeDealRequestSchema
    validate_answer = answers.ChokoMasqueradeValidateAnswerSchema
    legal_moves_answer = answers.ChokoMasqueradeLegalMovesAnswerSchema
    score_answer = answers.ChokoMasqueradeScoreAnswerSchema
    rules_answer = answers.ChokoMasqueradeRulesAnswerSchema
    move_component = MOVE_COMPONENT
    moves = MOVES
    viewing = view
    view_request = requests.ChokoMasqueradeViewRequestSchema
    view_answer = answers.ChokoMasqueradeViewAnswerSchema
    log_fields = ("slaughters",)
    has_final = True
    examples = examples.FAMILY
    variant_sets = ({},)
    autoplay_weight = staticmethod(autoplay.weight)

    def register_components(self, spec) -> None:
        super().register_components(spec)
        MOVES.register(spec)
        requests.register_request_components(spec)

    def state(self, s) -> dict:
        return state(s.snapshot())

    def seen_state(self, v) -> dict:
        return seen_state(v)

    def log(self, s, lang: str) -> dict:
        return {"slaughters": slaughters(s, lang)}

    def legal_moves_extra(self, s, options) -> dict:
        return {"chance": any(o.probability is not None for o in options)}

    def standing(self, standing, lang: str) -> dict:
        return player_score(standing.breakdown)

    def score_extra(self, s, standings, lang: str) -> dict:
        if s is None:
            return {}
        return {"finished": s.finished, "slaughters": slaughters(s, lang), "leftovers": list(leftovers(s.table.columns))}

    def final(self, body: dict, limits: Mapping[str, Any]):
        return self.game.score_final(body)

    def deal(self, body: dict, seed: int) -> dict:
        return dealt(self.game.deal(body["players"], body.get("variants") or {}, seed, body))

    def move(self, m) -> dict:
        return move(m)


API = ChokoMasqueradeApi()
