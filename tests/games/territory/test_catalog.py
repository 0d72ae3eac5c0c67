"""Territory's messages: both languages hold the same ids, every event of seeded random games renders with
every argument and reference resolved (secrets shown to their owner only), every refusal, phase, action,
option and score line has a text, no Russian template needs a declined name, and every legal action is
told in words with card names, territories and players, never numbers or tuples."""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from civitas.engine.actions import Action
from civitas.engine.events import Event
from civitas.engine.log import GameLog, entry_for, render
from civitas.engine.rng import Rng
from civitas.games import territory
from civitas.games.territory import GAME, catalog_en, catalog_ru
from civitas.games.territory.cards import kinds
from civitas.games.territory.state import HIDDEN_CARD, TerritoryState
from civitas.games.territory.texts import describe
from sizes import per_commit_and_nightly
from test_russian_grammar import GAME_NAME, problems

LANGS = ("ru", "en")
PACKAGE_DIR = Path(territory.__file__).parent
FIELD = re.compile(r"\{(\w+)")
LEFTOVER = re.compile(r"[{}@?]")
TUPLE_RESIDUE = re.compile(r"\(\s*-?\d+\s*,|\(\s*\)|[\[\]]|\('|'\)|\(\d+\)|^\s*-?\d+\s*$")
PHASES = ("offer", "buy", "answer", "pay", "build", "draft", "wrap", "spy", "over")
ACTION_KINDS = (
    "land build mansion bridge develop quest claim end allocate release event rep act take store pass tuck done "
    "pick offer buy pay no_buy bid accept refuse"
).split()
SECRET_KINDS = ("deal", "draw", "land", "quest", "draw_dev", "tuck", "sold")
SCORE_IDS = ("score.reputation", "score.quest_leader", "score.quests_held", "score.quests_done", "score.territories",
             "score.total")
#: (players, seed, options): default games and a few with other options, so that more events happen.
GAMES: list[tuple[int, int, dict[str, object]]] = [(n, seed, {}) for n in (2, 3, 4, 6) for seed in range(3)] + [
    (3, 7, {"draw": "refill4", "limit": "free", "capacity": "none", "attackers": 3}),
    (5, 8, {"pool": "2d6+2P", "target": 3}),
    (2, 9, {"draw": "2", "pool": "2d6*P/2", "limit": "1+1"}),
]


@dataclass
class Played:
    players: int
    log: GameLog = field(default_factory=GameLog)
    #: (the mover's view, the seat, every legal action) at sampled steps
    choices: list[tuple[TerritoryState, int, list[Action]]] = field(default_factory=list)
    final: TerritoryState | None = None


def play(players: int, seed: int, options: dict[str, object]) -> Played:
    out = Played(players)
    state, events = GAME.start({"players": players, **options}, seed)
    out.log.add(events)
    rng = Rng(seed * 11 + players)
    step = 0
    while not GAME.is_over(state):
        (seat,) = GAME.to_move(state)
        legal = GAME.legal_actions(state, seat)
        if step % 7 == 0 or state.phase not in ("build", "draft"):
            out.choices.append((GAME.view(state, seat), seat, legal))
        out.log.add(GAME.apply(state, seat, legal[rng.below(len(legal))]))
        step += 1
    out.final = state
    return out


@pytest.fixture(scope="module", params=per_commit_and_nightly(1, 3, "games-a-size"))
def games(request: pytest.FixtureRequest) -> list[Played]:
    return [play(*game) for game in GAMES if game[1] < request.param or game[2]]


def catalogs() -> dict[str, dict[str, str]]:
    return {lang: GAME.catalog(lang) for lang in LANGS}


def names(n: int) -> list[str]:
    return [f"Игрок{i}" for i in range(n)]


def emitted_kinds() -> set[str]:
    """Every event kind the engine's code creates (``Event("<kind>", …)`` in the package)."""
    found: set[str] = set()
    for path in PACKAGE_DIR.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "Event" and node.args:
                first = node.args[0]
                if isinstance(first, ast.Constant) and isinstance(first.value, str):
                    found.add(first.value)
    return found


def reason_codes() -> set[str]:
    """Every code ``reasons.py`` can give (``Reason("<code>", …)``)."""
    tree = ast.parse((PACKAGE_DIR / "reasons.py").read_text(encoding="utf-8"))
    return {
        node.args[0].value
        for node in ast.walk(tree)
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "Reason" and node.args
        if isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)
    }


# --- the catalog as a whole --------------------------------------------------------------------------------


def test_ru_and_en_hold_the_same_ids_and_only_hiding_zero_lines_are_empty() -> None:
    ru, en = catalogs()["ru"], catalogs()["en"]
    assert set(ru) == set(en)
    assert set(catalog_ru.DESCRIBE) == set(catalog_en.DESCRIBE)
    for lang, cat in (("ru", ru), ("en", en)):
        empty = [key for key, text in cat.items() if not text.strip()]
        assert all(key.endswith(".zero") for key in empty), (lang, empty)
    assert sum(ru[k] != en[k] for k in ru) > 0.9 * len(ru)


