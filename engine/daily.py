"""The deal of the day: one round on cards fixed by the date, the same everywhere, for ever.

The cards must not move with the computer, the version of Python or of the
game, so the cards never come from ``hash()`` or ``random``: every number comes
from SHA-256 in counter mode over a text made from the date (``DailyStream``),
and the shuffle is our own Fisher–Yates over it. ``tests/engine/test_daily.py``
pins a date's hands. (The CPU players' own randomness is seeded with the day's
text, as at the game's table: see ``duplicate``.)

The round is the ``standard`` preset with one round (R7); player 0 is the
human, in seat 0. Each deal of the round (deal 1, and deals 2 and 3 if
Kankei keep winning) has its own hands, and the first dealer is drawn from
the same stream (R8).
"""

from __future__ import annotations

import hashlib
import random
import re
from collections.abc import Iterator
from datetime import date

from .actions import Deal
from .cards import DECK_SIZE, JOKER, Card, draw_strength
from .games import GONINKAN
from .match import Match
from .record import dumps
from .rules import RuleSet

RULES = RuleSet.from_json({"preset": "standard", "rounds": 1})
"""The rules of every deal of the day."""
NAMES = ("You", "Hanako", "Jiro", "Saburo", "Shiro")
"""The players' names in ``python -m engine daily``'s record (the game uses its own)."""
DEALS = 3
"""Hands made for each day: a standard round has at most three deals (no redeal under swap)."""

_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")


def parse_date(text: str) -> date:
    """A date written ``YYYY-MM-DD``; ``ValueError`` for anything else."""
    if not _DATE.match(text):
        raise ValueError(f"not a date: {text!r} (write it as YYYY-MM-DD, e.g. 2026-12-01)")
    try:
        return date.fromisoformat(text)
    except ValueError:
        raise ValueError(f"no such day: {text!r}") from None


class DailyStream:
    """Whole numbers drawn from SHA-256 of ``key`` and a counter: stable on every platform."""

    def __init__(self, key: str) -> None:
        self._key = key.encode("utf-8")
        self._words = self._blocks()

    def _blocks(self) -> Iterator[int]:
        counter = 0
        while True:
            block = hashlib.sha256(self._key + b":" + str(counter).encode("ascii")).digest()
            for offset in range(0, 32, 8):
                yield int.from_bytes(block[offset:offset + 8], "big")
            counter += 1

    def below(self, n: int) -> int:
        """A whole number from 0 to ``n`` − 1, every one equally likely (rejection sampling)."""
        if not 0 < n <= 1 << 64:
            raise ValueError(f"cannot draw below {n}")
        limit = (1 << 64) - (1 << 64) % n
        while True:
            word = next(self._words)
            if word < limit:
                return word % n

    def shuffle(self, items: list[Card]) -> None:
        """Shuffle ``items`` in place (Fisher–Yates, from the end)."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]


def seed(day: date) -> str:
    """The day's seed text: every draw of the day, and the CPU players' randomness, start here."""
    return f"goninkan-daily:{day.isoformat()}"


def deal(day: date, index: int) -> Deal:
    """The hands of the day's deal number ``index`` (0 for the first deal of the round)."""
    deck = list(range(DECK_SIZE))
    DailyStream(f"{seed(day)}:deal:{index}").shuffle(deck)
    size = GONINKAN.hand_size
    return Deal(tuple(tuple(sorted(deck[i * size:(i + 1) * size]))
                      for i in range(GONINKAN.seats)))


def deals(day: date) -> list[Deal]:
    """Every deal the day's round can need, in order."""
    return [deal(day, index) for index in range(DEALS)]


def first_dealer(day: date) -> tuple[tuple[Card, ...], int]:
    """R8 for the day: the five cards drawn (by player id) and who deals."""
    cards = [card for card in range(DECK_SIZE) if card != JOKER]
    DailyStream(f"{seed(day)}:first-dealer").shuffle(cards)
    drawn = tuple(cards[:GONINKAN.seats])
    return drawn, min(range(GONINKAN.seats), key=lambda p: draw_strength(drawn[p]))


def new_match(day: date, names: tuple[str, ...] = NAMES) -> Match:
    """The day's match before its first deal."""
    return Match(RULES, names, first_dealer(day)[1])


def record_text(day: date) -> str:
    """The day's record before any decision: the first deal's hands and no actions."""
    match = new_match(day)
    match.apply(deal(day, 0))
    return dumps(match, {"daily": {"date": day.isoformat()}})


def duplicate(day: date, budget: float = 30.0) -> Match:
    """The day's round with the strong player in every seat: the duplicate of the human's game.

    The CPUs decide as the game's table makes them (``TableController``): the
    randomness of each decision is ``random.Random("<seed>:<actions so far>")``
    with the day's ``seed``, and player 0 calls iku/koi whenever it is Kankei.
    One process, and a time budget no decision reaches, so that the result
    depends on the cards and the seed alone, not on the machine's load.
    """
    from .match import Phase
    from .observe import observe
    from .players import deciding_player, legal_for
    from .players.search import SearchPlayer, SearchSettings

    match = new_match(day)
    pending = deals(day)
    key = seed(day)
    with SearchPlayer(SearchSettings(workers=1, budget=budget)) as player:
        while not match.finished:
            if match.phase is Phase.DEAL:
                match.apply(pending.pop(0))
                continue
            actor = 0 if match.phase is Phase.LEAD and 0 in match.kankei \
                else deciding_player(match)
            actions = sum(1 + len(decisions) for _, decisions in match.history)
            rng = random.Random(f"{key}:{actions}")
            match.apply(player.choose(observe(match, actor), legal_for(match, actor), rng))
    return match
