"""Looking back at a match: its record opened for review, its deals step by step, the verdicts."""
