"""Answer bodies of the Choco Late API, for the OpenAPI document and for tests.

Answers are serialised by :mod:`schemas.choco_late.serialize` straight from engine
values (fast, no marshmallow on the hot path); the API tests load every answer through
these schemas, so the document and the answers cannot drift apart.
"""

from __future__ import annotations

from marshmallow import Schema, fields

from schemas.choco_late.enums import enum_ref, rule_id, rule_ids
from schemas.choco_late.requests import VariantsSchema
from schemas.problem import ViolationSchema
from service.games.choco_late.rules import SECTIONS

COMBINATION_IDS = ["five_different", "five_same", "three_pairs", "full_house", "four_different",
                   "four_same", "two_pairs", "three_same", "pair"]
SECTION_IDS = [s.id for s in SECTIONS]
RULE_ID_DOC = "A rule id of GET /choco-late/rules."


def _card(description: str | None = None, *, example: int | None = None, **kwargs) -> fields.Integer:
    """A card number (D1: 1..100); kwargs go to the field (required, allow_none)."""
    meta: dict = {"minimum": 1, "maximum": 100}
    if description:
        meta["description"] = description
    if example is not None:
        meta["example"] = example
    return fields.Integer(metadata=meta, **kwargs)


def _cards(description: str, **kw) -> fields.List:
    return fields.List(_card(), metadata={"description": description, **kw}, required=True)


def _player(description: str = "A player id.", **kwargs) -> fields.String:
    return fields.String(metadata={"description": description, "example": "ann"}, **kwargs)


def _players(description: str, **metadata) -> fields.List:
    return fields.List(_player(), required=True, metadata={"description": description, **metadata})


def _by_player(description: str, **metadata) -> fields.Dict:
    return fields.Dict(keys=fields.String(), values=fields.List(_card()), required=True,
                       metadata={"description": description + " Keys are player ids.", **metadata})


class CombinationUseSchema(Schema):
    id = fields.String(required=True, metadata={
        "enum": COMBINATION_IDS, "example": "four_different",
        "description": "The combination's id (C1; the table is in GET /choco-late/rules)."})
    label = fields.String(required=True, metadata={"description": "Its Italian name.", "example": "4 diversi"})
    lots = _cards("The lots that make it, ascending.", example=[23, 26, 32, 44])
    points = fields.Integer(required=True, metadata={"minimum": 1, "example": 8,
                                                     "description": "What it scores on this side (C1)."})

    class Meta:
        description = "A combination scored in a tray (C1): which one, with which lots, for how many points."


class TrayBreakdownSchema(Schema):
    lots = _cards("The tray's lots, in the order given.", example=[26, 32, 44, 37, 23])
    points = fields.Integer(required=True, metadata={"minimum": 0, "example": 17,
                                                     "description": "The tray's value (C2)."})
    symbol_combination = fields.Nested(CombinationUseSchema, required=True, allow_none=True, metadata={
        "description": "The combination scored on the lots' symbols, or null."})
    colour_combination = fields.Nested(CombinationUseSchema, required=True, allow_none=True, metadata={
        "description": "The combination scored on the lots' colours (shops), or null."})
    loose_lots = _cards("Lots in neither combination: 1 point each (C2).", example=[])
    explanation = fields.String(required=True, metadata={
        "description": "How the points were made, in the request's language.",
        "example": "4 diversi (symbols) 8 + 5 diversi (colours) 9 = 17"})

    class Meta:
        description = ("A tray's value (C2) and how it was made: at most one symbol combination, at most one "
                       "colour combination (they may share lots), and loose lots at 1 point each.")


class TraysAnswerSchema(Schema):
    trays = fields.List(fields.Nested(TrayBreakdownSchema), required=True, metadata={
        "minItems": 1, "maxItems": 2,
        "description": "One breakdown per tray sent (one, or two for a split), in the order sent."})
    total = fields.Integer(required=True, metadata={"minimum": 0, "example": 17,
                                                    "description": "The sum of the trays' points."})
    decided_by = rule_ids("The rules applied: C1 and C2, and C3 for a split.", example=["C1", "C2"])
    tie_rule = fields.String(required=True, metadata={
        "description": "How the breakdown is chosen when several reach the same value (the value never depends on it)."})

    class Meta:
        description = "The value of one tray, or of both trays of a split, with each breakdown."


class SearchSchema(Schema):
    nodes = fields.Integer(required=True, metadata={"minimum": 0, "description": "Search nodes used."})
    max_nodes = fields.Integer(required=True, metadata={"minimum": 1, "description": "The node budget of the search."})
    upper_bound = fields.Integer(required=True, metadata={
        "minimum": 0,
        "description": "A proven upper bound on any split's total (equal to `total` when optimal)."})


