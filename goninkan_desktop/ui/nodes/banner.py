"""Messages on the table: the centre banner for announcements and the prompt above the hand."""

from __future__ import annotations

from dataclasses import dataclass

from goninkan_desktop.ui import layout
from goninkan_desktop.ui.nodes.base import Point
from goninkan_desktop.ui.nodes.panel import (
    TIGHTEST_LINES,
    Panel,
    Paragraph,
    sentence_case,
    wrap_text,
)
from goninkan_desktop.ui.nodes.text import TextNode, get_font
from goninkan_desktop.ui.render import theme

RGB = tuple[int, int, int]


@dataclass(frozen=True)
class Fitted:
    """A compact banner's title and line sizes (in ``theme`` sizes) and its lines' width."""

    title_size: int
    text_size: int
    text_width: float


class Banner(Panel):
    """A calm announcement in the middle of the table: a title and an optional second line."""

    def __init__(self, pos: Point = layout.BANNER_CENTRE) -> None:
        super().__init__(pos, (400.0, 100.0), anchor=(0.5, 0.5), fill=(8, 30, 22, 228),
                         border=(*theme.GOLD, 255), border_width=3, radius=20, z=50)
        self._title = self.add(TextNode("", (0.0, 0.0), size=self.TITLE_SIZE,
                                        colour=theme.GOLD, anchor=(0.5, 0.0)))
        self._subtitle = self.add(Paragraph("", (0.0, 0.0), self.MAX_TEXT_WIDTH,
                                            size=theme.SIZE_BODY, colour=theme.TEXT, align=0.5))
        self._subtitle_text = ""
        self.visible = False

    TITLE_SIZE = theme.fs(theme.SIZE_TITLE - 6)
    COMPACT_TITLE_SIZE = theme.fs(theme.SIZE_BODY + 4)
    """A compact banner's title (``show(compact=True)``): still larger than its lines."""
    SMALLEST = theme.fs(theme.SIZE_SMALL + 2)

    MAX_TEXT_WIDTH = 660.0
    """Longer second lines wrap, so the banner never covers the sides of the table."""

    PADDING = 64.0
    """The banner is this much wider than its longest line."""

    LOW_TEXT_WIDTH = 460.0
    """Below the middle of the table (a hint, the seat swap) lines wrap sooner: the banner
    stays clear of the face-card rows and the yama beside it."""

    @property
    def title(self) -> str:
        """The banner's first line."""
        return self._title.text

    @property
    def subtitle(self) -> str:
        """The banner's second line (before wrapping)."""
        return self._subtitle_text

    @property
    def subtitle_lines(self) -> list[str]:
        """The second line as wrapped on screen."""
        return [child.text for child in self._subtitle.children if isinstance(child, TextNode)]

    def show(self, title: str, subtitle: str = "", at: Point | None = None, *,
             text_width: float | None = None, compact: bool = False,
             fitted: Fitted | None = None) -> None:
        """Show the banner with these lines, sized to fit them, centred on ``at``;
        ``text_width``: its lines wrap sooner than usual (it keeps clear of something beside
        it); ``compact``: less room above and below its lines (it keeps clear of something
        above it); ``fitted``: a compact banner's sizes and its lines' width, in place of the
        usual (a long hint in the room under the trick)."""
        self.pos = at or layout.BANNER_CENTRE
        low = self.pos[1] > layout.BANNER_CENTRE[1]
        max_width = self.LOW_TEXT_WIDTH if low else self.MAX_TEXT_WIDTH
        if fitted is not None:
            max_width = fitted.text_width
        elif text_width is not None:
            max_width = min(max_width, text_width)
        text_size = fitted.text_size if fitted is not None else theme.SIZE_BODY
        self._title.text = sentence_case(title)
        self._title.font_size = theme.fs(fitted.title_size) if fitted is not None else (
            self.COMPACT_TITLE_SIZE if compact else self.TITLE_SIZE)
        while (low or text_width is not None or fitted is not None) \
                and self._title.size[0] > max_width and self._title.font_size > self.SMALLEST:
            self._title.font_size -= 1  # a long hint still fits beside the yama
        self._subtitle_text = sentence_case(subtitle)
        self._subtitle.width = max_width
        self._subtitle.text_size = text_size
        self._subtitle.text = self._subtitle_text
        lines = wrap_text(self._subtitle_text, text_size, max_width)
        font = get_font(theme.fs(text_size))
        widest = max(font.size(line)[0] for line in lines) if subtitle else 0
        width = max(self._title.size[0], widest) + self.PADDING
        top, gap, foot = (8.0, 4.0, 8.0) if compact or fitted is not None else (26.0, 8.0, 26.0)
        height = top + gap / 2 + self._title.size[1] \
            + (self._subtitle.size[1] + gap - 2 if subtitle else 0) + foot
        self.size = (max(360.0, width), height)
        self._title.pos = (self.size[0] / 2, top)
        self._subtitle.pos = ((self.size[0] - max_width) / 2, top + self._title.size[1] + gap)
        self._subtitle.visible = bool(subtitle)
        self.opacity = 1.0
        self.visible = True

    def hide(self) -> None:
        """Take the banner away."""
        self.visible = False


