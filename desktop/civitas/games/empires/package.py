"""What Empires provides to the platform (see ``civitas.engine.package``)."""

from civitas.engine.package import GamePackage, RulesHelp
from civitas.games.empires import GAME, rules_help
from civitas.games.empires.ai import HINT_MESSAGES, KNOWLEDGE

PACKAGE = GamePackage(
    game=GAME,
    knowledge=KNOWLEDGE,
    hint_messages=HINT_MESSAGES,
    rules=RulesHelp(sections=rules_help.SECTIONS),
    table_module=None,  # the generic table until the game's own is built
    tutorial=None,
)
