"""The `moves` of a Chocola' history: the game's move classes
(:mod:`service.games.chocola.moves`) read from and written as JSON.

A member of another move type, or a note a legal-moves entry once carried beside a move
(`chance`, `count`, `probability`, `approx`, `template`), is read for its JSON type and then
ignored (section 7 of the rules of record: "fields a move type does not use are ignored");
any other member is refused."""

from __future__ import annotations

from schemas.chocola.enums import PREFIX
from schemas.declared import MoveCodec
from service.games.chocola.moves import ANNOTATIONS
from service.games.chocola.moves import MOVES as MOVE_TYPES

MOVES = MoveCodec(PREFIX, MOVE_TYPES, description="A decision of a player, or a chance outcome (T2, H1).",
                  unknown="ignore_known", annotations=ANNOTATIONS)
MOVE_COMPONENT = MOVES.component
move = MOVES.dump
