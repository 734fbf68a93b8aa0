"""Games for the browser tests: a table link (``/<slug>/table#game=<g>``) and a seeded game
near its end."""

from __future__ import annotations

import base64
import json
import zlib

from schemas.registry import apis
from service.referee import registry


def game_link(slug: str, history: dict, query: str = "") -> str:
    """/<slug>/table#game=<g>: base64url (no padding) of the raw DEFLATE of the UTF-8 JSON."""
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    raw = packer.compress(json.dumps(history).encode()) + packer.flush()
    return f"/{slug}/table{query}#game=" + base64.urlsafe_b64encode(raw).decode().rstrip("=")


def decode_link(url: str) -> dict:
    g = url.split("#game=", 1)[1]
    raw = base64.urlsafe_b64decode(g + "=" * (-len(g) % 4))
    return json.loads(zlib.decompress(raw, -15).decode())


def near_the_end(slug: str, left: int = 4, seed: int = 11) -> tuple[dict, list[dict]]:
    """A seeded random game of `slug` without its last `left` moves, and those moves."""
    players = max(2, registry.get(slug).players.start)
    history = apis()[slug].random_history(players, seed)
    return {**history, "moves": history["moves"][:-left]}, history["moves"][-left:]
