"""msgspec's JSON Schema (2020-12) of declared types, said in OpenAPI 3.0's dialect (the
document's: ``openapi: 3.0.3``).

What differs: a value that may be null is ``nullable: true`` (an ``anyOf`` with ``{"type":
"null"}`` in JSON Schema; an enumeration then lists null; a reference to a component, beside
which OpenAPI 3.0 reads nothing, is ``anyOf`` it and a null object, as apispec says it), an
example is ``example`` (not a list of ``examples``), a list of fixed length has one ``items``
schema (not ``prefixItems``), an object's keys go unsaid (OpenAPI 3.0 has no
``propertyNames``: the object's description says what they are), an object of no required
member has no ``required`` list (3.0's is never empty), and components are named by the
document (``ChokoMasqueradeLayMove``), not by the class.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

REF = "#/components/schemas/"
NULL = {"type": "object", "nullable": True, "enum": [None]}
"""Null, as OpenAPI 3.0 can say it alone (apispec's words for a nullable reference)."""


def openapi_components(found: Mapping[str, Any], names: Mapping[str, str],
                       enums: Mapping[tuple[Any, ...], str] | None = None) -> dict[str, Any]:
    """msgspec's components (by class name) as OpenAPI 3.0 components, each renamed by
    `names` (a class not named there keeps its name), its description one paragraph. An
    enumeration whose values are those of a named one (`enums`: values -> component; in any
    order, as msgspec sorts a closed list's) refers to it."""
    out = {}
    by_values = {frozenset(values): name for values, name in (enums or {}).items()}
    for name, schema in found.items():
        component = _convert(schema, names, by_values)
        if "description" in component:
            component["description"] = " ".join(component["description"].split())
        out[names.get(name, name)] = component
    return out


def _convert(node: Any, names: Mapping[str, str], enums: Mapping[frozenset[Any], str]) -> Any:
    if isinstance(node, list):
        return [_convert(x, names, enums) for x in node]
    if not isinstance(node, dict):
        return node
    if "$ref" in node:
        ref = {"$ref": REF + names.get(node["$ref"][len(REF):], node["$ref"][len(REF):])}
        said = _convert({k: v for k, v in node.items() if k != "$ref"}, names, enums)
        return {"allOf": [ref], **said} if said else ref  # 3.0 reads nothing beside a reference
    out = {k: _convert(v, names, enums) for k, v in node.items() if k not in ("title", "default", "propertyNames")}
    if "properties" in node:  # the members by name (a member may be named `title` or `default`)
        out["properties"] = {k: _convert(v, names, enums) for k, v in node["properties"].items()}
    if out.pop("x-any-integer", False):  # any integer the JSON reader gives: the decoder's bounds go unsaid
        out.pop("minimum", None)
        out.pop("maximum", None)
    named = enums.get(frozenset(out["enum"])) if "enum" in out else None
    if named is not None:  # a named enumeration: referred to, with what this use says of it
        said = {k: v for k, v in out.items() if k not in ("enum", "type")}
        out = {"allOf": [{"$ref": REF + named}], **said} if said else {"$ref": REF + named}
    if out.get("required") == []:  # OpenAPI 3.0: a list of required members is never empty
        del out["required"]
    if "examples" in out:
        out["example"] = out.pop("examples")[0]
    if "const" in out:
        out["enum"] = [out.pop("const")]
    if "enum" in out and "type" not in out and all(isinstance(v, str) for v in out["enum"]):
        out["type"] = "string"
    if "enum" in out and "type" not in out and all(type(v) is int for v in out["enum"]):  # Literal[1, 2]
        out["type"] = "integer"
    if "prefixItems" in out:
        items = out.pop("prefixItems")
        out["items"] = items[0] if all(i == items[0] for i in items) else {"anyOf": items}
    if "discriminator" in out and "mapping" in out["discriminator"]:
        out["discriminator"] = {**out["discriminator"], "mapping": {
            tag: REF + names.get(ref[len(REF):], ref[len(REF):])
            for tag, ref in out["discriminator"]["mapping"].items()}}
    if [o.get("type") for o in out.get("anyOf", ())] == ["integer", "number"]:  # int | float: a number
        integer, number = out.pop("anyOf")
        out = {**{k: v for k, v in integer.items() if k not in ("type", "minimum", "maximum")}, **number, **out}
    for key in ("anyOf", "oneOf"):
        if key in out:
            options = [o for o in out[key] if o != {"type": "null"}]
            if len(options) < len(out[key]):
                out = _nullable(out, key, options)
    return out


def _nullable(node: dict[str, Any], key: str, options: list[Any]) -> dict[str, Any]:
    """``anyOf: [X, {"type": "null"}]`` as ``X`` with ``nullable: true``; a reference, which
    OpenAPI 3.0 lets nothing stand beside, as ``anyOf`` it and null (said as the document's
    writer says a nullable nested schema, apispec: the form the generated clients read as "this
    or null")."""
    rest = {k: v for k, v in node.items() if k != key}
    if len(options) != 1:
        return {**rest, key: options, "nullable": True}
    (option,) = options
    if "$ref" in option:
        return {**rest, "anyOf": [option, NULL]}
    merged = {**option, **rest, "nullable": True}
    if "enum" in merged and None not in merged["enum"]:
        merged["enum"] = [*merged["enum"], None]  # OpenAPI 3.0: an enumeration takes null only when it lists it
    return merged
