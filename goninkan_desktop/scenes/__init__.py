"""Scenes on the app's stack: the table, and the overlays above it (results, scores, tricks)."""
