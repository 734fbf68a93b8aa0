"""Answer bodies of the Choco Late API, for the OpenAPI document and for tests.

Answers are serialised by :mod:`schemas.choco_late.serialize` straight from engine
values (fast, no marshmallow on the hot path); the API tests load every answer through
these schemas, so the document and the answers cannot drift apart.
"""

from __future__ import annotations

from marshmallow import Schema, fields

from schemas.problem import ViolationSchema

COMBINATION_IDS = ["five_different", "five_same", "three_pairs", "full_house", "four_different",
                   "four_same", "two_pairs", "three_same", "pair"]
RULE_ID_DOC = "A rule id of GET /choco-late/rules."


def _cards(description: str, **kw) -> fields.List:
    return fields.List(fields.Integer(metadata={"minimum": 1, "maximum": 100}),
                       metadata={"description": description, **kw}, required=True)


def _by_player(description: str) -> fields.Dict:
    return fields.Dict(keys=fields.String(), values=fields.List(fields.Integer()), required=True,
                       metadata={"description": description})


class CombinationUseSchema(Schema):
    id = fields.String(required=True, metadata={"enum": COMBINATION_IDS, "description": "Combination id (C1)."})
    label = fields.String(required=True, metadata={"description": "Its Italian name.", "example": "4 diversi"})
    lots = _cards("The lots that make it, ascending.")
    points = fields.Integer(required=True, metadata={"example": 8})

    class Meta:
        name = "CombinationUse"


class TrayBreakdownSchema(Schema):
    lots = _cards("The tray's lots, in the order given.")
    points = fields.Integer(required=True, metadata={"description": "The tray's value (C2).", "example": 17})
    symbol_combination = fields.Nested(CombinationUseSchema, required=True, allow_none=True, metadata={
        "description": "The symbol combination scored, or null."})
    colour_combination = fields.Nested(CombinationUseSchema, required=True, allow_none=True, metadata={
        "description": "The colour combination scored, or null."})
    loose_lots = _cards("Lots in neither combination: 1 point each (C2).")
    explanation = fields.String(required=True, metadata={
        "description": "How the points were made, in the request's language.",
        "example": "4 diversi (symbols) 8 + 5 diversi (colours) 9 = 17"})

    class Meta:
        name = "TrayBreakdown"


class TraysAnswerSchema(Schema):
    trays = fields.List(fields.Nested(TrayBreakdownSchema), required=True, metadata={
        "description": "One breakdown per tray sent (one, or two for a split)."})
    total = fields.Integer(required=True, metadata={"description": "The sum of the trays' points.", "example": 17})
    decided_by = fields.List(fields.String(metadata={"description": RULE_ID_DOC}), required=True, metadata={
        "example": ["C1", "C2"]})
    tie_rule = fields.String(required=True, metadata={
        "description": "How the breakdown is chosen when several reach the same value."})


class SearchSchema(Schema):
    nodes = fields.Integer(required=True, metadata={"description": "Search nodes used."})
    max_nodes = fields.Integer(required=True, metadata={"description": "The node budget of the search."})
    upper_bound = fields.Integer(required=True, metadata={
        "description": "A proven upper bound on any split's total (equal to `total` when optimal)."})


class BestSplitAnswerSchema(Schema):
    lots = _cards("The lots sent.")
    trays = fields.List(fields.Nested(TrayBreakdownSchema), required=True, metadata={
        "minItems": 2, "maxItems": 2})
    total = fields.Integer(required=True, metadata={"example": 27})
    optimal = fields.Boolean(required=True, metadata={
        "description": "true only when the search proved that no split scores more; false when the "
                       "budget ran out first (then `search.upper_bound` bounds the best)."})
    search = fields.Nested(SearchSchema, required=True)
    decided_by = fields.List(fields.String(), required=True, metadata={"example": ["C2", "C3"]})


class PlayerScoreSchema(Schema):
    player = fields.String(required=True)
    lots = _cards("Every lot the player won.")
    trays = fields.List(fields.Nested(TrayBreakdownSchema), required=True, metadata={
        "description": "One tray, or two with two_trays."})
    total = fields.Integer(required=True)
    arrangement = fields.String(required=True, metadata={
        "enum": ["single", "given", "best_split"],
        "description": "single: one tray; given: the player's own two trays; best_split: the player "
                       "gave none, so the service arranged a best split (C3)."})
    optimal = fields.Boolean(required=True, allow_none=True, metadata={
        "description": "With best_split: whether the arrangement is proven best; otherwise null."})
    pile_top = fields.Integer(required=True, allow_none=True, metadata={
        "description": "With best_wins: the number on top of the player's pile (W7), or null."})

    class Meta:
        name = "PlayerScore"


