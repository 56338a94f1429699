"""Settings: defaults, round trip, forgiving reads, and bad files set aside, never lost."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import json
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest

from engine.rules import RuleSet
from goninkan_desktop import i18n
from goninkan_desktop.platform import paths
from goninkan_desktop.profile.settings import (
    CARD_BACKS,
    FILE_NAME,
    Settings,
    load_settings,
    save_settings,
    settings_path,
    system_language,
)
from goninkan_desktop.ui.render.cards import BACK_STYLES

NOON = datetime(2025, 5, 1, 12, 0, 0)


@pytest.fixture(autouse=True)
def config_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Point the config folder at a temporary one (XDG on Linux, patched elsewhere)."""
    folder = tmp_path / "config"
    monkeypatch.setenv("XDG_CONFIG_HOME", str(folder))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    if not paths.config_dir().is_relative_to(folder):
        monkeypatch.setattr(paths, "config_dir", lambda: folder / "Goninkan")
    return folder / "Goninkan"


def load() -> Any:
    return load_settings(now=lambda: NOON)


def a_valid_file() -> bytes:
    settings = Settings(language="en").replace(speed="fast", volume=35)
    return (json.dumps(settings.to_json()) + "\n").encode()


# ---- defaults and language --------------------------------------------------------


@pytest.mark.parametrize(("locales", "language"), [
    (["ja_JP.UTF-8"], "ja"), (["ja-JP"], "ja"), (["ja"], "ja"), (["JA_jp"], "ja"),
    (["en_GB.UTF-8", "ja_JP"], "en"), (["fr_FR"], "en"), (["C", "ja_JP.UTF-8"], "ja"),
    (["POSIX"], "en"), ([], "en"), ([""], "en"),
])
def test_language_from_the_system_locale(locales: list[str], language: str) -> None:
    assert system_language(locales) == language


@pytest.mark.parametrize(("lang", "expected"), [("ja_JP.UTF-8", "ja"), ("en_US.UTF-8", "en")])
def test_default_language_follows_the_environment(
        monkeypatch: pytest.MonkeyPatch, lang: str, expected: str) -> None:
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("LANG", lang)
    assert Settings().language == expected


def test_defaults() -> None:
    settings = Settings(language="ja")
    assert (settings.speed, settings.reduced_motion, settings.sound, settings.volume) == (
        "normal", False, True, 80)
    assert (settings.four_colour, settings.card_back, settings.cpu_level) == (
        False, "indigo", "normal")
    assert settings.window_size == (1280, 800)
    assert settings.rules == RuleSet()
    assert settings.teaching_tips is True
    assert settings.turn_time_limit is None


def test_card_backs_are_the_renderers() -> None:
    assert CARD_BACKS == BACK_STYLES


def test_bad_values_are_refused_in_code() -> None:
    with pytest.raises(ValueError):
        Settings(speed="warp")
    with pytest.raises(ValueError):
        Settings().replace(volume=101)
    with pytest.raises(ValueError):
        Settings().replace(turn_time_limit=45)
    with pytest.raises(ValueError):
        Settings().replace(rules={"rounds": 3})  # a RuleSet, not its JSON
    with pytest.raises(ValueError):
        Settings().replace(window_size=[1024, 768])


# ---- round trip and forgiving reads -------------------------------------------------


def test_nothing_saved_gives_the_defaults(config_home: Path) -> None:
    result = load()
    assert result.settings == Settings()
    assert result.message is None and result.set_aside is None
    assert not config_home.exists()


def test_round_trip(config_home: Path) -> None:
    settings = Settings(
        language="ja", speed="instant", reduced_motion=True, sound=False, volume=0,
        four_colour=True, card_back="green", window_size=(1920, 1080), cpu_level="strong",
        rules=RuleSet.preset_named("goshogawara", rounds=3, shown_cards=0),
        teaching_tips=False, turn_time_limit=60)
    assert save_settings(settings)
    assert settings_path() == config_home / FILE_NAME
    obj = json.loads(settings_path().read_text(encoding="utf-8"))
    assert (obj["format"], obj["version"]) == ("goninkan-settings", 1)
    assert obj["rules"] == {"preset": "goshogawara", "rounds": 3, "shown_cards": 0}
    result = load()
    assert result.settings == settings and result.message is None
    assert sorted(p.name for p in config_home.iterdir()) == [FILE_NAME]


def test_unknown_keys_are_ignored() -> None:
    obj = {**Settings(language="ja").to_json(), "colour_scheme": "dark", "speed": "fast"}
    settings_path().parent.mkdir(parents=True)
    settings_path().write_text(json.dumps(obj), encoding="utf-8")
    result = load()
    assert result.settings == Settings(language="ja", speed="fast")
    assert result.message is None


