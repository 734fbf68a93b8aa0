from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choko_mannaro_card_id import ChokoMannaroCardId
from ..models.choko_mannaro_event_by import ChokoMannaroEventBy
from ..models.choko_mannaro_event_kind import ChokoMannaroEventKind
from ..models.choko_mannaro_rule_id import ChokoMannaroRuleId
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="ChokoMannaroEvent")



@_attrs_define
class ChokoMannaroEvent:
    """ What the referee derived (R7), in order: an organiser reads a disputed round back line by line. Fields beside
    `move_index`, `rule` and `event` appear only where they apply.

        Attributes:
            event (ChokoMannaroEventKind): What the referee derived (R7).

                - `annulled`: P1: identical cards revealed together are discarded (`card`, `players`).
                - `paired`: P2, W1, G3: a revealed (or picked) card pairs with its pairing card: pending activation (`card`,
                `player`, or `players` for two Chokowerewolves).
                - `new_pairing`: P3, G3: a card stays on the table as a new pairing card (`card`, `player`).
                - `activated`: A1: a pair's activation begins (`card`, `player` or `players`).
                - `void`: V5, Q2 (A3): a pair discarded without effect (`card`, `player`).
                - `transfer`: V2, X1: `player` gives `chokos` to `to` (`owed` when K3 let them give less).
                - `eliminated`: V1, X3, X4, W3, W4: `player` loses `chokos` to the pool (`card`: the card picked in a slaughter;
                `owed` when K3 let them lose less).
                - `received`: X5: `player` receives `chokos` from the pool (`owed` when the pool held less).
                - `mood`: M1: `player` puts the mood `card` in front of `target`.
                - `mood_discarded`: V3, V4, K5: one instance of the mood `card` in front of `player` is discarded.
                - `quarantine`: Q1: `player` enters quarantine.
                - `upkeep`: Q4: `player` keeps the quarantine and pays `chokos` (0 at the first round start).
                - `quarantine_end`: Q4, Q6: `player`'s quarantine ends and its pair is discarded.
                - `starter`: W8: `player` starts the slaughter of two Chokowerewolves, decided `by` chokos, age or toss.
                - `skipped`: W6: `player` holds no Chokos and is passed over as victim.
                - `shielded`: W5: the quarantined victim `player` loses nothing (`chokos`: what they were spared).
                - `doubled`: Q5: the quarantined victim `player` receives `chokos` from the pool.
                - `slaughter_end`: W9: `card`, a 5 or a 6, taken from `player`: the slaughter ends.
                - `destroyed`: X2: a pairing card, or a pending pair (its activator `player`), discarded by a Parcel Bomb.
                - `discarded`: G2, G3: cards the Peeping Tom's activator discards (`player`, `cards`).
                - `reshuffled`: D1: the discard pile becomes the main deck (`count`); G2: a peeked Chokowerewolf goes back into
                it (`card`, `count`).
                - `game_over`: E1, E3: the game is over; `players` won. Example: transfer.
            move_index (int): The move after which it happened (0-based index into `moves`). Example: 3.
            rule (ChokoMannaroRuleId): The id of a rule of Chokowerewolf. Every verdict of the service cites one; `GET
                /chokomannaro/rules` gives each rule's full text in English and Italian.

                - `C1`: Edition (section cards)
                - `C2`: Counts (section cards)
                - `C3`: Order number (section cards)
                - `C4`: Families and rank (section cards)
                - `C5`: Matching (section cards)
                - `C6`: Places (section cards)
                - `K1`: Count (section chokos)
                - `K2`: Pool (section chokos)
                - `K3`: Short (section chokos)
                - `K4`: No Chokos (section chokos)
                - `K5`: Zero (section chokos)
                - `S1`: Players (section setup)
                - `S2`: Chokos (section setup)
                - `S3`: Pairing cards (section setup)
                - `S4`: Hands (section setup)
                - `S5`: Possible deal (section setup)
                - `S6`: Ages (section setup)
                - `R1`: Round start (section round)
                - `R2`: Due players (section round)
                - `R3`: Choice (section round)
                - `R4`: In hand (section round)
                - `P1`: Identical cards annul (section round)
                - `P2`: Match (section round)
                - `P3`: New pairing card (section round)
                - `P4`: One per kind (section round)
                - `A1`: Activation order (section round)
                - `A2`: Afterwards (section round)
                - `A3`: Void (section round)
                - `R5`: Repetition (section round)
                - `R6`: Refill (section round)
                - `R7`: Explicit (section round)
                - `M1`: Target (section effects)
                - `M2`: Force (section effects)
                - `V1`: Cost (section effects)
                - `V2`: Gain (section effects)
                - `V3`: Opponents' mood (section effects)
                - `V4`: Own mood (section effects)
                - `V5`: Unpaid (section effects)
                - `G1`: Peeping Tom (section effects)
                - `G2`: Pick (section effects)
                - `G3`: Played at once (section effects)
                - `Q1`: Quarantine (section effects)
                - `Q2`: No spending, no earning (section effects)
                - `Q3`: Scope (section effects)
                - `Q4`: Upkeep (section effects)
                - `Q5`: Doubling (section effects)
                - `Q6`: Automatic end (section effects)
                - `W1`: Two at once (section effects)
                - `W2`: Slaughter (section effects)
                - `W3`: Loss (section effects)
                - `W4`: Empty hand (section effects)
                - `W5`: Quarantined victim (section effects)
                - `W6`: Skipped (section effects)
                - `W7`: Effects (section effects)
                - `W8`: Starter after W1 (section effects)
                - `W9`: End (section effects)
                - `X1`: Beggar (section effects)
                - `X2`: Parcel Bomb (section effects)
                - `X3`: Hairdryer (section effects)
                - `X4`: Robber (section effects)
                - `X5`: Migration (section effects)
                - `D1`: Drawing (section chance)
                - `D2`: Recorded, not simulated (section chance)
                - `D3`: Draw probabilities (section chance)
                - `D4`: Blind pick (section chance)
                - `D5`: Toss (section chance)
                - `D6`: Open referee (section chance)
                - `E1`: Last holder (section end)
                - `E2`: Effects (section end)
                - `E3`: Nobody left (section end)
                - `E4`: No stall, no limit (section end)
                - `E5`: Over (section end)
                - `H1`: Shape (section history)
                - `H2`: Sequence (section history)
                - `H3`: Echoes (section history)
                - `H4`: Order of checks (section history)
                - `I1`: What the table sees (section information)
                - `I2`: Hands (section information)
                - `I3`: Cards played face down (section information)
                - `I4`: Draws (section information)
                - `I5`: The Peeping Tom's look (section information)
                - `I6`: The main deck (section information)
                - `I7`: The odds a player knows (section information) Example: W6.
            by (ChokoMannaroEventBy | Unset): How the starter was decided (W8): fewer Chokos, younger, a toss.
            card (ChokoMannaroCardId | Unset): A card of the edition of record (section 1): a closed list (H1).

                - `anxiety`: Anxiety (*Ansia*), mood 1°, rank 3, 4 copies
                - `boredom`: Boredom (*Noia*), mood 2°, rank 4, 4 copies
                - `fear`: Fear (*Paura*), mood 3°, rank 5, 4 copies
                - `psychology`: Psychology (*Psicologa*), service 1°, rank 6, 4 copies
                - `bodyguard`: Bodyguard (*Bodyguard*), service 2°, rank 7, 4 copies
                - `chokowerewolf_game`: Chokowerewolf game (*Partita al Chokomannaro*), service 3°, rank 8, 4 copies
                - `masseur`: Masseur (*Massaggiatore*), service 4°, rank 9, 4 copies
                - `self_defence_course`: Self-defence course (*Corso autodifesa*), service 5°, rank 10, 4 copies
                - `cinema`: Cinema (*Cinema*), service 6°, rank 11, 4 copies
                - `peeping_tom`: Peeping Tom (*Guardone*), green_action 1°, rank 1, 3 copies
                - `quarantine`: Quarantine (*Quarantena*), green_action 1°, rank 2, 2 copies
                - `chokowerewolf`: Chokowerewolf (*Chokomannaro*), red_action 1°, rank 12, 2 copies
                - `beggar`: Beggar (*Mendicante*), red_action 2°, rank 13, 3 copies
                - `parcel_bomb`: Parcel bomb (*Pacco bomba*), red_action 3°, rank 14, 3 copies
                - `hairdryer`: Hairdryer (*Fon*), red_action 4°, rank 15, 3 copies
                - `robber`: Robber (*Rapitore*), red_action 5°, rank 16, 3 copies
                - `migration`: Migration (*Migrazione*), red_action 6°, rank 17, 3 copies Example: fear.
            cards (list[ChokoMannaroCardId] | Unset): The cards concerned (G2, G3).
            chokos (int | Unset): How many Chokos moved. Example: 3.
            count (int | Unset): How many cards were shuffled (D1, G2).
            owed (int | Unset): How many were due, when fewer moved (K3); absent otherwise. Example: 3.
            player (str | Unset): The player concerned (see the event kinds). Example: ann.
            players (list[str] | Unset): The players concerned: two activators (W1), who annulled (P1), the winners.
            target (str | Unset): The opponent a mood goes to (M1). Example: ann.
            to (str | Unset): Who receives a transfer (V2, X1). Example: ann.
     """

    event: ChokoMannaroEventKind
    move_index: int
    rule: ChokoMannaroRuleId
    by: ChokoMannaroEventBy | Unset = UNSET
    card: ChokoMannaroCardId | Unset = UNSET
    cards: list[ChokoMannaroCardId] | Unset = UNSET
    chokos: int | Unset = UNSET
    count: int | Unset = UNSET
    owed: int | Unset = UNSET
    player: str | Unset = UNSET
    players: list[str] | Unset = UNSET
    target: str | Unset = UNSET
    to: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        event = self.event.value

        move_index = self.move_index

        rule = self.rule.value

        by: str | Unset = UNSET
        if not isinstance(self.by, Unset):
            by = self.by.value


        card: str | Unset = UNSET
        if not isinstance(self.card, Unset):
            card = self.card.value


        cards: list[str] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = []
            for cards_item_data in self.cards:
                cards_item = cards_item_data.value
                cards.append(cards_item)



        chokos = self.chokos

        count = self.count

        owed = self.owed

        player = self.player

        players: list[str] | Unset = UNSET
        if not isinstance(self.players, Unset):
            players = self.players



        target = self.target

        to = self.to


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "event": event,
            "move_index": move_index,
            "rule": rule,
        })
        if by is not UNSET:
            field_dict["by"] = by
        if card is not UNSET:
            field_dict["card"] = card
        if cards is not UNSET:
            field_dict["cards"] = cards
        if chokos is not UNSET:
            field_dict["chokos"] = chokos
        if count is not UNSET:
            field_dict["count"] = count
        if owed is not UNSET:
            field_dict["owed"] = owed
        if player is not UNSET:
            field_dict["player"] = player
        if players is not UNSET:
            field_dict["players"] = players
        if target is not UNSET:
            field_dict["target"] = target
        if to is not UNSET:
            field_dict["to"] = to

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        event = ChokoMannaroEventKind(d.pop("event"))




        move_index = d.pop("move_index")

        rule = ChokoMannaroRuleId(d.pop("rule"))




        _by = d.pop("by", UNSET)
        by: ChokoMannaroEventBy | Unset
        if isinstance(_by,  Unset):
            by = UNSET
        else:
            by = ChokoMannaroEventBy(_by)




        _card = d.pop("card", UNSET)
        card: ChokoMannaroCardId | Unset
        if isinstance(_card,  Unset):
            card = UNSET
        else:
            card = ChokoMannaroCardId(_card)




        _cards = d.pop("cards", UNSET)
        cards: list[ChokoMannaroCardId] | Unset = UNSET
        if _cards is not UNSET:
            cards = []
            for cards_item_data in _cards:
                cards_item = ChokoMannaroCardId(cards_item_data)



                cards.append(cards_item)


        chokos = d.pop("chokos", UNSET)

        count = d.pop("count", UNSET)

        owed = d.pop("owed", UNSET)

        player = d.pop("player", UNSET)

        players = cast(list[str], d.pop("players", UNSET))


        target = d.pop("target", UNSET)

        to = d.pop("to", UNSET)

        choko_mannaro_event = cls(
            event=event,
            move_index=move_index,
            rule=rule,
            by=by,
            card=card,
            cards=cards,
            chokos=chokos,
            count=count,
            owed=owed,
            player=player,
            players=players,
            target=target,
            to=to,
        )

        return choko_mannaro_event

