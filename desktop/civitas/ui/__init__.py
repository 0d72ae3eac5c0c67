"""The Qt desktop UI. Importing it first protects ``None`` from PySide6 6.12's lost references on
Python 3.11 (see none_guard), so every entry point and test that touches Qt widgets is covered."""

from civitas.ui.none_guard import keep_none_alive

keep_none_alive()
