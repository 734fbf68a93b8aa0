from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choko_masquerade_card import ChokoMasqueradeCard
from ..models.choko_masquerade_phase import ChokoMasqueradePhase
from typing import cast

if TYPE_CHECKING:
  from ..models.choko_masquerade_seen_state_deck_type_0 import ChokoMasqueradeSeenStateDeckType0
  from ..models.choko_masquerade_seen_state_hand_sizes import ChokoMasqueradeSeenStateHandSizes
  from ..models.choko_masquerade_seen_state_hands import ChokoMasqueradeSeenStateHands
  from ..models.choko_masquerade_seen_state_pairs import ChokoMasqueradeSeenStatePairs
  from ..models.choko_masquerade_slaughter_under_way import ChokoMasqueradeSlaughterUnderWay





T = TypeVar("T", bound="ChokoMasqueradeSeenState")



@_attrs_define
class ChokoMasqueradeSeenState:
    """ The state as one player may know it (I1-I4): another hand and the deck's cards left out.

        Attributes:
            columns (list[list[ChokoMasqueradeCard]]): The 4 columns from column 1, each first card to last (C1).
            deck (ChokoMasqueradeSeenStateDeckType0 | None): Always null in a player's view: which cards the deck holds is
                nobody's (I4); `deck_count` is public.
            deck_count (int): Cards left in the deck.
            draws_due (int): Draws still due (0 unless the phase is `draw`) (R1).
            eaten (list[ChokoMasqueradeCard]): The characters of the pairs eaten in the slaughter, in the order eaten (M4).
            finished (bool): The game is over (E1).
            hand_sizes (ChokoMasqueradeSeenStateHandSizes): How many cards each hand holds (public, I2). Keys are player
                ids. Example: {'ann': 3, 'bob': 3}.
            hands (ChokoMasqueradeSeenStateHands): Each player's cards, sorted; null for a hand the player does not see
                (I2). Keys are player ids.
            matchable (list[list[ChokoMasqueradeCard]]): Each column's matchable cards (C2): [] when empty, [card] for one
                card, else [first, last].
            pairs (ChokoMasqueradeSeenStatePairs): Each player's pairs, in the order made (an eaten pair leaves). Keys are
                player ids.
            phase (ChokoMasqueradePhase): What the game waits for.

                - `turn`: The player to act pairs (P1-P3) or lays (L1) (T2).
                - `draw`: The player whose turn ended refills their hand, one draw at a time (R1).
                - `slaughter`: The ChokoMannaro was paired: its victim guesses, once for each pair at stake (M1, M2).
                - `over`: The deck and both hands are empty: the game is over (E1). Example: turn.
            slaughter (ChokoMasqueradeSlaughterUnderWay | None): The slaughter under way, or null.
            to_act (list[str]): The player whose move is due (one; empty after the end).
            turn (str): Whose turn it is (while a draw is due, the player refilling after their turn; after the end, whose
                turn ended it). Example: ann.
     """

    columns: list[list[ChokoMasqueradeCard]]
    deck: ChokoMasqueradeSeenStateDeckType0 | None
    deck_count: int
    draws_due: int
    eaten: list[ChokoMasqueradeCard]
    finished: bool
    hand_sizes: ChokoMasqueradeSeenStateHandSizes
    hands: ChokoMasqueradeSeenStateHands
    matchable: list[list[ChokoMasqueradeCard]]
    pairs: ChokoMasqueradeSeenStatePairs
    phase: ChokoMasqueradePhase
    slaughter: ChokoMasqueradeSlaughterUnderWay | None
    to_act: list[str]
    turn: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.choko_masquerade_seen_state_deck_type_0 import ChokoMasqueradeSeenStateDeckType0 # noqa: PLC0415
        from ..models.choko_masquerade_seen_state_hand_sizes import ChokoMasqueradeSeenStateHandSizes # noqa: PLC0415
        from ..models.choko_masquerade_seen_state_hands import ChokoMasqueradeSeenStateHands # noqa: PLC0415
        from ..models.choko_masquerade_seen_state_pairs import ChokoMasqueradeSeenStatePairs # noqa: PLC0415
        from ..models.choko_masquerade_slaughter_under_way import ChokoMasqueradeSlaughterUnderWay # noqa: PLC0415
        columns = []
        for columns_item_data in self.columns:
            columns_item = []
            for columns_item_item_data in columns_item_data:
                columns_item_item = columns_item_item_data.value
                columns_item.append(columns_item_item)


            columns.append(columns_item)



        deck: dict[str, Any] | None
        if isinstance(self.deck, ChokoMasqueradeSeenStateDeckType0):
            deck = self.deck.to_dict()
        else:
            deck = self.deck

        deck_count = self.deck_count

        draws_due = self.draws_due

        eaten = []
        for eaten_item_data in self.eaten:
            eaten_item = eaten_item_data.value
            eaten.append(eaten_item)



        finished = self.finished

        hand_sizes = self.hand_sizes.to_dict()

        hands = self.hands.to_dict()

        matchable = []
        for matchable_item_data in self.matchable:
            matchable_item = []
            for matchable_item_item_data in matchable_item_data:
                matchable_item_item = matchable_item_item_data.value
                matchable_item.append(matchable_item_item)


            matchable.append(matchable_item)



        pairs = self.pairs.to_dict()

        phase = self.phase.value

        slaughter: dict[str, Any] | None
        if isinstance(self.slaughter, ChokoMasqueradeSlaughterUnderWay):
            slaughter = self.slaughter.to_dict()
        else:
            slaughter = self.slaughter

        to_act = self.to_act



        turn = self.turn


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "columns": columns,
            "deck": deck,
            "deck_count": deck_count,
            "draws_due": draws_due,
            "eaten": eaten,
            "finished": finished,
            "hand_sizes": hand_sizes,
            "hands": hands,
            "matchable": matchable,
            "pairs": pairs,
            "phase": phase,
            "slaughter": slaughter,
            "to_act": to_act,
            "turn": turn,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choko_masquerade_seen_state_deck_type_0 import ChokoMasqueradeSeenStateDeckType0 # noqa: PLC0415
        from ..models.choko_masquerade_seen_state_hand_sizes import ChokoMasqueradeSeenStateHandSizes # noqa: PLC0415
        from ..models.choko_masquerade_seen_state_hands import ChokoMasqueradeSeenStateHands # noqa: PLC0415
        from ..models.choko_masquerade_seen_state_pairs import ChokoMasqueradeSeenStatePairs # noqa: PLC0415
        from ..models.choko_masquerade_slaughter_under_way import ChokoMasqueradeSlaughterUnderWay # noqa: PLC0415
        d = dict(src_dict)
        columns = []
        _columns = d.pop("columns")
        for columns_item_data in (_columns):
            columns_item = []
            _columns_item = columns_item_data
            for columns_item_item_data in (_columns_item):
                columns_item_item = ChokoMasqueradeCard(columns_item_item_data)



                columns_item.append(columns_item_item)

            columns.append(columns_item)


        def _parse_deck(data: object) -> ChokoMasqueradeSeenStateDeckType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                deck_type_0 = ChokoMasqueradeSeenStateDeckType0.from_dict(data)



                return deck_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChokoMasqueradeSeenStateDeckType0 | None, data)

        deck = _parse_deck(d.pop("deck"))


        deck_count = d.pop("deck_count")

        draws_due = d.pop("draws_due")

        eaten = []
        _eaten = d.pop("eaten")
        for eaten_item_data in (_eaten):
            eaten_item = ChokoMasqueradeCard(eaten_item_data)



            eaten.append(eaten_item)


        finished = d.pop("finished")

        hand_sizes = ChokoMasqueradeSeenStateHandSizes.from_dict(d.pop("hand_sizes"))




        hands = ChokoMasqueradeSeenStateHands.from_dict(d.pop("hands"))




        matchable = []
        _matchable = d.pop("matchable")
        for matchable_item_data in (_matchable):
            matchable_item = []
            _matchable_item = matchable_item_data
            for matchable_item_item_data in (_matchable_item):
                matchable_item_item = ChokoMasqueradeCard(matchable_item_item_data)



                matchable_item.append(matchable_item_item)

            matchable.append(matchable_item)


        pairs = ChokoMasqueradeSeenStatePairs.from_dict(d.pop("pairs"))




        phase = ChokoMasqueradePhase(d.pop("phase"))




        def _parse_slaughter(data: object) -> ChokoMasqueradeSlaughterUnderWay | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                slaughter_type_0 = ChokoMasqueradeSlaughterUnderWay.from_dict(data)



                return slaughter_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChokoMasqueradeSlaughterUnderWay | None, data)

        slaughter = _parse_slaughter(d.pop("slaughter"))


        to_act = cast(list[str], d.pop("to_act"))


        turn = d.pop("turn")

        choko_masquerade_seen_state = cls(
            columns=columns,
            deck=deck,
            deck_count=deck_count,
            draws_due=draws_due,
            eaten=eaten,
            finished=finished,
            hand_sizes=hand_sizes,
            hands=hands,
            matchable=matchable,
            pairs=pairs,
            phase=phase,
            slaughter=slaughter,
            to_act=to_act,
            turn=turn,
        )

        return choko_masquerade_seen_state

