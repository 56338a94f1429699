"""The review: the real table with every hand face up, deal by deal and card by card.

``ReviewScene`` walks one deal of a record (``review.steps``) on a
``TableView`` whose hands all lie face up. ←/→ step card by card, ↑/↓ trick
by trick, Home/End go to the deal's start and end,
Page Up/Page Down to the previous and next deal; every control is also a
button, and Esc leaves.

The engine reviews the player's decisions in the background (worker
processes, ``engine.review``): the screen never waits for it. The one-line
verdict on top says whether the deal could have been won; before each of the
player's decisions the cards that kept the side's best result are ringed,
the card chosen is marked, and a note gives its value against the best and
the strong computer's pick from the player's own view — "still thinking"
until the engine has an answer.

The trick strip has a tile per trick, coloured by the player's decisions there
(a legend under it says what each colour means); tile N opens the moment the
player's decision in trick N is due. One selection, the step on screen, is moved by
every control (a tile, ←/→, ↑/↓, Home/End, the buttons); what the screen shows is
derived from it alone: the trick it is about (``shown_trick``), its tile, and on the felt
that trick's cards only (``shown_position``: where the player's card leads trick N, the
felt is clear of trick N − 1).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from functools import partial
from typing import Protocol

import pygame

from engine.actions import (
    Bid,
    Decision,
    Discard,
    JurokuCall,
    LeadCall,
    NameAdjutant,
    NameTrump,
    NijukanPick,
    Pass,
    Play,
    Show,
)
from engine.cards import Card
from engine.record import Record
from engine.rules import STANDARD
from goninkan_desktop.i18n import sentences, t, tn
from goninkan_desktop.platform import workers
from goninkan_desktop.play.record_file import OpenedRecord
from goninkan_desktop.review.bidding import (
    BiddingFacts,
    BiddingMarks,
    bid_line,
    bidding_facts,
    deal_ending,
)
from goninkan_desktop.review.steps import DealWalk, Step, walk_deal
from goninkan_desktop.review.strip_tile import TILE_MARK, StripTile
from goninkan_desktop.review.verdict import (
    Reviewed,
    best_choices,
    card_text,
    choice_text,
    deal_verdict,
    decision_mark,
    decision_note,
    suit_text,
)
from goninkan_desktop.table.auction_marks import bid_tag_spot
from goninkan_desktop.table.games import TableGame, table_game
from goninkan_desktop.table.position import TablePosition
from goninkan_desktop.table.view import OPEN_WIDTH, TableView
from goninkan_desktop.ui import layout
from goninkan_desktop.ui.app import App, Scene
from goninkan_desktop.ui.motion import Motion
from goninkan_desktop.ui.nodes.base import Node, Point
from goninkan_desktop.ui.nodes.button import DEFAULT_STYLE, Button, ButtonStyle
from goninkan_desktop.ui.nodes.dialog import PRIMARY
from goninkan_desktop.ui.nodes.guide import Highlights, box
from goninkan_desktop.ui.nodes.panel import TIGHTEST_LINES, Badge, Panel, Paragraph
from goninkan_desktop.ui.nodes.score_table import result_name
from goninkan_desktop.ui.nodes.text import TextNode, get_font
from goninkan_desktop.ui.render import theme
from goninkan_desktop.ui.render.cards import CardRenderer
from goninkan_desktop.ui.render.warmup import warm_up
from goninkan_desktop.ui.tween import Tweener

REVIEW_SEATS: tuple[Point, ...] = (
    layout.SEAT_ANCHORS[0], layout.SEAT_ANCHORS[1], (1134.0, 60.0), (146.0, 60.0),
    layout.SEAT_ANCHORS[4])
"""The seat panels in the review: the top two move to the corners, leaving the head of the
table to the verdict and the trick strip."""
REVIEW_THREE_SEATS: tuple[Point, ...] = (REVIEW_SEATS[0], REVIEW_SEATS[2], REVIEW_SEATS[3])
"""The three-player table's seats in the review (the bidding game's B15): the two others in
the top corners, where the five-player table's top two sit."""


OPEN_ROW_CARDS = 10
"""At the three-player review's corner seats a longer open hand (seventeen cards, nineteen for
the taisho before laying down, B15–B16) lies in two rows under the seat: in one row it reached
the window's edges and went under the band."""


def review_seats(seats: int) -> tuple[Point, ...]:
    """The review's seat panels for a table of ``seats`` players."""
    return REVIEW_THREE_SEATS if seats == len(REVIEW_THREE_SEATS) else REVIEW_SEATS


def review_trick(seats: int) -> layout.SeatLayout:
    """The review's trick for a table of ``seats`` players (``REVIEW_TRICK_OFFSETS``, the
    three-player table's from the five's bottom and top two places)."""
    table = layout.seat_layout(seats)
    places = (0, 2, 3) if seats == len(REVIEW_THREE_SEATS) else range(len(REVIEW_SEATS))
    return replace(table, trick_offsets=tuple(REVIEW_TRICK_OFFSETS[p] for p in places))


