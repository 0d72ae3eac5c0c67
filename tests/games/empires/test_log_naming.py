"""Names out of the hot path: ``apply`` hands back typed values only (card numbers, codes), and the
names a log line shows are added by the game's ``name_events`` hook when a step enters the log (a
session or a replay that keeps events), exactly as they were when ``apply`` named them itself."""

from __future__ import annotations

from civitas.engine.log import GameLog
from civitas.engine.record import replay
from civitas.engine.rng import Rng
from civitas.engine.session import Session
from civitas.games.empires import GAME


def _named(args: dict[str, object]) -> bool:
    return any(key.endswith(("_name", "_no")) for key in args)


def _play(session: Session, steps: int, seed: int) -> None:
    rng = Rng(seed)
    for _ in range(steps):
        movers = GAME.to_move(session.state)
        if not movers:
            return
        legal = GAME.legal_actions(session.state, movers[0])
        session.act(movers[0], legal[rng.below(len(legal))])


def test_apply_returns_events_without_names_so_rollouts_never_name_cards() -> None:
    s, _ = GAME.start({"players": 3}, 11)
    rng = Rng(3)
    seen = 0
    for _ in range(60):
        seat = GAME.to_move(s)[0]
        legal = GAME.legal_actions(s, seat)
        for event in GAME.apply(s, seat, legal[rng.below(len(legal))]):
            seen += 1
            assert not _named(event.args) and not (event.secret and _named(event.secret)), event
    assert seen > 20


def test_a_session_names_every_step_and_the_log_reads_card_names_not_numbers() -> None:
    session = Session.new(GAME, {"players": 3}, 11)
    _play(session, 60, 3)
    plays = [e for e in session.events if e.kind == "play"]
    assert plays and all(str(e.args["card_name"]).startswith("@card.") for e in plays)
    catalog = GAME.catalog("en")
    log = GameLog()
    log.add(session.events)
    text = [line for line in log.lines(None, catalog, "en", ["Anna", "Boris", "Vera"]) if " plays " in line]
    first = catalog[str(plays[0].args["card_name"])[1:]]
    assert text and text[0].endswith(f" plays {first}.")
    assert not any("@" in line or "?" in line for line in text)


def test_a_loaded_game_names_its_events_like_the_session_that_played_it() -> None:
    session = Session.new(GAME, {"players": 2}, 5)
    _play(session, 80, 9)
    events: list = []
    replay(GAME, session.record, events=events)
    assert [e.to_json() for e in events] == [e.to_json() for e in session.events]
    assert any(_named(e.args) for e in events)
