"""The Empires table (games/empires/table), offscreen: it builds for 1 to 4 players in both languages at both
window sizes without shortening a text; every legal action is reachable through the table's own choices and a
whole game is played through them; a hand card dragged into the play area is played, a card in play clicked is
exhausted, a market card dragged onto the player's area is taken; an illegal drop says why; the prompt names the
card whose effect asks and what is left; nobody's hand or draw pile order shows."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication
from table_helpers import centre, drag, open_table, play_through_table, show

from civitas.engine.actions import Action
from civitas.engine.registry import get_game, register
from civitas.games.empires.state import HIDDEN, EmpiresState
from civitas.games.empires.table import EmpiresTable, create_table
from civitas.ui.controller import GameController
from civitas.ui.i18n import install_language
from civitas.ui.table.anim import Animator
from civitas.ui.table.card_item import CardItem
from civitas.ui.table.fit import scene_elisions

NAMES = {"ru": ["Анна", "Борис", "Вера", "Глеб"], "en": ["Ann", "Bob", "Cleo", "Dan"]}


@pytest.fixture(autouse=True)
def fast_animations(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(Animator, "scale", 0.0)


def empires() -> Any:
    register("empires", "civitas.games.empires.package")
    return get_game("empires")


@pytest.fixture(autouse=True)
def english_after() -> Any:
    yield
    install_language("en")


def make(players: int, lang: str = "en", seed: int = 5, humans: set[int] | None = None) -> tuple[
        GameController, EmpiresTable]:  # fmt: skip
    install_language(lang)  # the table's own words (Qt translations) in the game's language
    controller, table = open_table(empires(), {"players": players}, seed, NAMES[lang][:players], lang, humans,
                                   create_table)
    assert isinstance(table, EmpiresTable)
    return controller, table


def state(controller: GameController) -> EmpiresState:
    s = controller.session.state
    assert isinstance(s, EmpiresState)
    return s


def advance(controller: GameController, until: Any, seed: int = 1, limit: int = 3000) -> None:
    """Random legal moves (any seat; mostly playing on rather than ending a turn) until ``until(state)`` holds for
    a state where seat 0 is to move."""
    game = controller.game
    rng = random.Random(seed)
    for _ in range(limit):
        s = state(controller)
        movers = game.to_move(s)
        assert movers, "the game ended first"
        if movers[0] == 0 and until(s):
            return
        legal = game.legal_actions(s, movers[0])
        busy = [a for a in legal if a[0] not in ("end", "skip", "done", "pass", "revolt", "innovate")]
        controller.session.act(movers[0], rng.choice(busy if busy and rng.random() < 0.85 else legal))
    raise AssertionError("never reached")


def top_kind(s: EmpiresState) -> str:
    return s.stack.top.kind if s.stack.top is not None else ""


@pytest.mark.parametrize("players", [1, 2, 3, 4])
@pytest.mark.parametrize("lang", ["ru", "en"])
@pytest.mark.parametrize("size", [(990, 760), (1280, 800), (1920, 1080)])  # 990x760: in a 1280x800 window
def test_the_table_shows_the_market_the_piles_and_every_player_area(qtbot: Any, players: int, lang: str,
                                                                    size: tuple[int, int]) -> None:
    controller, table = make(players, lang)
    show(qtbot, table, *size)
    s = state(controller)
    for i in range(5):
        assert table.scene.zone(f"slot:{i}") is not None
        if s.market[i] >= 0:
            assert table.scene.piece(f"card:{s.market[i]}") is not None
    for zone in ("pile:small:0", "pile:small:1", "pile:small:2", "pile:main", "exile", "unrest", "fame"):
        assert table.scene.zone(zone) is not None
    for p in range(players):
        assert table.scene.zone(f"seat:{p}") is not None and table.scene.zone(f"play:{p}") is not None
        assert table.scene.piece(f"card:{s.power[p]}") is not None  # the power card
    for c in s.hand[0]:
        assert table.scene.piece(f"card:{c}") is not None
    assert (table.scene.zone("rival") is not None) == (players == 1)
    table.grab()
    assert scene_elisions(table.scene) == []


def _play_em_t1(qtbot: Any, moves: int | None) -> tuple[Any, int]:
    controller, table = make(2, "en", seed=11, humans={0, 1})
    show(qtbot, table)
    rng = random.Random(4)

    def pick(s: Any, seat: int, legal: list[Action]) -> Action:
        wanted = [a for a in legal if a not in (("end",), ("skip",))] if rng.random() < 0.7 else legal
        return rng.choice(wanted or legal)

    return controller, play_through_table(controller, table, pick, moves=moves)


def test_em_t1_every_legal_action_is_offered_in_the_first_moves_of_a_game(qtbot: Any) -> None:
    """The per-commit variant of the whole game below: its first 40 positions, each checked."""
    controller, played = _play_em_t1(qtbot, 40)
    assert played == 40
    assert not state(controller).over


@pytest.mark.slow
def test_em_t1_every_legal_action_is_offered_and_a_whole_game_is_played_through_the_table(qtbot: Any) -> None:
    controller, played = _play_em_t1(qtbot, None)
    assert played > 80
    assert state(controller).over


def test_em_a1_dragging_a_hand_card_into_the_play_area_plays_it(qtbot: Any) -> None:
    controller, table = make(2, "en", seed=3)
    show(qtbot, table, 1920, 1080)
    advance(controller, lambda s: top_kind(s) == "activate"
            and any(a[0] == "play" for a in controller.game.legal_actions(s, 0)))
    table.refresh()
    s = state(controller)
    play = next(a for a in controller.game.legal_actions(s, 0) if a[0] == "play")
    piece = table.scene.piece(f"card:{play[1]}")
    zone = table.scene.zone("play:0")
    assert piece is not None and zone is not None
    steps = len(controller.session.record.steps)
    drag(qtbot, table.view, centre(piece), zone.content_rect().center())
    QApplication.processEvents()
    assert len(controller.session.record.steps) == steps + 1
    assert controller.session.record.steps[-1][1] == play


def test_em_a5_clicking_a_card_in_play_exhausts_it(qtbot: Any) -> None:
    controller, table = make(2, "en", seed=3)
    show(qtbot, table, 1920, 1080)
    advance(controller, lambda s: top_kind(s) == "activate"
            and any(a[0] == "exhaust" for a in controller.game.legal_actions(s, 0)), seed=2)
    table.refresh()
    s = state(controller)
    exhaust = next(a for a in controller.game.legal_actions(s, 0) if a[0] == "exhaust")
    piece = table.scene.piece(f"card:{exhaust[1]}")
    assert piece is not None
    table.piece_clicked(piece)
    QApplication.processEvents()
    assert controller.session.record.steps[-1][1] == exhaust
    assert exhaust[1] in state(controller).exhausted[0]


def test_em_m2_dragging_a_market_card_onto_the_own_area_takes_it(qtbot: Any) -> None:
    controller, table = make(2, "en", seed=3)
    show(qtbot, table, 1920, 1080)
    advance(controller, lambda s: top_kind(s) == "slot" and s.stack.top is not None
            and s.stack.top.data.get("purpose") in ("acquire", "break")
            and any(a[0] == "slot" for a in controller.game.legal_actions(s, 0)), seed=5)
    table.refresh()
    s = state(controller)
    take = next(a for a in controller.game.legal_actions(s, 0) if a[0] == "slot")
    piece = table.scene.piece(f"card:{s.market[take[1]]}")
    zone = table.scene.zone("hand:0")
    assert piece is not None and zone is not None
    assert table.binds.targets(piece.key) == {"discard:0", "hand:0", "play:0"}  # every part of the area lights
    drag(qtbot, table.view, centre(piece), zone.content_rect().center())
    QApplication.processEvents()
    assert controller.session.record.steps[-1][1] == take


def test_an_illegal_drop_snaps_back_and_says_why(qtbot: Any) -> None:
    controller, table = make(2, "en", seed=3)
    show(qtbot, table, 1920, 1080)
    advance(controller, lambda s: top_kind(s) == "activate" and s.actions[0] == 0 and len(s.hand[0]) > 0
            and any(not controller.game.legal_actions(s, 0) or a[0] != "play"
                    for a in controller.game.legal_actions(s, 0)), seed=7)
    table.refresh()
    s = state(controller)
    blocked = [c for c in s.hand[0] if ("play", c) not in controller.game.legal_actions(s, 0)]
    assert blocked
    piece = table.scene.piece(f"card:{blocked[0]}")
    zone = table.scene.zone("play:0")
    assert isinstance(piece, CardItem) and zone is not None
    said: list[str] = []
    table.status.connect(said.append)
    steps = len(controller.session.record.steps)
    drag(qtbot, table.view, centre(piece), zone.content_rect().center())
    QApplication.processEvents()
    assert len(controller.session.record.steps) == steps
    assert said and said[-1]


def test_a_choice_prompt_names_the_card_that_asks_and_what_is_left(qtbot: Any) -> None:
    controller, table = make(2, "en", seed=3)
    show(qtbot, table, 1920, 1080)
    advance(controller, lambda s: top_kind(s) == "pick" and s.stack.top is not None
            and f"card.{s.stack.top.source}" in controller.catalog, seed=9)
    table.refresh()
    s = state(controller)
    assert s.stack.top is not None
    prompt = table.prompt()
    assert prompt is not None
    assert controller.catalog[f"card.{s.stack.top.source}"] in prompt[0]
    left = s.stack.top.data["left"]
    if left > 1:
        words = "You may choose up to" if s.stack.top.data["optional"] else "Left to choose:"
        assert f"{words} {left}" in prompt[0]
    purpose = s.stack.top.data["purpose"]
    labels = [c.text() for c in table.prompt_choices + table.prompt_overflow if c.action and c.action[0] == "pick"]
    template = controller.catalog[f"action.pick.{purpose}"].split("{1}")[0]
    assert labels and all(label.startswith(template) for label in labels)  # "Discard X", not "Choose X"


def test_tr_e8_the_table_never_shows_another_hand_or_a_draw_pile(qtbot: Any) -> None:
    controller, table = make(3, "en", seed=6)
    show(qtbot, table, 1920, 1080)
    s = state(controller)
    for p in (1, 2):
        for c in s.hand[p] + s.deck[p]:
            assert table.scene.piece(f"card:{c}") is None
    for c in s.deck[0]:
        assert table.scene.piece(f"card:{c}") is None  # the viewer's own draw pile: a back and a count
    faces = [p for p in table.scene.pieces if isinstance(p, CardItem) and not p.face.back]
    assert all(isinstance(p.payload, tuple) and p.payload[1] > HIDDEN for p in faces)


def test_a_hint_rings_the_card_to_play_and_the_plan_rings_what_follows(qtbot: Any) -> None:
    from types import SimpleNamespace

    controller, table = make(2, "en", seed=3)
    show(qtbot, table, 1920, 1080)
    advance(controller, lambda s: top_kind(s) == "activate"
            and sum(a[0] == "play" for a in controller.game.legal_actions(s, 0)) >= 2)
    table.refresh()
    plays = [a for a in controller.game.legal_actions(state(controller), 0) if a[0] == "play"]
    best, then = plays[0], plays[1]
    table.on_hint(0, SimpleNamespace(moves=[SimpleNamespace(action=best)], plan=[then]))
    first, second = table.scene.piece(f"card:{best[1]}"), table.scene.piece(f"card:{then[1]}")
    assert first is not None and second is not None
    assert first.hint_rank == 1 and second.hint_rank == 1  # the whole turn's plan, not one card
    others = [p for p in table.scene.pieces if p not in (first, second) and p.hint_rank]
    assert all(p.key.startswith("card:") and int(p.key[5:]) in state(controller).hand[0] for p in others)


def test_a_reshuffled_discard_flies_to_the_draw_pile() -> None:
    from civitas.games.empires.table.empires_table import piles_of

    s = empires().new_state({"players": 2}, 3)
    deck_card, hand_card = s.deck[0][0], s.hand[1][0]
    assert piles_of(s, deck_card) == ["deck:0", "seat:0"]  # a card shuffled into the draw pile goes there
    assert piles_of(s, hand_card) == ["seat:1"]
    s.exile.append(s.deck[1].pop())
    assert piles_of(s, s.exile[-1]) == ["exile"]


def test_tr_e12_the_rival_s_cards_and_markers_are_on_the_table(qtbot: Any) -> None:
    from civitas.games.empires.solo import DIE, SoloState, claimed_slots

    controller, table = make(1, "en", seed=4)
    show(qtbot, table, 1920, 1080)
    advance(controller, lambda s: isinstance(s, SoloState) and len(s.rival_pile) >= 2 and bool(claimed_slots(s)))
    table.refresh()
    s = state(controller)
    assert isinstance(s, SoloState)
    assert {p.key for p in table.scene.pieces_in("rival:pile")} == {f"card:{c}" for c in s.rival_pile}
    for slot in claimed_slots(s):
        piece = table.scene.piece(f"card:{s.market[slot]}")
        assert piece is not None
        faces = {str(f) for f, (kind, at, _u) in DIE.items() if kind == "slot" and at == slot}
        badges = [b for b in piece.childItems() if getattr(b, "value", None) in faces]
        assert badges  # the Rival's marker with the die face that takes the card
