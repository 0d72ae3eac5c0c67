"""The cards of Empires as the rules window's gallery shows them: one entry per card design of the game's card
set, the common deck by category (region, uncivilised with the dual cards, civilised, tributary, fame with the
capstone, unrest), then each nation in ``NATIONS`` order (its power card's sides A and B, starting cards, nation
deck with its accession card, development cards). Name and text come from the catalog (``card.<id>``,
``cardtext.<id>``); the details line says the card's numbers and marks in words; ``keywords`` are the rules-help
places of the keywords the card uses (``card_gallery_keywords``), which the gallery shows as links. The words
are ours (``card_gallery_words``), in Russian and English. No Qt."""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Any

from civitas.engine.log import plural_index
from civitas.engine.rules_help import subheadings
from civitas.games.empires import NATIONS, rules_help
from civitas.games.empires import card_gallery_words as cw
from civitas.games.empires.card_gallery_keywords import places
from civitas.games.empires.cards import CardSet, Design, Nation, card_set, physical_copies
from civitas.games.empires.catalog import catalog

PLAYERS = 4  # the copies counted are those of a 4-player game


@dataclass(frozen=True, slots=True)
class CardEntry:
    """One card design as the gallery shows it."""

    kind: str  # the design id: "barley_plain", "rd_power_a", ...
    group: str  # a common category ("region", ...) or "<nation>.<part>" (power, start, nation_deck, development)
    name: str
    text: str
    count: int  # copies in a 4-player game (a nation's cards: in that nation's game)
    icon: str  # an icon name of the table's icon set (a category's glyph)
    cost: tuple[str, ...] = ()  # a development card's cost as resource icons
    details: str = ""  # its numbers and marks in words
    section: str = ""  # the rules-help place that explains this card
    keywords: tuple[str, ...] = ()  # the rules-help places of the keywords it uses
    marks: str = ""  # "", "3+" or "4": in games of that many players only
    by_players: tuple[tuple[int, int], ...] = ()  # (players, copies) when the count depends on it (unrest)
    side: str = ""  # "A" or "B": the side of a power card


COMMON_GROUPS: tuple[str, ...] = tuple(cw.COMMON_GROUPS)
NATION_PARTS: tuple[str, ...] = tuple(cw.NATION_GROUPS)
GROUPS: tuple[str, ...] = COMMON_GROUPS + tuple(f"{n}.{part}" for n in NATIONS for part in NATION_PARTS)
#: The colour of a card's name band in the gallery, by group (the table's category colours).
_COMMON_COLOURS = {"region": "#4f7d3a", "uncivilised": "#8a5a2b", "civilised": "#2f5f8f", "tributary": "#7a3f7a",
                   "fame": "#a8841c", "unrest": "#a33a2a"}  # fmt: skip
_PART_COLOURS = {"power": "#3b3b52", "start": "#2f6f6a", "nation_deck": "#4d6b3a", "development": "#6b4f8f"}
GROUP_COLOURS: dict[str, str] = {
    **_COMMON_COLOURS,
    **{f"{n}.{part}": colour for n in NATIONS for part, colour in _PART_COLOURS.items()},
}
_ICONS = {"region": "wheat", "uncivilised": "sword", "civilised": "scroll", "tributary": "coin", "fame": "crown",
          "unrest": "action", "power": "temple", "": "temple"}  # fmt: skip
_SECTIONS = {"region": "market", "uncivilised": "market", "civilised": "market", "tributary": "market",
             "fame": "fame", "unrest": "revolt"}  # fmt: skip
_RESOURCES = ("materials", "population", "progress")


def _lang(lang: str) -> str:
    return "ru" if lang == "ru" else "en"


def plural(n: int, forms: cw.Forms, lang: str) -> str:
    """``forms`` picked for ``n`` (one/other in English; one/few/many in Russian), with ``{n}`` filled."""
    return forms[min(plural_index(_lang(lang), n), len(forms) - 1)].format(n=n)


