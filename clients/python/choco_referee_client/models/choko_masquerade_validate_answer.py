from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.choko_masquerade_game_state import ChokoMasqueradeGameState
  from ..models.choko_masquerade_slaughter import ChokoMasqueradeSlaughter
  from ..models.choko_masquerade_violation import ChokoMasqueradeViolation





T = TypeVar("T", bound="ChokoMasqueradeValidateAnswer")



@_attrs_define
class ChokoMasqueradeValidateAnswer:
    """ The verdict on a history: legal or not, the first violation, the state, and the game's log.

        Attributes:
            legal (bool): Whether the whole history is legal.
            moves_checked (int): How many moves were replayed as legal.
            slaughters (list[ChokoMasqueradeSlaughter]): The game's log: every pairing of the ChokoMannaro and its guesses,
                in order (M1-M4). Up to the first violation.
            state (ChokoMasqueradeGameState | None): The state after the last legal move; null when the setup itself is
                illegal.
            violation (ChokoMasqueradeViolation | None): The first illegal move (or setup error), null when legal.
     """

    legal: bool
    moves_checked: int
    slaughters: list[ChokoMasqueradeSlaughter]
    state: ChokoMasqueradeGameState | None
    violation: ChokoMasqueradeViolation | None





    def to_dict(self) -> dict[str, Any]:
        from ..models.choko_masquerade_game_state import ChokoMasqueradeGameState # noqa: PLC0415
        from ..models.choko_masquerade_slaughter import ChokoMasqueradeSlaughter # noqa: PLC0415
        from ..models.choko_masquerade_violation import ChokoMasqueradeViolation # noqa: PLC0415
        legal = self.legal

        moves_checked = self.moves_checked

        slaughters = []
        for slaughters_item_data in self.slaughters:
            slaughters_item = slaughters_item_data.to_dict()
            slaughters.append(slaughters_item)



        state: dict[str, Any] | None
        if isinstance(self.state, ChokoMasqueradeGameState):
            state = self.state.to_dict()
        else:
            state = self.state

        violation: dict[str, Any] | None
        if isinstance(self.violation, ChokoMasqueradeViolation):
            violation = self.violation.to_dict()
        else:
            violation = self.violation


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "legal": legal,
            "moves_checked": moves_checked,
            "slaughters": slaughters,
            "state": state,
            "violation": violation,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choko_masquerade_game_state import ChokoMasqueradeGameState # noqa: PLC0415
        from ..models.choko_masquerade_slaughter import ChokoMasqueradeSlaughter # noqa: PLC0415
        from ..models.choko_masquerade_violation import ChokoMasqueradeViolation # noqa: PLC0415
        d = dict(src_dict)
        legal = d.pop("legal")

        moves_checked = d.pop("moves_checked")

        slaughters = []
        _slaughters = d.pop("slaughters")
        for slaughters_item_data in (_slaughters):
            slaughters_item = ChokoMasqueradeSlaughter.from_dict(slaughters_item_data)



            slaughters.append(slaughters_item)


        def _parse_state(data: object) -> ChokoMasqueradeGameState | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                state_type_0 = ChokoMasqueradeGameState.from_dict(data)



                return state_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChokoMasqueradeGameState | None, data)

        state = _parse_state(d.pop("state"))


        def _parse_violation(data: object) -> ChokoMasqueradeViolation | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                violation_type_0 = ChokoMasqueradeViolation.from_dict(data)



                return violation_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChokoMasqueradeViolation | None, data)

        violation = _parse_violation(d.pop("violation"))


        choko_masquerade_validate_answer = cls(
            legal=legal,
            moves_checked=moves_checked,
            slaughters=slaughters,
            state=state,
            violation=violation,
        )

        return choko_masquerade_validate_answer

