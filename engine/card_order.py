"""How a game ranks its cards, as the searches need it: each suit a run of bits, highest first.

The open-hand solver and the CPU players' searches compare cards by bit
position: within a suit a lower bit ranks higher, and the cards of a suit
are one run of bits. Goninkan's deck order is already so (R1–R4, the joker
apart). The bidding game's order under a trump is not (B5: the trump 5
above the joker, the sei-jack and the ura-jack, the joker and the ura-jack
cards of the trump suit), so it searches in *rank space*: its cards
renumbered so that each suit of B5 is a run of bits from its highest card
down. ``TrickPlay.card_order()`` gives a trick play's order; the searches
never ask which game they play.

``plays_alike`` (``CardOrder.alike``) is the one definition of cards that play
alike, which the solver, the policy and the strong player's search all ask.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .cards import FACE_CARDS, JOKER, SUIT_MASKS, SUIT_OF, CardSet


@dataclass(frozen=True, eq=False)
class CardOrder:
    """One game's cards in rank space (see the module docstring).

    ``rank[c]`` is card c's number in rank space and ``card[r]`` the card of
    number r (for Goninkan both are the identity). Everything else is by rank
    number: ``suit_masks`` (the four suits), ``led[r]`` (the cards that must
    follow when r is led; 0 for a lead that asks for no suit), ``trump``,
    ``faces`` (the face cards, ``is_face`` per number), ``total_faces``,
    ``kind[r]`` (cards of one kind play alike when nothing still in play
    ranks between them: suit and face or not), ``joker`` (the number of a
    joker with Goninkan's own rules, R17–R19, or -1: the bidding game's joker
    is a trump like the others), ``slot[r]`` and ``blank`` (the layout of a
    position's key: each suit's cards in rank order with a separator after
    it), ``free_joker`` (the number of a joker whose lead asks for no suit,
    B9 ``free``, else -1: it has a mark of its own in a key).
    """

    rank: tuple[int, ...]
    card: tuple[int, ...]
    suit_masks: tuple[CardSet, ...]
    led: tuple[CardSet, ...]
    trump: CardSet
    faces: CardSet
    is_face: tuple[bool, ...]
    total_faces: int
    kind: tuple[int, ...]
    joker: int
    slot: tuple[int, ...]
    blank: bytes
    free_joker: int

    @property
    def size(self) -> int:
        """The number of cards."""
        return len(self.card)

    @property
    def joker_bit(self) -> CardSet:
        """The Goninkan joker's bit (R17–R19), or 0."""
        return 1 << self.joker if self.joker >= 0 else 0

    @property
    def trump_faces(self) -> int:
        """How many face cards the trump suit has (the most a run of top trumps can hold)."""
        return (self.trump & self.faces).bit_count()

    def to_ranks(self, cards: CardSet) -> CardSet:
        """A set of cards as rank numbers."""
        if self.rank is _IDENTITY_50:
            return cards
        rank = self.rank
        out = 0
        while cards:
            low = cards & -cards
            out |= 1 << rank[low.bit_length() - 1]
            cards ^= low
        return out

    def alike(self, cards: CardSet, out: CardSet, lowest: bool = False) -> list[int]:
        """One card of each set of ``cards`` that plays alike, by this order's kinds
        (``plays_alike``)."""
        return plays_alike(self.kind, cards, out, lowest)

    def stands_for(self, cards: CardSet, out: CardSet) -> dict[int, int]:
        """Each of ``cards`` (rank numbers) with the highest card of its set alike (``alike``)."""
        picks = self.alike(cards, out)
        stands: dict[int, int] = {}
        at = -1
        while cards:
            low = cards & -cards
            card = low.bit_length() - 1
            cards ^= low
            while at + 1 < len(picks) and picks[at + 1] <= card:
                at += 1
            stands[card] = picks[at]
        return stands


