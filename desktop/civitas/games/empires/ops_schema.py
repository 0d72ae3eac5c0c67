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
           "unrest_taken", "revolt", "game_end")  # fmt: skip

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
    "break_through_exile": ("cats",),
    "break_through": ("cats",),
    "exile": ("str:market|hand|discard|self", "int"),
    "replace_from_exile": (),
    "market_token": ("res", "int"),
    "history": ("str:self|hand|discard", "int"),
    "sink": ("str:self|hand|discard", "int"),
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


# --- records around programs: passives, exhaust abilities, garrison filters, VP expressions -----------------
PASSIVE_KEYS = ("hand_size", "exhaust_tokens", "cleanup_token", "history_redirect", "no_garrison", "counts_as",
                "cost_delta", "on")
REACTIONS = ("attacked", "other_turn")
VP_CAP = 10


def _int_in(value: Any, low: int, high: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def _check_resources(value: Any, low: int, high: int, what: str) -> str | None:
    good = isinstance(value, dict) and bool(value) and all(
        k in RESOURCES and _int_in(v, low, high) and v != 0 for k, v in value.items())  # fmt: skip
    return None if good else f"{what} must map resources to numbers {low}..{high} (not 0), got {value!r}"


def check_passive(value: Any) -> str | None:
    """One passive record: ``{"hand_size": n}``, ``{"exhaust_tokens": n}``, ``{"cleanup_token": {res: n}}``,
    ``{"history_redirect": "discard"}``, ``{"counts_as": [type, 2]}``, ``{"cost_delta": {res: n}}`` or
    ``{"on": signal, "ops": program}``."""
    if not isinstance(value, dict) or not value:
        return f"a passive must be an object, got {value!r}"
    if "on" in value:
        if set(value) != {"on", "ops"}:
            return f"a signal passive has exactly 'on' and 'ops', got {sorted(value)}"
        if value["on"] not in SIGNALS:
            return f"unknown signal {value['on']!r}"
        return check_program(value["ops"])
    if len(value) != 1:
        return f"a passive has one key, got {sorted(value)}"
    (key, item), = value.items()
    if key == "hand_size":
        return None if _int_in(item, -5, 5) and item != 0 else f"hand_size must be -5..5 (not 0), got {item!r}"
    if key == "exhaust_tokens":
        return None if _int_in(item, 0, 10) else f"exhaust_tokens must be 0..10, got {item!r}"
    if key == "cleanup_token":
        return _check_resources(item, 0, 5, "cleanup_token")
    if key == "history_redirect":
        return None if item == "discard" else f"history_redirect must be 'discard', got {item!r}"
    if key == "no_garrison":  # this card may never be put under a host as a garrison
        return None if item is True else f"no_garrison must be true, got {item!r}"
    if key == "counts_as":
        good = isinstance(item, list) and len(item) == 2 and item[0] in TYPES and _int_in(item[1], 2, 3)
        return None if good else f"counts_as must be [type, 2..3], got {item!r}"
    if key == "cost_delta":
        return _check_resources(item, -5, 5, "cost_delta")
    return f"unknown passive {key!r} (known: {', '.join(PASSIVE_KEYS)})"


def check_passives(value: Any) -> str | None:
    if not isinstance(value, list):
        return f"passives must be a list, got {value!r}"
    return next((p for p in map(check_passive, value) if p), None)


def check_exhaust(value: Any) -> str | None:
    """None or ``{"cost": {res: n} | {}, "ops": program, "reaction": null | "attacked" | "other_turn"}``."""
    if value is None:
        return None
    if not isinstance(value, dict) or "ops" not in value:
        return f"an exhaust ability must be an object with 'ops', got {value!r}"
    extra = set(value) - {"cost", "ops", "reaction"}
    if extra:
        return f"unknown exhaust key(s) {sorted(extra)}"
    cost = value.get("cost", {})
    if cost != {}:
        problem = _check_resources(cost, 1, 20, "an exhaust cost")
        if problem:
            return problem
    reaction = value.get("reaction")
    if reaction is not None and reaction not in REACTIONS:
        return f"unknown exhaust reaction {reaction!r}"
    return check_program(value["ops"])


def check_garrison(value: Any) -> str | None:
    """None (no garrison) or ``{"categories": [...], "types": [...]}`` (empty lists: any card)."""
    if value is None:
        return None
    if not isinstance(value, dict) or set(value) - {"categories", "types"}:
        return f"a garrison filter is {{'categories': [...], 'types': [...]}}, got {value!r}"
    cats, types = value.get("categories", []), value.get("types", [])
    if not isinstance(cats, list) or not all(c in CATEGORIES for c in cats):
        return f"garrison categories must name categories, got {cats!r}"
    if not isinstance(types, list) or not all(t in TYPES for t in types):
        return f"garrison types must name types, got {types!r}"
    return None


def check_vp(value: Any) -> str | None:
    """None or a VP expression: ``{"fixed": n}``, ``{"per": sel, "each": n, "cap": <=10}``, ``{"if": cond,
    "vp": n}``, ``{"per_tokens": res, "each": n, "cap": <=10}`` (``each`` tokens give 1 VP) or ``{"sum": [...]}``."""
    if value is None:
        return None
    if not isinstance(value, dict) or not value:
        return f"a VP expression must be an object, got {value!r}"
    keys = set(value)
    if keys == {"fixed"}:
        return None if _int_in(value["fixed"], -10, 20) else f"fixed VP must be -10..20, got {value['fixed']!r}"
    if keys == {"sum"}:
        items = value["sum"]
        if not isinstance(items, list) or not items:
            return "sum needs a non-empty list"
        return next((p for p in map(check_vp, items) if p), None)
    if keys == {"if", "vp"}:
        return check_condition(value["if"]) or (
            None if _int_in(value["vp"], -10, 20) else f"conditional VP must be -10..20, got {value['vp']!r}")
    if keys in ({"per", "each", "cap"}, {"per_tokens", "each", "cap"}):
        if not _int_in(value["cap"], 1, VP_CAP):
            return f"a per-X VP cap must be 1..{VP_CAP}, got {value['cap']!r}"
        if not _int_in(value["each"], 1, 10):
            return f"'each' must be 1..10, got {value['each']!r}"
        if "per" in value:
            return check_selector(value["per"])
        return None if value["per_tokens"] in RESOURCES else f"unknown resource {value['per_tokens']!r}"
    return f"unknown VP expression with keys {sorted(keys)}"
