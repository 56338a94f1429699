"""The engine's command line: ``replay FILE``, ``review FILE``, ``simulate``, ``tournament``,
``daily DATE``."""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import Counter
from pathlib import Path

from .errors import RecordError
from .players import PLAYER_NAMES, close_player, play_match, player_named
from .players.tournament import MEASURING_LEVELS
from .record import dumps, parse_record, replay, report
from .rules import ALL_PRESETS, RuleSet


def _replay(args: argparse.Namespace) -> int:
    """Print the replay report; exit 0 valid, 1 illegal action, 2 malformed (record-format.md)."""
    try:
        data = sys.stdin.buffer.read() if args.file == "-" else Path(args.file).read_bytes()
    except OSError as error:
        print(f"cannot read {args.file}: {error.strerror}", file=sys.stderr)
        return 2
    try:
        result = replay(parse_record(data))
    except RecordError as error:
        print(str(error), file=sys.stderr)
        return 2
    json.dump(report(result), sys.stdout, ensure_ascii=False, indent=1)
    sys.stdout.write("\n")
    if result.error is not None:
        print(result.error.message, file=sys.stderr)
        return 1
    return 0


def _review(args: argparse.Namespace) -> int:
    """Issue 12: each decision of ``--player`` against the open-hand solver; exit as replay."""
    from .review import review_deals, small_build, summary, values_table
    from .solver import SOLVER, WHY_NOT_NATIVE, WHY_PYTHON

    try:
        data = sys.stdin.buffer.read() if args.file == "-" else Path(args.file).read_bytes()
    except OSError as unreadable:
        print(f"cannot read {args.file}: {unreadable.strerror}", file=sys.stderr)
        return 2
    try:
        record = parse_record(data)
        if not 0 <= args.player < record.rules.game.seats:
            print(f"review: --player must be a player id 0–{record.rules.game.seats - 1}",
                  file=sys.stderr)
            return 2
        deals, error = review_deals(record, args.player)
    except RecordError as problem:
        print(str(problem), file=sys.stderr)
        return 2
    if args.json:
        out: dict[str, object] = {"player": args.player, **values_table(record.rules),
                                  "deals": [d.to_json() for d in deals],
                                  "solver": {"ran": SOLVER, "why_not_compiled": WHY_PYTHON,
                                             "why_not_native": WHY_NOT_NATIVE},
                                  "small_search": {
                                      "ran": small_build.SMALL_SEARCH,
                                      "why_not_compiled": small_build.WHY_PYTHON,
                                      "why_not_native": small_build.WHY_NOT_NATIVE}}
        if error is not None:
            out["error"] = error
        json.dump(out, sys.stdout, ensure_ascii=False, indent=1)
        sys.stdout.write("\n")
    else:
        sys.stdout.write(summary(deals, error, record.rules))
    if error is not None:
        print(error["message"], file=sys.stderr)
        return 1
    return 0


def _house_rules(pairs: list[str]) -> dict[str, object]:
    """``--rules KEY=VALUE`` options as a record's ``rules`` keys (each value read as JSON,
    else as text): ``players=3`` → ``{"players": 3}``, ``auction=false`` → ``False``."""
    out: dict[str, object] = {}
    for pair in pairs:
        key, _, text = pair.partition("=")
        try:
            out[key] = json.loads(text)
        except ValueError:
            out[key] = text
    return out


def _rules_of(args: argparse.Namespace) -> RuleSet | None:
    """The preset with ``--rules``; None (and a line on standard error) if they are bad."""
    try:
        return RuleSet.from_json({"preset": args.preset, **_house_rules(args.rules)})
    except RecordError as error:
        print(str(error), file=sys.stderr)
        return None


def _simulate(args: argparse.Namespace) -> int:
    """Play whole matches between CPU players; write their records to ``--out``."""
    rules = _rules_of(args)
    if rules is None:
        return 2
    player = player_named(args.players)
    out = Path(args.out) if args.out else None
    if out is not None:
        out.mkdir(parents=True, exist_ok=True)
    results: Counter[str] = Counter()
    try:
        for index in range(args.matches):
            rng = random.Random(f"{args.seed}:{index}")
            match = play_match([player] * rules.game.seats, rules, rng)
            results.update(deal.to_json()["result"] for deal in match.results)
            if out is not None:
                (out / f"match-{index:04d}.gnk.json").write_text(dumps(match), encoding="utf-8")
    finally:
        close_player(player)
    summary = {"matches": args.matches, "deals": sum(results.values()),
               "results": dict(sorted(results.items()))}
    print(json.dumps(summary))
    return 0


