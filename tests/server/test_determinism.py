"""The same request always gets the same answer, byte for byte: across workers, across
restarts, whatever the hash seed. A corpus of requests (trays, best splits, scored games,
an illegal game validated, legal moves, a deal, the rules, the OpenAPI document, errors,
some in Italian; each with a fixed X-Request-ID) is replayed twice against each of two
fresh gunicorn processes (1 worker and PYTHONHASHSEED=0; 3 workers and PYTHONHASHSEED=4242,
the second replay spread over many connections so several workers answer), and compared
with the in-process answers too."""

from __future__ import annotations

import http.client
import json
import random
from concurrent.futures import ThreadPoolExecutor

import pytest

from tests.games.choco_late.corpus import DEADLINE_SAFE_NODES
from tests.gunicorn_server import Server
from schemas.choco_late import examples
from service.games.choco_late.split import best_split
from tests.fuzz.corpus import all_valid
from tests.games.choco_late.games import game_json

pytestmark = [pytest.mark.server, pytest.mark.timeout(90)]

JSON = {"Content-Type": "application/json"}
IT = {**JSON, "Accept-Language": "it"}
VARYING = {"date"}  # the only header allowed to differ


def corpus() -> list[tuple[str, str, bytes | None, dict[str, str]]]:
    rng = random.Random(6)
    finished = game_json(6, seed=11, best_wins=True)
    illegal = game_json(4, seed=12)
    illegal["moves"][30]["player"] = "zed"
    splits = []
    while len(splits) < 4:  # best splits the wall-clock guard cannot touch (see bench/soak.py)
        lots = rng.sample(range(1, 101), rng.randint(6, 20))
        if best_split(lots).nodes < DEADLINE_SAFE_NODES:
            splits.append(lots)
    posts = [
        ("/choco-late/trays", examples.TRAY_REQUEST, JSON),
        ("/choco-late/trays", examples.SPLIT_REQUEST, IT),
        ("/choco-late/trays", {"lots": list(range(1, 101))}, JSON),
        *[("/choco-late/trays/best-split", {"lots": lots}, JSON) for lots in splits],
        ("/choco-late/trays/best-split", {"lots": splits[0]}, IT),
        ("/score/choco-late", {"game": finished}, JSON),
        ("/score/choco-late", {"game": game_json(3, seed=13, two_trays=True)}, IT),
        ("/score/choco-late", {"game": game_json(5, seed=14, stop_after=50)}, JSON),
        ("/score/choco-late", examples.SCORE_FINAL_REQUEST, JSON),
        ("/choco-late/validate", illegal, JSON),
        ("/choco-late/validate", illegal, IT),
        ("/choco-late/validate", finished, JSON),
        ("/choco-late/legal-moves", game_json(4, seed=15, free_bidding=True, stop_after=33), JSON),
        ("/choco-late/legal-moves", examples.HISTORY, JSON),
        ("/choco-late/deal", {"players": ["ann", "bob", "cat", "dan"], "variants": {"two_trays": True}, "seed": 42}, JSON),
        ("/choco-late/deal", {"players": list("abcdef"), "seed": 2**63 - 1}, JSON),
        # errors
        ("/score/choco-late", {"game": illegal}, IT),
        ("/choco-late/trays", {"lots": [1, 1, True, "x"], "zzz": {}}, JSON),
        ("/choco-late/trays", {"lots": [1, 1]}, JSON),
        ("/choco-late/legal-moves", {**examples.HISTORY, "moves": [0] * 5001}, JSON),
    ]
    # every other game of the family: its family paths' valid bodies (tests/fuzz/corpus.py),
    # but a deal without a seed: the service draws one, so its answer differs on purpose
    posts += [(path, body, IT if i % 2 else JSON) for i, (path, body) in enumerate(all_valid())
              if not path.endswith("choco-late") and not path.startswith("/choco-late/")
              and not (path.endswith("/deal") and "seed" not in body)]
    out = [("POST", path, json.dumps(body).encode(), headers) for path, body, headers in posts]
    out += [
        ("POST", "/choco-late/trays", b'{"lots": [1,', JSON),
        ("POST", "/choco-late/trays", b'{"lots": [1]}', {"Content-Type": "text/plain"}),
        ("POST", "/choco-late/trays", b" " * 1_048_577, JSON),
        ("GET", "/choco-late/rules", None, {}),
        ("GET", "/choco-late/rules", None, {"Accept-Language": "it"}),
        ("GET", "/openapi.json", None, {}),
        ("GET", "/problems/rule-violation", None, {}),
        ("GET", "/healthz", None, {}),
        ("GET", "/no/such/path", None, {}),
        ("GET", "/choco-late/trays", None, {}),
    ]
    return [(m, p, b, {**h, "X-Request-ID": f"determinism-{i}"}) for i, (m, p, b, h) in enumerate(out)]


def fetch(port: int, request) -> tuple[int, tuple, bytes]:
    method, path, body, headers = request
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    try:
        conn.request(method, path, body=body, headers=headers)
        resp = conn.getresponse()
        data = resp.read()
        kept = tuple((k.lower(), v) for k, v in resp.getheaders() if k.lower() not in VARYING)
        return resp.status, kept, data
    finally:
        conn.close()


def replay(port: int, requests, parallel: int = 1) -> list[tuple[int, tuple, bytes]]:
    if parallel == 1:
        return [fetch(port, r) for r in requests]
    with ThreadPoolExecutor(parallel) as pool:
        return list(pool.map(lambda r: fetch(port, r), requests))


def test_the_same_request_gets_the_same_bytes_everywhere(tmp_path, app):
    requests = corpus()
    runs = {}
    pids = {}
    for name, workers, seed in (("1 worker, hash seed 0", 1, "0"), ("3 workers, hash seed 4242", 3, "4242")):
        workdir = tmp_path / name.split(",")[0].replace(" ", "-")
        workdir.mkdir()
        server = Server(workdir, workers, {"PYTHONHASHSEED": seed})
        try:
            server.wait_ready()
            runs[f"{name}, first replay"] = replay(server.port, requests)
            runs[f"{name}, second replay"] = replay(server.port, requests * 3, parallel=12)[:len(requests)]
        finally:
            server.stop()
        pids[name] = {json.loads(line)["pid"] for line in server.access_log.read_text().splitlines()
                      if line.startswith("{")}
    assert len(pids["3 workers, hash seed 4242"]) >= 2, pids  # several workers answered

    reference_name, reference = next(iter(runs.items()))
    statuses = {r[0] for r in reference}
    assert {200, 400, 404, 405, 413, 415, 422} <= statuses
    for name, answers in runs.items():
        for request, expected, got in zip(requests, reference, answers):
            assert got == expected, (f"{request[0]} {request[1]} ({request[3].get('X-Request-ID')}): "
                                     f"{name} differs from {reference_name}",
                                     expected[0], got[0], expected[2][:200], got[2][:200],
                                     set(expected[1]) ^ set(got[1]))

    # in process (this test process's own hash seed): the same bodies
    client = app.test_client()
    for (method, path, body, headers), expected in zip(requests, reference):
        r = client.open(path, method=method, data=body, headers=headers)
        assert (r.status_code, r.get_data()) == (expected[0], expected[2]), (method, path)
