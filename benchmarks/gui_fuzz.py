"""A GUI fuzzer: seeded random gestures at the real app, headless, looking for crashes and leaks.

Drives the whole application (``Shell``: title, menus, tutorial, rules,
settings, matches, overlays, and whatever screens are added later) with SDL's
dummy drivers and a fixed time step, through real pygame events: clicks and
drags on what is on screen, clicks anywhere, keys, the mouse wheel, window
resizes, language switches, stored positions put on the table (every picker),
and closing and restarting the app mid-match (then "Continue" is on the title
screen). Screens are found by what is on them: any visible node that handles
events is a target, so a new screen needs no change here.

The game starts at the instant speed (``--speed normal`` for the usual one;
the S key may change it mid-run), so a match moves on at every gesture;
time is the fixed step, never the clock, and of a run of frames waited
through only the last is drawn.

Prints ``events N`` (gestures made), ``screens_visited N`` (distinct screens:
the top scene's class, and at the table which dialog or picker is open),
``exceptions N`` (each traceback on stderr: errors raised by a frame, and
errors logged with a traceback, such as a failed CPU player) and
``rss_growth_mb X`` (resident memory at the end minus after the first 1,000
events, whatever screen and window size each moment shows), and, like for like,
``settled_growth_mb X``: the resident memory with no window's screens open, read
at each restart once the closed app's objects are collected and freed memory is
given back, the median of the last tenth of those readings minus the median of
the first tenth after 1,000 events (a screen open at 1920×1080 holds three times
the pixels of one at 960×600, so the first figure also counts where the run
ends), and ``settled_less_images_growth_mb X``, the same less the pixels the image caches
hold at each reading (bounded caches whose content follows the last window's size and
screen: from 5 to 28 MB at the restarts of one run). Settings and saves go to temporary folders.

``--trace-memory [EVENTS]`` prints on stderr, at the first restart after every 2,000 (or
EVENTS) events, that settled memory, the C library's heap (in use, free, and in use less the
image caches' pixels), Python's allocated blocks and objects, every cache and module-level
container of the game's modules that changed size since the last such line (``functools``
caches, image caches with their kilobytes, dicts, lists, sets) and the types of objects whose
count grew most: to tell a cache warming up to its bound from one that grows for good.
"""

from __future__ import annotations

import argparse
import atexit
import ctypes
import ctypes.util
import gc
import logging
import os
import random
import shutil
import signal
import statistics
import sys
import tempfile
import traceback
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path
from typing import ClassVar

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # this checkout's game
os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
# SIGTERM ends the fuzzer at once (SDL would turn it into a quit event that the gestures
# never read); the app's worker processes end with it (engine.lifetime).
os.environ["SDL_NO_SIGNAL_HANDLERS"] = "1"

# Settings and saves go to temporary folders, in memory (/dev/shm) where there is one: every
# settings change, autosave and statistics count is written there, and on a disk replacing a
# file waits for the disk (a tenth of the run's time). The run that made them removes them at
# the end; a worker process started by "spawn" (the review's), which runs this file again,
# finds them in its environment and makes none.
os.environ["GONINKAN_FUZZ_RUN"] = os.environ.get("GONINKAN_FUZZ_RUN") or str(os.getpid())
os.environ["XDG_DATA_HOME"] = os.environ.get("GONINKAN_FUZZ_DATA") or tempfile.mkdtemp(
    prefix="goninkan-fuzz-data-", dir="/dev/shm" if os.access("/dev/shm", os.W_OK) else None)
os.environ["XDG_CONFIG_HOME"] = os.environ.get("GONINKAN_FUZZ_CONFIG") or tempfile.mkdtemp(
    prefix="goninkan-fuzz-config-", dir="/dev/shm" if os.access("/dev/shm", os.W_OK) else None)
os.environ["GONINKAN_FUZZ_DATA"] = os.environ["XDG_DATA_HOME"]
os.environ["GONINKAN_FUZZ_CONFIG"] = os.environ["XDG_CONFIG_HOME"]

import pygame

from goninkan_desktop.devtools.scenarios import BUILDERS
from goninkan_desktop.platform.memory import give_back
from goninkan_desktop.play.session import Session
from goninkan_desktop.shell.game import GameOptions, player_names
from goninkan_desktop.shell.shell import Shell
from goninkan_desktop.ui.app import App, freeze_startup_objects
from goninkan_desktop.ui.nodes.base import Node, Point
from goninkan_desktop.ui.render import cache as image_cache

