"""What every test shares: the Hypothesis profiles (``tests/hypothesis_profiles.py``).

The ``ci`` profile is loaded here; ``pytest --hypothesis-profile long`` replaces it (the
Hypothesis plugin loads the profile named on the command line after this file).
"""

from __future__ import annotations

from hypothesis import settings

from tests import hypothesis_profiles  # noqa: F401  (registers the profiles)

settings.load_profile("ci")
