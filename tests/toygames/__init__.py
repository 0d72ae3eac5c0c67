"""Games that exist only for the tests (see docs/adding-a-game.md)."""
