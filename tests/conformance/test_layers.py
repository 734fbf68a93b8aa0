"""Layers one way (shared/DESIGN.md): the engines and the referee core import nothing above
them; the schemas import neither the verdicts, nor the HTTP errors, nor the OpenAPI module;
the HTTP modules import no cycle; the command line runs without Flask."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports_of(path: Path) -> set[str]:
    """Every module a file imports (absolute names; relative imports resolved), anywhere in it."""
    here = module_name(path).split(".")
    package = here if path.name == "__init__.py" else here[:-1]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[: len(package) - node.level + 1]
                name = ".".join(base + ([node.module] if node.module else []))
            else:
                name = node.module or ""
            found.add(name)
            found.update(f"{name}.{alias.name}" for alias in node.names)
    return found


def files(*folders: str) -> list[Path]:
    return sorted(p for folder in folders for p in (ROOT / folder).rglob("*.py"))


ABOVE_THE_ENGINE = ("flask", "werkzeug", "marshmallow", "webargs", "flask_smorest", "apispec", "schemas",
                    "service.api", "service.http", "service.verdicts", "service.errors", "service.cli",
                    "service.openapi", "service.app", "service.problems", "service.text", "gunicorn")


@pytest.mark.parametrize("path", files("service/games", "service/referee"), ids=lambda p: str(p.relative_to(ROOT)))
def test_the_engines_and_the_core_import_nothing_above_them(path):
    bad = sorted(m for m in imports_of(path) if m.startswith(ABOVE_THE_ENGINE))
    assert bad == [], bad


@pytest.mark.parametrize("path", files("schemas"), ids=lambda p: str(p.relative_to(ROOT)))
def test_the_schemas_import_neither_verdicts_nor_errors_nor_openapi(path):
    bad = sorted(m for m in imports_of(path)
                 if m.startswith(("service.verdicts", "service.errors", "service.openapi", "service.api",
                                  "service.http", "flask", "service.cli")))
    assert bad == [], bad


def test_the_http_modules_import_no_cycle():
    http = [p for p in files("service/api", "service/http") + [ROOT / "service" / f for f in
            ("errors.py", "openapi.py", "app.py", "wsgi.py")]]
    names = {module_name(p): p for p in http}
    graph = {name: {m for m in imports_of(path) if m in names and m != name} for name, path in names.items()}
    seen, stack = set(), []

    def visit(node):
        if node in stack:
            raise AssertionError("import cycle: " + " -> ".join(stack[stack.index(node):] + [node]))
        if node in seen:
            return
        stack.append(node)
        for nxt in sorted(graph[node]):
            visit(nxt)
        stack.pop()
        seen.add(node)

    for name in sorted(graph):
        visit(name)


def test_the_command_line_runs_without_flask(tmp_path):
    code = (
        "import sys\n"
        "from service.cli import main\n"
        "assert main(['games']) == 0\n"
        "assert main(['choco-late', 'tray', '26', '32', '44']) == 0\n"
        "assert main(['choco-late', 'deal', 'ann', 'bob', '--seed', '3']) == 0\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('flask', 'werkzeug', 'flask_smorest', 'gunicorn'))\n"
        "assert not bad, bad\n"
    )
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
