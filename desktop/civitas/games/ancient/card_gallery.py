"""The cards of The Ancient World as the rules window's gallery shows them: one entry per card design
(starting cards, Empire A, Empire B, provinces, titans by stars, troops) with its name and text from
the game's catalog, a line of its numbers in words, its copies and the rules section it belongs to.
The words are ours, in Russian and English; the numbers come from the card data. No Qt."""

from __future__ import annotations

from dataclasses import dataclass

from civitas.engine.log import plural_index
from civitas.games.ancient.card_gallery_words import ABILITY, WORDS, Forms
from civitas.games.ancient.cards import CardDef, Effect, cards
from civitas.games.ancient.catalog import catalog


@dataclass(frozen=True, slots=True)
class CardEntry:
    """One card design as the gallery shows it."""

    kind: str  # the card's id: "olive_grove", "bog_troll", ...
    group: str  # one of GROUPS
    name: str
    text: str
    count: int  # copies of this design in the game
    icon: str  # an icon name of the table's icon set (an unknown name is drawn as a plain disc)
    cost: tuple[str, ...] = ()  # "coin" and "knowledge" icons of an empire card's price
    details: str = ""  # its numbers in words
    section: str = ""  # the rules section that explains this card


GROUPS: tuple[str, ...] = ("start", "empire_a", "empire_b", "province", "titan1", "titan2", "titan3", "troop")
_GROUP_TITLES: dict[str, dict[str, str]] = {
    "start": {"en": "Starting cards (every player has them)", "ru": "Стартовые карты (есть у каждого)"},
    "empire_a": {"en": "Empire A (rounds 1–3)", "ru": "Империя A (раунды 1–3)"},
    "empire_b": {"en": "Empire B (rounds 4–6)", "ru": "Империя B (раунды 4–6)"},
    "province": {"en": "Provinces", "ru": "Провинции"},
    "titan1": {"en": "Titans ★", "ru": "Титаны ★"},
    "titan2": {"en": "Titans ★★", "ru": "Титаны ★★"},
    "titan3": {"en": "Titans ★★★", "ru": "Титаны ★★★"},
    "troop": {"en": "Troops for hire", "ru": "Войска для найма"},
}
_COUNT_TEXT: dict[str, Forms] = {
    "en": ("{n} copy", "{n} copies"),
    "ru": ("{n} экземпляр", "{n} экземпляра", "{n} экземпляров"),
}
_SECTION = {"empire": "empire_cards", "province": "board_actions", "titan": "fight", "troop": "army"}


def _lang(lang: str) -> str:
    return "ru" if lang == "ru" else "en"


def plural(n: int, forms: Forms, lang: str) -> str:
    """``forms`` (one/other in English; one/few/many in Russian) picked for ``n``, with ``{n}`` filled."""
    return forms[min(plural_index(_lang(lang), n), len(forms) - 1)].format(n=n)


def _w(key: str, lang: str) -> str | Forms:
    return WORDS[key][_lang(lang)]


def _count(key: str, n: int, lang: str) -> str:
    forms = _w(key, lang)
    assert isinstance(forms, tuple)
    return plural(n, forms, lang)


def _say(key: str, lang: str, **values: object) -> str:
    text = _w(key, lang)
    assert isinstance(text, str)
    return text.format(**values)


def tribes(banners: tuple[str, ...], lang: str) -> str:
    """Banner colours as tribe names, a repeated one counted: "Moon Clan ×2"."""
    table = catalog(_lang(lang))
    out: list[str] = []
    for colour in dict.fromkeys(banners):
        name = table.get(f"tribe.{colour}", colour)
        k = banners.count(colour)
        out.append(f"{name} ×{k}" if k > 1 else name)
    return ", ".join(out)


def effect_words(effect: Effect, lang: str) -> str:
    """An action, trigger or end-game rule in words."""
    op = effect.op
    if op == "gain":
        parts = []
        for key in ("coins", "knowledge", "restore"):
            n = int(effect.get(key))
            if n:
                parts.append(_count(f"gain_{key}", n, lang))
        return _say("and", lang).join(parts)
    if op == "explore" and int(effect.get("coins")):
        return _say("explore_coins", lang, gain=_count("gain_coins", int(effect.get("coins")), lang))
    if op == "colour_beyond":
        name = catalog(_lang(lang)).get(f"tribe.{effect.get('colour')}", str(effect.get("colour")))
        return _say("colour_beyond", lang, tribe=name, beyond=int(effect.get("beyond")))
    if op == "flat":
        return _count("vp", int(effect.get("vp")), lang)
    if op == "per":
        return _say(f"per_{effect.get('what')}", lang)
    return ABILITY[op][_lang(lang)]


