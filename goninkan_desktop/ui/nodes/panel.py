"""Plain boxes: a rounded panel, a full-screen scrim, wrapped paragraphs and suit symbols."""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

import pygame

from engine.cards import SUIT_LETTERS, Suit
from goninkan_desktop.ui.nodes.base import Node, Point, blit_centred, blit_with_opacity
from goninkan_desktop.ui.nodes.text import TextNode, get_font
from goninkan_desktop.ui.render import scale, theme
from goninkan_desktop.ui.render.cards import suit_colour, suit_surface

RGB = tuple[int, int, int]
RGBA = tuple[int, int, int, int]


class Panel(Node):
    """A rounded rectangle with an optional border, drawn under its children."""

    def __init__(
        self,
        pos: Point = (0.0, 0.0),
        size: Point = (100.0, 100.0),
        *,
        fill: RGBA = theme.PANEL,
        border: RGBA = theme.PANEL_BORDER,
        border_width: int = 2,
        radius: int = 16,
        anchor: Point = (0.0, 0.0),
        z: int = 0,
    ) -> None:
        super().__init__(pos, size, anchor=anchor, z=z)
        self.fill = fill
        self.border = border
        self.border_width = border_width
        self.radius = radius

    def on_draw(self, surface: pygame.Surface) -> None:
        size = (max(1, round(self.size[0])), max(1, round(self.size[1])))
        image = theme.panel(size, self.fill, self.border, self.radius, self.border_width)
        rect = self.world_rect
        blit_with_opacity(surface, image, (rect.x, rect.y), self.world_opacity)


class Scrim(Node):
    """Darkens everything below it (under a dialog or an overlay); swallows clicks if modal."""

    def __init__(self, size: Point, colour: RGBA = theme.SCRIM, *, modal: bool = True,
                 z: int = 0) -> None:
        super().__init__((0.0, 0.0), size, z=z)
        self.colour = colour
        self.modal = modal
        self._image: pygame.Surface | None = None

    def on_draw(self, surface: pygame.Surface) -> None:
        size = scale.size((round(self.size[0]), round(self.size[1])))
        if self._image is None or self._image.get_size() != size:
            self._image = pygame.Surface(size, pygame.SRCALPHA)
            self._image.fill(self.colour)
        blit_with_opacity(surface, self._image, self.world_pos, self.world_opacity)

    def on_event(self, event: pygame.event.Event) -> bool:
        return self.modal and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)


def sentence_case(text: str) -> str:
    """``text`` with its first letter capitalised (names like 'you' may start a sentence)."""
    return text[:1].upper() + text[1:] if text[:1].islower() else text


def wrap_text(text: str, size: int, width: float) -> list[str]:
    """Lines of ``text`` no wider than ``width`` in the font of ``size``.

    Latin words break at spaces; Japanese breaks between any two characters,
    also inside mixed text ("odori-ban (踊り番), the joker"), but never puts
    a closing mark or a small kana (。、」ょ…) at the start of a line (kinsoku:
    the character before it moves down too), nor an opening bracket at the end of one,
    and never breaks inside a number with its counter and particle (「1枚も」, 「3戦目では」,
    「+10点」) nor inside a katakana word (「レッスン」) or a run of kanji (「自分」). An explicit
    newline always starts a new line.
    """
    return list(_wrapped(get_font(theme.fs(size)), text, width))


def wrap_evenly(text: str, size: int, width: float) -> list[str]:
    """``wrap_text``, but no paragraph ends on a widow line when narrower lines avoid one.

    For each paragraph whose last line is a widow, the narrowest width that keeps its number of
    lines is found by bisection (as CSS's ``text-wrap: balance``), so the words are shared out
    between the lines instead of leaving a word or two alone at the end."""
    return list(_wrapped_evenly(get_font(theme.fs(size)), text, width))


def phrases(text: str) -> list[str]:
    """The pieces of ``text`` a line breaks between: Japanese phrases (a word with its ending
    and particles: 「勝負は」, 「遊びますか」), marks, Latin words and spaces."""
    return _TOKENS.findall(text)


WRAP_CACHE_SIZE = 4096
"""Paragraphs whose lines are kept (a screen built again wraps the same paragraphs: the
rules screen measured each word of each paragraph a dozen times over, on every page turn).
The lines depend only on the font, the text and the width, so they are kept by those."""


