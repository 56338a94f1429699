"""Procedural card art: sizes, colours, caching."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from goninkan_desktop.ui.render.cards import (
    ALL_CODES,
    BACK_STYLES,
    CardRenderer,
    card_height,
    dim,
    draw_suit,
    is_face_card,
    parse_code,
    suit_colour,
    suit_surface,
)


@pytest.fixture(scope="module", autouse=True)
def _pygame() -> None:
    pygame.init()


def centre_colour(image: pygame.Surface, half: int = 2) -> tuple[float, float, float]:
    """Mean RGB of the small square at the centre of ``image`` (the central pip)."""
    cx, cy = image.get_width() // 2, image.get_height() // 2
    pixels = [
        image.get_at((x, y))
        for x in range(cx - half, cx + half + 1)
        for y in range(cy - half, cy + half + 1)
    ]
    n = len(pixels)
    return (
        sum(p.r for p in pixels) / n,
        sum(p.g for p in pixels) / n,
        sum(p.b for p in pixels) / n,
    )


def is_reddish(rgb: tuple[float, float, float]) -> bool:
    r, g, b = rgb
    return r > 150 and g < 90 and b < 100


def is_dark(rgb: tuple[float, float, float]) -> bool:
    return max(rgb) < 70


def test_r1_deck_has_50_codes_16_face_cards() -> None:
    assert len(ALL_CODES) == len(set(ALL_CODES)) == 50
    assert "2S" in ALL_CODES and "2H" not in ALL_CODES and "JOKER" in ALL_CODES
    assert sum(is_face_card(code) for code in ALL_CODES) == 16
    assert not is_face_card("JOKER")


def test_parse_code() -> None:
    assert parse_code("10H") == ("10", "H")
    assert parse_code("AC") == ("A", "C")
    assert parse_code("JOKER") == ("JOKER", "")
    assert parse_code("2C") == ("2", "C")  # the bidding game's extra 2s are drawn too (B1)
    for bad in ("1C", "1H", "AX", "", "joker", "11S", "2X"):
        with pytest.raises(ValueError):
            parse_code(bad)


@pytest.mark.parametrize("width", [70, 110])
def test_every_card_renders_at_size(width: int) -> None:
    renderer = CardRenderer()
    for code in ALL_CODES:
        image = renderer.face(code, width)
        assert image.get_size() == (width, card_height(width)) == (width, round(width * 1.4))
        assert image.get_flags() & pygame.SRCALPHA


@pytest.mark.parametrize("style", BACK_STYLES)
def test_backs_render(style: str) -> None:
    image = CardRenderer().back(90, style)
    assert image.get_size() == (90, 126)
    assert image.get_at((45, 63)).a == 255


def test_corners_are_rounded_and_transparent() -> None:
    image = CardRenderer().face("5D", 110)
    assert image.get_at((0, 0)).a == 0
    assert image.get_at((109, 153)).a == 0
    assert image.get_at((55, 2)).a == 255


def test_backs_differ_by_style() -> None:
    renderer = CardRenderer()
    colours = {tuple(renderer.back(80, style).get_at((20, 30))) for style in BACK_STYLES}
    assert len(colours) == len(BACK_STYLES)


@pytest.mark.parametrize("code", ["3H", "10H", "QH", "AH", "7D", "KD"])
def test_red_suits_have_red_centre_pip(code: str) -> None:
    assert is_reddish(centre_colour(CardRenderer().face(code, 110)))


@pytest.mark.parametrize("code", ["2S", "9S", "JS", "AS", "4C", "KC"])
def test_black_suits_have_dark_centre_pip(code: str) -> None:
    assert is_dark(centre_colour(CardRenderer().face(code, 110)))


def test_four_colour_deck_changes_clubs_and_diamonds() -> None:
    classic = CardRenderer()
    four = CardRenderer(four_colour=True)
    r, g, b = centre_colour(four.face("6C", 100))
    assert g > r + 40 and g > b + 20, "clubs are green"
    r, g, b = centre_colour(four.face("6D", 100))
    assert b > r + 60, "diamonds are blue"
    assert is_dark(centre_colour(classic.face("6C", 100)))
    assert is_reddish(centre_colour(four.face("6H", 100)))
    assert is_dark(centre_colour(four.face("6S", 100)))


def test_switching_four_colour_on_a_renderer() -> None:
    renderer = CardRenderer()
    classic = renderer.face("AC", 90)
    renderer.four_colour = True
    assert renderer.face("AC", 90) is not classic
    assert renderer.colour_of("C") == suit_colour("C", four_colour=True)


def test_face_cards_look_different_from_number_cards() -> None:
    renderer = CardRenderer()
    # a point on the gold frame, just inside the card edge, halfway down
    frame_px = renderer.face("KH", 100).get_at((3, 70))
    plain_px = renderer.face("9H", 100).get_at((3, 70))
    assert frame_px.r > frame_px.b + 60, "gold frame"
    assert abs(plain_px.r - plain_px.b) < 20, "plain white paper"


def test_joker_is_distinct() -> None:
    renderer = CardRenderer()
    joker = renderer.face("JOKER", 100)
    assert joker.get_size() == (100, 140)
    assert pygame.image.tobytes(joker, "RGBA") != pygame.image.tobytes(
        renderer.face("AS", 100), "RGBA"
    )


def test_cache_returns_same_object() -> None:
    renderer = CardRenderer()
    assert renderer.face("QD", 80) is renderer.face("QD", 80)
    assert renderer.back(80, "red") is renderer.back(80, "red")
    assert renderer.card(None, 80, back_style="red") is renderer.back(80, "red")
    assert renderer.card("QD", 80, dimmed=True) is renderer.card("QD", 80, dimmed=True)
    assert renderer.face("QD", 81) is not renderer.face("QD", 80)
    renderer.clear()
    assert renderer.face("QD", 80).get_size() == (80, 112)


def test_cache_is_bounded() -> None:
    renderer = CardRenderer(cache_limit=3)
    first = renderer.face("AC", 40)
    for code in ("KC", "QC", "JC"):
        renderer.face(code, 40)
    assert renderer.face("AC", 40) is not first


def test_dim_darkens_and_keeps_alpha() -> None:
    image = CardRenderer().face("5C", 80)
    dimmed = dim(image)
    assert dimmed is not image
    assert dimmed.get_size() == image.get_size()
    assert dimmed.get_at((40, 10)).r < image.get_at((40, 10)).r
    assert dimmed.get_at((0, 0)).a == image.get_at((0, 0)).a == 0


@pytest.mark.parametrize("suit", ["C", "D", "H", "S"])
def test_suit_symbol_at_any_size(suit: str) -> None:
    for height in (8, 24, 96):
        image = suit_surface(suit, height, (200, 0, 0))
        assert image.get_height() == height
        centre = image.get_at((image.get_width() // 2, height // 2))
        assert centre.a > 200 and centre.r > 150
        assert image.get_at((0, height - 1)).a < 40


def test_draw_suit_centres_the_symbol() -> None:
    target = pygame.Surface((100, 100), pygame.SRCALPHA)
    rect = draw_suit(target, "H", (50, 50), 40, (255, 0, 0))
    assert rect.center == (50, 50) and rect.height == 40
    assert target.get_at((50, 50)).r > 200


def test_invalid_requests_raise() -> None:
    renderer = CardRenderer()
    with pytest.raises(ValueError):
        renderer.face("1C", 80)
    with pytest.raises(ValueError):
        renderer.back(80, "plaid")
    with pytest.raises(ValueError):
        renderer.face("AC", 4)
    with pytest.raises(ValueError):
        suit_colour("X")


def test_a_change_of_deck_keeps_the_cached_faces_of_the_other_deck() -> None:
    """Each face is cached under the deck colours it shows: switching to four colours and back
    finds the two-colour faces still drawn, and never shows a face of the other deck."""
    from goninkan_desktop.play.session import Session

    session = Session()
    renderer = session.renderer
    two = renderer.face("7D", 90)
    back = renderer.back(90)
    session.change(four_colour=True, card_back="red")
    four = renderer.face("7D", 90)
    assert four is not two and renderer.back(90) is not back
    assert pygame.image.tobytes(four, "RGBA") != pygame.image.tobytes(two, "RGBA")
    session.change(four_colour=False, card_back="indigo")
    assert renderer.face("7D", 90) is two and renderer.back(90) is back
    assert renderer.face("7S", 90) is renderer.face("7S", 90)
