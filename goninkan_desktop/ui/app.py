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

Only what changed is drawn (``render/damage.py``): each frame compares the
nodes on screen with the last frame's and redraws just the damaged areas, so
a large window costs what moves, not its size. A game that waits sleeps:
``run`` draws at the full frame rate only while something moves (or the top
scene says it is ``animating``); otherwise it waits on the event queue and
wakes at ``IDLE_TICK`` (a slow pulse, a countdown), when the top scene asks
(``wake_in``), or when another thread calls ``App.wake`` (a CPU player that
has decided).
"""

from __future__ import annotations

import contextlib
import gc
import math
import os
import sys
import threading
import time
from collections.abc import Callable

import pygame

from goninkan_desktop import i18n
from goninkan_desktop.platform import memory
from goninkan_desktop.profile.settings import Settings
from goninkan_desktop.ui.nodes.base import Node, Point, drawing_region, next_drawing_frame
from goninkan_desktop.ui.render import cache as image_cache
from goninkan_desktop.ui.render import damage as screen_damage
from goninkan_desktop.ui.render import scale as render_scale
from goninkan_desktop.ui.render import theme

LOGICAL_SIZE = (1280, 720)
MAX_DT = 0.1
"""A frame never advances time by more than this (after a stall, animations do not jump)."""

IDLE_TICK = 0.2
"""While nothing moves, the loop still wakes this often (seconds): pulses, countdowns, timers."""
PULSE_TICK = 0.18
"""A slow pulse (``Node.LOW_RATE``) alone is redrawn at most this often (seconds): at
every idle tick, and not 60 times a second while something else moves."""

INPUT_SLICE = 1 / 60
"""Asleep, the loop looks for input this often (seconds): as quick to answer as a frame.

