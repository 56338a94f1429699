"""The review (issue 12 §2): each decision of a player against the open-hand solver."""

from __future__ import annotations

import itertools
import json
import os
import queue
import random
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from engine.actions import Play
from engine.cards import parse_card
from engine.dealing import shuffled_deal
from engine.match import Phase
from engine.players import step
from engine.players.heuristic import NormalPlayer
from engine.record import parse_record, record_json
from engine.review import (
    DecisionReview,
    ReviewJob,
    review,
    review_deals,
    start_review,
    summary,
    values_table,
    verdict,
)
from engine.rules import RuleSet
from engine.scoring import KANKEI_WINS, Outcome
from engine.solver import SOLVER

from .helpers import deal_of, new_match

HERE = Path(__file__).parent
LOST_WIN = HERE / "review_records" / "lost-win.gnk.json"
"""Deal 1 as the normal players played it: player 0 (Kankei) lost it with 5S in trick 6."""

BUDGET = 20_000


def hopeless_record() -> dict[str, Any]:
    """A hand-made deal: the Kankei (1 and 3) hold every face card and the joker."""
    match = new_match()
    match.apply(deal_of("", "AC KC QC JC AD KD QD JD AH KH", "", "JOKER QH JH AS KS QS JS"))
    players = [NormalPlayer()] * 5
    rng = random.Random(1)
    while match.phase is not Phase.DEAL:
        step(match, players, rng)
    assert match.results[-1].result == Outcome.SUKONKU
    return record_json(match)


def test_review_names_the_card_that_lost_a_won_deal() -> None:
    deals, error = review_deals(json.loads(LOST_WIN.read_text()), 0, node_budget=BUDGET)
    assert error is None
    (deal,) = deals
    found = verdict(deal)
    assert found.kind == "lost_win"
    assert found.decision is not None
    queen, five = Play(0, parse_card("QS")), Play(0, parse_card("5S"))
    assert (found.decision.trick, found.decision.chosen) == (6, five)
    assert found.decision.options == ((queen, 1), (five, -1))
    assert (found.decision.value, found.decision.best) == (-1, 1)
    text = summary(deals)
    assert "your 5S lost the win" in text and "QS kept it" in text


def test_review_says_when_no_play_could_have_won() -> None:
    deals, _ = review_deals(hopeless_record(), 0, node_budget=BUDGET)
    (deal,) = deals
    assert deal.result == Outcome.SUKONKU
    assert all(d.exact and d.best == -2 and d.value == -2 for d in deal.decisions)
    assert verdict(deal).kind == "no_win"
    assert verdict(deal).since == 1
    assert "No play of yours could have won" in summary(deals)


def test_every_decision_from_trick_3_is_exact_whatever_the_budget() -> None:
    """The decisions from trick 3 on are solved to their end on every run, however two
    processes share the deal's budget: with almost none left, they are exact all the same."""
    runs = [review_deals(json.loads(LOST_WIN.read_text()), 0, node_budget=1)[0]
            for _ in range(2)]
    for (deal,) in runs:
        late = [d for d in deal.decisions if d.trick >= 3]
        assert late and all(d.exact for d in late)
        assert verdict(deal).kind == "lost_win"
    assert runs[0] == runs[1]


def goshogawara_record() -> tuple[dict[str, Any], bool]:
    """A first deal of a goshogawara match (a quick one to solve: seed 3, where player 0, a
    Kankei, lost), played by the normal players; and whether player 0's side won it."""
    players = [NormalPlayer()] * 5
    for seed in itertools.count(3):
        match = new_match(RuleSet.preset_named("goshogawara"))
        rng = random.Random(seed)
        match.apply(shuffled_deal(rng))
        while match.phase is not Phase.DEAL:
            step(match, players, rng)
        result = match.results[-1]
        if result.result != Outcome.REDEAL:
            return record_json(match), (0 in result.kankei) == (result.result in KANKEI_WINS)
    raise AssertionError("unreachable")


