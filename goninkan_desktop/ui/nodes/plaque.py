"""The plaque at the head of the table: trump (yaku), round and deal, and the face-card race."""

from __future__ import annotations

import pygame

from engine.cards import SUIT_LETTERS, Suit
from goninkan_desktop.i18n import t
from goninkan_desktop.ui import layout
from goninkan_desktop.ui.nodes.base import Node, blit_centred, blit_with_opacity
from goninkan_desktop.ui.nodes.panel import Panel
from goninkan_desktop.ui.nodes.text import TextNode
from goninkan_desktop.ui.render import scale, theme
from goninkan_desktop.ui.render.cards import suit_colour, suit_surface

_DISC = 88
_BAR_W = 196.0
_LEFT_W = 136.0


class TrumpDisc(Node):
    """A cream disc with the trump suit drawn large; a question mark while trump is unknown."""

    def __init__(self) -> None:
        super().__init__((_LEFT_W / 2 + 4, 10.0 + _DISC / 2), (_DISC, _DISC), anchor=(0.5, 0.5))
        self.suit: Suit | None = None
        self.pop = 1.0
        self._unknown = self.add(TextNode("?", (_DISC / 2, _DISC / 2 + 2),
                                          size=theme.fs(theme.SIZE_HUGE),
                                          colour=theme.TEXT_DARK, anchor=(0.5, 0.5)))

    def on_draw(self, surface: pygame.Surface) -> None:
        rect = self.world_rect
        opacity = self.world_opacity
        radius = scale.ipx(_DISC / 2 * self.pop)  # canvas pixels
        disc = theme.rounded_panel((2 * radius, 2 * radius), (*theme.CREAM, 255),
                                   (*theme.GOLD, 255), radius, scale.line(4))
        blit_centred(surface, disc, rect.center, opacity)
        self._unknown.visible = self.suit is None
        if self.suit is not None:
            height = scale.ipx(56 * self.pop)
            letter = SUIT_LETTERS[self.suit]
            image = suit_surface(letter, height, suit_colour(letter))
            blit_centred(surface, image, rect.center, opacity)


class RaceBar(Node):
    """One side's face cards against its target, as a line of text and a thin bar."""

    def __init__(self, pos: tuple[float, float], *, kankei: bool) -> None:
        super().__init__(pos, (_BAR_W, 30.0))
        self.kankei = kankei
        self.count = 0
        self.target = 9
        self.colour = theme.KANKEI if kankei else theme.MUKANKEI
        self.label = self.add(TextNode("", (0.0, 0.0), size=theme.fs(theme.SIZE_SMALL),
                                        colour=theme.TEXT))

    def set(self, count: int, target: int) -> None:
        """Show ``count`` face cards of ``target``."""
        self.count, self.target = count, target
        team = t("team.kankei") if self.kankei else t("team.mukankei")
        self.label.text = t("table.race", team=team, count=count, target=target)

    def on_draw(self, surface: pygame.Surface) -> None:
        rect = self.world_rect
        y = rect.y + 21
        track = theme.panel((round(_BAR_W), 7), (255, 255, 255, 50), radius=3)
        blit_with_opacity(surface, track, (rect.x, y), self.world_opacity)
        share = min(1.0, self.count / max(1, self.target))
        if share > 0:
            fill = theme.panel((max(7, round(_BAR_W * share)), 7), (*self.colour, 255), radius=3)
            blit_with_opacity(surface, fill, (rect.x, y), self.world_opacity)


class TrumpPlaque(Panel):
    """Trump, round n of N, deal 1–3, and each side's face cards against its target."""

    def __init__(self) -> None:
        super().__init__(layout.PLAQUE_CENTRE, layout.PLAQUE_SIZE, anchor=(0.5, 0.5),
                         fill=(6, 28, 20, 215), border=(*theme.GOLD_DEEP, 255), radius=18)
        self.disc = self.add(TrumpDisc())
        self.round_label: str | None = None
        self.trump_words = ("table.yaku", "table.yaku_named")
        """The keys of the words under the disc: unnamed, and named ({suit})."""
        self.suit_keys = "suit"
        """The keys of the suits' names (the bidding game's ``bid.suit``)."""
        """Shown in place of "Round n of N" (the deal of the day)."""
        x = _LEFT_W + 12.0
        self._yaku = self.add(TextNode(t("table.yaku"), (_LEFT_W / 2 + 4, 106.0),
                                       size=theme.fs(theme.SIZE_SMALL), colour=theme.GOLD,
                                       anchor=(0.5, 0.0)))
        self._round = self.add(TextNode("", (x, 12.0), size=theme.fs(theme.SIZE_BODY - 4),
                                        colour=theme.TEXT))
        self._deal = self.add(TextNode("", (x, 38.0), size=theme.fs(theme.SIZE_BODY - 4),
                                       colour=theme.TEXT))
        self.kankei_bar = self.add(RaceBar((x, 68.0), kankei=True))
        self.mukankei_bar = self.add(RaceBar((x, 100.0), kankei=False))

    def set_trump(self, suit: Suit | None) -> None:
        """The trump suit, or None while it is not named."""
        self.disc.suit = suit
        name = t(f"{self.suit_keys}.{SUIT_LETTERS[suit]}") if suit is not None else ""
        unnamed, named = self.trump_words
        # "Trump: diamonds" must stay inside the plaque, left of the round and deal lines, and
        # never smaller than MIN_FONT: too long, the suit's name alone ("diamonds") under the
        # disc; still too long, the word for trump, the disc's symbol naming the suit
        candidates = (t(named, suit=name), name, t(unnamed)) if suit is not None else (t(unnamed),)
        for text in candidates:
            self._yaku.text = text
            size = theme.fs(theme.SIZE_SMALL)
            self._yaku.font_size = size
            while self._yaku.size[0] > _LEFT_W - 8 and size > theme.MIN_FONT:
                size -= 1
                self._yaku.font_size = size
            if self._yaku.size[0] <= _LEFT_W - 8:
                break

    @property
    def trump_label(self) -> str:
        """The words under the trump disc."""
        return self._yaku.text

    def set_lines(self, round_text: str, deal_text: str) -> None:
        """The two lines beside the disc (``round_label``, where set, in place of the first)."""
        self._round.text = self.round_label or round_text
        self._deal.text = deal_text

    @property
    def lines(self) -> tuple[str, str]:
        """The two lines beside the disc."""
        return self._round.text, self._deal.text

    def set_round(self, round_no: int, rounds: int, deal: int) -> None:
        """Round n of N (or ``round_label``, where set) and the deal (1, 2 or 3)."""
        self._round.text = self.round_label or t("table.round", round=round_no, rounds=rounds)
        self._deal.text = t("table.deal", deal=deal)

    def set_race(self, faces: tuple[int, int], targets: tuple[int, int],
                 words: tuple[str, str] | None = None) -> None:
        """Face cards taken by Kankei and Mukankei against their targets (R21); ``words``:
        the two lines in other words (the bidding game's sides)."""
        self.kankei_bar.set(faces[0], targets[0])
        self.mukankei_bar.set(faces[1], targets[1])
        if words is not None:
            self.kankei_bar.label.text, self.mukankei_bar.label.text = words

    @property
    def race_text(self) -> str:
        """The race as one line, e.g. 'Kankei 6 / 9 · Mukankei 3 / 8'."""
        return f"{self.kankei_bar.label.text} · {self.mukankei_bar.label.text}"
