"""A window larger than 1280 × 720 is drawn at its own resolution: crisp cards and text.

Layout and events stay in logical pixels; only the drawing is scaled (``render/scale.py``).
"""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from engine.cards import parse_card
from goninkan_desktop.ui.app import LOGICAL_SIZE, App, Scene
from goninkan_desktop.ui.nodes.button import Button
from goninkan_desktop.ui.nodes.sprite import CardNode
from goninkan_desktop.ui.nodes.text import TextNode
from goninkan_desktop.ui.render import cache as image_cache
from goninkan_desktop.ui.render import scale, theme
from goninkan_desktop.ui.render.cards import CACHE_BYTES, CardRenderer, card_height


@pytest.fixture
def big_app() -> Iterator[App]:
    app = App((1920, 1080), fixed_dt=1 / 60)
    yield app
    app.clear_scenes()  # the next test's nodes draw at the logical size again


def _scene(app: App) -> Scene:
    scene = Scene()
    app.push(scene)
    return scene


def test_a_large_window_gets_a_canvas_of_its_own_resolution(big_app: App) -> None:
    assert big_app.scale == pytest.approx(1.5)
    assert big_app.render_scale == pytest.approx(1.5)
    assert scale.get() == pytest.approx(1.5)
    assert big_app.canvas.get_size() == (1920, 1080)


def test_cards_are_rendered_at_their_real_size_not_blown_up(big_app: App) -> None:
    scene = _scene(big_app)
    card = scene.root.add(CardNode(CardRenderer(), parse_card("KH"), 100, (640.0, 360.0)))
    # the layout is unchanged: the node's box is in logical pixels
    assert card.size == (100.0, float(card_height(100)))
    drawn = card.transformed(card.image())
    assert drawn.get_width() == round(100 * 1.5)
    assert drawn.get_height() == card_height(150)
    big_app.frame(1 / 60)
    # the card's white face sits at the scaled centre of the window, its edges scaled too
    assert big_app.window.get_at((960, 540))[:3] != big_app.window.get_at((960, 540 + 200))[:3]
    left_edge = round((640 - 50) * 1.5)
    assert big_app.window.get_at((left_edge + 3, 540)).r > 200
    assert big_app.window.get_at((left_edge - 4, 540)).r < 100


def test_text_keeps_its_logical_size_but_is_drawn_at_the_window_size(big_app: App) -> None:
    scene = _scene(big_app)
    label = scene.root.add(TextNode("Goninkan", (100.0, 100.0), size=40))
    small = TextNode("Goninkan", size=40)
    assert label.size == small.size  # layout does not depend on the window
    assert label.rendered.get_height() > small.size[1] * 1.35


def test_clicks_at_window_positions_still_reach_logical_buttons(big_app: App) -> None:
    scene = _scene(big_app)
    clicks: list[str] = []
    button = scene.root.add(Button("OK", (1000.0, 600.0), (160.0, 48.0),
                                   on_click=lambda: clicks.append("ok")))
    pos = big_app.to_window(button.world_rect.center)
    assert pos == (round(1080 * 1.5), round(624 * 1.5))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    big_app.frame(1 / 60)
    assert clicks == ["ok"]
    # a click where the button would be without the scaling misses it
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(1010, 610), button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(1010, 610), button=1))
    big_app.frame(1 / 60)
    assert clicks == ["ok"]


def test_screenshots_stay_logical(big_app: App, tmp_path: Path) -> None:
    scene = _scene(big_app)
    scene.root.add(CardNode(CardRenderer(), parse_card("AS"), 100, (640.0, 360.0)))
    path = tmp_path / "shot.png"
    big_app.screenshot(str(path))
    assert pygame.image.load(str(path)).get_size() == LOGICAL_SIZE
    assert scale.get() == pytest.approx(1.5)  # drawing goes on at the window's resolution


def test_resizing_changes_the_render_scale_and_small_windows_keep_the_logical_canvas(
        big_app: App) -> None:
    scene = _scene(big_app)
    card = scene.root.add(CardNode(CardRenderer(), parse_card("QD"), 80, (640.0, 360.0)))
    label = scene.root.add(TextNode("Deal", (20.0, 20.0), size=30))
    big_app.frame(1 / 60)
    big_app.resize((960, 600))
    assert scale.get() == 1.0
    assert big_app.canvas.get_size() == LOGICAL_SIZE
    big_app.frame(1 / 60)
    assert card.transformed(card.image()).get_width() == 80
    assert label.rendered.get_size() == label.size
    big_app.resize((2560, 1440))
    assert scale.get() == pytest.approx(2.0)
    assert big_app.canvas.get_size() == (2560, 1440)
    big_app.frame(1 / 60)
    assert card.transformed(card.image()).get_width() == 160


