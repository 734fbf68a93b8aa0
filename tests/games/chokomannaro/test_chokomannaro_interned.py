"""A loaded move's player and card are the very strings the state keys its dictionaries by
(interned, as the setup's players and the card ids of cards.py), so that a lookup finds its
key by identity; and a play, a draw or a look read twice is the move value read before."""

from __future__ import annotations

import json

from schemas.chokomannaro import API
from service.games.chokomannaro.cards import RANK
from service.games.chokomannaro.moves import MoveType

NAMES = ("ann", "bob", "cat", "dan")


def test_the_moves_strings_are_the_states_keys_and_a_move_read_again_is_the_same_value():
    dealt = API.deal(API.deal_request().load({"players": list(NAMES)}), 5)
    # a body as a request parses it: every string a new object
    body = json.loads(json.dumps({**dealt, "moves": [{"type": "play", "player": "bob", "card": c}
                                                    for c in dealt["setup"]["hands"]["bob"]] * 2}))
    history = API.history().load(body)
    state = API.game.start(history)
    cards = {k: k for k in RANK}
    for player in state.players:
        assert any(player is p for p in state.hands) and any(player is p for p in state.chokos)
    for hand in state.hands.values():
        assert all(kind is cards[kind] for kind in hand)
    assert all(kind is cards[kind] for kind in state.pairing)
    moves = history["moves"]
    assert all(m.type is MoveType.PLAY for m in moves)
    assert all(m.player is state.players[1] and m.card is cards[m.card] for m in moves)
    half = len(moves) // 2
    assert all(a is b for a, b in zip(moves[:half], moves[half:]))
