"""``benchmarks/strong_variants.py``'s measuring tools: the strong player shown every hand for
some decisions only (``run --open``), and the regret against its bound by kind of decision
(``regret``). Its tiny run is ``tests/test_benchmarks.py``'s; here, what they decide."""

from __future__ import annotations

import importlib.util
import random
import re
from pathlib import Path
from types import ModuleType

import pytest

from engine.match import Phase
from engine.players.search import SearchPlayer, SearchSettings

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"


def _variants() -> ModuleType:
    spec = importlib.util.spec_from_file_location("strong_variants",
                                                  BENCHMARKS / "strong_variants.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


VARIANTS = _variants()
SAMPLED = VARIANTS.sampled_decisions(7, 1, 1)
"""Every decision with a choice of one round of five normal players (seed 7)."""


def _first(phase: Phase, least: int = 0, most: int = 50) -> tuple:  # type: ignore[type-arg]
    return next(s for s in SAMPLED
                if s[0].phase is phase and least <= sum(s[0].hand_sizes) <= most)


def test_open_shows_the_calls_only_for_calls() -> None:
    shown = VARIANTS.shown_when(["calls"])
    assert shown(_first(Phase.LEAD)[0])
    assert not shown(_first(Phase.PLAY)[0])


def test_open_splits_the_card_plays_by_cards_in_the_hands() -> None:
    early, late = _first(Phase.PLAY, least=26)[0], _first(Phase.PLAY, most=25)[0]
    above, upto = VARIANTS.shown_when(["play-above=25"]), VARIANTS.shown_when(["play-upto=25"])
    assert above(early) and not above(late)
    assert upto(late) and not upto(early)
    assert not above(_first(Phase.LEAD)[0]) and not upto(_first(Phase.LEAD)[0])
    both = VARIANTS.shown_when(["calls", "play-upto=25"])
    assert both(_first(Phase.LEAD)[0]) and both(late) and not both(early)


@pytest.mark.parametrize("spec", ["play-above", "play-above=x", "early", ""])
def test_open_refuses_what_it_does_not_know(spec: str) -> None:
    with pytest.raises(SystemExit):
        VARIANTS.shown_when([spec])


def _settings() -> SearchSettings:
    return SearchSettings(workers=1, budget=60.0, work=2_000, min_deals=4, max_deals=8)


def test_a_player_shown_no_hand_decides_as_the_strong_player() -> None:
    view, legal, hands = _first(Phase.PLAY, least=30)
    timed = VARIANTS.TimedSearch(_settings())
    timed.hands = hands
    assert timed.hands_shown(view) is None
    strong = SearchPlayer(_settings())
    assert timed.analyse(view, legal, random.Random(3)) == strong.analyse(view, legal,
                                                                          random.Random(3))


def test_a_player_shown_the_hands_plays_on_the_true_deal() -> None:
    view, legal, hands = _first(Phase.PLAY, least=30)
    timed = VARIANTS.TimedSearch(_settings(), VARIANTS.shown_when(["all"]))
    timed.hands = hands
    assert timed.hands_shown(view) == hands
    first = timed.analyse(view, legal, random.Random(3))
    # the true deal stands for every sampled one: the seed changes nothing
    assert timed.analyse(view, legal, random.Random(4)) == first


def test_kinds_sort_calls_and_card_plays_by_cards_left() -> None:
    assert VARIANTS.kind_of(_first(Phase.LEAD)[0]) == "iku/koi"
    assert VARIANTS.kind_of(_first(Phase.PLAY, least=41)[0]) == "cards 41-50"
    assert VARIANTS.kind_of(_first(Phase.PLAY, most=15)[0]) == "cards 1-15"


def test_regret_is_the_same_on_the_same_seed(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["regret", "--seed", "7", "--rounds", "1", "--every", "12",
            "--variant", "-", "--variant", "max_deals=30"]
    outputs = []
    for _ in range(2):
        assert VARIANTS.main(args) == 0
        outputs.append(re.sub(r"load \d+\.\d+", "", capsys.readouterr().out))
    assert outputs[0] == outputs[1]
    assert re.search(r"^  all: \d+, \d+, \d+\.\d{3} \(\d+\.\d{3}\), \d+%$", outputs[0], re.M)
    assert re.search(r"^  all: .*, [-+]\d+\.\d{3} \(\d+\.\d{3}\)$", outputs[0], re.M)


def test_placement_is_the_same_on_the_same_seed(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["placement", "--seed", "7", "--rounds", "1", "--every", "6", "--deals", "4"]
    outputs = []
    for _ in range(2):
        assert VARIANTS.main(args) == 0
        outputs.append(capsys.readouterr().out)
    assert outputs[0] == outputs[1]
    shares = re.findall(r"hand (\d\.\d{3}) / (\d\.\d{3}); side (\d\.\d{3}) / (\d\.\d{3})",
                        outputs[0])
    assert shares and all(0 <= float(share) <= 1 for row in shares for share in row)
    # on the right side at least as often as in the right hand
    assert all(float(side) >= float(hand) for hand, _, side, _ in shares)


def test_regret_splits_leads_from_follows(capsys: pytest.CaptureFixture[str]) -> None:
    assert VARIANTS.main(["regret", "--seed", "7", "--rounds", "1", "--every", "3",
                          "--least-cards", "21", "--leads"]) == 0
    out = capsys.readouterr().out
    rows = re.findall(r"^  cards \d+-\d+, (lead|follow): (\d+),", out, re.M)
    assert {kind for kind, _ in rows} == {"lead", "follow"}
    total = re.search(r"^  all: (\d+),", out, re.M)
    assert total is not None
    calls = re.findall(r"^  (?:iku/koi|trump|jūroku): (\d+),", out, re.M)
    assert sum(int(n) for _, n in rows) + sum(map(int, calls)) == int(total.group(1))


def test_a_run_counts_timeouts_per_round(tmp_path: Path) -> None:
    # with no time at all every searched decision falls back to the normal player's
    both, alone = tmp_path / "both.jsonl", tmp_path / "alone.jsonl"
    common = ["run", "--seed", "t", "--budget", "0"]
    assert VARIANTS.main([*common, "--deals", "2", "--out", str(both)]) == 0
    assert VARIANTS.main([*common, "--first", "1", "--deals", "1", "--out", str(alone)]) == 0
    rounds = VARIANTS.rounds_of(str(both))
    assert all(0 < row["timeouts"] <= len(row["cpu_ms"]) for row in rounds.values())
    assert rounds[1]["timeouts"] == VARIANTS.rounds_of(str(alone))[1]["timeouts"]
    assert [row["clock_cuts"] for row in rounds.values()] == [0, 0]


def test_regret_takes_one_phase_only(capsys: pytest.CaptureFixture[str]) -> None:
    assert VARIANTS.main(["regret", "--seed", "7", "--rounds", "2", "--every", "1",
                          "--phase", "trump", "--variant", "max_deals=30"]) == 0
    out = capsys.readouterr().out
    kinds = re.findall(r"^  ([^:]+): (\d+),", out, re.M)
    assert [kind for kind, _ in kinds] == ["trump", "all"]
    assert kinds[0][1] == kinds[1][1] != "0"
