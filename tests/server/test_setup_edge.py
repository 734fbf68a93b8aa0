"""bin/setup-edge finds nginx where the edge's launcher does (service/serving/edge.py's
find_nginx: the PATH, then NGINX_PLACES): it asks the launcher, so the two never disagree."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from service.serving import edge

ROOT = Path(__file__).resolve().parent.parent.parent


def test_the_launcher_says_where_nginx_is():
    found = edge.find_nginx()
    done = subprocess.run([sys.executable, "-m", "service.serving.edge", "--find-nginx"], cwd=ROOT,
                          capture_output=True, text=True, timeout=60, check=False)
    assert (done.returncode, done.stdout.strip()) == ((0, found) if found else (1, ""))


def test_setup_edge_finds_nginx_off_the_path_in_the_launchers_places(tmp_path):
    place = next((p for p in edge.NGINX_PLACES if os.access(p, os.X_OK)), None)
    if place is None:
        pytest.skip("no nginx in the launcher's places here")
    stubs = tmp_path / "bin"
    stubs.mkdir()
    for tool in ("apt-get", "sudo"):  # an attempt to install would fail the test, never install
        (stubs / tool).write_text("#!/bin/sh\necho \"$0 called\" >&2\nexit 99\n")
        (stubs / tool).chmod(0o755)
    path = os.pathsep.join([str(stubs), "/usr/bin", "/bin"])  # no sbin: nginx is off the PATH
    env = {**os.environ, "PATH": path}
    assert subprocess.run(["sh", "-c", "command -v nginx"], env=env, capture_output=True).returncode != 0
    done = subprocess.run([str(ROOT / "bin" / "setup-edge")], cwd=tmp_path, env=env, capture_output=True, text=True,
                          timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    assert "called" not in done.stderr


def test_setup_edge_keeps_no_list_of_its_own():
    script = (ROOT / "bin" / "setup-edge").read_text(encoding="utf-8")
    assert "-m service.serving.edge --find-nginx" in script
    assert not any(place in script for place in edge.NGINX_PLACES) and "sbin/nginx" not in script
