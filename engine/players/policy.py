"""The card-play craft of a good club player, on the fast trick-play core.

``choose_play(tp, possible, exact)`` picks the card for the player to act in a
``TrickPlay``. It reads only that player's hand, the public play (the trick,
the cards played, the faces taken, the targets) and ``possible``: per player,
the cards they may hold. A seat at the table passes what its view allows
(``Knowledge.possible``, ``exact=False``); a search that has dealt the hidden
cards passes the dealt hands (``exact=True``), so its rollouts play as well as
a player who has guessed the cards right.

The craft (docs/rules.md section 10): follow low when the trick is lost; tsukeru —
throw a face card onto a trick the partner will win; cut or overtake to take
face cards, cheapest safe winner first; keep the joker for a trick worth it
(R17: it goes by trick 9 anyway); draw trumps with the master trump; cash a
master only where nobody can cut it; lead to a partner's void or strength;
count faces against the targets (R21), and deny the other side its last ones.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from ..cards import (
    DECK_SIZE,
    FACE_CARDS,
    FULL_DECK,
    IS_FACE,
    JOKER,
    JOKER_BIT,
    RANK_OF,
    SUIT_MASKS,
    SUIT_OF,
    SUITS,
    CardSet,
    Suit,
)
from ..games import GONINKAN
from ..tricks import TrickPlay, plays_of

SEATS = GONINKAN.seats
"""Goninkan's five players (R5): this module plays Goninkan only."""

if TYPE_CHECKING:
    from .sampling import SeatKnowledge

HIGHER: tuple[CardSet, ...] = tuple(
    SUIT_MASKS[SUIT_OF[c]] & ((1 << c) - 1) if c != JOKER else 0 for c in range(DECK_SIZE)
)
"""Per card, the cards of its suit that outrank it (R2)."""


def _top(mask: CardSet) -> int:
    """The highest-ranked card of a one-suit mask (a lower number ranks higher)."""
    return (mask & -mask).bit_length() - 1


def _bottom(mask: CardSet) -> int:
    """The lowest-ranked card of a one-suit mask."""
    return mask.bit_length() - 1


def lowest_card(mask: CardSet) -> int:
    """The lowest-ranked card of a mask of any suits (the later suit on equal ranks)."""
    best = -1
    for suit_mask in SUIT_MASKS:
        part = mask & suit_mask
        if part:
            card = _bottom(part)
            if best < 0 or RANK_OF[card] <= RANK_OF[best]:
                best = card
    return best


def needs(tp: TrickPlay, side: int) -> tuple[int, int]:
    """Face cards ``side`` and the other side still need to win the deal (R21, R24)."""
    other = 1 - side
    if tp.juroku_caller >= 0:
        if tp.side[tp.juroku_caller] == side:
            return 16 - tp.faces[side], 1
        return 1, 16 - tp.faces[other]
    targets = (tp.kankei_target, tp.mukankei_target)
    return targets[side] - tp.faces[side], targets[other] - tp.faces[other]


def beaters(tp: TrickPlay, best: int) -> CardSet:
    """The cards that would beat ``best`` in the trick in progress."""
    if best == JOKER:
        return 0
    joker = JOKER_BIT if 1 < tp.trick_no < 10 else 0
    if tp.trump_mask >> best & 1:
        return (HIGHER[best] | joker) & FULL_DECK
    return tp.trump_mask | HIGHER[best] | joker


