"""Prompt answers: a long answer may take two lines so that more answers get a button of their own."""

from __future__ import annotations

from civitas.ui.table.choice import Choice, fit_choices, one_key_each, two_lines, widest_line


def test_two_lines_breaks_at_the_space_that_keeps_the_longer_line_shortest() -> None:
    assert two_lines("gain one material for each region", len) == "gain one material\nfor each region"
    assert two_lines("Exile", len) == "Exile"
    assert widest_line("gain one material\nfor each region", len) == len("gain one material")


def test_answers_measured_by_their_widest_line_fit_where_one_line_would_not() -> None:
    long = [Choice("Gain one material for each production region", ("choose", 0)),
            Choice("Gain one population for each region you have", ("choose", 1))]
    one_line, rest = fit_choices(long, len, 120, "More…")
    assert len(one_line) == 1 and len(rest) == 1  # side by side on one line they need the menu
    both, none = fit_choices(long, lambda t: widest_line(two_lines(t, len), len), 120, "More…")
    assert both == long and none == []


def test_one_key_each_keeps_a_key_for_its_first_holder_only() -> None:
    choices = [Choice("Revolt: return 2", ("revolt", 2), shortcut="R"), Choice("Revolt: return 1", ("revolt", 1),
                                                                               shortcut="R"),
               Choice("Innovate", ("innovate",), shortcut="I"), Choice("Activate", ("activate",), shortcut="A")]
    used = {"I"}  # the bar's key
    kept = one_key_each(choices, used)
    assert [c.shortcut for c in kept] == ["R", "", "", "A"]
    assert used == {"I", "R", "A"}
