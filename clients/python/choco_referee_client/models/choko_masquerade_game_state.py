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
  from ..models.choko_masquerade_game_state_deck import ChokoMasqueradeGameStateDeck
  from ..models.choko_masquerade_game_state_hands import ChokoMasqueradeGameStateHands
  from ..models.choko_masquerade_game_state_pairs import ChokoMasqueradeGameStatePairs
  from ..models.choko_masquerade_slaughter_under_way import ChokoMasqueradeSlaughterUnderWay





T = TypeVar("T", bound="ChokoMasqueradeGameState")



@_attrs_define
class ChokoMasqueradeGameState:
    """ The state of a game after the last legal move of its history. Mappings are keyed in the order of the players.

        Attributes:
            columns (list[list[ChokoMasqueradeCard]]): The 4 columns from column 1, each first card to last (C1).
            deck (ChokoMasqueradeGameStateDeck): Each character left in the deck with its copies left, 1 or 2 (none listed
                with 0). Keys are card ids. Example: {'mask_04': 2, 'mask_05': 1}.
            deck_count (int): Cards left in the deck.
            draws_due (int): Draws still due (0 unless the phase is `draw`) (R1).
            eaten (list[ChokoMasqueradeCard]): The characters of the pairs eaten in the slaughter, in the order eaten (M4).
            finished (bool): The game is over (E1).
            hands (ChokoMasqueradeGameStateHands): Each player's cards, sorted. Keys are player ids.
            matchable (list[list[ChokoMasqueradeCard]]): Each column's matchable cards (C2): [] when empty, [card] for one
                card, else [first, last].
            pairs (ChokoMasqueradeGameStatePairs): Each player's pairs, in the order made (an eaten pair leaves). Keys are
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
    deck: ChokoMasqueradeGameStateDeck
    deck_count: int
    draws_due: int
    eaten: list[ChokoMasqueradeCard]
    finished: bool
    hands: ChokoMasqueradeGameStateHands
    matchable: list[list[ChokoMasqueradeCard]]
    pairs: ChokoMasqueradeGameStatePairs
    phase: ChokoMasqueradePhase
    slaughter: ChokoMasqueradeSlaughterUnderWay | None
    to_act: list[str]
    turn: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.choko_masquerade_game_state_deck import ChokoMasqueradeGameStateDeck # noqa: PLC0415
        from ..models.choko_masquerade_game_state_hands import ChokoMasqueradeGameStateHands # noqa: PLC0415
        from ..models.choko_masquerade_game_state_pairs import ChokoMasqueradeGameStatePairs # noqa: PLC0415
        from ..models.choko_masquerade_slaughter_under_way import ChokoMasqueradeSlaughterUnderWay # noqa: PLC0415
        columns = []
        for columns_item_data in self.columns:
            columns_item = []
            for columns_item_item_data in columns_item_data:
                columns_item_item = columns_item_item_data.value
                columns_item.append(columns_item_item)


            columns.append(columns_item)



        deck = self.deck.to_dict()

        deck_count = self.deck_count

        draws_due = self.draws_due

        eaten = []
        for eaten_item_data in self.eaten:
            eaten_item = eaten_item_data.value
            eaten.append(eaten_item)



        finished = self.finished

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
        from ..models.choko_masquerade_game_state_deck import ChokoMasqueradeGameStateDeck # noqa: PLC0415
        from ..models.choko_masquerade_game_state_hands import ChokoMasqueradeGameStateHands # noqa: PLC0415
        from ..models.choko_masquerade_game_state_pairs import ChokoMasqueradeGameStatePairs # noqa: PLC0415
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


        deck = ChokoMasqueradeGameStateDeck.from_dict(d.pop("deck"))




        deck_count = d.pop("deck_count")

        draws_due = d.pop("draws_due")

        eaten = []
        _eaten = d.pop("eaten")
        for eaten_item_data in (_eaten):
            eaten_item = ChokoMasqueradeCard(eaten_item_data)



            eaten.append(eaten_item)


        finished = d.pop("finished")

        hands = ChokoMasqueradeGameStateHands.from_dict(d.pop("hands"))




        matchable = []
        _matchable = d.pop("matchable")
        for matchable_item_data in (_matchable):
            matchable_item = []
            _matchable_item = matchable_item_data
            for matchable_item_item_data in (_matchable_item):
                matchable_item_item = ChokoMasqueradeCard(matchable_item_item_data)



                matchable_item.append(matchable_item_item)

            matchable.append(matchable_item)


        pairs = ChokoMasqueradeGameStatePairs.from_dict(d.pop("pairs"))




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

        choko_masquerade_game_state = cls(
            columns=columns,
            deck=deck,
            deck_count=deck_count,
            draws_due=draws_due,
            eaten=eaten,
            finished=finished,
            hands=hands,
            matchable=matchable,
            pairs=pairs,
            phase=phase,
            slaughter=slaughter,
            to_act=to_act,
            turn=turn,
        )

        return choko_masquerade_game_state

