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
  from ..models.choco_challenge_seen_player_state_discard_type_0 import ChocoChallengeSeenPlayerStateDiscardType0
  from ..models.choco_challenge_seen_player_state_draw_pile_type_0 import ChocoChallengeSeenPlayerStateDrawPileType0





T = TypeVar("T", bound="ChocoChallengeSeenPlayerState")



@_attrs_define
class ChocoChallengeSeenPlayerState:
    """ 
        Attributes:
            base_set (int | None): The number of the player's base set (S3), null when the history gives none.
            crowns (int | None): The player's total as it stands (W1), where the viewer can count it (I5): null for another
                player who drew an extra card unseen (I3).
            desserts (list[int]): The values of the desserts taken, in the order taken (P7).
            discard (ChocoChallengeSeenPlayerStateDiscardType0 | None): The player's discard pile by card id, shown to its
                owner only (I2): null for another player's. Example: {'cherries': 1}.
            discard_size (int): Cards in the discard pile (public, I2).
            draw_pile (ChocoChallengeSeenPlayerStateDrawPileType0 | None): The player's draw pile by card id, shown to its
                owner only (I2): null for another player's; its order is nobody's. Example: {'butter': 1, 'cocoa': 2, 'nuts':
                1}.
            draw_pile_size (int): Cards in the draw pile.
            in_front (list[ChocoChallengeCardId]): The cards in front of the player, in drawing order: those drawn in their
                latest turn and not discarded (T3, T6).
            pending (ChocoChallengeCardId | None): The matching card in phase `bust` (B1), still the drawer's; null
                otherwise.
            player (str): A player id. Example: ann.
            tools (list[ChocoChallengeToolId]): The tools held (B4).
            unseen_extra_cards (int): How many extra cards the player drew from the deck unseen by the viewer (I3): 0 for
                the viewer.
     """

    base_set: int | None
    crowns: int | None
    desserts: list[int]
    discard: ChocoChallengeSeenPlayerStateDiscardType0 | None
    discard_size: int
    draw_pile: ChocoChallengeSeenPlayerStateDrawPileType0 | None
    draw_pile_size: int
    in_front: list[ChocoChallengeCardId]
    pending: ChocoChallengeCardId | None
    player: str
    tools: list[ChocoChallengeToolId]
    unseen_extra_cards: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.choco_challenge_seen_player_state_discard_type_0 import ChocoChallengeSeenPlayerStateDiscardType0 # noqa: PLC0415
        from ..models.choco_challenge_seen_player_state_draw_pile_type_0 import ChocoChallengeSeenPlayerStateDrawPileType0 # noqa: PLC0415
        base_set: int | None
        base_set = self.base_set

        crowns: int | None
        crowns = self.crowns

        desserts = self.desserts



        discard: dict[str, Any] | None
        if isinstance(self.discard, ChocoChallengeSeenPlayerStateDiscardType0):
            discard = self.discard.to_dict()
        else:
            discard = self.discard

        discard_size = self.discard_size

        draw_pile: dict[str, Any] | None
        if isinstance(self.draw_pile, ChocoChallengeSeenPlayerStateDrawPileType0):
            draw_pile = self.draw_pile.to_dict()
        else:
            draw_pile = self.draw_pile

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



        unseen_extra_cards = self.unseen_extra_cards


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "base_set": base_set,
            "crowns": crowns,
            "desserts": desserts,
            "discard": discard,
            "discard_size": discard_size,
            "draw_pile": draw_pile,
            "draw_pile_size": draw_pile_size,
            "in_front": in_front,
            "pending": pending,
            "player": player,
            "tools": tools,
            "unseen_extra_cards": unseen_extra_cards,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choco_challenge_seen_player_state_discard_type_0 import ChocoChallengeSeenPlayerStateDiscardType0 # noqa: PLC0415
        from ..models.choco_challenge_seen_player_state_draw_pile_type_0 import ChocoChallengeSeenPlayerStateDrawPileType0 # noqa: PLC0415
        d = dict(src_dict)
        def _parse_base_set(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        base_set = _parse_base_set(d.pop("base_set"))


        def _parse_crowns(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        crowns = _parse_crowns(d.pop("crowns"))


        desserts = cast(list[int], d.pop("desserts"))


        def _parse_discard(data: object) -> ChocoChallengeSeenPlayerStateDiscardType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                discard_type_0 = ChocoChallengeSeenPlayerStateDiscardType0.from_dict(data)



                return discard_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChocoChallengeSeenPlayerStateDiscardType0 | None, data)

        discard = _parse_discard(d.pop("discard"))


        discard_size = d.pop("discard_size")

        def _parse_draw_pile(data: object) -> ChocoChallengeSeenPlayerStateDrawPileType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                draw_pile_type_0 = ChocoChallengeSeenPlayerStateDrawPileType0.from_dict(data)



                return draw_pile_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChocoChallengeSeenPlayerStateDrawPileType0 | None, data)

        draw_pile = _parse_draw_pile(d.pop("draw_pile"))


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


        unseen_extra_cards = d.pop("unseen_extra_cards")

        choco_challenge_seen_player_state = cls(
            base_set=base_set,
            crowns=crowns,
            desserts=desserts,
            discard=discard,
            discard_size=discard_size,
            draw_pile=draw_pile,
            draw_pile_size=draw_pile_size,
            in_front=in_front,
            pending=pending,
            player=player,
            tools=tools,
            unseen_extra_cards=unseen_extra_cards,
        )

        return choco_challenge_seen_player_state

