from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.choco_challenge_setup_base_sets_type_0 import ChocoChallengeSetupBaseSetsType0





T = TypeVar("T", bound="ChocoChallengeSetup")



@_attrs_define
class ChocoChallengeSetup:
    """ The setup of a game: the market, who plays first, the base sets.

        Attributes:
            market (list[str]): The 6 ingredients of the market, from position 1 (next to the deck) to 6 (S4): every filling
                nearer the deck than every spice, no type beyond its copies (K1). A wrong length, id or order is a broken rule
                (S4, K1), not a schema error. Example: ['nuts', 'rum', 'cherries', 'nuts', 'vanilla', 'cinnamon'].
            base_sets (ChocoChallengeSetupBaseSetsType0 | None | Unset): Optional: each player's base set number, exactly
                the players as keys and distinct numbers 1-5 (S3, checked as a rule; cosmetic). Example: {'ann': 1, 'bob': 2,
                'cat': 3}.
            first_player (None | str | Unset): Who holds the First Player card and plays first (S7); default the first
                listed player. Example: ann.
     """

    market: list[str]
    base_sets: ChocoChallengeSetupBaseSetsType0 | None | Unset = UNSET
    first_player: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.choco_challenge_setup_base_sets_type_0 import ChocoChallengeSetupBaseSetsType0 # noqa: PLC0415
        market = self.market



        base_sets: dict[str, Any] | None | Unset
        if isinstance(self.base_sets, Unset):
            base_sets = UNSET
        elif isinstance(self.base_sets, ChocoChallengeSetupBaseSetsType0):
            base_sets = self.base_sets.to_dict()
        else:
            base_sets = self.base_sets

        first_player: None | str | Unset
        if isinstance(self.first_player, Unset):
            first_player = UNSET
        else:
            first_player = self.first_player


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "market": market,
        })
        if base_sets is not UNSET:
            field_dict["base_sets"] = base_sets
        if first_player is not UNSET:
            field_dict["first_player"] = first_player

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choco_challenge_setup_base_sets_type_0 import ChocoChallengeSetupBaseSetsType0 # noqa: PLC0415
        d = dict(src_dict)
        market = cast(list[str], d.pop("market"))


        def _parse_base_sets(data: object) -> ChocoChallengeSetupBaseSetsType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                base_sets_type_0 = ChocoChallengeSetupBaseSetsType0.from_dict(data)



                return base_sets_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChocoChallengeSetupBaseSetsType0 | None | Unset, data)

        base_sets = _parse_base_sets(d.pop("base_sets", UNSET))


        def _parse_first_player(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        first_player = _parse_first_player(d.pop("first_player", UNSET))


        choco_challenge_setup = cls(
            market=market,
            base_sets=base_sets,
            first_player=first_player,
        )

        return choco_challenge_setup