class _Trick:
    """The player to act's reading of the trick in progress."""

    __slots__ = ("exact", "joker_sure", "led", "loose_void", "me", "opps", "possible", "tp")

    def __init__(self, tp: TrickPlay, possible: Sequence[CardSet], exact: bool) -> None:
        self.tp = tp
        self.possible = possible
        self.exact = exact
        self.me = tp.turn
        self.led = tp.led_mask
        mine = tp.side[self.me]
        later = []
        q = self.me
        for _ in range(4 - len(tp.trick_cards)):
            q = tp.next_of[q]
            later.append(q)
        self.opps = [q for q in later if tp.side[q] != mine]
        self.joker_sure = self.loose_void = False
        if not exact:
            holders = [p for p in range(SEATS) if p != self.me and possible[p] & JOKER_BIT]
            self.joker_sure = len(holders) == 1
            out = 0
            for p in range(SEATS):
                if p != self.me:
                    out |= possible[p]
            self.loose_void = (out & self.led).bit_count() <= 3

    def threatened(self, best: int) -> bool:
        """Whether an opponent still to play may beat ``best``."""
        beat = beaters(self.tp, best)
        if not beat:
            return False
        for q in self.opps:
            hit = self.possible[q] & beat
            if not hit:
                continue
            follow = self.possible[q] & self.led
            if self.exact:
                if not follow or hit & (self.led | JOKER_BIT):
                    return True
            elif (hit & JOKER_BIT and self.joker_sure) or hit & self.led & ~JOKER_BIT or \
                    (hit & self.tp.trump_mask and (not follow or self.loose_void)):
                return True
        return False

    def safe_winner(self, legal: CardSet, best: int) -> int:
        """The cheapest card of ``legal`` (not the joker) that wins and cannot be beaten, or -1."""
        wins = legal & beaters(self.tp, best) & ~JOKER_BIT
        trumps = self.tp.trump_mask
        for part in (wins & ~trumps, wins & trumps):
            while part:
                card = _bottom(part)
                if not self.threatened(card):
                    return card
                part ^= 1 << card
        return -1


def choose_play(tp: TrickPlay, possible: Sequence[CardSet], exact: bool) -> tuple[int, Suit]:
    """The card (and the suit named with a joker lead, else -1) for the player to act."""
    legal = tp.legal()
    if not tp.trick_cards:
        return _lead(tp, legal, possible, exact)
    if legal & (legal - 1) == 0:
        return legal.bit_length() - 1, -1
    return _follow(tp, legal, _Trick(tp, possible, exact)), -1


def _follow(tp: TrickPlay, legal: CardSet, trick: _Trick) -> int:
    mine = tp.side[tp.turn]
    best = tp.best_card()
    winner = tp.trick_winner()
    faces_in = (tp.trick_mask & FACE_CARDS).bit_count()
    need_me, need_opp = needs(tp, mine)
    if tp.side[winner] == mine:
        if not trick.threatened(best):
            face = tsukeru_card(tp, legal, faces_in, need_me)
            return face if face >= 0 else low_card(tp, legal)
        card = trick.safe_winner(legal, best)
        if card >= 0 and (faces_in or IS_FACE[card]):
            return card
        if legal & JOKER_BIT and joker_worth(tp, faces_in, need_me, need_opp):
            return JOKER
        return low_card(tp, legal)
    card = trick.safe_winner(legal, best)
    partner_later = len(trick.opps) < 4 - len(tp.trick_cards)
    if card >= 0 and (faces_in or IS_FACE[card] or partner_later
                      or not tp.trump_mask >> card & 1):
        return card
    if legal & JOKER_BIT and joker_worth(tp, faces_in, need_me, need_opp):
        return JOKER
    if faces_in:
        contest = legal & beaters(tp, best) & ~FACE_CARDS & ~JOKER_BIT
        if contest:
            return _top(contest & tp.trump_mask or contest)
    return low_card(tp, legal)


def joker_worth(tp: TrickPlay, faces_in: int, need_me: int, need_opp: int) -> bool:
    """Whether a trick holding ``faces_in`` face cards is worth the joker (R17)."""
    if tp.trick_no >= 9:
        return True
    if faces_in and (faces_in >= need_me or faces_in >= need_opp):
        return True
    return faces_in >= (1 if tp.trick_no >= 7 else 2)


def is_master(tp: TrickPlay, card: int) -> bool:
    """Whether no card outranking ``card`` in its suit is still in another hand."""
    return not HIGHER[card] & ~tp.played & ~tp.hands[tp.turn]


