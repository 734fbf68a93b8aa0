"""What each player sees (I1-I5): a player's view of Chocola', rule by rule, on the rules of
record's game of section 7 and on the seeded random player's games; and the setups a player
cannot tell apart (two cards swapped where nobody sees them) give the same view."""

from __future__ import annotations

import copy
import json
from functools import partial

import pytest

from schemas.chocola import API
from schemas.chocola.examples import HISTORY
from service.games.chocola import view as views
from service.games.chocola.moves import DealSecondPhase
from service.games.chocola.snapshot import SeenSnapshot
from service.referee.view import Unseen
from tests import view_helpers
from tests.games.chocola.helpers import replayed
from tests.view_helpers import cut

view_bytes = partial(view_helpers.view_bytes, slug="chocola")
view_of = partial(view_helpers.view_of, slug="chocola")


def legal_length(history: dict) -> int:
    return len(view_helpers.legal_prefix("chocola", history)["moves"])


@pytest.mark.rule("I1")
def test_the_reserves_the_visible_cards_and_every_move_are_public(client):
    ann, bob = view_of(client, HISTORY, "ann"), view_of(client, HISTORY, "bob")
    assert ann["state"] == bob["state"] and ann["turns"] == bob["turns"] and ann["score"] == bob["score"]
    assert ann["seen_moves"] == bob["seen_moves"] == [API.move(m) for m in API.history().load(HISTORY)["moves"]]
    assert ann["state"]["reserves"]["bob"] == ["dark_white", "dark_marbled", "marbled_white"]
    full = client.post("/chocola/validate", json=HISTORY).get_json()["state"]
    assert {**ann["state"], "removed": [], "removed_count": 0} == {**full, "removed_count": 0}
    assert ann["state"]["collections"]["ann"]["desserts"] == ["dark_semifreddo"]
    assert ann["state"]["requests"] == ["milk_praline", "dark_praline", "milk_mousse", "white_bonbon"]
    assert [e["move"]["player"] for e in ann["moves"]] and all(e["move"]["player"] == "ann" for e in ann["moves"])
    assert bob["moves"] == []


@pytest.mark.rule("I2")
def test_only_the_top_card_of_a_stack_is_seen(client):
    state = view_of(client, HISTORY, "ann")["state"]
    # [0, 1] and [0, 2] lost their top card to ann's take; [1, 3] got bob's white_milk on top
    assert state["tavoletta"][0][1] == {"top": "milk_marbled", "size": 3}
    assert state["tavoletta"][1][3] == {"top": "white_milk", "size": 4}
    assert all(set(stack) == {"top", "size"} for row in state["tavoletta"] for stack in row)
    assert views.sees_under_the_top() is False
    deal = DealSecondPhase(reserves={}, tavoletta=(), requests=())
    assert views.seen_move(deal, "ann") == Unseen("deal_second_phase", None, ("removed", "tavoletta"))


@pytest.mark.rule("I3")
def test_the_removed_cards_are_nobodys_but_their_number(client):
    game = API.random_history(3, 4)
    for player in game["players"]:
        state = view_of(client, cut(game, 6), player)["state"]
        assert state["removed"] is None and state["removed_count"] == 2
    assert view_of(client, HISTORY, "ann")["state"]["removed_count"] == 0
    assert views.sees_removed() is False
    state = replayed(cut(game, 6))
    seen = views.view(state, game["players"][0])
    assert type(seen.state) is SeenSnapshot and seen.public == {}  # the state declares all it shows
    assert seen.state.removed is None and seen.state.removed_count == len(state.snapshot().removed) == 2


@pytest.mark.rule("I4")
def test_the_request_deck_shows_its_size_only(client):
    state = view_of(client, HISTORY, "bob")["state"]
    assert state["deck_size"] == 24 - 1 - 4 - 1 and "deck" not in state
    assert views.sees_request_deck() is False


@pytest.mark.rule("I5")
def test_no_player_has_odds_of_their_own(client):
    at_refill = cut(HISTORY, 3)  # ann prepared: the Request deck's draw is due, nobody's move
    for player in ("ann", "bob"):
        answer = view_of(client, at_refill, player)
        assert answer["moves"] == [] and answer["to_act"] == []
    assert all("probability" not in e for e in view_of(client, HISTORY, "ann")["moves"])
    state = API.game.start(API.history().load(copy.deepcopy(HISTORY)))
    assert views.own_odds(state, "ann") == ()


@pytest.mark.parametrize("players, seed, moves", [(2, 1, 0), (3, 4, 6), (4, 2, 9), (3, 7, 14)])
def test_setups_swapped_where_nobody_sees_give_the_same_view(client, players, seed, moves):
    game = cut(API.random_history(players, seed), moves)
    for viewer in game["players"]:
        swapped = views.swapped_setups(game, viewer)
        assert swapped, "cards stay covered this early"
        expected = view_bytes(client, game, viewer)
        for other in swapped[::max(1, len(swapped) // 12)]:
            assert other["moves"] == game["moves"] and other["setup"] != game["setup"]
            n = legal_length(other)
            assert n == len(game["moves"])  # the swapped cards are never touched
            assert view_bytes(client, cut(other, n), viewer) == expected


def test_a_swap_with_a_card_the_players_see_gives_another_view(client):
    game = cut(API.random_history(3, 4), 6)
    hidden = views.hidden_depths(game)
    stacks = game["setup"]["tavoletta"]
    # a position no move touched (its top card still the setup's, seen by all) and a covered card
    top = next((r, c) for r in range(2) for c in range(4) if hidden[r][c] == 1)
    covered = next((r, c, d) for r in range(2) for c in range(4) for d in range(hidden[r][c], 5)
                   if stacks[r][c][d] != stacks[top[0]][top[1]][0])
    other = json.loads(json.dumps(game))
    (r, c, d), (tr, tc) = covered, top
    swapped = other["setup"]["tavoletta"]
    swapped[tr][tc][0], swapped[r][c][d] = swapped[r][c][d], swapped[tr][tc][0]
    n = legal_length(other)
    for viewer in game["players"]:
        assert view_bytes(client, cut(other, n), viewer) != view_bytes(client, cut(game, n), viewer)
    assert other not in views.swapped_setups(game, game["players"][0])


def test_a_card_uncovered_is_no_longer_swapped():
    game = cut(API.random_history(2, 1), 0)
    assert views.hidden_depths(game) == [[1] * 4, [1] * 4]
    take = {"type": "take_chocolate", "player": "ann", "card": "x", "touched": [[0, 1]]}
    swap = {"type": "swap_chocolate", "player": "bob", "take": [1, 2], "give": "y"}
    depths = views.hidden_depths({**game, "moves": [take, swap, {**take, "touched": [[1, 2]]}, swap,
                                                    {**take, "touched": [[1, 2]]}, {**take, "touched": [[1, 2]]}]})
    # [0, 1]: its top taken, the card under it seen; [1, 2]: swapped (the card under seen), the
    # given card taken back, swapped again (the setup's third card seen), the given card taken,
    # the third taken: the fourth and last seen
    assert depths[0][1] == 2 and depths[1][2] == 4 and depths[0][0] == 1
