"""Scene-graph nodes: tree, geometry, events, drawing."""

import os
from collections.abc import Iterator

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from engine.cards import parse_card
from goninkan_desktop.ui.nodes import Button, ButtonState, CardNode, ImageNode, Node, TextNode
from goninkan_desktop.ui.render import scale as render_scale
from goninkan_desktop.ui.render.cards import CardRenderer
from goninkan_desktop.ui.tween import Tweener


@pytest.fixture(scope="module", autouse=True)
def _pygame() -> None:
    pygame.init()


@pytest.fixture(autouse=True)
def _logical_pixels() -> Iterator[None]:
    """These tests count a canvas pixel as a logical one: the render scale is 1 whatever an
    earlier test left (a table on a larger window sets it), and comes back afterwards."""
    before = render_scale.get()
    render_scale.set_scale(1.0)
    yield
    render_scale.set_scale(before)


@pytest.fixture
def renderer() -> CardRenderer:
    return CardRenderer()


class Recorder(Node):
    """A node that logs the events offered to it and consumes them if told to."""

    def __init__(self, name: str, log: list[str], consume: bool, z: int = 0) -> None:
        super().__init__((0.0, 0.0), (100.0, 100.0), z=z)
        self.name = name
        self.log = log
        self.consume = consume

    def on_event(self, event: pygame.event.Event) -> bool:
        self.log.append(self.name)
        return self.consume


def mouse(kind: int, pos: tuple[int, int], button: int = 1) -> pygame.event.Event:
    return pygame.event.Event(kind, pos=pos, button=button)


def click(node: Node, pos: tuple[int, int]) -> None:
    node.handle_event(mouse(pygame.MOUSEBUTTONDOWN, pos))
    node.handle_event(mouse(pygame.MOUSEBUTTONUP, pos))


# -- tree and geometry -------------------------------------------------------------


def test_add_remove_and_reparent() -> None:
    a, b, child = Node(), Node(), Node()
    a.add(child)
    assert child.parent is a and a.children == (child,)
    b.add(child)
    assert child.parent is b and a.children == () and b.children == (child,)
    child.remove_from_parent()
    assert child.parent is None and b.children == ()
    with pytest.raises(ValueError):
        child.add(child)
    a.add(b)
    with pytest.raises(ValueError):
        b.add(a)


def test_world_position_and_hit_testing() -> None:
    root = Node((10.0, 20.0), (400.0, 300.0))
    panel = root.add(Node((100.0, 50.0), (200.0, 100.0)))
    box = panel.add(Node((20.0, 10.0), (30.0, 40.0)))
    assert box.world_pos == (130.0, 80.0)
    assert box.contains((130.0, 80.0))
    assert box.contains((159.0, 119.0))
    assert not box.contains((160.0, 80.0))
    assert not box.contains((129.0, 80.0))


def test_anchor_centres_the_box_on_pos() -> None:
    node = Node((50.0, 50.0), (20.0, 10.0), anchor=(0.5, 0.5))
    assert node.world_rect == pygame.FRect(40.0, 45.0, 20.0, 10.0)
    child = node.add(Node((0.0, 0.0), (5.0, 5.0)))
    assert child.world_pos == (40.0, 45.0), "children start at the parent's top-left"


def test_opacity_multiplies_down_the_tree() -> None:
    root = Node(opacity=0.5)
    child = root.add(Node(opacity=0.5))
    assert child.world_opacity == pytest.approx(0.25)


def test_update_recurses() -> None:
    seen: list[tuple[str, float]] = []

    class Ticker(Node):
        def __init__(self, name: str) -> None:
            super().__init__()
            self.name = name

        def on_update(self, dt: float) -> None:
            seen.append((self.name, dt))

    root = Ticker("root")
    root.add(Ticker("a")).add(Ticker("b"))
    root.update(0.5)
    assert seen == [("root", 0.5), ("a", 0.5), ("b", 0.5)]


# -- events ------------------------------------------------------------------------


