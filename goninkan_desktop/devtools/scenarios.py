"""Matches that lead straight to a rare moment, with the human (player 0) in the key role.

Used to show every kind of screen in the autoplay screenshots and in tests:
a record to resume plus the deals to deal next. Everything is found or built
from a seed, so the same seed gives the same scenario.

Records are *rotated* so that the player in the key role becomes player 0:
player ids shift by a constant, which keeps every seat relation (R5, R12) and
so the same game.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from engine.actions import Bid, Deal, Discard, NameAdjutant, Pass
from engine.cards import BIDDING_DECK, JOKER, ace_of
from engine.dealing import draw_first_dealer, shuffled_deal
from engine.match import Match, Phase
from engine.players import RandomPlayer, step
from engine.record import dumps
from engine.rules import RuleSet

KINDS = ("nijukan", "seat_swap", "juroku", "kime_yaku", "show_cards")


@dataclass(frozen=True)
class Scenario:
    """A record to resume and the deals to deal after it."""

    record: str
    deals: tuple[Deal, ...] = ()


def rotate_record(record: dict[str, Any], shift: int, names: Sequence[str]) -> dict[str, Any]:
    """The same game with player ``shift`` as player 0 (ids and seats move together)."""
    def new(player: int) -> int:
        return (player - shift) % 5

    out = dict(record)
    out["players"] = list(names)
    out["first_dealer"] = new(record["first_dealer"])
    out["deals"] = []
    for deal in record["deals"]:
        hands = [deal["hands"][(i + shift) % 5] for i in range(5)]
        actions = [{**action, "player": new(action["player"])} for action in deal["actions"]]
        out["deals"].append({"hands": hands, "actions": actions})
    return out


def _fresh_record(rules: RuleSet, names: Sequence[str], rng: random.Random) -> str:
    _, dealer = draw_first_dealer(rng)
    return dumps(Match(rules, names, dealer))


def _deal_with(rng: random.Random, wanted: dict[int, int]) -> Deal:
    """A shuffled deal in which player ``wanted[card]`` holds each given card."""
    hands = [list(hand) for hand in shuffled_deal(rng).hands]
    for card, owner in wanted.items():
        holder = next(p for p in range(5) if card in hands[p])
        if holder == owner:
            continue
        give = next(c for c in hands[owner] if c not in wanted)
        hands[holder][hands[holder].index(card)] = give
        hands[owner][hands[owner].index(give)] = card
    return Deal(tuple(tuple(sorted(hand)) for hand in hands))


def nijukan(seed: int | str, names: Sequence[str]) -> Scenario:
    """R13: player 4 is dealt the trump ace and the joker, so the human (seat 0) picks."""
    rng = random.Random(f"{seed}:scenario:nijukan")
    rules = RuleSet.preset_named("standard")
    deal = _deal_with(rng, {ace_of(0): 4, JOKER: 4})  # round 1: clubs are trump (R9)
    return Scenario(_fresh_record(rules, names, rng), (deal,))


def seat_swap(seed: int | str, names: Sequence[str]) -> Scenario:
    """R12: the human holds the trump ace and Hanako, on the human's right, the joker."""
    rng = random.Random(f"{seed}:scenario:swap")
    rules = RuleSet.preset_named("standard")
    deal = _deal_with(rng, {ace_of(0): 0, JOKER: 1})
    return Scenario(_fresh_record(rules, names, rng), (deal,))


def find_moment(seed: int | str, names: Sequence[str], wanted: Callable[[Match], int | None],
                tries: int = 400) -> Scenario:
    """Play random matches until ``wanted`` names a player at a moment; rotate them to 0."""
    rules = RuleSet.preset_named("standard")
    players = [RandomPlayer()] * 5
    for attempt in range(tries):
        rng = random.Random(f"{seed}:scenario:{attempt}")
        _, dealer = draw_first_dealer(rng)
        match = Match(rules, names, dealer)
        while not match.finished:
            player = wanted(match)
            if player is not None:
                rotated = rotate_record(json.loads(dumps(match)), player, names)
                return Scenario(json.dumps(rotated, ensure_ascii=False))
            step(match, players, rng)
    raise LookupError("no such moment found")


def juroku(seed: int | str, names: Sequence[str]) -> Scenario:
    """R24: a jūroku call is due, and the human is the one to call it."""
    return find_moment(seed, names, lambda m: m.juroku_decider if m.phase is Phase.JUROKU else None)


def kime_yaku(seed: int | str, names: Sequence[str]) -> Scenario:
    """R26: cards are about to be shown, and the human will name the trump."""
    return find_moment(seed, names, lambda m: m.chooser if m.phase is Phase.SHOW else None)


