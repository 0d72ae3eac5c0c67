"""The generic packages (engine, ai, storage, ui) know no game: no Age of Heroes word, icon, colour or
rule section lives there. The one place a game's id appears is the registry, which lists the games."""

from __future__ import annotations

import re
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "desktop" / "civitas"
GENERIC = ("engine", "ai", "storage", "ui")
# Words of Age of Heroes: its id and title, its pieces, cards, events, phases and sections.
HEROES_WORDS = (
    "heroes", "tribe", "tribes", "monument", "fortress", "fortresses", "barbarians", "earthquake",
    "eruption", "famine", "olympic", "iron", "grain", "wood", "stone", "fair", "road", "roads",
    "plunder", "conquest", "romans", "limestone", "marble", "granite", "sandstone",
)
ALLOWED = {("engine/registry.py", "heroes")}


def offending_lines(words: tuple[str, ...] = HEROES_WORDS) -> list[str]:
    pattern = re.compile(r"\b(" + "|".join(words) + r")\b", re.IGNORECASE)
    found = []
    for folder in GENERIC:
        for path in sorted((PACKAGE / folder).rglob("*.py")):
            rel = str(path.relative_to(PACKAGE))
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                for match in pattern.finditer(line):
                    if (rel, match.group(1).lower()) not in ALLOWED:
                        found.append(f"{rel}:{number}: {line.strip()}")
    return found


def test_generic_packages_use_no_heroes_vocabulary() -> None:
    assert offending_lines() == []


def test_the_scan_would_find_a_heroes_word() -> None:
    assert any("registry.py" in line for line in offending_lines(("get_game",)))


#: Words of Empires, the first game on the decision machine; the machine's modules must not need them.
EMPIRES_WORDS = ("empires", "solstice", "unrest", "revolt", "innovate", "garrison", "exhaust", "nation", "nations",
                 "materials", "population", "progress", "market")  # fmt: skip
MACHINE_MODULES = ("machine.py", "ops.py", "signals.py", "payment.py", "reactions.py")


def machine_lines(words: tuple[str, ...] = EMPIRES_WORDS) -> list[str]:
    pattern = re.compile(r"\b(" + "|".join(words) + r")\b", re.IGNORECASE)
    found = []
    for name in MACHINE_MODULES:
        for number, line in enumerate((PACKAGE / "engine" / name).read_text(encoding="utf-8").splitlines(), 1):
            if pattern.search(line):
                found.append(f"engine/{name}:{number}: {line.strip()}")
    return found


def test_the_decision_machine_uses_no_word_of_the_games_on_it() -> None:
    assert machine_lines() == []


def test_the_machine_scan_would_find_a_word() -> None:
    assert any("machine.py" in line for line in machine_lines(("Undeclared",)))
