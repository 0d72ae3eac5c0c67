"""Civitas: an offline tabletop for civilization card and board games."""

__version__ = "0.1.0"
APP_NAME = "Civitas"
