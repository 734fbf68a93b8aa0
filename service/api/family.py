"""The paths every game has, served by one piece of code for every registered game:
``POST /<slug>/validate``, ``POST /<slug>/legal-moves``, ``POST /score/<slug>``,
``POST /<slug>/deal``, ``GET /<slug>/rules``, and ``GET /games`` listing them.

A game brings its :class:`~schemas.common.GameApi` (``schemas.<package>.API``); a game with
paths of its own adds them in ``service/api/extras/<package>.py`` (``register(blp, api)``).
Each view's docstring is its operation's summary (first line) and description (the rest)
in the OpenAPI document; operation ids and component names carry the game.
"""

from __future__ import annotations

from functools import lru_cache
from importlib import import_module
from importlib.util import find_spec

from flask import current_app
from marshmallow import ValidationError

from schemas.common import GameApi, GamesSchema
from schemas.registry import apis
from service.api.examples import answers, example, problems
from service.errors import Problem, schema_problem
from service.http.blueprint import Blueprint, BodyBytes, lean
from service.http.bodies import json_response, load_parsed
from service.http.languages import request_language
from service.openapi import (ANSWER_HEADERS, LANGUAGE_PARAMETER, REQUEST_ID_PARAMETER, SHARED_PROBLEMS,
                             TEXT_ANSWER_HEADERS, headers, problem_response)
from service.referee import registry
from service.referee.violations import RuleViolation
from service.verdicts import family
from service.verdicts.continued import DecodedContinued
from service.verdicts.view import view_answer

REPLAY_CACHE = "choco.replay_cache"  # the app's extension: this worker's ReplayCache (service/app.py)

TEXT_PARAMETERS = [REQUEST_ID_PARAMETER, LANGUAGE_PARAMETER]
SCHEMA_422 = "The body is JSON but does not match the schema (`invalid-body`): `errors` lists every bad field."
RULES_422 = ("the body matches the schema but breaks a rule of the game (`rule-violation`): `violation` names "
             "the rule, the move (null for a setup error or a final form) and a JSON pointer into the body.")
FAMILY_PATHS = ("/{slug}/validate", "/{slug}/legal-moves", "/score/{slug}", "/{slug}/deal", "/{slug}/rules")


def extras_module(slug: str):
    """The game's own paths (``service/api/extras/<package>.py``), or None."""
    name = f"service.api.extras.{registry.package_of(slug)}"
    return import_module(name) if find_spec(name) is not None else None


def camel(prefix: str) -> str:
    """An operation id's stem: ``ChocoLate`` -> ``chocoLate``."""
    return prefix[0].lower() + prefix[1:]


def rule_problem(exc: RuleViolation) -> Problem:
    lang = request_language()
    v = family.violation_json(exc.violation, lang)
    return Problem("rule-violation", family.violation_detail(v, lang), extra={"violation": v})


def answer(verdict, *args, schema=None):
    """The verdict as a JSON answer; a broken rule as a 422 problem naming it; with `schema`
    (the request's, for a history the verdict loads), a body that breaks it as a 422 listing
    every bad field."""
    try:
        return json_response(verdict(*args))
    except RuleViolation as exc:
        raise rule_problem(exc) from None
    except ValidationError as error:
        if schema is None:
            raise
        raise schema_problem(error, request_language(), schema) from None


def history_of(api: GameApi, body: BodyBytes, schema, member: str | None = None, beside: tuple[str, ...] = ()):
    """The history of a request body: decoded from its bytes where the game's codec takes it
    whole (schemas/history_codec.py), else parsed and loaded by the schema (a 400 for a body
    that is not JSON, a 422 listing every field that breaks the schema). A history is
    continued through this worker's replay cache where it may be
    (service/verdicts/continued.py; loaded by the verdict). `beside`: the request's members
    beside its history `member` (a view's ``player``), as parsed JSON on that path (the
    verdict checks them as the schema would)."""
    cache = current_app.extensions.get(REPLAY_CACHE)
    decoded = api.history_codec.decode(body.data, member, beside)
    if decoded is None:  # a body the codec leaves to the full path: every error found, in both languages
        return load_parsed(schema, body.parsed())
    if cache is not None and cache.enabled:
        through_cache = DecodedContinued(decoded, member, schema, cache)
        return through_cache if member is None else {member: through_cache, **decoded.beside}
    if member is None and decoded.loaded is not None:  # every member of the head declared: loaded whole
        return decoded.loaded
    return load_parsed(schema, decoded.document(member))


