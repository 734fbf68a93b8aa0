from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choco_challenge_end_reason import ChocoChallengeEndReason
from ..models.choco_challenge_rule_id import ChocoChallengeRuleId
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.choco_challenge_player_score import ChocoChallengePlayerScore
  from ..models.choco_challenge_tiebreak import ChocoChallengeTiebreak
  from ..models.choco_challenge_turn import ChocoChallengeTurn





T = TypeVar("T", bound="ChocoChallengeScoreAnswer")



@_attrs_define
class ChocoChallengeScoreAnswer:
    """ The scores of a game: every player's total and rank, the ranking, the winners, and what broke a tie.

        Attributes:
            decided_by (list[ChocoChallengeRuleId]): The rules that decided the ranking and the winners.
            players (list[ChocoChallengePlayerScore]): Every player's standing: `player`, `rank`, `total` and the game's
                breakdown.
            provisional (bool): true for an unfinished game: the standings as they are now.
            ranking (list[str]): Player ids, best first.
            tiebreak (ChocoChallengeTiebreak | None): null when no two totals are equal; else how W3 ordered them.
            winners (list[str]): The winners: more than one on a shared win.
            end_reason (list[ChocoChallengeEndReason] | None | Unset): With a history only: why the game ended (E1), null
                while it goes on.
            finished (bool | Unset): With a history (`game`) only: whether the game has ended (E1).
            turns (list[ChocoChallengeTurn] | Unset): With a history only: every turn played, in order.
     """

    decided_by: list[ChocoChallengeRuleId]
    players: list[ChocoChallengePlayerScore]
    provisional: bool
    ranking: list[str]
    tiebreak: ChocoChallengeTiebreak | None
    winners: list[str]
    end_reason: list[ChocoChallengeEndReason] | None | Unset = UNSET
    finished: bool | Unset = UNSET
    turns: list[ChocoChallengeTurn] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.choco_challenge_player_score import ChocoChallengePlayerScore # noqa: PLC0415
        from ..models.choco_challenge_tiebreak import ChocoChallengeTiebreak # noqa: PLC0415
        from ..models.choco_challenge_turn import ChocoChallengeTurn # noqa: PLC0415
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
        if isinstance(self.tiebreak, ChocoChallengeTiebreak):
            tiebreak = self.tiebreak.to_dict()
        else:
            tiebreak = self.tiebreak

        winners = self.winners



        end_reason: list[str] | None | Unset
        if isinstance(self.end_reason, Unset):
            end_reason = UNSET
        elif isinstance(self.end_reason, list):
            end_reason = []
            for end_reason_type_0_item_data in self.end_reason:
                end_reason_type_0_item = end_reason_type_0_item_data.value
                end_reason.append(end_reason_type_0_item)


        else:
            end_reason = self.end_reason

        finished = self.finished

        turns: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.turns, Unset):
            turns = []
            for turns_item_data in self.turns:
                turns_item = turns_item_data.to_dict()
                turns.append(turns_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "decided_by": decided_by,
            "players": players,
            "provisional": provisional,
            "ranking": ranking,
            "tiebreak": tiebreak,
            "winners": winners,
        })
        if end_reason is not UNSET:
            field_dict["end_reason"] = end_reason
        if finished is not UNSET:
            field_dict["finished"] = finished
        if turns is not UNSET:
            field_dict["turns"] = turns

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choco_challenge_player_score import ChocoChallengePlayerScore # noqa: PLC0415
        from ..models.choco_challenge_tiebreak import ChocoChallengeTiebreak # noqa: PLC0415
        from ..models.choco_challenge_turn import ChocoChallengeTurn # noqa: PLC0415
        d = dict(src_dict)
        decided_by = []
        _decided_by = d.pop("decided_by")
        for decided_by_item_data in (_decided_by):
            decided_by_item = ChocoChallengeRuleId(decided_by_item_data)



            decided_by.append(decided_by_item)


        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            players_item = ChocoChallengePlayerScore.from_dict(players_item_data)



            players.append(players_item)


        provisional = d.pop("provisional")

        ranking = cast(list[str], d.pop("ranking"))


        def _parse_tiebreak(data: object) -> ChocoChallengeTiebreak | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                tiebreak_type_0 = ChocoChallengeTiebreak.from_dict(data)



                return tiebreak_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChocoChallengeTiebreak | None, data)

        tiebreak = _parse_tiebreak(d.pop("tiebreak"))


        winners = cast(list[str], d.pop("winners"))


        def _parse_end_reason(data: object) -> list[ChocoChallengeEndReason] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                end_reason_type_0 = []
                _end_reason_type_0 = data
                for end_reason_type_0_item_data in (_end_reason_type_0):
                    end_reason_type_0_item = ChocoChallengeEndReason(end_reason_type_0_item_data)



                    end_reason_type_0.append(end_reason_type_0_item)

                return end_reason_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[ChocoChallengeEndReason] | None | Unset, data)

        end_reason = _parse_end_reason(d.pop("end_reason", UNSET))


        finished = d.pop("finished", UNSET)

        _turns = d.pop("turns", UNSET)
        turns: list[ChocoChallengeTurn] | Unset = UNSET
        if _turns is not UNSET:
            turns = []
            for turns_item_data in _turns:
                turns_item = ChocoChallengeTurn.from_dict(turns_item_data)



                turns.append(turns_item)


        choco_challenge_score_answer = cls(
            decided_by=decided_by,
            players=players,
            provisional=provisional,
            ranking=ranking,
            tiebreak=tiebreak,
            winners=winners,
            end_reason=end_reason,
            finished=finished,
            turns=turns,
        )

        return choco_challenge_score_answer

