"""Game-agnostic AI: information set MCTS, difficulty levels, hints and a worker process. No Qt here.

Entry points: :func:`civitas.ai.levels.choose` (a move), :func:`civitas.ai.hints.hint` (a hint),
:class:`civitas.ai.worker.AiWorker` (both, off the UI thread).
"""
