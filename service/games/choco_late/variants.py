"""The variants of section 5 as a record of flags: free_bidding (A5), best_wins (W5, W7),
two_trays (C3). Their names and effects, in both languages, are the catalogue's
(``[[tables.variants]]`` in rules.toml, served by GET /choco-late/rules). Declared once: the
engine's value and a request's ``variants`` (read and documented from this type)."""

from __future__ import annotations

from typing import Annotated

from msgspec import Meta, Struct


class Variants(Struct, frozen=True, forbid_unknown_fields=True):
    """The variants played; each is off unless set to true. They combine freely."""

    free_bidding: Annotated[bool, Meta(description="Asta pazza: bidding in any order (A5). "
                                                   "Optional: `false` when absent.")] = False
    best_wins: Annotated[bool, Meta(description="Che vinca il migliore: spent vouchers go to a pile after a "
                                                "tie-break (W5), which breaks a tie for the game (W7). "
                                                "Optional: `false` when absent.")] = False
    two_trays: Annotated[bool, Meta(description="Sfida a due vassoi: the second setup table, two trays per "
                                                "player (C3). 2-4 players. Optional: `false` when absent.")] = False


VARIANT_IDS: tuple[str, ...] = Variants.__struct_fields__
