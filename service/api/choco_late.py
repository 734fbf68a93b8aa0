"""The Choco Late blueprint: parse (schemas), decide (verdicts, the engine), serialise.

Each view's docstring is its operation's summary (first line) and description (the rest)
in the OpenAPI document; the decorators document its body, answers, headers and examples.
"""

from __future__ import annotations

from flask import current_app

from schemas.choco_late import answers, examples, requests, serialize
from schemas.choco_late.enums import register_enum_components
from schemas.choco_late.examples import example
from schemas.choco_late.moves import register_move_components
from service.errors import Problem
from service.games.choco_late.catalogue import rules_document
from service.games.choco_late.violations import RuleViolation
from service.http.blueprint import Blueprint
from service.http.bodies import json_response
from service.http.languages import request_language
from service.openapi import (ANSWER_HEADERS, LANGUAGE_PARAMETER, REQUEST_ID_PARAMETER, SHARED_PROBLEMS,
                             TEXT_ANSWER_HEADERS, headers, problem_response)
from service.verdicts import choco_late as verdicts

EX = examples.answers()
PROBLEMS = examples.problems()

blp = Blueprint("choco-late", __name__, description="Choco Late: trays, games, auctions, scores and rules.")

TEXT_PARAMETERS = [REQUEST_ID_PARAMETER, LANGUAGE_PARAMETER]

SCHEMA_422 = "The body is JSON but does not match the schema (`invalid-body`): `errors` lists every bad field."
RULES_422 = ("The body matches the schema but breaks a rule of the game (`rule-violation`): `violation` names "
             "the rule, the move (null for a setup or collection error) and a JSON pointer into the body.")


def register_components(spec) -> None:
    """Components the Choco Late paths refer to by name: the enumerations, the moves' oneOf,
    and the request bodies that take exactly one of two properties."""
    register_enum_components(spec)
    register_move_components(spec)
    requests.register_request_components(spec)


def documented(operation_id: str, *, problems_422: dict[str, dict], description_422: str,
               parameters=TEXT_PARAMETERS):
    """The operation's id and parameters, and its problem answers: 400, 413, 415 (shared),
    422 (with this operation's own examples) and 500."""

    def decorate(view):
        for status in (400, 413, 415, 500):
            view = blp.alt_response(status, response=SHARED_PROBLEMS[status])(view)
        view = blp.alt_response(422, **problem_response(description_422, problems_422))(view)
        return blp.doc(operationId=operation_id, parameters=list(parameters))(view)

    return decorate


def rule_problem(exc: RuleViolation) -> Problem:
    v = serialize.violation(exc.violation, request_language())
    return Problem("rule-violation", serialize.violation_detail(v), extra={"violation": v})


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
    "tray": example("One tray (the rulebook's example: 17 points)", examples.TRAY_REQUEST),
    "split": example("Two trays (two_trays, C3: 12 + 15 points)", examples.SPLIT_REQUEST)})
@blp.response(200, answers.TraysAnswerSchema, headers=TEXT_ANSWER_HEADERS, examples={
    "tray": example("One tray", EX["tray"]),
    "split": example("Two trays", EX["split"])},
    description="The tray's value with its breakdown, or both trays' values and their total.")
@documented("scoreTrays", description_422=f"{SCHEMA_422} Or {RULES_422[0].lower()}{RULES_422[1:]} "
                                          "For example a card outside 1..100 or a card twice (D1), or a split "
                                          "that is not two trays (C3).",
            problems_422={
                "invalid-body": example("A card that is not an integer, an unknown field",
                                        PROBLEMS["trays_invalid"]),
                "card-twice": example("A card twice (D1)", PROBLEMS["trays_broken"]),
                "split-card-twice": example("A card in both trays (D1)", PROBLEMS["split_broken"])})
def score_trays(body):
    """Score one tray, or a two-tray split

    Send `{"lots": [...]}` for one tray (rule C2) or `{"trays": [[...], [...]]}` for a split
    (rule C3, the two_trays variant): exactly one of the two.

    A tray scores its best symbol combination plus its best colour combination (they may
    share lots), plus 1 point for each lot in neither. The breakdown says which lots make
    each combination and which are loose; `explanation` says it in words, in the request's
    language. When several breakdowns reach the same value, `tie_rule` says which is shown.
    """
    return answer(verdicts.trays_answer, body, request_language())


