"""Answers of the referee, without HTTP: loaded request bodies in, JSON-ready answers out.

The HTTP blueprints and the command line both call these functions, so a verdict is the
same whichever way it is asked for. They raise :class:`RuleViolation` (with a pointer
relative to the whole request body) when an answer needs a legal game and the game is not.
"""
