from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choco_challenge_card_id import ChocoChallengeCardId
from ..models.choco_challenge_tool_id import ChocoChallengeToolId
from typing import cast

if TYPE_CHECKING:
  from ..models.choco_challenge_player_state_discard import ChocoChallengePlayerStateDiscard
  from ..models.choco_challenge_player_state_draw_pile import ChocoChallengePlayerStateDrawPile





T = TypeVar("T", bound="ChocoChallengePlayerState")



@_attrs_define
class ChocoChallengePlayerState:
    """ 
        Attributes:
            base_set (int | None): The number of the player's base set (S3), null when the history gives none.
            crowns (int): The player's total as it stands (W1).
            desserts (list[int]): The values of the desserts taken, in the order taken (P7).
            discard (ChocoChallengePlayerStateDiscard): The player's discard pile. Counts by card id (types with none left
                out). Example: {'cherries': 1}.
            draw_pile (ChocoChallengePlayerStateDrawPile): The player's draw pile: a multiset, its order unknown until drawn
                (T2, H3). Counts by card id (types with none left out). Example: {'butter': 1, 'cocoa': 2, 'nuts': 1}.
            draw_pile_size (int): Cards in the draw pile.
            in_front (list[ChocoChallengeCardId]): The cards in front of the player, in drawing order: those drawn in their
                latest turn and not discarded (T3, T6).
            pending (ChocoChallengeCardId | None): The matching card in phase `bust` (B1), still the drawer's; null
                otherwise.
            player (str): A player id. Example: ann.
            tools (list[ChocoChallengeToolId]): The tools held (B4).
     """

    base_set: int | None
    crowns: int
    desserts: list[int]
    discard: ChocoChallengePlayerStateDiscard
    draw_pile: ChocoChallengePlayerStateDrawPile
    draw_pile_size: int
    in_front: list[ChocoChallengeCardId]
    pending: ChocoChallengeCardId | None
    player: str
    tools: list[ChocoChallengeToolId]





    def to_dict(self) -> dict[str, Any]:
        from ..models.choco_challenge_player_state_discard import ChocoChallengePlayerStateDiscard # noqa: PLC0415
        from ..models.choco_challenge_player_state_draw_pile import ChocoChallengePlayerStateDrawPile # noqa: PLC0415
        base_set: int | None
        base_set = self.base_set

        crowns = self.crowns

        desserts = self.desserts



        discard = self.discard.to_dict()

        draw_pile = self.draw_pile.to_dict()

        draw_pile_size = self.draw_pile_size

        in_front = []
        for in_front_item_data in self.in_front:
            in_front_item = in_front_item_data.value
            in_front.append(in_front_item)



        pending: None | str
        if isinstance(self.pending, ChocoChallengeCardId):
            pending = self.pending.value
        else:
            pending = self.pending

        player = self.player

        tools = []
        for tools_item_data in self.tools:
            tools_item = tools_item_data.value
            tools.append(tools_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "base_set": base_set,
            "crowns": crowns,
            "desserts": desserts,
            "discard": discard,
            "draw_pile": draw_pile,
            "draw_pile_size": draw_pile_size,
            "in_front": in_front,
            "pending": pending,
            "player": player,
            "tools": tools,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choco_challenge_player_state_discard import ChocoChallengePlayerStateDiscard # noqa: PLC0415
        from ..models.choco_challenge_player_state_draw_pile import ChocoChallengePlayerStateDrawPile # noqa: PLC0415
        d = dict(src_dict)
        def _parse_base_set(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        base_set = _parse_base_set(d.pop("base_set"))


        crowns = d.pop("crowns")

        desserts = cast(list[int], d.pop("desserts"))


        discard = ChocoChallengePlayerStateDiscard.from_dict(d.pop("discard"))




        draw_pile = ChocoChallengePlayerStateDrawPile.from_dict(d.pop("draw_pile"))




        draw_pile_size = d.pop("draw_pile_size")

        in_front = []
        _in_front = d.pop("in_front")
        for in_front_item_data in (_in_front):
            in_front_item = ChocoChallengeCardId(in_front_item_data)



            in_front.append(in_front_item)


        def _parse_pending(data: object) -> ChocoChallengeCardId | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                pending_type_0 = ChocoChallengeCardId(data)



                return pending_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChocoChallengeCardId | None, data)

        pending = _parse_pending(d.pop("pending"))


        player = d.pop("player")

        tools = []
        _tools = d.pop("tools")
        for tools_item_data in (_tools):
            tools_item = ChocoChallengeToolId(tools_item_data)



            tools.append(tools_item)


        choco_challenge_player_state = cls(
            base_set=base_set,
            crowns=crowns,
            desserts=desserts,
            discard=discard,
            draw_pile=draw_pile,
            draw_pile_size=draw_pile_size,
            in_front=in_front,
            pending=pending,
            player=player,
            tools=tools,
        )

        return choco_challenge_player_state

