"""The prompt line of the Age of Heroes table: the question the viewer is asked (the game's decision
descriptor, ``Game.decision``), with a button for every answer (road consent, event targets, luck, defence,
war steps, monument, discard), and otherwise who is asked what (the same descriptor, for the seats to move)."""

from __future__ import annotations

from PySide6.QtCore import QObject

from civitas.engine.game import Decision
from civitas.games.heroes.cards import GEN, GOAL_IDS, HAND_LIMIT, special_of
from civitas.games.heroes.state import HeroesState
from civitas.games.heroes.table.actions import HeroesActions
from civitas.ui.table.widget import Choice


class HeroesPrompts(QObject):
    def __init__(self, acts: HeroesActions, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.a = acts
        self.s: HeroesState = acts.s
        self.names = acts.names

    def prompt(self, decision: Decision | None) -> tuple[str, list[Choice]] | None:
        """The question of ``decision`` (the viewer's, None when it is asked nothing) and its answers."""
        s, seat, a = self.s, self.a.seat, self.a
        if seat is None or decision is None or not a.legal:
            return None
        ph = decision.kind
        if ph == "trade":
            return (
                self.tr("The fair: offer cards in the trading panel on the right; a trade happens as soon as two "
                        "wishes match."),
                [Choice(self.tr("Done trading"), ("trade_done",), key="trade_done", shortcut="Ctrl+D")],
            )
        if ph == "action":
            return (
                self.tr(
                    "Your turn: one action. Drag cards onto a building to build, drag an army onto "
                    "a tribe to attack, or use the buttons below."
                ),
                [],
            )
        if ph == "build":
            return (
                self.tr("Build more, or end building."),
                [Choice(self.tr("End building"), ("end_build",), key="end_build", shortcut="E")],
            )
        if ph == "war_goal":
            assert s.war is not None
            return (self.tr("War on {name}: choose the goal.").format(name=self.names[s.war[1]]), a.goal_choices())
        if ph == "war_send":
            assert s.war is not None
            text = self.tr(
                "War on {name}: send armies (drag them to the battlefield), then attack. Sent: %n.",
                "",
                len(s.war_units),
            ).format(name=self.names[s.war[1]])
            return text, a.send_choices()
        if ph == "monument":
            own = special_of(s.tribe[seat])
            have = s.hands[seat].count(own)
            choices = [
                Choice(self.tr("Place %n card(s) on the monument", "", k), ("monument", own, k), key=f"monument{k}")
                for k in range(1, have + 1)
            ]
            choices.append(Choice(self.tr("Keep them"), ("monument", own, 0), key="monument0"))
            return (
                self.tr("Place {card} on your monument (drag them onto it) or keep them for trading.").format(
                    card=a.kind_name(own)
                ),
                choices,
            )
        if ph == "discard":
            extra = len(s.hands[seat]) - HAND_LIMIT
            choices = [
                Choice(self.tr("Discard {card}").format(card=a.kind_name(int(x[1]))), x, key=f"discard{x[1]}")
                for x in a.legal
                if x[0] == "discard"
            ]
            return (self.tr("Too many cards: discard %n more (drag them onto the discard pile).", "", extra), choices)
        return self._interruption(decision)

    def _interruption(self, decision: Decision) -> tuple[str, list[Choice]] | None:
        """A question that interrupts the phase: a road's consent, an event's target or answer, a defence."""
        s, a = self.s, self.a
        kind = decision.kind
        if kind == "consent":
            builder = int(decision.args["builder"])
            return (
                self.tr("{name} wants to build a road to you. Do you agree?").format(name=self.names[builder]),
                [
                    Choice(self.tr("Agree"), ("road_consent", True), key="consent_yes"),
                    Choice(self.tr("Refuse"), ("road_consent", False), key="consent_no"),
                ],
            )
        if kind == "quake":
            choices = []
            for x in a.legal:
                label = self.tr("{name}: army {army}").format(name=self.names[int(x[1])], army=a.army_label(int(x[2])))
                choices.append(Choice(label, x, key=f"quake{x[1]}_{x[2]}"))
            return self.tr("Earthquake! Choose another tribe's army to stop (or click it)."), choices
        if kind == "erupt":
            choices = [Choice(self.names[int(x[1])], x, key=f"erupt{x[1]}") for x in a.legal]
            return self.tr("Eruption! Choose the tribe whose city is destroyed (or click the city)."), choices
        if kind in ("luck_quake", "luck_erupt", "luck_famine", "barb"):
            what = {
                "luck_quake": self.tr("An earthquake hits your army."),
                "luck_erupt": self.tr("An eruption destroys one of your cities."),
                "luck_famine": self.tr("Famine: everyone loses their grain."),
                "barb": self.tr("Barbarians raid you for two ordinary cards."),
            }[kind]
            labels = {
                "luck": self.tr("Play Luck"),
                "olympics": self.tr("Play Olympic games"),
                "none": self.tr("Let it happen"),
            }
            if self._only_none():
                what = what + " " + self.tr("You have no card to answer with.")
            return what, [Choice(labels[str(x[1])], x, key=f"respond_{x[1]}") for x in a.legal]
        if kind == "defend":
            assert s.war is not None
            attacker, goal = s.war[0], s.war[2]
            text = self.tr("{name} attacks you ({goal}); attacking armies: %n. Your answer?", "",
                           len(s.war_units)).format(
                name=self.names[attacker], goal=a.look.name("goal." + GOAL_IDS[goal])
            )
            joined = s.war[3] + s.war[4]  # hero cards already played into this defence
            if joined:
                text = text + " " + self.tr("Heroes in your defence: %n. Add another, or fight.", "", joined)
            elif self._only_none():
                text = text + " " + self.tr("You have no card to answer with.")
            choices = []
            for x in a.legal:
                if x[1] == "olympics":
                    label = self.tr("Olympic games: send them home")
                elif x[1] == "hero_army":
                    label = self.tr("Hero fights as an army")
                elif x[1] == "hero_general":
                    code = int(x[2])
                    label = self.tr("Hero leads army {army}").format(army=a.army_label(code & ~GEN))
                else:
                    label = self.tr("Fight as we are")
                choices.append(Choice(label, x, key=f"defend_{x[1]}"))
            return text, choices
        return None

    def _only_none(self) -> bool:
        """The viewer was asked but holds no card that could answer: letting it happen is all it can do
        (everyone is asked every time, so that being asked tells nobody what a hand holds)."""
        return self.a.legal == [("respond", "none")]

    def idle(self, asked: list[tuple[int, Decision | None]]) -> str:
        """Who is asked what while the viewer waits: ``asked`` holds each seat to move with its decision."""
        s = self.s
        if s.phase == "over":
            if s.winner >= 0:
                return self.tr("Game over: {name} wins ({how}).").format(
                    name=self.names[s.winner], how=self.a.look.name("how." + s.how)
                )
            return self.tr("Game over.")
        if s.phase == "trade" and all(d is not None and d.kind == "trade" for _, d in asked):
            waiting = [self.names[seat] for seat, _ in asked]
            return self.tr("The fair: still trading: {names}.").format(names=", ".join(waiting))
        who, decision = asked[0] if asked else (0, None)
        if decision is None:
            return ""
        if decision.kind != s.phase:  # a question that interrupts the phase
            return self.tr("Waiting for {name}: {decision}.").format(
                name=self.names[who], decision=self.a.look.name(decision.prompt)
            )
        return self.tr("{name} is playing: {phase}.").format(
            name=self.names[who], phase=self.a.look.name(decision.prompt)
        )
