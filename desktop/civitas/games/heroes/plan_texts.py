"""A hinted move and the seat's own follow-ups as one sentence, in Russian and English: "Attack Bob
(goal: plunder) with 2 armies and the hero as an extra army" rather than the moves' labels stitched
with "then". A war is told as one decision; other plans name each move in lower case, joined as a
list ("Build a city, build an army and stop building"). All wording is the project's own."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from civitas.engine.actions import Action
from civitas.engine.log import render
from civitas.engine.texts import Catalogs
from civitas.games.heroes.cards import GEN, GOAL_IDS
from civitas.games.heroes.labels import describe, texts
from civitas.games.heroes.state import HeroesState

#: Language -> message id -> template, from ``texts/<lang>/plans.ftl`` (Project Fluent).
PLAN_TEXTS: Mapping[str, Mapping[str, str]] = Catalogs("heroes", ("plans",))


def _lower_first(text: str) -> str:
    return text[:1].lower() + text[1:] if text else text


def plan_sentence(steps: Sequence[tuple[HeroesState, Action]], seat: int, lang: str, names: Sequence[str]) -> str:
    """``steps`` (each action with the view it is played in) as one sentence; "" for fewer than two."""
    if len(steps) < 2:
        return ""
    lang = "ru" if lang == "ru" else "en"
    cat = {**texts(lang), **PLAN_TEXTS[lang]}

    def say(key: str, **args: Any) -> str:
        return render(cat[key], args, cat, lang, names)

    first_view, first = steps[0]
    if first[0] == "war":
        text = say("plan.war", target_seat=int(first[1]))
        rest = [(view, a) for view, a in steps[1:] if a[0] not in ("goal", "send", "hero", "go")]
        goal = next((str(a[1]) for _v, a in steps if a[0] == "goal" and a[1] in GOAL_IDS), "")
        if goal:
            text += say("plan.goal", goal="@goal." + goal)
        sent = [int(a[1]) for _v, a in steps if a[0] == "send"]
        hero = next((str(a[1]) for _v, a in steps if a[0] == "hero"), "")
        if sent:
            text += say("plan.armies_general" if any(code & GEN for code in sent) else "plan.armies", n=len(sent))
            if hero:
                text += say("plan.hero_general" if hero == "general" else "plan.hero_army")
        elif hero == "army":
            text += say("plan.hero_army_alone")
        parts = [text] + [_lower_first(describe(view, seat, a, lang, names)) for view, a in rest]
    else:
        parts = [describe(first_view, seat, first, lang, names)]
        parts += [_lower_first(describe(view, seat, a, lang, names)) for view, a in steps[1:]]
    if len(parts) == 1:
        return parts[0]
    return ", ".join(parts[:-1]) + cat["plan.and"] + parts[-1]
