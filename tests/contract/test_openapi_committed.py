"""The committed OpenAPI document is exactly what the service serves at GET /openapi.json."""

from __future__ import annotations

import difflib
from pathlib import Path

from service.openapi import COMMITTED_PATH, document_text

ROOT = Path(__file__).resolve().parents[2]


def test_committed_document_is_what_the_service_serves(app):
    served = document_text(app)
    path = ROOT / COMMITTED_PATH
    committed = path.read_text(encoding="utf-8") if path.exists() else ""
    if committed != served:
        diff = "".join(list(difflib.unified_diff(
            committed.splitlines(keepends=True), served.splitlines(keepends=True),
            fromfile=f"{COMMITTED_PATH} (committed)", tofile="GET /openapi.json (served)", n=2))[:60])
        raise AssertionError(f"{COMMITTED_PATH} is stale: run bin/openapi and commit the result.\n{diff}")