def details(card: CardDef, lang: str) -> str:
    """The card's numbers in words, one sentence after another."""
    parts: list[str] = []
    if card.kind == "empire":
        if card.deck == "start":
            parts.append(_say("start", lang))
        else:
            price = [_count("coins", card.cost_coins, lang)]
            if card.cost_knowledge:
                price.append(_count("knowledge", card.cost_knowledge, lang))
            parts.append(_say("cost", lang, price=_say("and", lang).join(price)))
    if card.kind == "titan":
        key = "titan_arrows" if card.arrows_count else "titan_swords"
        parts.append(_say(key, lang, stars="★" * card.stars, defence=card.defence))
    if card.kind == "troop":
        parts.extend(_troop(card, lang))
    elif card.swords or card.arrows:
        attack = [_count(k, getattr(card, k), lang) for k in ("swords", "arrows") if getattr(card, k)]
        parts.append(_say("attack", lang, attack=_say("and", lang).join(attack)))
    if card.banners:
        parts.append(_say("banners", lang, tribes=tribes(card.banners, lang)))
    for key in ("food", "income_coins", "income_knowledge", "army_limit", "explore_bonus", "space"):
        n = int(getattr(card, key))
        if n:
            parts.append(_count(key, n, lang))
    if card.citizen:
        parts.append(_say("citizen", lang))
    if card.action is not None:
        parts.append(_say("action", lang, what=effect_words(card.action, lang)))
    if card.trigger is not None:
        parts.append(effect_words(card.trigger, lang))
    if card.end_vp is not None:
        parts.append(_say("end_vp", lang, what=effect_words(card.end_vp, lang)))
    return " ".join(parts)


def _troop(card: CardDef, lang: str) -> list[str]:
    parts = [_say("price", lang, price=_count("coins", card.price, lang)) if card.price else _say("free", lang)]
    attack = [_count(k, getattr(card, k), lang) for k in ("swords", "arrows") if getattr(card, k)]
    parts.append(_say("troop_attack", lang, attack=_say("and", lang).join(attack)))
    for key in ("espionage", "trophy", "restore"):
        n = int(getattr(card, key))
        if n:
            parts.append(_count(key, n, lang))
    exp = [_count(k, getattr(card, f"exp_{k}"), lang) for k in ("swords", "arrows") if getattr(card, f"exp_{k}")]
    if exp:
        parts.append(_say("experience", lang, exp=_say("and", lang).join(exp)))
    return parts


def group_of(card: CardDef) -> str:
    if card.kind == "empire":
        return "start" if card.deck == "start" else f"empire_{card.deck.lower()}"
    if card.kind == "troop":
        return "start" if card.start else "troop"
    if card.kind == "titan":
        return f"titan{card.stars}"
    return card.kind


def group_title(group: str, lang: str) -> str:
    titles = _GROUP_TITLES.get(group)
    return titles[_lang(lang)] if titles else group


def count_text(entry: CardEntry, lang: str) -> str:
    return plural(entry.count, _COUNT_TEXT[_lang(lang)], lang)


def card_entries(lang: str) -> list[CardEntry]:
    """Every card design of the game in ``lang``, grouped in :data:`GROUPS` order and in data order
    within a group. Names and texts come from the catalog (``card.<id>``, ``cardtext.<id>``)."""
    table = catalog(_lang(lang))
    copies: dict[str, int] = {}
    first: dict[str, CardDef] = {}
    for card in cards():
        copies[card.id] = copies.get(card.id, 0) + 1
        first.setdefault(card.id, card)
    out: list[CardEntry] = []
    for cid, card in first.items():
        cost = ("coin",) * card.cost_coins + ("knowledge",) * card.cost_knowledge
        section = _SECTION[card.kind]
        if card.kind == "empire" and card.deck == "start":
            section = "setup"
        out.append(
            CardEntry(
                cid,
                group_of(card),
                table.get(f"card.{cid}") or cid,
                table.get(f"cardtext.{cid}", ""),
                copies[cid],
                card.kind,
                cost,
                details(card, lang),
                section,
            )
        )
    order = {g: i for i, g in enumerate(GROUPS)}
    return sorted(out, key=lambda e: order[e.group])