class BestSplitAnswerSchema(Schema):
    lots = _cards("The lots sent, in the order sent.")
    trays = fields.List(fields.Nested(TrayBreakdownSchema), required=True, metadata={
        "minItems": 2, "maxItems": 2, "description": "The two trays, each with its breakdown."})
    total = fields.Integer(required=True, metadata={"minimum": 0, "example": 27,
                                                    "description": "Both trays' points together."})
    optimal = fields.Boolean(required=True, metadata={
        "description": "true only when the search proved that no split scores more; false when the "
                       "budget ran out first (then `search.upper_bound` bounds the best)."})
    search = fields.Nested(SearchSchema, required=True, metadata={"description": "What the search cost."})
    decided_by = rule_ids("The rules applied (C2, C3).", example=["C2", "C3"])

    class Meta:
        description = "A best two-tray arrangement of a collection (C3) and whether it is proven optimal."


class PlayerScoreSchema(Schema):
    player = _player("The player's id.", required=True)
    lots = _cards("Every lot the player won.")
    trays = fields.List(fields.Nested(TrayBreakdownSchema), required=True, metadata={
        "minItems": 1, "maxItems": 2, "description": "One tray, or two with two_trays."})
    total = fields.Integer(required=True, metadata={"minimum": 0, "description": "The player's points (C2, C3).",
                                                    "example": 17})
    arrangement = fields.String(required=True, metadata={
        "enum": ["single", "given", "best_split"],
        "description": "`single`: one tray; `given`: the player's own two trays; `best_split`: the "
                       "player gave none, so the service arranged a best split (C3)."})
    optimal = fields.Boolean(required=True, allow_none=True, metadata={
        "description": "With `best_split`: whether the arrangement is proven best; otherwise null."})
    pile_top = fields.Integer(required=True, allow_none=True, metadata={
        "minimum": 1, "maximum": 100,
        "description": "With best_wins: the number on top of the player's pile (W7), null when the pile "
                       "is empty or without best_wins."})

    class Meta:
        description = "One player's final or provisional score: lots, trays with breakdowns, total."


class PileTopSchema(Schema):
    player = _player(required=True)
    top = fields.Integer(required=True, allow_none=True, metadata={
        "minimum": 1, "maximum": 100, "description": "The voucher on top of the player's pile, null when empty."})


class TiebreakSchema(Schema):
    rule = rule_id("The rule that decides a tie for the game: always W7 (best_wins).", required=True)
    tied = _players("Players tied on the highest score.", example=["ann", "bob"])
    pile_tops = fields.List(fields.Nested(PileTopSchema), required=True, metadata={
        "description": "The top of each tied player's pile."})
    decided = fields.Boolean(required=True, metadata={"description": "Whether the piles broke the tie."})
    winners = _players("Who won after the tie-break (all the tied players when it was not broken).")
    message = fields.String(required=True, metadata={"description": "What decided it, in the request's language."})

    class Meta:
        description = "How a tie on the highest score was settled (W7, best_wins): by the tops of the piles."


class AuctionSchema(Schema):
    lot = _card("The lot auctioned.", example=15, required=True)
    chooser = _player("The token holder who chose the lot (T1).", required=True)
    end = fields.String(required=True, metadata={
        "enum": ["no_offer", "sole_participant", "tie"],
        "description": "How bidding ended: `no_offer` (A4a), `sole_participant` (A4b), `tie` (A4c, or "
                       "A5's first reveal)."})
    offer = fields.Integer(required=True, allow_none=True, metadata={
        "minimum": 1, "description": "The final offer in vouchers, null when nobody offered."})
    participants = _players("Who was still bidding at the end (those who must reveal on a tie).")
    reveals = _by_player("The vouchers each participant first revealed (V1).")
    invalid = _by_player("The revealed vouchers that were invalid for the lot (V2).")
    replacements = _by_player("The valid vouchers that replaced them (V3); they never count in a tie-break.")
    forfeited = _players("Participants who could not replace their invalid vouchers (V4).")
    winner = _player("Who won the lot; null when nobody did.", required=True, allow_none=True)
    result = fields.String(required=True, metadata={
        "enum": ["won", "removed", "returned"],
        "description": "`won` (T2), `removed` from the game (A4a), `returned` to the centre (W3)."})
    decided_by = rule_ids("The rules that decided the outcome, in the order applied.", example=["A4c", "W1"])
    spent = fields.List(_card(), required=True, metadata={
        "description": "Vouchers that left the game (W4, V4)."})
    pile = fields.List(_card(), required=True, metadata={
        "description": "Vouchers put on the winner's pile, top first (W5, best_wins)."})
    counting = fields.Dict(keys=fields.String(), values=_card(allow_none=True), required=True, metadata={
        "description": "Each remaining participant's lowest counting voucher (W1), null when none (W2). "
                       "Keys are player ids."})
    first_move = fields.Integer(required=True, metadata={"minimum": 0,
                                                         "description": "Index of the auction's choose_lot move."})
    last_move = fields.Integer(required=True, metadata={"minimum": 0,
                                                        "description": "Index of the move that closed it."})
    summary = fields.String(required=True, metadata={
        "description": "The outcome in words, in the request's language.",
        "example": "ann wins lot 15 at 2 voucher(s) on the tie-break (A4c, V3, W1)."})

    class Meta:
        description = "The outcome of one auction, with every step that decided it (A, V, W rules)."


