"""Whether a card is sure to win the trick in progress, judged from one seat's view alone.

A hint may say "takes the trick" only when nothing the seat cannot see could
beat the card: ``trick_outlook`` looks at every player still to play in the
trick and at every card that player may hold as far as the ``SeatView``
proves (``sampling.knowledge_of`` in Goninkan: the cards known to be in a
hand, R11, R13, R26, the suits a player has shown to be out of, R16, the
joker barred in trick 9, R17; in the bidding game the cards not seen by this
seat, the suits a player did not follow, B9, the named card once its holder
is known, B8, and each hand's size beside the cards lying face down out of
play, which nobody can play: the laid-down cards, B7, B16, and without an
auction the kitsune, B17). A card such a player may hold and could play, and
that would beat the card, is a *threat*; with no threat the win is certain.

Both games' card orders are honoured: Goninkan's (R19: the joker above all,
never in trick 1 or 10; trumps; the suit led, the ace high) and the bidding
game's (B5, B10: the trump 5, the joker, the sei-jack and the ura-jack above
the trump ace; a joker led under the ``free`` house rule asks for no suit).
The judgement errs one way only: a threat may be a card nobody can really
play there (in Goninkan a hand's size is not weighed), never the other way
round, so a card called certain always wins.
"""

from __future__ import annotations

from dataclasses import dataclass

from .bidding_tricks import TABLES
from .cards import (
    BIDDING_DECK,
    JOKER,
    JOKER_BIT,
    SUIT_MASKS,
    SUIT_OF,
    Card,
    CardSet,
    Suit,
    cards_of,
)
from .observe import SeatView
from .players.sampling import knowledge_of


@dataclass(frozen=True)
class TrickOutlook:
    """What one card would do in the trick in progress, as the seat can know it.

    ``beats_table``: it beats every card already in the trick (a lead does).
    ``threats``: the cards a player still to play may hold, could play and that
    would beat it, highest first. ``certain``: it beats the table and no
    threat is left, so it wins the trick whatever the others hold and play.
    """

    card: Card
    beats_table: bool
    threats: tuple[Card, ...]
    later_players: tuple[int, ...]

    @property
    def certain(self) -> bool:
        """The card wins the trick in every deal consistent with the view."""
        return self.beats_table and not self.threats


class _Order:
    """One game's rule of which card beats which in this trick (R19; B5, B10)."""

    def __init__(self, view: SeatView, card: Card, suit: Suit | None) -> None:
        assert view.trump is not None
        self.trump = view.trump
        self.goninkan = not view.rules.game.is_bidding
        self.trick_no = view.trick_no
        first = view.trick[0][1] if view.trick else card
        if self.goninkan:
            self.suit_of: tuple[int, ...] = SUIT_OF
            self.power: tuple[int, ...] = tuple(-c for c in range(len(SUIT_OF)))
            if view.trick:
                assert view.led_suit is not None
                self.led = view.led_suit
            else:
                self.led = (suit if suit is not None and suit >= 0 else 0) if card == JOKER \
                    else SUIT_OF[card]
        else:
            self.suit_of, _, self.power = TABLES[self.trump]
            free = first == JOKER and view.rules.joker_lead == "free"
            self.led = -1 if free else self.suit_of[first]
        self.led_mask = SUIT_MASKS[self.led] if self.led >= 0 else 0
        if not self.goninkan and self.led >= 0:
            self.led_mask = TABLES[self.trump][1][self.led]

    def beats(self, card: Card, best: Card) -> bool:
        """Whether ``card`` played after ``best`` would take its place as the winning card."""
        if self.goninkan:
            if best == JOKER:
                return False
            if card == JOKER:
                return 1 < self.trick_no < 10  # R17: never in trick 1 or 10
        suit_of, trump = self.suit_of, self.trump
        if suit_of[card] == trump:
            return suit_of[best] != trump or self.power[card] > self.power[best]
        if suit_of[best] == trump:
            return False
        return suit_of[card] == self.led and suit_of[best] == self.led and \
            self.power[card] > self.power[best]

    def playable(self, cards: CardSet, known: CardSet) -> CardSet:
        """Of ``cards`` a player may hold, those they could play here: a player known to hold
        a card of the suit led must follow (R16, B9); Goninkan's joker may always be played
        (R17), except in tricks 1 and 10."""
        joker = JOKER_BIT if self.goninkan else 0
        if joker and not 1 < self.trick_no < 10:
            cards &= ~joker
        if known & self.led_mask & ~joker:
            return cards & (self.led_mask | joker)
        return cards


