"""A broken settings file that still names the player's language: the message about it, and
the game after it, speak that language, not the system's.

Play-tested: a settings file cut short (or without its format line) was set aside as it
should be, but the message "The settings could not be read…" came in English for a player
who had chosen 日本語 (the system's locale decided)."""

from __future__ import annotations

import pytest
from menu_driver import Desktop, texts

from goninkan_desktop.i18n import language, set_language, t
from goninkan_desktop.profile.settings import load_settings, settings_path

CUT_SHORT = b'{\n "format": "goninkan-settings",\n "version": 1,\n "language": "ja",\n "spee'
NO_FORMAT = b'{"language": "ja", "speed": "fast"}'
NAMES_NO_LANGUAGE_WE_HAVE = b'{"language": "fr", "speed": '


@pytest.mark.parametrize("data", [CUT_SHORT, NO_FORMAT], ids=["cut short", "no format"])
def test_the_language_a_broken_file_names_is_kept(data: bytes) -> None:
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    loaded = load_settings()
    assert loaded.message == "app.settings.corrupt" and loaded.set_aside is not None
    assert loaded.set_aside.read_bytes() == data  # kept aside whole
    assert loaded.settings.language == "ja"


def test_a_language_the_game_lacks_is_not_taken(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LANGUAGE", "en_GB")
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(NAMES_NO_LANGUAGE_WE_HAVE)
    assert load_settings().settings.language in ("ja", "en")


def test_the_message_at_start_is_in_the_players_language() -> None:
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(CUT_SHORT)
    desk = Desktop(language=None)
    try:
        assert language() == "ja"
        kept = next(path.parent.glob("settings.json.broken-*"))
        message = t("app.settings.corrupt", file=kept.name,
                    folder=str(kept.parent)).replace(" ", "").replace("\n", "")
        said = "".join(texts(desk.top.root)).replace(" ", "")  # type: ignore[union-attr]
        assert message in said
    finally:
        desk.close()
        set_language("en")
