"""Reading the table: deals of the hidden cards drawn as the others' play so far makes likely.

The strong player knows the rules' facts about the hidden hands
(``sampling.knowledge_of``); the others' decisions say more. A deal of the
hidden cards is weighed by how likely those decisions would have been had
the cards lain that way, under a model of how players choose: the
``normal`` player. A player makes the normal player's decision, except with
chance ``miss``, spread evenly over their other choices. Each modelled
player reads only what its own seat would know (its hand, the play, the
voids shown, the key cards announced in deal 1 (R11), and for the
kime-yaku chooser the cards shown (R26)).

The decisions read: every card the others played this deal — the leads,
following low or not, tsukeru or not, cutting, the joker — the iku/koi call
(R14: between CPUs the ace holder calls), the cards shown in kime-yaku (seen
by the chooser only) and the trump named (R26). A partner's decisions are
read like an opponent's: the strong player makes the normal player's choice
in about 96% of its card plays that have a choice (the search must beat
that choice by a margin to replace it), so ``normal`` models it too
(``partners=False`` reads only the other side).

A player's decisions depend on their own hand and the public play alone,
so the likelihood of a deal is a product of one factor per player (where
the cards shown in kime-yaku are unseen, the chooser's factor reads the
shower's hand too). ``posterior_deals``
draws deals from the rules' deals weighed that way by a Markov chain
(Metropolis): from a deal the rules allow, it proposes to swap two hidden
cards between two hands and keeps the swap with the chance the weights
give, re-reading only the decisions of the two players it changes. Unlike
weighing a fixed set of deals, which leaves a handful with all the weight
once the play says much, every deal it draws is likely.

Everything here is a function of the view, the dealt hands and the given
random generator: deterministic.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..cards import DECK_SIZE, JOKER, CardSet, cards_of, mask_of
from ..games import GONINKAN
from ..observe import SeatView
from ..tricks import TrickPlay
from .heuristic import lead_call_of, show_cards_of, trump_choice_of
from .policy import choose_play
from .sampling import Knowledge, SeatKnowledge, sample_hands, sides_of

SEATS = GONINKAN.seats
"""Goninkan's five players (R5): this module plays Goninkan only."""

MISS = 0.2
"""The model's chance that a player does not make the normal player's decision."""

OTHER_SIDE_MISS = 0.05
"""``MISS`` as the strong player reads the other side (``SearchSettings.miss``).

Sharper than for a partner, who searches and so deviates more. Together with
the other side's playouts played as the normal player at their seat
(``SearchSettings.blind``) it is what the tournaments measured (the README).
"""

SHOW_CHOICES = 10
"""How many ways of showing cards the model spreads a miss over (R26)."""

Play = tuple[int, int, int]
"""A card played this deal: (player, card, suit named with a joker lead or -1)."""


def plays_of(view: SeatView) -> list[Play]:
    """Every card played in this deal so far, in order (with the suit named on a joker lead)."""
    plays: list[Play] = []
    tricks = [(trick.plays, trick.led_suit) for trick in view.tricks]
    if view.trick:
        assert view.led_suit is not None
        tricks.append((view.trick, view.led_suit))
    for trick_plays, led in tricks:
        for i, (player, card) in enumerate(trick_plays):
            plays.append((player, card, led if i == 0 and card == JOKER else -1))
    return plays


def played_by(view: SeatView) -> list[CardSet]:
    """Per player, the cards they played in this deal so far."""
    cards = [0] * SEATS
    for player, card, _ in plays_of(view):
        cards[player] |= 1 << card
    return cards


def read_players(view: SeatView, partners: bool = True) -> list[bool]:
    """Per player, whether ``view``'s player reads their decisions (see the module docstring)."""
    mine = view.is_kankei
    return [p != view.player and (partners or (p in view.kankei) != mine) for p in range(SEATS)]


@dataclass(frozen=True)
class _Term:
    """One factor of the likelihood: the log-probability of some decisions, given the hands."""

    players: tuple[int, ...]
    of: Callable[[Sequence[CardSet]], float]


@dataclass(frozen=True)
class _Decision:
    """A card a modelled player played: the trick play then, and how to rebuild their hand."""

    tp: TrickPlay
    seats: SeatKnowledge
    later: CardSet
    """The cards this player played from this decision on (added back to the hand now)."""
    card: int
    suit: int


