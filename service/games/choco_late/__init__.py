"""Choco Late, the Italian auction game: the pure-Python rules engine.

Nothing in this package imports Flask or knows about JSON; it takes and returns plain
values and raises :class:`RuleViolation` carrying the id of the rule that decided.
"""
