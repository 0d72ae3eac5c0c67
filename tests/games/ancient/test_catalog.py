"""The Ancient World's messages: both languages hold the same ids, every event of 30 random games renders
with every argument and reference resolved (secrets shown to their owner only), every refusal, phase,
action, slot, source and score line has a text, no Russian template needs a declined name, and every
legal action is told in words with card names, never numbers or tuples."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import pytest

from civitas.engine.actions import Action
from civitas.engine.events import Event
from civitas.engine.log import GameLog, entry_for, render
from civitas.engine.rng import Rng
from civitas.games.ancient import GAME
from civitas.games.ancient.cards import COLOURS, cards
from civitas.games.ancient.frames import MACHINE
from civitas.games.ancient.state import HIDDEN_A, SLOTS, AncientState
from civitas.games.ancient.texts import describe
from sizes import per_commit_and_nightly
from test_russian_grammar import GAME_NAME, problems

LANGS = ("ru", "en")
FIELD = re.compile(r"\{(\w+)")
EVENT_KINDS = (
    "setup round place place_card gain serve study token citizen build crane recruit reserve explore_draw "
    "explore_discard expand province_top restore fight roll lose_coins lose discard_army titan_top pass guild "
    "outpost refuge copy income hunger starve reshuffle game_over gain_knowledge dismiss reserve_open"
).split()
REASON_CODES = (
    "attack_too_low cannot_afford cannot_recruit card_has_no_action card_lost card_not_offered card_used "
    "citizen_not_ready citizen_starving duplicate_card expand_needs fight_needs_troops fight_price "
    "grow_needs_coins illegal no_citizens_left no_coin_for_fee no_provinces no_space no_such_slot no_titan "
    "no_titans not_own_card nothing_to_copy nothing_to_explore skill_too_low slot_covered study_needs_coins "
    "troop_used not_your_turn"
).split()
REASON_ARGS = {
    "attack_too_low": {"attack", "defence"}, "cannot_afford": {"coins", "knowledge"},
    "citizen_not_ready": {"skill"}, "citizen_starving": {"skill"}, "fight_price": {"price"},
    "skill_too_low": {"skill"}, "slot_covered": {"slot", "round"},
}  # fmt: skip
ACTION_KINDS = (
    "place place_card fight pass buy crane skip recruit pay keep explore_draw explore_display reserve restore "
    "done lose discard_army starve guild_pay decline outpost reserve_display reserve_top refuge order no_fight copy"
).split()
SOURCES = (
    "work restore turn troop_restore trophy espionage grow feeding round build recruit explore expand "
    "playwrights aqueduct"
).split()
SCORE_IDS = ["score.banners", "score.cards", "score.starving", "score.total", "score.coins", "score.card_count",
             "score.knowledge"] + [f"score.banners_{c}" for c in COLOURS]  # fmt: skip
GAMES = [(players, seed) for players in (2, 3, 4) for seed in range(10)]
TUPLE_RESIDUE = re.compile(r"\(\s*-?\d+\s*,|\(\s*\)|[\[\]]|\('|'\)|\(\d+\)")


@dataclass
class Played:
    players: int
    log: GameLog = field(default_factory=GameLog)
    #: (the mover's view, the seat, every legal action) at each step
    choices: list[tuple[AncientState, int, list[Action]]] = field(default_factory=list)
    final: AncientState | None = None


def play(players: int, seed: int) -> Played:
    out = Played(players)
    state, events = GAME.start({"players": players}, seed)
    out.log.add(events)
    rng = Rng(seed * 7 + players)
    while not GAME.is_over(state):
        (seat,) = GAME.to_move(state)
        legal = GAME.legal_actions(state, seat)
        out.choices.append((GAME.view(state, seat), seat, legal))
        events = GAME.apply(state, seat, legal[rng.below(len(legal))])
        GAME.name_events(state, events)  # as a session does when a step enters the log
        out.log.add(events)
    out.final = state
    return out


@pytest.fixture(scope="module", params=per_commit_and_nightly(2, 10, "games-a-size"))
def games(request: pytest.FixtureRequest) -> list[Played]:
    return [play(players, seed) for players, seed in GAMES if seed < request.param]


def catalogs() -> dict[str, dict[str, str]]:
    return {lang: GAME.catalog(lang) for lang in LANGS}


def names(n: int) -> list[str]:
    return [f"Игрок{i}" for i in range(n)]


# --- the catalog as a whole --------------------------------------------------------------------------------


def test_ru_and_en_hold_the_same_ids_and_only_hiding_zero_lines_are_empty() -> None:
    ru, en = catalogs()["ru"], catalogs()["en"]
    assert set(ru) == set(en)
    for lang, cat in (("ru", ru), ("en", en)):
        empty = [key for key, text in cat.items() if not text.strip()]
        assert all(key.endswith(".zero") for key in empty), (lang, empty)
    assert sum(ru[k] != en[k] for k in ru) > 0.9 * len(ru)


def test_every_card_has_its_name_and_text_from_the_card_data_in_both_languages() -> None:
    for lang, cat in catalogs().items():
        for card in cards():
            assert cat[f"card.{card.id}"] == card.name[lang]
            assert cat[f"cardtext.{card.id}"] == card.text[lang]
        assert cat["card.hidden"]


def test_every_event_kind_has_a_log_line_and_secrets_an_own_line() -> None:
    for cat in catalogs().values():
        assert all(f"log.{kind}" in cat for kind in EVENT_KINDS)
        for kind in ("reserve", "explore_draw", "refuge"):
            assert f"log.{kind}.own" in cat


def test_every_reason_code_has_a_text_that_uses_only_its_arguments() -> None:
    for lang, cat in catalogs().items():
        for code in REASON_CODES:
            fields = set(FIELD.findall(cat[f"reason.{code}"]))
            assert fields <= REASON_ARGS.get(code, set()), (lang, code, fields)
        for kind in MACHINE.decisions:
            assert cat[f"reason.choose.{kind}"]


def test_every_phase_action_slot_source_and_label_has_a_text() -> None:
    needed = [f"phase.{k}" for k in ("turn", "over", *MACHINE.decisions)]
    needed += [f"action.{k}" for k in ACTION_KINDS] + [f"slot.{k}" for k in SLOTS]
    needed += [f"source.{x}" for x in SOURCES] + [f"face.{x}" for x in ("titan", "coin", "blank")]
    needed += ["pay.knowledge", "pay.coins", "pile.scroll", "pile.picture", "how.points", "how.tiebreak"]
    needed += [f"tribe.{c}" for c in COLOURS] + [f"glyph.{c}" for c in COLOURS] + SCORE_IDS
    for lang, cat in catalogs().items():
        assert [key for key in needed if not cat.get(key)] == [], lang
    assert catalogs()["ru"]["slot.grow"] == "Увеличивать население"
    assert [catalogs()["en"][f"glyph.{c}"] for c in COLOURS] == ["flame", "leaf", "wave", "sun", "moon"]


def test_every_option_and_choice_has_a_label() -> None:
    for cat in catalogs().values():
        for option in GAME.options:
            assert cat[f"option.{option.key}"]
            for choice in option.choices or ():
                assert cat[f"option.{option.key}.{choice}"]


def test_no_russian_template_needs_a_declined_name_or_a_gendered_verb() -> None:
    found = [f"{key}: {p}" for key, text in catalogs()["ru"].items() for p in problems(text, GAME_NAME)]
    assert found == []
    assert sum("{seat}" in text for text in catalogs()["ru"].values()) > 30


def test_every_event_of_the_random_games_renders_in_both_languages_for_every_viewer(games: list[Played]) -> None:
    seen: set[str] = set()
    for played in games:
        for lang, cat in catalogs().items():
            for viewer in (None, *range(played.players)):
                for event in played.log.events:
                    seen.add(event.kind)
                    entry = entry_for(event, viewer, cat)
                    assert entry is not None or cat.get(f"log.{event.kind}.zero") == "", event.kind
                    if entry is None:
                        continue
                    missing = [f for f in FIELD.findall(cat[entry.msg]) if f not in entry.args]
                    assert missing == [], (lang, entry.msg, entry.args)
                for line in played.log.lines(viewer, cat, lang, names(played.players)):
                    assert line and not re.search(r"\{|\}|@|\?", line), (lang, line)
    assert len(seen) >= 28, sorted(set(EVENT_KINDS) - seen)
    assert seen <= set(EVENT_KINDS)


def test_secret_cards_are_named_for_their_owner_only(games: list[Played]) -> None:
    checked = 0
    for played in games:
        for event in played.log.events:
            if event.secret is None or event.owner is None:
                continue
            for lang, cat in catalogs().items():
                cards_ = event.secret.get("cards") or [event.secret["card"]]
                own = _line(event, event.owner, cat, lang)
                other = _line(event, (event.owner + 1) % played.players, cat, lang)
                assert all(cat[ref[1:]] in own for ref in cards_), own
                assert other != own and all(cat[ref[1:]] not in other for ref in cards_[:1]), other
                checked += 1
    assert checked > 10


def _line(event: Event, viewer: int, cat: dict[str, str], lang: str) -> str:
    entry = entry_for(event, viewer, cat)
    assert entry is not None
    return render(cat[entry.msg], entry.args, cat, lang, names(4))


def test_zero_values_do_not_read_as_zero(games: list[Played]) -> None:
    lines = {lang: [] for lang in LANGS}  # type: dict[str, list[str]]
    for played in games[:6]:
        for lang, cat in catalogs().items():
            lines[lang] += played.log.lines(None, cat, lang, names(played.players))
    assert not any(re.search(r"\b0 (монет|знаний)|пла\w+ 0", line) for line in lines["ru"])
    assert not any(re.search(r"\b0 (coins|knowledge)|pays 0", line) for line in lines["en"])
    assert any("знани" in line and "получает" in line for line in lines["ru"])


def test_every_final_score_line_has_a_text(games: list[Played]) -> None:
    for played in games[:3]:
        assert played.final is not None
        for line in GAME.scores(played.final):
            for cat in catalogs().values():
                assert all(cat.get(key) for key in line.breakdown)
                assert cat[f"how.{line.how}"]
            assert set(line.breakdown) == set(SCORE_IDS)


# --- actions in words --------------------------------------------------------------------------------------


def _cards_in(action: Action) -> list[int]:
    kind = action[0]
    if kind in ("place_card", "outpost"):
        return [action[2] if kind == "place_card" else action[1]]
    if kind == "order":
        return list(action[1])
    if kind in ("buy", "crane", "keep", "explore_display", "reserve", "restore", "lose", "reserve_display", "copy",
                "recruit"):  # fmt: skip
        return [action[1]]
    return []


def test_every_legal_action_of_the_random_games_is_told_with_card_names_in_both_languages(
    games: list[Played],
) -> None:
    kinds: set[str] = set()
    for played in games:
        for view, _seat, legal in played.choices:
            for action in legal:
                kinds.add(action[0])
                texts = {lang: describe(view, action, lang, names(played.players)) for lang in LANGS}
                assert texts["ru"] != texts["en"], action
                for lang, text in texts.items():
                    cat = GAME.catalog(lang)
                    assert not TUPLE_RESIDUE.search(text), (lang, action, text)
                    assert not text.startswith(("Действие:", "Action:")), (lang, action, text)
                    for card in _cards_in(action):
                        assert cat[f"card.{cards()[card].id}"] in text, (lang, action, text)
                    rest = text
                    for definition in cards():
                        rest = rest.replace(definition.name[lang], "")
                    assert all(int(n) <= 40 for n in re.findall(r"\d+", rest)), (lang, action, text)
    assert len(kinds) >= 15, sorted(set(ACTION_KINDS) - kinds)


def _hand_state() -> AncientState:
    s = GAME.new_state({"players": 2}, 3)
    s.turn = 0
    return s


def test_aw_b3_placing_tells_the_build_fee_only_when_it_is_charged() -> None:
    s = _hand_state()
    s.slots[SLOTS.index("build")] = [1 * 8 + 2]  # the other player's citizen of skill 2 is on Build
    assert describe(s, ("place", 1, "build"), "en", names(2)) == "Citizen 1 → Build, fee 1 coin"
    assert describe(s, ("place", 2, "build"), "ru", names(2)) == "Житель 2 → «Строить»"
    assert describe(s, ("place", 3, "work"), "en", names(2)) == "Citizen 3 → Work"


def test_hidden_cards_are_told_as_hidden_never_as_a_number() -> None:
    s = _hand_state()
    assert describe(s, ("reserve", HIDDEN_A), "ru", names(2)) == "Отложить «скрытая карта» в резерв"
    assert describe(s, ("reserve", HIDDEN_A), "en", names(2)) == "Reserve a hidden card"
    s.titan_decks[0] = []
    text = describe(s, ("order", (HIDDEN_A, HIDDEN_A)), "en", names(2))
    assert text == "Order, top first: a hidden card, a hidden card"


def test_a_fight_names_the_titan_the_troops_and_the_price() -> None:
    s = _hand_state()
    titan = s.titan_decks[1][-1]
    troops = [army[-1] for army in s.armies[0]]
    text = describe(s, ("fight", 2, (0, 1)), "en", names(2))
    expected = ", ".join(cards()[t].name["en"] for t in troops)
    assert text == f"Fight the 2★ titan {cards()[titan].name['en']} with {expected} (pay 2 coins)"


def test_an_outpost_tells_which_pile_of_which_troop() -> None:
    s = _hand_state()
    troop = s.armies[0][0][-1]
    name = cards()[troop].name["en"]
    assert describe(s, ("outpost", troop, 0), "en", names(2)) == f"Take a coin from {name}'s scroll"
    assert "изображения" in describe(s, ("outpost", troop, 1), "ru", names(2))


def test_every_action_kind_is_told_in_words_that_differ_between_the_languages() -> None:
    s = _hand_state()
    display, province, troop = s.display[0], s.provinces_deck[-1], s.troop_row[0]
    other = s.tableau[1][0]
    sample = {
        "place": ("place", 1, "work"), "place_card": ("place_card", 1, other), "fight": ("fight", 1, (0,)),
        "pass": ("pass",), "buy": ("buy", display), "crane": ("crane", display), "skip": ("skip",),
        "recruit": ("recruit", troop, -1), "pay": ("pay", "coins"), "keep": ("keep", province),
        "explore_draw": ("explore_draw",), "explore_display": ("explore_display", display),
        "reserve": ("reserve", display), "restore": ("restore", other), "done": ("done",), "lose": ("lose", other),
        "discard_army": ("discard_army", 1), "starve": ("starve", 2), "guild_pay": ("guild_pay",),
        "decline": ("decline",), "outpost": ("outpost", s.armies[0][0][-1], 1),
        "reserve_display": ("reserve_display", display), "reserve_top": ("reserve_top",), "refuge": ("refuge", 3),
        "order": ("order", (s.titan_decks[2][-1],)), "no_fight": ("no_fight",), "copy": ("copy", other),
    }  # fmt: skip
    assert sorted(sample) == sorted(ACTION_KINDS)
    for kind, action in sample.items():
        ru, en = (describe(s, action, lang, names(2)) for lang in LANGS)
        assert ru != en and not ru.startswith("Действие:") and not en.startswith("Action:"), kind
        for card in _cards_in(action):
            assert cards()[card].name["ru"] in ru and cards()[card].name["en"] in en, kind
