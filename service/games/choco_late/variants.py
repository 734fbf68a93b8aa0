"""The variants of section 5: free_bidding (A5), best_wins (W5, W7), two_trays (C3)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Variants:
    free_bidding: bool = False  # Asta pazza
    best_wins: bool = False  # Che vinca il migliore
    two_trays: bool = False  # Sfida a due vassoi


VARIANT_LABELS = {
    "free_bidding": "Asta pazza",
    "best_wins": "Che vinca il migliore",
    "two_trays": "Sfida a due vassoi",
}
