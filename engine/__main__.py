"""The engine's command line: ``python -m engine replay FILE``, ``simulate``, ``tournament``."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from .errors import RecordError
from .record import parse_record, replay, report


def _replay(args: argparse.Namespace) -> int:
    """RECORD.md: print the replay report; exit 0 valid, 1 illegal action, 2 malformed."""
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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    replay_cmd = commands.add_parser("replay", help="check and replay a game record")
    replay_cmd.add_argument("file", help="a .gnk.json record, or - for standard input")
    replay_cmd.set_defaults(run=_replay)
    args = parser.parse_args(argv)
    return int(args.run(args))


if __name__ == "__main__":
    sys.exit(main())
