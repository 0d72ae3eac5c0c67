"""What The Ancient World provides to the platform (see ``civitas.engine.package``): the rules, the AI,
the rules help with its card gallery, the table (``civitas.games.ancient.table``) and the tutorial."""

from civitas.engine.package import GalleryCards, GamePackage, RulesHelp
from civitas.games.ancient import GAME, card_gallery, rules_help
from civitas.games.ancient.ai import HINT_MESSAGES, KNOWLEDGE
from civitas.games.ancient.tutorial import TUTORIAL

# The colour of a card's name band in the rules window's gallery, by group.
GROUP_COLOURS: dict[str, str] = {
    "start": "#7a6a58",
    "empire_a": "#8a6a3a",
    "empire_b": "#6b4f8f",
    "province": "#2f7a52",
    "titan1": "#a65a2c",
    "titan2": "#a63a2c",
    "titan3": "#7a1f1f",
    "troop": "#35597a",
}

PACKAGE = GamePackage(
    game=GAME,
    knowledge=KNOWLEDGE,
    hint_messages=HINT_MESSAGES,
    rules=RulesHelp(
        sections=rules_help.SECTIONS,
        section_body=rules_help.section_body,
        cards=GalleryCards(
            entries=card_gallery.card_entries,
            group_title=card_gallery.group_title,
            count_text=card_gallery.count_text,
            group_colours=GROUP_COLOURS,
        ),
    ),
    table_module="civitas.games.ancient.table",
    tutorial=TUTORIAL,
)
