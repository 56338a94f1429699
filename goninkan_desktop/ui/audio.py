"""Sound effects: a few short sounds, a mute switch and a volume, and silence if there is no device.

``Audio`` never raises because of the machine: with no audio device (or no
SDL_mixer, or a missing file) it logs once and every ``play`` does nothing.
It works with ``SDL_AUDIODRIVER=dummy``. The sounds are the WAVs made by
``build_spec/make_sounds.py`` in ``assets/sounds/``.
"""

from __future__ import annotations

import logging
from typing import Literal, get_args

import pygame

from goninkan_desktop.platform import paths
from goninkan_desktop.profile.settings import Settings

log = logging.getLogger(__name__)

SoundName = Literal["deal", "play", "trick", "deal_won", "deal_lost", "click"]
SOUND_NAMES: tuple[SoundName, ...] = get_args(SoundName)
"""deal: a card dealt; play: a card played; trick: a trick won; deal_won / deal_lost:
the player's side won or lost the deal; click: a button pressed."""

MIXER_RATE = 44_100
MIXER_BUFFER = 512


class Audio:
    """The game's sound effects.

    ``enabled`` is the mute switch (``False`` = muted); ``volume`` is 0–100,
    heard on a squared curve so the steps of a slider sound even.
    ``available`` says whether a device was found (for a note in settings).
    """

    def __init__(self, *, enabled: bool = True, volume: int = 80) -> None:
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self._owns_mixer = False
        self.enabled = enabled
        self._volume = 0
        self.available = self._start()
        self.volume = volume

    @classmethod
    def from_settings(cls, settings: Settings) -> Audio:
        """Sound on or off, and the volume, as the player set them."""
        return cls(enabled=settings.sound, volume=settings.volume)

    def apply(self, settings: Settings) -> None:
        """Follow a change of the sound settings."""
        self.enabled = settings.sound
        self.volume = settings.volume

    @property
    def volume(self) -> int:
        """The volume, 0–100."""
        return self._volume

    @volume.setter
    def volume(self, value: int) -> None:
        self._volume = max(0, min(100, value))
        for sound in self._sounds.values():
            sound.set_volume((self._volume / 100) ** 2)

    def play(self, name: SoundName) -> bool:
        """Start a sound; whether it started (``False`` when muted, silent or all channels busy)."""
        sound = self._sounds.get(name)
        if not self.enabled or self._volume == 0 or sound is None:
            return False
        try:
            return sound.play() is not None
        except pygame.error as error:
            log.debug("cannot play %s: %s", name, error)
            return False

    def close(self) -> None:
        """Drop the sounds, and quit the mixer if this object started it."""
        self._sounds.clear()
        if self._owns_mixer and pygame.mixer.get_init():
            pygame.mixer.quit()
        self._owns_mixer = False
        self.available = False

    def _start(self) -> bool:
        """Start the mixer and load the sounds; ``False`` (logged) if there is no audio."""
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=MIXER_RATE, size=-16, channels=2, buffer=MIXER_BUFFER)
                self._owns_mixer = True
        except Exception as error:  # no device, no SDL_mixer: play silently, never fail
            log.warning("no audio, playing silently: %s", error)
            return False
        for name in SOUND_NAMES:
            self._load(name)
        return True

    def _load(self, name: SoundName) -> None:
        path = paths.asset_path(f"sounds/{name}.wav")
        try:
            self._sounds[name] = pygame.mixer.Sound(path)
        except (pygame.error, OSError) as error:
            log.warning("cannot load sound %s: %s", path, error)
