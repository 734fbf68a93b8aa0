"""Choco Late's JSON, as the family's verdicts and HTTP pipeline ask for it (``API``)."""

from __future__ import annotations


from schemas.choco_late import examples, requests
from schemas.choco_late.auctions import LOG
from schemas.choco_late.deal import dealt
from schemas.choco_late.enums import ENUMS
from schemas.choco_late.legal_moves import ChocoLateLegalMoveSchema, admits, own_fields
from schemas.choco_late.moves import MOVES
from schemas.choco_late.scores import AUCTIONS_FIELD, TIEBREAK_FIELD, ChocoLatePlayerScoreSchema, player_score, tiebreak
from schemas.common import Answers, GameApi, members_of
from service.games.choco_late import GAME
from service.games.choco_late import autoplay, view
from service.games.choco_late.snapshot import SeenSnapshot, Snapshot
from service.games.choco_late.tables import Tables
from service.referee.shown import shown

TABLE_NAMES = {"CombinationRow": "Combination", "SetupTableRow": "SetupRow"}
"""The tables' rows, named in the document as the rows of their tables."""


class ChocoLateApi(GameApi):
    game = GAME
    enums = ENUMS
    history = requests.ChocoLateHistorySchema
    final_form = requests.ChocoLateFinalSchema
    deal_request = requests.ChocoLateDealRequestSchema
    moves = MOVES
    answers = Answers(state=Snapshot, seen_state=SeenSnapshot, log=LOG,
                      option=ChocoLateLegalMoveSchema, player=ChocoLatePlayerScoreSchema, tiebreak=TIEBREAK_FIELD,
                      tables=members_of(Tables, ENUMS, TABLE_NAMES), score={"auctions": AUCTIONS_FIELD})
    viewing = view
    examples = examples.FAMILY
    dealt = staticmethod(dealt)
    autoplay_concretize = staticmethod(autoplay.concretize)
    autoplay_weight = staticmethod(autoplay.weight)
    variant_sets = tuple({"free_bidding": f, "best_wins": b, "two_trays": t}
                         for f in (False, True) for b in (False, True) for t in (False, True))

    def player_counts(self, variants: dict | None = None) -> range:
        return range(2, 5) if (variants or {}).get("two_trays") else self.game.players

    def register_components(self, spec) -> None:
        super().register_components(spec)
        requests.register_request_components(spec)

    def log(self, s, lang: str) -> dict:
        return {"auctions": [] if s is None else shown(s.auctions, lang)}

    def option(self, option) -> dict:
        return own_fields(option)

    def admits(self, entry: dict, move_json: dict) -> bool:
        return admits(entry, move_json)

    def standing(self, standing, lang: str) -> dict:
        return player_score(standing.breakdown, lang)

    def tiebreak(self, standings, lang: str):
        return tiebreak(standings.tiebreak, lang)

    def score_extra(self, s, standings, lang: str) -> dict:
        return {} if s is None else self.log(s, lang)





API = ChocoLateApi()
