"""Rules help for Pebbles: one section per part of play, in both languages."""

from civitas.engine.rules_help import RulesSection

SECTIONS = [
    RulesSection(
        "play",
        {"ru": "Ход", "en": "Your turn"},
        {"ru": "Возьмите из кучи один, два или три камешка.", "en": "Take one, two or three pebbles from the pile."},
    ),
    RulesSection(
        "end",
        {"ru": "Конец игры", "en": "The end"},
        {"ru": "Кто взял последний камешек, тот победил.", "en": "Whoever takes the last pebble wins."},
    ),
]
