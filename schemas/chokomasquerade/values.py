"""The words of ChokoMasquerade's schema errors: a card id (D1), a column (H2), what a guess
found (H2), the absent variants (H1); each names its rule (a 422 `invalid-body`)."""

from __future__ import annotations

from service.problems import RuledMessage

CARD_ERROR = RuledMessage("Unknown card id (D1): a card is chokomannaro or one of mask_01 to mask_29.", "D1")
COLUMN_ERROR = "Not a column (H2): a column is an integer from 1 to 4."
FOUND_ERROR = "Not what a guess can find (H2): found is choko or chokomannaro."
VARIANTS_ERROR = "ChokoMasquerade has no variants (H1): send {} or leave variants out."


def schema_error_rule(pointer: str) -> str:
    """The rule a schema error breaks (section 10: "each with a pointer and the rule H1, H2 or
    D1"), where the error does not name it itself (an unknown card id, anywhere, is D1: its
    message, CARD_ERROR, says so): anything wrong inside a move (its type, a missing or extra
    field, a column, a find) H2; a final form's player or count F1 (its own schema rule);
    anything else H1 (the body, its members, the setup, the variants, the list of moves
    itself). `pointer` is from the request's root: a score request's history is under /game,
    its final form under /final."""
    tokens = pointer.split("/")[1:]
    if tokens[:1] == ["game"]:
        tokens = tokens[1:]
    if tokens[:1] == ["final"]:
        return "F1"
    if tokens[:1] == ["moves"] and len(tokens) > 1:
        return "H2"
    return "H1"
