"""The Choco Challenge rule book: the one registry of which function decides each rule id
(:class:`~service.referee.violations.RuleBook`), worded by this package's catalogue
(``rules.toml``, ``messages.toml``)."""

from service.referee.violations import RuleBook

RULES = RuleBook("choco-challenge", __package__)
