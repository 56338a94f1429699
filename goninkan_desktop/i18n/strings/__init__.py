"""String modules, one per area of the game: each defines ``STRINGS``."""
