"""ChokoMasquerade: the tests of the game (rules by id, worked examples, properties, API, command line)."""
