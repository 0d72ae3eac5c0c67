"""Which rules keywords an Empires card uses, read from its data (its header flags, the ops of its play,
exhaust, solstice and capstone programs, its passives, its VP and where it starts), and the place in the
rules help that explains each one.

A place is a rules-help section id, or ``"<section>#sub<n>"`` for the n-th sub-heading of a section: every
glossary keyword has its own sub-heading in the keywords section (``rules_help_glossary.glossary_anchor``);
a few keywords are explained under a sub-heading of another section, found by its English heading. The card
gallery (``card_gallery.py``) lists the places of a card's keywords; the generic gallery shows them as links.
No Qt."""

from __future__ import annotations

import functools
from collections.abc import Iterable, Iterator
from typing import Any

from civitas.engine.rules_help import subheadings
from civitas.games.empires import ops_schema, rules_help
from civitas.games.empires.cards import Design
from civitas.games.empires.rules_help_glossary import GLOSSARY, glossary_anchor

#: Keywords explained outside the glossary: (section, its English sub-heading, "" for the whole section).
OTHER_PLACES: dict[str, tuple[str, str]] = {
    "period": ("turn", "The two periods"),
    "exhaust": ("activate", "Exhausting a card"),
    "solstice": ("solstice", ""),
    "replace_from_exile": ("market", "Replace from exile"),
    "market_token": ("market", "Tokens"),
    "fame": ("fame", ""),
    "capstone": ("fame", "The capstone"),
    "accession": ("reshuffle", "Accession and the state flip"),
    "reshuffle": ("reshuffle", "The reshuffle"),
    "revolt": ("revolt", ""),
    "end_trigger": ("end", "Triggers"),
    "collapse": ("end", "Collapse"),
    "vp_kinds": ("scoring", "Kinds of VP"),
}
#: The order a card's keywords are listed in: its header marks, then its effects, then the wider rules.
ORDER: tuple[str, ...] = (
    "pinned", "attack", "free_play", "period", "passive", "exhaust", "solstice",
    "all_players", "choose", "may", "take", "return", "draw", "discard", "gain", "pay", "steal", "action",
    "look", "find", "history", "sink", "abandon", "recall", "garrison", "exile", "replace_from_exile", "acquire",
    "break_through", "market_token", "develop", "types", "state_is",
    "fame", "capstone", "accession", "reshuffle", "revolt", "end_trigger", "collapse", "vp_kinds",
)  # fmt: skip

#: The keywords each op of the program vocabulary (``ops_schema.OPS``), special handler (``special:<name>``),
#: condition and passive signal (``on:<signal>``) stands for.
OP_KEYWORDS: dict[str, tuple[str, ...]] = {
    "gain": ("gain",), "gain_per": ("gain",), "pay": ("pay",), "steal": ("steal",),
    "gain_action": ("action",), "spend_action": ("action",), "draw": ("draw",), "draw_if_able": ("draw",),
    "discard": ("discard",), "discard_up_to": ("discard",), "take_unrest": ("take", "collapse"),
    "return_unrest": ("return",), "acquire": ("acquire",), "acquire_exile": ("acquire", "exile"),
    "break_through_exile": ("break_through", "exile"), "break_through": ("break_through",), "exile": ("exile",),
    "replace_from_exile": ("exile", "replace_from_exile"), "market_token": ("market_token",),
    "history": ("history",), "sink": ("sink",), "abandon": ("abandon",), "recall": ("recall",),
    "garrison": ("garrison",), "find": ("find",), "look": ("look",), "put_top": (), "develop": ("develop",),
    "fame_look": ("look", "fame"), "play_from": (), "may": ("may",), "if": (), "for_each": (),
    "all_players": ("all_players",), "all_other_players": ("all_players",), "repeat": (), "choose": ("choose",),
    "special:return_self": ("return",), "special:trigger_end": ("end_trigger",),
    "special:move_market_token": ("market_token",), "special:tokened_acquire_bonus": ("market_token",),
    "special:flip_card": (), "state_is": ("state_is",), "count_at_least": (), "tokens_at_least": (),
    "played_this_turn": (), "selector:types": ("types",), "selector:regions": ("types",),
    "on:attacked": ("attack",), "on:acquire": ("acquire",), "on:break_through": ("break_through",),
    "on:deck_empty": ("reshuffle",), "on:reshuffle": ("reshuffle",), "on:history": ("history",),
    "on:unrest_taken": ("take",), "on:revolt": ("revolt",), "on:game_end": (), "vp:kinds": ("vp_kinds",),
    **{f"on:gain:{r}": ("gain",) for r in ops_schema.RESOURCES},
    **{f"on:spend:{r}": ("pay",) for r in ops_schema.RESOURCES},
}  # fmt: skip
#: Passives without a signal: what each is about.
PASSIVE_KEYWORDS: dict[str, tuple[str, ...]] = {
    "hand_size": (), "exhaust_tokens": ("exhaust",), "cleanup_token": ("market_token",),
    "history_redirect": ("history",), "no_garrison": ("garrison",), "counts_as": ("types",),
    "cost_delta": ("develop",),
}  # fmt: skip


