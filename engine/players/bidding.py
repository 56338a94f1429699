"""CPU play for the bidding game (docs/rules.md section 11): bid, lay down, name, play.

Everything here reads a ``SeatView`` only. The levels share one hand
evaluation and differ in how much of it they use:

- ``normal`` bids what ``expected_faces`` says the hand makes (trump length,
  the trump 5, the joker, the sei- and ura-jack, outside aces and kings, the
  kitsune's average worth, what an adjutant and the laid-down cards add); lays
  down unguarded face cards (they are the taisho's once laid down, B7) and the
  short side suits (to make a void), keeping the trumps; names the best card
  it lacks; plays with its side as far as it knows it (the adjutant knows both
  sides and hides by not throwing face cards early).
- ``easy`` bids only on the source's rule of thumb (five of a suit and two of
  5/J/A), lays down its lowest cards, names the trump ace (or the best trump
  it lacks), and plays the naive card: the highest that wins, else the lowest.

The other forms (docs/rules.md section 12) change the numbers, not the craft: with
three players (B15, B16) the taisho counts on no adjutant, on seventeen tricks
of three cards, and lays two cards down; without an auction (B17, B18) the
caller names the suit its hand makes the most tricks in, and every player plays
for its own face cards (no friends to feed; trumps drawn by whoever leads).

Playing alone (naming a card of one's own hand, B8) never scores more for the
taisho under B13 (its ±bid is the same with or without an adjutant, and the
adjutant's share is extra, not taken from it), while an adjutant adds the
strength of a whole hand; so no level plays alone on purpose.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from itertools import combinations

from ..actions import Bid, Decision, Discard, NameAdjutant, NameTrump, Pass, Play
from ..bidding_tricks import FACES, TABLES, five_of, jack_of, ura_jack_of
from ..cards import ALL_RANK_OF, BIDDING_DECK, JOKER, SUITS, Card, CardSet, Suit, ace_of
from ..games import BIDDING, Game
from ..match import Phase
from ..observe import SeatView

MAX_BID = 17

_TOP_TRUMP_TRICKS = (1.0, 0.95, 0.85, 0.75, 0.6, 0.4, 0.3)
"""Tricks expected from the trump 5, joker, sei-jack, ura-jack, A, K, Q held (B5 order)."""

FACES_PER_TRICK = 1.7
"""17 face cards over 10 tricks."""
ADJUTANT_FACES = 4.0
"""What the adjutant's hand adds to the taisho's side, on average (a calibrated guess)."""
KITSUNE_TRICKS = 0.35
"""What three unseen cards add to the best suit, in tricks (they are 3 of 43 unknown cards)."""
THREE_FACES_PER_TRICK = 1.3
"""With three players (B15): the taisho's face cards per trick its hand should win.
Measured over 300 deals where a ``normal`` taisho bid 11 in its best suit against two
``normal`` defenders: face cards ≈ 1.30 × ``trick_estimate`` + 1.56."""
LONG_SUIT = 5
"""The source's rule of thumb: a suit of five of ten cards."""
LONG_SUIT_OF_SEVENTEEN = 7
"""The same rule for a hand of seventeen (B15): a suit as much longer than the average."""
ALONE_MARGIN = 1
"""With three players the taisho bids only a face card above what it needs: alone, a
hand that expects just its bid makes it less than half the time (measured as above:
42% of the hands expecting 10–12 made 11)."""
TWO_KITSUNE_TRICKS = 0.2
"""What two unseen cards add with three players (2 of 36 unknown cards)."""
BASE_FACES = 1.5
"""Faces the taisho's side takes without winning a trick for them (laid down, thrown to it)."""


def top_trumps(trump: Suit) -> tuple[Card, ...]:
    """The trump suit from the top (B5): 5, joker, sei-jack, ura-jack, A, K, Q."""
    ace = ace_of(trump)
    return (five_of(trump), JOKER, jack_of(trump), ura_jack_of(trump), ace, ace + 1, ace + 2)


