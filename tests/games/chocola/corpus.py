"""Chocola's own paths for the shared fuzz, hostile, determinism and soak suites: valid
bodies and answer schemas of POST /chocola/trays and POST /chocola/payments."""

from __future__ import annotations

import random

from schemas.chocola import examples
from schemas.chocola.trays import ChocolaPaymentAnswerSchema, ChocolaTrayAnswerSchema
from service.games.chocola.cards import CHOCOLATE, DESSERTS

TRAYS = "/chocola/trays"
PAYMENTS = "/chocola/payments"

_rng = random.Random(13)


def _random_tray(rng: random.Random) -> dict:
    desserts = rng.sample(list(DESSERTS), rng.randint(0, 9))
    inspiration = rng.choice([d for d in DESSERTS if d not in desserts])
    return {"desserts": desserts, "inspiration": {"dessert": inspiration, "decoration": "white_glaze"}}


def _random_payment(rng: random.Random) -> dict:
    return {"request": rng.choice(list(DESSERTS)), "reserve": rng.choices(list(CHOCOLATE), k=rng.randint(0, 6)),
            "last_card": rng.random() < 0.3}


VALID_BODIES = {
    TRAYS: (examples.TRAY_REQUEST, examples.DECORATED_TRAY_REQUEST, _random_tray(_rng), _random_tray(_rng)),
    PAYMENTS: (examples.PAYMENT_REQUEST, examples.WASTEFUL_PAYMENT_REQUEST, examples.LAST_CARD_PAYMENT_REQUEST,
               _random_payment(_rng)),
}
ANSWER_SCHEMAS = {TRAYS: ChocolaTrayAnswerSchema, PAYMENTS: ChocolaPaymentAnswerSchema}
GETS: tuple[str, ...] = ()


def _soak_bodies() -> dict:
    rng = random.Random(2)
    return {TRAYS: [_random_tray(rng) for _ in range(10)], PAYMENTS: [_random_payment(rng) for _ in range(10)]}


SOAK_BODIES = _soak_bodies()
