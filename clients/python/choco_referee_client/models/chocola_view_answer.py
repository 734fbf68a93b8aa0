from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.chocola_phase import ChocolaPhase
from typing import cast

if TYPE_CHECKING:
  from ..models.chocola_deal_second_phase_move import ChocolaDealSecondPhaseMove
  from ..models.chocola_decorate_move import ChocolaDecorateMove
  from ..models.chocola_draw_request_move import ChocolaDrawRequestMove
  from ..models.chocola_legal_move import ChocolaLegalMove
  from ..models.chocola_make_tray_move import ChocolaMakeTrayMove
  from ..models.chocola_pass_move import ChocolaPassMove
  from ..models.chocola_prepare_move import ChocolaPrepareMove
  from ..models.chocola_score_answer import ChocolaScoreAnswer
  from ..models.chocola_seen_state import ChocolaSeenState
  from ..models.chocola_swap_chocolate_move import ChocolaSwapChocolateMove
  from ..models.chocola_take_chocolate_move import ChocolaTakeChocolateMove
  from ..models.chocola_turn import ChocolaTurn
  from ..models.chocola_unseen_move import ChocolaUnseenMove
  from ..models.chocola_violation import ChocolaViolation





T = TypeVar("T", bound="ChocolaViewAnswer")



@_attrs_define
class ChocolaViewAnswer:
    """ What one player may know of a game at the end of its history.

        Attributes:
            finished (bool): true: nothing may be appended.
            legal (bool): Whether the whole history is legal.
            moves (list[ChocolaLegalMove]): The player's own legal moves now, in the family's entry shape; at their own
                chance point (their draw, a blind pick) the outcomes with the probabilities computed from what the player knows.
                Empty when the player is not due.
            moves_checked (int): How many moves were replayed as legal.
            phase (ChocolaPhase | None): What the game waits for (null for an illegal setup).
            player (str): The player whose view it is. Example: ann.
            score (ChocolaScoreAnswer | None): The standings as every player may know them (null for an illegal setup).
            seen_moves (list[ChocolaDealSecondPhaseMove | ChocolaDecorateMove | ChocolaDrawRequestMove | ChocolaMakeTrayMove
                | ChocolaPassMove | ChocolaPrepareMove | ChocolaSwapChocolateMove | ChocolaTakeChocolateMove |
                ChocolaUnseenMove]): The legal moves of the history as the player saw them: a move whole, or what the table saw
                of a move made in secret (its type, who made it, `hidden` its fields).
            state (ChocolaSeenState | None): The state as the player may know it; null when the setup itself is illegal.
            to_act (list[str]): The players whose move is due (public).
            turns (list[ChocolaTurn]): Every move replayed as legal, in order, with the rules that decided it (the take's
                lay, the payment and its waste...).
            violation (ChocolaViolation | None): The first illegal move (or setup error), null when legal: the view is the
                game up to the last legal move.
     """

    finished: bool
    legal: bool
    moves: list[ChocolaLegalMove]
    moves_checked: int
    phase: ChocolaPhase | None
    player: str
    score: ChocolaScoreAnswer | None
    seen_moves: list[ChocolaDealSecondPhaseMove | ChocolaDecorateMove | ChocolaDrawRequestMove | ChocolaMakeTrayMove | ChocolaPassMove | ChocolaPrepareMove | ChocolaSwapChocolateMove | ChocolaTakeChocolateMove | ChocolaUnseenMove]
    state: ChocolaSeenState | None
    to_act: list[str]
    turns: list[ChocolaTurn]
    violation: ChocolaViolation | None





    def to_dict(self) -> dict[str, Any]:
        from ..models.chocola_deal_second_phase_move import ChocolaDealSecondPhaseMove # noqa: PLC0415
        from ..models.chocola_decorate_move import ChocolaDecorateMove # noqa: PLC0415
        from ..models.chocola_draw_request_move import ChocolaDrawRequestMove # noqa: PLC0415
        from ..models.chocola_legal_move import ChocolaLegalMove # noqa: PLC0415
        from ..models.chocola_make_tray_move import ChocolaMakeTrayMove # noqa: PLC0415
        from ..models.chocola_pass_move import ChocolaPassMove # noqa: PLC0415
        from ..models.chocola_prepare_move import ChocolaPrepareMove # noqa: PLC0415
        from ..models.chocola_score_answer import ChocolaScoreAnswer # noqa: PLC0415
        from ..models.chocola_seen_state import ChocolaSeenState # noqa: PLC0415
        from ..models.chocola_swap_chocolate_move import ChocolaSwapChocolateMove # noqa: PLC0415
        from ..models.chocola_take_chocolate_move import ChocolaTakeChocolateMove # noqa: PLC0415
        from ..models.chocola_turn import ChocolaTurn # noqa: PLC0415
        from ..models.chocola_unseen_move import ChocolaUnseenMove # noqa: PLC0415
        from ..models.chocola_violation import ChocolaViolation # noqa: PLC0415
        finished = self.finished

        legal = self.legal

        moves = []
        for moves_item_data in self.moves:
            moves_item = moves_item_data.to_dict()
            moves.append(moves_item)



        moves_checked = self.moves_checked

        phase: None | str
        if isinstance(self.phase, ChocolaPhase):
            phase = self.phase.value
        else:
            phase = self.phase

        player = self.player

        score: dict[str, Any] | None
        if isinstance(self.score, ChocolaScoreAnswer):
            score = self.score.to_dict()
        else:
            score = self.score

        seen_moves = []
        for seen_moves_item_data in self.seen_moves:
            seen_moves_item: dict[str, Any]
            if isinstance(seen_moves_item_data, ChocolaTakeChocolateMove):
                seen_moves_item = seen_moves_item_data.to_dict()
            elif isinstance(seen_moves_item_data, ChocolaPrepareMove):
                seen_moves_item = seen_moves_item_data.to_dict()
            elif isinstance(seen_moves_item_data, ChocolaSwapChocolateMove):
                seen_moves_item = seen_moves_item_data.to_dict()
            elif isinstance(seen_moves_item_data, ChocolaPassMove):
                seen_moves_item = seen_moves_item_data.to_dict()
            elif isinstance(seen_moves_item_data, ChocolaDrawRequestMove):
                seen_moves_item = seen_moves_item_data.to_dict()
            elif isinstance(seen_moves_item_data, ChocolaMakeTrayMove):
                seen_moves_item = seen_moves_item_data.to_dict()
            elif isinstance(seen_moves_item_data, ChocolaDealSecondPhaseMove):
                seen_moves_item = seen_moves_item_data.to_dict()
            elif isinstance(seen_moves_item_data, ChocolaDecorateMove):
                seen_moves_item = seen_moves_item_data.to_dict()
            else:
                seen_moves_item = seen_moves_item_data.to_dict()

            seen_moves.append(seen_moves_item)



        state: dict[str, Any] | None
        if isinstance(self.state, ChocolaSeenState):
            state = self.state.to_dict()
        else:
            state = self.state

        to_act = self.to_act



        turns = []
        for turns_item_data in self.turns:
            turns_item = turns_item_data.to_dict()
            turns.append(turns_item)



        violation: dict[str, Any] | None
        if isinstance(self.violation, ChocolaViolation):
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
        from ..models.chocola_deal_second_phase_move import ChocolaDealSecondPhaseMove # noqa: PLC0415
        from ..models.chocola_decorate_move import ChocolaDecorateMove # noqa: PLC0415
        from ..models.chocola_draw_request_move import ChocolaDrawRequestMove # noqa: PLC0415
        from ..models.chocola_legal_move import ChocolaLegalMove # noqa: PLC0415
        from ..models.chocola_make_tray_move import ChocolaMakeTrayMove # noqa: PLC0415
        from ..models.chocola_pass_move import ChocolaPassMove # noqa: PLC0415
        from ..models.chocola_prepare_move import ChocolaPrepareMove # noqa: PLC0415
        from ..models.chocola_score_answer import ChocolaScoreAnswer # noqa: PLC0415
        from ..models.chocola_seen_state import ChocolaSeenState # noqa: PLC0415
        from ..models.chocola_swap_chocolate_move import ChocolaSwapChocolateMove # noqa: PLC0415
        from ..models.chocola_take_chocolate_move import ChocolaTakeChocolateMove # noqa: PLC0415
        from ..models.chocola_turn import ChocolaTurn # noqa: PLC0415
        from ..models.chocola_unseen_move import ChocolaUnseenMove # noqa: PLC0415
        from ..models.chocola_violation import ChocolaViolation # noqa: PLC0415
        d = dict(src_dict)
        finished = d.pop("finished")

        legal = d.pop("legal")

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in (_moves):
            moves_item = ChocolaLegalMove.from_dict(moves_item_data)



            moves.append(moves_item)


        moves_checked = d.pop("moves_checked")

        def _parse_phase(data: object) -> ChocolaPhase | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                phase_type_0 = ChocolaPhase(data)



                return phase_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChocolaPhase | None, data)

        phase = _parse_phase(d.pop("phase"))


        player = d.pop("player")

        def _parse_score(data: object) -> ChocolaScoreAnswer | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                score_type_0 = ChocolaScoreAnswer.from_dict(data)



                return score_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChocolaScoreAnswer | None, data)

        score = _parse_score(d.pop("score"))


        seen_moves = []
        _seen_moves = d.pop("seen_moves")
        for seen_moves_item_data in (_seen_moves):
            def _parse_seen_moves_item(data: object) -> ChocolaDealSecondPhaseMove | ChocolaDecorateMove | ChocolaDrawRequestMove | ChocolaMakeTrayMove | ChocolaPassMove | ChocolaPrepareMove | ChocolaSwapChocolateMove | ChocolaTakeChocolateMove | ChocolaUnseenMove:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_chocola_move_type_0 = ChocolaTakeChocolateMove.from_dict(data)



                    return componentsschemas_chocola_move_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_chocola_move_type_1 = ChocolaPrepareMove.from_dict(data)



                    return componentsschemas_chocola_move_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_chocola_move_type_2 = ChocolaSwapChocolateMove.from_dict(data)



                    return componentsschemas_chocola_move_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_chocola_move_type_3 = ChocolaPassMove.from_dict(data)



                    return componentsschemas_chocola_move_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_chocola_move_type_4 = ChocolaDrawRequestMove.from_dict(data)



                    return componentsschemas_chocola_move_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_chocola_move_type_5 = ChocolaMakeTrayMove.from_dict(data)



                    return componentsschemas_chocola_move_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_chocola_move_type_6 = ChocolaDealSecondPhaseMove.from_dict(data)



                    return componentsschemas_chocola_move_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_chocola_move_type_7 = ChocolaDecorateMove.from_dict(data)



                    return componentsschemas_chocola_move_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                seen_moves_item_type_1 = ChocolaUnseenMove.from_dict(data)



                return seen_moves_item_type_1

            seen_moves_item = _parse_seen_moves_item(seen_moves_item_data)

            seen_moves.append(seen_moves_item)


        def _parse_state(data: object) -> ChocolaSeenState | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                state_type_0 = ChocolaSeenState.from_dict(data)



                return state_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChocolaSeenState | None, data)

        state = _parse_state(d.pop("state"))


        to_act = cast(list[str], d.pop("to_act"))


        turns = []
        _turns = d.pop("turns")
        for turns_item_data in (_turns):
            turns_item = ChocolaTurn.from_dict(turns_item_data)



            turns.append(turns_item)


        def _parse_violation(data: object) -> ChocolaViolation | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                violation_type_0 = ChocolaViolation.from_dict(data)



                return violation_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChocolaViolation | None, data)

        violation = _parse_violation(d.pop("violation"))


        chocola_view_answer = cls(
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

        return chocola_view_answer

