""" Contains all the data models used in inputs/outputs """

from .choco_challenge_back import ChocoChallengeBack
from .choco_challenge_bust_move import ChocoChallengeBustMove
from .choco_challenge_bust_move_type import ChocoChallengeBustMoveType
from .choco_challenge_buy import ChocoChallengeBuy
from .choco_challenge_card_id import ChocoChallengeCardId
from .choco_challenge_card_info import ChocoChallengeCardInfo
from .choco_challenge_card_info_back import ChocoChallengeCardInfoBack
from .choco_challenge_card_info_in_play import ChocoChallengeCardInfoInPlay
from .choco_challenge_card_info_kind import ChocoChallengeCardInfoKind
from .choco_challenge_card_info_label import ChocoChallengeCardInfoLabel
from .choco_challenge_card_info_reconstructed_fields_item import ChocoChallengeCardInfoReconstructedFieldsItem
from .choco_challenge_comparison import ChocoChallengeComparison
from .choco_challenge_deal_request import ChocoChallengeDealRequest
from .choco_challenge_deal_request_variants import ChocoChallengeDealRequestVariants
from .choco_challenge_deck import ChocoChallengeDeck
from .choco_challenge_deck_cards import ChocoChallengeDeckCards
from .choco_challenge_draw_move import ChocoChallengeDrawMove
from .choco_challenge_draw_move_type import ChocoChallengeDrawMoveType
from .choco_challenge_end_reason import ChocoChallengeEndReason
from .choco_challenge_extra import ChocoChallengeExtra
from .choco_challenge_extra_decline_move import ChocoChallengeExtraDeclineMove
from .choco_challenge_extra_decline_move_type import ChocoChallengeExtraDeclineMoveType
from .choco_challenge_extra_draw_move import ChocoChallengeExtraDrawMove
from .choco_challenge_extra_draw_move_type import ChocoChallengeExtraDrawMoveType
from .choco_challenge_extra_pick_move import ChocoChallengeExtraPickMove
from .choco_challenge_extra_pick_move_type import ChocoChallengeExtraPickMoveType
from .choco_challenge_extra_tool_move import ChocoChallengeExtraToolMove
from .choco_challenge_extra_tool_move_type import ChocoChallengeExtraToolMoveType
from .choco_challenge_final import ChocoChallengeFinal
from .choco_challenge_final_player import ChocoChallengeFinalPlayer
from .choco_challenge_history import ChocoChallengeHistory
from .choco_challenge_history_variants import ChocoChallengeHistoryVariants
from .choco_challenge_legal_move import ChocoChallengeLegalMove
from .choco_challenge_legal_moves_answer import ChocoChallengeLegalMovesAnswer
from .choco_challenge_legal_moves_answer_bust_probability_by_back_approx_type_0 import ChocoChallengeLegalMovesAnswerBustProbabilityByBackApproxType0
from .choco_challenge_legal_moves_answer_bust_probability_by_back_type_0 import ChocoChallengeLegalMovesAnswerBustProbabilityByBackType0
from .choco_challenge_move_type import ChocoChallengeMoveType
from .choco_challenge_phase import ChocoChallengePhase
from .choco_challenge_player_score import ChocoChallengePlayerScore
from .choco_challenge_player_state import ChocoChallengePlayerState
from .choco_challenge_player_state_discard import ChocoChallengePlayerStateDiscard
from .choco_challenge_player_state_draw_pile import ChocoChallengePlayerStateDrawPile
from .choco_challenge_purchase import ChocoChallengePurchase
from .choco_challenge_queue_entry import ChocoChallengeQueueEntry
from .choco_challenge_refill import ChocoChallengeRefill
from .choco_challenge_refill_move import ChocoChallengeRefillMove
from .choco_challenge_refill_move_type import ChocoChallengeRefillMoveType
from .choco_challenge_rule import ChocoChallengeRule
from .choco_challenge_rule_id import ChocoChallengeRuleId
from .choco_challenge_rule_ruling_text_type_0 import ChocoChallengeRuleRulingTextType0
from .choco_challenge_rule_section import ChocoChallengeRuleSection
from .choco_challenge_rule_text import ChocoChallengeRuleText
from .choco_challenge_rule_title import ChocoChallengeRuleTitle
from .choco_challenge_rule_violation_problem import ChocoChallengeRuleViolationProblem
from .choco_challenge_rules_answer import ChocoChallengeRulesAnswer
from .choco_challenge_rules_answer_game import ChocoChallengeRulesAnswerGame
from .choco_challenge_rules_answer_names import ChocoChallengeRulesAnswerNames
from .choco_challenge_rules_answer_rulings_policy import ChocoChallengeRulesAnswerRulingsPolicy
from .choco_challenge_ruling import ChocoChallengeRuling
from .choco_challenge_ruling_text import ChocoChallengeRulingText
from .choco_challenge_ruling_title import ChocoChallengeRulingTitle
from .choco_challenge_score_answer import ChocoChallengeScoreAnswer
from .choco_challenge_score_request_final import ChocoChallengeScoreRequestFinal
from .choco_challenge_score_request_game import ChocoChallengeScoreRequestGame
from .choco_challenge_section import ChocoChallengeSection
from .choco_challenge_section_id import ChocoChallengeSectionId
from .choco_challenge_section_intro_type_0 import ChocoChallengeSectionIntroType0
from .choco_challenge_section_title import ChocoChallengeSectionTitle
from .choco_challenge_seen_deck import ChocoChallengeSeenDeck
from .choco_challenge_seen_deck_cards_type_0 import ChocoChallengeSeenDeckCardsType0
from .choco_challenge_seen_player_state import ChocoChallengeSeenPlayerState
from .choco_challenge_seen_player_state_discard_type_0 import ChocoChallengeSeenPlayerStateDiscardType0
from .choco_challenge_seen_player_state_draw_pile_type_0 import ChocoChallengeSeenPlayerStateDrawPileType0
from .choco_challenge_seen_state import ChocoChallengeSeenState
from .choco_challenge_seen_state_dessert_piles import ChocoChallengeSeenStateDessertPiles
from .choco_challenge_seen_state_tool_piles import ChocoChallengeSeenStateToolPiles
from .choco_challenge_setup import ChocoChallengeSetup
from .choco_challenge_setup_base_sets_type_0 import ChocoChallengeSetupBaseSetsType0
from .choco_challenge_setup_row import ChocoChallengeSetupRow
from .choco_challenge_setup_row_dessert_piles import ChocoChallengeSetupRowDessertPiles
from .choco_challenge_setup_row_tool_piles import ChocoChallengeSetupRowToolPiles
from .choco_challenge_state import ChocoChallengeState
from .choco_challenge_state_dessert_piles import ChocoChallengeStateDessertPiles
from .choco_challenge_state_tool_piles import ChocoChallengeStateToolPiles
from .choco_challenge_stop_move import ChocoChallengeStopMove
from .choco_challenge_stop_move_type import ChocoChallengeStopMoveType
from .choco_challenge_tie_group import ChocoChallengeTieGroup
from .choco_challenge_tiebreak import ChocoChallengeTiebreak
from .choco_challenge_tool_id import ChocoChallengeToolId
from .choco_challenge_turn import ChocoChallengeTurn
from .choco_challenge_turn_result import ChocoChallengeTurnResult
from .choco_challenge_unseen_move import ChocoChallengeUnseenMove
from .choco_challenge_use_tool_move import ChocoChallengeUseToolMove
from .choco_challenge_use_tool_move_type import ChocoChallengeUseToolMoveType
from .choco_challenge_validate_answer import ChocoChallengeValidateAnswer
from .choco_challenge_view_answer import ChocoChallengeViewAnswer
from .choco_challenge_view_request import ChocoChallengeViewRequest
from .choco_challenge_violation import ChocoChallengeViolation
from .choco_late_arrange_trays_move import ChocoLateArrangeTraysMove
from .choco_late_arrange_trays_move_type import ChocoLateArrangeTraysMoveType
from .choco_late_auction import ChocoLateAuction
from .choco_late_auction_counting import ChocoLateAuctionCounting
from .choco_late_auction_end import ChocoLateAuctionEnd
from .choco_late_auction_in_progress import ChocoLateAuctionInProgress
from .choco_late_auction_in_progress_committed import ChocoLateAuctionInProgressCommitted
from .choco_late_auction_in_progress_invalid import ChocoLateAuctionInProgressInvalid
from .choco_late_auction_in_progress_must_replace import ChocoLateAuctionInProgressMustReplace
from .choco_late_auction_in_progress_replacements import ChocoLateAuctionInProgressReplacements
from .choco_late_auction_in_progress_reveals import ChocoLateAuctionInProgressReveals
from .choco_late_auction_in_progress_stage import ChocoLateAuctionInProgressStage
from .choco_late_auction_invalid import ChocoLateAuctionInvalid
from .choco_late_auction_replacements import ChocoLateAuctionReplacements
from .choco_late_auction_result import ChocoLateAuctionResult
from .choco_late_auction_reveals import ChocoLateAuctionReveals
from .choco_late_best_split_answer import ChocoLateBestSplitAnswer
from .choco_late_card_info import ChocoLateCardInfo
from .choco_late_choose_lot_move import ChocoLateChooseLotMove
from .choco_late_choose_lot_move_type import ChocoLateChooseLotMoveType
from .choco_late_combination import ChocoLateCombination
from .choco_late_combination_id import ChocoLateCombinationId
from .choco_late_combination_use import ChocoLateCombinationUse
from .choco_late_combination_use_id import ChocoLateCombinationUseId
from .choco_late_deal_request import ChocoLateDealRequest
from .choco_late_deck import ChocoLateDeck
from .choco_late_final import ChocoLateFinal
from .choco_late_final_player import ChocoLateFinalPlayer
from .choco_late_game_state import ChocoLateGameState
from .choco_late_game_state_arrangements import ChocoLateGameStateArrangements
from .choco_late_game_state_collections import ChocoLateGameStateCollections
from .choco_late_game_state_hands import ChocoLateGameStateHands
from .choco_late_game_state_piles import ChocoLateGameStatePiles
from .choco_late_history import ChocoLateHistory
from .choco_late_join_move import ChocoLateJoinMove
from .choco_late_join_move_type import ChocoLateJoinMoveType
from .choco_late_legal_move import ChocoLateLegalMove
from .choco_late_legal_moves_answer import ChocoLateLegalMovesAnswer
from .choco_late_lots_request import ChocoLateLotsRequest
from .choco_late_move_type import ChocoLateMoveType
from .choco_late_open_move import ChocoLateOpenMove
from .choco_late_open_move_type import ChocoLateOpenMoveType
from .choco_late_pass_move import ChocoLatePassMove
from .choco_late_pass_move_type import ChocoLatePassMoveType
from .choco_late_phase import ChocoLatePhase
from .choco_late_pile_top import ChocoLatePileTop
from .choco_late_player_score import ChocoLatePlayerScore
from .choco_late_player_score_arrangement import ChocoLatePlayerScoreArrangement
from .choco_late_raise_move import ChocoLateRaiseMove
from .choco_late_raise_move_type import ChocoLateRaiseMoveType
from .choco_late_replace_move import ChocoLateReplaceMove
from .choco_late_replace_move_type import ChocoLateReplaceMoveType
from .choco_late_reveal_move import ChocoLateRevealMove
from .choco_late_reveal_move_type import ChocoLateRevealMoveType
from .choco_late_rule import ChocoLateRule
from .choco_late_rule_id import ChocoLateRuleId
from .choco_late_rule_ruling_text_type_0 import ChocoLateRuleRulingTextType0
from .choco_late_rule_section import ChocoLateRuleSection
from .choco_late_rule_text import ChocoLateRuleText
from .choco_late_rule_title import ChocoLateRuleTitle
from .choco_late_rule_violation_problem import ChocoLateRuleViolationProblem
from .choco_late_rules_answer import ChocoLateRulesAnswer
from .choco_late_rules_answer_game import ChocoLateRulesAnswerGame
from .choco_late_rules_answer_names import ChocoLateRulesAnswerNames
from .choco_late_rules_answer_rulings_policy import ChocoLateRulesAnswerRulingsPolicy
from .choco_late_rules_answer_variants_note import ChocoLateRulesAnswerVariantsNote
from .choco_late_score_answer import ChocoLateScoreAnswer
from .choco_late_score_request_final import ChocoLateScoreRequestFinal
from .choco_late_score_request_game import ChocoLateScoreRequestGame
from .choco_late_search import ChocoLateSearch
from .choco_late_section import ChocoLateSection
from .choco_late_section_id import ChocoLateSectionId
from .choco_late_section_intro_type_0 import ChocoLateSectionIntroType0
from .choco_late_section_title import ChocoLateSectionTitle
from .choco_late_seen_auction import ChocoLateSeenAuction
from .choco_late_seen_auction_committed import ChocoLateSeenAuctionCommitted
from .choco_late_seen_auction_invalid import ChocoLateSeenAuctionInvalid
from .choco_late_seen_auction_must_replace import ChocoLateSeenAuctionMustReplace
from .choco_late_seen_auction_replacements import ChocoLateSeenAuctionReplacements
from .choco_late_seen_auction_reveals import ChocoLateSeenAuctionReveals
from .choco_late_seen_auction_stage import ChocoLateSeenAuctionStage
from .choco_late_seen_state import ChocoLateSeenState
from .choco_late_seen_state_arrangements import ChocoLateSeenStateArrangements
from .choco_late_seen_state_collections import ChocoLateSeenStateCollections
from .choco_late_seen_state_hand_sizes import ChocoLateSeenStateHandSizes
from .choco_late_seen_state_hands import ChocoLateSeenStateHands
from .choco_late_seen_state_piles import ChocoLateSeenStatePiles
from .choco_late_setup import ChocoLateSetup
from .choco_late_setup_hands import ChocoLateSetupHands
from .choco_late_setup_row import ChocoLateSetupRow
from .choco_late_setup_tables import ChocoLateSetupTables
from .choco_late_tiebreak import ChocoLateTiebreak
from .choco_late_tray_breakdown import ChocoLateTrayBreakdown
from .choco_late_tray_request import ChocoLateTrayRequest
from .choco_late_trays_answer import ChocoLateTraysAnswer
from .choco_late_trays_answer_tie_rule_item import ChocoLateTraysAnswerTieRuleItem
from .choco_late_unseen_move import ChocoLateUnseenMove
from .choco_late_validate_answer import ChocoLateValidateAnswer
from .choco_late_variant_id import ChocoLateVariantId
from .choco_late_variant_info import ChocoLateVariantInfo
from .choco_late_variant_info_effect import ChocoLateVariantInfoEffect
from .choco_late_variants import ChocoLateVariants
from .choco_late_view_answer import ChocoLateViewAnswer
from .choco_late_view_request import ChocoLateViewRequest
from .choco_late_violation import ChocoLateViolation
from .chocola_card_count import ChocolaCardCount
from .chocola_chocolate_info import ChocolaChocolateInfo
from .chocola_collection import ChocolaCollection
from .chocola_cost import ChocolaCost
from .chocola_counted import ChocolaCounted
from .chocola_counted_counted_as import ChocolaCountedCountedAs
from .chocola_deal_request import ChocolaDealRequest
from .chocola_deal_request_phase import ChocolaDealRequestPhase
from .chocola_deal_second_phase_move import ChocolaDealSecondPhaseMove
from .chocola_deal_second_phase_move_decorations_type_0 import ChocolaDealSecondPhaseMoveDecorationsType0
from .chocola_deal_second_phase_move_reserves import ChocolaDealSecondPhaseMoveReserves
from .chocola_deal_second_phase_move_type import ChocolaDealSecondPhaseMoveType
from .chocola_decorate_move import ChocolaDecorateMove
from .chocola_decorate_move_decorations import ChocolaDecorateMoveDecorations
from .chocola_decorate_move_reserves_type_0 import ChocolaDecorateMoveReservesType0
from .chocola_decorate_move_type import ChocolaDecorateMoveType
from .chocola_decoration_info import ChocolaDecorationInfo
from .chocola_decoration_info_kind import ChocolaDecorationInfoKind
from .chocola_decoration_info_kind_label import ChocolaDecorationInfoKindLabel
from .chocola_decoration_kind import ChocolaDecorationKind
from .chocola_decoration_kind_label import ChocolaDecorationKindLabel
from .chocola_decoration_rule import ChocolaDecorationRule
from .chocola_decoration_rule_kind import ChocolaDecorationRuleKind
from .chocola_dessert_info import ChocolaDessertInfo
from .chocola_dessert_line import ChocolaDessertLine
from .chocola_dessert_rule import ChocolaDessertRule
from .chocola_dessert_rule_kind import ChocolaDessertRuleKind
from .chocola_draw_request_move import ChocolaDrawRequestMove
from .chocola_draw_request_move_decorations_type_0 import ChocolaDrawRequestMoveDecorationsType0
from .chocola_draw_request_move_reserves_type_0 import ChocolaDrawRequestMoveReservesType0
from .chocola_draw_request_move_type import ChocolaDrawRequestMoveType
from .chocola_final import ChocolaFinal
from .chocola_final_player import ChocolaFinalPlayer
from .chocola_final_player_decorations import ChocolaFinalPlayerDecorations
from .chocola_flavour import ChocolaFlavour
from .chocola_flavour_info import ChocolaFlavourInfo
from .chocola_flavour_info_label import ChocolaFlavourInfoLabel
from .chocola_game_state import ChocolaGameState
from .chocola_game_state_collections import ChocolaGameStateCollections
from .chocola_game_state_declared import ChocolaGameStateDeclared
from .chocola_game_state_phase_number import ChocolaGameStatePhaseNumber
from .chocola_game_state_reserves import ChocolaGameStateReserves
from .chocola_history import ChocolaHistory
from .chocola_inspiration import ChocolaInspiration
from .chocola_inspiration_line import ChocolaInspirationLine
from .chocola_inspiration_state import ChocolaInspirationState
from .chocola_legal_move import ChocolaLegalMove
from .chocola_legal_moves_answer import ChocolaLegalMovesAnswer
from .chocola_legal_moves_answer_phase_number import ChocolaLegalMovesAnswerPhaseNumber
from .chocola_make_tray_move import ChocolaMakeTrayMove
from .chocola_make_tray_move_decorations_type_0 import ChocolaMakeTrayMoveDecorationsType0
from .chocola_make_tray_move_reserves_type_0 import ChocolaMakeTrayMoveReservesType0
from .chocola_make_tray_move_type import ChocolaMakeTrayMoveType
from .chocola_move_type import ChocolaMoveType
from .chocola_pass_move import ChocolaPassMove
from .chocola_pass_move_decorations_type_0 import ChocolaPassMoveDecorationsType0
from .chocola_pass_move_reserves_type_0 import ChocolaPassMoveReservesType0
from .chocola_pass_move_type import ChocolaPassMoveType
from .chocola_payment_answer import ChocolaPaymentAnswer
from .chocola_payment_request import ChocolaPaymentRequest
from .chocola_phase import ChocolaPhase
from .chocola_phase_scores import ChocolaPhaseScores
from .chocola_phase_scores_phase_number import ChocolaPhaseScoresPhaseNumber
from .chocola_phase_scores_scores import ChocolaPhaseScoresScores
from .chocola_placement import ChocolaPlacement
from .chocola_placement_side import ChocolaPlacementSide
from .chocola_player_score import ChocolaPlayerScore
from .chocola_prepare_move import ChocolaPrepareMove
from .chocola_prepare_move_decorations_type_0 import ChocolaPrepareMoveDecorationsType0
from .chocola_prepare_move_reserves_type_0 import ChocolaPrepareMoveReservesType0
from .chocola_prepare_move_type import ChocolaPrepareMoveType
from .chocola_rule import ChocolaRule
from .chocola_rule_id import ChocolaRuleId
from .chocola_rule_kind import ChocolaRuleKind
from .chocola_rule_kind_of import ChocolaRuleKindOf
from .chocola_rule_of_card import ChocolaRuleOfCard
from .chocola_rule_of_card_kind import ChocolaRuleOfCardKind
from .chocola_rule_of_card_params import ChocolaRuleOfCardParams
from .chocola_rule_params import ChocolaRuleParams
from .chocola_rule_ruling_text_type_0 import ChocolaRuleRulingTextType0
from .chocola_rule_section import ChocolaRuleSection
from .chocola_rule_text import ChocolaRuleText
from .chocola_rule_title import ChocolaRuleTitle
from .chocola_rule_violation_problem import ChocolaRuleViolationProblem
from .chocola_rules_answer import ChocolaRulesAnswer
from .chocola_rules_answer_game import ChocolaRulesAnswerGame
from .chocola_rules_answer_names import ChocolaRulesAnswerNames
from .chocola_rules_answer_rulings_policy import ChocolaRulesAnswerRulingsPolicy
from .chocola_score_answer import ChocolaScoreAnswer
from .chocola_score_answer_tiebreak_type_0 import ChocolaScoreAnswerTiebreakType0
from .chocola_score_request_final import ChocolaScoreRequestFinal
from .chocola_score_request_game import ChocolaScoreRequestGame
from .chocola_second_phase_deal import ChocolaSecondPhaseDeal
from .chocola_section import ChocolaSection
from .chocola_section_id import ChocolaSectionId
from .chocola_section_intro_type_0 import ChocolaSectionIntroType0
from .chocola_section_title import ChocolaSectionTitle
from .chocola_seen_state import ChocolaSeenState
from .chocola_seen_state_collections import ChocolaSeenStateCollections
from .chocola_seen_state_declared import ChocolaSeenStateDeclared
from .chocola_seen_state_phase_number import ChocolaSeenStatePhaseNumber
from .chocola_seen_state_reserves import ChocolaSeenStateReserves
from .chocola_setup import ChocolaSetup
from .chocola_setup_reserves import ChocolaSetupReserves
from .chocola_setup_row import ChocolaSetupRow
from .chocola_stack import ChocolaStack
from .chocola_swap_chocolate_move import ChocolaSwapChocolateMove
from .chocola_swap_chocolate_move_decorations_type_0 import ChocolaSwapChocolateMoveDecorationsType0
from .chocola_swap_chocolate_move_reserves_type_0 import ChocolaSwapChocolateMoveReservesType0
from .chocola_swap_chocolate_move_type import ChocolaSwapChocolateMoveType
from .chocola_take_chocolate_move import ChocolaTakeChocolateMove
from .chocola_take_chocolate_move_decorations_type_0 import ChocolaTakeChocolateMoveDecorationsType0
from .chocola_take_chocolate_move_reserves_type_0 import ChocolaTakeChocolateMoveReservesType0
from .chocola_take_chocolate_move_type import ChocolaTakeChocolateMoveType
from .chocola_tray_answer import ChocolaTrayAnswer
from .chocola_tray_answer_tray_chosen import ChocolaTrayAnswerTrayChosen
from .chocola_tray_request import ChocolaTrayRequest
from .chocola_tray_request_decorations import ChocolaTrayRequestDecorations
from .chocola_turn import ChocolaTurn
from .chocola_type import ChocolaType
from .chocola_type_info import ChocolaTypeInfo
from .chocola_type_info_label import ChocolaTypeInfoLabel
from .chocola_unseen_move import ChocolaUnseenMove
from .chocola_validate_answer import ChocolaValidateAnswer
from .chocola_variant_id import ChocolaVariantId
from .chocola_variant_info import ChocolaVariantInfo
from .chocola_variant_info_effect import ChocolaVariantInfoEffect
from .chocola_variants import ChocolaVariants
from .chocola_view_answer import ChocolaViewAnswer
from .chocola_view_request import ChocolaViewRequest
from .chocola_violation import ChocolaViolation
from .choko_mannaro_card_id import ChokoMannaroCardId
from .choko_mannaro_card_info import ChokoMannaroCardInfo
from .choko_mannaro_deal_request import ChokoMannaroDealRequest
from .choko_mannaro_deal_request_ages import ChokoMannaroDealRequestAges
from .choko_mannaro_draw_move import ChokoMannaroDrawMove
from .choko_mannaro_draw_move_card import ChokoMannaroDrawMoveCard
from .choko_mannaro_draw_move_type import ChokoMannaroDrawMoveType
from .choko_mannaro_event import ChokoMannaroEvent
from .choko_mannaro_event_by import ChokoMannaroEventBy
from .choko_mannaro_event_kind import ChokoMannaroEventKind
from .choko_mannaro_family import ChokoMannaroFamily
from .choko_mannaro_family_info import ChokoMannaroFamilyInfo
from .choko_mannaro_game_state import ChokoMannaroGameState
from .choko_mannaro_game_state_chokos import ChokoMannaroGameStateChokos
from .choko_mannaro_game_state_hands import ChokoMannaroGameStateHands
from .choko_mannaro_game_state_moods import ChokoMannaroGameStateMoods
from .choko_mannaro_game_state_played import ChokoMannaroGameStatePlayed
from .choko_mannaro_game_state_quarantine import ChokoMannaroGameStateQuarantine
from .choko_mannaro_history import ChokoMannaroHistory
from .choko_mannaro_legal_move import ChokoMannaroLegalMove
from .choko_mannaro_legal_moves_answer import ChokoMannaroLegalMovesAnswer
from .choko_mannaro_move_type import ChokoMannaroMoveType
from .choko_mannaro_pair import ChokoMannaroPair
from .choko_mannaro_peek import ChokoMannaroPeek
from .choko_mannaro_peek_move import ChokoMannaroPeekMove
from .choko_mannaro_peek_move_card import ChokoMannaroPeekMoveCard
from .choko_mannaro_peek_move_type import ChokoMannaroPeekMoveType
from .choko_mannaro_peek_pick_move import ChokoMannaroPeekPickMove
from .choko_mannaro_peek_pick_move_card import ChokoMannaroPeekPickMoveCard
from .choko_mannaro_peek_pick_move_type import ChokoMannaroPeekPickMoveType
from .choko_mannaro_phase import ChokoMannaroPhase
from .choko_mannaro_pile import ChokoMannaroPile
from .choko_mannaro_pile_cards import ChokoMannaroPileCards
from .choko_mannaro_play_move import ChokoMannaroPlayMove
from .choko_mannaro_play_move_card import ChokoMannaroPlayMoveCard
from .choko_mannaro_play_move_type import ChokoMannaroPlayMoveType
from .choko_mannaro_player_score import ChokoMannaroPlayerScore
from .choko_mannaro_quarantine import ChokoMannaroQuarantine
from .choko_mannaro_quarantine_move import ChokoMannaroQuarantineMove
from .choko_mannaro_quarantine_move_type import ChokoMannaroQuarantineMoveType
from .choko_mannaro_rule import ChokoMannaroRule
from .choko_mannaro_rule_id import ChokoMannaroRuleId
from .choko_mannaro_rule_ruling_text_type_0 import ChokoMannaroRuleRulingTextType0
from .choko_mannaro_rule_section import ChokoMannaroRuleSection
from .choko_mannaro_rule_text import ChokoMannaroRuleText
from .choko_mannaro_rule_title import ChokoMannaroRuleTitle
from .choko_mannaro_rule_violation_problem import ChokoMannaroRuleViolationProblem
from .choko_mannaro_rules_answer import ChokoMannaroRulesAnswer
from .choko_mannaro_rules_answer_game import ChokoMannaroRulesAnswerGame
from .choko_mannaro_rules_answer_names import ChokoMannaroRulesAnswerNames
from .choko_mannaro_score_answer import ChokoMannaroScoreAnswer
from .choko_mannaro_score_request import ChokoMannaroScoreRequest
from .choko_mannaro_section import ChokoMannaroSection
from .choko_mannaro_section_id import ChokoMannaroSectionId
from .choko_mannaro_section_intro_type_0 import ChokoMannaroSectionIntroType0
from .choko_mannaro_section_title import ChokoMannaroSectionTitle
from .choko_mannaro_seen_peek import ChokoMannaroSeenPeek
from .choko_mannaro_seen_pile import ChokoMannaroSeenPile
from .choko_mannaro_seen_pile_cards_type_0 import ChokoMannaroSeenPileCardsType0
from .choko_mannaro_seen_state import ChokoMannaroSeenState
from .choko_mannaro_seen_state_chokos import ChokoMannaroSeenStateChokos
from .choko_mannaro_seen_state_hand_sizes import ChokoMannaroSeenStateHandSizes
from .choko_mannaro_seen_state_hands import ChokoMannaroSeenStateHands
from .choko_mannaro_seen_state_moods import ChokoMannaroSeenStateMoods
from .choko_mannaro_seen_state_played import ChokoMannaroSeenStatePlayed
from .choko_mannaro_seen_state_quarantine import ChokoMannaroSeenStateQuarantine
from .choko_mannaro_setup import ChokoMannaroSetup
from .choko_mannaro_setup_ages import ChokoMannaroSetupAges
from .choko_mannaro_setup_chokos import ChokoMannaroSetupChokos
from .choko_mannaro_setup_hands import ChokoMannaroSetupHands
from .choko_mannaro_setup_hands_additional_property_item import ChokoMannaroSetupHandsAdditionalPropertyItem
from .choko_mannaro_setup_pairing_item import ChokoMannaroSetupPairingItem
from .choko_mannaro_setup_row import ChokoMannaroSetupRow
from .choko_mannaro_slaughter import ChokoMannaroSlaughter
from .choko_mannaro_slaughter_pick_move import ChokoMannaroSlaughterPickMove
from .choko_mannaro_slaughter_pick_move_card import ChokoMannaroSlaughterPickMoveCard
from .choko_mannaro_slaughter_pick_move_type import ChokoMannaroSlaughterPickMoveType
from .choko_mannaro_target_move import ChokoMannaroTargetMove
from .choko_mannaro_target_move_card_type_1 import ChokoMannaroTargetMoveCardType1
from .choko_mannaro_target_move_card_type_2_type_1 import ChokoMannaroTargetMoveCardType2Type1
from .choko_mannaro_target_move_card_type_3_type_1 import ChokoMannaroTargetMoveCardType3Type1
from .choko_mannaro_target_move_type import ChokoMannaroTargetMoveType
from .choko_mannaro_toss_move import ChokoMannaroTossMove
from .choko_mannaro_toss_move_type import ChokoMannaroTossMoveType
from .choko_mannaro_unseen_move import ChokoMannaroUnseenMove
from .choko_mannaro_validate_answer import ChokoMannaroValidateAnswer
from .choko_mannaro_variants import ChokoMannaroVariants
from .choko_mannaro_view_answer import ChokoMannaroViewAnswer
from .choko_mannaro_view_request import ChokoMannaroViewRequest
from .choko_mannaro_violation import ChokoMannaroViolation
from .choko_masquerade_card import ChokoMasqueradeCard
from .choko_masquerade_cards_table import ChokoMasqueradeCardsTable
from .choko_masquerade_cards_table_set_aside_note import ChokoMasqueradeCardsTableSetAsideNote
from .choko_masquerade_character import ChokoMasqueradeCharacter
from .choko_masquerade_deal_request import ChokoMasqueradeDealRequest
from .choko_masquerade_draw_move import ChokoMasqueradeDrawMove
from .choko_masquerade_draw_move_type import ChokoMasqueradeDrawMoveType
from .choko_masquerade_final import ChokoMasqueradeFinal
from .choko_masquerade_final_player import ChokoMasqueradeFinalPlayer
from .choko_masquerade_found import ChokoMasqueradeFound
from .choko_masquerade_game_state import ChokoMasqueradeGameState
from .choko_masquerade_game_state_deck import ChokoMasqueradeGameStateDeck
from .choko_masquerade_game_state_hands import ChokoMasqueradeGameStateHands
from .choko_masquerade_game_state_pairs import ChokoMasqueradeGameStatePairs
from .choko_masquerade_guess import ChokoMasqueradeGuess
from .choko_masquerade_guess_move import ChokoMasqueradeGuessMove
from .choko_masquerade_guess_move_type import ChokoMasqueradeGuessMoveType
from .choko_masquerade_guess_result import ChokoMasqueradeGuessResult
from .choko_masquerade_hand_pair_move import ChokoMasqueradeHandPairMove
from .choko_masquerade_hand_pair_move_type import ChokoMasqueradeHandPairMoveType
from .choko_masquerade_history import ChokoMasqueradeHistory
from .choko_masquerade_history_deck_item import ChokoMasqueradeHistoryDeckItem
from .choko_masquerade_lay_move import ChokoMasqueradeLayMove
from .choko_masquerade_lay_move_type import ChokoMasqueradeLayMoveType
from .choko_masquerade_legal_move import ChokoMasqueradeLegalMove
from .choko_masquerade_legal_moves_answer import ChokoMasqueradeLegalMovesAnswer
from .choko_masquerade_move_type import ChokoMasqueradeMoveType
from .choko_masquerade_pair import ChokoMasqueradePair
from .choko_masquerade_pair_move import ChokoMasqueradePairMove
from .choko_masquerade_pair_move_type import ChokoMasqueradePairMoveType
from .choko_masquerade_phase import ChokoMasqueradePhase
from .choko_masquerade_player_score import ChokoMasqueradePlayerScore
from .choko_masquerade_rule import ChokoMasqueradeRule
from .choko_masquerade_rule_id import ChokoMasqueradeRuleId
from .choko_masquerade_rule_ruling_text_type_0 import ChokoMasqueradeRuleRulingTextType0
from .choko_masquerade_rule_section import ChokoMasqueradeRuleSection
from .choko_masquerade_rule_text import ChokoMasqueradeRuleText
from .choko_masquerade_rule_title import ChokoMasqueradeRuleTitle
from .choko_masquerade_rule_violation_problem import ChokoMasqueradeRuleViolationProblem
from .choko_masquerade_rules_answer import ChokoMasqueradeRulesAnswer
from .choko_masquerade_rules_answer_game import ChokoMasqueradeRulesAnswerGame
from .choko_masquerade_rules_answer_names import ChokoMasqueradeRulesAnswerNames
from .choko_masquerade_score_answer import ChokoMasqueradeScoreAnswer
from .choko_masquerade_score_answer_tiebreak_type_0 import ChokoMasqueradeScoreAnswerTiebreakType0
from .choko_masquerade_score_request_final import ChokoMasqueradeScoreRequestFinal
from .choko_masquerade_score_request_game import ChokoMasqueradeScoreRequestGame
from .choko_masquerade_section import ChokoMasqueradeSection
from .choko_masquerade_section_id import ChokoMasqueradeSectionId
from .choko_masquerade_section_intro_type_0 import ChokoMasqueradeSectionIntroType0
from .choko_masquerade_section_title import ChokoMasqueradeSectionTitle
from .choko_masquerade_seen_state import ChokoMasqueradeSeenState
from .choko_masquerade_seen_state_deck_type_0 import ChokoMasqueradeSeenStateDeckType0
from .choko_masquerade_seen_state_hand_sizes import ChokoMasqueradeSeenStateHandSizes
from .choko_masquerade_seen_state_hands import ChokoMasqueradeSeenStateHands
from .choko_masquerade_seen_state_pairs import ChokoMasqueradeSeenStatePairs
from .choko_masquerade_setup import ChokoMasqueradeSetup
from .choko_masquerade_setup_hands import ChokoMasqueradeSetupHands
from .choko_masquerade_setup_hands_additional_property_item import ChokoMasqueradeSetupHandsAdditionalPropertyItem
from .choko_masquerade_setup_table import ChokoMasqueradeSetupTable
from .choko_masquerade_setup_table_item import ChokoMasqueradeSetupTableItem
from .choko_masquerade_slaughter import ChokoMasqueradeSlaughter
from .choko_masquerade_slaughter_under_way import ChokoMasqueradeSlaughterUnderWay
from .choko_masquerade_table_pair_move import ChokoMasqueradeTablePairMove
from .choko_masquerade_table_pair_move_type import ChokoMasqueradeTablePairMoveType
from .choko_masquerade_unseen_move import ChokoMasqueradeUnseenMove
from .choko_masquerade_validate_answer import ChokoMasqueradeValidateAnswer
from .choko_masquerade_variants import ChokoMasqueradeVariants
from .choko_masquerade_view_answer import ChokoMasqueradeViewAnswer
from .choko_masquerade_view_request import ChokoMasqueradeViewRequest
from .choko_masquerade_violation import ChokoMasqueradeViolation
from .deal_option import DealOption
from .field_error import FieldError
from .game import Game
from .game_name import GameName
from .games import Games
from .get_open_api_document_response_200 import GetOpenApiDocumentResponse200
from .get_open_api_document_response_200_info import GetOpenApiDocumentResponse200Info
from .get_open_api_document_response_200_paths import GetOpenApiDocumentResponse200Paths
from .get_problem_type_slug import GetProblemTypeSlug
from .health import Health
from .health_status import HealthStatus
from .invalid_body_problem import InvalidBodyProblem
from .legal_move import LegalMove
from .legal_move_choose import LegalMoveChoose
from .legal_move_choose_between import LegalMoveChooseBetween
from .legal_move_choose_one_of import LegalMoveChooseOneOf
from .legal_move_choose_subset_of import LegalMoveChooseSubsetOf
from .player_count import PlayerCount
from .problem import Problem
from .problem_type import ProblemType
from .problem_type_uri import ProblemTypeUri

