from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choco_challenge_card_id import ChocoChallengeCardId
from ..models.choco_challenge_rule_id import ChocoChallengeRuleId
from ..models.choco_challenge_tool_id import ChocoChallengeToolId
from ..models.choco_challenge_turn_result import ChocoChallengeTurnResult
from typing import cast

if TYPE_CHECKING:
  from ..models.choco_challenge_extra import ChocoChallengeExtra
  from ..models.choco_challenge_purchase import ChocoChallengePurchase
  from ..models.choco_challenge_refill import ChocoChallengeRefill





T = TypeVar("T", bound="ChocoChallengeTurn")



@_attrs_define
class ChocoChallengeTurn:
    """ One turn as it was played: draws, tools, the stop or the bust, purchases, extra cards.

        Attributes:
            bought (ChocoChallengePurchase | None): The purchase (P2, P3), null when none.
            decided_by (list[ChocoChallengeRuleId]): The rules that decided what happened, in the order they applied.
                Example: ['T2', 'T3', 'P1', 'T6', 'P2', 'P3', 'M1', 'M2'].
            dessert (int | None): The dessert taken (P4-P7), null when none.
            drawn (int): n: the cards in front at the stop or the bust (T6), or now for a turn in progress.
            draws (list[ChocoChallengeCardId]): Every card revealed by the player's draws, in order, matching ones included
                (T3).
            ends_game (bool): Whether the game ended with this turn (E1).
            extras (list[ChocoChallengeExtra]): Every opponent's comparison, clockwise from the player's left, and what they
                took (X1-X6); empty when no extra cards were due.
            first_move (int | None): The index of the turn's first move; null before it has one.
            last_move (int | None): The index of the turn's last move so far (extra-card decisions included).
            player (str): Whose turn it is. Example: ann.
            refill (ChocoChallengeRefill | None): The refill (M1, M2), null when none.
            result (ChocoChallengeTurnResult): How a turn ended.

                - `stopped`: the player stopped (P1)
                - `busted`: the player busted (B3)
                - `in_progress`: the turn is still being played Example: stopped.
            round_ (int): Its round (T1).
            tools_used (list[ChocoChallengeToolId]): The tools used, in order (B2).
            turn (int): The turn index, 0-based (T1).
     """

    bought: ChocoChallengePurchase | None
    decided_by: list[ChocoChallengeRuleId]
    dessert: int | None
    drawn: int
    draws: list[ChocoChallengeCardId]
    ends_game: bool
    extras: list[ChocoChallengeExtra]
    first_move: int | None
    last_move: int | None
    player: str
    refill: ChocoChallengeRefill | None
    result: ChocoChallengeTurnResult
    round_: int
    tools_used: list[ChocoChallengeToolId]
    turn: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.choco_challenge_extra import ChocoChallengeExtra # noqa: PLC0415
        from ..models.choco_challenge_purchase import ChocoChallengePurchase # noqa: PLC0415
        from ..models.choco_challenge_refill import ChocoChallengeRefill # noqa: PLC0415
        bought: dict[str, Any] | None
        if isinstance(self.bought, ChocoChallengePurchase):
            bought = self.bought.to_dict()
        else:
            bought = self.bought

        decided_by = []
        for decided_by_item_data in self.decided_by:
            decided_by_item = decided_by_item_data.value
            decided_by.append(decided_by_item)



        dessert: int | None
        dessert = self.dessert

        drawn = self.drawn

        draws = []
        for draws_item_data in self.draws:
            draws_item = draws_item_data.value
            draws.append(draws_item)



        ends_game = self.ends_game

        extras = []
        for extras_item_data in self.extras:
            extras_item = extras_item_data.to_dict()
            extras.append(extras_item)



        first_move: int | None
        first_move = self.first_move

        last_move: int | None
        last_move = self.last_move

        player = self.player

        refill: dict[str, Any] | None
        if isinstance(self.refill, ChocoChallengeRefill):
            refill = self.refill.to_dict()
        else:
            refill = self.refill

        result = self.result.value

        round_ = self.round_

        tools_used = []
        for tools_used_item_data in self.tools_used:
            tools_used_item = tools_used_item_data.value
            tools_used.append(tools_used_item)



        turn = self.turn


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "bought": bought,
            "decided_by": decided_by,
            "dessert": dessert,
            "drawn": drawn,
            "draws": draws,
            "ends_game": ends_game,
            "extras": extras,
            "first_move": first_move,
            "last_move": last_move,
            "player": player,
            "refill": refill,
            "result": result,
            "round": round_,
            "tools_used": tools_used,
            "turn": turn,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choco_challenge_extra import ChocoChallengeExtra # noqa: PLC0415
        from ..models.choco_challenge_purchase import ChocoChallengePurchase # noqa: PLC0415
        from ..models.choco_challenge_refill import ChocoChallengeRefill # noqa: PLC0415
        d = dict(src_dict)
        def _parse_bought(data: object) -> ChocoChallengePurchase | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                bought_type_0 = ChocoChallengePurchase.from_dict(data)



                return bought_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChocoChallengePurchase | None, data)

        bought = _parse_bought(d.pop("bought"))


        decided_by = []
        _decided_by = d.pop("decided_by")
        for decided_by_item_data in (_decided_by):
            decided_by_item = ChocoChallengeRuleId(decided_by_item_data)



            decided_by.append(decided_by_item)


        def _parse_dessert(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        dessert = _parse_dessert(d.pop("dessert"))


        drawn = d.pop("drawn")

        draws = []
        _draws = d.pop("draws")
        for draws_item_data in (_draws):
            draws_item = ChocoChallengeCardId(draws_item_data)



            draws.append(draws_item)


        ends_game = d.pop("ends_game")

        extras = []
        _extras = d.pop("extras")
        for extras_item_data in (_extras):
            extras_item = ChocoChallengeExtra.from_dict(extras_item_data)



            extras.append(extras_item)


        def _parse_first_move(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        first_move = _parse_first_move(d.pop("first_move"))


        def _parse_last_move(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        last_move = _parse_last_move(d.pop("last_move"))


        player = d.pop("player")

        def _parse_refill(data: object) -> ChocoChallengeRefill | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                refill_type_0 = ChocoChallengeRefill.from_dict(data)



                return refill_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChocoChallengeRefill | None, data)

        refill = _parse_refill(d.pop("refill"))


        result = ChocoChallengeTurnResult(d.pop("result"))




        round_ = d.pop("round")

        tools_used = []
        _tools_used = d.pop("tools_used")
        for tools_used_item_data in (_tools_used):
            tools_used_item = ChocoChallengeToolId(tools_used_item_data)



            tools_used.append(tools_used_item)


        turn = d.pop("turn")

        choco_challenge_turn = cls(
            bought=bought,
            decided_by=decided_by,
            dessert=dessert,
            drawn=drawn,
            draws=draws,
            ends_game=ends_game,
            extras=extras,
            first_move=first_move,
            last_move=last_move,
            player=player,
            refill=refill,
            result=result,
            round_=round_,
            tools_used=tools_used,
            turn=turn,
        )

        return choco_challenge_turn

