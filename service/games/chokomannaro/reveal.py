"""The reveal (P1-P4): after the last play of a step, the cards played face down are
turned up together and judged against the pairing cards that lay on the table before it.
Events are written kind by kind, in rank order (C4)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import events as ev
from .cards import RANK_OF
from .rulebook import RULES
from .werewolf import two_at_once

if TYPE_CHECKING:
    from .state import State


@RULES.decides("P1")
def annul(state: State, kind: str, players: list[str]) -> None:
    """P1: two or more revealed cards of one kind are all discarded, whether or not a
    pairing card of that kind lies on the table (which stays)."""
    state.to_discard(kind, len(players))
    state.record(annul.rule, ev.ANNULLED, card=kind, players=players)


@RULES.decides("P2")
def match(state: State, kind: str, player: str) -> None:
    """P2: any other revealed card whose kind lies on the table goes under that pairing
    card: a pair pending activation, its player the activator."""
    state.pair_up(kind, player)
    state.record_card(match.rule, ev.PAIRED, kind, player)


@RULES.decides("P3")
def new_pairing(state: State, kind: str, player: str) -> None:
    """P3: any other revealed card stays on the table as a new pairing card."""
    state.lay_pairing(kind)
    state.record_card(new_pairing.rule, ev.NEW_PAIRING, kind, player)


@RULES.decides("P4")
def resolve(state: State, played: dict[str, str]) -> None:
    """P4: the reveal, kind by kind, so that the table never holds two pairing cards of one
    kind and at most one pair of each kind is pending in a step (P1, P2, P3, W1). `played`:
    the cards the step's due players played face down, by player."""
    revealed: dict[str, list[str]] = {}
    for player in state.due:  # seat order
        kind = played[player]
        if kind in revealed:
            revealed[kind].append(player)
        else:
            revealed[kind] = [player]
    pairing = state.pairing
    for kind in sorted(revealed, key=RANK_OF) if len(revealed) > 1 else revealed:
        players = revealed[kind]
        if len(players) > 1:
            if not two_at_once(state, kind, players):
                annul(state, kind, players)
        elif kind in pairing:
            match(state, kind, players[0])
        else:
            new_pairing(state, kind, players[0])
