"""Choco Late's own paths for the shared fuzz and hostile suites: valid bodies and answer
schemas of /choco-late/trays and /choco-late/trays/best-split, and its pages."""

from __future__ import annotations

import random

from schemas.choco_late import examples
from schemas.choco_late.trays import ChocoLateBestSplitAnswerSchema, ChocoLateTraysAnswerSchema

TRAYS = "/choco-late/trays"
BEST_SPLIT = "/choco-late/trays/best-split"

_rng = random.Random(20)
VALID_BODIES = {
    TRAYS: (examples.TRAY_REQUEST, examples.SPLIT_REQUEST, {"lots": []},
            {"lots": sorted(_rng.sample(range(1, 101), 12))}, {"trays": [[], list(range(1, 11))]}),
    BEST_SPLIT: (examples.BEST_SPLIT_REQUEST, {"lots": []}, {"lots": sorted(_rng.sample(range(1, 101), 14))}),
}
ANSWER_SCHEMAS = {TRAYS: ChocoLateTraysAnswerSchema, BEST_SPLIT: ChocoLateBestSplitAnswerSchema}
GETS = ("/choco-late/checker", "/static/pages/choco-late-checker.js")

# The split's wall-clock guard is looked at every 64 nodes: a collection searched in fewer
# has an answer that cannot depend on how loaded the machine is (the soak compares bytes).
DEADLINE_SAFE_NODES = 64


def _soak_bodies() -> dict:
    from service.games.choco_late.split import best_split

    rng = random.Random(1)
    trays = [{"lots": rng.sample(range(1, 101), rng.randint(1, 12))} for _ in range(12)]
    splits = []
    while len(splits) < 8:
        lots = rng.sample(range(1, 101), rng.randint(4, 24))
        if best_split(lots).nodes < DEADLINE_SAFE_NODES:
            splits.append({"lots": lots})
    return {TRAYS: trays, BEST_SPLIT: splits}


SOAK_BODIES = _soak_bodies()
