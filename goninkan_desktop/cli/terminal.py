"""A text match in the terminal: the human at seat 0 against the CPU players.

The engine decides every rule; this module only prints what the human's seat
may see (``SeatView``) and reads the human's choices. It plays every preset:
Goninkan's two and the bidding game (docs/rules.md section 11) in each of its forms
(section 12: three players, no auction), whose long lists of choices (a discard of
three of thirteen cards, a card to name) are typed as card codes instead of picked from
a numbered list.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable, Sequence

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
from engine.bidding import BiddingDealResult
from engine.cards import SUIT_LETTERS, card_code, codes_of
from engine.dealing import choose_first_dealer
from engine.events import (
    AdjutantNamed,
    BidMade,
    CardsLaidDown,
    DealEnded,
    DealResult,
    Event,
    KankeiAnnounced,
    KitsuneTaken,
    SeatsSwapped,
    TrickWon,
    TrumpNamed,
)
from engine.match import Match, Phase
from engine.observe import SeatView, observe
from engine.players import (
    Player,
    close_player,
    deciding_player,
    legal_for,
    player_named,
    step,
)
from engine.rules import RuleSet
from engine.scoring import Outcome
from goninkan_desktop.platform.workers import strong_pools
from goninkan_desktop.profile.choices import HUMAN

NAMES = ("You", "Hanako", "Jiro", "Saburo", "Shiro")


def describe(decision: Decision) -> str:
    """A decision in a few words, as the menu shows it."""
    match decision:
        case Play(card=card, suit=suit):
            named = f" (naming {SUIT_LETTERS[suit]})" if suit is not None else ""
            return card_code(card) + named
        case LeadCall(iku=iku):
            return "iku (I lead)" if iku else "koi (you lead)"
        case Show(cards=cards):
            return " ".join(card_code(c) for c in cards)
        case NameTrump(suit=suit):
            return "trump " + "CDHS"[suit]
        case JurokuCall(call=call):
            return "call jūroku" if call else "no call"
        case NijukanPick(key=key, card=card):
            return f"key {card_code(key)}, card {card_code(card)}"
        case BlindPick(key=key, card=card):
            return f"face-down key {key + 1} of 2, face-down card {card + 1} of 10"
        case Bid() | Pass() | Discard() | NameAdjutant():
            return typed(decision)
    return repr(decision)


def typed(decision: Decision) -> str:
    """What the player may type for a decision, besides its number: a bid ``13S``, ``pass``,
    the cards to lay down ``QC 3D 2D``, the card to name ``AH``, a card to play ``10H``."""
    match decision:
        case Bid(count=count, suit=suit):
            return f"{count}{SUIT_LETTERS[suit]}"
        case Pass():
            return "pass"
        case Discard(cards=cards):
            return " ".join(card_code(c) for c in cards)
        case NameAdjutant(card=card) | Play(card=card, suit=None):
            return card_code(card)
    return ""


def _words(text: str) -> frozenset[str]:
    """A typed answer as a set of upper-case words (cards laid down in any order)."""
    return frozenset(text.upper().replace(",", " ").split())


LONGEST_LIST = 30
"""More choices than this are not listed: the player types one (``typed``)."""


def show_view(view: SeatView, out: Callable[[str], None]) -> None:
    trump = "CDHS"[view.trump] if view.trump is not None else "?"
    if view.rules.game.kitsune:
        out(f"\nDeal {view.round}/{view.rules.rounds}, trump {trump}, trick {view.trick_no}. "
            + _bidding_state(view))
    else:
        out(f"\nRound {view.round}/{view.rules.rounds}, deal {view.deal}, trump {trump}, "
            f"trick {view.trick_no}. Faces: Kankei {view.faces[0]}/{view.targets[0]}, "
            f"Mukankei {view.faces[1]}/{view.targets[1]}")
    if view.trick:
        out("On the table: " + ", ".join(f"{NAMES[p]} {card_code(c)}" for p, c in view.trick))
    out("Your hand: " + " ".join(codes_of(view.hand)))
    if view.phase is Phase.DISCARD and view.kitsune:
        out("From the kitsune: " + " ".join(codes_of(view.kitsune))
            + f". Lay down {view.rules.game.discards} cards: type them.")


def _call(count: int | None, suit: int | None) -> str:
    """A call of the auction (B6): ``13S``, or ``pass``."""
    return "pass" if count is None or suit is None else f"{count}{SUIT_LETTERS[suit]}"


def _bidding_state(view: SeatView) -> str:
    """The bidding game's line: the auction, or the bid, the named card and the count;
    without an auction (B17) who names the trump and each player's face cards."""
    if not view.rules.game.auction:
        faces = ", ".join(f"{NAMES[p]} {count}" for p, count in enumerate(view.face_counts))
        if view.caller is None:
            return f"Faces: {faces}"
        named = _does(view.caller, "names", "name") if view.trump is None \
            else f"{NAMES[view.caller]} named"
        return f"{named} the trump. Faces: {faces}"
    if view.taisho is None:
        calls = ", ".join(f"{NAMES[p]} {_call(c, s)}" for p, c, s in view.auction)
        return "Auction: " + (calls or "no bid yet")
    named = card_code(view.adjutant_card) if view.adjutant_card is not None else "not yet"
    if view.adjutant is not None:
        named += f" (adjutant: {NAMES[view.adjutant]})"
    named = f", named card {named}" if view.rules.game.adjutant else ", no adjutant"
    return (f"Taisho {NAMES[view.taisho]}, bid {view.bid}{named}. "
            f"Taisho's faces {view.faces[0]}/{view.bid}")


