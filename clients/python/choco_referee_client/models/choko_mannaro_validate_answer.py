from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.choko_mannaro_event import ChokoMannaroEvent
  from ..models.choko_mannaro_game_state import ChokoMannaroGameState
  from ..models.choko_mannaro_violation import ChokoMannaroViolation





T = TypeVar("T", bound="ChokoMannaroValidateAnswer")



@_attrs_define
class ChokoMannaroValidateAnswer:
    """ The verdict on a history: legal or not, the first violation, the state, and the game's log.

        Attributes:
            events (list[ChokoMannaroEvent]): Every event up to the first violation, in order.
            legal (bool): Whether the whole history is legal.
            moves_checked (int): How many moves were replayed as legal.
            state (ChokoMannaroGameState | None): The state after the last legal move; null when the setup itself is
                illegal.
            violation (ChokoMannaroViolation | None): The first illegal move (or setup error), null when legal.
     """

    events: list[ChokoMannaroEvent]
    legal: bool
    moves_checked: int
    state: ChokoMannaroGameState | None
    violation: ChokoMannaroViolation | None





    def to_dict(self) -> dict[str, Any]:
        from ..models.choko_mannaro_event import ChokoMannaroEvent # noqa: PLC0415
        from ..models.choko_mannaro_game_state import ChokoMannaroGameState # noqa: PLC0415
        from ..models.choko_mannaro_violation import ChokoMannaroViolation # noqa: PLC0415
        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)



        legal = self.legal

        moves_checked = self.moves_checked

        state: dict[str, Any] | None
        if isinstance(self.state, ChokoMannaroGameState):
            state = self.state.to_dict()
        else:
            state = self.state

        violation: dict[str, Any] | None
        if isinstance(self.violation, ChokoMannaroViolation):
            violation = self.violation.to_dict()
        else:
            violation = self.violation


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "events": events,
            "legal": legal,
            "moves_checked": moves_checked,
            "state": state,
            "violation": violation,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choko_mannaro_event import ChokoMannaroEvent # noqa: PLC0415
        from ..models.choko_mannaro_game_state import ChokoMannaroGameState # noqa: PLC0415
        from ..models.choko_mannaro_violation import ChokoMannaroViolation # noqa: PLC0415
        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            events_item = ChokoMannaroEvent.from_dict(events_item_data)



            events.append(events_item)


        legal = d.pop("legal")

        moves_checked = d.pop("moves_checked")

        def _parse_state(data: object) -> ChokoMannaroGameState | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                state_type_0 = ChokoMannaroGameState.from_dict(data)



                return state_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChokoMannaroGameState | None, data)

        state = _parse_state(d.pop("state"))


        def _parse_violation(data: object) -> ChokoMannaroViolation | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                violation_type_0 = ChokoMannaroViolation.from_dict(data)



                return violation_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChokoMannaroViolation | None, data)

        violation = _parse_violation(d.pop("violation"))


        choko_mannaro_validate_answer = cls(
            events=events,
            legal=legal,
            moves_checked=moves_checked,
            state=state,
            violation=violation,
        )

        return choko_mannaro_validate_answer

