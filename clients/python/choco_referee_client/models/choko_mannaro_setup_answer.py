from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choko_mannaro_card_id import ChokoMannaroCardId
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.choko_mannaro_setup_answer_ages import ChokoMannaroSetupAnswerAges
  from ..models.choko_mannaro_setup_answer_chokos import ChokoMannaroSetupAnswerChokos
  from ..models.choko_mannaro_setup_answer_hands import ChokoMannaroSetupAnswerHands





T = TypeVar("T", bound="ChokoMannaroSetupAnswer")



@_attrs_define
class ChokoMannaroSetupAnswer:
    """ 
        Attributes:
            chokos (ChokoMannaroSetupAnswerChokos): Every player's Chokos, the table's number (S2).
            hands (ChokoMannaroSetupAnswerHands): Every player's 4 cards (S4), in rank order. Keys are player ids.
            pairing (list[ChokoMannaroCardId]): The 3 pairing cards (S3).
            ages (ChokoMannaroSetupAnswerAges | Unset): The ages, when sent (S6).
     """

    chokos: ChokoMannaroSetupAnswerChokos
    hands: ChokoMannaroSetupAnswerHands
    pairing: list[ChokoMannaroCardId]
    ages: ChokoMannaroSetupAnswerAges | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.choko_mannaro_setup_answer_ages import ChokoMannaroSetupAnswerAges # noqa: PLC0415
        from ..models.choko_mannaro_setup_answer_chokos import ChokoMannaroSetupAnswerChokos # noqa: PLC0415
        from ..models.choko_mannaro_setup_answer_hands import ChokoMannaroSetupAnswerHands # noqa: PLC0415
        chokos = self.chokos.to_dict()

        hands = self.hands.to_dict()

        pairing = []
        for pairing_item_data in self.pairing:
            pairing_item = pairing_item_data.value
            pairing.append(pairing_item)



        ages: dict[str, Any] | Unset = UNSET
        if not isinstance(self.ages, Unset):
            ages = self.ages.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "chokos": chokos,
            "hands": hands,
            "pairing": pairing,
        })
        if ages is not UNSET:
            field_dict["ages"] = ages

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choko_mannaro_setup_answer_ages import ChokoMannaroSetupAnswerAges # noqa: PLC0415
        from ..models.choko_mannaro_setup_answer_chokos import ChokoMannaroSetupAnswerChokos # noqa: PLC0415
        from ..models.choko_mannaro_setup_answer_hands import ChokoMannaroSetupAnswerHands # noqa: PLC0415
        d = dict(src_dict)
        chokos = ChokoMannaroSetupAnswerChokos.from_dict(d.pop("chokos"))




        hands = ChokoMannaroSetupAnswerHands.from_dict(d.pop("hands"))




        pairing = []
        _pairing = d.pop("pairing")
        for pairing_item_data in (_pairing):
            pairing_item = ChokoMannaroCardId(pairing_item_data)



            pairing.append(pairing_item)


        _ages = d.pop("ages", UNSET)
        ages: ChokoMannaroSetupAnswerAges | Unset
        if isinstance(_ages,  Unset):
            ages = UNSET
        else:
            ages = ChokoMannaroSetupAnswerAges.from_dict(_ages)




        choko_mannaro_setup_answer = cls(
            chokos=chokos,
            hands=hands,
            pairing=pairing,
            ages=ages,
        )

        return choko_mannaro_setup_answer

