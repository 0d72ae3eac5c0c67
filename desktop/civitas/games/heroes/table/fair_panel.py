"""The fair's trading panel: offer a card and name the kind you want, see every open offer, accept
one by offering what it asks for, withdraw your own, and say when you are done. The engine matches
wishes and swaps the cards; AI seats post through the same engine actions."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from civitas.engine.actions import Action
from civitas.games.heroes.cards import HOLDABLE, OFFERS_PER_FAIR
from civitas.games.heroes.state import HeroesState
from civitas.games.heroes.table.look import HeroesLook

PANEL_W = 260


class FairPanel(QFrame):
    def __init__(self, act: Callable[[Action], bool], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.act = act
        self.setObjectName("fairPanel")
        self.setStyleSheet("#fairPanel { background: #f7f0df; border: 1px solid #b59b6a; border-radius: 8px; }")
        self.setFixedWidth(PANEL_W)
        self.title = QLabel(self)
        font = self.title.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.25)
        self.title.setFont(font)
        self.give_label = QLabel(self)
        self.want_label = QLabel(self)
        self.give = QComboBox(self)
        self.want = QComboBox(self)
        self.give.setObjectName("fairGive")
        self.want.setObjectName("fairWant")
        self.post = QPushButton(self)
        self.post.setObjectName("fairPost")
        self.post.clicked.connect(self._post)
        self.done = QPushButton(self)
        self.done.setObjectName("fairDone")
        self.done.clicked.connect(lambda: self.act(("trade_done",)))
        self.posts_label = QLabel(self)
        self.posts_label.setWordWrap(True)
        self.mine_title = QLabel(self)
        self.open_title = QLabel(self)
        for label in (self.title, self.mine_title, self.open_title):
            label.setFont(font)
            label.setWordWrap(True)
        self.mine_box = QWidget(self)
        self.mine = QVBoxLayout(self.mine_box)
        self.mine.setContentsMargins(0, 0, 0, 0)
        self.open_box = QWidget(self)
        self.open = QVBoxLayout(self.open_box)
        self.open.setContentsMargins(0, 0, 0, 0)
        self.open.setAlignment(Qt.AlignmentFlag.AlignTop)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(self.open_box)

        form = QGridLayout()
        form.addWidget(self.give_label, 0, 0)
        form.addWidget(self.give, 0, 1)
        form.addWidget(self.want_label, 1, 0)
        form.addWidget(self.want, 1, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 10, 10, 10)
        layout.addWidget(self.title)
        layout.addLayout(form)
        layout.addWidget(self.post)
        layout.addWidget(self.posts_label)
        layout.addWidget(self.mine_title)
        layout.addWidget(self.mine_box)
        layout.addWidget(self.open_title)
        layout.addWidget(scroll, 1)
        layout.addWidget(self.done)
        self.hand: list[int] = []

    def _clear(self, layout: QVBoxLayout) -> None:
        while layout.count():
            item = layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()
                widget.deleteLater()

    def preselect(self, kind: int) -> None:
        index = self.give.findData(kind)
        if index >= 0:
            self.give.setCurrentIndex(index)
            self.want.setFocus()

    def _post(self) -> None:
        give, want = self.give.currentData(), self.want.currentData()
        if isinstance(give, int) and isinstance(want, int):
            self.act(("offer", give, want))

    def refresh(
        self, s: HeroesState, seat: int | None, look: HeroesLook, names: list[str], legal: list[Action]
    ) -> None:
        self.title.setText(self.tr("Fair: trading"))
        self.give_label.setText(self.tr("I give:"))
        self.want_label.setText(self.tr("I want:"))
        self.post.setText(self.tr("Post offer"))
        self.done.setText(self.tr("Done trading"))
        self.mine_title.setText(self.tr("My offers"))
        self.open_title.setText(self.tr("Open offers"))
        trading = seat is not None and s.trading[seat]
        hand = s.hands[seat] if seat is not None else []
        current_give = self.give.currentData()
        current_want = self.want.currentData()
        self.give.clear()
        for kind in sorted(set(hand)):
            self.give.addItem(f"{look.card_name(kind)} ×{hand.count(kind)}", kind)
        self.want.clear()
        for kind in HOLDABLE:
            self.want.addItem(look.card_name(kind), kind)
        for box, value in ((self.give, current_give), (self.want, current_want)):
            index = box.findData(value)
            if index >= 0:
                box.setCurrentIndex(index)
        give = self.give.currentData()
        if self.want.currentData() == give:  # a card for one of its own kind is no offer: suggest another
            wants = [a[2] for a in legal if a[0] == "offer" and a[1] == give]
            index = self.want.findData(wants[0]) if wants else -1
            self.want.setCurrentIndex(index if index >= 0 else (1 if self.want.count() > 1 else 0))
        for widget in (self.give, self.want, self.post, self.done):
            widget.setEnabled(trading)
        posted = s.posts[seat] if seat is not None else 0
        self.posts_label.setText(
            self.tr("Offers posted at this fair: {n} of {max}").format(n=posted, max=OFFERS_PER_FAIR)
        )
        self._clear(self.mine)
        self._clear(self.open)
        for oid, who, give, want in s.offers:
            text = self.tr("{give} for {want}").format(give=look.card_name(give), want=look.card_name(want))
            row = QWidget(self)
            line = QHBoxLayout(row)
            line.setContentsMargins(0, 0, 0, 0)
            if who == seat:
                line.addWidget(QLabel(text, row), 1)
                button = QPushButton(self.tr("Withdraw"), row)
                button.setObjectName(f"withdraw{oid}")
                button.setEnabled(("withdraw", oid) in legal)
                button.clicked.connect(lambda _=False, o=oid: self.act(("withdraw", o)))
                line.addWidget(button)
                self.mine.addWidget(row)
            else:
                label = QLabel(self.tr("{name}: {offer}").format(name=names[who], offer=text), row)
                label.setWordWrap(True)
                line.addWidget(label, 1)
                answer = ("offer", want, give)
                button = QPushButton(self.tr("Accept"), row)
                button.setObjectName(f"accept{oid}")
                button.setToolTip(
                    self.tr("Offer {want} for {give}: the trade happens at once.").format(
                        want=look.card_name(want), give=look.card_name(give)
                    )
                )
                button.setEnabled(answer in legal)
                button.clicked.connect(lambda _=False, a=answer: self.act(a))
                line.addWidget(button)
                self.open.addWidget(row)
        if not any(o[1] == seat for o in s.offers):
            self.mine.addWidget(QLabel(self.tr("none"), self))
        waiting = [names[i] for i in range(s.n) if s.trading[i] and i != seat]
        if waiting:
            note = QLabel(self.tr("Still trading: {names}").format(names=", ".join(waiting)), self)
            note.setWordWrap(True)
            self.open.addWidget(note)
        elif trading and s.n > 1:
            note = QLabel(
                self.tr("The others have finished trading: a new offer can only match an offer already open."), self
            )
            note.setObjectName("fairAlone")
            note.setWordWrap(True)
            self.open.addWidget(note)
