"""The tutorial's guide: a calm box with the guide's words, and soft rings round what to look at.

``GuideBox`` sits at the bottom right of the table, above any dialog, grows
upwards to fit its text, and offers the buttons the step allows (Next, Hint, Skip; after the
result, Next lesson and Back to lessons; "Previous", on a row of its own at the left above
them, to read an earlier step again, or in a widened box left of their last row), and above
them the keys of the step, each with its one meaning. The box grows upwards from its bottom
edge, so the step's buttons keep their place whatever is written above them; where it would
reach above its ``ceiling`` it is ``WIDE`` instead, the buttons keeping their places from its
right edge. A question (``set_choice``) puts the names on one row of a ``WIDE`` box,
"Previous", Hint and Skip on the row below.
``Highlights`` draws a gently pulsing gold ring round each rectangle its ``targets`` callable
returns, every frame, so a ring follows a card that moves.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import pygame

from goninkan_desktop.ui.nodes.base import Node, Point, blit_centred, blit_with_opacity
from goninkan_desktop.ui.nodes.button import Button
from goninkan_desktop.ui.nodes.dialog import PRIMARY, SECONDARY
from goninkan_desktop.ui.nodes.panel import TIGHTEST_LINES, Panel, Paragraph, wrap_text
from goninkan_desktop.ui.nodes.text import TextNode
from goninkan_desktop.ui.render import theme

BOTTOM_RIGHT: Point = (1272.0, 714.0)
WIDTH = 344.0
WIDE = 468.0
"""The box's width when at ``WIDTH`` it would reach above its ``ceiling``: wider, it needs
fewer lines and a question's four names share one row, so it stays lower (issue 41: while
rereading, it covered the right-hand seat's hand count)."""
TEXT_SIZE = theme.SIZE_SMALL
"""Every text of the box is at least this size: ``theme.MIN_TEXT_PX`` window pixels at
960 × 600 (it drew 9.8 to 12.8 px there)."""
LINE_GAP = 1.2
"""Line spacing of the guide's words, wide enough that Japanese lines never touch."""
KEYS_SIZE = theme.SIZE_SMALL
KEYS_COLOUR = (96, 84, 60)
"""The keys line: the size and colour of the keys named under a dialog's buttons."""
KEYS_GAP = "   "
"""Between two keys on the keys line, as in the lesson list's ("↑↓ choose   ←→ game")."""
_PAD = 14.0
_BUTTON_H = 44.0
_HEAD = 26.0
_HEAD_GAP = 8.0
"""The least room between the lesson line and the step line beside it."""
PULSE_SECONDS = 1.4


