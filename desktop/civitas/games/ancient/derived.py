"""Figures computed from the position: only face-up cards give their properties (a lost card gives
nothing until restored), while scoring counts every card. The figures a player reads on the table (food,
spaces, the army limit, income, exploring, the swords and arrows of every fight) are declared ratings
(``engine.ratings``): cached until the next step and told part by part (the capital, each card)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Final

from civitas.engine.ratings import Part, Rating
from civitas.games.ancient.cards import COLOURS, CardDef, cards
from civitas.games.ancient.state import (
    CAPITAL_ARMIES,
    CAPITAL_FOOD,
    CAPITAL_INCOME,
    CAPITAL_SPACES,
    SLOT_INDEX,
    AncientState,
)

C: Final[tuple[CardDef, ...]] = cards()
BANNER_VP: Final[tuple[int, ...]] = (0, 1, 2, 4, 6, 8, 11)
SERVE: Final[int] = SLOT_INDEX["serve"]


def faceup(s: AncientState, p: int) -> list[int]:
    """Own empire cards that are face up."""
    down = s.down[p]
    return [c for c in s.tableau[p] if c not in down] if down else s.tableau[p]


def action_cards(s: AncientState, p: int) -> list[int]:
    """The cards whose action slot seat ``p`` may use: its face-up empire cards and the titans it has beaten
    (a titan's properties are its owner's, its action slot among them)."""
    return faceup(s, p) + s.titans[p] if s.titans[p] else faceup(s, p)


def active_cards(s: AncientState, p: int) -> list[int]:
    """Every card whose icons work now: face-up empire cards, provinces and titans."""
    return faceup(s, p) + s.provinces[p] + s.titans[p]


def icon(s: AncientState, p: int, name: str) -> int:
    return sum(getattr(C[c], name) for c in active_cards(s, p))


CAPITAL: Final[str] = "rating.part.capital"


def _icons(s: AncientState, p: int, name: str) -> Iterator[Part]:
    """The ``name`` icon of every active card that shows it, as parts."""
    for c in active_cards(s, p):
        value = getattr(C[c], name)
        if value:
            yield Part(f"card.{C[c].id}", value)


def _icon_parts(name: str, first: Part | None = None) -> Callable[[AncientState, int], Iterator[Part]]:
    """The parts of a rating of ``first`` (the capital's share, a base) and the ``name`` icon of every
    active card."""

    def parts(s: AncientState, p: int) -> Iterator[Part]:
        if first is not None:
            yield first
        yield from _icons(s, p, name)

    return parts


# The values, each summed with plain attribute reads (the compiled build reads them natively; they run
# many times a step).
def _food(s: AncientState, p: int) -> int:
    return CAPITAL_FOOD + sum(C[c].food for c in active_cards(s, p))


def _army_limit(s: AncientState, p: int) -> int:
    return CAPITAL_ARMIES + sum(C[c].army_limit for c in active_cards(s, p))


def _income_coins(s: AncientState, p: int) -> int:
    return CAPITAL_INCOME + sum(C[c].income_coins for c in active_cards(s, p))


def _income_knowledge(s: AncientState, p: int) -> int:
    return sum(C[c].income_knowledge for c in active_cards(s, p))


def _explore(s: AncientState, p: int) -> int:
    return EXPLORE_BASE + sum(C[c].explore_bonus for c in active_cards(s, p))


def _arrows(s: AncientState, p: int) -> int:
    return sum(C[c].arrows for c in active_cards(s, p))


def _spaces_parts(s: AncientState, p: int) -> Iterator[Part]:
    yield Part(CAPITAL, CAPITAL_SPACES)
    for c in s.provinces[p] + s.titans[p]:
        if C[c].space:
            yield Part(f"card.{C[c].id}", C[c].space)


def _spaces(s: AncientState, p: int) -> int:
    return CAPITAL_SPACES + sum(C[c].space for c in s.provinces[p]) + sum(C[c].space for c in s.titans[p])


def _swords_parts(s: AncientState, p: int) -> Iterator[Part]:
    yield from _icons(s, p, "swords")
    if s.serve[p]:
        yield Part("rating.part.serve", s.serve[p])


def _swords(s: AncientState, p: int) -> int:
    return sum(C[c].swords for c in active_cards(s, p)) + s.serve[p]


EXPLORE_BASE: Final = 5
FOOD: Final = Rating("food", _icon_parts("food", Part(CAPITAL, CAPITAL_FOOD)), "end_round", _food)
ARMY_LIMIT: Final = Rating("army_limit", _icon_parts("army_limit", Part(CAPITAL, CAPITAL_ARMIES)), "army", _army_limit)
INCOME_COINS: Final = Rating("income_coins", _icon_parts("income_coins", Part(CAPITAL, CAPITAL_INCOME)), "end_round",
                             _income_coins)  # fmt: skip
INCOME_KNOWLEDGE: Final = Rating("income_knowledge", _icon_parts("income_knowledge"), "end_round", _income_knowledge)
EXPLORE: Final = Rating("explore", _icon_parts("explore_bonus", Part("rating.part.base", EXPLORE_BASE)),
                        "board_actions", _explore)  # fmt: skip
SPACES: Final = Rating("spaces", _spaces_parts, "build", _spaces)
SWORDS: Final = Rating("swords", _swords_parts, "fight", _swords)
ARROWS: Final = Rating("arrows", _icon_parts("arrows"), "fight", _arrows)
#: Every rating of the game, in the order the table tells them.
RATINGS: Final[tuple[Rating[AncientState], ...]] = (
    FOOD, SPACES, ARMY_LIMIT, INCOME_COINS, INCOME_KNOWLEDGE, EXPLORE, SWORDS, ARROWS,
)  # fmt: skip


# The rules' names for the ratings' values: computed at once when no reader holds the position (every step
# of a game and a rollout), else read through the rating's cache.
def food(s: AncientState, p: int) -> int:
    return _food(s, p) if s._ratings is None else FOOD.value(s, p)


def spaces_total(s: AncientState, p: int) -> int:
    return _spaces(s, p) if s._ratings is None else SPACES.value(s, p)


def army_limit(s: AncientState, p: int) -> int:
    return _army_limit(s, p) if s._ratings is None else ARMY_LIMIT.value(s, p)


def income_coins(s: AncientState, p: int) -> int:
    return _income_coins(s, p) if s._ratings is None else INCOME_COINS.value(s, p)


def income_knowledge(s: AncientState, p: int) -> int:
    return _income_knowledge(s, p) if s._ratings is None else INCOME_KNOWLEDGE.value(s, p)


def explore_count(s: AncientState, p: int) -> int:
    return _explore(s, p) if s._ratings is None else EXPLORE.value(s, p)


def spaces_free(s: AncientState, p: int) -> int:
    return spaces_total(s, p) - len(s.tableau[p])


def free_attack(s: AncientState, p: int) -> tuple[int, int]:
    """Swords and arrows that count in every fight this round: face-up icons and Serve in the army
    (the ratings ``SWORDS`` and ``ARROWS``; outside a held position both in one pass over the cards)."""
    if s._ratings is not None:
        return SWORDS.value(s, p), ARROWS.value(s, p)
    cards_ = active_cards(s, p)
    return sum(C[c].swords for c in cards_) + s.serve[p], sum(C[c].arrows for c in cards_)


def has_trigger(s: AncientState, p: int, op: str) -> bool:
    for c in faceup(s, p):
        trig = C[c].trigger
        if trig is not None and trig.op == op:
            return True
    return False


def owns_id(s: AncientState, p: int, card_id: str) -> bool:
    return any(C[c].id == card_id for c in s.tableau[p])


def troop_used(s: AncientState, troop: int) -> bool:
    return s.scroll.get(troop, 0) > 0


def troop_price(s: AncientState, troop: int) -> int:
    return s.picture.get(troop, 0) + 1


def army_attack(army: list[int]) -> tuple[int, int]:
    """The swords and arrows an army brings when its active troop is paid: the active troop's symbols
    and the experience of the troops dismissed under it."""
    active = C[army[-1]]
    swords, arrows = active.swords, active.arrows
    for t in army[:-1]:
        swords += C[t].exp_swords
        arrows += C[t].exp_arrows
    return swords, arrows


def attack_of(s: AncientState, p: int, armies: tuple[int, ...], titan: int) -> int:
    """The attack counted against ``titan`` when seat ``p`` pays the active troops of ``armies``."""
    swords, arrows = free_attack(s, p)
    for a in armies:
        sw, ar = army_attack(s.armies[p][a])
        swords += sw
        arrows += ar
    return swords + arrows if C[titan].arrows_count else swords


def fight_price(s: AncientState, p: int, armies: tuple[int, ...]) -> int:
    return sum(troop_price(s, s.armies[p][a][-1]) for a in armies)


def unused_armies(s: AncientState, p: int) -> list[int]:
    return [i for i, army in enumerate(s.armies[p]) if not troop_used(s, army[-1])]


def banners(s: AncientState, p: int) -> list[int]:
    """Banners per colour (``COLOURS`` order) of every empire card and titan, lost ones included (they
    are restored for scoring)."""
    out = [0] * len(COLOURS)
    for c in s.tableau[p] + s.titans[p]:
        for colour in C[c].banners:
            out[COLOURS.index(colour)] += 1
    return out


def banner_vp(counts: list[int]) -> int:
    return sum(BANNER_VP[min(6, k)] for k in counts)


def can_gain_citizen(s: AncientState, p: int) -> bool:
    return len(s.citizens[p]) < 5


def next_citizen(s: AncientState, p: int) -> int:
    """The lowest skill seat ``p`` does not own yet."""
    owned = s.citizens[p]
    return next(k for k in range(1, 6) if k not in owned)


def total_cards(s: AncientState, p: int) -> int:
    """Empire cards, provinces and titans: the second tie-break."""
    return len(s.tableau[p]) + len(s.provinces[p]) + len(s.titans[p])


_IDS = frozenset(card.id for card in C)


def ref(card: int) -> str:
    """A card as a log argument: its catalog id, rendered as its name."""
    return f"@card.{C[card].id}"


def refs(cards: list[int]) -> list[str]:
    return [ref(c) for c in cards]


def src(source: str) -> str:
    """What caused an effect, as a log argument: a card's name or the catalog's ``source.<id>``."""
    return f"@card.{source}" if source in _IDS else f"@source.{source}"
