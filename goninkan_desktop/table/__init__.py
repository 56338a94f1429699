"""The table: the view of a position (``view``), the scene that assembles a match on it
(``scene``), the desk and the asks that put each decision to the player (``desk``,
``asks``), the presenter and its steps that animate the engine's events (``presenter``,
``animate``), the overlays and the toolbar, hints and teaching, the end-of-deal overlays.
"""
