from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choko_mannaro_rule_id import ChokoMannaroRuleId
from typing import cast

if TYPE_CHECKING:
  from ..models.choko_mannaro_player_score import ChokoMannaroPlayerScore





T = TypeVar("T", bound="ChokoMannaroScoreAnswer")



@_attrs_define
class ChokoMannaroScoreAnswer:
    """ The scores of a game: every player's total and rank, the ranking, the winners, and what broke a tie.

        Attributes:
            decided_by (list[ChokoMannaroRuleId]): The rules that decided the ranking and the winners.
            eliminated (int): The pool: 60 minus the Chokos held (K2).
            finished (bool): The game is over (E1).
            players (list[ChokoMannaroPlayerScore]): Every player's standing: `player`, `rank`, `total` and the game's
                breakdown.
            provisional (bool): true for an unfinished game: the standings as they are now.
            ranking (list[str]): Player ids, best first.
            round_ (int): The round reached.
            tiebreak (None | str): Always null: no rule breaks ties (everyone who lost shares the place after the winner).
            winner (None | str): The winner; null while running (or on a shared win, E3). Example: ann.
            winners (list[str]): The winners: more than one on a shared win.
     """

    decided_by: list[ChokoMannaroRuleId]
    eliminated: int
    finished: bool
    players: list[ChokoMannaroPlayerScore]
    provisional: bool
    ranking: list[str]
    round_: int
    tiebreak: None | str
    winner: None | str
    winners: list[str]





    def to_dict(self) -> dict[str, Any]:
        from ..models.choko_mannaro_player_score import ChokoMannaroPlayerScore # noqa: PLC0415
        decided_by = []
        for decided_by_item_data in self.decided_by:
            decided_by_item = decided_by_item_data.value
            decided_by.append(decided_by_item)



        eliminated = self.eliminated

        finished = self.finished

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)



        provisional = self.provisional

        ranking = self.ranking



        round_ = self.round_

        tiebreak: None | str
        tiebreak = self.tiebreak

        winner: None | str
        winner = self.winner

        winners = self.winners




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "decided_by": decided_by,
            "eliminated": eliminated,
            "finished": finished,
            "players": players,
            "provisional": provisional,
            "ranking": ranking,
            "round": round_,
            "tiebreak": tiebreak,
            "winner": winner,
            "winners": winners,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choko_mannaro_player_score import ChokoMannaroPlayerScore # noqa: PLC0415
        d = dict(src_dict)
        decided_by = []
        _decided_by = d.pop("decided_by")
        for decided_by_item_data in (_decided_by):
            decided_by_item = ChokoMannaroRuleId(decided_by_item_data)



            decided_by.append(decided_by_item)


        eliminated = d.pop("eliminated")

        finished = d.pop("finished")

        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            players_item = ChokoMannaroPlayerScore.from_dict(players_item_data)



            players.append(players_item)


        provisional = d.pop("provisional")

        ranking = cast(list[str], d.pop("ranking"))


        round_ = d.pop("round")

        def _parse_tiebreak(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        tiebreak = _parse_tiebreak(d.pop("tiebreak"))


        def _parse_winner(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        winner = _parse_winner(d.pop("winner"))


        winners = cast(list[str], d.pop("winners"))


        choko_mannaro_score_answer = cls(
            decided_by=decided_by,
            eliminated=eliminated,
            finished=finished,
            players=players,
            provisional=provisional,
            ranking=ranking,
            round_=round_,
            tiebreak=tiebreak,
            winner=winner,
            winners=winners,
        )

        return choko_mannaro_score_answer

