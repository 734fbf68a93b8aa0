"""A rule module changes the State only through the State's own methods (`lose`, `record`,
`to_discard`, `keep_pair`, `end_drawing`...): no function of a game's modules that takes a
`state: State` assigns to a member of it, deletes one, calls a mutating method of one, or
hands one to the multiset writers. Only `state.py` writes the state's members."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from service.games import REGISTERED

GAMES_DIR = Path(__file__).resolve().parents[2] / "service" / "games"
MUTATORS = {"append", "extend", "insert", "pop", "popitem", "remove", "clear", "add", "discard", "update",
            "setdefault", "sort", "reverse"}
MULTISET_WRITERS = {"add", "add_each", "take", "pour"}


def _on_state(node: ast.AST) -> bool:
    """`state.x`, `state.x[...]`, `state.x.y`...: a member of the State reached from `state`."""
    while isinstance(node, (ast.Attribute, ast.Subscript)):
        node = node.value
        if isinstance(node, ast.Name) and node.id == "state":
            return True
    return False


def _takes_the_state(fn: ast.FunctionDef) -> bool:
    return any(a.arg == "state" and a.annotation is not None and ast.unparse(a.annotation) == "State"
               for a in fn.args.args)


def writes(source: str) -> list[str]:
    """Every write to a member of the state in the functions of `source` that take one, in
    line order."""
    found = []
    for fn in ast.walk(ast.parse(source)):
        if not isinstance(fn, ast.FunctionDef) or not _takes_the_state(fn):
            continue
        for node in ast.walk(fn):
            targets: list[ast.AST] = []
            if isinstance(node, ast.Assign):
                targets = list(node.targets)
            elif isinstance(node, (ast.AugAssign, ast.AnnAssign)):
                targets = [node.target]
            elif isinstance(node, ast.Delete):
                targets = list(node.targets)
            elif isinstance(node, ast.Call):
                func = node.func
                if isinstance(func, ast.Attribute) and func.attr in MUTATORS and _on_state(func.value):
                    found.append((node.lineno, f"{ast.unparse(func)}(...)"))
                if (isinstance(func, ast.Name) and func.id in MULTISET_WRITERS and node.args
                        and _on_state(node.args[0])):
                    found.append((node.lineno, f"{func.id}({ast.unparse(node.args[0])}, ...)"))
            found += [(node.lineno, f"{ast.unparse(t)} =") for t in targets if _on_state(t)]
    return [f"line {n}: {what}" for n, what in sorted(found)]


def test_the_scan_finds_every_kind_of_write_in_a_function_taking_the_state():
    body = ("    state.pending[kind] = (p,)\n    state.moods[p].append(m)\n    add(state.discard, k)\n"
            "    state.round += 1\n    del state.quarantine[p]\n    state.turn_log.draws.append(c)\n")
    assert writes("def f(state: State, p, k):\n" + body) == [
        "line 2: state.pending[kind] =", "line 3: state.moods[p].append(...)", "line 4: add(state.discard, ...)",
        "line 5: state.round =", "line 6: state.quarantine[p] =", "line 7: state.turn_log.draws.append(...)"]
    assert writes("def f(state: State, p):\n    state.lose(p, 2)\n    x = state.chokos[p]\n") == []
    assert writes("def f(state: list):\n" + body) == []  # another `state`, not the game's


@pytest.mark.parametrize("game", sorted(REGISTERED))
def test_a_rule_module_changes_the_state_through_its_methods(game):
    found = {p.name: writes(p.read_text(encoding="utf-8"))
             for p in sorted((GAMES_DIR / game).glob("*.py")) if p.name != "state.py"}
    assert {name: w for name, w in found.items() if w} == {}

