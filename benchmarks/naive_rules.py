"""A plain, naive implementation of deal 1 of Goninkan, straight from ``docs/rules.md``.

The yardstick for ``benchmarks/engine_speed.py``: cards are strings (``"10S"``,
``"JOKER"``, R4), hands are lists, every rule is looked up as the rules page says
it, with no bit masks and no caching. It plays what ``engine_speed.py``'s
``random_deals_per_second`` plays: a fresh shuffle (R10), the partners found
(R11), split if they sit side by side (R12), a nijū-kan settled by the
standard swap (R13), iku or koi at random (R14), then every card chosen at
random among the legal ones (R15–R18, a joker lead naming a random suit),
tricks won as R19 says, until a side reaches its target (R21, R22).
"""

from __future__ import annotations

import random

SUITS = ["C", "D", "H", "S"]
RANKS = ["A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2"]
"""R2: highest first."""
JOKER = "JOKER"
FACES = ["A", "K", "Q", "J"]
"""R3."""
DECK = [rank + suit for suit in SUITS for rank in RANKS if rank != "2" or suit == "S"] + [JOKER]
"""R1: 12 clubs, diamonds and hearts (no 2), 13 spades, the joker."""
TRUMP = "C"
"""R9: deal 1 of round 1."""
KANKEI_TARGET = 9
MUKANKEI_TARGET = 8
"""R21: deal 1."""


def suit_of(card: str) -> str:
    return card[-1]


def rank_of(card: str) -> str:
    return card[:-1]


def is_face(card: str) -> bool:
    return card != JOKER and rank_of(card) in FACES


def beats(card: str, other: str) -> bool:
    """Whether ``card`` ranks above ``other`` (the same suit, R2)."""
    return RANKS.index(rank_of(card)) < RANKS.index(rank_of(other))


def legal_cards(hand: list[str], trick: list[tuple[int, str]], led: str | None,
                number: int) -> list[str]:
    """The cards of ``hand`` that may be played in trick ``number`` (1–10), ``trick`` so far
    (player, card), ``led`` the suit led (the suit named for a joker lead)."""
    if JOKER in hand and number == 9:
        return [JOKER]  # R17: odori-ban
    joker_allowed = number not in (1, 10)  # R17
    if not trick:
        return [card for card in hand if card != JOKER or joker_allowed]
    following = [card for card in hand if card != JOKER and suit_of(card) == led]
    if following:  # R16, and the joker dances (R17)
        return following + ([JOKER] if JOKER in hand and joker_allowed else [])
    return [card for card in hand if card != JOKER or joker_allowed]


def winner_of(trick: list[tuple[int, str]], led: str) -> int:
    """R19: the joker; else the highest trump; else the highest card of the suit led."""
    for player, card in trick:
        if card == JOKER:
            return player
    best_player, best = -1, ""
    for player, card in trick:
        if suit_of(card) == TRUMP and (best == "" or suit_of(best) != TRUMP or beats(card, best)):
            best_player, best = player, card
    if best:
        return best_player
    for player, card in trick:
        if suit_of(card) == led and (best == "" or beats(card, best)):
            best_player, best = player, card
    return best_player


def holder(hands: list[list[str]], card: str) -> int:
    return next(player for player, hand in enumerate(hands) if card in hand)


def find_partners(hands: list[list[str]], seats: list[int], rng: random.Random) -> list[int]:
    """R11–R13: the two Kankei (players), seats changed as R12 says, a nijū-kan swapped."""
    ace, joker = holder(hands, "A" + TRUMP), holder(hands, JOKER)
    if ace == joker:  # R13, swap: the player two seats to the right becomes the partner
        partner = seats.index((seats[ace] + 2) % 5)
        key = rng.choice(["A" + TRUMP, JOKER])
        given = rng.choice(hands[partner])
        hands[ace].remove(key)
        hands[partner].remove(given)
        hands[ace].append(given)
        hands[partner].append(key)
        return [ace, partner]
    for one, other in ((ace, joker), (joker, ace)):
        if seats[one] == (seats[other] + 1) % 5:  # R12: ``one`` sits on ``other``'s right
            right = seats.index((seats[one] + 1) % 5)
            seats[one], seats[right] = seats[right], seats[one]
    return [ace, joker]


def play_random_deal(rng: random.Random) -> str:
    """One deal 1 played with random legal cards; how it ended (R22, R23)."""
    deck = DECK[:]
    rng.shuffle(deck)
    hands = [deck[i * 10:i * 10 + 10] for i in range(5)]
    seats = [0, 1, 2, 3, 4]
    kankei = find_partners(hands, seats, rng)
    leader = rng.choice(kankei)  # R14: iku or koi
    faces = {"kankei": 0, "mukankei": 0}
    for number in range(1, 11):
        trick: list[tuple[int, str]] = []
        led: str | None = None
        for step in range(5):
            player = seats.index((seats[leader] + step) % 5)  # R15: to the right
            card = rng.choice(legal_cards(hands[player], trick, led, number))
            hands[player].remove(card)
            if step == 0:
                led = rng.choice(SUITS) if card == JOKER else suit_of(card)  # R18
            trick.append((player, card))
        assert led is not None
        leader = winner_of(trick, led)
        side = "kankei" if leader in kankei else "mukankei"
        faces[side] += sum(1 for _, card in trick if is_face(card))
        if faces["kankei"] >= KANKEI_TARGET:
            return "sukonku" if faces["mukankei"] == 0 else "kankei_win"
        if faces["mukankei"] >= MUKANKEI_TARGET:
            return "reverse_sukonku" if faces["kankei"] == 0 else "mukankei_win"
    raise AssertionError("a side always reaches its target (R22)")
