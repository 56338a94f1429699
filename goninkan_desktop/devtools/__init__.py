"""Tools for developers and tests: the autopilot, screenshots, scripted scenarios."""
