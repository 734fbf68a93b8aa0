from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.chocola_move_type import ChocolaMoveType
from ..models.chocola_rule_id import ChocolaRuleId
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.chocola_cost import ChocolaCost
  from ..models.chocola_placement import ChocolaPlacement





T = TypeVar("T", bound="ChocolaTurn")



@_attrs_define
class ChocolaTurn:
    """ One legal move replayed, with the rules that decided it and what it brought about.

        Attributes:
            decided_by (list[ChocolaRuleId]): The rules that decided the move and its outcome. Example: ['T1', 'K1', 'K3',
                'K4'].
            move_index (int): 0-based index in `moves`.
            player (None | str): Who moved; null for a chance move. Example: ann.
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
            card (str | Unset): draw_request: the card drawn into the emptied slot.
            given (str | Unset): swap_chocolate: the card put on the stack.
            left (list[list[int]] | Unset): take_chocolate: the positions left (K5).
            payment (list[str] | Unset): prepare: the ids paid (P2).
            placement (ChocolaPlacement | Unset): The first legal lay of the used card touching the cards named (K3).
            request (str | Unset): prepare: the Request prepared.
            taken (list[str] | Unset): take_chocolate: the ids taken, by row then column (K4); swap_chocolate: the card
                taken.
            waste (ChocolaCost | Unset): Units per flavour.
     """

    decided_by: list[ChocolaRuleId]
    move_index: int
    player: None | str
    type_: ChocolaMoveType
    card: str | Unset = UNSET
    given: str | Unset = UNSET
    left: list[list[int]] | Unset = UNSET
    payment: list[str] | Unset = UNSET
    placement: ChocolaPlacement | Unset = UNSET
    request: str | Unset = UNSET
    taken: list[str] | Unset = UNSET
    waste: ChocolaCost | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.chocola_cost import ChocolaCost # noqa: PLC0415
        from ..models.chocola_placement import ChocolaPlacement # noqa: PLC0415
        decided_by = []
        for decided_by_item_data in self.decided_by:
            decided_by_item = decided_by_item_data.value
            decided_by.append(decided_by_item)



        move_index = self.move_index

        player: None | str
        player = self.player

        type_ = self.type_.value

        card = self.card

        given = self.given

        left: list[list[int]] | Unset = UNSET
        if not isinstance(self.left, Unset):
            left = []
            for left_item_data in self.left:
                left_item = left_item_data


                left.append(left_item)



        payment: list[str] | Unset = UNSET
        if not isinstance(self.payment, Unset):
            payment = self.payment



        placement: dict[str, Any] | Unset = UNSET
        if not isinstance(self.placement, Unset):
            placement = self.placement.to_dict()

        request = self.request

        taken: list[str] | Unset = UNSET
        if not isinstance(self.taken, Unset):
            taken = self.taken



        waste: dict[str, Any] | Unset = UNSET
        if not isinstance(self.waste, Unset):
            waste = self.waste.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "decided_by": decided_by,
            "move_index": move_index,
            "player": player,
            "type": type_,
        })
        if card is not UNSET:
            field_dict["card"] = card
        if given is not UNSET:
            field_dict["given"] = given
        if left is not UNSET:
            field_dict["left"] = left
        if payment is not UNSET:
            field_dict["payment"] = payment
        if placement is not UNSET:
            field_dict["placement"] = placement
        if request is not UNSET:
            field_dict["request"] = request
        if taken is not UNSET:
            field_dict["taken"] = taken
        if waste is not UNSET:
            field_dict["waste"] = waste

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chocola_cost import ChocolaCost # noqa: PLC0415
        from ..models.chocola_placement import ChocolaPlacement # noqa: PLC0415
        d = dict(src_dict)
        decided_by = []
        _decided_by = d.pop("decided_by")
        for decided_by_item_data in (_decided_by):
            decided_by_item = ChocolaRuleId(decided_by_item_data)



            decided_by.append(decided_by_item)


        move_index = d.pop("move_index")

        def _parse_player(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        player = _parse_player(d.pop("player"))


        type_ = ChocolaMoveType(d.pop("type"))




        card = d.pop("card", UNSET)

        given = d.pop("given", UNSET)

        _left = d.pop("left", UNSET)
        left: list[list[int]] | Unset = UNSET
        if _left is not UNSET:
            left = []
            for left_item_data in _left:
                left_item = cast(list[int], left_item_data)

                left.append(left_item)


        payment = cast(list[str], d.pop("payment", UNSET))


        _placement = d.pop("placement", UNSET)
        placement: ChocolaPlacement | Unset
        if isinstance(_placement,  Unset):
            placement = UNSET
        else:
            placement = ChocolaPlacement.from_dict(_placement)




        request = d.pop("request", UNSET)

        taken = cast(list[str], d.pop("taken", UNSET))


        _waste = d.pop("waste", UNSET)
        waste: ChocolaCost | Unset
        if isinstance(_waste,  Unset):
            waste = UNSET
        else:
            waste = ChocolaCost.from_dict(_waste)




        chocola_turn = cls(
            decided_by=decided_by,
            move_index=move_index,
            player=player,
            type_=type_,
            card=card,
            given=given,
            left=left,
            payment=payment,
            placement=placement,
            request=request,
            taken=taken,
            waste=waste,
        )

        return chocola_turn

