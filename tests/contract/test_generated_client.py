"""A real client: the Python client generated from the committed openapi/openapi.json by
openapi-python-client (clients/python, committed; bin/clients regenerates it and
bin/check-contract fails while it is stale), imported, and used against the service under
gunicorn. Every operation is called and its answer read back as typed models: if the document
lies about a path, a body, a status, a field or an enumeration, this breaks.
"""

from __future__ import annotations

import copy
import importlib
import re
import sys
from pathlib import Path

import pytest

from schemas.choco_late import examples
from schemas.registry import apis
from service.openapi import MAX_BODY_BYTES
from service.referee.catalogue import catalogue_of

RULE_IDS = catalogue_of("choco-late").rule_ids

pytest.importorskip("httpx", reason="the generated client needs httpx")

ROOT = Path(__file__).resolve().parents[2]
CLIENTS = ROOT / "clients" / "python"
DOCUMENT = ROOT / "openapi" / "openapi.json"
PACKAGE = "choco_referee_client"

pytestmark = pytest.mark.server


@pytest.fixture(scope="module")
def generated():
    """The committed client package, imported."""
    out = str(CLIENTS)
    sys.path.insert(0, out)
    try:
        package = importlib.import_module(PACKAGE)
        yield package
    finally:
        sys.path.remove(out)
        for name in [m for m in sys.modules if m == PACKAGE or m.startswith(PACKAGE + ".")]:
            del sys.modules[name]


@pytest.fixture(scope="module")
def api(generated):
    """The generated operation modules by name, and the models."""
    class Api:
        models = importlib.import_module(f"{PACKAGE}.models")

        def __getattr__(self, name):
            for tag in (*(slug.replace("-", "_") for slug in apis()), "games", "operations"):
                try:
                    return importlib.import_module(f"{PACKAGE}.api.{tag}.{name}")
                except ModuleNotFoundError:
                    continue
            raise AttributeError(name)

    return Api()


@pytest.fixture(scope="module")
def client(generated, server):
    with generated.Client(base_url=server, raise_on_unexpected_status=True, timeout=30) as c:
        yield c


def test_score_one_tray(api, client):
    m = api.models
    r = api.choco_late_score_trays.sync_detailed(client=client, body=m.ChocoLateTrayRequest.from_dict(examples.TRAY_REQUEST))
    assert r.status_code == 200
    answer = r.parsed
    assert isinstance(answer, m.ChocoLateTraysAnswer)
    tray = answer.trays[0]
    assert tray.points == 17 and answer.total == 17
    assert tray.symbol_combination.id == m.ChocoLateCombinationUseId.FOUR_DIFFERENT
    assert tray.colour_combination.id == m.ChocoLateCombinationUseId.FIVE_DIFFERENT
    assert tray.colour_combination.lots == [23, 26, 32, 37, 44]
    assert tray.loose_lots == []
    assert answer.decided_by == [m.ChocoLateRuleId.C1, m.ChocoLateRuleId.C2]
    assert r.headers["Content-Language"] == "en"


def test_score_a_split_in_italian_with_a_request_id(api, client):
    m = api.models
    r = api.choco_late_score_trays.sync_detailed(client=client, body=m.ChocoLateTrayRequest(trays=[[46, 16, 11, 33], [39, 28, 7, 45]]),
                                      accept_language="it", x_request_id="table-3.round-2")
    answer = r.parsed
    assert [t.points for t in answer.trays] == [12, 15] and answer.total == 27
    assert m.ChocoLateRuleId.C3 in answer.decided_by
    assert "simboli" in answer.trays[0].explanation or "colori" in answer.trays[0].explanation
    assert r.headers["Content-Language"] == "it"
    assert r.headers["X-Request-ID"] == "table-3.round-2"


def test_a_broken_rule_is_a_typed_problem(api, client):
    m = api.models
    r = api.choco_late_score_trays.sync_detailed(client=client, body=m.ChocoLateTrayRequest(lots=[26, 32, 26]))
    assert r.status_code == 422
    problem = r.parsed
    assert isinstance(problem, m.ChocoLateRuleViolationProblem)  # typed by kind: its violation names a rule id
    assert problem.type_ == m.ProblemTypeUri.RULE_VIOLATION
    assert problem.status == 422
    assert problem.violation.rule == m.ChocoLateRuleId.D1
    assert problem.violation.move_index is None
    assert problem.violation.pointer == "/lots/2"
    assert problem.request_id == r.headers["X-Request-ID"]