class Evidence:
    """The decisions ``view``'s player reads (see the module docstring), replayable on any deal.

    ``hands`` is any deal consistent with the view (the hands now), to
    rebuild the trick play on; the terms read only the hands they are given.
    ``miss`` is the model's chance of a miss for every player read, or, where
    ``partner_miss`` is given, for the other side's players only, and
    ``partner_miss`` for the reader's own side.
    """

    def __init__(self, view: SeatView, hands: Sequence[CardSet], miss: float = MISS,
                 partners: bool = True, partner_miss: float | None = None) -> None:
        mine = view.is_kankei
        misses = [miss if partner_miss is None or (p in view.kankei) != mine else partner_miss
                  for p in range(SEATS)]
        self.hit = [math.log(1 - m) for m in misses]
        self.missed = [math.log(m) for m in misses]
        self.modelled = read_players(view, partners)
        self.played = played_by(view)
        self.shower = view.shower
        self.wanted = view.rules.shown_cards
        self.terms: list[_Term] = []
        shown = mask_of(view.shown)
        if view.deal == 1:
            self._lead_call(view)
        else:
            shown = self._kime_yaku(view)
        self._plays(view, hands, shown)
        self.terms_of: list[list[int]] = [
            [i for i, term in enumerate(self.terms) if p in term.players] for p in range(SEATS)]

    def log_likelihood(self, hands: Sequence[CardSet]) -> float:
        """The log of how likely the decisions read are on the deal ``hands`` (the hands now).

        Only the differences between deals matter: a decision every deal
        explains alike adds the same to each.
        """
        return sum(term.of(hands) for term in self.terms)

    def _start(self, hands: Sequence[CardSet], player: int) -> CardSet:
        """``player``'s hand at the first lead of this deal, given the hands now."""
        return hands[player] | self.played[player]

    def _shown_by(self, hands: Sequence[CardSet]) -> CardSet:
        """The cards the shower shows in kime-yaku (R26) on ``hands``, as every level shows."""
        assert self.shower is not None
        return shown_on(hands, self.played, self.shower, self.wanted)

    def _lead_call(self, view: SeatView) -> None:
        """R14: the iku/koi call of deal 1, made by the ace holder when a CPU."""
        holder, trump = view.ace_holder, view.trump
        first = view.tricks[0].plays[0][0] if view.tricks else view.trick[0][0] \
            if view.trick else None
        if holder is None or first is None or trump is None or not self.modelled[holder]:
            return
        iku = first == holder

        def of(hands: Sequence[CardSet]) -> float:
            return self.hit[holder] if lead_call_of(self._start(hands, holder), trump) == iku \
                else self.missed[holder]

        self.terms.append(_Term((holder,), of))

    def _kime_yaku(self, view: SeatView) -> CardSet:
        """R26: the cards shown (seen by the chooser) and the trump named; the cards shown."""
        shower, chooser, trump = view.shower, view.chooser, view.trump
        if shower is None or chooser is None or trump is None:
            return 0
        shown = mask_of(view.shown)
        seen = bool(view.shown)
        if seen and shower != view.player:
            wrong = self.missed[shower] - math.log(SHOW_CHOICES - 1)

            def show(hands: Sequence[CardSet]) -> float:
                return self.hit[shower] if self._shown_by(hands) == shown else wrong

            self.terms.append(_Term((shower,), show))
        if self.modelled[chooser]:
            hit, wrong = self.hit[chooser], self.missed[chooser] - math.log(3)

            def named(hands: Sequence[CardSet]) -> float:
                cards = shown if seen else self._shown_by(hands)
                choice = trump_choice_of(self._start(hands, chooser), cards)
                return hit if choice == trump else wrong

            self.terms.append(_Term((chooser,) if seen else (chooser, shower), named))
        return shown

    def _plays(self, view: SeatView, hands: Sequence[CardSet], shown: CardSet) -> None:
        """Every card the modelled players played this deal, one term per player."""
        plays = plays_of(view)
        if not plays:
            return
        assert view.trump is not None
        next_of = [view.next_of(p) for p in range(SEATS)]
        start = [self._start(hands, p) for p in range(SEATS)]
        tp = TrickPlay(start, view.trump, sides_of(view), next_of, view.targets, view.deal,
                       plays[0][0])
        seats = SeatKnowledge.of_view(view, shown, from_start=True)
        decisions: list[list[_Decision]] = [[] for _ in range(SEATS)]
        later = self.played[:]
        for player, card, suit in plays:
            if tp.juroku_decider >= 0:
                tp.decide_juroku(True)  # R24: the deal went on, so jūroku was called
            if self.modelled[player]:
                decisions[player].append(_Decision(tp.copy(), seats.copy(), later[player],
                                                   card, suit))
            later[player] &= ~(1 << card)
            seats.saw(tp, player, card)
            tp.play(card, suit)
        # the chooser knows the cards shown (R26); a player who did not see them reads them
        # from the shower's hand, as the shower chose them (every level shows like normal)
        unseen = view.shower if view.deal > 1 and not view.shown else None
        for player, made in enumerate(decisions):
            if not made:
                continue
            if player == view.chooser and unseen is not None:
                term = _Term((player, unseen), self._play_term(player, made, unseen=True))
            else:
                term = _Term((player,), self._play_term(player, made))
            self.terms.append(term)

    def _play_term(self, player: int, decisions: list[_Decision],
                   unseen: bool = False) -> Callable[[Sequence[CardSet]], float]:
        """The cards ``player`` played; ``unseen``: the chooser, shown cards we did not see."""
        hit, missed = self.hit[player], self.missed[player]
        wrong = [0.0] + [missed - math.log(n) for n in range(1, 11)]

        def of(hands: Sequence[CardSet]) -> float:
            hand = hands[player]
            log = 0.0
            if unseen:
                shown = self._shown_by(hands)
                for made in decisions:
                    made.seats.shown = shown
            for made in decisions:
                tp = made.tp
                tp.hands[player] = hand | made.later
                choices = tp.legal().bit_count()
                if choices > 1:
                    chosen = choose_play(tp, made.seats.possible(tp, player), False)
                    log += hit if chosen == (made.card, made.suit) else wrong[choices - 1]
            return log

        return of


