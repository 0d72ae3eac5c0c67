"""What The Ancient World provides to the platform (see ``civitas.engine.package``). Its table, card
gallery and tutorial come with the table (issue «The Ancient World at the table»); until then the game
is registered for the tests and the simulator only."""

from civitas.engine.package import GamePackage, RulesHelp
from civitas.games.ancient import GAME, rules_help
from civitas.games.ancient.ai import HINT_MESSAGES, KNOWLEDGE

PACKAGE = GamePackage(
    game=GAME,
    knowledge=KNOWLEDGE,
    hint_messages=HINT_MESSAGES,
    rules=RulesHelp(sections=rules_help.SECTIONS, section_body=rules_help.section_body),
    table_module=None,
    tutorial=None,
)
