"""Messages for trays, splits and final scores (C2, C3, W5, W6, W7, S1, D2). Owned by the
trays engine (trays.py, split.py, scoring.py)."""

TEMPLATES: dict[str, dict[str, str]] = {
    # C3: two trays
    "trays_not_two": {
        "en": "a split has exactly two trays (either may be empty), not {count}",
        "it": "una suddivisione ha esattamente due vassoi (anche vuoti), non {count}",
    },
    "trays_without_two_trays": {
        "en": "trays are given only with the two_trays variant (Sfida a due vassoi)",
        "it": "i vassoi si indicano solo con la variante two_trays (Sfida a due vassoi)",
    },
    "trays_missing_lots": {
        "en": "the two trays must hold all of the player's lots: missing {missing}",
        "it": "i due vassoi devono contenere tutti i Choco-lotti del giocatore: mancano {missing}",
    },
    "trays_extra_lots": {
        "en": "the trays hold lots the player did not win: {extra}",
        "it": "i vassoi contengono Choco-lotti che il giocatore non ha vinto: {extra}",
    },
    # S1: players of a final tally
    "players_count": {
        "en": "a game has {low} to {high} players, not {count}",
        "it": "una partita ha da {low} a {high} giocatori, non {count}",
    },
    "player_id_empty": {
        "en": "a player id is a non-empty string",
        "it": "l'identificativo di un giocatore è una stringa non vuota",
    },
    "player_twice": {
        "en": "player {player} is listed twice (first at {first})",
        "it": "il giocatore {player} compare due volte (la prima in {first})",
    },
    # D2, W5: piles
    "pile_card_is_lot": {
        "en": "card {card} is in a pile, so it was a voucher, but it is also a lot (at {first})",
        "it": "la carta {card} è in una pila, quindi era un voucher, ma è anche un Choco-lotto (in {first})",
    },
    "pile_without_best_wins": {
        "en": "piles exist only with the best_wins variant (Che vinca il migliore)",
        "it": "le pile esistono solo con la variante best_wins (Che vinca il migliore)",
    },
    # W6, W7: who won
    "tiebreak_pile_top": {
        "en": "{players} tie on {points} points; {winner} wins with {top} on top of their pile",
        "it": "{players} pareggiano con {points} punti; vince {winner} con {top} in cima alla pila",
    },
    "tiebreak_all_piles_empty": {
        "en": "{players} tie on {points} points and all their piles are empty: they win together",
        "it": "{players} pareggiano con {points} punti e le loro pile sono tutte vuote: vincono insieme",
    },
}
