"""Messages for setup and moves (S, T, A, V, W, E, and C3's arrange_trays). Owned by the
game engine (setup.py, auction.py, game.py).

Each template is ``str.format``-ed with the parameters of the violation; the Italian
speaks the rulebook's words (Choco-lotto, voucher, offerta, rilancio, segnalino Choco Late,
vassoio, pila, scatola).
"""

TEMPLATES: dict[str, dict[str, str]] = {
    # --- S1: players ---------------------------------------------------------------------
    "players_not_a_list": {
        "en": "players must be a list of player ids, in clockwise seating order",
        "it": "i giocatori vanno indicati come elenco di identificativi, in ordine di posto in senso orario",
    },
    "seating_count": {
        "en": "Choco Late is played by {min} to {max} players, not {count}",
        "it": "a Choco Late si gioca da {min} a {max} giocatori, non in {count}",
    },
    "seating_count_two_trays": {
        "en": "the two-tray variant (Sfida a due vassoi) is for {min} to {max} players, not {count}",
        "it": "la variante Sfida a due vassoi è per {min}-{max} giocatori, non per {count}",
    },
    "player_id_blank": {
        "en": "a player id must be a non-empty string, not {value}",
        "it": "l'identificativo di un giocatore deve essere una stringa non vuota, non {value}",
    },
    "player_listed_twice": {
        "en": "player {player} is listed twice (first at {first}): every player sits once",
        "it": "il giocatore {player} compare due volte (la prima in {first}): ogni giocatore siede una volta sola",
    },
    "unknown_player": {
        "en": "{player} is not a player of this game",
        "it": "{player} non è un giocatore di questa partita",
    },
    # --- S2: the deal --------------------------------------------------------------------
    "hands_not_a_mapping": {
        "en": "hands must map each player to their vouchers",
        "it": "le mani devono associare a ogni giocatore i suoi voucher",
    },
    "hand_for_stranger": {
        "en": "a hand is dealt to {player}, who is not a player of this game",
        "it": "è stata distribuita una mano a {player}, che non è un giocatore di questa partita",
    },
    "hand_missing": {
        "en": "no hand was dealt to {player}: every player gets vouchers",
        "it": "a {player} non è stata distribuita alcuna mano: ogni giocatore riceve dei voucher",
    },
    "cards_not_a_list": {
        "en": "this must be a list of card numbers",
        "it": "qui va indicato un elenco di numeri di carta",
    },
    "card_outside_range": {
        "en": "card {card} is not used with {players} players: the deck is cards 1 to {highest}",
        "it": "la carta {card} non si usa in {players} giocatori: il mazzo va dalla 1 alla {highest}",
    },
    "lot_count": {
        "en": "with {players} players the centre holds {expected} lots, not {count}",
        "it": "in {players} giocatori al centro del tavolo vanno {expected} Choco-lotti, non {count}",
    },
    "hand_count": {
        "en": "with {players} players each player gets {expected} vouchers; {player} has {count}",
        "it": "in {players} giocatori ognuno riceve {expected} voucher; {player} ne ha {count}",
    },
    "box_not_rest": {
        "en": "the box must hold exactly the cards dealt to nobody ({expected}), not {count}: missing {missing}",
        "it": "nella scatola vanno esattamente le carte non distribuite ({expected}), non {count}: mancano {missing}",
    },
    # --- S3: the token -------------------------------------------------------------------
    "first_player_unknown": {
        "en": "the Choco Late token cannot start with {player}, who is not a player of this game",
        "it": "il segnalino Choco Late non può partire da {player}, che non è un giocatore di questa partita",
    },
    # --- Moves in general (E1, E2) ------------------------------------------------------
    "unknown_move_type": {
        "en": "{type} is not a move: the moves are choose_lot, open, join, raise, pass, reveal, replace, arrange_trays",
        "it": "{type} non è una mossa: le mosse sono choose_lot, open, join, raise, pass, reveal, replace, arrange_trays",
    },
    "unexpected_field": {
        "en": "a {type} move has no {field}",
        "it": "una mossa {type} non ha il campo {field}",
    },
    "game_over": {
        "en": "the game is over (no lot left in the centre): no {type} is possible any more",
        "it": "la partita è finita (non restano Choco-lotti al centro del tavolo): non si può più fare {type}",
    },
    # --- T1: choosing the lot -----------------------------------------------------------
    "choose_lot_first": {
        "en": "a turn starts with {holder}, who holds the Choco Late token, choosing a lot; {type} comes after",
        "it": "il turno inizia con {holder}, che ha il segnalino Choco Late, che sceglie un Choco-lotto; {type} viene dopo",
    },
    "lot_already_chosen": {
        "en": "lot {lot} is already being auctioned: the next lot is chosen after this auction",
        "it": "il Choco-lotto {lot} è già all'asta: il prossimo si sceglie finita quest'asta",
    },
    "not_token_holder": {
        "en": "{player} cannot choose the lot: {holder} holds the Choco Late token",
        "it": "{player} non può scegliere il Choco-lotto: il segnalino Choco Late ce l'ha {holder}",
    },
    "lot_missing": {
        "en": "choose_lot needs the lot chosen",
        "it": "choose_lot richiede il Choco-lotto scelto",
    },
    "lot_not_in_centre": {
        "en": "lot {lot} is not in the centre (there: {centre})",
        "it": "il Choco-lotto {lot} non è al centro del tavolo (lì ci sono: {centre})",
    },
    # --- A1: the actions of an auction ---------------------------------------------------
    "not_an_auction_action": {
        "en": "during the auction for lot {lot} the moves are open, join, raise and pass, not {type}",
        "it": "durante l'asta per il Choco-lotto {lot} si può aprire, partecipare, rilanciare o passare, non {type}",
    },
    "reveal_before_end": {
        "en": "the auction for lot {lot} has not ended: vouchers are revealed only after it ends",
        "it": "l'asta per il Choco-lotto {lot} non è finita: i voucher si rivelano solo a fine asta",
    },
    "open_after_offer": {
        "en": "{player} cannot open: there is already an offer of {offer}; join or raise instead",
        "it": "{player} non può aprire l'asta: c'è già un'offerta di {offer}; può partecipare o rilanciare",
    },
    "join_without_offer": {
        "en": "{player} cannot join: nobody has made an offer yet; open instead",
        "it": "{player} non può partecipare: nessuno ha ancora fatto un'offerta; può aprire l'asta",
    },
    "raise_without_offer": {
        "en": "{player} cannot raise: nobody has made an offer yet; open instead",
        "it": "{player} non può rilanciare: nessuno ha ancora fatto un'offerta; può aprire l'asta",
    },
    "join_at_offer": {
        "en": "{player} already stands at the offer of {offer}",
        "it": "{player} partecipa già all'offerta di {offer}",
    },
    "amount_missing": {
        "en": "{type} needs an amount: the total number of vouchers offered",
        "it": "{type} richiede una quantità: il numero totale di voucher offerti",
    },
    "amount_not_integer": {
        "en": "the amount must be a whole number of vouchers, not {value}",
        "it": "la quantità deve essere un numero intero di voucher, non {value}",
    },
    "open_below_one": {
        "en": "an opening offer is at least 1 voucher, not {amount}",
        "it": "per aprire l'asta si offre almeno 1 voucher, non {amount}",
    },
    "raise_not_above": {
        "en": "a raise must go above the current offer of {offer} (the amount is the new total), not {amount}",
        "it": "il rilancio deve superare l'offerta corrente di {offer} (la quantità è il nuovo totale), non {amount}",
    },
    # --- A2: means ----------------------------------------------------------------------
    "beyond_means": {
        "en": "{player} holds {held} vouchers and cannot offer {amount}",
        "it": "{player} ha {held} voucher in mano e non può offrirne {amount}",
    },
    # --- A3: who may pass ---------------------------------------------------------------
    "pass_at_offer": {
        "en": "{player} stands at the offer of {offer} and may not pass: an offer binds until someone raises",
        "it": "{player} partecipa all'offerta di {offer} e non può passare: l'offerta vincola finché qualcuno non rilancia",
    },
    # --- A4: the standard order ---------------------------------------------------------
    "not_your_turn": {
        "en": "it is {asked}'s turn to bid for lot {lot}, not {player}'s",
        "it": "nell'asta per il Choco-lotto {lot} tocca a {asked}, non a {player}",
    },
    "withdrawn_not_asked": {
        "en": "{player} has withdrawn from the auction for lot {lot}; it is {asked}'s turn",
        "it": "{player} si è ritirato dall'asta per il Choco-lotto {lot}; tocca a {asked}",
    },
    "at_offer_not_asked": {
        "en": "{player} stands at the offer of {offer} and is not asked again unless someone raises; it is {asked}'s turn",
        "it": "{player} partecipa all'offerta di {offer} e non viene interpellato di nuovo se nessuno rilancia; tocca a {asked}",
    },
    # --- E2: forced moves ---------------------------------------------------------------
    "must_still_pass": {
        "en": "{asked} cannot match the offer but must still pass, explicitly, before {player} acts",
        "it": "{asked} non può sostenere l'offerta ma deve comunque passare, con una mossa esplicita, prima che agisca {player}",
    },
    # --- A5: free bidding ---------------------------------------------------------------
    "withdrawn": {
        "en": "{player} has withdrawn from the auction for lot {lot} for good",
        "it": "{player} si è ritirato definitivamente dall'asta per il Choco-lotto {lot}",
    },
    "reveal_without_offer": {
        "en": "nobody has made an offer for lot {lot}: there is nothing to reveal",
        "it": "nessuno ha fatto un'offerta per il Choco-lotto {lot}: non c'è nulla da rivelare",
    },
    "reveal_before_all_at_offer": {
        "en": "the auction is still open: {players} must join the offer of {offer}, raise or pass before anyone reveals",
        "it": "l'asta è ancora aperta: {players} deve partecipare all'offerta di {offer}, rilanciare o passare prima che qualcuno riveli",
    },
    # --- V1: reveals --------------------------------------------------------------------
    "reveals_pending": {
        "en": "first every participant reveals their vouchers for lot {lot} (still to reveal: {players}); not {type}",
        "it": "prima ogni partecipante rivela i propri voucher per il Choco-lotto {lot} (mancano: {players}); non {type}",
    },
    "not_a_participant": {
        "en": "{player} is not a participant in the auction for lot {lot} and has nothing to reveal",
        "it": "{player} non partecipa all'asta per il Choco-lotto {lot} e non ha nulla da rivelare",
    },
    "revealed_twice": {
        "en": "{player} has already revealed their vouchers",
        "it": "{player} ha già rivelato i propri voucher",
    },
    "vouchers_missing": {
        "en": "the move needs the vouchers {player} offers",
        "it": "la mossa richiede i voucher offerti da {player}",
    },
    "vouchers_not_a_list": {
        "en": "the vouchers must be a list of card numbers",
        "it": "i voucher vanno indicati come elenco di numeri di carta",
    },
    "reveal_count": {
        "en": "{player} must reveal exactly {expected} vouchers (the offer), not {count}",
        "it": "{player} deve rivelare esattamente {expected} voucher (l'offerta), non {count}",
    },
    "voucher_not_in_hand": {
        "en": "voucher {voucher} is not in {player}'s hand",
        "it": "il voucher {voucher} non è nella mano di {player}",
    },
    "voucher_twice": {
        "en": "voucher {voucher} is given twice: the vouchers must be distinct",
        "it": "il voucher {voucher} compare due volte: i voucher devono essere distinti",
    },
    # --- V3: replacements ---------------------------------------------------------------
    "replacements_pending": {
        "en": "first the invalid vouchers are replaced (still to replace: {players}); not {type}",
        "it": "prima si sostituiscono i voucher non validi (devono ancora sostituire: {players}); non {type}",
    },
    "no_replacement_due": {
        "en": "{player} has no invalid voucher to replace",
        "it": "{player} non ha voucher non validi da sostituire",
    },
    "replace_count": {
        "en": "{player} must replace exactly {expected} invalid vouchers, with as many valid ones, not {count}",
        "it": "{player} deve sostituire esattamente {expected} voucher non validi con altrettanti validi, non {count}",
    },
    "replacement_invalid": {
        "en": "voucher {voucher} is not valid for lot {lot} (neither its symbol nor its colour): it cannot replace an invalid one",
        "it": "il voucher {voucher} non è valido per il Choco-lotto {lot} (né stesso simbolo né stesso colore): non può sostituirne uno non valido",
    },
    # --- V4: forfeit --------------------------------------------------------------------
    "forfeited_no_move": {
        "en": "{player} could not replace their invalid vouchers and has forfeited the auction for lot {lot}: it happens without a move",
        "it": "{player} non poteva sostituire i voucher non validi e si è ritirato dall'asta per il Choco-lotto {lot}: avviene senza alcuna mossa",
    },
    # --- C3: arranging two trays -------------------------------------------------------
    "arrange_without_two_trays": {
        "en": "arrange_trays is played only with the two-tray variant (Sfida a due vassoi)",
        "it": "arrange_trays si gioca solo con la variante Sfida a due vassoi",
    },
    "arrange_before_end": {
        "en": "trays are arranged only at the end of the game; {lots} lots are still to be auctioned",
        "it": "i vassoi si compongono solo a fine partita; restano ancora {lots} Choco-lotti da mettere all'asta",
    },
    "arranged_twice": {
        "en": "{player} has already arranged their trays",
        "it": "{player} ha già composto i propri vassoi",
    },
    "arrange_trays_missing": {
        "en": "arrange_trays needs the two trays",
        "it": "arrange_trays richiede i due vassoi",
    },
    "arrange_tray_count": {
        "en": "{player} must arrange exactly two trays (either may be empty), not {count}",
        "it": "{player} deve comporre esattamente due vassoi (anche vuoti), non {count}",
    },
    "arrange_tray_not_a_list": {
        "en": "a tray must be a list of lots",
        "it": "un vassoio va indicato come elenco di Choco-lotti",
    },
    "arrange_foreign_lot": {
        "en": "lot {lot} is not in {player}'s collection",
        "it": "il Choco-lotto {lot} non è tra quelli vinti da {player}",
    },
    "arrange_lot_twice": {
        "en": "lot {lot} is placed twice: each lot goes in one tray",
        "it": "il Choco-lotto {lot} compare due volte: ogni Choco-lotto va in un solo vassoio",
    },
    "arrange_lots_left_out": {
        "en": "{player}'s two trays must hold all their lots: missing {lots}",
        "it": "i due vassoi di {player} devono contenere tutti i suoi Choco-lotti: mancano {lots}",
    },
}
