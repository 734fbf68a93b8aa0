"""The Choco Late blueprint: parse (schemas), decide (verdicts, the engine), serialise."""

from __future__ import annotations

from flask import current_app

from schemas.choco_late import answers, examples, requests, serialize
from schemas.choco_late.moves import register_move_components
from service.errors import Problem
from service.games.choco_late.catalogue import rules_document
from service.games.choco_late.violations import RuleViolation
from service.http.blueprint import Blueprint
from service.http.bodies import json_response
from service.http.languages import request_language
from service.verdicts import choco_late as verdicts

EX = examples.answers()

blp = Blueprint("choco-late", __name__, description="Choco Late: trays, games, auctions, scores and rules.")

ERRORS = (400, 413, 415, 422)


def register_components(spec) -> None:
    """Components the Choco Late paths refer to by name (the moves' oneOf)."""
    register_move_components(spec)


def documented_errors(view):
    """Every POST documents its problem answers."""
    for status in ERRORS:
        name = {400: "BAD_REQUEST", 413: "REQUEST_ENTITY_TOO_LARGE",
                415: "UNSUPPORTED_MEDIA_TYPE", 422: "UNPROCESSABLE_ENTITY"}[status]
        view = blp.alt_response(status, response=name)(view)
    return view


def rule_problem(exc: RuleViolation) -> Problem:
    lang = request_language()
    v = serialize.violation(exc.violation, lang)
    where = f"move {v['move_index']}" if v["move_index"] is not None else (v["pointer"] or "the body")
    return Problem("rule-violation", f"{v['rule']} ({where}): {v['message']}", extra={"violation": v})


def split_options() -> dict:
    settings = current_app.config["SETTINGS"]
    return verdicts.split_options(settings.SPLIT_MAX_NODES, settings.SPLIT_DEADLINE_SECONDS)


def answer(verdict, *args):
    """The verdict as a JSON answer; a broken rule as a 422 problem naming it."""
    try:
        return json_response(verdict(*args))
    except RuleViolation as exc:
        raise rule_problem(exc) from None


@blp.route("/choco-late/trays", methods=["POST"])
@blp.arguments(requests.TrayRequestSchema, examples={
    "tray": {"summary": "One tray (rulebook example, 17 points)", "value": examples.TRAY_REQUEST},
    "split": {"summary": "Two trays (rulebook example, 12 + 15)", "value": examples.SPLIT_REQUEST}})
@blp.response(200, answers.TraysAnswerSchema, example=EX["tray"],
              description="The tray's value with its breakdown, or both trays' and their total.")
@documented_errors
def score_trays(body):
    """Score one tray, or a two-tray split.

    Send `{"lots": [...]}` for one tray (C2) or `{"trays": [[...], [...]]}` for a split (C3).
    The breakdown says which lots make the symbol combination, which the colour
    combination, and which are loose (1 point each).
    """
    return answer(verdicts.trays_answer, body, request_language())


@blp.route("/choco-late/trays/best-split", methods=["POST"])
@blp.arguments(requests.LotsRequestSchema, example=examples.BEST_SPLIT_REQUEST)
@blp.response(200, answers.BestSplitAnswerSchema, example=EX["best_split"],
              description="A best two-tray arrangement and whether it is proven optimal.")
@documented_errors
def best_split(body):
    """Find a best two-tray split of a collection (C3).

    An exact branch-and-bound search: `optimal` is true only when it proved that no split
    scores more. The search has a deterministic node budget (and a wall-clock guard); past
    it, the answer is the best split found, `optimal: false`, and a proven upper bound.
    """
    return answer(verdicts.best_split_answer, body, request_language(), split_options())


@blp.route("/score/choco-late", methods=["POST"])
@blp.arguments(requests.ScoreRequestSchema, examples={
    "final": {"summary": "Final collections, best_wins", "value": examples.SCORE_FINAL_REQUEST},
    "game": {"summary": "A history (unfinished: provisional standings)", "value": examples.SCORE_GAME_REQUEST}})
@blp.response(200, answers.GameScoreSchema, example=EX["score_final"],
              description="Every player's trays and total, the ranking and the winners.")
@documented_errors
def score_game(body):
    """Score a Choco Late game: from its history, or from the final collections.

    With `final`, each player's lots (and, where the variants need them, two trays and a
    pile) are scored (C2, C3) and the winners declared (W6; W7 with best_wins). With `game`,
    the history is replayed under every rule first: an illegal history is a 422 whose
    `violation` names the move and the rule; an unfinished one gets provisional standings.
    """
    return answer(verdicts.score_answer, body, request_language(), split_options())


@blp.route("/choco-late/validate", methods=["POST"])
@blp.arguments(requests.HistorySchema, example=examples.HISTORY)
@blp.response(200, answers.ValidateAnswerSchema, example=EX["validate"],
              description="The verdict: legal or the first violation, with the auctions and the state.")
@documented_errors
def validate(body):
    """Replay a history and give the verdict.

    Always 200 for a history that matches the schema, legal or not: `legal`, the first
    `violation` (move index, rule id, message, pointer), the `auctions` resolved up to
    there, and the resulting `state`. A setup that breaks S1-S3 gives `legal: false` with
    `move_index: null` and no state.
    """
    return json_response(verdicts.validate_answer(body, request_language()))


@blp.route("/choco-late/legal-moves", methods=["POST"])
@blp.arguments(requests.HistorySchema, example=examples.HISTORY)
@blp.response(200, answers.LegalMovesAnswerSchema, example=EX["legal_moves"],
              description="What may happen next.")
@documented_errors
def legal_moves(body):
    """List what may happen next in a game: the phase, who may act, every legal move.

    Amounts come as ranges; a reveal or a replacement says how many vouchers and which
    ones are valid. It comes from the same code that validates, so whatever it offers,
    `validate` accepts. An illegal history is a 422 with its `violation`.
    """
    return answer(verdicts.legal_moves_answer, body)


@blp.route("/choco-late/deal", methods=["POST"])
@blp.arguments(requests.DealRequestSchema, example=examples.DEAL_REQUEST)
@blp.response(200, answers.DealAnswerSchema, example=EX["deal"],
              description="A legal random setup, as a history with no moves yet.")
@documented_errors
def deal(body):
    """Deal a legal random setup (S1-S3) for the players and variants.

    The same seed, players and variants always give the same deal. The answer is a
    history with no moves: send it to legal-moves to start playing.
    """
    return answer(verdicts.deal_answer, body)


@blp.route("/choco-late/rules", methods=["GET"])
@blp.response(200, answers.RulesAnswerSchema, description="The rules catalogue, in English and Italian.")
def rules():
    """The rules of record: every rule with its id and text (English and Italian), the
    combination and setup tables, the deck mapping and the variants."""
    response = json_response(rules_document())
    response.headers["Cache-Control"] = "public, max-age=3600"
    return response
