"""The rule catalogue of Choco Late, served by ``GET /choco-late/rules``.

Every rule of the rules of record (``shared/rules/choco-late.md``) appears here once, in
the order of that document, with its id, its section, its title and text in English and
Italian, the ruling taken where the rulebook is silent or ambiguous (section 7 of the
rules), and the variant it belongs to, if any. Every verdict of the service cites one of
these ids.

The English text follows the rules of record (formatting lightly edited, meaning kept);
the Italian text uses the printed rulebook's own vocabulary (Choco-lotto, voucher,
offerta, rilanciare, passare, segnalino Choco Late, Vassoio, pila personale, simbolo,
negozio/colore, Punti Vittoria). Move names (``open``, ``reveal``, ...) and variant ids
are API tokens and stay in English in both languages.

Plain data only: nothing here imports Flask or knows about JSON.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .cards import STANDARD_SETUP, TWO_TRAYS_SETUP, SetupRow

LANGUAGES = ("en", "it")


@dataclass(frozen=True)
class Rule:
    """One rule of record."""

    id: str
    section: str
    title_en: str
    title_it: str
    text_en: str
    text_it: str
    ruling_en: str | None = None
    ruling_it: str | None = None
    variant: str | None = None  # free_bidding / best_wins / two_trays

    @property
    def title(self) -> dict[str, str]:
        return {"en": self.title_en, "it": self.title_it}

    @property
    def text(self) -> dict[str, str]:
        return {"en": self.text_en, "it": self.text_it}

    @property
    def ruling(self) -> dict[str, str] | None:
        if self.ruling_en is None:
            return None
        return {"en": self.ruling_en, "it": self.ruling_it or ""}

    @property
    def has_ruling(self) -> bool:
        return self.ruling_en is not None

    def as_dict(self) -> dict[str, Any]:
        """Plain values, ready for any serializer."""
        return {
            "id": self.id,
            "section": self.section,
            "title": self.title,
            "text": self.text,
            "ruling": self.ruling,
            "variant": self.variant,
        }


@dataclass(frozen=True)
class Section:
    """A group of rules; `intro` carries the tables and preambles of the document."""

    id: str
    title_en: str
    title_it: str
    intro_en: str | None = None
    intro_it: str | None = None

    @property
    def title(self) -> dict[str, str]:
        return {"en": self.title_en, "it": self.title_it}

    @property
    def intro(self) -> dict[str, str] | None:
        if self.intro_en is None:
            return None
        return {"en": self.intro_en, "it": self.intro_it or ""}

    def as_dict(self) -> dict[str, Any]:
        return {"id": self.id, "title": self.title, "intro": self.intro}


@dataclass(frozen=True)
class Variant:
    """A variant of section 5: its id, its Italian name, what it does, which rules."""

    id: str
    label_it: str
    name_en: str
    effect_en: str
    effect_it: str
    rules: tuple[str, ...]  # the rules that belong to the variant
    changes: tuple[str, ...]  # the standard rules whose application it changes

    @property
    def effect(self) -> dict[str, str]:
        return {"en": self.effect_en, "it": self.effect_it}

    def as_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "label_it": self.label_it,
            "name_en": self.name_en,
            "effect": self.effect,
            "rules": list(self.rules),
            "changes": list(self.changes),
        }


# --------------------------------------------------------------------------- sections


def _setup_lines_en(table: dict[int, SetupRow]) -> str:
    return "\n".join(
        f"- {r.players} players: cards 1-{r.highest_card}, {r.lots} lots in the centre, "
        f"{r.vouchers} vouchers per player, {r.box} cards left in the box."
        for r in table.values()
    )


def _setup_lines_it(table: dict[int, SetupRow]) -> str:
    return "\n".join(
        f"- {r.players} giocatori: carte dalla 1 alla {r.highest_card}, {r.lots} Choco-lotti "
        f"al centro del tavolo, {r.vouchers} voucher per ogni giocatore, {r.box} carte da "
        f"riporre nella scatola."
        for r in table.values()
    )


_SETUP_INTRO_EN = (
    "The setup depends on the number of players:\n"
    + _setup_lines_en(STANDARD_SETUP)
    + "\nTwo-tray variant (Sfida a due vassoi, 2-4 players only):\n"
    + _setup_lines_en(TWO_TRAYS_SETUP)
)
_SETUP_INTRO_IT = (
    "Il setup della partita varia in base al numero dei giocatori:\n"
    + _setup_lines_it(STANDARD_SETUP)
    + "\nVariante Sfida a due vassoi (solo da 2 a 4 giocatori):\n"
    + _setup_lines_it(TWO_TRAYS_SETUP)
)

_TRAYS_INTRO_EN = (
    "A player's tray (Vassoio) holds the lots they won. Its points come from one "
    "combination of symbols, one combination of colours, and the loose lots.\n"
    "Combinations (symbol points / colour points):\n"
    "- five_different (5 diversi): 5 lots, all values different: 10 / 9.\n"
    "- five_same (5 uguali): 5 lots, one value: 9 / 10.\n"
    "- three_pairs (Tripla coppia): 6 lots, three pairs of three different values: 9 / 9.\n"
    "- full_house (Tris + Coppia): 5 lots, three of one value, two of another: 8 / 8.\n"
    "- four_different (4 diversi): 4 lots, all values different: 8 / 7.\n"
    "- four_same (4 uguali): 4 lots, one value: 7 / 8.\n"
    "- two_pairs (Doppia coppia): 4 lots, two pairs of two different values: 6 / 6.\n"
    "- three_same (Tris): 3 lots, one value: 5 / 5.\n"
    "- pair (Coppia): 2 lots, one value: 3 / 3."
)
_TRAYS_INTRO_IT = (
    "Il Vassoio di un giocatore contiene i Choco-lotti che ha vinto. I suoi Punti Vittoria "
    "vengono da una combinazione di simboli, da una combinazione di colori e dai Choco-lotti "
    "sciolti.\n"
    "Combinazioni (Punti Vittoria per i simboli / per i colori):\n"
    "- five_different (5 diversi): 5 Choco-lotti, tutti di valore diverso: 10 / 9.\n"
    "- five_same (5 uguali): 5 Choco-lotti, tutti dello stesso valore: 9 / 10.\n"
    "- three_pairs (Tripla coppia): 6 Choco-lotti, tre coppie di tre valori diversi: 9 / 9.\n"
    "- full_house (Tris + Coppia): 5 Choco-lotti, tre di un valore e due di un altro: 8 / 8.\n"
    "- four_different (4 diversi): 4 Choco-lotti, tutti di valore diverso: 8 / 7.\n"
    "- four_same (4 uguali): 4 Choco-lotti, tutti dello stesso valore: 7 / 8.\n"
    "- two_pairs (Doppia coppia): 4 Choco-lotti, due coppie di due valori diversi: 6 / 6.\n"
    "- three_same (Tris): 3 Choco-lotti dello stesso valore: 5 / 5.\n"
    "- pair (Coppia): 2 Choco-lotti dello stesso valore: 3 / 3."
)

SECTIONS: tuple[Section, ...] = (
    Section("cards", "Cards", "Carte"),
    Section("setup", "Setup", "Setup", _SETUP_INTRO_EN, _SETUP_INTRO_IT),
    Section(
        "turn",
        "A turn",
        "Il turno",
        "A turn is: choose a lot, auction, reveal, replacements, resolution, the token "
        "passes.",
        "Un turno è fatto di: scelta del Choco-lotto, asta, rivelazione dei voucher, "
        "sostituzioni, verifica del vincitore, passaggio del segnalino Choco Late.",
    ),
    Section("auction", "Auction", "Asta"),
    Section("reveal", "Reveal and replacement", "Rivelazione e sostituzione dei voucher"),
    Section("resolution", "Winner of the auction", "Verifica del vincitore dell'asta"),
    Section("end", "End of the game and the history", "Fine partita e storico delle mosse"),
    Section("trays", "Trays and points", "Vassoi e Punti Vittoria", _TRAYS_INTRO_EN, _TRAYS_INTRO_IT),
    Section("winners", "Winner of the game", "Vincitore della partita"),
)

SECTION_BY_ID: dict[str, Section] = {s.id: s for s in SECTIONS}


# --------------------------------------------------------------------------- rules

RULES: tuple[Rule, ...] = (
    # 1. Cards
    Rule(
        "D1",
        "cards",
        "Deck",
        "Mazzo",
        "100 cards numbered 1..100. Each card shows a chocolate type (simbolo) and a shop "
        "(negozio, its colour). With n the card number: symbol(n) = ((n - 1) mod 5) + 1 and "
        "colour(n) = (((n - 1) div 5) mod 5) + 1. So there are 5 symbols and 5 colours, and "
        "each (symbol, colour) pair is printed on exactly 4 cards. The rulebook prints "
        "neither mapping nor names in its text; this mapping is derived from its worked "
        "examples and reproduces all nine of them (section 6). The API names symbols 1..5 "
        "and colours 1..5.",
        "100 carte numerate da 1 a 100. Ogni carta mostra una tipologia di cioccolato "
        "(simbolo) e un negozio (il suo colore). Detto n il numero della carta: "
        "simbolo(n) = ((n - 1) mod 5) + 1 e colore(n) = (((n - 1) div 5) mod 5) + 1. Ci sono "
        "quindi 5 simboli e 5 colori, e ogni abbinamento di simbolo e colore è stampato su "
        "esattamente 4 carte. Il regolamento non riporta nel testo né questa corrispondenza "
        "né i nomi; la corrispondenza è ricavata dai suoi esempi e li riproduce tutti e "
        "nove (sezione 6). L'API indica i simboli con 1..5 e i colori con 1..5.",
    ),
    Rule(
        "D2",
        "cards",
        "Roles",
        "Ruoli",
        "The same card is a lot (Choco-lotto) or a voucher, by where it was dealt.",
        "La stessa carta è un Choco-lotto o un voucher, a seconda di dove è stata "
        "distribuita.",
    ),
    # 2. Setup
    Rule(
        "S1",
        "setup",
        "Players",
        "Giocatori",
        "2 to 6 players (2 to 4 with two_trays), unique non-empty ids. The order of the "
        "players list is the clockwise seating order.",
        "Da 2 a 6 giocatori (da 2 a 4 con two_trays), con identificativi non vuoti e tutti "
        "diversi. L'ordine della lista players è l'ordine dei posti al tavolo in senso "
        "orario.",
    ),
    Rule(
        "S2",
        "setup",
        "Deal",
        "Distribuzione",
        "Exactly the table's number of lots and of vouchers per player; every card within "
        "the range used; no card twice. The box holds the rest (it may be omitted).",
        "Esattamente il numero di Choco-lotti e di voucher per ogni giocatore indicato "
        "nella tabella; ogni carta compresa tra quelle utilizzate per la partita; nessuna "
        "carta due volte. Le carte rimanenti vanno nella scatola (si possono omettere).",
    ),
    Rule(
        "S3",
        "setup",
        "First holder",
        "Primo possessore",
        "The Choco Late token starts with first_player (default: the first listed player).",
        "Il segnalino Choco Late parte da first_player (in mancanza: il primo giocatore "
        "della lista).",
    ),
    # 3. A turn
    Rule(
        "T1",
        "turn",
        "Choose",
        "Scelta del Choco-lotto",
        "The token holder chooses one lot from the centre (choose_lot).",
        "Il possessore del segnalino Choco Late sceglie un Choco-lotto al centro del "
        "tavolo (choose_lot).",
    ),
    Rule(
        "A1",
        "auction",
        "Actions",
        "Azioni",
        "open k (k >= 1; only while nobody has offered), join (match the current offer), "
        "raise k (k > current offer; k is the new total), pass (withdraw from this auction "
        "for good).",
        "open k (piazzare un'offerta: k >= 1; solo finché nessuno ha offerto), join "
        "(partecipare all'asta: offrire quanto l'offerta corrente), raise k (rilanciare: "
        "k > offerta corrente; k è il nuovo totale), pass (passare: ritirarsi "
        "definitivamente dall'asta in corso).",
    ),
    Rule(
        "A2",
        "auction",
        "Means",
        "Mezzi",
        "Nobody may open, join or raise to more vouchers than they hold in hand.",
        "Nessuno può piazzare un'offerta, partecipare all'asta o rilanciare per più "
        "voucher di quanti ne abbia in mano.",
    ),
    Rule(
        "A3",
        "auction",
        "Who may pass",
        "Chi può passare",
        "A player whose committed amount equals the current offer (the one who made it, "
        "and anyone who joined it) may not pass: an offer binds until someone raises above "
        "it. Before any offer, anyone may pass.",
        "Un giocatore il cui impegno è pari all'offerta corrente (chi l'ha fatta e chiunque "
        "vi abbia partecipato) non può passare: un'offerta vincola finché qualcuno non "
        "rilancia oltre. Prima di qualsiasi offerta, chiunque può passare.",
        "The rulebook does not say whether a player may withdraw from an offer they made "
        "or joined. Ruling: they may not; an offer binds until someone raises above it.",
        "Il regolamento non dice se un giocatore possa ritirarsi da un'offerta che ha fatto "
        "o a cui ha partecipato. Decisione: non può; un'offerta vincola finché qualcuno non "
        "rilancia oltre.",
    ),
    Rule(
        "A4",
        "auction",
        "Order (standard)",
        "Ordine (standard)",
        "Bidding starts with the token holder and goes clockwise, skipping withdrawn "
        "players and skipping players already at the current offer. So the player asked is "
        "either the next player while nobody has offered, or the next player below the "
        "current offer. The auction ends in one of the cases A4a, A4b, A4c.",
        "L'asta parte dal possessore del segnalino Choco Late e procede in senso orario, "
        "saltando i giocatori che si sono ritirati e quelli già all'altezza dell'offerta "
        "corrente. Tocca quindi al giocatore successivo finché nessuno ha offerto, oppure "
        "al successivo che è al di sotto dell'offerta corrente. L'asta termina in uno dei "
        "casi A4a, A4b, A4c.",
    ),
    Rule(
        "A4a",
        "auction",
        "No offer",
        "Nessuna offerta",
        "No offer was made and every player has passed: the lot is removed from the game.",
        "Nessuna offerta è stata fatta e tutti i giocatori hanno passato: il Choco-lotto "
        "viene scartato dal gioco.",
    ),
    Rule(
        "A4b",
        "auction",
        "Sole participant",
        "Unico partecipante",
        "An offer exists and only one player has not withdrawn: the sole participant.",
        "C'è un'offerta e un solo giocatore non si è ritirato dall'asta: è l'unico "
        "partecipante.",
    ),
    Rule(
        "A4c",
        "auction",
        "Tied at the offer",
        "Pareggio sull'offerta",
        "Every player who has not withdrawn stands at the current offer (nobody is left to "
        "ask): they are all participants, tied at the offer. (The one who made the offer "
        "is not asked again unless someone raises.)",
        "Tutti i giocatori che non si sono ritirati sono all'altezza dell'offerta corrente "
        "(non resta nessuno a cui tocchi): sono tutti partecipanti, in pareggio "
        "sull'offerta. (Chi ha fatto l'offerta non torna a giocare a meno che qualcuno "
        "rilanci.)",
        "The rulebook ends the auction when several players offered the same amount and "
        "none of them wants to raise, but does not say whether the one who made the offer "
        "is asked again. Ruling: they are not, unless someone raises.",
        "Il regolamento chiude l'asta quando più giocatori hanno offerto la stessa quantità "
        "di voucher e nessuno vuole rilanciare, ma non dice se chi ha fatto l'offerta debba "
        "essere interpellato di nuovo. Decisione: no, a meno che qualcuno rilanci.",
    ),
    Rule(
        "A5",
        "auction",
        "Order (Asta pazza, variant free_bidding)",
        "Ordine (Asta pazza, variante free_bidding)",
        "Any player who has not withdrawn may act at any time, in any order, under A1-A3. "
        "The auction ends as in A4a and A4b, or, once every player who has not withdrawn "
        "stands at the current offer, with the first reveal.",
        "Ogni giocatore che non si è ritirato può agire in qualsiasi momento e in qualsiasi "
        "ordine, nel rispetto di A1-A3. L'asta termina come in A4a e A4b oppure, quando "
        "tutti i giocatori che non si sono ritirati sono all'altezza dell'offerta corrente, "
        "con il primo reveal.",
        "The rulebook says only that the free-order auction ends as usual. Without a turn "
        "order nobody is ever 'left to ask', so, ruling: once every player still in stands "
        "at the current offer, the first reveal closes the auction.",
        "Il regolamento dice solo che l'asta senza ordine termina come di consueto. Senza "
        "un ordine di turno non si può dire quando nessuno voglia più rilanciare; "
        "decisione: quando tutti i giocatori ancora in gara sono all'altezza dell'offerta "
        "corrente, il primo reveal chiude l'asta.",
        "free_bidding",
    ),
    Rule(
        "V1",
        "reveal",
        "Reveal",
        "Rivelazione",
        "Every participant reveals exactly as many distinct vouchers from their hand as the "
        "offer (reveal). Reveals are simultaneous: in a history they may come in any "
        "order, all of them before any replacement. A single participant reveals too.",
        "Ogni partecipante rivela dalla propria mano esattamente tanti voucher distinti "
        "quanti ne richiede l'offerta (reveal). Le rivelazioni sono simultanee: in uno "
        "storico possono comparire in qualsiasi ordine, tutte prima di qualsiasi "
        "sostituzione. Anche un unico partecipante rivela i propri voucher.",
    ),
    Rule(
        "V2",
        "reveal",
        "Valid voucher",
        "Voucher valido",
        "A voucher is valid for the lot if it has the lot's symbol or the lot's colour. A "
        "voucher matching both counts once.",
        "Un voucher è valido per il Choco-lotto se ne ha lo stesso simbolo o lo stesso "
        "colore. Un voucher che li ha entrambi conta come un solo voucher.",
    ),
    Rule(
        "V3",
        "reveal",
        "Replacement",
        "Sostituzione",
        "A participant who revealed k invalid vouchers and still holds at least k valid "
        "vouchers in hand must replace them (replace, exactly k valid vouchers from hand). "
        "The replaced invalid vouchers go back to the hand. Replacement vouchers never "
        "count in a tie-break.",
        "Un partecipante che ha rivelato k voucher non validi e ha ancora in mano almeno k "
        "voucher validi deve sostituirli (replace, esattamente k voucher validi dalla "
        "mano). I voucher non validi sostituiti tornano in mano. I voucher sostitutivi non "
        "contano mai per lo spareggio.",
        "The rulebook says a participant 'may' replace invalid vouchers and does not say "
        "where the replaced ones go. Ruling: replacement is mandatory whenever possible, "
        "and the replaced invalid vouchers return to the hand.",
        "Il regolamento dice che il partecipante 'potrà' sostituire i voucher non validi e "
        "non dice dove finiscano quelli sostituiti. Decisione: la sostituzione è "
        "obbligatoria quando possibile, e i voucher non validi sostituiti tornano in mano.",
    ),
    Rule(
        "V4",
        "reveal",
        "Forfeit",
        "Ritiro forzato",
        "A participant who revealed k invalid vouchers and holds fewer than k valid ones in "
        "hand forfeits, without a move: every voucher they revealed is removed from the "
        "game and they withdraw.",
        "Un partecipante che ha rivelato k voucher non validi e ne ha in mano meno di k "
        "validi deve rinunciare, senza alcuna mossa: scarta tutti i voucher che ha "
        "rivelato, che vengono rimossi dal gioco, ed è costretto a ritirarsi dall'asta.",
    ),
    Rule(
        "W1",
        "resolution",
        "Winner",
        "Vincitore dell'asta",
        "If one participant remains, they win. If several remain (they are tied at the "
        "offer), the winner is the one holding the lowest-numbered counting voucher: one "
        "of their originally revealed, valid vouchers.",
        "Se resta un solo partecipante, vince lui. Se ne restano più d'uno (in pareggio "
        "sull'offerta), vince chi ha il voucher utile contrassegnato dal numero più basso: "
        "un voucher utile è uno dei voucher validi che il giocatore ha rivelato per primi.",
    ),
    Rule(
        "W2",
        "resolution",
        "No counting voucher",
        "Nessun voucher utile",
        "A participant with no counting voucher (every voucher they first revealed was "
        "invalid) loses the tie-break to anyone who has one. If no remaining participant "
        "has one, the first of them in clockwise order from the token holder wins.",
        "Un partecipante senza voucher utili (tutti i voucher che ha rivelato per primi "
        "erano non validi) perde lo spareggio contro chiunque ne abbia uno. Se nessun "
        "partecipante rimasto ne ha, vince il primo di loro in senso orario a partire dal "
        "possessore del segnalino Choco Late.",
        "The rulebook's tie-break compares the numbers of the vouchers played but excludes "
        "replacement vouchers, and says nothing of a participant left with only those. "
        "Ruling: such a participant loses to anyone with a counting voucher; if nobody has "
        "one, the first in clockwise order from the token holder wins.",
        "Lo spareggio del regolamento confronta i numeri dei voucher giocati ma esclude "
        "quelli sostitutivi, e non dice nulla di un partecipante che abbia solo quelli. "
        "Decisione: quel partecipante perde contro chiunque abbia un voucher utile; se "
        "nessuno ne ha, vince il primo in senso orario a partire dal possessore del "
        "segnalino Choco Late.",
    ),
    Rule(
        "W3",
        "resolution",
        "Nobody left",
        "Nessun partecipante rimasto",
        "If every participant forfeited, the lot goes back to the centre.",
        "Se tutti i partecipanti sono stati costretti a ritirarsi, il Choco-lotto viene "
        "rimesso al centro del tavolo.",
        "The rulebook puts the lot back in the centre when the only participant forfeits. "
        "Ruling: the same holds whenever every participant forfeited.",
        "Il regolamento rimette il Choco-lotto al centro del tavolo quando l'unico "
        "partecipante è costretto a ritirarsi. Decisione: lo stesso vale ogni volta che "
        "tutti i partecipanti sono costretti a ritirarsi.",
    ),
    Rule(
        "W4",
        "resolution",
        "Spending",
        "Spesa dei voucher",
        "The winner's offered vouchers (after replacement) leave the game. Every other "
        "remaining participant takes all of theirs back into hand.",
        "Il vincitore scarta i voucher offerti (dopo le sostituzioni) e li rimuove dal "
        "gioco. Ogni altro partecipante rimasto riprende in mano tutti i voucher offerti.",
    ),
    Rule(
        "W5",
        "resolution",
        "Pile (Che vinca il migliore, variant best_wins)",
        "Pila personale (Che vinca il migliore, variante best_wins)",
        "If the winner was decided by the tie-break (two or more participants remained at "
        "W1), the spent vouchers go onto the winner's personal pile instead, the "
        "lowest-numbered of them on top. Otherwise they leave the game as in W4.",
        "Se il vincitore è stato decretato dallo spareggio (a W1 erano rimasti due o più "
        "partecipanti), i voucher spesi vanno invece sulla pila personale del vincitore, "
        "a faccia in su, con quello contrassegnato dal numero minore in cima. Altrimenti "
        "vengono rimossi dal gioco come in W4.",
        "The rulebook uses the pile when the winner is decided by a tie-break, and not "
        "when the winner was the only participant. Ruling: the pile is used only after a "
        "real tie-break, that is when two or more participants remained at W1; a winner "
        "left alone (for instance after the others forfeited) discards as in W4.",
        "Il regolamento usa la pila quando il vincitore è decretato da uno spareggio, e non "
        "quando il vincitore era l'unico partecipante. Decisione: la pila si usa solo dopo "
        "un vero spareggio, cioè quando a W1 restano due o più partecipanti; un vincitore "
        "rimasto solo (per esempio perché gli altri sono stati costretti a ritirarsi) "
        "scarta come in W4.",
        "best_wins",
    ),
    Rule(
        "T2",
        "turn",
        "Collect",
        "Raccolta del Choco-lotto",
        "The winner puts the lot in their collection.",
        "Il vincitore dell'asta mette di fronte a sé, nella propria collezione, il "
        "Choco-lotto che ha vinto.",
    ),
    Rule(
        "T3",
        "turn",
        "Token",
        "Passaggio del segnalino",
        "The token passes to the next player clockwise (to the holder's left).",
        "Il segnalino Choco Late passa al giocatore successivo in senso orario (alla "
        "sinistra del possessore).",
    ),
    Rule(
        "E1",
        "end",
        "End",
        "Fine partita",
        "The game ends when the centre holds no lot at the end of a turn. A lot returned "
        "by W3 keeps the game going. After the end no move is legal except arrange_trays.",
        "La partita termina quando, alla fine di un turno, al centro del tavolo non resta "
        "alcun Choco-lotto. Un Choco-lotto rimesso al centro per W3 fa proseguire la "
        "partita. Dopo la fine nessuna mossa è consentita tranne arrange_trays.",
    ),
    Rule(
        "E2",
        "end",
        "Explicit decisions",
        "Decisioni esplicite",
        "Every decision is a move in the history, a forced one too (a player with no "
        "voucher must still pass). Outcomes (end of auction, forfeits, winner, spending, "
        "the token) are derived by the service, never sent.",
        "Ogni decisione è una mossa nello storico, anche quella obbligata (un giocatore "
        "senza voucher deve comunque passare). Gli esiti (fine dell'asta, ritiri forzati, "
        "vincitore, spesa dei voucher, passaggio del segnalino) sono ricavati dal servizio, "
        "mai inviati.",
    ),
    # 4. Trays and points
    Rule(
        "C1",
        "trays",
        "Shapes",
        "Composizioni",
        "A combination is a set of lots of the tray with exactly the shape in the table. "
        "The pairs of two_pairs and three_pairs, and the two parts of full_house, have "
        "different values (four lots of one symbol are four_same, never two_pairs).",
        "Una combinazione è un insieme di Choco-lotti del Vassoio con esattamente la "
        "composizione indicata nella tabella. Le coppie di two_pairs (Doppia coppia) e di "
        "three_pairs (Tripla coppia), e le due parti di full_house (Tris + Coppia), hanno "
        "valori diversi (quattro Choco-lotti dello stesso simbolo sono four_same, 4 uguali, "
        "mai two_pairs).",
        "The rulebook does not say whether the pairs of Doppia coppia and Tripla coppia, or "
        "the two parts of Tris + Coppia, may share a value. Ruling: they must have "
        "different values; four lots of one value are 4 uguali, never Doppia coppia.",
        "Il regolamento non dice se le coppie di Doppia coppia e Tripla coppia, o le due "
        "parti di Tris + Coppia, possano avere lo stesso valore. Decisione: devono avere "
        "valori diversi; quattro Choco-lotti dello stesso valore sono 4 uguali, mai Doppia "
        "coppia.",
    ),
    Rule(
        "C2",
        "trays",
        "Tray value",
        "Valore del Vassoio",
        "A tray scores at most one symbol combination and at most one colour combination "
        "(either may be none). A lot may belong to both. Every lot in neither scores 1 "
        "point (loose lot). The tray's value is the best total over all choices. An empty "
        "tray scores 0.",
        "Un Vassoio fornisce punti con al massimo una combinazione di simboli e al massimo "
        "una combinazione di colori (ciascuna può mancare). Un Choco-lotto può far parte di "
        "entrambe. Ogni Choco-lotto che non fa parte di nessuna delle due vale 1 Punto "
        "Vittoria (Choco-lotto sciolto). Il valore del Vassoio è il totale migliore fra "
        "tutte le scelte possibili. Un Vassoio vuoto vale 0.",
    ),
    Rule(
        "C3",
        "trays",
        "Two trays (two_trays)",
        "Due Vassoi (two_trays)",
        "At the end each player divides all of their lots into exactly two trays "
        "(arrange_trays; either tray may be empty). Their score is the sum of the two tray "
        "values. If a finished history has no arrange_trays for a player, the service uses "
        "a best arrangement for them and says so.",
        "A fine partita ogni giocatore suddivide tutti i propri Choco-lotti in esattamente "
        "due Vassoi (arrange_trays; uno dei due può restare vuoto). Il suo punteggio è la "
        "somma dei valori dei due Vassoi. Se uno storico concluso non contiene "
        "arrange_trays per un giocatore, il servizio usa per lui una suddivisione migliore "
        "possibile e lo segnala.",
        "The rulebook has each player compose exactly two trays at their discretion, but "
        "does not say whether a tray may be empty, nor what happens when a player never "
        "arranges them. Ruling: an empty tray is allowed, and without arrange_trays the "
        "service uses a best arrangement and says so.",
        "Il regolamento chiede a ogni giocatore di comporre esattamente due Vassoi a "
        "propria discrezione, ma non dice se un Vassoio possa restare vuoto, né cosa "
        "succeda se un giocatore non li compone. Decisione: un Vassoio vuoto è ammesso e, "
        "in assenza di arrange_trays, il servizio usa una suddivisione migliore possibile "
        "e lo segnala.",
        "two_trays",
    ),
    Rule(
        "W6",
        "winners",
        "Game winner",
        "Vincitore della partita",
        "The highest score wins; all players tied on the highest score win together.",
        "Il giocatore con più Punti Vittoria vince la partita; in caso di pareggio, vincono "
        "insieme tutti i giocatori con più Punti Vittoria.",
    ),
    Rule(
        "W7",
        "winners",
        "Tie-break (best_wins)",
        "Spareggio (best_wins)",
        "Among players tied on the highest score, the one whose pile shows the highest "
        "number on top wins. A player with an empty pile ranks below any player with a "
        "pile; if all tied players have empty piles they win together.",
        "Tra i giocatori in pareggio con più Punti Vittoria, vince quello il cui voucher in "
        "cima alla pila personale è contrassegnato dal numero maggiore. Un giocatore con "
        "la pila vuota si classifica dopo qualsiasi giocatore che abbia una pila; se tutti "
        "i giocatori in pareggio hanno la pila vuota, vincono insieme.",
        "The rulebook does not cover empty piles. Ruling: an empty pile ranks below any "
        "pile, and if every tied player's pile is empty they win together.",
        "Il regolamento non considera le pile vuote. Decisione: una pila vuota si "
        "classifica dopo qualsiasi pila e, se tutti i giocatori in pareggio hanno la pila "
        "vuota, vincono insieme.",
        "best_wins",
    ),
)

RULE_BY_ID: dict[str, Rule] = {r.id: r for r in RULES}
RULE_IDS: tuple[str, ...] = tuple(r.id for r in RULES)

RULINGS_POLICY_EN = (
    "Where the rulebook is silent or ambiguous, a ruling decides. A service that wants to "
    "offer another reading later adds it as a named option; it never changes these "
    "silently."
)
RULINGS_POLICY_IT = (
    "Dove il regolamento tace o è ambiguo, decide una regola interpretativa. Un servizio "
    "che voglia offrire in futuro un'altra lettura la aggiunge come opzione con un nome; "
    "non cambia mai queste decisioni senza dirlo."
)


# --------------------------------------------------------------------------- variants

VARIANTS: tuple[Variant, ...] = (
    Variant(
        "free_bidding",
        "Asta pazza",
        "Free bidding",
        "A5 replaces the order of A4: players bid, raise or pass in any order.",
        "A5 sostituisce l'ordine di A4: i giocatori offrono, rilanciano o passano in "
        "qualsiasi ordine.",
        ("A5",),
        ("A4",),
    ),
    Variant(
        "best_wins",
        "Che vinca il migliore",
        "Best wins",
        "W5 and W7: vouchers spent after a tie-break go onto the winner's personal pile, "
        "and the piles break a tie at the end of the game.",
        "W5 e W7: i voucher spesi dopo uno spareggio vanno sulla pila personale del "
        "vincitore, e le pile decidono un pareggio a fine partita.",
        ("W5", "W7"),
        ("W4", "W6"),
    ),
    Variant(
        "two_trays",
        "Sfida a due vassoi",
        "Two trays",
        "The second setup table (2-4 players) and C3: each player divides their lots into "
        "two trays and scores both.",
        "La seconda tabella di setup (da 2 a 4 giocatori) e C3: ogni giocatore suddivide i "
        "propri Choco-lotti in due Vassoi e somma i valori di entrambi.",
        ("C3",),
        ("S1", "S2"),
    ),
)

VARIANT_BY_ID: dict[str, Variant] = {v.id: v for v in VARIANTS}

VARIANTS_NOTE_EN = "Variants combine freely (two_trays is recommended with best_wins)."
VARIANTS_NOTE_IT = (
    "Le varianti si combinano liberamente (si consiglia di giocare two_trays insieme a "
    "best_wins)."
)


def catalogue() -> dict[str, Any]:
    """The whole catalogue as plain values, in document order."""
    return {
        "sections": [s.as_dict() for s in SECTIONS],
        "rules": [r.as_dict() for r in RULES],
        "variants": [v.as_dict() for v in VARIANTS],
        "rulings_policy": {"en": RULINGS_POLICY_EN, "it": RULINGS_POLICY_IT},
        "variants_note": {"en": VARIANTS_NOTE_EN, "it": VARIANTS_NOTE_IT},
    }