def lay_open_hands(table: TableView) -> None:
    """The open hands of the review: at a three-player table, rows of ten at the most (each row
    no wider than its seat's panel, ``OPEN_MAX_WIDTH``: clear of the band and of the kitsune's
    panel beside it)."""
    rows = OPEN_ROW_CARDS if table.seat_count == len(REVIEW_THREE_SEATS) else None
    for hand in table.open_hands.values():
        hand.per_row = rows

TEXT_SIZE = theme.SIZE_SMALL
"""Every text of the review's band, its note and its controls: ``theme.MIN_TEXT_PX`` window
pixels at 960 × 600 (the verdict, the deal line, the strip's tiles, the legend and the note
drew 9 to 11 px there)."""
BAND = (640.0, 4.0)
HAND_LOWER = 24.0
"""The review's hand lies this much lower than the table's (a card's lower index under the
window's edge, its upper one and its face in view): room for the note above it."""
NOTE_BOTTOM = (640.0, 512.0 + HAND_LOWER)
"""Where the note's panel ends: it grows upwards, clear of the "your card" mark over the
raised card of the hand below it."""
NOTE_WIDTH = 684.0
"""The note's lines: its panel (28 more) lies 6 px clear of the rows of won face cards at the
sides, between their titles (``ROW_TITLE_ROOM``)."""
ROW_TITLE_ROOM = 180.0
"""The titles of the rows of won face cards in the review: at the band's text size, a title
wider than this with its bracketed part on a second line ("Defenders 10" over "(need 7)"),
clear of the note between the rows."""
NOTE_PAD = 4.0
"""Above and below the note's lines (the font's own line holds a little room over and under its
ink): seven lines spaced ``NOTE_LINE_GAP`` then still end above the trick's side cards."""
NOTE_SIZE = TEXT_SIZE
"""The note's text, at the band's size (it drew 11.2 px at 960 × 600): the strong computer's
estimate then takes up to seven lines, room the note finds under the review's tighter trick
(``review_trick``)."""
NOTE_LINE_GAP = TIGHTEST_LINES
"""The note's line spacing, as the verdict's."""
YAMA = (320.0, 240.0)
"""The yama's pile in the review: left of the trick's left card, right of the left seat's
panel, clear of the note's rows under the trick."""
REVIEW_TRICK_OFFSETS: tuple[Point, ...] = (
    (0.0, 0.0), (168.0, -50.0), (104.0, -88.0), (-104.0, -88.0), (-168.0, -50.0))
"""Where the review lays each screen position's card of a trick, from the table's centre: the
top two where the table lays them, the side seats' cards 72 px higher (each over a corner of
the top card beside it, every card's indices clear) and the player's own card between the top
two, 94 px higher. The note then has its rows under the trick."""
SIDE_CALL_LOWER = 10.0
"""A side seat's call in the auction lies this much under its trick slot (``_call_spot``)."""
STRIP_CELL = (60.0, 22.0)
STRIP_GAP = 3.0
"""Between two tiles of the strip: seventeen tricks (three players) leave each tile room for
its number at the band's text size only so close."""
STRIP_PAD = 8.0
"""Room on each side of the calls tile's word: twice the least a tile keeps
(``StripTile.LABEL_PAD``), so the word is never set smaller."""
LEGEND_HEIGHT = 21.0
"""A row under the strip that says what its colours mean (a second one where the colours
shown need it, making the band taller)."""
ARROWS = (48.0, 24.0)
"""The buttons of the previous and next deal, in the band's top row (4 px from its top)."""
VERDICT_TOP = 4.0 + ARROWS[1] + 1.0
VERDICT_ROOM = 42.0
"""The verdict's room above the strip: two lines; a longer verdict (a bid's line before it)
makes the band taller, moving the strip and its legend down, never under the text."""
STRIP_TOP = VERDICT_TOP + VERDICT_ROOM + 2.0 + TILE_MARK
"""The strip's top: the verdict, then room for the mark of the tile on screen."""
LEGEND_TOP = STRIP_TOP + STRIP_CELL[1] + TILE_MARK + 2.0
"""The legend's top: under the strip and its tile's mark, clear of both."""
BAND_SIZE = (716.0, LEGEND_TOP + LEGEND_HEIGHT + 6.0)
"""The band with a two-line verdict and a legend of one row; its 2-px border 4 px under the
legend. With a three-line verdict and a legend of two rows it still ends above the top seats'
trick cards, turned as they lie (``tests/desktop/test_review_band.py``)."""
TRICK_CLEAR = 161.0
"""The lowest the band may end with the trick where the table lays it (2 px above the top
trick cards, turned as they lie); a longer verdict or legend moves the trick down under it."""
VERDICT_LINE_GAP = TIGHTEST_LINES
"""The verdict's line spacing: its lines a little closer than a paragraph's, so three of them
leave the band above the top trick cards."""
QUIET_WAIT = 12
"""At most this many frames of stepping (an arrow key held) hold up the start of a review."""
CALLS = (LeadCall, NameTrump, Bid, Pass, Discard, NameAdjutant)
"""The calls before trick play (R14, R26's trump; B6's bids, B7's lay-down, B8's naming):
the strip's first tile, "Calls", before the tricks'."""
REVIEWED = (Play, JurokuCall, *CALLS)
"""The kinds of decision the engine reviews: every card, the jūroku call (R24) and the
calls."""
_MARK_STYLES = {
    "best": ButtonStyle(fill=(178, 222, 184), hover=(200, 236, 204), border=(46, 140, 78)),
    "cost": ButtonStyle(fill=(246, 204, 140), hover=(252, 220, 170), border=(178, 110, 20)),
    "lost": ButtonStyle(fill=(240, 160, 150), hover=(250, 190, 180), border=(176, 40, 36)),
    "agrees": ButtonStyle(fill=(184, 210, 236), hover=(204, 226, 246), border=(54, 100, 160)),
    "differs": ButtonStyle(fill=(222, 196, 236), hover=(234, 214, 246), border=(120, 70, 150)),
    "thinking": ButtonStyle(fill=(200, 200, 196), hover=(220, 220, 216), border=(120, 120, 116)),
}
_LEGEND = ("best", "cost", "lost", "agrees", "differs", "", "thinking")
"""The strip's colours in the order the legend names them: the exact judgements, the
strong computer's estimates, nothing to judge (""), the engine still at work; each named by
``review.legend.<mark>``, the words a decision's note opens with. The legend names the
colours the strip shows."""
_MARK_ORDER = ("lost", "cost", "thinking", "differs", "agrees", "best")
"""A tile with several decisions shows the first of these among them."""


