from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choko_mannaro_target_move_card_type_1 import ChokoMannaroTargetMoveCardType1
from ..models.choko_mannaro_target_move_card_type_2_type_1 import ChokoMannaroTargetMoveCardType2Type1
from ..models.choko_mannaro_target_move_card_type_3_type_1 import ChokoMannaroTargetMoveCardType3Type1
from ..models.choko_mannaro_target_move_type import ChokoMannaroTargetMoveType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="ChokoMannaroTargetMove")



@_attrs_define
class ChokoMannaroTargetMove:
    """ M1, X3, X4: the activator of a mood, a Hairdryer or a Robber chooses an opponent who holds Chokos (`target`); `card`
    is an optional echo of the kind activated (H3).

        Attributes:
            player (str): Who makes the move. Example: ann.
            target (str): The opponent chosen: an opponent of the activator who holds Chokos (M1, X3, X4). Example: ann.
            type_ (ChokoMannaroTargetMoveType):
            card (ChokoMannaroTargetMoveCardType1 | ChokoMannaroTargetMoveCardType2Type1 |
                ChokoMannaroTargetMoveCardType3Type1 | None | Unset): Optional echo: the kind being activated (H3); null is the
                same as absent. One of the 17 card ids of section 1 (H1). Example: fear.
     """

    player: str
    target: str
    type_: ChokoMannaroTargetMoveType
    card: ChokoMannaroTargetMoveCardType1 | ChokoMannaroTargetMoveCardType2Type1 | ChokoMannaroTargetMoveCardType3Type1 | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        player = self.player

        target = self.target

        type_ = self.type_.value

        card: None | str | Unset
        if isinstance(self.card, Unset):
            card = UNSET
        elif isinstance(self.card, ChokoMannaroTargetMoveCardType1):
            card = self.card.value
        elif isinstance(self.card, ChokoMannaroTargetMoveCardType2Type1):
            card = self.card.value
        elif isinstance(self.card, ChokoMannaroTargetMoveCardType3Type1):
            card = self.card.value
        else:
            card = self.card


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "player": player,
            "target": target,
            "type": type_,
        })
        if card is not UNSET:
            field_dict["card"] = card

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        target = d.pop("target")

        type_ = ChokoMannaroTargetMoveType(d.pop("type"))




        def _parse_card(data: object) -> ChokoMannaroTargetMoveCardType1 | ChokoMannaroTargetMoveCardType2Type1 | ChokoMannaroTargetMoveCardType3Type1 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                card_type_1 = ChokoMannaroTargetMoveCardType1(data)



                return card_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                card_type_2_type_1 = ChokoMannaroTargetMoveCardType2Type1(data)



                return card_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                card_type_3_type_1 = ChokoMannaroTargetMoveCardType3Type1(data)



                return card_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChokoMannaroTargetMoveCardType1 | ChokoMannaroTargetMoveCardType2Type1 | ChokoMannaroTargetMoveCardType3Type1 | None | Unset, data)

        card = _parse_card(d.pop("card", UNSET))


        choko_mannaro_target_move = cls(
            player=player,
            target=target,
            type_=type_,
            card=card,
        )

        return choko_mannaro_target_move

