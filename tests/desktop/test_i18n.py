"""Every string exists in both languages and formats."""

from __future__ import annotations

import pytest

from goninkan_desktop import i18n


def test_every_key_has_japanese_and_english() -> None:
    for key, lang, text in i18n.all_strings():
        assert isinstance(text, str) and text.strip(), (key, lang)


def test_switching_language() -> None:
    try:
        i18n.set_language("ja")
        assert i18n.t("suit.S") == "スッペ"
        i18n.set_language("en")
        assert i18n.t("suit.S") == "spades"
    finally:
        i18n.set_language(i18n.DEFAULT_LANGUAGE)
    with pytest.raises(ValueError):
        i18n.set_language("fr")
