"""ChokoMannaro's own command: ``events`` (a game read back move by move: what the referee
derived after each move, and by which rule), and the lines the score table ends with (the
pool and the round).

    choco-referee chokomannaro events game.json
    choco-referee chokomannaro events game.json --from 40 --to 52 --lang it
"""

from __future__ import annotations

import argparse

from schemas.chokomannaro.moves import move as move_json
from service.games.chokomannaro.cards import italian
from service.games.chokomannaro.rulebook import RULES
from service.referee.catalogue import catalogue_of
from service.verdicts import family

from .._common import game_said, OK, RULE_BROKEN, dump_json, load_history, print_lines

COMMANDS = ("events",)

EVENTS_DOC = """A game read back move by move, as an organiser settling a dispute reads it out: each move,
then what the referee derived from it (annulments, pairs, activations, every Choko that moved,
moods, quarantines, the slaughter, reshuffles, the end), each with the rule it rests on. The
history is replayed as POST /chokomannaro/validate does; an illegal one is read up to its first
violation, which ends the listing (exit 1).

    choco-referee chokomannaro events game.json
    choco-referee chokomannaro events game.json --from 40 --to 52 --lang it

A move is named by its index into `moves`, as `move_index` and the pointers name it:
moves[0] is the first. --from and --to take indexes (both included). --json prints the validate answer's events, each with its `text`.
"""

# The message that words each event (some by a field: a short payment, two activators...).
_SHORT = {"transfer", "eliminated", "received", "upkeep", "doubled"}


def register(commands, common, api) -> None:
    p = commands.add_parser("events", parents=[common], help="a game read back move by move, each event with its rule",
                            description=EVENTS_DOC, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("path", metavar="PATH", help="a game file (a history, or {\"game\": <history>}), or - for "
                                                "standard input")
    p.add_argument("--from", dest="first", type=int, default=0, metavar="I",
                   help="the index of the first move shown (moves[0] is the first; default 0)")
    p.add_argument("--to", dest="last", type=int, default=None, metavar="I",
                   help="the index of the last move shown (default: the last move)")
    p.set_defaults(run=lambda args: run_events(args, api))


def event_code(event: dict) -> str:
    kind = event["event"]
    if kind in _SHORT and "owed" in event:
        return f"event_{kind}_short"
    if kind == "paired" and "players" in event:
        return "event_paired_two"
    if kind == "starter":
        return f"event_starter_{event['by']}"
    if kind == "game_over" and event["rule"] == "E3":
        return "event_game_over_shared"
    return f"event_{kind}"


def event_text(event: dict, lang: str) -> str:
    """An event in words, in `lang` (the templates of messages.toml)."""
    params = {k: v for k, v in event.items() if k not in ("move_index", "rule", "event")}
    if "card" in params:
        params["card_it"] = italian(params["card"])
    if "players" in params:
        params["players"] = ", ".join(params["players"])
        params.setdefault("player", params["players"])
    if "cards" in params:
        params["cards"] = ", ".join(params["cards"])
    return catalogue_of(RULES.game).render(event_code(event), params, lang)


def move_text(move: dict) -> str:
    """A move (as a history carries it) as its tokens, its fields in their declared order:
    ``cat target target=ann card=fear``, ``ann quarantine keep=true``."""
    fields = [f"{k}={str(v).lower() if type(v) is bool else v}" for k, v in move.items()
              if k not in ("type", "player")]
    return " ".join([move["player"], move["type"], *fields])


def run_events(args, api) -> int:
    lang = args.lang
    history, _ = load_history(api, args.path, lang)
    answer = family.validate_answer(api, history, lang)
    words = catalogue_of(RULES.game)
    first = max(args.first, 0)
    last = args.last if args.last is not None else len(history["moves"]) - 1
    shown = [e for e in answer["events"] if first <= e["move_index"] <= last]
    v = answer["violation"]
    if args.json:
        dump_json({"legal": answer["legal"], "violation": v, "moves_checked": answer["moves_checked"],
                   "events": [{**e, "text": event_text(e, lang)} for e in shown]})
        return OK if answer["legal"] else RULE_BROKEN
    by_move: dict[int, list[dict]] = {}
    for e in shown:
        by_move.setdefault(e["move_index"], []).append(e)
    lines = []
    for index in range(first, min(last + 1, answer["moves_checked"])):
        lines.append(words.word("cli_move", lang, index=index, move=move_text(move_json(history["moves"][index]))))
        lines.extend(f"  [{e['rule']}] {event_text(e, lang)}" for e in by_move.get(index, ()))
    if v is None:
        s = answer["state"]
        lines.append(words.word("cli_state", lang, round=s["round"], step=s["step"], phase=s["phase"],
                                to_act=", ".join(s["to_act"]) or "-"))
    elif v["move_index"] is None:
        lines.append(words.word("cli_illegal_setup", lang, rule=v["rule"], pointer=v["pointer"], message=v["message"]))
    else:
        lines.append(words.word("cli_illegal", lang, rule=v["rule"], index=v["move_index"], message=v["message"]))
    print_lines(lines, said=game_said("chokomannaro", lang))
    return OK if answer["legal"] else RULE_BROKEN


def score_lines(answer: dict, lang: str) -> list[str]:
    """The pool and the round, under the score table."""
    return [catalogue_of(RULES.game).word("cli_standing", lang, eliminated=answer["eliminated"],
                                             round=answer["round"])]
