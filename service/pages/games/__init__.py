"""A game's own pages (``<package>.py``, with ``register(blueprint)``), beside the shared ones."""