class PileTopSchema(Schema):
    player = fields.String(required=True)
    top = fields.Integer(required=True, allow_none=True)


class TiebreakSchema(Schema):
    rule = fields.String(required=True, metadata={"enum": ["W7"]})
    tied = fields.List(fields.String(), required=True, metadata={"description": "Players tied on the highest score."})
    pile_tops = fields.List(fields.Nested(PileTopSchema), required=True)
    decided = fields.Boolean(required=True, metadata={"description": "Whether the piles broke the tie."})
    winners = fields.List(fields.String(), required=True)
    message = fields.String(required=True, metadata={"description": "What decided it, in words."})

    class Meta:
        name = "Tiebreak"


class AuctionSchema(Schema):
    lot = fields.Integer(required=True)
    chooser = fields.String(required=True, metadata={"description": "The token holder who chose the lot (T1)."})
    end = fields.String(required=True, metadata={
        "enum": ["no_offer", "sole_participant", "tie"],
        "description": "How bidding ended: no_offer (A4a), sole_participant (A4b), tie (A4c, or A5's first reveal)."})
    offer = fields.Integer(required=True, allow_none=True, metadata={"description": "The final offer, null when none."})
    participants = fields.List(fields.String(), required=True)
    reveals = _by_player("The vouchers each participant first revealed (V1).")
    invalid = _by_player("The revealed vouchers that were invalid for the lot (V2).")
    replacements = _by_player("The valid vouchers that replaced them (V3); they never count in a tie-break.")
    forfeited = fields.List(fields.String(), required=True, metadata={
        "description": "Participants who could not replace their invalid vouchers (V4)."})
    winner = fields.String(required=True, allow_none=True)
    result = fields.String(required=True, metadata={
        "enum": ["won", "removed", "returned"],
        "description": "won (T2), removed from the game (A4a), returned to the centre (W3)."})
    decided_by = fields.List(fields.String(), required=True, metadata={"example": ["A4c", "W1"]})
    spent = fields.List(fields.Integer(), required=True, metadata={
        "description": "Vouchers that left the game (W4, V4)."})
    pile = fields.List(fields.Integer(), required=True, metadata={
        "description": "Vouchers put on the winner's pile, top first (W5)."})
    counting = fields.Dict(keys=fields.String(), values=fields.Integer(allow_none=True), required=True, metadata={
        "description": "Each remaining participant's lowest counting voucher (W1), null when none (W2)."})
    first_move = fields.Integer(required=True, metadata={"description": "Index of the auction's choose_lot move."})
    last_move = fields.Integer(required=True, metadata={"description": "Index of the move that closed it."})
    summary = fields.String(required=True, metadata={"description": "The outcome in words, in the request's language."})

    class Meta:
        name = "Auction"


class GameScoreSchema(Schema):
    players = fields.List(fields.Nested(PlayerScoreSchema), required=True)
    ranking = fields.List(fields.String(), required=True, metadata={"description": "Player ids, best first."})
    winners = fields.List(fields.String(), required=True, metadata={
        "description": "The winners (W6): more than one on a shared win."})
    tiebreak = fields.Nested(TiebreakSchema, required=True, allow_none=True, metadata={
        "description": "null, or how W7 decided a tie on the highest score (best_wins)."})
    decided_by = fields.List(fields.String(), required=True, metadata={"example": ["W6"]})
    provisional = fields.Boolean(required=True, metadata={
        "description": "true for an unfinished game: standings as the collections stand now."})
    auctions = fields.List(fields.Nested(AuctionSchema), metadata={
        "description": "With a history: every auction resolved, in order."})


