"""What a player may read: the rule that every hint, coach note, label, toast and tooltip is checked
against. A text fails when it shows something of the program instead of words:

* a message id (``hint.offer``, ``card.iron``, ``@card.iron``) or the whole text equal to one;
* a Python value: ``True``, ``False``, ``None``; an underscore; a bracket ``[ ] { }``;
* parentheses round anything but words (``(with general)`` and ``(2 in all)`` pass; ``(7, 3)``
  and ``('offer', 7)`` fail), or unbalanced ones; a quote mark ``'`` inside them;
* a text that starts with an action's id in lower case (``offer 7 3``, ``war 1``);
* a number standing alone: a token of digits only passes only when a word follows it ("2 armies",
  "3 of 5"), when it follows "of" / «из», "round" / «раунд», «всего» or a label ending in a colon
  ("Sent: 2"), when it is a bonus ("+2") or a percentage ("45%");
* ``#`` (a seat with no name) and, where asked, ``?`` (an argument that was missing).
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable

ACTION_KINDS = (
    "offer", "withdraw", "trade_done", "tax", "swap", "war", "skip", "build", "end_build", "goal", "send", "hero",
    "go", "cancel_war", "monument", "discard", "road_consent", "quake", "erupt", "respond",
)
_ID = re.compile(r"@|\b[a-z][a-z0-9]*(?:_[a-z0-9]+)*\.[a-z][a-z0-9_]*\b")
_PYTHON = re.compile(r"\b(?:True|False|None)\b")
_STARTS_WITH_KIND = re.compile(r"^(?:" + "|".join(ACTION_KINDS) + r")\b")
_GROUP = re.compile(r"\(([^()]*)\)")
_PUNCT = ".,;:!?…«»\"'()—–-"
# Words a number may follow: "3 of 5", «3 из 5», "Round 12", «раундом 12», «(всего 4)».
_AFTER_NUMBER_OK = {"of", "из", "round", "раунд", "раунда", "раундом", "всего"}


def problems(text: str, ids: Collection[str] = (), allow_question: bool = True) -> list[str]:
    """Everything wrong with ``text`` as something a player reads (``ids``: the message ids it must
    not equal); empty when it is fine."""
    out: list[str] = []
    stripped = text.strip()
    if not stripped:
        return ["empty"]
    if stripped in ids:
        out.append("equals a message id")
    if _ID.search(text):
        out.append("message id")
    if "_" in text:
        out.append("underscore")
    if any(c in text for c in "[]{}"):
        out.append("bracket")
    if _PYTHON.search(text):
        out.append("Python value")
    if _STARTS_WITH_KIND.match(stripped):
        out.append("starts with an action id")
    if "#" in text:
        out.append("unnamed seat")
    if not allow_question and "?" in text:
        out.append("missing argument")
    groups = _GROUP.findall(text)
    if text.count("(") != len(groups) or text.count(")") != len(groups):
        out.append("unbalanced or nested parentheses")
    for inner in groups:
        if not re.search(r"[^\W\d_]", inner) or "'" in inner or re.search(r"\d\s*,", inner):
            out.append(f"code in parentheses: ({inner})")
    tokens = text.split()
    for i, token in enumerate(tokens):
        core = token.strip(_PUNCT + "%+")
        if not core.isdigit():
            continue
        if token.rstrip(_PUNCT).endswith("%"):
            continue
        nxt = tokens[i + 1].strip(_PUNCT) if i + 1 < len(tokens) else ""
        prev = tokens[i - 1] if i > 0 else ""
        if token.startswith("+"):
            continue  # a bonus ("+2")
        if nxt[:1].isalpha() and not token.endswith((".", ":", ";")):
            continue
        if prev.endswith(":") or prev.strip(_PUNCT).lower() in _AFTER_NUMBER_OK:
            continue
        out.append(f"number alone: {token!r}")
    return out


def check(texts: Iterable[tuple[str, str]], ids: Iterable[str] = (), allow_question: bool = True) -> list[str]:
    """The problems of every (where, text) pair, as lines naming where each was found."""
    known = ids if isinstance(ids, set | frozenset) else set(ids)
    lines = []
    for where, text in texts:
        for problem in problems(text, known, allow_question):
            lines.append(f"{where}: {problem}: {text!r}")
    return lines