def plays_alike(kind: Sequence[int], cards: CardSet, out: CardSet, lowest: bool = False,
                sets: set[CardSet] | None = None) -> list[int]:
    """One card of each set of ``cards`` (rank numbers, one hand's) that plays alike, the
    highest set first; of each set its highest card, or with ``lowest`` its lowest.

    Two cards play alike when they are of one kind (``kind``: ``CardOrder.kind``; suit,
    and both face cards or neither; the Goninkan joker and a free-leading joker are kinds
    of their own) and no card of ``out`` ranks between them: whatever the other cards
    are, they win or lose the same tricks and take the same faces. ``out`` holds every
    card still in play but this hand's (a card on the table in this trick is in play).
    With ``sets``, each set of two or more cards found is added to it as a mask: what the
    solver's partition search must keep whole when it forgets the order of low cards.
    A function of its own so that the compiled solver calls it compiled (``setup.py``).
    """
    picks: list[int] = []
    previous = -1
    current = 0
    while cards:
        low = cards & -cards
        card = low.bit_length() - 1
        cards ^= low
        if previous >= 0 and kind[previous] == kind[card] \
                and not ((1 << card) - (2 << previous)) & out:
            if lowest:
                picks[-1] = card
            current |= low
        else:
            if sets is not None and current & (current - 1):
                sets.add(current)
            picks.append(card)
            current = low
        previous = card
    if sets is not None and current & (current - 1):
        sets.add(current)
    return picks


def _order(blocks: Sequence[Sequence[int]], suit_of_block: Sequence[int], trump_block: int,
           faces: CardSet, joker: int, free_joker: int) -> CardOrder:
    """An order from its blocks: each a suit's cards (card numbers) from the highest down.

    ``suit_of_block[b]`` is the suit 0–3 of block b (4: the Goninkan joker's
    own block); ``joker`` and ``free_joker`` are card numbers or -1.
    """
    cards = [c for block in blocks for c in block]
    rank = [0] * len(cards)
    for number, card in enumerate(cards):
        rank[card] = number
    suit_masks = [0, 0, 0, 0]
    slot: list[int] = []
    kind: list[int] = []
    face_flags: list[bool] = []
    separators: list[int] = []
    start = 0
    for b, block in enumerate(blocks):
        suit = suit_of_block[b]
        mask = sum(1 << (start + i) for i in range(len(block)))
        if suit < 4:
            suit_masks[suit] |= mask
        for i, card in enumerate(block):
            slot.append(start + i + b)
            face = bool(faces >> card & 1)
            face_flags.append(face)
            kind.append(suit * 2 + face if card != free_joker else 10)  # the joker: 8 or 10
        start += len(block)
        if b < len(blocks) - 1:
            separators.append(start + b)
    blank = bytearray(b"-" * (len(cards) + len(blocks) - 1))
    for at in separators:
        blank[at] = ord("|")
    led = [0 if card == free_joker or suit_of_block[b] > 3 else suit_masks[suit_of_block[b]]
           for b, block in enumerate(blocks) for card in block]
    ranked_faces = sum(1 << rank[c] for c in cards if faces >> c & 1)
    return CardOrder(
        rank=_IDENTITY_50 if tuple(rank) == _IDENTITY_50 else tuple(rank),
        card=tuple(cards), suit_masks=tuple(suit_masks), led=tuple(led),
        trump=suit_masks[suit_of_block[trump_block]] if trump_block >= 0 else 0,
        faces=ranked_faces, is_face=tuple(face_flags), total_faces=faces.bit_count(),
        kind=tuple(kind), joker=rank[joker] if joker >= 0 else -1, slot=tuple(slot),
        blank=bytes(blank), free_joker=rank[free_joker] if free_joker >= 0 else -1)


_IDENTITY_50 = tuple(range(JOKER + 1))


