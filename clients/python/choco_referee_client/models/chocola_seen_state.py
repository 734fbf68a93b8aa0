from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.chocola_phase import ChocolaPhase
from ..models.chocola_seen_state_phase_number import ChocolaSeenStatePhaseNumber
from typing import cast

if TYPE_CHECKING:
  from ..models.chocola_inspiration_state import ChocolaInspirationState
  from ..models.chocola_phase_scores import ChocolaPhaseScores
  from ..models.chocola_seen_state_collections import ChocolaSeenStateCollections
  from ..models.chocola_seen_state_declared import ChocolaSeenStateDeclared
  from ..models.chocola_seen_state_reserves import ChocolaSeenStateReserves
  from ..models.chocola_stack import ChocolaStack





T = TypeVar("T", bound="ChocolaSeenState")



@_attrs_define
class ChocolaSeenState:
    """ The state as one player may know it (I1-I4): each stack its visible card and size (I2), the removed cards left out
    (I3).

        Attributes:
            collections (ChocolaSeenStateCollections): Each player's Desserts and Decorations. Keys are player ids.
            deck_size (int): Cards left in the Request deck.
            declared (ChocolaSeenStateDeclared): The trays declared with make_tray (E3). Keys are player ids.
            decorated (list[str]): Who has decorated (E7), in seating order.
            discarded (list[str]): The Chocolate cards paid this phase (P2), in C2 id order.
            finished (bool): Nothing may be appended (as in legal-moves): the game has ended (E4, E7) and no `make_tray` is
                left. A one-phase game that has ended with trays still to declare (E3) is not finished; its scores are final all
                the same.
            inspiration (ChocolaInspirationState):
            passed (list[str]): Who has passed for good in the final round (E2), in seating order.
            phase (ChocolaPhase): Where a phase stands.

                - `main`: The main phase: the player to act takes, prepares or swaps (T1); or a Request is refilled (H2).
                - `final_round`: The Tavoletta is empty (E1): prepare or pass (E2); or a Request is refilled (H2).
                - `phase_end`: Every player has passed (E3): after phase 1 of a second_phase game, trays may be declared and
                phase 2 is dealt (E5); after phase 2, every player decorates (E7).
                - `over`: The game has ended (E4, E7); in the one-phase game trays may still be declared (E3). Example: main.
            phase_number (ChocolaSeenStatePhaseNumber): The phase (1 or 2).
            removed (list[str] | None): Always null in a player's view: the cards removed face down are nobody's (I3);
                `removed_count` is public.
            removed_count (int): How many Chocolate cards were removed face down this phase (public, I3).
            requests (list[None | str]): The visible Requests in slot order; null for the slot a refill is due to fill (H2).
            reserves (ChocolaSeenStateReserves): Each player's reserve, in C2 id order. Keys are player ids.
            scores (list[ChocolaPhaseScores]): Per ended phase, each player's score (V8).
            tavoletta (list[list[ChocolaStack]]): 2 rows of 4 positions: each its top card (null for a hole) and its size.
            to_act (list[str]): The players whose move is due (empty at a chance point, for an optional make_tray, or once
                the game is over).
     """

    collections: ChocolaSeenStateCollections
    deck_size: int
    declared: ChocolaSeenStateDeclared
    decorated: list[str]
    discarded: list[str]
    finished: bool
    inspiration: ChocolaInspirationState
    passed: list[str]
    phase: ChocolaPhase
    phase_number: ChocolaSeenStatePhaseNumber
    removed: list[str] | None
    removed_count: int
    requests: list[None | str]
    reserves: ChocolaSeenStateReserves
    scores: list[ChocolaPhaseScores]
    tavoletta: list[list[ChocolaStack]]
    to_act: list[str]





    def to_dict(self) -> dict[str, Any]:
        from ..models.chocola_inspiration_state import ChocolaInspirationState # noqa: PLC0415
        from ..models.chocola_phase_scores import ChocolaPhaseScores # noqa: PLC0415
        from ..models.chocola_seen_state_collections import ChocolaSeenStateCollections # noqa: PLC0415
        from ..models.chocola_seen_state_declared import ChocolaSeenStateDeclared # noqa: PLC0415
        from ..models.chocola_seen_state_reserves import ChocolaSeenStateReserves # noqa: PLC0415
        from ..models.chocola_stack import ChocolaStack # noqa: PLC0415
        collections = self.collections.to_dict()

        deck_size = self.deck_size

        declared = self.declared.to_dict()

        decorated = self.decorated



        discarded = self.discarded



        finished = self.finished

        inspiration = self.inspiration.to_dict()

        passed = self.passed



        phase = self.phase.value

        phase_number = self.phase_number.value

        removed: list[str] | None
        if isinstance(self.removed, list):
            removed = self.removed


        else:
            removed = self.removed

        removed_count = self.removed_count

        requests = []
        for requests_item_data in self.requests:
            requests_item: None | str
            requests_item = requests_item_data
            requests.append(requests_item)



        reserves = self.reserves.to_dict()

        scores = []
        for scores_item_data in self.scores:
            scores_item = scores_item_data.to_dict()
            scores.append(scores_item)



        tavoletta = []
        for tavoletta_item_data in self.tavoletta:
            tavoletta_item = []
            for tavoletta_item_item_data in tavoletta_item_data:
                tavoletta_item_item = tavoletta_item_item_data.to_dict()
                tavoletta_item.append(tavoletta_item_item)


            tavoletta.append(tavoletta_item)



        to_act = self.to_act




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "collections": collections,
            "deck_size": deck_size,
            "declared": declared,
            "decorated": decorated,
            "discarded": discarded,
            "finished": finished,
            "inspiration": inspiration,
            "passed": passed,
            "phase": phase,
            "phase_number": phase_number,
            "removed": removed,
            "removed_count": removed_count,
            "requests": requests,
            "reserves": reserves,
            "scores": scores,
            "tavoletta": tavoletta,
            "to_act": to_act,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chocola_inspiration_state import ChocolaInspirationState # noqa: PLC0415
        from ..models.chocola_phase_scores import ChocolaPhaseScores # noqa: PLC0415
        from ..models.chocola_seen_state_collections import ChocolaSeenStateCollections # noqa: PLC0415
        from ..models.chocola_seen_state_declared import ChocolaSeenStateDeclared # noqa: PLC0415
        from ..models.chocola_seen_state_reserves import ChocolaSeenStateReserves # noqa: PLC0415
        from ..models.chocola_stack import ChocolaStack # noqa: PLC0415
        d = dict(src_dict)
        collections = ChocolaSeenStateCollections.from_dict(d.pop("collections"))




        deck_size = d.pop("deck_size")

        declared = ChocolaSeenStateDeclared.from_dict(d.pop("declared"))




        decorated = cast(list[str], d.pop("decorated"))


        discarded = cast(list[str], d.pop("discarded"))


        finished = d.pop("finished")

        inspiration = ChocolaInspirationState.from_dict(d.pop("inspiration"))




        passed = cast(list[str], d.pop("passed"))


        phase = ChocolaPhase(d.pop("phase"))




        phase_number = ChocolaSeenStatePhaseNumber(d.pop("phase_number"))




        def _parse_removed(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                removed_type_0 = cast(list[str], data)

                return removed_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        removed = _parse_removed(d.pop("removed"))


        removed_count = d.pop("removed_count")

        requests = []
        _requests = d.pop("requests")
        for requests_item_data in (_requests):
            def _parse_requests_item(data: object) -> None | str:
                if data is None:
                    return data
                return cast(None | str, data)

            requests_item = _parse_requests_item(requests_item_data)

            requests.append(requests_item)


        reserves = ChocolaSeenStateReserves.from_dict(d.pop("reserves"))




        scores = []
        _scores = d.pop("scores")
        for scores_item_data in (_scores):
            scores_item = ChocolaPhaseScores.from_dict(scores_item_data)



            scores.append(scores_item)


        tavoletta = []
        _tavoletta = d.pop("tavoletta")
        for tavoletta_item_data in (_tavoletta):
            tavoletta_item = []
            _tavoletta_item = tavoletta_item_data
            for tavoletta_item_item_data in (_tavoletta_item):
                tavoletta_item_item = ChocolaStack.from_dict(tavoletta_item_item_data)



                tavoletta_item.append(tavoletta_item_item)

            tavoletta.append(tavoletta_item)


        to_act = cast(list[str], d.pop("to_act"))


        chocola_seen_state = cls(
            collections=collections,
            deck_size=deck_size,
            declared=declared,
            decorated=decorated,
            discarded=discarded,
            finished=finished,
            inspiration=inspiration,
            passed=passed,
            phase=phase,
            phase_number=phase_number,
            removed=removed,
            removed_count=removed_count,
            requests=requests,
            reserves=reserves,
            scores=scores,
            tavoletta=tavoletta,
            to_act=to_act,
        )

        return chocola_seen_state

