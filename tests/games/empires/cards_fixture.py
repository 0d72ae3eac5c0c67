"""A small card set for the engine's tests, independent of the game's real data files.

Common deck: regions, uncivilised (one dual), civilised, tributaries, fame + capstone, 12 unrest by marks.
Nations: ``alpha`` (default flags), ``beta`` (a zenith accession, never flips, no history), ``gamma`` (no
nation deck, no development area, starts as an empire, 3 exhaust tokens).
"""

from __future__ import annotations

import functools
import json
import tempfile
from pathlib import Path
from typing import Any

from civitas.games.empires.cards import CardSet, load


def _t(en: str) -> dict[str, str]:
    return {"ru": f"«{en}»", "en": en}


def card(id_: str, cats: list[str], set_: str = "common", **fields: Any) -> dict[str, Any]:
    return {"kind": "card", "id": id_, "set": set_, "categories": cats, "name": _t(id_), "text": _t(f"{id_} text"),
            **fields}  # fmt: skip


UNREST_PLAY = [["choose", [["pay", {"population": 1}]], [["discard", 2]], [["pay", {"materials": 3}]]]]

COMMON: list[dict[str, Any]] = [
    card("field", ["region"], copies=4, pinned=True, regions=["fertile"], types=["wheat"],
         garrison={"categories": [], "types": []}, play=[["gain", "population", 1]]),
    card("mine", ["region"], copies=4, pinned=True, regions=["production"], play=[["gain", "materials", 1]]),
    card("harbour", ["region"], copies=2, pinned=True, regions=["river"], marks="3+"),
    card("camp", ["uncivilised"], copies=4, play=[["gain", "materials", 2]], vp={"fixed": 1}),
    card("scouts", ["uncivilised"], copies=3, period="barbarian", play=[["draw", 1]]),
    card("raiders", ["uncivilised"], attack=True, play=[["all_other_players", [["take_unrest", 1]]]]),
    card("town", ["uncivilised", "civilised"], copies=2, pinned=True,
         exhaust={"cost": {}, "ops": [["gain", "materials", 1]]}),
    card("city", ["civilised"], copies=7, period="empire", pinned=True,
         exhaust={"cost": {"materials": 1}, "ops": [["gain", "population", 2]]}, vp={"fixed": 2}),
    card("academy", ["civilised"], copies=3, period="empire", play=[["gain", "progress", 1]], marks="4"),
    card("tribute", ["tributary"], copies=3, play=[["gain", "materials", 1]], vp={"fixed": 1}),
    card("far_tribute", ["tributary"], marks="4", play=[["draw", 2]]),
    card("glory", ["fame"], copies=5, vp={"fixed": 3}),
    {"kind": "capstone", "id": "crown_of_ages", "set": "common", "name": _t("Crown of Ages"),
     "text": _t("crown text"), "side_a": [["gain", "progress", 5]], "side_b": [["gain", "progress", 2]],
     "vp": {"fixed": 5}},
    {"kind": "unrest", "id": "unrest", "set": "common", "name": _t("Unrest"), "text": _t("unrest text"),
     "copies_by_marks": {"": 8, "3+": 2, "4": 2}, "play": UNREST_PLAY, "vp": {"fixed": -2}},
]  # fmt: skip


def nation(nid: str, flags: dict[str, Any], cards: list[dict[str, Any]], **header: Any) -> dict[str, Any]:
    head = {"id": nid, "name": _t(nid), "difficulty": 1, "style": _t("style"), "flags": flags, "unrest_start": 2}
    return {"nation": head | header, "cards": cards}


