"""Entry point: ``civitas`` starts the desktop app; ``civitas sim ...`` and ``civitas demo-save ...``
are headless tools."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    import multiprocessing

    multiprocessing.freeze_support()  # a frozen (PyInstaller) build starts the AI worker through here
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] == "sim":
        from civitas.ai.sim import main as sim_main

        return sim_main(args[1:])
    if args and args[0] == "demo-save":
        from civitas.storage.demo_save import main as demo_main

        return demo_main(args[1:])
    from civitas.ui.app import run

    return run(args)


if __name__ == "__main__":
    sys.exit(main())
