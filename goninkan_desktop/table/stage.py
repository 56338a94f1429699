"""What the table's helpers may ask of the parts that hold them, as small protocols.

The presenter animates a ``TableView`` and asks for what lies beyond the view: the
``Stage`` (the scene: sounds, screenshot moments, a held trick), the ``Overlays``
(``TableOverlays``: a deal's result, the scores, the hands as dealt) and the ``BoardHost``
(the ``DecisionDesk``: the nijū-kan board). Hints and teaching tips write into the open
decision dialog through a ``DialogHost`` (the desk too). Neither helper knows the scene.
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


class Overlays(Protocol):
    """The screens opened over the table (``TableOverlays``), as the presenter sees them."""

    def show_dealt_hands(self, done: Done) -> None: ...

    def open_deal_result(self, result: DealResult, view: SeatView, done: Done) -> None: ...

    def open_round_scores(self, round_no: int, view: SeatView, done: Done) -> None: ...

    def open_final_scores(self, view: SeatView, done: Done) -> None: ...


class BoardHost(Protocol):
    """Where the nijū-kan board is shown (the ``DecisionDesk``), as the presenter sees it."""

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
