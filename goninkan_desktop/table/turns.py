"""Whose turn it is, on the seats' panels: the player to act lit, a CPU player thinking, and
the human's clock when moves are timed."""

from __future__ import annotations

from collections.abc import Callable

from goninkan_desktop.i18n import t
from goninkan_desktop.play.controller import TableController
from goninkan_desktop.profile.choices import HUMAN
from goninkan_desktop.table.view import TableView
from goninkan_desktop.ui.render import theme


class TurnMarks:
    """The turn marks of one table; ``busy()``: the presenter is still showing what happened
    (nobody is lit until it has)."""

    def __init__(self, table: TableView, controller: TableController,
                 busy: Callable[[], bool]) -> None:
        self.table = table
        self.controller = controller
        self.busy = busy

    def thinking(self, player: int | None) -> None:
        """Show which CPU player is thinking."""
        for p, group in self.table.groups.items():
            group.panel.thinking = p == player
            if p != player and p != HUMAN:
                group.panel.set_status("")

    def mark(self) -> None:
        """Light the player to act; "Your turn" on the human's panel when it is theirs."""
        actor = self.controller.actor()
        for player, group in self.table.groups.items():
            group.panel.active = player == actor and not self.busy()
        human = self.table.groups[HUMAN].panel
        if actor == HUMAN:
            human.set_status(t("table.your_turn"))
        elif not human.thinking:
            human.set_status("")

    def mark_quietly(self) -> None:
        """Light the player to act, every status left as it is (between requests)."""
        actor = None if self.busy() else self.controller.actor()
        for player, group in self.table.groups.items():
            group.panel.active = player == actor

    def countdown(self) -> None:
        """The seconds left for the human's move, on their panel and after the prompt."""
        left = self.controller.time_left
        if left is None:
            return
        seconds = int(left + 0.999)
        colour = theme.ERROR if seconds <= 10 else theme.GOLD
        text = t("table.countdown", minutes=seconds // 60, seconds=f"{seconds % 60:02d}")
        self.table.groups[HUMAN].panel.set_status(text, colour)
        self.table.prompt.set_suffix(f"({text})")


__all__ = ["TurnMarks"]
