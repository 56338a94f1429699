"""The table: the view of a position, the scene that listens for the player, the presenter that
animates the engine's events, hints and teaching, the end-of-deal overlays.
"""
