"""The menu screens: title, new game, pause, settings, history, rules."""
