"""Rule-based CPU players: ``normal`` (a solid club player) and ``easy`` (one who slips).

Both act on a ``SeatView`` only. Card play is ``policy.choose_play`` on what
the view allows (``sampling.knowledge_of``); the other decisions are rules of
thumb: iku with a long trump suit or side aces (R14), show the top of the best
suit (R26), name the suit strongest with what the partner showed (R26), call
jūroku only when every face card left is surely ours (R24). The nijū-kan pick
is blind, so it is random (R13).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field

from ..actions import BlindPick, Decision, JurokuCall, LeadCall, NameTrump, Play, Show
from ..bidding_tricks import FACES
from ..cards import (
    ALL_CODES,
    FACE_CARDS,
    JOKER,
    RANK_OF,
    SUIT_LETTERS,
    SUIT_MASKS,
    SUIT_NAMES,
    SUITS,
    CardSet,
    Suit,
    ace_of,
    card_code,
    cards_of,
)
from ..certainty import threat_groups, threats_to_best, trick_outlook
from ..match import Phase
from ..observe import SeatView
from ..tricks import TrickPlay
from . import bidding
from .policy import beaters, choose_play, juroku_sure, lowest_card
from .sampling import knowledge_of, trickplay_from_view

_HIGH_CARD_POINTS = {14: 4, 13: 3, 12: 2, 11: 1}


def suit_strength(cards: CardSet, suit: Suit) -> int:
    """How good ``suit`` would be as trump for these cards: length and high cards."""
    held = cards & SUIT_MASKS[suit]
    return 2 * held.bit_count() + sum(_HIGH_CARD_POINTS.get(RANK_OF[c], 0) for c in cards_of(held))


def table_trickplay(view: SeatView) -> tuple[TrickPlay, list[CardSet]]:
    """The trick play as this seat sees it: its own hand, and what each other hand may hold."""
    knowledge = knowledge_of(view)
    hands = [0] * len(view.seats)
    hands[view.player] = view.hand
    possible = [knowledge.possible(p) for p in range(len(view.seats))]
    return trickplay_from_view(view, hands), possible


def _play_decision(view: SeatView, legal: Sequence[Decision], card: int, suit: Suit) -> Decision:
    """The legal ``Play`` of ``card`` (with ``suit`` when leading the joker)."""
    named = suit if card == JOKER and not view.trick else None
    for decision in legal:
        if isinstance(decision, Play) and decision.card == card and \
                (named is None or decision.suit == named):
            return decision
    raise ValueError(f"{card_code(card)} is not a legal play")


def normal_play(view: SeatView, legal: Sequence[Decision]) -> Decision:
    """The normal player's card (R15–R19)."""
    tp, possible = table_trickplay(view)
    card, suit = choose_play(tp, possible, False)
    return _play_decision(view, legal, card, suit)


def lead_call(view: SeatView) -> bool:
    """R14: iku (True) with four trumps or two side aces to lead from, else koi."""
    assert view.trump is not None
    return lead_call_of(view.hand, view.trump)


def lead_call_of(hand: CardSet, trump: Suit) -> bool:
    """``lead_call`` for a hand of cards."""
    trumps, aces = lead_strength_of(hand, trump)
    return trumps >= 4 or aces >= 2


def lead_strength(view: SeatView) -> tuple[int, int]:
    """What a Kankei could lead from: the trumps and the side aces in hand."""
    assert view.trump is not None
    return lead_strength_of(view.hand, view.trump)


def lead_strength_of(hand: CardSet, trump: Suit) -> tuple[int, int]:
    """``lead_strength`` for a hand of cards."""
    trumps = (hand & SUIT_MASKS[trump]).bit_count()
    aces = sum(1 for s in SUITS if s != trump and hand >> ace_of(s) & 1)
    return trumps, aces


def show_cards(view: SeatView) -> tuple[int, ...]:
    """R26: the cards to show the chooser: the top of the best suits, best suit first."""
    return show_cards_of(view.hand, view.rules.shown_cards)


def show_cards_of(hand: CardSet, wanted: int) -> tuple[int, ...]:
    """``show_cards`` for a hand of cards, ``wanted`` of them."""
    order = sorted(SUITS, key=lambda s: (-suit_strength(hand, s), s))
    shown: list[int] = []
    for suit in order:
        shown.extend(cards_of(hand & SUIT_MASKS[suit]))
    return tuple(sorted(shown[:wanted]))


def trump_choice(view: SeatView) -> Suit:
    """R26: the suit strongest in this hand together with the cards the partner showed."""
    return trump_choice_of(view.hand, sum(1 << c for c in view.shown))


def trump_choice_of(hand: CardSet, shown: CardSet) -> Suit:
    """``trump_choice`` for a hand of cards and the cards shown."""

    def strength(suit: Suit) -> tuple[int, int]:
        return suit_strength(hand, suit) + suit_strength(shown, suit), -suit

    return max(SUITS, key=strength)