def trick_estimate(hand: CardSet, trump: Suit) -> float:
    """Tricks this hand should win with ``trump`` as trump (B5, B10)."""
    masks = TABLES[trump][1]
    trumps = hand & masks[trump]
    tricks = sum(value for card, value in zip(top_trumps(trump), _TOP_TRUMP_TRICKS, strict=True)
                 if trumps >> card & 1)
    length = trumps.bit_count()
    tricks += 0.55 * max(0, length - 3)  # long trumps win once the others are drawn
    for suit in SUITS:
        if suit == trump:
            continue
        side = hand & masks[suit]
        count = side.bit_count()
        ace = ace_of(suit)
        if side >> ace & 1:
            tricks += 0.85 if count <= 4 else 0.6
            if side >> (ace + 1) & 1:
                tricks += 0.5
        elif side >> (ace + 1) & 1 and count >= 2:
            tricks += 0.3
        if count == 0 and length >= 3:
            tricks += 0.35  # a void to cut in
    return tricks


def expected_faces(hand: CardSet, trump: Suit, kitsune_unknown: bool = True,
                   game: Game = BIDDING) -> float:
    """Face cards the taisho's side should take with this hand as taisho and ``trump``: the
    adjutant's share only in a form that has one (B16), the faces a trick holds by the
    form's tricks (17 face cards over 10 or 17 tricks)."""
    kitsune = KITSUNE_TRICKS if game.kitsune == BIDDING.kitsune else TWO_KITSUNE_TRICKS
    tricks = trick_estimate(hand, trump) + (kitsune if kitsune_unknown else 0.0)
    adjutant = ADJUTANT_FACES if game.adjutant else 0.0
    per_trick = FACES_PER_TRICK if game.tricks == BIDDING.tricks else THREE_FACES_PER_TRICK
    return min(17.0, BASE_FACES + adjutant + per_trick * tricks)


def best_suit(hand: CardSet, game: Game = BIDDING) -> tuple[Suit, float]:
    """The trump this hand would bid in, and the faces it expects there."""
    return max(((suit, expected_faces(hand, suit, True, game)) for suit in SUITS),
               key=lambda sv: sv[1])


def rule_of_thumb(hand: CardSet, game: Game = BIDDING) -> Suit | None:
    """The source's floor: a suit of five or more with two of its 5, J, A (then bid 11–12);
    with seventeen cards (B15), seven or more."""
    length = LONG_SUIT if game.hand_size == BIDDING.hand_size else LONG_SUIT_OF_SEVENTEEN
    for suit in SUITS:
        masks = TABLES[suit][1]
        held = hand & masks[suit]
        high = sum(1 for card in (five_of(suit), jack_of(suit), ace_of(suit)) if held >> card & 1)
        if held.bit_count() >= length and high >= 2:
            return suit
    return None


# ---- the decisions before play ---------------------------------------------------------

def normal_bid(view: SeatView) -> Decision:
    """B6: the lowest bid allowed if the hand makes it, in the best suit; else pass."""
    game = view.rules.game
    suit, faces = best_suit(view.hand, game)
    low = view.lowest_bid
    margin = 0 if game.adjutant else ALONE_MARGIN
    if low is not None and low + margin <= min(MAX_BID, int(faces)):
        return Bid(view.player, low, suit)
    return Pass(view.player)


def easy_bid(view: SeatView) -> Decision:
    """B6: the rule of thumb only: bid the lowest allowed, up to 12."""
    suit = rule_of_thumb(view.hand, view.rules.game)
    low = view.lowest_bid
    if suit is not None and low is not None and low <= 12:
        return Bid(view.player, low, suit)
    return Pass(view.player)


def normal_discard(view: SeatView) -> tuple[Card, ...]:
    """B7: lay down unguarded side face cards (they count for us once down) and the shortest
    side suits' low cards (a void to cut in); keep every trump while others remain."""
    ordered = discard_order(view)
    return tuple(sorted(ordered[:view.rules.game.discards], key=BIDDING_DECK.cards.index))


def discard_order(view: SeatView) -> list[Card]:
    """The taisho's hand in the normal player's order of laying down (B7), the first first."""
    assert view.trump is not None
    suit_of, masks, power = TABLES[view.trump]
    hand = view.hand

    def keep_score(card: Card) -> tuple[float, int]:
        suit = suit_of[card]
        if suit == view.trump:
            return 100.0 + power[card], card
        side = hand & masks[suit]
        ace = ace_of(suit)
        if card == ace or (card == ace + 1 and side >> ace & 1):
            return 50.0 + power[card], card  # masters: they win tricks
        if FACES >> card & 1:
            return float(side.bit_count()), card  # unguarded face: safest laid down
        return 10.0 + side.bit_count() + power[card] / 20, card

    return sorted(BIDDING_DECK.in_order(hand), key=keep_score)


