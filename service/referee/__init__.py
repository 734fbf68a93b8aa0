"""The referee core: what every game of the family shares, and no game in particular.

- :mod:`protocol`: the game protocol a game implements (start here);
- :mod:`violations`: refusals, violations and each game's rule book;
- :mod:`catalogue`: a game's rules and messages as data, in English and Italian;
- :mod:`legality`: the one function that asks a move's checks, in order (every game's refusal);
- :mod:`legal`: the legal moves and chance outcomes, derived from refusals;
- :mod:`multiset`: places holding cards as counts of kinds;
- :mod:`replay`: replaying a history;
- :mod:`standings`: places, ranks, winners;
- :mod:`chance`: exact probabilities as the API writes them;
- :mod:`autoplay`: a seeded random player for any game;
- :mod:`registry`: the registered games, by slug.

Pure Python: nothing here imports Flask or marshmallow.
"""