def juroku_call(view: SeatView) -> bool:
    """R24: call only when every face card, trump and joker left is in this hand."""
    tp, _ = table_trickplay(view)
    return juroku_sure(tp, view.player)


def rule_decision(view: SeatView, legal: Sequence[Decision], rng: random.Random) -> Decision:
    """The normal player's decision in any phase."""
    me = view.player
    phase = view.phase
    if phase is Phase.PLAY:
        return normal_play(view, legal)
    if phase is Phase.LEAD:
        return LeadCall(me, lead_call(view))
    if phase is Phase.SHOW:
        return Show(me, show_cards(view))
    if phase is Phase.TRUMP:
        return NameTrump(me, trump_choice(view))
    if phase is Phase.JUROKU:
        return JurokuCall(me, juroku_call(view))
    return rng.choice(legal)  # R13: the nijū-kan pick is blind


class NormalPlayer:
    """A solid rule-based player: the club player's craft, no search.

    In the bidding game (docs/rules.md sections 11 and 12, every form) its decisions are
    ``bidding.normal_decision``'s.
    """

    def choose(self, view: SeatView, legal: Sequence[Decision], rng: random.Random) -> Decision:
        """The rule-based decision; ``rng`` only for the blind nijū-kan pick."""
        if len(legal) == 1:
            return legal[0]
        if view.rules.game.is_bidding:
            return bidding.normal_decision(view, legal)
        return rule_decision(view, legal, rng)


class EasyPlayer:
    """A beginner: plays like ``normal`` but, ``slip`` of the time, the naive card.

    The naive card is what a newcomer plays: the highest card that takes the
    trick (the joker on any face card), else the lowest; leads the highest
    card (cashing aces at once); never throws a face card to the partner. The
    beginner always says iku and names the longest suit as trump.
    """

    def __init__(self, slip: float = 0.5) -> None:
        self.slip = slip

    def choose(self, view: SeatView, legal: Sequence[Decision], rng: random.Random) -> Decision:
        """The beginner's decision; ``rng`` decides when they slip (in the bidding game,
        ``bidding.easy_decision``'s)."""
        if len(legal) == 1:
            return legal[0]
        if view.rules.game.is_bidding:
            return bidding.easy_decision(view, legal, rng, self.slip)
        if view.phase is Phase.PLAY and rng.random() < self.slip:
            return naive_play(view, legal)
        if view.phase is Phase.LEAD:
            return LeadCall(view.player, True)
        if view.phase is Phase.TRUMP:
            return NameTrump(view.player, max(
                SUITS, key=lambda s: ((view.hand & SUIT_MASKS[s]).bit_count(), -s)))
        return rule_decision(view, legal, rng)


def naive_play(view: SeatView, legal: Sequence[Decision]) -> Decision:
    """A newcomer's card: win with the highest card if possible, else play the lowest."""
    tp, _ = table_trickplay(view)
    cards = tp.legal()
    plain = cards & ~(1 << JOKER)
    if not tp.trick_cards:
        if not plain:
            return _play_decision(view, legal, JOKER, 0)
        top = min(cards_of(plain), key=lambda c: (-RANK_OF[c], c))
        return _play_decision(view, legal, top, -1)
    best = tp.best_card()
    faces_in = tp.trick_mask & FACE_CARDS
    if cards >> JOKER & 1 and faces_in:
        return _play_decision(view, legal, JOKER, -1)
    wins = plain & beaters(tp, best)
    if wins:
        top = (wins & tp.trump_mask) or wins
        return _play_decision(view, legal, (top & -top).bit_length() - 1, -1)
    return _play_decision(view, legal, lowest_card(plain) if plain else JOKER, -1)


@dataclass(frozen=True)
class Reason:
    """Why a CPU makes a move: a ``key`` naming the reason, its ``values``, and English ``text``.

    A screen translates ``key`` with ``values``; ``text`` is for logs and the terminal.
    """

    key: str
    text: str
    values: dict[str, str | int] = field(default_factory=dict)

    def __str__(self) -> str:
        return self.text


def explain(view: SeatView, decision: Decision) -> Reason | None:
    """A one-line reason for ``decision`` in ``view``, for hints; None if nothing to say."""
    if isinstance(decision, Play):
        return _explain_play(view, decision)
    if isinstance(decision, LeadCall):
        return _explain_lead_call(view, decision.iku)
    if isinstance(decision, NameTrump):
        suit = SUIT_LETTERS[decision.suit]
        return Reason("trump", f"name {SUIT_NAMES[decision.suit]}: your strongest suit with "
                      "your partner's cards", {"suit": suit})
    if isinstance(decision, Show):
        return Reason("show", "show the top of your best suit, so your partner can name it "
                      "as trump")
    if isinstance(decision, JurokuCall):
        return (Reason("juroku_yes", "call jūroku: every face card, trump and the joker left "
                       "is yours") if decision.call
                else Reason("juroku_no", "take the sukonku: jūroku is not sure"))
    if isinstance(decision, BlindPick):
        return Reason("pick", "the pick is blind: any card is as good")
    return None


