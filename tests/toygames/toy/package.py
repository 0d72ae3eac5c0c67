"""What Pebbles provides to the platform: every part of the game-package protocol."""

from civitas.engine.package import GamePackage, RulesHelp
from toygames.toy import GAME, rules_help
from toygames.toy.ai import HINT_MESSAGES, KNOWLEDGE

PACKAGE = GamePackage(
    game=GAME,
    knowledge=KNOWLEDGE,
    hint_messages=HINT_MESSAGES,
    rules=RulesHelp(sections=rules_help.SECTIONS),
    table_module="toygames.toy.table",
    tutorial=None,
)