def ask(view: SeatView, legal: Sequence[Decision], read: Callable[[str], str],
        out: Callable[[str], None]) -> Decision:
    """Show the view and the choices; read a number, or a choice typed as ``typed`` shows."""
    show_view(view, out)
    bids = [d.count for d in legal if isinstance(d, Bid)]
    listed = len(legal) <= LONGEST_LIST and not bids
    if bids:  # B6: one line for the whole auction's choices
        out(f"  Type pass, or a bid from {min(bids)} to {max(bids)} with its trump suit "
            f"(C, D, H or S), for example {min(bids)}S.")
    elif listed:
        for number, decision in enumerate(legal, start=1):
            out(f"  {number}. {describe(decision)}")
    else:
        out(f"  {len(legal)} choices: type one, for example {typed(legal[0])!r}.")
    by_words = {_words(typed(d)): d for d in legal if typed(d)}
    while True:
        answer = read("Your choice: ").strip()
        if answer.isdigit() and 1 <= int(answer) <= len(legal) and (
                listed or _words(answer) not in by_words):
            return legal[int(answer) - 1]
        chosen = by_words.get(_words(answer))
        if chosen is not None:
            return chosen
        out(f"Type a number from 1 to {len(legal)}." if listed
            else f"Type one of the {len(legal)} choices, for example {typed(legal[0])!r}.")


def _does(player: int, verb: str, you_verb: str) -> str:
    """A player's name and a verb that agrees with it ("Hanako takes", "You take")."""
    return f"{NAMES[player]} {you_verb if player == HUMAN else verb}"


