from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choco_challenge_extra_pick_move_type import ChocoChallengeExtraPickMoveType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="ChocoChallengeExtraPickMove")



@_attrs_define
class ChocoChallengeExtraPickMove:
    """ X4: an opponent with more, the deck being empty, takes any card of the market (`position`, optional `card`).

        Attributes:
            player (str): Who makes the move. Example: ann.
            position (int): A market position, 1 next to the deck up to the market's length (a range checked as a rule, X4:
                the schema takes any integer). Example: 3.
            type_ (ChocoChallengeExtraPickMoveType):
            card (None | str | Unset): The card expected at that position (optional; if given, it must be there: X4).
                Example: mint.
     """

    player: str
    position: int
    type_: ChocoChallengeExtraPickMoveType
    card: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        player = self.player

        position = self.position

        type_ = self.type_.value

        card: None | str | Unset
        if isinstance(self.card, Unset):
            card = UNSET
        else:
            card = self.card


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "player": player,
            "position": position,
            "type": type_,
        })
        if card is not UNSET:
            field_dict["card"] = card

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        position = d.pop("position")

        type_ = ChocoChallengeExtraPickMoveType(d.pop("type"))




        def _parse_card(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        card = _parse_card(d.pop("card", UNSET))


        choco_challenge_extra_pick_move = cls(
            player=player,
            position=position,
            type_=type_,
            card=card,
        )

        return choco_challenge_extra_pick_move

