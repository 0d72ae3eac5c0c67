"""The Empires card gallery: one entry per design, words in Russian and English, keywords that are real places
of the rules help, groups in order, counts that say when a card needs more players."""

from __future__ import annotations

import pytest

from civitas.engine.rules_help import subheadings
from civitas.games.empires import NATIONS, card_gallery, rules_help
from civitas.games.empires import card_gallery_keywords as kw
from civitas.games.empires.card_gallery import CardEntry, card_entries, count_text, group_title
from civitas.games.empires.cards import card_set
from civitas.games.empires.ops_schema import CONDITIONS, OPS, PASSIVE_KEYS, SIGNALS
from civitas.games.empires.rules_help_glossary import GLOSSARY, glossary_anchor

LANGS = ("ru", "en")


def _by_id(lang: str) -> dict[str, CardEntry]:
    return {e.kind: e for e in card_entries(lang)}


def _headings(section: str, lang: str) -> list[str]:
    return subheadings(rules_help.section_body(section, lang))


def _resolves(place: str, lang: str) -> bool:
    section, _, anchor = place.partition("#")
    if section not in rules_help.SECTION_IDS:
        return False
    if not anchor:
        return True
    n = int(anchor.removeprefix("sub"))
    return anchor.startswith("sub") and 1 <= n <= len(_headings(section, lang))


@pytest.mark.parametrize("lang", LANGS)
def test_every_design_has_exactly_one_entry(lang: str):
    kinds = [e.kind for e in card_entries(lang)]
    assert sorted(kinds) == sorted(card_set("data").designs)
    assert len(kinds) == len(set(kinds))


@pytest.mark.parametrize("lang", LANGS)
def test_every_entry_has_its_words_and_no_ids_leak(lang: str):
    for e in card_entries(lang):
        words = {"name": e.name, "text": e.text, "details": e.details, "count": count_text(e, lang),
                 "group": group_title(e.group, lang)}  # fmt: skip
        for what, text in words.items():
            assert text.strip(), (e.kind, what)
            assert "{" not in text and "}" not in text and "_" not in text, (e.kind, what, text)
    entries = _by_id(lang)
    assert entries["barley_plain"].name != entries["barley_plain"].kind


def test_the_languages_differ_and_russian_is_russian():
    ru, en = _by_id("ru"), _by_id("en")
    for kind in ru:
        assert ru[kind].details != en[kind].details
        assert any("а" <= ch <= "я" for ch in ru[kind].details.lower()), kind


@pytest.mark.parametrize("lang", LANGS)
def test_every_keyword_and_section_is_a_real_rules_help_place(lang: str):
    for e in card_entries(lang):
        assert _resolves(e.section, lang), (e.kind, e.section)
        assert len(e.keywords) == len(set(e.keywords)) and e.section not in e.keywords
        for place in e.keywords:
            assert _resolves(place, lang), (e.kind, place)


def test_every_keyword_has_a_place_and_every_op_is_considered():
    for keyword in kw.ORDER:
        assert _resolves(kw.place(keyword), "en") and _resolves(kw.place(keyword), "ru"), keyword
    for keyword in GLOSSARY:
        if keyword != "solstice":  # the solstice keyword leads to its own section
            assert kw.place(keyword) == f"keywords#{glossary_anchor(keyword)}"
    assert kw.place("solstice") == "solstice"
    assert set(OPS) <= set(kw.OP_KEYWORDS) and set(CONDITIONS) <= set(kw.OP_KEYWORDS)
    assert {f"on:{s}" for s in SIGNALS} <= set(kw.OP_KEYWORDS)
    assert set(PASSIVE_KEYS) - {"on"} <= set(kw.PASSIVE_KEYWORDS)
    assert all(k in kw.ORDER for words in kw.OP_KEYWORDS.values() for k in words)


def test_places_outside_the_glossary_find_the_headings_they_name():
    for keyword, (section, heading) in kw.OTHER_PLACES.items():
        place = kw.place(keyword)
        if not heading:
            assert place == section
            continue
        _, _, anchor = place.partition("#")
        n = int(anchor.removeprefix("sub"))
        assert _headings(section, "en")[n - 1] == heading, keyword
        assert len(_headings(section, "ru")) >= n, keyword


def test_a_card_with_a_garrison_op_lists_the_garrison_keyword():
    designs = card_set("data").designs
    garrison = kw.place("garrison")
    assert garrison == f"keywords#{glossary_anchor('garrison')}"
    with_op = [d.id for d in designs.values() if "garrison" in kw.program_words(d.play)]
    assert "barley_plain" in with_op and len(with_op) > 5
    for lang in LANGS:
        entries = _by_id(lang)
        for kind in with_op:
            assert garrison in entries[kind].keywords, kind
        assert garrison not in entries["foragers"].keywords  # draws and gains: no garrison
    section, _, anchor = garrison.partition("#")
    assert _headings(section, "en")[int(anchor[3:]) - 1] == "Garrison"


