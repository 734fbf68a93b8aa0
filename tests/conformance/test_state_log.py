"""Every game's State reaches its log the same way: `state.log`, the list the API names
(`auctions`, `turns`, `events`, `slaughters`), the one a validate answer writes out."""

from __future__ import annotations

import pytest

from tests.conformance.test_conformance import GAMES, api_of, sample_histories, states_along


@pytest.mark.parametrize("slug", GAMES)
def test_the_log_is_the_list_the_api_writes_under_its_name(slug):
    api = api_of(slug)
    (field,) = api.log(None, "en")  # the API's one name for the game's log
    grew = False
    for _, state in states_along(api, sample_histories(slug)[0], every=7):
        log = state.log
        assert isinstance(log, list)
        assert log is getattr(state, field)  # the attribute of the API's name, not a copy
        assert len(api.log(state, "en")[field]) == len(log)
        grew = grew or bool(log)
    assert grew, "a finished sample game recorded nothing in its log"