def test_a_goshogawara_review_says_its_values_are_standard_table_points() -> None:
    """R30-R31: in a goshogawara match a lost deal can score, so the values stay R29's, whose
    sign says won or lost, and the review says so; the verdict's words stay right."""
    record, won = goshogawara_record()
    rules = parse_record(json.dumps(record)).rules
    assert values_table(rules)["values_table"] == "standard"
    assert "goshogawara points" in values_table(rules)["note"]
    (deal,), error = review_deals(record, 0, node_budget=BUDGET)
    r29 = {sign * value for value in (1, 2, -1, -10) for sign in (1, -1)}  # deal 1
    exact = [d for d in deal.decisions if d.exact]
    assert exact and all(d.trick < 3 for d in deal.decisions if not d.exact)
    assert all({d.value, d.best} <= r29 for d in exact)
    assert (exact[-1].value is not None and exact[-1].value > 0) == won  # the sign: won/lost
    assert verdict(deal).kind != ("no_win" if won else "best")
    assert summary([deal], error, rules).startswith("The values are standard-table points")
    assert "The values are" not in summary([deal], error, RuleSet())


def test_review_json_has_the_issue_shape_and_values_for_the_players_side() -> None:
    out = review(hopeless_record(), 1, node_budget=BUDGET)  # player 1 is Kankei
    assert set(out) == {"player", "values_table", "deals"} and out["player"] == 1
    assert out["values_table"] == "standard"  # the match's own table: no note
    (deal,) = out["deals"]
    assert set(deal) == {"round", "deal", "result", "decisions"}
    assert (deal["round"], deal["deal"], deal["result"]) == (1, 1, Outcome.SUKONKU)
    lead = deal["decisions"][0]
    assert lead["kind"] == "lead" and lead["action"] == [0, 0] and lead["trick"] == 1
    assert {o["choice"] for o in lead["options"]} == {"iku", "koi"}
    for decision in deal["decisions"]:
        assert set(decision) == {"action", "trick", "kind", "chosen", "exact", "options",
                                 "value", "best", "estimate"}
        assert decision["exact"] and decision["best"] == 2  # Kankei side: +2 for a sukonku
        assert set(decision["estimate"]) == {"choice", "expected"}
    plays = [d for d in deal["decisions"] if d["kind"] == "play"]
    assert [d["trick"] for d in plays] == sorted(d["trick"] for d in plays)


def assert_poll_never_waits(job: ReviewJob) -> None:
    """``poll`` takes what the workers have published and returns: with nothing published
    (an empty queue in place of the workers' results) it returns at once with nothing.

    Checked by an event, not a clock: a poll that waited for a result would wait forever on
    the empty queue, so its thread would still be running. The 60 s join only ends such a
    failing test; a poll that does not wait returns in microseconds.
    """
    deadline = time.monotonic() + 120  # the job's own thread makes the queues (5-30 ms)
    while job._results is None and time.monotonic() < deadline:
        time.sleep(0.01)
    assert job._results is not None, "the job never made its queues"
    real, job._results = job._results, queue.Queue()
    polled: list[list[DecisionReview]] = []
    try:
        thread = threading.Thread(target=lambda: polled.append(job.poll()), daemon=True)
        thread.start()
        thread.join(timeout=60)
        assert not thread.is_alive(), "poll waited for the workers' results"
        assert polled == [[]]
    finally:
        job._results = real


def test_start_review_publishes_without_blocking_and_cancels() -> None:
    record = parse_record(LOST_WIN.read_text())
    job = start_review(record, 0, node_budget=BUDGET)
    try:
        assert [(h.round, h.deal, h.result) for h in job.deals] == [(1, 1, "mukankei_win")]
        assert_poll_never_waits(job)
        seen = []
        deadline = time.perf_counter() + 120
        while not seen and time.perf_counter() < deadline:
            seen = job.poll()
            time.sleep(0.02)
        assert seen, "nothing published"
        # The later tricks come first.
        assert seen[0].trick == max(d.trick for d in seen)
    finally:
        job.cancel()
    assert job.done