def later_players(view: SeatView) -> tuple[int, ...]:
    """The players who play after this seat in the trick in progress, in turn."""
    players: list[int] = []
    player = view.player
    for _ in range(len(view.seats) - 1 - len(view.trick)):
        player = view.next_of(player)
        players.append(player)
    return tuple(players)


def possible_cards(view: SeatView) -> tuple[tuple[CardSet, ...], tuple[CardSet, ...]]:
    """Per player, the cards they may hold and the cards they surely hold, as the view proves.

    In the bidding game a card this seat has not seen lies in another hand or face down out
    of play: the cards laid down (B7, B16) for all but the taisho, the kitsune without an
    auction (B17: nobody's, ever). A hand's size is weighed with the face-down cards' count
    (``_fitting``): a card counts as possibly held by a player only if the other unseen cards
    can still be placed around it."""
    if not view.rules.game.is_bidding:
        knowledge = knowledge_of(view)
        return (tuple(knowledge.possible(p) for p in range(len(view.seats))), knowledge.fixed)
    hidden = BIDDING_DECK.full & ~view.played & ~view.hand & ~view.discards
    voids = bidding_voids(view)
    fixed = [0] * len(view.seats)
    fixed[view.player] = view.hand
    named = view.adjutant_card
    if named is not None and view.adjutant is not None and view.adjutant != view.player \
            and hidden >> named & 1:
        fixed[view.adjutant] = 1 << named  # B8: a known adjutant holds the named card
        hidden &= ~(1 << named)
    others = [p for p in range(len(view.seats)) if p != view.player]
    rooms = [view.hand_sizes[p] - fixed[p].bit_count() for p in others]
    fitting = _fitting(hidden, [hidden & ~voids[p] for p in others], rooms)
    possible = [view.hand] * len(view.seats)
    for p, cards in zip(others, fitting, strict=True):
        possible[p] = cards | fixed[p]
    return tuple(possible), tuple(fixed)


def _fitting(hidden: CardSet, allowed: list[CardSet], rooms: list[int]) -> list[CardSet]:
    """Per hand, the cards of ``allowed`` (what it may hold by the suits shown) that it may
    hold once every hand's size is weighed: ``hidden`` filling the ``rooms`` and the rest face
    down, out of play, where any card may lie.

    The unseen cards can be placed only if no group of places is offered more cards than it
    has room for (Hall's condition); a group with exactly as many (*tight*) takes nothing else,
    so a card that may lie outside a tight group is not in any hand of that group."""
    pile = hidden.bit_count() - sum(rooms)
    places, caps = list(allowed), list(rooms)
    if pile > 0:  # the face-down cards, last, may be any card
        places.append(hidden)
        caps.append(pile)
    classes: dict[int, CardSet] = {}  # the places a card may lie in -> those cards
    for card in cards_of(hidden):
        where = sum(1 << i for i, cards in enumerate(places) if cards >> card & 1)
        classes[where] = classes.get(where, 0) | 1 << card
    out = list(allowed)
    for group in range(1, (1 << len(places)) - 1):
        offered = sum(cards.bit_count() for where, cards in classes.items() if not where & ~group)
        room = sum(cap for i, cap in enumerate(caps) if group >> i & 1)
        if offered > room:
            return list(allowed)  # the view proves no placing (never in play): weigh nothing
        if offered < room:
            continue
        outside = sum(cards for where, cards in classes.items() if where & ~group)
        for i in range(len(allowed)):
            if group >> i & 1:
                out[i] &= ~outside
    return out


