"""The rules and glossary: Goninkan in plain words, the Tsugaru terms, this match's house rules.

The bidding game (docs/rules.md section 11) has a section of its own and its
terms at the end of the glossary, under their own heading.

One section shows at a time in a scrolling panel: pick it on the left (mouse,
←/→ or Tab), scroll with the wheel, ↑/↓, Page Up/Down or Home/End; Esc or
"Back" leaves. Big text, for reading at arm's length.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from engine.rules import RuleSet
from goninkan_desktop.i18n import has, t
from goninkan_desktop.i18n.format import minus
from goninkan_desktop.ui import layout
from goninkan_desktop.ui.app import App, Scene
from goninkan_desktop.ui.nodes.base import Node
from goninkan_desktop.ui.nodes.button import Button
from goninkan_desktop.ui.nodes.dialog import PRIMARY, SECONDARY
from goninkan_desktop.ui.nodes.panel import Panel, Paragraph
from goninkan_desktop.ui.nodes.text import TextNode
from goninkan_desktop.ui.render import scale, theme

SECTIONS = ("cards", "teams", "play", "joker", "deals", "scoring", "goshogawara", "bidding",
            "glossary")
"""The sections in order; ``house`` follows when the scene is given a match's rules."""

BIDDING_TERMS = ("taisho", "adjutant", "kitsune", "sei_jack", "ura_jack", "seri", "pass",
                 "defenders")
"""The bidding game's terms (docs/rules.md section 11), shown as its source writes them."""
GLOSSARY = ("kankei", "mukankei", "yaku", "yaku_pin", "kenri", "odoru", "odori_ban", "tsukeru",
            "kiru", "sukonku", "juroku", "nijukan", "kime_yaku", "iku_koi", "tome_suppe", "yama",
            "gasu", "graph", "suppe", "baba", "pin", *BIDDING_TERMS)
"""The glossary's terms (docs/rules.md section 10 and the Tsugaru card names, then the bidding
game's), in order."""

TEXT_SIZE = theme.SIZE_BODY - 2
SCROLL_STEP = 60.0
CONTENT_RECT = pygame.Rect(372, 96, 878, 540)
_PAD = 28.0
TABS_TOP = 100.0
TABS_BOTTOM = 652.0
"""The section buttons fill the left column between these, above the key help."""
TAB_HEIGHT = 52.0
TOPIC_MARGIN = 12.0
"""Above a paragraph opened by its topic, this much of the panel is left clear (less than the
18-px gap between paragraphs: nothing of the one before shows)."""


class ScrollView(Node):
    """A clipped box whose ``content`` child scrolls vertically."""

    def __init__(self, rect: pygame.Rect) -> None:
        super().__init__((float(rect.x), float(rect.y)), (float(rect.w), float(rect.h)))
        self.content = self.add(Node((0.0, 0.0), (float(rect.w), 0.0)))
        self.offset = 0.0

    @property
    def max_offset(self) -> float:
        """How far the content can scroll."""
        return max(0.0, self.content.size[1] - self.size[1])

    def scroll_to(self, offset: float) -> None:
        """Scroll to ``offset`` pixels from the top (clamped)."""
        self.offset = max(0.0, min(self.max_offset, offset))
        self.content.pos = (0.0, -self.offset)

    def scroll_by(self, delta: float) -> None:
        """Scroll down by ``delta`` pixels (up if negative)."""
        self.scroll_to(self.offset + delta)

    def draw(self, surface: pygame.Surface) -> None:
        previous = surface.get_clip()
        surface.set_clip(scale.rect(self.world_rect).clip(previous))
        super().draw(surface)
        surface.set_clip(previous)

    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * SCROLL_STEP)
            return True
        return False


