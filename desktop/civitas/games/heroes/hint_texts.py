"""Why a hinted move is good, in Russian and English: the reasons ``hint_reasons.py`` picks.

A reason follows the move's own label ("Hint: Build a city. You would have 3 cities..."), so it says
why, not what. Each one is chosen only when it is true in the position (see hint_reasons.py).
Arguments follow the log conventions: keys ending in ``seat`` are players, strings starting with
``@`` are catalog ids, ``{n|one|few|many}`` picks a plural form. Russian texts never decline a
player's name («у игрока {target_seat}»). All wording is the project's own.
"""

from __future__ import annotations

from collections.abc import Mapping

from civitas.engine.texts import Catalogs

#: Language -> message id -> template, from ``texts/<lang>/hints.ftl`` (Project Fluent).
HINT_MESSAGES: Mapping[str, Mapping[str, str]] = Catalogs("heroes", ("hints",))
