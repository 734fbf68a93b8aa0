from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choco_challenge_card_info_back import ChocoChallengeCardInfoBack
from ..models.choco_challenge_card_info_kind import ChocoChallengeCardInfoKind
from ..models.choco_challenge_card_info_reconstructed_fields_item import ChocoChallengeCardInfoReconstructedFieldsItem
from typing import cast

if TYPE_CHECKING:
  from ..models.choco_challenge_card_info_in_play import ChocoChallengeCardInfoInPlay
  from ..models.choco_challenge_card_info_label import ChocoChallengeCardInfoLabel





T = TypeVar("T", bound="ChocoChallengeCardInfo")



@_attrs_define
class ChocoChallengeCardInfo:
    """ 
        Attributes:
            back (ChocoChallengeCardInfoBack): What its back shows (K4).
            copies (int): Copies in the box (K1).
            crowns (int): Its crowns (K2).
            id (str): The card's id (a dessert: `dessert_<value>`). Example: cinnamon.
            in_play (ChocoChallengeCardInfoInPlay): Copies in play with 3, 4 and 5 players (S2, K3). Example: {'3': 5, '4':
                5, '5': 5}.
            kind (ChocoChallengeCardInfoKind):
            label (ChocoChallengeCardInfoLabel): The card's name. Keys: `en`, `it`. Example: {'en': 'cinnamon', 'it':
                'cannella'}.
            reconstructed (bool): true when some of its values are reconstructions (marked * in the rules of record: K2,
                K3).
            reconstructed_fields (list[ChocoChallengeCardInfoReconstructedFieldsItem]): Which values are reconstructed.
            value (int | None): A dessert's value (its cost); null for other cards.
     """

    back: ChocoChallengeCardInfoBack
    copies: int
    crowns: int
    id: str
    in_play: ChocoChallengeCardInfoInPlay
    kind: ChocoChallengeCardInfoKind
    label: ChocoChallengeCardInfoLabel
    reconstructed: bool
    reconstructed_fields: list[ChocoChallengeCardInfoReconstructedFieldsItem]
    value: int | None





    def to_dict(self) -> dict[str, Any]:
        from ..models.choco_challenge_card_info_in_play import ChocoChallengeCardInfoInPlay # noqa: PLC0415
        from ..models.choco_challenge_card_info_label import ChocoChallengeCardInfoLabel # noqa: PLC0415
        back = self.back.value

        copies = self.copies

        crowns = self.crowns

        id = self.id

        in_play = self.in_play.to_dict()

        kind = self.kind.value

        label = self.label.to_dict()

        reconstructed = self.reconstructed

        reconstructed_fields = []
        for reconstructed_fields_item_data in self.reconstructed_fields:
            reconstructed_fields_item = reconstructed_fields_item_data.value
            reconstructed_fields.append(reconstructed_fields_item)



        value: int | None
        value = self.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "back": back,
            "copies": copies,
            "crowns": crowns,
            "id": id,
            "in_play": in_play,
            "kind": kind,
            "label": label,
            "reconstructed": reconstructed,
            "reconstructed_fields": reconstructed_fields,
            "value": value,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choco_challenge_card_info_in_play import ChocoChallengeCardInfoInPlay # noqa: PLC0415
        from ..models.choco_challenge_card_info_label import ChocoChallengeCardInfoLabel # noqa: PLC0415
        d = dict(src_dict)
        back = ChocoChallengeCardInfoBack(d.pop("back"))




        copies = d.pop("copies")

        crowns = d.pop("crowns")

        id = d.pop("id")

        in_play = ChocoChallengeCardInfoInPlay.from_dict(d.pop("in_play"))




        kind = ChocoChallengeCardInfoKind(d.pop("kind"))




        label = ChocoChallengeCardInfoLabel.from_dict(d.pop("label"))




        reconstructed = d.pop("reconstructed")

        reconstructed_fields = []
        _reconstructed_fields = d.pop("reconstructed_fields")
        for reconstructed_fields_item_data in (_reconstructed_fields):
            reconstructed_fields_item = ChocoChallengeCardInfoReconstructedFieldsItem(reconstructed_fields_item_data)



            reconstructed_fields.append(reconstructed_fields_item)


        def _parse_value(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        value = _parse_value(d.pop("value"))


        choco_challenge_card_info = cls(
            back=back,
            copies=copies,
            crowns=crowns,
            id=id,
            in_play=in_play,
            kind=kind,
            label=label,
            reconstructed=reconstructed,
            reconstructed_fields=reconstructed_fields,
            value=value,
        )

        return choco_challenge_card_info

