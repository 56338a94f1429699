"""The composition root: which screen comes after which, and the match on the table."""