def limits() -> dict:
    """The search limits of the app's settings (:meth:`Settings.search_limits`)."""
    return current_app.config["SETTINGS"].search_limits()


def documented(blp: Blueprint, operation_id: str, *, problems_422: dict[str, dict], description_422: str,
               rule_problem: str | None = None, parameters=TEXT_PARAMETERS):
    """The operation's id and parameters, and its problem answers: 400, 405, 413, 415 (shared),
    422 (with this operation's own examples: a schema error, or where `rule_problem` names the
    game's broken-rule component, that too) and 500."""

    def decorate(view):
        for status in (400, 405, 413, 415, 500):
            view = blp.alt_response(status, response=SHARED_PROBLEMS[status])(view)
        view = blp.alt_response(422, **problem_response(description_422, problems_422,
                                                        rule_problem=rule_problem))(view)
        return blp.doc(operationId=operation_id, parameters=list(parameters))(view)

    return decorate


def game_blueprint(api: GameApi) -> Blueprint:
    """The five family paths of one game."""
    slug, op = api.slug, camel(api.prefix)
    name = api.game.names["en"]
    blp = Blueprint(slug, __name__, description=f"{name}: the family's paths and the game's own.")
    ex, answer_ex, problem_ex = api.examples, answers(api), problems(api)
    history_schema, score_schema, deal_schema = api.history(), api.score_request(), api.deal_request()

    @blp.route(f"/{slug}/validate", methods=["POST"])
    @lean(history_schema, parsed=True)
    @blp.arguments(history_schema, examples={
        "legal": example(ex["history_summary"], ex["history"]),
        "illegal": example(ex["illegal_summary"], ex["illegal_history"])})
    @blp.response(200, api.validate_answer, headers=TEXT_ANSWER_HEADERS, examples={
        "legal": example("Legal: the state and the game's log", answer_ex["validate"]),
        "illegal": example("Illegal: the first violation, the state before it", answer_ex["validate_illegal"])},
        description="The verdict, legal or not: the first violation, the state and the game's log.")
    @documented(blp, f"{op}Validate", description_422=f"{SCHEMA_422} (An illegal history is not a 422 here: "
                                                      "it is a 200 with `legal: false`.)",
                problems_422={"invalid-body": example("Bodies that break the schema", problem_ex["history_invalid"])})
    def validate(body):
        """Replay a history and give the verdict

        Always 200 for a history that matches the schema, legal or not: `legal`, the first
        `violation` (move index, rule id, message, pointer), how many moves were replayed as
        legal, the game's log up to there, and the resulting `state`. A setup that breaks the
        setup rules gives `legal: false` with `move_index: null` and `state: null`.
        """
        return answer(family.validate_answer, api, history_of(api, body, history_schema), request_language(),
                      schema=history_schema)

    @blp.route(f"/{slug}/legal-moves", methods=["POST"])
    @lean(history_schema, parsed=True)
    @blp.arguments(history_schema, examples={"game": example(ex["history_summary"], ex["history"])})
    @blp.response(200, api.legal_moves_answer, headers=TEXT_ANSWER_HEADERS, examples={
        "game": example("What may happen next", answer_ex["legal_moves"])},
        description="What may happen next: the phase, who may act, every legal move.")
    @documented(blp, f"{op}LegalMoves", rule_problem=api.rule_problem, description_422=f"{SCHEMA_422} Or the history is illegal "
                                                        "(`rule-violation`): `violation` names the first illegal "
                                                        "move and its rule.",
                problems_422={"illegal-move": example(ex["illegal_summary"], problem_ex["legal_moves_broken"]),
                              "invalid-body": example("Bodies that break the schema", problem_ex["history_invalid"])})
    def legal_moves(body):
        """List what may happen next in a game

        The phase, who must act (several players at a simultaneous choice), and every legal
        move; at a chance point every outcome with its exact probability. It comes from the
        same code that validates, so whatever it offers, `validate` accepts. An illegal
        history is a 422 with its `violation`.
        """
        return answer(family.legal_moves_answer, api, history_of(api, body, history_schema), request_language(),
                      schema=history_schema)

    score_requests = {"game": example("A history, unfinished: provisional standings", {"game": ex["history"]}),
                      "finished-game": example("A whole game", {"game": answer_ex["finished_game"]})}
    score_answers = {"game": example("Provisional standings of an unfinished game", answer_ex["score_game"]),
                     "finished-game": example("The scores of a whole game", answer_ex["score_finished"])}
    if api.has_final:
        score_requests["final"] = example(ex["final_summary"], ex["final"])
        score_answers["final"] = example(ex["final_summary"], answer_ex["score_final"])

    @blp.route(f"/score/{slug}", methods=["POST"])
    @lean(score_schema, parsed=True)
    @blp.arguments(score_schema, examples=score_requests)
    @blp.response(200, api.score_answer, headers=TEXT_ANSWER_HEADERS, examples=score_answers,
                  description="Every player's rank, total and breakdown, the ranking, the winners and what "
                              "broke a tie.")
    @documented(blp, f"{op}Score", rule_problem=api.rule_problem, description_422=f"{SCHEMA_422} Or {RULES_422} An illegal history is always "
                                                   f"a 422 here (use /{slug}/validate for a verdict on it).",
                problems_422={"invalid-body": example("Not exactly one of the two", problem_ex["score_invalid"]),
                              "illegal-move": example(ex["illegal_summary"], problem_ex["score_broken"])})
    def score(body):
        """Score a game, from its history or its final form

        With `game`, the history is replayed under every rule first: an illegal history is a
        422 whose `violation` names the move and the rule; a legal but unfinished game gets
        provisional standings (`provisional: true`). Where the game has one, `final` scores
        its final form, checked first. Every player has a `rank` (shared places share a rank)
        and a `total`, with the game's breakdown of it.
        """
        return answer(family.score_answer, api, history_of(api, body, score_schema, "game"), request_language(), limits(),
                      schema=score_schema)

    @blp.route(f"/{slug}/deal", methods=["POST"])
    @lean(deal_schema)
    @blp.arguments(deal_schema, examples={"deal": example("A deal for a seed", ex["deal"])})
    @blp.response(200, api.deal_answer_doc(), headers=ANSWER_HEADERS, examples={
        "deal": example("The deal of that seed", answer_ex["deal"])},
        description="A legal random setup, as a history with no moves yet.")
    @documented(blp, f"{op}Deal", rule_problem=api.rule_problem, description_422=f"{SCHEMA_422} Or {RULES_422}",
                problems_422={"invalid-body": example("A body that breaks the schema", problem_ex["deal_invalid"]),
                              "broken-rule": example(ex["broken_deal_summary"], problem_ex["deal_broken"])})
    def deal(body):
        """Deal a legal random setup

        The same body with the same `seed` always gives the same deal; without a `seed` the
        service draws one and returns it. The answer is a complete history with no moves:
        every path of the game accepts it unchanged.
        """
        return answer(family.deal_answer, api, body)

    @blp.route(f"/{slug}/rules", methods=["GET"])
    @lean()
    @blp.response(200, api.rules_answer, headers=headers("Cache-Control"), examples={
        "excerpt": example("An excerpt (the answer has every rule and every row)", answer_ex["rules"])},
        description="The rules catalogue, in English and Italian (cacheable for an hour).")
    @blp.alt_response(405, response=SHARED_PROBLEMS[405])
    @blp.alt_response(500, response=SHARED_PROBLEMS[500])
    @blp.doc(operationId=f"{op}Rules", parameters=[REQUEST_ID_PARAMETER])
    def rules():
        """Get the rules of the game

        The rules of record: every rule with its id (the ids every verdict cites), section,
        title and text in English and Italian, `ruling: true` where the rules of record decide
        what the printed rulebook leaves open, and the game's tables.
        """
        response = json_response(rules_document(slug))
        response.headers["Cache-Control"] = "public, max-age=3600"
        return response

    if api.viewing is not None:
        register_view(blp, api, op, answer_ex, problem_ex)

    extras = extras_module(slug)
    if extras is not None:
        extras.register(blp, api)
    return blp


