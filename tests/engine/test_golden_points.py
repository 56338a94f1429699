"""The golden records' expected points, checked independently of the engine.

``tests/engine/golden/*.expected.json`` are written by the engine itself
(``make_golden.py``): ``test_record.py`` only checks that the engine still says what it
said. Here every round of every golden report is scored again from the tables of
``docs/rules.md`` (R29 for ``standard``, R30 and R31 for ``goshogawara``), written out
below from the rules' text and sharing no code with ``engine/scoring.py``: the report's
points per round and its match scores must be those. The round's length is checked against
R27 (a round ends on a Kankei loss, a reverse result, or after deal 3).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from itertools import groupby
from pathlib import Path
from typing import Any

import pytest

GOLDEN = Path(__file__).parent / "golden"

STANDARD_R29 = {  # each Kankei's points in deal 1, 2, 3; each Mukankei the opposite
    "kankei_win": (1, 1, 2), "sukonku": (2, 2, 3), "juroku_made": (None, 10, 11),
    "mukankei_win": (-1, -1, -1), "reverse_sukonku": (-10, -3, -3),
    "reverse_juroku_made": (None, -16, -16), "reverse_juroku_missed": (None, 32, 32),
}
LOSSES = {"mukankei_win", "juroku_missed"}
REVERSE = {"reverse_sukonku", "reverse_juroku_made", "reverse_juroku_missed"}

GOSHO_R30_LOST = {1: (-3, 2), 2: (0, 0), 3: (3, -2)}  # Kankei each / Mukankei each
GOSHO_R30_WON_DEAL_3 = (12, -8)
GOSHO_R31_BONUS = {"sukonku": (3, -2), "juroku_made": (24, -16), "juroku_missed": (-72, 48)}


def gosho_reverse(result: str, deal: int) -> tuple[int, int]:
    """R31: a reverse result replaces all of the round's points."""
    if result == "reverse_sukonku":
        return (-45, 30) if deal == 1 else (-15, 10)
    return (-72, 48) if result == "reverse_juroku_made" else (96, -64)


def standard_round(deals: Sequence[dict[str, Any]], missed_juroku: int) -> list[int]:
    """R29: per deal, the reverse results cancelling the round's points so far."""
    totals = [0] * 5
    for entry in deals:
        result, deal = entry["result"], entry["deal"]
        value = missed_juroku if result == "juroku_missed" else STANDARD_R29[result][deal - 1]
        assert value is not None, f"{result} cannot happen in deal {deal}"
        if result in REVERSE:
            totals = [0] * 5
        for player in range(5):
            totals[player] += value if player in entry["kankei"] else -value
    return totals


def goshogawara_round(deals: Sequence[dict[str, Any]]) -> list[int]:
    """R30 by how far the Kankei got, plus R31's bonuses; a reverse result replaces all."""
    last = deals[-1]
    if last["result"] in REVERSE:
        each = gosho_reverse(last["result"], last["deal"])
    else:
        lost = last["result"] in LOSSES
        each = GOSHO_R30_LOST[last["deal"]] if lost else GOSHO_R30_WON_DEAL_3
        for entry in deals:
            bonus = GOSHO_R31_BONUS.get(entry["result"], (0, 0))
            each = (each[0] + bonus[0], each[1] + bonus[1])
    return [each[0] if p in last["kankei"] else each[1] for p in range(5)]


def golden_names() -> list[str]:
    return sorted(p.name[:-len(".gnk.json")] for p in GOLDEN.glob("*.gnk.json"))


@pytest.mark.parametrize("name", golden_names())
def test_the_golden_reports_points_follow_the_rules_tables(name: str) -> None:
    rules = json.loads((GOLDEN / f"{name}.gnk.json").read_text())["rules"]
    report = json.loads((GOLDEN / f"{name}.expected.json").read_text())["stdout"]
    played = [d for d in report["deals"] if d["result"] != "redeal"]
    assert all(d["points"] == [0] * 5 for d in report["deals"] if d["result"] == "redeal")
    scores = [0] * 5
    for _, round_deals in groupby(played, key=lambda d: d["round"]):
        deals = list(round_deals)
        # R27: only the last deal of a round ends it
        ends = [d["result"] in LOSSES | REVERSE or d["deal"] == 3 for d in deals]
        assert ends[:-1] == [False] * (len(deals) - 1)
        assert ends[-1] or (deals[-1] is played[-1] and report["next"] is not None)
        if rules["preset"] == "goshogawara":
            expected = goshogawara_round(deals)
        else:
            expected = standard_round(deals, rules.get("missed_juroku", -16))
        got = [sum(d["points"][p] for d in deals) for p in range(5)]
        assert got == expected, (deals[0]["round"], [d["result"] for d in deals])
        scores = [s + g for s, g in zip(scores, got, strict=True)]
    assert report["scores"] == scores
