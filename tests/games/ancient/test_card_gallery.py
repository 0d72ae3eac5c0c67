"""The card gallery of The Ancient World: one entry per card design in both languages, named from the
catalog, its numbers in words matching the card data, its copies adding up to the whole set, and every
entry linked to a real rules section."""

from __future__ import annotations

from collections import Counter

import pytest

from civitas.games.ancient import card_gallery, rules_help
from civitas.games.ancient.card_gallery import CardEntry, card_entries, count_text, group_title
from civitas.games.ancient.cards import by_id, cards
from civitas.games.ancient.catalog import catalog
from civitas.games.ancient.package import GROUP_COLOURS, PACKAGE

LANGS = ("ru", "en")


def entry(card_id: str, lang: str) -> CardEntry:
    return next(e for e in card_entries(lang) if e.kind == card_id)


@pytest.mark.parametrize("lang", LANGS)
def test_every_card_design_has_one_entry_named_from_the_catalog(lang: str) -> None:
    designs = list(dict.fromkeys(card.id for card in cards()))
    entries = card_entries(lang)
    assert [e.kind for e in entries if e.kind in designs] and sorted(e.kind for e in entries) == sorted(designs)
    table = catalog(lang)
    for e in entries:
        assert e.name == table[f"card.{e.kind}"] and e.name != e.kind
        assert e.text == table[f"cardtext.{e.kind}"] and e.text
        assert e.details and e.group in card_gallery.GROUPS


def test_the_two_languages_differ_in_names_and_details() -> None:
    ru = {e.kind: e for e in card_entries("ru")}
    en = {e.kind: e for e in card_entries("en")}
    assert ru.keys() == en.keys()
    for kind in ru:
        assert ru[kind].details != en[kind].details, kind


@pytest.mark.parametrize("lang", LANGS)
def test_copies_add_up_to_the_whole_set_group_by_group(lang: str) -> None:
    entries = card_entries(lang)
    assert sum(e.count for e in entries) == len(cards())
    per_group = Counter(card_gallery.group_of(card) for card in cards())
    assert Counter({g: sum(e.count for e in entries if e.group == g) for g in per_group}) == per_group
    assert set(per_group) == set(card_gallery.GROUPS)


def test_groups_follow_the_order_of_play_starting_cards_first_troops_last() -> None:
    groups = [e.group for e in card_entries("en")]
    assert groups == sorted(groups, key=card_gallery.GROUPS.index)
    start = {e.kind for e in card_entries("en") if e.group == "start"}
    assert start == {c.id for c in cards() if c.deck == "start" or (c.kind == "troop" and c.start)}


@pytest.mark.parametrize("lang", LANGS)
def test_every_entry_links_to_a_section_of_the_rules_help(lang: str) -> None:
    for e in card_entries(lang):
        assert e.section in rules_help.SECTION_IDS, e.kind


def test_aw_b_empire_card_details_tell_its_price_and_tribe_banners() -> None:
    for lang in LANGS:
        table = catalog(lang)
        for card in cards():
            if card.kind != "empire" or card.deck == "start":
                continue
            d = entry(card.id, lang).details
            assert str(card.cost_coins) in d, (card.id, d)
            for colour in card.banners:
                assert table[f"tribe.{colour}"] in d, (card.id, colour)
            if card.cost_knowledge:
                assert {"en": "knowledge", "ru": "знани"}[lang] in d.split(".")[0], card.id


def test_aw_f_titan_details_tell_defence_and_whether_arrows_count() -> None:
    for card in cards():
        if card.kind != "titan":
            continue
        d = entry(card.id, "en").details
        assert f"defence {card.defence}" in d and "★" * card.stars in d
        if card.arrows_count:
            assert "swords and arrows both count" in d
        else:
            assert "only swords count" in d
        assert ("2 more" in d) == (card.space == 2)


def test_troop_details_tell_price_attack_abilities_and_experience() -> None:
    archers = by_id("reed_archers")
    d = entry("reed_archers", "en").details
    assert f"costs {archers.price} coin" in d
    assert f"{archers.swords} sword and {archers.arrows} arrows" in d
    assert f"Espionage: {archers.espionage} knowledge" in d
    assert f"adds {archers.exp_arrows} arrow" in d
    spearmen = entry("hill_spearmen", "en").details
    assert "costs nothing" in spearmen and "Trophy: 1 coin" in spearmen


def test_numbers_for_a_few_named_cards() -> None:
    assert "Food: feeds 1 citizen." in entry("fishing_place", "en").details
    assert "Еда: кормит 1 жителя." in entry("fishing_place", "ru").details
    assert "Army limit: 1 more army." in entry("mercenary_camp", "en").details
    assert "Explore: draw 3 more cards." in entry("stargazer_charts", "en").details
    assert "Citizen:" in entry("settlers_lodge", "en").details
    assert "gain 2 coins" in entry("harbour_dues", "en").details
    assert "beyond the first 2" in entry("citadel", "en").details
    assert "×2" in entry("citadel", "en").details  # two red banners, counted
    assert "Spaces: 1 more" in entry("stony_wastes", "en").details
    assert "Income: 1 knowledge" in entry("forebears_ruins", "en").details


def test_count_texts_and_group_titles_in_both_languages() -> None:
    one = next(e for e in card_entries("ru") if e.count == 1)
    four = next(e for e in card_entries("ru") if e.count == 4)
    assert count_text(one, "ru") == "1 экземпляр" and count_text(four, "ru") == "4 экземпляра"
    assert count_text(one, "en") == "1 copy" and count_text(four, "en") == "4 copies"
    for group in card_gallery.GROUPS:
        assert group_title(group, "ru") != group_title(group, "en") != group


def test_the_package_shows_the_gallery_with_a_colour_per_group() -> None:
    rules = PACKAGE.rules
    assert rules is not None and rules.cards is not None
    assert rules.cards.entries("en") == card_entries("en")
    assert set(rules.cards.group_colours) == set(card_gallery.GROUPS) == set(GROUP_COLOURS)
