"""The open-hand solver's nodes and seconds on a fixed corpus, every value checked.

The corpus (``benchmarks/solver_corpus.json``) holds positions at the lead of a
trick with 10, 9, 8 and 7 tricks left, of both games (Goninkan standard and
the bidding game), from the first counted deal of matches of normal players
(``engine simulate --seed solver-corpus``), each with every legal option's
exact value for Kankei (the taisho's side) as ``Solver.options`` gives it.
A position is kept as its deal's record, cut after that deal, and the index
of the decision it stands before, so it is rebuilt by replaying the record.

Each position is solved with a fresh ``Solver`` (its options share its
table, as the review's do) within the corpus's node budget for its depth;
a position the solver did not finish within that budget when the corpus was
made has ``options`` null and is counted as unsolved (its nodes then are
the budget: a lower bound). Prints per game and depth the positions solved
and nodes and seconds (p50, p95, max), and exits 1 when any option's value
differs from the corpus's.

The hard set (``benchmarks/solver_hard.json``, ``--corpus`` it; same format) holds whole
deals the review could not solve: player 0's decisions of tricks 1 and 2 (10 and 9 tricks
left) in the deals of ``benchmarks/review_speed.py 40`` (standard, seed ``review``) whose
first-trick decision took past the review's early budget of 10 000 000 nodes on c98091b
(deals 4, 26 and 27, ``HARD_DEALS``), each with every option's exact value, solved once
without a budget (``--make-hard`` writes it anew, a few minutes with the native core).

Usage: ``python benchmarks/solver_nodes.py [--limit N] [--tricks 7 8] [--game standard]
[--solver native|compiled|python] [--budget N] [--corpus benchmarks/solver_hard.json]``;
``--make`` writes the corpus anew (minutes to an hour: it solves everything); ``--budget``
gives every depth that node budget. It runs
the solver ``engine.solver`` picks (the native one where the install built it, else the
compiled one; the output says which), or the one ``--solver`` names (exit 2 where that one
does not run here).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine import solver_search
from engine.actions import RecordedDecision
from engine.match import Match
from engine.players import close_player, play_match, player_named
from engine.record import dumps, parse_record, replay
from engine.rules import RuleSet
from engine.solver import SOLVER, WHY_NOT_NATIVE, WHY_PYTHON, Solver, compiled_module, native_module
from engine.tricks import Option, TrickPlay

CORPUS = Path(__file__).resolve().parent / "solver_corpus.json"
GAMES = ("standard", "bidding")
SEED = "solver-corpus"
PER_DEPTH = {7: 6, 8: 5, 9: 4, 10: 2}
"""How many positions of each depth (tricks left) per game."""
BUDGET = {7: None, 8: None, 9: None, 10: None}
"""The node budget of a position by depth (None: none); past it the position is unsolved.
Every depth unbounded since the native core solves whole deals in about a second (the
corpus's first version, made with the pure solver, stopped at 2 000 000 nodes at 9 tricks
left and 500 000 at 10, and left four positions unsolved)."""
HARD = Path(__file__).resolve().parent / "solver_hard.json"
HARD_DEALS = (4, 26, 27)
"""The deals (1-based, in ``review_speed.py``'s order) of the hard set."""


@dataclass(frozen=True)
class Position:
    """One corpus position: the record that leads to it and its options' values (None:
    unsolved when the corpus was made)."""

    game: str
    tricks_left: int
    record: dict[str, Any]
    action: int
    options: list[tuple[Option, float]] | None

    def trick_play(self) -> tuple[TrickPlay, dict[str, int]]:
        """The position rebuilt by replaying its record, and each result's value for Kankei."""
        found: list[tuple[TrickPlay, dict[str, int]]] = []
        last = len(self.record["deals"]) - 1

        def before(match: Match, d: int, a: int, _: RecordedDecision) -> None:
            if (d, a) == (last, self.action) and match.play is not None:
                found.append((match.play.copy(), match.side_values()))

        replay(parse_record(json.dumps(self.record)), before)
        if not found:
            raise ValueError(f"no trick play at decision {self.action} of the record")
        return found[0]


def _option_json(option: Option) -> Any:
    return list(option) if isinstance(option, tuple) else option


def _option_of(value: Any) -> Option:
    if isinstance(value, list):
        return (int(value[0]), int(value[1]))
    if isinstance(value, bool):
        return value
    return int(value)


def load_corpus(path: Path = CORPUS) -> list[Position]:
    """The corpus's positions."""
    data = json.loads(path.read_text(encoding="utf-8"))
    records = data["records"]
    out: list[Position] = []
    for entry in data["positions"]:
        options = entry["options"]
        out.append(Position(
            entry["game"], entry["tricks_left"], records[entry["record"]], entry["action"],
            None if options is None else [(_option_of(o), float(v)) for o, v in options]))
    return out


@dataclass(frozen=True)
class Solved:
    """A solve of one position: its options' values (None past the budget), nodes, seconds."""

    options: list[tuple[Option, float]] | None
    nodes: int
    seconds: float


SolverClass = Callable[[TrickPlay, dict[str, int]], solver_search.Solver]
"""A ``Solver`` of one of the builds (each takes a position and the values)."""


def solver_named(name: str | None) -> tuple[SolverClass, str]:
    """The ``Solver`` of the build named (None: the one ``engine.solver`` runs) and what to
    print of it; SystemExit where that build does not run here."""
    if name is None:
        why = {"native": "", "compiled": WHY_NOT_NATIVE}.get(SOLVER, WHY_PYTHON)
        return Solver, SOLVER + (f" ({why})" if why else "")
    if name == "python":
        return solver_search.Solver, name
    module, why = native_module() if name == "native" else compiled_module()
    if module is None:
        raise SystemExit(f"the {name} solver does not run here: {why}")
    made: SolverClass = module.Solver
    return made, name


def solve_position(tp: TrickPlay, values: dict[str, int], budget: int | None,
                   solver_class: SolverClass = Solver) -> Solved:
    """Every option of ``tp`` solved by one fresh ``Solver`` within ``budget`` nodes."""
    started = time.process_time()
    solver = solver_class(tp, values)
    options = solver.options(tp, node_budget=budget)
    return Solved(options, solver.nodes, time.process_time() - started)


# ---- making the corpus ------------------------------------------------------------

def _first_deal_record(match: Match) -> tuple[dict[str, Any], int] | None:
    """The match's record cut after its first counted deal (not redealt), and that deal's
    index; None when no deal was played."""
    record = json.loads(dumps(match))
    for index, result in enumerate(match.results):
        if result.to_json()["result"] != "redeal":
            record["deals"] = record["deals"][:index + 1]
            return record, index
    return None


def _lead_actions(record: dict[str, Any]) -> dict[int, int]:
    """Per tricks left (10–7), the index of the last deal's decision that leads that trick."""
    leads: dict[int, int] = {}
    last = len(record["deals"]) - 1

    def before(match: Match, d: int, a: int, _: RecordedDecision) -> None:
        play = match.play
        if d == last and play is not None and not play.trick_cards and play.result is None \
                and play.juroku_decider < 0:
            left = 11 - play.trick_no
            if left in PER_DEPTH:
                leads.setdefault(left, a)

    replay(parse_record(json.dumps(record)), before)
    return leads


def make_corpus(path: Path) -> None:
    """Play matches of normal players (seeded), take positions from their first deals, solve
    each within its depth's budget and write the corpus."""
    records: list[dict[str, Any]] = []
    positions: list[dict[str, Any]] = []
    for game in GAMES:
        player = player_named("normal")
        wanted = dict(PER_DEPTH)
        try:
            index = 0
            while any(wanted.values()):
                rng = random.Random(f"{SEED}:{game}:{index}")
                index += 1
                match = play_match([player] * 5, RuleSet.preset_named(game), rng)
                cut = _first_deal_record(match)
                if cut is None:
                    continue
                record, _ = cut
                leads = {left: a for left, a in _lead_actions(record).items() if wanted[left]}
                if not leads:
                    continue
                records.append(record)
                for left, action in sorted(leads.items()):
                    wanted[left] -= 1
                    position = Position(game, left, record, action, None)
                    tp, values = position.trick_play()
                    solved = solve_position(tp, values, BUDGET[left])
                    print(f"{game} {left} left: {solved.nodes} nodes {solved.seconds:.1f} s"
                          f"{'' if solved.options is not None else ' (unsolved)'}",
                          file=sys.stderr, flush=True)
                    positions.append({
                        "game": game, "tricks_left": left, "record": len(records) - 1,
                        "action": action, "nodes": solved.nodes,
                        "options": None if solved.options is None else
                        [[_option_json(o), v] for o, v in solved.options]})
        finally:
            close_player(player)
    data = {"about": "benchmarks/solver_nodes.py: positions at a trick's lead, every option's "
                     "exact value for Kankei; options null: unsolved within the budget",
            "budget": {str(k): v for k, v in BUDGET.items()},
            "records": records, "positions": positions}
    path.write_text(json.dumps(data, separators=(",", ":")) + "\n", encoding="utf-8")


def _player_zero_early(record: dict[str, Any]) -> list[tuple[int, int]]:
    """Player 0's decisions of tricks 1 and 2 in the record's last deal: (index, tricks left)."""
    found: list[tuple[int, int]] = []
    last = len(record["deals"]) - 1

    def before(match: Match, d: int, a: int, _: RecordedDecision) -> None:
        play = match.play
        if d == last and play is not None and play.result is None and play.turn == 0 \
                and play.juroku_decider < 0 and play.trick_no <= 2:
            found.append((a, 11 - play.trick_no))

    replay(parse_record(json.dumps(record)), before)
    return found


def make_hard(path: Path) -> None:
    """The hard set: the review benchmark's matches played again (``engine simulate``, as
    ``review_speed.py`` plays them), player 0's early decisions of ``HARD_DEALS`` solved."""
    with tempfile.TemporaryDirectory() as folder:
        subprocess.run([sys.executable, "-m", "engine", "simulate", "--matches",
                        str(max(HARD_DEALS)), "--seed", "review", "--players", "normal",
                        "--preset", "standard", "--out", folder], check=True, capture_output=True)
        texts = [p.read_bytes() for p in sorted(Path(folder).glob("*.gnk.json"))]
    records: list[dict[str, Any]] = []
    positions: list[dict[str, Any]] = []
    for number in HARD_DEALS:
        record = json.loads(texts[number - 1])
        results = replay(parse_record(texts[number - 1])).match.results
        index = next(i for i, r in enumerate(results) if r.to_json()["result"] != "redeal")
        record["deals"] = record["deals"][:index + 1]
        records.append(record)
        for action, left in _player_zero_early(record):
            tp, values = Position("standard", left, record, action, None).trick_play()
            solved = solve_position(tp, values, None)
            print(f"deal {number} {left} left: {solved.nodes} nodes {solved.seconds:.1f} s",
                  file=sys.stderr, flush=True)
            positions.append({
                "game": "standard", "tricks_left": left, "record": len(records) - 1,
                "action": action, "deal": number, "nodes": solved.nodes,
                "options": [[_option_json(o), v] for o, v in solved.options or []]})
    data = {"about": "benchmarks/solver_nodes.py: the hard set, player 0's decisions of tricks "
                     "1-2 in the review benchmark's deals " + ", ".join(map(str, HARD_DEALS))
                     + " (standard, seed review), every option's exact value for Kankei",
            "budget": {"9": None, "10": None}, "records": records, "positions": positions}
    path.write_text(json.dumps(data, separators=(",", ":")) + "\n", encoding="utf-8")


# ---- measuring --------------------------------------------------------------------

def _p95(figures: Sequence[float]) -> float:
    ordered = sorted(figures)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def _chosen(positions: list[Position], games: Sequence[str], tricks: Sequence[int],
            limit: int | None) -> Iterator[Position]:
    """The positions asked for: of ``games`` and ``tricks``, at most ``limit`` per game and
    depth, in corpus order."""
    taken: dict[tuple[str, int], int] = {}
    for position in positions:
        key = (position.game, position.tricks_left)
        if position.game in games and position.tricks_left in tricks \
                and (limit is None or taken.get(key, 0) < limit):
            taken[key] = taken.get(key, 0) + 1
            yield position


def measure(positions: Iterator[Position], budgets: dict[int, int | None],
            solver: str | None = None) -> int:
    """Solve each position with the solver named (None: ``engine.solver``'s), check its
    values, print the figures; the number of mismatches."""
    solver_class, label = solver_named(solver)
    figures: dict[tuple[str, int], list[Solved]] = {}
    mismatches = 0
    for number, position in enumerate(positions):
        tp, values = position.trick_play()
        solved = solve_position(tp, values, budgets[position.tricks_left], solver_class)
        figures.setdefault((position.game, position.tricks_left), []).append(solved)
        verdict = "ok"
        if position.options is None:
            verdict = "unsolved in the corpus" + ("" if solved.options is None else
                                                  ", solved now (values not checked)")
        elif solved.options is None:
            verdict = "UNSOLVED now (solved in the corpus)"
        elif solved.options != position.options:
            mismatches += 1
            verdict = f"MISMATCH: {solved.options} against {position.options}"
        print(f"#{number} {position.game} {position.tricks_left} left: {solved.nodes} nodes "
              f"{solved.seconds:.2f} s {verdict}", file=sys.stderr, flush=True)
    print(f"load {os.getloadavg()[0]:.2f} (1 min)")
    print(f"solver {label}")
    print("game      left  solved  nodes p50 / p95 / max          seconds p50 / p95 / max")
    for (game, left), runs in sorted(figures.items()):
        nodes = [float(r.nodes) for r in runs]
        seconds = [r.seconds for r in runs]
        finished = sum(r.options is not None for r in runs)
        print(f"{game:9} {left:4}  {finished:2}/{len(runs):<2}  "
              f"{statistics.median(nodes):9.0f} {_p95(nodes):9.0f} {max(nodes):9.0f}   "
              f"{statistics.median(seconds):7.2f} {_p95(seconds):7.2f} {max(seconds):7.2f}")
    total = sum(r.nodes for runs in figures.values() for r in runs)
    print(f"nodes_total {total}")
    print(f"mismatches {mismatches}")
    return mismatches


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--limit", type=int, default=None,
                        help="at most this many positions per game and depth")
    parser.add_argument("--tricks", type=int, nargs="+", default=sorted(PER_DEPTH),
                        help="the depths (tricks left) to measure")
    parser.add_argument("--game", choices=GAMES, nargs="+", default=list(GAMES))
    parser.add_argument("--corpus", type=Path, default=CORPUS)
    parser.add_argument("--make", action="store_true", help="write the corpus anew")
    parser.add_argument("--make-hard", action="store_true", help="write the hard set anew")
    parser.add_argument("--budget", type=int, default=None,
                        help="every depth's node budget (default: the corpus's per depth)")
    parser.add_argument("--solver", choices=("native", "compiled", "python"), default=None,
                        help="the build to run (default: the one engine.solver runs)")
    args = parser.parse_args(argv)
    if args.make:
        make_corpus(args.corpus)
        return 0
    if args.make_hard:
        make_hard(HARD)
        return 0
    data = json.loads(args.corpus.read_text(encoding="utf-8"))
    budgets = {int(k): v if args.budget is None else args.budget
               for k, v in data["budget"].items()}
    positions = _chosen(load_corpus(args.corpus), args.game, args.tricks, args.limit)
    return 1 if measure(positions, budgets, args.solver) else 0


if __name__ == "__main__":
    sys.exit(main())
