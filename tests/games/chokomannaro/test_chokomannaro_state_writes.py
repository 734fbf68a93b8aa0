"""The rule modules of ChokoMannaro change the State only through its own methods
(`State.lose`, `State.record`, `State.to_discard`...): none assigns to a member of `state`,
deletes one, or calls a mutating method of one, and none hands one to the multiset writers."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ENGINE = Path(__file__).resolve().parents[3] / "service" / "games" / "chokomannaro"
MUTATORS = {"append", "extend", "insert", "pop", "popitem", "remove", "clear", "add", "discard", "update",
            "setdefault", "sort", "reverse"}
MULTISET_WRITERS = {"add", "take", "pour"}
RULE_MODULES = sorted(p for p in ENGINE.glob("*.py") if p.name != "state.py")


def _on_state(node: ast.AST) -> bool:
    """`state.x`, `state.x[...]`, `state.x.y`...: a member of the State reached from `state`."""
    while isinstance(node, (ast.Attribute, ast.Subscript)):
        node = node.value
        if isinstance(node, ast.Name) and node.id == "state":
            return True
    return False


def writes(source: str) -> list[str]:
    found = []
    for node in ast.walk(ast.parse(source)):
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
                found.append(f"line {node.lineno}: {ast.unparse(func)}(...)")
            if isinstance(func, ast.Name) and func.id in MULTISET_WRITERS and node.args and _on_state(node.args[0]):
                found.append(f"line {node.lineno}: {func.id}({ast.unparse(node.args[0])}, ...)")
        found += [f"line {node.lineno}: {ast.unparse(t)} =" for t in targets if _on_state(t)]
    return found


def test_the_scan_finds_a_write():
    assert sorted(writes("state.pending[kind] = (p,)\nstate.moods[p].append(m)\nadd(state.discard, k)\n"
                         "state.round += 1\ndel state.quarantine[p]\n")) == [
        "line 1: state.pending[kind] =", "line 2: state.moods[p].append(...)", "line 3: add(state.discard, ...)",
        "line 4: state.round =", "line 5: state.quarantine[p] ="]
    assert writes("state.lose(p, 2)\nx = state.chokos[p]\nstate.record('K3', 'e')\n") == []


@pytest.mark.parametrize("module", RULE_MODULES, ids=lambda p: p.stem)
def test_a_rule_module_changes_the_state_through_its_methods(module):
    assert writes(module.read_text(encoding="utf-8")) == []