def test_events_go_to_top_most_child_first() -> None:
    log: list[str] = []
    root = Recorder("root", log, consume=False)
    root.add(Recorder("low", log, consume=False, z=0))
    root.add(Recorder("high", log, consume=False, z=5))
    root.add(Recorder("mid", log, consume=False, z=1))
    root.add(Recorder("mid-later", log, consume=False, z=1))
    event = mouse(pygame.MOUSEBUTTONDOWN, (10, 10))
    assert root.handle_event(event) is False
    assert log == ["high", "mid-later", "mid", "low", "root"]


def test_consumed_event_stops_there() -> None:
    log: list[str] = []
    root = Recorder("root", log, consume=False)
    root.add(Recorder("low", log, consume=True, z=0))
    top = root.add(Recorder("top", log, consume=True, z=1))
    assert root.handle_event(mouse(pygame.MOUSEBUTTONDOWN, (10, 10))) is True
    assert log == ["top"]
    log.clear()
    top.visible = False
    assert root.handle_event(mouse(pygame.MOUSEBUTTONDOWN, (10, 10))) is True
    assert log == ["low"], "invisible nodes take no events"


def test_draw_order_and_invisible_nodes() -> None:
    drawn: list[str] = []

    class Painter(Node):
        def __init__(self, name: str, z: int = 0) -> None:
            super().__init__(z=z)
            self.name = name

        def on_draw(self, surface: pygame.Surface) -> None:
            drawn.append(self.name)

    root = Painter("root")
    root.add(Painter("top", z=2))
    root.add(Painter("bottom", z=-1))
    hidden = root.add(Painter("hidden"))
    hidden.add(Painter("hidden-child"))
    hidden.visible = False
    root.draw(pygame.Surface((10, 10)))
    assert drawn == ["root", "bottom", "top"]


# -- buttons -------------------------------------------------------------------------


def test_button_click_by_mouse_calls_on_click() -> None:
    clicks: list[int] = []
    root = Node()
    button = root.add(
        Button("Play", (100.0, 100.0), (120.0, 40.0), on_click=lambda: clicks.append(1))
    )
    click(root, (150, 120))
    assert clicks == [1]
    assert not button.pressed


def test_button_press_then_release_elsewhere_does_not_click() -> None:
    clicks: list[int] = []
    button = Button("Play", (0.0, 0.0), (100.0, 40.0), on_click=lambda: clicks.append(1))
    assert button.handle_event(mouse(pygame.MOUSEBUTTONDOWN, (10, 10)))
    assert button.pressed
    button.handle_event(mouse(pygame.MOUSEBUTTONUP, (300, 300)))
    assert clicks == [] and not button.pressed


def test_button_ignores_clicks_outside_and_right_button() -> None:
    clicks: list[int] = []
    button = Button("Play", (0.0, 0.0), (100.0, 40.0), on_click=lambda: clicks.append(1))
    assert not button.handle_event(mouse(pygame.MOUSEBUTTONDOWN, (150, 10)))
    button.handle_event(mouse(pygame.MOUSEBUTTONDOWN, (10, 10), button=3))
    button.handle_event(mouse(pygame.MOUSEBUTTONUP, (10, 10), button=3))
    assert clicks == []


def test_disabled_button_consumes_but_does_not_click() -> None:
    clicks: list[int] = []
    button = Button("Play", size=(100.0, 40.0), on_click=lambda: clicks.append(1), enabled=False)
    assert button.state is ButtonState.DISABLED
    assert button.handle_event(mouse(pygame.MOUSEBUTTONDOWN, (10, 10)))
    button.handle_event(mouse(pygame.MOUSEBUTTONUP, (10, 10)))
    assert clicks == []


def test_button_posts_user_event() -> None:
    pygame.event.clear()
    kind = pygame.event.custom_type()
    button = Button("Deal", size=(100.0, 40.0), event_type=kind, action="deal")
    click(button, (5, 5))
    posted = pygame.event.get(kind)
    assert len(posted) == 1
    assert posted[0].action == "deal" and posted[0].source is button


def test_button_keyboard_activation_only_when_focused() -> None:
    clicks: list[int] = []
    button = Button("OK", size=(100.0, 40.0), on_click=lambda: clicks.append(1))
    enter = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN)
    space = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE)
    assert not button.handle_event(enter)
    button.focused = True
    assert button.handle_event(enter) and button.handle_event(space)
    assert clicks == [1, 1]


