"""The property tests' Hypothesis profiles, and each test's example count scaled by them.

- ``ci`` (the default): derandomized (the same examples on every run and every machine, so
  a red run is red again on the next), no example database, no deadline (a wall-clock limit
  per example fails on a loaded machine; speed is the benchmarks' business). The example
  counts are those written in each test.
- ``long``: random examples (a new search on every run) with the database kept in
  ``.hypothesis/`` (a failure found is tried first next time), ten times each test's count.
  Run it with ``pytest --hypothesis-profile long`` (docs/testing.md).

Each test writes its count as ``scaled(n)``: ``n`` under ``ci``, ``10 * n`` under ``long``.
"""

from __future__ import annotations

from hypothesis import settings

BASE_EXAMPLES = 100
"""The ``ci`` profile's ``max_examples``: the unit of ``scaled``."""

settings.register_profile("ci", derandomize=True, database=None, deadline=None,
                          max_examples=BASE_EXAMPLES, print_blob=True)
settings.register_profile("long", derandomize=False, deadline=None,
                          max_examples=10 * BASE_EXAMPLES, print_blob=True)


def scaled(examples: int) -> int:
    """A test's example count under the profile in use: ``examples`` times the profile's
    ``max_examples`` over the ``ci`` profile's."""
    return max(1, examples * settings.default.max_examples // BASE_EXAMPLES)
