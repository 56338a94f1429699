"""A searching player for the bidding game: deals sampled to fit the view, played out.

For a card to play, ``BiddingSearchPlayer`` deals the cards it cannot see
(the other hands and, unless it is the taisho, the three laid down) anew many
times, each time consistently with its ``SeatView``: hand sizes, the suits a
player has shown to be out of (B9), and the named card, which lies in another
player's hand when this seat is the taisho and knows it does not play alone.
In each sampled deal the adjutant is whoever holds the named card there; where
this seat does not know who that is, the named card's place is drawn by how
the play so far reads (``adjutant_reading``: who helped the taisho, who threw
a face card under its winning card, who took its tricks), so the samples
read the hidden side as well as the view allows. Each legal card
is then played out in every sample, every seat playing as the normal player
does (``table_card``: the table's play, each player knowing its side), until
the bid is made or out of reach (B12; without an auction, to the last trick), and
the card with the best average is chosen: the seat's own points (B13) for the
taisho and the adjutant, the taisho's loss for a defender. The taisho samples
twice the deals the others do (``TAISHO_SAMPLES``: its card search is where
the strong player's points come from), and the cards whose average is close
to the best's (``CLOSE_MARGIN``) are played out on ``CLOSE_SAMPLES`` more
deals before one is chosen among them. Bids are the normal player's; the taisho's
lay-down (B7) and naming (B8) are chosen among the few the normal player ranks first
(``bidding.discard_candidates``, ``name_candidates``) by ``CALL_SAMPLES`` sampled deals
played out from the first card (``search_discard``, ``search_name``): another than the
normal player's only where it does clearly better there (``CALL_MARGIN``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TypeVar

from ..actions import Decision, Discard, NameAdjutant, Play
from ..bidding import deal_points
from ..bidding_tricks import FACES, TABLES, BiddingPlay, five_of
from ..cards import BIDDING_DECK, JOKER, Card, CardSet, cards_of
from ..games import BIDDING
from ..match import Phase
from ..observe import SeatView
from .adjutant_reading import LAID, holder_weights
from .bidding import (
    cheapest_winner,
    discard_candidates,
    lead_card,
    name_candidates,
    normal_card,
    normal_decision,
    normal_name,
    throw_card,
)

SAMPLES = 24
"""Sampled deals per decision."""
TAISHO_SAMPLES = 48
"""Sampled deals per decision for the taisho (issue 37: twice the deals for the taisho,
and the close cards re-searched, measured ahead of 24 deals on every seed)."""
CLOSE_SAMPLES = 24
"""More sampled deals for the cards whose average is within ``CLOSE_MARGIN`` of the best."""
CLOSE_MARGIN = 0.1
"""How close to the best average a card must be to be searched further: a share of the
stake (``_stake``: the bid, or the adjutant's half of it)."""


def _voids(view: SeatView) -> list[CardSet]:
    """Per player, the cards it cannot hold: the suits it did not follow (B9)."""
    assert view.trump is not None
    suit_of, masks, _ = TABLES[view.trump]
    out = [0] * len(view.seats)
    plays = [(t.plays, t.led_suit) for t in view.tricks]
    if view.trick:
        first = view.trick[0][1]
        free = first == JOKER and view.rules.joker_lead == "free"
        plays.append((view.trick, -1 if free else suit_of[first]))
    for trick, led in plays:
        if led < 0:
            continue
        for player, card in trick[1:]:
            if suit_of[card] != led:
                out[player] |= masks[led]
    return out


def sample_hands(view: SeatView, rng: random.Random, weights: Sequence[float] | None = None
                 ) -> tuple[list[CardSet], CardSet]:
    """Hidden cards dealt anew to fit the view: the hands by player, and the laid-down cards.

    With ``weights`` (``adjutant_reading.holder_weights``: per hand, then the laid-down
    cards), the named card's place is drawn first, with chance in proportion to its weight
    times the cards it holds unseen (its chance in a uniform deal, the voids aside), and the
    rest dealt around it.
    """
    place = None if weights is None else _weighted_place(view, weights, rng)
    return _fitting_hands(view, rng, place)


def _weighted_place(view: SeatView, weights: Sequence[float], rng: random.Random) -> int | None:
    """A place for the named card (a player, or ``LAID``) drawn by ``weights`` times its size."""
    sizes = [*view.hand_sizes, view.rules.game.discards if view.player != view.taisho else 0]
    chances = [weight * size for weight, size in zip(weights, sizes, strict=True)]
    total = sum(chances)
    if total <= 0:
        return None
    pick = rng.random() * total
    for place, chance in enumerate(chances):
        pick -= chance
        if pick < 0:
            return place
    return max(range(len(chances)), key=chances.__getitem__)


def _fitting_hands(view: SeatView, rng: random.Random, place: int | None = None
                   ) -> tuple[list[CardSet], CardSet]:
    """A deal of the hidden cards that fits the view; the named card in ``place`` if given."""
    me, taisho = view.player, view.taisho
    hidden = BIDDING_DECK.full & ~view.played & ~view.hand & ~view.discards
    voids = _voids(view)
    named = view.adjutant_card
    must_hold = -1
    if named is not None and hidden >> named & 1:
        if view.adjutant is not None:
            must_hold = view.adjutant
        elif me == taisho and not view.alone:
            must_hold = -2  # some other player's hand, not the laid-down cards
    placed = 0
    if place is not None and named is not None:
        placed, must_hold = 1 << named, -1
        hidden &= ~placed
    others = [p for p in range(len(view.seats)) if p != me]
    laid_count = _unseen_pile(view) - (place == LAID)
    cards = cards_of(hidden)
    for _ in range(60):
        rng.shuffle(cards)
        hands = [0] * len(view.seats)
        hands[me] = view.hand
        at = 0
        for p in others:
            size = view.hand_sizes[p] - (p == place)
            hands[p] = sum(1 << c for c in cards[at:at + size])
            at += size
        laid = sum(1 << c for c in cards[at:at + laid_count])
        if place == LAID:
            laid |= placed
        elif place is not None:
            hands[place] |= placed
        if any(hands[p] & voids[p] for p in others):
            continue
        if must_hold >= 0 and not hands[must_hold] >> named & 1:  # type: ignore[operator]
            continue
        if must_hold == -2 and laid >> named & 1:  # type: ignore[operator]
            continue
        return hands, laid
    return hands, laid


def _unseen_pile(view: SeatView) -> int:
    """How many cards lie face down out of play that this seat has not seen: the laid-down
    cards for all but the taisho (B7, B16), the kitsune without an auction (B17)."""
    game = view.rules.game
    if not game.auction:
        return game.kitsune
    return game.discards if view.player != view.taisho else 0


def _world(view: SeatView, hands: list[CardSet], laid: CardSet) -> BiddingPlay:
    """The trick play of a sampled deal, at this moment of the view."""
    assert view.trump is not None
    game = view.rules.game
    seats = range(game.seats)
    joker_free = view.rules.joker_lead == "free"
    if not game.sides:  # B17: each for themself
        tp = BiddingPlay(list(hands), view.trump, seats, view.player, None, 0, joker_free, game)
        for p in seats:
            tp.faces[p] += (view.won[p] & FACES).bit_count()
    else:
        assert view.taisho is not None and view.bid is not None
        named = view.adjutant_card
        adjutant = next((p for p in seats if p != view.taisho and named is not None
                         and (hands[p] >> named & 1 or _played_by(view, p, named))), None)
        side = [0 if p in (view.taisho, adjutant) else 1 for p in seats]
        discards = view.discards if view.player == view.taisho else laid
        tp = BiddingPlay(list(hands), view.trump, side, view.taisho, view.bid,
                         (discards & FACES).bit_count(), joker_free, game)
        for p in seats:
            tp.faces[side[p]] += (view.won[p] & FACES).bit_count()
    tp.trick_no = view.trick_no
    tp.played = view.played
    tp.turn = view.player
    if view.trick:
        tp.leader = view.trick[0][0]
        for player, card in view.trick:
            tp.trick_cards.append(card)
            tp.trick_players.append(player)
            tp.trick_mask |= 1 << card
        first = view.trick[0][1]
        if first == JOKER and tp.joker_free:
            tp.led_suit, tp.led_mask = -1, 0
        else:
            tp.led_suit = TABLES[view.trump][0][first]
            tp.led_mask = tp.masks[tp.led_suit]
    return tp


def _played_by(view: SeatView, player: int, card: Card) -> bool:
    return any((player, card) in t.plays for t in view.tricks) or (player, card) in view.trick


def quick_card(tp: BiddingPlay) -> Card:
    """The playouts' policy: lead the highest card; win a trick the other side is winning
    with the cheapest card that does it when it holds a face card or this is the last card;
    else play the lowest card, a face card to one's own side."""
    legal = cards_of(tp.legal())
    power = tp.power
    me = tp.turn
    trump = tp.trump_mask
    if not tp.trick_cards:
        return _quick_lead(tp, legal)
    best = tp.best_card()
    winner = tp.trick_players[tp.trick_cards.index(best)]

    def worth(card: Card) -> int:
        return power[card] + (20 if trump >> card & 1 else 0)

    last = len(tp.trick_cards) == tp.seat_count - 1
    if tp.side[winner] == tp.side[me]:
        faces = [c for c in legal if FACES >> c & 1 and not trump >> c & 1]
        if last and faces:
            return max(faces, key=worth)
        return min(legal, key=lambda c: (bool(FACES >> c & 1), worth(c)))
    beat = [c for c in legal if _beats(tp, c, best)]
    if beat and (tp.trick_mask & FACES or last):
        return min(beat, key=worth)
    return min(legal, key=lambda c: (bool(FACES >> c & 1), worth(c)))


def _quick_lead(tp: BiddingPlay, legal: list[Card]) -> Card:
    """Lead a card no other card left can beat in its suit (the taisho's side trumps first,
    the defenders side suits); else the lowest card of the shortest side suit."""
    hand = tp.hands[tp.turn]
    rest = BIDDING_DECK.full & ~tp.played & ~hand
    power = tp.power
    attacking = tp.bid is None or tp.side[tp.turn] == 0  # without an auction, all draw trumps

    def master(card: Card) -> bool:
        suit = tp.masks[TABLES[tp.trump][0][card]]
        return not any(power[c] > power[card] for c in cards_of(rest & suit))

    masters = [c for c in legal if master(c)]
    trumps_out = rest & tp.trump_mask
    if masters:
        def order(card: Card) -> tuple[bool, int]:
            is_trump = bool(tp.trump_mask >> card & 1)
            wanted = is_trump if attacking and trumps_out else not is_trump
            return wanted, power[card]

        return max(masters, key=order)
    sides = [c for c in legal if not tp.trump_mask >> c & 1] or legal
    return min(sides, key=lambda c: ((hand & tp.masks[TABLES[tp.trump][0][c]]).bit_count(),
                                     bool(FACES >> c & 1), power[c]))


def table_card(tp: BiddingPlay, taisho: int, named: Card | None) -> Card:
    """The playouts' policy as the table plays (``bidding.normal_card`` on a ``BiddingPlay``,
    each player knowing its side): lead a master trump while trumps are out (the taisho's
    side), a side master, else low from the shortest side suit; give a face card to a
    partner winning for sure (the adjutant hides while it holds the ``named`` card); win a
    trick whenever it can with its cheapest winner unless that would spend the trump 5 or
    the joker on a trick of no face card; else throw its least useful card. The lead, the
    cheapest winner and the throw are the normal player's own rules (``bidding.lead_card``,
    ``cheapest_winner``, ``throw_card``), given what a seat of the sampled deal knows."""
    legal = cards_of(tp.legal())
    me = tp.turn
    hand = tp.hands[me]
    rest = BIDDING_DECK.full & ~tp.played & ~hand
    power, masks = tp.power, tp.masks
    suit_of = TABLES[tp.trump][0]

    def master(card: Card) -> bool:
        return not any(power[c] > power[card] for c in cards_of(rest & masks[suit_of[card]]))

    if not tp.trick_cards:
        attacking = tp.bid is None or tp.side[me] == 0  # without an auction, all draw
        return lead_card(legal, hand, attacking, bool(rest & tp.trump_mask), master, power,
                         suit_of, masks, tp.trump_mask)
    best = tp.best_card()
    winner = tp.trick_players[tp.trick_cards.index(best)]
    last = len(tp.trick_cards) == tp.seat_count - 1
    faces_in = bool(tp.trick_mask & FACES)
    winners = [c for c in legal if _beats(tp, c, best)]
    friend = tp.bid is not None and tp.side[winner] == tp.side[me]
    if friend and (last or master(best)):
        hiding = me != taisho and named is not None and bool(hand >> named & 1)
        return throw_card(legal, not hiding or last, power, tp.trump_mask, master)
    spares = (five_of(tp.trump), JOKER)
    if winners and (faces_in or last or not all(c in spares for c in winners)):
        return cheapest_winner(winners, power, tp.trump_mask, master)
    if winners and not friend:
        sure = [c for c in winners if master(c)]
        if sure and (faces_in or any(FACES >> c & 1 for c in legal)):
            return cheapest_winner(sure, power, tp.trump_mask, master)
    return throw_card(legal, False, power, tp.trump_mask, master)


def _beats(tp: BiddingPlay, card: Card, best: Card) -> bool:
    if tp.trump_mask >> card & 1:
        return not tp.trump_mask >> best & 1 or tp.power[card] > tp.power[best]
    if tp.trump_mask >> best & 1:
        return False
    return bool(tp.led_mask >> card & 1) and tp.power[card] > tp.power[best]


def _value(tp: BiddingPlay, view: SeatView) -> float:
    """The seat's worth of a decided deal (B13): its own points, or the taisho's loss for a
    defender; without an auction (B18) its own face cards."""
    if tp.bid is None:
        return float(tp.faces[view.player])
    assert view.taisho is not None and view.bid is not None
    made = tp.faces[0] >= view.bid
    taisho_points = view.bid if made else -view.bid
    if tp.side[view.player] == 0:
        adjutant = next((p for p in range(tp.seat_count)
                         if p != view.taisho and tp.side[p] == 0), None)
        return deal_points(view.taisho, adjutant, view.bid, made, tp.seat_count)[view.player]
    return -taisho_points


def card_totals(view: SeatView, rng: random.Random, samples: int = SAMPLES,
                shown: tuple[list[CardSet], CardSet] | None = None,
                reading: bool = True, table: bool = False) -> dict[Card, float]:
    """Each legal card's total worth (``_value``) over deals sampled to fit the view (the
    named card placed by ``adjutant_reading`` unless ``reading`` is off), or, with ``shown``
    (the hands and the laid-down cards), over the true deal once; played out by
    ``table_card`` with ``table``, else by ``quick_card``."""
    legal = BIDDING_DECK.in_order(view.legal)
    totals = dict.fromkeys(legal, 0.0)
    weights = holder_weights(view) if reading and shown is None else None
    for _ in range(1 if shown is not None else samples):
        hands, laid = shown if shown is not None else sample_hands(view, rng, weights)
        _play_out(view, hands, laid, totals, table)
    return totals


def _play_out(view: SeatView, hands: Sequence[CardSet], laid: CardSet,
              totals: dict[Card, float], table: bool = False) -> None:
    """Each card of ``totals`` played out on one deal by the quick policy (or ``table_card``),
    its worth added."""
    world = _world(view, list(hands), laid)
    how = (-1 if view.taisho is None else view.taisho, view.adjutant_card) if table else None
    for card in totals:
        tp = world.copy()
        tp.play(card)
        play_out(tp, how)
        totals[card] += _value(tp, view)


ALL_FACES = FACES.bit_count()
"""The face cards of the deck (B11)."""


def play_out(tp: BiddingPlay, table: tuple[int, Card | None] | None = None) -> None:
    """Play on by the quick policy until the deal is decided: the taisho's side has its bid
    or can no longer reach it (B12), or, without an auction (B18), the last trick is played.
    With ``table`` (the taisho and the named card), by ``table_card`` instead."""
    def policy(tp: BiddingPlay) -> Card:
        return quick_card(tp) if table is None else table_card(tp, *table)

    if tp.bid is None:
        while tp.result is None:
            tp.play(policy(tp))
        return
    faces, bid, most = tp.faces, tp.bid, ALL_FACES - tp.bid
    while tp.result is None and faces[0] < bid and faces[1] <= most:
        tp.play(policy(tp))


def close_means(view: SeatView, rng: random.Random, samples: int, extra: int,
                margin: float, reading: bool = True, table: bool = False
                ) -> dict[Card, float]:
    """Each legal card's average worth over ``samples`` sampled deals; then the cards whose
    average is within ``margin`` of the best (a share of the stake, ``_stake``) played out
    on ``extra`` more deals, and only they kept, averaged over all their deals."""
    totals = card_totals(view, rng, samples, None, reading, table)
    means = {card: total / samples for card, total in totals.items()}
    best = max(means.values())
    close = {card: totals[card] for card in totals if means[card] >= best - margin * _stake(view)}
    if extra <= 0 or len(close) < 2:
        return means
    weights = holder_weights(view) if reading else None
    for _ in range(extra):
        hands, laid = sample_hands(view, rng, weights)
        _play_out(view, hands, laid, close, table)
    return {card: total / (samples + extra) for card, total in close.items()}


def _stake(view: SeatView) -> float:
    """What one deal's outcome swings for this seat (B13): the bid, the adjutant's half of
    it; without an auction (B18), ``NO_AUCTION_STAKE`` face cards."""
    if view.bid is None:
        return NO_AUCTION_STAKE
    if view.adjutant == view.player and view.player != view.taisho:
        return float((view.bid + 1) // 2)
    return float(view.bid)


NO_AUCTION_STAKE = 3.0
"""Without an auction a seat's worth is its own face cards (B18): how many make a close
call's scale there."""


def best_card(view: SeatView, totals: dict[Card, float]) -> Card:
    """The card with the best total (of those given); the normal player's card among
    equals."""
    legal = list(totals)
    best = max(totals.values())
    usual = normal_card(view)
    if usual in totals and totals[usual] >= best - 1e-9:
        return usual
    return max(legal, key=lambda c: (totals[c], -legal.index(c)))


def search_card(view: SeatView, rng: random.Random, samples: int = SAMPLES) -> Card:
    """The legal card with the best average over deals sampled to fit the view."""
    return best_card(view, card_totals(view, rng, samples))


def samples_for(view: SeatView, samples: int) -> int:
    """The deals to sample for one decision: ``samples`` in a ten-trick form; fewer in
    proportion with seventeen tricks (B15), whose hands offer more cards to play out and
    whose playouts are longer, so that a decision takes about as long."""
    tricks = view.rules.game.tricks
    if tricks == BIDDING.tricks:
        return samples
    return max(1, round(samples * BIDDING.tricks / tricks))


CALL_SAMPLES = 48
"""Sampled deals on which the taisho weighs its lay-down (B7) and its naming (B8) among the
normal player's candidates (``search_discard``, ``search_name``)."""


CALL_MARGIN = 0.2
"""How much better than the normal player's call another must do over the sampled deals to be
chosen instead: a share of the bid, in the taisho's average points (``_chosen_call``; 0.2:
a tenth more of the deals made). Issue 40, paired with the strong player that made the normal
player's calls, 300 deals a seed: with 0.2, −0.27, +0.34 and −0.14 points a deal on f1, f2,
f3 (each interval across zero); with no margin (the best average always), −0.63 and +0.15 on
f1, f2, another call chosen in more than half the deals, mostly on the noise of 48 deals."""


Call = TypeVar("Call", Card, tuple[Card, ...])


def _chosen_call(calls: list[Call], totals: dict[Call, float], samples: int, bid: int,
                 margin: float) -> Call:
    """The call of the best total (the first of equals), unless it beats the first call (the
    normal player's) by no more than ``margin`` times the bid on average: then the first."""
    best = max(totals.values())
    top = next(call for call in calls if totals[call] >= best - 1e-9)
    if (totals[top] - totals[calls[0]]) / samples <= margin * bid:
        return calls[0]
    return top


def search_name(view: SeatView, rng: random.Random, samples: int = CALL_SAMPLES,
                margin: float = CALL_MARGIN) -> Card:
    """B8: of the namings the strong player weighs (``bidding.name_candidates``), the one
    that gives the taisho the most points (B13) over deals sampled to fit its view, each
    played out by the table's play (``table_card``) with the named card's holder as the
    adjutant; the normal player's card among equals."""
    assert view.trump is not None and view.taisho is not None and view.bid is not None
    names = name_candidates(view)
    if len(names) < 2:
        return names[0]
    totals = dict.fromkeys(names, 0.0)
    for _ in range(samples):
        hands, _ = sample_hands(view, rng)
        for card in names:
            holder = next((p for p, hand in enumerate(hands) if hand >> card & 1), None)
            totals[card] += _call_playout(view, hands, view.discards, holder, card)
    return _chosen_call(names, totals, samples, view.bid, margin)


def search_discard(view: SeatView, rng: random.Random, samples: int = CALL_SAMPLES,
                   margin: float = CALL_MARGIN) -> tuple[Card, ...]:
    """B7: of the lay-downs the strong player weighs (``bidding.discard_candidates``), the
    one that gives the taisho the most points (B13) over deals sampled to fit its view, each
    played out by the table's play (``table_card``) with the normal player's naming (B8,
    chosen from the hand before the lay-down, so the same for each); the normal player's
    lay-down among equals."""
    assert view.trump is not None and view.bid is not None
    ways = discard_candidates(view)
    if len(ways) < 2:
        return ways[0]
    totals = dict.fromkeys(ways, 0.0)
    named = normal_name(view) if view.rules.game.adjutant else None
    me = view.player
    for _ in range(samples):
        hands, _ = sample_hands(view, rng)
        holder = next((p for p, hand in enumerate(hands) if p != me and named is not None
                       and hand >> named & 1), None)
        for way in ways:
            laid = sum(1 << c for c in way)
            dealt = list(hands)
            dealt[me] = view.hand & ~laid
            totals[way] += _call_playout(view, dealt, laid, holder, named)
    return _chosen_call(ways, totals, samples, view.bid, margin)


def _call_playout(view: SeatView, hands: list[CardSet], laid: CardSet, adjutant: int | None,
                  named: Card | None) -> float:
    """The taisho's points (B13: its bid if made, else minus it) of one sampled deal played
    out from the first card by ``table_card``, ``adjutant`` on its side."""
    assert view.trump is not None and view.taisho is not None and view.bid is not None
    game = view.rules.game
    side = [0 if p in (view.taisho, adjutant) else 1 for p in range(game.seats)]
    tp = BiddingPlay(list(hands), view.trump, side, view.taisho, view.bid,
                     (laid & FACES).bit_count(), view.rules.joker_lead == "free", game)
    play_out(tp, (view.taisho, named))
    return float(view.bid if tp.faces[0] >= view.bid else -view.bid)


class BiddingSearchPlayer:
    """Samples deals that fit its view and plays each card out (see the module docstring).

    ``shown`` (a measuring tool's, ``strong-open``): the true hands and laid-down cards,
    set before each decision; the search then plays each card out on them alone.
    """

    def __init__(self, samples: int = SAMPLES, reading: bool = True,
                 taisho_samples: int = TAISHO_SAMPLES, extra: int = CLOSE_SAMPLES,
                 margin: float = CLOSE_MARGIN, table: bool = True,
                 call_samples: int = CALL_SAMPLES, call_margin: float = CALL_MARGIN) -> None:
        self.table = table
        self.call_margin = call_margin
        self.call_samples = call_samples
        """Sampled deals for the lay-down and the naming (0: the normal player's)."""
        self.samples = samples
        self.reading = reading
        self.taisho_samples = taisho_samples
        self.extra = extra
        self.margin = margin
        self.shown: tuple[list[CardSet], CardSet] | None = None

    def choose(self, view: SeatView, legal: Sequence[Decision], rng: random.Random) -> Decision:
        return self.analyse(view, legal, rng)[0]

    def analyse(self, view: SeatView, legal: Sequence[Decision], rng: random.Random
                ) -> tuple[Decision, float | None]:
        """The decision and, for a searched card, its average worth to the seat (``_value``:
        its own points, B13, or for a defender the taisho's loss); None unsearched."""
        if len(legal) == 1:
            return legal[0], None
        if view.phase is Phase.DISCARD and self.call_samples:
            laid = search_discard(view, rng, self.call_samples, self.call_margin)
            return Discard(view.player, laid), None
        if view.phase is Phase.ADJUTANT and self.call_samples and view.rules.game.adjutant:
            named = search_name(view, rng, self.call_samples, self.call_margin)
            return NameAdjutant(view.player, named), None
        if view.phase is not Phase.PLAY:
            return normal_decision(view, legal), None
        samples = samples_for(view, self.taisho_samples if view.player == view.taisho
                              else self.samples)
        if self.shown is None and self.extra > 0:
            means = close_means(view, rng, samples, samples_for(view, self.extra), self.margin,
                                self.reading, self.table)
            card = best_card(view, means)
            return next(d for d in legal if isinstance(d, Play) and d.card == card), means[card]
        totals = card_totals(view, rng, samples, self.shown, self.reading, self.table)
        card = best_card(view, totals)
        rounds = 1 if self.shown is not None else samples
        return next(d for d in legal if isinstance(d, Play) and d.card == card), \
            totals[card] / rounds
