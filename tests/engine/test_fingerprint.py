"""The old forms replay byte for byte as before, and the CPU players choose as before (issue 37).

Hundreds of matches of the ``standard``, ``goshogawara`` and five-player
``bidding`` games are played by the random, easy and normal players from
fixed seeds; each record is written, then replayed whole, cut at a seeded
point and with one play changed (mostly an illegal one). The record texts
(the players' choices) and the replay reports (what ``python -m engine
replay`` prints) are hashed per game and level. The expected hashes were
computed on the engine before the game's shape became data (issue 37); a
change to them means an old form now plays or replays differently.

Run ``python -m tests.engine.test_fingerprint`` to print the hashes.
"""

from __future__ import annotations

import hashlib
import json
import random

import pytest

from engine.errors import RecordError
from engine.players import play_match, player_named
from engine.record import dumps, record_from_json, replay, report
from engine.rules import RuleSet

MATCHES = {"random": 120, "easy": 12, "normal": 12}
"""Matches per game and level: kept small enough for a few seconds in all."""

PRESETS = ("standard", "goshogawara", "bidding")

EXPECTED = {
    ("standard", "random"): "b0cc6eaf7449f84c1684fca79962bff8b6c744b2f0448c59cefeb5dcba0c040f",
    ("standard", "easy"): "e57843069d9d2b82fde0fa0046859fd4ad30c3952f87cc8807e4531c295db44e",
    ("standard", "normal"): "7b5b7d0b796f2c17e64941fa0334356af9a8d23eaef66e3d96b003d4a2617a04",
    ("goshogawara", "random"): "f0d162933c988645d34dfb2c4fbe3e41170a005f318e11a7e6aeb75de4b6bf52",
    ("goshogawara", "easy"): "8328edae6c0b91fbfb58f479c33ccf8d20282d5e0ef1549247c4cf7c31eb57b6",
    ("goshogawara", "normal"): "e8c1156d0813d9bec21a7d395535c746c5ca5d3f3de81c598de8300eae0ed246",
    ("bidding", "random"): "ba35b8ceb3e09f614ab4cd0f767bd7618eb1652c813327b33687b307e1a5d073",
    ("bidding", "easy"): "ed68b5b7857c93de95a1f6ccfed61458856ce1b289e157ab0be689d4670a5d06",
    ("bidding", "normal"): "8ec2ef5d8efa2cefbf51656c7ce94839f6b5150a8e84a200c8f545f6d248c168",
}


def _replayed(obj: object) -> str:
    """The exit status and the report of a record object, as ``replay`` would give them."""
    try:
        result = replay(record_from_json(obj))
    except RecordError as error:
        return f"2 {error}"
    return f"{1 if result.error else 0} {json.dumps(report(result), sort_keys=True)}"


def _variants(text: str, rng: random.Random) -> list[str]:
    """The record whole, cut at a seeded action, and with one play's card changed."""
    deals = json.loads(text)["deals"]
    out = [_replayed(json.loads(text))]
    d = rng.randrange(len(deals))
    cut = json.loads(text)
    cut["deals"] = cut["deals"][:d + 1]
    actions = cut["deals"][d].get("actions", [])
    cut["deals"][d]["actions"] = actions[:rng.randrange(len(actions) + 1)]
    out.append(_replayed(cut))
    broken = json.loads(text)
    plays = [(i, j) for i, deal in enumerate(broken["deals"])
             for j, action in enumerate(deal.get("actions", [])) if "play" in action]
    if plays:
        i, j = rng.choice(plays)
        hand = [code for hands in broken["deals"][i]["hands"] for code in hands]
        broken["deals"][i]["actions"][j]["play"] = rng.choice(hand)
        out.append(_replayed(broken))
    return out


def fingerprint(preset: str, level: str) -> str:
    """The hash of ``MATCHES[level]`` records of ``preset`` played by ``level`` and replayed."""
    player = player_named(level)
    digest = hashlib.sha256()
    for index in range(MATCHES[level]):
        rng = random.Random(f"fingerprint:{preset}:{level}:{index}")
        rules = RuleSet.preset_named(preset, rounds=1 + index % 2)
        text = dumps(play_match([player] * 5, rules, rng))
        digest.update(text.encode())
        for line in _variants(text, rng):
            digest.update(line.encode())
    return digest.hexdigest()


@pytest.mark.parametrize(("preset", "level"), sorted(EXPECTED))
def test_old_forms_play_and_replay_as_before(preset: str, level: str) -> None:
    assert fingerprint(preset, level) == EXPECTED[(preset, level)]


if __name__ == "__main__":
    for preset in PRESETS:
        for level in MATCHES:
            print(f'    ("{preset}", "{level}"): "{fingerprint(preset, level)}",')
