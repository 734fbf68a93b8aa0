from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choco_challenge_phase import ChocoChallengePhase
from typing import cast

if TYPE_CHECKING:
  from ..models.choco_challenge_legal_move import ChocoChallengeLegalMove
  from ..models.choco_challenge_legal_moves_answer_bust_probability_by_back_approx_type_0 import ChocoChallengeLegalMovesAnswerBustProbabilityByBackApproxType0
  from ..models.choco_challenge_legal_moves_answer_bust_probability_by_back_type_0 import ChocoChallengeLegalMovesAnswerBustProbabilityByBackType0





T = TypeVar("T", bound="ChocoChallengeLegalMovesAnswer")



@_attrs_define
class ChocoChallengeLegalMovesAnswer:
    """ What may happen next in a game.

        Attributes:
            bust_probability (None | str): Phase `draw`: the probability that the next draw busts, exactly (H4): the sum of
                D[t] / |D| over the types in front. Null in other phases. Example: 1/3.
            bust_probability_approx (float | None): `bust_probability` as a float; null in other phases. Example: 0.333333.
            bust_probability_by_back (ChocoChallengeLegalMovesAnswerBustProbabilityByBackType0 | None): Phase `draw`: the
                bust probability given the back of the top card (K4, H4), for each back the pile holds (a back with no card has
                no entry). Null in other phases. Example: {'base': '1/1', 'spice': '0/1'}.
            bust_probability_by_back_approx (ChocoChallengeLegalMovesAnswerBustProbabilityByBackApproxType0 | None):
                `bust_probability_by_back` as floats; null in other phases. Example: {'base': 1.0, 'spice': 0.0}.
            finished (bool): true: nothing may be appended (`to_act` and `moves` are then empty). A phase where moves are
                optional but possible is not finished (its scores may be final all the same: see `provisional` in the score).
            moves (list[ChocoChallengeLegalMove]): Every legal next move, each entry in the family's shape (`move`,
                `choose`, `rule`, chance fields, the game's own); at a chance point every outcome with its exact probability.
                Whatever is offered here, validate accepts.
            phase (ChocoChallengePhase): What the game waits for.

                - `draw`: The turn's player draws or stops (T1).
                - `bust`: A matching card was drawn: its drawer uses a tool or busts (B1).
                - `refill`: A card was bought: the buyer refills the market (M1).
                - `extra`: Opponents with more or fewer cards decide on extra cards, one at a time (X3).
                - `over`: The game has ended (E1): no move is legal (E3). Example: draw.
            round_ (int): The round (T1); after the end, that of the last turn.
            to_act (list[str]): The players whose move is due (several at a simultaneous choice; empty when `finished`, at a
                chance point, or where every move left is optional).
            turn (int): The turn index, 0-based (T1); after the end, the last turn's.
     """

    bust_probability: None | str
    bust_probability_approx: float | None
    bust_probability_by_back: ChocoChallengeLegalMovesAnswerBustProbabilityByBackType0 | None
    bust_probability_by_back_approx: ChocoChallengeLegalMovesAnswerBustProbabilityByBackApproxType0 | None
    finished: bool
    moves: list[ChocoChallengeLegalMove]
    phase: ChocoChallengePhase
    round_: int
    to_act: list[str]
    turn: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.choco_challenge_legal_move import ChocoChallengeLegalMove # noqa: PLC0415
        from ..models.choco_challenge_legal_moves_answer_bust_probability_by_back_approx_type_0 import ChocoChallengeLegalMovesAnswerBustProbabilityByBackApproxType0 # noqa: PLC0415
        from ..models.choco_challenge_legal_moves_answer_bust_probability_by_back_type_0 import ChocoChallengeLegalMovesAnswerBustProbabilityByBackType0 # noqa: PLC0415
        bust_probability: None | str
        bust_probability = self.bust_probability

        bust_probability_approx: float | None
        bust_probability_approx = self.bust_probability_approx

        bust_probability_by_back: dict[str, Any] | None
        if isinstance(self.bust_probability_by_back, ChocoChallengeLegalMovesAnswerBustProbabilityByBackType0):
            bust_probability_by_back = self.bust_probability_by_back.to_dict()
        else:
            bust_probability_by_back = self.bust_probability_by_back

        bust_probability_by_back_approx: dict[str, Any] | None
        if isinstance(self.bust_probability_by_back_approx, ChocoChallengeLegalMovesAnswerBustProbabilityByBackApproxType0):
            bust_probability_by_back_approx = self.bust_probability_by_back_approx.to_dict()
        else:
            bust_probability_by_back_approx = self.bust_probability_by_back_approx

        finished = self.finished

        moves = []
        for moves_item_data in self.moves:
            moves_item = moves_item_data.to_dict()
            moves.append(moves_item)



        phase = self.phase.value

        round_ = self.round_

        to_act = self.to_act



        turn = self.turn


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "bust_probability": bust_probability,
            "bust_probability_approx": bust_probability_approx,
            "bust_probability_by_back": bust_probability_by_back,
            "bust_probability_by_back_approx": bust_probability_by_back_approx,
            "finished": finished,
            "moves": moves,
            "phase": phase,
            "round": round_,
            "to_act": to_act,
            "turn": turn,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choco_challenge_legal_move import ChocoChallengeLegalMove # noqa: PLC0415
        from ..models.choco_challenge_legal_moves_answer_bust_probability_by_back_approx_type_0 import ChocoChallengeLegalMovesAnswerBustProbabilityByBackApproxType0 # noqa: PLC0415
        from ..models.choco_challenge_legal_moves_answer_bust_probability_by_back_type_0 import ChocoChallengeLegalMovesAnswerBustProbabilityByBackType0 # noqa: PLC0415
        d = dict(src_dict)
        def _parse_bust_probability(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        bust_probability = _parse_bust_probability(d.pop("bust_probability"))


        def _parse_bust_probability_approx(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        bust_probability_approx = _parse_bust_probability_approx(d.pop("bust_probability_approx"))


        def _parse_bust_probability_by_back(data: object) -> ChocoChallengeLegalMovesAnswerBustProbabilityByBackType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                bust_probability_by_back_type_0 = ChocoChallengeLegalMovesAnswerBustProbabilityByBackType0.from_dict(data)



                return bust_probability_by_back_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChocoChallengeLegalMovesAnswerBustProbabilityByBackType0 | None, data)

        bust_probability_by_back = _parse_bust_probability_by_back(d.pop("bust_probability_by_back"))


        def _parse_bust_probability_by_back_approx(data: object) -> ChocoChallengeLegalMovesAnswerBustProbabilityByBackApproxType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                bust_probability_by_back_approx_type_0 = ChocoChallengeLegalMovesAnswerBustProbabilityByBackApproxType0.from_dict(data)



                return bust_probability_by_back_approx_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChocoChallengeLegalMovesAnswerBustProbabilityByBackApproxType0 | None, data)

        bust_probability_by_back_approx = _parse_bust_probability_by_back_approx(d.pop("bust_probability_by_back_approx"))


        finished = d.pop("finished")

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in (_moves):
            moves_item = ChocoChallengeLegalMove.from_dict(moves_item_data)



            moves.append(moves_item)


        phase = ChocoChallengePhase(d.pop("phase"))




        round_ = d.pop("round")

        to_act = cast(list[str], d.pop("to_act"))


        turn = d.pop("turn")

        choco_challenge_legal_moves_answer = cls(
            bust_probability=bust_probability,
            bust_probability_approx=bust_probability_approx,
            bust_probability_by_back=bust_probability_by_back,
            bust_probability_by_back_approx=bust_probability_by_back_approx,
            finished=finished,
            moves=moves,
            phase=phase,
            round_=round_,
            to_act=to_act,
            turn=turn,
        )

        return choco_challenge_legal_moves_answer

