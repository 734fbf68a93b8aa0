"""Each player's view (POST /<game>/view): its defining property, in every game that has one.

Two histories a player cannot tell apart give that player the same view, byte for byte; two the
player can tell apart give different ones. Hypothesis builds the pairs from real games (the
seeded random player's): a move the player saw only in part (another player's draw, a card
played face down...) replaced by another legal move that the player would have seen the same
way, the rest of the game replayed as far as it stays legal and as far as the player still
knows the two histories' moves the same way (a card played face down is uncovered at its
step's reveal: up to there the two cannot be told apart); and, for the converse, a move the
player saw whole replaced by another legal one. The same comparison is made with the histories'
setups told apart only by a secret the player does not see along the moves (two cards swapped
between other players' secrets or where nobody sees them), where the game's view lists such
setups (its ``swapped_setups``): in a game whose every move is public (Chocola'), the only
pairs there are.
"""

from __future__ import annotations

import json
from functools import lru_cache

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from schemas.registry import apis
from service.referee.legal import legal_options
from service.referee.replay import replay
from service.referee.view import Unseen
from tests.view_helpers import loaded, longest_alike, view_bytes

SLUGS = tuple(slug for slug, api in apis().items() if api.viewing is not None)
SETTINGS = settings(max_examples=60, deadline=None, derandomize=True,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])


@lru_cache(maxsize=None)
def game(slug: str, players: int, seed: int) -> dict:
    return apis()[slug].random_history(players, seed)


def seen(slug: str, move, viewer: str):
    return apis()[slug].viewing.seen_move(move, viewer)


def alternatives(slug: str, history: dict, index: int) -> list:
    """The legal moves at `index` of `history` other than the one played there, each complete
    (an entry's move as it is)."""
    api = apis()[slug]
    h = loaded(slug, history)
    result = replay(api.game.start(h), h["moves"][:index], api.game.rules)
    assert result.legal
    played = h["moves"][index]
    return [o.move for o in legal_options(result.state) if o.move != played and not o.sample]


def with_move(slug: str, history: dict, index: int, move) -> dict:
    """`history` with its move at `index` replaced, then its later moves as far as they stay
    legal."""
    api = apis()[slug]
    out = json.loads(json.dumps(history))
    out["moves"][index] = api.move(move)
    h = loaded(slug, out)
    result = replay(api.game.start(h), h["moves"], api.game.rules)
    out["moves"] = out["moves"][:result.moves_checked]
    return out


def course(slug: str, history: dict) -> list[tuple[str, tuple[str, ...]]]:
    """What the table sees happen along `history`, besides its moves: the phase and who is due
    after each move (a hidden hand can decide them: a Choco Late reveal that must be replaced
    or is forfeited)."""
    api = apis()[slug]
    h = loaded(slug, history)
    state = api.game.start(h)
    out = [(str(state.phase), tuple(state.to_act()))]
    for index, move in enumerate(h["moves"]):
        state.apply(move, index, state.judge(move))  # the moves are legal: `judge` accepts each
        out.append((str(state.phase), tuple(state.to_act())))
    return out


def params(slug: str):
    api = apis()[slug]
    return st.tuples(st.sampled_from(list(api.player_counts(api.variant_sets[0]))), st.integers(0, 40),
                     st.integers(0, 10**6), st.integers(0, 10**6), st.integers(0, 10**6))


def move_pair(slug: str, history: dict, viewer: str, at: int, pick: int) -> tuple[dict, dict] | None:
    """Two histories `viewer` cannot tell apart by a move: one of `history`'s moves the viewer
    saw only in part replaced by another legal move the viewer would have seen the same way,
    the rest replayed as far as it stays legal and shows the viewer nothing of the change;
    None where `history` offers none."""
    moves = loaded(slug, history)["moves"]
    secret = [i for i, m in enumerate(moves) if isinstance(seen(slug, m, viewer), Unseen)]
    if not secret:
        return None
    index = secret[at % len(secret)]
    same_look = [m for m in alternatives(slug, history, index)
                 if seen(slug, m, viewer) == seen(slug, moves[index], viewer)]
    if not same_look:
        return None
    other = with_move(slug, history, index, same_look[pick % len(same_look)])
    cut = longest_alike(slug, history, other, index + 1, viewer)
    if cut is None:  # the move's secret was uncovered as it was made
        return None
    return {**history, "moves": history["moves"][:cut]}, {**other, "moves": other["moves"][:cut]}


