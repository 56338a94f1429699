"""The window, the clock and the main loop: events → update(dt) → draw, on a scene stack.

Every scene lays itself out on a *logical* canvas of 1280 × 720 pixels. The
window may be any size: the canvas fits it, centred, with the felt colour
around it, and mouse positions are mapped back to logical pixels before any
scene sees them. A window smaller than the logical size shows the logical
canvas scaled down; on a larger one the scenes draw at the window's own
resolution (the *render scale*, ``render/scale.py``) onto a canvas as large as
the shown area, so cards and text stay crisp instead of being blown up.

Time reaches the scenes only as ``dt`` passed to ``update``: with ``fixed_dt``
set, every frame advances exactly that much, so tests and the autoplay run are
exact and repeatable.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from goninkan_desktop.nodes.base import Node, Point
from goninkan_desktop.render import scale as render_scale
from goninkan_desktop.render import theme
from goninkan_desktop.settings import Settings

if TYPE_CHECKING:
    from goninkan_desktop.session import Session

LOGICAL_SIZE = (1280, 720)
MAX_DT = 0.1
"""A frame never advances time by more than this (after a stall, animations do not jump)."""

_MOUSE_EVENTS = frozenset({pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION})


class Scene:
    """One screen on the stack: the table, or an overlay above it.

    An ``opaque`` scene covers everything below it, so scenes under it are not
    drawn. Only the top scene gets events and ``update``; the others are
    paused until it leaves.
    """

    opaque = True

    def __init__(self) -> None:
        self.app: App | None = None
        self.root = Node((0.0, 0.0), (float(LOGICAL_SIZE[0]), float(LOGICAL_SIZE[1])))

    def enter(self, app: App) -> None:
        """Called when pushed on the stack."""
        self.app = app

    def exit(self) -> None:
        """Called when popped off the stack."""

    def pause(self) -> None:
        """Called when another scene is pushed above this one."""

    def resume(self) -> None:
        """Called when the scene above this one leaves."""

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Offer an event to the scene's nodes; True if consumed."""
        return self.root.handle_event(event)

    def update(self, dt: float) -> None:
        """Advance the scene by ``dt`` seconds."""
        self.root.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the scene; must not change any state."""
        self.root.draw(surface)


class App:
    """The window and its scene stack.

    ``frame(dt)`` runs one iteration of the loop; ``run()`` loops until
    ``quit()`` or the window closes. Tests create the app, push scenes, post
    pygame events and call ``frame`` to advance time exactly.
    """

    def __init__(
        self,
        window_size: tuple[int, int] = LOGICAL_SIZE,
        *,
        fixed_dt: float | None = None,
        caption: str = "Goninkan",
        fps: int = 60,
    ) -> None:
        # CPU players think in a background thread; hand the interpreter back to
        # the frame loop quickly so animation frames never wait behind them.
        sys.setswitchinterval(0.001)
        pygame.init()
        pygame.display.set_caption(caption)
        self.window = pygame.display.set_mode(window_size, pygame.RESIZABLE)
        self.canvas = pygame.Surface(LOGICAL_SIZE).convert()
        self.fixed_dt = fixed_dt
        self.fps = fps
        self.clock = pygame.time.Clock()
        self.scenes: list[Scene] = []
        self.running = True
        self.frames = 0
        self.after_frame: list[Callable[[App], None]] = []
        self.session: Session | None = None
        """The player's settings, sound and autosave, when the app runs with its menus."""
        self.on_resize: Callable[[tuple[int, int]], None] | None = None
        """Told the new window size when the player resizes the window."""
        self.on_drop: Callable[[str], None] | None = None
        """Told the path of a file dropped on the window."""
        self._default_settings: Settings | None = None
        self._scale = 1.0
        self._offset = (0, 0)
        self._layout_window()

    # -- scene stack -------------------------------------------------------------------------

    @property
    def top(self) -> Scene | None:
        """The scene that gets events and updates."""
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        """Put ``scene`` on top; the one below pauses."""
        if self.scenes:
            self.scenes[-1].pause()
        self.scenes.append(scene)
        scene.enter(self)

    def pop(self, scene: Scene | None = None) -> None:
        """Remove the top scene (or ``scene``, wherever it is); the one below resumes."""
        target = scene if scene is not None else self.top
        if target is None or target not in self.scenes:
            return
        was_top = target is self.top
        self.scenes.remove(target)
        target.exit()
        if was_top and self.scenes:
            self.scenes[-1].resume()

    def replace(self, scene: Scene) -> None:
        """Swap every scene on the stack for ``scene``."""
        self.clear_scenes()
        self.push(scene)

    def clear_scenes(self) -> None:
        """Pop every scene (each one's ``exit`` runs)."""
        while self.scenes:
            self.scenes.pop().exit()

    def quit(self) -> None:
        """End ``run`` after the current frame."""
        self.running = False

    @property
    def settings(self) -> Settings:
        """The player's settings in effect (the defaults when there is no session)."""
        if self.session is not None:
            return self.session.settings
        if self._default_settings is None:
            self._default_settings = Settings()
        return self._default_settings

    def resize(self, size: tuple[int, int]) -> None:
        """Make the window ``size`` (window pixels); the canvas scales to fit it."""
        if self.window.get_size() != size:
            pygame.display.set_mode(size, pygame.RESIZABLE)
        self._layout_window()

    # -- coordinates -------------------------------------------------------------------------

    @property
    def scale(self) -> float:
        """Window pixels per logical pixel."""
        return self._scale

    @property
    def render_scale(self) -> float:
        """Canvas pixels per logical pixel: the window's scale when above 1, else 1."""
        return max(1.0, self._scale)

    def to_logical(self, pos: Point) -> Point:
        """A window position in logical canvas pixels."""
        return ((pos[0] - self._offset[0]) / self._scale, (pos[1] - self._offset[1]) / self._scale)

    def to_window(self, pos: Point) -> tuple[int, int]:
        """A logical canvas position in window pixels."""
        return (round(pos[0] * self._scale + self._offset[0]),
                round(pos[1] * self._scale + self._offset[1]))

    def _layout_window(self) -> None:
        self.window = pygame.display.get_surface() or self.window
        ww, wh = self.window.get_size()
        lw, lh = LOGICAL_SIZE
        self._scale = min(ww / lw, wh / lh)
        size = (round(lw * self._scale), round(lh * self._scale))
        self._offset = ((ww - size[0]) // 2, (wh - size[1]) // 2)
        # a larger window gets a canvas of its own resolution, drawn at that scale
        render_scale.set_scale(self.render_scale)
        canvas_size = (round(lw * self.render_scale), round(lh * self.render_scale))
        if self.canvas.get_size() != canvas_size:
            self.canvas = pygame.Surface(canvas_size).convert()

    # -- the loop ----------------------------------------------------------------------------

    def run(self, max_frames: int | None = None) -> None:
        """Loop until ``quit()``, the window closes, the stack empties or ``max_frames``."""
        while self.running and self.scenes:
            ticked = self.clock.tick(self.fps) / 1000.0 if self.fixed_dt is None else 0.0
            self.frame(self.fixed_dt if self.fixed_dt is not None else ticked)
            if max_frames is not None and self.frames >= max_frames:
                break

    def frame(self, dt: float) -> None:
        """One iteration: dispatch pending events, update the top scene, draw, flip."""
        self.dispatch_events()
        top = self.top
        if top is not None:
            top.update(min(dt, MAX_DT))
        self.present()
        self.frames += 1
        for hook in list(self.after_frame):
            hook(self)

    def dispatch_events(self) -> None:
        """Hand every pending pygame event to the top scene, mouse positions made logical."""
        for event in pygame.event.get():
            if event.type == pygame.QUIT:
                self.quit()
                continue
            if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
                self._layout_window()
                if self.on_resize is not None:
                    self.on_resize(self.window.get_size())
                continue
            if event.type == pygame.DROPFILE:
                if self.on_drop is not None:
                    self.on_drop(str(event.file))
                continue
            if event.type in _MOUSE_EVENTS:
                event = self._logical_event(event)
            top = self.top
            if top is not None:
                top.handle_event(event)

    def _logical_event(self, event: pygame.event.Event) -> pygame.event.Event:
        data = dict(event.dict)
        data["pos"] = self.to_logical(event.pos)
        return pygame.event.Event(event.type, data)

    def render(self, target: pygame.Surface | None = None) -> pygame.Surface:
        """Draw every visible scene onto ``target`` (default: the canvas) at the render scale.

        The canvas is the logical size times ``render_scale``: the logical
        1280 × 720 unless the window is larger.
        """
        surface = self.canvas if target is None else target
        start = 0
        for index in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[index].opaque:
                start = index
                break
        surface.fill(theme.FELT_DARK)
        for scene in self.scenes[start:]:
            scene.draw(surface)
        return surface

    def present(self) -> None:
        """Render and show the canvas in the window: 1:1 if the window is larger, else scaled."""
        if self.window.get_size() == self.canvas.get_size():
            self.render(self.window)  # same size: draw straight into the window
        else:
            canvas = self.render()
            self.window.fill(theme.FELT_DARK)
            size = (round(LOGICAL_SIZE[0] * self._scale), round(LOGICAL_SIZE[1] * self._scale))
            if size == canvas.get_size():
                self.window.blit(canvas, self._offset)  # drawn at the window's resolution
            elif size[0] > 0 and size[1] > 0:
                scaled = pygame.transform.smoothscale(canvas, size)
                self.window.blit(scaled, self._offset)
        pygame.display.flip()

    def render_logical(self) -> pygame.Surface:
        """A fresh 1280 × 720 image of the screen (drawn at render scale 1, whatever the window)."""
        k = render_scale.get()
        if k == 1.0:
            return self.render()
        render_scale.set_scale(1.0)
        try:
            return self.render(pygame.Surface(LOGICAL_SIZE).convert())
        finally:
            render_scale.set_scale(k)

    def screenshot(self, path: str) -> None:
        """Save the logical 1280 × 720 screen, freshly rendered, as a PNG."""
        pygame.image.save(self.render_logical(), path)