class RulesScene(Scene):
    """The rules in sections; ``rules``: the current match's house rules, shown last."""

    def __init__(self, app: App | None = None, rules: RuleSet | None = None, *,
                 on_back: Callable[[], object] | None = None, topic: str | None = None) -> None:
        super().__init__()
        self.rules = rules
        self.term_at: dict[str, float] = {}
        """Where each glossary term starts in the glossary's content."""
        self.paragraph_at: dict[str, float] = {}
        """Where each paragraph of the section shown starts in its content (by key)."""
        self.on_back = on_back
        self.sections = SECTIONS + (("house",) if rules is not None else ())
        self.section = 0
        self.root.add(Panel((0.0, 0.0), (float(layout.WIDTH), float(layout.HEIGHT)),
                            fill=(*theme.FELT_DARK, 255), border=(0, 0, 0, 0), radius=0))
        self.root.add(TextNode(t("rules.title"), (40.0, 24.0), size=theme.fs(theme.SIZE_TITLE - 8),
                               colour=theme.GOLD, shadow=theme.SHADOW))
        self.tabs = [self.root.add(self._tab(index, name))
                     for index, name in enumerate(self.sections)]
        self.root.add(Panel((CONTENT_RECT.x - 12.0, CONTENT_RECT.y - 12.0),
                            (CONTENT_RECT.w + 24.0, CONTENT_RECT.h + 24.0), fill=theme.DIALOG,
                            border=theme.DIALOG_BORDER, border_width=3, radius=18))
        self.view = self.root.add(ScrollView(CONTENT_RECT))
        self.root.add(TextNode(t("rules.keys"), (40.0, 676.0),
                               size=theme.readable(theme.SIZE_SMALL - 4),
                               colour=theme.TEXT_MUTED, anchor=(0.0, 0.5)))
        self.back = self.root.add(Button(t("rules.back"), (1250.0, 676.0), (200.0, 52.0),
                                         anchor=(1.0, 0.5), on_click=self.leave,
                                         font_size=theme.fs(theme.SIZE_BODY - 4), style=SECONDARY))
        self.show(0)
        if topic is not None:
            self.open_topic(topic)
        if app is not None:
            self.app = app

    def open_topic(self, topic: str) -> None:
        """Show a section by name, a section scrolled to one of its paragraphs
        ("bidding.5": ``rules.bidding.5``), or the glossary scrolled to a term
        (``GLOSSARY``)."""
        section = topic.split(".")[0]
        if topic in self.sections:
            self.show(self.sections.index(topic))
        elif section in self.sections and f"rules.{topic}" in section_keys(section):
            self.show(self.sections.index(section))
            key = f"rules.{topic}"
            if key != section_keys(section)[0]:  # the first under its section's heading
                self.scroll_to_start(self.paragraph_at[key])
        elif topic in GLOSSARY:
            self.show(self.sections.index("glossary"))
            self.scroll_to_start(self.term_at[topic])

    def scroll_to_start(self, y: float) -> None:
        """Scroll the paragraph or term starting at ``y`` to the top of the panel, its first
        line whole under the panel's edge. Near the end the content gets room below it to
        scroll that far: clamped short of it, the panel's top cut through a line of the
        paragraph before."""
        content = self.view.content
        top = y - TOPIC_MARGIN
        content.size = (content.size[0], max(content.size[1], top + self.view.size[1]))
        self.view.scroll_to(top)
    def _tab(self, index: int, name: str) -> Button:
        # up to nine tabs 60 apart; more share the column (ten: 55 apart, 48 high)
        step = min(60.0, (TABS_BOTTOM - TABS_TOP) / len(self.sections))
        height = min(TAB_HEIGHT, step - 7.0)
        return Button(t(f"rules.section.{name}"), (40.0, TABS_TOP + index * step),
                      (300.0, height), on_click=lambda: self.show(index),
                      font_size=theme.readable(theme.SIZE_SMALL - 2))

    # -- sections ------------------------------------------------------------------------------

    def show(self, index: int) -> None:
        """Show section ``index`` (wrapping around), scrolled to its top."""
        self.section = index % len(self.sections)
        for number, tab in enumerate(self.tabs):
            tab.style = PRIMARY if number == self.section else SECONDARY
            tab.focused = number == self.section
        content = self.view.content
        content.clear()
        name = self.sections[self.section]
        y = self._heading(content, t(f"rules.section.{name}"))
        if name == "glossary":
            y = self._glossary(content, y)
        elif name == "house":
            y = self._house(content, y)
        else:
            self.paragraph_at = {}
            for key in section_keys(name):
                self.paragraph_at[key] = y
                y = self._paragraph(content, t(key), y)
        content.size = (content.size[0], y + _PAD)
        self.view.scroll_to(0.0)

    def _heading(self, content: Node, text: str) -> float:
        content.add(TextNode(text, (_PAD, _PAD), size=theme.fs(theme.SIZE_LARGE),
                             colour=theme.GOLD_DEEP))
        return _PAD + 64.0

    def _paragraph(self, content: Node, text: str, y: float, *,
                   colour: tuple[int, int, int] = theme.TEXT_DARK) -> float:
        node = content.add(Paragraph(text, (_PAD, y), CONTENT_RECT.w - 2 * _PAD, size=TEXT_SIZE,
                                     colour=colour))
        return y + node.size[1] + 18.0

    def _glossary(self, content: Node, y: float) -> float:
        for term in GLOSSARY:
            if term == BIDDING_TERMS[0]:
                content.add(TextNode(t("rules.glossary.bidding"), (_PAD, y + 10.0),
                                     size=theme.fs(theme.SIZE_LARGE - 6), colour=theme.GOLD_DEEP))
                y += 70.0
            self.term_at[term] = y
            content.add(TextNode(t(f"rules.term.{term}"), (_PAD, y),
                                 size=theme.fs(TEXT_SIZE), colour=theme.GOLD_DEEP))
            y = self._paragraph(content, t(f"rules.def.{term}"), y + 42.0)
        return y

    def _house(self, content: Node, y: float) -> float:
        assert self.rules is not None
        for line in house_rule_lines(self.rules):
            y = self._paragraph(content, line, y)
        return y

    # -- input ---------------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        if super().handle_event(event):
            return True
        if event.type != pygame.KEYDOWN:
            return False
        page = self.view.size[1] - SCROLL_STEP
        actions: dict[int, Callable[[], None]] = {
            pygame.K_ESCAPE: self.leave, pygame.K_BACKSPACE: self.leave,
            pygame.K_UP: lambda: self.view.scroll_by(-SCROLL_STEP),
            pygame.K_DOWN: lambda: self.view.scroll_by(SCROLL_STEP),
            pygame.K_PAGEUP: lambda: self.view.scroll_by(-page),
            pygame.K_PAGEDOWN: lambda: self.view.scroll_by(page),
            pygame.K_SPACE: lambda: self.view.scroll_by(page),
            pygame.K_HOME: lambda: self.view.scroll_to(0.0),
            pygame.K_END: lambda: self.view.scroll_to(self.view.max_offset),
            pygame.K_LEFT: lambda: self.show(self.section - 1),
            pygame.K_RIGHT: lambda: self.show(self.section + 1),
            pygame.K_TAB: lambda: self.show(
                self.section + (-1 if event.mod & pygame.KMOD_SHIFT else 1)),
        }
        action = actions.get(event.key)
        if action is None:
            return False
        action()
        return True

    def leave(self) -> None:
        """Back to the screen below (or ``on_back``)."""
        if self.on_back is not None:
            self.on_back()
        elif self.app is not None:
            self.app.pop(self)


