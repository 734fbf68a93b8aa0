from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.choco_challenge_setup_row_dessert_piles import ChocoChallengeSetupRowDessertPiles
  from ..models.choco_challenge_setup_row_tool_piles import ChocoChallengeSetupRowToolPiles





T = TypeVar("T", bound="ChocoChallengeSetupRow")



@_attrs_define
class ChocoChallengeSetupRow:
    """ 
        Attributes:
            base_sets (int): Base sets in play (S3).
            deck (int): Cards in the ingredient deck (S4).
            dessert_piles (ChocoChallengeSetupRowDessertPiles): The dessert piles by value (S5).
            desserts (int): Desserts in play.
            market (int): Cards in the market (S4).
            players (int):
            tool_piles (ChocoChallengeSetupRowToolPiles): The tool piles in the middle at the start (S6).
            whisks (int): Whisks in play, one in front of each player.
     """

    base_sets: int
    deck: int
    dessert_piles: ChocoChallengeSetupRowDessertPiles
    desserts: int
    market: int
    players: int
    tool_piles: ChocoChallengeSetupRowToolPiles
    whisks: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.choco_challenge_setup_row_dessert_piles import ChocoChallengeSetupRowDessertPiles # noqa: PLC0415
        from ..models.choco_challenge_setup_row_tool_piles import ChocoChallengeSetupRowToolPiles # noqa: PLC0415
        base_sets = self.base_sets

        deck = self.deck

        dessert_piles = self.dessert_piles.to_dict()

        desserts = self.desserts

        market = self.market

        players = self.players

        tool_piles = self.tool_piles.to_dict()

        whisks = self.whisks


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "base_sets": base_sets,
            "deck": deck,
            "dessert_piles": dessert_piles,
            "desserts": desserts,
            "market": market,
            "players": players,
            "tool_piles": tool_piles,
            "whisks": whisks,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choco_challenge_setup_row_dessert_piles import ChocoChallengeSetupRowDessertPiles # noqa: PLC0415
        from ..models.choco_challenge_setup_row_tool_piles import ChocoChallengeSetupRowToolPiles # noqa: PLC0415
        d = dict(src_dict)
        base_sets = d.pop("base_sets")

        deck = d.pop("deck")

        dessert_piles = ChocoChallengeSetupRowDessertPiles.from_dict(d.pop("dessert_piles"))




        desserts = d.pop("desserts")

        market = d.pop("market")

        players = d.pop("players")

        tool_piles = ChocoChallengeSetupRowToolPiles.from_dict(d.pop("tool_piles"))




        whisks = d.pop("whisks")

        choco_challenge_setup_row = cls(
            base_sets=base_sets,
            deck=deck,
            dessert_piles=dessert_piles,
            desserts=desserts,
            market=market,
            players=players,
            tool_piles=tool_piles,
            whisks=whisks,
        )

        return choco_challenge_setup_row

