"""Messages for setup and moves (S, T, A, V, W, E). Owned by the game engine."""

TEMPLATES: dict[str, dict[str, str]] = {}
