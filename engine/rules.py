"""Rule sets: the two presets and the house rules of docs/rules.md section 9."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from .errors import RecordError
from .games import BIDDING as BIDDING_GAME
from .games import GONINKAN, Game, bidding_form

STANDARD = "standard"
GOSHOGAWARA = "goshogawara"
BIDDING = "bidding"
JOKER_LEAD_TRUMP = "trump"
JOKER_LEAD_FREE = "free"
"""The two values of the bidding game's ``joker_lead`` house rule (B9)."""
NIJUKAN_SWAP = "swap"
NIJUKAN_REDEAL = "redeal"
"""The two values of the nijū-kan house rule (R13); a deal that ends in a redeal is
``scoring.Outcome.REDEAL``."""


@dataclass(frozen=True)
class RuleSet:
    """A validated bundle of house rules (docs/rules.md section 9; B-rules for ``bidding``).

    Each preset's game (``game``) owns some of the fields; the others keep
    their default values, so a rule of one game set in the other is refused.
    """

    preset: str = STANDARD
    rounds: int = 4
    tome_suppe: bool = False
    nijukan: str = NIJUKAN_SWAP
    shown_cards: int = 2
    deal1_target: int = 9
    missed_juroku: int = -16
    scoring: str = STANDARD
    min_bid: int = 11
    joker_lead: str = JOKER_LEAD_TRUMP
    players: int = 5
    """B15: the bidding game's number of players, 5 or 3 (docs/rules.md section 12)."""
    auction: bool = True
    """B17: whether the bidding game has its auction (docs/rules.md section 12)."""

    def __post_init__(self) -> None:
        for name, check in _CHECKS.items():
            value = getattr(self, name)
            if not check.accepts(value):
                raise RecordError(f"rules.{name}", f"must be {check.expected}, not {value!r}")
        for name in _CHECKS:
            if (name != "preset" and name not in self.game.rule_keys
                    and getattr(self, name) != _DEFAULTS[name]):
                raise RecordError(f"rules.{name}", f"is not a rule of the {self.preset} preset")

    @property
    def game(self) -> Game:
        """The game this rule set plays: Goninkan or a form of the bidding game (sections
        11, 12), with its shape (``Game.seats``, ``hand_size``…)."""
        game = _GAME_OF_PRESET[self.preset]
        if game.is_bidding:
            return bidding_form(self.players, self.auction)
        return game

    @classmethod
    def preset_named(cls, name: str, **overrides: Any) -> RuleSet:
        """The preset ``standard``, ``goshogawara`` or ``bidding``, with any house rules changed.

        (``RuleSet(preset=…)`` alone only labels the rules; this takes the preset's values.)
        """
        if name not in ALL_PRESETS:
            raise RecordError("rules.preset", f"must be {_CHECKS['preset'].expected}, not {name!r}")
        return dataclasses.replace(ALL_PRESETS[name], **overrides)

    @classmethod
    def from_json(cls, obj: Any) -> RuleSet:
        """A rule set from a record's ``rules`` object: a preset plus overrides."""
        if obj is None:
            return PRESETS[STANDARD]
        if not isinstance(obj, dict):
            raise RecordError("rules", "must be an object")
        for key in obj:
            if key not in _CHECKS:
                raise RecordError(f"rules.{key}", "unknown rule")
        for key, value in obj.items():
            if not _CHECKS[key].accepts(value):
                raise RecordError(f"rules.{key}", f"must be {_CHECKS[key].expected}, not {value!r}")
        preset = obj.get("preset", STANDARD)
        for key in obj:
            if key != "preset" and key not in _GAME_OF_PRESET[preset].rule_keys:
                raise RecordError(f"rules.{key}", f"is not a rule of the {preset} preset")
        return cls.preset_named(preset, **obj)

    def to_json(self) -> dict[str, Any]:
        """The ``rules`` object of a record: the preset and whatever differs from it."""
        base = ALL_PRESETS[self.preset]
        out: dict[str, Any] = {"preset": self.preset}
        for field in dataclasses.fields(self):
            value = getattr(self, field.name)
            if field.name in self.game.rule_keys and value != getattr(base, field.name):
                out[field.name] = value
        return out

    def targets(self, deal: int) -> tuple[int, int]:
        """Face cards Kankei and Mukankei need in deal 1, 2 or 3 (R21)."""
        if deal == 1:
            return self.deal1_target, 17 - self.deal1_target
        return (8, 9) if deal == 2 else (9, 8)


@dataclass(frozen=True)
class _Check:
    kind: type
    allowed: tuple[Any, ...]
    expected: str

    def accepts(self, value: Any) -> bool:
        # bool is an int in Python: never accept one for the other.
        if type(value) is not self.kind:
            return False
        return value in self.allowed


_CHECKS: dict[str, _Check] = {
    "preset": _Check(str, (STANDARD, GOSHOGAWARA, BIDDING),
                     '"standard", "goshogawara" or "bidding"'),
    "rounds": _Check(int, tuple(range(1, 21)), "a whole number from 1 to 20"),
    "tome_suppe": _Check(bool, (True, False), "true or false"),
    "nijukan": _Check(str, (NIJUKAN_SWAP, NIJUKAN_REDEAL), '"swap" or "redeal"'),
    "shown_cards": _Check(int, tuple(range(6)), "a whole number from 0 to 5"),
    "deal1_target": _Check(int, (8, 9), "8 or 9"),
    "missed_juroku": _Check(int, (-16, -17), "-16 or -17"),
    "scoring": _Check(str, (STANDARD, GOSHOGAWARA), '"standard" or "goshogawara"'),
    "min_bid": _Check(int, tuple(range(9, 14)), "a whole number from 9 to 13"),
    "joker_lead": _Check(str, (JOKER_LEAD_TRUMP, JOKER_LEAD_FREE), '"trump" or "free"'),
    "players": _Check(int, (5, 3), "5 or 3"),
    "auction": _Check(bool, (True, False), "true or false"),
}

_GAME_OF_PRESET: dict[str, Game] = {
    STANDARD: GONINKAN, GOSHOGAWARA: GONINKAN, BIDDING: BIDDING_GAME,
}

_DEFAULTS: dict[str, Any] = {field.name: field.default for field in dataclasses.fields(RuleSet)}

PRESETS: dict[str, RuleSet] = {
    STANDARD: RuleSet(),
    GOSHOGAWARA: RuleSet(
        preset=GOSHOGAWARA, rounds=10, tome_suppe=True, nijukan=NIJUKAN_REDEAL,
        scoring=GOSHOGAWARA,
    ),
}
"""The Goninkan presets (sections 1–10), the ones the desktop table offers."""

ALL_PRESETS: dict[str, RuleSet] = {
    **PRESETS,
    BIDDING: RuleSet(preset=BIDDING, rounds=10),
}
"""Every preset the engine plays: the Goninkan ones and ``bidding`` (docs/rules.md section 11)."""