DISCARD_POOL = 5
"""The normal player's first cards to lay down that ``discard_candidates`` makes its ways of."""
CALL_CANDIDATES = 3
"""How many lay-downs and namings the strong player weighs (``discard_candidates``,
``name_candidates``): the normal player's choice and the next two by its own order."""


def discard_candidates(view: SeatView) -> list[tuple[Card, ...]]:
    """B7: the lay-downs the strong player weighs, the normal player's first: the ways of
    laying down from the normal player's first ``DISCARD_POOL`` cards to lay down, ordered
    by how early their cards come in that order (the sum of their places, then the earliest
    places first), the first ``CALL_CANDIDATES``. Each is in the deck's order."""
    pool = discard_order(view)[:DISCARD_POOL]
    count = view.rules.game.discards
    ways = sorted(combinations(range(len(pool)), count), key=lambda way: (sum(way), way))
    return [tuple(sorted((pool[i] for i in way), key=BIDDING_DECK.cards.index))
            for way in ways[:CALL_CANDIDATES]]


def easy_discard(view: SeatView) -> tuple[Card, ...]:
    """B7: the three lowest non-trumps (trumps only if fewer)."""
    assert view.trump is not None
    suit_of, _, power = TABLES[view.trump]
    cards = BIDDING_DECK.in_order(view.hand)
    ordered = sorted(cards, key=lambda c: (suit_of[c] == view.trump, power[c], c))
    return tuple(sorted(ordered[:view.rules.game.discards], key=BIDDING_DECK.cards.index))


def normal_name(view: SeatView) -> Card:
    """B8: the best card the taisho lacks: the top trumps first, then the side aces of the
    suits it holds least of, then side kings."""
    assert view.trump is not None
    order = name_order(view)
    return order[0] if order else five_of(view.trump)  # all held: it plays alone


def name_order(view: SeatView) -> list[Card]:
    """The cards the taisho lacks in the normal player's order of naming them (B8): the top
    trumps, then the side aces of the suits it holds least of, then side kings."""
    assert view.trump is not None
    mine = view.hand | view.discards
    wanted = list(top_trumps(view.trump))
    _, masks, _ = TABLES[view.trump]
    sides = sorted((s for s in SUITS if s != view.trump),
                   key=lambda s: ((mine & masks[s]).bit_count(), s))
    wanted += [ace_of(s) for s in sides] + [ace_of(s) + 1 for s in sides]
    return [card for card in wanted if not mine >> card & 1]


def name_candidates(view: SeatView) -> list[Card]:
    """B8: the namings the strong player weighs, the normal player's first: its first two
    cards to name and the first side card it would name after them (``CALL_CANDIDATES``
    in all; fewer when it lacks fewer), so that a side ace's holder is weighed beside the
    top trumps' holders. Only the normal player's card when it lacks none (it plays alone)."""
    assert view.trump is not None
    order = name_order(view)
    if not order:
        return [five_of(view.trump)]
    chosen = order[:CALL_CANDIDATES - 1]
    suit_of = TABLES[view.trump][0]
    side = next((c for c in order[len(chosen):] if suit_of[c] != view.trump), None)
    rest = [side] if side is not None else order[len(chosen):]
    return (chosen + rest)[:CALL_CANDIDATES]


def easy_name(view: SeatView) -> Card:
    """B8: the trump ace if not held, else the highest trump missing."""
    assert view.trump is not None
    order = (ace_of(view.trump), *top_trumps(view.trump))
    mine = view.hand | view.discards
    return next((card for card in order if not mine >> card & 1), order[0])


def normal_trump(view: SeatView) -> Suit:
    """B17: the suit this hand makes the most tricks in as trump."""
    return max(SUITS, key=lambda suit: (trick_estimate(view.hand, suit), -suit))


def easy_trump(view: SeatView) -> Suit:
    """B17: the longest suit (its cards under that trump, B5), the first of equals."""
    return max(SUITS, key=lambda suit: ((view.hand & TABLES[suit][1][suit]).bit_count(), -suit))


# ---- trick play ----------------------------------------------------------------------------

