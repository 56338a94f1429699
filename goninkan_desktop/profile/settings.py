"""The player's settings: what they are, their defaults, and how they are kept on disk.

``settings.json`` in the config folder (``paths.config_dir()``) holds one JSON
object: ``{"format": "goninkan-settings", "version": 1, "language": "ja", …}``.
Reading is forgiving key by key: an unknown key is ignored and a bad value
falls back to that key's default. A file that cannot be used as a whole (not
JSON, empty, truncated, not an object, another format, or a newer version) is
set aside under a timestamped name, never overwritten, and ``load_settings``
returns the defaults with a message key (``i18n/strings/app.py``) to show.
"""

from __future__ import annotations

import dataclasses
import json
import locale
import logging
import os
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from engine.errors import RecordError
from engine.rules import RuleSet
from goninkan_desktop.platform import paths, storage
from goninkan_desktop.profile.choices import CPU_LEVELS, SPEEDS, Speed

log = logging.getLogger(__name__)

FILE_NAME = "settings.json"
FORMAT = "goninkan-settings"
VERSION = 1

LANGUAGES = ("ja", "en")
CARD_BACKS = ("indigo", "red", "green")
TURN_TIME_LIMITS: tuple[int | None, ...] = (None, 30, 60)
MIN_WINDOW = (800, 600)
MAX_WINDOW = (7680, 4320)
DEFAULT_WINDOW = (1280, 800)


def system_language(preferred: Iterable[str] | None = None) -> str:
    """``"ja"`` if the system's first preferred language is Japanese, else ``"en"``.

    ``preferred`` lists locale names (``"ja_JP.UTF-8"``, ``"en-GB"``); by default
    they come from ``preferred_locales()``.
    """
    for name in preferred_locales() if preferred is None else preferred:
        code = name.replace("-", "_").split("_")[0].split(".")[0].lower()
        if code and code not in ("c", "posix"):
            return "ja" if code == "ja" else "en"
    return "en"


def preferred_locales() -> list[str]:
    """The system's preferred locales, most preferred first.

    SDL knows the user's UI languages on Windows and macOS (and reads
    ``LANGUAGE``/``LC_ALL``/``LC_MESSAGES``/``LANG`` on Linux); the environment
    and Python's ``locale`` are the fallbacks.
    """
    names: list[str] = []
    try:
        import pygame.system

        names += [item["language"] for item in pygame.system.get_pref_locales()]
    except (ImportError, AttributeError, RuntimeError, OSError) as error:
        log.debug("no preferred locales from SDL: %s", error)
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        names += [part for part in os.environ.get(variable, "").split(":") if part]
    current = locale.getlocale()[0]
    if current:
        names.append(current)
    return names


@dataclass(frozen=True)
class Settings:
    """Everything the player can set. ``rules``: the house rules last used for a new game."""

    language: str = field(default_factory=system_language)
    speed: Speed = "normal"
    reduced_motion: bool = False
    sound: bool = True
    volume: int = 80
    four_colour: bool = False
    card_back: str = "indigo"
    window_size: tuple[int, int] = DEFAULT_WINDOW
    cpu_level: str = "normal"
    rules: RuleSet = field(default_factory=RuleSet)
    teaching_tips: bool = True
    takeback: bool = True
    """Whether "Take back" (and Ctrl+Z) is offered at the table."""
    turn_time_limit: int | None = None
    tutorial_offered: bool = False
    auto_play_single: bool = False
    """When only one card may be played, it is played by itself after a moment."""
    large_cards: bool = False
    """Larger cards in the player's hand."""
    """Whether the first start's offer of the tutorial has been answered (never asked again)."""
    open_hands_at_end: bool = False
    """When a deal ends, show every player's cards as dealt, face up, before its result."""
    hold_tricks: bool = False
    """Each finished trick stays on the table until the player clicks (or presses Enter)."""
    tips_seen: tuple[str, ...] = ()
    """The teaching tips already shown, by kind: each is shown once, ever."""

    def __post_init__(self) -> None:
        for name in _READERS:
            value = getattr(self, name)
            read = _read_value(name, value)
            if read is _BAD or type(read) is not type(value) or read != value:
                raise ValueError(f"bad setting {name}={value!r}")

    def replace(self, **changes: Any) -> Settings:
        """A copy with some settings changed (``ValueError`` for a bad value)."""
        return dataclasses.replace(self, **changes)

    def to_json(self) -> dict[str, Any]:
        """The settings file's object."""
        return {"format": FORMAT, "version": VERSION, **_to_json_values(self)}

    @classmethod
    def from_json(cls, obj: Mapping[str, Any]) -> Settings:
        """Settings from a file's object, key by key: unknown keys ignored, bad values defaulted."""
        values: dict[str, Any] = {}
        for name in _READERS:
            if name not in obj:
                continue
            value = _read_value(name, obj[name])
            if value is _BAD:
                log.warning("setting %s: ignoring bad value %r", name, obj[name])
            else:
                values[name] = value
        return cls(**values)