def goninkan_order(trump: int) -> CardOrder:
    """Goninkan's order (R1–R4, R19): deck order; the joker a block of its own."""
    blocks = [[c for c in range(JOKER) if SUIT_OF[c] == suit] for suit in range(4)]
    order = _order([*blocks, [JOKER]], (0, 1, 2, 3, 4), trump, FACE_CARDS, JOKER, -1)
    assert order.suit_masks == SUIT_MASKS
    return order


GONINKAN_ORDERS = tuple(goninkan_order(trump) for trump in range(4))
"""Goninkan's order under each trump (the same but for ``trump``)."""


def bidding_order(trump: int, power: Sequence[int], suit_of: Sequence[int], faces: CardSet,
                  joker_free: bool) -> CardOrder:
    """The bidding game's order under ``trump`` (B5): each suit's cards as ``suit_of`` deals
    them out, from the highest ``power`` down; under ``joker_free`` (B9) a joker lead asks
    for no suit."""
    blocks = [sorted((c for c in range(len(power)) if suit_of[c] == suit),
                     key=lambda c: -power[c]) for suit in range(4)]
    return _order(blocks, (0, 1, 2, 3), trump, faces, -1, JOKER if joker_free else -1)


def quick_faces(hands: list[int], side: tuple[int, ...], leader: int, union: int,
                cash_order: list[int], trump: int, faces: int, free_bit: int,
                joker_bit: int = 0, trick_no: int = 9) -> tuple[int, int]:
    """Faces the leader's side surely takes from here (quick faces): the leader leads,
    suit by suit, its run of top cards, trumps first, each of which no other card can
    take (a card of a plain suit only while every opponent still follows or holds no
    trump, the trumps it had to play to the leader's trumps gone), and each such trick
    takes the leader's faces, the faces the opponents must follow with (or must play,
    having too few other cards), the partners' faces of that suit and, once a partner
    has none of the suit left, the partner's faces of suits the leader does not cash
    (tsukeru). 0 when an opponent holds the Goninkan joker (it takes a trick anywhere),
    and where the leader or a partner holds it unless the plan is over by trick 8
    (``trick_no``: the trick led now): the joker must be played at trick 9 (R17), and a
    partner's takes that trick and leads the next, so the leader's plan ends there.

    The cards are bits of one rank space (``CardOrder``): ``hands`` by seat, ``union`` the
    cards left, ``cash_order`` the suits' masks trumps first, ``trump``/``faces`` masks,
    ``free_bit`` a joker whose lead asks for no suit (B9), ``joker_bit`` the Goninkan joker
    (0 in the bidding game). Returns the faces and the cards whose order the count read:
    the runs cashed (where the leader's run is longer, or a suit not cashed here could be
    cashed, the same plan takes the same faces: the count relies on nothing else but
    counts), which the solver's partition search keeps."""
    seats = len(side)
    ours = side[leader]
    our_joker = False
    if joker_bit and union & joker_bit:
        for player in range(seats):
            if hands[player] & joker_bit:
                if side[player] != ours:
                    return 0, 0
                our_joker = True
    hand = hands[leader]
    total = 0
    cashed = 0
    plan: list[tuple[int, int]] = []
    read = 0
    forced_faces = [0] * seats
    drawn = 0  # the trumps each opponent has had to play to the leader's, cashed first
    for mask in cash_order:
        held = hand & mask
        if not held:
            continue
        cards = union & mask
        if not cards & -cards & held:
            continue
        others = cards & ~held
        run = held & ((others & -others) - 1) if others else held
        rounds = run.bit_count()
        if mask & trump:
            if not run & free_bit:  # a free joker's lead draws no trump (B9)
                drawn = rounds
        else:
            for player in range(seats):
                if side[player] != ours and (hands[player] & trump).bit_count() > drawn:
                    rounds = min(rounds, (hands[player] & mask).bit_count())
            if not rounds:
                continue
        plan.append((mask, rounds))
        if others:  # the partition search keeps the run (a whole suit is a count)
            read |= run
        cashed |= mask
        total += min(rounds, (run & faces).bit_count())
        forced = not run & free_bit  # a free joker's lead asks for no suit (B9)
        for player in range(seats):
            if player == leader:
                continue
            suit = hands[player] & mask
            if side[player] == ours:
                if not hands[player] & joker_bit:
                    total += min(rounds, (suit & faces).bit_count())
            elif forced:
                forced_faces[player] += max(0, min(rounds, suit.bit_count())
                                            - (suit & ~faces).bit_count())
    if plan:
        cashing = sum(rounds for _, rounds in plan)
        if our_joker and trick_no + cashing > 9:
            return 0, 0
        for player in range(seats):
            if side[player] != ours:
                # every card an opponent plays in the plan's tricks is ours: beyond its
                # cards that are not faces, it gives faces
                spare = (hands[player] & ~faces).bit_count()
                total += max(forced_faces[player], cashing - spare)
                continue
            if player == leader or hands[player] & joker_bit:
                continue
            void = 0
            for mask, rounds in plan:
                void += max(0, rounds - (hands[player] & mask).bit_count())
            if void:
                total += min(void, (hands[player] & faces & ~cashed).bit_count())
    return total, read


