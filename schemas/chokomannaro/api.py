"""ChokoMannaro's JSON, as the family's verdicts and HTTP pipeline ask for it (``API``)."""

from __future__ import annotations

from schemas.chokomannaro import answers, examples, requests
from schemas.chokomannaro.deal import dealt
from schemas.chokomannaro.enums import ENUMS, PREFIX
from schemas.chokomannaro.legal_moves import legal_moves_extra
from schemas.chokomannaro.moves import MOVE_COMPONENT, MOVES, move
from schemas.chokomannaro.scores import player_score, score_extra
from schemas.chokomannaro.state import state
from schemas.common import GameApi
from service.games.chokomannaro import GAME


class ChokoMannaroApi(GameApi):
    game = GAME
    prefix = PREFIX
    enums = ENUMS
    history = requests.ChokoMannaroHistorySchema
    score_request = requests.ChokoMannaroScoreRequestSchema
    deal_request = requests.ChokoMannaroDealRequestSchema
    validate_answer = answers.ChokoMannaroValidateAnswerSchema
    legal_moves_answer = answers.ChokoMannaroLegalMovesAnswerSchema
    score_answer = answers.ChokoMannaroScoreAnswerSchema
    rules_answer = answers.ChokoMannaroRulesAnswerSchema
    move_component = MOVE_COMPONENT
    moves = MOVES
    unreferenced_enums = ("MoveType",)  # a move's own schema says its type; nothing else names one
    log_fields = ("events",)
    examples = examples.FAMILY

    def register_components(self, spec) -> None:
        super().register_components(spec)
        MOVES.register(spec)
        # This game has no final form: `game` is required (no other member is allowed).
        spec.components.schema(f"{PREFIX}ScoreRequest", {"required": ["game"]},
                               schema=requests.ChokoMannaroScoreRequestSchema)

    def state(self, s) -> dict:
        return state(s.snapshot())

    def log(self, s, lang: str) -> dict:
        return {"events": [] if s is None else list(s.events)}  # a copy: the state plays on (the replay cache)

    def legal_moves_extra(self, s, options) -> dict:
        return legal_moves_extra(s, options)

    def standing(self, standing, lang: str) -> dict:
        return player_score(standing)

    def score_extra(self, s, standings, lang: str) -> dict:
        return score_extra(standings)

    def deal(self, body: dict, seed: int) -> dict:
        return dealt(self.game.deal(body["players"], body.get("variants") or {}, seed, body))

    def move(self, m) -> dict:
        return move(m)


API = ChokoMannaroApi()
