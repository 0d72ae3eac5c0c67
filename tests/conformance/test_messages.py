"""Every registered game, every player count: every message id a game uses (log entries of its
events, reasons, hints, score lines and the ids they refer to with ``@``) exists in both languages
with the arguments its template needs, and every rules section a reason names exists."""

from __future__ import annotations

import re
from typing import Any

import pytest
from conformance_play import candidates, case_id, cases, played_actions, sampled, trajectory

from civitas.ai import hints
from civitas.engine.log import GameLog
from civitas.engine.rng import Rng
from civitas.engine.rules_help import LANGS

CASES = cases()
_FIELD = re.compile(r"\{(\w+)")


def _catalogs(traj) -> dict[str, dict[str, str]]:
    return {lang: traj.game.catalog(lang) for lang in LANGS}


def _hint_catalogs(traj) -> dict[str, dict[str, str]]:
    package = traj.package
    return {
        lang: {**traj.game.catalog(lang), **hints.HINT_MESSAGES[lang], **package.hint_messages.get(lang, {})}
        for lang in LANGS
    }


def _refs(value: Any) -> list[str]:
    """Catalog ids an argument refers to (strings starting with ``@``), in lists too."""
    if isinstance(value, str):
        return [value[1:]] if value.startswith("@") else []
    if isinstance(value, list | tuple):
        return [r for item in value for r in _refs(item)]
    if isinstance(value, dict):
        return [r for item in value.values() for r in _refs(item)]
    return []


def _missing(msg: str, args: dict[str, Any], catalogs: dict[str, dict[str, str]]) -> list[str]:
    """What a message lacks in any language: its template, an argument it names, an id it refers to."""
    out: list[str] = []
    for lang, catalog in catalogs.items():
        template = catalog.get(msg)
        if template is None:
            out.append(f"{lang}: no {msg!r}")
            continue
        out.extend(f"{lang}: {msg!r} needs {{{name}}}" for name in _FIELD.findall(template) if name not in args)
        out.extend(f"{lang}: {msg!r} refers to missing {ref!r}" for ref in _refs(args) if ref not in catalog)
    return out


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_both_languages_hold_the_same_message_ids(case):
    catalogs = _catalogs(trajectory(*case))
    assert all(set(c) == set(catalogs[LANGS[0]]) for c in catalogs.values())
    hint_catalogs = _hint_catalogs(trajectory(*case))
    assert all(set(c) == set(hint_catalogs[LANGS[0]]) for c in hint_catalogs.values())


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_every_event_has_a_log_text_in_both_languages_for_every_viewer(case):
    traj = trajectory(*case)
    catalogs = _catalogs(traj)
    events = traj.opening + [e for step in traj.events for e in step]
    problems: set[str] = set()
    for event in events:
        problems.update(_missing(f"log.{event.kind}", event.args, catalogs))
        if event.secret is None:
            continue
        for reader in event.readers:  # the seat it is about reads ".own", a seat it was shown to ".seen"
            line = f"log.{event.kind}.own" if reader == event.owner else f"log.{event.kind}.seen"
            if line in catalogs[LANGS[0]]:
                problems.update(_missing(line, event.for_seat(reader), catalogs))
    assert not problems, "\n".join(sorted(problems))
    log = GameLog()
    log.add(events)
    names = [f"P{i}" for i in range(traj.game.num_seats(traj.start()))]
    for lang, catalog in catalogs.items():
        for viewer in (None, 0, len(names) - 1):  # an observer, and two seats with their own secrets
            for line in log.lines(viewer, catalog, lang, names):
                assert not re.search(r"\{\w+\}|@\w", line), (lang, line)


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_every_reason_has_a_text_in_both_languages_and_names_an_existing_rules_section(case):
    traj = trajectory(*case)
    game = traj.game
    catalogs = _catalogs(traj)
    rules = traj.package.rules
    sections = set(rules.section_ids()) if rules is not None else set()
    pool = played_actions(traj)
    rng = Rng(traj.seed + 2)
    total = len(traj.steps)
    problems: set[str] = set()
    seen: set[str] = set()
    for index, state, _seat, _action in traj.walk():
        if not sampled(index, total, 100):
            continue
        for seat in range(game.num_seats(state)):
            for action in candidates(game, state, seat, pool, rng, limit=8):
                reason = game.why_not(state, seat, action)
                if reason is None:
                    continue
                seen.add(reason.code)
                problems.update(_missing(f"reason.{reason.code}", reason.args, catalogs))
                if reason.section and reason.section not in sections:
                    problems.add(f"reason {reason.code!r} names rules section {reason.section!r}, which does not exist")
    assert seen, "no action was refused"
    assert not problems, "\n".join(sorted(problems))


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_every_hint_reason_and_score_line_has_a_text_in_both_languages(case):
    traj = trajectory(*case)
    game = traj.game
    knowledge = traj.package.knowledge
    catalogs = _hint_catalogs(traj)
    rng = Rng(traj.seed + 3)
    total = len(traj.steps)
    problems: set[str] = set()
    for index, state, seat, _action in traj.walk():
        if not sampled(index, total, 60):
            continue
        view = game.view(state, seat)
        legal = game.legal_actions(state, seat)
        for action in {legal[rng.below(len(legal))] for _ in range(4)}:
            msg, args = knowledge.reason(game, view, seat, action)
            problems.update(_missing(msg, args, catalogs))
    for line in game.scores(traj.final()):
        for key in line.breakdown:
            problems.update(_missing(key, {}, catalogs))
        if line.won and line.how:
            problems.update(_missing(f"how.{line.how}", {}, catalogs))
    assert not problems, "\n".join(sorted(problems))
