"""The 50 cards (R1–R4), as small integers in deck order.

A card is an ``int`` from 0 to 49 in *deck order*: clubs, diamonds, hearts,
spades, each from the ace down (clubs, diamonds and hearts stop at 3, spades at
2), the joker last. Because the ace comes first, a lower number is a higher
rank within a suit. A set of cards is an ``int`` bit mask (bit ``c`` set when
card ``c`` is in the set), which keeps legality checks and search fast.

Text codes (R4) round-trip: ``parse_card("10H")`` and ``card_code(card)``.
"""

from __future__ import annotations

from collections.abc import Iterable

Card = int
"""A card: 0–49 in deck order (see the module docstring)."""

CardSet = int
"""A set of cards as a bit mask."""

Suit = int
"""A suit: 0 clubs, 1 diamonds, 2 hearts, 3 spades."""

CLUBS, DIAMONDS, HEARTS, SPADES = 0, 1, 2, 3
SUITS: tuple[Suit, ...] = (CLUBS, DIAMONDS, HEARTS, SPADES)
SUIT_LETTERS = "CDHS"
SUIT_NAMES = ("clubs", "diamonds", "hearts", "spades")
NO_SUIT = 4
"""The joker's suit: it belongs to none."""

_RANK_TEXT = {14: "A", 13: "K", 12: "Q", 11: "J"}


def _build_deck() -> tuple[tuple[str, ...], tuple[int, ...], tuple[int, ...]]:
    codes: list[str] = []
    suits: list[int] = []
    ranks: list[int] = []
    for suit in SUITS:
        lowest = 2 if suit == SPADES else 3  # R1: no 2 of clubs, diamonds, hearts
        for rank in range(14, lowest - 1, -1):
            codes.append(_RANK_TEXT.get(rank, str(rank)) + SUIT_LETTERS[suit])
            suits.append(suit)
            ranks.append(rank)
    codes.append("JOKER")
    suits.append(NO_SUIT)
    ranks.append(0)
    return tuple(codes), tuple(suits), tuple(ranks)


CODES, SUIT_OF, RANK_OF = _build_deck()
"""Per card: its code (R4), its suit (``NO_SUIT`` for the joker), its rank 2–14 (joker 0)."""

DECK_SIZE = len(CODES)
JOKER: Card = DECK_SIZE - 1
JOKER_BIT: CardSet = 1 << JOKER
FULL_DECK: CardSet = (1 << DECK_SIZE) - 1

_INDEX = {code: card for card, code in enumerate(CODES)}

SUIT_MASKS: tuple[CardSet, ...] = tuple(
    sum(1 << c for c in range(DECK_SIZE) if SUIT_OF[c] == s) for s in SUITS
)
FACE_CARDS: CardSet = sum(1 << c for c in range(DECK_SIZE) if RANK_OF[c] >= 11)
"""The 16 face cards (efuda, R3): A K Q J of each suit. The joker is not one."""

IS_FACE: tuple[bool, ...] = tuple(bool(FACE_CARDS >> c & 1) for c in range(DECK_SIZE))


def parse_card(code: str) -> Card:
    """The card of a code such as ``"AC"``, ``"10H"`` or ``"JOKER"``; ``ValueError`` if unknown."""
    try:
        return _INDEX[code]
    except (KeyError, TypeError):
        raise ValueError(f"unknown card code {code!r}") from None


def card_code(card: Card) -> str:
    """The code of a card (R4)."""
    return CODES[card]


def parse_suit(letter: str) -> Suit:
    """The suit of a letter C, D, H or S; ``ValueError`` otherwise."""
    if not isinstance(letter, str) or len(letter) != 1 or letter not in SUIT_LETTERS:
        raise ValueError(f"unknown suit {letter!r}")
    return SUIT_LETTERS.index(letter)


def ace_of(suit: Suit) -> Card:
    """The ace of a suit: the trump ace is the yaku-pin."""
    return _INDEX["A" + SUIT_LETTERS[suit]]


def mask_of(cards: Iterable[Card]) -> CardSet:
    """The bit mask of some cards."""
    mask = 0
    for card in cards:
        mask |= 1 << card
    return mask


def cards_of(mask: CardSet) -> list[Card]:
    """The cards of a mask, in deck order."""
    cards = []
    while mask:
        low = mask & -mask
        cards.append(low.bit_length() - 1)
        mask ^= low
    return cards


def codes_of(mask: CardSet) -> list[str]:
    """The codes of a mask's cards, in deck order."""
    return [CODES[c] for c in cards_of(mask)]


_DRAW_SUIT_STRENGTH = (4, 3, 2, 1)  # R8: clubs > diamonds > hearts > spades


def draw_strength(card: Card) -> tuple[int, int]:
    """How high a card ranks in the first-dealer draw (R8): the lowest deals."""
    return RANK_OF[card], _DRAW_SUIT_STRENGTH[SUIT_OF[card]]