def test_a_decision_comes_with_its_exact_values_first_and_again_with_its_estimate() -> None:
    """The exact values are what the review is for: a decision is published once they are
    in, and again, the same values, once the strong player's estimate is in (the screen
    keeps the latest of each). ``solved`` says every exact value is in."""
    from engine.review import plan_review

    record = parse_record(LOST_WIN.read_text())
    seen: list[DecisionReview] = []
    with start_review(record, 0, node_budget=BUDGET) as job:
        deadline = time.perf_counter() + 300
        while not job.done and time.perf_counter() < deadline:
            seen.extend(job.poll())
            time.sleep(0.01)
        final = {d.action: d for d in job.wait()[0].decisions}
    assert job.solved and len(final) == len(plan_review(record, 0).spots[0])
    assert all(d.estimate is not None for d in final.values())
    by_action: dict[tuple[int, int], list[DecisionReview]] = {}
    for answered in seen:
        by_action.setdefault(answered.action, []).append(answered)
    assert by_action.keys() == final.keys()
    for action, published in by_action.items():
        assert published[-1] == final[action] and len(published) <= 2
        if len(published) == 2:  # the exact part first, then the same with the estimate
            first, last = published
            assert first.estimate is None and last.estimate is not None
            assert (first.exact, first.options) == (last.exact, last.options)


def run_cli(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "engine", "review", *args], input=stdin,
                          capture_output=True, text=True, timeout=300, check=False)


def test_cli_review_exit_0_with_json(tmp_path: Path) -> None:
    path = tmp_path / "deal.gnk.json"
    record = hopeless_record()
    record["deals"][0]["actions"] = record["deals"][0]["actions"][:6]
    path.write_text(json.dumps(record))
    done = run_cli(str(path), "--player", "0", "--json")
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out["player"] == 0 and len(out["deals"]) == 1
    assert out["deals"][0]["result"] is None  # the record stops in the middle of the deal
    text = run_cli(str(path))
    assert text.returncode == 0 and "Round 1, deal 1" in text.stdout


def test_cli_review_exit_1_on_an_illegal_action_with_the_replay_error() -> None:
    record = hopeless_record()
    actions = record["deals"][0]["actions"]
    actions[2] = dict(actions[2], player=(actions[2]["player"] + 1) % 5)  # out of turn
    done = run_cli("-", "--json", stdin=json.dumps(record))
    assert done.returncode == 1
    out = json.loads(done.stdout)
    assert out["error"]["action"] == [0, 2] and out["error"]["rule"] == "R15"
    assert done.stderr.strip()


@pytest.mark.parametrize("text", ["not json", '{"format": "goninkan-record", "version": 9}'])
def test_cli_review_exit_2_on_a_malformed_record(text: str) -> None:
    done = run_cli("-", stdin=text)
    assert done.returncode == 2
    assert done.stdout == "" and done.stderr.strip()


def test_two_processes_sharing_a_pool_solve_what_one_does_and_stop_together() -> None:
    """The review's workers take up a deal's options one after another from a shared pool;
    together they give one process's values, no option solved twice. Once the deal's budget
    is spent, neither solves that decision nor any before it, and the decision is not exact."""
    from engine.review import plan_review
    from engine.review.exact import Pool, options_of, solve_claimed, solve_spots

    spots = plan_review(parse_record(LOST_WIN.read_text()), 0, [0]).spots[0]
    late = [s for s in spots if s.trick >= 6]
    whole = dict(solve_spots(late, 10**7))
    pool = Pool.local(1)
    first = solve_claimed([s.solving() for s in late], 0, pool, 10**7)
    second = solve_claimed([s.solving() for s in late], 0, pool, 10**7)
    parts: dict[tuple[int, int], dict[int, float]] = {}
    for a, b in itertools.zip_longest(first, second):  # the two take turns
        for action, index, value in filter(None, (a, b)):
            assert value is not None and index not in parts.get(action, {})
            parts.setdefault(action, {})[index] = value
    by_action = {s.action: s for s in late}
    assert {a: options_of(by_action[a], v) for a, v in parts.items()} == whole

    pool = Pool.local(1)
    reports = list(itertools.chain(*itertools.zip_longest(
        solve_claimed([s.solving() for s in spots], 0, pool, 2_000),
        solve_claimed([s.solving() for s in spots], 0, pool, 2_000))))
    given_up = pool.given_up[0]
    places = sorted({s.action for s in spots}, reverse=True)
    assert 0 < given_up < len(places)
    solved: dict[int, set[bool]] = {}
    for report in filter(None, reports):
        action, _, value = report
        solved.setdefault(places.index(action), set()).add(value is not None)
    assert all(solved[place] == {True} for place in range(given_up))
    assert False in solved[given_up]  # an option the other may have solved just before
    assert all(solved[place] == {False} for place in range(given_up + 1, len(places)))


