from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.chocola_tray_answer import ChocolaTrayAnswer





T = TypeVar("T", bound="ChocolaPlayerScore")



@_attrs_define
class ChocolaPlayerScore:
    """ One player's final or provisional score: rank, total (V8, W1) and how it was made.

        Attributes:
            breakdown (ChocolaTrayAnswer): A player's score for a phase, line by line (section 5): the tray, every rule and
                its points.
            phase_1_total (int | None): With second_phase, once phase 1 has ended: the phase-1 score (it chose phase 2's
                first player, E5; never added, V8). Otherwise null.
            player (str): The player's id. Example: ann.
            rank (int): 1 is best; players sharing a place share a rank (the next rank skips). Example: 1.
            total (int): The number that ranks the players.
     """

    breakdown: ChocolaTrayAnswer
    phase_1_total: int | None
    player: str
    rank: int
    total: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.chocola_tray_answer import ChocolaTrayAnswer # noqa: PLC0415
        breakdown = self.breakdown.to_dict()

        phase_1_total: int | None
        phase_1_total = self.phase_1_total

        player = self.player

        rank = self.rank

        total = self.total


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "breakdown": breakdown,
            "phase_1_total": phase_1_total,
            "player": player,
            "rank": rank,
            "total": total,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chocola_tray_answer import ChocolaTrayAnswer # noqa: PLC0415
        d = dict(src_dict)
        breakdown = ChocolaTrayAnswer.from_dict(d.pop("breakdown"))




        def _parse_phase_1_total(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        phase_1_total = _parse_phase_1_total(d.pop("phase_1_total"))


        player = d.pop("player")

        rank = d.pop("rank")

        total = d.pop("total")

        chocola_player_score = cls(
            breakdown=breakdown,
            phase_1_total=phase_1_total,
            player=player,
            rank=rank,
            total=total,
        )

        return chocola_player_score

