"""A demo table for the tiny test game: enough to exercise the framework (drag, menus, re-render)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF

from civitas.engine.actions import Action
from civitas.engine.registry import get_game
from civitas.engine.session import Session
from civitas.ui.controller import GameController
from civitas.ui.table.card_item import CARD_H, CARD_W, CardFace, CardItem
from civitas.ui.table.piece import PieceItem
from civitas.ui.table.widget import Choice, TableWidget
from civitas.ui.table.zone import Zone

NAMES = {"ru": "Карта {v}", "en": "Card {v}"}


class TinyTable(TableWidget):
    def __init__(self, controller: GameController) -> None:
        super().__init__(controller)
        self.rerender(animate=False)

    def face(self, value: int) -> CardFace:
        lang = self.controller.lang
        if value < 0:
            return CardFace("back", back=True, band="#2c4a7a")
        return CardFace(f"n{value}", NAMES[lang].format(v=value), band="#3a6ea5", icon="star", caption=str(value))

    def build(self, state: Any) -> None:
        width = self.scene.sceneRect().width()
        n = len(state.scores)
        lang = self.controller.lang
        for seat in range(n):
            rect = QRectF(40 + seat * (width - 80) / n, 60, (width - 80) / n - 20, 220)
            title = f"{self.controller.player_names()[seat]}: {state.scores[seat]}"
            zone = self.scene.add_zone(Zone(f"score:{seat}", rect, title, layout="row"))
            zone.active = seat in self.position().to_move
        hand = self.scene.add_zone(Zone("hand", QRectF(40, 700, width - 80, 200), "hand"))
        for i, value in enumerate(state.hands[self.seat or 0]):
            self.scene.add_piece(CardItem(self.face(value), lang, f"hand:{i}", payload=value, draggable=True), hand)
        deck = self.scene.add_zone(Zone("deck", QRectF(40, 400, CARD_W + 30, CARD_H + 40), "deck", layout="pile"))
        deck.count_text = str(len(state.deck))
        if state.deck:
            self.scene.add_piece(CardItem(self.face(-1), lang, "deck:top"), deck)

    def drop_action(self, piece: PieceItem, zone: Zone) -> Action | None:
        if zone.zone_id == f"score:{self.seat}" and isinstance(piece.payload, int):
            return ("play", piece.payload)
        return None

    def choices_for(self, target: PieceItem | Zone | None) -> list[Choice]:
        if isinstance(target, CardItem) and isinstance(target.payload, int):
            action = ("play", target.payload)
            return [Choice(f"play {target.payload}", action, enabled=self.check(action) is None)]
        return []

    def bar_choices(self) -> list[Choice]:
        return [Choice("draw", ("draw",), key="draw"), Choice("roll", ("roll",), key="roll")]

    def prompt(self) -> tuple[str, list[Choice]] | None:
        decision = self.position().decision
        if decision is not None and decision.kind == "pace":
            return "pace?", [Choice("slow", ("pace", 0), key="pace0"), Choice("fast", ("pace", 1), key="pace1")]
        return None

    def spawn_origin(self, piece: PieceItem) -> QPointF | None:
        deck = self.scene.zone("deck")
        return deck.area.topLeft() if deck is not None else None


def make_tiny(lang: str = "en", seed: int = 3) -> tuple[GameController, TinyTable]:
    game = get_game("tiny")
    session = Session.new(game, {"players": 2}, seed, players=[{"name": "Ann"}, {"name": "Bob"}])
    controller = GameController(session, {0, 1}, lang)
    return controller, TinyTable(controller)