def register_view(blp: Blueprint, api: GameApi, op: str, answer_ex: dict, problem_ex: dict) -> None:
    """``POST /<slug>/view``: the game as one of its players may know it."""
    assert api.view_request is not None  # a game with a view has its request schema
    slug, view_schema = api.slug, api.view_request()

    @blp.route(f"/{slug}/view", methods=["POST"])
    @lean(view_schema, parsed=True)
    @blp.arguments(view_schema, examples={"view": example("A game seen by its first player", answer_ex["view_request"])})
    @blp.response(200, api.view_answer, headers=TEXT_ANSWER_HEADERS, examples={
        "view": example("What that player may know", answer_ex["view"])},
        description="The game as the player may know it: the state, the moves as they saw them, the log and the "
                    "scores, their own legal moves (with the odds as they know them) and who is due.")
    @documented(blp, f"{op}View", description_422=f"{SCHEMA_422} A `player` who is not one of the game's "
                                                  "players is a schema error at `/player`.",
                problems_422={"invalid-body": example("A player who is not in the game", problem_ex["view_invalid"])})
    def view(body):
        """See a game as one of its players may know it

        What the player may know at the end of the history, by the game's rules of what each
        player sees (its section "information" in GET /<game>/rules): another player's secret
        cards replaced by what is public about them (how many), a move made in secret shown as
        what the table saw (its type, who made it, `hidden` its fields), the player's own legal
        moves and, at their own chance point, the odds computed from what they know. Two
        histories the player cannot tell apart give the same view. An illegal history is seen
        up to its last legal move, with its `violation`, as `validate` answers it.
        """
        return answer(view_answer, api, history_of(api, body, view_schema, "game", ("player",)), request_language(),
                      limits(), schema=view_schema)


