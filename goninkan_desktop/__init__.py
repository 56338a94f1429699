"""The Goninkan desktop application (pygame-ce)."""
