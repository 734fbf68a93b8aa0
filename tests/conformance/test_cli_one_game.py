"""The command line builds the commands of the game it is asked about, and no other's: a
game's command loads that game's schemas and command-line extras alone, while
`choco-referee --help` still lists every game."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from service.cli import asked_command, main
from service.referee import registry

SLUGS = registry.slugs()

PROBE = """
import json, sys
from service.cli import main
code = main(sys.argv[1:])
loaded = sorted({m.split(".")[1] for m in sys.modules if m.startswith(("schemas.", "service.cli.extras."))
                 and m.count(".") >= 1})
sys.stderr.write(json.dumps(loaded) + "\\n")
"""


def _loaded(*argv: str) -> list[str]:
    done = subprocess.run([sys.executable, "-c", PROBE, *argv], capture_output=True, text=True, timeout=60, check=False)
    return json.loads(done.stderr.strip().splitlines()[-1])


@pytest.mark.parametrize("slug", SLUGS)
def test_a_game_command_loads_that_game_only(slug):
    others = {registry.package_of(s) for s in SLUGS if s != slug}
    loaded = set(_loaded(slug, "deal", "ann", "bob", "--seed", "3"))
    assert registry.package_of(slug) in loaded and not loaded & others


def test_the_help_lists_every_game(capsys):
    assert main(["--help"]) == 0
    out = capsys.readouterr().out
    assert all(f"    {slug}" in out for slug in SLUGS)


def test_the_command_asked_is_the_first_word_not_an_option():
    assert asked_command(["choco-late", "check", "a.json"]) == "choco-late"
    assert asked_command(["--help"]) is None
    assert asked_command(["-h", "chocola", "tray"]) == "chocola"
