"""Japanese and English: every string the game shows, looked up by key.

Strings live in ``strings/<area>.py`` modules, each a ``STRINGS`` dict of
``key -> {"en": …, "ja": …}`` so both languages of a message sit side by side.
``t(key, **params)`` formats the string of the current language with
``str.format``; a missing key is a bug that the tests catch (``all_strings``).
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Iterator
from typing import Any

from . import strings as _strings_package

LANGUAGES = ("ja", "en")
DEFAULT_LANGUAGE = "en"

_catalog: dict[str, dict[str, str]] = {}
_language = DEFAULT_LANGUAGE


def _load() -> dict[str, dict[str, str]]:
    if not _catalog:
        for module_info in pkgutil.iter_modules(_strings_package.__path__):
            module = importlib.import_module(f"{_strings_package.__name__}.{module_info.name}")
            for key, texts in module.STRINGS.items():
                if key in _catalog:
                    raise KeyError(f"string {key!r} is defined twice")
                _catalog[key] = texts
    return _catalog


def set_language(language: str) -> None:
    """Switch every later ``t()`` to ``language`` (``"ja"`` or ``"en"``)."""
    global _language
    if language not in LANGUAGES:
        raise ValueError(f"unknown language {language!r}")
    _language = language


def language() -> str:
    """The current language."""
    return _language


def t(key: str, **params: Any) -> str:
    """The current language's text for ``key``, with ``params`` filled in."""
    text = _load()[key][_language]
    return text.format(**params) if params else text


def tn(key: str, count: int, **params: Any) -> str:
    """``t(key)`` for a number of things: ``key_one`` for 1 (or −1) and ``key_zero`` for 0
    where the catalogue has them ("1 face card", "2 face cards"); ``{count}`` is filled in."""
    catalogue = _load()
    for variant, wanted in (("_zero", count == 0), ("_one", abs(count) == 1)):
        if wanted and key + variant in catalogue:
            key += variant
            break
    return t(key, **{"count": count, **params})


def sentences(*parts: str | None) -> str:
    """Sentences run together as the current language writes them: a space between English
    sentences, none between Japanese ones (which end in 。). Empty parts are left out."""
    return ("" if _language == "ja" else " ").join(part for part in parts if part)


def in_language(text: str, key: str) -> str:
    """``text`` in the current language if it is ``key``'s text in any language, else ``text``
    (a CPU player's name saved in English shows in Japanese when the game is in Japanese)."""
    texts = _load().get(key, {})
    return t(key) if text in texts.values() else text


def has(key: str) -> bool:
    """Whether ``key`` is a known string."""
    return key in _load()


def all_strings() -> Iterator[tuple[str, str, str]]:
    """Every (key, language, text) in the catalogue, for tests and the font subset."""
    for key, texts in _load().items():
        for lang in LANGUAGES:
            yield key, lang, texts[lang]
