from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choco_challenge_stop_move_type import ChocoChallengeStopMoveType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.choco_challenge_buy import ChocoChallengeBuy





T = TypeVar("T", bound="ChocoChallengeStopMove")



@_attrs_define
class ChocoChallengeStopMove:
    """ P1: the player stops drawing, with an optional purchase (`buy`, P2) and an optional dessert (`dessert`, P4-P6).

        Attributes:
            player (str): Who makes the move. Example: ann.
            type_ (ChocoChallengeStopMoveType):
            buy (ChocoChallengeBuy | None | Unset):
            dessert (int | None | Unset): The value of the dessert taken: desserts are worth 4 to 9 (P4: at most n; P5: a
                non-empty pile of that value; P6: not held; checked as rules, the schema takes any integer). Example: 5.
     """

    player: str
    type_: ChocoChallengeStopMoveType
    buy: ChocoChallengeBuy | None | Unset = UNSET
    dessert: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.choco_challenge_buy import ChocoChallengeBuy # noqa: PLC0415
        player = self.player

        type_ = self.type_.value

        buy: dict[str, Any] | None | Unset
        if isinstance(self.buy, Unset):
            buy = UNSET
        elif isinstance(self.buy, ChocoChallengeBuy):
            buy = self.buy.to_dict()
        else:
            buy = self.buy

        dessert: int | None | Unset
        if isinstance(self.dessert, Unset):
            dessert = UNSET
        else:
            dessert = self.dessert


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "player": player,
            "type": type_,
        })
        if buy is not UNSET:
            field_dict["buy"] = buy
        if dessert is not UNSET:
            field_dict["dessert"] = dessert

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choco_challenge_buy import ChocoChallengeBuy # noqa: PLC0415
        d = dict(src_dict)
        player = d.pop("player")

        type_ = ChocoChallengeStopMoveType(d.pop("type"))




        def _parse_buy(data: object) -> ChocoChallengeBuy | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                buy_type_0 = ChocoChallengeBuy.from_dict(data)



                return buy_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChocoChallengeBuy | None | Unset, data)

        buy = _parse_buy(d.pop("buy", UNSET))


        def _parse_dessert(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        dessert = _parse_dessert(d.pop("dessert", UNSET))


        choco_challenge_stop_move = cls(
            player=player,
            type_=type_,
            buy=buy,
            dessert=dessert,
        )

        return choco_challenge_stop_move

