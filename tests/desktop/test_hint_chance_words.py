"""A card that only tries for the trick, safe in every deal tried (issue 38): the hint said
"In 100 of 100 deals … no one after you could beat it" beside "may still beat it". A count
of sampled deals is still no certainty: the words say all of them, and that it is a
likelihood, never that the card takes the trick."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from engine.actions import Play
from engine.dealing import shuffled_deal
from engine.match import Match, Phase
from engine.observe import SeatView, observe
from engine.players import legal_for
from engine.players.heuristic import explain
from engine.rules import RuleSet
from engine.trick_chance import TrickChance
from goninkan_desktop.i18n import t, tn
from goninkan_desktop.play.hints import hint_chance, hint_player, reason
from goninkan_desktop.table.games import BIDDING_TABLE, GONINKAN_TABLE, card_name

SEED = "hint"


def _all_safe() -> tuple[SeatView, Play]:
    """The first card the normal player tries for a trick with, safe in every deal tried, in
    a three-player match played by it."""
    return _first_aimed("bidding", 3, 1, lambda chance: chance.safe == chance.tried)


def test_a_card_safe_in_every_deal_tried_is_still_only_likely(lang: str) -> None:
    view, decision = _all_safe()
    chance = hint_chance(view, decision, SEED)
    text = reason(view, decision, lambda c: card_name(c, BIDDING_TABLE),
                  suit_name=BIDDING_TABLE.suit_name, seed=SEED)
    assert text is not None
    assert t("guide.why.chance_all", tried=chance.tried) in text, text
    assert tn("guide.why.chance", chance.safe, tried=chance.tried) not in text, text
    certain = {"en": "takes the trick", "ja": "誰もこの札に勝てません"}[lang]
    assert certain not in text
    assert ("not a certainty" in text) if lang == "en" else ("確実ではありません" in text)


def _beaten_everywhere(preset: str, players: int) -> tuple[SeatView, Play]:
    """The first card the normal player "tries for the trick" with (the club player's
    reason) that someone after could beat in every deal tried."""
    return _first_aimed(preset, players, 2, lambda chance: chance.tried > 0 and chance.safe == 0)


def _first_aimed(preset: str, players: int, seed: int,
                 wanted: Callable[[TrickChance], bool]) -> tuple[SeatView, Play]:
    """The first card the normal player tries for the trick with ("take_aim") whose chance
    over the deals tried is ``wanted``, in matches of ``preset`` played by it."""
    rules = RuleSet.preset_named(preset, **({"players": players} if players != 5 else {}))
    rng = random.Random(seed)
    adviser = hint_player("normal")
    names = [f"P{seat}" for seat in range(rules.game.seats)]
    for _ in range(30):
        match = Match(rules, names, 0)
        while match.phase is not Phase.OVER:
            if match.phase is Phase.DEAL:
                match.apply(shuffled_deal(rng, rules.game))
                continue
            seat = match.to_act()[0]
            view = observe(match, seat)
            decision = adviser.choose(view, legal_for(match, seat), rng)
            if isinstance(decision, Play) and match.phase is Phase.PLAY:
                why = explain(view, decision)
                if why is not None and why.key == "take_aim" \
                        and wanted(hint_chance(view, decision, SEED)):
                    return view, decision
            match.apply(decision)
    raise AssertionError("no such card")


@pytest.mark.parametrize(("preset", "players"), [("standard", 5), ("bidding", 5)])
def test_a_card_beaten_in_every_deal_tried_is_not_said_to_try_for_the_trick(
        lang: str, preset: str, players: int) -> None:
    """Play-tested: "It tries for the trick and the next lead; … may still beat it. In each
    of 100 deals that fit what you saw, someone after you could beat it." The first words
    promised a chance the count then denied: such a card is said to be unlikely to take the
    trick, with the same count."""
    view, decision = _beaten_everywhere(preset, players)
    game = BIDDING_TABLE if view.rules.game.is_bidding else GONINKAN_TABLE
    chance = hint_chance(view, decision, SEED)
    text = reason(view, decision, lambda c: card_name(c, game), suit_name=game.suit_name,
                  seed=SEED)
    assert text is not None
    assert tn("guide.why.chance", 0, tried=chance.tried) in text, text
    tries = {"en": "tries for the trick", "ja": "取りにいきます"}[lang]
    assert tries not in text, text
    unlikely = {"en": "will probably not take the trick", "ja": "おそらく取れません"}[lang]
    assert unlikely in text, text
