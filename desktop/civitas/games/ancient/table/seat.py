"""One player's area at the Ancient World table: the status strip, the capital with the citizens ready and
the starving space, the armies (a stack per army: the active troop on top, dismissed ones peeking out
below with their experience, the coins on its scroll and illustration as badges), the empire cards (face
up, or face down when lost), provinces and titans, and the reserve (face down to the others)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSizeF

from civitas.games.ancient import derived
from civitas.games.ancient.cards import COLOURS
from civitas.games.ancient.derived import C
from civitas.games.ancient.scoring import running_score
from civitas.games.ancient.state import AncientState
from civitas.games.ancient.table.actions import army_key, card
from civitas.games.ancient.table.glyphs import TRIBE_COLOURS
from civitas.games.ancient.table.host import TableHost
from civitas.games.ancient.table.layout import seat_layout
from civitas.games.ancient.table.pieces import CapitalItem, CitizenToken
from civitas.ui.table.board import BadgeItem, StripItem
from civitas.ui.table.host import SeatAreaBase
from civitas.ui.table.zone import Zone

GLYPH_CHARS = {"red": "▲", "green": "♣", "blue": "≈", "yellow": "☀", "purple": "☾"}


class SeatArea(SeatAreaBase):
    def __init__(self, table: TableHost, v: AncientState, p: int, rect: QRectF) -> None:
        super().__init__(table, p, rect)
        self.t = table
        self.v = v

    def build(self) -> None:
        t, v, p = self.t, self.v, self.p
        shown = max(len(v.tableau[q]) + len(v.provinces[q]) + len(v.titans[q]) for q in range(v.n))
        g = seat_layout(self.rect, max(4, shown))
        zone = self.seat_zone(t, f"seat:{p}", t.names()[p], v.over)
        zone.count_text = self.tr("{c} coins · {k} knowledge · {n} pts").format(
            c=v.coins[p], k=v.knowledge[p], n=running_score(v, p))
        if v.passed[p] and not v.over:
            zone.title += " — " + self.tr("passed")
        t.scene.add_decor(StripItem(g.strip, self.strip(), size=13))
        capital_tip = self.tr("The capital: 1 food, 4 spaces, 5 coins of income, a limit of 2 armies")
        t.scene.add_decor(CapitalItem(g.capital, self.tr("Capital"), capital_tip, self.colour))
        self.citizens(g.ready, g.starving)
        self.armies(g.armies, g.card)
        self.tableau(g.tableau, g.card)
        self.reserve(g.reserve, QSizeF(g.card.width() * 0.75, g.card.height() * 0.75))

    def strip(self) -> list[tuple[str, str]]:
        v, p = self.v, self.p
        swords, arrows = derived.free_attack(v, p)
        used = len(v.tableau[p])
        segs = [
            (self.tr("food {f}/{c}").format(f=derived.food(v, p), c=len(v.citizens[p])), ""),
            (self.tr("spaces {u}/{t}").format(u=used, t=derived.spaces_total(v, p)), ""),
            (self.tr("armies {count}/{limit}").format(count=len(v.armies[p]), limit=derived.army_limit(v, p)), ""),
            (self.tr("⚔{s} ➶{a}").format(s=swords, a=arrows), ""),
        ]
        counts = derived.banners(v, p)
        for colour, n in zip(COLOURS, counts, strict=True):
            if n:
                segs.append((f"{GLYPH_CHARS[colour]}{n}", TRIBE_COLOURS[colour]))
        return segs

    def citizens(self, ready: QRectF, starving: QRectF) -> None:
        t, v, p = self.t, self.v, self.p
        can_drag = self.own and t.my_turn() and not t.frame()
        zone = t.scene.add_zone(Zone(f"ready:{p}", ready, self.tr("Citizens"), accepts=False, gap=4,
                                     colour=self.colour))
        size = min(30.0, ready.height() - 24)
        for skill in sorted(v.ready[p]):
            tip = self.tr("Citizen {skill}: drag it onto an action row").format(skill=skill)
            token = CitizenToken(p, skill, self.colour, f"cit:{p}:{skill}", can_drag, size, tip)
            if t.binds.for_piece(token.key):
                token.set_highlight(True)
            t.scene.add_piece(token, zone)
        hungry = t.scene.add_zone(Zone(f"starving:{p}", starving, self.tr("Starving"), accepts=False, gap=4,
                                       colour="#7b241c"))
        for skill in sorted(v.starving[p]):
            tip = self.tr("Citizen {skill} is starving: it does not work this round").format(skill=skill)
            t.scene.add_piece(CitizenToken(p, skill, self.colour, f"cit:{p}:{skill}", False, size, tip, True), hungry)

    def armies(self, area: QRectF, size: QSizeF) -> None:
        t, v, p = self.t, self.v, self.p
        t.scene.add_zone(Zone(f"armies:{p}", area, self.tr("Armies"), layout="free", accepts=False,
                              colour="#35597a"))
        peek = max(12.0, size.height() * 0.2)
        x, y = area.left() + 6, area.top() + 22
        limit = derived.army_limit(v, p)
        for i, army in enumerate(v.armies[p]):
            h = size.height() + peek * (len(army) - 1)
            if x + size.width() > area.right() - 4:
                x, y = area.left() + 6, y + h + 8
            zone = t.scene.add_zone(Zone(f"army:{p}:{i}", QRectF(x - 3, y - 3, size.width() + 6, h + 6), "",
                                         layout="free", show_frame=False))
            zone.payload = i
            for j, troop in enumerate(army[:-1]):  # dismissed: under the active one, peeking out below
                item = t.card_item(troop, f"card:{troop}", size, draggable=False)
                item.setToolTip(self.tr("Dismissed: its experience counts when the army fights"))
                t.scene.add_piece(item, at=QPointF(x, y + peek * (len(army) - 1 - j)))
                item.home_z = float(j)
            active = army[-1]
            key = army_key(p, i)
            item = t.card_item(active, key, size, draggable=self.own and t.my_turn() and not t.frame())
            item.payload = ("army", p, i, active)
            if t.binds.for_piece(key) or t.fight.has(key):
                item.set_highlight(True)
            item.home_z = float(len(army))
            t.scene.add_piece(item, at=QPointF(x, y))
            scroll, picture = v.scroll.get(active, 0), v.picture.get(active, 0)
            if scroll:  # beside the troop's symbols: a top corner would hide the troop's name
                badge = BadgeItem(item, scroll, "#d4a017", "tr",
                                  tooltip=self.tr("Coins on the scroll: it fought this round"))
                badge.setPos(size.width() - badge.side * 0.7, size.height() * 0.45 - badge.side / 2)
            if picture:
                BadgeItem(item, picture, "#b9770e", "br", text_colour="#ffffff",
                          tooltip=self.tr("Coins on the illustration: each makes it dearer"))
            x += size.width() + 10
        if len(v.armies[p]) < limit:
            if x + size.width() > area.right() - 4:
                x, y = area.left() + 6, y + size.height() + 8
            rect = QRectF(x - 3, y - 3, size.width() + 6, size.height() + 6)
            new = t.scene.add_zone(Zone(f"army:{p}:new", rect, "", layout="free", colour="#35597a"))
            new.slots = [QRectF(x, y, size.width(), size.height())]
            new.setToolTip(self.tr("Room for a new army"))

    def tableau(self, area: QRectF, size: QSizeF) -> None:
        t, v, p = self.t, self.v, self.p
        cards_ = list(v.tableau[p]) + list(v.provinces[p]) + list(v.titans[p])
        gap = 5.0
        inner_w = area.width() - 12
        per_row = max(1, int((inner_w + gap) // (size.width() + gap)))
        rows = (len(cards_) + per_row - 1) // per_row
        room_h = area.height() - 26
        if rows * (size.height() + gap) > room_h and rows > 1:  # shrink rather than clip
            scale = room_h / (rows * (size.height() + gap))
            size = QSizeF(size.width() * scale, size.height() * scale)
            per_row = max(1, int((inner_w + gap) // (size.width() + gap)))
        on_card = {code >> 3: code & 7 for code in v.on_cards[p]}
        down = set(v.down[p])
        rects = []
        for i in range(len(cards_)):
            r, c = divmod(i, per_row)
            rects.append(QRectF(area.left() + 6 + c * (size.width() + gap), area.top() + 22 + r * (size.height() + gap),
                                size.width(), size.height()))
        usable = set(derived.action_cards(v, p))
        for c, rect in zip(cards_, rects, strict=True):  # each own action card or titan: a drop place for a citizen
            if self.own and C[c].action is not None and c in usable:
                t.scene.add_zone(Zone(f"onto:{c}", rect, "", layout="free", show_frame=False, payload=c))
        zone = t.scene.add_zone(Zone(f"tableau:{p}", area, self.tr("Empire"), layout="free", colour=self.colour))
        zone.count_text = self.tr("{u}/{t} spaces").format(u=len(v.tableau[p]), t=derived.spaces_total(v, p))
        for c, rect in zip(cards_, rects, strict=True):
            item = t.card_item(c, card(c), size, lost=c in down, draggable=False)
            t.scene.add_piece(item, at=rect.topLeft())
            if c in on_card:
                skill = on_card[c]
                d = min(26.0, size.width() * 0.4)
                token = CitizenToken(p, skill, self.colour, f"cit:{p}:{skill}", False, d)
                t.scene.add_piece(token, at=QPointF(rect.right() - d * 0.8, rect.top() + size.height() * 0.32))
                token.home_z = 5

    def reserve(self, area: QRectF, size: QSizeF) -> None:
        t, v, p = self.t, self.v, self.p
        zone = t.scene.add_zone(Zone(f"reserve:{p}", area, self.tr("Reserve"), accepts=self.own, gap=4,
                                     colour="#6b5434"))
        for i, c in enumerate(v.reserve[p]):
            key = card(c) if c >= 0 else f"res:{p}:{i}"
            t.scene.add_piece(t.card_item(c, key, size), zone)
        zone.count_text = str(len(v.reserve[p])) if v.reserve[p] else ""
