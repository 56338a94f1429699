"""What one archived match says about the human's play (player 0): the rows of the statistics.

Everything comes from the record through the engine's replay, never from
what a screen kept: the deal results, the teams, the face cards and the
points are the engine's; the record's own top-level keys (docs/record-format.md) add the
CPU level (``cpu_level``), the hints asked for per deal (``hints``), the
take-backs (``takebacks``) and, for a deal of the day, the date and what the
strong player made on the same cards (``daily``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from engine.actions import Play
from engine.bidding import BiddingDealResult
from engine.cards import SUIT_LETTERS, Card
from engine.errors import RecordError
from engine.events import DealResult
from engine.match import Match
from engine.record import extra_keys, parse_record, replay
from engine.scoring import Outcome
from goninkan_desktop.profile.choices import HUMAN, form_of

_STAMP = re.compile(r"^(\d{8}-\d{6})")


@dataclass(frozen=True)
class DealFacts:
    """One deal played to a result (never a redeal), from the human's seat."""

    index: int
    """The deal's index in the record's ``deals`` (so in its ``hints``)."""
    round: int
    deal: int
    result: str
    kankei: bool
    """Whether the human was Kankei (in the bidding game: on the taisho's side)."""
    won: bool
    """Whether the human's side won: as Kankei ``Outcome.kankei_won`` (a missed reverse jūroku
    counts), as Mukankei every other result (a missed jūroku counts); in the bidding game the
    taisho's side wins when it made the bid (B12), the defenders when it did not."""
    own_faces: int
    """Face cards the human's side took (the taisho's side: the laid-down ones too, B12)."""
    points: int
    """What the deal changed in the human's score."""
    hints: int
    role: str
    """The human's part in the deal: ``kankei`` or ``mukankei``; in the bidding game
    ``taisho``, ``adjutant`` (holding the named card, B8) or ``defender``."""
    bid: int | None
    """The bidding game: the bid the auction ended on (B6); None in Goninkan."""
    trump: str
    """The trump suit's letter (``C``, ``D``, ``H``, ``S``)."""
    adjutant_trick: int | None = None
    """The bidding game: the trick (1-10) in which the named card was played, so the adjutant
    became known to all (B8); None without an adjutant or before the card was played."""


@dataclass(frozen=True)
class MatchFacts:
    """One archived record, from the human's seat."""

    archive: str
    """The archived file's name: the key of the match in the database."""
    played_at: str
    """When it was archived, ``YYYY-mm-dd HH:MM:SS`` (from the name, else the file's time)."""
    preset: str
    game: str
    """``goninkan`` or ``bidding`` (``engine.games``): which figures the match counts in."""
    form: str
    """The bidding game's form (``profile.choices.FORMS``: ``three-players``, ``no-auction``
    …), ``""`` for Goninkan and the usual bidding game."""
    cpu_level: str
    """The CPU level the match was played at (``""`` if the record does not say)."""
    finished: bool
    score: int
    """The human's score at the end (or where the record stops)."""
    place: int
    """1 + how many players scored more than the human (equal points share the place)."""
    takebacks: int
    hints: int
    """Hints asked for in the whole record: every entry of its ``hints``, the deal being
    played and redeals included."""
    daily: str
    """The date of a deal of the day, ``""`` for an ordinary match."""
    strong_score: int | None
    """A deal of the day: what the strong player made in the human's seat."""
    deals: tuple[DealFacts, ...]

    @property
    def won(self) -> bool:
        """First place (shared counts) in a finished match."""
        return self.finished and self.place == 1


def read_facts(name: str, data: bytes, modified: float) -> MatchFacts:
    """The facts of an archived record; ``RecordError`` if it is not a valid record.

    ``name`` is the archive's file name, ``modified`` its modification time
    (for a name that does not start with ``YYYYmmdd-HHMMSS``).
    """
    played: dict[tuple[int, Card], int] = {}  # (deal index, card): the trick it was played in

    def note_play(match: Match, deal: int, _action: int, decision: object) -> None:
        if isinstance(decision, Play):
            played[deal, decision.card] = match.trick_no

    result = replay(parse_record(data), before=note_play)
    if result.error is not None:
        raise RecordError("", f"illegal action: {result.error.message}")
    match = result.match
    extra = extra_keys(data)
    hints = _int_list(extra.get("hints"))
    # one result per deal entry that reached an end, in order: a result's index is its deal's
    deals = tuple(_deal_facts(index, deal, hints, played)
                  for index, deal in enumerate(match.results) if deal.result != Outcome.REDEAL)
    score = match.scores[HUMAN]
    daily = extra.get("daily")
    daily = daily if isinstance(daily, dict) else {}
    strong = daily.get("strong_score")
    return MatchFacts(
        archive=name, played_at=_played_at(name, modified),
        preset=match.rules.preset, game=match.rules.game.name, form=form_of(match.game),
        cpu_level=_text(extra.get("cpu_level")),
        finished=match.finished, score=score,
        place=1 + sum(1 for other in match.scores if other > score),
        takebacks=_count(extra.get("takebacks")), hints=sum(hints),
        daily=_text(daily.get("date")),
        strong_score=strong if type(strong) is int else None,
        deals=deals)


def _deal_facts(index: int, deal: DealResult, hints: list[int],
                played: dict[tuple[int, Card], int]) -> DealFacts:
    # in the bidding game ``kankei`` is the taisho's side and KANKEI_WIN its made bid
    kankei = HUMAN in deal.kankei
    outcome = Outcome(deal.result)
    return DealFacts(index=index, round=deal.round, deal=deal.deal, result=str(outcome.value),
                     kankei=kankei, won=deal.won_by(HUMAN),
                     own_faces=own_faces(deal),
                     points=deal.points[HUMAN],
                     hints=hints[index] if index < len(hints) else 0,
                     role=role_of(deal),
                     bid=deal.bid if isinstance(deal, BiddingDealResult) else None,
                     trump=SUIT_LETTERS[deal.trump],
                     adjutant_trick=played.get((index, deal.adjutant_card))
                     if isinstance(deal, BiddingDealResult) and deal.adjutant is not None
                     and deal.adjutant_card is not None else None)


def own_faces(deal: DealResult) -> int:
    """The face cards the human's side took; without an auction (B18) the human's own."""
    if isinstance(deal, BiddingDealResult) and deal.face_counts:
        return deal.face_counts[HUMAN]
    return deal.kankei_faces if HUMAN in deal.kankei else deal.mukankei_faces


def role_of(deal: DealResult) -> str:
    """The human's part in a deal played to its end (docs/statistics.md); ``player`` without
    an auction (B17: each for themself)."""
    if isinstance(deal, BiddingDealResult) and deal.result is Outcome.MOST_FACES:
        return "player"
    if isinstance(deal, BiddingDealResult):
        if deal.taisho == HUMAN:
            return "taisho"
        return "adjutant" if deal.adjutant == HUMAN else "defender"
    return "kankei" if HUMAN in deal.kankei else "mukankei"


def _played_at(name: str, modified: float) -> str:
    found = _STAMP.match(name)
    if found:
        try:
            return datetime.strptime(found.group(1), "%Y%m%d-%H%M%S").strftime(
                "%Y-%m-%d %H:%M:%S")
        except ValueError:
            pass
    return datetime.fromtimestamp(modified).strftime("%Y-%m-%d %H:%M:%S")


def _text(value: Any) -> str:
    return value if isinstance(value, str) else ""


def _count(value: Any) -> int:
    return value if type(value) is int and value >= 0 else 0


def _int_list(value: Any) -> list[int]:
    if not isinstance(value, list):
        return []
    return [_count(item) for item in value]
