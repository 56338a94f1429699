"""The lesson list: the lessons in their groups, each with its number, title and summary, a
tick when finished.

The groups (Goninkan, the bidding game) are tabs above the list: switch with
the mouse or ←/→. Choose a lesson with the mouse or ↑/↓, start it with Enter
(or "Start lesson" / "Play it again"), mark one done without playing it, open
the rules, or go back with Esc. A lesson opens on top of the list; when it
ends (or the learner goes back) the list shows again with its ticks up to date.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from goninkan_desktop.i18n import t
from goninkan_desktop.tutorial import GROUPS, LESSON_IDS, group_of, lesson
from goninkan_desktop.tutorial.progress import Progress
from goninkan_desktop.tutorial.scene import TutorialScene, place_text
from goninkan_desktop.ui import layout
from goninkan_desktop.ui.app import App, Scene
from goninkan_desktop.ui.motion import Motion
from goninkan_desktop.ui.nodes.button import Button
from goninkan_desktop.ui.nodes.dialog import PRIMARY, SECONDARY
from goninkan_desktop.ui.nodes.panel import Panel, Paragraph
from goninkan_desktop.ui.nodes.text import TextNode
from goninkan_desktop.ui.render import theme
from goninkan_desktop.ui.render.cards import CardRenderer

TAB_TOP = 70.0
TAB_H = 42.0
ROW_TOP = 124.0
ROW_H = 42.0
"""Twelve rows fit between the tabs and the keys line at the foot."""
LIST_X = 40.0
LIST_W = 560.0
DETAIL_X = 640.0
DETAIL_W = 600.0
TICK = "\u2713"


class TutorialMenuScene(Scene):
    """The tutorial's front page: the lessons and the learner's progress through them."""

    def __init__(self, app: App | None = None, *, progress: Progress | None = None,
                 renderer: CardRenderer | None = None, motion: Motion | None = None,
                 on_back: Callable[[], object] | None = None,
                 on_rules: Callable[[], object] | None = None) -> None:
        super().__init__()
        self.progress = progress if progress is not None else Progress.load()
        self.renderer = renderer
        self.motion = motion
        self.on_back = on_back
        self.on_rules = on_rules
        self.lesson_scene: TutorialScene | None = None
        first = self.progress.first_unfinished() or LESSON_IDS[0]
        self.group = GROUPS.index(group_of(first))
        self.selected = group_of(first).ids.index(first)
        self.rows: list[Button] = []
        self.ticks: list[TextNode] = []
        self._build()
        self.show_group(self.group, self.selected)
        if app is not None:
            self.app = app

    # -- building ------------------------------------------------------------------------------

    def _build(self) -> None:
        root = self.root
        root.add(Panel((0.0, 0.0), (float(layout.WIDTH), float(layout.HEIGHT)),
                       fill=(*theme.FELT_DARK, 255), border=(0, 0, 0, 0), radius=0))
        root.add(TextNode(t("tutorial.title"), (LIST_X, 22.0),
                          size=theme.fs(theme.SIZE_TITLE - 6), colour=theme.GOLD,
                          shadow=theme.SHADOW))
        self.count_line = root.add(TextNode("", (LIST_X + LIST_W, 44.0),
                                            size=theme.readable(theme.SIZE_SMALL - 2),
                                            colour=theme.TEXT_MUTED, anchor=(1.0, 0.5)))
        self.tabs = [root.add(self._tab(index)) for index in range(len(GROUPS))]
        root.add(Panel((DETAIL_X, ROW_TOP - 12.0), (DETAIL_W, 520.0), fill=theme.DIALOG,
                       border=theme.DIALOG_BORDER, border_width=3, radius=20))
        inner = DETAIL_W - 56.0
        self.detail_number = root.add(TextNode("", (DETAIL_X + 28, ROW_TOP + 12.0),
                                               size=theme.readable(theme.SIZE_SMALL - 4),
                                               colour=theme.GOLD_DEEP))
        self.detail_title = root.add(TextNode("", (DETAIL_X + 28, ROW_TOP + 42.0),
                                              size=theme.fs(theme.SIZE_LARGE),
                                              colour=theme.TEXT_DARK))
        self.detail_summary = root.add(Paragraph("", (DETAIL_X + 28, ROW_TOP + 104.0), inner,
                                                 size=theme.SIZE_BODY - 4))
        self.detail_intro = root.add(Paragraph("", (DETAIL_X + 28, ROW_TOP + 250.0), inner,
                                               size=theme.SIZE_SMALL,
                                               colour=(90, 80, 60)))
        y = ROW_TOP + 430.0
        self.start = root.add(Button(t("guide.menu.start"), (DETAIL_X + 28, y), (300.0, 60.0),
                                     on_click=self.start_selected, style=PRIMARY,
                                     font_size=theme.fs(theme.SIZE_BODY - 2)))
        self.mark = root.add(Button(t("guide.menu.skip"), (DETAIL_X + 340, y), (232.0, 60.0),
                                    on_click=self.mark_selected, style=SECONDARY,
                                    font_size=theme.readable(theme.SIZE_SMALL - 2)))
        # the chosen lesson's row is the focus (↑/↓ move it, Enter starts it): the button
        # wears no focus ring of its own beside it (one focus in sight)
        root.add(TextNode(t("guide.menu.keys"), (LIST_X, 676.0),
                          size=theme.readable(theme.SIZE_SMALL - 6), colour=theme.TEXT_MUTED,
                          anchor=(0.0, 0.5)))
        self.rules_button = root.add(Button(t("guide.menu.rules"), (DETAIL_X, 650.0),
                                            (300.0, 52.0), on_click=self.open_rules,
                                            style=SECONDARY,
                                            font_size=theme.readable(theme.SIZE_SMALL - 2)))
        self.back = root.add(Button(t("guide.menu.back"), (DETAIL_X + DETAIL_W, 650.0),
                                    (200.0, 52.0), anchor=(1.0, 0.0), on_click=self.leave,
                                    style=SECONDARY,
                                    font_size=theme.readable(theme.SIZE_SMALL - 2)))

    def _tab(self, index: int) -> Button:
        width = (LIST_W - 8.0 * (len(GROUPS) - 1)) / len(GROUPS)
        return Button("", (LIST_X + index * (width + 8.0), TAB_TOP), (width, TAB_H - 4.0),
                      on_click=lambda: self.show_group(index),
                      font_size=theme.readable(theme.SIZE_SMALL - 6))

    def _row(self, index: int, lesson_id: str) -> Button:
        label = f"{t('guide.menu.number', number=index + 1)} {t(lesson(lesson_id).title)}"
        middle = (ROW_H - 6.0) / 2
        row = Button("", (LIST_X, ROW_TOP + index * ROW_H), (LIST_W, ROW_H - 6.0),
                     on_click=lambda: self.select(index, start=True))
        row.add(TextNode(label, (48.0, middle), size=theme.readable(theme.SIZE_SMALL - 4),
                         colour=theme.TEXT_DARK, anchor=(0.0, 0.5)))
        self.ticks.append(row.add(TextNode("", (14.0, middle), size=theme.fs(theme.SIZE_SMALL),
                                           colour=(30, 120, 60), anchor=(0.0, 0.5))))
        return row

    # -- state ---------------------------------------------------------------------------------

    @property
    def lesson_ids(self) -> tuple[str, ...]:
        """The lessons of the group shown, in order."""
        return GROUPS[self.group].ids

    @property
    def chosen(self) -> str:
        """The id of the chosen lesson."""
        return self.lesson_ids[self.selected]

    def show_group(self, index: int, selected: int | None = None) -> None:
        """Show group ``index`` (its tab chosen, its lessons listed); ``selected``: the lesson
        to choose in it (else its first unfinished one)."""
        self.group = index % len(GROUPS)
        group = GROUPS[self.group]
        for row in self.rows:
            row.remove_from_parent()
        self.ticks = []
        self.rows = [self.root.add(self._row(place, lesson_id))
                     for place, lesson_id in enumerate(group.ids)]
        if selected is None:
            selected = next((place for place, lesson_id in enumerate(group.ids)
                             if not self.progress.done(lesson_id)), 0)
        self.selected = selected
        self.refresh()

    def select(self, index: int, *, start: bool = False) -> None:
        """Choose lesson ``index`` of the group; ``start``: open it if it was already chosen
        (a second click)."""
        index %= len(self.lesson_ids)
        if start and index == self.selected:
            self.start_selected()
            return
        self.selected = index
        self.refresh()

    def refresh(self) -> None:
        """Tabs, ticks, the count and the chosen lesson's details, from the progress."""
        progress = self.progress
        self.count_line.text = t("guide.menu.finished", done=progress.count,
                                 total=len(LESSON_IDS))
        for index, (tab, group) in enumerate(zip(self.tabs, GROUPS, strict=True)):
            tab.label = t("guide.menu.group_count", group=t(group.title),
                          done=sum(progress.done(lesson_id) for lesson_id in group.ids),
                          total=len(group.ids))
            tab.style = PRIMARY if index == self.group else SECONDARY
        for index, (row, lesson_id) in enumerate(zip(self.rows, self.lesson_ids, strict=True)):
            self.ticks[index].text = TICK if progress.done(lesson_id) else ""
            row.style = PRIMARY if index == self.selected else SECONDARY
        chosen = lesson(self.chosen)
        finished = progress.done(chosen.id)
        progress_text = place_text(chosen.id)
        self.detail_number.text = t("guide.menu.progress_done", progress=progress_text,
                                    tick=TICK, done=t("guide.menu.done")) \
            if finished else progress_text
        self.detail_title.text = t(chosen.title)
        self.detail_summary.text = t(chosen.summary)
        all_done = progress.count == len(LESSON_IDS)
        intro = "guide.menu.intro" if GROUPS[self.group].id == "goninkan" \
            else "guide.menu.intro_bidding"
        self.detail_intro.text = t("guide.menu.all_done" if all_done else intro)
        self.start.label = t("tutorial.replay" if finished else "guide.menu.start")
        self.mark.visible = not finished

    # -- actions -------------------------------------------------------------------------------

    def start_selected(self) -> None:
        """Open the chosen lesson on the table."""
        self.open_lesson(self.chosen)

    def open_lesson(self, lesson_id: str) -> TutorialScene:
        """Open ``lesson_id`` above the list (replacing a lesson already open)."""
        assert self.app is not None
        if self.lesson_scene is not None and self.lesson_scene in self.app.scenes:
            self.app.pop(self.lesson_scene)
        if self.renderer is None:
            self.renderer = CardRenderer()
        scene = TutorialScene(lesson_id, motion=self._motion(), renderer=self.renderer,
                              progress=self.progress, on_lessons=self.close_lesson,
                              on_open=self.open_lesson)
        self.lesson_scene = scene
        group = group_of(lesson_id)
        if GROUPS.index(group) != self.group:
            self.show_group(GROUPS.index(group), group.ids.index(lesson_id))
        self.selected = group.ids.index(lesson_id)
        self.refresh()
        self.app.push(scene)
        return scene

    def _motion(self) -> Motion:
        if self.motion is not None:
            return self.motion
        settings = getattr(self.app, "settings", None)
        if settings is not None:
            return Motion(settings.speed, settings.reduced_motion)
        return Motion()

    def close_lesson(self) -> None:
        """Back from a lesson to the list."""
        if self.app is not None and self.lesson_scene is not None:
            self.app.pop(self.lesson_scene)
        self.lesson_scene = None

    def resume(self) -> None:
        if self.lesson_scene is not None and self.app is not None \
                and self.lesson_scene not in self.app.scenes:
            self.lesson_scene = None
        if self.progress.done(self.chosen):  # on to the group's first unfinished lesson
            self.selected = next((place for place, lesson_id in enumerate(self.lesson_ids)
                                  if not self.progress.done(lesson_id)), self.selected)
        self.refresh()

    def mark_selected(self) -> None:
        """Mark the chosen lesson done without playing it (for a player who knows it)."""
        self.progress.mark(self.chosen)
        self.resume()

    def open_rules(self) -> None:
        """The rules and glossary, above the list."""
        if self.on_rules is not None:
            self.on_rules()

    def leave(self) -> None:
        """Back to whatever opened the tutorial."""
        if self.on_back is not None:
            self.on_back()
        elif self.app is not None:
            self.app.pop(self)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            keys: dict[int, Callable[[], None]] = {
                pygame.K_UP: lambda: self.select(self.selected - 1),
                pygame.K_DOWN: lambda: self.select(self.selected + 1),
                pygame.K_LEFT: lambda: self.show_group(self.group - 1),
                pygame.K_RIGHT: lambda: self.show_group(self.group + 1),
                pygame.K_RETURN: self.start_selected, pygame.K_KP_ENTER: self.start_selected,
                pygame.K_ESCAPE: self.leave, pygame.K_r: self.open_rules,
            }
            if event.key in keys:
                keys[event.key]()
                return True
        return super().handle_event(event)


__all__ = ["TutorialMenuScene"]
