"""What a player can do: six move types (H2), each a class of its own, declared once
(:mod:`service.referee.moves`): the engine's move, the codec's, the OpenAPI document's.

Every move names who makes it (`player`) and the fields of its type: `card` for the
pairings, `lay` and `draw`; `column` for `lay`; `found` for `guess`. A field's type is what
the schema checks (H2: a card is one of the 30 characters, D1; a column 1 to 4; a find one of
the two set-aside cards, D2); whether the move is legal now is the rules' (the engine judges
it, and its verdict points at the field).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Literal

from msgspec import Meta

from service.referee.moves import Move, MoveTypes, PlayerId

from .cards import CHARACTERS, SET_ASIDE

if TYPE_CHECKING:  # a closed list of strings: to the type checker a string
    CharacterId = str
    FoundId = str
else:  # to the codec and the document, the list itself (D1, D2)
    CharacterId = Literal[CHARACTERS]
    FoundId = Literal[SET_ASIDE]

Card = Annotated[CharacterId, Meta(examples=["mask_07"], extra={"error": "card"})]
"""A card id (D1): ``chokomannaro`` or ``mask_01`` to ``mask_29``; another string breaks the
schema (D1)."""

Column = Annotated[int, Meta(ge=1, le=4, examples=[1], extra={"error": "column"},
                             description="The column the card is laid on, 1 to 4 (C1); an empty one while "
                                         "there is one (L2).")]
Find = Annotated[FoundId, Meta(examples=["choko"], extra={"error": "found"},
                             description="What the victim uncovered (D2): `choko` saves the pair at stake, "
                                         "`chokomannaro` eats it (M4).")]


class ChokoMasqueradeMove(Move, frozen=True):
    """A move of the game (H2): a decision of a player, or a chance outcome they record (a
    draw, a guess)."""

    player: Annotated[PlayerId, Meta(description="Who makes the move.")]


class PairWithTable(ChokoMasqueradeMove, tag="pair", frozen=True):
    """P1: pair a card from hand with its partner, a matchable table card (the first or last of a
    column)."""

    card: Annotated[Card, Meta(description="The card paired: its character (D1).")]


class HandPair(ChokoMasqueradeMove, tag="hand_pair", frozen=True):
    """P2: pair the two cards of a character, both in hand."""

    card: Annotated[Card, Meta(description="The card paired: its character (D1).")]


class TablePair(ChokoMasqueradeMove, tag="table_pair", frozen=True):
    """P3: take the two cards of a character from the table, both matchable."""

    card: Annotated[Card, Meta(description="The character whose two cards are taken from the table (D1).")]


class Lay(ChokoMasqueradeMove, tag="lay", frozen=True):
    """L1-L3: lay an unpairable card from hand on the last card of a column (an empty column
    first, L2); the turn ends."""

    card: Annotated[Card, Meta(description="The card laid, from the player's hand (D1).")]
    column: Column


class Draw(ChokoMasqueradeMove, tag="draw", frozen=True):
    """R1, R2: draw a card from the deck while refilling after one's turn (chance: it names the
    card)."""

    card: Annotated[Card, Meta(description="The card drawn from the deck (D1): chance, recorded here.")]


class Guess(ChokoMasqueradeMove, tag="guess", frozen=True):
    """M2-M4: the victim of the slaughter uncovers one of the attacker's hands (chance:
    `found`)."""

    found: Find


AnyMove = PairWithTable | HandPair | TablePair | Lay | Draw | Guess
MOVES = MoveTypes.of(AnyMove)
CHANCE_TYPES: frozenset[type[Move]] = frozenset({Draw, Guess})
"""The moves that reveal chance: a card drawn (R2), what a guess finds (M3)."""
TurnMove = PairWithTable | HandPair | TablePair | Lay
"""The moves a turn is made of (T2)."""