def test_every_card_kind_has_its_name_and_text_from_the_card_data_in_both_languages() -> None:
    for lang, cat in catalogs().items():
        for kind in kinds().values():
            assert cat[f"card.{kind.id}"] == kind.name[lang]
            assert cat[f"cardtext.{kind.id}"] == kind.text[lang]
        assert cat["card.hidden"]


def test_every_event_kind_the_engine_emits_has_a_log_line_and_secrets_an_own_line() -> None:
    emitted = emitted_kinds()
    assert {"union", "takeover", "sold", "spied", "game_over"} <= emitted and len(emitted) >= 45
    for lang, cat in catalogs().items():
        assert [k for k in sorted(emitted) if f"log.{k}" not in cat] == [], lang
        assert [k for k in SECRET_KINDS if f"log.{k}.own" not in cat] == [], lang
        assert all(cat[f"end.{why}"] for why in ("reputation", "deck", "cap"))


def test_every_reason_code_of_reasons_py_has_a_text_that_uses_only_known_arguments() -> None:
    codes = reason_codes() | {"illegal", "not_your_turn"}
    assert len(codes) >= 30
    for lang, cat in catalogs().items():
        for code in codes:
            assert cat.get(f"reason.{code}"), (lang, code)
            assert set(FIELD.findall(cat[f"reason.{code}"])) <= {"count", "card", "kind"}, (lang, code)


def test_every_phase_action_option_and_score_line_has_a_text() -> None:
    needed = [f"phase.{p}" for p in PHASES] + [f"reason.choose.{p}" for p in PHASES if p != "over"]
    needed += (
        [f"action.{k}" for k in ACTION_KINDS] + list(SCORE_IDS) + ["how.reputation", "how.tiebreak", "stat.reputation"]
    )
    for option in GAME.options:
        needed.append(f"option.{option.key}")
        needed.extend(f"option.{option.key}.{choice}" for choice in option.choices or ())
    for lang, cat in catalogs().items():
        assert [key for key in needed if not cat.get(key)] == [], lang
    assert "stat.reputation" in catalogs()["en"] and set(GAME.history_stats(GAME.new_state({}, 1))) == {"reputation"}


def test_no_russian_template_needs_a_declined_name_or_a_gendered_verb() -> None:
    texts = {**catalogs()["ru"], **catalog_ru.DESCRIBE}
    found = [f"{key}: {p}" for key, text in texts.items() for p in problems(text, GAME_NAME)]
    assert found == []
    assert sum("{seat}" in text for text in texts.values()) > 30


# --- the log of random games -------------------------------------------------------------------------------


def test_every_event_of_random_games_renders_in_both_languages_for_every_viewer(games: list[Played]) -> None:
    seen: set[str] = set()
    for played in games:
        for lang, cat in catalogs().items():
            for viewer in (None, *range(played.players)):
                for event in played.log.events:
                    seen.add(event.kind)
                    entry = entry_for(event, viewer, cat)
                    assert (
                        entry is not None
                        or cat.get(f"log.{event.kind}.zero") == ""
                        or (cat.get(f"log.{event.kind}.own.zero") == "")
                    ), event.kind
                    if entry is None:
                        continue
                    missing = [f for f in FIELD.findall(cat[entry.msg]) if f not in entry.args]
                    assert missing == [], (lang, entry.msg, entry.args)
                for line in played.log.lines(viewer, cat, lang, names(played.players)):
                    assert line and not LEFTOVER.search(line), (lang, line)
    assert len(seen) >= 35, sorted(emitted_kinds() - seen)
    assert seen <= emitted_kinds()


def test_secret_cards_are_named_for_their_owner_only(games: list[Played]) -> None:
    checked = 0
    for played in games:
        for event in played.log.events:
            if event.secret is None or event.owner is None:
                continue
            refs = [v for v in event.secret.values() if isinstance(v, str)]
            refs += [r for v in event.secret.values() if isinstance(v, list) for r in v if isinstance(r, str)]
            if not refs:
                continue
            for lang, cat in catalogs().items():
                own = _line(event, event.owner, cat, lang, played.players)
                other = _line(event, (event.owner + 1) % played.players, cat, lang, played.players)
                assert all(cat[ref[1:]] in own for ref in refs), own
                assert other != own, other
                checked += 1
    assert checked > 100


def _line(event: Event, viewer: int, cat: dict[str, str], lang: str, players: int) -> str:
    entry = entry_for(event, viewer, cat)
    assert entry is not None
    return render(cat[entry.msg], entry.args, cat, lang, names(players))


