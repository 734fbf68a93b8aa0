from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choco_challenge_move_type import ChocoChallengeMoveType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="ChocoChallengeUnseenMove")



@_attrs_define
class ChocoChallengeUnseenMove:
    """ A move the viewer saw only in part: what the table saw of it (its type, who made it), not its hidden fields.

        Attributes:
            hidden (list[str]): The move's fields the viewer did not see (the rules of section information say whose they
                are). Example: ['card'].
            type_ (ChocoChallengeMoveType): The kind of a move (E4: every decision is a move).

                - `draw`: T3: the player whose turn it is reveals the top card of their draw pile (`card`, checked by H3).
                - `use_tool`: B2: after a matching draw, the drawer discards it with a tool they hold (`tool`) and goes on.
                - `bust`: B3: after a matching draw, the drawer busts: the card is discarded and the turn ends at once.
                - `stop`: P1: the player stops drawing, with an optional purchase (`buy`, P2) and an optional dessert
                (`dessert`, P4-P6).
                - `refill`: M1: after a purchase, the buyer refills the market with the top card of the deck (`card`, H3).
                - `extra_draw`: X4: an opponent with more cards in front takes the top card of the deck (`card`, H3).
                - `extra_pick`: X4: an opponent with more, the deck being empty, takes any card of the market (`position`,
                optional `card`).
                - `extra_tool`: X5: an opponent with fewer cards in front takes a tool they do not hold (`tool`).
                - `extra_decline`: X6: the opponent asked takes no extra card. Example: draw.
            player (str | Unset): Who made it (absent for a chance move nobody makes). Example: ann.
     """

    hidden: list[str]
    type_: ChocoChallengeMoveType
    player: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        hidden = self.hidden



        type_ = self.type_.value

        player = self.player


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "hidden": hidden,
            "type": type_,
        })
        if player is not UNSET:
            field_dict["player"] = player

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hidden = cast(list[str], d.pop("hidden"))


        type_ = ChocoChallengeMoveType(d.pop("type"))




        player = d.pop("player", UNSET)

        choco_challenge_unseen_move = cls(
            hidden=hidden,
            type_=type_,
            player=player,
        )

        return choco_challenge_unseen_move