BAD_VALUES: list[tuple[str, Any]] = [
    ("language", "fr"), ("language", None), ("speed", "warp"), ("speed", 2),
    ("reduced_motion", 1), ("reduced_motion", "yes"), ("sound", None),
    ("volume", 101), ("volume", -1), ("volume", True), ("volume", 50.5), ("volume", "80"),
    ("four_colour", 0), ("card_back", "blue"), ("card_back", ["red"]),
    ("window_size", [100, 100]), ("window_size", [1280]), ("window_size", "big"),
    ("window_size", [1280.0, 800]), ("window_size", {"w": 1}), ("window_size", [True, 800]),
    ("cpu_level", "random"), ("cpu_level", "STRONG"),
    ("rules", {"rounds": 0}), ("rules", {"bogus": 1}), ("rules", "standard"), ("rules", []),
    ("rules", {"preset": "tokyo"}), ("teaching_tips", "no"),
    ("turn_time_limit", 45), ("turn_time_limit", True), ("turn_time_limit", 30.0),
    ("turn_time_limit", "60"),
]


@pytest.mark.parametrize(("key", "value"), BAD_VALUES)
def test_a_bad_value_falls_back_to_that_keys_default(key: str, value: Any) -> None:
    good = Settings(language="ja", speed="fast", volume=35, cpu_level="easy",
                    window_size=(1024, 768), turn_time_limit=30,
                    rules=RuleSet.preset_named("goshogawara"))
    obj = good.to_json()
    obj[key] = value
    settings_path().parent.mkdir(parents=True)
    settings_path().write_text(json.dumps(obj), encoding="utf-8")
    result = load()
    expected = good.replace(**{key: getattr(Settings(), key)})  # language: the system's
    assert result.settings == expected
    assert result.message is None


# ---- bad files ----------------------------------------------------------------------


BAD_FILES: list[tuple[str, bytes, str]] = [
    ("empty", b"", "app.settings.corrupt"),
    ("truncated", a_valid_file()[:40], "app.settings.corrupt"),
    ("garbage", bytes(range(256)) * 4, "app.settings.corrupt"),
    ("not utf-8", b'{"format": "goninkan-settings", "version": 1, "x": "\xff"}',
     "app.settings.corrupt"),
    ("whitespace", b"  \n\n", "app.settings.corrupt"),
    ("a list", b"[1, 2, 3]", "app.settings.corrupt"),
    ("another format", b'{"format": "goninkan-record", "version": 1}', "app.settings.corrupt"),
    ("no version", b'{"format": "goninkan-settings", "speed": "fast"}',
     "app.settings.corrupt"),
    ("version zero", b'{"format": "goninkan-settings", "version": 0}', "app.settings.corrupt"),
    ("deep nesting", b"[" * 100_000, "app.settings.corrupt"),
    ("future version", b'{"format": "goninkan-settings", "version": 2, "speed": "fast"}',
     "app.settings.future"),
]


@pytest.mark.parametrize(("what", "data", "message"), BAD_FILES, ids=[b[0] for b in BAD_FILES])
def test_a_bad_file_is_set_aside_with_a_message(
        config_home: Path, what: str, data: bytes, message: str) -> None:
    config_home.mkdir(parents=True)
    settings_path().write_bytes(data)
    result = load()
    assert result.settings == Settings(), what
    assert result.message == message
    assert result.set_aside == config_home / "settings.json.broken-20250501-120000"
    assert result.set_aside.read_bytes() == data
    assert not settings_path().exists()
    for language in i18n.LANGUAGES:
        i18n.set_language(language)
        try:
            assert result.set_aside.name in i18n.t(result.message, **result.message_params())
        finally:
            i18n.set_language(i18n.DEFAULT_LANGUAGE)
    # Saving afterwards writes a new file and leaves the set-aside one as it was.
    assert save_settings(Settings(language="en"))
    assert result.set_aside.read_bytes() == data
    assert load().settings == Settings(language="en")


def test_bad_files_set_aside_in_the_same_second_keep_each_one(config_home: Path) -> None:
    config_home.mkdir(parents=True)
    for data in (b"one", b"two"):
        settings_path().write_bytes(data)
        assert load().message == "app.settings.corrupt"
    assert (config_home / "settings.json.broken-20250501-120000").read_bytes() == b"one"
    assert (config_home / "settings.json.broken-20250501-120000-2").read_bytes() == b"two"


def test_an_unreadable_file_is_set_aside(config_home: Path) -> None:
    settings_path().mkdir(parents=True)  # a folder where the file should be
    result = load()
    assert result.settings == Settings()
    assert result.message == "app.settings.unreadable"
    assert result.set_aside is not None and result.set_aside.is_dir()
    assert save_settings(Settings())


def test_a_refused_save_returns_false(config_home: Path) -> None:
    config_home.parent.mkdir(parents=True)
    config_home.write_text("a file where the folder should be", encoding="utf-8")
    assert save_settings(Settings()) is False