def _anchor(section: str, heading: str) -> str:
    if not heading:
        return section
    headings = subheadings(rules_help.section_body(section, "en"))
    return f"{section}#sub{headings.index(heading) + 1}" if heading in headings else section


@functools.cache
def place(keyword: str) -> str:
    """The rules-help place of ``keyword`` (a key of ``ORDER``): ``"keywords#sub22"``, ``"fame"``, ..."""
    if keyword in OTHER_PLACES:
        return _anchor(*OTHER_PLACES[keyword])
    if keyword in GLOSSARY:
        return f"{rules_help.KEYWORDS_SECTION}#{glossary_anchor(keyword)}"
    raise KeyError(keyword)


def _condition(cond: Any) -> Iterator[str]:
    yield str(cond[0])
    for kind, arg in zip(ops_schema.CONDITIONS[cond[0]], cond[1:], strict=True):
        if kind == "sel":
            yield from _selector(arg)


def _selector(sel: dict[str, Any]) -> Iterator[str]:
    for key in ("types", "regions"):
        if sel.get(key):
            yield f"selector:{key}"


def program_words(program: Iterable[Any]) -> Iterator[str]:
    """The op names (``OP_KEYWORDS`` keys) of ``program`` and of every program nested in it."""
    for op in program:
        name = str(op[0])
        if name == "choose":
            yield name
            for branch in op[1:]:
                yield from program_words(branch)
            continue
        if name == "special":
            yield f"special:{op[1]}"
            continue
        yield name
        for kind, arg in zip(ops_schema.OPS[name], op[1:], strict=True):
            if kind == "prog":
                yield from program_words(arg)
            elif kind == "cond":
                yield from _condition(arg)
            elif kind == "sel":
                yield from _selector(arg)


def _vp_words(vp: dict[str, Any] | None) -> Iterator[str]:
    if vp is None:
        return
    if "sum" in vp:
        for part in vp["sum"]:
            yield from _vp_words(part)
        return
    if "fixed" not in vp:
        yield "vp:kinds"
    if "if" in vp:
        yield from _condition(vp["if"])
    if "per" in vp:
        yield from _selector(vp["per"])


def design_words(d: Design) -> set[str]:
    """The keywords of design ``d``, unordered."""
    words: set[str] = set()
    flags = {"pinned": d.pinned and d.kind != "power", "attack": d.attack, "free_play": d.free,
             "period": bool(d.period), "exhaust": d.exhaust is not None, "solstice": bool(d.solstice),
             "passive": bool(d.passive), "garrison": d.garrison is not None, "capstone": d.kind == "capstone",
             "fame": "fame" in d.categories, "accession": bool(d.accession), "develop": d.start == "development",
             "end_trigger": d.accession == "zenith" or d.kind == "capstone",
             "collapse": d.kind == "unrest", "revolt": d.kind == "unrest"}  # fmt: skip
    words.update(k for k, on in flags.items() if on)
    names: list[str] = []
    for program in (d.play, d.solstice, d.side_a, d.side_b):
        names.extend(program_words(program))
    if d.exhaust is not None:
        names.extend(program_words(d.exhaust["ops"]))
        if d.exhaust.get("cost"):
            names.append("pay")
        if d.exhaust.get("reaction") == "attacked":
            words.add("attack")
    for passive in d.passive:
        if "on" in passive:
            names.append(f"on:{passive['on']}")
            names.extend(program_words(passive["ops"]))
        else:
            words.update(PASSIVE_KEYWORDS[next(iter(passive))])
    names.extend(_vp_words(d.vp))
    for name in names:
        words.update(OP_KEYWORDS[name])
    return words


def keywords(d: Design) -> tuple[str, ...]:
    """The keywords of design ``d`` in ``ORDER``."""
    words = design_words(d)
    return tuple(k for k in ORDER if k in words)


def places(d: Design, skip: str = "") -> tuple[str, ...]:
    """The rules-help places of ``d``'s keywords, each once, without ``skip`` (the card's own section)."""
    out: list[str] = []
    for keyword in keywords(d):
        target = place(keyword)
        if target != skip and target not in out:
            out.append(target)
    return tuple(out)
