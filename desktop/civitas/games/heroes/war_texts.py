"""What a war's goals yield and the battle preview, as sentences in the player's language (no Qt).

The numbers come from ``odds.py``; the templates from the game's catalog (``odds.*``), rendered
like log lines (``{n|one|few|many}`` plurals, ``{..._seat}`` player names).
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import Any

from civitas.engine.log import render
from civitas.games.heroes.cards import GOAL_IDS, HERO_ARMY
from civitas.games.heroes.odds import Forecast, forecast, missed, sendable, spoils
from civitas.games.heroes.state import HeroesState


def percent(p: Fraction) -> str:
    """A chance as a whole percentage; never "0%" or "100%" for what may or may not happen."""
    if p <= 0:
        return "0%"
    if p >= 1:
        return "100%"
    x = float(p) * 100
    if x < 1:
        return "<1%"
    if x > 99:
        return ">99%"
    return f"{round(x)}%"


class WarTexts:
    """The war's sentences for one language (``catalog``: the game's catalog in ``lang``)."""

    def __init__(self, catalog: dict[str, str], lang: str, names: Sequence[str]) -> None:
        self.catalog = catalog
        self.lang = lang
        self.names = names

    def _t(self, key: str, **args: Any) -> str:
        return render(self.catalog.get(key, key), args, self.catalog, self.lang, self.names)

    def if_all(self, units: Sequence[int]) -> str:
        """"Chances if you send all you have (3 armies and 1 hero):"."""
        heroes = sum(1 for u in units if u & HERO_ARMY)
        armies = len(units) - heroes
        if not heroes:
            return self._t("odds.if_all", n=armies)
        if not armies:
            return self._t("odds.if_all_heroes_only", h=heroes)
        return self._t("odds.if_all_heroes", n=armies, h=heroes)

    def gain(self, goal: int, n: int) -> str:
        """"2 cities", "4 cards", "1 monument card"."""
        return self._t("odds.gain." + GOAL_IDS[goal], n=n)

    # --- the goal buttons -----------------------------------------------------------------------------
    def goal_label(self, s: HeroesState, seat: int, goal: int) -> str:
        """A goal button: the goal and the most it can take with every unit ``seat`` could send."""
        f = forecast(s, sendable(s, seat) + list(s.war_units), goal)
        most = f.most()
        if not most:
            return self._t("odds.label_nothing." + GOAL_IDS[goal])
        return self._t("odds.label." + GOAL_IDS[goal], n=most)

    def goal_tip(self, s: HeroesState, seat: int, goal: int) -> str:
        """A goal button's tooltip: the rule, what it means with the units ``seat`` has, and the
        chances if it sends them all."""
        assert s.war is not None
        units = sendable(s, seat) + list(s.war_units)
        f = forecast(s, units, goal)
        lines = [self._t("odds.rule." + GOAL_IDS[goal]), self.yield_line(f, s.war[1])]
        if units:
            lines.append(self.if_all(units) + " " + self.chances(f))
            lines.append(self.caveat(s.war[1]))
        return "\n".join(lines)

    def yield_line(self, f: Forecast, target: int) -> str:
        """What ``f``'s units can take at most, or why they take nothing even if every one wins."""
        most = f.most()
        if most:
            line = self._t("odds.most", n=f.units, gain=self.gain(f.goal, most))
            if most < spoils(f.goal, f.units):
                line += " " + self._t("odds.capped", defender_seat=target)
            return line
        if f.units == 0:
            return self._t("odds.no_units")
        why = missed(f.goal, f.units, f.have)
        return self._t("odds.most." + str(why), n=f.units, defender_seat=target)

    # --- the preview ----------------------------------------------------------------------------------
    def chances(self, f: Forecast) -> str:
        """Every outcome with its chance, the best first: "1 city 42% · a win without spoils 12% ·
        no winning army 46%"."""
        parts = [
            f"{self.gain(f.goal, n)} {percent(p)}" for n, p in sorted(f.gains().items(), reverse=True) if n and p
        ]
        if f.won_nothing():
            parts.append(f"{self._t('odds.won_nothing')} {percent(f.won_nothing())}")
        if f.failed():
            parts.append(f"{self._t('odds.failed')} {percent(f.failed())}")
        return " · ".join(parts)

    def goal_line(self, f: Forecast) -> str:
        """One goal in the preview: "Conquest: 1 city 58% · no winning army 42%", or why it takes
        nothing: "Plunder: nothing to take — the defender has no card in hand"."""
        goal = GOAL_IDS[f.goal]
        if f.most():
            return self._t("odds.goal." + goal) + ": " + self.chances(f)
        why = missed(f.goal, f.units, f.have)
        return self._t("odds.label_nothing." + goal) + " — " + self._t("nospoils." + str(why))

    def against(self, f: Forecast, target: int) -> str:
        """Who defends: "Boris defends with 2 armies and 1 fortress (+1 in each duel)."."""
        if not f.defenders:
            return self._t("odds.against_none", defender_seat=target)
        line = self._t("odds.against", d=f.defenders, defender_seat=target)
        if f.forts:
            line += " " + self._t("odds.forts", forts=f.forts)
        return line + "."

    def caveat(self, target: int) -> str:
        return self._t("odds.caveat", defender_seat=target)

    def preview(self, s: HeroesState, viewer: int | None) -> list[str]:
        """The preview's lines for the war being prepared in the view ``s``: at the goal step (for
        the attacker only: it knows its heroes) each goal's chances if every unit is sent; once the
        goal is named, the chances with the units sent so far and what they leave out (a hero or
        Olympic games the defender may still play)."""
        war = s.war
        if war is None:
            return []
        attacker, target, goal = war[0], war[1], war[2]
        if goal < 0:
            if viewer != attacker:
                return []
            units = sendable(s, attacker)
            if not units:
                return []
            lines = [self.against(forecast(s, units, 0), target), self.if_all(units)]
            for g in range(len(GOAL_IDS)):
                lines.append(self.goal_line(forecast(s, units, g)))
            return lines  # what is not counted: in each goal button's tooltip, and once armies are picked
        f = forecast(s)
        if not f.units:
            return [self.against(f, target), self._t("odds.no_units")]
        return [
            self.against(f, target),
            self._t("odds.sent", n=f.units) + " " + self.chances(f),
            self.yield_line(f, target),
            self.caveat(target),
        ]
