"""The presenter's steps, one module for what every game shares and one for each game's own
events; ``animations(game)`` assembles a game's table of them."""

from __future__ import annotations

from goninkan_desktop.table.animate import bidding, common, goninkan
from goninkan_desktop.table.games import BiddingTable, TableGame
from goninkan_desktop.table.presenter import Handlers

OWN: dict[type[TableGame], Handlers] = {
    TableGame: goninkan.HANDLERS,
    BiddingTable: bidding.HANDLERS,
}
"""Each game's own steps (a new game adds its module and a line here)."""


def animations(game: TableGame) -> Handlers:
    """The steps of ``game``'s events: the shared ones, then its own (which may replace
    one); a form of a game (the bidding game without an auction) takes its game's."""
    own = next(OWN[kind] for kind in type(game).__mro__ if kind in OWN)
    return {**common.HANDLERS, **own}


__all__ = ["OWN", "animations"]
