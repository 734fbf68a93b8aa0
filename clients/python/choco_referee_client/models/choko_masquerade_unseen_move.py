from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choko_masquerade_move_type import ChokoMasqueradeMoveType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="ChokoMasqueradeUnseenMove")



@_attrs_define
class ChokoMasqueradeUnseenMove:
    """ A move the viewer saw only in part: what the table saw of it (its type, who made it), not its hidden fields.

        Attributes:
            hidden (list[str]): The move's fields the viewer did not see (the rules of section information say whose they
                are). Example: ['card'].
            type_ (ChokoMasqueradeMoveType): The kind of a move (H2).

                - `pair`: P1: pair a card from hand with its partner, a matchable table card (the first or last of a column).
                - `hand_pair`: P2: pair the two cards of a character, both in hand.
                - `table_pair`: P3: take the two cards of a character from the table, both matchable.
                - `lay`: L1-L3: lay an unpairable card from hand on the last card of a column (an empty column first, L2); the
                turn ends.
                - `draw`: R1, R2: draw a card from the deck while refilling after one's turn (chance: it names the card).
                - `guess`: M2-M4: the victim of the slaughter uncovers one of the attacker's hands (chance: `found`). Example:
                lay.
            player (str | Unset): Who made it (absent for a chance move nobody makes). Example: ann.
     """

    hidden: list[str]
    type_: ChokoMasqueradeMoveType
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


        type_ = ChokoMasqueradeMoveType(d.pop("type"))




        player = d.pop("player", UNSET)

        choko_masquerade_unseen_move = cls(
            hidden=hidden,
            type_=type_,
            player=player,
        )

        return choko_masquerade_unseen_move

