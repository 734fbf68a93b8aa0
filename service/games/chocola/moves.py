"""What happens in a game of Chocola' (T2: every decision is a move, forced ones too; chance
outcomes are chance moves): eight move types, each a class of its own, declared once
(:mod:`service.referee.moves`): the engine's move, the codec's, the OpenAPI document's.

A decision names who makes it (`player`, :class:`Decision`); a chance move names nobody
(H1): its `player` is absent, and is declared only so that H1 can refuse a move that names
one (a rule, not the schema). A card id is a string of at most 64 characters, a position two
integers: which ids exist (C2-C4), where a position lies (G1) and how many items a list holds
are the rules' (the checks of the move's own rules), never the schema's.

Section 7 of the rules of record ignores the members a move type does not use: a member of
another move type, or a note a legal-moves entry once carried beside a move (`chance`,
`count`, `probability`, `approx`, `template`: :data:`ANNOTATIONS`), is read for its JSON type
and then ignored; any other member is refused. The classes forbid unknown members, so the
compiled decoder leaves such a move to the field-by-field reader, which ignores them
(:class:`schemas.declared.MoveCodec`, ``unknown="ignore_known"``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Any

from msgspec import Meta

from service.referee.moves import MAX_ITEMS, Integer, Move, MoveTypes, PlayerId

ID_MAX = 64
"""The longest card id the schema reads (which ids exist is a rule: C2-C4)."""
MAX_MEMBERS = 64
"""The most members of an object in a move (a player's reserves, a decoration's Desserts)."""

CardId = Annotated[str, Meta(max_length=ID_MAX)]
Chocolate = Annotated[CardId, Meta(description="A Chocolate card id, `<left>_<right>` (C2; another string is a "
                                               "broken rule).", examples=["milk_dark"])]
DessertId = Annotated[CardId, Meta(description="A Dessert id.", examples=["milk_praline"])]
DecorationId = Annotated[CardId, Meta(description="A Decoration id.", examples=["caramel"])]
Position = Annotated[tuple[Integer, Integer], Meta(
    description="A Tavoletta position `[row, col]` (G1): exactly two integers (a row 0-1 and a column 0-3, "
                "checked as a rule).", examples=[[1, 0]])]
Positions = Annotated[tuple[Position, ...], Meta(max_length=MAX_ITEMS)]
Chocolates = Annotated[tuple[Chocolate, ...], Meta(max_length=MAX_ITEMS)]
Desserts = Annotated[tuple[DessertId, ...], Meta(max_length=MAX_ITEMS)]
Decorations = Annotated[tuple[DecorationId, ...], Meta(max_length=MAX_ITEMS)]
Stack = Annotated[Chocolates, Meta(description="A stack, top card first.")]
Row = Annotated[tuple[Stack, ...], Meta(max_length=MAX_ITEMS, description="A row of 4 stacks.")]
ChanceNamesNobody = Annotated[PlayerId | None, Meta(
    description="Nobody makes a chance move (H1): leave it out (null is the same). A player id here breaks H1.")]


class ChocolaMove(Move, frozen=True, forbid_unknown_fields=True):
    """A move of Chocola': a decision of a player, or a chance outcome (T2, H1)."""


class Decision(ChocolaMove, frozen=True):
    """A player's move (T2): every move but the chance moves (H1)."""

    player: Annotated[PlayerId, Meta(description="Who makes the move.")]


class TakeChocolate(Decision, tag="take_chocolate", frozen=True):
    """K1-K5: lay the reserve card `card` against the Tavoletta and take the cards at `touched`
    (1 or 2 positions), leaving those in `leave` when the reserve would pass 6."""

    card: Annotated[Chocolate, Meta(description="The used card, from the reserve (K2).", examples=["marbled_white"])]
    touched: Annotated[Positions, Meta(description="The positions the lay touches: 1 or 2, side by side in a row "
                                                   "(K3, G5).", examples=[[[0, 1], [0, 2]]])]
    leave: Annotated[Positions, Meta(description="Touched positions whose card stays (K5): exactly as many as would "
                                                 "take the reserve past 6; empty or absent otherwise.",
                                     examples=[[]])] | None = None


class Prepare(Decision, tag="prepare", frozen=True):
    """P1-P5: pay the visible Request `request` (a Dessert, in phase 2 a Decoration) with the
    reserve cards `pay`, the fewest that cover its cost."""

    request: Annotated[CardId, Meta(description="A visible Request (P1): a Dessert id, in phase 2 a Decoration id.",
                                    examples=["dark_semifreddo"])]
    pay: Annotated[Chocolates, Meta(description="The reserve cards paid (P2-P4), copies repeated.",
                                    examples=[["milk_dark", "marbled_white", "dark_marbled"]])]


