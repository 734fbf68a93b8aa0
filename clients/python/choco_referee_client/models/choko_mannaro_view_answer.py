from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choko_mannaro_phase import ChokoMannaroPhase
from typing import cast

if TYPE_CHECKING:
  from ..models.choko_mannaro_draw_move import ChokoMannaroDrawMove
  from ..models.choko_mannaro_event import ChokoMannaroEvent
  from ..models.choko_mannaro_legal_move import ChokoMannaroLegalMove
  from ..models.choko_mannaro_peek_move import ChokoMannaroPeekMove
  from ..models.choko_mannaro_peek_pick_move import ChokoMannaroPeekPickMove
  from ..models.choko_mannaro_play_move import ChokoMannaroPlayMove
  from ..models.choko_mannaro_quarantine_move import ChokoMannaroQuarantineMove
  from ..models.choko_mannaro_score_answer import ChokoMannaroScoreAnswer
  from ..models.choko_mannaro_seen_state import ChokoMannaroSeenState
  from ..models.choko_mannaro_slaughter_pick_move import ChokoMannaroSlaughterPickMove
  from ..models.choko_mannaro_target_move import ChokoMannaroTargetMove
  from ..models.choko_mannaro_toss_move import ChokoMannaroTossMove
  from ..models.choko_mannaro_unseen_move import ChokoMannaroUnseenMove
  from ..models.choko_mannaro_violation import ChokoMannaroViolation





T = TypeVar("T", bound="ChokoMannaroViewAnswer")