(Sleeping on ``pygame.event.wait`` instead costs more: it polls every millisecond.)"""

_MOUSE_EVENTS = frozenset({pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION})
_EXPOSE_EVENTS = frozenset({pygame.VIDEOEXPOSE, pygame.WINDOWEXPOSED, pygame.WINDOWSHOWN,
                            pygame.WINDOWRESTORED, pygame.WINDOWMAXIMIZED})


_MMAP_THRESHOLD = -3  # glibc's mallopt parameter M_MMAP_THRESHOLD
_IMAGE_MMAP_BYTES = 128 * 1024


def _return_freed_images() -> None:
    """Have every allocation of 128 KiB or more (an image's pixels) mapped on its own, so
    freeing it gives the memory back to the system at once (glibc only; elsewhere nothing).

    By default glibc raises that threshold each time such a block is freed, after which
    large images come from the heap and what a dropped image leaves there is kept by the
    process: the resident memory then grows with every size of image ever cached.
    """
    if not sys.platform.startswith("linux"):
        return
    import ctypes
    import platform

    if platform.libc_ver()[0] != "glibc":
        return
    with contextlib.suppress(OSError, AttributeError):
        ctypes.CDLL(None).mallopt(_MMAP_THRESHOLD, _IMAGE_MMAP_BYTES)


def scaled_part(canvas: tuple[int, int], size: tuple[int, int],
                areas: list[pygame.Rect]) -> tuple[pygame.Rect, tuple[int, int]] | None:
    """The top-left part of the canvas to scale down again after ``areas`` changed, with its
    size once scaled to the window's ``size``; None when that is the whole canvas.

    ``smoothscale`` runs along each row from its left end and down each column from its top,
    so the top-left part of the canvas, cut where whole steps of the scaling end (8 canvas
    pixels becoming 5, say), scales to exactly the same pixels as that part of the whole
    canvas scaled: a small window shows what it would anyway, for the cost of that part
    (the whole canvas scaled took about 5 ms a frame).
    """
    right = max(area.right for area in areas)
    bottom = max(area.bottom for area in areas)
    width, step_x = _steps(canvas[0], size[0], right)
    height, step_y = _steps(canvas[1], size[1], bottom)
    if width >= canvas[0] and height >= canvas[1]:
        return None
    return pygame.Rect(0, 0, width, height), (width // step_x[0] * step_x[1],
                                              height // step_y[0] * step_y[1])


def _steps(source: int, target: int, end: int) -> tuple[int, tuple[int, int]]:
    """The shortest length from 0 covering ``end`` that is whole steps of ``source`` pixels
    scaled to ``target``, with the step (source pixels, target pixels)."""
    common = math.gcd(source, target)
    step = (source // common, target // common)
    length = min(source, -(-max(end, 1) // step[0]) * step[0])
    return length, step


def freeze_startup_objects() -> None:
    """Leave every object made so far out of the garbage collector's later passes
    (``gc.freeze``): call once, after the imports and before the first screen.

    The modules, classes and the engine's tables live as long as the process, yet each full
    collection walked all of them again: the one after every closed screen
    (``_collect_dropped``) took 10–30 ms, nearly all of it on objects that can never be
    garbage. Screens made later are not frozen, so a closed one is still freed at once.
    Only the first call freezes (a process that opens the app again freezes nothing more).
    """
    global _frozen
    if _frozen:
        return
    _frozen = True
    gc.collect()
    gc.freeze()


_frozen = False


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
        """Draw the scene; must not change any state.

        Draw everything through ``root``: the app finds what changed by
        comparing the nodes (a scene that overrides this is redrawn whole).
        """
        self.root.draw(surface)

    @property
    def animating(self) -> bool:
        """True while the scene must update at the full frame rate even if nothing moved yet.

        (An animation that starts after a pause, say.) Anything that moves on
        screen keeps the full rate by itself.
        """
        return False

    def wake_in(self) -> float | None:
        """Seconds until the scene has something to do without any event (None: nothing due)."""
        return None


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
        if sys.platform.startswith("linux"):
            # X11's own framebuffer sends just the areas redrawn; the GL one (software GL
            # without a graphics card) redraws the whole window on threads of its own
            os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
        _return_freed_images()
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
        self.settings_source: Callable[[], Settings] | None = None
        """The player's settings in effect, when the app runs with its menus (the session's)."""
        self.on_resize: Callable[[tuple[int, int]], None] | None = None
        """Told the new window size when the player resizes the window."""
        self.on_drop: Callable[[str], None] | None = None
        """Told the path of a file dropped on the window."""
        self._default_settings: Settings | None = None
        self._scale = 1.0
        self._offset = (0, 0)
        self._shown = screen_damage.Snapshot()
        self._shown_key: tuple[object, ...] | None = None
        self._pulse_clock = 0.0
        self._woken = threading.Event()
        self.moving = False
        """The last frame changed something other than a slow pulse."""
        self._dropped_scene = False
        self._drew_all = False
        """The last frame drew the whole screen (not only what changed)."""
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
        self._dropped_scene = True
        if was_top and self.scenes:
            self.scenes[-1].resume()

    def replace(self, scene: Scene) -> None:
        """Swap every scene on the stack for ``scene``."""
        self._pop_all()
        self.push(scene)

    def clear_scenes(self) -> None:
        """Pop every scene (each one's ``exit`` runs): the app shows nothing now, and the
        render scale its window set goes back to 1, the plain logical size. The scale is the
        drawing's, process-wide (``render/scale.py``): left at a large window's 1.5, a screen
        drawn after this app (another app's, a scene drawn on its own surface) was drawn half
        as large again as laid out, its cards off their places."""
        self._pop_all()
        image_cache.use_scale(1.0)

    def _pop_all(self) -> None:
        while self.scenes:
            self.scenes.pop().exit()
            self._dropped_scene = True

    def _draw_at_own_scale(self) -> None:
        """Draw at this window's render scale, whatever another app (or ``clear_scenes``)
        set it to since."""
        image_cache.use_scale(self.render_scale)

    def quit(self) -> None:
        """End ``run`` after the current frame."""
        self.running = False

    @property
    def settings(self) -> Settings:
        """The player's settings in effect (the defaults when there is no session)."""
        if self.settings_source is not None:
            return self.settings_source()
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
        # a larger window gets a canvas of its own resolution, drawn at that scale (the
        # images drawn for the old scale go)
        self._draw_at_own_scale()
        canvas_size = (round(lw * self.render_scale), round(lh * self.render_scale))
        if self.canvas.get_size() != canvas_size:
            self.canvas = pygame.Surface(canvas_size).convert()
            memory.give_back()  # the old scale's images and canvas, to the system
        self._shown_key = None  # the next frame draws everything

    # -- the loop ----------------------------------------------------------------------------

    def run(self, max_frames: int | None = None) -> None:
        """Loop until ``quit()``, the window closes, the stack empties or ``max_frames``.

        With ``fixed_dt`` every iteration is a frame of exactly that length;
        otherwise the first frame shows at once, then frames run at ``fps`` while something
        moves and the loop sleeps on the event queue while nothing does.
        """
        while self.running and self.scenes:
            if self.fixed_dt is not None:
                self.frame(self.fixed_dt)
            elif self.frames == 0 or self.moving or (self.top is not None and self.top.animating):
                # the first frame shows at once: the window never opens blank for a sleep
                self.frame(self.clock.tick(self.fps) / 1000.0)
            else:
                waking = self._sleep(self._sleep_seconds())
                self._idle_frame(self.clock.tick() / 1000.0, waking)
            if max_frames is not None and self.frames >= max_frames:
                break

    def _idle_frame(self, slept: float, events: list[pygame.event.Event]) -> None:
        """A frame after a sleep: time passes first (timers, countdowns), then the events.

        So an animation that an event starts begins at its start, not ``slept`` into it.
        """
        top = self.top
        if top is not None:
            top.update(min(slept, IDLE_TICK + MAX_DT))
        self._pulse_clock += slept
        self.frame(0.0, events)

    def _sleep_seconds(self) -> float:
        """How long the idle loop may sleep: the idle tick, or less if the top scene asks."""
        due = self.top.wake_in() if self.top is not None else None
        return IDLE_TICK if due is None else max(0.0, min(IDLE_TICK, due))

    def _sleep(self, seconds: float) -> list[pygame.event.Event]:
        """Sleep up to ``seconds``: until input arrives (returned) or ``wake`` is called."""
        deadline = time.perf_counter() + seconds
        while True:
            events = pygame.event.get()
            left = deadline - time.perf_counter()
            if events or left <= 0.0:
                return events
            if self._woken.wait(min(left, INPUT_SLICE)):
                self._woken.clear()
                return pygame.event.get()

    def wake(self) -> None:
        """Wake the loop from its sleep now (safe from any thread)."""
        self._woken.set()

    def frame(self, dt: float, events: list[pygame.event.Event] | None = None, *,
              draw: bool = True) -> None:
        """One iteration: dispatch ``events`` and the pending ones, update the top scene, draw.

        ``draw=False`` leaves the window as it is (a headless driver skipping to a later
        moment, as the GUI fuzzer's waits do); the next drawn frame shows everything that
        changed since the last one drawn.
        """
        image_cache.start_frame()
        self.dispatch_events(events)
        top = self.top
        if top is not None:
            top.update(min(dt, MAX_DT))
        self._pulse_clock += dt
        if draw:
            self.present()
        self.frames += 1
        if self._dropped_scene and draw:  # the caches are judged by a frame that drew
            self._collect_dropped()
        for hook in list(self.after_frame):
            hook(self)

    def _collect_dropped(self) -> None:
        """Free a dropped scene's images now: scenes, their nodes and callbacks refer to each
        other, so only the cycle collector frees them, and it counts objects, not the
        megabytes of pixels they hold (left to it, dropped screens piled up to hundreds of
        megabytes in a long session). The cached panels and glows this frame did not ask
        for go too (``render/cache.py``): the frame after a drop draws every screen shown."""
        self._dropped_scene = False
        if self._drew_all:
            image_cache.release_unused()
        gc.collect()
        memory.give_back()  # what the dropped screen held, to the system

    def dispatch_events(self, first: list[pygame.event.Event] | None = None) -> None:
        """Hand ``first``, then every pending event, to the top scene (mouse positions logical)."""
        for event in [*(first or ()), *pygame.event.get()]:
            if event.type in _EXPOSE_EVENTS:
                self._shown_key = None
                continue
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
        surface.fill(theme.FELT_DARK)
        for scene in self._visible_scenes():
            scene.draw(surface)
        return surface

    def present(self) -> None:
        """Draw what changed since the last frame and show it in the window.

        Drawn straight into the window when it is the canvas's size, else on
        the canvas, shown 1:1 at its offset or scaled down to a small window.
        """
        self._draw_at_own_scale()
        scenes = self._visible_scenes()
        shot = screen_damage.snapshot(scene.root for scene in scenes)
        direct = self.window.get_size() == self.canvas.get_size()
        target = self.window if direct else self.canvas
        canvas_rect = target.get_rect()
        key = (self.window.get_size(), self.canvas.get_size(), render_scale.get(),
               i18n.language(), self.settings, *scenes)
        if key != self._shown_key or any(type(s).draw is not Scene.draw for s in scenes):
            damage = screen_damage.Damage([canvas_rect], full=True, moving=key != self._shown_key)
        else:
            pulses = self._pulse_clock >= PULSE_TICK
            damage = screen_damage.compare(self._shown, shot, canvas_rect, pulses=pulses)
            if pulses:
                self._pulse_clock = 0.0
        self._shown, self._shown_key = shot, key
        self._drew_all = damage.full
        self.moving = damage.moving
        if not damage.any:
            return
        next_drawing_frame()
        self._redraw(target, scenes, damage, shot)
        if direct:
            self._show(damage, (0, 0))
            return
        size = (round(LOGICAL_SIZE[0] * self._scale), round(LOGICAL_SIZE[1] * self._scale))
        if size == self.canvas.get_size():  # shown 1:1, with felt round it
            if damage.full:
                self.window.fill(theme.FELT_DARK)
                self.window.blit(self.canvas, self._offset)
            else:
                for area in damage.areas:
                    self.window.blit(self.canvas, area.move(self._offset), area)
            self._show(damage, self._offset)
        elif size[0] > 0 and size[1] > 0:  # a small window: the canvas scaled down
            self._show_scaled(damage, size)

    def _show_scaled(self, damage: screen_damage.Damage, size: tuple[int, int]) -> None:
        """Show the canvas scaled down to ``size`` in a small window: all of it after a full
        redraw, else only its top-left part down to the damage (``scaled_part``)."""
        part = None if damage.full else scaled_part(self.canvas.get_size(), size, damage.areas)
        if part is None:
            self.window.fill(theme.FELT_DARK)
            self.window.blit(pygame.transform.smoothscale(self.canvas, size), self._offset)
            pygame.display.flip()
            return
        source, shown = part
        self.window.blit(pygame.transform.smoothscale(self.canvas.subsurface(source), shown),
                         self._offset)
        pygame.display.update(pygame.Rect(self._offset, shown))

    def _visible_scenes(self) -> list[Scene]:
        """The scenes drawn: the top-most opaque one and every one above it."""
        start = 0
        for index in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[index].opaque:
                start = index
                break
        return self.scenes[start:]

    def _redraw(self, surface: pygame.Surface, scenes: list[Scene],
                damage: screen_damage.Damage, shot: screen_damage.Snapshot) -> None:
        """Draw the damaged areas of ``surface`` again, each clipped, from the felt up."""
        if damage.full:
            self.render(surface)
            return
        try:
            for area in damage.areas:
                surface.set_clip(area)
                drawing_region(area, shot.bounds, shot.reach)
                surface.fill(theme.FELT_DARK)
                for scene in scenes:
                    scene.draw(surface)
        finally:
            drawing_region(None, {})
            surface.set_clip(None)

    def _show(self, damage: screen_damage.Damage, offset: tuple[int, int]) -> None:
        if damage.full:
            pygame.display.flip()
        else:
            pygame.display.update([area.move(offset) for area in damage.areas])

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
