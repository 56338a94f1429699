"""The bundled font has a glyph for every string the game can show, in both languages.

``pygame.freetype`` gives ``None`` metrics for a character the font has no
glyph for (``fonts.missing_characters``). The font is a subset built from the
game's own strings, so a new string with a new character fails here until
the subset is rebuilt.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import logging
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from goninkan_desktop import i18n
from goninkan_desktop.ui.render import charset, fonts

REBUILD = ("apt-get install -y fonts-morisawa-bizud-gothic && .venv/bin/pip install fonttools"
           f" && {fonts.REBUILD_COMMAND}")
MAX_BYTES = 2 * 1024 * 1024


@pytest.fixture(scope="module", autouse=True)
def _pygame() -> Iterator[None]:
    pygame.init()
    yield
    fonts.get_font.cache_clear()


@pytest.mark.parametrize("bold", [False, True], ids=["regular", "bold"])
def test_every_string_in_both_languages_has_every_glyph(bold: bool) -> None:
    missing: dict[str, list[str]] = {}
    for key, lang, text in i18n.all_strings():
        for char in fonts.missing_characters(text, bold=bold):
            missing.setdefault(char, []).append(f"{key} ({lang})")
    assert not missing, (
        f"the bundled font ({fonts.font_path(bold).name}) has no glyph for "
        f"{''.join(sorted(missing))!r}, used by "
        + "; ".join(f"{c!r}: {', '.join(keys[:3])}" for c, keys in sorted(missing.items()))
        + f".\nRebuild the font subset: {REBUILD}")


@pytest.mark.parametrize("bold", [False, True], ids=["regular", "bold"])
def test_the_margin_beyond_the_catalogue_is_covered(bold: bool) -> None:
    assert fonts.missing_characters(charset.required_text(), bold=bold) == "", REBUILD


def test_a_character_outside_the_subset_is_reported() -> None:
    assert fonts.missing_characters("五人関 鬱\n🂡 ok") == "鬱🂡"
    assert fonts.missing_characters("") == ""
    assert "\n" not in charset.required_text()


@pytest.mark.parametrize("bold", [False, True], ids=["regular", "bold"])
def test_the_font_files_are_small_and_licensed(bold: bool) -> None:
    path = fonts.font_path(bold)
    assert path.is_file()
    assert path.stat().st_size < MAX_BYTES
    licence = path.with_name("OFL.txt").read_text(encoding="utf-8")
    assert "SIL OPEN FONT LICENSE Version 1.1" in licence
    assert "BIZ UDGothic Project Authors" in licence
    assert "make_font_subset.py" in path.with_name("README.md").read_text(encoding="utf-8")


def test_get_font_renders_japanese_and_english() -> None:
    font = fonts.get_font(24)
    assert fonts.get_font(24) is font
    assert fonts.get_font(24, bold=True) is not font
    for text in ("前回のゲームの続きから遊びますか？", "Continue the game you were playing?"):
        image = font.render(text, True, (255, 255, 255))
        assert image.get_width() > 10 * 12 and image.get_height() >= 24
    narrow, wide = font.size("i")[0], font.size("W")[0]
    assert narrow < wide  # proportional Latin, as BIZ UDPGothic has


def test_without_the_file_the_default_font_is_used(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    monkeypatch.setattr(fonts, "font_path", lambda bold=False: tmp_path / "missing.ttf")
    fonts.get_font.cache_clear()
    try:
        with caplog.at_level(logging.WARNING):
            font = fonts.get_font(20)
        assert font.render("Goninkan", True, (0, 0, 0)).get_width() > 0
        assert "missing" in caplog.text
        assert fonts.missing_characters("abc") == "abc"
    finally:
        fonts.get_font.cache_clear()
