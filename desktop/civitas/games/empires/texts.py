"""Actions in words for a player (buttons, hints, the coach): card instances become card names, market slots
their number and the card in them, categories and resources their catalog words; in a solo game, the Rival in
a few words (``rival_summary``: its cards, its VP, where its markers lie)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from civitas.engine.actions import Action
from civitas.engine.log import render
from civitas.games.empires.cards import card_set
from civitas.games.empires.catalog import catalog, res_word
from civitas.games.empires.core import spend_for
from civitas.games.empires.solo import SoloState, claimed_slots, fame_claimed, rival_vp
from civitas.games.empires.state import RESOURCES, EmpiresState

CARD_ACTIONS = ("play", "exhaust", "pick", "develop", "take", "bottom", "put", "first")


def card_name(s: EmpiresState, card: Any, lang: str) -> str:
    if type(card) is int and 0 <= card < len(s.table):
        return catalog(lang).get(f"card.{s.table[card]}", s.table[card])
    return "?"


def describe(s: EmpiresState, action: Action, lang: str, names: Sequence[str]) -> str:
    if not action:
        return "?"
    cat = catalog(lang)
    kind = action[0]
    template = cat.get(f"action.{kind}")
    top = s.stack.top
    if kind == "pick" and top is not None and top.kind == "pick":  # "Discard X", "Exile X" ... for its purpose
        template = cat.get(f"action.pick.{top.data.get('purpose')}", template)
    if kind == "revolt" and action[1:] == (0,):  # a Revolt turn that returns nothing: straight to the cleanup
        template = cat.get("action.revolt.none", template)
    if template is None:
        return " ".join(str(part) for part in action)
    args: dict[str, Any] = {str(i): value for i, value in enumerate(action) if i > 0}
    if kind in CARD_ACTIONS and len(action) > 1:
        args["1"] = card_name(s, action[1], lang)
    elif kind == "slot" and len(action) > 1 and type(action[1]) is int and 0 <= action[1] < len(s.market):
        args["1"] = action[1] + 1
        args["2"] = card_name(s, s.market[action[1]], lang)
    elif kind in ("innovate", "category") and len(action) > 1:
        args["1"] = cat.get(f"cat.{action[1]}", str(action[1]))
    elif kind == "option" and len(action) > 1 and type(action[1]) is int:
        args["1"] = action[1] + 1
        words = option_words(s, action[1], lang)
        if words:
            return words
    elif kind == "pay" and len(action) == 3 and top is not None and top.kind == "payment":
        spent = spend_for(s, top.data["cost"], (int(action[1]), int(action[2])))
        if not any(spent):
            return cat["action.pay.none"]
        args["1"] = amounts(spent, lang)
    elif kind == "move" and len(action) == 4:
        args = {"1": action[1] + 1, "2": cat.get(f"res.{action[2]}", str(action[2])), "3": action[3] + 1}
    return render(template, args, cat, lang, names)


def amounts(spent: Sequence[int], lang: str) -> str:
    """Materials, population and progress in words, the zeros left out: "2 materials, 1 population and 1
    progress"."""
    cat = catalog(lang)
    parts = [render(cat["amount"], {"n": n, "res": res_word(res, n)}, cat, lang, [])
             for res, n in zip(RESOURCES, spent, strict=True) if n]
    if len(parts) < 2:
        return "".join(parts)
    return ", ".join(parts[:-1]) + cat["list.last"] + parts[-1]


_CHOOSE = re.compile(r"(?:chooses? one|выберите одно|выбирает одно)\s*:\s*", re.IGNORECASE)
_OR = re.compile(r"(?:;|,)\s*(?:or|или)\s+")


def choose_parts(text: str) -> list[str]:
    """The options of the one "Choose one: A; or B" sentence of a card text, each capitalised ([] when the
    text has no such sentence or more than one)."""
    found = _CHOOSE.split(text)
    if len(found) != 2:
        return []
    sentence = re.split(r"\.(?:\s|$)", found[1], maxsplit=1)[0]
    parts = [part.strip() for part in _OR.split(sentence)]
    return [part[:1].upper() + part[1:] for part in parts if part]


def option_words(s: EmpiresState, index: int, lang: str) -> str:
    """Option ``index`` of the pending "choose" decision in the card's own words ("" when they cannot be told
    apart: the card's text does not list exactly its options)."""
    top = s.stack.top
    if top is None or top.kind != "choose":
        return ""
    parts = choose_parts(catalog(lang).get(f"cardtext.{top.source}", ""))
    options = top.data.get("options", [])
    return parts[index] if len(parts) == len(options) and 0 <= index < len(parts) else ""


_MAY = re.compile(r"\b(?:may|можете|может)\b", re.IGNORECASE)


def _mays(program: Any, out: list[Any]) -> list[Any]:
    """The programs of a card's optional effects, in the order its text tells them."""
    for op in program or []:
        if isinstance(op, list) and op:
            if op[0] == "may":
                out.append(op[1])
            for arg in op[1:]:
                if isinstance(arg, list):
                    _mays(arg, out)
    return out


def may_sentences(text: str) -> list[str]:
    """The sentences of a card text that offer something optional ("You may …")."""
    return [part.strip() for part in re.split(r"(?<=[.!?])\s+", text) if _MAY.search(part)]


def may_words(s: EmpiresState, lang: str) -> str:
    """The pending optional effect in the card's own words ("" when its text does not tell it apart)."""
    top = s.stack.top
    if top is None or top.kind != "may" or not 0 <= top.data.get("src", -1) < len(s.table):
        return ""
    d = card_set(s.cards_key).design(s.table[top.data["src"]])
    mays = _mays(d.play, []) + _mays((d.exhaust or {}).get("ops"), []) + _mays(d.solstice, [])
    sentences = may_sentences(catalog(lang).get(f"cardtext.{d.id}", ""))
    ops = top.data.get("ops")
    return sentences[mays.index(ops)] if len(sentences) == len(mays) and ops in mays else ""


def rival_summary(s: EmpiresState, lang: str) -> str:
    """The Rival in words (TR-E12): its cards and VP, the slots its markers lie on, its fame marker; "" when
    the game is not a solo game."""
    if not isinstance(s, SoloState):
        return ""
    cat = catalog(lang)
    slots = [slot + 1 for slot in claimed_slots(s)]
    parts = [render(cat["rival.summary"], {"cards": len(s.rival_pile), "vp": rival_vp(s)}, cat, lang, [])]
    key = "rival.markers" if slots else "rival.markers.zero"
    parts.append(render(cat[key], {"slots": ", ".join(map(str, slots))}, cat, lang, []))
    if fame_claimed(s):
        parts.append(cat["rival.fame_marker"])
    return " ".join(parts)