__all__ = (
    "ChocoChallengeBack",
    "ChocoChallengeBustMove",
    "ChocoChallengeBustMoveType",
    "ChocoChallengeBuy",
    "ChocoChallengeCardId",
    "ChocoChallengeCardInfo",
    "ChocoChallengeCardInfoBack",
    "ChocoChallengeCardInfoInPlay",
    "ChocoChallengeCardInfoKind",
    "ChocoChallengeCardInfoLabel",
    "ChocoChallengeCardInfoReconstructedFieldsItem",
    "ChocoChallengeComparison",
    "ChocoChallengeDealRequest",
    "ChocoChallengeDealRequestVariants",
    "ChocoChallengeDeck",
    "ChocoChallengeDeckCards",
    "ChocoChallengeDrawMove",
    "ChocoChallengeDrawMoveType",
    "ChocoChallengeEndReason",
    "ChocoChallengeExtra",
    "ChocoChallengeExtraDeclineMove",
    "ChocoChallengeExtraDeclineMoveType",
    "ChocoChallengeExtraDrawMove",
    "ChocoChallengeExtraDrawMoveType",
    "ChocoChallengeExtraPickMove",
    "ChocoChallengeExtraPickMoveType",
    "ChocoChallengeExtraToolMove",
    "ChocoChallengeExtraToolMoveType",
    "ChocoChallengeFinal",
    "ChocoChallengeFinalPlayer",
    "ChocoChallengeHistory",
    "ChocoChallengeHistoryVariants",
    "ChocoChallengeLegalMove",
    "ChocoChallengeLegalMovesAnswer",
    "ChocoChallengeLegalMovesAnswerBustProbabilityByBackApproxType0",
    "ChocoChallengeLegalMovesAnswerBustProbabilityByBackType0",
    "ChocoChallengeMoveType",
    "ChocoChallengePhase",
    "ChocoChallengePlayerScore",
    "ChocoChallengePlayerState",
    "ChocoChallengePlayerStateDiscard",
    "ChocoChallengePlayerStateDrawPile",
    "ChocoChallengePurchase",
    "ChocoChallengeQueueEntry",
    "ChocoChallengeRefill",
    "ChocoChallengeRefillMove",
    "ChocoChallengeRefillMoveType",
    "ChocoChallengeRule",
    "ChocoChallengeRuleId",
    "ChocoChallengeRuleRulingTextType0",
    "ChocoChallengeRulesAnswer",
    "ChocoChallengeRulesAnswerGame",
    "ChocoChallengeRulesAnswerNames",
    "ChocoChallengeRulesAnswerRulingsPolicy",
    "ChocoChallengeRuleSection",
    "ChocoChallengeRuleText",
    "ChocoChallengeRuleTitle",
    "ChocoChallengeRuleViolationProblem",
    "ChocoChallengeRuling",
    "ChocoChallengeRulingText",
    "ChocoChallengeRulingTitle",
    "ChocoChallengeScoreAnswer",
    "ChocoChallengeScoreRequestFinal",
    "ChocoChallengeScoreRequestGame",
    "ChocoChallengeSection",
    "ChocoChallengeSectionId",
    "ChocoChallengeSectionIntroType0",
    "ChocoChallengeSectionTitle",
    "ChocoChallengeSeenDeck",
    "ChocoChallengeSeenDeckCardsType0",
    "ChocoChallengeSeenPlayerState",
    "ChocoChallengeSeenPlayerStateDiscardType0",
    "ChocoChallengeSeenPlayerStateDrawPileType0",
    "ChocoChallengeSeenState",
    "ChocoChallengeSeenStateDessertPiles",
    "ChocoChallengeSeenStateToolPiles",
    "ChocoChallengeSetup",
    "ChocoChallengeSetupBaseSetsType0",
    "ChocoChallengeSetupRow",
    "ChocoChallengeSetupRowDessertPiles",
    "ChocoChallengeSetupRowToolPiles",
    "ChocoChallengeState",
    "ChocoChallengeStateDessertPiles",
    "ChocoChallengeStateToolPiles",
    "ChocoChallengeStopMove",
    "ChocoChallengeStopMoveType",
    "ChocoChallengeTiebreak",
    "ChocoChallengeTieGroup",
    "ChocoChallengeToolId",
    "ChocoChallengeTurn",
    "ChocoChallengeTurnResult",
    "ChocoChallengeUnseenMove",
    "ChocoChallengeUseToolMove",
    "ChocoChallengeUseToolMoveType",
    "ChocoChallengeValidateAnswer",
    "ChocoChallengeViewAnswer",
    "ChocoChallengeViewRequest",
    "ChocoChallengeViolation",
    "ChocolaCardCount",
    "ChocolaChocolateInfo",
    "ChocolaCollection",
    "ChocolaCost",
    "ChocolaCounted",
    "ChocolaCountedCountedAs",
    "ChocolaDealRequest",
    "ChocolaDealRequestPhase",
    "ChocolaDealSecondPhaseMove",
    "ChocolaDealSecondPhaseMoveDecorationsType0",
    "ChocolaDealSecondPhaseMoveReserves",
    "ChocolaDealSecondPhaseMoveType",
    "ChocolaDecorateMove",
    "ChocolaDecorateMoveDecorations",
    "ChocolaDecorateMoveReservesType0",
    "ChocolaDecorateMoveType",
    "ChocolaDecorationInfo",
    "ChocolaDecorationInfoKind",
    "ChocolaDecorationInfoKindLabel",
    "ChocolaDecorationKind",
    "ChocolaDecorationKindLabel",
    "ChocolaDecorationRule",
    "ChocolaDecorationRuleKind",
    "ChocolaDessertInfo",
    "ChocolaDessertLine",
    "ChocolaDessertRule",
    "ChocolaDessertRuleKind",
    "ChocolaDrawRequestMove",
    "ChocolaDrawRequestMoveDecorationsType0",
    "ChocolaDrawRequestMoveReservesType0",
    "ChocolaDrawRequestMoveType",
    "ChocolaFinal",
    "ChocolaFinalPlayer",
    "ChocolaFinalPlayerDecorations",
    "ChocolaFlavour",
    "ChocolaFlavourInfo",
    "ChocolaFlavourInfoLabel",
    "ChocolaGameState",
    "ChocolaGameStateCollections",
    "ChocolaGameStateDeclared",
    "ChocolaGameStatePhaseNumber",
    "ChocolaGameStateReserves",
    "ChocolaHistory",
    "ChocolaInspiration",
    "ChocolaInspirationLine",
    "ChocolaInspirationState",
    "ChocolaLegalMove",
    "ChocolaLegalMovesAnswer",
    "ChocolaLegalMovesAnswerPhaseNumber",
    "ChocolaMakeTrayMove",
    "ChocolaMakeTrayMoveDecorationsType0",
    "ChocolaMakeTrayMoveReservesType0",
    "ChocolaMakeTrayMoveType",
    "ChocolaMoveType",
    "ChocolaPassMove",
    "ChocolaPassMoveDecorationsType0",
    "ChocolaPassMoveReservesType0",
    "ChocolaPassMoveType",
    "ChocolaPaymentAnswer",
    "ChocolaPaymentRequest",
    "ChocolaPhase",
    "ChocolaPhaseScores",
    "ChocolaPhaseScoresPhaseNumber",
    "ChocolaPhaseScoresScores",
    "ChocolaPlacement",
    "ChocolaPlacementSide",
    "ChocolaPlayerScore",
    "ChocolaPrepareMove",
    "ChocolaPrepareMoveDecorationsType0",
    "ChocolaPrepareMoveReservesType0",
    "ChocolaPrepareMoveType",
    "ChocolaRule",
    "ChocolaRuleId",
    "ChocolaRuleKind",
    "ChocolaRuleKindOf",
    "ChocolaRuleOfCard",
    "ChocolaRuleOfCardKind",
    "ChocolaRuleOfCardParams",
    "ChocolaRuleParams",
    "ChocolaRuleRulingTextType0",
    "ChocolaRulesAnswer",
    "ChocolaRulesAnswerGame",
    "ChocolaRulesAnswerNames",
    "ChocolaRulesAnswerRulingsPolicy",
    "ChocolaRuleSection",
    "ChocolaRuleText",
    "ChocolaRuleTitle",
    "ChocolaRuleViolationProblem",
    "ChocolaScoreAnswer",
    "ChocolaScoreAnswerTiebreakType0",
    "ChocolaScoreRequestFinal",
    "ChocolaScoreRequestGame",
    "ChocolaSecondPhaseDeal",
    "ChocolaSection",
    "ChocolaSectionId",
    "ChocolaSectionIntroType0",
    "ChocolaSectionTitle",
    "ChocolaSeenState",
    "ChocolaSeenStateCollections",
    "ChocolaSeenStateDeclared",
    "ChocolaSeenStatePhaseNumber",
    "ChocolaSeenStateReserves",
    "ChocolaSetup",
    "ChocolaSetupReserves",
    "ChocolaSetupRow",
    "ChocolaStack",
    "ChocolaSwapChocolateMove",
    "ChocolaSwapChocolateMoveDecorationsType0",
    "ChocolaSwapChocolateMoveReservesType0",
    "ChocolaSwapChocolateMoveType",
    "ChocolaTakeChocolateMove",
    "ChocolaTakeChocolateMoveDecorationsType0",
    "ChocolaTakeChocolateMoveReservesType0",
    "ChocolaTakeChocolateMoveType",
    "ChocoLateArrangeTraysMove",
    "ChocoLateArrangeTraysMoveType",
    "ChocoLateAuction",
    "ChocoLateAuctionCounting",
    "ChocoLateAuctionEnd",
    "ChocoLateAuctionInProgress",
    "ChocoLateAuctionInProgressCommitted",
    "ChocoLateAuctionInProgressInvalid",
    "ChocoLateAuctionInProgressMustReplace",
    "ChocoLateAuctionInProgressReplacements",
    "ChocoLateAuctionInProgressReveals",
    "ChocoLateAuctionInProgressStage",
    "ChocoLateAuctionInvalid",
    "ChocoLateAuctionReplacements",
    "ChocoLateAuctionResult",
    "ChocoLateAuctionReveals",
    "ChocoLateBestSplitAnswer",
    "ChocoLateCardInfo",
    "ChocoLateChooseLotMove",
    "ChocoLateChooseLotMoveType",
    "ChocoLateCombination",
    "ChocoLateCombinationId",
    "ChocoLateCombinationUse",
    "ChocoLateCombinationUseId",
    "ChocoLateDealRequest",
    "ChocoLateDeck",
    "ChocoLateFinal",
    "ChocoLateFinalPlayer",
    "ChocoLateGameState",
    "ChocoLateGameStateArrangements",
    "ChocoLateGameStateCollections",
    "ChocoLateGameStateHands",
    "ChocoLateGameStatePiles",
    "ChocoLateHistory",
    "ChocoLateJoinMove",
    "ChocoLateJoinMoveType",
    "ChocoLateLegalMove",
    "ChocoLateLegalMovesAnswer",
    "ChocoLateLotsRequest",
    "ChocoLateMoveType",
    "ChocoLateOpenMove",
    "ChocoLateOpenMoveType",
    "ChocoLatePassMove",
    "ChocoLatePassMoveType",
    "ChocoLatePhase",
    "ChocoLatePileTop",
    "ChocoLatePlayerScore",
    "ChocoLatePlayerScoreArrangement",
    "ChocoLateRaiseMove",
    "ChocoLateRaiseMoveType",
    "ChocoLateReplaceMove",
    "ChocoLateReplaceMoveType",
    "ChocoLateRevealMove",
    "ChocoLateRevealMoveType",
    "ChocoLateRule",
    "ChocoLateRuleId",
    "ChocoLateRuleRulingTextType0",
    "ChocoLateRulesAnswer",
    "ChocoLateRulesAnswerGame",
    "ChocoLateRulesAnswerNames",
    "ChocoLateRulesAnswerRulingsPolicy",
    "ChocoLateRulesAnswerVariantsNote",
    "ChocoLateRuleSection",
    "ChocoLateRuleText",
    "ChocoLateRuleTitle",
    "ChocoLateRuleViolationProblem",
    "ChocoLateScoreAnswer",
    "ChocoLateScoreRequestFinal",
    "ChocoLateScoreRequestGame",
    "ChocoLateSearch",
    "ChocoLateSection",
    "ChocoLateSectionId",
    "ChocoLateSectionIntroType0",
    "ChocoLateSectionTitle",
    "ChocoLateSeenAuction",
    "ChocoLateSeenAuctionCommitted",
    "ChocoLateSeenAuctionInvalid",
    "ChocoLateSeenAuctionMustReplace",
    "ChocoLateSeenAuctionReplacements",
    "ChocoLateSeenAuctionReveals",
    "ChocoLateSeenAuctionStage",
    "ChocoLateSeenState",
    "ChocoLateSeenStateArrangements",
    "ChocoLateSeenStateCollections",
    "ChocoLateSeenStateHands",
    "ChocoLateSeenStateHandSizes",
    "ChocoLateSeenStatePiles",
    "ChocoLateSetup",
    "ChocoLateSetupHands",
    "ChocoLateSetupRow",
    "ChocoLateSetupTables",
    "ChocoLateTiebreak",
    "ChocoLateTrayBreakdown",
    "ChocoLateTrayRequest",
    "ChocoLateTraysAnswer",
    "ChocoLateTraysAnswerTieRuleItem",
    "ChocoLateUnseenMove",
    "ChocoLateValidateAnswer",
    "ChocoLateVariantId",
    "ChocoLateVariantInfo",
    "ChocoLateVariantInfoEffect",
    "ChocoLateVariants",
    "ChocoLateViewAnswer",
    "ChocoLateViewRequest",
    "ChocoLateViolation",
    "ChocolaTrayAnswer",
    "ChocolaTrayAnswerTrayChosen",
    "ChocolaTrayRequest",
    "ChocolaTrayRequestDecorations",
    "ChocolaTurn",
    "ChocolaType",
    "ChocolaTypeInfo",
    "ChocolaTypeInfoLabel",
    "ChocolaUnseenMove",
    "ChocolaValidateAnswer",
    "ChocolaVariantId",
    "ChocolaVariantInfo",
    "ChocolaVariantInfoEffect",
    "ChocolaVariants",
    "ChocolaViewAnswer",
    "ChocolaViewRequest",
    "ChocolaViolation",
    "ChokoMannaroCardId",
    "ChokoMannaroCardInfo",
    "ChokoMannaroDealRequest",
    "ChokoMannaroDealRequestAges",
    "ChokoMannaroDrawMove",
    "ChokoMannaroDrawMoveCard",
    "ChokoMannaroDrawMoveType",
    "ChokoMannaroEvent",
    "ChokoMannaroEventBy",
    "ChokoMannaroEventKind",
    "ChokoMannaroFamily",
    "ChokoMannaroFamilyInfo",
    "ChokoMannaroGameState",
    "ChokoMannaroGameStateChokos",
    "ChokoMannaroGameStateHands",
    "ChokoMannaroGameStateMoods",
    "ChokoMannaroGameStatePlayed",
    "ChokoMannaroGameStateQuarantine",
    "ChokoMannaroHistory",
    "ChokoMannaroLegalMove",
    "ChokoMannaroLegalMovesAnswer",
    "ChokoMannaroMoveType",
    "ChokoMannaroPair",
    "ChokoMannaroPeek",
    "ChokoMannaroPeekMove",
    "ChokoMannaroPeekMoveCard",
    "ChokoMannaroPeekMoveType",
    "ChokoMannaroPeekPickMove",
    "ChokoMannaroPeekPickMoveCard",
    "ChokoMannaroPeekPickMoveType",
    "ChokoMannaroPhase",
    "ChokoMannaroPile",
    "ChokoMannaroPileCards",
    "ChokoMannaroPlayerScore",
    "ChokoMannaroPlayMove",
    "ChokoMannaroPlayMoveCard",
    "ChokoMannaroPlayMoveType",
    "ChokoMannaroQuarantine",
    "ChokoMannaroQuarantineMove",
    "ChokoMannaroQuarantineMoveType",
    "ChokoMannaroRule",
    "ChokoMannaroRuleId",
    "ChokoMannaroRuleRulingTextType0",
    "ChokoMannaroRulesAnswer",
    "ChokoMannaroRulesAnswerGame",
    "ChokoMannaroRulesAnswerNames",
    "ChokoMannaroRuleSection",
    "ChokoMannaroRuleText",
    "ChokoMannaroRuleTitle",
    "ChokoMannaroRuleViolationProblem",
    "ChokoMannaroScoreAnswer",
    "ChokoMannaroScoreRequest",
    "ChokoMannaroSection",
    "ChokoMannaroSectionId",
    "ChokoMannaroSectionIntroType0",
    "ChokoMannaroSectionTitle",
    "ChokoMannaroSeenPeek",
    "ChokoMannaroSeenPile",
    "ChokoMannaroSeenPileCardsType0",
    "ChokoMannaroSeenState",
    "ChokoMannaroSeenStateChokos",
    "ChokoMannaroSeenStateHands",
    "ChokoMannaroSeenStateHandSizes",
    "ChokoMannaroSeenStateMoods",
    "ChokoMannaroSeenStatePlayed",
    "ChokoMannaroSeenStateQuarantine",
    "ChokoMannaroSetup",
    "ChokoMannaroSetupAges",
    "ChokoMannaroSetupChokos",
    "ChokoMannaroSetupHands",
    "ChokoMannaroSetupHandsAdditionalPropertyItem",
    "ChokoMannaroSetupPairingItem",
    "ChokoMannaroSetupRow",
    "ChokoMannaroSlaughter",
    "ChokoMannaroSlaughterPickMove",
    "ChokoMannaroSlaughterPickMoveCard",
    "ChokoMannaroSlaughterPickMoveType",
    "ChokoMannaroTargetMove",
    "ChokoMannaroTargetMoveCardType1",
    "ChokoMannaroTargetMoveCardType2Type1",
    "ChokoMannaroTargetMoveCardType3Type1",
    "ChokoMannaroTargetMoveType",
    "ChokoMannaroTossMove",
    "ChokoMannaroTossMoveType",
    "ChokoMannaroUnseenMove",
    "ChokoMannaroValidateAnswer",
    "ChokoMannaroVariants",
    "ChokoMannaroViewAnswer",
    "ChokoMannaroViewRequest",
    "ChokoMannaroViolation",
    "ChokoMasqueradeCard",
    "ChokoMasqueradeCardsTable",
    "ChokoMasqueradeCardsTableSetAsideNote",
    "ChokoMasqueradeCharacter",
    "ChokoMasqueradeDealRequest",
    "ChokoMasqueradeDrawMove",
    "ChokoMasqueradeDrawMoveType",
    "ChokoMasqueradeFinal",
    "ChokoMasqueradeFinalPlayer",
    "ChokoMasqueradeFound",
    "ChokoMasqueradeGameState",
    "ChokoMasqueradeGameStateDeck",
    "ChokoMasqueradeGameStateHands",
    "ChokoMasqueradeGameStatePairs",
    "ChokoMasqueradeGuess",
    "ChokoMasqueradeGuessMove",
    "ChokoMasqueradeGuessMoveType",
    "ChokoMasqueradeGuessResult",
    "ChokoMasqueradeHandPairMove",
    "ChokoMasqueradeHandPairMoveType",
    "ChokoMasqueradeHistory",
    "ChokoMasqueradeHistoryDeckItem",
    "ChokoMasqueradeLayMove",
    "ChokoMasqueradeLayMoveType",
    "ChokoMasqueradeLegalMove",
    "ChokoMasqueradeLegalMovesAnswer",
    "ChokoMasqueradeMoveType",
    "ChokoMasqueradePair",
    "ChokoMasqueradePairMove",
    "ChokoMasqueradePairMoveType",
    "ChokoMasqueradePhase",
    "ChokoMasqueradePlayerScore",
    "ChokoMasqueradeRule",
    "ChokoMasqueradeRuleId",
    "ChokoMasqueradeRuleRulingTextType0",
    "ChokoMasqueradeRulesAnswer",
    "ChokoMasqueradeRulesAnswerGame",
    "ChokoMasqueradeRulesAnswerNames",
    "ChokoMasqueradeRuleSection",
    "ChokoMasqueradeRuleText",
    "ChokoMasqueradeRuleTitle",
    "ChokoMasqueradeRuleViolationProblem",
    "ChokoMasqueradeScoreAnswer",
    "ChokoMasqueradeScoreAnswerTiebreakType0",
    "ChokoMasqueradeScoreRequestFinal",
    "ChokoMasqueradeScoreRequestGame",
    "ChokoMasqueradeSection",
    "ChokoMasqueradeSectionId",
    "ChokoMasqueradeSectionIntroType0",
    "ChokoMasqueradeSectionTitle",
    "ChokoMasqueradeSeenState",
    "ChokoMasqueradeSeenStateDeckType0",
    "ChokoMasqueradeSeenStateHands",
    "ChokoMasqueradeSeenStateHandSizes",
    "ChokoMasqueradeSeenStatePairs",
    "ChokoMasqueradeSetup",
    "ChokoMasqueradeSetupHands",
    "ChokoMasqueradeSetupHandsAdditionalPropertyItem",
    "ChokoMasqueradeSetupTable",
    "ChokoMasqueradeSetupTableItem",
    "ChokoMasqueradeSlaughter",
    "ChokoMasqueradeSlaughterUnderWay",
    "ChokoMasqueradeTablePairMove",
    "ChokoMasqueradeTablePairMoveType",
    "ChokoMasqueradeUnseenMove",
    "ChokoMasqueradeValidateAnswer",
    "ChokoMasqueradeVariants",
    "ChokoMasqueradeViewAnswer",
    "ChokoMasqueradeViewRequest",
    "ChokoMasqueradeViolation",
    "DealOption",
    "FieldError",
    "Game",
    "GameName",
    "Games",
    "GetOpenApiDocumentResponse200",
    "GetOpenApiDocumentResponse200Info",
    "GetOpenApiDocumentResponse200Paths",
    "GetProblemTypeSlug",
    "Health",
    "HealthStatus",
    "InvalidBodyProblem",
    "LegalMove",
    "LegalMoveChoose",
    "LegalMoveChooseBetween",
    "LegalMoveChooseOneOf",
    "LegalMoveChooseSubsetOf",
    "PlayerCount",
    "Problem",
    "ProblemType",
    "ProblemTypeUri",
)