SCRATCH = [os.environ["XDG_DATA_HOME"], os.environ["XDG_CONFIG_HOME"]]
"""The temporary folders of this run, removed when it ends (``remove_scratch``)."""


def scratch_folder(prefix: str) -> str:
    """A new temporary folder beside the settings' (in memory where possible)."""
    folder = tempfile.mkdtemp(prefix=prefix, dir=Path(SCRATCH[0]).parent)
    SCRATCH.append(folder)
    return folder


def remove_scratch() -> None:
    """Remove the temporary folders (in memory, they would hold on to it), in the run that
    made them."""
    if os.environ["GONINKAN_FUZZ_RUN"] == str(os.getpid()):
        for folder in SCRATCH:
            shutil.rmtree(folder, ignore_errors=True)


def _end_on_sigterm(signum: int, _frame: object) -> None:
    """SIGTERM ends the run at once, as it would have without this handler (the app's workers
    end with it, ``engine.lifetime``), once the temporary folders are removed."""
    remove_scratch()
    signal.signal(signum, signal.SIG_DFL)
    os.kill(os.getpid(), signum)


atexit.register(remove_scratch)
signal.signal(signal.SIGTERM, _end_on_sigterm)
os.fsync = lambda fd: None  # saves go to temporary folders: flushing them to disk only costs time
DT = 1 / 60
WINDOWS = [(1280, 720), (960, 600), (800, 450), (1600, 900), (1920, 1080), (1024, 768),
           (1280, 800), (640, 480)]
KEYS = [pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_SPACE, pygame.K_TAB, pygame.K_LEFT,
        pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_PAGEUP, pygame.K_PAGEDOWN,
        pygame.K_HOME, pygame.K_END, pygame.K_BACKSPACE, pygame.K_KP_ENTER, pygame.K_F1,
        *(getattr(pygame, f"K_{c}") for c in "abcdefghijklmnopqrstuvwxyz0123456789")]