class GameScoreSchema(Schema):
    players = fields.List(fields.Nested(PlayerScoreSchema), required=True, metadata={
        "description": "Every player's score, in the order the players were given."})
    ranking = _players("Player ids, best first (ties in the order given).")
    winners = _players("The winners (W6, W7): more than one on a shared win.")
    tiebreak = fields.Nested(TiebreakSchema, required=True, allow_none=True, metadata={
        "description": "null, or how W7 decided a tie on the highest score (best_wins)."})
    decided_by = rule_ids("The rules that decided the winners (W6, and W7 on a tie-break).", example=["W6"])
    provisional = fields.Boolean(required=True, metadata={
        "description": "true for an unfinished game: standings as the collections stand now."})
    auctions = fields.List(fields.Nested(AuctionSchema), metadata={
        "description": "With a history (`game`) only: every auction resolved, in order."})

    class Meta:
        description = "Scores of a game: every player's trays and total, the ranking and the winners."


class AuctionInProgressSchema(Schema):
    lot = _card("The lot being auctioned.", required=True)
    chooser = _player("Who chose it.", required=True)
    stage = fields.String(required=True, metadata={
        "enum": ["bidding", "reveal", "replace"], "description": "Where the auction stands."})
    offer = fields.Integer(required=True, allow_none=True, metadata={
        "minimum": 1, "description": "The current offer in vouchers, null before anyone offered."})
    committed = fields.Dict(keys=fields.String(), values=fields.Integer(), required=True, metadata={
        "description": "Each bidder's committed amount. Keys are player ids."})
    withdrawn = _players("Who passed (A1).")
    to_act = _players("Who may act now.")
    participants = _players("Empty while bidding; then who must reveal.")
    reveals = _by_player("Reveals so far (V1).")
    invalid = _by_player("Invalid vouchers revealed so far (V2).")
    replacements = _by_player("Replacements so far (V3).")
    forfeited = _players("Who forfeited (V4).")
    must_reveal = _players("Participants who must still reveal (V1).")
    must_replace = fields.Dict(keys=fields.String(), values=fields.Integer(), required=True, metadata={
        "description": "Participants who must still replace, and how many vouchers (V3). Keys are player ids."})
    first_move = fields.Integer(required=True, allow_none=True, metadata={
        "minimum": 0, "description": "Index of the auction's choose_lot move."})

    class Meta:
        description = "The auction under way in a replayed game."


class GameStateSchema(Schema):
    phase = enum_ref("Phase", description="What the game waits for.", required=True)
    finished = fields.Boolean(required=True, metadata={"description": "The centre is empty (E1)."})
    token_holder = _player("Who holds the Choco Late token (T3).", required=True)
    centre = fields.List(_card(), required=True, metadata={"description": "The lots still in the centre."})
    hands = _by_player("Each player's vouchers in hand.")
    collections = _by_player("Each player's lots won.")
    piles = _by_player("Each player's pile, top first (best_wins).")
    out_of_game = fields.List(_card(), required=True, metadata={
        "description": "Cards removed from the game (lots by A4a, vouchers spent or forfeited)."})
    box = fields.List(_card(), required=True, allow_none=True, metadata={
        "description": "The cards left in the box, when the setup gave them; otherwise null."})
    arrangements = fields.Dict(keys=fields.String(), values=fields.List(fields.List(_card())), required=True,
                               metadata={"description": "The two trays each player arranged (C3, two_trays). "
                                                        "Keys are player ids."})
    auction = fields.Nested(AuctionInProgressSchema, required=True, allow_none=True, metadata={
        "description": "The auction under way, null between auctions."})

    class Meta:
        description = "The state of a game after the last legal move of its history."


