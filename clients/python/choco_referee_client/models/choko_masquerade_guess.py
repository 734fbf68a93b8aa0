from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choko_masquerade_card import ChokoMasqueradeCard
from ..models.choko_masquerade_found import ChokoMasqueradeFound
from ..models.choko_masquerade_guess_result import ChokoMasqueradeGuessResult






T = TypeVar("T", bound="ChokoMasqueradeGuess")



@_attrs_define
class ChokoMasqueradeGuess:
    """ One guess of a slaughter and its effect (M2-M4).

        Attributes:
            found (ChokoMasqueradeFound): What a guess uncovered: one of the two set-aside cards (D2).

                - `choko`: The victim found the Choko: the pair at stake is saved (M4).
                - `chokomannaro`: The victim found the ChokoMannaro: the pair at stake is eaten (M4). Example: choko.
            move_index (int): Index of the guess move.
            pair (ChokoMasqueradeCard): A card id (D1): the character it shows. Each is printed on exactly 2 cards, which
                pair.

                - `chokomannaro`: The ChokoMannaro: pairing it starts the slaughter (P5).
                - `mask_01`: A masked Choko (D1; a printed copy maps its masks onto these ids, D4).
                - `mask_02`: A masked Choko (D1; a printed copy maps its masks onto these ids, D4).
                - `mask_03`: A masked Choko (D1; a printed copy maps its masks onto these ids, D4).
                - `mask_04`: A masked Choko (D1; a printed copy maps its masks onto these ids, D4).
                - `mask_05`: A masked Choko (D1; a printed copy maps its masks onto these ids, D4).
                - `mask_06`: A masked Choko (D1; a printed copy maps its masks onto these ids, D4).
                - `mask_07`: A masked Choko (D1; a printed copy maps its masks onto these ids, D4).
                - `mask_08`: A masked Choko (D1; a printed copy maps its masks onto these ids, D4).
                - `mask_09`: A masked Choko (D1; a printed copy maps its masks onto these ids, D4).
                - `mask_10`: A masked Choko (D1; a printed copy maps its masks onto these ids, D4).
                - `mask_11`: A masked Choko (D1; a printed copy maps its masks onto these ids, D4).
                - `mask_12`: A masked Choko (D1; a printed copy maps its masks onto these ids, D4).
                - `mask_13`: A masked Choko (D1; a printed copy maps its masks onto these ids, D4).
                - `mask_14`: A masked Choko (D1; a printed copy maps its masks onto these ids, D4).
                - `mask_15`: A masked Choko (D1; a printed copy maps its masks onto these ids, D4).
                - `mask_16`: A masked Choko (D1; a printed copy maps its masks onto these ids, D4).
                - `mask_17`: A masked Choko (D1; a printed copy maps its masks onto these ids, D4).
                - `mask_18`: A masked Choko (D1; a printed copy maps its masks onto these ids, D4).
                - `mask_19`: A masked Choko (D1; a printed copy maps its masks onto these ids, D4).
                - `mask_20`: A masked Choko (D1; a printed copy maps its masks onto these ids, D4).
                - `mask_21`: A masked Choko (D1; a printed copy maps its masks onto these ids, D4).
                - `mask_22`: A masked Choko (D1; a printed copy maps its masks onto these ids, D4).
                - `mask_23`: A masked Choko (D1; a printed copy maps its masks onto these ids, D4).
                - `mask_24`: A masked Choko (D1; a printed copy maps its masks onto these ids, D4).
                - `mask_25`: A masked Choko (D1; a printed copy maps its masks onto these ids, D4).
                - `mask_26`: A masked Choko (D1; a printed copy maps its masks onto these ids, D4).
                - `mask_27`: A masked Choko (D1; a printed copy maps its masks onto these ids, D4).
                - `mask_28`: A masked Choko (D1; a printed copy maps its masks onto these ids, D4).
                - `mask_29`: A masked Choko (D1; a printed copy maps its masks onto these ids, D4). Example: mask_07.
            result (ChokoMasqueradeGuessResult): What a guess did to the pair it settled (M4).

                - `saved`: Saved (choko): the pair is kept and can never be eaten (M4).
                - `eaten`: Eaten (chokomannaro): the pair leaves the game and counts for nobody (M4). Example: saved.
     """

    found: ChokoMasqueradeFound
    move_index: int
    pair: ChokoMasqueradeCard
    result: ChokoMasqueradeGuessResult





    def to_dict(self) -> dict[str, Any]:
        found = self.found.value

        move_index = self.move_index

        pair = self.pair.value

        result = self.result.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "found": found,
            "move_index": move_index,
            "pair": pair,
            "result": result,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        found = ChokoMasqueradeFound(d.pop("found"))




        move_index = d.pop("move_index")

        pair = ChokoMasqueradeCard(d.pop("pair"))




        result = ChokoMasqueradeGuessResult(d.pop("result"))




        choko_masquerade_guess = cls(
            found=found,
            move_index=move_index,
            pair=pair,
            result=result,
        )

        return choko_masquerade_guess

