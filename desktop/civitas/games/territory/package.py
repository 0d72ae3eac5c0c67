"""What Territory provides to the platform (see ``civitas.engine.package``): the rules, the AI and the
rules help with its card gallery, and the table (``civitas.games.territory.table``)."""

from civitas.engine.package import GalleryCards, GamePackage, RulesHelp
from civitas.games.territory import GAME, card_gallery, rules_help
from civitas.games.territory.ai import HINT_MESSAGES, KNOWLEDGE
from civitas.games.territory.tutorial import TUTORIAL

# The colour of a card's name band in the rules window's gallery, by group.
GROUP_COLOURS: dict[str, str] = {
    "building": "#8a6a3a",
    "character": "#35597a",
    "event": "#a65a2c",
    "reputation": "#6b4f8f",
    "development": "#2f7a52",
    "quest": "#7a6a58",
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
    table_module="civitas.games.territory.table",
    tutorial=TUTORIAL,
)
