from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choco_late_phase import ChocoLatePhase
from typing import cast

if TYPE_CHECKING:
  from ..models.choco_late_arrange_trays_move import ChocoLateArrangeTraysMove
  from ..models.choco_late_auction import ChocoLateAuction
  from ..models.choco_late_choose_lot_move import ChocoLateChooseLotMove
  from ..models.choco_late_join_move import ChocoLateJoinMove
  from ..models.choco_late_legal_move import ChocoLateLegalMove
  from ..models.choco_late_open_move import ChocoLateOpenMove
  from ..models.choco_late_pass_move import ChocoLatePassMove
  from ..models.choco_late_raise_move import ChocoLateRaiseMove
  from ..models.choco_late_replace_move import ChocoLateReplaceMove
  from ..models.choco_late_reveal_move import ChocoLateRevealMove
  from ..models.choco_late_score_answer import ChocoLateScoreAnswer
  from ..models.choco_late_seen_state import ChocoLateSeenState
  from ..models.choco_late_unseen_move import ChocoLateUnseenMove
  from ..models.choco_late_violation import ChocoLateViolation





T = TypeVar("T", bound="ChocoLateViewAnswer")



@_attrs_define
class ChocoLateViewAnswer:
    """ What one player may know of a game at the end of its history.

        Attributes:
            auctions (list[ChocoLateAuction]): Every auction resolved before the first violation, in order.
            finished (bool): true: nothing may be appended.
            legal (bool): Whether the whole history is legal.
            moves (list[ChocoLateLegalMove]): The player's own legal moves now, in the family's entry shape; at their own
                chance point (their draw, a blind pick) the outcomes with the probabilities computed from what the player knows.
                Empty when the player is not due.
            moves_checked (int): How many moves were replayed as legal.
            phase (ChocoLatePhase | None): What the game waits for (null for an illegal setup).
            player (str): The player whose view it is. Example: ann.
            score (ChocoLateScoreAnswer | None): The standings as every player may know them (null for an illegal setup).
            seen_moves (list[ChocoLateArrangeTraysMove | ChocoLateChooseLotMove | ChocoLateJoinMove | ChocoLateOpenMove |
                ChocoLatePassMove | ChocoLateRaiseMove | ChocoLateReplaceMove | ChocoLateRevealMove | ChocoLateUnseenMove]): The
                legal moves of the history as the player saw them: a move whole, or what the table saw of a move made in secret
                (its type, who made it, `hidden` its fields).
            state (ChocoLateSeenState | None): The state as the player may know it; null when the setup itself is illegal.
            to_act (list[str]): The players whose move is due (public).
            violation (ChocoLateViolation | None): The first illegal move (or setup error), null when legal: the view is the
                game up to the last legal move.
     """

    auctions: list[ChocoLateAuction]
    finished: bool
    legal: bool
    moves: list[ChocoLateLegalMove]
    moves_checked: int
    phase: ChocoLatePhase | None
    player: str
    score: ChocoLateScoreAnswer | None
    seen_moves: list[ChocoLateArrangeTraysMove | ChocoLateChooseLotMove | ChocoLateJoinMove | ChocoLateOpenMove | ChocoLatePassMove | ChocoLateRaiseMove | ChocoLateReplaceMove | ChocoLateRevealMove | ChocoLateUnseenMove]
    state: ChocoLateSeenState | None
    to_act: list[str]
    violation: ChocoLateViolation | None





    def to_dict(self) -> dict[str, Any]:
        from ..models.choco_late_arrange_trays_move import ChocoLateArrangeTraysMove # noqa: PLC0415
        from ..models.choco_late_auction import ChocoLateAuction # noqa: PLC0415
        from ..models.choco_late_choose_lot_move import ChocoLateChooseLotMove # noqa: PLC0415
        from ..models.choco_late_join_move import ChocoLateJoinMove # noqa: PLC0415
        from ..models.choco_late_legal_move import ChocoLateLegalMove # noqa: PLC0415
        from ..models.choco_late_open_move import ChocoLateOpenMove # noqa: PLC0415
        from ..models.choco_late_pass_move import ChocoLatePassMove # noqa: PLC0415
        from ..models.choco_late_raise_move import ChocoLateRaiseMove # noqa: PLC0415
        from ..models.choco_late_replace_move import ChocoLateReplaceMove # noqa: PLC0415
        from ..models.choco_late_reveal_move import ChocoLateRevealMove # noqa: PLC0415
        from ..models.choco_late_score_answer import ChocoLateScoreAnswer # noqa: PLC0415
        from ..models.choco_late_seen_state import ChocoLateSeenState # noqa: PLC0415
        from ..models.choco_late_unseen_move import ChocoLateUnseenMove # noqa: PLC0415
        from ..models.choco_late_violation import ChocoLateViolation # noqa: PLC0415
        auctions = []
        for auctions_item_data in self.auctions:
            auctions_item = auctions_item_data.to_dict()
            auctions.append(auctions_item)



        finished = self.finished

        legal = self.legal

        moves = []
        for moves_item_data in self.moves:
            moves_item = moves_item_data.to_dict()
            moves.append(moves_item)



        moves_checked = self.moves_checked

        phase: None | str
        if isinstance(self.phase, ChocoLatePhase):
            phase = self.phase.value
        else:
            phase = self.phase

        player = self.player

        score: dict[str, Any] | None
        if isinstance(self.score, ChocoLateScoreAnswer):
            score = self.score.to_dict()
        else:
            score = self.score

        seen_moves = []
        for seen_moves_item_data in self.seen_moves:
            seen_moves_item: dict[str, Any]
            if isinstance(seen_moves_item_data, ChocoLateChooseLotMove):
                seen_moves_item = seen_moves_item_data.to_dict()
            elif isinstance(seen_moves_item_data, ChocoLateOpenMove):
                seen_moves_item = seen_moves_item_data.to_dict()
            elif isinstance(seen_moves_item_data, ChocoLateJoinMove):
                seen_moves_item = seen_moves_item_data.to_dict()
            elif isinstance(seen_moves_item_data, ChocoLateRaiseMove):
                seen_moves_item = seen_moves_item_data.to_dict()
            elif isinstance(seen_moves_item_data, ChocoLatePassMove):
                seen_moves_item = seen_moves_item_data.to_dict()
            elif isinstance(seen_moves_item_data, ChocoLateRevealMove):
                seen_moves_item = seen_moves_item_data.to_dict()
            elif isinstance(seen_moves_item_data, ChocoLateReplaceMove):
                seen_moves_item = seen_moves_item_data.to_dict()
            elif isinstance(seen_moves_item_data, ChocoLateArrangeTraysMove):
                seen_moves_item = seen_moves_item_data.to_dict()
            else:
                seen_moves_item = seen_moves_item_data.to_dict()

            seen_moves.append(seen_moves_item)



        state: dict[str, Any] | None
        if isinstance(self.state, ChocoLateSeenState):
            state = self.state.to_dict()
        else:
            state = self.state

        to_act = self.to_act



        violation: dict[str, Any] | None
        if isinstance(self.violation, ChocoLateViolation):
            violation = self.violation.to_dict()
        else:
            violation = self.violation


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "auctions": auctions,
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
        from ..models.choco_late_arrange_trays_move import ChocoLateArrangeTraysMove # noqa: PLC0415
        from ..models.choco_late_auction import ChocoLateAuction # noqa: PLC0415
        from ..models.choco_late_choose_lot_move import ChocoLateChooseLotMove # noqa: PLC0415
        from ..models.choco_late_join_move import ChocoLateJoinMove # noqa: PLC0415
        from ..models.choco_late_legal_move import ChocoLateLegalMove # noqa: PLC0415
        from ..models.choco_late_open_move import ChocoLateOpenMove # noqa: PLC0415
        from ..models.choco_late_pass_move import ChocoLatePassMove # noqa: PLC0415
        from ..models.choco_late_raise_move import ChocoLateRaiseMove # noqa: PLC0415
        from ..models.choco_late_replace_move import ChocoLateReplaceMove # noqa: PLC0415
        from ..models.choco_late_reveal_move import ChocoLateRevealMove # noqa: PLC0415
        from ..models.choco_late_score_answer import ChocoLateScoreAnswer # noqa: PLC0415
        from ..models.choco_late_seen_state import ChocoLateSeenState # noqa: PLC0415
        from ..models.choco_late_unseen_move import ChocoLateUnseenMove # noqa: PLC0415
        from ..models.choco_late_violation import ChocoLateViolation # noqa: PLC0415
        d = dict(src_dict)
        auctions = []
        _auctions = d.pop("auctions")
        for auctions_item_data in (_auctions):
            auctions_item = ChocoLateAuction.from_dict(auctions_item_data)



            auctions.append(auctions_item)


        finished = d.pop("finished")

        legal = d.pop("legal")

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in (_moves):
            moves_item = ChocoLateLegalMove.from_dict(moves_item_data)



            moves.append(moves_item)


        moves_checked = d.pop("moves_checked")

        def _parse_phase(data: object) -> ChocoLatePhase | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                phase_type_0 = ChocoLatePhase(data)



                return phase_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChocoLatePhase | None, data)

        phase = _parse_phase(d.pop("phase"))


        player = d.pop("player")

        def _parse_score(data: object) -> ChocoLateScoreAnswer | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                score_type_0 = ChocoLateScoreAnswer.from_dict(data)



                return score_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChocoLateScoreAnswer | None, data)

        score = _parse_score(d.pop("score"))


        seen_moves = []
        _seen_moves = d.pop("seen_moves")
        for seen_moves_item_data in (_seen_moves):
            def _parse_seen_moves_item(data: object) -> ChocoLateArrangeTraysMove | ChocoLateChooseLotMove | ChocoLateJoinMove | ChocoLateOpenMove | ChocoLatePassMove | ChocoLateRaiseMove | ChocoLateReplaceMove | ChocoLateRevealMove | ChocoLateUnseenMove:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_choco_late_move_type_0 = ChocoLateChooseLotMove.from_dict(data)



                    return componentsschemas_choco_late_move_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_choco_late_move_type_1 = ChocoLateOpenMove.from_dict(data)



                    return componentsschemas_choco_late_move_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_choco_late_move_type_2 = ChocoLateJoinMove.from_dict(data)



                    return componentsschemas_choco_late_move_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_choco_late_move_type_3 = ChocoLateRaiseMove.from_dict(data)



                    return componentsschemas_choco_late_move_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_choco_late_move_type_4 = ChocoLatePassMove.from_dict(data)



                    return componentsschemas_choco_late_move_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_choco_late_move_type_5 = ChocoLateRevealMove.from_dict(data)



                    return componentsschemas_choco_late_move_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_choco_late_move_type_6 = ChocoLateReplaceMove.from_dict(data)



                    return componentsschemas_choco_late_move_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_choco_late_move_type_7 = ChocoLateArrangeTraysMove.from_dict(data)



                    return componentsschemas_choco_late_move_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                seen_moves_item_type_1 = ChocoLateUnseenMove.from_dict(data)



                return seen_moves_item_type_1

            seen_moves_item = _parse_seen_moves_item(seen_moves_item_data)

            seen_moves.append(seen_moves_item)


        def _parse_state(data: object) -> ChocoLateSeenState | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                state_type_0 = ChocoLateSeenState.from_dict(data)



                return state_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChocoLateSeenState | None, data)

        state = _parse_state(d.pop("state"))


        to_act = cast(list[str], d.pop("to_act"))


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


        choco_late_view_answer = cls(
            auctions=auctions,
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

        return choco_late_view_answer

