"""What every test shares: the Hypothesis profiles (``tests/hypothesis_profiles.py``) and a
run that ends on SIGTERM (``tests/run_ends.py``).

The ``ci`` profile is loaded here; ``pytest --hypothesis-profile long`` replaces it (the
Hypothesis plugin loads the profile named on the command line after this file).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from hypothesis import settings

from tests import hypothesis_profiles  # noqa: F401  (registers the profiles)
from tests.run_ends import end_run_on_sigterm, ends_run_on_sigterm

settings.load_profile("ci")


def pytest_configure(config: pytest.Config) -> None:
    """SIGTERM ends the run and what it started (``tests/run_ends.py``), before any test
    initialises pygame (whose SDL would otherwise take the signal)."""
    end_run_on_sigterm()


@pytest.fixture(autouse=True)
def _sigterm_still_ends_the_run() -> Iterator[None]:
    """Fail a test that leaves another SIGTERM handler in the run's process."""
    yield
    assert ends_run_on_sigterm(), "the test changed SIGTERM's handler: the run would not end on it"