def test_a_new_render_scale_drops_the_panels_and_the_card_faces_of_the_old(
        big_app: App) -> None:
    """Panels, the felt and the card faces drawn for one scale go at a resize to another (a
    long session kept the faces of every scale it passed through); at the same scale all
    stay."""
    renderer = CardRenderer()
    kept = renderer.face("QD", 120)
    felt = theme.felt((1920, 1080))
    big_app.resize((1920, 1080))  # the same scale: nothing dropped
    assert renderer.face("QD", 120) is kept and theme.felt((1920, 1080)) is felt
    big_app.resize((960, 600))
    assert theme.felt.cache.bytes == 0  # type: ignore[attr-defined]
    assert image_cache.total_bytes() == 0
    big_app.resize((1920, 1080))
    again = renderer.face("QD", 120)
    assert again is not kept and renderer.face("QD", 120) is again
    assert theme.felt((1920, 1080)) is not felt


def test_the_card_faces_kept_at_a_new_scale_fit_its_budget() -> None:
    """At a new scale the card faces drawn at another go (a long session passed through many
    window sizes and kept each one's faces); those beyond the budget go, the oldest first."""
    previous = scale.get()
    try:
        scale.set_scale(1.0)
        image_cache.clear_all()
        renderer = CardRenderer()
        small = renderer.face("AS", 90)
        scale.set_scale(3.0)
        image_cache.rescaled()
        assert image_cache.total_bytes() == 0
        codes = ("KH", "QD", "JS", "10C", "9D", "8H", "7S", "6C", "5D", "AS")
        for code in codes:
            renderer.face(code, 800)  # 3.6 MB each
        newest = renderer.face("AS", 800)
        card = newest.get_width() * newest.get_height() * newest.get_bytesize()
        assert image_cache.total_bytes() == len(codes) * card > CACHE_BYTES
        assert renderer.face("AS", 800) is newest  # the same scale: kept
        scale.set_scale(1.0)
        image_cache.rescaled()
        assert image_cache.total_bytes() == 0
        assert renderer.face("AS", 90) is not small  # drawn again at its scale
        for code in codes:
            renderer.face(code, 800)
        assert image_cache.total_bytes() <= CACHE_BYTES
        assert renderer.face("5D", 800) is renderer.face("5D", 800)
    finally:
        scale.set_scale(previous)
        image_cache.clear_all()


def test_renderers_share_one_cache_of_card_images() -> None:
    """The game's, the review's and the tutorial's renderers keep one set of images."""
    first, second = CardRenderer(), CardRenderer()
    assert first.face("7S", 90) is second.face("7S", 90)
    assert first.shadow(90) is second.shadow(90)
    assert first.face("7D", 90) is not CardRenderer(four_colour=True).face("7D", 90)


def test_a_dropped_scene_is_freed_with_its_images_at_the_next_frame(big_app: App) -> None:
    """Scenes refer to themselves through their nodes and callbacks: the app collects them
    after dropping one, not whenever the cycle collector happens to run."""
    import gc
    import weakref

    scene = _scene(big_app)
    scene.root.add(CardNode(CardRenderer(), parse_card("QD"), 80, (640.0, 360.0)))
    scene.itself = scene  # type: ignore[attr-defined]  # a cycle, as callbacks make
    gone = weakref.ref(scene)
    big_app.frame(1 / 60)
    gc.disable()
    try:
        big_app.pop()
        del scene
        assert gone() is not None
        big_app.frame(1 / 60)
        assert gone() is None
    finally:
        gc.enable()


def test_every_face_the_table_warms_up_stays_cached_on_a_4k_window() -> None:
    """The image budgets grow with the canvas: at 4K (scale 3) the table's card faces at its
    three sizes (about 80 MB) all stay cached, so no animation frame draws a face again."""
    from goninkan_desktop.ui import layout
    from goninkan_desktop.ui.render.warmup import warm_up

    previous = scale.get()
    try:
        scale.set_scale(3.0)
        image_cache.clear_all()
        renderer = CardRenderer()
        widths = (layout.HAND_WIDTH, layout.TRICK_WIDTH, layout.ROW_WIDTH)
        warm_up(renderer, widths, (layout.BACK_WIDTH, *widths), dimmed_width=layout.HAND_WIDTH)
        assert image_cache.total_bytes() > 64 * 2**20
        first = renderer.face("3C", scale.ipx(layout.HAND_WIDTH))
        for code in ("AS", "KH", "QD", "10C", "JS", "JOKER"):
            assert renderer.face(code, scale.ipx(layout.TRICK_WIDTH)) is \
                renderer.face(code, scale.ipx(layout.TRICK_WIDTH))
        assert renderer.face("3C", scale.ipx(layout.HAND_WIDTH)) is first
        limit = image_cache.SurfaceCache(10 * 2**20).limit()
        assert limit == 90 * 2**20
    finally:
        scale.set_scale(previous)
        image_cache.clear_all()


