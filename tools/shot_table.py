"""Screenshots of the Age of Heroes table: ``python tools/shot_table.py [outdir]``.

Plays a seeded game with random legal moves up to an interesting point, then grabs the table at
1280×800 and 1920×1080 in Russian and English (offscreen) into ``outdir`` (default /tmp/shots).
"""

from __future__ import annotations

import os
import random
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication  # noqa: E402

from civitas.engine.registry import get_game, register  # noqa: E402
from civitas.engine.session import Session  # noqa: E402
from civitas.ui.controller import GameController  # noqa: E402

NAMES = ["Анна", "Boris", "Клио", "Dario", "Елена", "Farid"]


def heroes_session(players: int, seed: int, steps: int, stop_phase: str = "action", viewer: int = 0) -> Session:
    register("heroes", "civitas.games.heroes.package")
    game = get_game("heroes")
    session = Session.new(game, {"players": players}, seed, players=[{"name": n} for n in NAMES[:players]])
    rng = random.Random(seed)
    for i in range(100_000):
        state = session.state
        movers = game.to_move(state)
        if not movers:
            break
        if i >= steps and state.phase == stop_phase and viewer in movers and not state.pending:
            break
        seat = movers[0] if len(movers) == 1 else rng.choice(movers)
        actions = game.legal_actions(state, seat)
        # keep the game going towards building: prefer builds and offers' ends over skipping
        builds = [a for a in actions if a[0] in ("build", "monument") and (len(a) < 3 or a[-1] != 0)]
        pick = rng.choice(builds) if builds and rng.random() < 0.7 else rng.choice(actions)
        if pick[0] == "offer" and rng.random() < 0.8:
            pick = ("trade_done",) if ("trade_done",) in actions else pick
        session.act(seat, pick)
    return session


def main() -> int:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/shots")
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication([])
    from civitas.games.heroes.table import HeroesTable
    from civitas.ui.i18n import install_language
    from civitas.ui.table.anim import Animator

    Animator.scale = 0.0
    for players, phase, tag in ((6, "action", "6p"), (3, "trade", "3p-fair")):
        for lang in ("ru", "en"):
            install_language(lang)
            session = heroes_session(players, 11, 160, phase)
            controller = GameController(session, {0}, lang)
            table = HeroesTable(controller)
            for w, h in ((1280, 800), (1920, 1080)):
                table.resize(w, h)
                table.show()
                for _ in range(5):
                    app.processEvents()
                path = out / f"heroes-{tag}-{lang}-{w}x{h}.png"
                table.grab().save(str(path))
                print(path)
            table.close()
    for lang in ("ru", "en"):
        install_language(lang)
        war_shot(app, out, lang)
        quake_shot(app, out, lang)
        drag_shot(app, out, lang)
    return 0


def drag_shot(app: QApplication, out: Path, lang: str) -> None:
    """A stone card dragged over the supply: legal targets framed, the one under it green or red."""
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest

    from civitas.games.heroes.table import HeroesTable
    from civitas.ui.table.card_item import CardItem

    session = heroes_session(4, 5, 0, "action")
    state = session.state
    pool = state.hands[0] + state.deck
    cards = [3, 1, 1, 0, 2]  # stone, wood, wood, iron, grain
    for card in cards:
        pool.remove(card)
    state.hands[0], state.deck = cards, pool
    controller = GameController(session, {0}, lang)
    table = HeroesTable(controller)
    table.resize(1280, 800)
    table.show()
    for _ in range(10):
        app.processEvents()
    scene, view = table.scene, table.view
    card = next(p for p in scene.pieces_in("hand") if isinstance(p, CardItem) and p.payload == ("card", 3))
    viewport = view.viewport()
    start = view.mapFromScene(card.sceneBoundingRect().center())
    for name, zone_id in (("legal", "supply:1"), ("illegal", "supply:0")):
        zone = scene.zone(zone_id)
        assert zone is not None
        end = view.mapFromScene(zone.area.center())
        QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
        for i in range(1, 11):
            QTest.mouseMove(viewport, QPoint(start.x() + (end.x() - start.x()) * i // 10,
                                             start.y() + (end.y() - start.y()) * i // 10))
        app.processEvents()
        path = out / f"heroes-drag-{name}-{lang}-1280x800.png"
        table.grab().save(str(path))
        print(path)
        scene.drag.cancel()
        for _ in range(40):
            app.processEvents()
    table.close()


def quake_shot(app: QApplication, out: Path, lang: str) -> None:
    """An earthquake drawn by the viewer: the prompt asks for another tribe's army."""
    from civitas.games.heroes.table import HeroesTable

    session = heroes_session(5, 23, 120, "action")
    state = session.state
    (state.deck if 12 in state.deck else state.discard).remove(12)
    state.table.append(12)
    state.pending.append(("quake", 0))
    controller = GameController(session, {0}, lang)
    table = HeroesTable(controller)
    table.resize(1280, 800)
    table.show()
    for _ in range(10):
        app.processEvents()
    path = out / f"heroes-quake-{lang}-1280x800.png"
    table.grab().save(str(path))
    print(path)
    table.close()


def war_shot(app: QApplication, out: Path, lang: str) -> None:
    """A war: Анна attacks Boris with two armies (one led by a general) for plunder."""
    from civitas.games.heroes.table import HeroesTable

    session = heroes_session(4, 11, 60, "action")
    state = session.state
    state.armies[0] = [1, 0, 0]  # a general on the first
    state.supply[0] -= max(0, 3 - 1)
    state.supply[3] -= 1
    for hand in state.hands[1]:
        if hand in (16, 17):  # no olympic games or hero for the defender: the battle runs at once
            state.hands[1].remove(hand)
            state.discard.append(hand)
    controller = GameController(session, {0}, lang)
    table = HeroesTable(controller)
    table.resize(1920, 1080)
    table.show()
    for _ in range(5):
        app.processEvents()
    controller.try_act(0, ("war", 1))
    controller.try_act(0, ("goal", "plunder"))
    for code in list(dict.fromkeys(state.armies[0])):
        while code in state.armies[0]:
            controller.try_act(0, ("send", code))
    controller.try_act(0, ("go",))
    for _ in range(200):
        app.processEvents()
    path = out / f"heroes-war-{lang}-1920x1080.png"
    table.grab().save(str(path))
    print(path)
    table.close()


if __name__ == "__main__":
    sys.exit(main())
