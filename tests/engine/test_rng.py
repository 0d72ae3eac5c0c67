from civitas.engine.rng import Rng


def test_same_seed_gives_same_sequence():
    a, b = Rng(7), Rng(7)
    assert [a.next64() for _ in range(5)] == [b.next64() for _ in range(5)]


def test_copy_continues_identically_and_independently():
    a = Rng(3)
    a.next64()
    b = a.copy()
    assert a.die() == b.die()
    a.next64()
    assert a.s != b.s


def test_die_stays_in_range_and_hits_every_face():
    r = Rng(1)
    faces = {r.die() for _ in range(600)}
    assert faces == {1, 2, 3, 4, 5, 6}


def test_shuffle_is_a_permutation():
    items = list(range(50))
    Rng(9).shuffle(items)
    assert sorted(items) == list(range(50)) and items != list(range(50))
