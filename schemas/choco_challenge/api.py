"""Choco Challenge's JSON, as the family's verdicts and HTTP pipeline ask for it (``API``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from schemas.choco_challenge import answers, examples, requests
from schemas.choco_challenge.deal import dealt
from schemas.choco_challenge.enums import ENUMS, PREFIX
from schemas.choco_challenge.legal_moves import choice_value, echoed, legal_moves_extra, own_fields
from schemas.choco_challenge.moves import MOVE_COMPONENT, MOVES, move
from schemas.choco_challenge.scores import player_score, score_extra, tiebreak
from schemas.choco_challenge.state import seen_state, state
from schemas.choco_challenge.turns import seen_turns, turns
from schemas.common import GameApi, admits
from service.games.choco_challenge import GAME, autoplay, view


class ChocoChallengeApi(GameApi):
    game = GAME
    prefix = PREFIX
    enums = ENUMS
    history = requests.ChocoChallengeHistorySchema
    score_request = requests.ChocoChallengeScoreRequestSchema
    deal_request = requests.ChocoChallengeDealRequestSchema
    validate_answer = answers.ChocoChallengeValidateAnswerSchema
    legal_moves_answer = answers.ChocoChallengeLegalMovesAnswerSchema
    score_answer = answers.ChocoChallengeScoreAnswerSchema
    rules_answer = answers.ChocoChallengeRulesAnswerSchema
    move_component = MOVE_COMPONENT
    moves = MOVES
    viewing = view
    view_request = requests.ChocoChallengeViewRequestSchema
    view_answer = answers.ChocoChallengeViewAnswerSchema
    log_fields = ("turns",)
    has_final = True
    examples = examples.FAMILY
    autoplay_concretize = staticmethod(autoplay.concretize)

    def register_components(self, spec) -> None:
        super().register_components(spec)
        MOVES.register(spec)
        requests.register_request_components(spec)

    def state(self, s) -> dict:
        return state(s.snapshot())

    def seen_state(self, v) -> dict:
        return seen_state(v)

    def log(self, s, lang: str) -> dict:
        return {"turns": [] if s is None else turns(s)}

    def view_log(self, s, viewer: str, lang: str) -> dict:
        """The turns with the cards of the others' extra draws left out (I3)."""
        return {"turns": seen_turns(s, view.hidden_took(s, viewer))}

    def view_score(self, s, viewer: str, score: dict):
        """The standings where the viewer can count every player's crowns (I5), else null."""
        return score if view.sees_standings(s, viewer) else None

    def option(self, option) -> dict:
        return own_fields(option)

    def choice_value(self, name: str, value):
        return choice_value(name, value)

    def admits(self, entry: dict, move_json: dict) -> bool:
        """The family's reading, the optional card echoes (P2, X4) filled from the entry."""
        return admits(entry, echoed(entry, move_json))

    def legal_moves_extra(self, s, options) -> dict:
        return legal_moves_extra(s)

    def standing(self, standing, lang: str) -> dict:
        return player_score(standing.breakdown)

    def tiebreak(self, standings, lang: str):
        return tiebreak(standings.tiebreak, lang)

    def score_extra(self, s, standings, lang: str) -> dict:
        return score_extra(s)

    def final(self, body: dict, limits: Mapping[str, Any]):
        return self.game.score_final(body, limits)

    def deal(self, body: dict, seed: int) -> dict:
        return dealt(self.game.deal(body["players"], body.get("variants") or {}, seed, body))

    def move(self, m) -> dict:
        return move(m)


API = ChocoChallengeApi()
