"""The rules help of Territory: the sections in reading order with the ids the engine's refusals link to,
both languages present and really different, every table rule TR-T1…TR-T48 shown, numbered and marked,
the markup renders, the card names are the catalog's, and the numbers of the v1 ruleset are the ones the
help states."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
import rules_help_checks as checks

from civitas.engine import rules_help as rh
from civitas.engine.rules_help import LANGS
from civitas.engine.table_rules_help import WHY
from civitas.games.territory import rules_help

IDS = (
    "overview",
    "setup",
    "round",
    "construction",
    "territories",
    "buildings",
    "characters",
    "income",
    "profit",
    "influence",
    "unions",
    "destruction",
    "quests",
    "market",
    "end",
    "table_rules",
)
N_RULES = 48
#: The v1 rules follow the reading order of the sections; later ones (TR-T47 on) are appended.
V1_RULES = 46
RULE_IDS = [f"TR-T{n}" for n in range(1, N_RULES + 1)]
#: The rules the players see: TR-T46 (no two-sided cards) is a choice about the cards, kept in the design record.
PLAYER_RULES = [rid for rid in RULE_IDS if rid not in rules_help.DESIGN_RULES]
CARDS_JSON = Path(rules_help.__file__).parent / "data" / "cards.json"


def plain(section_id: str, lang: str) -> str:
    return rh.markup_to_plain(rules_help.section_body(section_id, lang))


def rule(rid: str, lang: str = "en") -> str:
    return rules_help.TABLE_RULES[rid][lang]


def test_sections_have_exactly_the_ids_refusals_link_to_in_reading_order() -> None:
    assert rules_help.SECTION_IDS == IDS
    assert tuple(s.id for s in rules_help.SECTIONS) == IDS
    assert len(set(IDS)) == len(IDS)


@pytest.mark.parametrize("lang", LANGS)
def test_every_section_has_a_title_and_a_body_in_both_languages(lang: str) -> None:
    checks.titles_and_bodies(rules_help, lang, min_words=60)


def test_the_languages_really_differ_and_english_has_no_cyrillic() -> None:
    checks.languages_differ(rules_help)


def test_russian_text_uses_no_latin_words_beyond_rule_ids() -> None:
    # rule ids and file names are not words
    checks.russian_has_no_latin_words(rules_help, re.compile(r"\bTR-T\d+\b|\b(?:tools|docs)/[\w./-]+\.(?:py|md)\b"))


def test_table_rules_ids_are_unique_and_numbered_without_gaps_in_both_languages() -> None:
    assert list(rules_help.TABLE_RULES) == RULE_IDS
    assert set(rules_help.RULE_SECTION) == set(RULE_IDS)
    for rid, texts in rules_help.TABLE_RULES.items():
        assert set(texts) == set(LANGS), rid
        assert texts["ru"].count(WHY["ru"]) == 1 and texts["en"].count(WHY["en"]) == 1, rid
        for lang in LANGS:
            choice, why = re.split(r"\*(?:Почему|Why):\*", texts[lang])
            assert len(choice.split()) >= 6 and len(why.split()) >= 4, (rid, lang)
            assert "\n" not in texts[lang], (rid, lang)
        assert texts["ru"] != texts["en"], rid


@pytest.mark.parametrize("lang", LANGS)
def test_every_table_rule_tr_t1_to_tr_t48_is_shown_numbered_and_marked(lang: str) -> None:
    assert len(RULE_IDS) == N_RULES and rules_help.DESIGN_RULES == ("TR-T46",)
    checks.rules_shown_marked(rules_help, PLAYER_RULES, lang)


def test_each_table_rule_also_appears_in_the_section_it_belongs_to_and_only_there() -> None:
    checks.each_rule_in_its_section_only(rules_help, PLAYER_RULES)


@pytest.mark.parametrize("lang", LANGS)
def test_markup_renders_for_every_section(lang: str) -> None:
    checks.markup_renders(rules_help, lang, without_subheadings=("table_rules",))


def test_links_between_sections_point_at_existing_sections() -> None:
    checks.links_point_at_sections(rules_help)


@pytest.mark.parametrize("lang", LANGS)
def test_table_rules_section_lists_the_rules_by_number_each_linking_to_its_section(lang: str) -> None:
    checks.table_rules_listed_in_order_with_links(rules_help, PLAYER_RULES, lang)


def test_rule_numbers_follow_the_reading_order_of_the_sections() -> None:
    order = [IDS.index(rules_help.RULE_SECTION[rid]) for rid in RULE_IDS[:V1_RULES] if rid in PLAYER_RULES]
    assert order == sorted(order)


def test_rules_added_after_v1_are_appended_and_the_intro_says_so() -> None:
    assert rules_help.RULE_SECTION["TR-T47"] == "buildings"
    assert "TR-T47" in rules_help.rules_of_section("buildings")
    assert rules_help.RULE_SECTION["TR-T48"] == "market"
    assert "TR-T48" in rules_help.rules_of_section("market")
    record = rules_help.HELP.design_record("Territory")  # the ids live in the design record, in number order
    assert record.index("## TR-T46 (") < record.index("## TR-T47 (") < record.index("## TR-T48 (")


def test_every_card_on_the_table_is_named_in_the_help_as_the_catalog_names_it() -> None:
    cards = json.loads(CARDS_JSON.read_text(encoding="utf-8"))["cards"]
    for lang in LANGS:
        text = " ".join(plain(sid, lang) for sid in IDS).casefold()
        for card in cards:
            if card["kind"] != "quest":
                assert card["name"][lang].casefold() in text, (card["id"], lang)


# --- rules with their numbers ------------------------------------------------------------------------


def test_tr_t1_deck_sizes_102_main_14_quests_11_development() -> None:
    assert "102 cards: 56 buildings, 21 characters, 16 events and 9 reputation" in rule("TR-T1")
    assert "quest deck has 14" in rule("TR-T1") and "development deck 11" in rule("TR-T1")
    assert "102 карты" in rule("TR-T1", "ru")


def test_tr_t3_round_phases_in_order() -> None:
    text = rule("TR-T3")
    steps = ["draw", "construction", "roll", "income start", "income draft", "last window", "unions", "destruction"]
    assert [text.index(s) for s in steps] == sorted(text.index(s) for s in steps)
    body = plain("round", "en")
    assert body.index("Draw.") < body.index("Roll.") < body.index("Last window.") < body.index("Unions.")


def test_tr_t4_draw_two_up_to_four_players_one_from_five() -> None:
    assert "draws 2 main-deck cards with 2–4 players and 1 card with 5–6" in rule("TR-T4")
    assert "an empty deck gives nothing" in rule("TR-T4")


def test_tr_t5_construction_limit_one_territory_two_placements() -> None:
    assert "at most 1 new territory and at most 2 placements" in rule("TR-T5")
    assert "1 new territory and 2 placements per turn" in plain("construction", "en")


def test_tr_t8_capacity_three_mansion_counts_twice() -> None:
    assert "at most 3 buildings and characters" in rule("TR-T8") and "Mansion counts on both" in rule("TR-T8")


def test_tr_t9_bank_capacity_one_plus_two_per_banker() -> None:
    assert "(1, plus 2 per Banker there)" in rule("TR-T9") and "stay from round to round" in rule("TR-T9")


def test_tr_t12_level_is_required_income_and_attacks_hit_zero_or_one() -> None:
    assert "'level' is its required income" in rule("TR-T12")
    assert "required income 0 or 1" in rule("TR-T17") and "required income 0 or 1" in rule("TR-T18")


def test_tr_t23_pool_is_two_dice_plus_players_and_one_die_plus_players_is_an_option() -> None:
    assert "pool = the two dice + the number of players" in rule("TR-T23")
    assert "one die + players (the second die is rolled and shown but not counted)" in rule("TR-T23")
    assert "один кубик + число игроков (второй кубик бросают и показывают, но не считают)" in rule("TR-T23", "ru")
    assert "sum of the dice plus the number of players" in plain("income", "en")


def test_tr_t33_good_name_gives_reputation_once_then_is_discarded_or_every_round_by_option() -> None:
    text = rule("TR-T33")
    assert "gives its owner 1 reputation and goes to the discard pile" in text
    assert "'every round' it stays" in text and "Good Namereputation" not in text
    assert "уходит в отбой" in rule("TR-T33", "ru") and "«каждый раунд»" in rule("TR-T33", "ru")
    assert "goes to the discard pile" in plain("influence", "en") and "by default, goes to the discard" in plain(
        "destruction", "en"
    )
    assert "once, or every round with the option" in rule("TR-T43")


def test_tr_t25_draft_turn_one_influence_then_take_store_or_pass() -> None:
    text = rule("TR-T25")
    assert "at most one influence" in text and "exactly one of three: take" in text and "or pass" in text


def test_tr_t36_strict_majority_takes_union_tie_changes_nothing() -> None:
    assert "strictly the highest significance" in rule("TR-T36") and "a tie changes nothing" in rule("TR-T36")
    assert "1 reputation" in rule("TR-T36")


def test_tr_t37_destruction_order() -> None:
    text = rule("TR-T37")
    steps = ["Epidemic", "unfunded cards", "burdens", "Good Name", "neglected", "events end", "end check", "leader"]
    assert [text.index(s) for s in steps] == sorted(text.index(s) for s in steps)


def test_tr_t41_lists_twelve_quests_by_their_catalog_names() -> None:
    cards = json.loads(CARDS_JSON.read_text(encoding="utf-8"))["cards"]
    quests = [c for c in cards if c["kind"] == "quest"]
    assert len(quests) == 12
    for q in quests:
        assert q["name"]["en"] in rule("TR-T41"), q["id"]
        assert f"«{q['name']['ru']}»" in rule("TR-T41", "ru"), q["id"]
    assert "14 cards" in rule("TR-T41")


def test_tr_t42_market_posted_prices_one_to_three_cards() -> None:
    assert "up to 2 hand cards" in rule("TR-T42") and "price of 1–3 cards" in rule("TR-T42")
    assert "buy one offer" in rule("TR-T42")


def test_tr_t44_end_check_target_five_after_deck_two_and_round_cap_thirty() -> None:
    text = rule("TR-T44")
    assert "after destruction" in text and "default 5, option 3 to 12" in text and "round 30" in text
    assert "2 more rounds have been played after the first round whose draw left the main deck empty" in text
    assert "'rounds after the deck', 0 to 5" in text and "hoard" in text
    assert "сыграно ещё 2 раунда" in rule("TR-T44", "ru")
    assert "2 more rounds have been played since (an option from 0 to 5)" in plain("end", "en")


def test_tr_t47_upkeep_adds_to_need_and_profit_of_buildings_and_characters() -> None:
    text = rule("TR-T47")
    assert "every building and character needs as many more income units than printed" in text
    assert "'upkeep' says (0 to 2, default 1; 0 plays the printed numbers)" in text
    assert "printed profit above 0 gives as many more" in text
    assert "Reputation and development cards do not change" in text and "never collapses" in text
    assert "40–55 %" in text and "85 %" in text
    assert "«содержание» (от 0 до 2, обычно 1" in rule("TR-T47", "ru")
    assert "a House is 1/2, a Factory 2/3, a Bank 2/0" in plain("buildings", "en")


def test_tr_t45_score_minus_two_per_quest_and_tie_breaks_in_order() -> None:
    text = rule("TR-T45")
    assert "− 2 for each quest in hand" in text
    assert text.index("more territories") < text.index("more functioning cards") < text.index("shared")


def design(lang: str) -> str:
    """The design section, which the design record keeps (docs/territory-table-rules.md)."""
    return rh.markup_to_plain(rules_help.HELP.bodies[lang]["design"])


def test_design_section_says_designed_by_this_project_and_lists_every_option() -> None:
    assert rules_help.DESIGN_IDS == ("design",) and "design" not in rules_help.SECTION_IDS
    en = design("en")
    assert "Designed by this project" in en and "completed by this project" in en
    for option in (
        "players",
        "first leader",
        "reputation target: 3 to 12, default 5",
        "pool formula",
        "draw rule",
        "construction limit",
        "territory capacity",
        "attacking characters",
        "one die + players",
        "upkeep: 0 to 2, default 1",
        "Good Name: reputation once, then discarded (default), or every round it is paid",
        "rounds after the deck runs out: 0 to 5, default 2",
    ):
        assert option in en, option
    assert "tuned by" in en
    assert "chosen by the sweep tools/tune_territory.py" in en and "docs/territory-tuning.md" in en
    ru = design("ru")
    assert "Разработано этим проектом" in ru and "от 3 до 12, обычно 5" in ru
    assert "содержание: от 0 до 2, обычно 1" in ru and "от 0 до 5, обычно 2" in ru
    assert "tools/tune_territory.py" in ru and "docs/territory-tuning.md" in ru
