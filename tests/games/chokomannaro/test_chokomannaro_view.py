"""What each player sees (I1-I7): a player's view of ChokoMannaro, rule by rule, on the rules
of record's game of section 8 and on a game with a slaughter, a toss and a Peeping Tom's look;
and the setups a player cannot tell apart (another player's card swapped) give them the same
view, byte for byte."""

from __future__ import annotations

import copy
from collections import Counter
from fractions import Fraction
from functools import partial

import pytest

from schemas.chokomannaro.examples import HISTORY
from service.games.chokomannaro import view as views
from service.games.chokomannaro.cards import DECK
from service.games.chokomannaro.moves import Draw, Play
from service.games.chokomannaro.snapshot import Quarantine, SeenPile
from service.referee.view import Unseen
from tests import view_helpers
from tests.games.chokomannaro.positions import plays, position
from tests.view_helpers import cut

view_bytes = partial(view_helpers.view_bytes, slug="chokomannaro")
view_of = partial(view_helpers.view_of, slug="chokomannaro")

M = [{"type": "play", "player": "cat", "card": "masseur"}, {"type": "play", "player": "ann", "card": "boredom"},
     {"type": "play", "player": "bob", "card": "boredom"}, {"type": "draw", "player": "ann", "card": "masseur"},
     {"type": "draw", "player": "bob", "card": "chokowerewolf"}, {"type": "draw", "player": "cat", "card": "cinema"},
     {"type": "play", "player": "cat", "card": "chokowerewolf"},
     {"type": "play", "player": "bob", "card": "chokowerewolf"}, {"type": "play", "player": "ann", "card": "masseur"},
     {"type": "toss", "player": "cat"},
     {"type": "slaughter_pick", "player": "cat", "card": "bodyguard", "victim": "ann"},
     {"type": "slaughter_pick", "player": "ann", "card": "self_defence_course", "victim": "bob"},
     {"type": "play", "player": "cat", "card": "self_defence_course"},
     {"type": "play", "player": "ann", "card": "hairdryer"},
     {"type": "play", "player": "bob", "card": "self_defence_course"},
     {"type": "draw", "player": "ann", "card": "bodyguard"}, {"type": "draw", "player": "ann", "card": "anxiety"},
     {"type": "draw", "player": "ann", "card": "migration"}, {"type": "draw", "player": "bob", "card": "fear"},
     {"type": "draw", "player": "bob", "card": "bodyguard"}, {"type": "draw", "player": "bob", "card": "peeping_tom"},
     {"type": "draw", "player": "cat", "card": "cinema"}, {"type": "draw", "player": "cat", "card": "robber"},
     {"type": "play", "player": "cat", "card": "psychology"}, {"type": "play", "player": "bob", "card": "peeping_tom"},
     {"type": "play", "player": "ann", "card": "bodyguard"},
     {"type": "peek", "player": "bob", "card": "chokowerewolf_game"},
     {"type": "peek", "player": "bob", "card": "self_defence_course"},
     {"type": "peek", "player": "bob", "card": "hairdryer"}, {"type": "peek", "player": "bob", "card": "peeping_tom"},
     {"type": "peek_pick", "player": "bob", "card": "peeping_tom"}]
# A game with two Chokowerewolves revealed together (a toss, then a slaughter) and a look.
GAME = {"players": ["ann", "bob", "cat"], "variants": {},
        "setup": {"pairing": ["fear", "peeping_tom", "robber"],
                  "hands": {"ann": ["boredom", "bodyguard", "parcel_bomb", "hairdryer"],
                            "bob": ["boredom", "self_defence_course", "self_defence_course", "robber"],
                            "cat": ["psychology", "masseur", "self_defence_course", "chokowerewolf"]},
                  "chokos": {"ann": 20, "bob": 20, "cat": 20}},
        "moves": M}


def unseen_by(view: dict, player: str) -> Counter:
    """The cards `player` has not seen, counted from their view alone."""
    state, seen = view["state"], Counter(view["state"]["hands"][player])
    seen.update(state["pairing"])
    for pair in [*state["pending"], *([state["activating"]] if state["activating"] else [])]:
        seen[pair["card"]] += 2
    for moods in state["moods"].values():
        for mood in moods:
            seen[mood] += 2
    seen["quarantine"] += 2 * len(state["quarantine"])
    seen.update(state["discard"]["cards"])
    seen.update(card for card in state["played"].values() if card is not None)
    unseen = Counter(DECK)
    unseen.subtract(seen)
    return +unseen


