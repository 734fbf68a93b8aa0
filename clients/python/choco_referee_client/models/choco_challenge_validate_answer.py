from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.choco_challenge_state import ChocoChallengeState
  from ..models.choco_challenge_turn import ChocoChallengeTurn
  from ..models.choco_challenge_violation import ChocoChallengeViolation





T = TypeVar("T", bound="ChocoChallengeValidateAnswer")



@_attrs_define
class ChocoChallengeValidateAnswer:
    """ The verdict on a history: legal or not, the first violation, the state, and the game's log.

        Attributes:
            legal (bool): Whether the whole history is legal.
            moves_checked (int): How many moves were replayed as legal.
            state (ChocoChallengeState | None): The state after the last legal move; null when the setup itself is illegal.
            turns (list[ChocoChallengeTurn]): Every turn begun before the first violation, in order (empty after a setup
                error).
            violation (ChocoChallengeViolation | None): The first illegal move (or setup error), null when legal.
     """

    legal: bool
    moves_checked: int
    state: ChocoChallengeState | None
    turns: list[ChocoChallengeTurn]
    violation: ChocoChallengeViolation | None





    def to_dict(self) -> dict[str, Any]:
        from ..models.choco_challenge_state import ChocoChallengeState # noqa: PLC0415
        from ..models.choco_challenge_turn import ChocoChallengeTurn # noqa: PLC0415
        from ..models.choco_challenge_violation import ChocoChallengeViolation # noqa: PLC0415
        legal = self.legal

        moves_checked = self.moves_checked

        state: dict[str, Any] | None
        if isinstance(self.state, ChocoChallengeState):
            state = self.state.to_dict()
        else:
            state = self.state

        turns = []
        for turns_item_data in self.turns:
            turns_item = turns_item_data.to_dict()
            turns.append(turns_item)



        violation: dict[str, Any] | None
        if isinstance(self.violation, ChocoChallengeViolation):
            violation = self.violation.to_dict()
        else:
            violation = self.violation


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "legal": legal,
            "moves_checked": moves_checked,
            "state": state,
            "turns": turns,
            "violation": violation,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choco_challenge_state import ChocoChallengeState # noqa: PLC0415
        from ..models.choco_challenge_turn import ChocoChallengeTurn # noqa: PLC0415
        from ..models.choco_challenge_violation import ChocoChallengeViolation # noqa: PLC0415
        d = dict(src_dict)
        legal = d.pop("legal")

        moves_checked = d.pop("moves_checked")

        def _parse_state(data: object) -> ChocoChallengeState | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                state_type_0 = ChocoChallengeState.from_dict(data)



                return state_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChocoChallengeState | None, data)

        state = _parse_state(d.pop("state"))


        turns = []
        _turns = d.pop("turns")
        for turns_item_data in (_turns):
            turns_item = ChocoChallengeTurn.from_dict(turns_item_data)



            turns.append(turns_item)


        def _parse_violation(data: object) -> ChocoChallengeViolation | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                violation_type_0 = ChocoChallengeViolation.from_dict(data)



                return violation_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChocoChallengeViolation | None, data)

        violation = _parse_violation(d.pop("violation"))


        choco_challenge_validate_answer = cls(
            legal=legal,
            moves_checked=moves_checked,
            state=state,
            turns=turns,
            violation=violation,
        )

        return choco_challenge_validate_answer

