"""The Goninkan desktop application (pygame-ce)."""

import os

# pygame prints a banner on import; a game a player double-clicks has no use for it.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