def show_cards(seed: int | str, names: Sequence[str]) -> Scenario:
    """R26: the human is to show cards to the chooser."""
    return find_moment(seed, names, lambda m: m.shower if m.phase is Phase.SHOW else None)


# -- the bidding game (docs/rules.md section 11) ---------------------------------------------------


def bidding_deal(seed: int | str, names: Sequence[str], dealer: int,
                 rules: RuleSet | None = None) -> Match:
    """A bidding match (of the form ``rules`` play; the usual one by default) just dealt by
    ``dealer`` (the human bids after dealer + 1 … the last seat, B6)."""
    rules = replace(rules or RuleSet.preset_named("bidding"), rounds=2)
    match = Match(rules, names[:rules.game.seats], dealer)
    match.apply(shuffled_deal(random.Random(f"{seed}:scenario:bidding"), rules.game))
    return match


def bidding_taisho(seed: int | str, names: Sequence[str],
                   rules: RuleSet | None = None) -> Match:
    """The human bid 17 in spades first; the others passed: the human is taisho (B6, B7)."""
    seats = (rules or RuleSet.preset_named("bidding")).game.seats
    match = bidding_deal(seed, names, seats - 1, rules)
    match.apply(Bid(0, 17, 3))
    for player in range(1, seats):
        match.apply(Pass(player))
    return match


def bid_picker(seed: int | str, names: Sequence[str], rules: RuleSet | None = None) -> Scenario:
    """B6: the human bids first."""
    seats = (rules or RuleSet.preset_named("bidding")).game.seats
    return Scenario(dumps(bidding_deal(seed, names, seats - 1, rules)))


def auction(seed: int | str, names: Sequence[str], rules: RuleSet | None = None) -> Scenario:
    """B6: the CPU players call before the human."""
    return Scenario(dumps(bidding_deal(seed, names, 0, rules)))


def discard(seed: int | str, names: Sequence[str], rules: RuleSet | None = None) -> Scenario:
    """B7: the human is taisho with thirteen cards, three to lay down (B16: nineteen, two)."""
    return Scenario(dumps(bidding_taisho(seed, names, rules)))


def _laid_down(match: Match) -> Match:
    """The human taisho lays down the last cards of its hand (B7, B16)."""
    count = match.game.discards
    match.apply(Discard(0, tuple(BIDDING_DECK.in_order(match.hands[0])[-count:])))
    return match


def adjutant_picker(seed: int | str, names: Sequence[str],
                    rules: RuleSet | None = None) -> Scenario:
    """B8: the human taisho has laid down and names the adjutant's card."""
    return Scenario(dumps(_laid_down(bidding_taisho(seed, names, rules))))


def reveal(seed: int | str, names: Sequence[str], rules: RuleSet | None = None) -> Scenario:
    """B8: the human taisho named the top card of Jiro's hand; it is revealed when played."""
    match = _laid_down(bidding_taisho(seed, names, rules))
    match.apply(NameAdjutant(0, BIDDING_DECK.in_order(match.hands[2])[0]))
    return Scenario(dumps(match))


def free_trump(seed: int | str, names: Sequence[str], rules: RuleSet | None = None) -> Scenario:
    """B17: without an auction the human, after the dealer, names the trump."""
    rules = replace(rules or RuleSet.preset_named("bidding"), auction=False)
    return Scenario(dumps(bidding_deal(seed, names, rules.game.seats - 1, rules)))


FormBuilder = Callable[..., Scenario]
BIDDING_BUILDERS: dict[str, FormBuilder] = {
    "bid_picker": bid_picker, "auction": auction, "discard": discard,
    "adjutant_picker": adjutant_picker, "reveal": reveal, "free_trump": free_trump,
}
"""The bidding game's scenarios, each for any of its forms (``rules``)."""


def scenario_for(kind: str, seed: int | str, names: Sequence[str],
                 rules: RuleSet) -> Scenario | None:
    """A scenario for the screen ``kind`` in the game (and form) ``rules`` play; None if
    there is none."""
    if rules.game.is_bidding:
        builder = BIDDING_BUILDERS.get(kind)
        return None if builder is None else builder(seed, names, rules)
    goninkan = BUILDERS.get(kind)
    return None if goninkan is None or kind in BIDDING_BUILDERS else goninkan(seed, names)


BUILDERS: dict[str, Callable[[int | str, Sequence[str]], Scenario]] = {
    "nijukan": nijukan,
    "seat_swap": seat_swap,
    "juroku": juroku,
    "kime_yaku": kime_yaku,
    "show_cards": show_cards,
    "bid_picker": bid_picker,
    "auction": auction,
    "discard": discard,
    "adjutant_picker": adjutant_picker,
    "reveal": reveal,
}
