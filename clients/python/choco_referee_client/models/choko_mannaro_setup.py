from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choko_mannaro_setup_pairing_item import ChokoMannaroSetupPairingItem
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.choko_mannaro_setup_ages import ChokoMannaroSetupAges
  from ..models.choko_mannaro_setup_chokos import ChokoMannaroSetupChokos
  from ..models.choko_mannaro_setup_hands import ChokoMannaroSetupHands





T = TypeVar("T", bound="ChokoMannaroSetup")



@_attrs_define
class ChokoMannaroSetup:
    """ The setup: the pairing cards, every hand, and optionally the Chokos and the ages (S2-S6).

        Attributes:
            hands (ChokoMannaroSetupHands): Every player's 4 cards (S4; counts are checked as a rule, and no kind more often
                than its count, S5). Keys are player ids (at most 64 characters, no control characters; another key is a schema
                error). Example: {'ann': ['boredom', 'cinema', 'beggar', 'psychology'], 'bob': ['robber', 'anxiety', 'cinema',
                'masseur'], 'cat': ['fear', 'migration', 'bodyguard', 'anxiety']}.
            pairing (list[ChokoMannaroSetupPairingItem]): The 3 pairing cards face up on the table, of 3 different kinds
                (S3; another count or a duplicate is a broken rule). Example: ['bodyguard', 'fear', 'robber'].
            ages (ChokoMannaroSetupAges | Unset): Optional: every player's age (S6), used only to decide the starter of two
                Chokowerewolves (W8). Keys are player ids (at most 64 characters, no control characters; another key is a schema
                error). Example: {'ann': 34, 'bob': 29, 'cat': 41}.
            chokos (ChokoMannaroSetupChokos | Unset): Optional: each player's Chokos at the start, which must be the table's
                number (S2). Keys are player ids (at most 64 characters, no control characters; another key is a schema error).
                Example: {'ann': 20, 'bob': 20, 'cat': 20}.
     """

    hands: ChokoMannaroSetupHands
    pairing: list[ChokoMannaroSetupPairingItem]
    ages: ChokoMannaroSetupAges | Unset = UNSET
    chokos: ChokoMannaroSetupChokos | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.choko_mannaro_setup_ages import ChokoMannaroSetupAges # noqa: PLC0415
        from ..models.choko_mannaro_setup_chokos import ChokoMannaroSetupChokos # noqa: PLC0415
        from ..models.choko_mannaro_setup_hands import ChokoMannaroSetupHands # noqa: PLC0415
        hands = self.hands.to_dict()

        pairing = []
        for pairing_item_data in self.pairing:
            pairing_item = pairing_item_data.value
            pairing.append(pairing_item)



        ages: dict[str, Any] | Unset = UNSET
        if not isinstance(self.ages, Unset):
            ages = self.ages.to_dict()

        chokos: dict[str, Any] | Unset = UNSET
        if not isinstance(self.chokos, Unset):
            chokos = self.chokos.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "hands": hands,
            "pairing": pairing,
        })
        if ages is not UNSET:
            field_dict["ages"] = ages
        if chokos is not UNSET:
            field_dict["chokos"] = chokos

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choko_mannaro_setup_ages import ChokoMannaroSetupAges # noqa: PLC0415
        from ..models.choko_mannaro_setup_chokos import ChokoMannaroSetupChokos # noqa: PLC0415
        from ..models.choko_mannaro_setup_hands import ChokoMannaroSetupHands # noqa: PLC0415
        d = dict(src_dict)
        hands = ChokoMannaroSetupHands.from_dict(d.pop("hands"))




        pairing = []
        _pairing = d.pop("pairing")
        for pairing_item_data in (_pairing):
            pairing_item = ChokoMannaroSetupPairingItem(pairing_item_data)



            pairing.append(pairing_item)


        _ages = d.pop("ages", UNSET)
        ages: ChokoMannaroSetupAges | Unset
        if isinstance(_ages,  Unset):
            ages = UNSET
        else:
            ages = ChokoMannaroSetupAges.from_dict(_ages)




        _chokos = d.pop("chokos", UNSET)
        chokos: ChokoMannaroSetupChokos | Unset
        if isinstance(_chokos,  Unset):
            chokos = UNSET
        else:
            chokos = ChokoMannaroSetupChokos.from_dict(_chokos)




        choko_mannaro_setup = cls(
            hands=hands,
            pairing=pairing,
            ages=ages,
            chokos=chokos,
        )

        return choko_mannaro_setup