def section_keys(name: str) -> list[str]:
    """The paragraph keys of a text section, in order."""
    keys: list[str] = []
    while has(f"rules.{name}.{len(keys) + 1}"):
        keys.append(f"rules.{name}.{len(keys) + 1}")
    return keys


def house_rule_lines(rules: RuleSet) -> list[str]:
    """The match's house rules, one translated line each (docs/rules.md section 9; the bidding
    game's, section 11)."""
    if rules.game.is_bidding:  # every form: what differs from the preset's
        return [
            t("rules.house.preset", value=t("rules.value.bidding")),
            t("rules.house.deals", value=rules.rounds),
            t("rules.house.players", value=rules.players),
            t("rules.house.auction", value=t("rules.value.on" if rules.auction
                                             else "rules.value.off")),
            *([t("rules.house.min_bid", value=rules.min_bid)] if rules.auction else []),
            t("rules.house.joker_lead", value=t(f"rules.value.joker_{rules.joker_lead}")),
        ]
    preset = rules.preset if RuleSet.preset_named(rules.preset) == rules else "custom"
    lines = [
        t("rules.house.preset", value=t(f"rules.value.{preset}")),
        t("rules.house.rounds", value=rules.rounds),
        t("rules.house.tome_suppe", value=t("rules.value.on" if rules.tome_suppe
                                            else "rules.value.off")),
        t("rules.house.nijukan", value=t(f"rules.value.{rules.nijukan}")),
        t("rules.house.shown_cards", value=rules.shown_cards),
        t("rules.house.kankei_target", value=rules.deal1_target),
        t("rules.house.scoring", value=t(f"rules.value.{rules.scoring}")),
    ]
    if rules.scoring == "standard":
        lines.insert(6, t("rules.house.juroku_missed", value=minus(rules.missed_juroku)))
    return lines


__all__ = ["BIDDING_TERMS", "GLOSSARY", "SECTIONS", "RulesScene", "ScrollView", "house_rule_lines",
           "section_keys"]
