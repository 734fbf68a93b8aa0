from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choko_mannaro_card_id import ChokoMannaroCardId
from typing import cast






T = TypeVar("T", bound="ChokoMannaroPair")



@_attrs_define
class ChokoMannaroPair:
    """ A pair on the table: a pairing card and the card played onto it (two Chokowerewolves for W1).

        Attributes:
            activators (list[str]): Its activator (two for W1, the starter decided by W8). Example: ['cat'].
            card (ChokoMannaroCardId): A card of the edition of record (section 1): a closed list (H1).

                - `anxiety`: Anxiety (*Ansia*), mood 1°, rank 3, 4 copies
                - `boredom`: Boredom (*Noia*), mood 2°, rank 4, 4 copies
                - `fear`: Fear (*Paura*), mood 3°, rank 5, 4 copies
                - `psychology`: Psychology (*Psicologa*), service 1°, rank 6, 4 copies
                - `bodyguard`: Bodyguard (*Bodyguard*), service 2°, rank 7, 4 copies
                - `chokowerewolf_game`: Chokowerewolf game (*Partita al Chokomannaro*), service 3°, rank 8, 4 copies
                - `masseur`: Masseur (*Massaggiatore*), service 4°, rank 9, 4 copies
                - `self_defence_course`: Self-defence course (*Corso autodifesa*), service 5°, rank 10, 4 copies
                - `cinema`: Cinema (*Cinema*), service 6°, rank 11, 4 copies
                - `peeping_tom`: Peeping Tom (*Guardone*), green_action 1°, rank 1, 3 copies
                - `quarantine`: Quarantine (*Quarantena*), green_action 1°, rank 2, 2 copies
                - `chokowerewolf`: Chokowerewolf (*Chokomannaro*), red_action 1°, rank 12, 2 copies
                - `beggar`: Beggar (*Mendicante*), red_action 2°, rank 13, 3 copies
                - `parcel_bomb`: Parcel bomb (*Pacco bomba*), red_action 3°, rank 14, 3 copies
                - `hairdryer`: Hairdryer (*Fon*), red_action 4°, rank 15, 3 copies
                - `robber`: Robber (*Rapitore*), red_action 5°, rank 16, 3 copies
                - `migration`: Migration (*Migrazione*), red_action 6°, rank 17, 3 copies Example: fear.
     """

    activators: list[str]
    card: ChokoMannaroCardId





    def to_dict(self) -> dict[str, Any]:
        activators = self.activators



        card = self.card.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "activators": activators,
            "card": card,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        activators = cast(list[str], d.pop("activators"))


        card = ChokoMannaroCardId(d.pop("card"))




        choko_mannaro_pair = cls(
            activators=activators,
            card=card,
        )

        return choko_mannaro_pair

