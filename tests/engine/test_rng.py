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


def _splitmix64(seed: int, count: int) -> list[int]:
    """The reference SplitMix64, one Python integer wide."""
    mask = (1 << 64) - 1
    s, out = seed & mask, []
    for _ in range(count):
        s = (s + 0x9E3779B97F4A7C15) & mask
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & mask
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & mask
        out.append(z ^ (z >> 31))
    return out


def test_known_sequence_never_changes() -> None:
    r = Rng(7)
    assert [r.next64() for _ in range(3)] == [7191089600892374487, 309689372594955804, 16616101746815609346]
    r = Rng(2**64 - 1)
    assert [r.below(108) for _ in range(8)] == [80, 33, 13, 54, 6, 91, 73, 92]


def test_halves_and_below_match_the_one_integer_splitmix64() -> None:
    seeds = [0, 1, 7, 2**32 - 1, 2**32, 2**62 - 1, 2**62, 2**63 + 5, 2**64 - 1, 0xDEADBEEFCAFEBABE]
    sizes = [1, 2, 3, 6, 7, 108, 2**31 - 1, 2**31, 2**32 + 3, 2**64, 3**50]
    for seed in seeds:
        want = _splitmix64(seed, 3 * len(sizes))
        a, b, c = Rng(seed), Rng(seed), Rng(seed)
        for i, n in enumerate(sizes):
            hi, lo = b.halves()
            assert int(hi) << 32 | int(lo) == want[3 * i] == a.next64()
            assert a.next64() == want[3 * i + 1]
            b.next64()
            c.next64(), c.next64()
            assert c.below(n) == want[3 * i + 2] % n
            a.next64(), b.next64()
            assert a.s == b.s == c.s
