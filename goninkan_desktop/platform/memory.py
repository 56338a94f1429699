"""Giving freed memory back to the system.

The card faces, panels and lines of text the game draws are many blocks of 50 to 500
kilobytes. When a screen closes and its images are dropped, the C library keeps the freed
blocks for later instead of returning them to the system, and over a long session the
process's resident memory only grew, whatever it still held (the GUI fuzzer saw tens of
megabytes). ``give_back`` asks the C library to return what it holds free (glibc's
``malloc_trim``, on Linux); elsewhere it does nothing.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import sys
from collections.abc import Callable
from functools import cache


@cache
def _trim() -> Callable[[int], int] | None:
    """glibc's ``malloc_trim``, if this process has it."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        trim: Callable[[int], int] = libc.malloc_trim
    except (OSError, AttributeError):  # not glibc (musl has no malloc_trim)
        return None
    return trim


def give_back() -> None:
    """Return the freed memory the C library holds to the system (a few milliseconds)."""
    trim = _trim()
    if trim is not None:
        trim(0)
