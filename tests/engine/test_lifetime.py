"""Every pool of the engine ends with the process that started it (``engine.lifetime``)."""

from __future__ import annotations

import sys

from tests.process_tree import check_workers_end, needs_proc

pytestmark = needs_proc

RECORD = "tests/engine/review_records/lost-win.gnk.json"


def test_the_strong_players_pool_ends_with_its_parent() -> None:
    check_workers_end("""
from engine.players.search import SearchPlayer, SearchSettings
player = SearchPlayer(SearchSettings(workers=2))
assert player._get_pool() is not None
time.sleep(120)
""", workers=2)


def test_a_tournaments_workers_end_with_it() -> None:
    check_workers_end(args=[sys.executable, "-m", "engine", "tournament", "--a", "strong",
                            "--b", "normal", "--deals", "100"], workers=2)


def test_the_review_workers_end_with_their_parent() -> None:
    check_workers_end(f"""
from pathlib import Path
from engine.record import parse_record
from engine.review import start_review
job = start_review(parse_record(Path({RECORD!r}).read_text(encoding="utf-8")), player=0)
time.sleep(120)
""", workers=2)


def test_the_portable_watch_ends_a_worker_where_no_process_descriptor_is_had() -> None:
    check_workers_end("""
import os
del os.pidfd_open  # as on macOS and Windows: the watch looks every second instead
from engine.lifetime import process_pool
pool = process_pool(2)
pool.submit(time.sleep, 120)
pool.submit(time.sleep, 120)
time.sleep(120)
""", workers=2)
