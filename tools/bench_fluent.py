"""Measure the two Python Fluent implementations on messages shaped like the games' log lines.

Renders a few hundred messages with plurals and selectors, in Russian, many times, with
``fluent.runtime`` (an interpreter of the parsed messages) and ``fluent-compiler`` (compiles each
message to a Python function; not a dependency: ``pip install fluent-compiler`` to run this), and
prints the load time and the microseconds per rendered message of each.

    .venv/bin/python tools/bench_fluent.py
"""

from __future__ import annotations

import time

MESSAGES = 300
SAMPLES = (0, 1, 2, 5, 11, 21, 101)


def _source() -> str:
    plural = "{ $n ->\n    [one] карту\n    [few] карты\n   *[many] карт\n }"
    points = "{ $n ->\n    [one] очко\n    [few] очка\n   *[many] очков\n }"
    kind = "{ $kind ->\n    [army] Армия\n    [city] Город\n   *[other] Крепость\n }"
    lines = ["-card = карта", ""]
    for i in range(MESSAGES):
        if i % 3 == 0:
            lines.append(f"msg-{i} = Игрок {{ $seat }} берёт {{ $n }} {plural}.")
        elif i % 3 == 1:
            lines.append(f"msg-{i} = {kind} игрока {{ $seat }}: {{ $n }} {points}")
        else:
            lines.append(f"msg-{i} = Игрок {{ $seat }} сбрасывает {{ -card }}: {{ $what }}.")
    return "\n".join(lines) + "\n"


def _args(i: int, n: int) -> dict[str, object]:
    return {"seat": "Анна", "n": n, "kind": ("army", "city", "fort")[i % 3], "what": "Железо"}


def bench_runtime(source: str, rounds: int) -> tuple[float, float]:
    from fluent.runtime import FluentBundle, FluentResource

    begin = time.perf_counter()
    bundle = FluentBundle(["ru"], use_isolating=False)
    bundle.add_resource(FluentResource(source))
    patterns = [bundle.get_message(f"msg-{i}").value for i in range(MESSAGES)]
    loaded = time.perf_counter()
    text, errors = bundle.format_pattern(patterns[0], _args(0, 21))
    assert text == "Игрок Анна берёт 21 карту." and not errors, (text, errors)
    start = time.perf_counter()
    for _ in range(rounds):
        for i, pattern in enumerate(patterns):
            for n in SAMPLES:
                bundle.format_pattern(pattern, _args(i, n))
    per = (time.perf_counter() - start) / (rounds * MESSAGES * len(SAMPLES)) * 1e6
    return loaded - begin, per


def bench_compiler(source: str, rounds: int) -> tuple[float, float]:
    from fluent_compiler.bundle import FluentBundle

    begin = time.perf_counter()
    bundle = FluentBundle.from_string("ru", source, use_isolating=False)
    ids = [f"msg-{i}" for i in range(MESSAGES)]
    text, errors = bundle.format(ids[0], _args(0, 21))
    loaded = time.perf_counter()
    assert text == "Игрок Анна берёт 21 карту." and not errors, (text, errors)
    start = time.perf_counter()
    for _ in range(rounds):
        for i, msg in enumerate(ids):
            for n in SAMPLES:
                bundle.format(msg, _args(i, n))
    per = (time.perf_counter() - start) / (rounds * MESSAGES * len(SAMPLES)) * 1e6
    return loaded - begin, per


def bench_mini_language(rounds: int) -> float:
    """Today's renderer (``civitas.engine.log.render``) on the same shapes, for comparison."""
    from civitas.engine.log import render

    templates = [
        "Игрок {seat} берёт {n} {n|карту|карты|карт}.",
        "{kind} игрока {seat}: {n} {n|очко|очка|очков}",
        "Игрок {seat} сбрасывает карту: {what}.",
    ]
    start = time.perf_counter()
    for _ in range(rounds):
        for i in range(MESSAGES):
            for n in SAMPLES:
                render(templates[i % 3], _args(i, n), {}, "ru", ["Анна"])
    return (time.perf_counter() - start) / (rounds * MESSAGES * len(SAMPLES)) * 1e6


def main() -> None:
    import fluent.runtime  # noqa: F401  (imports are not part of the load time)
    import fluent_compiler.bundle  # noqa: F401

    source = _source()
    bench_runtime(source, 1)  # warm up: babel's plural rules, the parser
    bench_compiler(source, 1)
    load_runtime, runtime = bench_runtime(source, 5)
    load_compiler, compiler = bench_compiler(source, 5)
    print(f"{MESSAGES} messages, plural samples {SAMPLES}, Russian")
    print(f"fluent.runtime : {runtime:6.2f} µs/message, load {load_runtime * 1000:7.1f} ms")
    print(f"fluent-compiler: {compiler:6.2f} µs/message, load {load_compiler * 1000:7.1f} ms")
    print(f"today's mini-language: {bench_mini_language(5):6.2f} µs/message")
    # What a game pays: its bundle of about 600 messages loaded once, then a 3,000-line log rendered.
    for name, load, per in (("fluent.runtime", load_runtime, runtime), ("fluent-compiler", load_compiler, compiler)):
        total = load / MESSAGES * 600 + per * 3000 / 1e6
        print(f"{name}: 600 messages loaded and a 3,000-line log rendered: {total * 1000:.0f} ms")


if __name__ == "__main__":
    main()