def test_keywords_follow_the_card_data():
    en = _by_id("en")
    assert kw.place("attack") in en["raiding_party"].keywords  # an attack header
    assert kw.place("exhaust") in en["copper_hills"].keywords  # an exhaust ability
    assert kw.place("pinned") in en["copper_hills"].keywords and kw.place("pinned") not in en["foragers"].keywords
    assert kw.place("free_play") in en["scavengers"].keywords
    assert kw.place("history") in en["estuary"].keywords
    assert kw.place("steal") in en["tax_collectors"].keywords
    assert kw.place("recall") in en["siege_engineers"].keywords
    assert kw.place("collapse") in en["iron_phalanx"].keywords  # it hands out unrest
    assert kw.place("capstone") in en["crown_of_the_known_world"].keywords
    assert kw.place("accession") in en["rd_two_crowns"].keywords
    assert kw.place("end_trigger") in en["dc_zenith"].keywords
    assert kw.place("vp_kinds") in en["feast_of_seven_granaries"].keywords
    assert kw.place("fame") in en["rd_renown"].keywords  # it looks at the fame deck
    assert kw.place("abandon") in en["rd_renown"].keywords


def test_groups_come_in_order():
    entries = card_entries("en")
    groups = list(dict.fromkeys(e.group for e in entries))
    expected = [*card_gallery.COMMON_GROUPS, *(f"{n}.{part}" for n in NATIONS for part in card_gallery.NATION_PARTS)]
    assert groups == [g for g in expected if g in groups]
    assert groups[:6] == ["region", "uncivilised", "civilised", "tributary", "fame", "unrest"]
    runs = [e.group for i, e in enumerate(entries) if i == 0 or entries[i - 1].group != e.group]
    assert len(runs) == len(groups)  # each group in one run
    assert set(groups) <= set(card_gallery.GROUP_COLOURS)
    by_group = {g: [e for e in entries if e.group == g] for g in groups}
    assert [e.side for e in by_group["river_dynasts.power"]] == ["A", "B"]
    assert by_group["river_dynasts.nation_deck"][-1].kind == "rd_two_crowns"  # the accession card closes it
    assert "crown_of_the_known_world" in [e.kind for e in by_group["fame"]]
    assert "hollow_pilgrims.nation_deck" not in groups  # a nation without a nation deck


def test_group_titles_name_the_nation():
    assert group_title("region", "en") == "Region cards"
    assert group_title("river_dynasts.power", "en").startswith("River Dynasts")
    assert group_title("river_dynasts.nation_deck", "ru") == "Речные династии: колода усиления"


def test_count_text_says_when_a_card_needs_more_players():
    en, ru = _by_id("en"), _by_id("ru")
    assert en["salt_pans"].marks == "3+"
    assert "3 or more players" in count_text(en["salt_pans"], "en")
    assert "3 и более" in count_text(ru["salt_pans"], "ru")
    assert "only with 4 players" in count_text(en["reed_rafts"], "en")
    assert count_text(en["barley_plain"], "en") == "2 copies"
    assert count_text(ru["barley_plain"], "ru") == "2 экземпляра"
    assert count_text(en["unrest"], "en") == "12 copies with 4 players (8 with 2, 10 with 3)"
    assert count_text(en["rd_power_b"], "en") == "Side B of the power card"
    assert count_text(ru["rd_power_b"], "ru") == "Сторона Б карты способности"
    assert en["hp_far_shrine"].count == 0 and "other side" in count_text(en["hp_far_shrine"], "en")


def test_details_put_the_numbers_into_words():
    en, ru = _by_id("en"), _by_id("ru")
    assert "Categories: uncivilised and civilised card." in en["crossroads_fair"].details
    assert "Region icons: fertile, river." in en["flood_meadow"].details
    assert "Period: barbarian" in en["open_steppe"].details and "Period:" not in en["barley_plain"].details
    assert "Pinned" in en["barley_plain"].details and "Attack" in en["raiding_party"].details
    assert "Free play" in en["scavengers"].details
    assert "Development cost: 3 materials and 2 population." in en["rd_grand_canal"].details
    assert "Цена развития: 3 материала и 2 населения." in ru["rd_grand_canal"].details
    assert "VP: −2" in en["unrest"].details
    assert "1 for each card in your history (at most 2)" in en["cairn_builders"].details
    assert "VP: 3, plus 4 if you have at least 5 region cards in your play area." in en[
        "feast_of_seven_granaries"].details  # fmt: skip
    assert "не меньше 5 карт региона" in ru["feast_of_seven_granaries"].details
    assert "1 for every 3 population in your supply (at most 8)" in en["rd_power_b"].details
    assert "Only in games of 4 players." in en["royal_mint"].details
    assert "Copies: 2." in en["barley_plain"].details
    assert "8 with 2 players, 10 with 3 players, 12 with 4 players" in en["unrest"].details
    assert "Zenith card" in en["dc_zenith"].details and "Accession card" in en["rd_two_crowns"].details
    assert en["rd_grand_canal"].cost == ("materials",) * 3 + ("population",) * 2