@blp.route("/choco-late/trays/best-split", methods=["POST"])
@blp.arguments(requests.LotsRequestSchema, examples={
    "eight-lots": example("Eight lots of the rulebook", examples.BEST_SPLIT_REQUEST)})
@blp.response(200, answers.BestSplitAnswerSchema, headers=TEXT_ANSWER_HEADERS, examples={
    "eight-lots": example("A best split, proven optimal", EX["best_split"])},
    description="A best two-tray arrangement, its total, and whether it is proven optimal.")
@documented("findBestSplit", description_422=f"{SCHEMA_422} Or the lots break a rule: a card outside "
                                             "1..100 or a card twice (D1).",
            problems_422={
                "invalid-body": example("`lots` is not a list", PROBLEMS["best_split_invalid"]),
                "not-a-card": example("A number that is not a card (D1)", PROBLEMS["best_split_broken"])})
def best_split(body):
    """Find a best two-tray split of a collection

    For the two_trays variant (rule C3): how to divide a collection of lots into two trays
    (either may be empty) so that they score the most together.

    An exact branch-and-bound search: `optimal` is true only when it proved that no split
    scores more. The search has a deterministic node budget (the same collection gets the
    same answer everywhere) and a wall-clock guard; past them, the answer is the best split
    found, `optimal: false`, and `search.upper_bound` bounds the best possible total.
    """
    return answer(verdicts.best_split_answer, body, request_language(), split_options())


@blp.route("/score/choco-late", methods=["POST"])
@blp.arguments(requests.ScoreRequestSchema, examples={
    "final": example("Final collections (best_wins)", examples.SCORE_FINAL_REQUEST),
    "game": example("A history, unfinished: provisional standings", examples.SCORE_GAME_REQUEST),
    "finished-game": example("A whole two-player game", {"game": EX["finished_game"]})})
@blp.response(200, answers.GameScoreSchema, headers=TEXT_ANSWER_HEADERS, examples={
    "final": example("Final collections: a tie on 17 broken by the piles (W7)", EX["score_final"]),
    "game": example("Provisional standings of an unfinished game", EX["score_game"]),
    "finished-game": example("The scores of a whole game, with its auctions", EX["score_finished"])},
    description="Every player's trays and total, the ranking, the winners and how a tie was broken; "
                "with a history, also every auction.")
@documented("scoreGame", description_422=f"{SCHEMA_422} Or {RULES_422[0].lower()}{RULES_422[1:]} "
                                         "An illegal history is always a 422 here (use /choco-late/validate "
                                         "for a verdict on it).",
            problems_422={
                "invalid-body": example("Both `game` and `final`", PROBLEMS["score_invalid"]),
                "illegal-move": example("An illegal move: bob raises past his vouchers (A2)",
                                        PROBLEMS["score_broken"])})
def score_game(body):
    """Score a game, from its history or its final collections

    With `final`, each player's lots (and, where the variants need them, two trays and a
    pile) are scored (C2, C3; a player with two_trays and no trays gets a best split) and
    the winners declared (W6; W7 breaks a tie with best_wins).

    With `game`, the history is replayed under every rule first: an illegal history is a
    422 whose `violation` names the move and the rule. A legal but unfinished game gets
    provisional standings (`provisional: true`), as the collections stand now.
    """
    return answer(verdicts.score_answer, body, request_language(), split_options())


@blp.route("/choco-late/validate", methods=["POST"])
@blp.arguments(requests.HistorySchema, examples={
    "legal": example("A legal history (one auction won on a tie-break)", examples.HISTORY),
    "illegal": example("An illegal history: bob raises past his vouchers (A2)", examples.ILLEGAL_HISTORY)})
@blp.response(200, answers.ValidateAnswerSchema, headers=TEXT_ANSWER_HEADERS, examples={
    "legal": example("Legal: the auctions and the state", EX["validate"]),
    "illegal": example("Illegal: the first violation, the state before it", EX["validate_illegal"])},
    description="The verdict, legal or not: the first violation, the auctions and the state.")
