"""The setup of a game (S1-S9): players, the Chocolate deal (deck, reserves, removed cards,
the Tavoletta), the Inspiration, the Requests and the first player; and a legal random deal.

Each rule is one check returning None or ``(code, params, field)``, `field` relative to the
object that holds it: the history's ``setup`` (``/setup/reserves/bob``) or a
``deal_second_phase`` move, which reuses S3-S6 and S8 for phase 2 (E5).
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from service.referee.legality import Finding
from service.referee.violations import RuleViolation, Ruled, pointer_token

from .cards import CHOCOLATE, CHOCOLATE_COPIES, CHOCOLATE_MARKED, DECORATIONS, DESSERTS, SETUP_TABLE, SetupRow
from .geometry import COLS, ROWS
from .rulebook import RULES

PLAYER_RANGE = range(min(SETUP_TABLE), max(SETUP_TABLE) + 1)


@dataclass(frozen=True)
class ChocolateDeal:
    """The Chocolate cards of a phase: every player's reserve (seating order), the cards
    removed unseen, and the Tavoletta (rows of stacks, each listed top card first)."""

    reserves: tuple[tuple[str, tuple[str, ...]], ...]
    removed: tuple[str, ...]
    tavoletta: tuple[tuple[tuple[str, ...], ...], ...]


@dataclass(frozen=True)
class Setup:
    players: tuple[str, ...]
    second_phase: bool
    chocolate: ChocolateDeal
    inspiration: tuple[str, str]  # (Dessert id, Decoration id)
    requests: tuple[str, ...]
    first_player: str


def row_for(players: int) -> SetupRow:
    return SETUP_TABLE[players]


@RULES.refuses("S1")
def players_problem(players: Sequence[str], minimum: int = PLAYER_RANGE.start,
                    maximum: int | None = PLAYER_RANGE.stop - 1) -> Finding | None:
    """S1: 2 to 4 players with unique non-empty ids; the order of `players` is clockwise
    seating. (A final form lists 1 or more.) `field` is the index of the id at fault."""
    n = len(players)
    if n < minimum or (maximum is not None and n > maximum):
        code = "player_count" if maximum is not None else "player_count_final"
        return code, {"count": n, "min": minimum, "max": maximum}, ""
    first: dict[str, int] = {}
    for i, player in enumerate(players):
        if not player:
            return "player_blank", {}, str(i)
        if player in first:
            return "player_twice", {"player": player}, str(i)
        first[player] = i
    return None


@lru_cache(maxsize=None)
def _deck(players: int) -> tuple[tuple[str, int], ...]:
    copies = CHOCOLATE_COPIES - (CHOCOLATE_MARKED if row_for(players).deck == "unmarked" else 0)
    return tuple((card, copies) for card in CHOCOLATE)


@RULES.decides("S2")
def deck_for(players: int) -> dict[str, int]:
    """S2: the Chocolate deck for the player count: with 2 players the 12 "3-4" cards are
    out (36 cards, 3 of each id); with 3 or 4 all 48 (4 of each id). A fresh multiset."""
    return dict(_deck(players))


@RULES.refuses("S3")
def reserves_problem(players: Sequence[str], reserves: Mapping[str, Sequence[str]], row: SetupRow) -> Finding | None:
    """S3: each player's reserve is exactly 2 face-up cards; `reserves` names every player
    and nobody else."""
    seated = set(players)
    for key in reserves:
        if key not in seated:
            return "reserve_for_stranger", {"player": key}, f"reserves/{pointer_token(key)}"
    for player in players:
        if player not in reserves:
            return "reserve_missing", {"player": player}, "reserves"
    for player in players:
        held = reserves[player]
        if len(held) != row.reserve:
            return ("reserve_size", {"player": player, "count": len(held), "expected": row.reserve},
                    f"reserves/{pointer_token(player)}")
    return None


@RULES.refuses("S4")
def removed_problem(removed: Sequence[str] | None, row: SetupRow) -> Finding | None:
    """S4: with 3 players exactly 2 cards are removed unseen, otherwise none. `removed` may
    be omitted (null): the referee derives it (S6)."""
    if removed is not None and len(removed) != row.removed:
        return "removed_count", {"count": len(removed), "expected": row.removed, "players": row.players}, "removed"
    return None


@RULES.refuses("S5")
def tavoletta_problem(tavoletta: Sequence[Sequence[Sequence[str]]], row: SetupRow) -> Finding | None:
    """S5: the Tavoletta is 2 rows of 4 stacks, each with exactly the table's number of
    cards (4 with 2 players, 5 with 3 or 4), listed top card first."""
    if len(tavoletta) != ROWS:
        return "tavoletta_rows", {"count": len(tavoletta), "expected": ROWS}, "tavoletta"
    for r, stacks in enumerate(tavoletta):
        if len(stacks) != COLS:
            return "tavoletta_stacks", {"row": r, "count": len(stacks), "expected": COLS}, f"tavoletta/{r}"
    for r, stacks in enumerate(tavoletta):
        for c, stack in enumerate(stacks):
            if len(stack) != row.stack:
                return ("stack_size", {"position": f"[{r},{c}]", "count": len(stack), "expected": row.stack,
                                       "players": row.players}, f"tavoletta/{r}/{c}")
    return None


def _dealt(players: Sequence[str], reserves: Mapping[str, Sequence[str]], removed: Sequence[str] | None,
           tavoletta: Sequence[Sequence[Sequence[str]]]) -> Iterator[tuple[str, tuple[str | int, ...]]]:
    """Every Chocolate card dealt, with where it is (a path of keys and indexes), in
    document order."""
    for player in players:
        for i, card in enumerate(reserves[player]):
            yield card, ("reserves", player, i)
    for i, card in enumerate(removed or ()):
        yield card, ("removed", i)
    for r, stacks in enumerate(tavoletta):
        for c, stack in enumerate(stacks):
            for i, card in enumerate(stack):
                yield card, ("tavoletta", r, c, i)


def _field(path: tuple[str | int, ...]) -> str:
    return "/".join(pointer_token(k) for k in path)


@RULES.refuses("S6")
def accounting_problem(players: Sequence[str], reserves: Mapping[str, Sequence[str]], removed: Sequence[str] | None,
                       tavoletta: Sequence[Sequence[Sequence[str]]]) -> Finding | None:
    """S6: reserves, removed cards and stacks are exactly the deck of S2, as multisets (the
    counts of S3-S5 make "fit in the deck" the same as "exactly the deck"); an id that is not
    a Chocolate id breaks S6."""
    left = deck_for(len(players))
    cards = [c for p in players for c in reserves[p]]
    cards.extend(removed or ())
    for stacks in tavoletta:
        for stack in stacks:
            cards.extend(stack)
    for card in cards:
        n = left.get(card, 0)
        if n == 0:
            break
        left[card] = n - 1
    else:
        return None
    left = deck_for(len(players))  # the first card past the deck, found again with where it is
    for card, path in _dealt(players, reserves, removed, tavoletta):
        found = left.get(card)
        if found is None:
            return "not_a_chocolate", {"card": card}, _field(path)
        if found == 0:
            return ("beyond_deck", {"card": card, "copies": deck_for(len(players))[card], "players": len(players)},
                    _field(path))
        left[card] = found - 1
    return None


def derived_removed(players: Sequence[str], reserves: Mapping[str, Sequence[str]],
                    tavoletta: Sequence[Sequence[Sequence[str]]]) -> tuple[str, ...]:
    """S4, S6: the cards removed, when not given: the deck less reserves and stacks (in C2
    id order). Only for a deal S3, S5 and S6 accepted."""
    left = deck_for(len(players))
    for card, _ in _dealt(players, reserves, None, tavoletta):
        left[card] -= 1
    return tuple(card for card, n in left.items() for _ in range(n))


@RULES.refuses("S7")
def inspiration_problem(inspiration: Mapping[str, str]) -> Finding | None:
    """S7: one Dessert and one Decoration, shared by all, are the Inspiration
    (*Dessert Ispirazione*): ids of C3 and C4."""
    if inspiration["dessert"] not in DESSERTS:
        return "inspiration_not_a_dessert", {"card": inspiration["dessert"]}, "inspiration/dessert"
    if inspiration["decoration"] not in DECORATIONS:
        return "inspiration_not_a_decoration", {"card": inspiration["decoration"]}, "inspiration/decoration"
    return None


def request_pool(phase_number: int, inspiration: tuple[str, str]) -> dict[str, int]:
    """The cards the Requests and the Request deck of a phase are made of (S8, E5): the
    Desserts, or the Decorations with their copies, less the Inspiration's."""
    if phase_number == 1:
        return {d: 1 for d in DESSERTS if d != inspiration[0]}
    pool = {d.id: d.copies for d in DECORATIONS.values()}
    pool[inspiration[1]] -= 1
    return pool


