"""The human's hand: a gentle fan of large cards at the bottom of the table.

The fan shows cards and reports clicks; it never decides which cards are
legal. When told which are (``set_playable``), those cards rise and the
others dim; in selection mode (kime-yaku, R26) clicks toggle cards instead.
Keyboard: ←/→ or Tab move the focus, Enter, Space or ↑ take the focused card.
There is one focus, always, and it is always shown (raised, glowing): the card the
pointer raises is the focused card (the keys go on from it); when the pointer
leaves the hand the focus stays where it left it (or where a hint put it,
``focus_on``); a key press moves the raise off the card under the pointer.
Enter takes the card that is highlighted, never another. The keyboard's ring
outlines the focused card alone: it is drawn under the card to its right, as
the card itself is, so it never crosses a neighbour.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from functools import lru_cache

import pygame

from engine.cards import Card, Suit
from goninkan_desktop.ui import layout
from goninkan_desktop.ui.motion import Motion
from goninkan_desktop.ui.nodes.base import Node, Point, blit_centred
from goninkan_desktop.ui.nodes.sprite import CardNode
from goninkan_desktop.ui.render import scale, theme
from goninkan_desktop.ui.render.cards import CardRenderer, card_height
from goninkan_desktop.ui.tween import Parallel, Tween, Tweener, ease_out_cubic

_ARC_DEGREES = 1.8
_ARC_DROP = 0.9
_SLIDE = 0.28
_PICKED_LIFT = 1.2
"""A card picked to show rises this many times the usual raise (the most any card rises)."""
_TAKE_KEYS = frozenset({pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_UP})


LARGE_HAND_WIDTH = 122
LARGE_HAND_STEP = 62.0
"""The large cards: a sixth larger, ten of them still clear of the "You" panel and the
toolbar (they overlap a little more, every corner index still in view)."""

BOTTOM_GAP = 1.0
"""The lowest corner of the fan (its outermost cards, dropped and turned) stays this far above
the window's lower edge, whatever the size of the cards."""

FULL_HAND = 10
"""The most cards a hand holds: the fan's height and spread are set for ten."""


def rest_y(card_width: int) -> float:
    """The fan's centre height for cards ``card_width`` wide: as low as it goes with every card
    of a full hand inside the window (the outermost cards hang lowest, turned)."""
    offset = (FULL_HAND - 1) / 2
    angle = math.radians(offset * _ARC_DEGREES)
    width, height = card_width, card_height(card_width)
    half = (width * math.sin(angle) + height * math.cos(angle)) / 2
    return layout.HEIGHT - BOTTOM_GAP - offset * offset * _ARC_DROP - half


def _deck_order(cards: Iterable[Card], trump: Suit | None) -> list[Card]:
    return sorted(cards)


