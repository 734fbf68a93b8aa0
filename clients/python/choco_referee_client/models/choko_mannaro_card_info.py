from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choko_mannaro_card_id import ChokoMannaroCardId
from ..models.choko_mannaro_family import ChokoMannaroFamily
from typing import cast






T = TypeVar("T", bound="ChokoMannaroCardInfo")



@_attrs_define
class ChokoMannaroCardInfo:
    """ 
        Attributes:
            acts_on (ChokoMannaroCardId | None): The mood a service acts on (C5); null for the others.
            count (int): Copies in the main deck (C2).
            family (ChokoMannaroFamily): A family of cards, in activation order (C4).

                - `green_action`: Green action (*Azione verde*)
                - `mood`: Mood (*Stato d'animo*)
                - `service`: Service (*Servizio*)
                - `red_action`: Red action (*Azione rossa*) Example: mood.
            id (ChokoMannaroCardId): A card of the edition of record (section 1): a closed list (H1).

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
            name_en (str):  Example: Fear.
            name_it (str): The rulebook's name. Example: Paura.
            order (int): The order number printed on the card (C3).
            rank (int): Its place in the activation order (C4).
     """

    acts_on: ChokoMannaroCardId | None
    count: int
    family: ChokoMannaroFamily
    id: ChokoMannaroCardId
    name_en: str
    name_it: str
    order: int
    rank: int





    def to_dict(self) -> dict[str, Any]:
        acts_on: None | str
        if isinstance(self.acts_on, ChokoMannaroCardId):
            acts_on = self.acts_on.value
        else:
            acts_on = self.acts_on

        count = self.count

        family = self.family.value

        id = self.id.value

        name_en = self.name_en

        name_it = self.name_it

        order = self.order

        rank = self.rank


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "acts_on": acts_on,
            "count": count,
            "family": family,
            "id": id,
            "name_en": name_en,
            "name_it": name_it,
            "order": order,
            "rank": rank,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_acts_on(data: object) -> ChokoMannaroCardId | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                acts_on_type_0 = ChokoMannaroCardId(data)



                return acts_on_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChokoMannaroCardId | None, data)

        acts_on = _parse_acts_on(d.pop("acts_on"))


        count = d.pop("count")

        family = ChokoMannaroFamily(d.pop("family"))




        id = ChokoMannaroCardId(d.pop("id"))




        name_en = d.pop("name_en")

        name_it = d.pop("name_it")

        order = d.pop("order")

        rank = d.pop("rank")

        choko_mannaro_card_info = cls(
            acts_on=acts_on,
            count=count,
            family=family,
            id=id,
            name_en=name_en,
            name_it=name_it,
            order=order,
            rank=rank,
        )

        return choko_mannaro_card_info

