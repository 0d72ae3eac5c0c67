"""Territory's card data: the kinds and default counts of the v1 ruleset (spec 2c.5), the drafts' values
(spec 2a), the physical card table and its deck ranges under the ``attackers`` option, the names and texts
in both languages, the strict loader, and the rules window's gallery built from the data."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from civitas.engine.carddata import CardDataError
from civitas.games.territory import card_gallery
from civitas.games.territory.cards import (
    ATTACKERS,
    DATA_FILE,
    TYPES,
    KindDef,
    deck_ranges,
    kind,
    kinds,
    load_kinds,
    table,
)

LANGS = ("ru", "en")
MAIN = ("building", "character", "event", "reputation")

BUILDINGS = {  # id: (req, profit, sig, copies), the design's v1 table
    "house": (0, 1, 0, 6),
    "kiosk": (0, 2, 0, 4),
    "factory": (1, 2, 0, 5),
    "trade_house": (1, 3, 0, 4),
    "circus": (1, 2, 0, 3),
    "restaurant": (3, 5, 0, 2),
    "factory_chain": (1, 4, 0, 2),
    "mansion": (0, 3, 0, 2),
    "plantation": (2, 0, 0, 3),
    "bank": (1, 0, 0, 3),
    "exchange": (1, 0, 0, 2),
    "gambling_house": (2, 0, 0, 2),
    "bridge": (1, 0, 0, 4),
    "hospital": (1, 0, 0, 2),
    "bunker": (1, 0, 0, 2),
    "military": (1, 0, 1, 2),
    "engineering": (1, 0, 0, 2),
    "police": (1, 0, 1, 2),
    "security": (1, 0, 1, 2),
    "intelligence": (1, 0, 0, 2),
}
CHARACTERS = {
    "entrepreneur": (1, 0, 0, 3),
    "peasant": (1, 2, 0, 3),
    "spy": (1, 0, 0, 3),
    "robber": (2, 0, 0, 2),
    "invader": (2, 0, 1, 2),
    "bomber": (2, 0, 0, 2),
    "assassin": (2, 0, 0, 2),
    "reconstructor": (1, 0, 0, 2),
    "banker": (1, 0, 0, 2),
}
EVENTS = {
    "earthquake": 2,
    "crisis": 2,
    "stock_crash": 1,
    "prospects": 2,
    "flood": 2,
    "growth": 2,
    "decline": 2,
    "lucky_deposits": 1,
    "epidemic": 2,
}
REPUTATION = {
    "excellent": (1, 2, 1, 3),
    "drought": (0, 0, -1, 2),
    "imaginary_income": (2, 0, 0, 2),
    "land_price": (2, 0, 0, 2),
}
DEVELOPMENT = {"deposits": 3, "household": 3, "mayor": 3, "paid_medicine": 2}
QUESTS = {
    "poverty": 1,
    "sausage": 1,
    "savings": 1,
    "union": 2,
    "entertainment": 1,
    "paperclips": 2,
    "spy_killer": 1,
    "landlord": 1,
    "busy": 1,
    "conqueror": 1,
    "shelter": 1,
    "hoard": 1,
}


def numbers(d: KindDef) -> tuple[int, int, int, int]:
    return d.req, d.profit, d.sig, d.copies


def test_te_2c5_every_kind_of_the_design_is_there_once_with_its_type() -> None:
    expected = (
        {k: "building" for k in BUILDINGS}
        | {k: "character" for k in CHARACTERS}
        | {k: "event" for k in EVENTS}
        | {k: "reputation" for k in REPUTATION}
        | {k: "development" for k in DEVELOPMENT}
        | {k: "quest" for k in QUESTS}
    )
    assert {k: d.type for k, d in kinds().items()} == expected
    assert len(kinds()) == 20 + 9 + 9 + 4 + 4 + 12
    assert all(d.id == k and d.type in TYPES for k, d in kinds().items())


def test_te_2a_buildings_characters_and_reputation_carry_the_drafts_values_and_v1_counts() -> None:
    for table_ in (BUILDINGS, CHARACTERS, REPUTATION):
        for k, values in table_.items():
            assert numbers(kind(k)) == values, k


def test_te_2a_drafts_key_values_restaurant_factory_chain_plantation() -> None:
    assert (kind("restaurant").req, kind("restaurant").profit) == (3, 5)
    assert (kind("factory_chain").req, kind("factory_chain").profit) == (1, 4)
    assert (kind("plantation").req, kind("plantation").profit) == (2, 0)
    assert kind("drought").req == 0 and kind("drought").sig == -1  # the draft's required −1 read as 0


def test_te_2c5_events_development_and_quests_have_their_counts_and_no_numbers() -> None:
    for k, copies in EVENTS.items():
        assert numbers(kind(k)) == (0, 0, 0, copies), k
    for k, copies in DEVELOPMENT.items():
        assert numbers(kind(k)) == (0, 1, 1 if k == "mayor" else 0, copies), k
    for k, copies in QUESTS.items():
        assert numbers(kind(k)) == (0, 0, 0, copies), k


def test_te_2c5_main_deck_has_102_cards_at_default_counts() -> None:
    cards = table()
    main, dev, quest = deck_ranges()
    assert (main, dev, quest) == (range(0, 102), range(102, 113), range(113, 127))
    assert len(cards) == 127 and table(2) == cards
    types = Counter(kind(cards[i]).type for i in main)
    assert types == Counter({"building": 56, "character": 21, "event": 16, "reputation": 9})


def test_te_2c5_development_deck_has_11_and_quest_deck_14_cards() -> None:
    cards = table()
    _, dev, quest = deck_ranges()
    assert Counter(cards[i] for i in dev) == Counter(DEVELOPMENT)
    assert Counter(cards[i] for i in quest) == Counter(QUESTS)
    assert len(dev) == 11 and len(quest) == 14


def test_te_2c5_table_order_is_main_by_type_then_development_then_quests_copies_together() -> None:
    cards = table()
    order = [TYPES.index(kind(k).type) for k in cards]
    assert order == sorted(order)
    for k in set(cards):
        at = [i for i, c in enumerate(cards) if c == k]
        assert at == list(range(at[0], at[0] + len(at))), k
    assert cards[0] == "house" and cards[-1] == "hoard"


@pytest.mark.parametrize("attackers", [1, 3])
def test_tr_attackers_option_changes_only_robber_bomber_assassin_copies(attackers: int) -> None:
    base, other = Counter(table(2)), Counter(table(attackers))
    for k in kinds():
        assert other[k] == (attackers if k in ATTACKERS else base[k]), k
    main, dev, quest = deck_ranges(attackers)
    assert len(main) == 102 + 3 * (attackers - 2)
    assert (len(dev), len(quest)) == (11, 14) and dev.start == main.stop and quest.start == dev.stop
    assert [table(attackers)[i] for i in quest] == [table(2)[i] for i in deck_ranges(2)[2]]


def test_tr_attackers_are_characters_and_a_bad_option_is_refused() -> None:
    assert all(kind(k).type == "character" for k in ATTACKERS)
    with pytest.raises(ValueError):
        table(-1)
    with pytest.raises(ValueError):
        deck_ranges(-1)


@pytest.mark.parametrize("lang", LANGS)
def test_every_kind_has_a_name_and_a_text_and_no_two_kinds_share_a_name(lang: str) -> None:
    names = [d.name[lang].strip() for d in kinds().values()]
    assert all(names) and all(d.text[lang].strip() for d in kinds().values())
    assert len({n.casefold() for n in names}) == len(names)
    assert all(d.name[lang] != d.id for d in kinds().values() if lang == "ru")


def test_russian_texts_are_in_cyrillic_and_english_texts_are_not() -> None:
    def cyrillic(s: str) -> bool:
        return any("а" <= ch.lower() <= "я" or ch in "ёЁ" for ch in s)

    for d in kinds().values():
        assert cyrillic(d.name["ru"]) and cyrillic(d.text["ru"]), d.id
        assert not cyrillic(d.name["en"]) and not cyrillic(d.text["en"]), d.id
        assert d.text["ru"] != d.text["en"]


def test_quest_texts_state_a_condition_and_character_actions_say_so() -> None:
    for k in QUESTS:
        assert kind(k).text["en"].startswith("Complete when ") and kind(k).text["ru"].startswith("Выполнено, если ")
    for k in ("robber", "invader", "bomber", "assassin", "spy", "entrepreneur", "reconstructor"):
        assert kind(k).text["en"].startswith("Action: ") and kind(k).text["ru"].startswith("Действие: ")


def test_kinds_keep_the_file_order_and_are_loaded_once() -> None:
    records = json.loads(DATA_FILE.read_text(encoding="utf-8"))["cards"]
    assert list(kinds()) == [r["id"] for r in records]
    assert kinds() is kinds()
    with pytest.raises(KeyError):
        kind("dragon")


# --- the loader ------------------------------------------------------------------------------------
def write(tmp_path: Path, records: list[dict[str, Any]]) -> Path:
    path = tmp_path / "cards.json"
    path.write_text(json.dumps({"cards": records}, ensure_ascii=False), encoding="utf-8")
    return path


def good(card_id: str, type_: str = "character", **fields: Any) -> dict[str, Any]:
    record = {
        "kind": type_,
        "id": card_id,
        "req": 1,
        "profit": 0,
        "sig": 0,
        "copies": 2,
        "name": {"ru": card_id + "-ру", "en": card_id},
        "text": {"ru": "Текст.", "en": "Text."},
    }
    return record | fields


def fixture() -> list[dict[str, Any]]:
    return [good(k) for k in ATTACKERS] + [good("house", "building", req=0, profit=1, copies=6)]


def test_loader_reads_a_small_good_file(tmp_path: Path) -> None:
    loaded = load_kinds(write(tmp_path, fixture()))
    assert list(loaded) == ["robber", "bomber", "assassin", "house"]
    assert loaded["house"] == KindDef(
        "house", "building", 0, 1, 0, 6, {"ru": "house-ру", "en": "house"}, {"ru": "Текст.", "en": "Text."}
    )


@pytest.mark.parametrize(
    ("index", "change", "field"),
    [
        (3, {"kind": "monster"}, "kind"),
        (3, {"req": 4}, "req"),
        (3, {"profit": "two"}, "profit"),
        (3, {"copies": 0}, "copies"),
        (3, {"sig": -1}, "sig"),
        (3, {"text": {"ru": "Текст."}}, "text"),
        (3, {"name": {"ru": "", "en": "House"}}, "name"),
        (3, {"colour": "red"}, "colour"),
        (3, {"name": {"ru": "robber-ру", "en": "House"}}, "name"),  # a Russian name already taken
    ],
)
def test_loader_rejects_a_bad_record(tmp_path: Path, index: int, change: dict[str, Any], field: str) -> None:
    records = fixture()
    records[index] = records[index] | change
    with pytest.raises(CardDataError) as caught:
        load_kinds(write(tmp_path, records))
    assert caught.value.field == field and caught.value.file == "cards.json"


def test_loader_rejects_missing_fields_duplicate_ids_and_numbers_an_event_cannot_have(tmp_path: Path) -> None:
    broken = {k: v for k, v in good("house", "building").items() if k != "profit"}
    with pytest.raises(CardDataError, match="profit"):
        load_kinds(write(tmp_path, fixture()[:3] + [broken]))
    with pytest.raises(CardDataError, match="duplicate id"):
        load_kinds(write(tmp_path, fixture() + [good("house", "building", name={"ru": "Другой", "en": "Other"})]))
    with pytest.raises(CardDataError, match="above the maximum"):
        load_kinds(write(tmp_path, fixture() + [good("crisis", "event", req=1)]))


def test_loader_rejects_a_file_without_the_attackers(tmp_path: Path) -> None:
    with pytest.raises(CardDataError, match="bomber"):
        load_kinds(write(tmp_path, [r for r in fixture() if r["id"] != "bomber"]))


# --- the gallery -----------------------------------------------------------------------------------
@pytest.mark.parametrize("lang", LANGS)
def test_gallery_has_one_entry_per_kind_from_the_data_in_type_order(lang: str) -> None:
    entries = card_gallery.card_entries(lang)
    assert [e.kind for e in entries] == list(kinds())
    for e in entries:
        d = kind(e.kind)
        assert (e.name, e.text, e.count, e.group) == (d.name[lang], d.text[lang], d.copies, d.type)
        assert e.icon and e.details and e.section == card_gallery.SECTIONS[d.type]
    assert sum(e.count for e in entries) == len(table())
    assert card_gallery.group_title("quest", lang) not in ("", "quest")


def test_gallery_sections_follow_the_rules_help() -> None:
    sections = {e.group: e.section for e in card_gallery.card_entries("en")}
    assert sections == {
        "building": "buildings",
        "character": "characters",
        "event": "influence",
        "reputation": "influence",
        "development": "quests",
        "quest": "quests",
    }


def test_gallery_details_say_the_numbers_with_russian_plurals() -> None:
    def details(k: str, lang: str) -> str:
        return next(e.details for e in card_gallery.card_entries(lang) if e.kind == k)

    assert details("restaurant", "en").startswith("Needs 3 units of income, gives 5 units of profit.")
    assert details("factory", "en").startswith("Needs 1 unit of income, gives 2 units of profit.")
    assert details("restaurant", "ru").startswith("Требует 3 единицы дохода, приносит 5 единиц прибыли.")
    assert details("factory", "ru").startswith("Требует 1 единицу дохода, приносит 2 единицы прибыли.")
    assert details("house", "ru").startswith("Не требует дохода, приносит 1 единицу прибыли.")
    assert "+1" in details("police", "en") and "−1" in details("drought", "ru")
    assert "option" in details("robber", "en") and "option" not in details("spy", "en")


def test_gallery_counts_follow_the_attackers_option_and_read_in_both_languages() -> None:
    entries = {e.kind: e for e in card_gallery.card_entries("ru", attackers=3)}
    assert entries["bomber"].count == 3 and entries["spy"].count == 3 and entries["house"].count == 6
    assert sum(e.count for e in entries.values()) == len(table(3))
    assert card_gallery.count_text(entries["stock_crash"], "ru") == "1 экземпляр"
    assert card_gallery.count_text(entries["bomber"], "ru") == "3 экземпляра"
    assert card_gallery.count_text(entries["house"], "ru") == "6 экземпляров"
    assert card_gallery.count_text(entries["house"], "en") == "6 copies"
