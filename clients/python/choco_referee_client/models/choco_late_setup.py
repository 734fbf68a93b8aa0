from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.choco_late_setup_hands import ChocoLateSetupHands





T = TypeVar("T", bound="ChocoLateSetup")



@_attrs_define
class ChocoLateSetup:
    """ The deal of a game: the lots in the centre, every player's vouchers, who starts.

        Attributes:
            hands (ChocoLateSetupHands): Each player's vouchers (S2), by player id (a key is a player id: at most 64
                characters, no control characters; another key is a schema error). Counts and cards follow the setup table (S2,
                checked as a rule). Example: {'ann': [1, 9, 13, 20, 22, 30, 31, 39, 43, 44, 47], 'bob': [2, 8, 18, 19, 23, 34,
                37, 40, 41, 48, 50]}.
            lots (list[int]): The lots dealt to the centre (S2). Cards are 1..100 (D1, checked as a rule). Example: [25, 36,
                15, 32, 11, 49, 12, 17, 29].
            box (list[int] | Unset): The cards left in the box (optional; if given, exactly the rest of the cards of the
                setup table, S2). Cards are 1..100 (D1, checked as a rule).
            first_player (str | Unset): Who holds the Choco Late token first (S3); default: the first listed player.
                Example: ann.
     """

    hands: ChocoLateSetupHands
    lots: list[int]
    box: list[int] | Unset = UNSET
    first_player: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.choco_late_setup_hands import ChocoLateSetupHands # noqa: PLC0415
        hands = self.hands.to_dict()

        lots = self.lots



        box: list[int] | Unset = UNSET
        if not isinstance(self.box, Unset):
            box = self.box



        first_player = self.first_player


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "hands": hands,
            "lots": lots,
        })
        if box is not UNSET:
            field_dict["box"] = box
        if first_player is not UNSET:
            field_dict["first_player"] = first_player

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choco_late_setup_hands import ChocoLateSetupHands # noqa: PLC0415
        d = dict(src_dict)
        hands = ChocoLateSetupHands.from_dict(d.pop("hands"))




        lots = cast(list[int], d.pop("lots"))


        box = cast(list[int], d.pop("box", UNSET))


        first_player = d.pop("first_player", UNSET)

        choco_late_setup = cls(
            hands=hands,
            lots=lots,
            box=box,
            first_player=first_player,
        )

        return choco_late_setup

