"""The clients' READMEs show a companion app's first lines: they run as written. The Python
lines are run against the service under gunicorn (the README's address replaced by the
server's); the TypeScript lines are the file bin/check-contract compiles strict
(clients/typescript/README.example.ts), but for the package they import."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE_URL = "https://referee.example"


def block(readme: Path, language: str) -> str:
    """The README's first code block in `language`."""
    found = re.search(rf"```{language}\n(.*?)```", readme.read_text(encoding="utf-8"), flags=re.S)
    assert found is not None, f"{readme} has no {language} block"
    return found.group(1)


def test_the_typescript_readme_shows_the_example_the_compiler_checks():
    shown = block(ROOT / "clients" / "typescript" / "README.md", "ts")
    compiled = (ROOT / "clients" / "typescript" / "README.example.ts").read_text(encoding="utf-8")
    assert shown == compiled.replace('from "./src/index.js"', 'from "@choco-referee/client"')
    code = re.sub(r"//.*", "", shown)  # the code, without its comments
    assert not re.search(r"\bas\b|<\w+>\(|\w!", code.replace("!==", "")), code  # no cast, no non-null assertion


@pytest.mark.server
def test_the_python_readme_runs_against_the_service(server, tmp_path):
    lines = block(ROOT / "clients" / "python" / "README.md", "python")
    assert EXAMPLE_URL in lines
    script = tmp_path / "companion.py"
    script.write_text(lines.replace(EXAMPLE_URL, server), encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(ROOT / "clients" / "python")}
    run = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, env=env, timeout=60)
    assert run.returncode == 0, run.stderr[-2000:]
    rule, move = run.stdout.split(" ", 1)
    assert rule and "'player'" in move  # the rule that allows the move, and the move appended
