"""The values a player's choices take, each listed once: the human's seat, the CPU levels, the
speeds. Settings, menus, statistics, history, the table and the terminal all read them here.
"""

from __future__ import annotations

from typing import Literal, get_args

from engine.games import BIDDING, Game
from engine.players import PLAYER_NAMES

HUMAN = 0
"""The human's player id: the player at the bottom of the table, first in every record."""

CPU_LEVELS: tuple[str, ...] = tuple(name for name in PLAYER_NAMES if name != "random")
"""The CPU levels a player chooses from, weakest first (the engine's players but the random
one, which only the command line offers)."""

DEFAULT_LEVEL = "normal"
"""The CPU level when none is chosen."""

Speed = Literal["slow", "normal", "fast", "instant"]
"""How fast the table moves."""

SPEEDS: tuple[Speed, ...] = get_args(Speed)
"""Every speed, slowest first (``instant`` jumps every animation to its end)."""

assert DEFAULT_LEVEL in CPU_LEVELS


FORMS: tuple[str, ...] = ("", "three-players", "no-auction", "three-players-no-auction")
"""The bidding game's forms (docs/rules.md section 12) as the statistics, the screenshots' names
and the lessons call them: ``""`` the usual one (five players, an auction)."""


def form_of(game: Game) -> str:
    """The form ``game`` plays, one of ``FORMS`` (``""`` for Goninkan and the usual bidding
    game)."""
    parts = []
    if game.seats != BIDDING.seats:
        parts.append("three-players")
    if game.is_bidding and not game.auction:
        parts.append("no-auction")
    return "-".join(parts)
