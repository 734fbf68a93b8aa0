"""The committed OpenAPI document is valid OpenAPI 3.0 and complete: every path of the service,
every operation with an id, a summary, a description, examples and its problem answers, the
enumerations the service cites. (The Redocly lint of bin/check-contract says more.)"""

from __future__ import annotations

import re

import pytest
from openapi_spec_validator import validate

from schemas.registry import apis
from service.api.family import camel, extras_module
from service.problems import PROBLEM_TYPES

PROBLEM_JSON = "application/problem+json"
PAGES = {"/", "/docs", "/docs/assets/<path:name>", "/static/<path:filename>"} | {
    page for slug in apis() for page in getattr(extras_module(slug), "PAGES", {}).values()}
FAMILY_OPERATIONS = ("Validate", "LegalMoves", "Score", "Deal", "Rules")
OWN_OPERATIONS = {"choco-late": ("chocoLateScoreTrays", "chocoLateBestSplit"),
                  "chocola": ("chocolaScoreTray", "chocolaPayments")}


def operations(document):
    for path, item in document["paths"].items():
        for method, operation in item.items():
            if method in ("get", "post", "put", "patch", "delete"):
                yield path, method, operation


def deref(document, node):
    """The node a local $ref points at (followed until it is not a reference)."""
    while isinstance(node, dict) and "$ref" in node:
        target = document
        for part in node["$ref"].removeprefix("#/").split("/"):
            target = target[part.replace("~1", "/").replace("~0", "~")]
        node = target
    return node


def test_the_document_is_valid_openapi(document):
    validate(document)  # openapi-spec-validator: raises on any error
    assert document["openapi"] == "3.0.3"


def test_every_path_of_the_service_is_documented(app, document):
    def openapi_path(rule: str) -> str:
        return re.sub(r"<(?:[^:<>]+:)?([^<>]+)>", r"{\1}", rule)

    def page(rule) -> bool:  # the pages for people (service/pages: game_pages.*) are not API paths
        return rule.rule in PAGES or rule.endpoint.startswith("game_pages.")

    served = {openapi_path(r.rule) for r in app.url_map.iter_rules() if not page(r)}
    assert served == set(document["paths"])
    for rule in app.url_map.iter_rules():
        if page(rule):
            continue
        methods = {m.lower() for m in rule.methods} - {"head", "options"}
        assert methods == set(document["paths"][openapi_path(rule.rule)]) - {"parameters"}, rule.rule


def test_every_operation_has_a_stable_id_a_summary_a_description_and_a_tag(document):
    ids = []
    tags = {t["name"] for t in document["tags"]}
    for path, method, op in operations(document):
        assert re.fullmatch(r"[a-z][A-Za-z]+", op.get("operationId", "")), (method, path)
        ids.append(op["operationId"])
        assert op.get("summary") and not op["summary"].endswith("."), (method, path)
        assert len(op.get("description", "")) > 40, (method, path)
        assert op.get("tags") and set(op["tags"]) <= tags, (method, path)
        assert {"$ref": "#/components/parameters/RequestId"} in op.get("parameters", []), (method, path)
    assert len(ids) == len(set(ids))
    family = [camel(api.prefix) + op for api in apis().values() for op in FAMILY_OPERATIONS]
    own = [op for slug in apis() for op in OWN_OPERATIONS.get(slug, ())]
    views = [camel(api.prefix) + "View" for api in apis().values() if api.viewing is not None]
    assert sorted(ids) == sorted(family + own + views + [
        "listGames", "checkLiveness", "checkReadiness", "getProblemType", "getOpenApiDocument"])


def test_every_operation_has_a_realistic_example(document):
    for path, method, op in operations(document):
        for content in op["responses"]["200"]["content"].values():
            assert "example" in content or content.get("examples"), (method, path)
        if method == "post":
            body = op["requestBody"]
            assert body["required"] is True
            content = body["content"]["application/json"]
            assert content.get("examples"), (method, path)