def _to_json_values(settings: Settings) -> dict[str, Any]:
    values = {f.name: getattr(settings, f.name) for f in dataclasses.fields(settings)}
    values["window_size"] = list(settings.window_size)
    values["rules"] = settings.rules.to_json()
    values["tips_seen"] = list(settings.tips_seen)
    return values


class _Bad:
    """The marker for a value that cannot be read."""


_BAD = _Bad()


def _one_of(choices: tuple[Any, ...]) -> Callable[[Any], Any]:
    def read(value: Any) -> Any:
        # Same type as well as equal: True is not 1, and 30.0 is not 30.
        for choice in choices:
            if type(value) is type(choice) and value == choice:
                return choice
        return _BAD

    return read


def _boolean(value: Any) -> Any:
    return value if isinstance(value, bool) else _BAD


def _volume(value: Any) -> Any:
    if type(value) is int and 0 <= value <= 100:
        return value
    return _BAD


def _window(value: Any) -> Any:
    if not isinstance(value, list | tuple) or len(value) != 2:
        return _BAD
    if not all(type(v) is int for v in value):
        return _BAD
    width, height = value
    if not window_size_allowed((width, height)):
        return _BAD
    return (width, height)


def window_size_allowed(size: tuple[int, int]) -> bool:
    """Whether ``size`` may be saved as the window size (between ``MIN_WINDOW`` and
    ``MAX_WINDOW``; a window dragged smaller than the minimum still works, but is not saved)."""
    width, height = size
    return MIN_WINDOW[0] <= width <= MAX_WINDOW[0] and MIN_WINDOW[1] <= height <= MAX_WINDOW[1]


def _names(value: Any) -> Any:
    if not isinstance(value, list | tuple) or len(value) > 64:
        return _BAD
    if not all(isinstance(v, str) and 0 < len(v) <= 40 for v in value):
        return _BAD
    return tuple(sorted(set(value)))


def _rules(value: Any) -> Any:
    if isinstance(value, RuleSet):
        return value
    try:
        return RuleSet.from_json(value)
    except (RecordError, TypeError):
        return _BAD


_READERS: dict[str, Callable[[Any], Any]] = {
    "language": _one_of(LANGUAGES),
    "speed": _one_of(SPEEDS),
    "reduced_motion": _boolean,
    "sound": _boolean,
    "volume": _volume,
    "four_colour": _boolean,
    "card_back": _one_of(CARD_BACKS),
    "window_size": _window,
    "cpu_level": _one_of(CPU_LEVELS),
    "rules": _rules,
    "teaching_tips": _boolean,
    "takeback": _boolean,
    "turn_time_limit": _one_of(TURN_TIME_LIMITS),
    "tutorial_offered": _boolean,
    "auto_play_single": _boolean,
    "large_cards": _boolean,
    "open_hands_at_end": _boolean,
    "hold_tricks": _boolean,
    "tips_seen": _names,
}


