"""The lesson list: every lesson with its number, title and summary, a tick when finished.

Choose a lesson with the mouse or ↑/↓, start it with Enter (or "Start lesson"
/ "Play it again"), mark one done without playing it, open the rules, or go
back with Esc. A lesson opens on top of the list; when it ends (or the
learner goes back) the list shows again with its ticks up to date.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from goninkan_desktop.i18n import t
from goninkan_desktop.tutorial import LESSON_IDS, lesson, number
from goninkan_desktop.tutorial.progress import Progress
from goninkan_desktop.tutorial.scene import TutorialScene
from goninkan_desktop.ui import layout
from goninkan_desktop.ui.app import App, Scene
from goninkan_desktop.ui.motion import Motion
from goninkan_desktop.ui.nodes.button import Button
from goninkan_desktop.ui.nodes.dialog import PRIMARY, SECONDARY
from goninkan_desktop.ui.nodes.panel import Panel, Paragraph
from goninkan_desktop.ui.nodes.text import TextNode
from goninkan_desktop.ui.render import theme
from goninkan_desktop.ui.render.cards import CardRenderer

ROW_TOP = 112.0
ROW_H = 46.0
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
        first = self.progress.first_unfinished()
        self.selected = LESSON_IDS.index(first) if first is not None else 0
        self._build()
        self.select(self.selected)
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
                                            size=theme.fs(theme.SIZE_SMALL - 2),
                                            colour=theme.TEXT_MUTED, anchor=(1.0, 0.5)))
        self.ticks: list[TextNode] = []
        self.rows = [root.add(self._row(index, lesson_id))
                     for index, lesson_id in enumerate(LESSON_IDS)]
        root.add(Panel((DETAIL_X, ROW_TOP - 12.0), (DETAIL_W, 520.0), fill=theme.DIALOG,
                       border=theme.DIALOG_BORDER, border_width=3, radius=20))
        inner = DETAIL_W - 56.0
        self.detail_number = root.add(TextNode("", (DETAIL_X + 28, ROW_TOP + 12.0),
                                               size=theme.fs(theme.SIZE_SMALL - 4),
                                               colour=theme.GOLD_DEEP))
        self.detail_title = root.add(TextNode("", (DETAIL_X + 28, ROW_TOP + 42.0),
                                              size=theme.fs(theme.SIZE_LARGE),
                                              colour=theme.TEXT_DARK))
        self.detail_summary = root.add(Paragraph("", (DETAIL_X + 28, ROW_TOP + 104.0), inner,
                                                 size=theme.SIZE_BODY - 4))
        self.detail_intro = root.add(Paragraph("", (DETAIL_X + 28, ROW_TOP + 250.0), inner,
                                               size=theme.SIZE_SMALL - 4,
                                               colour=(90, 80, 60)))
        y = ROW_TOP + 430.0
        self.start = root.add(Button(t("guide.menu.start"), (DETAIL_X + 28, y), (300.0, 60.0),
                                     on_click=self.start_selected, style=PRIMARY,
                                     font_size=theme.fs(theme.SIZE_BODY - 2)))
        self.mark = root.add(Button(t("guide.menu.skip"), (DETAIL_X + 340, y), (232.0, 60.0),
                                    on_click=self.mark_selected, style=SECONDARY,
                                    font_size=theme.fs(theme.SIZE_SMALL - 2)))
        self.start.focused = True
        root.add(TextNode(t("guide.menu.keys"), (LIST_X, 676.0),
                          size=theme.fs(theme.SIZE_SMALL - 6), colour=theme.TEXT_MUTED,
                          anchor=(0.0, 0.5)))
        self.rules_button = root.add(Button(t("guide.menu.rules"), (DETAIL_X, 650.0),
                                            (300.0, 52.0), on_click=self.open_rules,
                                            style=SECONDARY,
                                            font_size=theme.fs(theme.SIZE_SMALL - 2)))
        self.back = root.add(Button(t("guide.menu.back"), (DETAIL_X + DETAIL_W, 650.0),
                                    (200.0, 52.0), anchor=(1.0, 0.0), on_click=self.leave,
                                    style=SECONDARY, font_size=theme.fs(theme.SIZE_SMALL - 2)))

    def _row(self, index: int, lesson_id: str) -> Button:
        label = f"{t('guide.menu.number', number=index + 1)} {t(lesson(lesson_id).title)}"
        middle = (ROW_H - 6.0) / 2
        row = Button("", (LIST_X, ROW_TOP + index * ROW_H), (LIST_W, ROW_H - 6.0),
                     on_click=lambda: self.select(index, start=True))
        row.add(TextNode(label, (48.0, middle), size=theme.fs(theme.SIZE_SMALL - 4),
                         colour=theme.TEXT_DARK, anchor=(0.0, 0.5)))
        self.ticks.append(row.add(TextNode("", (14.0, middle), size=theme.fs(theme.SIZE_SMALL),
                                           colour=(30, 120, 60), anchor=(0.0, 0.5))))
        return row

    # -- state ---------------------------------------------------------------------------------

    def select(self, index: int, *, start: bool = False) -> None:
        """Choose lesson ``index``; ``start``: open it if it was already chosen (a second click)."""
        index %= len(LESSON_IDS)
        if start and index == self.selected:
            self.start_selected()
            return
        self.selected = index
        self.refresh()

    def refresh(self) -> None:
        """Ticks, the count and the chosen lesson's details, from the progress."""
        progress = self.progress
        self.count_line.text = t("guide.menu.finished", done=progress.count,
                                 total=len(LESSON_IDS))
        for index, (row, lesson_id) in enumerate(zip(self.rows, LESSON_IDS, strict=True)):
            self.ticks[index].text = TICK if progress.done(lesson_id) else ""
            row.style = PRIMARY if index == self.selected else SECONDARY
        chosen = lesson(LESSON_IDS[self.selected])
        finished = progress.done(chosen.id)
        progress_text = t("tutorial.progress", number=number(chosen.id), total=len(LESSON_IDS))
        self.detail_number.text = t("guide.menu.progress_done", progress=progress_text,
                                    tick=TICK, done=t("guide.menu.done")) \
            if finished else progress_text
        self.detail_title.text = t(chosen.title)
        self.detail_summary.text = t(chosen.summary)
        all_done = progress.count == len(LESSON_IDS)
        self.detail_intro.text = t("guide.menu.all_done" if all_done else "guide.menu.intro")
        self.start.label = t("tutorial.replay" if finished else "guide.menu.start")
        self.mark.visible = not finished

    # -- actions -------------------------------------------------------------------------------

    def start_selected(self) -> None:
        """Open the chosen lesson on the table."""
        self.open_lesson(LESSON_IDS[self.selected])

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
        self.selected = LESSON_IDS.index(lesson_id)
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
        first = self.progress.first_unfinished()
        if first is not None and self.progress.done(LESSON_IDS[self.selected]):
            self.selected = LESSON_IDS.index(first)
        self.refresh()

    def mark_selected(self) -> None:
        """Mark the chosen lesson done without playing it (for a player who knows it)."""
        self.progress.mark(LESSON_IDS[self.selected])
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
                pygame.K_RETURN: self.start_selected, pygame.K_KP_ENTER: self.start_selected,
                pygame.K_ESCAPE: self.leave, pygame.K_r: self.open_rules,
            }
            if event.key in keys:
                keys[event.key]()
                return True
        return super().handle_event(event)


__all__ = ["TutorialMenuScene"]
