"""Saving one PNG of each kind of screen the first time it appears (``--screenshots DIR``).

Screens are reported by the table as *moments* (``TableOptions.on_moment``).
A dialog or an overlay is saved at the end of the frame it appeared in, so
the picture is the whole finished screen. An animation (the deal, the seat
swap, a trick being taken) is saved part-way through, at a moment that shows
the movement, even at instant speed.
"""

from __future__ import annotations

from pathlib import Path

from goninkan_desktop.table.games import TableGame
from goninkan_desktop.table.options import Moment
from goninkan_desktop.ui.app import App
from goninkan_desktop.ui.tween import Animation

REQUIRED: tuple[Moment, ...] = TableGame.screens
"""The kinds of screen a Goninkan autoplay run must save (each game lists its own:
``TableGame.screens``)."""

MIDWAY: dict[Moment, float] = {"deal": 2.0, "seat_swap": 1.9, "trick": 0.6, "auction": 0.2,
                                "reveal": 1.4}
"""Seconds into each animated screen (at normal speed) when its picture is taken."""


class Screenshots:
    """Install with ``app.after_frame.append(shots)`` and pass ``shots.moment`` to the table."""

    def __init__(self, app: App, directory: str | Path,
                 required: tuple[Moment, ...] = REQUIRED, form: str = "") -> None:
        self.app = app
        self.form = form
        """The bidding game's form (``profile.choices.FORMS``), written into every picture's
        name ("03-trick-three-players.png"); ``""`` for the usual forms."""
        self.required = required
        """The kinds of screen this run must save (each game has its own)."""
        self.directory = Path(directory)
        self.directory.mkdir(parents=True, exist_ok=True)
        self.saved: dict[Moment, Path] = {}
        self._pending: list[Moment] = []

    def wants(self, kind: Moment) -> bool:
        """True if no picture of ``kind`` has been saved yet."""
        return kind not in self.saved and kind not in self._pending

    def moment(self, kind: Moment, animation: Animation | None) -> None:
        """A screen of ``kind`` appears; ``animation`` is the one showing it, if any."""
        if not self.wants(kind):
            return
        if animation is not None and kind in MIDWAY:
            animation.update(MIDWAY[kind])
            self._save(kind)
        else:
            self._pending.append(kind)

    def __call__(self, app: App) -> None:
        while self._pending:
            self._save(self._pending.pop(0))

    def _save(self, kind: Moment) -> None:
        form = f"-{self.form}" if self.form else ""
        path = self.directory / f"{len(self.saved) + 1:02d}-{kind}{form}.png"
        self.app.screenshot(str(path))
        self.saved[kind] = path

    def missing(self) -> list[Moment]:
        """The required kinds not saved yet."""
        return [kind for kind in self.required if kind not in self.saved]