def test_a_warm_up_runs_again_after_the_caches_were_dropped() -> None:
    """A window moved to another render scale and back finds its card faces drawn again."""
    from goninkan_desktop.ui.render.warmup import warm_up

    renderer = CardRenderer()
    warm_up(renderer, (90,), (90,))
    assert image_cache.total_bytes() > 0
    image_cache.clear_all()
    warm_up(renderer, (90,), (90,))
    assert image_cache.total_bytes() > 0


def test_a_closed_screen_leaves_no_panels_cached_but_the_card_faces_stay(big_app: App) -> None:
    """A dialog's panel is cached while it is shown and dropped in the frame after it closes;
    the panel still shown and the card faces drawn ahead of need are kept."""
    from goninkan_desktop.ui.nodes.panel import Panel
    from goninkan_desktop.ui.render.warmup import warm_up

    panels = theme.rounded_panel.cache  # type: ignore[attr-defined]
    table = _scene(big_app)
    table.root.add(Panel((40.0, 40.0), (300.0, 200.0)))
    renderer = CardRenderer()
    warm_up(renderer, (90,), (90,))
    face = renderer.face("QD", scale.ipx(90))
    dialog = _scene(big_app)
    dialog.opaque = False  # the table shows round it
    dialog.root.add(Panel((200.0, 100.0), (700.0, 500.0)))
    big_app.frame(1 / 60)
    assert len(panels) == 2
    big_app.pop(dialog)
    big_app.frame(1 / 60)
    assert len(panels) == 1
    assert panels.bytes == 4 * scale.ipx(300) * scale.ipx(200)
    assert renderer.face("QD", scale.ipx(90)) is face


def test_card_faces_a_closed_screen_drew_at_its_own_size_go_with_it(big_app: App) -> None:
    """A picker's faces at its own size are dropped in the frame after it closes (a long
    session kept every screen's faces); the table's warmed-up faces and those still shown
    stay."""
    from goninkan_desktop.ui.render.warmup import warm_up

    renderer = CardRenderer()
    table = _scene(big_app)
    warm_up(renderer, (91,), (91,))
    warmed = renderer.face("AS", scale.ipx(91))
    table.root.add(CardNode(renderer, parse_card("KH"), 77, (300.0, 300.0)))
    picker = _scene(big_app)
    picker.opaque = False
    picker.root.add(CardNode(renderer, parse_card("QD"), 133, (640.0, 360.0)))
    big_app.frame(1 / 60)
    shown = renderer.face("KH", scale.ipx(77))
    picked = renderer.face("QD", scale.ipx(133))
    before = image_cache.total_bytes()
    big_app.pop(picker)
    big_app.frame(1 / 60)
    assert image_cache.total_bytes() < before
    assert renderer.face("QD", scale.ipx(133)) is not picked  # drawn again if asked
    assert renderer.face("AS", scale.ipx(91)) is warmed
    assert renderer.face("KH", scale.ipx(77)) is shown


FROZEN_START = """
import gc, time, weakref
from goninkan_desktop.shell.shell import Shell  # the whole game, as at its start
from goninkan_desktop.ui.app import App, Scene, freeze_startup_objects

def collecting() -> float:
    times = []
    for _ in range(3):
        started = time.perf_counter()
        gc.collect()
        times.append(time.perf_counter() - started)
    return min(times)

before = collecting()
freeze_startup_objects()
after = collecting()
app = App((1280, 720), fixed_dt=1 / 60)
scene = Scene()
scene.itself = scene  # a cycle, as callbacks make
app.push(scene)
app.frame(1 / 60)
gone = weakref.ref(scene)
gc.disable()
app.pop()
del scene
app.frame(1 / 60)
print(gone() is None, before / after)
"""


def test_after_the_start_is_frozen_a_closed_screen_is_freed_and_collecting_is_quick() -> None:
    """The game leaves what it made at start out of later collections (``gc.freeze``): a
    screen made afterwards is freed at the frame after it closed, and a full collection no
    longer walks every module and table."""
    root = Path(__file__).resolve().parents[2]
    done = subprocess.run([sys.executable, "-c", FROZEN_START], cwd=root, capture_output=True,
                          text=True, timeout=120, check=True,
                          env={**os.environ, "PYTHONPATH": str(root),
                               "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"})
    freed, faster = done.stdout.split()
    assert freed == "True"
    assert float(faster) > 5, "a collection still walks the objects made at start"


def test_a_cleared_app_leaves_the_plain_scale_to_what_is_drawn_after_it() -> None:
    """Found by running ``test_review_open_hands.py`` (a review at 1920 × 1080) before
    ``test_table_view.py``: the large window's render scale of 1.5 outlived its app, and a
    table drawn on a surface of its own afterwards was drawn half as large again, its open
    hands' last cards off the surface's right edge."""
    big = App((1920, 1080), fixed_dt=1 / 60)
    assert scale.get() == 1.5
    big.clear_scenes()
    assert scale.get() == 1.0
    _scene(big)
    big.frame(1 / 60)  # the large window, showing a screen again, draws at its own scale
    assert scale.get() == 1.5
    big.clear_scenes()
    assert scale.get() == 1.0