class ValidateAnswerSchema(Schema):
    legal = fields.Boolean(required=True, metadata={"description": "Whether the whole history is legal."})
    violation = fields.Nested(ViolationSchema, required=True, allow_none=True, metadata={
        "description": "The first illegal move (or setup error), null when legal."})
    moves_checked = fields.Integer(required=True, metadata={
        "minimum": 0, "description": "How many moves were replayed as legal."})
    auctions = fields.List(fields.Nested(AuctionSchema), required=True, metadata={
        "description": "Every auction resolved before the first violation, in order."})
    state = fields.Nested(GameStateSchema, required=True, allow_none=True, metadata={
        "description": "The state after the last legal move; null when the setup itself is illegal."})

    class Meta:
        description = "The verdict on a history: legal or not, the first violation, the auctions, the state."


class LegalMoveSchema(Schema):
    type = enum_ref("MoveType", description="The kind of move.", required=True)
    player = _player("Who may make it.", required=True)
    lots = fields.List(_card(), metadata={"description": "choose_lot: the lots that may be chosen; "
                                                         "arrange_trays: the player's collection."})
    min_amount = fields.Integer(metadata={"minimum": 1, "description": "open/raise: the smallest amount allowed."})
    max_amount = fields.Integer(metadata={"minimum": 1, "description": "open/raise: the largest amount allowed (A2)."})
    amount = fields.Integer(metadata={"minimum": 1, "description": "join: the offer to match."})
    count = fields.Integer(metadata={"minimum": 1, "description": "reveal/replace: exactly how many vouchers."})
    hand = fields.List(_card(), metadata={"description": "reveal: the vouchers in hand to pick from."})
    valid_vouchers = fields.List(_card(), metadata={
        "description": "reveal/replace: the vouchers in hand that are valid for the lot (V2)."})
    rule = rule_id("The rule that allows the move.", required=True)

    class Meta:
        description = "A kind of move that is legal now, for one player, with the ranges or choices it allows."


class LegalMovesAnswerSchema(Schema):
    phase = enum_ref("Phase", description="What the game waits for.", required=True)
    to_act = _players("Who may act now.")
    moves = fields.List(fields.Nested(LegalMoveSchema), required=True, metadata={
        "description": "Every legal move, with ranges for amounts; empty when the game is over."})
    finished = fields.Boolean(required=True, metadata={"description": "Whether the game is over (E1)."})

    class Meta:
        description = "What may happen next in a game."


class SetupAnswerSchema(Schema):
    lots = fields.List(_card(), required=True, metadata={"description": "The lots dealt to the centre (S2)."})
    hands = _by_player("Each player's vouchers (S2).")
    first_player = _player("Who holds the Choco Late token first (S3).", required=True)
    box = fields.List(_card(), required=True, metadata={"description": "The cards left in the box."})


class DealAnswerSchema(Schema):
    players = _players("The player ids, in the order sent.", example=["ann", "bob"])
    variants = fields.Nested(VariantsSchema, required=True, metadata={"description": "The variants, all three given."})
    setup = fields.Nested(SetupAnswerSchema, required=True, metadata={"description": "The deal."})
    moves = fields.Field(required=True, metadata={
        "type": "array", "items": {"$ref": "#/components/schemas/Move"}, "maxItems": 0,
        "description": "Empty: with `seed` removed, the answer is a history ready to be played."})
    seed = fields.Integer(required=True, metadata={"minimum": 0, "description": "The seed sent."})

    class Meta:
        description = "A legal random setup: a history with no moves yet (drop `seed` to send it back)."


def _en_it(description: str, **kwargs) -> fields.Dict:
    return fields.Dict(keys=fields.String(metadata={"enum": ["en", "it"]}), values=fields.String(),
                       required=True, metadata={"description": description + " Keys: `en`, `it`.",
                                                "example": {"en": "Deck", "it": "Mazzo"}}, **kwargs)


class RuleSchema(Schema):
    id = rule_id("The rule's id.", required=True)
    section = fields.String(required=True, metadata={"enum": SECTION_IDS, "example": "auction",
                                                     "description": "The section the rule belongs to."})
    title = _en_it("The rule's title in English and Italian.")
    text = _en_it("The rule's text in English and Italian.")
    ruling = _en_it("Where the printed rulebook is silent: the ruling taken, in English and Italian; "
                    "null otherwise.", allow_none=True)
    variant = enum_ref("VariantId", description="The variant that brings the rule, or null for the base game.",
                      required=True, allow_none=True)

    class Meta:
        description = "One rule of record, in English and Italian."