class _Table:
    """A trick as one seat sees it: the cards out, who is winning, who is a friend."""

    def __init__(self, view: SeatView) -> None:
        assert view.trump is not None
        self.view = view
        self.suit_of, self.masks, self.power = TABLES[view.trump]
        self.trump = view.trump
        self.unseen = BIDDING_DECK.full & ~view.played & ~view.hand & ~view.discards
        trick = view.trick
        self.led = self.suit_of[trick[0][1]] if trick else -1
        if trick and trick[0][1] == JOKER and view.rules.joker_lead == "free":
            self.led = -1
        self.best: Card = -1
        self.winner = -1
        for player, card in trick:
            if self.beats(card, self.best):
                self.best, self.winner = card, player
        self.friends = self._friends()
        self.last = len(trick) == len(view.seats) - 1

    def beats(self, card: Card, best: Card) -> bool:
        """Whether ``card`` would win over ``best`` (B10), the suit led being ``self.led``."""
        if best < 0:
            return True
        trump = self.trump
        if self.suit_of[card] == trump:
            return self.suit_of[best] != trump or self.power[card] > self.power[best]
        if self.suit_of[best] == trump:
            return False
        return self.suit_of[card] == self.led and self.power[card] > self.power[best]

    def _friends(self) -> frozenset[int]:
        """The players this seat knows to be on its side (B8: the adjutant may be hidden)."""
        view = self.view
        side = set(view.kankei)
        if view.player in side:
            return frozenset(side - {view.player})
        if view.adjutant is not None:  # known: the defenders know each other now
            return frozenset(p for p in view.seats if p not in side and p != view.player)
        return frozenset()

    def is_master(self, card: Card) -> bool:
        """No unseen card would beat ``card`` in its own suit (B5)."""
        suit = self.suit_of[card]
        above = [c for c in BIDDING_DECK.cards if self.unseen >> c & 1
                 and self.suit_of[c] == suit and self.power[c] > self.power[card]]
        return not above


def normal_card(view: SeatView) -> Card:
    """The normal player's card (B9, B10)."""
    table = _Table(view)
    legal = BIDDING_DECK.in_order(view.legal)
    if not view.trick:
        return _lead(table, legal)
    faces_in = sum(1 for _, card in view.trick if FACES >> card & 1)
    winners = [c for c in legal if table.beats(c, table.best)]
    friend_winning = table.winner in table.friends
    if friend_winning and (table.last or table.is_master(table.best)):
        return _throw(table, legal, give=not _hiding(view) or table.last)
    if winners and (faces_in or table.last or not _spare(table, winners)):
        return _cheapest_winner(table, winners)
    if winners and not friend_winning:
        sure = [c for c in winners if table.is_master(c)]
        if sure and faces_in + sum(1 for c in legal if FACES >> c & 1) > 0:
            return _cheapest_winner(table, sure)
    return _throw(table, legal, give=False)


def _hiding(view: SeatView) -> bool:
    """The adjutant keeps itself hidden (no face card thrown) until the named card is out."""
    return view.player not in (view.taisho,) and view.adjutant == view.player and \
        view.adjutant_card is not None and not view.played >> view.adjutant_card & 1


def _spare(table: _Table, winners: list[Card]) -> bool:
    """Whether the only winners are the trump 5 or the joker, best kept for a richer trick."""
    return all(card in (five_of(table.trump), JOKER) for card in winners)


def _cheapest_winner(table: _Table, winners: list[Card]) -> Card:
    """The winner of least worth (``cheapest_winner``), as this seat sees the cards out."""
    return cheapest_winner(winners, table.power, table.masks[table.trump], table.is_master)


def _throw(table: _Table, legal: list[Card], give: bool) -> Card:
    """A card that does not try to win (``throw_card``), as this seat sees the cards out."""
    return throw_card(legal, give, table.power, table.masks[table.trump], table.is_master)


def _lead(table: _Table, legal: list[Card]) -> Card:
    """Lead (``lead_card``), as this seat sees the cards out: the taisho's side (every
    player without sides, B17) draws trumps while it does not know where all the trumps are."""
    view = table.view
    attacking = view.player in view.kankei or not view.rules.game.sides  # B17: all draw
    trump_mask = table.masks[table.trump]
    legal_mask = sum(1 << c for c in legal)
    return lead_card(legal, legal_mask, attacking, bool(table.unseen & trump_mask),
                     table.is_master, table.power, table.suit_of, table.masks, trump_mask)


