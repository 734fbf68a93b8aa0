"""V2: which vouchers are valid for a lot."""

from __future__ import annotations

from .cards import DECK_SIZE, colour, symbol
from .rulebook import RULES


@RULES.decides("V2")
def is_valid(lot: int, voucher: int) -> bool:
    """V2: a voucher is valid for the lot if it has the lot's symbol or the lot's colour
    (one matching both counts once: it is one voucher)."""
    return symbol(voucher) == symbol(lot) or colour(voucher) == colour(lot)


# The valid vouchers of every lot, computed once with is_valid.
VALID_FOR: dict[int, frozenset[int]] = {
    lot: frozenset(v for v in range(1, DECK_SIZE + 1) if is_valid(lot, v))
    for lot in range(1, DECK_SIZE + 1)
}
