from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choco_late_phase import ChocoLatePhase
from typing import cast

if TYPE_CHECKING:
  from ..models.choco_late_legal_move import ChocoLateLegalMove





T = TypeVar("T", bound="ChocoLateLegalMovesAnswer")



@_attrs_define
class ChocoLateLegalMovesAnswer:
    """ What may happen next in a game.

        Attributes:
            finished (bool): true: nothing may be appended (`to_act` and `moves` are then empty). A phase where moves are
                optional but possible is not finished (its scores may be final all the same: see `provisional` in the score).
            moves (list[ChocoLateLegalMove]): Every legal next move, each entry in the family's shape (`move`, `choose`,
                `rule`, chance fields, the game's own); at a chance point every outcome with its exact probability. Whatever is
                offered here, validate accepts.
            phase (ChocoLatePhase): What the game waits for.

                - `choose_lot`: The token holder must choose a lot (T1).
                - `bidding`: An auction is open: open, join, raise or pass (A1-A5).
                - `reveal`: The bidding ended in a tie: the tied bidders reveal their vouchers (V1).
                - `replace`: Invalid vouchers were revealed: their owners replace them (V3) or forfeit (V4).
                - `arrange_trays`: The centre is empty and two_trays is on: each player arranges two trays (C3).
                - `over`: The game is over (E1): nothing may happen any more. Example: bidding.
            to_act (list[str]): The players whose move is due (several at a simultaneous choice; empty when `finished`, at a
                chance point, or where every move left is optional).
     """

    finished: bool
    moves: list[ChocoLateLegalMove]
    phase: ChocoLatePhase
    to_act: list[str]





    def to_dict(self) -> dict[str, Any]:
        from ..models.choco_late_legal_move import ChocoLateLegalMove # noqa: PLC0415
        finished = self.finished

        moves = []
        for moves_item_data in self.moves:
            moves_item = moves_item_data.to_dict()
            moves.append(moves_item)



        phase = self.phase.value

        to_act = self.to_act




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "finished": finished,
            "moves": moves,
            "phase": phase,
            "to_act": to_act,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choco_late_legal_move import ChocoLateLegalMove # noqa: PLC0415
        d = dict(src_dict)
        finished = d.pop("finished")

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in (_moves):
            moves_item = ChocoLateLegalMove.from_dict(moves_item_data)



            moves.append(moves_item)


        phase = ChocoLatePhase(d.pop("phase"))




        to_act = cast(list[str], d.pop("to_act"))


        choco_late_legal_moves_answer = cls(
            finished=finished,
            moves=moves,
            phase=phase,
            to_act=to_act,
        )

        return choco_late_legal_moves_answer

