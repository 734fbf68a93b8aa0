from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.chocola_rule_id import ChocolaRuleId
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.chocola_card_count import ChocolaCardCount
  from ..models.chocola_deal_second_phase_move import ChocolaDealSecondPhaseMove
  from ..models.chocola_decorate_move import ChocolaDecorateMove
  from ..models.chocola_draw_request_move import ChocolaDrawRequestMove
  from ..models.chocola_make_tray_move import ChocolaMakeTrayMove
  from ..models.chocola_pass_move import ChocolaPassMove
  from ..models.chocola_prepare_move import ChocolaPrepareMove
  from ..models.chocola_swap_chocolate_move import ChocolaSwapChocolateMove
  from ..models.chocola_take_chocolate_move import ChocolaTakeChocolateMove
  from ..models.legal_move_choose import LegalMoveChoose





T = TypeVar("T", bound="ChocolaLegalMove")



@_attrs_define
class ChocolaLegalMove:
    """ A legal next move of Chocola': a complete move (a draw with `count` and its probability, H3), or for a move not
    enumerated (H3) one legal move of it marked `sample`: the phase-2 deal (`chance`, with the deck, the Request pool
    and the first-player candidates of every other, E5) or a `decorate` (its `tray` open: null for the best tray, V3, or
    a tray V2 allows; with the player's Desserts and Decorations: any assignment D1-D3 allow is legal).

        Attributes:
            move (ChocolaDealSecondPhaseMove | ChocolaDecorateMove | ChocolaDrawRequestMove | ChocolaMakeTrayMove |
                ChocolaPassMove | ChocolaPrepareMove | ChocolaSwapChocolateMove | ChocolaTakeChocolateMove): A decision of a
                player, or a chance outcome (T2, H1). `type` says which; each type has its own fields. Example: {'amount': 1,
                'player': 'ann', 'type': 'open'}.
            rule (ChocolaRuleId): The id of a rule of Chocola'. Every verdict of the service cites one; `GET /chocola/rules`
                gives each rule's full text in English and Italian.

                - `C1`: Flavours and types (section cards)
                - `C2`: Chocolate cards (section cards)
                - `C3`: Desserts (section cards)
                - `C4`: Decorations (section cards)
                - `C5`: Copies (section cards)
                - `G1`: Squares (section tavoletta)
                - `G2`: Stacks (section tavoletta)
                - `G3`: Laying the used card (section tavoletta)
                - `G4`: The chosen side (section tavoletta)
                - `G5`: Touched cards (section tavoletta)
                - `G6`: Contacts (the referee's check) (section tavoletta)
                - `S1`: Players (section setup)
                - `S2`: Deck (section setup)
                - `S3`: Reserves (section setup)
                - `S4`: Removed (section setup)
                - `S5`: Tavoletta (section setup)
                - `S6`: Accounting (section setup)
                - `S7`: Inspiration (section setup)
                - `S8`: Requests (section setup)
                - `S9`: First player (section setup)
                - `T1`: Turns (section play)
                - `T2`: Explicit decisions (section play)
                - `K1`: Take: when (section play)
                - `K2`: Take: the card (section play)
                - `K3`: Take: the lay (section play)
                - `K4`: Take: the outcome (section play)
                - `K5`: Take: at most 6 (section play)
                - `P1`: Prepare: when and what (section play)
                - `P2`: Prepare: payment (section play)
                - `P3`: Prepare: fewest cards (section play)
                - `P4`: Prepare: the last card (section play)
                - `P5`: Prepare: outcome (section play)
                - `X1`: Swap (section play)
                - `H1`: Chance moves (section play)
                - `H2`: Refill (section play)
                - `H3`: Chance in legal-moves (section play)
                - `E1`: Tavoletta emptied (section play)
                - `E2`: Final round (section play)
                - `E3`: Phase end (section play)
                - `E4`: One phase (section play)
                - `E5`: Second phase (section play)
                - `E6`: Phase 2 play (section play)
                - `E7`: Decorating (section play)
                - `V1`: Own desserts (section scoring)
                - `V2`: The tray (section scoring)
                - `V3`: Given and best tray (section scoring)
                - `V4`: Effective attributes (section scoring)
                - `V5`: Counting domain (section scoring)
                - `V6`: Which dessert rules score (section scoring)
                - `V7`: Decorations score (section scoring)
                - `V8`: Scores (section scoring)
                - `R1`: per_type_and_flavour(type, flavour, points) (section scoring)
                - `R2`: per_distinct_type(points) (section scoring)
                - `R3`: per_distinct_flavour(points) (section scoring)
                - `R4`: if_on_type(type, points) (section scoring)
                - `R5`: if_on_flavour(flavour, points) (section scoring)
                - `R6`: per_decoration_on_same_dessert(points) (section scoring)
                - `R7`: if_other_dessert_of_type(type, points) (section scoring)
                - `R8`: if_other_dessert_of_flavour(flavour, points) (section scoring)
                - `R9`: adds_type(type) (section scoring)
                - `R10`: adds_flavour(flavour) (section scoring)
                - `D1`: Assignment (section scoring)
                - `D2`: One per kind (section scoring)
                - `D3`: Unassigned (section scoring)
                - `W1`: Winners (section winners)
                - `I1`: What the table sees (section information)
                - `I2`: The stacks of the Tavoletta (section information)
                - `I3`: The removed cards (section information)
                - `I4`: The Request deck (section information)
                - `I5`: No odds of one's own (section information) Example: K3.
            approx (float | Unset): The probability as a float. Example: 0.103448.
            chance (bool | Unset): true: a move nobody chooses, that reveals chance (a card drawn, a deal). Absent
                otherwise.
            choose (LegalMoveChoose | Unset): The open fields of an entry's `move`, each with the values it may take, in one
                of three forms: `one_of` (a `null` among the values: the field may be left out), `min`/`max` (an integer from
                min to max) or `subset_of`/`min_items`/`max_items` (a list of distinct values from that set, in any order).
                Every way of filling every open field with allowed values gives a move that `validate` accepts. Example:
                {'amount': {'max': 7, 'min': 1}}.
            probability (str | Unset): A chance outcome's exact probability, in lowest terms (`"1/1"` when certain); the
                outcomes of one chance point sum to 1. Example: 3/29.
            sample (bool | Unset): true: `move` is one legal move of many that these forms cannot list (a chance move too
                large to enumerate, such as a deal, or an assignment of cards): any other move the game's own fields describe is
                legal too.
            count (int | Unset): draw_request: the copies of the card left in the deck (H3).
            deck (list[ChocolaCardCount] | Unset): deal_second_phase: the Chocolate deck every deal deals (S2), by id.
            decorations_held (list[str] | Unset): decorate: the player's Decorations, copies repeated; any assignment D1-D3
                allow is legal, the entry's `move` is one of them.
            desserts (list[str] | Unset): decorate: the player's Desserts.
            first_player_candidates (list[str] | Unset): deal_second_phase: the players `first_player` may name (E5).
            players (list[str] | Unset): deal_second_phase: the players dealt to.
            requests_pool (list[ChocolaCardCount] | Unset): deal_second_phase: the Decorations the 4 Requests are drawn from
                (E5).
     """

    move: ChocolaDealSecondPhaseMove | ChocolaDecorateMove | ChocolaDrawRequestMove | ChocolaMakeTrayMove | ChocolaPassMove | ChocolaPrepareMove | ChocolaSwapChocolateMove | ChocolaTakeChocolateMove
    rule: ChocolaRuleId
    approx: float | Unset = UNSET
    chance: bool | Unset = UNSET
    choose: LegalMoveChoose | Unset = UNSET
    probability: str | Unset = UNSET
    sample: bool | Unset = UNSET
    count: int | Unset = UNSET
    deck: list[ChocolaCardCount] | Unset = UNSET
    decorations_held: list[str] | Unset = UNSET
    desserts: list[str] | Unset = UNSET
    first_player_candidates: list[str] | Unset = UNSET
    players: list[str] | Unset = UNSET
    requests_pool: list[ChocolaCardCount] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.chocola_card_count import ChocolaCardCount # noqa: PLC0415
        from ..models.chocola_deal_second_phase_move import ChocolaDealSecondPhaseMove # noqa: PLC0415
        from ..models.chocola_decorate_move import ChocolaDecorateMove # noqa: PLC0415
        from ..models.chocola_draw_request_move import ChocolaDrawRequestMove # noqa: PLC0415
        from ..models.chocola_make_tray_move import ChocolaMakeTrayMove # noqa: PLC0415
        from ..models.chocola_pass_move import ChocolaPassMove # noqa: PLC0415
        from ..models.chocola_prepare_move import ChocolaPrepareMove # noqa: PLC0415
        from ..models.chocola_swap_chocolate_move import ChocolaSwapChocolateMove # noqa: PLC0415
        from ..models.chocola_take_chocolate_move import ChocolaTakeChocolateMove # noqa: PLC0415
        from ..models.legal_move_choose import LegalMoveChoose # noqa: PLC0415
        move: dict[str, Any]
        if isinstance(self.move, ChocolaTakeChocolateMove):
            move = self.move.to_dict()
        elif isinstance(self.move, ChocolaPrepareMove):
            move = self.move.to_dict()
        elif isinstance(self.move, ChocolaSwapChocolateMove):
            move = self.move.to_dict()
        elif isinstance(self.move, ChocolaPassMove):
            move = self.move.to_dict()
        elif isinstance(self.move, ChocolaDrawRequestMove):
            move = self.move.to_dict()
        elif isinstance(self.move, ChocolaMakeTrayMove):
            move = self.move.to_dict()
        elif isinstance(self.move, ChocolaDealSecondPhaseMove):
            move = self.move.to_dict()
        else:
            move = self.move.to_dict()


        rule = self.rule.value

        approx = self.approx

        chance = self.chance

        choose: dict[str, Any] | Unset = UNSET
        if not isinstance(self.choose, Unset):
            choose = self.choose.to_dict()

        probability = self.probability

        sample = self.sample

        count = self.count

        deck: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.deck, Unset):
            deck = []
            for deck_item_data in self.deck:
                deck_item = deck_item_data.to_dict()
                deck.append(deck_item)



        decorations_held: list[str] | Unset = UNSET
        if not isinstance(self.decorations_held, Unset):
            decorations_held = self.decorations_held



        desserts: list[str] | Unset = UNSET
        if not isinstance(self.desserts, Unset):
            desserts = self.desserts



        first_player_candidates: list[str] | Unset = UNSET
        if not isinstance(self.first_player_candidates, Unset):
            first_player_candidates = self.first_player_candidates



        players: list[str] | Unset = UNSET
        if not isinstance(self.players, Unset):
            players = self.players



        requests_pool: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.requests_pool, Unset):
            requests_pool = []
            for requests_pool_item_data in self.requests_pool:
                requests_pool_item = requests_pool_item_data.to_dict()
                requests_pool.append(requests_pool_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "move": move,
            "rule": rule,
        })
        if approx is not UNSET:
            field_dict["approx"] = approx
        if chance is not UNSET:
            field_dict["chance"] = chance
        if choose is not UNSET:
            field_dict["choose"] = choose
        if probability is not UNSET:
            field_dict["probability"] = probability
        if sample is not UNSET:
            field_dict["sample"] = sample
        if count is not UNSET:
            field_dict["count"] = count
        if deck is not UNSET:
            field_dict["deck"] = deck
        if decorations_held is not UNSET:
            field_dict["decorations_held"] = decorations_held
        if desserts is not UNSET:
            field_dict["desserts"] = desserts
        if first_player_candidates is not UNSET:
            field_dict["first_player_candidates"] = first_player_candidates
        if players is not UNSET:
            field_dict["players"] = players
        if requests_pool is not UNSET:
            field_dict["requests_pool"] = requests_pool

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chocola_card_count import ChocolaCardCount # noqa: PLC0415
        from ..models.chocola_deal_second_phase_move import ChocolaDealSecondPhaseMove # noqa: PLC0415
        from ..models.chocola_decorate_move import ChocolaDecorateMove # noqa: PLC0415
        from ..models.chocola_draw_request_move import ChocolaDrawRequestMove # noqa: PLC0415
        from ..models.chocola_make_tray_move import ChocolaMakeTrayMove # noqa: PLC0415
        from ..models.chocola_pass_move import ChocolaPassMove # noqa: PLC0415
        from ..models.chocola_prepare_move import ChocolaPrepareMove # noqa: PLC0415
        from ..models.chocola_swap_chocolate_move import ChocolaSwapChocolateMove # noqa: PLC0415
        from ..models.chocola_take_chocolate_move import ChocolaTakeChocolateMove # noqa: PLC0415
        from ..models.legal_move_choose import LegalMoveChoose # noqa: PLC0415
        d = dict(src_dict)
        def _parse_move(data: object) -> ChocolaDealSecondPhaseMove | ChocolaDecorateMove | ChocolaDrawRequestMove | ChocolaMakeTrayMove | ChocolaPassMove | ChocolaPrepareMove | ChocolaSwapChocolateMove | ChocolaTakeChocolateMove:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_chocola_move_type_0 = ChocolaTakeChocolateMove.from_dict(data)



                return componentsschemas_chocola_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_chocola_move_type_1 = ChocolaPrepareMove.from_dict(data)



                return componentsschemas_chocola_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_chocola_move_type_2 = ChocolaSwapChocolateMove.from_dict(data)



                return componentsschemas_chocola_move_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_chocola_move_type_3 = ChocolaPassMove.from_dict(data)



                return componentsschemas_chocola_move_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_chocola_move_type_4 = ChocolaDrawRequestMove.from_dict(data)



                return componentsschemas_chocola_move_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_chocola_move_type_5 = ChocolaMakeTrayMove.from_dict(data)



                return componentsschemas_chocola_move_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_chocola_move_type_6 = ChocolaDealSecondPhaseMove.from_dict(data)



                return componentsschemas_chocola_move_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_chocola_move_type_7 = ChocolaDecorateMove.from_dict(data)



            return componentsschemas_chocola_move_type_7

        move = _parse_move(d.pop("move"))


        rule = ChocolaRuleId(d.pop("rule"))




        approx = d.pop("approx", UNSET)

        chance = d.pop("chance", UNSET)

        _choose = d.pop("choose", UNSET)
        choose: LegalMoveChoose | Unset
        if isinstance(_choose,  Unset):
            choose = UNSET
        else:
            choose = LegalMoveChoose.from_dict(_choose)




        probability = d.pop("probability", UNSET)

        sample = d.pop("sample", UNSET)

        count = d.pop("count", UNSET)

        _deck = d.pop("deck", UNSET)
        deck: list[ChocolaCardCount] | Unset = UNSET
        if _deck is not UNSET:
            deck = []
            for deck_item_data in _deck:
                deck_item = ChocolaCardCount.from_dict(deck_item_data)



                deck.append(deck_item)


        decorations_held = cast(list[str], d.pop("decorations_held", UNSET))


        desserts = cast(list[str], d.pop("desserts", UNSET))


        first_player_candidates = cast(list[str], d.pop("first_player_candidates", UNSET))


        players = cast(list[str], d.pop("players", UNSET))


        _requests_pool = d.pop("requests_pool", UNSET)
        requests_pool: list[ChocolaCardCount] | Unset = UNSET
        if _requests_pool is not UNSET:
            requests_pool = []
            for requests_pool_item_data in _requests_pool:
                requests_pool_item = ChocolaCardCount.from_dict(requests_pool_item_data)



                requests_pool.append(requests_pool_item)


        chocola_legal_move = cls(
            move=move,
            rule=rule,
            approx=approx,
            chance=chance,
            choose=choose,
            probability=probability,
            sample=sample,
            count=count,
            deck=deck,
            decorations_held=decorations_held,
            desserts=desserts,
            first_player_candidates=first_player_candidates,
            players=players,
            requests_pool=requests_pool,
        )


        chocola_legal_move.additional_properties = d
        return chocola_legal_move

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
