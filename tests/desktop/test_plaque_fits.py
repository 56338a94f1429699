"""The table's head plaque: "Trump: diamonds" never spills over the plaque's border (issue 11)."""

from __future__ import annotations

from menu_driver import Desktop

from goninkan_desktop.i18n import set_language
from goninkan_desktop.nodes.plaque import _LEFT_W, TrumpPlaque


def test_the_trump_name_stays_inside_the_plaque_for_every_suit_in_both_languages() -> None:
    desktop = Desktop()
    try:
        for language in ("en", "ja"):
            set_language(language)
            plaque = TrumpPlaque()
            for suit in ("C", "D", "H", "S", None):
                plaque.set_trump(suit)
                label = plaque._yaku
                left = label.pos[0] - label.size[0] / 2
                assert left >= 4 and left + label.size[0] <= _LEFT_W + 4, (language, suit)
    finally:
        set_language("en")
        desktop.close()
