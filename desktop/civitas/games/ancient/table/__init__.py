"""All of The Ancient World's Qt: the table (board, decks, players' areas, fights), its card look and
the New game dialog's options. The rules package next door never imports this."""

from civitas.games.ancient.table.ancient_table import AncientTable, create_table
from civitas.games.ancient.table.gallery import card_faces
from civitas.games.ancient.table.setup import create_setup

__all__ = ["AncientTable", "card_faces", "create_setup", "create_table"]
