"""Hints in a match: the move a CPU player of the match's level would make, and why.

``suggest`` asks the CPU player for the human's decision on the human's own
view (R20: a hint never sees hidden cards). At the strong level the hint is
the strong player's search (well under a second): where it prefers another
move than the normal player's, the reason says what the search expects to
gain (``search.search_reason``); elsewhere ``explain`` from
``engine.players.heuristic`` gives the club player's reason. ``reason``
turns a reason into translated text.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass

from engine.actions import (
    Bid,
    BlindPick,
    Decision,
    Discard,
    JurokuCall,
    LeadCall,
    NameAdjutant,
    NameTrump,
    NijukanPick,
    Pass,
    Play,
    Show,
)
from engine.bidding_tricks import suit_of
from engine.cards import ALL_CODES, JOKER, SUIT_LETTERS, SUIT_OF, SUITS, Card, card_code
from engine.games import BIDDING
from engine.match import Phase
from engine.observe import SeatView
from engine.players import Player
from engine.players.bidding import (
    ALONE_MARGIN,
    LONG_SUIT,
    LONG_SUIT_OF_SEVENTEEN,
    expected_faces,
    rule_of_thumb,
)
from engine.players.heuristic import Reason, explain, rule_decision
from engine.players.search import SearchPlayer, search_reason
from engine.trick_chance import TrickChance, trick_chance
from goninkan_desktop.i18n import has, sentences, t, tn
from goninkan_desktop.play.controller import HumanRequest, cpu_player


@dataclass(frozen=True)
class Hint:
    """A suggested decision, what to do in words, and why (``None`` when nothing is known)."""

    decision: Decision
    text: str
    reason: str | None


def hint_player(level: str) -> Player:
    """The CPU player whose move a hint shows at ``level``."""
    return cpu_player(level)


def suggest(request: HumanRequest, player: Player, card_name: Callable[[Card], str],
            seed: str, suit_name: Callable[[int], str] | None = None) -> Hint:
    """The hint for the decision ``request`` asks for, its cards and suits named by
    ``card_name`` and ``suit_name`` (the game's words; Goninkan's suit names by default)."""
    view, legal = request.view, list(request.legal)
    why: Reason | None = None
    if isinstance(player, SearchPlayer) and view.rules.game.searched:
        analysis = player.analyse(view, legal, random.Random(seed))
        decision = analysis.choice
        why = search_reason(analysis, rule_decision(view, legal, random.Random(seed)))
    else:
        decision = player.choose(view, legal, random.Random(seed))
    return Hint(decision, describe(decision, card_name, suit_name or goninkan_suit,
                                   bidding=view.rules.game.is_bidding),
                reason(view, decision, card_name, why, suit_name, seed))


def describe(decision: Decision, card_name: Callable[[Card], str],
             suit_name: Callable[[int], str] | None = None, *, bidding: bool = False) -> str:
    """What to do, in one translated line ("Hint: play the king of hearts."), in the words of
    the bidding game (切り札, not Goninkan's 役) when ``bidding``."""
    suit_name = suit_name or goninkan_suit
    match decision:
        case Play(card=card, suit=suit):
            if card == JOKER and suit is not None:
                return t("guide.hint.lead_joker", suit=suit_name(suit))
            return t("guide.hint.play", card=card_name(card))
        case LeadCall(iku=iku):
            return t("guide.hint.iku" if iku else "guide.hint.koi")
        case NameTrump(suit=suit):
            return t("bid.hint.trump" if bidding else "guide.hint.trump", suit=suit_name(suit))
        case Show(cards=cards):
            return t("guide.hint.show", cards=", ".join(card_name(c) for c in cards))
        case JurokuCall(call=call):
            return t("guide.hint.juroku_yes" if call else "guide.hint.juroku_no")
        case NijukanPick() | BlindPick():
            return t("guide.hint.pick")
        case Bid(count=count, suit=suit):
            return t("bid.hint.bid", bid=t("bid.value", count=count, suit=suit_name(suit)))
        case Pass():
            return t("bid.hint.pass")
        case Discard(cards=cards):
            return t("bid.hint.discard", cards=", ".join(card_name(c) for c in cards))
        case NameAdjutant(card=card):
            return t("bid.hint.name", card=card_name(card))
    raise TypeError(f"not a decision: {decision!r}")


def reason(view: SeatView, decision: Decision,
           card_name: Callable[[Card], str] = card_code,
           why: Reason | None = None,
           suit_name: Callable[[int], str] | None = None, seed: str = "hint") -> str | None:
    """Why the move is good, translated, or ``None`` if the CPU's reason says nothing more.

    ``why`` is the reason when known (the search's); else the club player's (``explain``),
    whose words about a trick are true from the seat's view (``engine.certainty``); a card
    that only tries for the trick also gets its chance, counted over deals that fit the view
    and drawn from ``seed`` (``chance_text``); one that someone after could beat in every deal
    tried is said to be unlikely to take it, not to try for it (play-tested). In the
    bidding game a bid's reason is what the hand is worth to the strong player in each suit
    (``engine.players.bidding.expected_faces``, the estimate it bids by).
    """
    if view.rules.game.is_bidding and not isinstance(decision, Play):
        return bidding_reason(view, decision, suit_name or goninkan_suit)
    why = why or explain(view, decision)
    if why is None or not has(f"guide.why.{why.key}"):
        return None
    chance = hint_chance(view, decision, seed) \
        if why.key == "take_aim" and isinstance(decision, Play) else None
    unlikely = chance is not None and chance.tried > 0 and chance.safe == 0
    key = _why_key(view, "take_unlikely" if unlikely else _last_words(view, why.key))
    values = dict(why.values)
    if "card" in values:
        values["card"] = card_name(_card(str(values["card"])))  # the reason's text
    if "higher" in values:
        values["threats"] = threats_text(view, values, card_name, suit_name or goninkan_suit)
        for part in ("higher", "trumps", "joker"):
            values.pop(part)
    count = values.pop("count", None)
    text = tn(key, count, **values) if isinstance(count, int) else t(key, **values)
    if chance is not None:
        text = sentences(text, chance_words(chance))
    return text


def hint_chance(view: SeatView, decision: Play, seed: str) -> TrickChance:
    """The chance a hint gives for ``decision`` (``engine.trick_chance``), its deals drawn
    from ``seed``."""
    return trick_chance(view, decision.card, random.Random(f"chance:{seed}"), decision.suit)


def chance_text(view: SeatView, decision: Play, seed: str) -> str | None:
    """How likely the card is to take the trick, as a count of the deals tried that fit the
    view in which no one after the player could beat it (``engine.trick_chance``): a
    likelihood with its unit, never a certainty. None if no deal was tried."""
    return chance_words(hint_chance(view, decision, seed)) or None


def chance_words(chance: TrickChance) -> str:
    """``chance_text`` of a chance worked out ("" if no deal was tried)."""
    if not chance.tried:
        return ""
    if chance.safe == chance.tried:  # every deal tried, still only a likelihood
        return t("guide.why.chance_all", tried=chance.tried)
    return tn("guide.why.chance", chance.safe, tried=chance.tried)


MAX_THREATS_NAMED = 2
"""The higher cards of a suit that may still beat a card are named up to so many; beyond,
counted."""


def goninkan_suit(suit: int) -> str:
    """A suit's name in Goninkan's words (the i18n ``suit.*`` keys)."""
    return t(f"suit.{SUIT_LETTERS[suit]}")


def threats_text(view: SeatView, values: dict[str, str | int],
                 card_name: Callable[[Card], str],
                 suit_name: Callable[[int], str] = goninkan_suit) -> str:
    """What may still beat a card, in words: its suit's higher cards (named, or counted), the
    joker, a trump ("the king of hearts, the ace of hearts or a trump")."""
    higher = [_card(code) for code in str(values["higher"]).split()]
    parts = [str(card_name(card)) for card in higher]
    if len(parts) > MAX_THREATS_NAMED:
        parts = [t("guide.why.threats_many", count=len(higher),
                   suit=suit_name(_suit_of(view, higher[0])))]
    if values.get("joker"):
        parts.append(str(card_name(JOKER)))
    if values.get("trumps"):
        parts.append(t("bid.why.threats_trump" if view.rules.game.is_bidding
                       else "guide.why.threats_trump"))
    if len(parts) == 1:
        return parts[0]
    return t("guide.why.threats_comma").join(parts[:-1]) + t("guide.why.threats_or") + parts[-1]


def _suit_of(view: SeatView, card: Card) -> int:
    """The suit a card counts in, in this game (B5: the joker and the ura-jack are trumps)."""
    assert view.trump is not None
    return suit_of(card, view.trump) if view.rules.game.is_bidding else SUIT_OF[card]


LAST_WORDS = {"take_sure": "take_last", "tsukeru_sure": "tsukeru_last",
              "partner_low_sure": "partner_low_last"}
"""Reasons that say "no one still to play can beat it", in the words for the trick's last
card, after which no one plays (a play-tester asked who was still to play)."""


def _last_words(view: SeatView, why: str) -> str:
    """``why``, or its words for the last card of the trick when the seat plays it."""
    last = view.phase is Phase.PLAY and len(view.trick) == view.rules.game.seats - 1
    return LAST_WORDS.get(why, why) if last else why


def _why_key(view: SeatView, why: str) -> str:
    """The text key of a reason, in the bidding game's own words where it has them
    (トリック, ジョーカー, 切り札, 味方: ``guide.why.bidding.*``)."""
    own = f"guide.why.bidding.{why}"
    return own if view.rules.game.is_bidding and has(own) else f"guide.why.{why}"


def _card(code: str) -> Card:
    """The card of a reason's code, in either game's deck (2C is only the bidding game's)."""
    return ALL_CODES.index(code)


def bidding_reason(view: SeatView, decision: Decision,
                   suit_name: Callable[[int], str] = goninkan_suit) -> str | None:
    """Why, in the bidding game: the hand's worth for a bid or a pass, the usual aims of a
    discard and a name (a card's reason is the club player's, ``reason``)."""
    if view.phase is Phase.BID:
        return bid_reason(view, decision, suit_name)
    if isinstance(decision, Discard):
        return t("bid.hint.discard_why")
    if isinstance(decision, NameAdjutant):
        return t("bid.hint.name_why")
    return None


def bid_reason(view: SeatView, decision: Decision,
               suit_name: Callable[[int], str] = goninkan_suit) -> str:
    """A bid's or a pass's reason: what the hand is worth in each suit in this form (the
    estimate the normal and strong players bid by, ``expected_faces``, cut to a tenth, never
    rounded up past what it reaches), then why the advice follows from it: the bid the values
    reach, the bid the next call needs (alone against two, with a face card to spare), or the
    rule of thumb the easy player bids by where it, not the estimate, decides."""
    game = view.rules.game
    worth = {suit: expected_faces(view.hand, suit, True, game) for suit in SUITS}
    # the unit with the first value ("10.1 face cards with clubs as trump, 9.3 with …")
    values = [t("bid.hint.worth_first" if index == 0 else "bid.hint.worth_value",
                suit=suit_name(suit), count=f"{math.floor(worth[suit] * 10) / 10:.1f}")
              for index, suit in enumerate(SUITS)]
    # the taisho's side's face cards (B12), or the taisho's alone where no adjutant is (B16)
    text = t("bid.hint.worth" if game.adjutant else "bid.hint.worth_alone",
             values=t("bid.hint.worth_join").join(values))
    low = view.lowest_bid
    if low is None:
        return text
    need = low if game.adjutant else low + ALONE_MARGIN
    length = LONG_SUIT if game.hand_size == BIDDING.hand_size else LONG_SUIT_OF_SEVENTEEN
    if isinstance(decision, Bid):
        if worth[decision.suit] >= max(decision.count, need):
            why = t("bid.hint.reaches", suit=suit_name(decision.suit), count=decision.count)
        else:
            why = t("bid.hint.rule_bid", suit=suit_name(decision.suit), length=length)
    elif max(worth.values()) < need:
        why = t("bid.hint.below", need=need) if need == low \
            else t("bid.hint.below_alone", low=low, need=need)
    elif rule_of_thumb(view.hand, game) is None:
        why = t("bid.hint.no_rule", length=length)
    else:
        why = t("bid.hint.rule_high", low=low)
    return sentences(text, why)


__all__ = ["Hint", "bid_reason", "bidding_reason", "chance_text", "chance_words", "describe",
           "hint_chance", "hint_player", "reason", "suggest", "threats_text"]
