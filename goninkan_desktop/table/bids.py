"""The bidding game's auction in words (docs/rules.md B6): a bid, the highest so far, every call.

Kept apart from ``table.games`` so that the asks (``table.asks``), which the games register,
can word the bid picker without importing the games that register them.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.cards import SUIT_LETTERS
from engine.observe import SeatView
from goninkan_desktop.i18n import t

Namer = Callable[[int], str]
"""A player's name as the table writes it."""


def bid_text(count: int, suit: int) -> str:
    """A bid in words: "12 spades" / "スペード12枚" (the bidding game's suit names)."""
    return t("bid.value", count=count, suit=t(f"bid.suit.{SUIT_LETTERS[suit]}"))


def highest_bid(view: SeatView) -> tuple[int, int, int] | None:
    """The highest bid of the auction so far, as (player, count, suit) (B6: each bid tops the
    last, so it is the last bid made)."""
    for player, count, suit in reversed(view.auction):
        if count is not None and suit is not None:
            return player, count, suit
    return None


def auction_calls(view: SeatView, names: Namer) -> list[str]:
    """Every call of the deal's auction so far in words, in order ("Hanako: 11 hearts")."""
    return [t("bid.call", name=names(player),
              call=t("bid.pass") if count is None or suit is None else bid_text(count, suit))
            for player, count, suit in view.auction]


__all__ = ["Namer", "auction_calls", "bid_text", "highest_bid"]
