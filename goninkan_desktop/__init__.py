"""The Goninkan desktop application (pygame-ce)."""

import os

# pygame prints a banner on import; a game a player double-clicks has no use for it.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# The window's class on Linux (what a dock or task bar shows): pygame would name it after
# sys.argv[0], "__main__.py" under ``python -m``. Set before pygame is imported.
os.environ.setdefault("SDL_VIDEO_X11_WMCLASS", "Goninkan")
os.environ.setdefault("SDL_VIDEO_WAYLAND_WMCLASS", "Goninkan")