def _w(key: str, lang: str) -> str:
    text = cw.WORDS[key][_lang(lang)]
    assert isinstance(text, str)
    return text


def _say(key: str, lang: str, **values: object) -> str:
    return _w(key, lang).format(**values)


def _count(key: str, n: int, lang: str) -> str:
    forms = cw.WORDS[key][_lang(lang)]
    assert isinstance(forms, tuple)
    return plural(n, forms, lang)


def _word(table: cw.Words, key: str, lang: str) -> str:
    return table[key][_lang(lang)]


def _join(words: list[str], lang: str, last: str = "and") -> str:
    if len(words) < 2:
        return "".join(words)
    return _w("list", lang).join(words[:-1]) + _w(last, lang) + words[-1]


def resources(amounts: dict[str, int], lang: str, forms: dict[str, dict[str, cw.Forms]] = cw.RESOURCE) -> str:
    """Resource amounts in words: "3 materials and 2 population"."""
    return _join([plural(amounts[r], forms[r][_lang(lang)], lang) for r in _RESOURCES if amounts.get(r)], lang)


# --- the group and place of a design ------------------------------------------------------------------------
def group_of(d: Design) -> str:
    if d.set == "common":
        if d.kind == "capstone":
            return "fame"
        return "uncivilised" if "uncivilised" in d.categories else (d.categories[0] if d.categories else "unrest")
    if d.kind == "power":
        return f"{d.set}.power"
    part = {"nation_deck": "nation_deck", "accession": "nation_deck", "development": "development"}
    return f"{d.set}.{part.get(d.start, 'start')}"


@functools.cache
def nation_place(nation_name_en: str) -> str:
    """The sub-heading of the nations section about the nation called ``nation_name_en`` (the whole
    section if it has none)."""
    for n, heading in enumerate(subheadings(rules_help.section_body("nations", "en")), start=1):
        if heading.startswith(nation_name_en):
            return f"nations#sub{n}"
    return "nations"


def section_of(d: Design, nations: dict[str, Nation]) -> str:
    if d.set == "common":
        return _SECTIONS[group_of(d)]
    nation = nations.get(d.set)
    return nation_place(nation.name["en"]) if nation is not None else "nations"


# --- the details line --------------------------------------------------------------------------------------
def _what(sel: dict[str, Any], lang: str) -> str:
    """The counted cards of a selector: "region card" / «карту региона», "crown card" / «карту с символом
    короны»."""
    cats = [_word(cw.CATEGORY, c, lang) for c in sel.get("categories", [])]
    icons = [_word(cw.ICON_OF, i, lang) for i in [*sel.get("types", []), *sel.get("regions", [])]]
    if _lang(lang) == "en":
        noun = _w("region_noun" if sel.get("regions") and not cats else "card", lang)
        return " ".join(w for w in (_join(cats, lang, "or"), _join(icons, lang, "or"), noun) if w)
    out = _say("card_of", lang, what=_join(cats, lang, "or")) if cats else _w("card", lang)
    if icons:
        out += " " + _say("with_icon", lang, icon=_join(icons, lang, "or"))
    return out


def _counted(sel: dict[str, Any], n: int, lang: str) -> str:
    """Counted cards after "at least": "5 region cards" / «5 карт региона»."""
    cats = [_word(cw.CATEGORY, c, lang) for c in sel.get("categories", [])]
    icons = [_word(cw.ICON_OF, i, lang) for i in [*sel.get("types", []), *sel.get("regions", [])]]
    what = _join(cats, lang, "or")
    if icons:
        icon = _join(icons, lang, "or")
        what = f"{what} {icon}".strip() if _lang(lang) == "en" else f"{what} {_say('with_icon', lang, icon=icon)}"
    forms = cw.WORDS["cards_at_least"][_lang(lang)]
    template = forms[min(plural_index(_lang(lang), n), len(forms) - 1)]
    return " ".join(template.format(n=n, what=what).split())