@lru_cache(maxsize=WRAP_CACHE_SIZE)
def _wrapped(font: pygame.font.Font, text: str, width: float) -> tuple[str, ...]:
    """``wrap_text`` in ``font``."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for token in _fitting(font, _TOKENS.findall(paragraph), width):
            candidate = line + token
            if not line.strip().lstrip("".join(_NO_LINE_END)) \
                    or font.size(candidate.rstrip())[0] <= width:  # an opening bracket stays
                line = candidate if line.strip() or not token.isspace() else ""
                continue
            if token.isspace():
                lines.append(line.rstrip())
                line = ""
            elif (moved := _carried(line, token)):
                # the line's last characters move down with the token (kinsoku, an open bracket)
                lines.append(line[:-moved].rstrip())
                line = line[-moved:] + token
            else:
                lines.append(line.rstrip())
                line = token
        lines.append(line.rstrip())
    return tuple(lines)


def _fitting(font: pygame.font.Font, tokens: list[str], width: float) -> list[str]:
    """``tokens``, with a word wider than ``width`` (a file's path, say) cut into pieces
    that fit: after the last ``/``, ``\\``, ``-``, ``_`` or ``.`` that fits (past the first third
    of the line), else between two characters; a Japanese phrase wider than ``width`` comes
    apart into its words (a number with its counter, a katakana word, a run of kanji, each
    kana), and a word still wider into its characters."""
    out: list[str] = []
    for token in tokens:
        if _JAPANESE.search(token) and len(token) > 1 and font.size(token)[0] > width:
            for word in _WORDS.findall(token):
                too_wide = len(word) > 1 and font.size(word)[0] > width
                out += _TOKENS_APART.findall(word) if too_wide else [word]
            continue
        while not token.isspace() and len(token) > 1 and font.size(token)[0] > width:
            fit = 1
            while fit < len(token) and font.size(token[:fit + 1])[0] <= width:
                fit += 1
            cut = max((token.rfind(mark, 0, fit) + 1 for mark in "/\\-_."), default=0)
            cut = cut if cut > fit // 3 else fit
            while cut > 1 and (token[cut] in _NO_LINE_START or token[cut - 1] in _NO_LINE_END):
                cut -= 1  # kinsoku: no closing mark starts the next piece, no bracket ends one
            out.append(token[:cut])
            token = token[cut:]
        out.append(token)
    return out


WIDOW_SHARE = 0.25
"""A last line narrower than this share of the box is a widow ("します。" alone): the
paragraph is rewrapped narrower, over as many lines, so its lines come out even."""


@lru_cache(maxsize=WRAP_CACHE_SIZE)
def _wrapped_evenly(font: pygame.font.Font, text: str, width: float) -> tuple[str, ...]:
    """``wrap_evenly`` in ``font``."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        wrapped = _wrapped(font, paragraph, width)
        if len(wrapped) > 1 and font.size(wrapped[-1])[0] < WIDOW_SHARE * width:
            widest = max(font.size(token)[0] for token in _TOKENS.findall(paragraph))
            # ``high`` always keeps the count of lines; no narrower than the widest phrase,
            # which would come apart to keep it (「なければなり」 / 「ません」)
            low, high = max(width / 2, min(widest, width)), width
            while high - low > 2:
                middle = (low + high) / 2
                if len(_wrapped(font, paragraph, middle)) == len(wrapped):
                    high = middle
                else:
                    low = middle
            wrapped = _wrapped(font, paragraph, high)
        lines += wrapped
    return tuple(lines)


def _carried(line: str, token: str) -> int:
    """How many of ``line``'s last characters must go down with ``token`` (0: break before it).

    A closing mark may not start a line where no space lets the line break ("切る): play",
    "す。」", "OK、"), so the unit before it (a Japanese character, a number with its counter and
    particle, or a Latin word) goes down too, and with it any closing marks and opening brackets
    it would strand; an opening bracket may not end a line ("baba ("); a number stays with its
    counter ("3人", "−11点"). Where whole units would take the whole line down (a box too narrow
    for 「3戦目では、」), single characters go instead: a closing mark still never starts a line."""
    moved = _moved(line, token, _last_unit)
    if moved and not line[:len(line) - moved].strip():
        moved = _moved(line, token, _last_character)
    return moved if line[:len(line) - moved].strip() else 0


def _moved(line: str, token: str, unit: Callable[[str], int]) -> int:
    """``_carried``, with ``line``'s last units measured by ``unit``."""
    moved = 0
    if (token[0] in _NO_LINE_START and not line[-1].isspace()) or line[-1] in _NO_LINE_END \
            or (ord(token[0]) >= _CJK and line[-1].isdigit()):  # a number and its counter: 3人
        while True:
            moved += unit(line[:len(line) - moved])
            rest = line[:len(line) - moved]
            if not rest or rest[-1].isspace() or not (
                    line[-moved] in _NO_LINE_START or rest[-1] in _NO_LINE_END
                    or (rest[-1].isdigit() and ord(line[-moved]) >= _CJK)):
                break
    return moved


def _last_unit(text: str) -> int:
    """The length of ``text``'s last unit: a Japanese phrase (「1枚も」, 「勝負は」), one
    other Japanese character or a space, or a run of other characters (a Latin word)."""
    tokens = _TOKENS.findall(text)
    return 1 if not tokens or tokens[-1].isspace() else len(tokens[-1])


def _last_character(text: str) -> int:
    """The length of ``text``'s last unit, a number counting as its digits and each Japanese
    character as one (the units of a box too narrow for a number with its counter)."""
    word = _LAST_WORD.search(text)
    return len(word.group()) if word else min(len(text), 1)


_CJK = 0x2E80
"""From here on, characters are Japanese (or Chinese): a line may break before each one."""

_NUMBER_UNIT = (r"[^\s\u2e80-\U0010ffff]*[0-9０-９]"
                r"(?:[\u30a1-\u30fa\u30fc]{1,6}[\u4e00-\u9fff々]{0,2}|[\u4e00-\u9fff々]{1,3})"
                r"(?:から|まで|より|ずつ|では|には|でも|とも|にも|も|は|が|を|に|で(?![すし])|の|と|へ|や)?")
"""A number with its counter (a run of kanji, or of katakana and kanji: 枚, 戦目, トリック目)
and the particle after it, if any: one unit a line never breaks inside (「1枚も」, 「3戦目では」,
「−16点」; the で of 「−16点です」 is no particle)."""

_KATAKANA_WORD = r"[\u30a1-\u30fa][\u30a1-\u30fa\u30fc]{1,7}"
"""A katakana word of two to eight characters (レッスン, スコンク, ジョーカー): a line breaks
before or after it, not inside it."""

_KANJI_WORD = r"[\u4e00-\u9fff][\u4e00-\u9fff々]{1,3}"
"""A run of two to four kanji (自分, 各自, 大将): most such runs are one
word or a compound read as one (大将, 副官, 手札, 全員), so a line breaks before or after it,
not inside it (a balanced paragraph broke 「各/自」 and 「自/分」)."""

_WORDS = re.compile(_NUMBER_UNIT + "|" + _KATAKANA_WORD + "|" + _KANJI_WORD
                    + r"|[\u2e80-\U0010ffff]|[^\s\u2e80-\U0010ffff]+|\s+")
"""A number with its counter and particle, a katakana word, a run of kanji, a Japanese
character, a run of other non-space characters (a word), or a run of spaces: the pieces a
phrase too wide for its line comes apart into."""

_HIRAGANA = "\u3041-\u3091\u3093-\u3096\u309d\u309e\u30fc"
"""Hiragana but を (and the long-vowel mark and iteration marks that go with them)."""

_OKURIGANA = "きしちひみりぎじびぴえけせてねめれげぜべぺ"
"""The kana that end a verb's stem (取り, 引き, 見せ, 捨て): between two kanji, they are
inside one word (切り札, 引き分け, 見せ札), not the end of a phrase."""

_KANJI_CORE = (r"[\u4e00-\u9fff々](?:[\u4e00-\u9fff々]|[" + _OKURIGANA
               + r"](?=[\u4e00-\u9fff])){0,3}")
"""One to four kanji, with a verb stem's kana between two of them (切り札, 引き分け, 手札):
the start of a phrase."""

_KANA_WORDS = ("あなた", "じゅうろく", "くらべ", "きつね", "すべて", "いちばん", "まだ", "もの",
               "ここ", "その", "この", "これ", "ほか", "どちら", "どれ")
"""Words written in hiragana that start a phrase of their own although hiragana come before
them (「時点では」 / 「あなたに」, 「伏せ札とだけ」 / 「くらべています」)."""

_NO_KANA_WORD = "(?!" + "|".join(_KANA_WORDS) + ")"

_KANA_TAIL = "(?:[" + _HIRAGANA + "](?:" + _NO_KANA_WORD + "[" + _HIRAGANA + "])*)?\u3092?"
"""The hiragana after a phrase's start (its ending and particles: 取った, 勝者が, くらべます,
してください), up to and with a を, after which a line may break (「カードを」 / 「よく見て」),
or up to a word of ``_KANA_WORDS`` after another hiragana (「逆じゅうろく」 stays whole)."""

_PHRASE = ("(?:" + _NUMBER_UNIT + "|" + _KATAKANA_WORD + "|" + _KANJI_CORE
           + "(?:" + _KATAKANA_WORD + ")?|[\u30a1-\u30fa]|[" + _HIRAGANA + "])" + _KANA_TAIL
           + "|\u3092")
"""A Japanese phrase (bunsetsu) as a line break sees it: a number with its counter, a katakana
word, one to four kanji (with a katakana word after them: 役ピン, 逆スコンク, 裏ジャック) or a
hiragana, with the hiragana that follow them (「勝負は」, 「遊びますか」, 「−16点です」,
「すべての」). Lines break between phrases, never inside one: 「くら」 / 「べ」, 「まし」 /
「た」 and 「逆」 / 「スコンク」 read as two words."""

_TOKENS = re.compile(_PHRASE + r"|[\u2e80-\U0010ffff]|[^\s\u2e80-\U0010ffff]+" + _KANA_TAIL
                     + r"|\s+")
"""A Japanese phrase, another Japanese character (a mark, a bracket), a run of other non-space
characters (a word, a card: 「♠5はいちばん」, 「OKを」) with the hiragana after it, or a run
of spaces."""

_TOKENS_APART = re.compile(r"[\u2e80-\U0010ffff]|[^\s\u2e80-\U0010ffff]+|\s+")
"""Tokens without the units: each Japanese character, words, spaces (a unit wider than its
box breaks between its characters)."""

_JAPANESE = re.compile(r"[\u2e80-\U0010ffff]")

_LAST_WORD = re.compile(r"[^\s\u2e80-\U0010ffff]+$")

_NO_LINE_START = frozenset("、。，．・：；？！ー〜～」』）］｝〕〉》】〗〙〟"
                           "ゃゅょっぁぃぅぇぉゎゕゖャュョッァィゥェォヮヵヶ々ゝゞヽヾ…‥"
                           ")]},.:;!?”’")
"""Characters that must not begin a line (kinsoku shori): Japanese closing marks and small kana,
and the Latin ones after Japanese text ("(kiru, 切る): play")."""

_NO_LINE_END = frozenset("(「『（［｛〔〈《【〖〘〝“‘")
"""Opening brackets and quotes, which must not end a line ("baba (" / "ババ)")."""


TIGHTEST_LINES = 1.15
"""The closest a paragraph's lines may be, as a share of the font's line (which has no leading of
its own): a "g" over the next line's "h", or kana over kanji, then keep 2 window pixels clear in
the 960 × 600 window. At 1.0–1.1 they touched or nearly did there (the prompt's two lines, the
settings' help, the review's verdict and notes, a lesson's title)."""


class Paragraph(Node):
    """Several lines of text wrapped to ``width``; ``anchor`` x aligns them (0 left, 0.5 centre)."""

    def __init__(
        self,
        text: str,
        pos: Point,
        width: float,
        *,
        size: int = theme.SIZE_BODY,
        colour: RGB = theme.TEXT_DARK,
        align: float = 0.0,
        line_gap: float = 1.18,
        z: int = 0,
    ) -> None:
        """``line_gap``: each line's step as a share of the font's line (never under
        ``TIGHTEST_LINES``)."""
        super().__init__(pos, (width, 0.0), z=z)
        self._width = width
        self._size = size
        self._colour = colour
        self._align = align
        self._line_gap = max(line_gap, TIGHTEST_LINES)
        self._made: tuple[str, RGB, float, int] | None = None
        """What the lines shown were made from (text, colour, width, font size)."""
        self.text = text

    @property
    def text(self) -> str:
        """The paragraph's text."""
        return self._text

    @text.setter
    def text(self, value: str) -> None:
        self._text = value
        made = (value, self._colour, self._width, theme.fs(self._size))
        if made == self._made:
            return  # the same lines again: kept (new ones would be rendered and redrawn)
        self._made = made
        self.clear()
        step = get_font(theme.fs(self._size)).get_linesize() * self._line_gap
        lines = wrap_evenly(value, self._size, self._width)
        for index, line in enumerate(lines):
            self.add(TextNode(line, (self._width * self._align, index * step),
                              size=theme.fs(self._size),
                              colour=self._colour, anchor=(self._align, 0.0)))
        self.size = (self._width, step * len(lines))

    @property
    def colour(self) -> RGB:
        """The colour of the lines (a change shows from the next ``text``)."""
        return self._colour

    @colour.setter
    def colour(self, value: RGB) -> None:
        self._colour = value

    @property
    def width(self) -> float:
        """How wide the lines may be."""
        return self._width

    @width.setter
    def width(self, value: float) -> None:
        if value != self._width:
            self._width = value
            self.text = self._text

    @property
    def text_size(self) -> int:
        """The lines' size, in ``theme`` sizes."""
        return self._size

    @text_size.setter
    def text_size(self, value: int) -> None:
        if value != self._size:
            self._size = value
            self.text = self._text


class SuitIcon(Node):
    """A suit symbol (the engine's ``Suit``; None: nothing) drawn as a shape, ``height`` pixels
    tall, centred on ``pos``."""

    def __init__(self, suit: Suit | None, pos: Point, height: int, *,
                 colour: RGB | None = None, z: int = 0) -> None:
        super().__init__(pos, (height, height), anchor=(0.5, 0.5), z=z)
        self.suit = suit
        self.height = height
        self.colour = colour

    def on_draw(self, surface: pygame.Surface) -> None:
        if self.suit is None:
            return
        letter = SUIT_LETTERS[self.suit]
        colour = self.colour or suit_colour(letter)
        image = suit_surface(letter, scale.ipx(self.height), colour)
        blit_centred(surface, image, self.world_rect.center, self.world_opacity)


class Badge(Node):
    """A small rounded label: a team name, the dealer mark, a key card."""

    def __init__(self, text: str, pos: Point, *, fill: RGB, colour: RGB,
                 size: int = theme.SIZE_SMALL - 4, anchor: Point = (0.0, 0.5), z: int = 0) -> None:
        super().__init__(pos, (10.0, 10.0), anchor=anchor, z=z)
        self.fill = fill
        self._label = self.add(TextNode(text, (0.0, 0.0), size=theme.fs(size), colour=colour,
                                        anchor=(0.5, 0.5)))
        self._fit()

    @property
    def text(self) -> str:
        """The badge's label."""
        return self._label.text

    @text.setter
    def text(self, value: str) -> None:
        self._label.text = value
        self._fit()

    def set_style(self, fill: RGB, colour: RGB) -> None:
        """Change the badge's colours."""
        self.fill = fill
        self._label.colour = colour

    @property
    def font_size(self) -> int:
        """The label's font size (``get_font`` pixels)."""
        return self._label.font_size

    @font_size.setter
    def font_size(self, value: int) -> None:
        self._label.font_size = value
        self._fit()

    def _fit(self) -> None:
        w, h = self._label.size
        self.size = (w + max(12, h * 0.7), h + 8)
        self._label.pos = (self.size[0] / 2, self.size[1] / 2 + 1)

    def on_draw(self, surface: pygame.Surface) -> None:
        size = scale.size((round(self.size[0]), round(self.size[1])))
        image = theme.rounded_panel(size, (*self.fill, 255), radius=size[1] // 2)
        rect = self.world_rect
        blit_with_opacity(surface, image, (rect.x, rect.y), self.world_opacity)
