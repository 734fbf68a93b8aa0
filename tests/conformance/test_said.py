"""Words inside an answer (an explanation, a reason, a summary) are declared where the engine
declares the answer, as a `Said` member (service.referee.shown): written as a string in the
request's language when the answer is written, documented as a string, and equal when two
say the same thing of the same values. And a declared request member with no Struct in it
is made, once checked, the very value msgspec would convert it into (schemas.declared)."""

from __future__ import annotations

from typing import Annotated

import msgspec
import pytest
from msgspec import Meta

from schemas.chocola import requests as chocola_requests
from schemas.choco_late import requests as choco_late_requests
from schemas.declared import DeclaredValue
from schemas.registry import apis
from service.referee.shown import Said, Shown, schema_hook, shown


def points(count: int, lang: str) -> str:
    return {"en": f"{count} points", "it": f"{count} punti"}[lang]


class Line(Shown, frozen=True):
    score: int
    reason: Annotated[Said, Meta(description="Why, in the request's language.")]


def test_a_said_member_is_written_in_the_language_asked():
    line = Line(3, Said(points, 3))
    assert shown([line], "it") == [{"score": 3, "reason": "3 punti"}]
    assert shown({"line": line}, "en") == {"line": {"score": 3, "reason": "3 points"}}


def test_a_said_member_is_documented_as_a_string():
    (ref,), components = msgspec.json.schema_components((Line,), schema_hook=schema_hook)
    assert components["Line"]["properties"]["reason"] == {"type": "string",
                                                          "description": "Why, in the request's language."}


def test_said_values_are_equal_when_they_say_the_same_of_the_same():
    assert Said(points, 3) == Said(points, 3) and hash(Said(points, 3)) == hash(Said(points, 3))
    assert Said(points, 3) != Said(points, 4)
    assert Said(points, 3) != Said(lambda count, lang: points(count, lang), 3)
    assert Line(3, Said(points, 3)) == Line(3, Said(points, 3))


def test_an_answer_holding_what_it_cannot_write_is_refused_not_guessed():
    with pytest.raises(TypeError):
        shown([object()], "en")


def _request_members():
    """Every declared member of every request the service reads, by where it is."""
    schemas = {f"{slug} {kind}": schema for slug, api in apis().items()
               for kind, schema in (("history", api.history), ("deal", api.deal_request),
                                    ("score", api.score_request))}
    schemas.update({"choco-late tray": choco_late_requests.ChocoLateTrayRequestSchema,
                    "choco-late lots": choco_late_requests.ChocoLateLotsRequestSchema,
                    "chocola tray": chocola_requests.ChocolaTrayRequestSchema,
                    "chocola payment": chocola_requests.ChocolaPaymentRequestSchema})
    out = []
    for where, schema in schemas.items():
        for name, member in schema().fields.items():
            if isinstance(member, DeclaredValue) and "example" in member.metadata:  # what the document shows
                out.append(pytest.param(member, id=f"{where}.{name}"))
    return out


@pytest.mark.parametrize("member", _request_members())
def test_a_checked_member_is_made_the_value_msgspec_would_make(member):
    """Its documented example, read by the member, is what msgspec.convert makes of it, to
    the type of every list and tuple (a Struct's plain form where the member gives the engine
    that)."""
    example = member.metadata["example"]
    converted = msgspec.convert(example, member.kind)
    expected = converted if member.finish is None else member.finish(converted)
    assert repr(member.deserialize(example)) == repr(expected)