def _basic(nid: str, deck: bool = True, dev: bool = True, accession: str = "accession") -> list[dict[str, Any]]:
    out = [
        {"kind": "power", "id": f"{nid}_power_a", "set": nid, "side": "A", "name": _t(f"{nid} A"),
         "text": _t("power A"), "exhaust": {"cost": {}, "ops": [["gain", "materials", 1]]}, "vp": {"fixed": 1}},
        {"kind": "power", "id": f"{nid}_power_b", "set": nid, "side": "B", "name": _t(f"{nid} B"),
         "text": _t("power B"), "vp": {"per_tokens": "materials", "each": 2, "cap": 10}},
        card(f"{nid}_coin", ["uncivilised"], nid, copies=4, start="draw", play=[["gain", "materials", 1]]),
        card(f"{nid}_grain", ["uncivilised"], nid, copies=3, start="draw", play=[["gain", "population", 1]]),
        card(f"{nid}_home", ["region"], nid, start="draw", pinned=True, regions=["fertile"],
             garrison={"categories": [], "types": []}),
    ]  # fmt: skip
    if deck:
        out += [card(f"{nid}_n{i}", ["uncivilised"], nid, start="nation_deck", play=[["draw", 1]]) for i in (1, 2, 3)]
        out.append(card(f"{nid}_acc", ["civilised"], nid, start="accession", accession=accession, vp={"fixed": 2}))
    if dev:
        out += [
            card(f"{nid}_dev1", ["civilised"], nid, start="development", period="empire", cost={"materials": 2},
                 vp={"fixed": 2}),
            card(f"{nid}_dev2", ["civilised"], nid, start="development", period="empire",
                 cost={"materials": 3, "population": 1}, vp={"fixed": 3}),
        ]  # fmt: skip
    return out


NATIONS: dict[str, dict[str, Any]] = {
    "alpha": nation("alpha", {}, _basic("alpha"), unrest_supply=1),
    "beta": nation("beta", {"state_can_flip": False, "accession_kind": "zenith", "keeps_history": False},
                   _basic("beta", accession="zenith")),
    "gamma": nation("gamma", {"has_nation_deck": False, "has_development_area": False, "starting_side": "empire",
                              "exhaust_tokens": 3}, _basic("gamma", deck=False, dev=False),
                    cleanup_token={"materials": 1}),
}  # fmt: skip


def write(folder: Path, common: list[dict[str, Any]] | None = None,
          nations: dict[str, dict[str, Any]] | None = None) -> tuple[Path, list[Path]]:  # fmt: skip
    common_path = folder / "common.json"
    common_path.write_text(json.dumps({"cards": COMMON if common is None else common}), encoding="utf-8")
    paths = []
    for nid, data in (NATIONS if nations is None else nations).items():
        path = folder / f"{nid}.json"
        path.write_text(json.dumps(data), encoding="utf-8")
        paths.append(path)
    return common_path, paths


@functools.cache
def fixture_cards() -> CardSet:
    """The fixture set, loaded through the real loader and registered as "fixture"."""
    folder = Path(tempfile.mkdtemp(prefix="empires_fixture_"))
    common, nations = write(folder)
    return load(common, nations, "fixture")


# --- the rules set: the fixture plus cards and nations that the rule-by-rule tests (test_rules_*) need ------
RULES_COMMON: list[dict[str, Any]] = COMMON + [
    card("ordered", ["uncivilised"], play=[["gain", "materials", 3], ["pay", {"materials": 5}],
                                           ["gain", "progress", 1]]),
    card("envoy", ["uncivilised"], free=True, play=[["gain", "materials", 1]]),
    card("great_hall", ["region"], pinned=True, passive=[{"hand_size": 1}]),
    card("shrine", ["region"], copies=3, pinned=True, garrison={"categories": [], "types": []},
         solstice=[["gain", "progress", 1]]),
    card("vigil", ["uncivilised"], pinned=True, solstice=[["may", [["gain", "materials", 1]]]]),
    card("temple_town", ["uncivilised"], pinned=True, types=["temple"], passive=[{"counts_as": ["temple", 2]}]),
    card("idol", ["tributary"], types=["temple"], vp={"fixed": 4}),
    card("chronicle", ["tributary"], vp={"per": {"zone": "history"}, "each": 1, "cap": 10}),
    card("archive", ["region"], pinned=True, passive=[{"on": "history", "ops": [["gain", "progress", 1]]}]),
    card("tide", ["uncivilised"], play=[["sink", "hand", 1]]),
    card("sea_fort", ["region"], pinned=True, garrison={"categories": [], "types": []},
         exhaust={"cost": {}, "ops": [["sink", "self", 1]]}),
]  # fmt: skip


