"""The search tree keeps a node's children by the seat that moves and its action: after the same
moves, another sample may let another seat decide (a simultaneous fair, say), and its statistics must
never mix with the first seat's."""

from __future__ import annotations

from civitas.ai.ismcts import _decided, _Node


def test_a_nodes_children_are_kept_apart_by_the_seat_that_moves() -> None:
    node = _Node(0, None)
    first = node.children_of(1)
    first[("done",)] = _Node(1, ("done",))
    other = node.children_of(2)
    assert other == {} and other is not first
    other[("done",)] = _Node(2, ("done",))
    assert node.children_of(1) is first and node.children_of(2) is other
    assert node.child(1, ("done",)) is first[("done",)]
    assert node.child(2, ("done",)) is other[("done",)]
    assert node.child(3, ("done",)) is None and node.child(1, ("pass",)) is None
    assert {c.seat for c in node.all_children()} == {1, 2}


def test_decided_counts_the_children_of_every_seat() -> None:
    root = _Node(0, None)
    a = root.children_of(0)[("a",)] = _Node(0, ("a",))
    b = root.children_of(1)[("b",)] = _Node(1, ("b",))
    a.visits, b.visits = 10, 4
    assert _decided(root, 5) and not _decided(root, 6)
