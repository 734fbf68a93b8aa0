from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.chocola_prepare_move_type import ChocolaPrepareMoveType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.chocola_prepare_move_decorations_type_0 import ChocolaPrepareMoveDecorationsType0
  from ..models.chocola_prepare_move_reserves_type_0 import ChocolaPrepareMoveReservesType0





T = TypeVar("T", bound="ChocolaPrepareMove")



@_attrs_define
class ChocolaPrepareMove:
    """ P1-P5: pay the visible Request `request` (a Dessert, in phase 2 a Decoration) with the reserve cards `pay`, the
    fewest that cover its cost.

        Attributes:
            pay (list[str]): The reserve cards paid (P2-P4), copies repeated. Example: ['milk_dark', 'marbled_white',
                'dark_marbled'].
            player (str): Who makes the move. Example: ann.
            request (str): A visible Request (P1): a Dessert id, in phase 2 a Decoration id. Example: dark_semifreddo.
            type_ (ChocolaPrepareMoveType):
            approx (float | None | Unset): Not used by a prepare move: read for its type, then ignored. A legal-moves note:
                the probability as a float.
            card (None | str | Unset): Not used by a prepare move: read for its type, then ignored. The used card, from the
                reserve (K2). Example: marbled_white.
            chance (bool | None | Unset): Not used by a prepare move: read for its type, then ignored. A legal-moves note: a
                chance outcome.
            count (int | None | Unset): Not used by a prepare move: read for its type, then ignored. A legal-moves note: the
                copies of the card left in the deck.
            decorations (ChocolaPrepareMoveDecorationsType0 | None | Unset): Not used by a prepare move: read for its type,
                then ignored. The assignment (D1, D2): own Dessert id -> its Decorations. Example: {'milk_mousse':
                ['milk_glaze', 'caramel'], 'white_semifreddo': ['red_sprinkles']}.
            first_player (None | str | Unset): Not used by a prepare move: read for its type, then ignored. Who plays first
                in phase 2: a player with the lowest phase-1 score (E5); absent: the first of them. Example: ann.
            give (None | str | Unset): Not used by a prepare move: read for its type, then ignored. The reserve card put on
                top of that stack (X1). Example: white_milk.
            leave (list[list[int]] | None | Unset): Not used by a prepare move: read for its type, then ignored. Touched
                positions whose card stays (K5): exactly as many as would take the reserve past 6; empty or absent otherwise.
                Example: [].
            probability (None | str | Unset): Not used by a prepare move: read for its type, then ignored. A legal-moves
                note: the outcome's exact probability.
            removed (list[str] | None | Unset): Not used by a prepare move: read for its type, then ignored. The cards
                removed unseen (S4); derived when absent.
            requests (list[str] | None | Unset): Not used by a prepare move: read for its type, then ignored. The 4 visible
                Decoration Requests (S8, E5). Example: ['caramel', 'white_glaze', 'cherry_topping', 'red_sprinkles'].
            reserves (ChocolaPrepareMoveReservesType0 | None | Unset): Not used by a prepare move: read for its type, then
                ignored. Each player's new reserve of 2 cards (S3), by player id. Example: {'ann': ['milk_dark',
                'marbled_white'], 'bob': ['white_milk', 'dark_marbled']}.
            take (list[int] | None | Unset): Not used by a prepare move: read for its type, then ignored. The position whose
                visible card is taken (X1). Example: [1, 3].
            tavoletta (list[list[list[str]]] | None | Unset): Not used by a prepare move: read for its type, then ignored.
                The new Tavoletta: 2 rows of 4 stacks (S5).
            template (bool | None | Unset): Not used by a prepare move: read for its type, then ignored. A legal-moves note:
                a move not enumerated.
            touched (list[list[int]] | None | Unset): Not used by a prepare move: read for its type, then ignored. The
                positions the lay touches: 1 or 2, side by side in a row (K3, G5). Example: [[0, 1], [0, 2]].
            tray (list[str] | None | Unset): Not used by a prepare move: read for its type, then ignored. The tray (V2): own
                Desserts, each once. Example: ['milk_praline', 'white_semifreddo'].
            unassigned (list[str] | None | Unset): Not used by a prepare move: read for its type, then ignored. Decorations
                left unassigned (D3).
     """

    pay: list[str]
    player: str
    request: str
    type_: ChocolaPrepareMoveType
    approx: float | None | Unset = UNSET
    card: None | str | Unset = UNSET
    chance: bool | None | Unset = UNSET
    count: int | None | Unset = UNSET
    decorations: ChocolaPrepareMoveDecorationsType0 | None | Unset = UNSET
    first_player: None | str | Unset = UNSET
    give: None | str | Unset = UNSET
    leave: list[list[int]] | None | Unset = UNSET
    probability: None | str | Unset = UNSET
    removed: list[str] | None | Unset = UNSET
    requests: list[str] | None | Unset = UNSET
    reserves: ChocolaPrepareMoveReservesType0 | None | Unset = UNSET
    take: list[int] | None | Unset = UNSET
    tavoletta: list[list[list[str]]] | None | Unset = UNSET
    template: bool | None | Unset = UNSET
    touched: list[list[int]] | None | Unset = UNSET
    tray: list[str] | None | Unset = UNSET
    unassigned: list[str] | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.chocola_prepare_move_decorations_type_0 import ChocolaPrepareMoveDecorationsType0 # noqa: PLC0415
        from ..models.chocola_prepare_move_reserves_type_0 import ChocolaPrepareMoveReservesType0 # noqa: PLC0415
        pay = self.pay



        player = self.player

        request = self.request

        type_ = self.type_.value

        approx: float | None | Unset
        if isinstance(self.approx, Unset):
            approx = UNSET
        else:
            approx = self.approx

        card: None | str | Unset
        if isinstance(self.card, Unset):
            card = UNSET
        else:
            card = self.card

        chance: bool | None | Unset
        if isinstance(self.chance, Unset):
            chance = UNSET
        else:
            chance = self.chance

        count: int | None | Unset
        if isinstance(self.count, Unset):
            count = UNSET
        else:
            count = self.count

        decorations: dict[str, Any] | None | Unset
        if isinstance(self.decorations, Unset):
            decorations = UNSET
        elif isinstance(self.decorations, ChocolaPrepareMoveDecorationsType0):
            decorations = self.decorations.to_dict()
        else:
            decorations = self.decorations

        first_player: None | str | Unset
        if isinstance(self.first_player, Unset):
            first_player = UNSET
        else:
            first_player = self.first_player

        give: None | str | Unset
        if isinstance(self.give, Unset):
            give = UNSET
        else:
            give = self.give

        leave: list[list[int]] | None | Unset
        if isinstance(self.leave, Unset):
            leave = UNSET
        elif isinstance(self.leave, list):
            leave = []
            for leave_type_0_item_data in self.leave:
                leave_type_0_item = leave_type_0_item_data


                leave.append(leave_type_0_item)


        else:
            leave = self.leave

        probability: None | str | Unset
        if isinstance(self.probability, Unset):
            probability = UNSET
        else:
            probability = self.probability

        removed: list[str] | None | Unset
        if isinstance(self.removed, Unset):
            removed = UNSET
        elif isinstance(self.removed, list):
            removed = self.removed


        else:
            removed = self.removed

        requests: list[str] | None | Unset
        if isinstance(self.requests, Unset):
            requests = UNSET
        elif isinstance(self.requests, list):
            requests = self.requests


        else:
            requests = self.requests

        reserves: dict[str, Any] | None | Unset
        if isinstance(self.reserves, Unset):
            reserves = UNSET
        elif isinstance(self.reserves, ChocolaPrepareMoveReservesType0):
            reserves = self.reserves.to_dict()
        else:
            reserves = self.reserves

        take: list[int] | None | Unset
        if isinstance(self.take, Unset):
            take = UNSET
        elif isinstance(self.take, list):
            take = self.take


        else:
            take = self.take

        tavoletta: list[list[list[str]]] | None | Unset
        if isinstance(self.tavoletta, Unset):
            tavoletta = UNSET
        elif isinstance(self.tavoletta, list):
            tavoletta = []
            for tavoletta_type_0_item_data in self.tavoletta:
                tavoletta_type_0_item = []
                for tavoletta_type_0_item_item_data in tavoletta_type_0_item_data:
                    tavoletta_type_0_item_item = tavoletta_type_0_item_item_data


                    tavoletta_type_0_item.append(tavoletta_type_0_item_item)


                tavoletta.append(tavoletta_type_0_item)


        else:
            tavoletta = self.tavoletta

        template: bool | None | Unset
        if isinstance(self.template, Unset):
            template = UNSET
        else:
            template = self.template

        touched: list[list[int]] | None | Unset
        if isinstance(self.touched, Unset):
            touched = UNSET
        elif isinstance(self.touched, list):
            touched = []
            for touched_type_0_item_data in self.touched:
                touched_type_0_item = touched_type_0_item_data


                touched.append(touched_type_0_item)


        else:
            touched = self.touched

        tray: list[str] | None | Unset
        if isinstance(self.tray, Unset):
            tray = UNSET
        elif isinstance(self.tray, list):
            tray = self.tray


        else:
            tray = self.tray

        unassigned: list[str] | None | Unset
        if isinstance(self.unassigned, Unset):
            unassigned = UNSET
        elif isinstance(self.unassigned, list):
            unassigned = self.unassigned


        else:
            unassigned = self.unassigned


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "pay": pay,
            "player": player,
            "request": request,
            "type": type_,
        })
        if approx is not UNSET:
            field_dict["approx"] = approx
        if card is not UNSET:
            field_dict["card"] = card
        if chance is not UNSET:
            field_dict["chance"] = chance
        if count is not UNSET:
            field_dict["count"] = count
        if decorations is not UNSET:
            field_dict["decorations"] = decorations
        if first_player is not UNSET:
            field_dict["first_player"] = first_player
        if give is not UNSET:
            field_dict["give"] = give
        if leave is not UNSET:
            field_dict["leave"] = leave
        if probability is not UNSET:
            field_dict["probability"] = probability
        if removed is not UNSET:
            field_dict["removed"] = removed
        if requests is not UNSET:
            field_dict["requests"] = requests
        if reserves is not UNSET:
            field_dict["reserves"] = reserves
        if take is not UNSET:
            field_dict["take"] = take
        if tavoletta is not UNSET:
            field_dict["tavoletta"] = tavoletta
        if template is not UNSET:
            field_dict["template"] = template
        if touched is not UNSET:
            field_dict["touched"] = touched
        if tray is not UNSET:
            field_dict["tray"] = tray
        if unassigned is not UNSET:
            field_dict["unassigned"] = unassigned

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chocola_prepare_move_decorations_type_0 import ChocolaPrepareMoveDecorationsType0 # noqa: PLC0415
        from ..models.chocola_prepare_move_reserves_type_0 import ChocolaPrepareMoveReservesType0 # noqa: PLC0415
        d = dict(src_dict)
        pay = cast(list[str], d.pop("pay"))


        player = d.pop("player")

        request = d.pop("request")

        type_ = ChocolaPrepareMoveType(d.pop("type"))




        def _parse_approx(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        approx = _parse_approx(d.pop("approx", UNSET))


        def _parse_card(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        card = _parse_card(d.pop("card", UNSET))


        def _parse_chance(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        chance = _parse_chance(d.pop("chance", UNSET))


        def _parse_count(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        count = _parse_count(d.pop("count", UNSET))


        def _parse_decorations(data: object) -> ChocolaPrepareMoveDecorationsType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                decorations_type_0 = ChocolaPrepareMoveDecorationsType0.from_dict(data)



                return decorations_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChocolaPrepareMoveDecorationsType0 | None | Unset, data)

        decorations = _parse_decorations(d.pop("decorations", UNSET))


        def _parse_first_player(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        first_player = _parse_first_player(d.pop("first_player", UNSET))


        def _parse_give(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        give = _parse_give(d.pop("give", UNSET))


        def _parse_leave(data: object) -> list[list[int]] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                leave_type_0 = []
                _leave_type_0 = data
                for leave_type_0_item_data in (_leave_type_0):
                    leave_type_0_item = cast(list[int], leave_type_0_item_data)

                    leave_type_0.append(leave_type_0_item)

                return leave_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[list[int]] | None | Unset, data)

        leave = _parse_leave(d.pop("leave", UNSET))


        def _parse_probability(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        probability = _parse_probability(d.pop("probability", UNSET))


        def _parse_removed(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                removed_type_0 = cast(list[str], data)

                return removed_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        removed = _parse_removed(d.pop("removed", UNSET))


        def _parse_requests(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                requests_type_0 = cast(list[str], data)

                return requests_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        requests = _parse_requests(d.pop("requests", UNSET))


        def _parse_reserves(data: object) -> ChocolaPrepareMoveReservesType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                reserves_type_0 = ChocolaPrepareMoveReservesType0.from_dict(data)



                return reserves_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChocolaPrepareMoveReservesType0 | None | Unset, data)

        reserves = _parse_reserves(d.pop("reserves", UNSET))


        def _parse_take(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                take_type_0 = cast(list[int], data)

                return take_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        take = _parse_take(d.pop("take", UNSET))


        def _parse_tavoletta(data: object) -> list[list[list[str]]] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                tavoletta_type_0 = []
                _tavoletta_type_0 = data
                for tavoletta_type_0_item_data in (_tavoletta_type_0):
                    tavoletta_type_0_item = []
                    _tavoletta_type_0_item = tavoletta_type_0_item_data
                    for tavoletta_type_0_item_item_data in (_tavoletta_type_0_item):
                        tavoletta_type_0_item_item = cast(list[str], tavoletta_type_0_item_item_data)

                        tavoletta_type_0_item.append(tavoletta_type_0_item_item)

                    tavoletta_type_0.append(tavoletta_type_0_item)

                return tavoletta_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[list[list[str]]] | None | Unset, data)

        tavoletta = _parse_tavoletta(d.pop("tavoletta", UNSET))


        def _parse_template(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        template = _parse_template(d.pop("template", UNSET))


        def _parse_touched(data: object) -> list[list[int]] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                touched_type_0 = []
                _touched_type_0 = data
                for touched_type_0_item_data in (_touched_type_0):
                    touched_type_0_item = cast(list[int], touched_type_0_item_data)

                    touched_type_0.append(touched_type_0_item)

                return touched_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[list[int]] | None | Unset, data)

        touched = _parse_touched(d.pop("touched", UNSET))


        def _parse_tray(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                tray_type_0 = cast(list[str], data)

                return tray_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        tray = _parse_tray(d.pop("tray", UNSET))


        def _parse_unassigned(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                unassigned_type_0 = cast(list[str], data)

                return unassigned_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        unassigned = _parse_unassigned(d.pop("unassigned", UNSET))


        chocola_prepare_move = cls(
            pay=pay,
            player=player,
            request=request,
            type_=type_,
            approx=approx,
            card=card,
            chance=chance,
            count=count,
            decorations=decorations,
            first_player=first_player,
            give=give,
            leave=leave,
            probability=probability,
            removed=removed,
            requests=requests,
            reserves=reserves,
            take=take,
            tavoletta=tavoletta,
            template=template,
            touched=touched,
            tray=tray,
            unassigned=unassigned,
        )

        return chocola_prepare_move

