"""The variants of section 5 as a record of flags: free_bidding (A5), best_wins (W5, W7),
two_trays (C3). Their names and effects, in both languages, are the catalogue's
(``[[tables.variants]]`` in rules.toml, served by GET /choco-late/rules)."""

from __future__ import annotations

from dataclasses import dataclass, fields


@dataclass(frozen=True)
class Variants:
    free_bidding: bool = False
    best_wins: bool = False
    two_trays: bool = False


VARIANT_IDS: tuple[str, ...] = tuple(f.name for f in fields(Variants))
