from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choko_masquerade_history_deck_item import ChokoMasqueradeHistoryDeckItem
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.choko_masquerade_draw_move import ChokoMasqueradeDrawMove
  from ..models.choko_masquerade_guess_move import ChokoMasqueradeGuessMove
  from ..models.choko_masquerade_hand_pair_move import ChokoMasqueradeHandPairMove
  from ..models.choko_masquerade_lay_move import ChokoMasqueradeLayMove
  from ..models.choko_masquerade_pair_move import ChokoMasqueradePairMove
  from ..models.choko_masquerade_setup import ChokoMasqueradeSetup
  from ..models.choko_masquerade_table_pair_move import ChokoMasqueradeTablePairMove
  from ..models.choko_masquerade_variants import ChokoMasqueradeVariants





T = TypeVar("T", bound="ChokoMasqueradeHistory")



@_attrs_define
class ChokoMasqueradeHistory:
    """ A whole game (H1): players, setup and every move so far, draws and guesses included.

        Attributes:
            moves (list[ChokoMasqueradeDrawMove | ChokoMasqueradeGuessMove | ChokoMasqueradeHandPairMove |
                ChokoMasqueradeLayMove | ChokoMasqueradePairMove | ChokoMasqueradeTablePairMove]): Every move of the game in
                order, chance outcomes included.
            players (list[str]): The 2 player ids (S1; another count is a broken rule). Example: ['ann', 'bob'].
            setup (ChokoMasqueradeSetup): The setup: the 4 table cards, each player's 3 cards, who plays first (S2-S5).
            deck (list[ChokoMasqueradeHistoryDeckItem] | Unset): The other 50 cards, as `deal` answers them (in its
                shuffle's order): accepted and ignored by the rules, which know the deck as a multiset (H1, S4).
            seed (int | Unset): The seed `deal` used (an integer); accepted so that what `deal` answers can be sent anywhere
                unchanged, and ignored by the rules. Example: 42.
            variants (ChokoMasqueradeVariants | Unset): The game has no variants: absent or {} (H1).
     """

    moves: list[ChokoMasqueradeDrawMove | ChokoMasqueradeGuessMove | ChokoMasqueradeHandPairMove | ChokoMasqueradeLayMove | ChokoMasqueradePairMove | ChokoMasqueradeTablePairMove]
    players: list[str]
    setup: ChokoMasqueradeSetup
    deck: list[ChokoMasqueradeHistoryDeckItem] | Unset = UNSET
    seed: int | Unset = UNSET
    variants: ChokoMasqueradeVariants | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.choko_masquerade_draw_move import ChokoMasqueradeDrawMove # noqa: PLC0415
        from ..models.choko_masquerade_guess_move import ChokoMasqueradeGuessMove # noqa: PLC0415
        from ..models.choko_masquerade_hand_pair_move import ChokoMasqueradeHandPairMove # noqa: PLC0415
        from ..models.choko_masquerade_lay_move import ChokoMasqueradeLayMove # noqa: PLC0415
        from ..models.choko_masquerade_pair_move import ChokoMasqueradePairMove # noqa: PLC0415
        from ..models.choko_masquerade_setup import ChokoMasqueradeSetup # noqa: PLC0415
        from ..models.choko_masquerade_table_pair_move import ChokoMasqueradeTablePairMove # noqa: PLC0415
        from ..models.choko_masquerade_variants import ChokoMasqueradeVariants # noqa: PLC0415
        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if isinstance(moves_item_data, ChokoMasqueradePairMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, ChokoMasqueradeHandPairMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, ChokoMasqueradeTablePairMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, ChokoMasqueradeLayMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, ChokoMasqueradeDrawMove):
                moves_item = moves_item_data.to_dict()
            else:
                moves_item = moves_item_data.to_dict()

            moves.append(moves_item)



        players = self.players



        setup = self.setup.to_dict()

        deck: list[str] | Unset = UNSET
        if not isinstance(self.deck, Unset):
            deck = []
            for deck_item_data in self.deck:
                deck_item = deck_item_data.value
                deck.append(deck_item)



        seed = self.seed

        variants: dict[str, Any] | Unset = UNSET
        if not isinstance(self.variants, Unset):
            variants = self.variants.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "moves": moves,
            "players": players,
            "setup": setup,
        })
        if deck is not UNSET:
            field_dict["deck"] = deck
        if seed is not UNSET:
            field_dict["seed"] = seed
        if variants is not UNSET:
            field_dict["variants"] = variants

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choko_masquerade_draw_move import ChokoMasqueradeDrawMove # noqa: PLC0415
        from ..models.choko_masquerade_guess_move import ChokoMasqueradeGuessMove # noqa: PLC0415
        from ..models.choko_masquerade_hand_pair_move import ChokoMasqueradeHandPairMove # noqa: PLC0415
        from ..models.choko_masquerade_lay_move import ChokoMasqueradeLayMove # noqa: PLC0415
        from ..models.choko_masquerade_pair_move import ChokoMasqueradePairMove # noqa: PLC0415
        from ..models.choko_masquerade_setup import ChokoMasqueradeSetup # noqa: PLC0415
        from ..models.choko_masquerade_table_pair_move import ChokoMasqueradeTablePairMove # noqa: PLC0415
        from ..models.choko_masquerade_variants import ChokoMasqueradeVariants # noqa: PLC0415
        d = dict(src_dict)
        moves = []
        _moves = d.pop("moves")
        for moves_item_data in (_moves):
            def _parse_moves_item(data: object) -> ChokoMasqueradeDrawMove | ChokoMasqueradeGuessMove | ChokoMasqueradeHandPairMove | ChokoMasqueradeLayMove | ChokoMasqueradePairMove | ChokoMasqueradeTablePairMove:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_choko_masquerade_move_type_0 = ChokoMasqueradePairMove.from_dict(data)



                    return componentsschemas_choko_masquerade_move_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_choko_masquerade_move_type_1 = ChokoMasqueradeHandPairMove.from_dict(data)



                    return componentsschemas_choko_masquerade_move_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_choko_masquerade_move_type_2 = ChokoMasqueradeTablePairMove.from_dict(data)



                    return componentsschemas_choko_masquerade_move_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_choko_masquerade_move_type_3 = ChokoMasqueradeLayMove.from_dict(data)



                    return componentsschemas_choko_masquerade_move_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_choko_masquerade_move_type_4 = ChokoMasqueradeDrawMove.from_dict(data)



                    return componentsschemas_choko_masquerade_move_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_choko_masquerade_move_type_5 = ChokoMasqueradeGuessMove.from_dict(data)



                return componentsschemas_choko_masquerade_move_type_5

            moves_item = _parse_moves_item(moves_item_data)

            moves.append(moves_item)


        players = cast(list[str], d.pop("players"))


        setup = ChokoMasqueradeSetup.from_dict(d.pop("setup"))




        _deck = d.pop("deck", UNSET)
        deck: list[ChokoMasqueradeHistoryDeckItem] | Unset = UNSET
        if _deck is not UNSET:
            deck = []
            for deck_item_data in _deck:
                deck_item = ChokoMasqueradeHistoryDeckItem(deck_item_data)



                deck.append(deck_item)


        seed = d.pop("seed", UNSET)

        _variants = d.pop("variants", UNSET)
        variants: ChokoMasqueradeVariants | Unset
        if isinstance(_variants,  Unset):
            variants = UNSET
        else:
            variants = ChokoMasqueradeVariants.from_dict(_variants)




        choko_masquerade_history = cls(
            moves=moves,
            players=players,
            setup=setup,
            deck=deck,
            seed=seed,
            variants=variants,
        )

        return choko_masquerade_history

