"""The fair's trading panel: offer a card and name the kind you want, see what every rival offers and
whether it is still deciding, accept an offer by posting what it asks for, withdraw your own, and
say when you are done. The engine matches wishes and swaps the cards; AI seats post through the
same engine actions, and a new offer brings back everyone who said done (see fair.py)."""

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
from civitas.games.heroes.fair import can_be_taken, can_post
from civitas.games.heroes.state import HeroesState
from civitas.games.heroes.table.look import HeroesLook
from civitas.ui import hint_marks

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
        self.no_taker = QLabel(self)
        self.no_taker.setObjectName("fairNoTaker")
        self.no_taker.setWordWrap(True)
        self.no_taker.setStyleSheet("color: #9a3412;")
        self.no_taker.hide()
        self._s: HeroesState | None = None
        self._asked = False  # the game asks the viewer to trade now
        self._seat: int | None = None
        self.give.currentIndexChanged.connect(self._update_taker)
        self.want.currentIndexChanged.connect(self._update_taker)
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
        layout.addWidget(self.no_taker)
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

    def mark(self, actions: list[Action], s: HeroesState) -> None:
        """Star what a tutorial step asks for in this panel: an offer (preselected in the form, with its
        Post button and the Accept button of a matching open offer starred) or "done trading"."""
        offers = [a for a in actions if a and a[0] == "offer"]
        names: list[str] = []
        if offers:
            give, want = offers[0][1], offers[0][2]
            for box, value in ((self.give, give), (self.want, want)):
                index = box.findData(value)
                if index >= 0:
                    box.setCurrentIndex(index)
            names.append("fairPost")
            names += [f"accept{o[0]}" for o in s.offers if (o[3], o[2]) == (give, want)]
        if ("trade_done",) in actions:
            names.append("fairDone")
        for name in names:
            for button in self.findChildren(QPushButton, name):
                if not button.isHidden() and not button.text().startswith(hint_marks.BEST):
                    button.setText(hint_marks.BEST + button.text())
                    button.setToolTip(hint_marks.with_tip(button.toolTip(), True))

    def preselect(self, kind: int) -> None:
        index = self.give.findData(kind)
        if index >= 0:
            self.give.setCurrentIndex(index)
            self.want.setFocus()

    def _post(self) -> None:
        give, want = self.give.currentData(), self.want.currentData()
        if isinstance(give, int) and isinstance(want, int):
            self.act(("offer", give, want))

    def refresh(self, s: HeroesState, seat: int | None, look: HeroesLook, names: list[str], legal: list[Action],
                asked: bool = False) -> None:
        """The panel for the viewer ``seat`` in its view ``s``; ``asked`` while the game asks it to trade (its
        decision), when the form and the buttons work."""
        self._asked = asked
        self.title.setText(self.tr("Fair: trading"))
        self.give_label.setText(self.tr("I give:"))
        self.want_label.setText(self.tr("I want:"))
        self.post.setText(self.tr("Post offer"))
        self.done.setText(self.tr("Done trading"))
        self.mine_title.setText(self.tr("My offers"))
        self.open_title.setText(self.tr("What the others offer"))
        trading = seat is not None and asked
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
        self._s, self._seat = s, seat
        self._update_taker()
        self._clear(self.mine)
        self._clear(self.open)
        for oid, who, give, want in s.offers:
            if who == seat:
                self.mine.addWidget(self._own_row(oid, give, want, look, legal))
        if not any(o[1] == seat for o in s.offers):
            self.mine.addWidget(QLabel(self.tr("none"), self))
        for rival in self._rivals(s, seat):
            self._rival_block(s, rival, look, names, legal)
        self._note(s, seat, trading)

    @staticmethod
    def _rivals(s: HeroesState, seat: int | None) -> list[int]:
        """The other living seats, in playing order after the viewer."""
        start = seat if seat is not None else -1
        order = [(start + k) % s.n for k in range(1, s.n + 1)]
        return [r for r in order if r != seat and s.alive[r]]

    def _own_row(self, oid: int, give: int, want: int, look: HeroesLook, legal: list[Action]) -> QWidget:
        row = QWidget(self)
        line = QHBoxLayout(row)
        line.setContentsMargins(0, 0, 0, 0)
        text = self.tr("{give} for {want}").format(give=look.card_name(give), want=look.card_name(want))
        label = QLabel(text, row)
        label.setWordWrap(True)
        line.addWidget(label, 1)
        button = QPushButton(self.tr("Withdraw"), row)
        button.setObjectName(f"withdraw{oid}")
        button.setEnabled(("withdraw", oid) in legal)
        button.clicked.connect(lambda _=False, o=oid: self.act(("withdraw", o)))
        line.addWidget(button)
        return row

    def status_text(self, s: HeroesState, rival: int) -> str:
        """Where a rival stands at the fair: still deciding, passing for now, or out of offers."""
        if s.trading[rival]:
            return self.tr("deciding")
        if can_post(s, rival):
            return self.tr("passes for now")
        return self.tr("done: no offers left")

    def _rival_block(
        self, s: HeroesState, rival: int, look: HeroesLook, names: list[str], legal: list[Action]
    ) -> None:
        """A rival's name and status, then what it offers and wants, each with an Accept button."""
        head = QLabel(
            self.tr("{name}: {status}").format(name=names[rival], status=self.status_text(s, rival)), self.open_box
        )
        head.setObjectName(f"rival{rival}")
        head.setWordWrap(True)
        font = head.font()
        font.setBold(True)
        head.setFont(font)
        self.open.addWidget(head)
        offers = [o for o in s.offers if o[1] == rival]
        for oid, _who, give, want in offers:
            row = QWidget(self.open_box)
            line = QHBoxLayout(row)
            line.setContentsMargins(8, 0, 0, 0)
            text = self.tr("gives {give}, wants {want}").format(give=look.card_name(give), want=look.card_name(want))
            label = QLabel(text, row)
            label.setObjectName(f"offer{oid}")
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
        if not offers:
            empty = QLabel(self.tr("no open offers"), self.open_box)
            empty.setContentsMargins(8, 0, 0, 0)
            self.open.addWidget(empty)

    def _note(self, s: HeroesState, seat: int | None, trading: bool) -> None:
        """What a new offer of the viewer would do now, or why the viewer cannot post."""
        if seat is None or not s.alive[seat]:
            return
        rivals = self._rivals(s, seat)
        if not trading:
            text = self.tr("You said done: a new offer from anyone brings you back.")
        elif rivals and not any(s.trading[r] or can_post(s, r) for r in rivals):
            text = self.tr("Nobody else can post at this fair: only the open offers can still trade.")
        elif rivals and not any(s.trading[r] for r in rivals):
            text = self.tr("The others have passed for now: a new offer asks them again.")
        else:
            return
        note = QLabel(text, self.open_box)
        note.setObjectName("fairAlone")
        note.setWordWrap(True)
        self.open.addWidget(note)

    def _update_taker(self) -> None:
        """Warn when the offer chosen in the form could never trade at this fair."""
        s, seat = self._s, self._seat
        give, want = self.give.currentData(), self.want.currentData()
        shown = False
        if s is not None and seat is not None and self._asked:
            if isinstance(give, int) and isinstance(want, int) and give != want:
                shown = not can_be_taken(s, seat, give, want)
        self.no_taker.setText(self.tr("No rival can take this offer now."))
        self.no_taker.setVisible(shown)