def setup_pair(slug: str, history: dict, viewer: str, at: int, pick: int) -> tuple[dict, dict] | None:
    """Two histories `viewer` cannot tell apart by their setups: a prefix of `history` and the
    same moves from a setup that differs only by a secret the viewer does not see along them
    (the game view's ``swapped_setups``), both cut to the other's legal prefix; None where the
    game's view has no such setups, or the prefix none."""
    swapped_setups = getattr(apis()[slug].viewing, "swapped_setups", None)
    if swapped_setups is None:
        return None
    prefix = {**history, "moves": history["moves"][:at % (len(history["moves"]) + 1)]}
    options = swapped_setups(prefix, viewer)
    if not options:
        return None
    api = apis()[slug]
    other = options[pick % len(options)]
    h = loaded(slug, other)
    n = replay(api.game.start(h), h["moves"], api.game.rules).moves_checked
    first_course, other_course = course(slug, prefix), course(slug, {**other, "moves": other["moves"][:n]})
    n = next((i for i, (a, b) in enumerate(zip(first_course, other_course)) if a != b), n + 1) - 1
    if n < 0:  # the table tells the setups apart before any move
        return None
    cut = longest_alike(slug, prefix, {**other, "moves": other["moves"][:n]}, 0, viewer)
    if cut is None:
        return None
    return {**prefix, "moves": prefix["moves"][:cut]}, {**other, "moves": other["moves"][:cut]}


@pytest.mark.parametrize("slug", SLUGS)
def test_histories_a_player_cannot_tell_apart_give_the_same_view(client, slug):
    @SETTINGS
    @given(params(slug), st.booleans())
    def check(p, by_setup):
        players, seed, at, who, pick = p
        history = game(slug, players, seed)
        viewer = history["players"][who % players]
        pair = None if by_setup else move_pair(slug, history, viewer, at, pick)
        if pair is None:
            pair = setup_pair(slug, history, viewer, at, pick)
        assume(pair is not None)
        first, other = pair
        assert first != other
        assert view_bytes(client, first, viewer, slug=slug) == view_bytes(client, other, viewer, slug=slug)

    check()


@pytest.mark.parametrize("slug", SLUGS)
def test_histories_a_player_can_tell_apart_give_different_views(client, slug):
    @SETTINGS
    @given(params(slug))
    def check(p):
        players, seed, at, who, pick = p
        history = game(slug, players, seed)
        viewer = history["players"][who % players]
        moves = loaded(slug, history)["moves"]
        assume(moves)
        index = at % len(moves)
        different = [m for m in alternatives(slug, history, index)
                     if seen(slug, m, viewer) != seen(slug, moves[index], viewer)]
        assume(different)
        other = with_move(slug, history, index, different[pick % len(different)])
        first = {**history, "moves": history["moves"][:index + 1]}
        other = {**other, "moves": other["moves"][:index + 1]}
        assert view_bytes(client, first, viewer, slug=slug) != view_bytes(client, other, viewer, slug=slug)

    check()


@pytest.mark.parametrize("slug", SLUGS)
def test_every_player_has_a_view_along_the_sample_games(client, slug):
    api = apis()[slug]
    for seed in (1, 2):
        counts = api.player_counts(api.variant_sets[0])
        history = game(slug, counts.start, seed)
        for cut in range(0, len(history["moves"]) + 1, max(1, len(history["moves"]) // 12)):
            prefix = {**history, "moves": history["moves"][:cut]}
            for player in history["players"]:
                body = json.loads(view_bytes(client, prefix, player, slug=slug))
                assert body["player"] == player and body["legal"] is True
                assert len(body["seen_moves"]) == cut
                assert all(e["move"].get("player") == player for e in body["moves"])
                odds = [e for e in body["moves"] if "probability" in e]
                if odds:  # the player's own chance point: their odds sum to 1
                    from fractions import Fraction
                    assert sum(Fraction(e["probability"]) for e in odds) == 1


@pytest.mark.parametrize("slug", SLUGS)
def test_a_player_not_in_the_game_is_a_422_at_player(client, slug):
    history = game(slug, apis()[slug].player_counts(apis()[slug].variant_sets[0]).start, 1)
    r = client.post(f"/{slug}/view", json={"game": history, "player": "zed"})
    assert r.status_code == 422
    assert [e["pointer"] for e in r.get_json()["errors"]] == ["/player"]
    r = client.post(f"/{slug}/view", json={"game": history, "player": "zed"}, headers={"Accept-Language": "it"})
    assert "giocatore" in r.get_json()["errors"][0]["message"]


@pytest.mark.parametrize("slug", SLUGS)
def test_the_command_line_gives_the_answer_of_the_service(client, slug, tmp_path, capsys):
    from service.cli import main

    api = apis()[slug]
    history = game(slug, api.player_counts(api.variant_sets[0]).start, 3)
    cut = {**history, "moves": history["moves"][:len(history["moves"]) // 2]}
    path = tmp_path / "game.json"
    path.write_text(json.dumps(cut))
    for player in cut["players"]:
        capsys.readouterr()
        assert main([slug, "view", str(path), "--as", player, "--json"]) == 0
        assert json.loads(capsys.readouterr().out) == json.loads(view_bytes(client, cut, player, slug=slug))
    assert main([slug, "view", str(path), "--as", "zed"]) == 2
