"""Steps before the window opens, timed: one that takes long is named on stderr.

The window should be there within a second or two of the start. When it is not, the
machine made the game wait (an audio device that does not answer, a locked file, a long
archive to count), and the warning says which step it was.
"""

from __future__ import annotations

import contextlib
import logging
import time
from collections.abc import Iterator

SLOW_STEP_SECONDS = 2.0
"""A step before the window opens that takes longer than this is reported."""

log = logging.getLogger(__name__)


@contextlib.contextmanager
def startup_step(what: str) -> Iterator[None]:
    """Time one step of starting the game; warn (naming ``what``) if it was slow."""
    start = time.monotonic()
    try:
        yield
    finally:
        spent = time.monotonic() - start
        if spent > SLOW_STEP_SECONDS:
            log.warning("starting the game: %s took %.1f s", what, spent)
