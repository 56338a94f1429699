"""The player's persisted data: settings, the autosave and archive, the statistics database."""
