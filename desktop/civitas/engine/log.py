"""The game log: entries are message ids with arguments, rendered in the current language.

Templates come from a game's catalog (``Game.catalog(lang)``). In a template:

* ``{name}`` is replaced by the argument; an argument whose key ends in ``seat`` is a player,
  rendered by name; a string starting with ``@`` is a catalog id (``@card.copper``); a list is
  rendered item by item and joined with commas.
* ``{n|form1|form2|form3}`` picks a plural form of the number ``n``: Russian takes three forms
  (one, few, many), English two (one, other).

A game whose texts are Fluent files (``civitas.engine.texts``) gives :class:`FluentTemplate` entries: ``render``
formats those through Fluent, with the same argument conventions (seats as names, ``@`` ids, lists).

A message may have a ``<id>.zero`` variant, used when a value the main template shows is 0 or an
empty list ("discards 0 cards"); an empty ``.zero`` template means the event leaves no line at all.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from civitas.engine.events import Event
from civitas.engine.texts import FluentTemplate

_FIELD = re.compile(r"\{(\w+)(?:\|([^{}]*))?\}")


@dataclass(frozen=True, slots=True)
class LogEntry:
    msg: str
    args: dict[str, Any] = field(default_factory=dict)


def plural_index(lang: str, n: int) -> int:
    n = abs(n)
    if lang == "ru":
        if n % 10 == 1 and n % 100 != 11:
            return 0
        if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
            return 1
        return 2
    return 0 if n == 1 else 1


def render(template: str, args: dict[str, Any], catalog: dict[str, str], lang: str, names: Sequence[str]) -> str:
    def value(key: str, raw: Any) -> str:
        if isinstance(raw, list | tuple):
            return ", ".join(value(key, item) for item in raw)
        if key.endswith("seat") and isinstance(raw, int) and not isinstance(raw, bool):
            return names[raw] if 0 <= raw < len(names) else f"#{raw + 1}"
        if isinstance(raw, str) and raw.startswith("@"):
            target = catalog.get(raw[1:], raw[1:])
            return target.render_with({}) if isinstance(target, FluentTemplate) else target
        return str(raw)

    if isinstance(template, FluentTemplate):
        return template.render_with(
            {
                key: raw if isinstance(raw, int) and not isinstance(raw, bool) and not key.endswith("seat")
                else value(key, raw)
                for key, raw in args.items()
            }
        )

    def sub(match: re.Match[str]) -> str:
        key, forms = match.group(1), match.group(2)
        raw = args.get(key, "?")
        if forms is not None:
            options = forms.split("|")
            n = raw if isinstance(raw, int) else 0
            return options[min(plural_index(lang, n), len(options) - 1)]
        return value(key, raw)

    return _FIELD.sub(sub, template)


def entry_for(event: Event, viewer: int | None, catalog: dict[str, str]) -> LogEntry | None:
    """The log entry an event leaves for ``viewer``; None for events the log does not show."""
    msg = f"log.{event.kind}"
    if event.secret is not None and event.may_read(viewer):
        # The seat the secret is about reads the ".own" line; another seat it was shown to the ".seen" one.
        mine = f"{msg}.own" if viewer == event.owner else f"{msg}.seen"
        if mine in catalog:
            msg = mine
    if msg not in catalog:
        return None
    args = event.for_seat(viewer)
    zero = f"{msg}.zero"
    if zero in catalog and _shows_nothing(catalog[msg], args):
        if not catalog[zero]:
            return None  # nothing happened worth a line ("0 cards")
        msg = zero
    return LogEntry(msg, args)


def _shows_nothing(template: str, args: dict[str, Any]) -> bool:
    """True when a value ``template`` shows is the number 0 or an empty list (a seat is a player)."""
    for match in _FIELD.finditer(template):
        if match.group(1).endswith("seat"):
            continue
        raw = args.get(match.group(1))
        if (isinstance(raw, int) and not isinstance(raw, bool) and raw == 0) or (
            isinstance(raw, list | tuple) and not raw
        ):
            return True
    return False


class GameLog:
    """The events of one game; renders for any viewer in any language at any time.

    Keeping events rather than text lets hot-seat players each see their own secrets, and lets a
    language switch re-render the whole log.
    """

    def __init__(self) -> None:
        self.events: list[Event] = []

    def add(self, events: Sequence[Event]) -> None:
        self.events.extend(events)

    def entries(self, viewer: int | None, catalog: dict[str, str]) -> list[LogEntry]:
        out = []
        for event in self.events:
            entry = entry_for(event, viewer, catalog)
            if entry is not None:
                out.append(entry)
        return out

    def lines(self, viewer: int | None, catalog: dict[str, str], lang: str, names: Sequence[str]) -> list[str]:
        return [
            render(catalog.get(e.msg, e.msg), e.args, catalog, lang, names)
            for e in self.entries(viewer, catalog)
        ]


class RenderedLog:
    """A log's lines for one viewer, language and set of player names, each rendered once.

    ``sync`` renders only the events added since the last call; another viewer, language or names
    render every line again, and a shorter or different event list (undo, load) keeps the lines of
    the events both lists share and renders the rest. ``items`` holds ``(text, important)`` pairs;
    ``epoch`` changes whenever lines already in ``items`` were removed or replaced, so a reader that
    saw the same epoch knows that only lines were appended since.
    """

    def __init__(self) -> None:
        self.items: list[tuple[str, bool]] = []
        self.epoch = 0
        self._key: tuple[Any, ...] | None = None
        self._events: list[Event] = []  # the events rendered so far, in order
        self._ends: list[int] = []  # after ``_events[i]`` the log has ``_ends[i]`` lines

    def sync(
        self,
        events: Sequence[Event],
        viewer: int | None,
        lang: str,
        names: Sequence[str],
        catalog: Callable[[], dict[str, str]],
        important: frozenset[str] = frozenset(),
    ) -> None:
        """Bring ``items`` up to ``events``; ``catalog`` is called only when something must be rendered."""
        key = (viewer, lang, tuple(names))
        done = len(self._events)
        if key != self._key:
            keep = 0
        elif len(events) >= done and (done == 0 or events[done - 1] is self._events[-1]):
            keep = done  # the usual case: events were only appended
        else:
            keep = _shared_prefix(self._events, events)
        if keep == len(events) == done:
            return
        if keep < done:
            lines = self._ends[keep - 1] if keep else 0
            if lines < len(self.items):
                self.epoch += 1
            del self.items[lines:], self._events[keep:], self._ends[keep:]
        self._key = key
        templates = catalog()
        for event in events[keep:]:
            entry = entry_for(event, viewer, templates)
            if entry is not None:
                text = render(templates.get(entry.msg, entry.msg), entry.args, templates, lang, names)
                self.items.append((text, event.kind in important))
            self._events.append(event)
            self._ends.append(len(self.items))


def _shared_prefix(old: Sequence[Event], new: Sequence[Event]) -> int:
    """How many events at the start of both lists are the same (the same object or equal)."""
    count = min(len(old), len(new))
    for index in range(count):
        a, b = old[index], new[index]
        if a is not b and a != b:
            return index
    return count
