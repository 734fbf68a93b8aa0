"""Choco Late's own paths: ``POST /choco-late/trays`` and ``POST /choco-late/trays/best-split``
(the tray checker page, ``GET /choco-late/checker``, is one of the pages: service/pages/games/choco_late.py)."""

from __future__ import annotations

from functools import lru_cache


from schemas.choco_late import examples, requests
from schemas.choco_late.trays import ChocoLateBestSplitAnswerSchema, ChocoLateTraysAnswerSchema
from service.api.examples import LIMITS, broken, example, invalid, load
from service.api.family import answer, documented, limits
from service.http.blueprint import lean
from service.http.languages import request_language
from service.openapi import TEXT_ANSWER_HEADERS
from service.verdicts import choco_late as verdicts

PATHS = ("/choco-late/trays", "/choco-late/trays/best-split")


@lru_cache(maxsize=1)
def _examples() -> tuple[dict, dict]:
    R = requests
    answers = {
        "tray": verdicts.trays_answer(load(R.ChocoLateTrayRequestSchema, examples.TRAY_REQUEST), "en"),
        "split": verdicts.trays_answer(load(R.ChocoLateTrayRequestSchema, examples.SPLIT_REQUEST), "en"),
        "best_split": verdicts.best_split_answer(load(R.ChocoLateLotsRequestSchema, examples.BEST_SPLIT_REQUEST),
                                                 "en", LIMITS),
    }
    problems = {
        "trays_invalid": invalid(R.ChocoLateTrayRequestSchema, examples.INVALID_TRAYS, PATHS[0]),
        "trays_broken": broken(PATHS[0], verdicts.trays_answer, R.ChocoLateTrayRequestSchema,
                               examples.BROKEN_TRAYS, "en"),
        "split_broken": broken(PATHS[0], verdicts.trays_answer, R.ChocoLateTrayRequestSchema,
                               examples.BROKEN_SPLIT, "en"),
        "best_split_invalid": invalid(R.ChocoLateLotsRequestSchema, examples.INVALID_BEST_SPLIT, PATHS[1]),
        "best_split_broken": broken(PATHS[1], verdicts.best_split_answer, R.ChocoLateLotsRequestSchema,
                                    examples.BROKEN_BEST_SPLIT, "en", LIMITS),
    }
    return answers, problems


def register(blp, api) -> None:
    EX, PROBLEMS = _examples()
    rules_422 = ("Or the body matches the schema but breaks a rule of the game (`rule-violation`): `violation` "
                 "names the rule and a JSON pointer.")

    trays_schema, lots_schema = requests.ChocoLateTrayRequestSchema(), requests.ChocoLateLotsRequestSchema()

    @blp.route("/choco-late/trays", methods=["POST"])
    @lean(trays_schema)
    @blp.arguments(trays_schema, examples={
        "tray": example("One tray (the rulebook's example: 17 points)", examples.TRAY_REQUEST),
        "split": example("Two trays (two_trays, C3: 12 + 15 points)", examples.SPLIT_REQUEST)})
    @blp.response(200, ChocoLateTraysAnswerSchema, headers=TEXT_ANSWER_HEADERS, examples={
        "tray": example("One tray", EX["tray"]),
        "split": example("Two trays", EX["split"])},
        description="The tray's value with its breakdown, or both trays' values and their total.")
    @documented(blp, rule_problem=api.rule_problem, operation_id="chocoLateScoreTrays",
                description_422="The body is JSON but does not match the schema (`invalid-body`). " + rules_422
                                + " For example a card outside 1..100 or a card twice (D1), or a split that is "
                                  "not two trays (C3).",
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
        language. When several breakdowns reach the same value, the tie rule of
        GET /choco-late/rules (`tie_rule`) says which is shown.
        """
        return answer(verdicts.trays_answer, body, request_language())

    @blp.route("/choco-late/trays/best-split", methods=["POST"])
    @lean(lots_schema)
    @blp.arguments(lots_schema, examples={
        "eight-lots": example("Eight lots of the rulebook", examples.BEST_SPLIT_REQUEST)})
    @blp.response(200, ChocoLateBestSplitAnswerSchema, headers=TEXT_ANSWER_HEADERS, examples={
        "eight-lots": example("A best split, proven optimal", EX["best_split"])},
        description="A best two-tray arrangement, its total, and whether it is proven optimal.")
    @documented(blp, rule_problem=api.rule_problem, operation_id="chocoLateBestSplit",
                description_422="The body is JSON but does not match the schema (`invalid-body`). Or the lots "
                                "break a rule: a card outside 1..100 or a card twice (D1).",
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
        found, `optimal: false`, and `search.upper_bound` bounds the best possible total. When
        the best total is proven but the budget runs out while looking for the first split of
        the order of record that reaches it, the answer is `optimal: true` with the first best
        split found (GET /choco-late/rules, `split_budget`).
        """
        return answer(verdicts.best_split_answer, body, request_language(), limits())
