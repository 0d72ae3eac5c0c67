"""Empires («Империи»): a deck-building civilization game (seed 004). The rules engine is being built
(see the module docstrings); the game is not registered yet, so neither the app nor the conformance
suite sees it. No Qt here."""
