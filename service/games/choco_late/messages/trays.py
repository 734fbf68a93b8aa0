"""Messages for trays and splits (C2, C3). Owned by the trays engine."""

TEMPLATES: dict[str, dict[str, str]] = {}
