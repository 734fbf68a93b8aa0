from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choko_masquerade_card import ChokoMasqueradeCard
from typing import cast

if TYPE_CHECKING:
  from ..models.choko_masquerade_deal_answer_variants import ChokoMasqueradeDealAnswerVariants
  from ..models.choko_masquerade_draw_move import ChokoMasqueradeDrawMove
  from ..models.choko_masquerade_guess_move import ChokoMasqueradeGuessMove
  from ..models.choko_masquerade_hand_pair_move import ChokoMasqueradeHandPairMove
  from ..models.choko_masquerade_lay_move import ChokoMasqueradeLayMove
  from ..models.choko_masquerade_pair_move import ChokoMasqueradePairMove
  from ..models.choko_masquerade_setup_answer import ChokoMasqueradeSetupAnswer
  from ..models.choko_masquerade_table_pair_move import ChokoMasqueradeTablePairMove





T = TypeVar("T", bound="ChokoMasqueradeDealAnswer")



@_attrs_define
class ChokoMasqueradeDealAnswer:
    """ A legal random setup: a complete history with no moves yet, accepted unchanged by every path of the game.

        Attributes:
            deck (list[ChokoMasqueradeCard]): The other 50 cards in the order of the seed's shuffle: a convenience for an
                app that draws (draws need not follow it; every path accepts and ignores it, H1).
            moves (list[ChokoMasqueradeDrawMove | ChokoMasqueradeGuessMove | ChokoMasqueradeHandPairMove |
                ChokoMasqueradeLayMove | ChokoMasqueradePairMove | ChokoMasqueradeTablePairMove]): Empty: the answer is a
                history, ready to be played.
            players (list[str]): The 2 player ids, in the order sent. Example: ['ann', 'bob'].
            seed (int): The seed used: the one sent, or the one drawn.
            setup (ChokoMasqueradeSetupAnswer): A dealt setup (S2-S5).
            variants (ChokoMasqueradeDealAnswerVariants): Always {}: no variants.
     """

    deck: list[ChokoMasqueradeCard]
    moves: list[ChokoMasqueradeDrawMove | ChokoMasqueradeGuessMove | ChokoMasqueradeHandPairMove | ChokoMasqueradeLayMove | ChokoMasqueradePairMove | ChokoMasqueradeTablePairMove]
    players: list[str]
    seed: int
    setup: ChokoMasqueradeSetupAnswer
    variants: ChokoMasqueradeDealAnswerVariants





    def to_dict(self) -> dict[str, Any]:
        from ..models.choko_masquerade_deal_answer_variants import ChokoMasqueradeDealAnswerVariants # noqa: PLC0415
        from ..models.choko_masquerade_draw_move import ChokoMasqueradeDrawMove # noqa: PLC0415
        from ..models.choko_masquerade_guess_move import ChokoMasqueradeGuessMove # noqa: PLC0415
        from ..models.choko_masquerade_hand_pair_move import ChokoMasqueradeHandPairMove # noqa: PLC0415
        from ..models.choko_masquerade_lay_move import ChokoMasqueradeLayMove # noqa: PLC0415
        from ..models.choko_masquerade_pair_move import ChokoMasqueradePairMove # noqa: PLC0415
        from ..models.choko_masquerade_setup_answer import ChokoMasqueradeSetupAnswer # noqa: PLC0415
        from ..models.choko_masquerade_table_pair_move import ChokoMasqueradeTablePairMove # noqa: PLC0415
        deck = []
        for deck_item_data in self.deck:
            deck_item = deck_item_data.value
            deck.append(deck_item)



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



        seed = self.seed

        setup = self.setup.to_dict()

        variants = self.variants.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "deck": deck,
            "moves": moves,
            "players": players,
            "seed": seed,
            "setup": setup,
            "variants": variants,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choko_masquerade_deal_answer_variants import ChokoMasqueradeDealAnswerVariants # noqa: PLC0415
        from ..models.choko_masquerade_draw_move import ChokoMasqueradeDrawMove # noqa: PLC0415
        from ..models.choko_masquerade_guess_move import ChokoMasqueradeGuessMove # noqa: PLC0415
        from ..models.choko_masquerade_hand_pair_move import ChokoMasqueradeHandPairMove # noqa: PLC0415
        from ..models.choko_masquerade_lay_move import ChokoMasqueradeLayMove # noqa: PLC0415
        from ..models.choko_masquerade_pair_move import ChokoMasqueradePairMove # noqa: PLC0415
        from ..models.choko_masquerade_setup_answer import ChokoMasqueradeSetupAnswer # noqa: PLC0415
        from ..models.choko_masquerade_table_pair_move import ChokoMasqueradeTablePairMove # noqa: PLC0415
        d = dict(src_dict)
        deck = []
        _deck = d.pop("deck")
        for deck_item_data in (_deck):
            deck_item = ChokoMasqueradeCard(deck_item_data)



            deck.append(deck_item)


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


        seed = d.pop("seed")

        setup = ChokoMasqueradeSetupAnswer.from_dict(d.pop("setup"))




        variants = ChokoMasqueradeDealAnswerVariants.from_dict(d.pop("variants"))




        choko_masquerade_deal_answer = cls(
            deck=deck,
            moves=moves,
            players=players,
            seed=seed,
            setup=setup,
            variants=variants,
        )

        return choko_masquerade_deal_answer

