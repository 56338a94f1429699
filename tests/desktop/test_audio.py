"""Sound effects: short, sane levels; mute and volume; silence, never a crash, without a device."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import importlib.util
import math
import subprocess
import sys
import wave
from array import array
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from goninkan_desktop.platform import paths
from goninkan_desktop.profile.settings import Settings
from goninkan_desktop.ui.audio import SOUND_NAMES, Audio

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def sound() -> Iterator[Audio]:
    """A player on a quiet mixer: an earlier test in this process (a table at instant speed)
    may have left every channel still sounding, and a sound starts only on a free channel."""
    player = Audio()
    if pygame.mixer.get_init():
        pygame.mixer.stop()
    yield player
    player.close()


def wav_path(name: str) -> Path:
    return paths.asset_path(f"sounds/{name}.wav")


def test_the_sounds_are_the_ones_the_script_makes() -> None:
    spec = importlib.util.spec_from_file_location("make_sounds", ROOT / "build_spec/make_sounds.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert tuple(module.EFFECTS) == SOUND_NAMES


@pytest.mark.parametrize("name", SOUND_NAMES)
def test_each_wav_is_short_mono_16_bit_and_peaks_near_minus_6_dbfs(name: str) -> None:
    with wave.open(str(wav_path(name)), "rb") as wav:
        assert (wav.getnchannels(), wav.getsampwidth(), wav.getframerate()) == (1, 2, 44_100)
        frames = wav.getnframes()
        samples = array("h", wav.readframes(frames))
    if sys.byteorder == "big":
        samples.byteswap()
    assert 0 < frames <= 44_100
    peak = max(abs(s) for s in samples)
    assert -6.5 < 20 * math.log10(peak / 32768) < -5.5
    assert abs(samples[0]) < 200 and abs(samples[-1]) < 200  # faded: no click at either end


def test_the_sounds_are_small_and_explained() -> None:
    total = sum(wav_path(name).stat().st_size for name in SOUND_NAMES)
    assert total < 400 * 1024
    readme = wav_path("deal").with_name("README.md").read_text(encoding="utf-8")
    assert "CC0" in readme
    assert all(f"{name}.wav" in readme for name in SOUND_NAMES)


def test_plays_with_the_dummy_driver(sound: Audio) -> None:
    assert sound.available
    for name in SOUND_NAMES:
        assert sound.play(name), name


def test_mute_and_volume(sound: Audio) -> None:
    sound.apply(Settings(sound=False))
    assert not sound.play("click")
    sound.apply(Settings(sound=True, volume=0))
    assert not sound.play("click")
    sound.apply(Settings(sound=True, volume=50))
    assert sound.volume == 50
    assert sound.play("click")
    sound.volume = 250
    assert sound.volume == 100


def test_from_settings() -> None:
    player = Audio.from_settings(Settings(sound=False, volume=30))
    try:
        assert (player.enabled, player.volume) == (False, 30)
        assert not player.play("deal")
    finally:
        player.close()


def test_no_device_means_silence_not_an_error(monkeypatch: pytest.MonkeyPatch) -> None:
    pygame.mixer.quit()

    def no_device(*_args: object, **_kwargs: object) -> None:
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "init", no_device)
    player = Audio()
    assert not player.available
    for name in SOUND_NAMES:
        assert not player.play(name)
    player.close()


def test_a_missing_sound_file_is_skipped(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(paths, "asset_path", lambda relative: tmp_path / relative)
    player = Audio()
    try:
        assert player.available
        assert not player.play("trick")
    finally:
        player.close()


def test_a_real_missing_audio_driver_in_a_fresh_process() -> None:
    code = ("from goninkan_desktop.ui.audio import Audio, SOUND_NAMES\n"
            "a = Audio()\n"
            "print(a.available, any(a.play(n) for n in SOUND_NAMES))\n")
    env = {**os.environ, "SDL_AUDIODRIVER": "no-such-driver", "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True,
                          text=True, check=False, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().splitlines()[-1] == "False False"
