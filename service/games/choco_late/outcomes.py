"""What an auction leaves behind (:class:`AuctionOutcome`, the API's `auctions`, declared once
(:mod:`service.referee.shown`): the engine builds it, the service writes it, its summary said
in the request's language, and the document describes it; what an auction under way shows
is :class:`~.snapshot.AuctionInProgress`, in the game's `state`)."""

from __future__ import annotations

import re
from functools import cache
from typing import TYPE_CHECKING, Annotated, Literal

from msgspec import Meta

from service.referee.catalogue import catalogue_of
from service.referee.shown import BY_PLAYER, Player, Said, Shown

from .phases import AuctionEnd, AuctionResult
from .resolution import all_at_offer, lowest_counting
from .rulebook import RULES, RuleId
from .snapshot import Card

if TYPE_CHECKING:  # to the type checker the engine's enumerations
    End = AuctionEnd
    Result = AuctionResult
else:  # to the document, their values (the engine's members are strings of them)
    End = Literal[tuple(e.value for e in AuctionEnd)]
    Result = Literal[tuple(r.value for r in AuctionResult)]

Cards = tuple[Card, ...]
"""Cards as the engine holds them (a tuple, written as an array)."""


class AuctionOutcome(Shown, frozen=True):
    """A resolved auction. Player lists are clockwise from the chooser; `reveals` are in
    the order of the history."""

    lot: Annotated[Card, Meta(description="The lot auctioned.", examples=[15])]
    chooser: Annotated[Player, Meta(description="The token holder who chose the lot (T1).")]
    end: Annotated[End, Meta(description=(
        "How bidding ended: `no_offer` (A4a), `sole_participant` (A4b), `tie` (A4c, or A5's first reveal)."))]
    offer: Annotated[Annotated[int, Meta(ge=1)] | None, Meta(
        description="The final offer in vouchers, null when nobody offered.")]
    participants: Annotated[tuple[Player, ...], Meta(
        description="Who was still bidding at the end (those who must reveal on a tie).")]
    reveals: Annotated[dict[str, Cards], Meta(description=(
        f"The vouchers each participant first revealed (V1). {BY_PLAYER}"))]
    invalid: Annotated[dict[str, Cards], Meta(description=(
        f"The revealed vouchers that were invalid for the lot (V2). {BY_PLAYER}"))]
    replacements: Annotated[dict[str, Cards], Meta(description=(
        f"The valid vouchers that replaced them (V3); they never count in a tie-break. {BY_PLAYER}"))]
    forfeited: Annotated[tuple[Player, ...], Meta(description=(
        "Participants who could not replace their invalid vouchers (V4)."))]
    winner: Annotated[Player | None, Meta(description="Who won the lot; null when nobody did.")]
    result: Annotated[Result, Meta(description=(
        "`won` (T2), `removed` from the game (A4a), `returned` to the centre (W3)."))]
    decided_by: Annotated[tuple[RuleId, ...], Meta(description="The rules that decided the outcome, in the order "
                                                                "applied.", examples=[[all_at_offer.rule,
                                                                                       lowest_counting.rule]])]
    spent: Annotated[Cards, Meta(description="Vouchers that left the game (W4, V4).")]
    pile: Annotated[Cards, Meta(description="Vouchers put on the winner's pile, top first (W5, best_wins).")]
    counting: Annotated[dict[str, Card | None], Meta(description=(
        f"Each remaining participant's lowest counting voucher (W1), null when none (W2). {BY_PLAYER}"))]
    first_move: Annotated[int, Meta(ge=0, description="Index of the auction's choose_lot move.")]
    last_move: Annotated[int, Meta(ge=0, description="Index of the move that closed it.")]
    summary: Annotated[Said, Meta(description="The outcome in words, in the request's language.", examples=[
        "ann wins lot 15 at 2 vouchers on the tie-break (A4c, V3, W1)."])]


_WON = AuctionResult.WON
_SUMMARY = {r: f"auction_{r.value}" for r in AuctionResult if r is not _WON}  # a won lot's: sole or tie
_PLURAL = re.compile(r"\{(\w+)\|([^|{}]*)\|([^|{}]*)\}")


@cache
def _summary_templates() -> dict[str, dict[str, tuple[str, str]]]:
    """Each language's summary templates by message code, worked out once: the catalogue's
    text (English when the language has none) with its `{offer|one|other}` word already
    chosen, for an offer other than 1 and for an offer of 1."""
    messages = catalogue_of(RULES.game).messages
    codes = ("auction_won_tie", "auction_won_sole", *_SUMMARY.values())
    out: dict[str, dict[str, tuple[str, str]]] = {}
    for lang in {lang for code in codes for lang in messages[code]}:
        table = out[lang] = {}
        for code in codes:
            text = messages[code].get(lang) or messages[code]["en"]
            assert all(m.group(1) == "offer" for m in _PLURAL.finditer(text)), text
            table[code] = (_PLURAL.sub(lambda m: m.group(3), text), _PLURAL.sub(lambda m: m.group(2), text))
    return out


def summary(lot: int, winner: str | None, offer: int | None, result: AuctionResult, decided_by: tuple[str, ...],
            contenders: int, lang: str) -> str:
    """An auction's outcome in words (`contenders`: the participants who did not forfeit)."""
    templates = _summary_templates()
    table = templates.get(lang) or templates["en"]
    if result is _WON:
        code = "auction_won_tie" if contenders > 1 else "auction_won_sole"
    else:
        code = _SUMMARY[result]
    return table[code][offer == 1].format(lot=lot, winner=winner, offer=offer, rules=", ".join(decided_by))