def test_button_hover_and_pressed_states() -> None:
    button = Button("OK", size=(100.0, 40.0))
    button.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(10, 10)))
    assert button.state is ButtonState.HOVERED
    button.handle_event(mouse(pygame.MOUSEBUTTONDOWN, (10, 10)))
    assert button.state is ButtonState.PRESSED
    button.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(500, 10)))
    assert button.state is ButtonState.NORMAL


def test_button_draws_its_panel() -> None:
    target = pygame.Surface((200, 100))
    target.fill((0, 0, 0))
    button = Button("OK", (50.0, 30.0), (100.0, 40.0))
    button.focused = True
    button.draw(target)
    assert target.get_at((100, 33)) != pygame.Color(0, 0, 0)
    assert target.get_at((5, 5)) == pygame.Color(0, 0, 0)


# -- images, cards, text -------------------------------------------------------------


def test_image_node_size_rotation_and_opacity() -> None:
    image = pygame.Surface((40, 20), pygame.SRCALPHA)
    image.fill((255, 0, 0, 255))
    node = ImageNode(image, (50.0, 50.0), scale=2.0)
    assert node.size == (80.0, 40.0)
    assert node.transformed(image) is node.transformed(image), "transforms are cached"
    node.rotation = 90.0
    assert node.transformed(image).get_size() == pytest.approx((40, 80), abs=2)
    target = pygame.Surface((100, 100))
    node.opacity = 0.5
    node.draw(target)
    r, g, _, _ = target.get_at((50, 50))
    assert 100 < r < 160 and g == 0
    assert image.get_alpha() in (None, 255), "drawing does not alter the source image"


def test_a_card_that_starts_to_turn_keeps_its_fine_image_until_it_turns_further(
        renderer: CardRenderer) -> None:
    """A hand fanning out again turned every card in its first frame; a card keeps its smoothed
    picture while a quick turn would round to the same half degree."""
    from goninkan_desktop.ui.nodes.base import next_drawing_frame

    card = CardNode(renderer, parse_card("AH"), 100, (200.0, 200.0), rotation=2.7)
    image = card.image()
    for _ in range(2):  # drawn roughly, then smoothed once still
        next_drawing_frame()
        fine = card.transformed(image)
    next_drawing_frame()
    assert card.transformed(image) is fine
    card.rotation = 2.6
    next_drawing_frame()
    assert card.transformed(image) is fine
    card.rotation = 3.1
    next_drawing_frame()
    turned = card.transformed(image)
    assert turned is not fine and turned.get_size() != fine.get_size()


def test_a_dimmed_turned_card_looks_like_the_dimmed_face_turned(
        renderer: CardRenderer, monkeypatch: pytest.MonkeyPatch) -> None:
    """A dimmed card is drawn from its plain face, turned as the card is (and smoothed once
    still), then darkened: the same picture as the dimmed face turned, without turning it."""
    from goninkan_desktop.ui.nodes import sprite
    from goninkan_desktop.ui.nodes.base import next_drawing_frame
    from goninkan_desktop.ui.render.cards import dim

    card = CardNode(renderer, parse_card("7S"), 100, (100.0, 100.0), rotation=6.0)
    card.shadow = False
    card.dimmed = True
    for _ in range(3):  # drawn roughly, then smoothed once still
        next_drawing_frame()
        drawn = pygame.Surface((200, 200))
        card.draw(drawn)
    expected = pygame.Surface((200, 200))
    turned = pygame.transform.rotozoom(renderer.card("7S", 100, dimmed=True), 6.0, 1.0)
    expected.blit(turned, turned.get_rect(center=(100, 100)))
    differences = [abs(a - b) for a, b in zip(pygame.image.tobytes(drawn, "RGB"),
                                              pygame.image.tobytes(expected, "RGB"),
                                              strict=True)]
    assert max(differences) <= 2
    plain = card.transformed(renderer.card("7S", 100))
    exact = pygame.Surface((200, 200))
    card.blit_turned(exact, dim(plain), (0.0, 0.0))
    assert pygame.image.tobytes(drawn, "RGB") == pygame.image.tobytes(exact, "RGB")
    darkened: list[pygame.Surface] = []  # drawn again, still: darkened once, not again
    monkeypatch.setattr(sprite, "dim", lambda image: darkened.append(image) or dim(image))
    next_drawing_frame()
    card.draw(pygame.Surface((200, 200)))
    assert darkened == []


