"""How Age of Heroes names every move in words, in Russian and English: the labels of hints, coach
notes and the generic table's buttons (``labels.py`` picks the text and its arguments).

Arguments follow the log conventions (see ``civitas.engine.log``): keys ending in ``seat`` are
players, strings starting with ``@`` are catalog ids. Russian texts never decline a player's name
(«игроку {other_seat}», not «{other_seat}у»). All wording is the project's own.
"""

from __future__ import annotations

from collections.abc import Mapping

from civitas.engine.texts import Catalogs

#: Language -> message id -> template, from ``texts/<lang>/actions.ftl`` (Project Fluent).
ACTION_TEXTS: Mapping[str, Mapping[str, str]] = Catalogs("heroes", ("actions",))