class ReviewWork(Protocol):
    """A review running in the background (``engine.review.ReviewJob``)."""

    @property
    def done(self) -> bool: ...

    def poll(self) -> Sequence[Reviewed]: ...

    def cancel(self) -> None: ...


StartReview = Callable[[Record, int, Sequence[int]], ReviewWork]
"""Start reviewing one player's decisions in some deals of a record."""


class ReviewScene(Scene):
    """One record under review; ``on_close`` when the player leaves (default: pop the scene)."""

    kind = "review"

    def __init__(self, opened: OpenedRecord, *, player: int = 0, deal: int | None = None,
                 renderer: CardRenderer | None = None, motion: Motion | None = None,
                 start: StartReview | None = None,
                 on_close: Callable[[], object] | None = None) -> None:
        super().__init__()
        self.opened = opened
        rules = opened.record.rules
        game = table_game(rules)
        self.game = game
        """The record's game's table, whose words the review speaks (Goninkan's 巡 and ババ, the
        bidding game's トリック and ジョーカー)."""
        self.player = player
        self.start = start
        self.on_close = on_close
        self.motion = motion or Motion()
        self.tweener = Tweener()
        self.motion.apply(self.tweener)
        renderer = renderer or CardRenderer()
        # every face the review shows drawn now, not in the frame of the step that first shows
        # it (the open hands' small cards too)
        warm_up(renderer, (layout.HAND_WIDTH, layout.TRICK_WIDTH, layout.ROW_WIDTH, OPEN_WIDTH),
                (layout.BACK_WIDTH,))
        self.table = TableView(self.root, renderer, self.tweener, self.motion,
                               opened.record.players, player,
                               review_seats(len(opened.record.players)))
        self.table.set_game(game)  # the bidding game's words, the hand's order
        lay_open_hands(self.table)
        self.table.plaque.visible = False  # the band on top says the deal and its trump
        hand = self.table.hand
        hand.pos = (hand.pos[0], hand.pos[1] + HAND_LOWER)
        for row in (self.table.kankei_row, self.table.mukankei_row):
            row.set_width(row.size[0], TEXT_SIZE, title_room=ROW_TITLE_ROOM)
        self.table.yama.pos = YAMA
        self.table.auction.out_of_play_shown = False  # the kitsune lies face up in the box
        self.trick_layout = review_trick(self.table.seat_count)
        self.table.trick.seats = self.trick_layout
        self.bidding = self.root.add(BiddingMarks(renderer))
        self.facts: BiddingFacts | None = None
        """The bidding deal on screen (B4–B8, B12), None for a Goninkan deal."""
        self._standard_table = rules.game.review_values is None and rules.scoring != STANDARD
        """The exact values are standard-table points (R29) but the match scores on another
        table (R30–R31): the notes with points say so."""
        self.reviews: dict[tuple[int, int], Reviewed] = {}
        self.jobs: dict[int, ReviewWork] = {}
        self._pending: int | None = None
        """A deal whose review starts (3 ms) in a later frame than the one that shows it (which
        draws the whole deal): the first that shows no new step, within ``QUIET_WAIT`` frames."""
        self._asked_at = 0
        self._updates = 0
        self._starting = False
        self._walks: dict[int, DealWalk] = {}
        """The deals walked so far (a deal is replayed once; the next is walked ahead of time)."""
        self._busy = False
        """Whether this frame already changed the screen (then nothing is prepared in it)."""
        self.walk: DealWalk = self._walk(0)
        self._chosen: Card | None = None
        self._was_thinking = False
        self.step = 0
        self._build()
        last = opened.deal_count - 1
        self.show_deal(last if deal is None else max(0, min(deal, last)))

    # -- building ------------------------------------------------------------------------------

    def _build(self) -> None:
        root = self.root
        self.band = band = root.add(Panel(BAND, BAND_SIZE, fill=(8, 30, 22, 232),
                              border=(*theme.GOLD, 200), anchor=(0.5, 0.0), z=70))
        width = BAND_SIZE[0]
        small = theme.fs(TEXT_SIZE)
        self.prev_deal = band.add(Button(t("menus.arrow.prev"), (10.0, 4.0), ARROWS,
                                         on_click=lambda: self.change_deal(-1), font_size=small))
        self.next_deal = band.add(Button(t("menus.arrow.next"), (width - 58.0, 4.0), ARROWS,
                                         on_click=lambda: self.change_deal(1),
                                         font_size=small))
        self.deal_label = band.add(TextNode("", (width / 2, 4.0 + ARROWS[1] / 2), size=small,
                                            colour=theme.GOLD, anchor=(0.5, 0.5)))
        self.verdict = band.add(Paragraph("", (16.0, VERDICT_TOP), width - 32.0,
                                          size=TEXT_SIZE, colour=theme.TEXT,
                                          align=0.5, line_gap=VERDICT_LINE_GAP))
        self.strip = band.add(Node((0.0, STRIP_TOP), (width, STRIP_CELL[1])))
        self.strip_cells: list[StripTile] = []
        """The tiles of the tricks, trick 1 first."""
        self.calls_cell: StripTile | None = None
        """The tile of the player's calls before trick play, if the player made any."""
        self.legend = band.add(_legend(width, LEGEND_TOP, ("",)))
        self._legend_marks: tuple[str, ...] = ("",)
        self.note_panel = root.add(Panel(NOTE_BOTTOM, (NOTE_WIDTH + 28.0, 60.0),
                                         fill=(6, 28, 20, 225), border=(*theme.GOLD, 160),
                                         anchor=(0.5, 1.0), z=70))
        self.note = self.note_panel.add(Paragraph("", (14.0, NOTE_PAD), NOTE_WIDTH,
                                                  size=NOTE_SIZE, colour=theme.TEXT,
                                                  align=0.5, line_gap=NOTE_LINE_GAP))
        self.chosen_mark = root.add(Badge(t("review.your_card"), (0.0, 0.0), fill=theme.CREAM,
                                          colour=theme.TEXT_DARK, anchor=(0.5, 1.0), z=96))
        self.chosen_mark.visible = False
        self.rings = root.add(Highlights(self._ring_rects, z=95))
        self.rings.steady = self.motion.reduced
        self._build_controls()

    def _build_controls(self) -> None:
        small = theme.fs(TEXT_SIZE)
        arrows = theme.fs(theme.SIZE_SMALL)
        self.step_label = self.root.add(TextNode("", (1121.0, 588.0), size=small,
                                                 colour=theme.TEXT, shadow=theme.SHADOW,
                                                 anchor=(0.5, 0.5), z=70))
        specs: list[tuple[str, Callable[[], None]]] = [
            ("|◀", self.to_start), ("◀", lambda: self.go(self.step - 1)),
            ("▶", lambda: self.go(self.step + 1)), ("▶|", self.to_end)]
        self.nav: list[Button] = []
        for index, (label, action) in enumerate(specs):
            self.nav.append(self.root.add(Button(label, (1000.0 + index * 62.0, 608.0),
                                                 (56.0, 46.0), on_click=action,
                                                 font_size=arrows, z=70)))
        self.back_button = self.root.add(Button(t("review.back"), (1000.0, 662.0),
                                                (242.0, 46.0), on_click=self.close,
                                                font_size=small, style=PRIMARY, z=70))

    # -- which deal ----------------------------------------------------------------------------

    def change_deal(self, delta: int) -> None:
        """The previous (−1) or next (+1) deal of the record."""
        target = self.walk.index + delta
        if 0 <= target < self.opened.deal_count:
            self.show_deal(target)

    def show_deal(self, index: int) -> None:
        """Walk deal ``index``: start its review if not yet done, show its first step."""
        self._pause_others(index)
        self.walk = self._walk(index)
        self._start_review(index)
        self.prev_deal.enabled = index > 0
        self.next_deal.enabled = index < self.opened.deal_count - 1
        result = self.walk.result
        self.facts = bidding_facts(self.opened.record, index)
        self.bidding.show(self.facts, {p: self.table.seat_anchors[self.table.position(p)]
                                       for p in range(self.table.seat_count)})
        if self.facts is not None:  # B3: a round is one deal
            label = t("bid.round", round=self.walk.round, rounds=self.opened.record.rules.rounds)
            ending = deal_ending(self.facts)
        else:
            label = t("review.deal", round=self.walk.round, deal=self.walk.deal)
            ending = result_name(result.result) if result is not None else t("review.unfinished")
        self.deal_label.text = t("review.deal_ending", deal=label, ending=ending)
        self._build_strip()
        self.go(0)

    def _start_review(self, index: int) -> None:
        job = self.jobs.get(index)
        if self.start is None or (job is not None and job.done) \
                or not self._awaited(index):
            return
        self._pending, self._asked_at = index, self._updates

    def _start_once_drawn(self) -> None:
        """Start the pending review at the end of this frame: the threads that start its
        workers then run while the loop waits for the next frame, not against its drawing."""
        app = self.app
        if app is None:
            self._start_pending()
            return

        def start(_: App) -> None:
            app.after_frame.remove(start)
            self._start_pending()

        self._starting = True
        app.after_frame.append(start)

    def _start_pending(self) -> None:
        """Start the review of the deal on screen, asked for by an earlier frame."""
        self._starting = False
        index, self._pending = self._pending, None
        if index is not None and index == self.walk.index and self.start is not None:
            self.jobs[index] = self.start(self.opened.record, self.player, [index])

    def _pause_others(self, index: int) -> None:
        """One deal is worked on at a time: the one on screen (what was solved is kept)."""
        for other, job in list(self.jobs.items()):
            if other != index and not job.done:
                job.cancel()
                del self.jobs[other]

    def _awaited(self, index: int) -> list[tuple[int, int]]:
        """The player's decisions in deal ``index`` the engine has not answered yet."""
        return [a for a in self._decisions(self._walk(index)) if a not in self.reviews]

    def _walk(self, index: int) -> DealWalk:
        """Deal ``index`` walked step by step (replayed the first time only)."""
        walk = self._walks.get(index)
        if walk is None:
            walk = self._walks[index] = walk_deal(self.opened.record, index, self.player)
        return walk

    def _prepare_neighbour(self) -> None:
        """Walk the next deal (else the previous) ahead of time, in a frame that changed
        nothing else: paging to it then costs no replay (2-3 ms)."""
        index = self.walk.index
        for other in (index + 1, index - 1):
            if 0 <= other < self.opened.deal_count and other not in self._walks:
                self._walk(other)
                return

    def _decisions(self, walk: DealWalk) -> list[tuple[int, int]]:
        """Where the player decided in ``walk``, as (deal index, action index)."""
        return [(walk.index, step.index - 1) for step in walk.steps[1:]
                if step.decision is not None and step.decision.player == self.player
                and isinstance(step.decision, REVIEWED)]

    # -- stepping ------------------------------------------------------------------------------

    @property
    def current(self) -> Step:
        """The step on screen."""
        return self.walk.steps[self.step]

    def go(self, index: int) -> None:
        """Show step ``index`` of the deal (clamped to its first and last)."""
        self.step = max(0, min(index, len(self.walk.steps) - 1))
        self.table.show(self.shown_position, animate=False)
        # the cards laid down lie face up in the review's own panel (BiddingMarks), under the
        # same name: the table's pile of them (backs to all but the taisho) would lie under it
        self.table.laid_down.visible = False
        # the adjutant's card too, in the review's narrower panel right of the trick
        named = self.table.named_card
        self.bidding.show_named(named.named if named.visible else None, named.label)
        named.visible = False
        # the auction's calls lie where the review lays the trick; the kitsune face up in the
        # review's panel, not face down here; the highest call is the tag in gold (the line
        # naming it lay where the note needs its rows)
        self.table.kitsune.visible = self.table.high_line.visible = False
        if self.facts is not None:  # the roles are BiddingMarks' badges, known from the start
            for group in self.table.groups.values():
                group.panel.set_badge("", False)
        self._refresh()
        self._busy = True

    def to_start(self) -> None:
        """The cards as dealt."""
        self.go(0)

    def to_end(self) -> None:
        """The deal's last card."""
        self.go(len(self.walk.steps) - 1)

    def to_trick(self, number: int) -> None:
        """The moment trick ``number`` is complete (or its last card so far)."""
        inside = [s for s in self.walk.steps if s.trick == number]
        if inside:
            self.go(next((s.index for s in inside if s.ends_trick), inside[-1].index))

    def trick_step(self, delta: int) -> None:
        """The next trick's end (+1), or the previous trick's end (−1; the deal's start before
        trick 2)."""
        trick, at_end = self.current.trick, self.current.ends_trick
        if delta > 0:
            self.to_trick(trick + 1 if at_end or trick == 0 else trick)
        elif trick > 1:
            self.to_trick(trick - 1)
        else:
            self.go(0)

    @property
    def shown_position(self) -> TablePosition:
        """The step's position as the screen shows it: on the felt only the cards of the
        trick the screen is about (``shown_trick``). Where the player's decision due here leads
        a new trick, the trick just finished is taken off the felt, whatever moved the
        selection here (a tile, an arrow, Home/End), its face cards then in the winner's row
        (``Step.cleared``); while it lies on the felt the row does not hold them yet."""
        cleared = self.current.cleared
        if cleared is not None and self.shown_trick != self.current.trick:
            return cleared
        return self.current.position

    @property
    def selected_tile(self) -> int:
        """The strip's tile of the moment on screen: the trick the screen is about, or 0: the
        calls' tile at a call of the player's, no tile before trick play otherwise."""
        if self.pending is not None:
            decision = self.walk.steps[self.step + 1].decision
            return 0 if isinstance(decision, CALLS) else max(1, self.shown_trick)
        return self.current.trick

    @property
    def shown_trick(self) -> int:
        """The trick the screen is about: that of the player's decision due at this step (the
        next card may lead a new trick), else that of the step's last card; 0 before trick
        play (iku/koi and the trump are due then)."""
        if self.pending is not None:
            return self.walk.steps[self.step + 1].trick
        return self.current.trick

    @property
    def pending(self) -> tuple[int, int] | None:
        """The player's decision due at this step (the next action is theirs), if any."""
        steps = self.walk.steps
        if self.step + 1 >= len(steps):
            return None
        action = (self.walk.index, self.step)
        return action if action in self._decisions(self.walk) else None

    # -- what the screen says ------------------------------------------------------------------

    def _refresh(self) -> None:
        pending = self.pending
        if pending is not None:
            facts = self.facts
            self.note.text = decision_note(self.reviews.get(pending), thinking=self.thinking,
                                           standard_table=self._standard_table,
                                           game=self.game, bidding=facts is not None,
                                           bid=None if facts is None else facts.bid)
        else:  # the keys under what happened, while no decision's note needs the room
            self.note.text = f"{self._step_text(self.current)}\n{self.game.say('review.keys')}"
        font = get_font(theme.fs(NOTE_SIZE))
        leading = font.get_linesize() * (NOTE_LINE_GAP - 1.0)  # under the last line: not shown
        self.note_panel.size = (NOTE_WIDTH + 28.0, self.note.size[1] - leading + 2 * NOTE_PAD)
        self._mark_strip()
        self._show_verdict()
        self._mark_chosen(pending)
        trick = self.shown_trick
        self.step_label.text = self.game.say("review.step.trick", trick=trick) if trick \
            else self.game.say("review.step.before")
        self.nav[0].enabled = self.nav[1].enabled = self.step > 0
        self.nav[2].enabled = self.nav[3].enabled = self.step < len(self.walk.steps) - 1

    def _show_verdict(self) -> None:
        actions = self._decisions(self.walk)
        reviewed = [self.reviews[a] for a in actions if a in self.reviews]
        waiting = len(actions) - len(reviewed) if self.thinking else 0
        result = self.walk.result
        won = None if result is None else result.won_by(self.player)
        alone = self.facts is not None and self.facts.plays_alone(self.player)
        text = deal_verdict(reviewed, waiting, won, self.game, alone=alone).text
        if self.facts is not None:  # read against the bid (B12)
            names = {p: self.table.label_name(p) for p in range(self.table.seat_count)}
            text = sentences(bid_line(self.facts, names), text)
        self.verdict.text = text
        extra = max(0.0, self.verdict.size[1] - VERDICT_ROOM)
        rows = self.legend.size[1] - LEGEND_HEIGHT
        self.band.size = (BAND_SIZE[0], BAND_SIZE[1] + extra + rows)
        self.strip.pos = (0.0, STRIP_TOP + extra)
        self.legend.pos = (0.0, LEGEND_TOP + extra)
        self.bidding.below(BAND[1] + self.band.size[1])
        self._make_room_under_band()

    def _make_room_under_band(self) -> None:
        """Move the trick, the auction's calls and the yama down as far as the band reaches
        below ``TRICK_CLEAR`` (the note stays, clear of the hand: its room is above the hand's
        "your card" mark)."""
        drop = max(0.0, BAND[1] + self.band.size[1] - TRICK_CLEAR)
        self.table.trick.pos = (0.0, drop)
        self.table.yama.pos = (YAMA[0], YAMA[1] + drop)
        for spot, tag in self.table.bid_tags.items():
            x, y = self._call_spot(spot)
            tag.pos = (x, y + drop)

    def _call_spot(self, spot: int) -> Point:
        """Where the review lays the auction's call of screen position ``spot``: in its trick
        slot (the table's ``bid_tag_spot``), a side seat's ``SIDE_CALL_LOWER`` lower, clear of
        the call of the top seat beside it (the review's side cards lie higher)."""
        x, y = bid_tag_spot(spot, self.trick_layout)
        side = self.table.seat_count == len(REVIEW_SEATS) and spot in (1, 4)
        return (x, y + SIDE_CALL_LOWER) if side else (x, y)

    def _step_text(self, step: Step) -> str:
        decision = step.decision
        if decision is None:
            return t("review.step.dealt")
        name = self.table.label_name(decision.player)
        return t("review.step.did", name=name, what=_decision_text(decision, self.game))

    def _mark_chosen(self, pending: tuple[int, int] | None) -> None:
        self.chosen_mark.visible = False
        if pending is None:
            return
        decision = self.walk.steps[self.step + 1].decision
        if isinstance(decision, Play):
            self._chosen = decision.card
            self.chosen_mark.visible = self.table.hand.card_node(decision.card) is not None

    def ringed(self) -> list[Card]:
        """The cards ringed now: at the player's decision, those that kept the best result."""
        pending = self.pending
        review = self.reviews.get(pending) if pending is not None else None
        if review is None or review.kind != "play":
            return []
        return sorted({c.card for c in best_choices(review) if isinstance(c, Play)})

    def _ring_rects(self) -> list[pygame.FRect]:
        nodes = (self.table.hand.card_node(c) for c in self.ringed())
        return [box(node) for node in nodes if node is not None]

    # -- the trick strip -----------------------------------------------------------------------

    def _build_strip(self) -> None:
        self.strip.clear()
        tricks = max((s.trick for s in self.walk.steps), default=0)
        calls = any(trick == 0 for _, trick, _ in self._decision_marks())
        numbers = list(range(0 if calls else 1, tricks + 1))
        width = BAND_SIZE[0]
        gap = STRIP_GAP
        font_size = theme.fs(TEXT_SIZE)
        # the calls' tile as wide as its word needs (seventeen tricks leave the others narrow)
        room = width - 16.0 - gap * (len(numbers) - 1)
        cell_width = min(STRIP_CELL[0], room / max(1, len(numbers)))
        tricks_shown = len(numbers) - (1 if calls else 0)
        calls_width = cell_width if calls else 0.0
        word = get_font(font_size).size(self.game.say("review.strip.calls"))[0] + 2 * STRIP_PAD
        if calls and word > cell_width:
            calls_width = word
            cell_width = min(STRIP_CELL[0], (room - word) / max(1, tricks_shown))
        x = (width - calls_width - tricks_shown * cell_width - (len(numbers) - 1) * gap) / 2
        self.strip_cells = []
        self.calls_cell = None
        for number in numbers:
            cell_size = (calls_width if number == 0 else cell_width, STRIP_CELL[1])
            label = self.game.say("review.strip.calls") if number == 0 \
                else self.game.say("review.strip", trick=number)
            cell = self.strip.add(StripTile(label, (x, 0.0), cell_size,
                                         on_click=partial(self.open_trick, number),
                                         font_size=font_size))
            x += cell_size[0] + gap
            if number == 0:
                self.calls_cell = cell
            else:
                self.strip_cells.append(cell)

    def open_trick(self, number: int) -> None:
        """Tile ``number`` of the strip (0: the calls): the moment the player's decision in that
        trick is due, the one its colour is about (the first that lost value, else the first);
        the trick's end when the player decided nothing there the review judges."""
        mark = self.trick_marks().get(number)
        mine = [(step, found) for step, trick, found in self._decision_marks() if trick == number]
        if not mine:
            self.to_trick(number)
            return
        self.go(next((step for step, found in mine if found == mark), mine[0][0]) - 1)

    def _decision_marks(self) -> list[tuple[int, int, str]]:
        """The player's reviewed decisions in the deal on screen, in order, as (the step they
        lead to, their trick, their mark: "best", "worse", "thinking" or "" to judge none)."""
        found: list[tuple[int, int, str]] = []
        decisions = set(self._decisions(self.walk))
        for step in self.walk.steps[1:]:
            action = (self.walk.index, step.index - 1)
            if action not in decisions:
                continue
            mark = decision_mark(self.reviews.get(action), self.thinking)
            found.append((step.index, _decision_trick(step), mark))
        return found

    def trick_marks(self) -> dict[int, str]:
        """Each trick's mark in the strip, from the engine's judgement of the player's
        decisions there (``decision_mark``): the first of ``_MARK_ORDER`` among them ("lost"
        before "cost" before "thinking"…); absent: nothing to judge."""
        marks: dict[int, set[str]] = {}
        for _step, trick, mark in self._decision_marks():
            if mark:
                marks.setdefault(trick, set()).add(mark)
        return {trick: next(m for m in _MARK_ORDER if m in found)
                for trick, found in marks.items()}

    def _mark_strip(self) -> None:
        marks = self.trick_marks()
        current = self.selected_tile
        tiles = list(enumerate(self.strip_cells, start=1))
        if self.calls_cell is not None:
            tiles.append((0, self.calls_cell))
        for number, cell in tiles:
            cell.focused = number == current
            cell.style = _MARK_STYLES.get(marks.get(number, ""), DEFAULT_STYLE)
        shown = {marks.get(number, "") for number, _ in tiles}
        legend = tuple(mark for mark in _LEGEND if mark in shown)
        if legend != self._legend_marks:
            self._legend_marks = legend
            self.band.remove(self.legend)
            self.legend = self.band.add(_legend(BAND_SIZE[0], self.legend.pos[1], legend))

    # -- the frame loop ------------------------------------------------------------------------

    @property
    def animating(self) -> bool:
        # A review still being worked out is polled at the idle tick; one to start, next frame.
        return self.tweener.busy or self._pending is not None

    def update(self, dt: float) -> None:
        if self._pending is not None and not self._starting and self._updates > \
                self._asked_at + (0 if not self._busy else QUIET_WAIT):
            self._start_once_drawn()
            self._busy = True
        self._updates += 1
        job = self.jobs.get(self.walk.index)
        if job is not None:
            fresh = job.poll()
            for review in fresh:
                self.reviews[review.action] = review
            if fresh or self.thinking != self._was_thinking:
                self._refresh()
                self._busy = True
        self._was_thinking = self.thinking
        if not self._busy:
            self._prepare_neighbour()
        self._busy = False
        if self.chosen_mark.visible and self._chosen is not None:
            node = self.table.hand.card_node(self._chosen)
            if node is not None:
                rect = box(node)
                self.chosen_mark.pos = (rect.centerx, rect.top - 6.0)
        self.tweener.update(dt)
        self.root.update(dt)

    @property
    def thinking(self) -> bool:
        """Whether the engine is still working on the deal on screen."""
        job = self.jobs.get(self.walk.index)
        return self._pending == self.walk.index or (job is not None and not job.done)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            keys: dict[int, Callable[[], None]] = {
                pygame.K_LEFT: lambda: self.go(self.step - 1),
                pygame.K_RIGHT: lambda: self.go(self.step + 1),
                pygame.K_UP: lambda: self.trick_step(-1),
                pygame.K_DOWN: lambda: self.trick_step(1),
                pygame.K_HOME: self.to_start, pygame.K_END: self.to_end,
                pygame.K_PAGEUP: lambda: self.change_deal(-1),
                pygame.K_PAGEDOWN: lambda: self.change_deal(1),
                pygame.K_ESCAPE: self.close,
            }
            if event.key in keys:
                keys[event.key]()
                return True
        return super().handle_event(event)

    def close(self) -> None:
        """Leave the review (Esc, Back)."""
        if self.on_close is not None:
            self.on_close()
        elif self.app is not None:
            self.app.pop(self)

    def exit(self) -> None:
        self._pending = None
        for job in self.jobs.values():
            job.cancel()
        self.jobs = {}