class AuctionInProgressSchema(Schema):
    lot = fields.Integer(required=True)
    chooser = fields.String(required=True)
    stage = fields.String(required=True, metadata={"enum": ["bidding", "reveal", "replace"]})
    offer = fields.Integer(required=True, allow_none=True)
    committed = fields.Dict(keys=fields.String(), values=fields.Integer(), required=True, metadata={
        "description": "Each bidder's committed amount."})
    withdrawn = fields.List(fields.String(), required=True)
    to_act = fields.List(fields.String(), required=True)
    participants = fields.List(fields.String(), required=True, metadata={
        "description": "Empty while bidding; then who must reveal."})
    reveals = _by_player("Reveals so far (V1).")
    invalid = _by_player("Invalid vouchers revealed so far (V2).")
    replacements = _by_player("Replacements so far (V3).")
    forfeited = fields.List(fields.String(), required=True)
    must_reveal = fields.List(fields.String(), required=True)
    must_replace = fields.Dict(keys=fields.String(), values=fields.Integer(), required=True, metadata={
        "description": "Participants who must still replace, and how many vouchers (V3)."})
    first_move = fields.Integer(required=True, allow_none=True)

    class Meta:
        name = "AuctionInProgress"


class StateSchema(Schema):
    phase = fields.String(required=True, metadata={
        "enum": ["choose_lot", "bidding", "reveal", "replace", "arrange_trays", "over"]})
    finished = fields.Boolean(required=True, metadata={"description": "The centre is empty (E1)."})
    token_holder = fields.String(required=True)
    centre = fields.List(fields.Integer(), required=True)
    hands = _by_player("Each player's vouchers in hand.")
    collections = _by_player("Each player's lots won.")
    piles = _by_player("Each player's pile, top first (best_wins).")
    out_of_game = fields.List(fields.Integer(), required=True, metadata={
        "description": "Cards removed from the game (lots by A4a, vouchers spent or forfeited)."})
    box = fields.List(fields.Integer(), required=True, allow_none=True)
    arrangements = fields.Dict(keys=fields.String(), values=fields.List(fields.List(fields.Integer())), required=True)
    auction = fields.Nested(AuctionInProgressSchema, required=True, allow_none=True)

    class Meta:
        name = "GameState"


class ValidateAnswerSchema(Schema):
    legal = fields.Boolean(required=True)
    violation = fields.Nested(ViolationSchema, required=True, allow_none=True, metadata={
        "description": "The first illegal move (or setup error), null when legal."})
    moves_checked = fields.Integer(required=True, metadata={"description": "How many moves were replayed as legal."})
    auctions = fields.List(fields.Nested(AuctionSchema), required=True)
    state = fields.Nested(StateSchema, required=True, allow_none=True, metadata={
        "description": "The state after the last legal move; null when the setup itself is illegal."})


class LegalMoveSchema(Schema):
    type = fields.String(required=True, metadata={"enum": ["choose_lot", "open", "join", "raise", "pass",
                                                           "reveal", "replace", "arrange_trays"]})
    player = fields.String(required=True)
    lots = fields.List(fields.Integer(), metadata={"description": "choose_lot: the lots that may be chosen; "
                                                                  "arrange_trays: the player's collection."})
    min_amount = fields.Integer(metadata={"description": "open/raise: the smallest amount allowed."})
    max_amount = fields.Integer(metadata={"description": "open/raise: the largest amount allowed (A2)."})
    amount = fields.Integer(metadata={"description": "join: the offer to match."})
    count = fields.Integer(metadata={"description": "reveal/replace: exactly how many vouchers."})
    hand = fields.List(fields.Integer(), metadata={"description": "reveal: the vouchers in hand to pick from."})
    valid_vouchers = fields.List(fields.Integer(), metadata={
        "description": "reveal/replace: the vouchers in hand that are valid for the lot (V2)."})
    rule = fields.String(required=True, metadata={"description": "The rule that allows the move."})

    class Meta:
        name = "LegalMove"


class LegalMovesAnswerSchema(Schema):
    phase = fields.String(required=True, metadata={
        "enum": ["choose_lot", "bidding", "reveal", "replace", "arrange_trays", "over"]})
    to_act = fields.List(fields.String(), required=True, metadata={"description": "Who may act now."})
    moves = fields.List(fields.Nested(LegalMoveSchema), required=True, metadata={
        "description": "Every legal move, with ranges for amounts; empty when the game is over."})
    finished = fields.Boolean(required=True)


class SetupAnswerSchema(Schema):
    lots = fields.List(fields.Integer(), required=True)
    hands = _by_player("Each player's vouchers.")
    first_player = fields.String(required=True)
    box = fields.List(fields.Integer(), required=True)