def tsukeru_card(tp: TrickPlay, legal: CardSet, faces_in: int, need_me: int) -> int:
    """The face card to throw onto the partner's trick, or -1 to keep them all.

    Faces that cannot win a trick of their own go first, the lowest first;
    masters and trump faces only late, or when the deal hangs on this trick.
    """
    faces = legal & FACE_CARDS
    if not faces:
        return -1
    urgent = need_me <= faces_in + 1 or tp.trick_no >= 7
    plain = faces & ~tp.trump_mask
    masters = 0
    rest = plain
    while rest:
        card = _bottom(rest)
        rest ^= 1 << card
        if is_master(tp, card):
            masters |= 1 << card
    loose = plain & ~masters
    if loose:
        return lowest_card(loose)
    if masters and (urgent or tp.trick_no >= 5):
        return lowest_card(masters)
    trumps = faces & tp.trump_mask
    if trumps and urgent:
        card = _bottom(trumps)
        if not is_master(tp, card):
            return card
    return -1


def low_card(tp: TrickPlay, legal: CardSet) -> int:
    """Follow low: the card that gives away least (never a face card if avoidable)."""
    cards = legal & ~JOKER_BIT
    if not cards:
        return JOKER
    follow = cards & tp.led_mask
    if follow:
        plain = follow & ~FACE_CARDS
        return _bottom(plain or follow)
    hand = tp.hands[tp.turn]
    plain = cards & ~tp.trump_mask & ~FACE_CARDS
    if plain:
        short = min((s for s in SUITS if plain & SUIT_MASKS[s]),
                    key=lambda s: ((hand & SUIT_MASKS[s]).bit_count(), -s))
        return _bottom(plain & SUIT_MASKS[short])
    low_trump = cards & tp.trump_mask & ~FACE_CARDS
    if low_trump:
        return _bottom(low_trump)
    faces = cards & ~tp.trump_mask
    loose = 0
    rest = faces
    while rest:
        card = _bottom(rest)
        rest ^= 1 << card
        if not is_master(tp, card):
            loose |= 1 << card
    return lowest_card(loose or faces or cards)


def _lead(tp: TrickPlay, legal: CardSet, possible: Sequence[CardSet],
          exact: bool) -> tuple[int, Suit]:
    """The lead: draw trumps, cash safe masters, find the partner, else lead low."""
    if legal == JOKER_BIT or (legal & JOKER_BIT and exact and _lead_joker_now(tp, possible)):
        return JOKER, joker_suit(tp, possible, exact)
    cards = legal & ~JOKER_BIT
    me = tp.turn
    mine = tp.side[me]
    opps = [p for p in range(SEATS) if tp.side[p] != mine]
    mates = [p for p in range(SEATS) if tp.side[p] == mine and p != me]
    outside = FULL_DECK & ~tp.played & ~tp.hands[me]
    trumps = tp.trump_mask
    opp_cards = 0
    for p in opps:
        opp_cards |= possible[p]
    card = _draw_trumps(tp, cards, outside, opp_cards)
    if card < 0:
        card = _cash_master(tp, cards, outside, possible, opps, exact)
    if card < 0:
        card = _lead_to_partner(tp, cards, outside, possible, mates, opp_cards)
    if card < 0:
        card = _lead_low(tp, cards)
    if card < 0:
        card = lowest_card(cards & trumps & ~FACE_CARDS) if cards & trumps & ~FACE_CARDS else -1
    if card < 0:
        card = lowest_card(cards & ~trumps or cards)
    return card, -1


def _draw_trumps(tp: TrickPlay, cards: CardSet, outside: CardSet, opp_cards: CardSet) -> int:
    """The master trump, when the other side may still hold trumps."""
    mine = cards & tp.trump_mask
    if not mine or not opp_cards & tp.trump_mask:
        return -1
    top = _top(mine)
    return top if not HIGHER[top] & outside else -1


