"""The op vocabulary of Empires' card programs, as data, and the check the card loader runs on every program.

A program is a JSON list of ops; an op is a list ``[name, arg, ...]`` whose arguments follow ``OPS[name]``.
Argument kinds: ``int`` (0..20), ``res`` (a resource), ``cost`` ({resource: int}), ``cats`` (a list of
categories), ``sel`` (a selector dict), ``cond`` (a condition op), ``prog`` (a nested program), ``str:a|b``
(one of the listed words), ``bool``. ``choose`` takes two or more programs; ``special`` takes a name and
any plain arguments. No Qt; no game state here.
"""

from __future__ import annotations

from typing import Any

RESOURCES = ("materials", "population", "progress")
CATEGORIES = ("power", "region", "uncivilised", "civilised", "tributary", "fame", "unrest")
TYPES = ("scroll", "sword", "coin", "crown", "temple", "ship", "wheat", "hammer")
REGIONS = ("fertile", "production", "river")
ZONES = ("play", "hand", "history", "discard", "garrison", "market")
SIGNALS = ("gain:materials", "gain:population", "gain:progress", "spend:materials", "spend:population",
           "spend:progress", "acquire", "break_through", "attacked", "deck_empty", "reshuffle", "history",
           "unrest_taken")  # fmt: skip

OPS: dict[str, tuple[str, ...]] = {
    "gain": ("res", "int"),
    "gain_per": ("res", "int", "sel"),
    "pay": ("cost",),
    "steal": ("res", "int"),
    "gain_action": ("int",),
    "spend_action": ("int",),
    "draw": ("int",),
    "draw_if_able": ("int",),
    "discard": ("int",),
    "discard_up_to": ("int",),
    "take_unrest": ("int",),
    "return_unrest": ("int", "str:hand|discard"),
    "acquire": ("cats", "int"),
    "acquire_exile": ("cats",),
    "break_through": ("cats",),
    "exile": ("str:market|hand|discard|self", "int"),
    "replace_from_exile": (),
    "market_token": ("res", "int"),
    "history": ("str:self|hand|discard", "int"),
    "abandon": ("sel", "bool"),
    "recall": ("sel",),
    "garrison": ("int",),
    "find": ("sel", "str:hand|any"),
    "look": ("str:deck|nation_deck|fame|main", "int", "str:reorder|take_one|bottom_one"),
    "put_top": ("str:self",),
    "develop": (),
    "fame_look": ("int",),
    "play_from": ("str:discard|hand", "sel"),
    # combinators
    "may": ("prog",),
    "if": ("cond", "prog", "prog"),
    "for_each": ("sel", "prog"),
    "all_players": ("prog",),
    "all_other_players": ("prog",),
    "repeat": ("int", "prog"),
}
CONDITIONS: dict[str, tuple[str, ...]] = {
    "state_is": ("str:barbarian|empire",),
    "count_at_least": ("sel", "int"),
    "tokens_at_least": ("res", "int"),
    "played_this_turn": ("sel", "int"),
}
SELECTOR_KEYS = {"zone": ZONES, "categories": CATEGORIES, "types": TYPES, "regions": REGIONS}


def check_selector(value: Any) -> str | None:
    if not isinstance(value, dict):
        return f"a selector must be an object, not {value!r}"
    for key, item in value.items():
        if key == "pinned":
            if not isinstance(item, bool):
                return "selector 'pinned' must be true or false"
            continue
        allowed = SELECTOR_KEYS.get(key)
        if allowed is None:
            return f"unknown selector key {key!r}"
        items = [item] if key == "zone" else item
        if not isinstance(items, list) or not all(isinstance(x, str) and x in allowed for x in items):
            return f"selector {key!r} must name {'one' if key == 'zone' else 'some'} of {', '.join(allowed)}"
    return None


def _check_arg(kind: str, value: Any) -> str | None:
    if kind == "int":
        return None if isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 20 else (
            f"expected a number 0..20, got {value!r}")
    if kind == "bool":
        return None if isinstance(value, bool) else f"expected true/false, got {value!r}"
    if kind == "res":
        return None if value in RESOURCES else f"unknown resource {value!r}"
    if kind == "cost":
        good = isinstance(value, dict) and bool(value) and all(
            k in RESOURCES and isinstance(v, int) and v > 0 for k, v in value.items())
        return None if good else f"a cost must map resources to positive numbers, got {value!r}"
    if kind == "cats":
        listed = isinstance(value, list) and bool(value) and all(c in CATEGORIES for c in value)
        return None if listed else f"expected a list of categories, got {value!r}"
    if kind == "sel":
        return check_selector(value)
    if kind == "cond":
        return check_condition(value)
    if kind == "prog":
        return check_program(value)
    if kind.startswith("str:"):
        words = kind[4:].split("|")
        return None if value in words else f"expected one of {', '.join(words)}, got {value!r}"
    return f"unknown argument kind {kind!r}"


def check_condition(value: Any) -> str | None:
    if not isinstance(value, list) or not value or value[0] not in CONDITIONS:
        return f"unknown condition {value!r}"
    kinds = CONDITIONS[value[0]]
    if len(value) - 1 != len(kinds):
        return f"condition {value[0]!r} takes {len(kinds)} argument(s)"
    for kind, arg in zip(kinds, value[1:], strict=True):
        problem = _check_arg(kind, arg)
        if problem:
            return f"{value[0]}: {problem}"
    return None


def check_op(op: Any) -> str | None:
    if not isinstance(op, list) or not op or not isinstance(op[0], str):
        return f"an op must be a list starting with its name, got {op!r}"
    name, args = op[0], op[1:]
    if name == "choose":
        if len(args) < 2:
            return "choose needs two or more programs"
        return next((p for p in map(check_program, args) if p), None)
    if name == "special":
        if not args or not isinstance(args[0], str):
            return "special needs a handler name"
        return None
    kinds = OPS.get(name)
    if kinds is None:
        return f"unknown op {name!r}"
    if len(args) != len(kinds):
        return f"op {name!r} takes {len(kinds)} argument(s), got {len(args)}"
    for kind, arg in zip(kinds, args, strict=True):
        problem = _check_arg(kind, arg)
        if problem:
            return f"{name}: {problem}"
    return None


def check_program(value: Any) -> str | None:
    """None when ``value`` is a well-formed program, else what is wrong (the first problem)."""
    if not isinstance(value, list):
        return f"a program must be a list of ops, got {value!r}"
    return next((p for p in map(check_op, value) if p), None)
