from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choko_masquerade_card import ChokoMasqueradeCard
from ..models.choko_masquerade_rule_id import ChokoMasqueradeRuleId
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.choko_masquerade_player_score import ChokoMasqueradePlayerScore
  from ..models.choko_masquerade_score_answer_tiebreak_type_0 import ChokoMasqueradeScoreAnswerTiebreakType0
  from ..models.choko_masquerade_slaughter import ChokoMasqueradeSlaughter





T = TypeVar("T", bound="ChokoMasqueradeScoreAnswer")



@_attrs_define
class ChokoMasqueradeScoreAnswer:
    """ The scores of a game: every player's total and rank, the ranking, the winners, and what broke a tie.

        Attributes:
            decided_by (list[ChokoMasqueradeRuleId]): The rules that decided the ranking and the winners.
            players (list[ChokoMasqueradePlayerScore]): Every player's standing: `player`, `rank`, `total` and the game's
                breakdown.
            provisional (bool): true for an unfinished game: the standings as they are now.
            ranking (list[str]): Player ids, best first.
            tiebreak (ChokoMasqueradeScoreAnswerTiebreakType0 | None): Always null: a tie on pairs is a shared win, never
                broken (W2).
            winners (list[str]): The winners: more than one on a shared win.
            finished (bool | Unset): With a history: whether the game is over (E1).
            leftovers (list[ChokoMasqueradeCard] | Unset): With a history: the cards still on the table, column by column,
                first to last; they count for nobody (E2).
            slaughters (list[ChokoMasqueradeSlaughter] | Unset): With a history: The game's log: every pairing of the
                ChokoMannaro and its guesses, in order (M1-M4).
     """

    decided_by: list[ChokoMasqueradeRuleId]
    players: list[ChokoMasqueradePlayerScore]
    provisional: bool
    ranking: list[str]
    tiebreak: ChokoMasqueradeScoreAnswerTiebreakType0 | None
    winners: list[str]
    finished: bool | Unset = UNSET
    leftovers: list[ChokoMasqueradeCard] | Unset = UNSET
    slaughters: list[ChokoMasqueradeSlaughter] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.choko_masquerade_player_score import ChokoMasqueradePlayerScore # noqa: PLC0415
        from ..models.choko_masquerade_score_answer_tiebreak_type_0 import ChokoMasqueradeScoreAnswerTiebreakType0 # noqa: PLC0415
        from ..models.choko_masquerade_slaughter import ChokoMasqueradeSlaughter # noqa: PLC0415
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
        if isinstance(self.tiebreak, ChokoMasqueradeScoreAnswerTiebreakType0):
            tiebreak = self.tiebreak.to_dict()
        else:
            tiebreak = self.tiebreak

        winners = self.winners



        finished = self.finished

        leftovers: list[str] | Unset = UNSET
        if not isinstance(self.leftovers, Unset):
            leftovers = []
            for leftovers_item_data in self.leftovers:
                leftovers_item = leftovers_item_data.value
                leftovers.append(leftovers_item)



        slaughters: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.slaughters, Unset):
            slaughters = []
            for slaughters_item_data in self.slaughters:
                slaughters_item = slaughters_item_data.to_dict()
                slaughters.append(slaughters_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "decided_by": decided_by,
            "players": players,
            "provisional": provisional,
            "ranking": ranking,
            "tiebreak": tiebreak,
            "winners": winners,
        })
        if finished is not UNSET:
            field_dict["finished"] = finished
        if leftovers is not UNSET:
            field_dict["leftovers"] = leftovers
        if slaughters is not UNSET:
            field_dict["slaughters"] = slaughters

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choko_masquerade_player_score import ChokoMasqueradePlayerScore # noqa: PLC0415
        from ..models.choko_masquerade_score_answer_tiebreak_type_0 import ChokoMasqueradeScoreAnswerTiebreakType0 # noqa: PLC0415
        from ..models.choko_masquerade_slaughter import ChokoMasqueradeSlaughter # noqa: PLC0415
        d = dict(src_dict)
        decided_by = []
        _decided_by = d.pop("decided_by")
        for decided_by_item_data in (_decided_by):
            decided_by_item = ChokoMasqueradeRuleId(decided_by_item_data)



            decided_by.append(decided_by_item)


        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            players_item = ChokoMasqueradePlayerScore.from_dict(players_item_data)



            players.append(players_item)


        provisional = d.pop("provisional")

        ranking = cast(list[str], d.pop("ranking"))


        def _parse_tiebreak(data: object) -> ChokoMasqueradeScoreAnswerTiebreakType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                tiebreak_type_0 = ChokoMasqueradeScoreAnswerTiebreakType0.from_dict(data)



                return tiebreak_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChokoMasqueradeScoreAnswerTiebreakType0 | None, data)

        tiebreak = _parse_tiebreak(d.pop("tiebreak"))


        winners = cast(list[str], d.pop("winners"))


        finished = d.pop("finished", UNSET)

        _leftovers = d.pop("leftovers", UNSET)
        leftovers: list[ChokoMasqueradeCard] | Unset = UNSET
        if _leftovers is not UNSET:
            leftovers = []
            for leftovers_item_data in _leftovers:
                leftovers_item = ChokoMasqueradeCard(leftovers_item_data)



                leftovers.append(leftovers_item)


        _slaughters = d.pop("slaughters", UNSET)
        slaughters: list[ChokoMasqueradeSlaughter] | Unset = UNSET
        if _slaughters is not UNSET:
            slaughters = []
            for slaughters_item_data in _slaughters:
                slaughters_item = ChokoMasqueradeSlaughter.from_dict(slaughters_item_data)



                slaughters.append(slaughters_item)


        choko_masquerade_score_answer = cls(
            decided_by=decided_by,
            players=players,
            provisional=provisional,
            ranking=ranking,
            tiebreak=tiebreak,
            winners=winners,
            finished=finished,
            leftovers=leftovers,
            slaughters=slaughters,
        )

        return choko_masquerade_score_answer

