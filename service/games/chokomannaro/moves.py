"""What a player does, and what chance reveals (R7: every decision and every chance outcome
is a move): eight move types, each a class of its own, declared once
(:mod:`service.referee.moves`): the engine's move, the codec's, the OpenAPI document's.

Every move names who makes it (`player`) and the fields of its type: `keep` for quarantine;
`card` for play, peek, peek_pick, slaughter_pick and draw, and as an optional echo for
target; `target` for target; `victim`, an optional echo, for slaughter_pick. A field's type
is what the schema checks (H1: a card id is one of the 17 of section 1, another string is a
schema error); whether the move is legal now is the rules' (the engine judges it, and its
verdict points at the field). An echo left out, or sent as null, is None (H3 checks one that
is given).
"""

from __future__ import annotations

from typing import Annotated

from msgspec import Meta

from service.referee.moves import Move, MoveTypes, PlayerId

from .cards import CardId

Card = Annotated[CardId, Meta(extra={"error": "card"})]
"""A card id: one of the 17 of section 1 (H1); another value breaks the schema, in the words
the setup's card lists use."""

_H1 = " One of the 17 card ids of section 1 (H1)."


class ChokoMannaroMove(Move, frozen=True):
    """A decision of a player, or a chance outcome (R7)."""

    player: Annotated[PlayerId, Meta(description="Who makes the move.")]


class Quarantine(ChokoMannaroMove, tag="quarantine", frozen=True):
    """R1, Q4: at a round start, a quarantined player keeps the quarantine (`keep: true`, 2
    Chokos from the second round start on) or ends it (`keep: false`)."""

    keep: Annotated[bool, Meta(examples=[True], description="true: keep the quarantine (2 Chokos to the pool, but "
                                                            "not at the first round start after it began, Q4); "
                                                            "false: end it.")]


class Play(ChokoMannaroMove, tag="play", frozen=True):
    """R3, R4: a due player plays a card from hand, face down; the plays of a step are
    consecutive, in any order, and revealed together after the last."""

    card: Annotated[Card, Meta(examples=["fear"], description="The card played from hand (R4)." + _H1)]


class Target(ChokoMannaroMove, tag="target", frozen=True):
    """M1, X3, X4: the activator of a mood, a Hairdryer or a Robber chooses an opponent who
    holds Chokos (`target`); `card` is an optional echo of the kind activated (H3)."""

    target: Annotated[PlayerId, Meta(description="The opponent chosen: an opponent of the activator who holds "
                                                 "Chokos (M1, X3, X4).")]
    card: Annotated[Card, Meta(examples=["fear"], description="Optional echo: the kind being activated (H3); null "
                                                              "is the same as absent." + _H1)] | None = None


class Peek(ChokoMannaroMove, tag="peek", frozen=True):
    """G1, D2 (chance): a card the Peeping Tom's activator looks at, named; it must be in the
    main deck."""

    card: Annotated[Card, Meta(examples=["cinema"], description="The card looked at: it must be in the main deck "
                                                                "(D2)." + _H1)]


class PeekPick(ChokoMannaroMove, tag="peek_pick", frozen=True):
    """G2: the Peeping Tom's activator picks one of the cards peeked, played at once (G3)."""

    card: Annotated[Card, Meta(examples=["cinema"], description="One of the cards peeked (G2)." + _H1)]


class Toss(ChokoMannaroMove, tag="toss", frozen=True):
    """W8 (chance): the starter of a slaughter of two Chokowerewolves, one of the two
    activators, when Chokos and ages do not decide."""


class SlaughterPick(ChokoMannaroMove, tag="slaughter_pick", frozen=True):
    """W2, D4 (blind: chance): the picker takes a card unseen from the victim's hand, named;
    `victim` is an optional echo (H3)."""

    card: Annotated[Card, Meta(examples=["masseur"], description="The card taken from the victim's hand (W2)."
                                                                 + _H1)]
    victim: Annotated[PlayerId, Meta(description="Optional echo: the victim, the first holder to the picker's "
                                                 "left (W6, H3).")] | None = None


class Draw(ChokoMannaroMove, tag="draw", frozen=True):
    """R6, D2 (chance): a card drawn at the refill, named; it must be in the main deck."""

    card: Annotated[Card, Meta(examples=["beggar"], description="The card drawn: it must be in the main deck (D2)."
                                                                + _H1)]


AnyMove = Quarantine | Play | Target | Peek | PeekPick | Toss | SlaughterPick | Draw
MOVES = MoveTypes.of(AnyMove)
CHANCE_TYPES: frozenset[type[Move]] = frozenset({Peek, Toss, SlaughterPick, Draw})
"""The moves that reveal chance: a card looked at (D3), a toss (D5), a blind pick (D4), a card
drawn (D3)."""
