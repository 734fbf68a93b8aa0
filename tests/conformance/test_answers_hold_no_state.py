"""An answer holds no live part of the state it was written from: the replay cache
(service/verdicts/continued.py) gives a state back for the next request as soon as the verdict
is built, before the answer is written as JSON, so another request may play on from it while
the first answer is still being written. For every game, at points along its sample games,
the validate and legal-moves answers of a state are written, the state plays on to the end of
the game, and the answers written again are the same bytes."""

from __future__ import annotations

import orjson
import pytest

from service.verdicts import family
from tests.conformance.test_conformance import GAMES, api_of, load, sample_histories, states_along


@pytest.mark.parametrize("slug", GAMES)
def test_an_answer_does_not_change_when_its_state_plays_on(slug):
    api = api_of(slug)
    checked = 0
    for history in sample_histories(slug):
        moves = load(api, history)["moves"]
        for cut, state in states_along(api, history, every=4):
            if cut == len(moves):
                continue
            answers = ({**api.log(state, "en"), "state": api.state(state)}, family.legal_moves_json(api, state))
            written = [orjson.dumps(a) for a in answers]
            for index in range(cut, len(moves)):
                state.apply(moves[index], index)
            assert [orjson.dumps(a) for a in answers] == written, (slug, cut)
            checked += 1
    assert checked >= 4, checked
