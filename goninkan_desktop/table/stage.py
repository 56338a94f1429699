"""What the table's helpers may ask of the scene that holds them, as two small protocols.

The presenter animates a ``TableView`` and asks the ``Stage`` for what lies
beyond the view: overlays, sounds, screenshot moments, a held trick, the
nijū-kan board. Hints and teaching tips write into the open decision dialog
through a ``DialogHost``. ``TableScene`` is both; neither helper knows it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from engine.events import DealResult
from engine.observe import SeatView
from goninkan_desktop.play.controller import HumanRequest
from goninkan_desktop.table.options import Moment
from goninkan_desktop.ui.audio import SoundName
from goninkan_desktop.ui.nodes.base import Node
from goninkan_desktop.ui.nodes.dialog import Dialog
from goninkan_desktop.ui.nodes.pickers import NijukanBoard
from goninkan_desktop.ui.tween import Animation

Done = Callable[[], None]
"""Called when an overlay closes: the presenter's later steps go on."""


class Stage(Protocol):
    """The scene around a ``TableView``, as the presenter sees it."""

    def sync(self, view: SeatView) -> None:
        """Make the table match the human's view (after each batch of animations)."""
        ...

    def sound(self, name: SoundName) -> None: ...

    def moment(self, kind: Moment, animation: Animation | None = None) -> None:
        """A screen worth a screenshot appears (``animation``: once it has finished)."""
        ...

    @property
    def holding_trick(self) -> bool:
        """A finished trick waits for the player's click."""
        ...

    def hold_trick(self) -> None: ...

    def release_trick(self) -> None: ...

    def show_dealt_hands(self, done: Done) -> None: ...

    def open_deal_result(self, result: DealResult, view: SeatView, done: Done) -> None: ...

    def open_round_scores(self, round_no: int, view: SeatView, done: Done) -> None: ...

    def open_final_scores(self, view: SeatView, done: Done) -> None: ...

    @property
    def nijukan_board(self) -> NijukanBoard | None: ...

    def show_nijukan_board(self, holder: int, middle: int, partner: int, *,
                           interactive: bool) -> None: ...

    def close_nijukan_board(self) -> None: ...


class DialogHost(Protocol):
    """The scene's open decision, as hints and teaching tips see it."""

    @property
    def request(self) -> HumanRequest | None:
        """The decision the human is asked now (None: none)."""
        ...

    @property
    def dialog(self) -> Node | None:
        """The open decision dialog (or the button under the open hands)."""
        ...

    @property
    def nijukan_board(self) -> NijukanBoard | None: ...


def note_box(host: DialogHost) -> Dialog | NijukanBoard | None:
    """Where a note about the open decision is written: its dialog, else the nijū-kan board."""
    dialog = host.dialog
    return dialog if isinstance(dialog, Dialog) else host.nijukan_board
