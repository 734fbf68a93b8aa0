from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.chocola_move_type import ChocolaMoveType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="ChocolaUnseenMove")



@_attrs_define
class ChocolaUnseenMove:
    """ A move the viewer saw only in part: what the table saw of it (its type, who made it), not its hidden fields.

        Attributes:
            hidden (list[str]): The move's fields the viewer did not see (the rules of section information say whose they
                are). Example: ['card'].
            type_ (ChocolaMoveType): The kind of a move (T2: every decision is a move; chance outcomes are chance moves).

                - `take_chocolate`: K1-K5: lay the reserve card `card` against the Tavoletta and take the cards at `touched` (1
                or 2 positions), leaving those in `leave` when the reserve would pass 6.
                - `prepare`: P1-P5: pay the visible Request `request` (a Dessert, in phase 2 a Decoration) with the reserve
                cards `pay`, the fewest that cover its cost.
                - `swap_chocolate`: X1: take the visible card at `take` into the reserve and put the reserve card `give` on top
                of its stack.
                - `pass`: E2: in the final round only, when no visible Request can be paid; final for the phase.
                - `draw_request`: H1, H2: a chance move (no player): the card `card` drawn from the Request deck into the
                emptied slot.
                - `make_tray`: E3, V2: after phase 1, a player declares their tray (optional, once).
                - `deal_second_phase`: H1, E5: a chance move (no player): the Chocolate cards dealt again and four Decoration
                Requests, for phase 2 (variant second_phase).
                - `decorate`: E7, D1-D3: after phase 2, a player assigns their Decorations to their Desserts, and may give their
                tray. Example: take_chocolate.
            player (str | Unset): Who made it (absent for a chance move nobody makes). Example: ann.
     """

    hidden: list[str]
    type_: ChocolaMoveType
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


        type_ = ChocolaMoveType(d.pop("type"))




        player = d.pop("player", UNSET)

        chocola_unseen_move = cls(
            hidden=hidden,
            type_=type_,
            player=player,
        )

        return chocola_unseen_move

