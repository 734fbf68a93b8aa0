"""Messages for the deck and for lists of cards (D1, D2)."""

TEMPLATES = {
    "card_out_of_range": {
        "en": "{card} is not a card: cards are numbered 1 to 100",
        "it": "{card} non è una carta: le carte sono numerate da 1 a 100",
    },
    "card_twice": {
        "en": "card {card} appears twice, but every card exists once (first at {first})",
        "it": "la carta {card} compare due volte, ma ogni carta esiste una sola volta (la prima in {first})",
    },
}
