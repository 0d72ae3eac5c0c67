"""One place that says which table pieces an action involves: drag, click, menu, keyboard, hint rings
and tutorial marks are all derived from it instead of being written per game.

A game's table turns each legal action into a :class:`Binding` when it renders: the piece keys the
action uses (the first is the one a player drags or clicks), the zone a drag of that piece drops onto
(if the action is a drop), and the label its menu entry and button show. :class:`Bindings` answers:

* ``drop(piece_key, zone_id)`` — the action a drop means (the first binding whose ``target`` or ``also``
  zones hold ``zone_id``);
* ``for_piece(piece_key)`` — every action a piece's menu offers (also the keyboard: Enter opens it);
* ``click(piece_key)`` — the action a plain click performs: only when it is the piece's one binding
  marked ``click``;
* ``targets(piece_key)`` — the zones a drag of that piece may end on (to light them);
* ``pieces(action)`` — the pieces to ring for a hinted or tutorial action.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from civitas.engine.actions import Action


@dataclass(frozen=True, slots=True)
class Binding:
    action: Action
    label: str
    pieces: tuple[str, ...] = ()
    target: str = ""  # the zone a drag of pieces[0] drops onto; "" when the action is no drop
    click: bool = False  # a plain click on pieces[0] performs it (when it is the piece's only click)
    group: str = ""  # which button or menu of the bar offers it ("" : only the pieces' menus)
    also: tuple[str, ...] = ()  # more zones the same drop may end on (say, anywhere on the player's area)

    def lands_on(self, zone_id: str) -> bool:
        """Whether a drag of ``pieces[0]`` that ends on ``zone_id`` means this action."""
        return bool(self.target) and (zone_id == self.target or zone_id in self.also)


class Bindings:
    def __init__(self, bindings: Iterable[Binding] = ()) -> None:
        self.all: list[Binding] = list(bindings)
        self._by_piece: dict[str, list[Binding]] = {}
        self._by_action: dict[Action, Binding] = {}
        for b in self.all:
            for key in b.pieces[:1]:
                self._by_piece.setdefault(key, []).append(b)
            self._by_action.setdefault(b.action, b)

    def add(self, binding: Binding) -> None:
        self.all.append(binding)
        for key in binding.pieces[:1]:
            self._by_piece.setdefault(key, []).append(binding)
        self._by_action.setdefault(binding.action, binding)

    def __len__(self) -> int:
        return len(self.all)

    def drop(self, piece_key: str, zone_id: str) -> Action | None:
        for b in self._by_piece.get(piece_key, []):
            if b.lands_on(zone_id):
                return b.action
        return None

    def for_piece(self, piece_key: str) -> list[Binding]:
        return list(self._by_piece.get(piece_key, []))

    def click(self, piece_key: str) -> Action | None:
        clicks = [b for b in self._by_piece.get(piece_key, []) if b.click]
        return clicks[0].action if len(clicks) == 1 else None

    def targets(self, piece_key: str) -> set[str]:
        return {z for b in self._by_piece.get(piece_key, []) if b.target for z in (b.target, *b.also)}

    def pieces(self, action: Action) -> tuple[str, ...]:
        b = self._by_action.get(action)
        return b.pieces if b is not None else ()

    def label(self, action: Action) -> str:
        b = self._by_action.get(action)
        return b.label if b is not None else ""

    def in_group(self, group: str) -> list[Binding]:
        return [b for b in self.all if b.group == group]
