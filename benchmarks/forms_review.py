"""How exact and how costly the review is in the bidding game's other forms.

Plays N one-round matches of each of the four forms of the bidding game
(docs/rules.md sections 11–12: five or three players, with or without an
auction; normal CPU players, seeded), then reviews player 0's decisions in
each match's played deal (the last one: a round may begin with redeals, B6) in
this process, as ``engine.review.exact_reviews`` does (one process, so the
figures are the same on every run), and prints per form:

- ``exact_from_trick3``: the share of the decisions from trick 3 on that are exact;
- ``exact_from_trick_max``: the earliest trick from which every decision of a deal is
  exact, the worst deal (one past the last trick: none is);
- ``exact_from_first_card``: the deals of which every decision solved is exact, from the
  first card on (the calls before it included: the trump named without an auction);
- ``nodes_p50`` / ``_p95`` / ``_max``: the search nodes spent per deal;
- ``cpu_seconds_p50`` / ``_p95`` / ``_max``: CPU seconds per deal (the search alone:
  the plan and the exact values, not the strong player's estimates).

The five-player form with an auction is the main solver's (``engine.solver``); the
other three are the review's own search (``engine.review.small``).

Usage: ``python benchmarks/forms_review.py [DEALS] [--seed S] [--form 3a|3n|5a|5n]
[--budget NODES] [--small-share N] [--small-budget NODES]`` (``--small-share``: the review's
own search's ceiling in deal budgets, ``exact.SMALL_SHARE`` unless told: the statistics' idle
reviews use ``goninkan_desktop.stats.reviews.IDLE_SMALL_SHARE``; ``--small-budget``: that
search's deal budget instead of ``exact.SMALL_BUDGET``, to find what the first tricks cost
when they may take more). It prints which build of each search
ran (native, compiled or python; ``GONINKAN_SMALL=python|compiled|native`` asks for one of the
review's own search) and that search's budget (``exact.SMALL_BUDGETS``, by build).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time

from engine.players import play_match, player_named
from engine.record import Record, dumps, parse_record
from engine.review import exact as review_exact
from engine.review.exact import (
    NODE_BUDGET,
    SMALL_SHARE,
    Pool,
    solve_claimed,
    with_value,
)
from engine.review.plan import plan_review
from engine.review.small_build import SMALL_SEARCH
from engine.rules import RuleSet
from engine.solver import SOLVER

FORMS = {"5a": (5, True), "5n": (5, False), "3a": (3, True), "3n": (3, False)}


def _p95(figures: list[float]) -> float:
    ordered = sorted(figures)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def record_of(players: int, auction: bool, seed: int) -> Record:
    """A one-round match of the form between normal CPU players, from ``seed``."""
    rules = RuleSet.preset_named("bidding", players=players, auction=auction, rounds=1)
    match = play_match([player_named("normal")] * players, rules, random.Random(seed))
    return parse_record(dumps(match))


def review_deal(record: Record, budget: int = NODE_BUDGET, small_share: int = SMALL_SHARE
                ) -> tuple[int, int, float, int, int]:
    """Player 0's decisions of the record's last deal solved in this process: (decisions
    from trick 3 on, of them exact, CPU seconds, nodes, exact from trick)."""
    deal = len(record.deals) - 1
    plan = plan_review(record, 0, [deal])
    spots = [spot for spot in plan.spots.get(deal, []) if spot.children]
    pool = Pool.local(deal + 1)
    started = time.process_time()
    values: dict[tuple[int, int], dict[int, float] | None] = {}
    for action, index, value in solve_claimed([s.solving() for s in spots], deal, pool,
                                              budget, small_share):
        values[action] = with_value(values.get(action, {}), index, value)
    cpu = time.process_time() - started
    late = [s for s in spots if s.trick >= 3]
    exact = sum(values.get(s.action) is not None for s in late)
    earliest = record.rules.game.tricks + 1
    for spot in sorted(spots, key=lambda s: s.action, reverse=True):
        if values.get(spot.action) is None:
            break
        earliest = spot.trick
    return len(late), exact, cpu, int(pool.spent[deal]), earliest


def run(deals: int, seed: int, forms: list[str], budget: int = NODE_BUDGET,
        small_share: int = SMALL_SHARE) -> None:
    """Review ``deals`` seeded deals of each of ``forms``; print figures."""
    print(f"uptime {os.getloadavg()[0]:.2f} {os.getloadavg()[1]:.2f} (load 1 min, 5 min)")
    print(f"deals {deals} seed {seed} node_budget {budget} small_share {small_share}")
    print(f"solver {SOLVER} small_search {SMALL_SEARCH} small_budget "
          f"{min(budget, review_exact.SMALL_BUDGET)}")
    for name in forms:
        players, auction = FORMS[name]
        late = exact = 0
        cpu: list[float] = []
        nodes: list[float] = []
        earliest: list[int] = []
        first = 0
        for n in range(deals):
            record = record_of(players, auction, seed + n)
            count, done, seconds, used, since = review_deal(record, budget, small_share)
            late, exact = late + count, exact + done
            cpu.append(seconds)
            nodes.append(used)
            earliest.append(since)
            first += since == 1
            print(f"{name} deal {n:>2}: CPU {seconds:6.2f} s, {used:>9} nodes, "
                  f"exact from trick {since}", file=sys.stderr, flush=True)
        print(f"{name} players={players} auction={str(auction).lower()}")
        print(f"  exact_from_trick3 {exact}/{late} ({100 * exact / max(late, 1):.0f} %)")
        print(f"  exact_from_trick_max {max(earliest)}")
        print(f"  exact_from_first_card {first}/{deals}")
        print(f"  nodes_p50 {statistics.median(nodes):.0f} p95 {_p95(nodes):.0f} "
              f"max {max(nodes):.0f}")
        print(f"  cpu_seconds_p50 {statistics.median(cpu):.2f} p95 {_p95(cpu):.2f} "
              f"max {max(cpu):.2f}")
    print(f"uptime {os.getloadavg()[0]:.2f} {os.getloadavg()[1]:.2f} (load 1 min, 5 min)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("deals", type=int, nargs="?", default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--form", action="append", choices=sorted(FORMS),
                        help="only this form (repeat for more); default all four")
    parser.add_argument("--budget", type=int, default=NODE_BUDGET,
                        help="the node budget a deal (default the review's)")
    parser.add_argument("--small-share", type=int, default=SMALL_SHARE,
                        help="the review's own search's ceiling, in deal budgets")
    parser.add_argument("--small-budget", type=int, default=None,
                        help="the review's own search's budget a deal (default its build's)")
    args = parser.parse_args()
    if args.small_budget is not None:
        # solve_claimed reads the module's budget at each call (a Final there, so not assigned)
        vars(review_exact)["SMALL_BUDGET"] = args.small_budget
    run(args.deals, args.seed, args.form or list(FORMS), args.budget, args.small_share)


if __name__ == "__main__":
    main()
