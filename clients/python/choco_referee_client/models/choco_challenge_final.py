from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.choco_challenge_final_player import ChocoChallengeFinalPlayer





T = TypeVar("T", bound="ChocoChallengeFinal")



@_attrs_define
class ChocoChallengeFinal:
    """ The final form of a game (W5): every player's ingredients and desserts.

        Attributes:
            players (list[ChocoChallengeFinalPlayer]): Every player, in clockwise order (S1: 3 to 5, checked as a rule).
            first_player (None | str | Unset): The first player, for the tie-break (W3); default the first listed. Example:
                ann.
     """

    players: list[ChocoChallengeFinalPlayer]
    first_player: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.choco_challenge_final_player import ChocoChallengeFinalPlayer # noqa: PLC0415
        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)



        first_player: None | str | Unset
        if isinstance(self.first_player, Unset):
            first_player = UNSET
        else:
            first_player = self.first_player


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "players": players,
        })
        if first_player is not UNSET:
            field_dict["first_player"] = first_player

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choco_challenge_final_player import ChocoChallengeFinalPlayer # noqa: PLC0415
        d = dict(src_dict)
        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            players_item = ChocoChallengeFinalPlayer.from_dict(players_item_data)



            players.append(players_item)


        def _parse_first_player(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        first_player = _parse_first_player(d.pop("first_player", UNSET))


        choco_challenge_final = cls(
            players=players,
            first_player=first_player,
        )

        return choco_challenge_final

