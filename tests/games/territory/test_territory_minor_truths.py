"""Small things a newcomer met in Territory: a Mansion dropped on a rival's territory is refused because the
territory is not theirs, a card's yield is logged after the unit that completes its funding, and the list of
saves names the seat that would win if the game ended now (score, then territories, then working cards)."""

from __future__ import annotations

from territory_helpers import give, land, new

from civitas.engine.session import Session
from civitas.games.territory import GAME
from civitas.games.territory.reasons import why_not
from civitas.games.territory.rules import need
from civitas.storage.saves import summary


def test_a_mansion_on_a_rivals_territory_is_refused_as_not_yours() -> None:
    s = new(2)
    land(s, 0, "house")
    land(s, 0, "kiosk")
    rival = land(s, 1, "house")
    mansion = give(s, 0, "mansion")[0]
    reason = why_not(s, 0, ("build", mansion, rival))
    assert reason is not None and reason.code == "not_your_territory"
    own = s.lands[0][0]
    reason = why_not(s, 0, ("build", mansion, own))
    assert reason is not None and reason.code == "mansion_room"


def test_a_yield_is_logged_after_the_unit_that_completes_the_funding() -> None:
    s = new(2, upkeep=1)
    t = land(s, 0, "factory")
    factory = s.on[t][0]
    s.phase, s.turn, s.pool = "draft", 0, 5
    s.paid[factory] = need(s, factory) - 1
    s.local[t] = s.earned[t] = 1
    events = GAME.apply(s, 0, ("allocate", t, factory))
    kinds = [e.kind for e in events]
    assert kinds.index("allocate") < kinds.index("profit")


def test_the_saves_list_names_who_would_win_now_even_at_equal_reputation() -> None:
    s = new(2)
    assert GAME.progress_summary(s)["leader"] == -1  # nothing on the table yet: a full tie
    land(s, 1, "house")
    assert s.rep == [0, 0]
    assert GAME.progress_summary(s)["leader"] == 1  # more territories
    s.rep[0] = 1
    assert GAME.progress_summary(s)["leader"] == 0  # a better score first


def test_a_saved_territory_game_carries_its_leader() -> None:
    session = Session.new(GAME, {"players": 2, "first_leader": "1"}, 4, [{"name": "A"}, {"name": "B"}])
    for _ in range(6):
        state = session.state
        seat = GAME.to_move(state)[0]
        session.act(seat, GAME.legal_actions(state, seat)[0])
    assert summary(session).get("leader") in (0, 1)
