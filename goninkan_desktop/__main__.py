"""Start Goninkan: ``python -m goninkan_desktop``."""

from __future__ import annotations

import sys

from .terminal import main

if __name__ == "__main__":
    sys.exit(main())
