"""The war on the table explains its outcomes: goal buttons say what each goal can take with the
armies at hand, the battlefield shows the battle preview, and both follow the language."""

from __future__ import annotations

import pytest
from heroes_fixtures import controller_for, session_at

from civitas.games.heroes.cards import GEN, IRON
from civitas.games.heroes.table import HeroesTable
from civitas.games.heroes.table.war_preview import PreviewItem
from civitas.ui.i18n import install_language
from civitas.ui.table.anim import Animator


@pytest.fixture(autouse=True)
def fast_animations(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(Animator, "scale", 0.05)


def war_session():
    """Seat 0 (three armies, one with a general) against seat 1 (one army, one fortress, one city)."""
    session = session_at(2, 21)
    s = session.state
    s.supply[0] += len(s.armies[0]) + len(s.armies[1]) - 4
    s.supply[3] += sum(1 for a in s.armies[0] + s.armies[1] if a & GEN) - 1
    s.armies[0] = [GEN, 0, 0]
    s.armies[1] = [0]
    s.supply[2] += s.forts[1] - 1
    s.forts[1] = 1
    s.supply[1] += s.cities[1] - 1
    s.cities[1] = 1
    pool = s.hands[0] + s.deck  # no hero in the attacker's hand: three units to send
    pool.remove(IRON)
    s.hands[0], s.deck = [IRON], pool
    return session


def open_table(qtbot, controller) -> HeroesTable:
    table = HeroesTable(controller)
    qtbot.addWidget(table)
    table.resize(1280, 800)
    table.show()
    qtbot.waitExposed(table)
    qtbot.wait(30)
    return table


def previews(table: HeroesTable) -> list[PreviewItem]:
    return [item for item in table.scene.items() if isinstance(item, PreviewItem)]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_goal_buttons_and_the_battle_preview_explain_the_war_before_it_is_sent(qtbot, lang):
    install_language(lang)
    try:
        session = war_session()
        controller = controller_for(session, lang)
        table = open_table(qtbot, controller)
        assert controller.try_act(0, ("war", 1)) is None
        qtbot.wait(30)
        buttons = {b.objectName(): b for b in table.prompt_button_list}
        conquest = buttons["goal_conquest"]
        # three armies against one: the two without an opponent win for sure, and take the only city
        assert conquest.text() == ("Conquest: up to 1 city" if lang == "en" else "Завоевание: до 1 города")
        assert ("2–3 winning armies take 1 city" if lang == "en" else "2–3 победившие армии") in conquest.toolTip()
        (goal_preview,) = previews(table)
        assert len(goal_preview.lines) == 5  # who defends, the heading, the three goals
        assert controller.try_act(0, ("goal", "conquest")) is None
        assert controller.try_act(0, ("send", GEN)) is None
        qtbot.wait(30)
        (preview,) = previews(table)
        # one army with a general against one army behind a fortress: won 21 times in 36
        expected = {
            "en": "Chances with 1 army: a win without spoils 58% · no winning army 42%",
            "ru": "Шансы с 1 армией: победа без добычи 58% · ни одной победившей армии 42%",
        }[lang]
        assert preview.lines[1] == expected
        war_zone = table.scene.zone("war")
        assert war_zone is not None and war_zone.area.contains(preview.area)
        go = next(b for b in table.prompt_button_list if b.objectName() == "go")
        assert preview.lines[1] in go.toolTip()
    finally:
        install_language("en")


def test_the_preview_is_drawn_on_the_battlefield_and_armies_can_still_be_dropped_there(qtbot):
    from table_helpers import centre, drag

    session = war_session()
    controller = controller_for(session)
    table = open_table(qtbot, controller)
    controller.try_act(0, ("war", 1))
    controller.try_act(0, ("goal", "plunder"))
    qtbot.wait(30)
    (preview,) = previews(table)
    army = next(p for p in table.scene.pieces if p.key.startswith("army:0:"))
    drag(qtbot, table.view, centre(army), preview.area.center())
    assert len(session.state.war_units) == 1