def shown_on(hands: Sequence[CardSet], played: Sequence[CardSet], shower: int,
             wanted: int) -> CardSet:
    """The ``wanted`` kime-yaku cards ``shower`` shows (R26) on the deal ``hands`` (the hands
    now; ``played``, per player, the cards played since), as every level shows them."""
    return mask_of(show_cards_of(hands[shower] | played[shower], wanted))


def has_evidence(view: SeatView, partners: bool = True) -> bool:
    """Whether ``view``'s player reads any decision of this deal (see ``Evidence``)."""
    read = read_players(view, partners)
    if any(read[player] for player, _, _ in plays_of(view)):
        return True  # the first lead shows the iku/koi call only with a card played
    if view.deal == 1:
        return False
    return partners or not view.is_kankei or (bool(view.shown) and view.shower != view.player)


def log_likelihood(view: SeatView, hands: Sequence[CardSet], miss: float = MISS) -> float:
    """The log of how likely the decisions ``view``'s player reads are on the deal ``hands``."""
    return Evidence(view, hands, miss).log_likelihood(hands)


def posterior_deals(view: SeatView, knowledge: Knowledge, count: int, rng: random.Random,
                    miss: float = MISS, burn: int = 50, thin: int = 6,
                    partners: bool = True, starts: int = 12,
                    partner_miss: float | None = None) -> list[list[CardSet]]:
    """``count`` deals of the hidden cards, drawn by how well they explain the play (Metropolis).

    The chain starts from the likeliest of ``starts`` deals of the rules
    (``sampling.sample_hands``), so that a short ``burn`` forgets where it
    started, takes ``burn`` steps, then keeps every ``thin``-th deal. A step
    picks two hidden cards at random; when two hands hold them and each may
    hold the other's card (voids, the joker in trick 9), swapping them is
    kept with chance min(1, likelihood after / before). The proposal is
    symmetric, so the chain draws from the rules' deals weighed by the
    likelihood. ``partners`` as in ``Evidence``.
    """
    hands = sample_hands(knowledge, rng)
    evidence = Evidence(view, hands, miss, partners, partner_miss)
    if starts > 1:
        tries = [hands] + [sample_hands(knowledge, rng) for _ in range(starts - 1)]
        hands = max(tries, key=evidence.log_likelihood)
    terms = evidence.terms
    known: list[dict[tuple[CardSet, ...], float]] = [{} for _ in terms]

    def value(i: int) -> float:
        """Term ``i`` on ``hands``, each hand it reads seen once (a swap often comes back)."""
        key = tuple(hands[p] for p in terms[i].players)
        found = known[i].get(key)
        if found is None:
            found = known[i][key] = terms[i].of(hands)
        return found

    values = [value(i) for i in range(len(terms))]
    touching = [[sorted(set(evidence.terms_of[a]) | set(evidence.terms_of[b]))
                 for b in range(SEATS)] for a in range(SEATS)]
    pool = cards_of(knowledge.pool)
    allowed = knowledge.allowed
    holder = [-1] * DECK_SIZE
    for card in pool:
        holder[card] = next(p for p in range(SEATS) if hands[p] >> card & 1)
    deals: list[list[CardSet]] = []
    size = len(pool)
    for step in range(burn + count * thin):
        if size > 1:
            x = pool[rng.randrange(size)]
            y = pool[rng.randrange(size)]
            a, b = holder[x], holder[y]
            if a != b and allowed[b] >> x & 1 and allowed[a] >> y & 1:
                swap = 1 << x | 1 << y
                hands[a] ^= swap
                hands[b] ^= swap
                touched = touching[a][b]
                new = [value(i) for i in touched]
                delta = sum(new) - sum(values[i] for i in touched)
                if delta >= 0 or rng.random() < math.exp(delta):
                    holder[x], holder[y] = b, a
                    for i, log in zip(touched, new, strict=True):
                        values[i] = log
                else:
                    hands[a] ^= swap
                    hands[b] ^= swap
        if step >= burn and (step - burn) % thin == thin - 1:
            deals.append(hands[:])
    return deals


__all__ = ["MISS", "OTHER_SIDE_MISS", "Evidence", "has_evidence", "log_likelihood", "played_by",
           "plays_of", "posterior_deals", "read_players", "shown_on"]
