"""The whole position of a game of The Ancient World, in plain lists and ints so that copies are cheap.

Cards are instance numbers: the index of a physical card in ``cards.cards()``. Decks keep their top
card LAST. In a seat's view every card that seat cannot see is a negative marker naming the pile it
was drawn from (``HIDDEN_A`` ...), so a sampled state can deal it back from the right pool.

* ``n`` — seats (0..n-1 clockwise; seat s+1 is the left neighbour of s); ``round`` 1..6 (0 before).
* ``first`` — the holder of the first-player token; ``token_up`` — it lies hand side up (locked).
* ``turn`` — whose turn it is; ``passed[s]``; ``first_passer`` (-1 while nobody has passed).
* ``letter`` — "A" or "B", the empire deck in use; ``deck``/``discard``/``display`` — that deck, its
  public discard pile and the face-up row; ``deck_b`` — Empire B, set aside until round 4;
  ``out`` — cards out of the game (Empire A after round 4, discarded troops).
* ``troop_deck``, ``troop_row``; ``provinces_deck`` (top face up); ``titan_decks[0..2]`` (1★..3★,
  tops face up).
* ``coins[s]``, ``knowledge[s]``; ``citizens[s]`` — skills owned (sorted); ``ready[s]`` — skills on
  the board, free to place; ``starving[s]`` — skills on the starving space.
* ``slots[k]`` — citizens on board slot k (``SLOTS``), each ``seat * 8 + skill``, in placement order;
  ``on_cards[s]`` — ``card * 8 + skill`` for citizens of s on own empire cards this round.
* ``tableau[s]`` — empire cards built (starting ones included), in order; ``down[s]`` — those lost
  (face down); ``provinces[s]``, ``titans[s]``; ``reserve[s]`` — reserved empire cards.
* ``armies[s]`` — armies, each a list of troops, the active one last; ``scroll`` / ``picture`` —
  coins lying on a troop's scroll (it is used this round) and on its illustration.
* ``serve[s]`` — swords from Serve in the army this round; ``fought`` — the seat fought this turn.
* ``known[s]`` — [deck index, count]: seat s knows the order of the top ``count`` cards of that titan
  deck (after reordering them).
* ``stack`` — pending decisions and automatic steps (``civitas.engine.decisions``).
* ``history`` — (round, seat, score so far) at the end of every round, for the chart.
"""

from __future__ import annotations

from typing import Any, Final

from civitas.engine.decisions import DecisionStack
from civitas.engine.rng import Rng

SLOTS: Final[tuple[str, ...]] = ("work", "build", "serve", "expand", "study", "restore", "recruit", "explore", "grow")
SLOT_INDEX: Final[dict[str, int]] = {name: i for i, name in enumerate(SLOTS)}
#: Slots covered at the start and the round they open in.
COVERED_UNTIL: Final[dict[str, int]] = {"explore": 2, "grow": 3}
ROUNDS: Final = 6
MAX_CITIZENS: Final = 5
CAPITAL_FOOD: Final = 1
CAPITAL_SPACES: Final = 4
CAPITAL_INCOME: Final = 5
CAPITAL_ARMIES: Final = 2
DISPLAY_SIZE: Final[dict[int, int]] = {2: 4, 3: 5, 4: 6}
START_COINS: Final = 6
#: Extra starting coins by position after the first player (2nd +1, 3rd and 4th +2).
START_BONUS: Final[tuple[int, ...]] = (0, 1, 2, 2)

HIDDEN_A: Final = -1
HIDDEN_B: Final = -2
HIDDEN_TROOP: Final = -3
HIDDEN_PROVINCE: Final = -4
HIDDEN_TITAN: Final[tuple[int, ...]] = (-5, -6, -7)

_LIST_FIELDS = (
    "passed", "deck", "discard", "display", "deck_b", "out", "troop_deck", "troop_row",
    "provinces_deck", "coins", "knowledge", "serve",
)  # fmt: skip
_NESTED_FIELDS = (
    "titan_decks", "citizens", "ready", "starving", "slots", "on_cards", "tableau", "down",
    "provinces", "titans", "reserve", "known",
)  # fmt: skip


