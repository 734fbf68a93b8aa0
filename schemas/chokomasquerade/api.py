"""ChokoMasquerade's JSON, as the family's verdicts and HTTP pipeline ask for it (``API``)."""

from __future__ import annotations


from schemas.chokomasquerade import examples, requests
from schemas.chokomasquerade.deal import dealt
from schemas.chokomasquerade.enums import ENUMS
from schemas.chokomasquerade.legal_moves import CHANCE_FIELD, ChokoMasqueradeLegalMoveSchema
from schemas.chokomasquerade.moves import MOVES
from schemas.chokomasquerade.scores import HISTORY_EXTRA, TIEBREAK_FIELD
from schemas.chokomasquerade.slaughters import LOG, slaughters
from schemas.common import Answers, GameApi, final_field, members_of
from service.games.chokomasquerade import GAME, autoplay, view
from service.games.chokomasquerade.scoring import Breakdown, leftovers
from service.games.chokomasquerade.snapshot import SeenSnapshot, Snapshot
from service.games.chokomasquerade.tables import Tables


class ChokoMasqueradeApi(GameApi):
    game = GAME
    enums = ENUMS
    history = requests.ChokoMasqueradeHistorySchema
    final_form = final_field(requests.ChokoMasqueradeFinal)
    deal_request = requests.ChokoMasqueradeDealRequestSchema
    moves = MOVES
    answers = Answers(state=Snapshot, seen_state=SeenSnapshot, log=LOG,
                      option=ChokoMasqueradeLegalMoveSchema, player=Breakdown,
                      tiebreak=TIEBREAK_FIELD, tables=members_of(Tables, ENUMS), legal_moves={"chance": CHANCE_FIELD},
                      score=HISTORY_EXTRA)
    viewing = view
    examples = examples.FAMILY
    dealt = staticmethod(dealt)
    variant_sets = ({},)
    autoplay_weight = staticmethod(autoplay.weight)

    def log(self, s, lang: str) -> dict:
        return {"slaughters": slaughters(s, lang)}

    def legal_moves_extra(self, s, options) -> dict:
        return {"chance": any(o.probability is not None for o in options)}

    def score_extra(self, s, standings, lang: str) -> dict:
        if s is None:
            return {}
        return {"finished": s.finished, "slaughters": slaughters(s, lang), "leftovers": list(leftovers(s.table.columns))}





API = ChokoMasqueradeApi()
