"""The turns log (the API's `turns`): one record per move applied, with the rules that
decided it and what it brought about, declared once (:mod:`service.referee.shown`): the
state builds each record when it applies the move, the service writes it as it is and the
document describes it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Literal

from msgspec import UNSET, Meta, UnsetType

from service.referee.moves import tag_of
from service.referee.shown import Shown

from .geometry import Placement
from .moves import MOVES
from .payment import Cost
from .rulebook import RuleId
from .take import lay_problem, take_outcome, take_when
from .turns import turn_problem

TAGS = {cls: tag_of(cls) for cls in MOVES.classes}
"""Each move class's type, as the API names it."""

if TYPE_CHECKING:  # a closed list of strings: to the type checker a string
    MoveType = str
else:  # to the document, the list itself: the game's MoveType
    MoveType = Literal[tuple(TAGS.values())]

Ids = list[str]
Spot = Annotated[tuple[int, int], Meta(description="[row, col]")]


class Turn(Shown, frozen=True):
    """One legal move replayed, with the rules that decided it and what it brought about."""

    move_index: Annotated[int, Meta(ge=0, description="0-based index in `moves`.")]
    player: Annotated[str | None, Meta(description="Who moved; null for a chance move.", examples=["ann"])]
    type: MoveType
    decided_by: Annotated[list[RuleId], Meta(description="The rules that decided the move and its outcome.",
                                             examples=[[turn_problem.rule, take_when.rule, lay_problem.rule,
                                                        take_outcome.rule]])]
    placement: Annotated[Placement, Meta(description="take_chocolate: the lay (K3).")] | UnsetType = UNSET
    taken: Annotated[Ids, Meta(description=(
        "take_chocolate: the ids taken, by row then column (K4); swap_chocolate: the card taken."))] | UnsetType = UNSET
    left: Annotated[list[Spot], Meta(description="take_chocolate: the positions left (K5).")] | UnsetType = UNSET
    request: Annotated[str, Meta(description="prepare: the Request prepared.")] | UnsetType = UNSET
    payment: Annotated[Ids, Meta(description="prepare: the ids paid (P2).")] | UnsetType = UNSET
    waste: Annotated[Cost, Meta(description="prepare: the units wasted per flavour.")] | UnsetType = UNSET
    given: Annotated[str, Meta(description="swap_chocolate: the card put on the stack.")] | UnsetType = UNSET
    card: Annotated[str, Meta(description="draw_request: the card drawn into the emptied slot.")] | UnsetType = UNSET
