"""The bidding game's forms in the table's words (docs/rules.md section 12): a key of the usual
game's words, and its own wording in a form (``bidding_forms.py``: ``….three``, ``….free``)."""

from __future__ import annotations

from engine.games import BIDDING, THREE_PLAYERS, Game
from goninkan_desktop.i18n import has

FORM_SUFFIXES = {(THREE_PLAYERS, True): (".three",),
                 (THREE_PLAYERS, False): (".three_free", ".free", ".three"),
                 (BIDDING.seats, False): (".free",)}
"""The endings of a bidding form's own words (``bidding_forms.py``), the closest first."""


def form_key(key: str, game: Game) -> str:
    """``key`` as the bidding form ``game`` words it (``bid.discard.title.three`` with three
    players), else ``key`` itself (the five-player game with an auction)."""
    for suffix in FORM_SUFFIXES.get(game.bidding_shape, ()):
        if has(key + suffix):
            return key + suffix
    return key


__all__ = ["FORM_SUFFIXES", "form_key"]
