from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choko_masquerade_phase import ChokoMasqueradePhase
from typing import cast

if TYPE_CHECKING:
  from ..models.choko_masquerade_legal_move import ChokoMasqueradeLegalMove





T = TypeVar("T", bound="ChokoMasqueradeLegalMovesAnswer")



@_attrs_define
class ChokoMasqueradeLegalMovesAnswer:
    """ What may happen next in a game.

        Attributes:
            chance (bool): true at a chance point: the next move is a draw (R3) or a guess (M3).
            finished (bool): true: nothing may be appended (`to_act` and `moves` are then empty). A phase where moves are
                optional but possible is not finished (its scores may be final all the same: see `provisional` in the score).
            moves (list[ChokoMasqueradeLegalMove]): Every legal next move, each entry in the family's shape (`move`,
                `choose`, `rule`, chance fields, the game's own); at a chance point every outcome with its exact probability.
                Whatever is offered here, validate accepts.
            phase (ChokoMasqueradePhase): What the game waits for.

                - `turn`: The player to act pairs (P1-P3) or lays (L1) (T2).
                - `draw`: The player whose turn ended refills their hand, one draw at a time (R1).
                - `slaughter`: The ChokoMannaro was paired: its victim guesses, once for each pair at stake (M1, M2).
                - `over`: The deck and both hands are empty: the game is over (E1). Example: turn.
            to_act (list[str]): The players whose move is due (several at a simultaneous choice; empty when `finished`, at a
                chance point, or where every move left is optional).
     """

    chance: bool
    finished: bool
    moves: list[ChokoMasqueradeLegalMove]
    phase: ChokoMasqueradePhase
    to_act: list[str]





    def to_dict(self) -> dict[str, Any]:
        from ..models.choko_masquerade_legal_move import ChokoMasqueradeLegalMove # noqa: PLC0415
        chance = self.chance

        finished = self.finished

        moves = []
        for moves_item_data in self.moves:
            moves_item = moves_item_data.to_dict()
            moves.append(moves_item)



        phase = self.phase.value

        to_act = self.to_act




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "chance": chance,
            "finished": finished,
            "moves": moves,
            "phase": phase,
            "to_act": to_act,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choko_masquerade_legal_move import ChokoMasqueradeLegalMove # noqa: PLC0415
        d = dict(src_dict)
        chance = d.pop("chance")

        finished = d.pop("finished")

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in (_moves):
            moves_item = ChokoMasqueradeLegalMove.from_dict(moves_item_data)



            moves.append(moves_item)


        phase = ChokoMasqueradePhase(d.pop("phase"))




        to_act = cast(list[str], d.pop("to_act"))


        choko_masquerade_legal_moves_answer = cls(
            chance=chance,
            finished=finished,
            moves=moves,
            phase=phase,
            to_act=to_act,
        )

        return choko_masquerade_legal_moves_answer