def _cash_master(tp: TrickPlay, cards: CardSet, outside: CardSet,
                 possible: Sequence[CardSet], opps: list[int], exact: bool) -> int:
    """A master of a plain suit that no opponent can cut, highest first."""
    for suit in SUITS:
        suit_mask = SUIT_MASKS[suit]
        if suit_mask == tp.trump_mask or not cards & suit_mask:
            continue
        top = _top(cards & suit_mask)
        if HIGHER[top] & outside:
            continue
        out = (outside & suit_mask).bit_count()
        cut = False
        for q in opps:
            void = not possible[q] & suit_mask or (not exact and out <= 2)
            if void and possible[q] & tp.trump_mask:
                cut = True
                break
        if not cut and IS_FACE[top]:
            return top
    return -1


def _lead_to_partner(tp: TrickPlay, cards: CardSet, outside: CardSet,
                     possible: Sequence[CardSet], mates: list[int], opp_cards: CardSet) -> int:
    """A low card in a suit the partner can cut, or whose master the partner surely holds."""
    plain = cards & ~FACE_CARDS & ~tp.trump_mask
    for suit in SUITS:
        low = plain & SUIT_MASKS[suit]
        if not low:
            continue
        master = outside & SUIT_MASKS[suit]
        top = _top(master) if master else -1
        for mate in mates:
            held = possible[mate]
            void_cut = not held & SUIT_MASKS[suit] and held & tp.trump_mask
            strong = top >= 0 and held >> top & 1 and not opp_cards >> top & 1
            if void_cut or strong:
                return _bottom(low)
    return -1


def _lead_low(tp: TrickPlay, cards: CardSet) -> int:
    """A low card from a plain suit, one holding none of our face cards if possible."""
    hand = tp.hands[tp.turn]
    best = -1
    best_key: tuple[int, int] = (0, 0)
    for suit in SUITS:
        suit_mask = SUIT_MASKS[suit]
        low = cards & suit_mask & ~FACE_CARDS
        if suit_mask == tp.trump_mask or not low:
            continue
        key = (-(hand & suit_mask & FACE_CARDS).bit_count(), (hand & suit_mask).bit_count())
        if best < 0 or key > best_key:
            best, best_key = _bottom(low), key
    return best


def _joker_haul(tp: TrickPlay, possible: Sequence[CardSet], suit: Suit) -> int:
    """Face cards a joker lead naming ``suit`` should bring in, with the hands known."""
    me = tp.turn
    mine = tp.side[me]
    haul = 0
    suit_mask = SUIT_MASKS[suit]
    for q in range(SEATS):
        if q == me:
            continue
        held = possible[q]
        follow = held & suit_mask
        if tp.side[q] == mine:
            haul += 1 if (follow or held) & FACE_CARDS else 0
        elif follow and not follow & ~FACE_CARDS:
            haul += 1
    return haul


def _lead_joker_now(tp: TrickPlay, possible: Sequence[CardSet]) -> bool:
    """Whether to lead the joker before trick 9: when it brings in enough."""
    if tp.trick_no < 2:
        return False
    haul = max(_joker_haul(tp, possible, s) for s in SUITS)
    return haul >= 2 or (tp.trick_no == 8 and haul >= 1)


def joker_suit(tp: TrickPlay, possible: Sequence[CardSet], exact: bool) -> Suit:
    """The suit to name with a joker lead (R18): the one that draws out most face cards."""
    if exact:
        return max(SUITS, key=lambda s: (_joker_haul(tp, possible, s), -s))
    outside = FULL_DECK & ~tp.played & ~tp.hands[tp.turn]

    def density(suit: Suit) -> tuple[float, int]:
        held = outside & SUIT_MASKS[suit]
        return (held & FACE_CARDS).bit_count() / (held.bit_count() + 1), -suit

    return max(SUITS, key=density)


