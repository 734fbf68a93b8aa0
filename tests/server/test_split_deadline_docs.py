"""What the deployment's comments and docs say of the best split's deadline is what the
config does (service/config.py): every mention of CHOCO_SPLIT_DEADLINE_SECONDS that gives a
number of seconds gives the default."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from service.config import Settings

ROOT = Path(__file__).resolve().parents[2]
DOCS = ("README.md", "deploy/README.md", "deploy/gunicorn.conf.py", "service/config.py")
MENTION = re.compile(r"CHOCO_SPLIT_DEADLINE_SECONDS\W{0,6}(?:,|\|)\s*`?(?:\s|#)*([0-9]+(?:\.[0-9]+)?)\s*(?:s\b|`)")


@pytest.mark.parametrize("doc", DOCS)
def test_every_mention_of_the_split_deadline_gives_the_default(doc):
    text = (ROOT / doc).read_text(encoding="utf-8")
    default = Settings().SPLIT_DEADLINE_SECONDS
    if doc == "service/config.py":
        assert f"SPLIT_DEADLINE_SECONDS: float = {default}" in text
        return
    found = [float(m) for m in MENTION.findall(text)]
    assert found, f"{doc} does not give the deadline"
    assert all(value == default for value in found), (doc, found, default)