@pytest.mark.rule("I1")
def test_the_table_the_discard_pile_and_the_events_are_public(client):
    views_ = {p: view_of(client, HISTORY, p) for p in HISTORY["players"]}
    ann = views_["ann"]
    for other in views_.values():
        for part in ("round", "step", "phase", "to_act", "due", "chokos", "eliminated", "pairing", "pending",
                     "activating", "moods", "quarantine", "discard", "deck", "hand_sizes", "slaughter", "winners"):
            assert other["state"][part] == ann["state"][part], part
        assert other["events"] == ann["events"] and other["score"] == ann["score"]
    assert ann["state"]["discard"] == {"count": 6, "cards": {"fear": 2, "bodyguard": 2, "robber": 2}}
    targets = [m for m in ann["seen_moves"] if m["type"] == "target"]
    assert targets == [m for m in HISTORY["moves"] if m["type"] == "target"]
    # a slaughter's pick is shown whole to everyone: the card is discarded and counted
    picks = [m for m in view_of(client, cut(GAME, 12), "bob")["seen_moves"] if m["type"] == "slaughter_pick"]
    assert picks == GAME["moves"][10:12]


@pytest.mark.rule("I2")
def test_a_hand_is_its_holders_the_others_see_its_size(client):
    ann = view_of(client, HISTORY, "ann")
    assert ann["state"]["hands"] == {"ann": ["fear", "psychology", "cinema", "beggar"], "bob": None, "cat": None}
    assert ann["state"]["hand_sizes"] == {"ann": 4, "bob": 4, "cat": 4}
    assert views.sees_hand("ann", "ann") and not views.sees_hand("ann", "bob")


@pytest.mark.rule("I3")
def test_a_card_played_face_down_is_its_players_until_the_reveal(client):
    during = view_of(client, cut(HISTORY, 2), "ann")  # ann and bob have played, cat has not
    assert during["state"]["played"] == {"ann": "boredom", "bob": None}
    assert during["seen_moves"] == [HISTORY["moves"][0], {"type": "play", "player": "bob", "hidden": ["card"]}]
    assert during["state"]["to_act"] == ["cat"]
    after = view_of(client, cut(HISTORY, 3), "ann")  # cat played: the step is revealed
    assert after["seen_moves"] == HISTORY["moves"][:3] and after["state"]["played"] == {}
    assert views.seen_move(Play(player="bob", card="robber"), "ann") == Unseen("play", "bob", ("card",))
    assert views.seen_move(Play(player="ann", card="robber"), "ann") == Play(player="ann", card="robber")


@pytest.mark.rule("I4")
def test_a_card_drawn_is_its_drawers(client):
    ann, bob = view_of(client, HISTORY, "ann"), view_of(client, HISTORY, "bob")
    for i, move in enumerate(HISTORY["moves"]):
        if move["type"] == "draw":
            assert ann["seen_moves"][i] == (move if move["player"] == "ann" else
                                            {"type": "draw", "player": move["player"], "hidden": ["card"]})
            assert bob["seen_moves"][i] == (move if move["player"] == "bob" else
                                            {"type": "draw", "player": move["player"], "hidden": ["card"]})
    assert views.sees_draw("bob", "bob") and not views.sees_draw("ann", "bob")
    assert views.seen_move(Draw(player="bob", card="fear"), "ann") == Unseen("draw", "bob", ("card",))


@pytest.mark.rule("I5")
def test_a_look_is_its_activators_until_the_pick(client):
    looking = cut(GAME, 28)  # bob has looked at two cards
    ann, bob = view_of(client, looking, "ann"), view_of(client, looking, "bob")
    assert ann["state"]["peek"] == {"player": "bob", "cards": None, "to_come": 2}
    assert bob["state"]["peek"] == {"player": "bob", "cards": ["chokowerewolf_game", "self_defence_course"],
                                    "to_come": 2}
    assert ann["seen_moves"][26:] == [{"type": "peek", "player": "bob", "hidden": ["card"]}] * 2
    assert bob["seen_moves"][26:] == GAME["moves"][26:28]
    picked = view_of(client, GAME, "ann")  # the pick shows every card looked at
    assert picked["seen_moves"][26:] == GAME["moves"][26:]
    assert picked["state"]["peek"] is None


@pytest.mark.rule("I6")
def test_the_main_deck_is_nobodys_but_its_size(client):
    for player in HISTORY["players"]:
        deck = view_of(client, HISTORY, player)["state"]["deck"]
        assert deck == {"count": 36, "cards": None}
    assert views.sees_deck() is False