def juroku_sure(tp: TrickPlay, player: int) -> bool:
    """Whether ``player`` can surely take every face card left (R24): call jūroku then.

    True when every face card still out is in their hand, nobody else holds
    a trump, and nobody else holds the joker: leading from the top, they win
    every trick from here.
    """
    hand = tp.hands[player]
    outside = FULL_DECK & ~tp.played & ~hand
    return not outside & (FACE_CARDS | tp.trump_mask | JOKER_BIT)


def playout(tp: TrickPlay, seats: SeatKnowledge | None = None, sees_all: int = -1,
            until: int = 0) -> TrickPlay:
    """Play ``tp`` to the end, or until ``until`` cards are left, with every player on
    ``choose_play``.

    With ``seats`` each player reads only what their own seat knows, as at the
    table, except the players of side ``sees_all`` (if any); without, every
    player sees every hand.
    """
    while tp.result is None and DECK_SIZE - tp.played.bit_count() > until:
        if tp.juroku_decider >= 0:
            tp.decide_juroku(juroku_sure(tp, tp.juroku_decider))
            continue
        if seats is None or tp.side[tp.turn] == sees_all:
            card, suit = choose_play(tp, tp.hands, True)
            if seats is not None:
                seats.saw(tp, tp.turn, card)
        else:
            card, suit = _seat_play(tp, seats)
        tp.play(card, suit)
    return tp


def _seat_play(tp: TrickPlay, seats: SeatKnowledge) -> tuple[int, Suit]:
    """The card the player to act plays reading only their own seat (and ``seats`` sees it)."""
    legal = tp.legal()
    if tp.trick_cards and legal & (legal - 1) == 0:
        card, suit = legal.bit_length() - 1, -1
    else:
        card, suit = choose_play(tp, seats.possible(tp, tp.turn), False)
    seats.saw(tp, tp.turn, card)
    return card, suit


def best_response(tp: TrickPlay, value: Callable[[TrickPlay], float], seats: SeatKnowledge,
                  side: int) -> float:
    """The most ``side`` can get from ``tp`` against the other side playing as in ``playout``.

    The players of ``side`` see every hand and choose together, card by card
    and at a jūroku call (R24), whatever is worth most by ``value`` (of the
    finished deal); the other side's players read only their own seat
    (``seats``) and play ``choose_play``, as at the table. ``tp`` and
    ``seats`` are played on. The tree grows fast with the cards left: an
    endgame search for the last few tricks.
    """
    while tp.result is None:
        decider = tp.juroku_decider
        if decider >= 0:
            if tp.side[decider] != side:
                tp.decide_juroku(juroku_sure(tp, decider))
                continue
            best = float("-inf")
            for call in (True, False):
                child = tp.copy()
                child.decide_juroku(call)
                best = max(best, best_response(child, value, seats.copy(), side))
            return best
        if tp.side[tp.turn] != side:
            tp.play(*_seat_play(tp, seats))
            continue
        choices = distinct_plays(tp)
        if len(choices) > 1:
            best = float("-inf")
            for card, suit in choices:
                child, known = tp.copy(), seats.copy()
                known.saw(child, child.turn, card)
                child.play(card, suit)
                best = max(best, best_response(child, value, known, side))
            return best
        card, suit = choices[0]
        seats.saw(tp, tp.turn, card)
        tp.play(card, suit)
    return value(tp)


def distinct_plays(tp: TrickPlay) -> list[tuple[int, Suit]]:
    """The plays open to the player to act, the highest card of each set of cards that play
    alike (``CardOrder.alike``); a joker lead comes with each suit it may name (R18)."""
    order = tp.card_order()
    out = ~order.to_ranks(tp.played & ~tp.trick_mask | tp.hands[tp.turn])
    leading = not tp.trick_cards
    plays: list[tuple[int, Suit]] = []
    for rank in order.alike(order.to_ranks(tp.legal()), out):
        plays.extend(plays_of(1 << order.card[rank], leading))
    return plays
