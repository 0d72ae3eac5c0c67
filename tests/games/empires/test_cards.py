"""The strict loader of Empires' card designs and the physical card table (EM-Z, EM-S marks)."""

from __future__ import annotations

import copy
from collections import Counter
from pathlib import Path

import pytest
from cards_fixture import COMMON, NATIONS, card, fixture_cards, write

from civitas.engine.carddata import CardDataError
from civitas.games.empires import ops_schema
from civitas.games.empires.cards import FLAG_DEFAULTS, load, table


def _load_with(tmp_path: Path, common=None, nations=None):
    c, n = write(tmp_path, common, nations)
    return load(c, n, "tmp")


def test_em_z_designs_load_with_defaults_and_kinds():
    cards = fixture_cards()
    camp = cards.design("camp")
    assert camp.kind == "card" and camp.categories == ("uncivilised",) and camp.period == "" and not camp.pinned
    assert camp.play == [["gain", "materials", 2]] and camp.vp == {"fixed": 1} and camp.garrison is None
    assert cards.design("alpha_power_a").categories == ("power",) and cards.design("alpha_power_a").pinned
    assert cards.design("crown_of_ages").side_b == [["gain", "progress", 2]]
    assert cards.nations["gamma"].flags["exhaust_tokens"] == 3
    assert cards.nations["alpha"].flags == FLAG_DEFAULTS


@pytest.mark.parametrize(
    ("bad", "field"),
    [
        ({"play": [["gain", "gold", 1]]}, "play"),
        ({"passive": [{"on": "sunrise", "ops": []}]}, "passive"),
        ({"vp": {"per": {"zone": "play"}, "each": 1, "cap": 11}}, "vp"),
        ({"exhaust": {"cost": {"materials": 1}}}, "exhaust"),
        ({"garrison": {"categories": ["gold"]}}, "garrison"),
        ({"categories": ["nobles"]}, "categories"),
    ],
)
def test_em_z_loader_refuses_bad_programs_naming_card_and_field(tmp_path: Path, bad, field):
    common = copy.deepcopy(COMMON) + [card("bad_card", ["uncivilised"]) | bad]
    with pytest.raises(CardDataError) as info:
        _load_with(tmp_path, common=common)
    assert info.value.card == "bad_card" and info.value.field == field


def test_em_n_unknown_nation_flag_is_refused(tmp_path: Path):
    nations = copy.deepcopy(NATIONS)
    nations["alpha"]["nation"]["flags"] = {"flies": True}
    with pytest.raises(CardDataError, match="unknown nation flag 'flies'"):
        _load_with(tmp_path, nations=nations)


def test_em_n_a_nation_needs_both_power_sides(tmp_path: Path):
    nations = copy.deepcopy(NATIONS)
    nations["beta"]["cards"] = [c for c in nations["beta"]["cards"] if c["id"] != "beta_power_a"]
    with pytest.raises(CardDataError, match="power card per side"):
        _load_with(tmp_path, nations=nations)


def test_ops_schema_checks_passives_exhausts_and_vp():
    assert ops_schema.check_passive({"hand_size": 1}) is None
    assert ops_schema.check_passive({"on": "acquire", "ops": [["gain", "progress", 1]]}) is None
    assert ops_schema.check_passive({"counts_as": ["ship", 2]}) is None
    assert ops_schema.check_passive({"hand_size": 1, "exhaust_tokens": 2}) is not None
    assert ops_schema.check_exhaust({"cost": {}, "ops": [], "reaction": "attacked"}) is None
    assert ops_schema.check_exhaust({"ops": [], "reaction": "always"}) is not None
    assert ops_schema.check_vp({"sum": [{"fixed": 2}, {"per_tokens": "progress", "each": 3, "cap": 10}]}) is None
    assert ops_schema.check_vp({"if": ["state_is", "empire"], "vp": 3}) is None
    assert ops_schema.check_vp({"per": {"zone": "history"}, "each": 1, "cap": 12}) is not None


@pytest.mark.parametrize(("players", "harbours", "academies", "unrest"), [(2, 0, 0, 8), (3, 2, 0, 10), (4, 2, 3, 12)])
def test_em_s11_marks_filter_cards_by_player_count(players, harbours, academies, unrest):
    nations = ["alpha", "beta", "gamma"][: min(players, 3)]  # the fixture has three nations
    t = table(fixture_cards(), nations, players)
    common = Counter(d for d, o in zip(t.ids, t.owner, strict=True) if o == -1)
    assert common["harbour"] == harbours and common["academy"] == academies
    # common unrest by marks plus alpha's one supply unrest
    assert common["unrest"] == unrest + 1


def test_em_s2_table_holds_the_chosen_power_side_and_starting_unrest():
    t = table(fixture_cards(), ["alpha", "beta"], 2, ["A", "B"])
    alpha = [d for d, o in zip(t.ids, t.owner, strict=True) if o == 0]
    assert "alpha_power_a" in alpha and "alpha_power_b" not in alpha
    assert alpha.count("unrest") == 2
    beta = [d for d, o in zip(t.ids, t.owner, strict=True) if o == 1]
    assert "beta_power_b" in beta and "beta_power_a" not in beta


def test_em_z_a_nation_card_may_not_start_in_the_supply(tmp_path: Path):
    """The supply is the unrest pile: a nation card placed there would be in no zone of the table."""
    nations = copy.deepcopy(NATIONS)
    first = next(c for c in nations["alpha"]["cards"] if c.get("kind", "card") == "card" and c.get("start"))
    first["start"] = "supply"
    with pytest.raises(CardDataError, match="only unrest cards start in the supply") as info:
        _load_with(tmp_path, nations=nations)
    assert info.value.card == first["id"] and info.value.field == "start"
