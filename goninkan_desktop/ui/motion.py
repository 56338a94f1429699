"""How fast the table moves: the speed setting and the reduced-motion option."""

from __future__ import annotations

from dataclasses import dataclass

from goninkan_desktop.profile.choices import SPEEDS as SPEED_NAMES
from goninkan_desktop.profile.choices import Speed
from goninkan_desktop.ui.tween import Tweener

SPEEDS: dict[Speed, float] = {"slow": 0.6, "normal": 1.0, "fast": 2.0, "instant": 1.0}
"""Time multipliers; ``instant`` jumps every animation to its end instead."""


@dataclass
class Motion:
    """The player's motion settings.

    ``speed`` scales every animation (and the CPU players' thinking pause).
    With ``reduced``, nothing glides or spins: cards appear where they land
    after the same calm pauses, so the game can still be followed.
    """

    speed: Speed = "normal"
    reduced: bool = False

    def __post_init__(self) -> None:
        if self.speed not in SPEEDS:
            raise ValueError(f"speed must be one of {SPEED_NAMES}, not {self.speed!r}")

    @property
    def instant(self) -> bool:
        """True when every animation ends at once."""
        return self.speed == "instant"

    def move(self, seconds: float) -> float:
        """The duration of a movement: none with reduced motion."""
        return 0.0 if self.reduced else seconds

    def scaled(self, seconds: float) -> float:
        """Real seconds for ``seconds`` of normal-speed time (0 when instant)."""
        return 0.0 if self.instant else seconds / SPEEDS[self.speed]

    def apply(self, tweener: Tweener) -> None:
        """Set a tweener's speed to this setting."""
        tweener.speed = SPEEDS[self.speed]
        tweener.instant = self.instant

    def next_speed(self) -> Speed:
        """The speed after this one, cycling (slow → normal → fast → instant → slow)."""
        index = SPEED_NAMES.index(self.speed)
        return SPEED_NAMES[(index + 1) % len(SPEED_NAMES)]