@pytest.mark.rule("I7")
def test_the_odds_of_a_players_own_chance_are_over_the_cards_they_have_not_seen(client):
    # ann draws first at the refill of section 8's round
    body = cut(HISTORY, 10)
    ann = view_of(client, body, "ann")
    odds = {e["move"]["card"]: Fraction(e["probability"]) for e in ann["moves"]}
    unseen = unseen_by(ann, "ann")
    total = sum(unseen.values())
    sizes = ann["state"]["hand_sizes"]
    assert total == ann["state"]["deck"]["count"] + sizes["bob"] + sizes["cat"] == 43 + 2 + 0  # the deck, the others' hands
    assert odds == {card: Fraction(n, total) for card, n in unseen.items()} and sum(odds.values()) == 1
    assert all(e["rule"] == "R6" and e["move"]["player"] == "ann" for e in ann["moves"])
    referee = client.post("/chokomannaro/legal-moves", json=body).get_json()
    assert {e["move"]["card"]: Fraction(e["probability"]) for e in referee["moves"]} != odds
    # cat's blind pick from ann's hand: every card cat has not seen alike, ann's hand or not
    cat = view_of(client, cut(GAME, 10), "cat")
    picks = {e["move"]["card"]: Fraction(e["probability"]) for e in cat["moves"]}
    unseen = unseen_by(cat, "cat")
    assert picks == {card: Fraction(n, sum(unseen.values())) for card, n in unseen.items()}
    assert all(e["move"]["victim"] == "ann" and e["rule"] == "W2" for e in cat["moves"])
    # bob's look: the cards he has already looked at are seen
    bob = view_of(client, cut(GAME, 28), "bob")
    looks = {e["move"]["card"]: Fraction(e["probability"]) for e in bob["moves"]}
    unseen = unseen_by(bob, "bob")
    unseen.subtract(bob["state"]["peek"]["cards"])
    assert looks == {card: Fraction(n, sum(unseen.values())) for card, n in (+unseen).items()}
    # a toss is nobody's own chance: neither activator is offered one
    for player in ("bob", "cat"):
        assert view_of(client, cut(GAME, 9), player)["moves"] == []
    assert not any(e["move"]["player"] != "ann" for e in view_of(client, cut(GAME, 9), "ann")["moves"])


@pytest.mark.rule("I2")
@pytest.mark.rule("I6")
@pytest.mark.parametrize("viewer", ["ann", "cat"])
def test_setups_told_apart_only_by_anothers_secret_give_the_same_view(client, viewer):
    history = cut(GAME, 16)
    setups = views.swapped_setups(history, viewer)
    assert len(setups) > 50
    for swapped in setups:
        assert swapped["moves"] == history["moves"] and swapped["setup"] != history["setup"]
        assert swapped["setup"]["hands"][viewer] == history["setup"]["hands"][viewer]
        other = view_helpers.legal_prefix("chokomannaro", swapped)
        n = view_helpers.longest_alike("chokomannaro", history, other, 0, viewer)
        assert view_bytes(client, cut(other, n), viewer) == view_bytes(client, cut(history, n), viewer)
    # a card swapped with the viewer's own hand is seen
    mine = copy.deepcopy(history)
    hands = mine["setup"]["hands"]
    other_player = "bob"
    a = hands[viewer][0]
    b = next(card for card in hands[other_player] if card != a)
    hands[viewer][0], hands[other_player][hands[other_player].index(b)] = b, a
    assert view_bytes(client, cut(mine, 0), viewer) != view_bytes(client, cut(history, 0), viewer)


@pytest.mark.rule("I2")
@pytest.mark.rule("I3")
@pytest.mark.rule("I6")
def test_a_position_built_directly_keeps_the_others_secrets():
    state = position({"ann": 10, "bob": 10}, {"ann": ["fear", "cinema"], "bob": ["robber", "beggar", "beggar"]},
                     quarantine={"bob": (1, 3)}, deck=["fear", "migration"])
    plays(state, {"bob": "robber"})
    seen = views.view(state, "ann").state
    assert seen.hands == {"ann": ["fear", "cinema"], "bob": None} and seen.hand_sizes == {"ann": 2, "bob": 2}
    assert seen.played == {"bob": None} and seen.deck == SeenPile(2, None)
    assert seen.quarantine == {"bob": Quarantine(since_round=1, upkeep_from_round=3)}
    assert views.view(state, "bob").state.played == {"bob": "robber"}
