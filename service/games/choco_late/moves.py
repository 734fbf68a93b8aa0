"""What a player can do (E2: every decision is a move): eight move types, each a class of its
own, declared once (:mod:`service.referee.moves`): the engine's move, the codec's, the OpenAPI
document's.

Every move names who makes it (`player`) and the one field its type needs: `lot` for
choose_lot, `amount` for open and raise, `vouchers` for reveal and replace, `trays` for
arrange_trays; join and pass need none. A field's type is what the schema checks (an
integer, a list of at most 100 of them, exactly two trays); what its values mean (a lot in
the centre, vouchers in hand, an amount above the offer) is for the rules, which judge the
move and point at the field.
"""

from __future__ import annotations

from typing import Annotated

from msgspec import Meta

from service.referee.moves import MAX_ITEMS, Integer, Move, MoveTypes, PlayerId


Card = Annotated[Integer, Meta(description="A card number (1..100, rule D1, checked as a rule).", examples=[15])]
Amount = Annotated[Integer, Meta(
    description="The total offer in vouchers: at least 1 (A1) and at most the vouchers in hand (A2), checked as "
                "rules.", examples=[2])]
Vouchers = Annotated[tuple[Card, ...], Meta(
    max_length=MAX_ITEMS, examples=[[5, 11]],
    description="Vouchers from the player's hand. Cards are 1..100 (D1, checked as a rule).")]
Tray = Annotated[tuple[Card, ...], Meta(max_length=MAX_ITEMS, description="A tray: lots of the player's collection.")]


class ChocoLateMove(Move, frozen=True):
    """A decision of a player (E2)."""

    player: Annotated[PlayerId, Meta(description="Who makes the move.")]


class ChooseLot(ChocoLateMove, tag="choose_lot", frozen=True):
    """T1: the token holder chooses the lot to auction from the centre."""

    lot: Annotated[Card, Meta(description="The lot chosen, from the centre (T1; a lot not in the centre breaks T1).")]


class Open(ChocoLateMove, tag="open", frozen=True):
    """A1: open the auction with an offer of `amount` vouchers (only while nobody has offered)."""

    amount: Amount


class Join(ChocoLateMove, tag="join", frozen=True):
    """A1: match the current offer."""


class Raise(ChocoLateMove, tag="raise", frozen=True):
    """A1: raise; `amount` is the new total offer, above the current one."""

    amount: Amount


class Pass(ChocoLateMove, tag="pass", frozen=True):
    """A1: withdraw from this auction for good (A3: not while standing at the current offer)."""


class Reveal(ChocoLateMove, tag="reveal", frozen=True):
    """V1: reveal exactly as many distinct vouchers from hand as the offer."""

    vouchers: Vouchers


class Replace(ChocoLateMove, tag="replace", frozen=True):
    """V3: replace the invalid vouchers revealed with as many valid ones from hand."""

    vouchers: Vouchers


class ArrangeTrays(ChocoLateMove, tag="arrange_trays", frozen=True):
    """C3: with two_trays, after the end: divide the collection into exactly two trays."""

    trays: Annotated[tuple[Tray, Tray], Meta(
        examples=[[[15], [3, 27]]],
        description="The two trays, either may be empty; together exactly the player's collection (C3).")]


AnyMove = ChooseLot | Open | Join | Raise | Pass | Reveal | Replace | ArrangeTrays
MOVES = MoveTypes.of(AnyMove)
CHANCE_TYPES: frozenset[type[Move]] = frozenset()
"""The moves that reveal chance: none (the deal is the setup; every move is a decision)."""
AuctionMove = Open | Join | Raise | Pass | Reveal | Replace
"""The moves of an auction under way: its bidding (A1), its reveals (V1) and replacements (V3)."""