def _rules_nation(nid: str, flags: dict[str, Any], accession: str = "", **header: Any) -> dict[str, Any]:
    cards = _basic(nid)
    for c in cards:
        if c.get("start") == "accession":
            c["accession"] = accession
        if c["id"] == f"{nid}_power_b":
            c["solstice"] = [["gain", "population", 1]]
    cards.append(card(f"{nid}_banner", ["uncivilised"], nid, start="draw", pinned=True))
    return nation(nid, flags, cards, **header)


RULES_NATIONS: dict[str, dict[str, Any]] = {
    **NATIONS,
    "delta": _rules_nation("delta", {"sinks": True}),
    "epsilon": _rules_nation("epsilon", {"accession_kind": "nadir", "last_development_triggers_end": False,
                                         "cleanup_market_token": {"population": 1},
                                         "extra_in_play_cards": ["epsilon_banner"],
                                         "extra_end_trigger": "epsilon_quest",
                                         "deck_empty_passive": [["gain", "progress", 1]]}),
    "zeta": _rules_nation("zeta", {"state_can_flip": False, "can_develop": False}),
}  # fmt: skip


def _eta() -> dict[str, Any]:
    """A nation whose power card (both sides) carries a passive: hand size +1 (EM-K13, a power card's passive
    works always, with nothing in play)."""
    eta = _rules_nation("eta", {})
    for c in eta["cards"]:
        if c["kind"] == "power":
            c["passive"] = [{"hand_size": 1}]
    return eta


RULES_NATIONS["eta"] = _eta()


@functools.cache
def rules_cards() -> CardSet:
    """The rules set (``RULES_COMMON``, ``RULES_NATIONS``: delta sinks; epsilon has a nadir accession, no end at
    its last development card, a population cleanup token, a banner dealt into play, its own end trigger and
    a deck-empty passive; zeta never flips and cannot develop), registered as "fixture_rules"."""
    folder = Path(tempfile.mkdtemp(prefix="empires_rules_"))
    common, nations = write(folder, RULES_COMMON, RULES_NATIONS)
    return load(common, nations, "fixture_rules")


# --- EM-E6 (end-of-game effects): two nations whose power cards (both sides) act at the game's end ------------
AMNESTY = [{"on": "game_end", "ops": [["return_unrest", 2, "hand"]]}]  # return up to 2 unrest from the hand
FAREWELL = [{"on": "game_end", "ops": [["may", [["gain", "progress", 2]]]]}]  # you may gain 2 progress (= 2 VP)
RIOT = [{"on": "game_end", "ops": [["take_unrest", 1]]}]  # take 1 unrest: can empty the pile at the end


def _game_end_nation(nid: str, power_passive: list[dict[str, Any]]) -> dict[str, Any]:
    """A rules nation whose power card carries ``power_passive``, and a pinned nation-deck card ``<nid>_riot``
    with the RIOT passive (a test moves it into play)."""
    out = _rules_nation(nid, {})
    for c in out["cards"]:
        if c["kind"] == "power":
            c["passive"] = power_passive
    out["cards"].append(card(f"{nid}_riot", ["uncivilised"], nid, start="nation_deck", pinned=True, passive=RIOT))
    return out


RULES_NATIONS["theta"] = _game_end_nation("theta", AMNESTY)
RULES_NATIONS["iota"] = _game_end_nation("iota", FAREWELL)
