"""The one-file game's size and its start-up time to the first frame.

Run after ``python build_spec/build.py``: prints ``executable_mb X`` and
``start_to_first_frame_s_p50 Y`` / ``…_max Z`` over several cold-ish starts
(each start unpacks the one-file bundle again, as a player's double-click does).
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "build_spec"))

from build import executable, release_file, size_megabytes

RUNS = 7


def start_seconds(program: Path) -> float:
    env = dict(os.environ, SDL_AUDIODRIVER="dummy")
    if not env.get("DISPLAY"):
        env["SDL_VIDEODRIVER"] = "dummy"
    start = time.perf_counter()
    subprocess.run([str(program), "--quit-after-first-frame"], env=env, check=True,
                   timeout=60, capture_output=True)
    return time.perf_counter() - start


def main() -> None:
    program = executable()
    if not program.exists():
        sys.exit(f"{program} is missing: run python build_spec/build.py first")
    times = [start_seconds(program) for _ in range(RUNS)]
    print(f"executable_mb {size_megabytes(release_file()):.1f}")
    print(f"start_to_first_frame_s_p50 {statistics.median(times):.2f}")
    print(f"start_to_first_frame_s_max {max(times):.2f}")


if __name__ == "__main__":
    main()