def narrate(events: Sequence[Event], out: Callable[[str], None]) -> None:
    for event in events:
        match event:
            case KankeiAnnounced(ace_holder=a, joker_holder=j):
                out(f"Kankei: {NAMES[a]} (trump ace) and {NAMES[j]} (joker).")
            case SeatsSwapped(moved=m, neighbour=n):
                out(f"{NAMES[m]} and {NAMES[n]} change seats.")
            case TrickWon(trick=t, winner=w, plays=plays):
                cards = " ".join(card_code(c) for _, c in plays)
                out(f"Trick {t}: {cards} — {_does(w, 'takes', 'take')} it.")
            case BidMade(player=p, count=c, suit=s):
                out(f"{NAMES[p]}: " + ("pass" if c is None else f"bid {_call(c, s)}"))
            case KitsuneTaken(taisho=p, bid=b, trump=s):
                out(f"{_does(p, 'is', 'are')} taisho with {b}{SUIT_LETTERS[s]}: the kitsune goes "
                    "to the taisho.")
            case CardsLaidDown(taisho=p, cards=cards):
                out(f"{_does(p, 'lays', 'lay')} {len(cards)} cards face down.")
            case TrumpNamed(player=p, suit=s):
                out(f"{_does(p, 'names', 'name')} trump {SUIT_LETTERS[s]}.")
            case AdjutantNamed(card=c):
                out(f"The adjutant is whoever holds {card_code(c)}.")
            case DealEnded(result=r):
                out(f"Deal over: {deal_outcome(r)}; points {list(r.points)}")


def deal_outcome(result: DealResult) -> str:
    """How a deal ended, in its game's words: Goninkan's Kankei and Mukankei (R22–R24); the
    bidding game's bid made or lost by the taisho (B12), who played alone or with a side, or
    without an auction who took the most face cards (B18)."""
    if not isinstance(result, BiddingDealResult):
        return result.result.replace("_", " ")
    if result.result is Outcome.REDEAL:
        return "all passed, the same dealer deals again"
    if result.result is Outcome.MOST_FACES:
        names = " and ".join(NAMES[p] for p in result.winners)
        count = max(result.face_counts, default=0)
        took = "take" if result.winners == (HUMAN,) or len(result.winners) > 1 else "takes"
        return f"{names} {took} the most face cards ({count}) and win" + (
            "s" if took == "takes" else "")
    who = "the taisho" if result.adjutant is None else "the taisho's side"
    made = "bid made" if result.result.kankei_won else "bid lost"
    return f"{made}: {who} took {result.kankei_faces} face cards against a bid of {result.bid}"


def run(level: str = "normal", seed: int | str | None = None, rules: RuleSet | None = None,
        read: Callable[[str], str] = input, out: Callable[[str], None] = print) -> Match:
    """Play one match of ``rules`` (the standard preset by default) in the terminal."""
    rules = rules or RuleSet()
    rng = random.Random(seed)
    cpu = player_named(level, pools=strong_pools)
    players: list[Player] = [cpu] * rules.game.seats
    _, dealer = choose_first_dealer(rng, rules.game)
    match = Match(rules, NAMES[:rules.game.seats], dealer)
    out(f"{_does(dealer, 'deals', 'deal')} first.")
    adjutant: int | None = None
    try:
        while not match.finished:
            human_turn = match.phase is not Phase.DEAL and (
                HUMAN in match.to_act() if match.phase is Phase.LEAD
                else deciding_player(match) == HUMAN)
            if human_turn:
                legal = legal_for(match, HUMAN)
                events = match.apply(ask(observe(match, HUMAN), legal, read, out))
            else:
                events = step(match, players, rng)
            narrate(events, out)
            adjutant = _tell_adjutant(observe(match, HUMAN), adjutant, out)
    finally:
        close_player(cpu)
    out(f"\nFinal scores: {dict(zip(match.names, match.scores, strict=True))}")
    return match


def _tell_adjutant(view: SeatView, told: int | None, out: Callable[[str], None]) -> int | None:
    """B8: say who the adjutant is once the human's seat may know it (the named card played,
    or the human holds it); returns who has been told."""
    if view.adjutant == told:
        return told
    if view.adjutant is not None:
        out("You are the adjutant: only you know it." if view.adjutant == HUMAN
            and view.trick_no <= 1 and not view.trick
            else f"The named card is out: {NAMES[view.adjutant]} is the adjutant.")
    return view.adjutant


def main(level: str = "normal", seed: int | str | None = None,
         rules: RuleSet | None = None) -> int:
    """``--text``: one match in the terminal; Ctrl+C or the end of input leaves quietly."""
    try:
        run(level, seed, rules)
    except (EOFError, KeyboardInterrupt):
        print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
