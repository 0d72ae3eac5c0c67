"""What a tutorial step asks the learner to do, in one sentence: the last sentence of the step's text that
begins with a request (an imperative: "Drag…", "Press…"; «Перетащите…», «Нажмите…»). The panel shows it above
the step's text, where it is always in sight, however long the text or small the window."""

from __future__ import annotations

import re

_SENTENCE_END = re.compile(r"(?<=[.!?…])\s+(?=[«\"(A-ZА-ЯЁ])")
_LEADING = "«\"'(—– "
# The verbs a tutorial asks with, as a player reads them on the table (its gestures and buttons).
_EN_REQUESTS = frozenset({
    "press", "drag", "click", "choose", "place", "play", "take", "buy", "send", "fight", "exhaust", "keep", "put",
    "offer", "collect", "skip", "build", "recruit", "pass", "draw", "study", "explore", "move", "pick", "select",
    "give", "pay", "use", "end", "attack", "roll", "answer", "allocate", "claim", "develop", "activate", "innovate",
    "revolt", "acquire", "discard", "lose", "trade", "post", "accept", "decline", "go", "open", "look", "wait",
    "finish", "now", "then", "first", "next",
})  # fmt: skip
# Where a request may begin inside a sentence: "…, so pass", "…: drag your card…", «…: перетащите…».
_CLAUSE = re.compile(r"[:;—–]\s+|,?\s+so\s+|,\s+(?:then|поэтому|затем)\s+|\s+поэтому\s+|,\s+")
_RU_REQUEST = re.compile(r"^[А-ЯЁа-яё]+(йте|ите|ьте)$")


def sentences(text: str) -> list[str]:
    return [s.strip() for s in _SENTENCE_END.split(text.strip()) if s.strip()]


def is_request(sentence: str) -> bool:
    """Whether ``sentence`` asks for something: one of its clauses begins with an imperative."""
    return any(_clause_is_request(clause) for clause in _CLAUSE.split(sentence))


def _clause_is_request(sentence: str) -> bool:
    """Whether ``sentence`` begins with an imperative (perhaps after "now", "then"…)."""
    words = re.findall(r"[A-Za-zА-Яа-яЁё]+", sentence.lstrip(_LEADING))[:3]
    if not words:
        return False
    first = words[0]
    if _RU_REQUEST.match(first) or (len(words) > 1 and first.lower() in ("теперь", "затем", "потом", "сначала")
                                    and _RU_REQUEST.match(words[1])):
        return True
    return first.lower() in _EN_REQUESTS and (first.lower() not in ("now", "then", "first", "next")
                                              or (len(words) > 1 and words[1].lower() in _EN_REQUESTS))


def instruction(text: str) -> str:
    """The sentence of ``text`` that says what to do now: the last request in it, else its last sentence."""
    parts = sentences(text)
    if not parts:
        return ""
    requests = [s for s in parts if is_request(s)]
    return requests[-1] if requests else parts[-1]