def test_one_process_takes_up_the_first_tricks_cards_all_together_within_their_own_share(
        ) -> None:
    """The cards of the first two tricks are the biggest searches: the process that takes up
    the first of them takes up all of them, solves them with one table within a share of
    their own, counted apart from the later decisions' nodes (which another process may
    still be spending), so they are exact or not alike on every run: as in one process."""
    from engine.review import plan_review
    from engine.review.exact import EARLY_TRICKS, Pool, solve_claimed

    spots = plan_review(parse_record(LOST_WIN.read_text()), 0, [0]).spots[0]
    solving = [s.solving() for s in spots]
    early = {s.action for s in solving if s.trick <= EARLY_TRICKS and not s.whole}
    for budget in (300_000 * 15, 10**9):
        alone = list(solve_claimed(solving, 0, Pool.local(1), budget))
        pool = Pool.local(1)
        first = solve_claimed(solving, 0, pool, budget)
        second = solve_claimed(solving, 0, pool, budget)
        by: dict[int, list[tuple[tuple[int, int], int, float | None]]] = {0: [], 1: []}
        for a, b in itertools.zip_longest(first, second):  # the two take turns
            for worker, report in enumerate((a, b)):
                if report is not None:
                    by[worker].append(report)
        takers = [w for w in by if any(action in early for action, _, _ in by[w])]
        assert len(takers) == 1  # one process took up every early card
        mine = [r for r in by[takers[0]] if r[0] in early]
        assert mine == [r for r in alone if r[0] in early]  # the same values, the same Nones
        assert pool.early_spent[0] <= pool.early_end[0] + 4096
    assert all(value is not None for _, _, value in mine)  # with 10**9 nodes all are exact


def test_in_one_process_the_decisions_before_one_that_ran_out_are_given_up() -> None:
    """An earlier decision is a bigger search than a later one: once a decision ran out of
    budget, none before it is solved, even where the solver's tables could answer it."""
    from engine.review import plan_review
    from engine.review.exact import solve_spots

    spots = plan_review(parse_record(LOST_WIN.read_text()), 0, [0]).spots[0]
    for budget in (50, 2_000, 20_000):
        solved = [options is not None for _, options in solve_spots(spots, budget)]
        assert len(solved) == len(spots)
        if False in solved:
            stop = solved.index(False)
            assert solved[stop:] == [False] * (len(solved) - stop)


@pytest.mark.skipif(SOLVER != "native", reason="millions of nodes: a minute without the core")
def test_R14_the_iku_koi_call_has_a_share_of_its_own_where_the_first_cards_ran_out() -> None:
    """The iku/koi call's options are each one whole deal's value, not every first card's:
    where the first trick's cards ran out of their share, the call is still searched, within
    a share of its own, and its values, where exact, are a plain solve's of each option."""
    from engine.review import plan_review
    from engine.review.exact import EARLY_SHARE, Pool, solve_claimed
    from engine.solver import Solver

    spots = plan_review(parse_record(LOST_WIN.read_text()), 0, [0]).spots[0]
    (call,) = [s.solving() for s in spots if s.kind == "lead"]
    assert call.whole and not any(s.solving().whole for s in spots if s.kind == "play")
    share = 300_000  # the first trick's cards need more here: 1 816 626 nodes in all
    pool = Pool.local(1)
    reports = list(solve_claimed([s.solving() for s in spots], 0, pool, share * EARLY_SHARE))
    cards = [value for action, _, value in reports if action == (0, 4)]
    assert None in cards  # the first card ran out of its share
    calls = [(index, value) for action, index, value in reports if action == call.action]
    assert len(calls) == 2 and pool.early_spent[0] > pool.early_end[0]  # searched all the same
    assert pool.whole_spent[0] <= pool.whole_end[0] + 4096  # its own share (checked so often)
    pool = Pool.local(1)
    reports = list(solve_claimed([s.solving() for s in spots], 0, pool, 3_000_000 * EARLY_SHARE))
    for index, position in call.positions:
        value = next(v for a, i, v in reports if a == call.action and i == index)
        assert value == Solver(position, call.values).solve(position)


