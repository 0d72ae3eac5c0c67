"""Option kinds: a "seq" option is a list of whole numbers, each within the option's range."""

import pytest

from civitas.engine.game import OptionError, OptionSpec

SEQ = OptionSpec("picks", "seq", (), -1, 5)


def test_seq_option_accepts_a_list_of_ints_in_range_and_returns_a_fresh_list():
    assert SEQ.validate(()) == []
    assert SEQ.validate([3, -1, 0]) == [3, -1, 0]
    assert SEQ.validate((5,)) == [5]


@pytest.mark.parametrize(
    ("value", "code"),
    [
        ("3", "option.bad_choice"),
        (3, "option.bad_choice"),
        ([1, "2"], "option.not_int"),
        ([True], "option.not_int"),
        ([6], "option.out_of_range"),
        ([-2], "option.out_of_range"),
    ],
)
def test_seq_option_refuses_what_is_not_a_list_of_ints_in_range(value, code):
    with pytest.raises(OptionError) as info:
        SEQ.validate(value)
    assert info.value.code == code
    assert info.value.args_["key"] == "picks"
