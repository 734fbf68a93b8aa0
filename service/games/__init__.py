"""The games of the family, one package each, and their registration.

To add a game: a package here (its engine, ``GAME``, ``rules.toml`` and ``messages.toml``),
a package of the same name under ``schemas/`` (``API``, its JSON), and one line below.
"""

REGISTERED: tuple[str, ...] = (
    "choco_late",
    "choco_challenge",
    "chocola",
    "chokomannaro",
    "chokomasquerade",
)