def _explain_lead_call(view: SeatView, iku: bool) -> Reason:
    """R14: why iku or koi, by what ``lead_call`` weighs (trumps and side aces)."""
    trumps, aces = lead_strength(view)
    if iku and trumps >= 4:
        return Reason("iku_trumps", f"iku: with {trumps} trumps you lead and draw out the "
                      "Mukankei's trumps", {"count": trumps})
    if iku and aces >= 2:
        return Reason("iku_aces", f"iku: with {aces} side aces you lead and take face cards "
                      "early", {"count": aces})
    if iku:
        return Reason("iku", "iku: you lead")
    return Reason("koi", f"koi: only {trumps} trumps and {aces} side aces, too few to lead "
                  "from; your partner leads", {"count": trumps})


def _explain_play(view: SeatView, decision: Play) -> Reason | None:
    """Why the club player plays this card, in words true from the seat's view: a trick is
    "taken" only when ``certainty`` says no card still out can beat the card; else the card
    "tries" to take it, and the reason names what may still beat it."""
    if view.rules.game.is_bidding:  # every form (three players, no auction)
        return _explain_bidding_play(view, decision)
    code = card_code(decision.card)
    tp, _ = table_trickplay(view)
    if not tp.trick_cards:
        if decision.card == JOKER:
            assert decision.suit is not None
            return Reason("lead_joker", f"lead the joker naming {SUIT_NAMES[decision.suit]} to "
                          "draw out face cards", {"suit": SUIT_LETTERS[decision.suit]})
        if view.trump is not None and decision.card in cards_of(SUIT_MASKS[view.trump]):
            return Reason("lead_trump", f"lead {code} to draw the other side's trumps",
                          {"card": code})
        return Reason("lead", f"lead {code}", {"card": code})
    best = tp.best_card()
    winner = tp.trick_winner()
    faces_in = (tp.trick_mask & FACE_CARDS).bit_count()
    if decision.card == JOKER:  # R19: above every card, and played only in tricks 2–9
        return Reason("joker_takes", f"the joker takes this trick and its {faces_in} face "
                      "card(s)", {"count": faces_in})
    takes = bool(beaters(tp, best) >> decision.card & 1)
    if tp.side[winner] == tp.side[view.player] and not takes:  # over the partner: it takes
        return _to_partner(view, code, decision.card in cards_of(FACE_CARDS))
    if takes:
        return _taking(view, decision, code, faces_in)
    if tp.legal() & beaters(tp, best):
        return Reason("duck", f"play low ({code}) and keep your higher cards for later",
                      {"card": code})
    return Reason("lost", f"you cannot take this trick: follow low with {code}", {"card": code})


def _to_partner(view: SeatView, code: str, face: bool) -> Reason:
    """Under the partner's winning card: give a face card (tsukeru) or play low; the partner
    "takes" the trick only when nothing after this seat can beat their card."""
    sure = not threats_to_best(view)
    if face:
        key = "tsukeru_sure" if sure else "tsukeru"
        return Reason(key, f"your partner {'takes' if sure else 'is winning'} this trick: "
                      f"give them your {code} (tsukeru)", {"card": code})
    key = "partner_low_sure" if sure else "partner_low"
    return Reason(key, f"your partner {'takes' if sure else 'is winning'} this trick: play low "
                  f"({code})", {"card": code})


def _taking(view: SeatView, decision: Play, code: str, faces_in: int) -> Reason:
    """A card over the table: sure to take the trick, or trying to, with what may beat it."""
    outlook = trick_outlook(view, decision.card, decision.suit)
    if outlook.certain:
        return Reason("take_sure", f"nothing still out can beat {code}: it takes the trick "
                      f"and its {faces_in} face card(s)", {"card": code, "count": faces_in})
    groups = threat_groups(view, outlook)
    higher = " ".join(ALL_CODES[c] for c in groups.higher)
    words = " ".join(ALL_CODES[c] for c in outlook.threats)
    return Reason("take_aim", f"{code} tries to take the trick ({faces_in} face card(s) in it); "
                  f"{words} may still beat it",
                  {"card": code, "count": faces_in, "higher": higher, "trumps": groups.trumps,
                   "joker": int(groups.joker)})


def _explain_bidding_play(view: SeatView, decision: Play) -> Reason | None:
    """The bidding game's card (B5, B10): sure to take the trick, or trying to; nothing to say
    of a card that does not beat the table."""
    outlook = trick_outlook(view, decision.card)
    if not outlook.beats_table:
        return None
    code = ALL_CODES[decision.card]
    faces_in = sum(1 for _, card in view.trick if FACES >> card & 1)
    return _taking(view, decision, code, faces_in)
