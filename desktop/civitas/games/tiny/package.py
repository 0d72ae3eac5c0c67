"""What the tiny test game provides to the platform (see ``civitas.engine.package``)."""

from civitas.engine.package import GamePackage
from civitas.games.tiny import GAME
from civitas.games.tiny.ai import HINT_MESSAGES, KNOWLEDGE

PACKAGE = GamePackage(
    game=GAME,
    knowledge=KNOWLEDGE,
    hint_messages=HINT_MESSAGES,
    rules=None,  # a test game: no rules help
    table_module=None,  # the generic table
    tutorial=None,
)