@documented("validateGame", description_422=f"{SCHEMA_422} (An illegal history is not a 422 here: "
                                            "it is a 200 with `legal: false`.)",
            problems_422={"invalid-body": example("An unknown move type, an empty player id",
                                                  PROBLEMS["history_invalid"])})
def validate(body):
    """Replay a history and give the verdict

    Always 200 for a history that matches the schema, legal or not: `legal`, the first
    `violation` (move index, rule id, message, pointer), how many moves were replayed as
    legal, the `auctions` resolved up to there, and the resulting `state`. A setup that
    breaks S1-S3 gives `legal: false` with `move_index: null` and `state: null`.
    """
    return json_response(verdicts.validate_answer(body, request_language()))


@blp.route("/choco-late/legal-moves", methods=["POST"])
@blp.arguments(requests.HistorySchema, examples={
    "game": example("A game in progress: bob has chosen lot 11", examples.HISTORY)})
@blp.response(200, answers.LegalMovesAnswerSchema, headers=ANSWER_HEADERS, examples={
    "game": example("bob may open the auction of lot 11", EX["legal_moves"])},
    description="What may happen next: the phase, who may act, every legal move.")
@documented("listLegalMoves", description_422=f"{SCHEMA_422} Or the history is illegal (`rule-violation`): "
                                              "`violation` names the first illegal move and its rule.",
            problems_422={"illegal-move": example("An illegal move (A2)", PROBLEMS["legal_moves_broken"]),
                          "invalid-body": example("An unknown move type, an empty player id",
                                                  PROBLEMS["history_invalid"])})
def legal_moves(body):
    """List what may happen next in a game

    The phase, who may act, and every legal move. Amounts come as ranges (`min_amount`,
    `max_amount`); a reveal or a replacement says how many vouchers (`count`) and which
    ones are valid for the lot. Every option names the rule that allows it. It comes from
    the same code that validates, so whatever it offers, `validate` accepts. An illegal
    history is a 422 with its `violation`.
    """
    return answer(verdicts.legal_moves_answer, body)


@blp.route("/choco-late/deal", methods=["POST"])
@blp.arguments(requests.DealRequestSchema, examples={
    "two-players": example("Two players, seed 7", examples.DEAL_REQUEST)})
@blp.response(200, answers.DealAnswerSchema, headers=ANSWER_HEADERS, examples={
    "two-players": example("The deal of seed 7", EX["deal"])},
    description="A legal random setup, as a history with no moves yet.")
@documented("dealGame", description_422=f"{SCHEMA_422} Or the players break a rule: 2 to 6 distinct ids, "
                                        "2 to 4 with two_trays (S1), and `first_player` among them (S3).",
            problems_422={"invalid-body": example("A negative seed", PROBLEMS["deal_invalid"]),
                          "too-many-players": example("Seven players (S1)", PROBLEMS["deal_broken"])})
def deal(body):
    """Deal a legal random setup for the players and variants

    Follows the setup tables (S2) and picks who holds the token first (S3: the first
    player unless `first_player` says otherwise). The same seed, players and variants
    always give the same deal. The answer is a history with no moves (plus the `seed`):
    drop `seed` and send it to legal-moves to start playing.
    """
    return answer(verdicts.deal_answer, body)


@blp.route("/choco-late/rules", methods=["GET"])
@blp.response(200, answers.RulesAnswerSchema, headers=headers("Cache-Control"), examples={
    "excerpt": example("An excerpt (the answer has every rule, card and row)", EX["rules"])},
    description="The rules catalogue, in English and Italian (cacheable for an hour).")
@blp.alt_response(500, response=SHARED_PROBLEMS[500])
@blp.doc(operationId="getRules", parameters=[REQUEST_ID_PARAMETER])
def rules():
    """Get the rules of Choco Late

    The rules of record: every rule with its id (the ids every verdict cites), section and
    text in English and Italian, the ruling taken where the printed rulebook is silent, the
    combination and setup tables, the deck mapping and the variants.
    """
    response = json_response(rules_document())
    response.headers["Cache-Control"] = "public, max-age=3600"
    return response
