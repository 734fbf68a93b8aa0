from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choco_challenge_card_id import ChocoChallengeCardId
from ..models.choco_challenge_end_reason import ChocoChallengeEndReason
from ..models.choco_challenge_phase import ChocoChallengePhase
from typing import cast

if TYPE_CHECKING:
  from ..models.choco_challenge_queue_entry import ChocoChallengeQueueEntry
  from ..models.choco_challenge_seen_deck import ChocoChallengeSeenDeck
  from ..models.choco_challenge_seen_player_state import ChocoChallengeSeenPlayerState
  from ..models.choco_challenge_seen_state_dessert_piles import ChocoChallengeSeenStateDessertPiles
  from ..models.choco_challenge_seen_state_tool_piles import ChocoChallengeSeenStateToolPiles





T = TypeVar("T", bound="ChocoChallengeSeenState")



@_attrs_define
class ChocoChallengeSeenState:
    """ The state as one player may know it (I1-I5): the other players' piles as their sizes, the deck as its size, the
    crowns the viewer can count.

        Attributes:
            deck (ChocoChallengeSeenDeck):
            dessert_piles (ChocoChallengeSeenStateDessertPiles): The desserts left in each pile, by value (S5). Example:
                {'4': 3, '5': 3, '6': 2}.
            end_reason (list[ChocoChallengeEndReason] | None): Why the game ended (E1); null while it goes on.
            extra_queue (list[ChocoChallengeQueueEntry]): The opponents still to decide on extra cards, first the one asked
                (X3).
            first_player (str): Who holds the First Player card (S7). Example: ann.
            market (list[ChocoChallengeCardId]): The market, position 1 (next to the deck) first (S4, M2).
            over (bool): The game has ended (E1).
            phase (ChocoChallengePhase): What the game waits for.

                - `draw`: The turn's player draws or stops (T1).
                - `bust`: A matching card was drawn: its drawer uses a tool or busts (B1).
                - `refill`: A card was bought: the buyer refills the market (M1).
                - `extra`: Opponents with more or fewer cards decide on extra cards, one at a time (X3).
                - `over`: The game has ended (E1): no move is legal (E3). Example: draw.
            players (list[ChocoChallengeSeenPlayerState]): Every player, in seating order, as the viewer may know them.
            round_ (int): The round: turn div P + 1 (T1).
            to_act (list[str]): The one player due (empty when the game is over).
            tool_piles (ChocoChallengeSeenStateToolPiles): The tools in each pile in the middle (S6, B2). Example:
                {'measuring_cup': 2, 'pastry_bag': 2, 'whisk': 1}.
            turn (int): The turn index, 0-based (T1).
     """

    deck: ChocoChallengeSeenDeck
    dessert_piles: ChocoChallengeSeenStateDessertPiles
    end_reason: list[ChocoChallengeEndReason] | None
    extra_queue: list[ChocoChallengeQueueEntry]
    first_player: str
    market: list[ChocoChallengeCardId]
    over: bool
    phase: ChocoChallengePhase
    players: list[ChocoChallengeSeenPlayerState]
    round_: int
    to_act: list[str]
    tool_piles: ChocoChallengeSeenStateToolPiles
    turn: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.choco_challenge_queue_entry import ChocoChallengeQueueEntry # noqa: PLC0415
        from ..models.choco_challenge_seen_deck import ChocoChallengeSeenDeck # noqa: PLC0415
        from ..models.choco_challenge_seen_player_state import ChocoChallengeSeenPlayerState # noqa: PLC0415
        from ..models.choco_challenge_seen_state_dessert_piles import ChocoChallengeSeenStateDessertPiles # noqa: PLC0415
        from ..models.choco_challenge_seen_state_tool_piles import ChocoChallengeSeenStateToolPiles # noqa: PLC0415
        deck = self.deck.to_dict()

        dessert_piles = self.dessert_piles.to_dict()

        end_reason: list[str] | None
        if isinstance(self.end_reason, list):
            end_reason = []
            for end_reason_type_0_item_data in self.end_reason:
                end_reason_type_0_item = end_reason_type_0_item_data.value
                end_reason.append(end_reason_type_0_item)


        else:
            end_reason = self.end_reason

        extra_queue = []
        for extra_queue_item_data in self.extra_queue:
            extra_queue_item = extra_queue_item_data.to_dict()
            extra_queue.append(extra_queue_item)



        first_player = self.first_player

        market = []
        for market_item_data in self.market:
            market_item = market_item_data.value
            market.append(market_item)



        over = self.over

        phase = self.phase.value

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)



        round_ = self.round_

        to_act = self.to_act



        tool_piles = self.tool_piles.to_dict()

        turn = self.turn


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "deck": deck,
            "dessert_piles": dessert_piles,
            "end_reason": end_reason,
            "extra_queue": extra_queue,
            "first_player": first_player,
            "market": market,
            "over": over,
            "phase": phase,
            "players": players,
            "round": round_,
            "to_act": to_act,
            "tool_piles": tool_piles,
            "turn": turn,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choco_challenge_queue_entry import ChocoChallengeQueueEntry # noqa: PLC0415
        from ..models.choco_challenge_seen_deck import ChocoChallengeSeenDeck # noqa: PLC0415
        from ..models.choco_challenge_seen_player_state import ChocoChallengeSeenPlayerState # noqa: PLC0415
        from ..models.choco_challenge_seen_state_dessert_piles import ChocoChallengeSeenStateDessertPiles # noqa: PLC0415
        from ..models.choco_challenge_seen_state_tool_piles import ChocoChallengeSeenStateToolPiles # noqa: PLC0415
        d = dict(src_dict)
        deck = ChocoChallengeSeenDeck.from_dict(d.pop("deck"))




        dessert_piles = ChocoChallengeSeenStateDessertPiles.from_dict(d.pop("dessert_piles"))




        def _parse_end_reason(data: object) -> list[ChocoChallengeEndReason] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                end_reason_type_0 = []
                _end_reason_type_0 = data
                for end_reason_type_0_item_data in (_end_reason_type_0):
                    end_reason_type_0_item = ChocoChallengeEndReason(end_reason_type_0_item_data)



                    end_reason_type_0.append(end_reason_type_0_item)

                return end_reason_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[ChocoChallengeEndReason] | None, data)

        end_reason = _parse_end_reason(d.pop("end_reason"))


        extra_queue = []
        _extra_queue = d.pop("extra_queue")
        for extra_queue_item_data in (_extra_queue):
            extra_queue_item = ChocoChallengeQueueEntry.from_dict(extra_queue_item_data)



            extra_queue.append(extra_queue_item)


        first_player = d.pop("first_player")

        market = []
        _market = d.pop("market")
        for market_item_data in (_market):
            market_item = ChocoChallengeCardId(market_item_data)



            market.append(market_item)


        over = d.pop("over")

        phase = ChocoChallengePhase(d.pop("phase"))




        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            players_item = ChocoChallengeSeenPlayerState.from_dict(players_item_data)



            players.append(players_item)


        round_ = d.pop("round")

        to_act = cast(list[str], d.pop("to_act"))


        tool_piles = ChocoChallengeSeenStateToolPiles.from_dict(d.pop("tool_piles"))




        turn = d.pop("turn")

        choco_challenge_seen_state = cls(
            deck=deck,
            dessert_piles=dessert_piles,
            end_reason=end_reason,
            extra_queue=extra_queue,
            first_player=first_player,
            market=market,
            over=over,
            phase=phase,
            players=players,
            round_=round_,
            to_act=to_act,
            tool_piles=tool_piles,
            turn=turn,
        )

        return choco_challenge_seen_state

