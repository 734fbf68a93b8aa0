from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choko_mannaro_phase import ChokoMannaroPhase
from typing import cast

if TYPE_CHECKING:
  from ..models.choko_mannaro_legal_move import ChokoMannaroLegalMove





T = TypeVar("T", bound="ChokoMannaroLegalMovesAnswer")



@_attrs_define
class ChokoMannaroLegalMovesAnswer:
    """ What may happen next in a game.

        Attributes:
            chance (bool): true at a chance point (peek, toss, slaughter, refill): every outcome with its probability.
            finished (bool): true: nothing may be appended (`to_act` and `moves` are then empty). A phase where moves are
                optional but possible is not finished (its scores may be final all the same: see `provisional` in the score).
            moves (list[ChokoMannaroLegalMove]): Every legal next move, each entry in the family's shape (`move`, `choose`,
                `rule`, chance fields, the game's own); at a chance point every outcome with its exact probability. Whatever is
                offered here, validate accepts.
            phase (ChokoMannaroPhase): What the game waits for: one phase at a time, one move type per phase (H2).

                - `quarantine`: A round start: the first quarantined player in seat order decides (R1, Q4).
                - `choice`: The due players play, face down (R3): several players at once (`simultaneous`).
                - `target`: A mood, Hairdryer or Robber is being activated: its activator chooses a target (M1, X3, X4).
                - `peek`: A Peeping Tom is being activated: the next card it looks at (G1, chance).
                - `peek_pick`: The Peeping Tom's activator picks one of the cards peeked (G2).
                - `toss`: Two Chokowerewolves with equal Chokos and no younger activator: the starter is tossed (W8, chance).
                - `slaughter`: A slaughter: the picker takes a card unseen from the victim's hand (W2, D4, chance).
                - `refill`: The refill: a player draws (R6, chance).
                - `over`: The game is over (E1): no move is legal (E5). Example: choice.
            simultaneous (bool): true at a choice: every due player who has not played yet may play now, in any order, and
                `moves` lists the options of each (their hands are secret at the table, but the history records every hand, so
                the referee sees everything and shows everything, D6; a client showing one player's view hides the rest).
            to_act (list[str]): The players whose move is due (several at a simultaneous choice; empty when `finished`, at a
                chance point, or where every move left is optional).
     """

    chance: bool
    finished: bool
    moves: list[ChokoMannaroLegalMove]
    phase: ChokoMannaroPhase
    simultaneous: bool
    to_act: list[str]





    def to_dict(self) -> dict[str, Any]:
        from ..models.choko_mannaro_legal_move import ChokoMannaroLegalMove # noqa: PLC0415
        chance = self.chance

        finished = self.finished

        moves = []
        for moves_item_data in self.moves:
            moves_item = moves_item_data.to_dict()
            moves.append(moves_item)



        phase = self.phase.value

        simultaneous = self.simultaneous

        to_act = self.to_act




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "chance": chance,
            "finished": finished,
            "moves": moves,
            "phase": phase,
            "simultaneous": simultaneous,
            "to_act": to_act,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choko_mannaro_legal_move import ChokoMannaroLegalMove # noqa: PLC0415
        d = dict(src_dict)
        chance = d.pop("chance")

        finished = d.pop("finished")

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in (_moves):
            moves_item = ChokoMannaroLegalMove.from_dict(moves_item_data)



            moves.append(moves_item)


        phase = ChokoMannaroPhase(d.pop("phase"))




        simultaneous = d.pop("simultaneous")

        to_act = cast(list[str], d.pop("to_act"))


        choko_mannaro_legal_moves_answer = cls(
            chance=chance,
            finished=finished,
            moves=moves,
            phase=phase,
            simultaneous=simultaneous,
            to_act=to_act,
        )

        return choko_mannaro_legal_moves_answer