def _tournament(args: argparse.Namespace) -> int:
    """A duplicate tournament of level A against level B; print its figures."""
    from .players.tournament import format_figures, run_tournament

    def progress(done: int) -> None:
        if args.progress and done % args.progress == 0:
            print(f"{done}/{args.deals} deals", file=sys.stderr, flush=True)

    if _rules_of(args) is None:
        return 2
    figures = run_tournament(args.a, args.b, args.deals, args.seed, args.preset,
                             progress=progress, house_rules=_house_rules(args.rules))
    print(json.dumps(figures) if args.json else format_figures(figures))
    return 0


def _daily(args: argparse.Namespace) -> int:
    """Print the day's record before any decision; exit 2 for a bad date."""
    from . import daily

    try:
        day = daily.parse_date(args.date)
    except ValueError as error:
        print(error, file=sys.stderr)
        return 2
    sys.stdout.write(daily.record_text(day))
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    replay_cmd = commands.add_parser("replay", help="check and replay a game record")
    replay_cmd.add_argument("file", help="a .gnk.json record, or - for standard input")
    replay_cmd.set_defaults(run=_replay)
    review_cmd = commands.add_parser(
        "review", help="each decision of a player against the open-hand solver")
    review_cmd.add_argument("file", help="a .gnk.json record, or - for standard input")
    review_cmd.add_argument("--player", type=int, default=0, metavar="P",
                            help="the player id whose decisions are reviewed (default 0)")
    review_cmd.add_argument("--json", action="store_true", help="print one JSON object")
    review_cmd.set_defaults(run=_review)
    simulate = commands.add_parser("simulate", help="play matches between CPU players")
    simulate.add_argument("--matches", type=int, default=1)
    simulate.add_argument("--seed", default="0", help="the same seed gives the same records")
    simulate.add_argument("--preset", choices=sorted(ALL_PRESETS), default="standard")
    simulate.add_argument("--players", choices=PLAYER_NAMES, default="random",
                          help="the CPU level of all the players")
    simulate.add_argument("--rules", action="append", default=[], metavar="KEY=VALUE",
                          help="a house rule of the preset, as in a record's rules "
                               "(players=3, auction=false); may be repeated")
    simulate.add_argument("--out", help="a folder for the records (match-0000.gnk.json, …)")
    simulate.set_defaults(run=_simulate)
    tournament = commands.add_parser(
        "tournament", help="a duplicate tournament between two CPU levels",
        description="Every deal is played twice on the same cards, A in the Kankei seats and B "
                    "in the Mukankei seats, then the other way round. A deal here is one round: "
                    "deal 1 and any deals 2 and 3 it leads to.")
    levels = PLAYER_NAMES + MEASURING_LEVELS
    tournament.add_argument("--a", choices=levels, required=True,
                            help="level A (strong-open: the strong player shown every hand, "
                                 "a measuring tool)")
    tournament.add_argument("--b", choices=levels, required=True, help="level B")
    tournament.add_argument("--deals", type=int, default=100, help="duplicate deals to play")
    tournament.add_argument("--seed", default="0", help="the same seed gives the same figures")
    tournament.add_argument("--preset", choices=sorted(ALL_PRESETS), default="standard")
    tournament.add_argument("--rules", action="append", default=[], metavar="KEY=VALUE",
                            help="a house rule of the preset, as in a record's rules "
                                 "(players=3, auction=false); may be repeated")
    tournament.add_argument("--json", action="store_true", help="print one JSON object")
    tournament.add_argument("--progress", type=int, default=0, metavar="N",
                            help="report progress on standard error every N deals")
    tournament.set_defaults(run=_tournament)
    daily = commands.add_parser(
        "daily", help="print the deal of the day's record before any decision",
        description="The deal of the day: the first deal's hands of a one-round standard "
                    "match, fixed by the date on every computer and every version.")
    daily.add_argument("date", help="the day, written YYYY-MM-DD")
    daily.set_defaults(run=_daily)
    args = parser.parse_args(argv)
    return int(args.run(args))


if __name__ == "__main__":
    sys.exit(main())