def test_every_post_documents_its_problem_answers(document):
    for path, method, op in operations(document):
        if method != "post":
            continue
        for status in ("400", "405", "413", "415", "422", "500"):
            response = deref(document, op["responses"][status])
            assert len(response["description"]) > 20, (path, status)
            assert list(response["content"]) == [PROBLEM_JSON], (path, status)
            schema = response["content"][PROBLEM_JSON]["schema"]
            if status != "422":
                assert schema == {"$ref": "#/components/schemas/Problem"}, (path, status)
                continue
            # typed by kind: a schema error always has `errors`, a broken rule always `violation`
            # naming one of the game's rule ids; told apart by `type`
            kinds = [schema] if "$ref" in schema else schema["oneOf"]
            assert kinds[0] == {"$ref": "#/components/schemas/InvalidBodyProblem"}, path
            if len(kinds) > 1:
                rule_problem = kinds[1]["$ref"].rsplit("/", 1)[1]
                assert rule_problem.endswith("RuleViolationProblem") and path.split("/")[-1] in path, path
                assert schema["discriminator"]["mapping"] == {"/problems/invalid-body": kinds[0]["$ref"],
                                                              "/problems/rule-violation": kinds[1]["$ref"]}
                part = document["components"]["schemas"][rule_problem]["allOf"][1]
                assert part["required"] == ["violation"], path
                violation = document["components"]["schemas"][part["properties"]["violation"]["$ref"].rsplit("/", 1)[1]]
                assert violation["properties"]["rule"]["allOf"][0]["$ref"].endswith("RuleId"), path
        examples = op["responses"]["422"]["content"][PROBLEM_JSON]["examples"]
        assert examples and all(e["value"]["status"] == 422 for e in examples.values()), path


def test_every_answer_documents_its_headers(document):
    for path, method, op in operations(document):
        for status, response in op["responses"].items():
            response = deref(document, response)
            assert response["headers"]["X-Request-ID"] == {"$ref": "#/components/headers/X-Request-ID"}, \
                (method, path, status)
            if status >= "400":
                assert "Content-Language" in response["headers"], (method, path, status)
    # The answers with texts in the request's language say which.
    for slug in apis():
        for path in (f"/score/{slug}", f"/{slug}/validate", f"/{slug}/legal-moves"):
            assert "Content-Language" in document["paths"][path]["post"]["responses"]["200"]["headers"], path
    for path in ("/choco-late/trays", "/choco-late/trays/best-split"):
        assert "Content-Language" in document["paths"][path]["post"]["responses"]["200"]["headers"], path


def test_problem_examples_are_problem_documents(document):
    for path, method, op in operations(document):
        for status, response in op["responses"].items():
            response = deref(document, response)
            content = response.get("content", {}).get(PROBLEM_JSON)
            if content is None:
                continue
            values = [content["example"]] if "example" in content else [e["value"] for e in content["examples"].values()]
            for value in values:
                assert value["status"] == int(status), (method, path, status)
                slug = value["type"].removeprefix("/problems/")
                assert slug in PROBLEM_TYPES, value["type"]


ENUMS = [(f"{api.prefix}{name}", api.enums.values(name)) for api in apis().values()
         for name in ("RuleId", "MoveType", "Phase") + (("VariantId",) if api.game.variants else ())
         if name not in api.unreferenced_enums]


@pytest.mark.parametrize(("component", "values"), ENUMS, ids=[c for c, _ in ENUMS])
def test_closed_sets_are_enumerations_with_descriptions(document, component, values):
    schema = document["components"]["schemas"][component]
    assert schema["enum"] == list(values)
    assert len(schema["x-enum-descriptions"]) == len(values)
    for value in values:  # the description lists every value
        assert f"- `{value}`: " in schema["description"], value


def _properties(document):
    """(schema name, property name, property schema) for every property of every component."""
    for name, schema in document["components"]["schemas"].items():
        for prop, sub in schema.get("properties", {}).items():
            yield name, prop, sub


def _refers_to(sub: dict, component: str) -> bool:
    ref = f"#/components/schemas/{component}"
    if sub.get("$ref") == ref:
        return True
    return any(b.get("$ref") == ref for key in ("allOf", "anyOf") for b in sub.get(key, ()))


@pytest.mark.parametrize("prefix", [api.prefix for api in apis().values()])
def test_every_rule_id_of_a_game_is_its_RuleId(document, prefix):
    seen = 0
    for name, prop, sub in _properties(document):
        if not name.startswith(prefix):
            continue
        if prop == "rule" or (name == f"{prefix}Rule" and prop == "id"):
            assert _refers_to(sub, f"{prefix}RuleId"), (name, prop)
            seen += 1
        if prop == "decided_by" and sub.get("type") == "array":
            assert _refers_to(sub["items"], f"{prefix}RuleId"), (name, prop)
            seen += 1
    assert seen >= 3  # its Violation, its Rule, its score's decided_by at least


@pytest.mark.parametrize("api", list(apis().values()), ids=list(apis()))
def test_every_move_type_has_its_schema(document, api):
    move = document["components"]["schemas"][api.move_component]
    move_types = api.enums.values("MoveType")
    assert set(move["discriminator"]["mapping"]) == set(move_types)
    assert len(move["oneOf"]) == len(move_types)
    for kind, ref in move["discriminator"]["mapping"].items():
        schema = deref(document, {"$ref": ref})
        assert schema["properties"]["type"]["enum"] == [kind]
        assert schema["additionalProperties"] is False
