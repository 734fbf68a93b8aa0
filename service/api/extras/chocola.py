"""Chocola's own paths: ``POST /chocola/trays`` (a player's Desserts and Decorations scored,
line by line) and ``POST /chocola/payments`` (the cheapest ways to pay a Request)."""

from __future__ import annotations

from functools import lru_cache

from schemas.chocola import examples, requests
from schemas.chocola.trays import ChocolaPaymentAnswerSchema, ChocolaTrayAnswerSchema
from service.api.examples import broken, example, invalid, load
from service.api.family import answer, documented
from service.http.languages import request_language
from service.openapi import TEXT_ANSWER_HEADERS
from service.verdicts import chocola as verdicts

PATHS = ("/chocola/trays", "/chocola/payments")


@lru_cache(maxsize=1)
def _examples() -> tuple[dict, dict]:
    R = requests
    answers = {
        "tray": verdicts.trays_answer(load(R.ChocolaTrayRequestSchema, examples.TRAY_REQUEST), "en"),
        "decorated": verdicts.trays_answer(load(R.ChocolaTrayRequestSchema, examples.DECORATED_TRAY_REQUEST), "en"),
        "payment": verdicts.payments_answer(load(R.ChocolaPaymentRequestSchema, examples.PAYMENT_REQUEST), "en"),
        "wasteful": verdicts.payments_answer(load(R.ChocolaPaymentRequestSchema, examples.WASTEFUL_PAYMENT_REQUEST),
                                             "en"),
        "last_card": verdicts.payments_answer(load(R.ChocolaPaymentRequestSchema,
                                                   examples.LAST_CARD_PAYMENT_REQUEST), "en"),
    }
    problems = {
        "tray_invalid": invalid(R.ChocolaTrayRequestSchema, examples.INVALID_TRAY, PATHS[0]),
        "tray_broken": broken(PATHS[0], verdicts.trays_answer, R.ChocolaTrayRequestSchema, examples.BROKEN_TRAY, "en"),
        "payment_invalid": invalid(R.ChocolaPaymentRequestSchema, examples.INVALID_PAYMENT, PATHS[1]),
        "payment_broken": broken(PATHS[1], verdicts.payments_answer, R.ChocolaPaymentRequestSchema,
                                 examples.BROKEN_PAYMENT, "en"),
    }
    return answers, problems


def register(blp, api) -> None:
    EX, PROBLEMS = _examples()

    @blp.route("/chocola/trays", methods=["POST"])
    @blp.arguments(requests.ChocolaTrayRequestSchema(), examples={
        "best-tray": example("The rulebook's first example: the best tray, 51 points", examples.TRAY_REQUEST),
        "decorated": example("The rulebook's second example: a declared, decorated tray, 84 points",
                             examples.DECORATED_TRAY_REQUEST)})
    @blp.response(200, ChocolaTrayAnswerSchema, headers=TEXT_ANSWER_HEADERS, examples={
        "best-tray": example("51 points: the best tray, dark_praline set aside", EX["tray"]),
        "decorated": example("84 points: 64 for the Desserts, 20 for the Decorations", EX["decorated"])},
        description="The score line by line: the tray, every rule with what it counted and its points.")
    @documented(blp, rule_problem=api.rule_problem, operation_id="chocolaScoreTray",
                description_422="The body is JSON but does not match the schema (`invalid-body`). Or it breaks a "
                                "rule (`rule-violation`): an id that is no card (S7, C3, C4), a Dessert twice or "
                                "the Inspiration's (C3), a Decoration past its copies (C5), a tray V2 refuses, "
                                "Decorations on another's Dessert (D1), two of a kind on one Dessert (D2), one left "
                                "unassigned with a place (D3).",
                problems_422={"invalid-body": example("A list that is a string, a missing field",
                                                      PROBLEMS["tray_invalid"]),
                              "two-pralines": example("Two Pralines in one tray (V2)", PROBLEMS["tray_broken"])})
    def score_tray(body):
        """Score one player's Desserts as a tray, line by line

        The scoring of section 5 for one player: every own Dessert with its effective types
        and flavours (toppings and drops included, V4) and its rule's value over the counting
        domain (own Desserts and the Inspiration, V5); the tray, as given (`tray`, checked by
        V2) or the best (V3: for each type, the copy whose rule scores most); the rules of
        the tray Desserts (V6) and of every assigned Decoration (V7), each line with its rule
        id, what it counted and its points; and the total (V8). The Inspiration's own rules
        never score. `explanation` and `reason` say each line in the request's language.
        """
        return answer(verdicts.trays_answer, body, request_language())

    @blp.route("/chocola/payments", methods=["POST"])
    @blp.arguments(requests.ChocolaPaymentRequestSchema(), examples={
        "exact": example("The rulebook's payment #1: three cards, no waste", examples.PAYMENT_REQUEST),
        "wasteful": example("The rulebook's payment #2: four cards, 1 milk and 1 dark wasted",
                            examples.WASTEFUL_PAYMENT_REQUEST),
        "last-card": example("Only the whole reserve pays it (P4)", examples.LAST_CARD_PAYMENT_REQUEST)})
    @blp.response(200, ChocolaPaymentAnswerSchema, headers=TEXT_ANSWER_HEADERS, examples={
        "exact": example("Three cards, one way", EX["payment"]),
        "wasteful": example("Four cards, with the waste", EX["wasteful"]),
        "last-card": example("Not payable in the main phase (P4)", EX["last_card"])},
        description="The fewest cards that cover the cost, every way to pay with them, and whether one may.")
    @documented(blp, rule_problem=api.rule_problem, operation_id="chocolaPayments",
                description_422="The body is JSON but does not match the schema (`invalid-body`). Or it breaks a "
                                "rule (`rule-violation`): a Request that is neither a Dessert nor a Decoration "
                                "(C3), an id that is no Chocolate card (C2), a reserve of more than 6 cards (K5).",
                problems_422={"invalid-body": example("A reserve that is a string", PROBLEMS["payment_invalid"]),
                              "not-a-card": example("An id that is no Chocolate card (C2)",
                                                    PROBLEMS["payment_broken"])})
    def payments(body):
        """Find the cheapest ways to pay a Request from a reserve

        Every Chocolate card gives one unit of each of its two colours (C2); a payment covers
        the Request's cost in every flavour (P2) with the fewest cards of the reserve (P3),
        which is also the least waste. The answer gives that number, the first payment (ids
        in C2 order) and its waste, the other payments of as many cards, and whether one may
        be made: in the main phase a card must stay in the reserve (P4), unless `last_card`
        (the final round). `rule` names the rule that stops it: P2 (nothing covers the cost)
        or P4.
        """
        return answer(verdicts.payments_answer, body, request_language())
