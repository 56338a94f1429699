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
    """The code of a card (R4), the bidding game's three extra 2s (B1) included."""
    return ALL_CODES[card]


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


def hand_mask(cards: Iterable[Card]) -> CardSet:
    """The bit mask of distinct cards already checked (a dealt hand): ``mask_of``, summed in C.

    Only for cards ``actions.checked`` has passed: a card repeated or outside the
    bidding game's 53 would give a wrong mask or an ``IndexError``.
    """
    return sum(map(CARD_BITS.__getitem__, cards))


def cards_of(mask: CardSet) -> list[Card]:
    """The cards of a mask, in deck order."""
    cards = []
    while mask:
        low = mask & -mask
        cards.append(low.bit_length() - 1)
        mask ^= low
    return cards


def codes_of(mask: CardSet) -> list[str]:
    """The codes of a mask's cards, in card order (the bidding game's three extra 2s, B1,
    after the joker: ``Deck.codes`` gives a game's own deck order)."""
    return [ALL_CODES[c] for c in cards_of(mask)]


_DRAW_SUIT_STRENGTH = (4, 3, 2, 1)  # R8: clubs > diamonds > hearts > spades


def draw_strength(card: Card) -> tuple[int, int]:
    """How high a card ranks in the first-dealer draw (R8): the lowest deals."""
    return RANK_OF[card], _DRAW_SUIT_STRENGTH[SUIT_OF[card]]



# ---- the bidding game's deck (docs/rules.md B1) --------------------------------------------

EXTRA_TWOS: tuple[Card, ...] = (50, 51, 52)
"""2C, 2D and 2H: the three cards the bidding game adds to the 50 (B1).

They take the numbers after the joker, so every card keeps its number in both
games; within a suit a lower number still ranks higher (each is its suit's 2).
"""

ALL_CODES: tuple[str, ...] = (*CODES, "2C", "2D", "2H")
CARD_BITS: tuple[CardSet, ...] = tuple(1 << card for card in range(len(ALL_CODES)))
"""``CARD_BITS[card] == 1 << card`` for every card of both games."""
ALL_SUIT_OF: tuple[Suit, ...] = (*SUIT_OF, CLUBS, DIAMONDS, HEARTS)
ALL_RANK_OF: tuple[int, ...] = (*RANK_OF, 2, 2, 2)


class Deck:
    """The cards of one game, in deck order (suits C, D, H, S from the ace down, joker last).

    ``parse`` knows only this deck's codes (``"2C"`` is no card of the
    50-card deck); ``codes`` lists a mask's codes in this deck's order, as a
    replay's ``legal`` does.
    """

    __slots__ = ("_index", "_order", "cards", "full", "size")

    def __init__(self, cards: tuple[Card, ...]) -> None:
        self.cards = cards
        self.size = len(cards)
        self.full: CardSet = mask_of(cards)
        self._index = {ALL_CODES[card]: card for card in cards}
        self._order = {card: i for i, card in enumerate(cards)}

    def __deepcopy__(self, memo: dict[int, object]) -> Deck:
        """A deck never changes: a copy of anything holding one holds the same deck."""
        return self

    def parse(self, code: object) -> Card:
        """The card of a code of this deck; ``ValueError`` otherwise."""
        try:
            return self._index[code]  # type: ignore[index]
        except (KeyError, TypeError):
            raise ValueError(f"unknown card code {code!r}") from None

    def in_order(self, mask: CardSet) -> list[Card]:
        """The cards of a mask in this deck's order."""
        return sorted(cards_of(mask), key=self._order.__getitem__)

    def codes(self, mask: CardSet) -> list[str]:
        """The codes of a mask's cards in this deck's order."""
        return [ALL_CODES[card] for card in self.in_order(mask)]


def _bidding_order() -> tuple[Card, ...]:
    order: list[Card] = []
    for suit in SUITS:
        order.extend(c for c in range(JOKER) if SUIT_OF[c] == suit)
        if suit != SPADES:
            order.append(EXTRA_TWOS[suit])
    return (*order, JOKER)


STANDARD_DECK = Deck(tuple(range(DECK_SIZE)))
"""The 50 cards of R1."""
BIDDING_DECK = Deck(_bidding_order())
"""The 53 cards of B1: the 50, and 2C, 2D, 2H."""
