"""The frozen executable's entry point (PyInstaller runs it as a script, not a module)."""

import multiprocessing
import sys

from goninkan_desktop.__main__ import main

if __name__ == "__main__":
    # The strong CPU players search in worker processes: a frozen Windows or
    # macOS program must let those workers start here instead of the game.
    multiprocessing.freeze_support()
    sys.exit(main())
