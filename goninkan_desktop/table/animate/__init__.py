"""The presenter's steps, one module for what every game shares and one for each game's own
events; ``animations(game)`` assembles a game's table of them."""

from __future__ import annotations

from engine.games import Game
from goninkan_desktop.table.animate import bidding, common, goninkan
from goninkan_desktop.table.presenter import Handlers


def animations(game: Game) -> Handlers:
    """The steps of ``game``'s events: the shared ones, then its own (which may replace
    one); every form of the bidding game takes the bidding game's."""
    own = bidding.HANDLERS if game.is_bidding else goninkan.HANDLERS
    return {**common.HANDLERS, **own}


__all__ = ["animations"]
