"""The Chocola' rule book: the one registry of which function decides each rule id
(:class:`~service.referee.violations.RuleBook`), worded by this package's catalogue
(``rules.toml``, ``messages.toml``), and its rule ids as a closed list (`RuleId`, what an
answer cites)."""

from typing import TYPE_CHECKING, Literal

from service.referee.catalogue import catalogue_of
from service.referee.violations import RuleBook

RULES = RuleBook("chocola", __package__)

if TYPE_CHECKING:  # a closed list of strings: to the type checker a string
    RuleId = str
else:  # to the document, the list itself: the game's named enumeration RuleId
    RuleId = Literal[catalogue_of(RULES.game).rule_ids]
