"""How the request fields of ChokoMasquerade are read: card ids (D1), a column (H2), what a
guess found (H2), the absent variants (H1). A value that breaks them is a schema error
(422 `invalid-body`) whose message names the rule."""

from __future__ import annotations


from schemas.fields import CardList
from service.referee.moves import MAX_ITEMS as MAX_LIST
from service.problems import RuledMessage
from service.games.chokomasquerade.cards import is_card

CARD_ERROR = RuledMessage("Unknown card id (D1): a card is chokomannaro or one of mask_01 to mask_29.", "D1")
COLUMN_ERROR = "Not a column (H2): a column is an integer from 1 to 4."
FOUND_ERROR = "Not what a guess can find (H2): found is choko or chokomannaro."
VARIANTS_ERROR = "ChokoMasquerade has no variants (H1): send {} or leave variants out."
CARD_DOC = "A card id (D1): chokomannaro or mask_01..mask_29; anything else breaks the schema."
CARD_PATTERN = r"^(chokomannaro|mask_(0[1-9]|1[0-9]|2[0-9]))$"
CARD_SCHEMA = {"type": "string", "pattern": CARD_PATTERN}
"""A card id in a request, said as a pattern (the `ChokoMasqueradeCard` enumeration of the
answers, in one line): a client sends a plain string."""


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


def card_list(description: str, *, required: bool = False, example=None, max_items: int = MAX_LIST) -> CardList:
    """A list of card ids (at most `max_items`, 100 by default: a rule decides how many)."""
    return CardList(description, is_card=is_card, item={**CARD_SCHEMA, "description": CARD_DOC},
                    item_error=CARD_ERROR, max_items=max_items, example=example, required=required)
