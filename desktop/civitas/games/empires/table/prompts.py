"""What the prompt line says about the viewer's pending decision: what it asks, which card's effect caused it
(the effect's source), and how much is left to choose."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from civitas.engine.game import Decision
from civitas.games.empires.state import EmpiresState
from civitas.games.empires.texts import may_words


def _pick_texts() -> dict[str, str]:
    return {
        "discard": QCoreApplication.translate("EmpiresPrompt", "Choose a card to discard."),
        "exile": QCoreApplication.translate("EmpiresPrompt", "Choose a card to exile."),
        "history": QCoreApplication.translate("EmpiresPrompt", "Choose a card to put into history."),
        "sink": QCoreApplication.translate("EmpiresPrompt", "Choose a card to sink."),
        "abandon": QCoreApplication.translate("EmpiresPrompt", "Choose a region to abandon."),
        "recall": QCoreApplication.translate("EmpiresPrompt", "Choose a card to take back into your hand."),
        "garrison": QCoreApplication.translate("EmpiresPrompt", "Choose a card from your hand to garrison."),
        "find": QCoreApplication.translate("EmpiresPrompt", "Choose the card you find."),
        "play": QCoreApplication.translate("EmpiresPrompt", "Choose a card to play."),
    }


def _slot_texts() -> dict[str, str]:
    return {
        "acquire": QCoreApplication.translate("EmpiresPrompt", "Choose a market card to acquire."),
        "break": QCoreApplication.translate(
            "EmpiresPrompt", "Choose a market card to break through for, or take the deck's top card."),
        "exile": QCoreApplication.translate("EmpiresPrompt", "Choose a market card to exile."),
        "replace": QCoreApplication.translate(
            "EmpiresPrompt", "Choose a market card to replace with one from the exile pile."),
        "token": QCoreApplication.translate("EmpiresPrompt", "Choose the market card that gets your token."),
    }


def _look_texts() -> dict[str, str]:
    return {
        "take_one": QCoreApplication.translate("EmpiresPrompt", "Take one of the cards you look at."),
        "fame": QCoreApplication.translate("EmpiresPrompt", "Take one of the fame cards you look at."),
        "bottom_one": QCoreApplication.translate(
            "EmpiresPrompt", "Put one card on the bottom, or leave them all on top."),
    }


def _sources() -> dict[str, str]:
    return {
        "innovate": QCoreApplication.translate("EmpiresPrompt", "Innovation"),
        "cleanup": QCoreApplication.translate("EmpiresPrompt", "Cleanup"),
        "reshuffle": QCoreApplication.translate("EmpiresPrompt", "Reshuffle"),
        "solstice": QCoreApplication.translate("EmpiresPrompt", "Solstice"),
    }


def source_name(catalog: dict[str, str], source: str) -> str:
    """The card (or the step of the game) a decision comes from, in words; "" when it says nothing."""
    if f"card.{source}" in catalog:
        return catalog[f"card.{source}"]
    return _sources().get(source, "")


def frame_text(table: Any, v: EmpiresState, decision: Decision) -> str:
    """The prompt for ``decision``: its question, prefixed by the card whose effect asks it, and what is left."""
    catalog: dict[str, str] = table.controller.catalog
    kind, data = decision.kind, decision.args
    text = ""
    if kind == "pick":
        text = _pick_texts().get(str(data.get("purpose")), "")
    elif kind in ("slot", "cleanup_token"):
        text = _slot_texts().get(str(data.get("purpose")), "")
    elif kind == "look":
        text = _look_texts().get(str(data.get("mode")), "")
    text = text or may_words(v, table.controller.lang) or catalog.get(decision.prompt, "")
    left = decision.left
    if kind == "pick" and left > 1:
        if decision.min_picks == 0:
            text += " " + QCoreApplication.translate("EmpiresPrompt", "You may choose up to %n.", "", left)
        else:
            text += " " + QCoreApplication.translate("EmpiresPrompt", "Left to choose: %n.", "", left)
    source = source_name(catalog, decision.source)
    if source and kind not in ("turn", "activate"):
        text = QCoreApplication.translate("EmpiresPrompt", "{source}: {text}").format(source=source, text=text)
    return text
