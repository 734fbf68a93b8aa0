from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choko_masquerade_phase import ChokoMasqueradePhase
from typing import cast

if TYPE_CHECKING:
  from ..models.choko_masquerade_draw_move import ChokoMasqueradeDrawMove
  from ..models.choko_masquerade_guess_move import ChokoMasqueradeGuessMove
  from ..models.choko_masquerade_hand_pair_move import ChokoMasqueradeHandPairMove
  from ..models.choko_masquerade_lay_move import ChokoMasqueradeLayMove
  from ..models.choko_masquerade_legal_move import ChokoMasqueradeLegalMove
  from ..models.choko_masquerade_pair_move import ChokoMasqueradePairMove
  from ..models.choko_masquerade_score_answer import ChokoMasqueradeScoreAnswer
  from ..models.choko_masquerade_seen_state import ChokoMasqueradeSeenState
  from ..models.choko_masquerade_slaughter import ChokoMasqueradeSlaughter
  from ..models.choko_masquerade_table_pair_move import ChokoMasqueradeTablePairMove
  from ..models.choko_masquerade_unseen_move import ChokoMasqueradeUnseenMove
  from ..models.choko_masquerade_violation import ChokoMasqueradeViolation





T = TypeVar("T", bound="ChokoMasqueradeViewAnswer")



