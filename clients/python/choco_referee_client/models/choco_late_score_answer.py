from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choco_late_rule_id import ChocoLateRuleId
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.choco_late_auction import ChocoLateAuction
  from ..models.choco_late_player_score import ChocoLatePlayerScore
  from ..models.choco_late_tiebreak import ChocoLateTiebreak





T = TypeVar("T", bound="ChocoLateScoreAnswer")



@_attrs_define
class ChocoLateScoreAnswer:
    """ The scores of a game: every player's total and rank, the ranking, the winners, and what broke a tie.

        Attributes:
            decided_by (list[ChocoLateRuleId]): The rules that decided the ranking and the winners.
            players (list[ChocoLatePlayerScore]): Every player's standing: `player`, `rank`, `total` and the game's
                breakdown.
            provisional (bool): true for an unfinished game: the standings as they are now.
            ranking (list[str]): Player ids, best first.
            tiebreak (ChocoLateTiebreak | None): null, or how W7 decided a tie on the highest score (best_wins).
            winners (list[str]): The winners: more than one on a shared win.
            auctions (list[ChocoLateAuction] | Unset): With a history (`game`) only: every auction resolved, in order.
     """

    decided_by: list[ChocoLateRuleId]
    players: list[ChocoLatePlayerScore]
    provisional: bool
    ranking: list[str]
    tiebreak: ChocoLateTiebreak | None
    winners: list[str]
    auctions: list[ChocoLateAuction] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.choco_late_auction import ChocoLateAuction # noqa: PLC0415
        from ..models.choco_late_player_score import ChocoLatePlayerScore # noqa: PLC0415
        from ..models.choco_late_tiebreak import ChocoLateTiebreak # noqa: PLC0415
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
        if isinstance(self.tiebreak, ChocoLateTiebreak):
            tiebreak = self.tiebreak.to_dict()
        else:
            tiebreak = self.tiebreak

        winners = self.winners



        auctions: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.auctions, Unset):
            auctions = []
            for auctions_item_data in self.auctions:
                auctions_item = auctions_item_data.to_dict()
                auctions.append(auctions_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "decided_by": decided_by,
            "players": players,
            "provisional": provisional,
            "ranking": ranking,
            "tiebreak": tiebreak,
            "winners": winners,
        })
        if auctions is not UNSET:
            field_dict["auctions"] = auctions

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choco_late_auction import ChocoLateAuction # noqa: PLC0415
        from ..models.choco_late_player_score import ChocoLatePlayerScore # noqa: PLC0415
        from ..models.choco_late_tiebreak import ChocoLateTiebreak # noqa: PLC0415
        d = dict(src_dict)
        decided_by = []
        _decided_by = d.pop("decided_by")
        for decided_by_item_data in (_decided_by):
            decided_by_item = ChocoLateRuleId(decided_by_item_data)



            decided_by.append(decided_by_item)


        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            players_item = ChocoLatePlayerScore.from_dict(players_item_data)



            players.append(players_item)


        provisional = d.pop("provisional")

        ranking = cast(list[str], d.pop("ranking"))


        def _parse_tiebreak(data: object) -> ChocoLateTiebreak | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                tiebreak_type_0 = ChocoLateTiebreak.from_dict(data)



                return tiebreak_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChocoLateTiebreak | None, data)

        tiebreak = _parse_tiebreak(d.pop("tiebreak"))


        winners = cast(list[str], d.pop("winners"))


        _auctions = d.pop("auctions", UNSET)
        auctions: list[ChocoLateAuction] | Unset = UNSET
        if _auctions is not UNSET:
            auctions = []
            for auctions_item_data in _auctions:
                auctions_item = ChocoLateAuction.from_dict(auctions_item_data)



                auctions.append(auctions_item)


        choco_late_score_answer = cls(
            decided_by=decided_by,
            players=players,
            provisional=provisional,
            ranking=ranking,
            tiebreak=tiebreak,
            winners=winners,
            auctions=auctions,
        )

        return choco_late_score_answer