@RULES.refuses("S8")
def requests_problem(requests: Sequence[str], pool: Mapping[str, int], phase_number: int) -> Finding | None:
    """S8: 4 Requests are visible: in phase 1 four different Desserts, none the
    Inspiration's; in phase 2 four Decorations, no id more often than C4 prints it once the
    Inspiration's Decoration is counted (E5). The rest of the pool is the Request deck."""
    if len(requests) != 4:
        return "requests_count", {"count": len(requests)}, "requests"
    known = DESSERTS if phase_number == 1 else DECORATIONS
    left = dict(pool)
    for i, card in enumerate(requests):
        at = f"requests/{i}"
        if card not in known:
            return ("request_not_a_dessert" if phase_number == 1 else "request_not_a_decoration"), {"card": card}, at
        n = left.get(card, 0)
        if n == 0:
            printed = 1 if phase_number == 1 else DECORATIONS[card].copies
            if pool.get(card, 0) == 0 and printed == 1:
                return "request_is_inspiration", {"card": card}, at
            if printed == 1:
                return "request_twice", {"card": card}, at
            return "request_over_copies", {"card": card, "copies": printed}, at
        left[card] = n - 1
    return None


@RULES.refuses("S9")
def first_player_problem(players: Sequence[str], first_player: str | None) -> Finding | None:
    """S9: phase 1 starts with `first_player` (who most recently ate chocolate), one of
    `players`; absent or null, the first listed player."""
    if first_player is not None and first_player not in players:
        return "first_player_unknown", {"player": first_player}, "first_player"
    return None


