"""The deal of the day: the strong players' duplicate and the comparison at the end."""
