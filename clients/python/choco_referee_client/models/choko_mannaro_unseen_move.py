from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choko_mannaro_move_type import ChokoMannaroMoveType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="ChokoMannaroUnseenMove")



@_attrs_define
class ChokoMannaroUnseenMove:
    """ A move the viewer saw only in part: what the table saw of it (its type, who made it), not its hidden fields.

        Attributes:
            hidden (list[str]): The move's fields the viewer did not see (the rules of section information say whose they
                are). Example: ['card'].
            type_ (ChokoMannaroMoveType): The kind of a move (R7: every decision and every chance outcome is a move).

                - `quarantine`: R1, Q4: at a round start, a quarantined player keeps the quarantine (`keep: true`, 2 Chokos from
                the second round start on) or ends it (`keep: false`).
                - `play`: R3, R4: a due player plays a card from hand, face down; the plays of a step are consecutive, in any
                order, and revealed together after the last.
                - `target`: M1, X3, X4: the activator of a mood, a Hairdryer or a Robber chooses an opponent who holds Chokos
                (`target`); `card` is an optional echo of the kind activated (H3).
                - `peek`: G1, D2 (chance): a card the Peeping Tom's activator looks at, named; it must be in the main deck.
                - `peek_pick`: G2: the Peeping Tom's activator picks one of the cards peeked, played at once (G3).
                - `toss`: W8 (chance): the starter of a slaughter of two Chokowerewolves, one of the two activators, when Chokos
                and ages do not decide.
                - `slaughter_pick`: W2, D4 (blind: chance): the picker takes a card unseen from the victim's hand, named;
                `victim` is an optional echo (H3).
                - `draw`: R6, D2 (chance): a card drawn at the refill, named; it must be in the main deck. Example: play.
            player (str | Unset): Who made it (absent for a chance move nobody makes). Example: ann.
     """

    hidden: list[str]
    type_: ChokoMannaroMoveType
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


        type_ = ChokoMannaroMoveType(d.pop("type"))




        player = d.pop("player", UNSET)

        choko_mannaro_unseen_move = cls(
            hidden=hidden,
            type_=type_,
            player=player,
        )

        return choko_mannaro_unseen_move

