from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choko_mannaro_card_id import ChokoMannaroCardId
from ..models.choko_mannaro_phase import ChokoMannaroPhase
from typing import cast

if TYPE_CHECKING:
  from ..models.choko_mannaro_game_state_chokos import ChokoMannaroGameStateChokos
  from ..models.choko_mannaro_game_state_hands import ChokoMannaroGameStateHands
  from ..models.choko_mannaro_game_state_moods import ChokoMannaroGameStateMoods
  from ..models.choko_mannaro_game_state_played import ChokoMannaroGameStatePlayed
  from ..models.choko_mannaro_game_state_quarantine import ChokoMannaroGameStateQuarantine
  from ..models.choko_mannaro_pair import ChokoMannaroPair
  from ..models.choko_mannaro_peek import ChokoMannaroPeek
  from ..models.choko_mannaro_pile import ChokoMannaroPile
  from ..models.choko_mannaro_slaughter import ChokoMannaroSlaughter





T = TypeVar("T", bound="ChokoMannaroGameState")



@_attrs_define
class ChokoMannaroGameState:
    """ The state of a game after the last legal move of its history: every card's place and every player's Chokos.

        Attributes:
            activating (ChokoMannaroPair | None): The pair being activated (still on the table, A2), or null; after the end,
                the pair whose activation the end cut short.
            chokos (ChokoMannaroGameStateChokos): Each player's Chokos (K1). Keys are player ids, in seat order.
            deck (ChokoMannaroPile): A pile of cards kept as a multiset: the main deck or the discard pile.
            discard (ChokoMannaroPile): A pile of cards kept as a multiset: the main deck or the discard pile.
            due (list[str]): The due players of the step being played or resolved, in seat order (R2); [] at the refill, at
                a round start's quarantine decisions and after the end.
            eliminated (int): The pool: 60 minus the Chokos held (K2).
            finished (bool): The game is over (E1).
            hands (ChokoMannaroGameStateHands): Each player's hand, in rank order (D6: the referee shows all). Keys are
                player ids, in seat order.
            moods (ChokoMannaroGameStateMoods): Each player's mood instances, one entry per instance (M1). Keys are player
                ids, in seat order.
            pairing (list[ChokoMannaroCardId]): The pairing cards lying face up with no pair on them, in rank order.
            peek (ChokoMannaroPeek | None): The Peeping Tom's view, or null.
            pending (list[ChokoMannaroPair]): The pairs waiting for activation, in rank order (A1).
            phase (ChokoMannaroPhase): What the game waits for: one phase at a time, one move type per phase (H2).

                - `quarantine`: A round start: the first quarantined player in seat order decides (R1, Q4).
                - `choice`: The due players play, face down (R3): several players at once (`simultaneous`).
                - `target`: A mood, Hairdryer or Robber is being activated: its activator chooses a target (M1, X3, X4).
                - `peek`: A Peeping Tom is being activated: the next card it looks at (G1, chance).
                - `peek_pick`: The Peeping Tom's activator picks one of the cards peeked (G2).
                - `toss`: Two Chokowerewolves with equal Chokos and no younger activator: the starter is tossed (W8, chance).
                - `slaughter`: A slaughter: the picker takes a card unseen from the victim's hand (W2, D4, chance).
                - `refill`: The refill: a player draws (R6, chance).
                - `over`: The game is over (E1): no move is legal (E5). Example: choice.
            played (ChokoMannaroGameStatePlayed): Player to the card they played face down in this step, until the reveal;
                {} otherwise.
            quarantine (ChokoMannaroGameStateQuarantine): The quarantined players (Q1). Keys are player ids.
            round_ (int): The round (1 first).
            slaughter (ChokoMannaroSlaughter | None): The slaughter under way, or null.
            step (int): The step of the round (1 first; 0 at a round start's quarantine decisions).
            to_act (list[str]): As in legal-moves: at a choice the due players who have not played yet, at a toss the two
                activators, otherwise the one player whose move comes next; [] after the end.
            winner (None | str): The winner, or null (while running, or on a shared win, E3). Example: ann.
            winners (list[str]): The winners: the last holder (E1); [] while running.
     """

    activating: ChokoMannaroPair | None
    chokos: ChokoMannaroGameStateChokos
    deck: ChokoMannaroPile
    discard: ChokoMannaroPile
    due: list[str]
    eliminated: int
    finished: bool
    hands: ChokoMannaroGameStateHands
    moods: ChokoMannaroGameStateMoods
    pairing: list[ChokoMannaroCardId]
    peek: ChokoMannaroPeek | None
    pending: list[ChokoMannaroPair]
    phase: ChokoMannaroPhase
    played: ChokoMannaroGameStatePlayed
    quarantine: ChokoMannaroGameStateQuarantine
    round_: int
    slaughter: ChokoMannaroSlaughter | None
    step: int
    to_act: list[str]
    winner: None | str
    winners: list[str]





    def to_dict(self) -> dict[str, Any]:
        from ..models.choko_mannaro_game_state_chokos import ChokoMannaroGameStateChokos # noqa: PLC0415
        from ..models.choko_mannaro_game_state_hands import ChokoMannaroGameStateHands # noqa: PLC0415
        from ..models.choko_mannaro_game_state_moods import ChokoMannaroGameStateMoods # noqa: PLC0415
        from ..models.choko_mannaro_game_state_played import ChokoMannaroGameStatePlayed # noqa: PLC0415
        from ..models.choko_mannaro_game_state_quarantine import ChokoMannaroGameStateQuarantine # noqa: PLC0415
        from ..models.choko_mannaro_pair import ChokoMannaroPair # noqa: PLC0415
        from ..models.choko_mannaro_peek import ChokoMannaroPeek # noqa: PLC0415
        from ..models.choko_mannaro_pile import ChokoMannaroPile # noqa: PLC0415
        from ..models.choko_mannaro_slaughter import ChokoMannaroSlaughter # noqa: PLC0415
        activating: dict[str, Any] | None
        if isinstance(self.activating, ChokoMannaroPair):
            activating = self.activating.to_dict()
        else:
            activating = self.activating

        chokos = self.chokos.to_dict()

        deck = self.deck.to_dict()

        discard = self.discard.to_dict()

        due = self.due



        eliminated = self.eliminated

        finished = self.finished

        hands = self.hands.to_dict()

        moods = self.moods.to_dict()

        pairing = []
        for pairing_item_data in self.pairing:
            pairing_item = pairing_item_data.value
            pairing.append(pairing_item)



        peek: dict[str, Any] | None
        if isinstance(self.peek, ChokoMannaroPeek):
            peek = self.peek.to_dict()
        else:
            peek = self.peek

        pending = []
        for pending_item_data in self.pending:
            pending_item = pending_item_data.to_dict()
            pending.append(pending_item)



        phase = self.phase.value

        played = self.played.to_dict()

        quarantine = self.quarantine.to_dict()

        round_ = self.round_

        slaughter: dict[str, Any] | None
        if isinstance(self.slaughter, ChokoMannaroSlaughter):
            slaughter = self.slaughter.to_dict()
        else:
            slaughter = self.slaughter

        step = self.step

        to_act = self.to_act



        winner: None | str
        winner = self.winner

        winners = self.winners




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "activating": activating,
            "chokos": chokos,
            "deck": deck,
            "discard": discard,
            "due": due,
            "eliminated": eliminated,
            "finished": finished,
            "hands": hands,
            "moods": moods,
            "pairing": pairing,
            "peek": peek,
            "pending": pending,
            "phase": phase,
            "played": played,
            "quarantine": quarantine,
            "round": round_,
            "slaughter": slaughter,
            "step": step,
            "to_act": to_act,
            "winner": winner,
            "winners": winners,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choko_mannaro_game_state_chokos import ChokoMannaroGameStateChokos # noqa: PLC0415
        from ..models.choko_mannaro_game_state_hands import ChokoMannaroGameStateHands # noqa: PLC0415
        from ..models.choko_mannaro_game_state_moods import ChokoMannaroGameStateMoods # noqa: PLC0415
        from ..models.choko_mannaro_game_state_played import ChokoMannaroGameStatePlayed # noqa: PLC0415
        from ..models.choko_mannaro_game_state_quarantine import ChokoMannaroGameStateQuarantine # noqa: PLC0415
        from ..models.choko_mannaro_pair import ChokoMannaroPair # noqa: PLC0415
        from ..models.choko_mannaro_peek import ChokoMannaroPeek # noqa: PLC0415
        from ..models.choko_mannaro_pile import ChokoMannaroPile # noqa: PLC0415
        from ..models.choko_mannaro_slaughter import ChokoMannaroSlaughter # noqa: PLC0415
        d = dict(src_dict)
        def _parse_activating(data: object) -> ChokoMannaroPair | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                activating_type_0 = ChokoMannaroPair.from_dict(data)



                return activating_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChokoMannaroPair | None, data)

        activating = _parse_activating(d.pop("activating"))


        chokos = ChokoMannaroGameStateChokos.from_dict(d.pop("chokos"))




        deck = ChokoMannaroPile.from_dict(d.pop("deck"))




        discard = ChokoMannaroPile.from_dict(d.pop("discard"))




        due = cast(list[str], d.pop("due"))


        eliminated = d.pop("eliminated")

        finished = d.pop("finished")

        hands = ChokoMannaroGameStateHands.from_dict(d.pop("hands"))




        moods = ChokoMannaroGameStateMoods.from_dict(d.pop("moods"))




        pairing = []
        _pairing = d.pop("pairing")
        for pairing_item_data in (_pairing):
            pairing_item = ChokoMannaroCardId(pairing_item_data)



            pairing.append(pairing_item)


        def _parse_peek(data: object) -> ChokoMannaroPeek | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                peek_type_0 = ChokoMannaroPeek.from_dict(data)



                return peek_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChokoMannaroPeek | None, data)

        peek = _parse_peek(d.pop("peek"))


        pending = []
        _pending = d.pop("pending")
        for pending_item_data in (_pending):
            pending_item = ChokoMannaroPair.from_dict(pending_item_data)



            pending.append(pending_item)


        phase = ChokoMannaroPhase(d.pop("phase"))




        played = ChokoMannaroGameStatePlayed.from_dict(d.pop("played"))




        quarantine = ChokoMannaroGameStateQuarantine.from_dict(d.pop("quarantine"))




        round_ = d.pop("round")

        def _parse_slaughter(data: object) -> ChokoMannaroSlaughter | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                slaughter_type_0 = ChokoMannaroSlaughter.from_dict(data)



                return slaughter_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChokoMannaroSlaughter | None, data)

        slaughter = _parse_slaughter(d.pop("slaughter"))


        step = d.pop("step")

        to_act = cast(list[str], d.pop("to_act"))


        def _parse_winner(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        winner = _parse_winner(d.pop("winner"))


        winners = cast(list[str], d.pop("winners"))


        choko_mannaro_game_state = cls(
            activating=activating,
            chokos=chokos,
            deck=deck,
            discard=discard,
            due=due,
            eliminated=eliminated,
            finished=finished,
            hands=hands,
            moods=moods,
            pairing=pairing,
            peek=peek,
            pending=pending,
            phase=phase,
            played=played,
            quarantine=quarantine,
            round_=round_,
            slaughter=slaughter,
            step=step,
            to_act=to_act,
            winner=winner,
            winners=winners,
        )

        return choko_mannaro_game_state