def bidding_voids(view: SeatView) -> list[CardSet]:
    """Per player, the cards of the suits they did not follow in the bidding game (B9)."""
    assert view.trump is not None
    suit_of, masks, _ = TABLES[view.trump]
    voids = [0] * len(view.seats)
    tricks = [trick.plays for trick in view.tricks]
    if view.trick:
        tricks.append(view.trick)
    for plays in tricks:
        first = plays[0][1]
        if first == JOKER and view.rules.joker_lead == "free":
            continue  # B9 free: the joker led asks for no suit
        led = suit_of[first]
        for player, card in plays[1:]:
            if suit_of[card] != led:
                voids[player] |= masks[led]
    return voids


def trick_outlook(view: SeatView, card: Card, suit: Suit | None = None) -> TrickOutlook:
    """What playing ``card`` (a joker lead naming ``suit`` in Goninkan) does to the trick in
    progress, from ``view`` alone. ``view`` is this seat's, with its turn to play."""
    order = _Order(view, card, suit)
    beats_table = True
    if view.trick:
        beats_table = order.beats(card, _best(order, view))
    return TrickOutlook(card, beats_table, _threats(view, order, card), later_players(view))


def threats_to_best(view: SeatView) -> tuple[Card, ...]:
    """The cards that a player after this seat may hold and play and that would beat the card
    winning the trick now (this seat's own card left aside): none when it surely holds."""
    if not view.trick:
        return ()
    order = _Order(view, view.trick[0][1], view.led_suit)
    return _threats(view, order, _best(order, view))


def _best(order: _Order, view: SeatView) -> Card:
    """The card winning the trick so far (R19, B10)."""
    best = view.trick[0][1]
    for _, played in view.trick[1:]:
        if order.beats(played, best):
            best = played
    return best


def _threats(view: SeatView, order: _Order, card: Card) -> tuple[Card, ...]:
    """The cards players after this seat may hold and play that would beat ``card``, highest
    first (the joker first in Goninkan, then trumps, then the rest by power)."""
    possible, fixed = possible_cards(view)
    threats: CardSet = 0
    for player in later_players(view):
        for held in cards_of(order.playable(possible[player], fixed[player])):
            if order.beats(held, card):
                threats |= 1 << held
    goninkan_joker = order.goninkan and threats & JOKER_BIT
    ranked = sorted(cards_of(threats & ~JOKER_BIT if goninkan_joker else threats),
                    key=lambda c: (order.suit_of[c] != order.trump, -order.power[c]))
    return (JOKER, *ranked) if goninkan_joker else tuple(ranked)


@dataclass(frozen=True)
class ThreatGroups:
    """The threats to a card as a player reads them: the higher cards of its own suit (highest
    first), how many trumps may cut it (a card not of trump), and the joker (Goninkan's, which
    is above every suit; the bidding game's joker is a trump like the others)."""

    higher: tuple[Card, ...]
    trumps: int
    joker: bool


def threat_groups(view: SeatView, outlook: TrickOutlook) -> ThreatGroups:
    """``outlook.threats`` grouped for words (``ThreatGroups``)."""
    assert view.trump is not None
    goninkan = not view.rules.game.is_bidding
    suit_of = SUIT_OF if goninkan else TABLES[view.trump][0]
    own = suit_of[outlook.card]
    joker = goninkan and JOKER in outlook.threats
    rest = [c for c in outlook.threats if not (goninkan and c == JOKER)]
    higher = tuple(c for c in rest if suit_of[c] == own)
    trumps = sum(1 for c in rest if suit_of[c] == view.trump and own != view.trump)
    return ThreatGroups(higher, trumps, joker)


def certain_to_win(view: SeatView, card: Card, suit: Suit | None = None) -> bool:
    """Whether ``card`` wins the trick in progress in every deal consistent with ``view``."""
    return trick_outlook(view, card, suit).certain


__all__ = [
    "ThreatGroups",
    "TrickOutlook",
    "bidding_voids",
    "certain_to_win",
    "later_players",
    "possible_cards",
    "threat_groups",
    "threats_to_best",
    "trick_outlook",
]
