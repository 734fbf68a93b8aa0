"""Engine values to JSON-ready dicts, in the shapes of :mod:`schemas.choco_late.answers`.

Plain functions over frozen dataclasses: fast on the hot path, no marshmallow.
"""

from __future__ import annotations

from service.games.choco_late.messages import render

SIDE = {"en": ("symbols", "colours"), "it": ("simboli", "colori")}


def explain_tray(tray, lang: str) -> str:
    """'4 diversi (symbols) 8 + 5 diversi (colours) 9 + 1 loose = 18'."""
    sym_word, col_word = SIDE.get(lang, SIDE["en"])
    parts = []
    if tray.symbol_combination is not None:
        c = tray.symbol_combination
        parts.append(f"{c.label} ({sym_word}) {c.points}")
    if tray.colour_combination is not None:
        c = tray.colour_combination
        parts.append(f"{c.label} ({col_word}) {c.points}")
    loose = len(tray.loose_lots)
    if loose:
        word = ("sciolto" if loose == 1 else "sciolti") if lang == "it" else "loose"
        parts.append(f"{loose} {word} {loose}")
    if not parts:
        return "vassoio vuoto = 0" if lang == "it" else "empty tray = 0"
    return " + ".join(parts) + f" = {tray.points}"


def combination_use(use) -> dict | None:
    if use is None:
        return None
    return {"id": use.id, "label": use.label, "lots": list(use.lots), "points": use.points}


def tray(t, lang: str) -> dict:
    return {
        "lots": list(t.lots),
        "points": t.points,
        "symbol_combination": combination_use(t.symbol_combination),
        "colour_combination": combination_use(t.colour_combination),
        "loose_lots": list(t.loose_lots),
        "explanation": explain_tray(t, lang),
    }


def player_score(p, lang: str) -> dict:
    return {
        "player": p.player,
        "lots": list(p.lots),
        "trays": [tray(t, lang) for t in p.trays],
        "total": p.total,
        "arrangement": p.arrangement,
        "optimal": p.optimal,
        "pile_top": p.pile_top,
    }


def tiebreak(tb, lang: str) -> dict | None:
    if tb is None:
        return None
    return {
        "rule": tb.rule,
        "tied": list(tb.tied),
        "pile_tops": [{"player": p, "top": top} for p, top in tb.pile_tops],
        "decided": tb.decided,
        "winners": list(tb.winners),
        "message": render(tb.reason_code, dict(tb.params), lang),
    }


def game_score(score, lang: str, *, provisional: bool = False, auctions=None) -> dict:
    out = {
        "players": [player_score(p, lang) for p in score.players],
        "ranking": list(score.ranking),
        "winners": list(score.winners),
        "tiebreak": tiebreak(score.tiebreak, lang),
        "decided_by": list(score.decided_by),
        "provisional": provisional,
    }
    if auctions is not None:
        out["auctions"] = auctions
    return out


def violation(v, lang: str, prefix: str = "") -> dict:
    return {"move_index": v.move_index, "rule": v.rule, "message": v.message(lang),
            "pointer": prefix + v.pointer}


def violation_detail(v: dict) -> str:
    """The `detail` of a rule-violation problem: 'A2 (move 5): <message>'."""
    where = f"move {v['move_index']}" if v["move_index"] is not None else (v["pointer"] or "the body")
    return f"{v['rule']} ({where}): {v['message']}"


def _by_player(pairs) -> dict:
    return {p: list(cards) for p, cards in pairs}


_SUMMARY = {
    "en": {
        "removed": "Nobody offered for lot {lot}: it leaves the game ({rules}).",
        "returned": "Every participant forfeited lot {lot}: it goes back to the centre ({rules}).",
        "won_sole": "{winner} wins lot {lot} for {offer} voucher(s) ({rules}).",
        "won_tie": "{winner} wins lot {lot} at {offer} voucher(s) on the tie-break ({rules}).",
    },
    "it": {
        "removed": "Nessuno ha offerto per il Choco-lotto {lot}: esce dal gioco ({rules}).",
        "returned": "Tutti i partecipanti si sono ritirati dal Choco-lotto {lot}: torna al centro del tavolo ({rules}).",
        "won_sole": "{winner} si aggiudica il Choco-lotto {lot} con {offer} voucher ({rules}).",
        "won_tie": "{winner} si aggiudica il Choco-lotto {lot} con {offer} voucher allo spareggio ({rules}).",
    },
}


