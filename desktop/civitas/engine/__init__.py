"""Game-agnostic core. Nothing here imports Qt."""

from civitas.engine.actions import Action, action_from_json, action_to_json
from civitas.engine.events import Event
from civitas.engine.game import Game, OptionSpec, Reason, ScoreLine
from civitas.engine.rng import Rng

__all__ = [
    "Action",
    "Event",
    "Game",
    "OptionSpec",
    "Reason",
    "Rng",
    "ScoreLine",
    "action_from_json",
    "action_to_json",
]
