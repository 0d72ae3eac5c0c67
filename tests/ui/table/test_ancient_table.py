"""The Ancient World table (games/ancient/table), offscreen: it builds for every player count in both
languages; every legal action is reachable through the table's own choices (prompt buttons, the bar's
menus, the pieces' and areas' menus) and a whole game is played through them; drags of citizens onto
slots (legal and covered); a titan fight chosen by dragging an army onto a titan."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication
from table_helpers import centre, click, drag, open_table, play_through_table, show

from civitas.engine.actions import Action
from civitas.engine.registry import get_game, register
from civitas.games.ancient.derived import C
from civitas.games.ancient.state import AncientState
from civitas.games.ancient.table import AncientTable, create_setup, create_table
from civitas.ui.controller import GameController
from civitas.ui.table.anim import Animator
from civitas.ui.table.board import SlotZone
from civitas.ui.table.fit import scene_elisions

NAMES = {"ru": ["Анна", "Борис", "Вера", "Глеб"], "en": ["Ann", "Bob", "Cleo", "Dan"]}


@pytest.fixture(autouse=True)
def fast_animations(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(Animator, "scale", 0.0)


def ancient() -> Any:
    register("ancient", "civitas.games.ancient.package")
    return get_game("ancient")


def make(players: int, lang: str = "en", seed: int = 5, humans: set[int] | None = None,
         options: dict[str, Any] | None = None) -> tuple[GameController, AncientTable]:
    controller, table = open_table(ancient(), {"players": players, **(options or {})}, seed, NAMES[lang][:players],
                                   lang, humans, create_table)
    assert isinstance(table, AncientTable)
    return controller, table


def state(controller: GameController) -> AncientState:
    s = controller.session.state
    assert isinstance(s, AncientState)
    return s


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("lang", ["ru", "en"])
@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_aw_s9_the_table_shows_every_player_area_and_the_board(qtbot: Any, players: int, lang: str,
                                                              size: tuple[int, int]) -> None:
    controller, table = make(players, lang)
    show(qtbot, table, *size)
    s = state(controller)
    for p in range(players):
        assert table.scene.zone(f"seat:{p}") is not None
        assert table.scene.zone(f"tableau:{p}") is not None
        for skill in s.ready[p]:
            assert table.scene.piece(f"cit:{p}:{skill}") is not None
    for slot in ("work", "build", "serve", "expand", "study", "restore", "recruit", "explore", "grow"):
        assert table.scene.zone(f"slot:{slot}") is not None
    explore = table.scene.zone("slot:explore")
    assert isinstance(explore, SlotZone) and explore.spec.covered  # AW-S6: covered in round 1
    assert len(table.scene.pieces_in("display")) == {2: 4, 3: 5, 4: 6}[players]
    assert len(table.scene.pieces_in("troops")) == players
    for d in (1, 2, 3):
        assert table.scene.pieces_in(f"titan:{d}")  # each titan deck shows its top
    table.grab()
    assert scene_elisions(table.scene) == []


@pytest.mark.parametrize("moves", [
    pytest.param(30, id="the-first-30-moves"), pytest.param(None, id="a-whole-game", marks=pytest.mark.slow)])
def test_aw_t1_every_legal_action_is_offered_and_a_whole_game_is_played_through_the_table(qtbot: Any,
                                                                                          moves: int | None) -> None:
    controller, table = make(2, "en", seed=11, humans={0, 1})
    show(qtbot, table)
    rng = random.Random(4)

    def pick(s: Any, seat: int, legal: list[Action]) -> Action:
        wanted = [a for a in legal if a != ("pass",)] if rng.random() < 0.85 else legal
        return rng.choice(wanted or legal)

    played = play_through_table(controller, table, pick, max_steps=3000, moves=moves)
    if moves is not None:
        assert played == moves and not state(controller).over
        return
    assert played > 60  # six rounds of placements and builds
    assert state(controller).over
    assert state(controller).round == 6


def test_aw_pl1_dragging_a_citizen_onto_a_legal_slot_places_it(qtbot: Any) -> None:
    controller, table = make(2, "en", seed=3)
    show(qtbot, table)
    s = state(controller)
    assert s.turn == 0
    token = table.scene.piece("cit:0:1")
    slot = table.scene.zone("slot:work")
    assert token is not None and slot is not None and token.draggable
    coins = s.coins[0]
    drag(qtbot, table.view, centre(token), slot.area.center())
    assert controller.session.record.steps[-1] == (0, ("place", 1, "work"))
    assert state(controller).coins[0] == coins + 2  # AW-B1
    moved = table.scene.piece("cit:0:1")
    assert moved is not None and moved.zone_id == "slot:work"


def test_aw_pl8_dragging_a_citizen_onto_a_covered_slot_says_why(qtbot: Any) -> None:
    controller, table = make(2, "en", seed=3)
    show(qtbot, table)
    messages: list[str] = []
    table.status.connect(messages.append)
    reasons: list[Any] = []
    controller.illegal.connect(reasons.append)
    token = table.scene.piece("cit:0:2")
    slot = table.scene.zone("slot:explore")
    assert token is not None and slot is not None
    before = controller.session.state_hash()
    drag(qtbot, table.view, centre(token), slot.area.center())
    assert controller.session.state_hash() == before
    assert messages and "round 2" in messages[-1]
    assert reasons and reasons[-1].code == "slot_covered" and reasons[-1].section  # the rules link


def test_aw_pl2_dragging_onto_an_overbid_slot_says_the_skill_needed(qtbot: Any) -> None:
    controller, table = make(2, "en", seed=3)
    show(qtbot, table)
    controller.try_act(0, ("place", 3, "study"))
    controller.set_viewer(1)
    messages: list[str] = []
    table.status.connect(messages.append)
    token = table.scene.piece("cit:1:2")
    slot = table.scene.zone("slot:study")
    assert token is not None and slot is not None
    drag(qtbot, table.view, centre(token), slot.area.center())
    reason = controller.why_not(1, ("place", 2, "study"))
    assert reason is not None and reason.code == "skill_too_low"
    assert messages and messages[-1] == controller.reason_text(reason)


def test_aw_f1_a_fight_through_the_table(qtbot: Any) -> None:
    controller, table = make(2, "en", seed=3)
    s = state(controller)
    s.serve[0] = 30  # enough swords for any titan: the fight is decided by the table, not the luck
    s.coins[0] = 20
    show(qtbot, table)
    titan = s.titan_decks[0][-1]
    army = table.scene.piece("army:0:0")
    target = table.scene.zone("titan:1")
    assert army is not None and target is not None
    drag(qtbot, table.view, centre(army), target.area.center())
    assert table.fight.picked == {0}
    lines = table.fight.meter_lines(s)
    assert any(str(C[titan].defence) in text for text, _, _ in lines)
    QApplication.processEvents()
    button = next(b for b in table.prompt_button_list if b.objectName() == "fight1")
    click(qtbot, button)
    s = state(controller)
    assert titan in s.titans[0]
    for _ in range(20):  # the damage: lose face-up cards by clicking them
        top = s.stack.top
        if top is None or top.kind != "lose":
            break
        action = table.legal[0]
        piece = table.scene.piece(f"card:{action[1]}")
        assert piece is not None
        table.piece_clicked(piece)
        QApplication.processEvents()
        s = state(controller)
    assert s.stack.top is None or s.stack.top.kind != "lose"


def test_setup_panel_gives_the_options(qtbot: Any) -> None:
    panel = create_setup(ancient(), None)  # type: ignore[arg-type]
    qtbot.addWidget(panel)
    panel.set_players(2)  # type: ignore[attr-defined]
    panel.set_options({"first_player": "4", "expand_plus": True, "dice": "1-2-3"})  # type: ignore[attr-defined]
    assert panel.options() == {"first_player": "random", "expand_plus": True, "dice": "1-2-3"}  # type: ignore


def play_until(controller: GameController, done: Any, seat_moves: Any = None, limit: int = 400) -> None:
    """Play plain moves (the first legal action that is no pass, else pass) until ``done(state)``."""
    game = controller.game
    for _ in range(limit):
        s = state(controller)
        if done(s):
            return
        seat = game.to_move(s)[0]
        legal = game.legal_actions(s, seat)
        pick = seat_moves(s, seat, legal) if seat_moves else None
        controller.try_act(seat, pick or legal[-1])
    raise AssertionError("never reached")


def test_aw_b2_dragging_a_display_card_onto_the_tableau_builds_it(qtbot: Any) -> None:
    controller, table = make(2, "en", seed=3)
    s = state(controller)
    s.coins[0] = 30
    s.knowledge[0] = 10
    show(qtbot, table)
    controller.try_act(0, ("place", 1, "build"))
    s = state(controller)
    assert s.stack.top is not None and s.stack.top.kind == "build"
    c = next(a[1] for a in table.legal if a[0] == "buy")
    piece = table.scene.piece(f"card:{c}")
    zone = table.scene.zone("tableau:0")
    assert piece is not None and zone is not None and piece.draggable
    drag(qtbot, table.view, centre(piece), zone.area.center())
    assert c in state(controller).tableau[0]
    assert table.scene.piece(f"card:{c}") is not None


def test_aw_b8_dragging_a_troop_onto_the_empty_army_place_recruits_it(qtbot: Any) -> None:
    controller, table = make(2, "en", seed=3)
    s = state(controller)
    s.coins[0] = 30
    show(qtbot, table)
    # an empty army place: the limit is 2 and seat 0 has two armies; drop on an army whose troop is unused
    controller.try_act(0, ("place", 1, "recruit"))
    troop = state(controller).troop_row[0]
    piece = table.scene.piece(f"card:{troop}")
    zone = table.scene.zone("army:0:1")
    assert piece is not None and zone is not None
    drag(qtbot, table.view, centre(piece), zone.area.center())
    s = state(controller)
    assert s.armies[0][1][-1] == troop  # the new troop on top, the old one dismissed under it


def test_aw_e1_the_end_of_a_round_is_shown_step_by_step(qtbot: Any) -> None:
    controller, table = make(2, "en", seed=3, humans={0, 1})
    show(qtbot, table)
    play_until(controller, lambda s: s.round == 2)
    lines = [text for text, _, _ in table.fight.round_lines]
    assert lines and any("income" in text for text in lines)
    assert table.fight.shown_lines == 0
    qtbot.waitUntil(lambda: table.fight.shown_lines == len(table.fight.round_lines) - 1, timeout=5000)


def test_aw_b2_a_display_card_dragged_on_ones_turn_places_a_citizen_on_build_then_buys(qtbot: Any) -> None:
    controller, table = make(2, "en", seed=3)
    s = state(controller)
    s.coins[0] = 30
    s.knowledge[0] = 10
    show(qtbot, table)
    c = s.display[0]
    piece = table.scene.piece(f"card:{c}")
    zone = table.scene.zone("tableau:0")
    assert piece is not None and zone is not None and piece.draggable
    drag(qtbot, table.view, centre(piece), zone.area.center())
    steps = [step for _, step in controller.session.record.steps]
    assert steps[-2:] == [("place", 1, "build"), ("buy", c)]
    assert c in state(controller).tableau[0]


def test_keyboard_enter_on_a_citizen_opens_its_placements_and_p_passes(qtbot: Any) -> None:
    from PySide6.QtCore import Qt

    controller, table = make(2, "en", seed=3)
    show(qtbot, table)
    token = table.scene.piece("cit:0:1")
    assert token is not None
    table.view.setFocus()
    token.setFocus()
    qtbot.keyClick(table.view, Qt.Key.Key_Return)
    offered = {c.action for c in table.menu_choices}
    assert ("place", 1, "work") in offered
    assert all(a is None or a[0] == "place" and a[1] == 1 for a in offered)
    if table.menu is not None:
        table.menu.close()
    button = next(b for b in table.bar_buttons if b.objectName() == "pass")
    assert "(P)" in button.text()
    click(qtbot, button)
    assert controller.session.record.steps[-1] == (0, ("pass",))


def test_hints_ring_the_pieces_an_action_uses(qtbot: Any) -> None:
    controller, table = make(2, "en", seed=3)
    show(qtbot, table)
    table.hinted = [("place", 2, "work")]
    table.apply_hints()
    token = table.scene.piece("cit:0:2")
    assert token is not None and token.hint_rank == 1
    assert all(p.hint_rank == 0 for p in table.scene.pieces if p is not token)


def test_aw_v2_other_players_reserved_cards_show_only_their_back(qtbot: Any) -> None:
    controller, table = make(2, "en", seed=3)
    s = state(controller)
    c = s.deck.pop()
    s.reserve[1].append(c)
    show(qtbot, table)
    assert table.scene.piece(f"card:{c}") is None  # its face is nowhere on seat 0's table
    backs = table.scene.pieces_in("reserve:1")
    assert len(backs) == 1 and backs[0].face.back  # type: ignore[attr-defined]


def test_the_gallery_draws_every_card_as_the_table_does(qapp: Any) -> None:
    from civitas.games.ancient import card_gallery
    from civitas.games.ancient.cards import cards
    from civitas.games.ancient.table import card_faces
    from civitas.ui.table.card_item import render_card

    for lang in ("ru", "en"):
        make_face = card_faces(lang)
        entries = card_gallery.card_entries(lang)
        assert entries
        for entry in entries:
            face = make_face(entry, "")
            index = face.art[0]
            assert face.kind == "ancient" and isinstance(index, int) and cards()[index].id == entry.kind
            assert not render_card(face, 92, 128).isNull()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_hovering_a_card_zooms_it_with_what_it_does_in_words_and_no_tooltip_repeats_it(qtbot: Any, lang: str) -> None:
    from civitas.games.ancient.card_gallery import details

    controller, table = make(2, lang)
    show(qtbot, table, 1280, 800)
    s = state(controller)
    c = s.display[0]
    piece = table.scene.piece(f"card:{c}")
    assert piece is not None and not piece.toolTip()
    qtbot.mouseMove(table.view.viewport(), QPoint(2, 2))  # from elsewhere onto the card
    qtbot.mouseMove(table.view.viewport(), table.view.mapFromScene(centre(piece)))
    qtbot.waitUntil(lambda: table.scene.zoom.item is not None, timeout=3000)
    zoom = table.scene.zoom.item
    assert details(C[c], lang) in zoom.face.text  # the price, banners and icons in words, not only the flavour
    assert zoom.boundingRect().height() > zoom.card_rect().height() + zoom.text_h  # the whole text has room


def test_aw_the_cards_drawn_while_exploring_lie_face_up_for_their_owner_and_face_down_for_the_other(
        qtbot: Any) -> None:  # fmt: skip
    from civitas.engine.decisions import Frame

    controller, table = make(2, humans={0, 1})
    show(qtbot, table)
    s = state(controller)
    s.turn = 0
    drawn = list(s.deck[-3:])
    s.stack.push(Frame("explore_pick", 0, "explore", {"drawn": drawn}))
    controller.forget_position()
    table.rerender(animate=False)
    shown = [p.key for p in table.scene.pieces_in("choose")]
    assert shown == [f"card:{c}" for c in drawn]
    prompt = table.prompt()
    assert prompt is not None and "Click the lit cards" in prompt[0]  # the declaration: a click answers it
    controller.set_viewer(1)
    table.rerender(animate=False)
    assert [p.key for p in table.scene.pieces_in("choose")] == ["choose:0", "choose:1", "choose:2"]
    assert table.prompt() is None
    controller.set_viewer(0)
    table.rerender(animate=False)
    piece = table.scene.piece(f"card:{drawn[0]}")
    assert piece is not None
    table.piece_clicked(piece)  # one click keeps the card: no menu in between
    assert s.stack.top is None or s.stack.top.kind != "explore_pick"
    assert drawn[0] in s.reserve[0]