# ---- the card rules, written once for the normal player and the search's playouts ----------
# Each takes what the player knows as plain tables: ``power`` (B5), the trump suit's mask, and
# ``master(card)``: no card it has not seen would beat ``card`` in its suit.

def cheapest_winner(winners: Sequence[Card], power: Sequence[int], trump_mask: CardSet,
                    master: Callable[[Card], bool]) -> Card:
    """The winner of least worth: not a face card that could be beaten, then the lowest power
    (a trump counting above every side card)."""
    return min(winners, key=lambda c: (bool(FACES >> c & 1) and not master(c),
                                       power[c] + (20 if trump_mask >> c & 1 else 0)))


def throw_card(legal: Sequence[Card], give: bool, power: Sequence[int], trump_mask: CardSet,
               master: Callable[[Card], bool]) -> Card:
    """A card that does not try to win: a face card to a winning friend (``give``: a side
    card first, the lowest), else the least useful card (no face, no trump, low)."""
    if give:
        faces = [c for c in legal if FACES >> c & 1 and not master(c)]
        if faces:
            return max(faces, key=lambda c: (not trump_mask >> c & 1, -power[c]))
    return min(legal, key=lambda c: (bool(FACES >> c & 1), bool(trump_mask >> c & 1), power[c]))


def lead_card(legal: Sequence[Card], counted: CardSet, attacking: bool, trumps_out: bool,
              master: Callable[[Card], bool], power: Sequence[int], suit_of: Sequence[int],
              masks: Sequence[CardSet], trump_mask: CardSet) -> Card:
    """Lead: draw trumps with the lowest master trump while others may hold trumps
    (``attacking``, ``trumps_out``); cash the highest side master; else lead low from the
    shortest side suit (its length counted among ``counted``)."""
    masters = [c for c in legal if master(c)]
    if attacking and trumps_out:
        master_trumps = [c for c in masters if trump_mask >> c & 1]
        if master_trumps:
            return min(master_trumps, key=power.__getitem__)
    side_masters = [c for c in masters if not trump_mask >> c & 1]
    if side_masters:
        return max(side_masters, key=power.__getitem__)
    pool = [c for c in legal if not trump_mask >> c & 1] or list(legal)
    return min(pool, key=lambda c: ((counted & masks[suit_of[c]]).bit_count(),
                                    bool(FACES >> c & 1), power[c]))


def naive_card(view: SeatView) -> Card:
    """A newcomer's card: win with the highest card that wins, else play the lowest."""
    table = _Table(view)
    legal = BIDDING_DECK.in_order(view.legal)
    if not view.trick:
        return max(legal, key=lambda c: (table.suit_of[c] != table.trump, table.power[c]))
    winners = [c for c in legal if table.beats(c, table.best)]
    if winners:
        return max(winners, key=lambda c: table.power[c] + (50 if table.suit_of[c] == table.trump
                                                            else 0))
    return min(legal, key=lambda c: (table.power[c], ALL_RANK_OF[c]))


# ---- the players ------------------------------------------------------------------------------

def _play(view: SeatView, legal: Sequence[Decision], card: Card) -> Decision:
    return next(d for d in legal if isinstance(d, Play) and d.card == card)


def normal_decision(view: SeatView, legal: Sequence[Decision]) -> Decision:
    """The normal player's decision in any phase of the bidding game."""
    if view.phase is Phase.BID:
        return normal_bid(view)
    if view.phase is Phase.DISCARD:
        return Discard(view.player, normal_discard(view))
    if view.phase is Phase.ADJUTANT:
        return NameAdjutant(view.player, normal_name(view))
    if view.phase is Phase.TRUMP:
        return NameTrump(view.player, normal_trump(view))
    return _play(view, legal, normal_card(view))


def easy_decision(view: SeatView, legal: Sequence[Decision], rng: random.Random,
                  slip: float) -> Decision:
    """The beginner's decision: the rule of thumb, the lowest cards down, the naive card
    ``slip`` of the time."""
    if view.phase is Phase.BID:
        return easy_bid(view)
    if view.phase is Phase.DISCARD:
        return Discard(view.player, easy_discard(view))
    if view.phase is Phase.ADJUTANT:
        return NameAdjutant(view.player, easy_name(view))
    if view.phase is Phase.TRUMP:
        return NameTrump(view.player, easy_trump(view))
    if rng.random() < slip:
        return _play(view, legal, naive_card(view))
    return _play(view, legal, normal_card(view))