@lru_cache(maxsize=None)
def rules_document(slug: str) -> dict:
    return family.rules_answer(apis()[slug])


def game_paths(slug: str) -> list[str]:
    extras = extras_module(slug)
    own = list(getattr(extras, "PATHS", ())) if extras is not None else []
    view = [f"/{slug}/view"] if apis()[slug].viewing is not None else []
    return [p.format(slug=slug) for p in FAMILY_PATHS] + view + own


# --- GET /games ---------------------------------------------------------------------------------


games_blp = Blueprint("games", __name__, description="The games served.")


def games_document() -> dict:
    return {"games": [family.game_entry(api, game_paths(slug)) for slug, api in apis().items()]}


@games_blp.route("/games", methods=["GET"])
@lean()
@games_blp.response(200, GamesSchema, headers=headers("Cache-Control"), description="The games served.",
                    example=games_document())
@games_blp.alt_response(405, response=SHARED_PROBLEMS[405])
@games_blp.alt_response(500, response=SHARED_PROBLEMS[500])
@games_blp.doc(operationId="listGames", parameters=[REQUEST_ID_PARAMETER])
def games():
    """List the games served

    Each game with its id (the slug of its paths), its names, how many may play, its
    variants and its paths.
    """
    response = json_response(games_document())
    response.headers["Cache-Control"] = "public, max-age=3600"
    return response