class SwapChocolate(Decision, tag="swap_chocolate", frozen=True):
    """X1: take the visible card at `take` into the reserve and put the reserve card `give` on
    top of its stack."""

    take: Annotated[Position, Meta(description="The position whose visible card is taken (X1).", examples=[[1, 3]])]
    give: Annotated[Chocolate, Meta(description="The reserve card put on top of that stack (X1).",
                                    examples=["white_milk"])]


class Pass(Decision, tag="pass", frozen=True):
    """E2: in the final round only, when no visible Request can be paid; final for the phase."""


class DrawRequest(ChocolaMove, tag="draw_request", frozen=True):
    """H1, H2: a chance move (no player): the card `card` drawn from the Request deck into the
    emptied slot."""

    card: Annotated[CardId, Meta(description="The card drawn from the Request deck (H2).", examples=["dark_praline"])]
    player: ChanceNamesNobody = None


class MakeTray(Decision, tag="make_tray", frozen=True):
    """E3, V2: after phase 1, a player declares their tray (optional, once)."""

    tray: Annotated[Desserts, Meta(description="The tray (V2): own Desserts, each once.",
                                   examples=[["milk_praline", "white_semifreddo"]])]


class DealSecondPhase(ChocolaMove, tag="deal_second_phase", frozen=True):
    """H1, E5: a chance move (no player): the Chocolate cards dealt again and four Decoration
    Requests, for phase 2 (variant second_phase)."""

    reserves: Annotated[dict[PlayerId, Annotated[Chocolates, Meta(description="A reserve.")]], Meta(
        max_length=MAX_MEMBERS, description="Each player's new reserve of 2 cards (S3), by player id.",
        examples=[{"ann": ["milk_dark", "marbled_white"], "bob": ["white_milk", "dark_marbled"]}])]
    tavoletta: Annotated[tuple[Row, ...], Meta(max_length=MAX_ITEMS,
                                               description="The new Tavoletta: 2 rows of 4 stacks (S5).")]
    requests: Annotated[Decorations, Meta(description="The 4 visible Decoration Requests (S8, E5).",
                                          examples=[["caramel", "white_glaze", "cherry_topping", "red_sprinkles"]])]
    removed: Annotated[Chocolates, Meta(description="The cards removed unseen (S4); derived when absent.")] | None = None
    first_player: Annotated[PlayerId, Meta(description="Who plays first in phase 2: a player with the lowest phase-1 "
                                                       "score (E5); absent: the first of them.")] | None = None
    player: ChanceNamesNobody = None


class Decorate(Decision, tag="decorate", frozen=True):
    """E7, D1-D3: after phase 2, a player assigns their Decorations to their Desserts, and may
    give their tray."""

    decorations: Annotated[dict[str, Annotated[Decorations, Meta(description="Decorations on one Dessert.")]], Meta(
        max_length=MAX_MEMBERS, description="The assignment (D1, D2): own Dessert id -> its Decorations.",
        examples=[{"white_semifreddo": ["red_sprinkles"], "milk_mousse": ["milk_glaze", "caramel"]}])]
    unassigned: Annotated[Decorations, Meta(description="Decorations left unassigned (D3).")] | None = None
    tray: Annotated[Desserts, Meta(description="The tray (V2); absent: the best (V3).")] | None = None


AnyMove = TakeChocolate | Prepare | SwapChocolate | Pass | DrawRequest | MakeTray | DealSecondPhase | Decorate
MOVES = MoveTypes.of(AnyMove)
ChanceMove = DrawRequest | DealSecondPhase
CHANCE_TYPES: frozenset[type[ChocolaMove]] = frozenset({DrawRequest, DealSecondPhase})
"""The chance moves (H1): a Request drawn (H2), the phase-2 deal (E5)."""
TurnMove = TakeChocolate | Prepare | SwapChocolate | Pass
TURN_MOVES: frozenset[type[ChocolaMove]] = frozenset({TakeChocolate, Prepare, SwapChocolate, Pass})
"""The moves a turn is made of (T1): only the player to act makes one."""

ANNOTATIONS: Mapping[str, Any] = {
    "chance": Annotated[bool, Meta(description="A legal-moves note: a chance outcome.")],
    "count": Annotated[int, Meta(description="A legal-moves note: the copies of the card left in the deck.")],
    "probability": Annotated[str, Meta(max_length=ID_MAX,
                                       description="A legal-moves note: the outcome's exact probability.")],
    "approx": Annotated[float, Meta(description="A legal-moves note: the probability as a float.")],
    "template": Annotated[bool, Meta(description="A legal-moves note: a move not enumerated.")],
}
"""The notes a legal-moves entry once carried beside a move, which a history may still hold
inside one: read for their JSON type, then ignored (section 7)."""
