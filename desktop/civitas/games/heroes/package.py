"""What Age of Heroes provides to the platform (see ``civitas.engine.package``)."""

from civitas.engine.package import GalleryCards, GamePackage, RulesHelp
from civitas.games.heroes import GAME, card_gallery, rules_help
from civitas.games.heroes.ai import HINT_MESSAGES, KNOWLEDGE
from civitas.games.heroes.tutorial import TUTORIAL

# The colour of a card's name band in the rules window's gallery, by group.
GROUP_COLOURS: dict[str, str] = {
    "resource": "#8a6a3a",
    "special": "#6b4f8f",
    "event": "#2f7a52",
    "immediate": "#a63a2c",
    "supply": "#35597a",
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
    table_module="civitas.games.heroes.table",
    tutorial=TUTORIAL,
)
