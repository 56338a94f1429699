"""Table words that must fit and read right: "Trump: diamonds" inside the plaque,
a true minus on the seats' points, a counter on the hand sizes in Japanese."""

from __future__ import annotations

from menu_driver import Desktop

from engine.cards import SUITS
from goninkan_desktop.i18n import set_language
from goninkan_desktop.ui.nodes.base import Node
from goninkan_desktop.ui.nodes.plaque import _LEFT_W, TrumpPlaque
from goninkan_desktop.ui.nodes.seat_panel import BackFan, SeatPanel
from goninkan_desktop.ui.nodes.text import TextNode
from goninkan_desktop.ui.render import CardRenderer


def texts(node: Node) -> list[TextNode]:
    """Every text drawn in ``node``'s tree, as a reader finds it on screen."""
    found = [node] if isinstance(node, TextNode) else []
    for child in node.children:
        found += texts(child)
    return found


def test_the_trump_name_stays_inside_the_plaque_for_every_suit_in_both_languages() -> None:
    desktop = Desktop()
    try:
        for language in ("en", "ja"):
            set_language(language)
            plaque = TrumpPlaque()
            for suit in (*SUITS, None):
                plaque.set_trump(suit)
                label = next(n for n in texts(plaque) if n.text == plaque.trump_label)
                left = label.pos[0] - label.size[0] / 2
                assert left >= 4 and left + label.size[0] <= _LEFT_W + 4, (language, suit)
    finally:
        set_language("en")
        desktop.close()



def test_seat_points_use_a_true_minus_and_hand_counts_a_counter() -> None:
    desktop = Desktop()
    try:
        panel = SeatPanel("Hanako", is_human=False)
        panel.set_points(-3)
        assert panel.points_text == "\u22123 pts"
        panel.set_points(-1)
        assert panel.points_text == "\u22121 pt"
        set_language("ja")
        panel.set_points(-16)
        assert panel.points_text == "\u221216点"
        fan = BackFan(CardRenderer(), (0.0, 0.0))
        fan.set_count(9)
        assert [n.text for n in texts(fan) if n.visible] == ["9枚"]
    finally:
        set_language("en")
        desktop.close()