@_attrs_define
class ChokoMannaroViewAnswer:
    """ What one player may know of a game at the end of its history.

        Attributes:
            events (list[ChokoMannaroEvent]): Every event up to the first violation, in order.
            finished (bool): true: nothing may be appended.
            legal (bool): Whether the whole history is legal.
            moves (list[ChokoMannaroLegalMove]): The player's own legal moves now, in the family's entry shape; at their own
                chance point (their draw, a blind pick) the outcomes with the probabilities computed from what the player knows.
                Empty when the player is not due.
            moves_checked (int): How many moves were replayed as legal.
            phase (ChokoMannaroPhase | None): What the game waits for (null for an illegal setup).
            player (str): The player whose view it is. Example: ann.
            score (ChokoMannaroScoreAnswer | None): The standings as every player may know them (null for an illegal setup).
            seen_moves (list[ChokoMannaroDrawMove | ChokoMannaroPeekMove | ChokoMannaroPeekPickMove | ChokoMannaroPlayMove |
                ChokoMannaroQuarantineMove | ChokoMannaroSlaughterPickMove | ChokoMannaroTargetMove | ChokoMannaroTossMove |
                ChokoMannaroUnseenMove]): The legal moves of the history as the player saw them: a move whole, or what the table
                saw of a move made in secret (its type, who made it, `hidden` its fields).
            state (ChokoMannaroSeenState | None): The state as the player may know it; null when the setup itself is
                illegal.
            to_act (list[str]): The players whose move is due (public).
            violation (ChokoMannaroViolation | None): The first illegal move (or setup error), null when legal: the view is
                the game up to the last legal move.
     """

    events: list[ChokoMannaroEvent]
    finished: bool
    legal: bool
    moves: list[ChokoMannaroLegalMove]
    moves_checked: int
    phase: ChokoMannaroPhase | None
    player: str
    score: ChokoMannaroScoreAnswer | None
    seen_moves: list[ChokoMannaroDrawMove | ChokoMannaroPeekMove | ChokoMannaroPeekPickMove | ChokoMannaroPlayMove | ChokoMannaroQuarantineMove | ChokoMannaroSlaughterPickMove | ChokoMannaroTargetMove | ChokoMannaroTossMove | ChokoMannaroUnseenMove]
    state: ChokoMannaroSeenState | None
    to_act: list[str]
    violation: ChokoMannaroViolation | None





    def to_dict(self) -> dict[str, Any]:
        from ..models.choko_mannaro_draw_move import ChokoMannaroDrawMove # noqa: PLC0415
        from ..models.choko_mannaro_event import ChokoMannaroEvent # noqa: PLC0415
        from ..models.choko_mannaro_legal_move import ChokoMannaroLegalMove # noqa: PLC0415
        from ..models.choko_mannaro_peek_move import ChokoMannaroPeekMove # noqa: PLC0415
        from ..models.choko_mannaro_peek_pick_move import ChokoMannaroPeekPickMove # noqa: PLC0415
        from ..models.choko_mannaro_play_move import ChokoMannaroPlayMove # noqa: PLC0415
        from ..models.choko_mannaro_quarantine_move import ChokoMannaroQuarantineMove # noqa: PLC0415
        from ..models.choko_mannaro_score_answer import ChokoMannaroScoreAnswer # noqa: PLC0415
        from ..models.choko_mannaro_seen_state import ChokoMannaroSeenState # noqa: PLC0415
        from ..models.choko_mannaro_slaughter_pick_move import ChokoMannaroSlaughterPickMove # noqa: PLC0415
        from ..models.choko_mannaro_target_move import ChokoMannaroTargetMove # noqa: PLC0415
        from ..models.choko_mannaro_toss_move import ChokoMannaroTossMove # noqa: PLC0415
        from ..models.choko_mannaro_unseen_move import ChokoMannaroUnseenMove # noqa: PLC0415
        from ..models.choko_mannaro_violation import ChokoMannaroViolation # noqa: PLC0415
        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)



        finished = self.finished

        legal = self.legal

        moves = []
        for moves_item_data in self.moves:
            moves_item = moves_item_data.to_dict()
            moves.append(moves_item)



        moves_checked = self.moves_checked

        phase: None | str
        if isinstance(self.phase, ChokoMannaroPhase):
            phase = self.phase.value
        else:
            phase = self.phase

        player = self.player

        score: dict[str, Any] | None
        if isinstance(self.score, ChokoMannaroScoreAnswer):
            score = self.score.to_dict()
        else:
            score = self.score

        seen_moves = []
        for seen_moves_item_data in self.seen_moves:
            seen_moves_item: dict[str, Any]
            if isinstance(seen_moves_item_data, ChokoMannaroQuarantineMove):
                seen_moves_item = seen_moves_item_data.to_dict()
            elif isinstance(seen_moves_item_data, ChokoMannaroPlayMove):
                seen_moves_item = seen_moves_item_data.to_dict()
            elif isinstance(seen_moves_item_data, ChokoMannaroTargetMove):
                seen_moves_item = seen_moves_item_data.to_dict()
            elif isinstance(seen_moves_item_data, ChokoMannaroPeekMove):
                seen_moves_item = seen_moves_item_data.to_dict()
            elif isinstance(seen_moves_item_data, ChokoMannaroPeekPickMove):
                seen_moves_item = seen_moves_item_data.to_dict()
            elif isinstance(seen_moves_item_data, ChokoMannaroTossMove):
                seen_moves_item = seen_moves_item_data.to_dict()
            elif isinstance(seen_moves_item_data, ChokoMannaroSlaughterPickMove):
                seen_moves_item = seen_moves_item_data.to_dict()
            elif isinstance(seen_moves_item_data, ChokoMannaroDrawMove):
                seen_moves_item = seen_moves_item_data.to_dict()
            else:
                seen_moves_item = seen_moves_item_data.to_dict()

            seen_moves.append(seen_moves_item)



        state: dict[str, Any] | None
        if isinstance(self.state, ChokoMannaroSeenState):
            state = self.state.to_dict()
        else:
            state = self.state

        to_act = self.to_act



        violation: dict[str, Any] | None
        if isinstance(self.violation, ChokoMannaroViolation):
            violation = self.violation.to_dict()
        else:
            violation = self.violation


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "events": events,
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
            "violation": violation,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choko_mannaro_draw_move import ChokoMannaroDrawMove # noqa: PLC0415
        from ..models.choko_mannaro_event import ChokoMannaroEvent # noqa: PLC0415
        from ..models.choko_mannaro_legal_move import ChokoMannaroLegalMove # noqa: PLC0415
        from ..models.choko_mannaro_peek_move import ChokoMannaroPeekMove # noqa: PLC0415
        from ..models.choko_mannaro_peek_pick_move import ChokoMannaroPeekPickMove # noqa: PLC0415
        from ..models.choko_mannaro_play_move import ChokoMannaroPlayMove # noqa: PLC0415
        from ..models.choko_mannaro_quarantine_move import ChokoMannaroQuarantineMove # noqa: PLC0415
        from ..models.choko_mannaro_score_answer import ChokoMannaroScoreAnswer # noqa: PLC0415
        from ..models.choko_mannaro_seen_state import ChokoMannaroSeenState # noqa: PLC0415
        from ..models.choko_mannaro_slaughter_pick_move import ChokoMannaroSlaughterPickMove # noqa: PLC0415
        from ..models.choko_mannaro_target_move import ChokoMannaroTargetMove # noqa: PLC0415
        from ..models.choko_mannaro_toss_move import ChokoMannaroTossMove # noqa: PLC0415
        from ..models.choko_mannaro_unseen_move import ChokoMannaroUnseenMove # noqa: PLC0415
        from ..models.choko_mannaro_violation import ChokoMannaroViolation # noqa: PLC0415
        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            events_item = ChokoMannaroEvent.from_dict(events_item_data)



            events.append(events_item)


        finished = d.pop("finished")

        legal = d.pop("legal")

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in (_moves):
            moves_item = ChokoMannaroLegalMove.from_dict(moves_item_data)



            moves.append(moves_item)


        moves_checked = d.pop("moves_checked")

        def _parse_phase(data: object) -> ChokoMannaroPhase | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                phase_type_0 = ChokoMannaroPhase(data)



                return phase_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChokoMannaroPhase | None, data)

        phase = _parse_phase(d.pop("phase"))


        player = d.pop("player")

        def _parse_score(data: object) -> ChokoMannaroScoreAnswer | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                score_type_0 = ChokoMannaroScoreAnswer.from_dict(data)



                return score_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChokoMannaroScoreAnswer | None, data)

        score = _parse_score(d.pop("score"))


        seen_moves = []
        _seen_moves = d.pop("seen_moves")
        for seen_moves_item_data in (_seen_moves):
            def _parse_seen_moves_item(data: object) -> ChokoMannaroDrawMove | ChokoMannaroPeekMove | ChokoMannaroPeekPickMove | ChokoMannaroPlayMove | ChokoMannaroQuarantineMove | ChokoMannaroSlaughterPickMove | ChokoMannaroTargetMove | ChokoMannaroTossMove | ChokoMannaroUnseenMove:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_choko_mannaro_move_type_0 = ChokoMannaroQuarantineMove.from_dict(data)



                    return componentsschemas_choko_mannaro_move_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_choko_mannaro_move_type_1 = ChokoMannaroPlayMove.from_dict(data)



                    return componentsschemas_choko_mannaro_move_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_choko_mannaro_move_type_2 = ChokoMannaroTargetMove.from_dict(data)



                    return componentsschemas_choko_mannaro_move_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_choko_mannaro_move_type_3 = ChokoMannaroPeekMove.from_dict(data)



                    return componentsschemas_choko_mannaro_move_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_choko_mannaro_move_type_4 = ChokoMannaroPeekPickMove.from_dict(data)



                    return componentsschemas_choko_mannaro_move_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_choko_mannaro_move_type_5 = ChokoMannaroTossMove.from_dict(data)



                    return componentsschemas_choko_mannaro_move_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_choko_mannaro_move_type_6 = ChokoMannaroSlaughterPickMove.from_dict(data)



                    return componentsschemas_choko_mannaro_move_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_choko_mannaro_move_type_7 = ChokoMannaroDrawMove.from_dict(data)



                    return componentsschemas_choko_mannaro_move_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                seen_moves_item_type_1 = ChokoMannaroUnseenMove.from_dict(data)



                return seen_moves_item_type_1

            seen_moves_item = _parse_seen_moves_item(seen_moves_item_data)

            seen_moves.append(seen_moves_item)


        def _parse_state(data: object) -> ChokoMannaroSeenState | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                state_type_0 = ChokoMannaroSeenState.from_dict(data)



                return state_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChokoMannaroSeenState | None, data)

        state = _parse_state(d.pop("state"))


        to_act = cast(list[str], d.pop("to_act"))


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


        choko_mannaro_view_answer = cls(
            events=events,
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
            violation=violation,
        )

        return choko_mannaro_view_answer

