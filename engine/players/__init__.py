"""CPU players: each chooses a decision from a seat's view, never the full state."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Protocol

from ..actions import Decision, LeadCall
from ..dealing import choose_first_dealer, draw_first_dealer, shuffled_deal
from ..events import Event
from ..games import GONINKAN
from ..match import Match, Phase
from ..observe import SeatView, observe
from ..rules import RuleSet

if TYPE_CHECKING:
    from .search import PoolMaker


class Player(Protocol):
    """Anything that can make a player's decisions."""

    def choose(self, view: SeatView, legal: Sequence[Decision], rng: random.Random) -> Decision:
        """One of ``legal``, chosen from what ``view`` shows; randomness only from ``rng``."""
        ...


class RandomPlayer:
    """Chooses uniformly among the legal decisions."""

    def choose(self, view: SeatView, legal: Sequence[Decision], rng: random.Random) -> Decision:
        return rng.choice(legal)


PLAYER_NAMES = ("random", "easy", "normal", "strong")
"""The CPU players by name, weakest first."""


def player_named(name: str, pools: PoolMaker | None = None) -> Player:
    """A CPU player by its name in ``PLAYER_NAMES``.

    A ``strong`` player starts worker processes on first use: call its
    ``close()`` (see ``close_player``) when done with it. ``pools`` makes its
    process pool (default ``lifetime.process_pool``): a front end's say over
    the workers' priority.
    """
    from .heuristic import EasyPlayer, NormalPlayer
    from .strong import StrongPlayer

    if name == "random":
        return RandomPlayer()
    if name == "easy":
        return EasyPlayer()
    if name == "normal":
        return NormalPlayer()
    if name == "strong":
        return StrongPlayer() if pools is None else StrongPlayer(pools=pools)
    raise ValueError(f"no CPU player named {name!r}")


def close_player(player: Player) -> None:
    """End whatever a player started (the strong player's worker processes)."""
    close = getattr(player, "close", None)
    if callable(close):
        close()


def deciding_player(match: Match) -> int:
    """Who makes the decision now due; for iku/koi between CPUs, the ace holder (R14)."""
    if match.phase is Phase.LEAD:
        assert match.ace_holder is not None
        return match.ace_holder
    return match.to_act()[0]


def legal_for(match: Match, player: int) -> list[Decision]:
    """The legal decisions of ``player`` now (the iku/koi calls are each Kankei's own)."""
    legal = match.legal_decisions()
    if match.phase is Phase.LEAD:
        return [d for d in legal if isinstance(d, LeadCall) and d.player == player]
    return legal


def step(match: Match, players: Sequence[Player], rng: random.Random) -> list[Event]:
    """Deal if a deal is due, else ask the deciding player and apply their decision."""
    if match.phase is Phase.DEAL:
        return match.apply(shuffled_deal(rng, match.rules.game))
    player = deciding_player(match)
    decision = players[player].choose(observe(match, player), legal_for(match, player), rng)
    return match.apply(decision)


def play_match(players: Sequence[Player], rules: RuleSet, rng: random.Random,
               names: Sequence[str] | None = None,
               on_step: Callable[[Match], None] | None = None) -> Match:
    """A whole match between the game's players (``rules.game.seats``: five, or three in the
    bidding game's B15), every chance event drawn from ``rng``. ``names`` default to P0, P1…

    The first dealer is drawn as R8 says at a five-seat table (the bidding game's too, as
    it always was here); with three players, one picked at random (B3 names no draw).
    """
    seats = rules.game.seats
    if seats == GONINKAN.seats:
        _, dealer = draw_first_dealer(rng)
    else:
        _, dealer = choose_first_dealer(rng, rules.game)
    match = Match(rules, names or tuple(f"P{p}" for p in range(seats)), dealer)
    while not match.finished:
        step(match, players, rng)
        if on_step is not None:
            on_step(match)
    return match