def _read_value(name: str, value: Any) -> Any:
    return _READERS[name](value)


@dataclass(frozen=True)
class SettingsLoad:
    """What ``load_settings`` found.

    ``message`` is a string key for the UI (``None`` when all went well), with
    ``file`` and ``folder`` as its parameters: the name the bad file was set aside under, and
    the folder it lies in (the whole path, for the player to find it).
    """

    settings: Settings
    message: str | None = None
    set_aside: Path | None = None
    detail: str = ""

    def message_params(self) -> dict[str, str]:
        """The parameters of ``message``, for ``i18n.t(message, **params)``."""
        return {"file": self.set_aside.name if self.set_aside else FILE_NAME,
                "folder": str(self.set_aside.parent if self.set_aside else paths.config_dir())}


def settings_path() -> Path:
    """Where the settings file is."""
    return paths.config_dir() / FILE_NAME


def load_settings(path: Path | None = None,
                  now: Callable[[], datetime] = datetime.now) -> SettingsLoad:
    """The saved settings, or the defaults (never an exception)."""
    path = settings_path() if path is None else path
    storage.remove_stale_temps(path)
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return SettingsLoad(Settings())
    except OSError as error:
        return _set_aside(path, "app.settings.unreadable", f"cannot read: {error}", now())
    problem, message, obj = _check_document(data)
    if problem:
        return _set_aside(path, message, problem, now(), _language_in(data))
    return SettingsLoad(Settings.from_json(obj))


_LANGUAGE_ENTRY = re.compile(rb'"language"\s*:\s*"([a-z]{2})"')
"""The language entry of a settings file, found even in one cut short or damaged."""


def _language_in(data: bytes) -> str | None:
    """The language a settings file that cannot be used still names, if it names one of
    ``LANGUAGES``: the message about it, and the game after it, speak the player's
    language rather than the system's."""
    found = _LANGUAGE_ENTRY.search(data)
    language = found.group(1).decode("ascii") if found else None
    return language if language in LANGUAGES else None


def _check_document(data: bytes) -> tuple[str, str, dict[str, Any]]:
    """(problem, message key, object): an empty problem means the object is usable."""
    corrupt = "app.settings.corrupt"
    try:
        obj = json.loads(data)
    except (ValueError, RecursionError) as error:
        return f"not JSON: {error}", corrupt, {}
    if not isinstance(obj, dict) or obj.get("format") != FORMAT:
        return "not a Goninkan settings file", corrupt, {}
    version = obj.get("version")
    if type(version) is not int or version < 1:
        return f"bad version {version!r}", corrupt, {}
    if version > VERSION:
        return f"version {version} is newer than {VERSION}", "app.settings.future", {}
    return "", "", obj


def _set_aside(path: Path, message: str, problem: str, now: datetime,
               language: str | None = None) -> SettingsLoad:
    log.warning("settings file %s: %s", path, problem)
    defaults = Settings() if language is None else Settings(language=language)
    try:
        moved = storage.set_aside(path, now)
    except OSError as error:
        log.warning("cannot set %s aside: %s", path, error)
        return SettingsLoad(defaults, "app.settings.unreadable", detail=f"{problem}; {error}")
    return SettingsLoad(defaults, message, moved, problem)


def save_settings(settings: Settings, path: Path | None = None) -> bool:
    """Write the settings atomically; ``False`` (logged) if the disk refused.

    A settings file that ``load_settings`` could not use has already been set
    aside by then, so this never overwrites one.
    """
    path = settings_path() if path is None else path
    text = json.dumps(settings.to_json(), ensure_ascii=False, indent=1) + "\n"
    try:
        storage.atomic_write_text(path, text)
    except OSError as error:
        log.warning("cannot save settings to %s: %s", path, error)
        return False
    return True