def test_a_schema_error_is_a_typed_problem_with_pointers(api, client):
    m = api.models
    r = api.choco_late_best_split.sync_detailed(client=client, body=m.ChocoLateLotsRequest(lots=[46, 33]),
                                          x_request_id="ok")  # a valid body first
    assert r.status_code == 200
    raw = client.get_httpx_client().post("/choco-late/trays/best-split", json={"lots": [46, "33"], "x": 1})
    problem = api.choco_late_best_split._build_response(client=client, response=raw).parsed
    assert isinstance(problem, m.InvalidBodyProblem)
    assert problem.type_ == m.ProblemTypeUri.INVALID_BODY
    assert [(e.pointer, bool(e.message)) for e in problem.errors] == [("/lots/1", True), ("/x", True)]


@pytest.mark.parametrize(("status", "kind", "content", "body"), [
    (400, "MALFORMED_JSON", "application/json", b'{"lots": [26, 32,'),
    (415, "UNSUPPORTED_MEDIA_TYPE", "text/plain", b'{"lots": [26]}'),
    (413, "BODY_TOO_LARGE", "application/json", b'{"lots": [' + b"1, " * (MAX_BODY_BYTES // 3) + b"1]}"),
])
def test_refused_bodies_are_typed_problems(api, client, status, kind, content, body):
    raw = client.get_httpx_client().post("/choco-late/trays", content=body, headers={"Content-Type": content})
    r = api.choco_late_score_trays._build_response(client=client, response=raw)
    assert r.status_code == status
    assert isinstance(r.parsed, api.models.Problem)
    assert r.parsed.type_ == getattr(api.models.ProblemTypeUri, kind)
    assert r.parsed.status == status and r.parsed.detail


def test_find_a_best_split(api, client):
    m = api.models
    answer = api.choco_late_best_split.sync(client=client, body=m.ChocoLateLotsRequest.from_dict(examples.BEST_SPLIT_REQUEST))
    assert isinstance(answer, m.ChocoLateBestSplitAnswer)
    assert answer.total == 28 and answer.optimal is True
    assert len(answer.trays) == 2 and sum(t.points for t in answer.trays) == 28
    assert answer.search.upper_bound == 28 and answer.search.nodes <= answer.search.max_nodes
    assert sorted(answer.trays[0].lots + answer.trays[1].lots) == sorted(examples.BEST_SPLIT_REQUEST["lots"])


def test_score_final_collections(api, client):
    m = api.models
    answer = api.choco_late_score.sync(client=client, body=m.ChocoLateScoreRequestFinal.from_dict(examples.SCORE_FINAL_REQUEST))
    assert isinstance(answer, m.ChocoLateScoreAnswer)
    assert [(p.player, p.total) for p in answer.players] == [("ann", 17), ("bob", 17), ("cat", 11)]
    assert answer.winners == ["ann"] and answer.ranking == ["ann", "bob", "cat"]
    assert answer.tiebreak.rule == m.ChocoLateRuleId.W7 and answer.tiebreak.decided is True
    assert [(t.player, t.top) for t in answer.tiebreak.pile_tops] == [("ann", 20), ("bob", 12)]
    assert answer.players[0].arrangement == m.ChocoLatePlayerScoreArrangement.SINGLE
    assert answer.players[2].pile_top is None
    assert answer.provisional is False


def test_score_a_whole_game(api, client):
    m = api.models
    history = m.ChocoLateHistory.from_dict(apis()["choco-late"].random_history(2, examples.FINISHED_GAME_SEED))
    answer = api.choco_late_score.sync(client=client, body=m.ChocoLateScoreRequestGame(game=history))
    assert answer.provisional is False
    assert len(answer.auctions) == 9
    assert all(isinstance(a, m.ChocoLateAuction) and a.result in set(m.ChocoLateAuctionResult) for a in answer.auctions)
    assert sum(len(p.lots) for p in answer.players) + sum(a.result == m.ChocoLateAuctionResult.REMOVED
                                                          for a in answer.auctions) == 9
    assert set(answer.winners) <= {"ann", "bob"}


def test_an_illegal_history_cannot_be_scored(api, client):
    m = api.models
    body = m.ChocoLateScoreRequestGame.from_dict(copy.deepcopy(examples.SCORE_ILLEGAL_GAME_REQUEST))
    r = api.choco_late_score.sync_detailed(client=client, body=body)
    assert r.status_code == 422
    v = r.parsed.violation
    assert (v.rule, v.move_index, v.pointer) == (m.ChocoLateRuleId.A2, 2, "/game/moves/2/amount")


def test_validate_a_history(api, client):
    m = api.models
    legal = api.choco_late_validate.sync(client=client, body=m.ChocoLateHistory.from_dict(examples.HISTORY))
    assert isinstance(legal, m.ChocoLateValidateAnswer)
    assert legal.legal is True and legal.violation is None and legal.moves_checked == 8
    auction = legal.auctions[0]
    assert (auction.lot, auction.winner, auction.end) == (15, "ann", m.ChocoLateAuctionEnd.TIE)
    assert auction.decided_by == [m.ChocoLateRuleId.A4C, m.ChocoLateRuleId.V3, m.ChocoLateRuleId.W1]
    assert auction.invalid.additional_properties == {"bob": [2]}
    assert legal.state.phase == m.ChocoLatePhase.BIDDING
    assert legal.state.auction.stage == m.ChocoLateAuctionInProgressStage.BIDDING

    illegal = api.choco_late_validate.sync(client=client, body=m.ChocoLateHistory.from_dict(examples.ILLEGAL_HISTORY))
    assert illegal.legal is False
    assert (illegal.violation.rule, illegal.violation.move_index) == (m.ChocoLateRuleId.A2, 2)
    assert illegal.state.phase == m.ChocoLatePhase.BIDDING


def test_list_legal_moves(api, client):
    m = api.models
    answer = api.choco_late_legal_moves.sync(client=client, body=m.ChocoLateHistory.from_dict(examples.HISTORY))
    assert isinstance(answer, m.ChocoLateLegalMovesAnswer)
    assert answer.phase == m.ChocoLatePhase.BIDDING and answer.to_act == ["bob"] and answer.finished is False
    by_type = {entry.to_dict()["move"]["type"]: entry for entry in answer.moves}
    assert set(by_type) == {"open", "pass"}
    opening = by_type["open"].to_dict()
    assert opening["move"] == {"type": "open", "player": "bob", "amount": 1}  # complete: the first amount allowed
    assert opening["choose"] == {"amount": {"min": 1, "max": 11}}
    assert by_type["open"].rule == m.ChocoLateRuleId.A1


def test_deal_then_play_from_the_deal(api, client):
    m = api.models
    body = m.ChocoLateDealRequest(players=["ann", "bob", "cat"], seed=42, variants=m.ChocoLateVariants(best_wins=True))
    dealt = api.choco_late_deal.sync(client=client, body=body)
    assert isinstance(dealt, m.ChocoLateHistory)  # a deal answers a history
    assert dealt.seed == 42 and dealt.moves == [] and dealt.variants.best_wins is True
    assert dealt.setup.first_player == "ann"
    assert set(dealt.setup.hands.additional_properties) == {"ann", "bob", "cat"}
    again = api.choco_late_deal.sync(client=client, body=body)
    assert again.to_dict() == dealt.to_dict()  # the same seed, the same deal

    history = dealt.to_dict()
    del history["seed"]
    moves = api.choco_late_legal_moves.sync(client=client, body=m.ChocoLateHistory.from_dict(history))
    assert moves.phase == m.ChocoLatePhase.CHOOSE_LOT and moves.to_act == ["ann"]
    entry = moves.moves[0].to_dict()
    assert entry["move"] == {"type": "choose_lot", "player": "ann", "lot": entry["choose"]["lot"]["one_of"][0]}
    assert sorted(entry["choose"]["lot"]["one_of"]) == sorted(dealt.setup.lots)

    r = api.choco_late_deal.sync_detailed(client=client, body=m.ChocoLateDealRequest(players=["ann"] * 7, seed=1))
    assert r.status_code == 422 and r.parsed.violation.rule == m.ChocoLateRuleId.S1


def test_get_the_rules(api, client):
    m = api.models
    r = api.choco_late_rules.sync_detailed(client=client)
    rules = r.parsed
    assert isinstance(rules, m.ChocoLateRulesAnswer)
    assert [rule.id for rule in rules.rules] == [m.ChocoLateRuleId(i) for i in RULE_IDS]
    a2 = next(rule for rule in rules.rules if rule.id == m.ChocoLateRuleId.A2)
    assert a2.title.additional_properties["it"] and a2.variant is None and a2.ruling is False
    w7 = next(rule for rule in rules.rules if rule.id == m.ChocoLateRuleId.W7)
    assert w7.variant == "best_wins" and w7.ruling is True and w7.ruling_text.additional_properties["it"]
    assert {v.id for v in rules.variants} == set(m.ChocoLateVariantId)
    assert len(rules.deck.cards_by_number) == 100
    assert r.headers["Cache-Control"].startswith("public")


def test_operations_endpoints(api, client):
    m = api.models
    assert api.check_liveness.sync(client=client).status == m.HealthStatus.OK
    assert api.check_readiness.sync(client=client).status == m.HealthStatus.OK
    assert not hasattr(api, "get_metrics")  # the metrics are not the API's: a listener of their own
    kind = api.get_problem_type.sync(client=client, slug=m.GetProblemTypeSlug.RULE_VIOLATION)
    assert isinstance(kind, m.ProblemType)
    assert kind.type_ == m.ProblemTypeUri.RULE_VIOLATION and kind.status == 422 and kind.title_it


def test_the_served_document_is_the_committed_one(api, client):
    import json

    document = api.get_open_api_document.sync(client=client)
    assert document.openapi == "3.0.3"
    assert document.to_dict() == json.loads(DOCUMENT.read_text(encoding="utf-8"))


def _module(slug: str, operation: str):
    """The generated module of a family operation: under the game's tag, named after its
    operation id in snake case (``chocoLateLegalMoves`` -> ``choco_late_legal_moves``)."""
    package = slug.replace("-", "_")
    stem = re.sub(r"(?<!^)(?=[A-Z])", "_", apis()[slug].prefix).lower()
    return importlib.import_module(f"{PACKAGE}.api.{package}.{stem}_{operation}")


@pytest.mark.parametrize("slug", list(apis()))
def test_every_game_is_played_through_the_client(api, client, slug):
    """Every family operation of every game, through the generated client, typed: listed by
    GET /games, dealt, then validated, its legal moves asked, scored, and its rules read."""
    m, game_api = api.models, apis()[slug]
    prefix = game_api.prefix
    listed = api.list_games.sync(client=client)
    assert slug in [g.id for g in listed.games]
    counts = game_api.player_counts(game_api.variant_sets[0])
    body = getattr(m, f"{prefix}DealRequest").from_dict({"players": ["ann", "bob", "cat", "dan"][:counts.start]})
    dealt = _module(slug, "deal").sync(client=client, body=body)
    assert isinstance(dealt, getattr(m, f"{prefix}History")) and dealt.moves == []  # a deal answers a history
    history = getattr(m, f"{prefix}History").from_dict(dealt.to_dict())  # the seed comes along
    verdict = _module(slug, "validate").sync(client=client, body=history)
    assert verdict.legal is True and verdict.violation is None
    moves = _module(slug, "legal_moves").sync(client=client, body=history)
    assert moves.moves and moves.finished is False
    score = _module(slug, "score").sync(
        client=client, body=getattr(m, f"{prefix}ScoreRequest{'Game' if game_api.has_final else ''}").from_dict(
            {"game": dealt.to_dict()}))
    assert score.provisional is True and [p.rank for p in score.players]
    finished = game_api.random_history(counts.start, 3)
    for body in (history, getattr(m, f"{prefix}History").from_dict(finished)):  # a state's null values included
        state = _module(slug, "validate").sync(client=client, body=body).state
        assert type(state).__name__ in (f"{prefix}GameState", f"{prefix}State"), type(state)  # typed, not a dict
    score = _module(slug, "score").sync(
        client=client, body=getattr(m, f"{prefix}ScoreRequest{'Game' if game_api.has_final else ''}").from_dict({"game": finished}))
    assert score.provisional is False and score.winners
    rules = _module(slug, "rules").sync(client=client)
    assert [r.id for r in rules.rules] == [getattr(m, f"{prefix}RuleId")(i) for i in catalogue_of(slug).rule_ids]
