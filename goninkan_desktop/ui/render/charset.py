"""The characters the bundled font must have.

Every string of the i18n catalogue in both languages, plus a margin for text
that is not in the catalogue (numbers, names, punctuation typed into a format
string): printable ASCII, Latin letters with accents and macrons (jūroku),
full-width forms, Japanese punctuation, all hiragana and katakana, kanji
numerals, suit symbols and the players' names. ``build_spec/make_font_subset.py``
subsets the font to exactly this, and ``tests/desktop/test_fonts.py`` checks it.
"""

from __future__ import annotations

import unicodedata

from goninkan_desktop import i18n


def _span(first: int, last: int) -> str:
    return "".join(chr(code) for code in range(first, last + 1))


ASCII = _span(0x20, 0x7E)
LATIN = (_span(0xA0, 0xFF)  # Latin-1: é, ü, ×, ·, «» …
         + "ĀāĒēĪīŌōŪū"  # Hepburn macrons
         + "‐–—―‘’‚“”„†‡•…‰′″‹›€™")
FULL_WIDTH = _span(0xFF01, 0xFF5E) + "￥"  # ！ to ～: full-width digits, letters, signs
JAPANESE_PUNCTUATION = (_span(0x3000, 0x3019)  # 　、。〃〆〇〈〉《》「」『』【】〒〓〔〕〖〗〘〙
                        + "〜〝〟・ー゛゜"
                        + "※→←↑↓⇒○●◎◯△▲▽▼□■◇◆★☆♪✓")
HIRAGANA = _span(0x3041, 0x3096) + _span(0x3099, 0x309F)
KATAKANA = _span(0x30A0, 0x30FF)
KANJI_NUMERALS = "〇一二三四五六七八九十百千万億"
SUIT_SYMBOLS = "♠♣♥♦♤♧♡♢"
PLAYER_NAMES = ("You", "Hanako", "Jiro", "Saburo", "Shiro", "Taro", "Goro",
                "あなた", "花子", "次郎", "三郎", "四郎", "太郎", "五郎", "ＣＰＵ")
"""Names the table may give the players (the terminal match's, in both languages)."""

EXTRA = (ASCII + LATIN + FULL_WIDTH + JAPANESE_PUNCTUATION + HIRAGANA + KATAKANA
         + KANJI_NUMERALS + SUIT_SYMBOLS + "".join(PLAYER_NAMES))


def is_drawn(char: str) -> bool:
    """Whether ``char`` needs a glyph: not a line break, tab or other control character."""
    return unicodedata.category(char) not in ("Cc", "Cf", "Zl", "Zp")


def catalogue_text() -> str:
    """The characters of every string in the catalogue, both languages, sorted."""
    return "".join(sorted({c for _, _, text in i18n.all_strings() for c in text if is_drawn(c)}))


def required_text() -> str:
    """Every character the bundled font must have, sorted."""
    return "".join(sorted(set(catalogue_text()) | {c for c in EXTRA if is_drawn(c)}))