def test_tr_t3_a_market_day_round_says_so_in_its_opening_line_and_other_rounds_do_not(games: list[Played]) -> None:
    lines = games[0].log.lines(None, catalogs()["ru"], "ru", names(2))
    rounds = [line for line in lines if line.startswith("Раунд ")]
    assert rounds[0] == "Раунд 1. Ведущий — игрок " + rounds[0].split("игрок ")[1]
    assert "базарный день" in rounds[2] and "базарный день" not in rounds[0] + rounds[1]
    en = games[0].log.lines(None, catalogs()["en"], "en", names(2))
    assert [line for line in en if line.startswith("Round 3 ")][0].endswith("It is market day.")


def test_every_final_score_line_has_a_text(games: list[Played]) -> None:
    for played in games:
        assert played.final is not None
        for line in GAME.scores(played.final):
            assert set(line.breakdown) == set(SCORE_IDS)
            for cat in catalogs().values():
                assert all(cat.get(key) for key in line.breakdown)
                if line.won and line.how:  # the game-over screen reads ``how.<how>``
                    assert cat.get(f"how.{line.how}"), line.how


# --- actions in words --------------------------------------------------------------------------------------


def _named_cards(action: Action) -> list[int]:
    """The cards an action's words must name."""
    kind = action[0]
    if kind in ("land", "build", "mansion", "bridge", "develop", "claim", "event", "rep", "act", "take", "store",
                "release", "offer", "buy", "pay", "pick", "bid"):  # fmt: skip
        return [action[1]]
    if kind == "allocate":
        return [action[2]]
    if kind == "tuck":
        return [action[1], action[2]]
    return []


def test_every_legal_action_of_the_random_games_is_told_in_words_in_both_languages(games: list[Played]) -> None:
    seen: set[str] = set()
    for played in games:
        for view, _seat, legal in played.choices:
            for action in legal:
                seen.add(action[0])
                texts = {lang: describe(view, action, lang, names(played.players)) for lang in LANGS}
                assert texts["ru"] != texts["en"], action
                for lang, text in texts.items():
                    cat = GAME.catalog(lang)
                    assert text and not TUPLE_RESIDUE.search(text), (lang, action, text)
                    assert not LEFTOVER.search(text), (lang, action, text)
                    assert not text.startswith(("Действие:", "Action:")), (lang, action, text)
                    for card in _named_cards(action):
                        assert cat[f"card.{view.kinds[card]}"] in text, (lang, action, text)
    assert len(seen) >= 19, sorted(set(ACTION_KINDS) - seen)
    assert seen <= set(ACTION_KINDS)


def _table() -> TerritoryState:
    """Two players, each with one territory: a factory on seat 0's, a house on seat 1's."""
    s = GAME.new_state({"players": 2, "first_leader": "1"}, 5)
    s.phase, s.turn = "draft", 0
    factory, house = s.kinds.index("factory"), s.kinds.index("house")
    for seat, card in ((0, factory), (1, house)):
        t = len(s.owner)
        s.owner.append(seat)
        s.face.append(HIDDEN_CARD)
        s.on.append([card])
        s.local.append(0)
        s.earned.append(0)
        s.lands[seat].append(t)
        s.host[card] = t
    return s


def test_a_territory_is_named_by_number_and_by_its_owner_only_when_it_is_not_the_players() -> None:
    s = _table()
    flood = s.kinds.index("flood")
    assert (
        describe(s, ("event", flood, 1), "ru", ["Аня", "Борис"]) == "Сыграть «Наводнение» на территорию №2 игрока Борис"
    )
    assert describe(s, ("event", flood, 0), "ru", ["Аня", "Борис"]) == "Сыграть «Наводнение» на территорию №1"
    assert describe(s, ("event", flood, 1), "en", ["Ann", "Bob"]) == "Play Flood on Bob's territory 2"
    house = s.kinds.index("house")
    factory = s.kinds.index("factory")
    assert describe(s, ("take", factory), "en", ["Ann", "Bob"]) == "Take a unit from the pool for Factory (territory 1)"
    earthquake = s.kinds.index("earthquake")
    text = describe(s, ("event", earthquake, house), "ru", ["Аня", "Борис"])
    assert text == "Сыграть «Землетрясение» на «Дом» игрока Борис (территория №2)"


def test_events_aimed_at_a_player_and_events_without_a_target_are_told_apart() -> None:
    s = _table()
    epidemic, crisis = s.kinds.index("epidemic"), s.kinds.index("crisis")
    assert describe(s, ("event", epidemic, 1), "en", ["Ann", "Bob"]) == "Play Epidemic against Bob"
    assert describe(s, ("event", crisis, -1), "ru", ["Аня", "Борис"]) == "Сыграть «Кризис»"


def test_hidden_cards_are_told_as_hidden_never_as_a_number() -> None:
    s = _table()
    assert describe(s, ("land", HIDDEN_CARD), "ru", ["Аня", "Борис"]) == (
        "Создать территорию из карты «скрытая карта» (рубашкой вверх)"
    )
    assert describe(s, ("pay", HIDDEN_CARD), "en", ["Ann", "Bob"]) == "Pay with a hidden card"
