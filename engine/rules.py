"""Rule sets: the two presets and the house rules of docs/rules.md section 9."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from .errors import RecordError

STANDARD = "standard"
GOSHOGAWARA = "goshogawara"
NIJUKAN_SWAP = "swap"
NIJUKAN_REDEAL = "redeal"
"""The two values of the nijū-kan house rule (R13); a deal that ends in a redeal is
``scoring.Outcome.REDEAL``."""


@dataclass(frozen=True)
class RuleSet:
    """A validated bundle of house rules (docs/rules.md section 9)."""

    preset: str = STANDARD
    rounds: int = 4
    tome_suppe: bool = False
    nijukan: str = NIJUKAN_SWAP
    shown_cards: int = 2
    deal1_target: int = 9
    missed_juroku: int = -16
    scoring: str = STANDARD

    def __post_init__(self) -> None:
        for name, check in _CHECKS.items():
            value = getattr(self, name)
            if not check.accepts(value):
                raise RecordError(f"rules.{name}", f"must be {check.expected}, not {value!r}")

    @classmethod
    def preset_named(cls, name: str, **overrides: Any) -> RuleSet:
        """The preset ``standard`` or ``goshogawara``, with any house rules changed.

        (``RuleSet(preset=…)`` alone only labels the rules; this takes the preset's values.)
        """
        if name not in PRESETS:
            raise RecordError("rules.preset", f"must be {_CHECKS['preset'].expected}, not {name!r}")
        return dataclasses.replace(PRESETS[name], **overrides)

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
        return cls.preset_named(obj.get("preset", STANDARD), **obj)

    def to_json(self) -> dict[str, Any]:
        """The ``rules`` object of a record: the preset and whatever differs from it."""
        base = PRESETS[self.preset]
        out: dict[str, Any] = {"preset": self.preset}
        for field in dataclasses.fields(self):
            value = getattr(self, field.name)
            if field.name != "preset" and value != getattr(base, field.name):
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
    "preset": _Check(str, (STANDARD, GOSHOGAWARA), '"standard" or "goshogawara"'),
    "rounds": _Check(int, tuple(range(1, 21)), "a whole number from 1 to 20"),
    "tome_suppe": _Check(bool, (True, False), "true or false"),
    "nijukan": _Check(str, (NIJUKAN_SWAP, NIJUKAN_REDEAL), '"swap" or "redeal"'),
    "shown_cards": _Check(int, tuple(range(6)), "a whole number from 0 to 5"),
    "deal1_target": _Check(int, (8, 9), "8 or 9"),
    "missed_juroku": _Check(int, (-16, -17), "-16 or -17"),
    "scoring": _Check(str, (STANDARD, GOSHOGAWARA), '"standard" or "goshogawara"'),
}

PRESETS: dict[str, RuleSet] = {
    STANDARD: RuleSet(),
    GOSHOGAWARA: RuleSet(
        preset=GOSHOGAWARA, rounds=10, tome_suppe=True, nijukan=NIJUKAN_REDEAL,
        scoring=GOSHOGAWARA,
    ),
}
