"""All of Age of Heroes' Qt: the table widget, its layout and look, prompts, the fair panel, the battle
board and the New game dialog's tribe choice. The rules package next door never imports this."""

from civitas.games.heroes.table.gallery import card_faces
from civitas.games.heroes.table.heroes_table import HeroesTable, create_table, sentence
from civitas.games.heroes.table.setup import create_setup

__all__ = ["HeroesTable", "card_faces", "create_setup", "create_table", "sentence"]
