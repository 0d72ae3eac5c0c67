"""Every event kind, reason code and id the engine emits has a text in Russian and English."""

import re

from test_view import mid_game

from civitas.compiled import module_source
from civitas.engine.log import GameLog, render
from civitas.engine.rng import Rng
from civitas.games.heroes import GAME, legal
from civitas.games.heroes.cards import GOAL_IDS, ITEM_IDS, KIND_IDS, TRIBE_IDS
from civitas.games.heroes.catalog import TABLE_RULES
from civitas.games.heroes.rules_help import SECTION_IDS

SECTIONS = set(SECTION_IDS)  # the sections a reason may name: those of the rules help


def all_events(games=8):
    events = []
    for seed in range(games):
        s = GAME.new_state({"players": 2 + seed % 5, "round_limit": 25}, seed)
        rng = Rng(seed)
        while not GAME.is_over(s):
            movers = GAME.to_move(s)
            seat = movers[rng.below(len(movers))]
            events.extend(GAME.apply(s, seat, rng.choice(GAME.legal_actions(s, seat))))
    return events


def test_every_emitted_event_has_a_log_template_in_both_languages_and_renders():
    events = all_events()
    for lang in ("ru", "en"):
        cat = GAME.catalog(lang)
        for kind in {e.kind for e in events}:
            assert f"log.{kind}" in cat, (lang, kind)
        log = GameLog()
        log.add(events)
        for seat in (None, 0, 1):
            for line in log.lines(seat, cat, lang, ["A", "B", "C", "D", "E", "F"]):
                assert "@" not in line and "?" not in line, line
                assert not re.search(r"\{\w+\}", line), line


def test_catalog_has_names_for_cards_tribes_items_goals_and_table_rules():
    for lang in ("ru", "en"):
        cat = GAME.catalog(lang)
        for k in KIND_IDS:
            assert f"card.{k}" in cat and f"cardtext.{k}" in cat
        for t in TRIBE_IDS:
            assert f"tribe.{t}" in cat
        for i in ITEM_IDS:
            assert f"item.{i}" in cat
        for g in GOAL_IDS:
            assert f"goal.{g}" in cat
        for rule in TABLE_RULES:
            assert f"table_rule.{rule}" in cat
        for phase in ("trade", "action", "build", "war_goal", "war_send", "monument", "discard", "over"):
            assert f"phase.{phase}" in cat
    assert set(GAME.catalog("ru")) == set(GAME.catalog("en"))


def test_every_reason_code_has_a_text_and_a_known_section():
    source = module_source(legal.__name__).read_text(encoding="utf-8")  # the source, also when compiled
    codes = set(re.findall(r'_r\(\s*"(\w+)",\s*"?(\w*)', source))
    cat = GAME.catalog("en")
    for code, _section in codes:
        assert f"reason.{code}" in cat, code
    sections = set(re.findall(r'_r\([^)]*?"\w+",\s*"(\w+)"', source))
    assert sections <= SECTIONS


def test_reasons_render_with_their_arguments():
    s = mid_game(3, 1, 20)
    cat = GAME.catalog("ru")
    for seat in range(3):
        for action in (("build", "city", 0), ("war", seat), ("tax",), ("offer", 0, 99), ("discard", 3)):
            r = GAME.why_not(s, seat, action)
            if r is not None:
                assert r.section in SECTIONS
                text = render(cat[f"reason.{r.code}"], r.args, cat, "ru", ["A", "B", "C"])
                assert "{" not in text
