"""Choco Challenge's JSON, as the family's verdicts and HTTP pipeline ask for it (``API``)."""

from __future__ import annotations


import msgspec

from schemas.choco_challenge import examples, requests
from schemas.choco_challenge.deal import dealt
from schemas.choco_challenge.enums import ENUMS
from schemas.choco_challenge.legal_moves import (LEGAL_MOVES_EXTRA, ChocoChallengeLegalMoveSchema, choice_value, echoed,
                                                 legal_moves_extra, own_fields)
from schemas.choco_challenge.moves import MOVES
from schemas.choco_challenge.scores import (SCORE_EXTRA, TIEBREAK_FIELD, ChocoChallengePlayerScoreSchema, score_extra,
                                            tiebreak)
from schemas.choco_challenge.turns import LOG, seen_turns, turns
from schemas.common import Answers, GameApi, admits, final_field, members_of
from service.games.choco_challenge import GAME, autoplay, view
from service.games.choco_challenge.snapshot import SeenSnapshot, Snapshot
from service.games.choco_challenge.tables import Tables


class ChocoChallengeApi(GameApi):
    game = GAME
    enums = ENUMS
    history = requests.ChocoChallengeHistorySchema
    final_form = final_field(requests.ChocoChallengeFinal)
    deal_request = requests.ChocoChallengeDealRequestSchema
    moves = MOVES
    answers = Answers(state=Snapshot, seen_state=SeenSnapshot, log=LOG,
                      option=ChocoChallengeLegalMoveSchema, player=ChocoChallengePlayerScoreSchema,
                      tiebreak=TIEBREAK_FIELD, tables=members_of(Tables, ENUMS), legal_moves=LEGAL_MOVES_EXTRA, score=SCORE_EXTRA,
                      names={"Snapshot": "State"})  # its state keeps its component, ChocoChallengeState
    viewing = view
    examples = examples.FAMILY
    dealt = staticmethod(dealt)
    autoplay_concretize = staticmethod(autoplay.concretize)

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
        return msgspec.to_builtins(standing.breakdown)

    def tiebreak(self, standings, lang: str):
        return tiebreak(standings.tiebreak, lang)

    def score_extra(self, s, standings, lang: str) -> dict:
        return score_extra(s)





API = ChocoChallengeApi()
