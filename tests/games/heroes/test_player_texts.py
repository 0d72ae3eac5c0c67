"""No text a player reads shows an action tuple, a Python value or a message id: every legal move's
label and every hint reason, in random positions of 2 to 6 players through every phase (the fair,
wars, questions, road consent, discards), in Russian and English. The rule is ``player_text``."""

from __future__ import annotations

import string

from player_text import ACTION_KINDS, check, problems

from civitas.ai.hints import hint_messages
from civitas.ai.levels import Level, without_time_limit
from civitas.engine.log import GameLog, render
from civitas.engine.rng import Rng
from civitas.games.heroes import GAME
from civitas.games.heroes.action_texts import ACTION_TEXTS
from civitas.games.heroes.ai import HINT_MESSAGES, KNOWLEDGE
from civitas.games.heroes.labels import action_message, texts

NAMES = ["Ann", "Bob", "Cleo", "Dan", "Eve", "Fay"]
LANGS = ("en", "ru")
TINY = without_time_limit(Level("tiny", 24, 1.0, 4, "full", True))
# A representative value for every argument a label or a reason template may take.
SAMPLE_ARGS: dict[str, list[object]] = {
    "n": [1, 2, 5, 11],
    "left": [1, 2, 4],
    "total": [1, 4],
    "target_seat": [1],
    "other_seat": [2],
    "card": ["@card.iron", "@card.marble"],
    "give": ["@card.wood"],
    "want": ["@card.grain", "@card.gold"],
    "goal": ["@goal.conquest", "@goal.destruction"],
    "what": ["Build a city"],
}


def random_positions(players: int, seed: int, steps: int = 700):
    """(state, seat) for every decision of a game of random legal moves (a few biased towards war
    and roads, so that every phase and question comes up)."""
    state = GAME.new_state(GAME.validate_options({"players": players}), seed)
    rng = Rng(seed)
    for _ in range(steps):
        movers = GAME.to_move(state)
        if not movers:
            return
        seat = movers[rng.below(len(movers))]
        actions = GAME.legal_actions(state, seat)
        yield state, seat, actions
        wars = [a for a in actions if a[0] in ("war", "go") or (a[0] == "build" and a[1] in ("road", "army"))]
        trading = [a for a in actions if a[0] in ("offer", "withdraw")]
        if wars and rng.below(3) == 0:
            action = wars[rng.below(len(wars))]
        elif trading and rng.below(2) == 0:
            action = trading[rng.below(len(trading))]
        elif ("trade_done",) in actions and rng.below(2) == 0:
            action = ("trade_done",)
        else:
            action = actions[rng.below(len(actions))]
        GAME.apply(state, seat, action)


def all_ids() -> set[str]:
    return set(GAME.catalog("en")) | set(ACTION_TEXTS["en"]) | set(hint_messages("heroes", "en"))


def test_the_rule_rejects_the_codes_players_have_seen():
    for bad in ("Hint: offer 7 3.", "road_consent True.", "war 1.", "Hint: war 1.", "('offer', 7, 3)",
                "hint.offer", "Offer @card.iron", "Send army [1, 2]", "Build (1, 2)", "None", "#2 attacks"):
        assert problems(bad), bad
    for good in ("Hint: Offer Iron for Grain.", "You would have 3 cities: 2 more and you can win.",
                 "Chance to win: 45%", "Send army (with general)", "Your monument would hold 4 of 5 cards.",
                 "В поход выступают армии: 2.", "В памятнике станет 3 из 5.", "A general fights with +2."):
        assert not problems(good), (good, problems(good))


def test_every_label_and_reason_template_renders_to_plain_words_with_any_arguments():
    ids = all_ids()
    lines = []
    for lang in LANGS:
        cat = {**texts(lang), **hint_messages("heroes", lang)}
        for msg in [*ACTION_TEXTS[lang], *HINT_MESSAGES[lang]]:
            template = cat[msg]
            fields = {f[1].split("|")[0] for f in string.Formatter().parse(template) if f[1]}
            assert fields <= set(SAMPLE_ARGS), (msg, fields - set(SAMPLE_ARGS))
            for i in range(4):
                args = {k: SAMPLE_ARGS[k][i % len(SAMPLE_ARGS[k])] for k in fields}
                text = render(template, args, cat, lang, NAMES)
                lines.append((f"{lang} {msg} {args}", text))
    assert set(ACTION_TEXTS["ru"]) == set(ACTION_TEXTS["en"])
    assert set(HINT_MESSAGES["ru"]) == set(HINT_MESSAGES["en"])
    assert check(lines, ids, allow_question=False) == []