def _decision_trick(step: Step) -> int:
    """The strip's tile of the decision that led to ``step``: the trick its card went to (a
    jūroku call: the trick just won), 0 for a call before trick play (``CALLS``)."""
    return 0 if isinstance(step.decision, CALLS) else max(1, step.trick)


def _legend(width: float, top: float, marks: Sequence[str]) -> Node:
    """The lines under the strip: a swatch of each of the colours ``marks`` and what it means,
    in the words a decision's note opens with; as many rows of ``LEGEND_HEIGHT`` as they need."""
    size = theme.fs(TEXT_SIZE)
    swatch, gap = 14.0, 20.0
    widths = [swatch + 6.0 + TextNode(t(f"review.legend.{m or 'none'}"), (0.0, 0.0),
                                      size=size).size[0] for m in marks]
    rows: list[list[str]] = [[]]
    used = 0.0
    for mark, needed in zip(marks, widths, strict=True):
        if rows[-1] and used + gap + needed > width - 24.0:
            rows.append([])
            used = 0.0
        used += (gap if rows[-1] else 0.0) + needed
        rows[-1].append(mark)
    legend = Node((0.0, top), (width, LEGEND_HEIGHT * len(rows)))
    for number, row in enumerate(rows):
        middle = LEGEND_HEIGHT * number + LEGEND_HEIGHT / 2
        items: list[tuple[Panel, TextNode]] = []
        for mark in row:
            style = _MARK_STYLES.get(mark, DEFAULT_STYLE)
            box_ = legend.add(Panel((0.0, middle - swatch / 2), (swatch, swatch),
                                    fill=(*style.fill, 255), border=(*style.border, 255),
                                    border_width=1, radius=3))
            label = legend.add(TextNode(t(f"review.legend.{mark or 'none'}"), (0.0, middle),
                                        size=size, colour=theme.TEXT, anchor=(0.0, 0.5)))
            items.append((box_, label))
        total = sum(swatch + 6.0 + label.size[0] for _, label in items) + gap * (len(items) - 1)
        x = (width - total) / 2
        for box_, label in items:
            box_.pos = (x, box_.pos[1])
            label.pos = (x + swatch + 6.0, label.pos[1])
            x += swatch + 6.0 + label.size[0] + gap
    return legend


