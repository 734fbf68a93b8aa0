from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choco_challenge_phase import ChocoChallengePhase
from typing import cast

if TYPE_CHECKING:
  from ..models.choco_challenge_bust_move import ChocoChallengeBustMove
  from ..models.choco_challenge_draw_move import ChocoChallengeDrawMove
  from ..models.choco_challenge_extra_decline_move import ChocoChallengeExtraDeclineMove
  from ..models.choco_challenge_extra_draw_move import ChocoChallengeExtraDrawMove
  from ..models.choco_challenge_extra_pick_move import ChocoChallengeExtraPickMove
  from ..models.choco_challenge_extra_tool_move import ChocoChallengeExtraToolMove
  from ..models.choco_challenge_legal_move import ChocoChallengeLegalMove
  from ..models.choco_challenge_refill_move import ChocoChallengeRefillMove
  from ..models.choco_challenge_score_answer import ChocoChallengeScoreAnswer
  from ..models.choco_challenge_seen_state import ChocoChallengeSeenState
  from ..models.choco_challenge_stop_move import ChocoChallengeStopMove
  from ..models.choco_challenge_turn import ChocoChallengeTurn
  from ..models.choco_challenge_unseen_move import ChocoChallengeUnseenMove
  from ..models.choco_challenge_use_tool_move import ChocoChallengeUseToolMove
  from ..models.choco_challenge_violation import ChocoChallengeViolation





T = TypeVar("T", bound="ChocoChallengeViewAnswer")



