"""Do the hints' claims about a trick come true? A whole match with a hint at every decision.

    python benchmarks/hint_claims.py --preset standard --level normal --seed 1
    python benchmarks/hint_claims.py --preset bidding --level strong --seed 1

Player 0 asks for a hint at each of its decisions (``goninkan_desktop.play.hints.suggest``,
the hint button's own code, on the seat's view) and follows it; the other seats are CPU
players of ``--level``. After each trick, every hint given in it is checked against what
happened: a reason that says the card takes the trick ("No one still to play can beat it"),
that the partner takes it, or that the trick cannot be taken, must have come true; a reason
worded as an aim ("It tries to take the trick… not sure") or as "so far" is counted, won or
not. Prints per kind of reason: how many, how many came true, and each certain claim that did
not (there should be none).
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.actions import Play
from engine.dealing import shuffled_deal
from engine.match import Match, Phase
from engine.observe import SeatView, observe
from engine.players import close_player, deciding_player, legal_for
from engine.players.heuristic import explain
from engine.rules import RuleSet
from engine.trick_chance import safe_in
from goninkan_desktop.play.controller import HumanRequest, cpu_player
from goninkan_desktop.play.hints import hint_chance, hint_player, reason, suggest
from goninkan_desktop.table.games import card_name

CERTAIN = {"take_sure": "mine", "joker_takes": "mine", "tsukeru_sure": "partner",
           "partner_low_sure": "partner", "lost": "not mine"}
"""The reasons that state a fact about the trick, and the winner each promises."""

NO_CLAIM = {"lead", "lead_trump", "lead_joker", "duck", "search"}
"""The reasons that say nothing of who wins the trick (an aim, or the search's average gain)."""


@dataclass
class Claim:
    """One hint's reason about the trick it was given in."""

    key: str
    text: str
    player: int
    partner: int | None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--preset", default="standard")
    parser.add_argument("--level", default="normal")
    parser.add_argument("--seed", default="1")
    parser.add_argument("--rounds", type=int, default=None)
    args = parser.parse_args()
    rules = RuleSet.preset_named(args.preset) if args.rounds is None else \
        RuleSet.preset_named(args.preset, rounds=args.rounds)
    rng = random.Random(args.seed)
    match = Match(rules, ("You", "B", "C", "D", "E"), rng.randrange(5))
    helper = hint_player(args.level)
    others = cpu_player(args.level)
    kinds: Counter[tuple[str, bool]] = Counter()
    broken: list[str] = []
    pending: list[Claim] = []
    chances: list[Chance] = []
    hints = 0
    try:
        while not match.finished:
            if match.phase is Phase.DEAL:
                match.apply(shuffled_deal(rng, rules.game))
                continue
            player = deciding_player(match)
            view = observe(match, player)
            legal = legal_for(match, player)
            if player != 0:
                match.apply(others.choose(view, legal, rng))
                _settle(match, pending, kinds, broken)
                continue
            request = HumanRequest(match.phase, view, tuple(legal))
            seed = f"{args.seed}:{hints}"
            hint = suggest(request, helper, card_name, seed)
            hints += 1
            if isinstance(hint.decision, Play) and hint.reason is not None:
                why = explain(view, hint.decision)
                own = why is not None and hint.reason == reason(view, hint.decision, card_name,
                                                                seed=seed)
                key = why.key if own and why is not None else "search"
                if key == "take_aim":
                    chances.append(_chance(view, hint.decision, seed, match))
                partner = match.play.trick_winner() if match.play is not None and \
                    match.play.trick_cards else None
                pending.append(Claim(key, hint.reason, 0, partner))
            match.apply(hint.decision)
            _settle(match, pending, kinds, broken)
    finally:
        close_player(helper)
        close_player(others)
    print(f"{args.preset}, level {args.level}, seed {args.seed}: {hints} hints in "
          f"{len(match.results)} deals")
    for key in sorted({k for k, _ in kinds}):
        true, false = kinds[(key, True)], kinds[(key, False)]
        if key in NO_CLAIM:
            print(f"  {key:18} {'no claim':10} {true + false:4} given, {true:4} won by you")
            continue
        sort = "certain" if key in CERTAIN else "aim/likely"
        print(f"  {key:18} {sort:10} {true + false:4} given, {true:4} came true, "
              f"{false:4} did not")
    print(f"  certain claims that did not come true: {len(broken)}")
    for line in broken:
        print("   ", line)
    if chances:
        stated = sum(c.safe for c in chances) / sum(c.tried for c in chances)
        safe = sum(c.safe_here for c in chances)
        print(f"  take_aim chances given: {len(chances)}; stated safe on average in "
              f"{stated:.0%} of the deals tried; no one after could beat it in the true deal "
              f"{safe} times ({safe / len(chances):.0%})")


@dataclass
class Chance:
    """A take_aim hint's chance (``engine.trick_chance``) and the true deal's answer."""

    safe: int
    tried: int
    safe_here: bool


def _chance(view: SeatView, decision: Play, seed: str, match: Match) -> Chance:
    """The chance the hint stated (the same deals, from the same seed), and whether no one
    after the player could beat the card in the deal as it truly lies."""
    chance = hint_chance(view, decision, seed)
    return Chance(chance.safe, chance.tried, safe_in(view, decision.card, list(match.hands),
                                                     decision.suit))


def _settle(match: Match, pending: list[Claim], kinds: Counter[tuple[str, bool]],
            broken: list[str]) -> None:
    """Judge the claims of a trick once it has closed."""
    if not pending or (match.play is not None and match.play.trick_cards
                       and match.phase is Phase.PLAY):
        return
    if not match.tricks:
        return
    winner = match.tricks[-1].winner
    for claim in pending:
        promised = CERTAIN.get(claim.key)
        if promised == "mine" or (promised is None and claim.key.startswith("take")):
            came = winner == claim.player
        elif promised == "partner" or claim.key in ("tsukeru", "partner_low"):
            came = winner == claim.partner
        elif promised == "not mine":
            came = winner != claim.player
        else:
            came = winner == claim.player
        kinds[(claim.key, came)] += 1
        if promised is not None and not came:
            broken.append(f"trick {match.tricks[-1].number}: {claim.key}: {claim.text} "
                          f"(won by {winner})")
    pending.clear()


if __name__ == "__main__":
    main()
