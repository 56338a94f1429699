"""Synthesise the game's sound effects, in pure Python (``wave``, ``math``, ``array``).

Each effect is short, soft and made from scratch here (CC0, see the README in
the sounds folder): 44.1 kHz, 16-bit, mono WAV, peak normalised to −6 dBFS,
with a short fade at both ends so nothing clicks. Noise comes from a seeded
generator, so the files are the same bytes on every run::

    .venv/bin/python build_spec/make_sounds.py
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import wave
from array import array
from collections.abc import Callable, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT_DIR = ROOT / "assets" / "sounds"
RATE = 44_100
PEAK_DBFS = -6.0
FADE_IN = 0.001
FADE_OUT = 0.2
"""The fade-out's share of the length: long enough that a ringing tail ends smoothly."""

Signal = list[float]


def seconds(duration: float) -> int:
    """The number of samples in ``duration`` seconds."""
    return round(duration * RATE)


def times(duration: float) -> list[float]:
    """The time of each sample, in seconds."""
    return [i / RATE for i in range(seconds(duration))]


def decay(t: float, attack: float, time_constant: float) -> float:
    """An envelope: a linear rise over ``attack``, then an exponential fall."""
    if t < attack:
        return t / attack
    return math.exp(-(t - attack) / time_constant)


def low_pass(signal: Signal, cutoff: Callable[[float], float]) -> Signal:
    """A one-pole low-pass filter whose cutoff (Hz) may change with time."""
    out, state = [], 0.0
    for i, x in enumerate(signal):
        alpha = 1.0 - math.exp(-2.0 * math.pi * cutoff(i / RATE) / RATE)
        state += alpha * (x - state)
        out.append(state)
    return out


def high_pass(signal: Signal, cutoff: float) -> Signal:
    """A one-pole high-pass filter (removes rumble and any offset)."""
    low = low_pass(signal, lambda _t: cutoff)
    return [x - y for x, y in zip(signal, low, strict=True)]


def noise(duration: float, seed: int) -> Signal:
    """White noise in −1..1 from a seeded generator."""
    rng = random.Random(seed)
    return [rng.uniform(-1.0, 1.0) for _ in range(seconds(duration))]


def mix(*signals: Signal) -> Signal:
    """The sum of signals of any lengths."""
    out = [0.0] * max(len(s) for s in signals)
    for signal in signals:
        for i, x in enumerate(signal):
            out[i] += x
    return out


def delayed(signal: Signal, start: float) -> Signal:
    """``signal`` starting ``start`` seconds later."""
    return [0.0] * seconds(start) + signal


def taper(t: float, duration: float, share: float = 0.25) -> float:
    """1, then a half-cosine down to 0 over the last ``share`` of ``duration``."""
    start = duration * (1.0 - share)
    if t <= start:
        return 1.0
    return 0.5 + 0.5 * math.cos(math.pi * (t - start) / (duration - start))


def partials(duration: float, tones: Sequence[tuple[float, float, float]],
             attack: float = 0.001) -> Signal:
    """A struck tone: sine partials ``(frequency, amplitude, decay time constant)``.

    The tail is tapered to silence, so a note can end while another rings on.
    """
    return [taper(t, duration) * sum(a * decay(t, attack, tau) * math.sin(2 * math.pi * f * t)
                                     for f, a, tau in tones)
            for t in times(duration)]


# ---- the effects ----------------------------------------------------------------


def deal() -> Signal:
    """A soft swish: airy noise whose brightness swells and fades, like a card sliding."""
    duration = 0.2

    def sweep(t: float) -> float:
        return 700.0 + 2300.0 * math.sin(math.pi * min(t / duration, 1.0)) ** 2

    swish = high_pass(low_pass(low_pass(noise(duration, seed=1), sweep), sweep), 350.0)
    shape = [math.sin(math.pi * min(t / duration, 1.0)) ** 2 * (1.0 - 0.5 * t / duration)
             for t in times(duration)]
    return [x * e for x, e in zip(swish, shape, strict=True)]