class Fuzzer:
    """One seeded run: the app, the gestures, and what was seen."""

    def __init__(self, seed: int, instant: bool = True,
                 trace: MemoryTrace | None = None) -> None:
        self.instant = instant
        self.trace = trace
        self.rng = random.Random(seed)
        self.seed = seed
        self.screens: set[str] = set()
        self.exceptions = 0
        self.events = 0
        self.restarts = 0
        self.settled: list[tuple[int, float, float]] = []
        """(events made, resident MB, MB of pixels in the image caches) at each restart."""
        self.folder = Path(scratch_folder("goninkan-fuzz-records-"))
        self.size = WINDOWS[0]
        """The window's size when the app was last closed (it opens again at that size)."""
        self.app: App
        self.shell: Shell
        self._start(WINDOWS[0])

    # -- the app ---------------------------------------------------------------------------

    def _start(self, size: tuple[int, int]) -> None:
        """Open the app as ``python -m goninkan_desktop`` does: settings, saves, title screen."""
        self.app = App(size, fixed_dt=DT)
        session = Session.start()
        if self.instant:
            session.change(speed="instant")
        self.shell = Shell(self.app, session, GameOptions(seed=self.rng.randrange(10**6)))
        self.shell.show_title()

    def _close(self) -> None:
        """Close the app as the window's close button does (the match is already saved),
        and note the resident memory once what it held is collected and given back."""
        self.shell.session.close()
        self.app.clear_scenes()
        self.size = self.app.window.get_size()
        del self.shell, self.app  # what the closed app's shell still held goes too
        gc.collect()
        give_back()
        self.settled.append((self.events, rss_mb(), image_cache.total_bytes() / 2**20))
        if self.trace is not None:
            self.trace.reading(self.events, self.settled[-1][1])

    def settled_growth(self, after: int, less_images: bool = False) -> float | None:
        """Median settled memory of the last tenth of restarts minus that of the first
        tenth after ``after`` events (``less_images``: less the image caches' pixels at each
        reading); None with fewer than 20 restarts to compare."""
        readings = [mb - (images if less_images else 0.0)
                    for made, mb, images in self.settled if made >= after]
        tenth = len(readings) // 10
        if tenth < 2:
            return None
        return statistics.median(readings[-tenth:]) - statistics.median(readings[:tenth])

    def restart(self) -> None:
        """Close the window mid-whatever and start the game again: the app quits on the
        window's close event, and ``frames`` closes it once and opens it again."""
        pygame.event.post(pygame.event.Event(pygame.QUIT))
        self.restarts += 1
        self.frames(1)

    # -- running ---------------------------------------------------------------------------

    def frames(self, count: int) -> None:
        """``count`` frames of time; only the last is drawn (what comes between is seen
        by the screens' updates, and the drawn frame shows all that changed)."""
        for index in range(count):
            self.app.frame(DT, draw=index == count - 1)
            if not self.app.running or not self.app.scenes:
                self._close()
                self._start(self.size)
                return
            self._note_screen()

    def _note_screen(self) -> None:
        top = self.app.top
        if top is None:
            return
        name = type(top).__name__
        kind = getattr(top, "screen_kind", None)
        self.screens.add(f"{name}:{kind}" if isinstance(kind, str) and kind != name else name)

    def step(self) -> None:
        """One gesture, then a frame or two (sometimes a while, for matches to move on)."""
        gesture = self.rng.choices(self._gestures, weights=[g[0] for g in self._gestures])[0][1]
        gesture(self)
        self.events += 1
        self.frames(1 if self.rng.random() < 0.9 else 2)
        if self.rng.random() < 0.015:
            self.frames(self.rng.randrange(10, 120))

    # -- what is on screen -----------------------------------------------------------------

    def targets(self) -> list[Node]:
        """Every visible node of the top scene that handles events, with a box on screen."""
        top = self.app.top
        if top is None:
            return []
        found: list[Node] = []

        def walk(node: Node) -> None:
            if not node.visible:
                return
            w, h = node.size
            if w > 0 and h > 0 and type(node).on_event is not Node.on_event:
                found.append(node)
            for child in node.children:
                walk(child)

        walk(top.root)
        return found

    def point_on(self, node: Node) -> Point:
        rect = node.world_rect.clip(pygame.FRect(0, 0, 1280, 720))
        if rect.w <= 0 or rect.h <= 0:
            return self.anywhere()
        return (self.rng.uniform(rect.left, rect.right - 0.01),
                self.rng.uniform(rect.top, rect.bottom - 0.01))

    def anywhere(self) -> Point:
        return (self.rng.uniform(-20, 1300), self.rng.uniform(-20, 740))

    # -- gestures --------------------------------------------------------------------------

    def _post_mouse(self, kind: int, point: Point, **extra: object) -> None:
        pos = self.app.to_window(point)
        data: dict[str, object] = {"pos": pos, **extra}
        if kind == pygame.MOUSEMOTION:
            data.setdefault("rel", (0, 0))
            data.setdefault("buttons", (0, 0, 0))
        pygame.event.post(pygame.event.Event(kind, data))

    def click_target(self) -> None:
        targets = self.targets()
        point = self.point_on(self.rng.choice(targets)) if targets else self.anywhere()
        self.click(point)

    def click(self, point: Point, button: int = 1) -> None:
        self._post_mouse(pygame.MOUSEMOTION, point)
        self._post_mouse(pygame.MOUSEBUTTONDOWN, point, button=button)
        self._post_mouse(pygame.MOUSEBUTTONUP, point, button=button)

    def click_anywhere(self) -> None:
        self.click(self.anywhere(), self.rng.choice([1, 1, 1, 2, 3]))

    def drag(self) -> None:
        targets = self.targets()
        start = self.point_on(self.rng.choice(targets)) if targets else self.anywhere()
        end = self.anywhere()
        self._post_mouse(pygame.MOUSEBUTTONDOWN, start, button=1)
        steps = self.rng.randrange(2, 6)
        for index in range(1, steps + 1):
            share = index / steps
            point = (start[0] + (end[0] - start[0]) * share,
                     start[1] + (end[1] - start[1]) * share)
            self._post_mouse(pygame.MOUSEMOTION, point, buttons=(1, 0, 0))
        self._post_mouse(pygame.MOUSEBUTTONUP, end, button=1)

    def hover(self) -> None:
        targets = self.targets()
        self._post_mouse(pygame.MOUSEMOTION,
                         self.point_on(self.rng.choice(targets)) if targets else self.anywhere())

    def key(self) -> None:
        key = self.rng.choice(KEYS)
        name = pygame.key.name(key)
        text = name if len(name) == 1 else ""
        mod = pygame.KMOD_SHIFT if self.rng.random() < 0.1 else 0
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=text))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=text))

    def wheel(self) -> None:
        self._post_mouse(pygame.MOUSEMOTION, self.anywhere())
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0,
                                             y=self.rng.choice([-3, -1, 1, 3]), flipped=False))

    def resize(self) -> None:
        size = self.rng.choice(WINDOWS)
        self.app.resize(size)
        pygame.event.post(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=size[0], y=size[1]))

    def switch_language(self) -> None:
        """Open the settings (as their button does) and pick the other language."""
        shell = self.shell
        other = "en" if shell.session.settings.language == "ja" else "ja"
        shell.open_settings()
        changer = getattr(self.app.top, "_changer", None)
        if callable(changer):
            changer("language")(other)

    def put_position(self) -> None:
        """A stored position on the table, as ``--resume FILE`` does: every picker comes up."""
        kind = self.rng.choice(sorted(BUILDERS))
        scenario = BUILDERS[kind](self.rng.randrange(10**6), player_names())
        path = self.folder / f"{kind}.gnk.json"
        path.write_text(scenario.record, encoding="utf-8")
        options = replace(self.shell.base_options, record=str(path),
                          level=self.rng.choice(["easy", "normal"]))
        self.shell.play_options(options)

    _gestures: ClassVar[list[tuple[float, Callable[[Fuzzer], None]]]] = [
        (46.0, click_target), (8.0, click_anywhere), (5.0, drag), (6.0, hover),
        (26.0, key), (4.0, wheel), (1.5, resize), (0.6, switch_language),
        (0.5, put_position), (0.4, restart),
    ]


