from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.choco_late_auction import ChocoLateAuction
  from ..models.choco_late_game_state import ChocoLateGameState
  from ..models.choco_late_violation import ChocoLateViolation





T = TypeVar("T", bound="ChocoLateValidateAnswer")



@_attrs_define
class ChocoLateValidateAnswer:
    """ The verdict on a history: legal or not, the first violation, the state, and the game's log.

        Attributes:
            auctions (list[ChocoLateAuction]): Every auction resolved before the first violation, in order.
            legal (bool): Whether the whole history is legal.
            moves_checked (int): How many moves were replayed as legal.
            state (ChocoLateGameState | None): The state after the last legal move; null when the setup itself is illegal.
            violation (ChocoLateViolation | None): The first illegal move (or setup error), null when legal.
     """

    auctions: list[ChocoLateAuction]
    legal: bool
    moves_checked: int
    state: ChocoLateGameState | None
    violation: ChocoLateViolation | None





    def to_dict(self) -> dict[str, Any]:
        from ..models.choco_late_auction import ChocoLateAuction # noqa: PLC0415
        from ..models.choco_late_game_state import ChocoLateGameState # noqa: PLC0415
        from ..models.choco_late_violation import ChocoLateViolation # noqa: PLC0415
        auctions = []
        for auctions_item_data in self.auctions:
            auctions_item = auctions_item_data.to_dict()
            auctions.append(auctions_item)



        legal = self.legal

        moves_checked = self.moves_checked

        state: dict[str, Any] | None
        if isinstance(self.state, ChocoLateGameState):
            state = self.state.to_dict()
        else:
            state = self.state

        violation: dict[str, Any] | None
        if isinstance(self.violation, ChocoLateViolation):
            violation = self.violation.to_dict()
        else:
            violation = self.violation


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "auctions": auctions,
            "legal": legal,
            "moves_checked": moves_checked,
            "state": state,
            "violation": violation,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choco_late_auction import ChocoLateAuction # noqa: PLC0415
        from ..models.choco_late_game_state import ChocoLateGameState # noqa: PLC0415
        from ..models.choco_late_violation import ChocoLateViolation # noqa: PLC0415
        d = dict(src_dict)
        auctions = []
        _auctions = d.pop("auctions")
        for auctions_item_data in (_auctions):
            auctions_item = ChocoLateAuction.from_dict(auctions_item_data)



            auctions.append(auctions_item)


        legal = d.pop("legal")

        moves_checked = d.pop("moves_checked")

        def _parse_state(data: object) -> ChocoLateGameState | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                state_type_0 = ChocoLateGameState.from_dict(data)



                return state_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChocoLateGameState | None, data)

        state = _parse_state(d.pop("state"))


        def _parse_violation(data: object) -> ChocoLateViolation | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                violation_type_0 = ChocoLateViolation.from_dict(data)



                return violation_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChocoLateViolation | None, data)

        violation = _parse_violation(d.pop("violation"))


        choco_late_validate_answer = cls(
            auctions=auctions,
            legal=legal,
            moves_checked=moves_checked,
            state=state,
            violation=violation,
        )

        return choco_late_validate_answer

