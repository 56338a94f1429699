"""The deal of the day: pinned cards for a fixed date, and ``python -m engine daily``."""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys
from datetime import date

import pytest

from engine import daily
from engine.cards import card_code
from engine.record import parse_record, replay, report

DAY = date(2026, 12, 1)

PINNED_HANDS = [
    ["JC", "5C", "AD", "JD", "AH", "10H", "8H", "4H", "JS", "2S"],
    ["AC", "KC", "9C", "9D", "7D", "JH", "5H", "6S", "5S", "4S"],
    ["3C", "8D", "6D", "5D", "3D", "9H", "6H", "9S", "8S", "3S"],
    ["QC", "10C", "KD", "QD", "10D", "4D", "QH", "7H", "3H", "7S"],
    ["8C", "7C", "6C", "4C", "KH", "AS", "KS", "QS", "10S", "JOKER"],
]
"""2026-12-01's first deal, written out: no change of Python or of the code may move it."""
PINNED_DEAL_3_FIRST_HAND = ["AC", "10C", "9C", "7C", "KD", "10D", "9D", "7H", "5S", "3S"]
PINNED_FIRST_DEALER = ((10, 4, 15, 21, 34), 4)


def test_a_fixed_dates_cards_are_pinned() -> None:
    hands = [[card_code(c) for c in hand] for hand in daily.deal(DAY, 0).hands]
    assert hands == PINNED_HANDS
    assert [card_code(c) for c in daily.deal(DAY, 2).hands[0]] == PINNED_DEAL_3_FIRST_HAND
    assert daily.first_dealer(DAY) == PINNED_FIRST_DEALER


def test_the_stream_is_sha256_in_counter_mode() -> None:
    """The generator's words, recomputed here from hashlib alone."""
    block = hashlib.sha256(b"goninkan-daily:2026-12-01:deal:0:0").digest()
    words = [int.from_bytes(block[i:i + 8], "big") for i in range(0, 32, 8)]
    stream = daily.DailyStream("goninkan-daily:2026-12-01:deal:0")
    assert [stream.below(1 << 64) for _ in range(4)] == words


def test_two_dates_give_different_cards() -> None:
    days = [date(2026, 12, d) for d in range(1, 29)]
    firsts = {daily.deal(day, 0) for day in days}
    assert len(firsts) == len(days)
    assert daily.deal(DAY, 0) != daily.deal(DAY, 1)


def test_draws_below_n_are_even() -> None:
    stream = daily.DailyStream("even")
    counts = [0] * 5
    for _ in range(5000):
        counts[stream.below(5)] += 1
    assert all(900 < count < 1100 for count in counts)


def test_the_command_prints_the_record_before_any_decision() -> None:
    out = subprocess.run([sys.executable, "-m", "engine", "daily", "2026-12-01"],
                         capture_output=True, text=True, check=True)
    record = json.loads(out.stdout)
    assert record["rules"] == {"preset": "standard", "rounds": 1}
    assert record["first_dealer"] == PINNED_FIRST_DEALER[1]
    assert record["deals"] == [{"hands": PINNED_HANDS, "actions": []}]
    assert record["daily"] == {"date": "2026-12-01"}
    result = replay(parse_record(out.stdout))
    assert result.error is None and report(result)["deals"] == []


@pytest.mark.parametrize("text", ["2026-02-30", "tomorrow", "2026-1-5", "20261201", ""])
def test_an_invalid_date_is_a_clear_error(text: str) -> None:
    out = subprocess.run([sys.executable, "-m", "engine", "daily", text],
                         capture_output=True, text=True)
    assert out.returncode == 2
    assert out.stdout == ""
    assert "YYYY-MM-DD" in out.stderr or "no such day" in out.stderr
