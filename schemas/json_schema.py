"""msgspec's JSON Schema (2020-12) of declared types, said in OpenAPI 3.0's dialect (the
document's: ``openapi: 3.0.3``).

What differs: a value that may be null is ``nullable: true`` (an ``anyOf`` with ``{"type":
"null"}`` in JSON Schema; an enumeration then lists null; a reference to a component is then
``allOf`` it, beside the component's ``type``, which ``nullable`` needs), an example is ``example`` (not a
list of ``examples``), a list of fixed length has one ``items`` schema (not ``prefixItems``),
an object's keys go unsaid (OpenAPI 3.0 has no ``propertyNames``: the object's description
says what they are), an object of no required member has no ``required`` list (3.0's is never empty), and components are named by the document (``ChokoMasqueradeLayMove``),
not by the class.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

REF = "#/components/schemas/"


def openapi_components(found: Mapping[str, Any], names: Mapping[str, str],
                       enums: Mapping[tuple[Any, ...], str] | None = None) -> dict[str, Any]:
    """msgspec's components (by class name) as OpenAPI 3.0 components, each renamed by
    `names` (a class not named there keeps its name), its description one paragraph. An
    enumeration whose values are those of a named one (`enums`: values -> component), in
    any order (msgspec lists a ``Literal``'s values sorted), refers to it."""
    out = {}
    types = {name: _type_of(values) for values, name in (enums or {}).items()}
    types.update({names.get(name, name): schema.get("type") for name, schema in found.items()})
    named = {frozenset(values): name for values, name in (enums or {}).items()}
    for name, schema in found.items():
        component = _convert(schema, names, named, types)
        if "description" in component:
            component["description"] = " ".join(component["description"].split())
        out[names.get(name, name)] = component
    return out


def _type_of(values: tuple[Any, ...]) -> str | None:
    """The JSON type of a named enumeration's values, where they share one (a nullable
    reference to it says it)."""
    kinds = {type(value) for value in values}
    return {str: "string", int: "integer"}.get(kinds.pop()) if len(kinds) == 1 else None


def _convert(node: Any, names: Mapping[str, str], enums: Mapping[frozenset[Any], str],
             types: Mapping[str, str | None]) -> Any:
    if isinstance(node, list):
        return [_convert(x, names, enums, types) for x in node]
    if not isinstance(node, dict):
        return node
    if "$ref" in node:
        ref = {"$ref": REF + names.get(node["$ref"][len(REF):], node["$ref"][len(REF):])}
        said = _convert({k: v for k, v in node.items() if k != "$ref"}, names, enums, types)
        return {"allOf": [ref], **said} if said else ref  # 3.0 reads nothing beside a reference
    out = {k: _convert(v, names, enums, types) for k, v in node.items() if k not in ("title", "default", "propertyNames")}
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
                out = _nullable(out, key, options, types)
    return out


def _nullable(node: dict[str, Any], key: str, options: list[Any], types: Mapping[str, str | None]
              ) -> dict[str, Any]:
    """``anyOf: [X, {"type": "null"}]`` as ``X`` with ``nullable: true`` (OpenAPI 3.0 reads
    ``nullable`` only beside a ``type``: a reference gets its component's)."""
    rest = {k: v for k, v in node.items() if k != key}
    if len(options) != 1:
        return {**rest, key: options, "nullable": True}
    (option,) = options
    if "$ref" in option:
        kind = types.get(option["$ref"][len(REF):])
        return {**rest, **({"type": kind} if kind else {}), "allOf": [option], "nullable": True}
    merged = {**option, **rest, "nullable": True}
    if "enum" in merged and None not in merged["enum"]:
        merged["enum"] = [*merged["enum"], None]  # OpenAPI 3.0: an enumeration takes null only when it lists it
    return merged