def test_card_node_faces_flip_and_raise(renderer: CardRenderer) -> None:
    card = CardNode(renderer, parse_card("AH"), 100, (200.0, 200.0))
    assert card.size == (100.0, 140.0)
    assert card.image() is renderer.face("AH", 100)
    card.flip()
    assert not card.face_up and card.image() is renderer.back(100, "indigo")
    card.flip()
    assert card.face_up
    assert card.contains((200.0, 140.0))
    card.raised = True
    assert card.raised and card.lift == card.raise_height
    assert not card.contains((200.0, 265.0)), "raised card no longer covers its old bottom"
    assert card.contains((200.0, 135.0 - card.raise_height + 10))
    card.raised = False
    assert not card.raised


def test_unknown_card_is_always_face_down(renderer: CardRenderer) -> None:
    card = CardNode(renderer, None, 80, back_style="green")
    assert not card.face_up
    assert card.image() is renderer.back(80, "green")
    with pytest.raises(ValueError):
        CardNode(renderer, 99, 80)  # not a card of either deck


def test_card_node_draws_and_dims(renderer: CardRenderer) -> None:
    target = pygame.Surface((300, 300))
    card = CardNode(renderer, parse_card("5H"), 100, (150.0, 150.0))
    card.highlight = True
    card.rotation = 10.0
    card.draw(target)
    assert target.get_at((150, 150)).r > 150
    card.dimmed = True
    assert card.image() is renderer.card("5H", 100, dimmed=True)


def test_card_lift_can_be_tweened(renderer: CardRenderer) -> None:
    card = CardNode(renderer, parse_card("KS"), 100)
    tweener = Tweener()
    tweener.animate(card, "lift", float(card.raise_height), 0.2)
    tweener.update(0.1)
    assert 0 < card.lift < card.raise_height
    tweener.update(0.1)
    assert card.raised and card.lift == card.raise_height


def test_card_position_tweens_as_tuple(renderer: CardRenderer) -> None:
    card = CardNode(renderer, parse_card("10D"), 80)
    tweener = Tweener()
    tweener.animate(card, "pos", (300.0, 120.0), 0.5)
    tweener.finish_all()
    assert card.pos == (300.0, 120.0)


def test_text_node_renders_once_and_aligns() -> None:
    text = TextNode("Trump", (100.0, 50.0), size=30, anchor=(1.0, 0.5))
    first = text.rendered
    text.text = "Trump"
    assert text.rendered is first
    text.text = "Trumps"
    assert text.rendered is not first
    rect = text.world_rect
    assert rect.right == pytest.approx(100.0)
    assert rect.centery == pytest.approx(50.0)
    assert text.size == text.rendered.get_size()


def test_a_line_of_text_is_drawn_once_for_every_node_showing_it() -> None:
    """A screen built again finds its lines drawn: the same words, size and colours give the
    same image; another colour, a shadow or another render scale its own."""
    from goninkan_desktop.ui.render import scale

    first, second = TextNode("Deal 2 of 5", size=30), TextNode("Deal 2 of 5", size=30)
    assert first.rendered is second.rendered and first.size == second.size
    red = TextNode("Deal 2 of 5", size=30, colour=(200, 0, 0))
    assert red.rendered is not first.rendered
    assert pygame.image.tobytes(red.rendered, "RGBA") != pygame.image.tobytes(
        first.rendered, "RGBA")
    shaded = TextNode("Deal 2 of 5", size=30, shadow=(0, 0, 0))
    assert shaded.size[0] == first.size[0] + 1 and shaded.rendered is not first.rendered
    previous = scale.get()
    try:
        scale.set_scale(2.0)
        assert first.rendered.get_width() > 1.9 * second.size[0]
        assert first.size == second.size  # logical pixels whatever the scale
    finally:
        scale.set_scale(previous)
