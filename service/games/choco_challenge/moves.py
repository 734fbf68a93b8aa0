"""What a player can do (E4: every decision is a move, and a chance outcome is a field of the
move that reveals it): nine move types, each a class of its own, declared once
(:mod:`service.referee.moves`): the engine's move, the codec's, the OpenAPI document's.

Every move names who makes it (`player`) and the fields of its type: `card` for draw, refill
and extra_draw; `tool` for use_tool and extra_tool; `position` and an optional `card` for
extra_pick; an optional `buy` (:class:`ChocoChallengeBuy`) and `dessert` for stop. A field's
type is what the schema checks: a JSON type and the service's limits on a string. Which
strings are cards or tools, and which integers are positions or desserts, is the rules'
(H3, B2, P2, P4-P6, X4, X5): a history with a wrong value still gets a verdict that points at
that field, and the document states each range without the schema deciding it.
"""

from __future__ import annotations

from typing import Annotated

import msgspec
from msgspec import Meta

from service.referee.moves import Integer, Move, MoveTypes, PlayerId

ID_MAX = 64
"""The longest card or tool id a move may carry (a string's limit; which ids exist is K1's)."""


Card = Annotated[str, Meta(max_length=ID_MAX, examples=["cocoa"], description=(
    "The card revealed, by id (`cocoa`, `nuts`...): it must have a copy in the pile it comes from (H3, checked as a "
    "rule)."))]
Tool = Annotated[str, Meta(max_length=ID_MAX, examples=["whisk"], description=(
    "A tool id: `whisk`, `pastry_bag` or `measuring_cup` (checked as a rule: B2, X5)."))]


class ChocoChallengeBuy(msgspec.Struct, frozen=True, forbid_unknown_fields=True, omit_defaults=True):
    """The purchase (P2): a market position and, optionally, the card there."""

    position: Annotated[Integer, Meta(examples=[3], description=(
        "The market position bought, 1 next to the deck (P2: exactly n for n <= 6, any position holding a card for "
        "n >= 7; checked as a rule, the schema takes any integer)."))]
    card: Annotated[str, Meta(max_length=ID_MAX, examples=["cherries"], description=(
        "The card the buyer expects at that position (optional; if given, it must be there: P2)."))] | None = None


class ChocoChallengeMove(Move, frozen=True):
    """A decision of a player, or a chance outcome it reveals (E4)."""

    player: Annotated[PlayerId, Meta(description="Who makes the move.")]


class Draw(ChocoChallengeMove, tag="draw", frozen=True):
    """T3: the player whose turn it is reveals the top card of their draw pile (`card`, checked by H3)."""

    card: Card


class UseTool(ChocoChallengeMove, tag="use_tool", frozen=True):
    """B2: after a matching draw, the drawer discards it with a tool they hold (`tool`) and goes on."""

    tool: Tool


class Bust(ChocoChallengeMove, tag="bust", frozen=True):
    """B3: after a matching draw, the drawer busts: the card is discarded and the turn ends at once."""


class Stop(ChocoChallengeMove, tag="stop", frozen=True):
    """P1: the player stops drawing, with an optional purchase (`buy`, P2) and an optional dessert (`dessert`,
    P4-P6)."""

    buy: ChocoChallengeBuy | None = None  # (described by its class: the document refers to it)
    dessert: Annotated[Integer, Meta(examples=[5], description=(
        "The value of the dessert taken: desserts are worth 4 to 9 (P4: at most n; P5: a non-empty pile of that "
        "value; P6: not held; checked as rules, the schema takes any integer)."))] | None = None


class Refill(ChocoChallengeMove, tag="refill", frozen=True):
    """M1: after a purchase, the buyer refills the market with the top card of the deck (`card`, H3)."""

    card: Card


class ExtraDraw(ChocoChallengeMove, tag="extra_draw", frozen=True):
    """X4: an opponent with more cards in front takes the top card of the deck (`card`, H3)."""

    card: Card


class ExtraPick(ChocoChallengeMove, tag="extra_pick", frozen=True):
    """X4: an opponent with more, the deck being empty, takes any card of the market (`position`, optional
    `card`)."""

    position: Annotated[Integer, Meta(examples=[3], description=(
        "A market position, 1 next to the deck up to the market's length (a range checked as a rule, X4: the "
        "schema takes any integer)."))]
    card: Annotated[str, Meta(max_length=ID_MAX, examples=["mint"], description=(
        "The card expected at that position (optional; if given, it must be there: X4)."))] | None = None


class ExtraTool(ChocoChallengeMove, tag="extra_tool", frozen=True):
    """X5: an opponent with fewer cards in front takes a tool they do not hold (`tool`)."""

    tool: Tool


class ExtraDecline(ChocoChallengeMove, tag="extra_decline", frozen=True):
    """X6: the opponent asked takes no extra card."""


AnyMove = Draw | UseTool | Bust | Stop | Refill | ExtraDraw | ExtraPick | ExtraTool | ExtraDecline
MOVES = MoveTypes.of(AnyMove)
CHANCE_TYPES: frozenset[type[Move]] = frozenset({Draw, Refill, ExtraDraw})
"""The moves that reveal chance (H3, H4): each names the card it reveals."""
ExtraMove = ExtraDraw | ExtraPick | ExtraTool | ExtraDecline
"""An opponent's decision on extra cards (X3-X6)."""
