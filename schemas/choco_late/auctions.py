"""Auctions as JSON: an auction's outcome (the `auctions` log: the engine's own declaration,
:class:`~service.games.choco_late.outcomes.AuctionOutcome`, its summary said in the request's
language; an auction under way is the engine's
:class:`~service.games.choco_late.snapshot.AuctionInProgress`)."""

from __future__ import annotations

from marshmallow import fields

from schemas.choco_late.enums import ENUMS
from schemas.common import members_of, schema
from service.games.choco_late.outcomes import AuctionOutcome

ChocoLateAuctionSchema = schema("ChocoLateAuction", members_of(AuctionOutcome, ENUMS),
                                "The outcome of one auction, with every step that decided it (A, V, W rules).")

LOG = {"auctions": fields.List(fields.Nested(ChocoLateAuctionSchema), required=True, metadata={
    "description": "Every auction resolved before the first violation, in order."})}
