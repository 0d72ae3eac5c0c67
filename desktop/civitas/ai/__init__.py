"""Game-agnostic AI: information set MCTS, difficulty levels, hints and a worker process. No Qt here.

What the UI calls (all of it takes a seat's *view*, ``game.view(state, seat)``, never a full state):

* :class:`civitas.ai.worker.AiWorker` — ``start()``, ``request(request_id, game_id, view_json, seat,
  level, kind)`` with ``kind`` "move" or "hint", ``request_review(request_id, game_id, record_json, level)``
  for a whole game's review, ``poll()`` -> ``Progress`` / ``Result`` / ``Error``, ``cancel(request_id)``,
  ``stop()``. Poll it from a QTimer.
* :func:`civitas.ai.levels.choose` — ``choose(game, view, seat, level, rng, progress=None)`` -> action,
  in-process (tests, tools); levels are ``"easy"``, ``"normal"``, ``"hard"`` (:data:`LEVELS`).
* :func:`civitas.ai.hints.hint` — ``hint(game, view, seat, budget="normal", rng=None)`` -> ``Hint``;
  ``Hint.from_json`` rebuilds one from a worker ``Result.hint``. Reason ids are rendered with the
  game's catalog merged with ``civitas.ai.hints.HINT_MESSAGES`` and the game's
  ``civitas.games.<id>.ai.HINT_MESSAGES``.
* :func:`civitas.ai.review.review_record` — ``review_record(game, record, level="normal")`` -> ``Review``:
  each decision the people took, judged by the hint search from that seat's view at the time.
"""
