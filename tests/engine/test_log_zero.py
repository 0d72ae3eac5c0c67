"""A ``.zero`` variant of a log message replaces a line that would report zero of something; an empty
variant drops the line."""

from __future__ import annotations

from civitas.engine.events import Event
from civitas.engine.log import GameLog, entry_for

CATALOG = {
    "log.famine": "{seat} discards {n} grain",
    "log.famine.zero": "",
    "log.raid": "Raid on {seat}: {cards}",
    "log.raid.zero": "Raid on {seat}: nothing to take",
    "log.duel": "{seat}: {die}+{bonus}",
}


def test_a_zero_count_uses_the_zero_variant_or_leaves_no_line():
    events = [
        Event("famine", {"seat": 0, "n": 0}),
        Event("famine", {"seat": 1, "n": 2}),
        Event("raid", {"seat": 0, "cards": []}),
        Event("raid", {"seat": 1, "cards": ["gold"]}),
        Event("duel", {"seat": 0, "die": 4, "bonus": 0}),  # no .zero variant: the line stays as it is
    ]
    log = GameLog()
    log.add(events)
    assert log.lines(None, CATALOG, "en", ["A", "B"]) == [
        "B discards 2 grain",
        "Raid on A: nothing to take",
        "Raid on B: gold",
        "A: 4+0",
    ]
    assert entry_for(events[0], None, CATALOG) is None
    assert entry_for(Event("famine", {"seat": 0, "n": False}), None, CATALOG) is not None  # a flag is no count
    assert entry_for(Event("famine", {"seat": 0, "n": 1}), None, CATALOG) is not None  # seat 0 is a player
