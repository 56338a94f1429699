"""The hand's order on screen: the joker, then trump, then the other suits by colour.

Cards become codes with the engine's own ``card_code``/``codes_of``/``parse_card``.
"""

from __future__ import annotations

from collections.abc import Iterable

JOKER_CODE = "JOKER"
"""The joker's code (the engine's ``JOKER`` is its card number, 49)."""
_RANKS = ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2")


def suit_order(trump: str | None) -> list[str]:
    """Suits left to right in the hand: trump first, then alternating colours where possible."""
    black_red = ["S", "H", "C", "D"]
    if trump is None:
        return black_red
    rest = [s for s in black_red if s != trump]
    trump_black = trump in "CS"
    # after a black trump put a red suit next, after a red trump a black one
    rest.sort(key=lambda s: (s in "CS") == trump_black)
    if len(rest) == 3 and (rest[0] in "CS") == (rest[1] in "CS"):
        rest[1], rest[2] = rest[2], rest[1]
    return [trump, *rest]


def sort_hand(hand: Iterable[str], trump: str | None) -> list[str]:
    """The hand as shown: the joker, then trump, then the other suits, each high to low."""
    order = suit_order(trump)

    def key(code_text: str) -> tuple[int, int]:
        if code_text == JOKER_CODE:
            return (-1, 0)
        return (order.index(code_text[-1]), _RANKS.index(code_text[:-1]))

    return sorted(hand, key=key)
