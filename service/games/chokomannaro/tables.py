"""The tables GET /chokomannaro/rules serves beside the rules: the families (C4), the cards
of the edition of record (section 1) and the setup table (section 3)."""

from __future__ import annotations

from typing import Any
from functools import lru_cache

from .cards import EDITION, FAMILY_NAMES, Family
from .setup import CHOKOS_EACH, main_deck_after_deal


@lru_cache(maxsize=1)
def tables() -> dict[str, Any]:
    return {
        "families": [{"id": f.value, "name_en": FAMILY_NAMES[f][0], "name_it": FAMILY_NAMES[f][1], "position": i}
                     for i, f in enumerate(Family, 1)],
        "cards": [{"id": k.id, "name_en": k.name_en, "name_it": k.name_it, "family": k.family.value,
                   "order": k.order, "rank": k.rank, "count": k.count, "acts_on": k.acts_on} for k in EDITION],
        "setup": [{"players": n, "chokos": each, "main_deck": main_deck_after_deal(n)}
                  for n, each in CHOKOS_EACH.items()],
    }