class HandFan(Node):
    """The human's cards (the engine's ``Card`` numbers), in the order ``sorter`` gives: the
    table sets its game's hand order (``TableGame.hand_order``); by default, deck order."""

    def __init__(self, renderer: CardRenderer, tweener: Tweener, motion: Motion) -> None:
        super().__init__((layout.HAND_CENTRE[0], rest_y(layout.HAND_WIDTH)), (0.0, 0.0))
        self.renderer = renderer
        self.tweener = tweener
        self.motion = motion
        self.cards: list[CardNode] = []
        self.trump: Suit | None = None
        self.playable: set[Card] | None = None
        self.selecting = 0
        self.selected: list[Card] = []
        self.focus: int | None = None
        self.hovered: int | None = None
        self.on_card: Callable[[Card], None] | None = None
        self.sorter: Callable[[Iterable[Card], Suit | None], list[Card]] = _deck_order
        """How the hand is ordered (a game with another card order gives its own)."""
        self.keyboard = False  # the focus ring shows only once the keys are used
        self._pressed: int | None = None
        self._moves: list[Tween | Parallel] = []
        self.card_width = layout.HAND_WIDTH
        self.step = layout.HAND_STEP
        self.max_width: float | None = None
        """The widest a full hand may spread (a lesson's room between the "You" panel and the
        guide box); None: its usual spacing."""
        self.marked: frozenset[Card] = frozenset()
        """Cards carrying a mark (``set_marked``): the kitsune's, while the taisho lays down."""
        self.ring = self.add(FocusRing(lambda: self.ringed, reach=self.draw_bounds))
        """The keyboard's focus ring, a child drawn between the focused card and the next."""

    def set_large(self, large: bool) -> None:
        """Larger cards in the hand (``Settings.large_cards``), spaced a little wider and raised
        just enough that the whole fan stays inside the window."""
        self.card_width = LARGE_HAND_WIDTH if large else layout.HAND_WIDTH
        self._space()
        self.pos = (self.pos[0], rest_y(self.card_width))
        for card in self.cards:
            card.width = self.card_width
        self.relayout(animate=False)

    def fit_within(self, width: float | None) -> None:
        """Spread a full hand's cards over ``width`` at most, overlapping them more if need be
        (None: the usual spacing)."""
        self.max_width = width
        self._space()
        self.relayout(animate=False)

    def _space(self) -> None:
        step = LARGE_HAND_STEP if self.card_width == LARGE_HAND_WIDTH else layout.HAND_STEP
        if self.max_width is not None:
            step = min(step, (self.max_width - self.card_width) / (FULL_HAND - 1))
        self.step = step

    @property
    def raised_top(self) -> float:
        """The highest a card of the fan rises (a card picked to show, in the middle)."""
        height = card_height(self.card_width)
        return self.pos[1] + 0.25 * _ARC_DROP - height / 2 - _PICKED_LIFT * round(height * 0.18)

    @property
    def clear_top(self) -> float:
        """The highest the fan reaches: a raised card (what lies above the fan must end here;
        a kitsune's mark lies on its card's face)."""
        return self.raised_top

    @property
    def cards_top(self) -> float:
        """The top of the highest card as the fan lies now (with no card: the highest one
        could rise)."""
        tops = [card.world_rect.move(*card.draw_offset()).top for card in self.cards]
        return min(tops) if tops else self.raised_top

    # -- contents ----------------------------------------------------------------------------

    @property
    def held(self) -> list[Card]:
        """The cards in the fan, left to right."""
        return [card.card for card in self.cards if card.card is not None]

    def set_hand(self, cards: Iterable[Card], trump: Suit | None = None, *,
                 start: dict[Card, tuple[Point, float]] | None = None,
                 animate: bool = True) -> None:
        """Show exactly ``cards``, sorted; new cards slide in from ``start`` (screen pos, angle)."""
        self.trump = trump
        wanted = self.sorter(cards, trump)
        existing = {card.card: card for card in self.cards}
        self.clear()
        self.add(self.ring)
        self.cards = []
        for index, held in enumerate(wanted):
            card = existing.get(held)
            if card is None:
                card = self._new_card(held, (start or {}).get(held))
                if start is None or held not in start:  # appears in place, no slide
                    card.pos, card.rotation = self.slot(index, len(wanted))
            self.cards.append(self.add(card))
        self.selected = [held for held in self.selected if held in wanted]
        if self.focus is not None:
            self.focus = min(self.focus, len(self.cards) - 1) if self.cards else None
        self.relayout(animate=animate)

    def _new_card(self, held: Card, start: tuple[Point, float] | None) -> CardNode:
        card = CardNode(self.renderer, held, self.card_width)
        if start is not None:
            (sx, sy), angle = start
            card.pos = (sx - self.pos[0], sy - self.pos[1])
            card.rotation = angle
        return card

    def take(self, taken: Card) -> tuple[Point, float] | None:
        """Remove ``taken``; return where it was on screen (centre, angle), or None."""
        for index, card in enumerate(self.cards):
            if card.card == taken:
                rect = card.world_rect
                dx, dy = card.draw_offset()
                where = ((rect.centerx + dx, rect.centery + dy), card.rotation)
                self.remove(card)
                del self.cards[index]
                if taken in self.selected:
                    self.selected.remove(taken)
                if self.focus is not None and self.cards:
                    self.focus = min(self.focus, len(self.cards) - 1)
                self.relayout()
                return where
        return None

    @property
    def settled(self) -> bool:
        """True when no card of the fan is still gliding to its place."""
        return all(move.done for move in self._moves)

    def card_node(self, held: Card) -> CardNode | None:
        """The node showing ``held``, if it is in the fan."""
        return next((card for card in self.cards if card.card == held), None)

    # -- geometry ----------------------------------------------------------------------------

    def slot(self, index: int, count: int) -> tuple[Point, float]:
        """Where card ``index`` of ``count`` rests, relative to the fan's centre, and its angle.
        More than a full hand (the taisho's thirteen) lies on a full hand's arc, turned no
        further than its outermost cards: none reaches the buttons beside the hand."""
        middle = (count - 1) / 2
        offset = (index - middle) * min(1.0, FULL_HAND / count)
        return (offset * self.step, offset * offset * _ARC_DROP), -offset * _ARC_DEGREES

    def spacing(self, count: int) -> float:
        """How far apart ``count`` cards lie: the usual step, closer for more than a full
        hand (the taisho's thirteen, B7) so they take a full hand's width."""
        return self.step if count <= FULL_HAND else self.step * FULL_HAND / count

    def slot_on_screen(self, index: int, count: int) -> tuple[Point, float]:
        """``slot`` in screen coordinates."""
        (x, y), angle = self.slot(index, count)
        return (self.pos[0] + x, self.pos[1] + y), angle

    def relayout(self, animate: bool = True) -> None:
        """Move every card to its slot and lift, gliding unless ``animate`` is False."""
        for move in self._moves:
            self.tweener.cancel(move)
        self._moves = []
        count = len(self.cards)
        duration = self.motion.move(_SLIDE) if animate else 0.0
        for index, card in enumerate(self.cards):
            pos, angle = self.slot(index, count)
            lift = self._lift_of(card, index)
            card.z = 2 * index  # the focus ring goes between a card and its right neighbour
            card.dimmed = self.playable is not None and card.card not in self.playable
            card.highlight = self._glows(card, index)
            if duration <= 0:
                card.pos, card.rotation, card.lift = pos, angle, lift
                continue
            move = Parallel(
                Tween(card, "pos", None, pos, duration, ease_out_cubic),
                Tween(card, "rotation", None, angle, duration, ease_out_cubic),
                Tween(card, "lift", None, lift, duration * 0.8, ease_out_cubic),
            )
            self._moves.append(move)
            self.tweener.add(move)

    @property
    def highlighted(self) -> int | None:
        """The one card highlighted now (the focus): the card under the pointer, else the
        focused card (where the keys, the pointer or a hint left it); None when the hand
        takes no card now."""
        if self.playable is None and not self.selecting:
            return None
        hovered = self.hovered
        if not self.keyboard and hovered is not None and self._takeable(hovered):
            return hovered
        focus = self.focus
        return focus if focus is not None and self._takeable(focus) else None

    def _takeable(self, index: int) -> bool:
        """A card the keys may focus now: one the hand takes now (none out of turn), in the
        hand (the pointer's index may be stale after a play)."""
        if self.playable is None:
            return bool(self.selecting) and 0 <= index < len(self.cards)
        return 0 <= index < len(self.cards) and self.cards[index].card in self.playable

    def _lift_of(self, card: CardNode, index: int) -> float:
        if card.card in self.selected:
            return card.raise_height * _PICKED_LIFT
        if self.playable is not None and card.card in self.playable:
            return card.raise_height * (1.0 if index == self.highlighted else 0.75)
        if self.selecting and index == self.highlighted:
            return card.raise_height * 0.4
        return 0.0

    def _glows(self, card: CardNode, index: int) -> bool:
        if card.card in self.selected:
            return True
        if self.playable is not None:
            return card.card in self.playable and index == self.highlighted
        return False

    # -- modes -------------------------------------------------------------------------------

    def set_playable(self, cards: Iterable[Card] | None) -> None:
        """Raise these cards and dim the rest (None: all cards plain, nothing to play)."""
        self.playable = None if cards is None else set(cards)
        hovered = self.hovered
        if self.playable is None and not self.selecting:
            self.focus = None
        elif not self.keyboard and hovered is not None and self._takeable(hovered):
            self.focus = hovered  # the card the pointer already rests on, raised: the focus
        elif self.cards and (self.focus is None or not self._takeable(self.focus)):
            self.focus = self._first_playable()
        self.relayout()

    def set_selecting(self, count: int) -> None:
        """Let the player toggle up to ``count`` cards (0 ends selection mode)."""
        self.selecting = count
        self.selected = []
        self.focus = 0 if count and self.cards else None
        self.relayout()

    def toggle(self, card: Card) -> None:
        """Select or unselect ``card`` in selection mode."""
        if card in self.selected:
            self.selected.remove(card)
        elif len(self.selected) < self.selecting:
            self.selected.append(card)
        self.relayout()

    def focus_on(self, wanted: Card) -> bool:
        """Put the focus on ``wanted`` (a hint's card), shown at once: the next Enter takes
        it, whatever the pointer last rested on; False if it is not in the hand."""
        index = next((i for i, card in enumerate(self.cards) if card.card == wanted), None)
        if index is None:
            return False
        self.focus = index
        self.hovered = None
        self.relayout()
        return True

    def _first_playable(self) -> int:
        for index, card in enumerate(self.cards):
            if self.playable is None or card.card in self.playable:
                return index
        return 0

    def set_marked(self, cards: Iterable[Card]) -> None:
        """Mark ``cards`` with an orange dot on each card's face, under its corner index in the
        part of the card its right-hand neighbour leaves in view (no cards: no marks)."""
        self.marked = frozenset(cards)

    # -- events ------------------------------------------------------------------------------

    def card_at(self, point: Point) -> int | None:
        """The index of the top-most card under ``point``."""
        for index in range(len(self.cards) - 1, -1, -1):
            if self.cards[index].contains(point):
                return index
        return None

    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.keyboard = False
            self._hover(self.card_at(event.pos))
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._pressed = self.card_at(event.pos)
            return self._pressed is not None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            index, self._pressed = self._pressed, None
            if index is not None and index == self.card_at(event.pos):
                self._activate(index)
                return True
            return index is not None
        if event.type == pygame.KEYDOWN:
            return self.key(event.key, getattr(event, "mod", 0))
        return False

    def _hover(self, index: int | None) -> None:
        if index != self.hovered:
            self.hovered = index
            if index is not None and self._takeable(index):
                self.focus = index  # the raised card is the focus: the keys go on from it
            if self.playable is not None or self.selecting:
                self.relayout()

    def key(self, key: int, mod: int = 0) -> bool:
        """A key for the hand: ←/→/Tab move the focus, a take key takes the focused card (in
        selection mode not Enter, which confirms the choice); True if the hand used it."""
        if not self.cards or (self.playable is None and not self.selecting):
            return False
        if key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_TAB):
            backwards = key == pygame.K_LEFT or (key == pygame.K_TAB
                                                 and bool(mod & pygame.KMOD_SHIFT))
            start = self.highlighted
            self.keyboard = True
            self.hovered = None
            self.focus = self._next_focus(-1 if backwards else 1) if start is not None \
                or self.focus is None else self.focus
            self.relayout()
            return True
        keys = _TAKE_KEYS - {pygame.K_RETURN, pygame.K_KP_ENTER} if self.selecting else _TAKE_KEYS
        if key not in keys or self.focus is None:
            return False
        index = self.highlighted
        if index is None:  # nothing highlighted: show the focus first, take nothing unseen
            self.keyboard = True
            self.relayout()
            return True
        self._activate(index)
        return True

    def _next_focus(self, step: int) -> int:
        """The next card left or right, skipping cards that cannot be played now."""
        current = self.focus if self.focus is not None else 0
        for distance in range(1, len(self.cards) + 1):
            index = (current + step * distance) % len(self.cards)
            if self.playable is None or self.cards[index].card in self.playable:
                return index
        return current

    def _activate(self, index: int) -> None:
        """Take card ``index``; the focus goes to it only if it could be taken now (a card
        clicked out of turn or that may not be played is refused with the engine's reason and
        leaves the focus where Enter still takes a card)."""
        card = self.cards[index].card
        assert card is not None
        if self._takeable(index):
            self.focus = index
        if self.selecting:
            self.toggle(card)
        if self.on_card is not None:
            self.on_card(card)

    def draw_bounds(self, box: pygame.FRect) -> pygame.FRect:
        """The focus ring goes round a card, lifted or not."""
        rects = [card.world_rect.move(*card.draw_offset()) for card in self.cards]
        for rect in rects:
            box = box.union(rect)
        return box.inflate(2 * self.DRAW_MARGIN, 2 * self.DRAW_MARGIN)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self._draw_marks(surface)

    @property
    def ringed(self) -> CardNode | None:
        """The card the keyboard's focus ring outlines now, if the keys are in use."""
        index = self.highlighted
        if index is None or not self.keyboard or index >= len(self.cards) or not self.visible:
            return None
        return self.cards[index]

    def on_update(self, dt: float) -> None:
        card = self.ringed
        self.ring.z = card.z + 1 if card is not None else -1

    def _draw_marks(self, surface: pygame.Surface) -> None:
        """The marks of the marked cards, turned and lifted with their cards."""
        if not self.visible:
            return
        mark = _mark(scale.get())
        for centre in self.mark_centres():
            blit_centred(surface, mark, centre, self.world_opacity)

    def mark_centres(self) -> list[Point]:
        """Where each marked card's mark is (screen), turned and lifted with its card."""
        shown = self.spacing(len(self.cards))  # the part a right-hand neighbour leaves
        height = card_height(self.card_width)
        # from the card's centre to the mark's, in the card's own frame (y down): on the face,
        # never over a neighbour (above the card it lay over a raised left-hand neighbour and
        # read as that card's)
        along = (-self.card_width / 2 + min(shown, self.card_width) / 2,
                 height * (MARK_DOWN - 0.5))
        centres = []
        for card in self.cards:
            if card.card not in self.marked:
                continue
            angle = math.radians(card.rotation)
            cos, sin = math.cos(angle), math.sin(angle)
            dx, dy = card.draw_offset()
            rect = card.world_rect
            middle = (rect.centerx + dx, rect.y + dy + height / 2)
            centres.append((middle[0] + along[0] * cos + along[1] * sin,
                            middle[1] - along[0] * sin + along[1] * cos))
        return centres