def chocolate_deal(players: Sequence[str], reserves: Mapping[str, Sequence[str]], removed: Sequence[str] | None,
                   tavoletta: Sequence[Sequence[Sequence[str]]]) -> ChocolateDeal:
    """A Chocolate deal S3-S6 accepted, as a value (removed derived when not given)."""
    return ChocolateDeal(
        tuple((p, tuple(reserves[p])) for p in players),
        tuple(removed) if removed is not None else derived_removed(players, reserves, tavoletta),
        tuple(tuple(tuple(s) for s in row) for row in tavoletta))


def _fail(check: Ruled[..., Any], found: Finding, prefix: str) -> RuleViolation:
    code, params, field = found
    return RULES.fail(check, code, params, f"{prefix}/{field}" if field else prefix)


def make_setup(players: Sequence[str], second_phase: bool, setup: Mapping[str, Any]) -> Setup:
    """Check a history's players and setup in the order S1, S3, S4, S5, S6, S7, S8, S9 and
    return the :class:`Setup`; raise RuleViolation (move_index None) at the first problem."""
    found = players_problem(players)
    if found is not None:
        raise _fail(players_problem, found, "/players")
    row = row_for(len(players))
    reserves, removed, tavoletta = setup["reserves"], setup.get("removed"), setup["tavoletta"]
    found = reserves_problem(players, reserves, row)
    if found is not None:
        raise _fail(reserves_problem, found, "/setup")
    found = removed_problem(removed, row)
    if found is not None:
        raise _fail(removed_problem, found, "/setup")
    found = tavoletta_problem(tavoletta, row)
    if found is not None:
        raise _fail(tavoletta_problem, found, "/setup")
    found = accounting_problem(players, reserves, removed, tavoletta)
    if found is not None:
        raise _fail(accounting_problem, found, "/setup")
    inspiration = setup["inspiration"]
    found = inspiration_problem(inspiration)
    if found is not None:
        raise _fail(inspiration_problem, found, "/setup")
    pair = (inspiration["dessert"], inspiration["decoration"])
    found = requests_problem(setup["requests"], request_pool(1, pair), 1)
    if found is not None:
        raise _fail(requests_problem, found, "/setup")
    first = setup.get("first_player")
    found = first_player_problem(players, first)
    if found is not None:
        raise _fail(first_player_problem, found, "/setup")
    return Setup(tuple(players), bool(second_phase), chocolate_deal(players, reserves, removed, tavoletta), pair,
                 tuple(setup["requests"]), first if first is not None else players[0])


# --- a legal random deal ------------------------------------------------------------------


def random_chocolate(rng: random.Random, players: Sequence[str]) -> dict[str, Any]:
    """A random Chocolate deal (S2-S6) as the JSON-like values of a setup: the deck
    shuffled, the removed cards (with 3 players), 2 cards to each player, then the stacks."""
    row = row_for(len(players))
    deck = [card for card, n in deck_for(len(players)).items() for _ in range(n)]
    rng.shuffle(deck)
    removed, at = sorted(deck[: row.removed], key=list(CHOCOLATE).index), row.removed
    reserves = {}
    for player in players:
        reserves[player] = deck[at: at + row.reserve]
        at += row.reserve
    tavoletta = []
    for _ in range(ROWS):
        stacks = []
        for _ in range(COLS):
            stacks.append(deck[at: at + row.stack])
            at += row.stack
        tavoletta.append(stacks)
    return {"reserves": reserves, "removed": removed, "tavoletta": tavoletta}


def deal(players: Sequence[str], second_phase: bool, seed: int, first_player: str | None = None) -> Setup:
    """A legal random setup for `seed` (``random.Random(seed)``: the same players, variant
    and seed always give the same one), checked like any other."""
    found = players_problem(players)
    if found is not None:
        raise _fail(players_problem, found, "/players")
    found = first_player_problem(players, first_player)
    if found is not None:
        raise _fail(first_player_problem, found, "")
    rng = random.Random(seed)
    setup: dict[str, Any] = random_chocolate(rng, players)
    desserts = list(DESSERTS)
    decorations = [d.id for d in DECORATIONS.values() for _ in range(d.copies)]
    inspiration = {"dessert": rng.choice(desserts), "decoration": rng.choice(decorations)}
    setup["inspiration"] = inspiration
    setup["requests"] = rng.sample([d for d in desserts if d != inspiration["dessert"]], 4)
    setup["first_player"] = first_player
    return make_setup(players, second_phase, setup)
