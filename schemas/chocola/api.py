"""Chocola's JSON, as the family's verdicts and HTTP pipeline ask for it (``API``)."""

from __future__ import annotations


from schemas.chocola import examples, requests
from schemas.chocola.deal import DEAL_ANSWER_DOC, ChocolaSecondPhaseDealSchema, dealt, second_phase_deal
from schemas.chocola.enums import ENUMS
from schemas.chocola.legal_moves import LEGAL_MOVES_EXTRA, ChocolaLegalMoveSchema, admits, option
from schemas.chocola.moves import MOVES
from schemas.chocola.scores import TIEBREAK_FIELD, ChocolaPlayerScoreSchema, player_score
from schemas.chocola.turns import LOG, turns
from schemas.common import Answers, GameApi, members_of
from service.games.chocola import GAME, autoplay, view
from service.games.chocola.snapshot import SeenSnapshot, Snapshot
from service.games.chocola.tables import Tables


class ChocolaApi(GameApi):
    game = GAME
    enums = ENUMS
    history = requests.ChocolaHistorySchema
    final_form = requests.ChocolaFinalSchema
    deal_request = requests.ChocolaDealRequestSchema
    moves = MOVES
    answers = Answers(state=Snapshot, seen_state=SeenSnapshot, log=LOG,
                      option=ChocolaLegalMoveSchema, player=ChocolaPlayerScoreSchema, tiebreak=TIEBREAK_FIELD,
                      tables=members_of(Tables, ENUMS), legal_moves=LEGAL_MOVES_EXTRA)
    viewing = view
    examples = examples.FAMILY
    dealt = staticmethod(dealt)
    autoplay_concretize = staticmethod(autoplay.concretize)
    autoplay_weight = staticmethod(autoplay.weight)
    variant_sets = ({}, {"second_phase": True})

    def deal_answer_doc(self) -> dict:
        return DEAL_ANSWER_DOC

    def register_components(self, spec) -> None:
        super().register_components(spec)
        if "ChocolaSecondPhaseDeal" not in spec.components.schemas:
            spec.components.schema("ChocolaSecondPhaseDeal", schema=ChocolaSecondPhaseDealSchema)

    def log(self, s, lang: str) -> dict:
        return {"turns": [] if s is None else turns(s)}

    def option(self, o) -> dict:
        return option(o)

    def admits(self, entry: dict, move_json: dict) -> bool:
        return admits(entry, move_json)

    def legal_moves_extra(self, s, options) -> dict:
        """`to_act` as the rules of record have it (an optional make_tray puts nobody in it,
        E3), the phase number and whether the next move may be chance."""
        return {"to_act": list(s.to_act()), "phase_number": s.phase_number, "chance": s.chance_next()}

    def standing(self, standing, lang: str) -> dict:
        return player_score(standing.breakdown, lang)


    def deal(self, body: dict, seed: int) -> dict:
        if body.get("phase") == 2:
            return second_phase_deal(body, seed)
        return super().deal(body, seed)



API = ChocolaApi()