class GuideBox(Panel):
    """The guide's panel: where we are, what the guide says, and what the learner may press."""

    def __init__(self) -> None:
        super().__init__(BOTTOM_RIGHT, (WIDTH, 200.0), fill=theme.DIALOG,
                         border=(*theme.GOLD_DEEP, 255), border_width=3, radius=18,
                         anchor=(1.0, 1.0), z=110)
        small = theme.fs(TEXT_SIZE)
        self.where = self.add(TextNode("", (_PAD, _PAD), size=small, colour=theme.GOLD_DEEP))
        self.step_label = self.add(TextNode("", (WIDTH - _PAD, _PAD), size=small,
                                            colour=(110, 96, 70), anchor=(1.0, 0.0)))
        self.title = self.add(Paragraph("", (_PAD, _PAD + _HEAD), WIDTH - 2 * _PAD,
                                        size=theme.SIZE_SMALL, colour=theme.TEXT_DARK,
                                        line_gap=TIGHTEST_LINES))
        self.note = self.add(TextNode("", (_PAD, 0.0), size=theme.fs(TEXT_SIZE),
                                      colour=theme.ERROR))
        self.text = self.add(Paragraph("", (_PAD, 0.0), WIDTH - 2 * _PAD, size=TEXT_SIZE,
                                       colour=theme.TEXT_DARK, line_gap=LINE_GAP))
        self.keys = self.add(Paragraph("", (_PAD, 0.0), WIDTH - 2 * _PAD, size=KEYS_SIZE,
                                        colour=KEYS_COLOUR, line_gap=1.15))
        self.buttons: list[Button] = []
        self.back: Button | None = None
        """"Previous": read the step before again (None: nothing before it to read)."""
        self._rows: list[list[Button]] = []
        """The rows of buttons, top first ("Previous" in one of them at a question)."""
        self._wide = False
        """Whether the buttons are laid out for a ``WIDE`` box (a question's, ``set_choice``:
        room for the names on one row; labels too long for half a row of a narrow box)."""
        self.ceiling: float | None = None
        """The highest the box's top may reach (None: no limit); above it, the box widens
        (when ``may_widen``)."""
        self._may_widen = True
        self._message = ""
        self._key_items: list[str] = []
        """The keys of the step (``set_keys``), laid into lines at each layout."""
        self._head = _HEAD
        """From the top of the header to the lesson's title: one line, or two when the lesson
        and step lines do not fit side by side."""

    # -- content -------------------------------------------------------------------------------

    def set_place(self, lesson_line: str, title: str, step_line: str) -> None:
        """The header: "Lesson 3 of 12", the lesson's title, "Step 4 of 9"."""
        self.where.text = lesson_line
        self.title.text = title
        self.step_label.text = step_line
        # a long pair ("Lesson 1 of 3" and "Step 2 of 15, read again") takes two lines
        self._layout()

    @property
    def message(self) -> str:
        """The guide's words shown now."""
        return self._message

    def say(self, text: str, note: str = "") -> None:
        """Show ``text``; ``note`` is a short red line above it (after a wrong move)."""
        self._message = text
        self.note.text = note
        self.text.text = text
        self._layout()

    def set_buttons(self, choices: Sequence[tuple[str, Callable[[], object], bool]],
                    back: tuple[str, Callable[[], object]] | None = None) -> None:
        """Buttons as (label, action, primary), laid out two to a row; the first is focused;
        ``back`` ("Previous") on a row of its own above them, at the left.

        Where a label would not fit half a row at its size (the result's "Back to lessons"),
        the box is ``WIDE``, its buttons laid out for it. A lone primary button takes the whole
        row; a lone secondary one ("Skip" while the table plays) keeps the right-hand place it
        has beside "Next" or "Hint", so no button ever grows under the pointer into the place of
        another.
        In a ``WIDE`` box the buttons keep their size and their place from its right edge."""
        self._clear_buttons()
        wide = not all(_fits(label, (WIDTH - 2 * _PAD - 8.0) / 2) for label, _, _ in choices)
        inner = (WIDE if wide else WIDTH) - 2 * _PAD
        for index, (label, action, primary) in enumerate(choices):
            alone = index == len(choices) - 1 and index % 2 == 0
            width = inner if alone and primary else (inner - 8.0) / 2
            button = self.add(self._button(label, action, width, primary))
            button.focused = index == 0 and primary
            self.buttons.append(button)
        self._rows = [self.buttons[i:i + 2] for i in range(0, len(self.buttons), 2)]
        if back is not None:
            self.back = self.add(self._button(back[0], back[1], (inner - 8.0) / 2, False))
        self._wide = wide
        self._layout()

    def set_choice(self, names: Sequence[tuple[str, Callable[[], object]]],
                   others: Sequence[tuple[str, Callable[[], object]]],
                   back: tuple[str, Callable[[], object]] | None = None) -> None:
        """A question's buttons in a ``WIDE`` box: the ``names`` to choose from side by side on
        one row, then "Previous" (``back``, if any) and the ``others`` (Hint, Skip) on a row
        below, the last (Skip) in the place it has at every step. ``buttons`` lists the names
        first, then the others."""
        self._clear_buttons()
        inner = WIDE - 2 * _PAD
        width = (inner - 8.0 * (len(names) - 1)) / max(1, len(names))
        self.buttons = [self.add(self._button(label, action, width, False))
                        for label, action in names]
        last = (WIDTH - 2 * _PAD - 8.0) / 2  # Skip's width at every step
        before = [*([back] if back is not None else []), *others[:-1]]
        width = (inner - last - 8.0 * len(before)) / max(1, len(before))
        row = [self.add(self._button(label, action, width, False)) for label, action in before]
        row += [self.add(self._button(label, action, last, False))
                for label, action in others[-1:]]
        if back is not None:
            self.back = row[0]
        self.buttons += row[1:] if back is not None else row
        self._rows = [self.buttons[:len(names)], row]
        self._wide = True
        self._layout()

    def _clear_buttons(self) -> None:
        for button in [*self.buttons, *([self.back] if self.back is not None else [])]:
            button.remove_from_parent()
        self.buttons = []
        self.back = None

    @staticmethod
    def _button(label: str, action: Callable[[], object], width: float,
                primary: bool) -> Button:
        return Button(label, (0.0, 0.0), (width, _BUTTON_H), on_click=action,
                      font_size=theme.fs(TEXT_SIZE),
                      style=PRIMARY if primary else SECONDARY)

    def set_keys(self, items: Sequence[str]) -> None:
        """The keys of the step in small lines above the buttons, ``items`` ("Enter next")
        side by side, a new line started where the next would not fit, so no item is broken
        over two lines (none: no keys line)."""
        self._key_items = [item for item in items if item]
        self._layout()

    def _keys_lines(self) -> str:
        """The keys line's items joined into lines as wide as the box is now (a widened box
        takes fewer)."""
        lines: list[str] = []
        for item in self._key_items:
            joined = f"{lines[-1]}{KEYS_GAP}{item}" if lines else item
            if lines and len(wrap_text(joined, KEYS_SIZE, self.keys.size[0])) == 1:
                lines[-1] = joined
            else:
                lines.append(item)
        return "\n".join(lines)

    def button(self, label: str) -> Button | None:
        """The button showing ``label``, if any."""
        return next((b for b in self.buttons if b.label == label), None)

    @property
    def may_widen(self) -> bool:
        """Whether the box may grow ``WIDE`` to stay under its ``ceiling`` (not while a dialog
        lies where the wider box would)."""
        return self._may_widen

    @may_widen.setter
    def may_widen(self, value: bool) -> None:
        if value != self._may_widen:
            self._may_widen = value
            self._layout()

    def _layout(self) -> None:
        """Lay the box out at ``WIDTH`` (a question at ``WIDE``); at ``WIDE`` if so it would
        reach above ``ceiling``."""
        self._arrange(WIDE if self._wide else WIDTH)
        if self.ceiling is not None and self.world_rect.top < self.ceiling and self._may_widen:
            self._arrange(WIDE)

    def _arrange(self, width: float) -> None:
        """Place everything for a box ``width`` wide, growing upwards from its bottom edge."""
        self.size = (width, self.size[1])
        for paragraph in (self.title, self.text, self.keys):
            paragraph.width = width - 2 * _PAD
        self.keys.text = self._keys_lines()
        fits = self.where.size[0] + _HEAD_GAP + self.step_label.size[0] <= width - 2 * _PAD
        self.step_label.pos = (width - _PAD, _PAD if fits else _PAD + self.where.size[1])
        self._head = _HEAD if fits else _HEAD + self.where.size[1]
        self.title.pos = (_PAD, _PAD + self._head)
        y = _PAD + self._head + self.title.size[1] + 6.0
        if self.note.text:
            self.note.pos = (_PAD, y)
            y += self.note.size[1] + 2.0
        self.text.pos = (_PAD, y)
        y += self.text.size[1] + 6.0
        if self.keys.text:
            self.keys.pos = (_PAD, y)
            y += self.keys.size[1] + 8.0
        # the buttons keep the places they have in a box ``WIDTH`` wide, from its right edge
        # (a question's rows are laid out for its ``WIDE`` box)
        shift = 0.0 if self._wide else width - WIDTH
        rows = self._rows
        back = self.back if self.back is not None and not any(self.back in row for row in rows) \
            else None
        half = ((WIDE if self._wide else WIDTH) - 2 * _PAD - 8.0) / 2
        beside = back is not None and bool(rows) and _fits(back.label, shift - 8.0)
        if back is not None and beside:  # widened: left of the last row, in the room it made
            back.set_width(shift - 8.0)
            back.pos = (_PAD, y + (_BUTTON_H + 8.0) * (len(rows) - 1))
        elif back is not None:
            back.set_width(half)
            back.pos = (_PAD + shift, y)  # a row of its own, at the left above the others
            y += _BUTTON_H + 8.0
        for row in rows:
            alone_right = len(row) == 1 and row[0].size[0] <= half
            x = shift + (_PAD + half + 8.0 if alone_right else _PAD)
            for button in row:
                button.pos = (x, y)
                x += button.size[0] + 8.0
            y += _BUTTON_H + 8.0
        self.size = (width, y + _PAD - (8.0 if rows or self.back or self.keys.text else 0.0))

    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) \
                and self.buttons and self.buttons[0].enabled \
                and self.buttons[0].style is PRIMARY:
            self.buttons[0].click()
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and \
            self.contains(event.pos)