@_attrs_define
class ChokoMasqueradeViewAnswer:
    """ What one player may know of a game at the end of its history.

        Attributes:
            finished (bool): true: nothing may be appended.
            legal (bool): Whether the whole history is legal.
            moves (list[ChokoMasqueradeLegalMove]): The player's own legal moves now, in the family's entry shape; at their
                own chance point (their draw, a blind pick) the outcomes with the probabilities computed from what the player
                knows. Empty when the player is not due.
            moves_checked (int): How many moves were replayed as legal.
            phase (ChokoMasqueradePhase | None): What the game waits for (null for an illegal setup).
            player (str): The player whose view it is. Example: ann.
            score (ChokoMasqueradeScoreAnswer | None): The standings as every player may know them (null for an illegal
                setup).
            seen_moves (list[ChokoMasqueradeDrawMove | ChokoMasqueradeGuessMove | ChokoMasqueradeHandPairMove |
                ChokoMasqueradeLayMove | ChokoMasqueradePairMove | ChokoMasqueradeTablePairMove | ChokoMasqueradeUnseenMove]):
                The legal moves of the history as the player saw them: a move whole, or what the table saw of a move made in
                secret (its type, who made it, `hidden` its fields).
            slaughters (list[ChokoMasqueradeSlaughter]): The game's log: every pairing of the ChokoMannaro and its guesses,
                in order (M1-M4). Up to the first violation.
            state (ChokoMasqueradeSeenState | None): The state as the player may know it; null when the setup itself is
                illegal.
            to_act (list[str]): The players whose move is due (public).
            violation (ChokoMasqueradeViolation | None): The first illegal move (or setup error), null when legal: the view
                is the game up to the last legal move.
     """

    finished: bool
    legal: bool
    moves: list[ChokoMasqueradeLegalMove]
    moves_checked: int
    phase: ChokoMasqueradePhase | None
    player: str
    score: ChokoMasqueradeScoreAnswer | None
    seen_moves: list[ChokoMasqueradeDrawMove | ChokoMasqueradeGuessMove | ChokoMasqueradeHandPairMove | ChokoMasqueradeLayMove | ChokoMasqueradePairMove | ChokoMasqueradeTablePairMove | ChokoMasqueradeUnseenMove]
    slaughters: list[ChokoMasqueradeSlaughter]
    state: ChokoMasqueradeSeenState | None
    to_act: list[str]
    violation: ChokoMasqueradeViolation | None





    def to_dict(self) -> dict[str, Any]:
        from ..models.choko_masquerade_draw_move import ChokoMasqueradeDrawMove # noqa: PLC0415
        from ..models.choko_masquerade_guess_move import ChokoMasqueradeGuessMove # noqa: PLC0415
        from ..models.choko_masquerade_hand_pair_move import ChokoMasqueradeHandPairMove # noqa: PLC0415
        from ..models.choko_masquerade_lay_move import ChokoMasqueradeLayMove # noqa: PLC0415
        from ..models.choko_masquerade_legal_move import ChokoMasqueradeLegalMove # noqa: PLC0415
        from ..models.choko_masquerade_pair_move import ChokoMasqueradePairMove # noqa: PLC0415
        from ..models.choko_masquerade_score_answer import ChokoMasqueradeScoreAnswer # noqa: PLC0415
        from ..models.choko_masquerade_seen_state import ChokoMasqueradeSeenState # noqa: PLC0415
        from ..models.choko_masquerade_slaughter import ChokoMasqueradeSlaughter # noqa: PLC0415
        from ..models.choko_masquerade_table_pair_move import ChokoMasqueradeTablePairMove # noqa: PLC0415
        from ..models.choko_masquerade_unseen_move import ChokoMasqueradeUnseenMove # noqa: PLC0415
        from ..models.choko_masquerade_violation import ChokoMasqueradeViolation # noqa: PLC0415
        finished = self.finished

        legal = self.legal

        moves = []
        for moves_item_data in self.moves:
            moves_item = moves_item_data.to_dict()
            moves.append(moves_item)



        moves_checked = self.moves_checked

        phase: None | str
        if isinstance(self.phase, ChokoMasqueradePhase):
            phase = self.phase.value
        else:
            phase = self.phase

        player = self.player

        score: dict[str, Any] | None
        if isinstance(self.score, ChokoMasqueradeScoreAnswer):
            score = self.score.to_dict()
        else:
            score = self.score

        seen_moves = []
        for seen_moves_item_data in self.seen_moves:
            seen_moves_item: dict[str, Any]
            if isinstance(seen_moves_item_data, ChokoMasqueradePairMove):
                seen_moves_item = seen_moves_item_data.to_dict()
            elif isinstance(seen_moves_item_data, ChokoMasqueradeHandPairMove):
                seen_moves_item = seen_moves_item_data.to_dict()
            elif isinstance(seen_moves_item_data, ChokoMasqueradeTablePairMove):
                seen_moves_item = seen_moves_item_data.to_dict()
            elif isinstance(seen_moves_item_data, ChokoMasqueradeLayMove):
                seen_moves_item = seen_moves_item_data.to_dict()
            elif isinstance(seen_moves_item_data, ChokoMasqueradeDrawMove):
                seen_moves_item = seen_moves_item_data.to_dict()
            elif isinstance(seen_moves_item_data, ChokoMasqueradeGuessMove):
                seen_moves_item = seen_moves_item_data.to_dict()
            else:
                seen_moves_item = seen_moves_item_data.to_dict()

            seen_moves.append(seen_moves_item)



        slaughters = []
        for slaughters_item_data in self.slaughters:
            slaughters_item = slaughters_item_data.to_dict()
            slaughters.append(slaughters_item)



        state: dict[str, Any] | None
        if isinstance(self.state, ChokoMasqueradeSeenState):
            state = self.state.to_dict()
        else:
            state = self.state

        to_act = self.to_act



        violation: dict[str, Any] | None
        if isinstance(self.violation, ChokoMasqueradeViolation):
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
            "slaughters": slaughters,
            "state": state,
            "to_act": to_act,
            "violation": violation,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choko_masquerade_draw_move import ChokoMasqueradeDrawMove # noqa: PLC0415
        from ..models.choko_masquerade_guess_move import ChokoMasqueradeGuessMove # noqa: PLC0415
        from ..models.choko_masquerade_hand_pair_move import ChokoMasqueradeHandPairMove # noqa: PLC0415
        from ..models.choko_masquerade_lay_move import ChokoMasqueradeLayMove # noqa: PLC0415
        from ..models.choko_masquerade_legal_move import ChokoMasqueradeLegalMove # noqa: PLC0415
        from ..models.choko_masquerade_pair_move import ChokoMasqueradePairMove # noqa: PLC0415
        from ..models.choko_masquerade_score_answer import ChokoMasqueradeScoreAnswer # noqa: PLC0415
        from ..models.choko_masquerade_seen_state import ChokoMasqueradeSeenState # noqa: PLC0415
        from ..models.choko_masquerade_slaughter import ChokoMasqueradeSlaughter # noqa: PLC0415
        from ..models.choko_masquerade_table_pair_move import ChokoMasqueradeTablePairMove # noqa: PLC0415
        from ..models.choko_masquerade_unseen_move import ChokoMasqueradeUnseenMove # noqa: PLC0415
        from ..models.choko_masquerade_violation import ChokoMasqueradeViolation # noqa: PLC0415
        d = dict(src_dict)
        finished = d.pop("finished")

        legal = d.pop("legal")

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in (_moves):
            moves_item = ChokoMasqueradeLegalMove.from_dict(moves_item_data)



            moves.append(moves_item)


        moves_checked = d.pop("moves_checked")

        def _parse_phase(data: object) -> ChokoMasqueradePhase | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                phase_type_0 = ChokoMasqueradePhase(data)



                return phase_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChokoMasqueradePhase | None, data)

        phase = _parse_phase(d.pop("phase"))


        player = d.pop("player")

        def _parse_score(data: object) -> ChokoMasqueradeScoreAnswer | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                score_type_0 = ChokoMasqueradeScoreAnswer.from_dict(data)



                return score_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChokoMasqueradeScoreAnswer | None, data)

        score = _parse_score(d.pop("score"))


        seen_moves = []
        _seen_moves = d.pop("seen_moves")
        for seen_moves_item_data in (_seen_moves):
            def _parse_seen_moves_item(data: object) -> ChokoMasqueradeDrawMove | ChokoMasqueradeGuessMove | ChokoMasqueradeHandPairMove | ChokoMasqueradeLayMove | ChokoMasqueradePairMove | ChokoMasqueradeTablePairMove | ChokoMasqueradeUnseenMove:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_choko_masquerade_move_type_0 = ChokoMasqueradePairMove.from_dict(data)



                    return componentsschemas_choko_masquerade_move_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_choko_masquerade_move_type_1 = ChokoMasqueradeHandPairMove.from_dict(data)



                    return componentsschemas_choko_masquerade_move_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_choko_masquerade_move_type_2 = ChokoMasqueradeTablePairMove.from_dict(data)



                    return componentsschemas_choko_masquerade_move_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_choko_masquerade_move_type_3 = ChokoMasqueradeLayMove.from_dict(data)



                    return componentsschemas_choko_masquerade_move_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_choko_masquerade_move_type_4 = ChokoMasqueradeDrawMove.from_dict(data)



                    return componentsschemas_choko_masquerade_move_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_choko_masquerade_move_type_5 = ChokoMasqueradeGuessMove.from_dict(data)



                    return componentsschemas_choko_masquerade_move_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                seen_moves_item_type_1 = ChokoMasqueradeUnseenMove.from_dict(data)



                return seen_moves_item_type_1

            seen_moves_item = _parse_seen_moves_item(seen_moves_item_data)

            seen_moves.append(seen_moves_item)


        slaughters = []
        _slaughters = d.pop("slaughters")
        for slaughters_item_data in (_slaughters):
            slaughters_item = ChokoMasqueradeSlaughter.from_dict(slaughters_item_data)



            slaughters.append(slaughters_item)


        def _parse_state(data: object) -> ChokoMasqueradeSeenState | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                state_type_0 = ChokoMasqueradeSeenState.from_dict(data)



                return state_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChokoMasqueradeSeenState | None, data)

        state = _parse_state(d.pop("state"))


        to_act = cast(list[str], d.pop("to_act"))


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


        choko_masquerade_view_answer = cls(
            finished=finished,
            legal=legal,
            moves=moves,
            moves_checked=moves_checked,
            phase=phase,
            player=player,
            score=score,
            seen_moves=seen_moves,
            slaughters=slaughters,
            state=state,
            to_act=to_act,
            violation=violation,
        )

        return choko_masquerade_view_answer