def test_every_legal_move_has_a_label_in_random_positions_of_every_phase():
    ids = all_ids()
    seen_kinds: set[str] = set()
    seen_moments: set[str] = set()
    labels: dict[str, str] = {}  # text -> where it was first seen (each text is checked once)
    for players in (2, 3, 4, 5, 6):
        for seed in (1, 2):
            for step, (state, seat, actions) in enumerate(random_positions(players, 100 * players + seed)):
                seen_moments.add(str(state.pending[-1][0]) if state.pending else state.phase)
                view = GAME.view(state, seat)
                # Every move of rarer moments, and every third position of the common ones.
                if step % 3 and state.phase in ("trade", "action", "build") and not state.pending:
                    continue
                for action in actions:
                    seen_kinds.add(action[0])
                    msg, _args = action_message(view, seat, action)
                    assert msg != "action.other", action
                    for lang in LANGS:
                        text = GAME.describe_action(view, seat, action, lang, NAMES[:players])
                        labels.setdefault(text, f"{lang} {action}")
    assert check(((where, text) for text, where in labels.items()), ids, allow_question=False) == []
    assert seen_kinds == set(ACTION_KINDS), set(ACTION_KINDS) - seen_kinds
    wanted = {"trade", "action", "build", "war_goal", "war_send", "monument", "discard", "consent", "defend",
              "quake", "erupt"}
    assert wanted <= seen_moments, wanted - seen_moments


def test_every_reason_for_every_legal_move_reads_as_words():
    ids = all_ids()
    bad: list[str] = []
    reasons: set[str] = set()
    cats = {lang: {**texts(lang), **hint_messages("heroes", lang)} for lang in LANGS}
    for players in (2, 4, 6):
        for step, (state, seat, actions) in enumerate(random_positions(players, 7 + players)):
            if step % 2:
                continue
            view = GAME.view(state, seat)
            for action in actions:
                msg, args = KNOWLEDGE.reason(GAME, view, seat, action)
                reasons.add(msg)
                for lang in LANGS:
                    cat = cats[lang]
                    assert msg in cat, msg
                    text = render(cat[msg], args, cat, lang, NAMES[:players])
                    bad += check([(f"{lang} {action} {msg}", text)], ids, allow_question=False)
    assert bad == []
    assert len(reasons) >= 25, sorted(reasons)


def test_the_real_hint_search_at_a_tiny_budget_explains_its_moves_in_words():
    from civitas.ai.hints import hint

    ids = all_ids()
    bad: list[str] = []
    asked = 0
    for players in (2, 3, 5):
        for step, (state, seat, _actions) in enumerate(random_positions(players, 40 + players, steps=400)):
            if step % 37:
                continue
            view = GAME.view(state, seat)
            h = hint(GAME, view, seat, TINY, Rng(step))
            asked += 1
            for move in h.moves:
                for lang in LANGS:
                    cat = {**texts(lang), **hint_messages("heroes", lang)}
                    label = GAME.describe_action(view, seat, move.action, lang, NAMES[:players])
                    reason = render(cat[move.reason], move.reason_args, cat, lang, NAMES[:players])
                    bad += check([(f"{lang} {move.action}", label), (f"{lang} {move.reason}", reason)], ids,
                                 allow_question=False)
    assert asked >= 20
    assert bad == []


def test_every_log_line_of_random_games_reads_as_words_for_every_viewer():
    """The log (and the toasts, which show its lines) of whole random games."""
    ids = all_ids()
    bad: list[str] = []
    for players in (2, 3, 4, 5, 6):
        state = GAME.new_state(GAME.validate_options({"players": players}), players)
        rng = Rng(players)
        log = GameLog()
        for _ in range(1500):
            movers = GAME.to_move(state)
            if not movers:
                break
            seat = movers[rng.below(len(movers))]
            actions = GAME.legal_actions(state, seat)
            log.add(GAME.apply(state, seat, actions[rng.below(len(actions))]))
        for lang in LANGS:
            cat = GAME.catalog(lang)
            for viewer in (None, 0, 1):
                bad += check(((lang, line) for line in log.lines(viewer, cat, lang, NAMES[:players])), ids)
    assert bad == [], "\n".join(sorted(set(bad))[:20])