def condition(cond: list[Any], lang: str) -> str:
    name = cond[0]
    if name == "state_is":
        return _w(f"cond.state.{cond[1]}", lang)
    if name == "tokens_at_least":
        return _say("cond.tokens", lang, tokens=resources({cond[1]: cond[2]}, lang, cw.RESOURCE_OF))
    where = _word(cw.ZONE, str(cond[1].get("zone", "")), lang)
    if name == "played_this_turn":
        return _say("cond.played", lang, cards=_counted(cond[1], cond[2], lang))
    return _say("cond.count", lang, cards=_counted(cond[1], cond[2], lang), where=where)


def vp_words(vp: dict[str, Any], lang: str) -> str:
    """A VP expression in words: "3, plus 4 if you have at least 5 region cards in your play area"."""
    if "sum" in vp:
        return _w("vp.plus", lang).join(vp_words(part, lang) for part in vp["sum"])
    if "fixed" in vp:
        n = int(vp["fixed"])
        return _say("vp.negative", lang, n=f"−{-n}") if n < 0 else str(n)
    if "if" in vp:
        return _say("vp.if", lang, vp=vp["vp"], cond=condition(vp["if"], lang))
    if "per_tokens" in vp:
        tokens = resources({vp["per_tokens"]: vp["each"]}, lang)
        out = _say("vp.per_tokens", lang, tokens=tokens)
    else:
        zone = str(vp["per"].get("zone", ""))
        what = _what(vp["per"], lang)
        if not zone and _lang(lang) == "ru":
            what = f"вашу {what}"
        out = _say("vp.per", lang, each=vp["each"], what=what, where=_word(cw.ZONE, zone, lang))
    return out + _say("vp.cap", lang, cap=vp["cap"])


def _kind_words(d: Design, nations: dict[str, Nation], lang: str) -> list[str]:
    nation = nations.get(d.set)
    name = nation.name[_lang(lang)] if nation is not None else d.set
    if d.kind == "power":
        return [_say("power", lang, side=_word(cw.SIDE, d.side, lang), nation=name)]
    if d.kind == "capstone":
        return [_say("capstone", lang)]
    if d.kind == "unrest":
        return [_say("unrest", lang)]
    parts = [] if d.set == "common" else [_say("nation_card", lang, nation=name)]
    if d.categories:
        cats = _join([_word(cw.CATEGORY, c, lang) for c in d.categories], lang)
        parts.append(_say("categories" if len(d.categories) > 1 else "category", lang, what=cats))
        if {"uncivilised", "civilised"} <= set(d.categories):
            parts.append(_w("dual", lang))
    return parts


def _copies_words(d: Design, lang: str) -> list[str]:
    if d.copies_by_marks is not None:
        counts = [_say("with_players", lang, n=physical_copies(d, p), players=p) for p in (2, 3, 4)]
        return [_say("by_players", lang, counts=_w("list", lang).join(counts))]
    parts = [_w(f"only.{d.marks}", lang)] if d.marks else []
    return [*parts, _say("copies", lang, n=physical_copies(d, PLAYERS))]


def details(d: Design, nations: dict[str, Nation], lang: str) -> str:
    """The card's numbers and marks in words, one sentence after another."""
    parts = _kind_words(d, nations, lang)
    if d.types:
        parts.append(_say("types", lang, icons=", ".join(_word(cw.ICON, t, lang) for t in d.types)))
    if d.regions:
        parts.append(_say("regions", lang, icons=", ".join(_word(cw.ICON, r, lang) for r in d.regions)))
    if d.period:
        parts.append(_w(f"period.{d.period}", lang))
    for flag in ("pinned", "free", "attack"):
        if getattr(d, flag) and d.kind != "power":
            parts.append(_w(flag, lang))
    back = d.set != "common" and d.kind == "card" and physical_copies(d, PLAYERS) == 0
    if back:
        parts.append(_w("start.back", lang))
    elif d.accession:
        parts.append(_w(f"accession.{d.accession}", lang))
    elif d.start:
        parts.append(_w(f"start.{d.start}", lang))
    if d.cost:
        parts.append(_say("cost", lang, cost=resources(d.cost, lang)))
    if d.vp is not None:
        parts.append(_say("vp", lang, vp=vp_words(d.vp, lang)))
    elif d.kind != "capstone":
        parts.append(_w("vp.none", lang))
    if d.set == "common" and not back:
        parts.extend(_copies_words(d, lang))
    return " ".join(parts)


