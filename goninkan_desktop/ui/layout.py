"""Where things sit on the logical 1280 × 720 table.

Screen positions are counted from the human, whose seat is always at the
bottom: position k shows the player sitting k seats to the human's right,
so turn order (R5) runs bottom → right → top-right → top-left → left.
"""

from __future__ import annotations

from dataclasses import dataclass

from goninkan_desktop.ui.nodes.base import Point

WIDTH, HEIGHT = 1280, 720
CENTRE: Point = (640.0, 318.0)

SEAT_PANEL_SIZE: Point = (248.0, 96.0)

BACKS_OFFSET: Point = (0.0, 96.0)
"""Where a CPU seat's face-down hand sits, from its panel's centre."""

BACK_WIDTH = 44
HAND_WIDTH = 104
TRICK_WIDTH = 92
ROW_WIDTH = 42

HAND_CENTRE: Point = (640.0, 626.0)
HAND_STEP = 62.0

PLAQUE_CENTRE: Point = (640.0, 72.0)
PLAQUE_SIZE: Point = (384.0, 136.0)
"""Between the top seats' panels (4 px clear of each), wide enough for the longest race line
("Defenders 10, need 6", 「守備側 10枚（阻止に6枚）」) at the table's smallest text."""

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


@dataclass(frozen=True)
class SeatLayout:
    """Where each screen position of a table of one size sits: 0 is the human at the bottom,
    then round the table in the order of play (R5)."""

    anchors: tuple[Point, ...]
    """The centre of each position's seat panel."""
    trick_offsets: tuple[Point, ...]
    """Where each position's card of a trick lands, from the table's centre."""
    trick_rotations: tuple[float, ...]
    """How each position's card of a trick is turned, in degrees."""
    head: frozenset[int]
    """The positions at the head of the table, under the plaque (``front_of`` goes further
    in there, clear of it)."""

    @property
    def seats(self) -> int:
        """How many players the layout seats."""
        return len(self.anchors)

    def position_of(self, seat: int, human_seat: int) -> int:
        """The screen position (0 bottom, then round the table) of ``seat``, seen from
        ``human_seat``."""
        return (seat - human_seat) % self.seats

    def seat_centre(self, position: int) -> Point:
        """The centre of the seat panel at screen ``position``."""
        return self.anchors[position]

    def front_of(self, position: int) -> Point:
        """A spot on the felt in front of the player at screen ``position`` (the human: above
        the hand)."""
        if position == 0:
            return (CENTRE[0], CENTRE[1] + 150.0)
        x, y = self.anchors[position]
        share = 0.6 if position in self.head else 0.5  # clear of the plaque at the head
        return (x + (CENTRE[0] - x) * share, y + (CENTRE[1] - y) * share)

    def trick_slot(self, position: int) -> Point:
        """Where the card played from screen ``position`` lands."""
        dx, dy = self.trick_offsets[position]
        return (CENTRE[0] + dx, CENTRE[1] + dy)

    def trick_rotation(self, position: int) -> float:
        """How the card played from screen ``position`` lies turned."""
        return self.trick_rotations[position]


FIVE_SEATS = SeatLayout(
    anchors=(
        (152.0, 662.0),  # 0 bottom: the human (the hand fan is separate, below the trick)
        (1140.0, 278.0),  # 1 right
        (960.0, 60.0),  # 2 top-right
        (320.0, 60.0),  # 3 top-left
        (140.0, 278.0),  # 4 left
    ),
    trick_offsets=((0.0, 94.0), (168.0, -10.0), (104.0, -88.0), (-104.0, -88.0), (-168.0, -10.0)),
    trick_rotations=(-2.0, 5.0, -3.0, 3.0, -5.0),
    head=frozenset({2, 3}),
)
"""The five-player table (Goninkan, the bidding game's usual form)."""

THREE_SEATS = SeatLayout(
    anchors=tuple(FIVE_SEATS.anchors[p] for p in (0, 2, 3)),
    trick_offsets=tuple(FIVE_SEATS.trick_offsets[p] for p in (0, 2, 3)),
    trick_rotations=tuple(FIVE_SEATS.trick_rotations[p] for p in (0, 2, 3)),
    head=frozenset({1, 2}),
)
"""The three-player table (the bidding game's B15): the human at the bottom, the next player
top right and the last top left, where two players across a round table would sit (the five
seats' top two places; turn order still runs bottom, right, left)."""

SEAT_LAYOUTS: dict[int, SeatLayout] = {layout.seats: layout for layout in (FIVE_SEATS,
                                                                           THREE_SEATS)}
"""Each table size's layout, by its number of seats (a new size adds its entry)."""

SEAT_ANCHORS = FIVE_SEATS.anchors
"""The five-player table's seat panels (the review and the lessons move some of them)."""


def seat_layout(seats: int) -> SeatLayout:
    """The layout of a table of ``seats`` players (the game's ``Game.seats``)."""
    return SEAT_LAYOUTS[seats]