class SectionSchema(Schema):
    id = fields.String(required=True, metadata={"enum": SECTION_IDS})
    title = _en_it("The section's title.")
    intro = _en_it("The section's preamble (tables, definitions), null when none.", allow_none=True)


class VariantInfoSchema(Schema):
    id = enum_ref("VariantId", required=True)
    label_it = fields.String(required=True, metadata={"description": "Its name in the Italian rulebook.",
                                                      "example": "Asta pazza"})
    name_en = fields.String(required=True, metadata={"description": "Its English name.", "example": "Free bidding"})
    effect = _en_it("What the variant changes.")
    rules = fields.List(rule_id(), required=True, metadata={"description": "The rules the variant brings."})
    changes = fields.List(rule_id(), required=True, metadata={
        "description": "The standard rules whose application it changes."})


class CombinationSchema(Schema):
    id = fields.String(required=True, metadata={"enum": COMBINATION_IDS})
    label = fields.String(required=True, metadata={"description": "Its Italian name.", "example": "4 diversi"})
    lots = fields.Integer(required=True, metadata={"description": "How many lots it takes.", "example": 4})
    shape = fields.List(fields.Integer(), required=True, metadata={"description": "Lots per value, descending."})
    symbol_points = fields.Integer(required=True, metadata={"description": "Points when made of symbols."})
    colour_points = fields.Integer(required=True, metadata={"description": "Points when made of colours."})


class SetupRowSchema(Schema):
    players = fields.Integer(required=True, metadata={"description": "Number of players."})
    cards = fields.List(fields.Integer(), required=True, metadata={"description": "First and last card used."})
    lots = fields.Integer(required=True, metadata={"description": "Lots dealt to the centre."})
    vouchers_per_player = fields.Integer(required=True, metadata={"description": "Vouchers dealt to each player."})
    box = fields.Integer(required=True, metadata={"description": "Cards left in the box."})


class SetupTablesSchema(Schema):
    standard = fields.List(fields.Nested(SetupRowSchema), required=True, metadata={
        "description": "The setup table of the base game (S2)."})
    two_trays = fields.List(fields.Nested(SetupRowSchema), required=True, metadata={
        "description": "The setup table of two_trays (S2, 2-4 players)."})


class CardInfoSchema(Schema):
    card = _card(required=True)
    symbol = fields.Integer(required=True, metadata={"minimum": 1, "maximum": 5})
    colour = fields.Integer(required=True, metadata={"minimum": 1, "maximum": 5})


class DeckSchema(Schema):
    cards = fields.List(fields.Integer(), required=True, metadata={"description": "The first and last card (D1)."})
    symbols = fields.List(fields.Integer(), required=True, metadata={"description": "The symbol values."})
    colours = fields.List(fields.Integer(), required=True, metadata={"description": "The colour (shop) values."})
    symbol_formula = fields.String(required=True, metadata={"description": "A card's symbol from its number."})
    colour_formula = fields.String(required=True, metadata={"description": "A card's colour from its number."})
    cards_by_number = fields.List(fields.Nested(CardInfoSchema), required=True, metadata={
        "description": "Every card with its symbol and colour (D1, D2)."})


class RulesAnswerSchema(Schema):
    game = fields.String(required=True, metadata={"enum": ["choco-late"]})
    deck = fields.Nested(DeckSchema, required=True, metadata={"description": "The deck and how cards map to "
                                                                            "symbols and colours."})
    combinations = fields.List(fields.Nested(CombinationSchema), required=True, metadata={
        "description": "The combination table (C1)."})
    setup = fields.Nested(SetupTablesSchema, required=True, metadata={"description": "The setup tables (S2)."})
    sections = fields.List(fields.Nested(SectionSchema), required=True, metadata={
        "description": "The sections of the rules, in order."})
    rules = fields.List(fields.Nested(RuleSchema), required=True, metadata={
        "description": "Every rule, in the order of the rules of record."})
    variants = fields.List(fields.Nested(VariantInfoSchema), required=True, metadata={
        "description": "The variants (section 5)."})
    rulings_policy = _en_it("How rulings are taken and changed.")
    variants_note = _en_it("How variants combine.")
    tie_rule = fields.String(required=True, metadata={"description": "How a tray's breakdown is chosen among equals."})
    split_budget = fields.String(required=True, metadata={"description": "The best-split search budget and what happens past it."})

    class Meta:
        description = "The rules catalogue of Choco Late: deck, combination and setup tables, every rule, the variants."