def trick_stays(side: tuple[int, ...], hands: list[int], next_of: tuple[int, ...],
                wplayer: int, player: int, later: int, beat: int) -> bool:
    """Whether the trick stays with ``wplayer``'s side after ``player``: no player of the
    other side among the ``later`` players after ``player`` holds a card of ``beat``."""
    ours = side[wplayer]
    for _ in range(later):
        player = next_of[player]
        if side[player] != ours and hands[player] & beat:
            return False
    return True


def nth_card(cards: int, rank: int) -> int:
    """The card with ``rank`` cards of ``cards`` before it in deck order."""
    for _ in range(rank):
        cards &= cards - 1
    return (cards & -cards).bit_length() - 1


def kept_cards(union: int, mattered: int, blocks: Sequence[int], block_of: Sequence[int],
               sets: set[int]) -> int:
    """The cards of ``union`` a table entry of partition search keeps in its pattern: per
    block, the top cards down to the lowest one that ``mattered``, and further down so that
    none of ``sets`` (cards searched as one, alike, at this trick start) is split (the cards
    left out must be alike for all play). ``block_of``: per card, the cards of its block."""
    mattered &= union
    kept = 0
    for mask in blocks:
        cards = mattered & mask
        if cards:
            kept |= union & mask & ((2 << (cards.bit_length() - 1)) - 1)
    changed = bool(sets)
    while changed:
        changed = False
        for cards in sets:
            if cards & kept and cards & ~kept:
                lowest = cards.bit_length() - 1
                kept |= union & block_of[lowest] & ((2 << lowest) - 1)
                changed = True
    return kept


def pattern_mask(kept: int, union: int, blocks: Sequence[int]) -> tuple[int, tuple[int, ...]]:
    """A partition search's pattern of ``kept`` among the cards ``union`` left: the mask of
    the position's slots (a byte a card left in order, a separator byte between blocks) that
    keeps each block's top ``kept`` cards, and how many each block keeps (``pattern_cards``
    reads those cards back)."""
    depths: list[int] = []
    mask = 0
    for index, block in enumerate(blocks):
        depth = (kept & block).bit_count()
        depths.append(depth)
        if index:
            mask <<= 8  # the separator
        mask = ((mask << (depth << 3)) | ((1 << (depth << 3)) - 1)) \
            << (((union & block).bit_count() - depth) << 3)
    return mask, tuple(depths)


def pattern_cards(depths: Sequence[int], union: int, blocks: Sequence[int]) -> int:
    """The cards of ``union`` that a pattern keeps: each block's top ``depths``."""
    cards = 0
    for index, depth in enumerate(depths):
        if depth:
            mask = union & blocks[index]
            cards |= mask & ((2 << nth_card(mask, depth - 1)) - 1)
    return cards