class Prompt(Panel):
    """One line above the hand: what the human is asked to do, or why a move is not allowed."""

    ERROR_SECONDS = 4.0

    def __init__(self) -> None:
        super().__init__(layout.PROMPT_CENTRE, (300.0, 46.0), anchor=(0.5, 0.5),
                         fill=(6, 28, 20, 215), border=(*theme.GOLD, 200), radius=23, z=40)
        self._lines = self.add(Paragraph("", (28.0, 0.0), self.MAX_TEXT_WIDTH,
                                         size=theme.SIZE_BODY, colour=theme.TEXT, align=0.5,
                                         line_gap=TIGHTEST_LINES))
        self._keys = self.add(Paragraph("", (28.0, 0.0), self.MAX_TEXT_WIDTH,
                                        size=self.KEYS_SIZE, colour=self.KEYS_COLOUR, align=0.5))
        self._keys_text = ""
        self._shown = ""
        self.covered = False
        """True while a hint's banner takes the prompt's place (``cover``)."""
        self.shown = True
        """False: the prompt keeps its text but stays hidden (a lesson's guide box asks)."""
        self._info = ""
        self._suffix = ""
        self._error_left = 0.0
        self.visible = False

    KEYS_SIZE = theme.SIZE_SMALL
    KEYS_COLOUR: RGB = (214, 204, 170)
    """The smaller, quieter line under the request that names its keys."""

    MAX_TEXT_WIDTH = 500.0
    """A longer message takes two lines: the prompt stays clear of the yama and the side rows
    beside it, whatever the language."""

    @property
    def text(self) -> str:
        """The message shown now ('' when hidden)."""
        return self._shown if self.visible else ""

    @property
    def lines(self) -> list[str]:
        """The message as its lines on screen."""
        return [child.text for child in self._lines.children if isinstance(child, TextNode)]

    @property
    def is_error(self) -> bool:
        """True while a rule message is shown."""
        return self._error_left > 0.0

    @property
    def keys(self) -> str:
        """The line naming the keys for the request ('' when none or hidden)."""
        return self._keys.text if self.visible and self._keys.visible else ""

    @property
    def asked_keys(self) -> str:
        """The keys line of the request, shown or not (a lesson's guide box says it when the
        prompt stays hidden)."""
        return self._keys_text

    @property
    def has_message(self) -> bool:
        """True when the prompt has something to show, covered or not (not while a lesson's
        guide box keeps it hidden)."""
        return bool(self._shown) and self.shown

    def cover(self, covered: bool) -> None:
        """Step aside for a banner shown in the prompt's place (a hint), or come back; nothing
        is drawn under that banner to show through it."""
        self.covered = covered
        self.visible = bool(self._shown) and self.shown and not covered

    @property
    def bottom(self) -> float:
        """The prompt's lower edge: a longer message grows upwards from it."""
        return self.pos[1] + self.size[1] / 2

    def place(self, x: float, bottom: float) -> None:
        """Centre the prompt on ``x`` with its lower edge at ``bottom``."""
        self.pos = (x, bottom - self.size[1] / 2)

    def set_info(self, text: str, keys: str = "") -> None:
        """What the human is asked to do ('' to clear) and, in a smaller line under it, the keys
        that do it; an error shown now stays until it fades."""
        self._info = text
        self._keys_text = keys if text else ""
        if not text:
            self._suffix = ""
        self._refresh()

    def set_suffix(self, text: str) -> None:
        """A short addition after the request, such as the time left."""
        if text != self._suffix:
            self._suffix = text
            self._refresh()

    def _refresh(self) -> None:
        if self._error_left > 0.0:
            return
        text = f"{self._info}   {self._suffix}" if self._info and self._suffix else self._info
        self._show(text, theme.TEXT, (6, 28, 20, 215), (*theme.GOLD, 200), self._keys_text)

    def set_error(self, text: str) -> None:
        """Why the last move was refused, for a few seconds."""
        self._error_left = self.ERROR_SECONDS
        self._show(text, (255, 255, 255), (*theme.ERROR, 240), (255, 220, 200, 255))

    def _show(self, text: str, colour: RGB, fill: tuple[int, int, int, int],
              border: tuple[int, int, int, int], keys: str = "") -> None:
        self._shown = text
        self._lines.colour = colour
        self._lines.text = text
        self._keys.text = keys
        self._keys.visible = bool(keys)
        font = get_font(theme.fs(theme.SIZE_BODY))
        width = max((font.size(line)[0] for line in self.lines), default=0)
        keys_font = get_font(theme.fs(self.KEYS_SIZE))
        keys_lines = wrap_text(keys, self.KEYS_SIZE, self.MAX_TEXT_WIDTH) if keys else []
        width = max([width, *(keys_font.size(line)[0] for line in keys_lines)])
        keys_height = self._keys.size[1] + 2.0 if keys else 0.0
        bottom = self.pos[1] + self.size[1] / 2
        self.fill, self.border = fill, border
        step = font.get_linesize() * TIGHTEST_LINES  # one line's height, with its leading
        self.size = (width + 56.0, self._lines.size[1] + keys_height + 46.0 - step)
        # a longer message grows upwards, away from the raised cards of the hand
        self.pos = (self.pos[0], bottom - self.size[1] / 2)
        leading = step - font.get_linesize()  # under the last line: not counted in centring
        top = (self.size[1] - self._lines.size[1] - keys_height + leading) / 2 + 1
        self._lines.pos = ((self.size[0] - self.MAX_TEXT_WIDTH) / 2, top)
        self._keys.pos = (self._lines.pos[0], top + self._lines.size[1] + 2.0)
        self.visible = bool(text) and self.shown and not self.covered

    UNDRAWN = frozenset({"_error_left"})  # a timer: what it changes is drawn

    def on_update(self, dt: float) -> None:
        if self._error_left > 0.0:
            self._error_left -= dt
            if self._error_left <= 0.0:
                self._error_left = 0.0
                self._refresh()


class Caption(Panel):
    """A short line on a dark pill over the felt (who took the trick), shown for a while."""

    def __init__(self, pos: Point, size: int = theme.SIZE_BODY) -> None:
        super().__init__(pos, (100.0, 44.0), anchor=(0.5, 0.5), fill=(6, 28, 20, 200),
                         border=(255, 255, 255, 60), radius=22, z=45)
        self._text = self.add(TextNode("", (0.0, 0.0), size=theme.fs(size), colour=theme.TEXT,
                                       anchor=(0.5, 0.5)))

    @property
    def text(self) -> str:
        """The caption's text."""
        return self._text.text

    @text.setter
    def text(self, value: str) -> None:
        self._text.text = sentence_case(value)
        self.size = (self._text.size[0] + 40, 44.0)
        self._text.pos = (self.size[0] / 2, self.size[1] / 2 + 1)