def auction_summary(a, lang: str) -> str:
    texts = _SUMMARY.get(lang, _SUMMARY["en"])
    if a.result == "won":
        key = "won_tie" if len(a.participants) - len(a.forfeited) > 1 else "won_sole"
    else:
        key = a.result
    return texts[key].format(lot=a.lot, winner=a.winner, offer=a.offer, rules=", ".join(a.decided_by))


def auction(a, lang: str) -> dict:
    return {
        "lot": a.lot,
        "chooser": a.chooser,
        "end": a.end,
        "offer": a.offer,
        "participants": list(a.participants),
        "reveals": _by_player(a.reveals),
        "invalid": _by_player(a.invalid),
        "replacements": _by_player(a.replacements),
        "forfeited": list(a.forfeited),
        "winner": a.winner,
        "result": a.result,
        "decided_by": list(a.decided_by),
        "spent": list(a.spent),
        "pile": list(a.pile),
        "counting": dict(a.counting),
        "first_move": a.first_move,
        "last_move": a.last_move,
        "summary": auction_summary(a, lang),
    }


def auction_in_progress(a) -> dict | None:
    if a is None:
        return None
    return {
        "lot": a.lot,
        "chooser": a.chooser,
        "stage": a.stage,
        "offer": a.offer,
        "committed": dict(a.committed),
        "withdrawn": list(a.withdrawn),
        "to_act": list(a.to_act),
        "participants": list(a.participants),
        "reveals": _by_player(a.reveals),
        "invalid": _by_player(a.invalid),
        "replacements": _by_player(a.replacements),
        "forfeited": list(a.forfeited),
        "must_reveal": list(a.must_reveal),
        "must_replace": {p: n for p, n in a.must_replace},
        "first_move": a.first_move,
    }


def state(s) -> dict:
    return {
        "phase": s.phase,
        "finished": s.finished,
        "token_holder": s.token_holder,
        "centre": list(s.centre),
        "hands": {p: list(c) for p, c in s.hands.items()},
        "collections": {p: list(c) for p, c in s.collections.items()},
        "piles": {p: list(c) for p, c in s.piles.items()},
        "out_of_game": list(s.out_of_game),
        "box": list(s.box),
        "arrangements": {p: [list(t) for t in trays] for p, trays in s.arrangements.items()},
        "auction": auction_in_progress(s.auction),
    }


_OPTION_FIELDS = ("lots", "min_amount", "max_amount", "amount", "count", "hand", "valid_vouchers")


def move_option(o) -> dict:
    out = {"type": o.type.value, "player": o.player, "rule": o.rule}
    for name in _OPTION_FIELDS:
        value = getattr(o, name)
        if value is not None:
            out[name] = list(value) if isinstance(value, tuple) else value
    return out


def legal_moves(lm) -> dict:
    return {"phase": lm.phase, "to_act": list(lm.to_act), "moves": [move_option(o) for o in lm.moves],
            "finished": lm.finished}


def deal(s, seed: int) -> dict:
    return {
        "players": list(s.players),
        "variants": {"free_bidding": s.variants.free_bidding, "best_wins": s.variants.best_wins,
                     "two_trays": s.variants.two_trays},
        "setup": {"lots": list(s.lots), "hands": {p: list(c) for p, c in s.hands},
                  "first_player": s.first_player, "box": list(s.box or ())},
        "moves": [],
        "seed": seed,
    }


def move(m) -> dict:
    out = {"type": m.type.value, "player": m.player}
    if m.lot is not None:
        out["lot"] = m.lot
    if m.amount is not None:
        out["amount"] = m.amount
    if m.vouchers is not None:
        out["vouchers"] = list(m.vouchers)
    if m.trays is not None:
        out["trays"] = [list(t) for t in m.trays]
    return out


def history(s, moves) -> dict:
    """A setup and its moves as the history document of the API."""
    dealt = deal(s, 0)
    return {"players": dealt["players"], "variants": dealt["variants"], "setup": dealt["setup"],
            "moves": [move(m) for m in moves]}