class FocusRing(Node):
    """A blue ring edged in white round the card ``target()`` gives (None: no ring), turned
    and lifted with it. In the hand its z puts it over the focused card and under the card to
    its right, so the ring outlines the part of the card in view and never crosses the
    neighbour."""

    def __init__(self, target: Callable[[], CardNode | None], *, z: int = 0,
                 reach: Callable[[pygame.FRect], pygame.FRect] | None = None) -> None:
        super().__init__(z=z)
        self.target = target
        self.reach = reach
        """Where the ring may be drawn (``draw_bounds``), when not round its own box."""

    UNDRAWN = frozenset({"target", "reach"})

    def draw_state(self) -> tuple[tuple[object, ...], tuple[object, ...]]:
        state, pulse = super().draw_state()
        return (*state, self.outline()), pulse

    def outline(self) -> tuple[float, float, float, float, float] | None:
        """The ring's centre, size and angle on screen (None: no ring now)."""
        card = self.target()
        if card is None:
            return None
        rect = card.world_rect
        dx, dy = card.draw_offset()
        height = card_height(card.width)
        return (rect.centerx + dx, rect.y + dy + height / 2, rect.w + RING_OUTSET * 2,
                height + RING_OUTSET * 2, card.rotation)

    def draw_bounds(self, box: pygame.FRect) -> pygame.FRect:
        if self.reach is not None:
            return self.reach(box)
        outline = self.outline()
        if outline is None:
            return box
        x, y, w, h, _ = outline
        side = max(w, h) + 2 * self.DRAW_MARGIN
        return pygame.FRect(x - side / 2, y - side / 2, side, side)

    def on_draw(self, surface: pygame.Surface) -> None:
        outline = self.outline()
        if outline is None:
            return
        x, y, w, h, angle = outline
        ring = theme.panel((round(w), round(h)), (0, 0, 0, 0), (*theme.FOCUS_RING_OUTER, 255),
                           12, RING_WIDTH)
        edge = RING_WIDTH / 3  # the white edge outside, the blue band within
        blue = theme.panel((round(w) - 2 * edge, round(h) - 2 * edge), (0, 0, 0, 0),
                           (*theme.FOCUS_RING, 255), 11, RING_WIDTH - edge)
        ring.blit(blue, blue.get_rect(center=ring.get_rect().center))
        if angle:  # turned with the card, as the hint's rings are
            ring = pygame.transform.rotate(ring, angle)
        blit_centred(surface, ring, (x, y), self.world_opacity)


RING_OUTSET = 7.0
"""How far the focus ring stands outside its card's edges (logical pixels)."""

RING_WIDTH = 6
"""The focus ring's stroke (logical pixels)."""

MARK_SIZE = 20.0
"""The diameter of a card's mark (logical pixels)."""

MARK_DOWN = 64.0 / 140.0
"""How far down its card's face a mark's centre lies: under the corner index (whose block
ends 51 units down the face's 140, ``render/cards.py``), its dot clear of it."""

MARK_COLOUR = (214, 104, 34)
"""The kitsune's mark: a fox's orange, apart from the gold of picked cards."""


@lru_cache(maxsize=4)
def _mark(k: float) -> pygame.Surface:
    """An orange dot with a cream rim (canvas pixels at render scale ``k``)."""
    side = max(2, round(MARK_SIZE * k))
    return theme.rounded_panel((side, side), (*MARK_COLOUR, 255), (*theme.CREAM, 255),
                               side // 2, max(1, round(2 * k)))
