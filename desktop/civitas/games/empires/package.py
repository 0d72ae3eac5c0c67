"""What Empires provides to the platform (see ``civitas.engine.package``): the rules, the AI, the rules help
with its card gallery, the table (``civitas.games.empires.table``) and the guided first game."""

from civitas.engine.package import GalleryCards, GamePackage, RulesHelp
from civitas.games.empires import GAME, card_gallery, rules_help
from civitas.games.empires.ai import HINT_MESSAGES, KNOWLEDGE
from civitas.games.empires.tutorial import TUTORIAL

PACKAGE = GamePackage(
    game=GAME,
    knowledge=KNOWLEDGE,
    hint_messages=HINT_MESSAGES,
    rules=RulesHelp(
        sections=rules_help.SECTIONS,
        cards=GalleryCards(
            entries=card_gallery.card_entries,
            group_title=card_gallery.group_title,
            count_text=card_gallery.count_text,
            group_colours=card_gallery.GROUP_COLOURS,
        ),
    ),
    table_module="civitas.games.empires.table",
    tutorial=TUTORIAL,
)
