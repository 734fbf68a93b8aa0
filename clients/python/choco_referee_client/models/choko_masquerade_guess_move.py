from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choko_masquerade_found import ChokoMasqueradeFound
from ..models.choko_masquerade_guess_move_type import ChokoMasqueradeGuessMoveType






T = TypeVar("T", bound="ChokoMasqueradeGuessMove")



@_attrs_define
class ChokoMasqueradeGuessMove:
    """ M2-M4: the victim of the slaughter uncovers one of the attacker's hands (chance: `found`).

        Attributes:
            found (ChokoMasqueradeFound): What a guess uncovered: one of the two set-aside cards (D2).

                - `choko`: The victim found the Choko: the pair at stake is saved (M4).
                - `chokomannaro`: The victim found the ChokoMannaro: the pair at stake is eaten (M4). Example: choko.
            player (str): Who makes the move. Example: ann.
            type_ (ChokoMasqueradeGuessMoveType):
     """

    found: ChokoMasqueradeFound
    player: str
    type_: ChokoMasqueradeGuessMoveType





    def to_dict(self) -> dict[str, Any]:
        found = self.found.value

        player = self.player

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "found": found,
            "player": player,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        found = ChokoMasqueradeFound(d.pop("found"))




        player = d.pop("player")

        type_ = ChokoMasqueradeGuessMoveType(d.pop("type"))




        choko_masquerade_guess_move = cls(
            found=found,
            player=player,
            type_=type_,
        )

        return choko_masquerade_guess_move

