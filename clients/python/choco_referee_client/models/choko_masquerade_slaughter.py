from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.choko_masquerade_guess import ChokoMasqueradeGuess





T = TypeVar("T", bound="ChokoMasqueradeSlaughter")



@_attrs_define
class ChokoMasqueradeSlaughter:
    """ A slaughter (mattanza): the pairing of the ChokoMannaro and every guess it brought (M1-M4).

        Attributes:
            at_stake (int): How many of the victim's pairs were at stake: one guess each (M1).
            attacker (str): Who paired the ChokoMannaro (M1). Example: ann.
            guesses (list[ChokoMasqueradeGuess]): Every guess so far, in order; empty when the victim held no pair (M1).
            move_index (int): Index of the move that paired the ChokoMannaro (P5).
            summary (str): What happened, in the request's language. Example: ann paired the ChokoMannaro (moves[6]): 3 of
                bob's pairs were at stake; 1 saved, 2 eaten.
            victim (str): Their opponent, who guesses (M1). Example: ann.
     """

    at_stake: int
    attacker: str
    guesses: list[ChokoMasqueradeGuess]
    move_index: int
    summary: str
    victim: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.choko_masquerade_guess import ChokoMasqueradeGuess # noqa: PLC0415
        at_stake = self.at_stake

        attacker = self.attacker

        guesses = []
        for guesses_item_data in self.guesses:
            guesses_item = guesses_item_data.to_dict()
            guesses.append(guesses_item)



        move_index = self.move_index

        summary = self.summary

        victim = self.victim


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "at_stake": at_stake,
            "attacker": attacker,
            "guesses": guesses,
            "move_index": move_index,
            "summary": summary,
            "victim": victim,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choko_masquerade_guess import ChokoMasqueradeGuess # noqa: PLC0415
        d = dict(src_dict)
        at_stake = d.pop("at_stake")

        attacker = d.pop("attacker")

        guesses = []
        _guesses = d.pop("guesses")
        for guesses_item_data in (_guesses):
            guesses_item = ChokoMasqueradeGuess.from_dict(guesses_item_data)



            guesses.append(guesses_item)


        move_index = d.pop("move_index")

        summary = d.pop("summary")

        victim = d.pop("victim")

        choko_masquerade_slaughter = cls(
            at_stake=at_stake,
            attacker=attacker,
            guesses=guesses,
            move_index=move_index,
            summary=summary,
            victim=victim,
        )

        return choko_masquerade_slaughter