@_attrs_define
class ChocoChallengeViewAnswer:
    """ What one player may know of a game at the end of its history.

        Attributes:
            finished (bool): true: nothing may be appended.
            legal (bool): Whether the whole history is legal.
            moves (list[ChocoChallengeLegalMove]): The player's own legal moves now, in the family's entry shape; at their
                own chance point (their draw, a blind pick) the outcomes with the probabilities computed from what the player
                knows. Empty when the player is not due.
            moves_checked (int): How many moves were replayed as legal.
            phase (ChocoChallengePhase | None): What the game waits for (null for an illegal setup).
            player (str): The player whose view it is. Example: ann.
            score (ChocoChallengeScoreAnswer | None): The standings as every player may know them (null for an illegal
                setup).
            seen_moves (list[ChocoChallengeBustMove | ChocoChallengeDrawMove | ChocoChallengeExtraDeclineMove |
                ChocoChallengeExtraDrawMove | ChocoChallengeExtraPickMove | ChocoChallengeExtraToolMove |
                ChocoChallengeRefillMove | ChocoChallengeStopMove | ChocoChallengeUnseenMove | ChocoChallengeUseToolMove]): The
                legal moves of the history as the player saw them: a move whole, or what the table saw of a move made in secret
                (its type, who made it, `hidden` its fields).
            state (ChocoChallengeSeenState | None): The state as the player may know it; null when the setup itself is
                illegal.
            to_act (list[str]): The players whose move is due (public).
            turns (list[ChocoChallengeTurn]): Every turn begun before the first violation, in order (empty after a setup
                error).
            violation (ChocoChallengeViolation | None): The first illegal move (or setup error), null when legal: the view
                is the game up to the last legal move.
     """

    finished: bool
    legal: bool
    moves: list[ChocoChallengeLegalMove]
    moves_checked: int
    phase: ChocoChallengePhase | None
    player: str
    score: ChocoChallengeScoreAnswer | None
    seen_moves: list[ChocoChallengeBustMove | ChocoChallengeDrawMove | ChocoChallengeExtraDeclineMove | ChocoChallengeExtraDrawMove | ChocoChallengeExtraPickMove | ChocoChallengeExtraToolMove | ChocoChallengeRefillMove | ChocoChallengeStopMove | ChocoChallengeUnseenMove | ChocoChallengeUseToolMove]
    state: ChocoChallengeSeenState | None
    to_act: list[str]
    turns: list[ChocoChallengeTurn]
    violation: ChocoChallengeViolation | None





    def to_dict(self) -> dict[str, Any]:
        from ..models.choco_challenge_bust_move import ChocoChallengeBustMove # noqa: PLC0415
        from ..models.choco_challenge_draw_move import ChocoChallengeDrawMove # noqa: PLC0415
        from ..models.choco_challenge_extra_decline_move import ChocoChallengeExtraDeclineMove # noqa: PLC0415
        from ..models.choco_challenge_extra_draw_move import ChocoChallengeExtraDrawMove # noqa: PLC0415
        from ..models.choco_challenge_extra_pick_move import ChocoChallengeExtraPickMove # noqa: PLC0415
        from ..models.choco_challenge_extra_tool_move import ChocoChallengeExtraToolMove # noqa: PLC0415
        from ..models.choco_challenge_legal_move import ChocoChallengeLegalMove # noqa: PLC0415
        from ..models.choco_challenge_refill_move import ChocoChallengeRefillMove # noqa: PLC0415
        from ..models.choco_challenge_score_answer import ChocoChallengeScoreAnswer # noqa: PLC0415
        from ..models.choco_challenge_seen_state import ChocoChallengeSeenState # noqa: PLC0415
        from ..models.choco_challenge_stop_move import ChocoChallengeStopMove # noqa: PLC0415
        from ..models.choco_challenge_turn import ChocoChallengeTurn # noqa: PLC0415
        from ..models.choco_challenge_unseen_move import ChocoChallengeUnseenMove # noqa: PLC0415
        from ..models.choco_challenge_use_tool_move import ChocoChallengeUseToolMove # noqa: PLC0415
        from ..models.choco_challenge_violation import ChocoChallengeViolation # noqa: PLC0415
        finished = self.finished

        legal = self.legal

        moves = []
        for moves_item_data in self.moves:
            moves_item = moves_item_data.to_dict()
            moves.append(moves_item)



        moves_checked = self.moves_checked

        phase: None | str
        if isinstance(self.phase, ChocoChallengePhase):
            phase = self.phase.value
        else:
            phase = self.phase

        player = self.player

        score: dict[str, Any] | None
        if isinstance(self.score, ChocoChallengeScoreAnswer):
            score = self.score.to_dict()
        else:
            score = self.score

        seen_moves = []
        for seen_moves_item_data in self.seen_moves:
            seen_moves_item: dict[str, Any]
            if isinstance(seen_moves_item_data, ChocoChallengeDrawMove):
                seen_moves_item = seen_moves_item_data.to_dict()
            elif isinstance(seen_moves_item_data, ChocoChallengeUseToolMove):
                seen_moves_item = seen_moves_item_data.to_dict()
            elif isinstance(seen_moves_item_data, ChocoChallengeBustMove):
                seen_moves_item = seen_moves_item_data.to_dict()
            elif isinstance(seen_moves_item_data, ChocoChallengeStopMove):
                seen_moves_item = seen_moves_item_data.to_dict()
            elif isinstance(seen_moves_item_data, ChocoChallengeRefillMove):
                seen_moves_item = seen_moves_item_data.to_dict()
            elif isinstance(seen_moves_item_data, ChocoChallengeExtraDrawMove):
                seen_moves_item = seen_moves_item_data.to_dict()
            elif isinstance(seen_moves_item_data, ChocoChallengeExtraPickMove):
                seen_moves_item = seen_moves_item_data.to_dict()
            elif isinstance(seen_moves_item_data, ChocoChallengeExtraToolMove):
                seen_moves_item = seen_moves_item_data.to_dict()
            elif isinstance(seen_moves_item_data, ChocoChallengeExtraDeclineMove):
                seen_moves_item = seen_moves_item_data.to_dict()
            else:
                seen_moves_item = seen_moves_item_data.to_dict()

            seen_moves.append(seen_moves_item)



        state: dict[str, Any] | None
        if isinstance(self.state, ChocoChallengeSeenState):
            state = self.state.to_dict()
        else:
            state = self.state

        to_act = self.to_act



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
            "finished": finished,
            "legal": legal,
            "moves": moves,
            "moves_checked": moves_checked,
            "phase": phase,
            "player": player,
            "score": score,
            "seen_moves": seen_moves,
            "state": state,
            "to_act": to_act,
            "turns": turns,
            "violation": violation,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choco_challenge_bust_move import ChocoChallengeBustMove # noqa: PLC0415
        from ..models.choco_challenge_draw_move import ChocoChallengeDrawMove # noqa: PLC0415
        from ..models.choco_challenge_extra_decline_move import ChocoChallengeExtraDeclineMove # noqa: PLC0415
        from ..models.choco_challenge_extra_draw_move import ChocoChallengeExtraDrawMove # noqa: PLC0415
        from ..models.choco_challenge_extra_pick_move import ChocoChallengeExtraPickMove # noqa: PLC0415
        from ..models.choco_challenge_extra_tool_move import ChocoChallengeExtraToolMove # noqa: PLC0415
        from ..models.choco_challenge_legal_move import ChocoChallengeLegalMove # noqa: PLC0415
        from ..models.choco_challenge_refill_move import ChocoChallengeRefillMove # noqa: PLC0415
        from ..models.choco_challenge_score_answer import ChocoChallengeScoreAnswer # noqa: PLC0415
        from ..models.choco_challenge_seen_state import ChocoChallengeSeenState # noqa: PLC0415
        from ..models.choco_challenge_stop_move import ChocoChallengeStopMove # noqa: PLC0415
        from ..models.choco_challenge_turn import ChocoChallengeTurn # noqa: PLC0415
        from ..models.choco_challenge_unseen_move import ChocoChallengeUnseenMove # noqa: PLC0415
        from ..models.choco_challenge_use_tool_move import ChocoChallengeUseToolMove # noqa: PLC0415
        from ..models.choco_challenge_violation import ChocoChallengeViolation # noqa: PLC0415
        d = dict(src_dict)
        finished = d.pop("finished")

        legal = d.pop("legal")

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in (_moves):
            moves_item = ChocoChallengeLegalMove.from_dict(moves_item_data)



            moves.append(moves_item)


        moves_checked = d.pop("moves_checked")

        def _parse_phase(data: object) -> ChocoChallengePhase | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                phase_type_0 = ChocoChallengePhase(data)



                return phase_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChocoChallengePhase | None, data)

        phase = _parse_phase(d.pop("phase"))


        player = d.pop("player")

        def _parse_score(data: object) -> ChocoChallengeScoreAnswer | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                score_type_0 = ChocoChallengeScoreAnswer.from_dict(data)



                return score_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChocoChallengeScoreAnswer | None, data)

        score = _parse_score(d.pop("score"))


        seen_moves = []
        _seen_moves = d.pop("seen_moves")
        for seen_moves_item_data in (_seen_moves):
            def _parse_seen_moves_item(data: object) -> ChocoChallengeBustMove | ChocoChallengeDrawMove | ChocoChallengeExtraDeclineMove | ChocoChallengeExtraDrawMove | ChocoChallengeExtraPickMove | ChocoChallengeExtraToolMove | ChocoChallengeRefillMove | ChocoChallengeStopMove | ChocoChallengeUnseenMove | ChocoChallengeUseToolMove:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_choco_challenge_move_type_0 = ChocoChallengeDrawMove.from_dict(data)



                    return componentsschemas_choco_challenge_move_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_choco_challenge_move_type_1 = ChocoChallengeUseToolMove.from_dict(data)



                    return componentsschemas_choco_challenge_move_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_choco_challenge_move_type_2 = ChocoChallengeBustMove.from_dict(data)



                    return componentsschemas_choco_challenge_move_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_choco_challenge_move_type_3 = ChocoChallengeStopMove.from_dict(data)



                    return componentsschemas_choco_challenge_move_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_choco_challenge_move_type_4 = ChocoChallengeRefillMove.from_dict(data)



                    return componentsschemas_choco_challenge_move_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_choco_challenge_move_type_5 = ChocoChallengeExtraDrawMove.from_dict(data)



                    return componentsschemas_choco_challenge_move_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_choco_challenge_move_type_6 = ChocoChallengeExtraPickMove.from_dict(data)



                    return componentsschemas_choco_challenge_move_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_choco_challenge_move_type_7 = ChocoChallengeExtraToolMove.from_dict(data)



                    return componentsschemas_choco_challenge_move_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_choco_challenge_move_type_8 = ChocoChallengeExtraDeclineMove.from_dict(data)



                    return componentsschemas_choco_challenge_move_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                seen_moves_item_type_1 = ChocoChallengeUnseenMove.from_dict(data)



                return seen_moves_item_type_1

            seen_moves_item = _parse_seen_moves_item(seen_moves_item_data)

            seen_moves.append(seen_moves_item)


        def _parse_state(data: object) -> ChocoChallengeSeenState | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                state_type_0 = ChocoChallengeSeenState.from_dict(data)



                return state_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChocoChallengeSeenState | None, data)

        state = _parse_state(d.pop("state"))


        to_act = cast(list[str], d.pop("to_act"))


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


        choco_challenge_view_answer = cls(
            finished=finished,
            legal=legal,
            moves=moves,
            moves_checked=moves_checked,
            phase=phase,
            player=player,
            score=score,
            seen_moves=seen_moves,
            state=state,
            to_act=to_act,
            turns=turns,
            violation=violation,
        )

        return choco_challenge_view_answer

