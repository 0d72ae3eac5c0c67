"""The rules help of The Ancient World: the sections in reading order with the ids the engine's refusals
link to, both languages present and really different, every table rule TR-A1…TR-A30 shown, numbered and
marked, the markup renders, and the numbers of the rules are the ones the help states."""

from __future__ import annotations

import re

import pytest
import rules_help_checks as checks

from civitas.engine import rules_help as rh
from civitas.engine.rules_help import LANGS
from civitas.engine.table_rules_help import WHY
from civitas.games.ancient import rules_help

IDS = (
    "overview",
    "setup",
    "round",
    "placement",
    "board_actions",
    "build",
    "army",
    "fight",
    "damage",
    "empire_cards",
    "end_round",
    "scoring",
    "table_rules",
    "variant",
)
RULE_IDS = [f"TR-A{n}" for n in range(1, 32)]


def plain(section_id: str, lang: str) -> str:
    return rh.markup_to_plain(rules_help.section_body(section_id, lang))


def test_sections_have_exactly_the_ids_refusals_link_to_in_reading_order() -> None:
    assert rules_help.SECTION_IDS == IDS
    assert tuple(s.id for s in rules_help.SECTIONS) == IDS


@pytest.mark.parametrize("lang", LANGS)
def test_every_section_has_a_title_and_a_body_in_both_languages(lang: str) -> None:
    checks.titles_and_bodies(rules_help, lang, min_words=30)


def test_the_languages_really_differ_and_english_has_no_cyrillic() -> None:
    checks.languages_differ(rules_help)


def test_russian_text_uses_no_latin_words_beyond_rule_ids() -> None:
    checks.russian_has_no_latin_words(rules_help, re.compile(r"\bTR-A\d+\b"))


def test_table_rules_export_has_all_thirty_one_ids_in_both_languages() -> None:
    assert list(rules_help.TABLE_RULES) == RULE_IDS
    for rid, texts in rules_help.TABLE_RULES.items():
        assert set(texts) == set(LANGS), rid
        assert WHY["ru"] in texts["ru"] and WHY["en"] in texts["en"], rid
        for lang in LANGS:
            assert "\n" not in texts[lang] and len(texts[lang].split()) >= 8, (rid, lang)


@pytest.mark.parametrize("lang", LANGS)
def test_every_table_rule_tr_a1_to_tr_a31_is_shown_numbered_and_marked(lang: str) -> None:
    assert len(RULE_IDS) == 31
    checks.rules_shown_marked(rules_help, RULE_IDS, lang)


def test_each_table_rule_also_appears_in_the_section_it_belongs_to() -> None:
    checks.each_rule_in_its_section_only(rules_help, RULE_IDS)


@pytest.mark.parametrize("lang", LANGS)
def test_markup_renders_for_every_section(lang: str) -> None:
    checks.markup_renders(rules_help, lang, without_subheadings=("variant", "table_rules"))


def test_links_between_sections_point_at_existing_sections() -> None:
    checks.links_point_at_sections(rules_help)


def test_aw_p2_round_track_uncovers_explore_in_round_2_grow_in_round_3_and_empire_b_in_round_4() -> None:
    en = plain("round", "en")
    assert "round 2: the Explore slot is uncovered" in en
    assert "round 3: the Grow population slot is uncovered" in en
    assert "round 4: Empire B replaces Empire A" in en


def test_aw_pl2_pl3_pl4_the_three_placement_regimes_are_explained() -> None:
    en = plain("placement", "en")
    assert "strictly higher" in en and "1 coin" in en and "do not matter, and there is no fee" in en
    ru = plain("placement", "ru")
    assert "строго выше" in ru and "1 монету" in ru


def test_aw_b1_to_b18_every_board_slot_is_described_with_its_numbers() -> None:
    en = plain("board_actions", "en")
    for name in (
        "Work:",
        "Build:",
        "Serve in the army:",
        "Expand:",
        "Study:",
        "Restore:",
        "Recruit:",
        "Explore",
        "Grow population",
    ):
        assert name in en, name
    assert "take 2 coins" in en and "1 knowledge or 3 coins" in en and "pay 3 coins and take 1 knowledge" in en
    assert "up to 2 of your lost empire cards" in en and "draw 5 cards" in en


def test_aw_g3_banner_table_and_tie_breaks_are_stated() -> None:
    en = plain("scoring", "en")
    for n, vp in ((1, 1), (2, 2), (3, 4), (4, 6), (5, 8), (6, 11)):
        assert f"{n} banner{'s' if n > 1 else ''}: {vp} point" in en, n
    assert "At most 6 banners" in en and "2 points" in en
    assert en.index("more coins") < en.index("province and titan cards") < en.index("more knowledge")


def test_aw_d1_damage_dice_faces_are_two_titan_two_coin_two_blank() -> None:
    assert "2 titan faces, 2 coin faces and 2 blank faces" in plain("damage", "en")
    assert "2 грани с титаном, 2 с монетой и 2 пустые" in plain("damage", "ru")


def test_aw_e1_no_income_after_round_6() -> None:
    assert "There is no income after round 6" in plain("end_round", "en")
    assert "После 6-го раунда дохода нет" in plain("end_round", "ru")


def test_aw_v1_variant_expand_plus_is_a_new_game_option() -> None:
    en = plain("variant", "en")
    assert "new-game dialog" in en and "top 3" in en and "under" in en


def test_special_cards_are_described_by_effect_fourteen_in_all() -> None:
    en = rules_help.section_body("empire_cards", "en")
    special = en.split("## The fourteen special cards", 1)[1].split("## ", 1)[0]
    items = [line for line in special.splitlines() if line.startswith("- ")]
    assert len(items) == 13  # one line covers the two cards that copy another player's card action
    assert "**two** action cards" in special


@pytest.mark.parametrize("lang", LANGS)
def test_table_rules_section_lists_the_rules_by_number_each_linking_to_its_section(lang: str) -> None:
    checks.table_rules_listed_in_order_with_links(rules_help, RULE_IDS, lang)
