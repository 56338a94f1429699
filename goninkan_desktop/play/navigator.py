"""What a screen may ask of the application: the moves between screens and the shared session.

The menu screens hold a ``Navigator`` (the shell is the one in the game; a
test may pass its own), never the shell itself: so they import nothing above
them, and the shell can import every screen at the top of its module.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Protocol

from engine.rules import RuleSet
from goninkan_desktop.play.session import Session


class Navigator(Protocol):
    """The moves between screens a screen may ask for."""

    @property
    def session(self) -> Session:
        """The settings, sound, card look, autosave and statistics every screen shares."""
        ...

    def show_title(self) -> None:
        """Close any match on the table and show the title screen."""
        ...

    def show_messages(self) -> None:
        """Show the oldest message waiting for the player (or the first start's offer)."""
        ...

    def continue_match(self) -> bool:
        """Continue the autosaved match; False if it cannot be continued."""
        ...

    def choose_continue(self) -> None:
        """The title's Continue: the autosaved match, or, with a second one set aside beside
        it, a question which to continue."""
        ...

    def open_new_game(self) -> None: ...

    def open_daily(self) -> None: ...

    def open_tutorial(self) -> None: ...

    def open_rules(self, rules: RuleSet | None = None, topic: str | None = None) -> None:
        """The rules and glossary (for ``rules``, at ``topic``)."""
        ...

    def open_history(self) -> None: ...

    def open_stats(self) -> None: ...

    def open_settings(self) -> None: ...

    def open_pause_menu(self) -> None: ...

    def open_review_file(self, path: str | Path) -> bool:
        """Review the record in a file; False (with a message) if it cannot be reviewed."""
        ...

    def confirm_replace(self, start: Callable[[], object]) -> None:
        """Run ``start`` (a new match), after asking if it would replace an unfinished one."""
        ...

    def start_match(self, rules: RuleSet, level: str, time_limit: int | None) -> None: ...

    def table_rules(self) -> RuleSet | None:
        """The rules of the match on the table (None: no match is on the table)."""
        ...

    def refresh_table(self, language_changed: bool) -> None:
        """After settings changed mid-match: the table follows them."""
        ...

    def quit(self) -> None: ...
