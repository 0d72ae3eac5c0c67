"""Watching a game again: its real table at any step, forward and back by move, turn or round.

``ReplayWindow`` (window.py) holds a ``ReplayView`` (view.py): the game's own table built on a
``ReplayController`` (controller.py) that positions a read-only ``ReplaySession`` at a step and gives
the table only what the viewing seat could see, the navigation bar (nav_bar.py) with its slider
(slider.py), the log in step and any side panels; ``TableGuard`` (guard.py) answers every click on the
table with "this is a replay". The log's export (export.py) serves the replay and the game window.
"""
