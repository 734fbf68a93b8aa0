"""The API's version: `info.version` of the OpenAPI document follows semantic versioning and
is the newest version CHANGELOG.md describes for clients, breaking changes first."""

from __future__ import annotations

import re
from pathlib import Path

CHANGELOG = Path(__file__).resolve().parents[2] / "CHANGELOG.md"
SEMVER = re.compile(r"(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)")


def versions() -> list[str]:
    return re.findall(r"^## (\S+)$", CHANGELOG.read_text(encoding="utf-8"), flags=re.M)


def test_the_document_names_the_newest_version_of_the_changelog(client):
    version = client.get("/openapi.json").get_json()["info"]["version"]
    assert SEMVER.fullmatch(version), version
    assert versions()[0] == version


def test_every_version_is_semantic_and_newer_than_the_one_below():
    numbers = [tuple(int(n) for n in SEMVER.fullmatch(v).groups()) for v in versions()]
    assert numbers and numbers == sorted(numbers, reverse=True) and len(set(numbers)) == len(numbers)


def test_a_major_version_says_what_it_breaks_first():
    text = CHANGELOG.read_text(encoding="utf-8")
    for version in versions():
        major, minor, patch = version.split(".")
        section = text.split(f"## {version}\n", 1)[1].split("\n## ", 1)[0]
        headings = re.findall(r"^### (.+)$", section, flags=re.M)
        if minor == patch == "0" and version != versions()[-1]:
            assert headings and headings[0] == "Breaking", version
