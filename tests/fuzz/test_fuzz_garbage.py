"""Generated garbage at every path: arbitrary JSON values, random bytes, valid bodies
mutated byte by byte and node by node. Never a 5xx; every error a problem document; every
200 an answer of the documented schema; nothing internal in any answer."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.fuzz.corpus import GETS, POSTS, valid_bodies
from tests.fuzz.strategies import (check_answer, encode, fuzz_settings, json_objects, json_values,
                                   mutated_bytes, mutated_document)

CONTENT_TYPES = ("application/json", "application/json; charset=utf-8", "application/problem+json",
                 "application/vnd.api+json", "", "text/plain", "application/x-www-form-urlencoded")


@pytest.mark.parametrize("path", POSTS)
def test_arbitrary_json_values(app, path):
    client = app.test_client()

    @fuzz_settings(150)
    @given(value=json_values | json_objects)
    def run(value):
        check_answer(path, client.post(path, data=encode(value), content_type="application/json"))

    run()


@pytest.mark.parametrize("path", POSTS)
def test_random_bytes_with_any_content_type(app, path):
    client = app.test_client()

    @fuzz_settings(100)
    @given(data=st.binary(max_size=512), content_type=st.sampled_from(CONTENT_TYPES))
    def run(data, content_type):
        check_answer(path, client.post(path, data=data, content_type=content_type))

    run()


@pytest.mark.parametrize("path", POSTS)
def test_valid_bodies_mutated_byte_by_byte(app, path):
    client = app.test_client()
    bodies = [json.dumps(b).encode() for b in valid_bodies(path)]

    @fuzz_settings(120)
    @given(data=st.sampled_from(bodies).flatmap(mutated_bytes))
    def run(data):
        check_answer(path, client.post(path, data=data, content_type="application/json"))

    run()


@pytest.mark.parametrize("path", POSTS)
def test_valid_bodies_mutated_node_by_node(app, path):
    client = app.test_client()

    @fuzz_settings(200)
    @given(doc=st.sampled_from(valid_bodies(path)).flatmap(mutated_document))
    def run(doc):
        check_answer(path, client.post(path, data=encode(doc), content_type="application/json"))

    run()


@pytest.mark.parametrize("path", POSTS)
def test_each_body_at_the_other_paths(app, path):
    """A valid body of one path sent to another: a precise 4xx, or a 200 in the right shape."""
    client = app.test_client()
    for other in POSTS:
        for body in valid_bodies(other):
            check_answer(path, client.post(path, json=body))


@fuzz_settings(150)
@given(path=st.sampled_from(GETS + ("/problems/", "/static/", "/docs/assets/", "/choco-late/")),
       suffix=st.text(max_size=30), query=st.text(max_size=40),
       method=st.sampled_from(("GET", "HEAD", "OPTIONS", "PUT", "DELETE", "PATCH", "POST")))
def test_get_paths_with_generated_suffixes_queries_and_methods(app, path, suffix, query, method):
    client = app.test_client()
    url = path + suffix.replace("?", "%3F").replace("#", "%23") + "?" + query.replace("#", "%23")
    if url.startswith("//"):  # a path, not a host: "//x" would name the host x to the test client
        url = "/%2F" + url[2:]
    r = client.open(url, method=method)
    text = r.get_data(as_text=True)
    assert r.status_code < 500, (url, method, r.status_code, text[:300])
    assert "Traceback" not in text
    if r.status_code >= 400:
        assert r.mimetype == "application/problem+json", (url, method, r.status_code)
