from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choco_challenge_comparison import ChocoChallengeComparison
from ..models.choco_challenge_move_type import ChocoChallengeMoveType
from typing import cast






T = TypeVar("T", bound="ChocoChallengeExtra")



@_attrs_define
class ChocoChallengeExtra:
    """ 
        Attributes:
            comparison (ChocoChallengeComparison): How an opponent's cards in front compare with the turn's n (X2).

                - `more`: more cards in front than the turn's n: may take an ingredient (X4)
                - `fewer`: fewer cards in front: may take a tool (X5)
                - `equal`: as many: nothing, and no move (X2) Example: more.
            move (ChocoChallengeMoveType | None): The move they sent (X3-X6); null for an equal opponent (no move) or one
                still to decide.
            player (str): The opponent. Example: ann.
            position (int | None): extra_pick: the market position taken; null otherwise.
            took (None | str): The card or tool taken; null when nothing was, and in a player's view for an extra card
                another player drew unseen (I3). Example: cinnamon.
     """

    comparison: ChocoChallengeComparison
    move: ChocoChallengeMoveType | None
    player: str
    position: int | None
    took: None | str





    def to_dict(self) -> dict[str, Any]:
        comparison = self.comparison.value

        move: None | str
        if isinstance(self.move, ChocoChallengeMoveType):
            move = self.move.value
        else:
            move = self.move

        player = self.player

        position: int | None
        position = self.position

        took: None | str
        took = self.took


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "comparison": comparison,
            "move": move,
            "player": player,
            "position": position,
            "took": took,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        comparison = ChocoChallengeComparison(d.pop("comparison"))




        def _parse_move(data: object) -> ChocoChallengeMoveType | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                move_type_0 = ChocoChallengeMoveType(data)



                return move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChocoChallengeMoveType | None, data)

        move = _parse_move(d.pop("move"))


        player = d.pop("player")

        def _parse_position(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        position = _parse_position(d.pop("position"))


        def _parse_took(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        took = _parse_took(d.pop("took"))


        choco_challenge_extra = cls(
            comparison=comparison,
            move=move,
            player=player,
            position=position,
            took=took,
        )

        return choco_challenge_extra