def _fits(label: str, width: float) -> bool:
    """Whether ``label`` fits a guide button ``width`` wide at its size (a button sets a
    label too long for it smaller, below the smallest size the table draws)."""
    return TextNode(label, (0.0, 0.0), size=theme.fs(TEXT_SIZE)).size[0] <= width - 16.0


class Highlights(Node):
    """Pulsing rings round ``targets()``: rectangles on screen, recomputed every frame."""

    def __init__(self, targets: Callable[[], Sequence[pygame.FRect]], *, z: int = 90) -> None:
        super().__init__(z=z)
        self.targets = targets
        self.steady = False
        """No pulsing (reduced motion): the rings stay at full strength."""
        self.clock = 0.0

    LOW_RATE = frozenset({"clock"})

    def draw_state(self) -> tuple[tuple[object, ...], tuple[object, ...]]:
        state, pulse = super().draw_state()
        rings = tuple((r.x, r.y, r.w, r.h, tilt(r)) for r in self.targets())
        return (*state, rings), (pulse if rings and not self.steady else ())

    def draw_bounds(self, box: pygame.FRect) -> pygame.FRect:
        rects = [_turned_bounds(r).inflate(2 * self.DRAW_MARGIN, 2 * self.DRAW_MARGIN)
                 for r in self.targets()]
        return union(rects) if rects else box

    def on_update(self, dt: float) -> None:
        self.clock += dt

    @property
    def strength(self) -> float:
        """The rings' opacity now, 0.45 to 1."""
        if self.steady:
            return 1.0
        return 0.725 + 0.275 * math.sin(self.clock * 2 * math.pi / PULSE_SECONDS)

    def on_draw(self, surface: pygame.Surface) -> None:
        opacity = self.strength * self.world_opacity
        for rect in self.targets():
            inner = (max(8, round(rect.w) + 16), max(8, round(rect.h) + 16))
            outer = (inner[0] + 16, inner[1] + 16)
            halo = theme.panel(outer, (0, 0, 0, 0), (*theme.GOLD, 110), 20, 8)
            ring = theme.panel(inner, (0, 0, 0, 0), (*theme.GOLD, 255), 14, 4)
            angle = tilt(rect)
            if angle:  # a card in the fan is drawn turned: its ring turns with it
                blit_centred(surface, pygame.transform.rotate(halo, angle), rect.center,
                             opacity * 0.8)
                blit_centred(surface, pygame.transform.rotate(ring, angle), rect.center,
                             opacity)
                continue
            blit_with_opacity(surface, halo, (rect.x - 16, rect.y - 16), opacity * 0.8)
            blit_with_opacity(surface, ring, (rect.x - 8, rect.y - 8), opacity)


