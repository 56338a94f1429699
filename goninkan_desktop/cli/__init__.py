"""The terminal front end."""