# --- entries ----------------------------------------------------------------------------------------------
def _order(cards: CardSet) -> list[Design]:
    """The designs in gallery order: common groups, then the nations (``NATIONS`` first), each group in data
    order except that power sides go A, B and an accession card closes its nation deck."""
    nation_ids = [n for n in NATIONS if n in cards.nations] + [n for n in cards.nations if n not in NATIONS]
    groups = [*COMMON_GROUPS, *(f"{n}.{part}" for n in nation_ids for part in NATION_PARTS)]
    rank = {g: i for i, g in enumerate(groups)}
    designs = list(cards.designs.values())
    return sorted(designs, key=lambda d: (rank.get(group_of(d), len(rank)), d.side, d.start == "accession"))


def _by_players(d: Design) -> tuple[tuple[int, int], ...]:
    if d.copies_by_marks is None:
        return ()
    return tuple((p, physical_copies(d, p)) for p in (2, 3, 4))


def entry(d: Design, cards: CardSet, lang: str) -> CardEntry:
    table = catalog(_lang(lang))
    group = group_of(d)
    section = section_of(d, cards.nations)
    cost = tuple(r for r in _RESOURCES for _ in range(d.cost.get(r, 0)))
    icon = _ICONS.get(d.categories[0] if d.categories else "", "temple")
    count = 1 if d.kind in ("power", "capstone") else physical_copies(d, PLAYERS)
    return CardEntry(
        kind=d.id,
        group=group,
        name=table.get(f"card.{d.id}") or d.name[_lang(lang)],
        text=table.get(f"cardtext.{d.id}") or d.text[_lang(lang)],
        count=count,
        icon=icon,
        cost=cost,
        details=details(d, cards.nations, lang),
        section=section,
        keywords=places(d, skip=section),
        marks=d.marks,
        by_players=_by_players(d),
        side=d.side,
    )


def card_entries(lang: str) -> list[CardEntry]:
    """Every card design of the game's card set in ``lang``, in gallery order (see the module docstring)."""
    cards = card_set("data")
    return [entry(d, cards, lang) for d in _order(cards)]


def group_title(group: str, lang: str) -> str:
    if group in cw.COMMON_GROUPS:
        return _word(cw.COMMON_GROUPS, group, lang)
    nation_id, _, part = group.partition(".")
    if part not in cw.NATION_GROUPS:
        return group
    name = catalog(_lang(lang)).get(f"nation.{nation_id}", nation_id)
    return _word(cw.NATION_GROUPS, part, lang).format(nation=name)


def count_text(entry: Any, lang: str) -> str:
    """How many copies of the card there are, and when only some games have it."""
    side = str(getattr(entry, "side", ""))
    if side in cw.SIDE:
        return _say("count.side", lang, side=_word(cw.SIDE, side, lang))
    if entry.count == 0:
        return _w("count.back", lang)
    count = _count("count", int(entry.count), lang)
    by_players = tuple(getattr(entry, "by_players", ()))
    if by_players:
        others = [_say("count.by_players.other", lang, n=n, players=p) for p, n in by_players if p != PLAYERS]
        return _say("count.by_players", lang, count=count, others=_w("list", lang).join(others))
    marks = str(getattr(entry, "marks", ""))
    return _say(f"count.{marks}", lang, count=count) if marks else count
