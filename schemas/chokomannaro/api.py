"""ChokoMannaro's JSON, as the family's verdicts and HTTP pipeline ask for it (``API``)."""

from __future__ import annotations

import msgspec

from schemas.chokomannaro import examples, requests
from schemas.chokomannaro.deal import dealt
from schemas.chokomannaro.enums import ENUMS
from schemas.chokomannaro.events import EVENTS_FIELD
from schemas.chokomannaro.legal_moves import ChokoMannaroLegalMoveSchema
from schemas.chokomannaro.moves import MOVES
from schemas.chokomannaro.scores import TIEBREAK_FIELD
from schemas.common import Answers, GameApi, members_of
from service.games.chokomannaro import GAME, view
from service.games.chokomannaro.phases import Waiting, waiting
from service.games.chokomannaro.scoring import Breakdown, Outcome
from service.games.chokomannaro.snapshot import SeenSnapshot, Snapshot
from service.games.chokomannaro.tables import Tables


class ChokoMannaroApi(GameApi):
    game = GAME
    enums = ENUMS
    history = requests.ChokoMannaroHistorySchema
    deal_request = requests.ChokoMannaroDealRequestSchema
    moves = MOVES
    answers = Answers(state=Snapshot, seen_state=SeenSnapshot, log={"events": EVENTS_FIELD},
                      option=ChokoMannaroLegalMoveSchema, player=Breakdown, tiebreak=TIEBREAK_FIELD,
                      tables=members_of(Tables, ENUMS, names={"Kind": "CardInfo"}),
                      legal_moves=members_of(Waiting, ENUMS), score=members_of(Outcome, ENUMS))
    viewing = view
    examples = examples.FAMILY
    dealt = staticmethod(dealt)

    def log(self, s, lang: str) -> dict:
        return {"events": [] if s is None else list(s.events)}  # a copy: the state plays on (the replay cache)

    def legal_moves_extra(self, s, options) -> dict:
        return msgspec.to_builtins(waiting(s.phase, options))

    def score_extra(self, s, standings, lang: str) -> dict:
        return msgspec.to_builtins(standings.extra)




API = ChokoMannaroApi()
