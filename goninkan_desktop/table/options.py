"""How the table behaves around the match: the hooks to the rest of the game, the player's
conveniences, and where a lesson lays the table out differently from a match.

A lesson is the same ``TableScene`` with other options (``lesson_options`` in
``tutorial.scene``), never a subclass that overrides the table's private steps.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

import pygame

from goninkan_desktop.table.dialogs import DialogKind
from goninkan_desktop.ui import layout
from goninkan_desktop.ui.audio import SoundName
from goninkan_desktop.ui.nodes.base import Point
from goninkan_desktop.ui.tween import Animation

Moment = Literal[DialogKind, "nijukan", "deal", "seat_swap", "trick", "deal_result",
                 "round_scores", "final_scores", "last_trick", "trick_log", "review",
                 "auction", "reveal", "card_order"]
"""Every kind of screen the table reports as it appears (for screenshots): its dialogs, the
nijū-kan board, the animations worth a picture, its overlays, and the review it opens."""

MomentHook = Callable[[Moment, Animation | None], None]


@dataclass(frozen=True)
class Room:
    """Where a lesson moves the table's parts to make room for its guide box (the bottom
    right): the hand and the prompt a little left, the Mukankei row into the corner above the
    right seat, the yama and the human's panel aside (``None``: as at a match)."""

    hand_x: float
    """The hand's centre."""
    hand_width: float
    """The widest the hand spreads."""
    prompt_x: float
    mukankei_row: Point
    row_width: float
    """The Mukankei row's width (its title smaller to fit)."""
    yama: Point
    human_panel: Point
    named_card: Point | None = None
    """The adjutant's card (the bidding game; None: where a match has it)."""
    lay_down: tuple[float, float] | None = None
    """The lay-down dialog's left and right edges (the bidding game), narrower than at a match
    and its text wrapped on more lines, so it covers neither the left seat's panel nor the
    guide box (None: as at a match)."""


@dataclass
class TableOptions:
    """How the table behaves around the match.

    ``auto_close``: overlays close by themselves after this many seconds
    (autoplay). ``on_new_match`` / ``on_quit``: the final scores' buttons.
    ``on_moment``: told when a screen worth a screenshot appears.
    ``on_menu``: Esc or the Menu button (the pause menu); ``on_sound``: plays
    a sound effect ("deal", "play", "trick", "deal_won", "deal_lost").
    """

    auto_close: float | None = None
    on_new_match: Callable[[], object] | None = None
    on_quit: Callable[[], object] | None = None
    on_moment: MomentHook | None = None
    on_menu: Callable[[], object] | None = None
    on_sound: Callable[[SoundName], object] | None = None
    teaching_tips: bool = True
    """Short notes the first time a situation arises (``Settings.teaching_tips``)."""
    hold_tricks: bool = False
    """Each finished trick stays until the player clicks or presses Enter
    (``Settings.hold_tricks``)."""
    tips_seen: frozenset[str] = frozenset()
    """The tips shown before (``Settings.tips_seen``): never shown again."""
    on_tip_seen: Callable[[str], object] | None = None
    """Told each tip as it is shown, to remember it."""
    on_take_back: Callable[[], object] | None = None
    """"Take back" and Ctrl+Z: undo the human's last decision (None: take-back is off)."""
    open_hands_at_end: bool = False
    """When a deal ends, every hand face up as dealt before the result
    (``Settings.open_hands_at_end``)."""
    auto_play_single: bool = False
    """A lone legal card is played by itself (``Settings.auto_play_single``)."""
    large_cards: bool = False
    """Larger cards in the hand (``Settings.large_cards``)."""
    on_review: Callable[[int], object] | None = None
    """"Review this deal" on a deal's result: told the deal's index in the record."""
    # -- where a lesson lays the table out differently -------------------------------------
    low_banner_centre: Point = layout.LOW_BANNER_CENTRE
    """Where a banner below the trick goes (a hint, the seat swap)."""
    dialog_shift: float = 0.0
    """How far right (negative: left) of their usual place decision dialogs open."""
    nijukan_shift: float = 0.0
    """How far right (negative: left) of its usual place the nijū-kan board opens."""
    narrow_results: bool = False
    """Deal results narrower than in a match (a lesson keeps its guide box beside them)."""
    results_keep_clear: Callable[[], pygame.FRect] | None = None
    """A region a deal's result opens beside, never over (a lesson's guide box)."""
    round_label: str | None = None
    """Words on the plaque in place of "Round n of N" (the deal of the day, a match of its
    own that is no round of anything)."""
    final_scores: bool = True
    """The end of the match shows the final scores (a lesson's own words explain it instead)."""
    room: Room | None = None
    """Where a lesson moves the table's parts (None: where a match has them)."""
    hints: bool = True
    """The table's hint button and H key (a lesson's guide has its own hint)."""
    toolbar: bool = True
    """The toolbar on show (a lesson's guide box takes its corner)."""
    prompt: bool = True
    """The prompt above the hand on show (a lesson's guide box says what to do instead)."""
    keep_finished_deal: bool = False
    """Between deals the finished deal stays on show (the guide talks on about it)."""
    on_ask: Callable[[], object] | None = None
    """Told after each request has opened (or closed): a lesson names the keys it takes."""