class LoggedErrors(logging.Handler):
    """Counts errors logged with a traceback (caught exceptions, such as a failed CPU player)."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.count = 0

    def emit(self, record: logging.LogRecord) -> None:
        if record.exc_info:
            self.count += 1
            print(self.format(record), file=sys.stderr)


def rss_mb() -> float:
    """The process's resident memory now, in MB (Linux: /proc; elsewhere the peak)."""
    try:
        pages = int(Path("/proc/self/statm").read_text().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE") / 2**20
    except (OSError, ValueError, IndexError):
        import resource

        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return peak / (2**20 if sys.platform == "darwin" else 2**10)


class _MallInfo2(ctypes.Structure):
    _fields_ = [(name, ctypes.c_size_t) for name in (
        "arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks", "uordblks",
        "fordblks", "keepcost")]


def malloc_mb() -> tuple[float, float] | None:
    """(MB the C library's heap has handed out and not had back, MB it holds free), or None
    where there is no glibc ``mallinfo2``."""
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        mallinfo2 = libc.mallinfo2
    except (OSError, AttributeError):
        return None
    mallinfo2.restype = _MallInfo2
    info = mallinfo2()
    return (info.uordblks + info.hblkhd) / 2**20, info.fordblks / 2**20


def app_caches() -> dict[str, int]:
    """The size of every cache and module-level container of the game's modules, by name:
    ``functools`` caches (entries), image caches (``name`` images, ``name:kB`` kilobytes of
    pixels; caches of no module-level name summed as ``images(other)``), dicts, lists and
    sets (entries)."""
    sizes: dict[str, int] = {}
    named: set[int] = set()
    for module_name, module in sorted(sys.modules.items()):
        if not module_name.startswith(("goninkan_desktop", "engine")) or module is None:
            continue
        short = module_name.split(".", 1)[-1]
        for attr, value in list(vars(module).items()):
            if attr.startswith("__"):
                continue
            name = f"{short}.{attr}"
            owner = getattr(value, "__module__", module_name)
            if callable(getattr(value, "cache_info", None)) and owner == module_name:
                sizes[name] = value.cache_info().currsize
            images = getattr(value, "cache", value)
            if isinstance(images, image_cache.SurfaceCache) and owner == module_name:
                named.add(id(images))
                sizes[name] = len(images)
                sizes[f"{name}:kB"] = images.bytes // 1024
            elif type(value) in (dict, list, set) and not attr.isupper():
                sizes[name] = len(value)
    others = [c for c in list(image_cache._ALL) if id(c) not in named]
    sizes["images(other)"] = sum(len(c) for c in others)
    sizes["images(other):kB"] = sum(c.bytes for c in others) // 1024
    sizes["image_caches"] = len(image_cache._ALL)
    sizes["image_budgets:kB"] = sum(c.limit() for c in list(image_cache._ALL)) // 1024
    return sizes


class MemoryTrace:
    """``--trace-memory``: on stderr, at the first restart after every ``every`` events, the
    settled resident memory, the C library's heap and Python's blocks, the app's caches that
    changed since the last line (``name before->now``), and the types of objects whose
    count grew most."""

    def __init__(self, every: int) -> None:
        self.every = every
        self.next_at = 0
        self.caches: dict[str, int] = {}
        self.types: Counter[str] = Counter()

    def reading(self, events: int, settled: float) -> None:
        """A restart's settled memory: print a trace line if it is time."""
        if events < self.next_at:
            return
        self.next_at = (events // self.every + 1) * self.every
        heap = malloc_mb()
        images = image_cache.total_bytes() / 2**20
        heap_text = "n/a" if heap is None else (
            f"{heap[0]:.1f} (free {heap[1]:.1f}, not images {heap[0] - images:.1f})")
        caches = app_caches()
        types = Counter(type(o).__qualname__ for o in gc.get_objects())
        changed = " ".join(f"{name} {self.caches.get(name, 0)}->{size}"
                           for name, size in caches.items() if size != self.caches.get(name, 0))
        grown = " ".join(f"{name} +{count}" for name, count
                         in (types - self.types).most_common(8))
        print(f"[memory] events {events} settled_mb {settled:.1f} malloc_mb {heap_text} "
              f"py_blocks {sys.getallocatedblocks()} gc_objects {sum(types.values())} "
              f"images_mb {images:.1f}", file=sys.stderr)
        print(f"[memory]   caches: {changed or '(no change)'}", file=sys.stderr)
        print(f"[memory]   types grown: {grown or '(none)'}", file=sys.stderr, flush=True)
        self.caches, self.types = caches, types


def run(events: int, seed: int, progress: Callable[[int], object] | None = None,
        instant: bool = True, trace: MemoryTrace | None = None,
        ) -> Iterator[tuple[str, object]]:
    """Fuzz for ``events`` gestures; yields the figures by name at the end."""
    logged = LoggedErrors()
    logging.getLogger().addHandler(logged)
    fuzzer = Fuzzer(seed, instant, trace)
    baseline: float | None = None
    try:
        for index in range(events):
            try:
                fuzzer.step()
            except Exception:
                fuzzer.exceptions += 1
                print(f"--- exception at event {index} on {sorted(fuzzer.screens)[-1:]}",
                      file=sys.stderr)
                traceback.print_exc()
                fuzzer.restart()
            if index + 1 == min(1000, events):
                baseline = rss_mb()
            if progress is not None:
                progress(index + 1)
        end = rss_mb()
    finally:
        logging.getLogger().removeHandler(logged)
        fuzzer._close()
    yield "events", fuzzer.events
    yield "screens_visited", len(fuzzer.screens)
    yield "exceptions", fuzzer.exceptions + logged.count
    yield "rss_growth_mb", round(end - (baseline if baseline is not None else end), 1)
    settled = fuzzer.settled_growth(after=min(1000, events))
    yield "settled_growth_mb", "n/a" if settled is None else round(settled, 1)
    settled = fuzzer.settled_growth(after=min(1000, events), less_images=True)
    yield "settled_less_images_growth_mb", "n/a" if settled is None else round(settled, 1)
    yield "restarts", fuzzer.restarts
    yield "screens", " ".join(sorted(fuzzer.screens))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--speed", choices=("instant", "normal"), default="instant",
                        help="the speed the game starts at (a gesture may change it)")
    parser.add_argument("--trace-memory", type=int, metavar="EVENTS", nargs="?", const=2000,
                        help="on stderr, at the first restart after every EVENTS events "
                             "(2000 if not given): the settled memory, the app's caches "
                             "that changed, the types of objects that grew most")
    args = parser.parse_args(argv)
    trace = MemoryTrace(args.trace_memory) if args.trace_memory else None

    def progress(done: int) -> None:
        if done % 10_000 == 0:
            print(f"... {done} events", file=sys.stderr, flush=True)

    freeze_startup_objects()  # as the game does at its start
    failed = False
    for name, value in run(args.events, args.seed, progress, args.speed == "instant", trace):
        print(f"{name} {value}", flush=True)
        failed |= name == "exceptions" and value != 0
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
