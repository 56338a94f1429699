"""A text match in the terminal: the human at seat 0 against four CPU players.

The engine decides every rule; this module only prints what the human's seat
may see (``SeatView``) and reads the human's choices.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable, Sequence

from engine.actions import (
    BlindPick,
    Decision,
    JurokuCall,
    LeadCall,
    NameTrump,
    NijukanPick,
    Play,
    Show,
)
from engine.cards import SUIT_LETTERS, card_code, codes_of
from engine.dealing import draw_first_dealer
from engine.events import DealEnded, Event, KankeiAnnounced, SeatsSwapped, TrickWon
from engine.match import Match, Phase
from engine.observe import SeatView, observe
from engine.players import Player, deciding_player, legal_for, player_named, step
from engine.rules import RuleSet
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
    return repr(decision)


def show_view(view: SeatView, out: Callable[[str], None]) -> None:
    trump = "CDHS"[view.trump] if view.trump is not None else "?"
    out(f"\nRound {view.round}/{view.rules.rounds}, deal {view.deal}, trump {trump}, "
        f"trick {view.trick_no}. Faces: Kankei {view.faces[0]}/{view.targets[0]}, "
        f"Mukankei {view.faces[1]}/{view.targets[1]}")
    if view.trick:
        out("On the table: " + ", ".join(f"{NAMES[p]} {card_code(c)}" for p, c in view.trick))
    out("Your hand: " + " ".join(codes_of(view.hand)))


def ask(view: SeatView, legal: Sequence[Decision], read: Callable[[str], str],
        out: Callable[[str], None]) -> Decision:
    show_view(view, out)
    for number, decision in enumerate(legal, start=1):
        out(f"  {number}. {describe(decision)}")
    while True:
        answer = read("Your choice: ").strip()
        if answer.isdigit() and 1 <= int(answer) <= len(legal):
            return legal[int(answer) - 1]
        out(f"Type a number from 1 to {len(legal)}.")


def narrate(events: Sequence[Event], out: Callable[[str], None]) -> None:
    for event in events:
        match event:
            case KankeiAnnounced(ace_holder=a, joker_holder=j):
                out(f"Kankei: {NAMES[a]} (trump ace) and {NAMES[j]} (joker).")
            case SeatsSwapped(moved=m, neighbour=n):
                out(f"{NAMES[m]} and {NAMES[n]} change seats.")
            case TrickWon(trick=t, winner=w, plays=plays):
                cards = " ".join(card_code(c) for _, c in plays)
                out(f"Trick {t}: {cards} — {NAMES[w]} takes it.")
            case DealEnded(result=r):
                out(f"Deal over: {r.result.replace('_', ' ')}; points {list(r.points)}")


def run(level: str = "normal", seed: int | None = None, read: Callable[[str], str] = input,
        out: Callable[[str], None] = print) -> Match:
    """Play one standard match in the terminal."""
    rng = random.Random(seed)
    cpu = player_named(level, pools=strong_pools)
    players: list[Player] = [cpu] * 5
    _, dealer = draw_first_dealer(rng)
    match = Match(RuleSet(), NAMES, dealer)
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
    out(f"\nFinal scores: {dict(zip(NAMES, match.scores, strict=True))}")
    return match


def main() -> int:
    try:
        run()
    except (EOFError, KeyboardInterrupt):
        print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