def _decision_text(decision: Decision, game: TableGame) -> str:
    """What a decision did, in words ("played 7♥", "named trump: ♥ hearts"), in ``game``'s words."""
    match decision:
        case Play():
            return t("review.did.play", card=choice_text(decision, game))
        case LeadCall() | JurokuCall():
            return choice_text(decision, game)
        case NameTrump(suit=suit):
            return t("review.did.trump", suit=suit_text(suit, game))
        case Show(cards=cards):
            return tn("review.did.show", len(cards))
        case NijukanPick():
            return t("review.did.nijukan")
        case Bid(count=count, suit=suit):
            return t("review.did.bid", count=count, suit=suit_text(suit, game))
        case Pass():
            return t("review.did.pass")
        case Discard(cards=cards):
            return t("review.did.discard", cards=t("review.bidding.list").join(
                card_text(c, game) for c in cards))
        case NameAdjutant(card=card):
            return t("review.did.adjutant", card=card_text(card, game))
    return ""


def push_review(app: App, opened: OpenedRecord, *, deal: int | None, renderer: CardRenderer,
                motion: Motion) -> ReviewScene:
    """The review of a record over whatever is on screen (Esc comes back to it), with the
    engine's background review."""
    scene = ReviewScene(opened, deal=deal, renderer=renderer, motion=motion,
                        start=engine_review())
    app.push(scene)
    return scene


def engine_review() -> StartReview:
    """The engine's background review (``engine.review.start_review``), started through the
    game's worker service (``platform.workers``): worker processes that never hold the
    screen up.

    What its first start imports (its queues and shared array, 5 ms) is imported now, while
    the review screen is built, not in the frame that starts it."""
    import multiprocessing.queues
    import multiprocessing.sharedctypes
    import multiprocessing.synchronize  # noqa: F401

    return workers.start_review


__all__ = ["REVIEW_SEATS", "ReviewScene", "ReviewWork", "StartReview", "engine_review",
           "push_review"]