def play() -> Signal:
    """A gentle tap: a low, quickly falling thump with a little soft grain on top."""
    duration = 0.12
    thump = [decay(t, 0.002, 0.025) * math.sin(2 * math.pi * (90.0 * t + 60.0 * 0.02
                                                             * (1 - math.exp(-t / 0.02))))
             for t in times(duration)]
    grain = low_pass(noise(duration, seed=2), lambda _t: 2500.0)
    grain = [0.6 * x * decay(t, 0.001, 0.008) for x, t in zip(grain, times(duration), strict=True)]
    return mix(thump, high_pass(grain, 300.0))


def trick() -> Signal:
    """A soft wooden clack: a small wood block's inharmonic ring, and a quieter echo knock."""
    duration = 0.32
    block = [(740.0, 1.0, 0.045), (1980.0, 0.35, 0.018), (3350.0, 0.12, 0.008)]
    first = partials(duration, block)
    second = partials(duration - 0.09, [(f * 1.06, a * 0.45, tau) for f, a, tau in block])
    knock = low_pass(noise(0.02, seed=3), lambda _t: 3000.0)
    knock = [0.5 * x * decay(t, 0.0005, 0.004) for x, t in zip(knock, times(0.02), strict=True)]
    return mix(first, knock, delayed(second, 0.09))


def _marimba(frequency: float, duration: float, brightness: float) -> Signal:
    """A mellow mallet note: fundamental plus the quickly fading 4th and 10th partials."""
    return partials(duration, [(frequency, 1.0, 0.22),
                               (frequency * 3.93, 0.25 * brightness, 0.04),
                               (frequency * 9.2, 0.06 * brightness, 0.015)], attack=0.004)


def deal_won() -> Signal:
    """A bright rising fifth, C5 then G5, on soft mallets."""
    return mix(_marimba(523.25, 0.6, 1.0), delayed(_marimba(783.99, 0.72, 1.0), 0.13))


def deal_lost() -> Signal:
    """A gentle falling fourth, A4 then E4, darker and slower than the win."""
    low = partials(0.75, [(329.63, 1.0, 0.24), (329.63 * 2.0, 0.12, 0.08)], attack=0.012)
    high = partials(0.5, [(440.0, 0.8, 0.2), (880.0, 0.1, 0.06)], attack=0.012)
    return mix(high, delayed(low, 0.18))


def click() -> Signal:
    """A short, soft tick for buttons."""
    return partials(0.045, [(1500.0, 1.0, 0.006), (620.0, 0.6, 0.01)], attack=0.0007)


EFFECTS: dict[str, Callable[[], Signal]] = {
    "deal": deal, "play": play, "trick": trick,
    "deal_won": deal_won, "deal_lost": deal_lost, "click": click,
}


# ---- writing ---------------------------------------------------------------------


def finish(signal: Signal, peak_dbfs: float = PEAK_DBFS) -> Signal:
    """Fade both ends and scale the peak to ``peak_dbfs``."""
    fade_in, fade_out = seconds(FADE_IN), round(len(signal) * FADE_OUT)
    out = list(signal)
    for i in range(min(fade_in, len(out))):
        out[i] *= i / fade_in
    for i in range(min(fade_out, len(out))):
        out[-1 - i] *= i / fade_out
    peak = max(abs(x) for x in out)
    gain = 10 ** (peak_dbfs / 20) / peak
    return [x * gain for x in out]


def write_wav(path: Path, signal: Signal) -> None:
    """16-bit mono PCM at ``RATE``."""
    samples = array("h", (max(-32767, min(32767, round(x * 32767))) for x in signal))
    if sys.byteorder == "big":
        samples.byteswap()
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(samples.tobytes())


def main(argv: list[str] | None = None) -> int:
    """Write every effect; print names, lengths and sizes."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out-dir", type=Path, default=OUT_DIR, help="where to write")
    args = parser.parse_args(argv)
    args.out_dir.mkdir(parents=True, exist_ok=True)
    for name, make in EFFECTS.items():
        signal = finish(make())
        path = args.out_dir / f"{name}.wav"
        write_wav(path, signal)
        print(f"{path.name}: {len(signal) / RATE:.3f} s, {path.stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
