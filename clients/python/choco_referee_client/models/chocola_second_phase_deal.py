from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.chocola_deal_second_phase_move import ChocolaDealSecondPhaseMove





T = TypeVar("T", bound="ChocolaSecondPhaseDeal")



@_attrs_define
class ChocolaSecondPhaseDeal:
    """ What a deal with `phase` 2 answers: the phase-2 deal move of a game whose phase 1 is over.

        Attributes:
            move (ChocolaDealSecondPhaseMove): H1, E5: a chance move (no player): the Chocolate cards dealt again and four
                Decoration Requests, for phase 2 (variant second_phase).
            seed (int): The seed used: the one sent, or the one drawn.
     """

    move: ChocolaDealSecondPhaseMove
    seed: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.chocola_deal_second_phase_move import ChocolaDealSecondPhaseMove # noqa: PLC0415
        move = self.move.to_dict()

        seed = self.seed


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "move": move,
            "seed": seed,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chocola_deal_second_phase_move import ChocolaDealSecondPhaseMove # noqa: PLC0415
        d = dict(src_dict)
        move = ChocolaDealSecondPhaseMove.from_dict(d.pop("move"))




        seed = d.pop("seed")

        chocola_second_phase_deal = cls(
            move=move,
            seed=seed,
        )

        return chocola_second_phase_deal

