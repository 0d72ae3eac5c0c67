"""Fights and the end of a round at the Ancient World table.

* Choosing a fight: the player drags armies onto a titan deck (or clicks them, then a Fight button).
  The attack meter shows the swords and arrows counted against the titan's defence (arrows greyed for a
  swords-only titan), each army's price and the total against the coins; the prompt offers a Fight
  button per titan deck, enabled only when the engine allows that fight.
* After a fight: the damage dice roll (icon faces: titan, coin, blank), then the player clicks face-up
  cards to lose, the prompt counting how many are left.
* The end of a round: income, hunger and starving shown one line after another from the events.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from civitas.engine.events import Event
from civitas.engine.log import render
from civitas.games.ancient import derived
from civitas.games.ancient.derived import C
from civitas.games.ancient.state import AncientState
from civitas.games.ancient.table import glyphs
from civitas.games.ancient.table.host import TableHost
from civitas.games.ancient.table.layout import Geo
from civitas.ui.table.dice import IconDieItem
from civitas.ui.table.fit import Elisions
from civitas.ui.table.widget import Choice

FACE_ICONS = {"titan": "army", "coin": "coin", "blank": ""}
ROUND_END = ("income", "hunger", "starve")


LINE_PX = 9.5  # the least on-screen pixel height of a panel's lines (its heading: 1.5 more)


def panel_font_px(heading: bool, scale: float) -> float:
    """The pixel size (in scene units) of a panel's heading or line in a view ``scale`` times the scene:
    14 and 12, larger where the view shows the scene small, never under ``LINE_PX`` on screen."""
    least = (LINE_PX + (1.5 if heading else 0.0)) / scale if scale > 0 else 0.0
    return max(14.0 if heading else 12.0, least)


class PanelItem(QGraphicsItem):
    """A framed panel of lines: (text, colour, greyed); the first is the heading."""

    def __init__(self, rect: QRectF, lines: list[tuple[str, str, bool]]) -> None:
        super().__init__()
        self.area = QRectF(rect)
        self.lines = lines
        self.elided = Elisions()
        self.setZValue(-4)

    def boundingRect(self) -> QRectF:
        return self.area.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#8a7550"), 1.5))
        painter.setBrush(QColor("#fffaf0"))
        painter.drawRoundedRect(self.area, 8, 8)
        self.elided = Elisions()
        y = self.area.top() + 6
        scale = abs(painter.worldTransform().m11())
        for i, (text, colour, grey) in enumerate(self.lines):
            font = QFont()
            font.setBold(i == 0)
            font.setPixelSize(round(panel_font_px(i == 0, scale)))
            painter.setFont(font)
            c = QColor("#9a9a9a") if grey else QColor(colour or "#2b2118")
            painter.setPen(c)
            metrics = QFontMetricsF(font)
            width = self.area.width() - 20
            wrap = int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
            height = metrics.boundingRect(QRectF(0, 0, width, 1000), wrap, text).height()
            line_h = max(18.0, metrics.height() + 2)
            row = QRectF(self.area.left() + 10, y, width, max(line_h, height))
            if row.bottom() > self.area.bottom() - 2:  # no room left: one shortened line if it fits
                row.setHeight(line_h)
                if row.bottom() > self.area.bottom() - 2:
                    self.elided.append(text)
                    break
                text = self.elided.elide(metrics, text, width)
            painter.drawText(row, wrap, text)
            if grey:
                mid = row.top() + metrics.height() / 2
                painter.drawLine(QPointF(row.left(), mid),
                                 QPointF(row.left() + min(width, metrics.horizontalAdvance(text)), mid))
            y += row.height() + 2


def _draw_face(painter: QPainter, name: str, rect: QRectF) -> None:
    icon = FACE_ICONS.get(name, "")
    if icon:
        glyphs.draw(painter, icon, rect, "#7b241c" if name == "titan" else None)


class FightView(QObject):
    def __init__(self, table: TableHost) -> None:
        super().__init__(table if isinstance(table, QObject) else None)
        self.t = table
        self.stars = 0
        self.picked: set[int] = set()
        self.dice_faces: list[str] = []  # the last roll, shown until the game moves on
        self.round_lines: list[tuple[str, str, bool]] = []
        self.shown_lines = 0
        self.timer = QTimer(self)
        self.timer.setInterval(600)
        self.timer.timeout.connect(self._next_line)
        self.dice: list[IconDieItem] = []
        self.fight_lines: list[tuple[str, str, bool]] = []  # the last fight told: who beat which titan, the dice

    # --- choosing --------------------------------------------------------------------------------------
    def has(self, key: str) -> bool:
        """Whether ``key`` is one of the viewer's armies chosen for the fight."""
        return any(key == f"army:{self.t.seat}:{a}" for a in self.picked)

    def add(self, stars: int, army: int) -> None:
        self.stars = stars
        self.picked.add(army)
        self.t.refresh()

    def toggle(self, key: str) -> None:
        army = int(key.rsplit(":", 1)[1])
        self.picked ^= {army}
        self.t.refresh()

    def clear(self) -> None:
        self.stars, self.picked = 0, set()
        self.t.refresh()

    def clear_if_stale(self) -> None:
        """Forget the armies picked for a fight once the position is no longer the viewer's free turn."""
        decision = self.t.position().decision
        if decision is None or decision.kind != "turn":
            self.stars, self.picked = 0, set()

    def action(self, stars: int) -> tuple[str, int, tuple[int, ...]]:
        return ("fight", stars, tuple(sorted(self.picked)))

    def prompt(self) -> tuple[str, list[Choice]] | None:
        t = self.t
        if not self.picked:
            return t.name("phase.turn") + " " + self.tr("Drag armies onto a titan to fight it."), []
        s = t.seen()
        choices: list[Choice] = []
        for d, deck in enumerate(s.titan_decks):
            if not deck:
                continue
            act = self.action(d + 1)
            reason = t.check(act)
            tip = t.controller.reason_text(reason) if reason is not None else t.binds.label(act)
            choices.append(Choice(self.tr("Fight {stars}").format(stars="★" * (d + 1)), act, enabled=reason is None,
                                  tip=tip, key=f"fight{d + 1}", shortcut="Ctrl+F" if d + 1 == self.stars else ""))
        choices.append(Choice(self.tr("Clear"), callback=self.clear, key="fight_clear"))
        return self.tr("Armies chosen: %n. Fight which titan?", "", len(self.picked)), choices

    # --- drawing ---------------------------------------------------------------------------------------
    def build(self, v: AncientState, geo: Geo) -> None:
        lines = self.meter_lines(v) if self.picked else []
        if not lines and self.round_lines:
            lines = self.round_lines[: self.shown_lines + 1]
        if not lines and self.dice_faces:
            lines = self.fight_lines or [(self.tr("Damage dice"), "", False)]
        if lines:
            self.t.scene.add_decor(PanelItem(geo.pick, lines))
        self.dice = []
        if self.dice_faces and not self.picked:
            size = 44.0
            faces = ("titan", "coin", "blank")
            for i, name in enumerate(self.dice_faces):
                die = IconDieItem(faces, _draw_face, faces.index(name) + 1 if name in faces else 3, size)
                die.setPos(geo.pick.left() + 12 + i * (size + 10), geo.pick.bottom() - size - 10)
                die.setZValue(50)
                self.t.scene.add_decor(die)
                self.dice.append(die)

    def meter_lines(self, v: AncientState) -> list[tuple[str, str, bool]]:
        t, p = self.t, self.t.seat
        if p is None:
            return []
        stars = self.stars or next((d + 1 for d, deck in enumerate(v.titan_decks) if deck), 0)
        deck = v.titan_decks[stars - 1] if stars else []
        if not deck:
            return []
        titan = C[deck[-1]]
        armies = tuple(sorted(a for a in self.picked if a < len(v.armies[p])))
        free_s, free_a = derived.free_attack(v, p)
        swords, arrows = free_s, free_a
        lines = [(self.tr("Against {titan}: defence {d}").format(titan=t.name(f"card.{titan.id}"), d=titan.defence),
                  "", False)]
        lines.append((self.tr("Free this round: ⚔{s} ➶{a}").format(s=free_s, a=free_a), "", False))
        price = 0
        for a in armies:
            army = v.armies[p][a]
            sw, ar = derived.army_attack(army)
            cost = derived.troop_price(v, army[-1])
            price += cost
            swords += sw
            arrows += ar
            lines.append((self.tr("{troop}: ⚔{s} ➶{a}, costs {c}").format(troop=t.name(f"card.{C[army[-1]].id}"), s=sw,
                                                                       a=ar, c=cost), "", False))
        attack = swords + arrows if titan.arrows_count else swords
        if not titan.arrows_count:
            lines.append((self.tr("Arrows do not count against this titan: ➶{arrows}").format(arrows=arrows), "", True))
        ok = attack >= titan.defence and price <= v.coins[p]
        lines.append((self.tr("Attack {attack} / defence {d} · price {n} of your {c} coins").format(
            attack=attack, d=titan.defence, n=price, c=v.coins[p]), "#1e7a3a" if ok else "#a93226", False))
        return lines

    # --- events ----------------------------------------------------------------------------------------
    def animate(self, events: list[Event]) -> None:
        t = self.t
        catalog, lang, names = t.cat(), t.controller.lang, t.names()
        kinds = {e.kind for e in events}
        if "roll" not in kinds and t.waiting_kind() in ("turn", "over"):
            self.dice_faces = [] if "fight" not in kinds else self.dice_faces
        fresh: list[tuple[str, str, bool]] = []
        told: list[tuple[str, str, bool]] = []
        for e in events:
            if e.kind in ("fight", "roll", "lose_coins"):
                seat = e.args.get("seat")
                colour = t.colour(seat) if isinstance(seat, int) else ""
                told.append((render(catalog.get(f"log.{e.kind}", ""), e.args, catalog, lang, names), colour, False))
            if e.kind == "roll":
                self.dice_faces = [str(f).removeprefix("@face.") for f in e.args.get("faces", [])]
            elif e.kind in ROUND_END:
                msg = f"log.{e.kind}"
                if e.kind == "income" and not e.args.get("knowledge"):
                    msg = "log.income.zero"
                seat = e.args.get("seat")
                colour = t.colour(seat) if isinstance(seat, int) else ""
                fresh.append((render(catalog.get(msg, msg), e.args, catalog, lang, names), colour, False))
        if told and "fight" in kinds:
            self.fight_lines = [(self.tr("Titan fight"), "", False), *told]
        if fresh:
            self.round_lines = [(self.tr("End of round"), "", False), *fresh]
            self.shown_lines = 0
            self.timer.start()
            t.refresh()
        elif self.dice_faces and "roll" in kinds:
            t.refresh()
            for i, die in enumerate(self.dice):
                die.roll(die.value, ms=700 + 150 * i)
        elif events and "round" in kinds:
            pass
        elif events and self.round_lines and t.waiting_kind() in ("turn", "over"):
            self.round_lines = []

    def _next_line(self) -> None:
        if self.shown_lines >= len(self.round_lines) - 1:
            self.timer.stop()
            return
        self.shown_lines += 1
        self.t.refresh()