class TurnedRect(pygame.FRect):
    """A node's unturned box on screen and the angle its image is drawn at (degrees,
    counter-clockwise, as ``pygame.transform.rotate``): a card in the fan."""

    angle: float = 0.0


def tilt(rect: pygame.FRect) -> float:
    """The angle ``rect``'s node is drawn at (0 for a plain rectangle)."""
    return float(getattr(rect, "angle", 0.0))


def _turned_bounds(rect: pygame.FRect) -> pygame.FRect:
    """The upright box round ``rect`` turned by its angle about its centre."""
    angle = math.radians(tilt(rect))
    if not angle:
        return pygame.FRect(rect)
    cos, sin = abs(math.cos(angle)), abs(math.sin(angle))
    bounds = pygame.FRect(0.0, 0.0, rect.w * cos + rect.h * sin, rect.w * sin + rect.h * cos)
    bounds.center = rect.center
    return bounds


def box(node: Node) -> pygame.FRect:
    """A node's box on screen, with a card's lift and slide included (and, for a turned card,
    its angle: see ``TurnedRect``)."""
    rect = TurnedRect(node.world_rect)
    rect.angle = float(getattr(node, "rotation", 0.0) or 0.0)
    offset = getattr(node, "draw_offset", None)
    if callable(offset):
        dx, dy = offset()
        rect.move_ip(dx, dy)
    return rect


def union(rects: Sequence[pygame.FRect]) -> pygame.FRect:
    """The smallest rectangle holding every one of ``rects``."""
    result = pygame.FRect(rects[0])
    for rect in rects[1:]:
        result.union_ip(rect)
    return result


__all__ = ["GuideBox", "Highlights", "TurnedRect", "box", "tilt", "union"]
