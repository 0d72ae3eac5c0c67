from civitas.engine.events import Event
from civitas.engine.log import GameLog, plural_index, render


def test_russian_plural_forms():
    assert [plural_index("ru", n) for n in (1, 2, 5, 11, 12, 21, 22, 25, 111)] == [0, 1, 2, 2, 2, 0, 1, 2, 2]
    assert [plural_index("en", n) for n in (0, 1, 2)] == [1, 0, 1]


def test_render_names_plurals_and_catalog_refs():
    catalog = {"card.iron": "железо"}
    text = render("{seat} берёт {n} {n|карту|карты|карт}: {cards}", {"seat": 1, "n": 3, "cards": ["@card.iron"]},
                  catalog, "ru", ["Аня", "Боря"])
    assert text == "Боря берёт 3 карты: железо"


def test_log_rerenders_in_another_language_and_keeps_secrets_per_viewer():
    ru = {"log.drew": "{seat} берёт карту", "log.drew.own": "{seat} берёт {card}", "card.iron": "железо"}
    en = {"log.drew": "{seat} draws a card", "log.drew.own": "{seat} draws {card}", "card.iron": "iron"}
    log = GameLog()
    log.add([Event("drew", {"seat": 0}, owner=0, secret={"card": "@card.iron"}, reveal=True)])
    names = ["Ann", "Bob"]
    assert log.lines(0, ru, "ru", names) == ["Ann берёт железо"]
    assert log.lines(0, en, "en", names) == ["Ann draws iron"]
    assert log.lines(1, en, "en", names) == ["Ann draws a card"]


def test_a_card_shown_to_another_seat_gives_it_the_seen_line_and_the_owner_the_own_line():
    en = {"log.peek": "{seat} looks at a card", "log.peek.own": "{seat} looks at {card}",
          "log.peek.seen": "{seat} shows you {card}", "card.iron": "iron"}
    log = GameLog()
    log.add([Event("peek", {"seat": 0}, secret={"card": "@card.iron"}, readers=(0, 1))])
    names = ["Ann", "Bob", "Cid"]
    assert log.lines(0, en, "en", names) == ["Ann looks at iron"]
    assert log.lines(1, en, "en", names) == ["Ann shows you iron"]
    assert log.lines(2, en, "en", names) == ["Ann looks at a card"]
    assert log.lines(None, en, "en", names) == ["Ann looks at a card"]
