"""Names out of the hot path: The Ancient World's ``apply`` hands back typed values only (card numbers, the ids
of slots, sources, dice faces, piles and payments), and the names a log line shows are added by the game's
``name_events`` hook when a step enters the log (a session, or a replay that keeps events), so that the log
reads exactly as it did when ``apply`` named them itself."""

from __future__ import annotations

from typing import Any

from civitas.engine.events import Event
from civitas.engine.log import GameLog
from civitas.engine.record import replay
from civitas.engine.rng import Rng
from civitas.engine.session import Session
from civitas.games.ancient import GAME
from civitas.games.ancient.cards import cards
from civitas.games.ancient.naming import name_events

C = cards()
NAMES = ["Anna", "Boris", "Vera", "Gleb"]


def _words(value: Any) -> bool:
    """Whether ``value`` holds a catalog reference (a name for the log)."""
    if isinstance(value, list):
        return any(_words(v) for v in value)
    return isinstance(value, str) and value.startswith("@")


def _play(session: Session, steps: int, seed: int) -> None:
    rng = Rng(seed)
    for _ in range(steps):
        movers = GAME.to_move(session.state)
        if not movers:
            return
        legal = GAME.legal_actions(session.state, movers[0])
        session.act(movers[0], legal[rng.below(len(legal))])


def test_apply_returns_events_without_names_so_rollouts_never_name_cards() -> None:
    seen: set[str] = set()
    for players, seed in ((2, 3), (4, 8)):
        s = GAME.new_state({"players": players}, seed)
        rng = Rng(seed)
        while not s.over:
            seat = GAME.to_move(s)[0]
            legal = GAME.legal_actions(s, seat)
            for event in GAME.apply(s, seat, legal[rng.below(len(legal))]):
                seen.add(event.kind)
                parts = [event.args] + ([event.secret] if event.secret is not None else [])
                assert not any(_words(v) for part in parts for v in part.values()), event
    assert {"place", "build", "gain", "round", "fight", "roll", "explore_draw"} <= seen


def test_naming_adds_the_card_and_word_references_next_to_the_typed_values() -> None:
    aqueduct = next(c for c, card in enumerate(C) if card.id == "aqueduct")
    events = [
        Event("place", {"seat": 0, "skill": 1, "slot_id": "work", "fee": 0}),
        Event("gain", {"seat": 0, "coins": 3, "source_id": "aqueduct"}),
        Event("gain", {"seat": 0, "coins": 2, "source_id": "work"}),
        Event("expand", {"seat": 1, "card_no": aqueduct, "paid_id": "coins"}),
        Event("roll", {"seat": 1, "faces_id": ["coin", "blank"]}),
        Event("outpost", {"seat": 1, "card_no": aqueduct, "pile_id": "picture"}),
        Event("reserve", {"seat": 1, "source_id": "explore"}, owner=1, secret={"card_no": aqueduct}),
        Event("discard_army", {"seat": 1, "troops_no": [aqueduct, aqueduct]}),
    ]
    name_events(events)
    place, card_gain, work_gain, expand, roll, outpost, reserve, disband = (e.args for e in events)
    assert place["slot"] == "@slot.work" and place["slot_id"] == "work"
    assert card_gain["source"] == "@card.aqueduct" and work_gain["source"] == "@source.work"
    assert expand["card"] == "@card.aqueduct" and expand["paid"] == "@pay.coins" and expand["card_no"] == aqueduct
    assert roll["faces"] == ["@face.coin", "@face.blank"] and outpost["pile"] == "@pile.picture"
    assert events[6].secret == {"card_no": aqueduct, "card": "@card.aqueduct"} and "card" not in reserve
    assert disband["troops"] == ["@card.aqueduct", "@card.aqueduct"]


def test_a_session_names_every_step_and_the_log_reads_card_names_not_numbers() -> None:
    session = Session.new(GAME, {"players": 3}, 11)
    _play(session, 120, 3)
    builds = [e for e in session.events if e.kind == "build"]
    assert builds and all(e.args["card"] == f"@card.{C[e.args['card_no']].id}" for e in builds)
    rounds = [e for e in session.events if e.kind == "round"]
    assert rounds and all(_words(e.args["display"]) for e in rounds)  # the opening round too
    catalog = GAME.catalog("en")
    log = GameLog()
    log.add(session.events)
    lines = log.lines(None, catalog, "en", NAMES[:3])
    built = [line for line in lines if " builds " in line]
    assert built and built[0].endswith(f" builds {catalog['card.' + C[builds[0].args['card_no']].id]}.")
    assert not any("@" in line or "{" in line for line in lines)


def test_a_loaded_game_names_its_events_like_the_session_that_played_it() -> None:
    session = Session.new(GAME, {"players": 2}, 5)
    _play(session, 150, 9)
    events: list[Event] = []
    replay(GAME, session.record, events=events)
    assert [e.to_json() for e in events] == [e.to_json() for e in session.events]