class DealAnswerSchema(Schema):
    players = fields.List(fields.String(), required=True)
    variants = fields.Dict(keys=fields.String(), values=fields.Boolean(), required=True)
    setup = fields.Nested(SetupAnswerSchema, required=True)
    moves = fields.List(fields.Dict(), required=True, metadata={
        "description": "Empty: the answer is a history ready to be played."})
    seed = fields.Integer(required=True)


def _en_it(description: str) -> fields.Dict:
    return fields.Dict(keys=fields.String(metadata={"enum": ["en", "it"]}), values=fields.String(),
                       required=True, metadata={"description": description,
                                                "example": {"en": "Deck", "it": "Mazzo"}})


class RuleSchema(Schema):
    id = fields.String(required=True, metadata={"example": "A3"})
    section = fields.String(required=True, metadata={"example": "auction"})
    title = _en_it("The rule's title in English and Italian.")
    text = _en_it("The rule's text in English and Italian.")
    ruling = fields.Dict(keys=fields.String(), values=fields.String(), required=True, allow_none=True,
                         metadata={"description": "Where the printed rulebook is silent: the ruling taken, "
                                                  "in English and Italian; null otherwise."})
    variant = fields.String(required=True, allow_none=True, metadata={
        "enum": ["free_bidding", "best_wins", "two_trays", None],
        "description": "The variant that brings the rule, or null for the base game."})

    class Meta:
        name = "Rule"


class SectionSchema(Schema):
    id = fields.String(required=True)
    title = _en_it("The section's title.")
    intro = fields.Dict(keys=fields.String(), values=fields.String(), required=True, allow_none=True)


class VariantInfoSchema(Schema):
    id = fields.String(required=True, metadata={"enum": ["free_bidding", "best_wins", "two_trays"]})
    label_it = fields.String(required=True)
    name_en = fields.String(required=True)
    effect = _en_it("What the variant changes.")
    rules = fields.List(fields.String(), required=True)
    changes = fields.List(fields.String(), required=True)


class CombinationSchema(Schema):
    id = fields.String(required=True, metadata={"enum": COMBINATION_IDS})
    label = fields.String(required=True)
    lots = fields.Integer(required=True)
    shape = fields.List(fields.Integer(), required=True, metadata={"description": "Lots per value, descending."})
    symbol_points = fields.Integer(required=True)
    colour_points = fields.Integer(required=True)


class SetupRowSchema(Schema):
    players = fields.Integer(required=True)
    cards = fields.List(fields.Integer(), required=True, metadata={"description": "First and last card used."})
    lots = fields.Integer(required=True)
    vouchers_per_player = fields.Integer(required=True)
    box = fields.Integer(required=True)


class SetupTablesSchema(Schema):
    standard = fields.List(fields.Nested(SetupRowSchema), required=True)
    two_trays = fields.List(fields.Nested(SetupRowSchema), required=True)


class CardInfoSchema(Schema):
    card = fields.Integer(required=True)
    symbol = fields.Integer(required=True)
    colour = fields.Integer(required=True)


class DeckSchema(Schema):
    cards = fields.List(fields.Integer(), required=True)
    symbols = fields.List(fields.Integer(), required=True)
    colours = fields.List(fields.Integer(), required=True)
    symbol_formula = fields.String(required=True)
    colour_formula = fields.String(required=True)
    cards_by_number = fields.List(fields.Nested(CardInfoSchema), required=True)


class RulesAnswerSchema(Schema):
    game = fields.String(required=True, metadata={"enum": ["choco-late"]})
    deck = fields.Nested(DeckSchema, required=True)
    combinations = fields.List(fields.Nested(CombinationSchema), required=True)
    setup = fields.Nested(SetupTablesSchema, required=True)
    sections = fields.List(fields.Nested(SectionSchema), required=True)
    rules = fields.List(fields.Nested(RuleSchema), required=True)
    variants = fields.List(fields.Nested(VariantInfoSchema), required=True)
    rulings_policy = _en_it("How rulings are taken and changed.")
    variants_note = _en_it("How variants combine.")
    tie_rule = fields.String(required=True, metadata={"description": "How a tray's breakdown is chosen among equals."})
    split_budget = fields.String(required=True, metadata={"description": "The best-split search budget and what happens past it."})
