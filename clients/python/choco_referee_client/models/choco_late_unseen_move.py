from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choco_late_move_type import ChocoLateMoveType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="ChocoLateUnseenMove")



@_attrs_define
class ChocoLateUnseenMove:
    """ A move the viewer saw only in part: what the table saw of it (its type, who made it), not its hidden fields.

        Attributes:
            hidden (list[str]): The move's fields the viewer did not see (the rules of section information say whose they
                are). Example: ['card'].
            type_ (ChocoLateMoveType): The kind of a move (E2: every decision of a player is a move).

                - `choose_lot`: T1: the token holder chooses the lot to auction from the centre.
                - `open`: A1: open the auction with an offer of `amount` vouchers (only while nobody has offered).
                - `join`: A1: match the current offer.
                - `raise`: A1: raise; `amount` is the new total offer, above the current one.
                - `pass`: A1: withdraw from this auction for good (A3: not while standing at the current offer).
                - `reveal`: V1: reveal exactly as many distinct vouchers from hand as the offer.
                - `replace`: V3: replace the invalid vouchers revealed with as many valid ones from hand.
                - `arrange_trays`: C3: with two_trays, after the end: divide the collection into exactly two trays. Example:
                raise.
            player (str | Unset): Who made it (absent for a chance move nobody makes). Example: ann.
     """

    hidden: list[str]
    type_: ChocoLateMoveType
    player: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        hidden = self.hidden



        type_ = self.type_.value

        player = self.player


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "hidden": hidden,
            "type": type_,
        })
        if player is not UNSET:
            field_dict["player"] = player

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hidden = cast(list[str], d.pop("hidden"))


        type_ = ChocoLateMoveType(d.pop("type"))




        player = d.pop("player", UNSET)

        choco_late_unseen_move = cls(
            hidden=hidden,
            type_=type_,
            player=player,
        )

        return choco_late_unseen_move

