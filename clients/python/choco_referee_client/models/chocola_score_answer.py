from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.chocola_rule_id import ChocolaRuleId
from typing import cast

if TYPE_CHECKING:
  from ..models.chocola_player_score import ChocolaPlayerScore
  from ..models.chocola_score_answer_tiebreak_type_0 import ChocolaScoreAnswerTiebreakType0





T = TypeVar("T", bound="ChocolaScoreAnswer")



@_attrs_define
class ChocolaScoreAnswer:
    """ The scores of a game: every player's total and rank, the ranking, the winners, and what broke a tie.

        Attributes:
            decided_by (list[ChocolaRuleId]): The rules that decided the ranking and the winners.
            players (list[ChocolaPlayerScore]): Every player's standing: `player`, `rank`, `total` and the game's breakdown.
            provisional (bool): true for an unfinished game: the standings as they are now.
            ranking (list[str]): Player ids, best first.
            tiebreak (ChocolaScoreAnswerTiebreakType0 | None): Always null: ties are shared wins, the rules of record name
                no tie-break (W1).
            winners (list[str]): The winners: more than one on a shared win.
     """

    decided_by: list[ChocolaRuleId]
    players: list[ChocolaPlayerScore]
    provisional: bool
    ranking: list[str]
    tiebreak: ChocolaScoreAnswerTiebreakType0 | None
    winners: list[str]





    def to_dict(self) -> dict[str, Any]:
        from ..models.chocola_player_score import ChocolaPlayerScore # noqa: PLC0415
        from ..models.chocola_score_answer_tiebreak_type_0 import ChocolaScoreAnswerTiebreakType0 # noqa: PLC0415
        decided_by = []
        for decided_by_item_data in self.decided_by:
            decided_by_item = decided_by_item_data.value
            decided_by.append(decided_by_item)



        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)



        provisional = self.provisional

        ranking = self.ranking



        tiebreak: dict[str, Any] | None
        if isinstance(self.tiebreak, ChocolaScoreAnswerTiebreakType0):
            tiebreak = self.tiebreak.to_dict()
        else:
            tiebreak = self.tiebreak

        winners = self.winners




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "decided_by": decided_by,
            "players": players,
            "provisional": provisional,
            "ranking": ranking,
            "tiebreak": tiebreak,
            "winners": winners,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chocola_player_score import ChocolaPlayerScore # noqa: PLC0415
        from ..models.chocola_score_answer_tiebreak_type_0 import ChocolaScoreAnswerTiebreakType0 # noqa: PLC0415
        d = dict(src_dict)
        decided_by = []
        _decided_by = d.pop("decided_by")
        for decided_by_item_data in (_decided_by):
            decided_by_item = ChocolaRuleId(decided_by_item_data)



            decided_by.append(decided_by_item)


        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            players_item = ChocolaPlayerScore.from_dict(players_item_data)



            players.append(players_item)


        provisional = d.pop("provisional")

        ranking = cast(list[str], d.pop("ranking"))


        def _parse_tiebreak(data: object) -> ChocolaScoreAnswerTiebreakType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                tiebreak_type_0 = ChocolaScoreAnswerTiebreakType0.from_dict(data)



                return tiebreak_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChocolaScoreAnswerTiebreakType0 | None, data)

        tiebreak = _parse_tiebreak(d.pop("tiebreak"))


        winners = cast(list[str], d.pop("winners"))


        chocola_score_answer = cls(
            decided_by=decided_by,
            players=players,
            provisional=provisional,
            ranking=ranking,
            tiebreak=tiebreak,
            winners=winners,
        )

        return chocola_score_answer

