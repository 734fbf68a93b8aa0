from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.chocola_legal_moves_answer_phase_number import ChocolaLegalMovesAnswerPhaseNumber
from ..models.chocola_phase import ChocolaPhase
from typing import cast

if TYPE_CHECKING:
  from ..models.chocola_legal_move import ChocolaLegalMove





T = TypeVar("T", bound="ChocolaLegalMovesAnswer")



@_attrs_define
class ChocolaLegalMovesAnswer:
    """ What may happen next in a game.

        Attributes:
            chance (bool): true when the next move may be a chance move (a refill, H2, or the phase-2 deal, E5).
            finished (bool): true: nothing may be appended (`to_act` and `moves` are then empty). A phase where moves are
                optional but possible is not finished (its scores may be final all the same: see `provisional` in the score).
            moves (list[ChocolaLegalMove]): Every legal next move, each entry in the family's shape (`move`, `choose`,
                `rule`, chance fields, the game's own); at a chance point every outcome with its exact probability. Whatever is
                offered here, validate accepts.
            phase (ChocolaPhase): Where a phase stands.

                - `main`: The main phase: the player to act takes, prepares or swaps (T1); or a Request is refilled (H2).
                - `final_round`: The Tavoletta is empty (E1): prepare or pass (E2); or a Request is refilled (H2).
                - `phase_end`: Every player has passed (E3): after phase 1 of a second_phase game, trays may be declared and
                phase 2 is dealt (E5); after phase 2, every player decorates (E7).
                - `over`: The game has ended (E4, E7); in the one-phase game trays may still be declared (E3). Example: main.
            phase_number (ChocolaLegalMovesAnswerPhaseNumber): The phase (1 or 2).
            to_act (list[str]): The players whose move is due (several at a simultaneous choice; empty when `finished`, at a
                chance point, or where every move left is optional).
     """

    chance: bool
    finished: bool
    moves: list[ChocolaLegalMove]
    phase: ChocolaPhase
    phase_number: ChocolaLegalMovesAnswerPhaseNumber
    to_act: list[str]





    def to_dict(self) -> dict[str, Any]:
        from ..models.chocola_legal_move import ChocolaLegalMove # noqa: PLC0415
        chance = self.chance

        finished = self.finished

        moves = []
        for moves_item_data in self.moves:
            moves_item = moves_item_data.to_dict()
            moves.append(moves_item)



        phase = self.phase.value

        phase_number = self.phase_number.value

        to_act = self.to_act




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "chance": chance,
            "finished": finished,
            "moves": moves,
            "phase": phase,
            "phase_number": phase_number,
            "to_act": to_act,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chocola_legal_move import ChocolaLegalMove # noqa: PLC0415
        d = dict(src_dict)
        chance = d.pop("chance")

        finished = d.pop("finished")

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in (_moves):
            moves_item = ChocolaLegalMove.from_dict(moves_item_data)



            moves.append(moves_item)


        phase = ChocolaPhase(d.pop("phase"))




        phase_number = ChocolaLegalMovesAnswerPhaseNumber(d.pop("phase_number"))




        to_act = cast(list[str], d.pop("to_act"))


        chocola_legal_moves_answer = cls(
            chance=chance,
            finished=finished,
            moves=moves,
            phase=phase,
            phase_number=phase_number,
            to_act=to_act,
        )

        return chocola_legal_moves_answer

