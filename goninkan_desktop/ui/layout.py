"""Where things sit on the logical 1280 × 720 table.

Screen positions are counted from the human, whose seat is always at the
bottom: position k shows the player sitting k seats to the human's right,
so turn order (R5) runs bottom → right → top-right → top-left → left.
"""

from __future__ import annotations

from goninkan_desktop.ui.nodes.base import Point

WIDTH, HEIGHT = 1280, 720
CENTRE: Point = (640.0, 318.0)

SEAT_PANEL_SIZE: Point = (248.0, 96.0)
SEAT_ANCHORS: tuple[Point, ...] = (
    (152.0, 662.0),  # 0 bottom: the human (the hand fan is separate, below the trick)
    (1140.0, 278.0),  # 1 right
    (960.0, 60.0),  # 2 top-right
    (320.0, 60.0),  # 3 top-left
    (140.0, 278.0),  # 4 left
)
"""The centre of each position's seat panel."""

BACKS_OFFSET: Point = (0.0, 96.0)
"""Where a CPU seat's face-down hand sits, from its panel's centre."""

BACK_WIDTH = 44
HAND_WIDTH = 104
TRICK_WIDTH = 92
ROW_WIDTH = 42

HAND_CENTRE: Point = (640.0, 626.0)
HAND_STEP = 62.0

TRICK_OFFSETS: tuple[Point, ...] = (
    (0.0, 94.0),
    (168.0, 22.0),
    (104.0, -88.0),
    (-104.0, -88.0),
    (-168.0, 22.0),
)
TRICK_ROTATIONS: tuple[float, ...] = (-2.0, 5.0, -3.0, 3.0, -5.0)

PLAQUE_CENTRE: Point = (640.0, 72.0)
PLAQUE_SIZE: Point = (360.0, 136.0)

KANKEI_ROW: Point = (28.0, 436.0)
MUKANKEI_ROW: Point = (1252.0, 436.0)
ROW_SIZE: Point = (250.0, 130.0)
YAMA_POS: Point = (962.0, 430.0)
"""The yama, right of the prompt at its widest (two lines, ``Prompt.MAX_TEXT_WIDTH``)."""

PROMPT_CENTRE: Point = (640.0, 500.0)
BANNER_CENTRE: Point = (640.0, 318.0)
LOW_BANNER_CENTRE: Point = (640.0, 452.0)
HAND_BANNER_CENTRE: Point = (640.0, 600.0)
"""Where the hand is, for messages shown while no hand is dealt (the first-dealer draw)."""
TOOLBAR_RIGHT: Point = (1260.0, 706.0)


THREE_SEAT_POSITIONS: tuple[int, ...] = (0, 2, 3)
"""The screen positions of a three-player table (the bidding game's B15): the human at the
bottom, the next player top right and the last top left, where two players across a round
table would sit; turn order still runs bottom → right → left."""


def positions(seats: int) -> tuple[int, ...]:
    """The screen positions a table of ``seats`` players uses, in turn order from the human."""
    if seats == len(SEAT_ANCHORS):
        return tuple(range(seats))
    if seats == len(THREE_SEAT_POSITIONS):
        return THREE_SEAT_POSITIONS
    raise ValueError(f"no table for {seats} players")


def position_of(seat: int, human_seat: int, seats: int = len(SEAT_ANCHORS)) -> int:
    """The screen position (0 bottom … 4 left) of ``seat`` at a table of ``seats`` players,
    seen from ``human_seat``."""
    return positions(seats)[(seat - human_seat) % seats]


def seat_centre(position: int) -> Point:
    """The centre of the seat panel at screen ``position``."""
    return SEAT_ANCHORS[position]


def front_of(position: int) -> Point:
    """A spot on the felt in front of the player at screen ``position`` (the human: above
    the hand)."""
    if position == 0:
        return (CENTRE[0], CENTRE[1] + 150.0)
    x, y = SEAT_ANCHORS[position]
    share = 0.6 if position in (2, 3) else 0.5  # clear of the plaque at the head of the table
    return (x + (CENTRE[0] - x) * share, y + (CENTRE[1] - y) * share)


def trick_slot(position: int) -> Point:
    """Where the card played from screen ``position`` lands."""
    dx, dy = TRICK_OFFSETS[position]
    return (CENTRE[0] + dx, CENTRE[1] + dy)
