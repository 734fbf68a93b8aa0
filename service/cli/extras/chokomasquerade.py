"""ChokoMasquerade on the command line: no commands of its own (check, score and deal are
the family's), and its columns of the score table (pairs made, eaten, saved) with a line
for each slaughter.

    choco-referee chokomasquerade check game.json
    choco-referee chokomasquerade score game.json --lang it
    choco-referee chokomasquerade deal ann bob --first-player bob --seed 7
"""

from __future__ import annotations

from service.referee.catalogue import catalogue_of

SLUG = "chokomasquerade"
COMMANDS: tuple[str, ...] = ()
_COLUMNS = ("made", "eaten", "saved")


def register(commands, common, api) -> None:
    """No commands of its own."""


def score_columns(player: dict, lang: str) -> tuple[list[str], list]:
    """The breakdown of a player's pairs (with a history; '-' for a final form)."""
    words = catalogue_of(SLUG)
    head = [words.word(f"cli_{name}", lang) for name in _COLUMNS]
    return head, [player.get(name, "-") for name in _COLUMNS]


def score_lines(answer: dict, lang: str) -> list[str]:
    """One line per slaughter, as its summary says it."""
    slaughters = answer.get("slaughters") or []
    if not slaughters:
        return []
    label = catalogue_of(SLUG).word("cli_slaughters", lang)
    return [f"{label}:"] + [f"  {s['summary']}" for s in slaughters]
