"""Records for the review's tests: matches of random players, a few deals long."""

from __future__ import annotations

import random

from engine.dealing import shuffled_deal
from engine.match import Match, Phase
from engine.observe import observe
from engine.players import RandomPlayer, legal_for
from engine.rules import RuleSet

NAMES = ["You", "Hanako", "Jiro", "Saburo", "Shiro"]


def played_match(seed: int, deals: int = 2, preset: str = "standard") -> Match:
    """A match of random players, ``deals`` deals long (fewer if it ends first)."""
    match = Match(RuleSet.preset_named(preset), NAMES, 0)
    rng = random.Random(seed)
    player = RandomPlayer()
    for _ in range(deals):
        if match.finished:
            break
        match.apply(shuffled_deal(rng))
        while match.phase not in (Phase.DEAL, Phase.OVER):
            actor = match.to_act()[0]
            match.apply(player.choose(observe(match, actor), legal_for(match, actor), rng))
    return match