class AncientState:
    __slots__ = (
        "n", "rng", "round", "over", "first", "token_up", "turn", "passed", "first_passer", "letter",
        "deck", "discard", "display", "deck_b", "out", "troop_deck", "troop_row", "provinces_deck",
        "titan_decks", "coins", "knowledge", "citizens", "ready", "starving", "slots", "on_cards",
        "tableau", "down", "provinces", "titans", "reserve", "armies", "scroll", "picture", "serve",
        "fought", "known", "stack", "history", "expand_plus", "dice", "steps",
        "_ratings",  # the cache of derived ratings (engine.ratings): not part of the position
    )  # fmt: skip

    def __init__(self, n: int = 2) -> None:
        self.n = n
        self.rng = Rng(0)
        self.round = 0
        self.over = False
        self.first = 0
        self.token_up = False
        self.turn = 0
        self.passed = [False] * n
        self.first_passer = -1
        self.letter = "A"
        self.deck: list[int] = []
        self.discard: list[int] = []
        self.display: list[int] = []
        self.deck_b: list[int] = []
        self.out: list[int] = []
        self.troop_deck: list[int] = []
        self.troop_row: list[int] = []
        self.provinces_deck: list[int] = []
        self.titan_decks: list[list[int]] = [[], [], []]
        self.coins = [0] * n
        self.knowledge = [0] * n
        self.citizens: list[list[int]] = [[] for _ in range(n)]
        self.ready: list[list[int]] = [[] for _ in range(n)]
        self.starving: list[list[int]] = [[] for _ in range(n)]
        self.slots: list[list[int]] = [[] for _ in SLOTS]
        self.on_cards: list[list[int]] = [[] for _ in range(n)]
        self.tableau: list[list[int]] = [[] for _ in range(n)]
        self.down: list[list[int]] = [[] for _ in range(n)]
        self.provinces: list[list[int]] = [[] for _ in range(n)]
        self.titans: list[list[int]] = [[] for _ in range(n)]
        self.reserve: list[list[int]] = [[] for _ in range(n)]
        self.armies: list[list[list[int]]] = [[] for _ in range(n)]
        self.scroll: dict[int, int] = {}
        self.picture: dict[int, int] = {}
        self.serve = [0] * n
        self.fought = False
        self.known: list[list[int]] = [[] for _ in range(n)]
        self.stack = DecisionStack()
        self.history: tuple[tuple[int, int, int], ...] = ()
        self.expand_plus = False
        self.dice: tuple[str, ...] = ("titan", "titan", "coin", "coin", "blank", "blank")
        self.steps = 0
        self._ratings: dict[Any, Any] | None = None

    def copy(self) -> AncientState:
        c = AncientState.__new__(AncientState)
        c.n = self.n
        c.rng = self.rng.copy()
        c.round = self.round
        c.over = self.over
        c.first = self.first
        c.token_up = self.token_up
        c.turn = self.turn
        c.passed = self.passed[:]
        c.first_passer = self.first_passer
        c.letter = self.letter
        c.deck = self.deck[:]
        c.discard = self.discard[:]
        c.display = self.display[:]
        c.deck_b = self.deck_b[:]
        c.out = self.out[:]
        c.troop_deck = self.troop_deck[:]
        c.troop_row = self.troop_row[:]
        c.provinces_deck = self.provinces_deck[:]
        c.titan_decks = [d[:] for d in self.titan_decks]
        c.coins = self.coins[:]
        c.knowledge = self.knowledge[:]
        c.citizens = [x[:] for x in self.citizens]
        c.ready = [x[:] for x in self.ready]
        c.starving = [x[:] for x in self.starving]
        c.slots = [x[:] for x in self.slots]
        c.on_cards = [x[:] for x in self.on_cards]
        c.tableau = [x[:] for x in self.tableau]
        c.down = [x[:] for x in self.down]
        c.provinces = [x[:] for x in self.provinces]
        c.titans = [x[:] for x in self.titans]
        c.reserve = [x[:] for x in self.reserve]
        c.armies = [[a[:] for a in x] for x in self.armies]
        c.scroll = self.scroll.copy()
        c.picture = self.picture.copy()
        c.serve = self.serve[:]
        c.fought = self.fought
        c.known = [x[:] for x in self.known]
        c.stack = self.stack.copy() if self.stack.frames else DecisionStack()
        c.history = self.history
        c.expand_plus = self.expand_plus
        c.dice = self.dice
        c.steps = self.steps
        c._ratings = None  # a copy is held by nobody yet
        return c

    # --- JSON ------------------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "n": self.n,
            "rng": self.rng.s,
            "round": self.round,
            "over": self.over,
            "first": self.first,
            "token_up": self.token_up,
            "turn": self.turn,
            "first_passer": self.first_passer,
            "letter": self.letter,
            "armies": [[a[:] for a in x] for x in self.armies],
            "scroll": sorted([k, v] for k, v in self.scroll.items()),
            "picture": sorted([k, v] for k, v in self.picture.items()),
            "fought": self.fought,
            "stack": self.stack.to_json(),
            "history": [list(h) for h in self.history],
            "expand_plus": self.expand_plus,
            "dice": list(self.dice),
            "steps": self.steps,
        }
        for name in _LIST_FIELDS:
            data[name] = list(getattr(self, name))
        for name in _NESTED_FIELDS:
            data[name] = [list(x) for x in getattr(self, name)]
        return data

    @staticmethod
    def from_json(data: dict[str, Any]) -> AncientState:
        if not isinstance(data, dict):
            raise ValueError("a state must be an object")
        n = _int(data, "n")
        if not 2 <= n <= 4:
            raise ValueError("n must be 2..4")
        s = AncientState(n)
        s.rng = Rng(_int(data, "rng"))
        for name in ("round", "first", "turn", "first_passer", "steps"):
            setattr(s, name, _int(data, name))
        for name in ("over", "token_up", "fought", "expand_plus"):
            setattr(s, name, bool(data[name]))
        s.letter = "B" if data["letter"] == "B" else "A"
        for name in _LIST_FIELDS:
            setattr(s, name, _ints(data[name], name, bool_ok=name == "passed"))
        for name in _NESTED_FIELDS:
            rows = data[name]
            if not isinstance(rows, list):
                raise ValueError(f"{name} must be a list")
            setattr(s, name, [_ints(r, name) for r in rows])
        s.armies = [[_ints(a, "armies") for a in x] for x in data["armies"]]
        s.scroll = {int(k): int(v) for k, v in data["scroll"]}
        s.picture = {int(k): int(v) for k, v in data["picture"]}
        s.stack = DecisionStack.from_json(data["stack"])
        s.history = tuple((int(a), int(b), int(c)) for a, b, c in data["history"])
        s.dice = tuple(str(x) for x in data["dice"])
        s.passed = [bool(x) for x in s.passed]
        return s


def _int(data: dict[str, Any], name: str) -> int:
    value = data.get(name)
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{name} must be an integer")
    return value


def _ints(value: Any, name: str, bool_ok: bool = False) -> list[Any]:
    if not isinstance(value, list):
        raise ValueError(f"{name} must be a list")
    for item in value:
        if not isinstance(item, int) or (isinstance(item, bool) and not bool_ok):
            raise ValueError(f"{name} must hold integers")
    return list(value)
