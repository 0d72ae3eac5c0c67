"""The game table: a QGraphicsScene with card zones, dragging, tokens, dice and animations.

Game-agnostic; a game's own table (``civitas.games.<id>.table``) builds on ``TableWidget``.
"""