def test_the_workers_of_a_killed_caller_end_by_themselves(tmp_path: Path) -> None:
    """A game killed mid-review (no chance to cancel) leaves no worker reviewing a whole
    match for nobody: each ends within moments once its parent is gone."""
    subprocess.run([sys.executable, "-m", "engine", "simulate", "--matches", "1", "--seed",
                    "orphans", "--players", "normal", "--out", str(tmp_path)], check=True,
                   capture_output=True, timeout=120)
    (match,) = tmp_path.glob("*.gnk.json")

    script = (
        "import os, sys, time\n"
        "from engine.record import parse_record\n"
        "from engine.review import start_review\n"
        "job = start_review(parse_record(open(sys.argv[1]).read()), 0, node_budget=10**9)\n"
        "time.sleep(1.5)  # the workers are started and at work\n"
        "with open(sys.argv[2], 'w') as out:\n"
        "    out.write(' '.join(str(pid) for pid in job.worker_pids()))\n"
        "os._exit(0)  # no cancel, no clean-up: as if killed\n")
    listed = tmp_path / "pids"
    subprocess.run([sys.executable, "-c", script, str(match), str(listed)], timeout=60,
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    pids = [int(pid) for pid in listed.read_text().split()]
    assert len(pids) == 2

    def alive(pid: int) -> bool:
        try:
            with open(f"/proc/{pid}/stat") as stat:
                return stat.read().split(")")[-1].split()[0] != "Z"
        except FileNotFoundError:
            return False

    deadline = time.monotonic() + 10
    while any(alive(pid) for pid in pids) and time.monotonic() < deadline:
        time.sleep(0.2)
    leftover = [pid for pid in pids if alive(pid)]
    for pid in leftover:
        os.kill(pid, 9)
    assert not leftover


def test_a_review_cancelled_at_once_leaves_no_worker_running() -> None:
    """The worker processes start in a thread (the screen's frame goes on); a job cancelled
    before they started never starts them, or ends those already started."""
    import multiprocessing

    record = parse_record(LOST_WIN.read_text())
    started = time.perf_counter()
    job = start_review(record, 0, node_budget=BUDGET)
    job.cancel()
    assert job.done and job.poll() == []
    time.sleep(1.0)
    assert not [p for p in multiprocessing.active_children() if p.is_alive()]
    assert time.perf_counter() - started < 5


def test_the_workers_are_sent_positions_not_the_record_to_replay() -> None:
    """The record is replayed once, by the caller: each worker's task carries the deal's
    positions (``Spot.solving``, ``Spot.asking``), small and picklable, and solving them in
    the worker gives the values the caller's own spots give."""
    import pickle

    from engine.record import Record
    from engine.review import plan_review
    from engine.review.exact import Pool, options_of, solve_claimed, solve_spots
    from engine.review.jobs import _tasks

    record = parse_record(LOST_WIN.read_text())
    plan = plan_review(record, 0, [0])
    tasks = list(_tasks(plan, 2, BUDGET))
    spots = plan.spots[0]
    # both workers take up the exact values, then each estimate is a task of its own, the
    # last decision first, for whichever worker is free
    assert [(t[0], t[1]) for t in tasks] == [("exact", 0)] * 2 + [("estimate", 0)] * len(spots)
    for task in tasks:
        sent = pickle.dumps(task)
        assert len(sent) < 20_000 and not any(isinstance(part, Record) for part in task)
    _, _, budget, solving = tasks[1]
    asked = [a.action for task in tasks[2:] for a in task[2]]
    assert asked == sorted((s.action for s in spots), reverse=True)
    received = pickle.loads(pickle.dumps(solving))
    late = [s for s in received if s.trick >= 6]
    values: dict[tuple[int, int], dict[int, float]] = {}
    for action, index, value in solve_claimed(late, 0, Pool.local(1), budget):
        assert value is not None  # from trick 3 on, always exact
        values.setdefault(action, {})[index] = value
    by_action = {s.action: s for s in spots}
    here = dict(solve_spots([s for s in spots if s.trick >= 6], budget))
    assert {a: options_of(by_action[a], v) for a, v in values.items()} == here


def test_a_defender_who_let_the_bid_be_made_is_judged_so_everywhere() -> None:
    """B13: a defender scores 0 whether the bid is made or set, so equal values never said
    "kept the best" for the card that let it be made (issue 39)."""
    from engine.review import DecisionReview, Judgement, VerdictKind, verdict_of

    chosen, setting = Play(2, parse_card("10D")), Play(2, parse_card("QS"))
    lost = DecisionReview((0, 20), 4, "play", chosen, True, ((chosen, 0), (setting, 0)), 0, 0,
                          None, (False, True), defending=True)
    kept = DecisionReview((0, 30), 6, "play", chosen, True, ((chosen, 0), (setting, 0)), 0, 0,
                          None, (True, True), defending=True)
    assert lost.judgement is Judgement.LOST_WIN and not lost.kept_best
    assert lost.best_choices() == [setting]
    assert kept.judgement is Judgement.KEPT and kept.kept_best
    found = verdict_of([kept, lost], won=False)
    assert found.kind is VerdictKind.LOST_WIN and found.decision is lost and found.defending


def test_the_bids_and_the_lay_down_are_judged_by_the_strong_players_estimate() -> None:
    """Issue 39: every decision judged, the calls included. A bid (or pass) and the cards laid
    down are review spots of their own (``bid``, ``discard``), judged by the strong player's
    choice from P's view, written in the JSON as the record writes them; a job with nothing to
    solve for them still finishes. A bid is never solved (B6); the normal player's lay-down
    (B7) is solved among the three the strong player weighs (issue 40), or, without a budget,
    judged by the estimate alone."""
    from engine.players import play_match
    from engine.record import dumps
    from engine.review import Judgement, Plan, ReviewJob, exact_reviews, plan_review

    match = play_match([NormalPlayer()] * 5, RuleSet.preset_named("bidding", rounds=1),
                       random.Random("k:0"))
    taisho = match.results[0].taisho  # type: ignore[attr-defined]
    plan = plan_review(parse_record(dumps(match)), taisho)
    calls = [s for s in plan.spots[0] if s.kind in ("bid", "discard")]
    assert {s.kind for s in calls} == {"bid", "discard"}
    assert all(s.trick == 1 and len(s.children) == (0 if s.kind == "bid" else 3) for s in calls)
    assert {r.action for r in exact_reviews(calls, 0)} == {s.action for s in calls}
    with ReviewJob(Plan(taisho, plan.deals, {0: calls}), workers=1) as job:
        (deal,) = job.wait()
    assert len(deal.decisions) == len(calls)
    for review_ in deal.decisions:
        assert review_.estimate is not None and review_.estimate.expected is None
        shown = review_.to_json()
        if review_.kind == "bid":
            assert not review_.exact and review_.judgement is Judgement.NOT_EXACT
            assert shown["chosen"] == "pass" or set(shown["chosen"]) == {"count", "suit"}
            assert shown["options"] is None and shown["value"] is None
        else:  # exact where the budget let it finish: then each of the three with a value
            assert len(shown["chosen"]) == 3 and all(isinstance(c, str) for c in shown["chosen"])
            assert shown["options"] is None or len(shown["options"]) == 3
