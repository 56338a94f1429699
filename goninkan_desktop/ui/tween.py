"""Tweens and sequences driven only by an explicit ``update(dt)``.

Nothing here reads the wall clock: time moves only when a caller passes ``dt``
(seconds), so tests can step animations exactly and the "instant" speed setting
can jump every animation to its end with :meth:`Tweener.finish_all`.

Every animation's ``update(dt)`` returns the part of ``dt`` it did not use, so
a :class:`Sequence` hands the remainder of a frame to its next step and long
frames lose no time.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

Value = float | tuple[float, ...]
Easing = Callable[[float], float]
Setter = Callable[[Any], None]
Callback = Callable[[], object]

_EPSILON = 1e-9
_MAX_FINISH_ROUNDS = 1000


# -- easing functions: each maps progress 0..1 to 0..1 (may overshoot between) --


def linear(t: float) -> float:
    """Constant speed."""
    return t


def ease_in_quad(t: float) -> float:
    """Start slow, accelerate."""
    return t * t


def ease_out_quad(t: float) -> float:
    """Start fast, decelerate."""
    return 1.0 - (1.0 - t) ** 2


def ease_in_out_quad(t: float) -> float:
    """Slow at both ends (gentle)."""
    return 2.0 * t * t if t < 0.5 else 1.0 - (-2.0 * t + 2.0) ** 2 / 2.0


def ease_in_cubic(t: float) -> float:
    """Start slow, accelerate strongly."""
    return t**3


def ease_out_cubic(t: float) -> float:
    """Start fast, decelerate strongly: good for cards landing."""
    return 1.0 - (1.0 - t) ** 3


def ease_in_out_cubic(t: float) -> float:
    """Slow at both ends: good for cards travelling across the table."""
    return 4.0 * t**3 if t < 0.5 else 1.0 - (-2.0 * t + 2.0) ** 3 / 2.0


def ease_in_out_sine(t: float) -> float:
    """Sinusoidal in and out: good for pulsing and breathing effects."""
    return (1.0 - math.cos(math.pi * t)) / 2.0


_BACK = 1.70158


def ease_in_back(t: float) -> float:
    """Pull back slightly before moving."""
    return (_BACK + 1.0) * t**3 - _BACK * t * t


def ease_out_back(t: float) -> float:
    """Overshoot slightly, then settle: good for pop-ups and raised cards."""
    u = t - 1.0
    return 1.0 + (_BACK + 1.0) * u**3 + _BACK * u * u


def ease_out_elastic(t: float) -> float:
    """Spring past the end a few times, then settle."""
    if t <= 0.0 or t >= 1.0:
        return 0.0 if t <= 0.0 else 1.0
    return float(2.0 ** (-10.0 * t) * math.sin((t * 10.0 - 0.75) * (2.0 * math.pi / 3.0)) + 1.0)


def ease_out_bounce(t: float) -> float:
    """Bounce at the end like a dropped object."""
    n, d = 7.5625, 2.75
    if t < 1.0 / d:
        return n * t * t
    if t < 2.0 / d:
        t -= 1.5 / d
        return n * t * t + 0.75
    if t < 2.5 / d:
        t -= 2.25 / d
        return n * t * t + 0.9375
    t -= 2.625 / d
    return n * t * t + 0.984375


EASINGS: dict[str, Easing] = {
    f.__name__: f
    for f in (
        linear,
        ease_in_quad,
        ease_out_quad,
        ease_in_out_quad,
        ease_in_cubic,
        ease_out_cubic,
        ease_in_out_cubic,
        ease_in_out_sine,
        ease_in_back,
        ease_out_back,
        ease_out_elastic,
        ease_out_bounce,
    )
}


def lerp(start: Value, end: Value, t: float) -> Value:
    """Interpolate two floats, or two tuples of floats component by component."""
    if isinstance(start, tuple) and isinstance(end, tuple):
        if len(start) != len(end):
            raise ValueError(f"cannot interpolate {start!r} to {end!r}: lengths differ")
        return tuple(a + (b - a) * t for a, b in zip(start, end, strict=True))
    if isinstance(start, tuple) or isinstance(end, tuple):
        raise TypeError(f"cannot interpolate {start!r} to {end!r}: mixed tuple and number")
    return start + (end - start) * t


def _as_value(raw: object) -> Value:
    if isinstance(raw, int | float):
        return float(raw)
    if isinstance(raw, tuple | list) and all(isinstance(v, int | float) for v in raw):
        return tuple(float(v) for v in raw)
    raise TypeError(f"cannot tween a value of {raw!r}")


# -- animations ------------------------------------------------------------------


class Animation:
    """Something advanced by ``update(dt)`` until it is done.

    ``update`` returns the unused part of ``dt`` (all of it once done);
    ``finish`` jumps straight to the end, applying final values and running
    every callback that would have run.
    """

    def __init__(self, on_finished: Callback | None = None) -> None:
        self.on_finished = on_finished
        self._done = False

    @property
    def done(self) -> bool:
        """True once the animation has reached its end."""
        return self._done

    def update(self, dt: float) -> float:
        """Advance by ``dt`` seconds; return the time left over."""
        raise NotImplementedError

    def finish(self) -> None:
        """Jump to the end."""
        raise NotImplementedError

    def _mark_done(self) -> None:
        self._done = True
        if self.on_finished is not None:
            self.on_finished()


class _Timed(Animation):
    """An animation with a fixed duration, reporting progress 0..1."""

    def __init__(self, duration: float, on_finished: Callback | None) -> None:
        if duration < 0 or not math.isfinite(duration):
            raise ValueError(f"duration must be finite and >= 0, not {duration!r}")
        super().__init__(on_finished)
        self.duration = duration
        self.elapsed = 0.0

    def update(self, dt: float) -> float:
        if self._done:
            return dt
        self._begin()
        self.elapsed += dt
        if self.elapsed >= self.duration - _EPSILON:
            leftover = max(0.0, self.elapsed - self.duration)
            self.elapsed = self.duration
            self._progress(1.0)
            self._mark_done()
            return leftover
        self._progress(self.elapsed / self.duration)
        return 0.0

    def finish(self) -> None:
        if self._done:
            return
        self._begin()
        self.elapsed = self.duration
        self._progress(1.0)
        self._mark_done()

    def _begin(self) -> None:
        """Hook run before the first step."""

    def _progress(self, t: float) -> None:
        """Hook: apply linear progress ``t`` (exactly 1.0 at the end)."""


class Tween(_Timed):
    """Move one property from ``start`` to ``end`` over ``duration`` seconds.

    ``prop`` is an attribute name on ``target`` or a setter taking the value
    (then ``target`` may be None). Values are floats or tuples of floats such
    as ``(x, y)`` positions. With ``start=None`` the start is read from the
    attribute when the tween first runs, so a tween queued in a
    :class:`Sequence` starts from wherever the property is by then.
    The final value set is exactly ``end``.
    """

    def __init__(
        self,
        target: object | None,
        prop: str | Setter,
        start: Value | None,
        end: Value,
        duration: float,
        easing: Easing = linear,
        on_finished: Callback | None = None,
    ) -> None:
        super().__init__(duration, on_finished)
        if isinstance(prop, str) and target is None:
            raise ValueError(f"tweening attribute {prop!r} needs a target")
        if start is None and not isinstance(prop, str):
            raise ValueError("a tween with a setter needs an explicit start value")
        self.target = target
        self.prop = prop
        self.start = start
        self.end = _as_value(end)
        self.easing = easing

    def _begin(self) -> None:
        if self.start is None:
            assert isinstance(self.prop, str)
            self.start = _as_value(getattr(self.target, self.prop))
        else:
            self.start = _as_value(self.start)

    def _progress(self, t: float) -> None:
        assert self.start is not None
        value = self.end if t >= 1.0 else lerp(self.start, self.end, self.easing(t))
        if isinstance(self.prop, str):
            setattr(self.target, self.prop, value)
        else:
            self.prop(value)


class Wait(_Timed):
    """Do nothing for ``duration`` seconds (a delay inside a sequence)."""

    def __init__(self, duration: float, on_finished: Callback | None = None) -> None:
        super().__init__(duration, on_finished)


class Call(Animation):
    """Call ``fn`` once, taking no time."""

    def __init__(self, fn: Callback) -> None:
        super().__init__()
        self.fn = fn

    def update(self, dt: float) -> float:
        self.finish()
        return dt

    def finish(self) -> None:
        if not self._done:
            self.fn()
            self._mark_done()


class Sequence(Animation):
    """Run animations one after another; time left by one flows into the next."""

    def __init__(self, *steps: Animation, on_finished: Callback | None = None) -> None:
        super().__init__(on_finished)
        self.steps = list(steps)
        self._index = 0

    def update(self, dt: float) -> float:
        if self._done:
            return dt
        while self._index < len(self.steps):
            step = self.steps[self._index]
            dt = step.update(dt)
            if not step.done:
                return 0.0
            self._index += 1
        self._mark_done()
        return dt

    def finish(self) -> None:
        if self._done:
            return
        for step in self.steps[self._index :]:
            step.finish()
        self._index = len(self.steps)
        self._mark_done()


class Parallel(Animation):
    """Run animations together; done when the longest is done."""

    def __init__(self, *parts: Animation, on_finished: Callback | None = None) -> None:
        super().__init__(on_finished)
        self.parts = list(parts)

    def update(self, dt: float) -> float:
        if self._done:
            return dt
        leftover = min((part.update(dt) for part in self.parts), default=dt)
        if all(part.done for part in self.parts):
            self._mark_done()
            return leftover
        return 0.0

    def finish(self) -> None:
        if self._done:
            return
        for part in self.parts:
            part.finish()
        self._mark_done()


class Tweener:
    """Owns the running animations and steps them with ``update(dt)``.

    ``speed`` scales time (2.0 = twice as fast); with ``instant`` set, every
    animation jumps to its end on the next update.
    """

    def __init__(self, speed: float = 1.0) -> None:
        self.speed = speed
        self.instant = False
        self._running: list[Animation] = []

    @property
    def speed(self) -> float:
        """Time multiplier applied to every ``dt``."""
        return self._speed

    @speed.setter
    def speed(self, value: float) -> None:
        if value <= 0 or not math.isfinite(value):
            raise ValueError(f"speed must be finite and > 0, not {value!r}")
        self._speed = value

    @property
    def busy(self) -> bool:
        """True while any animation is running."""
        return bool(self._running)

    @property
    def running(self) -> tuple[Animation, ...]:
        """The animations still running, oldest first."""
        return tuple(self._running)

    def add(self, animation: Animation) -> Animation:
        """Start running ``animation`` (from the next update) and return it."""
        self._running.append(animation)
        return animation

    def animate(
        self,
        target: object,
        attr: str,
        end: Value,
        duration: float,
        easing: Easing = linear,
        on_finished: Callback | None = None,
    ) -> Tween:
        """Start a tween of ``target.attr`` from its current value to ``end``."""
        tween = Tween(target, attr, None, end, duration, easing, on_finished)
        self.add(tween)
        return tween

    def cancel(self, animation: Animation) -> None:
        """Stop ``animation`` where it is, without running its callbacks."""
        if animation in self._running:
            self._running.remove(animation)

    def update(self, dt: float) -> None:
        """Advance every animation by ``dt * speed`` seconds."""
        if self.instant:
            self.finish_all()
            return
        for animation in list(self._running):
            animation.update(dt * self._speed)
        self._prune()

    def finish_all(self) -> None:
        """Jump every animation to its end, including ones their callbacks start."""
        for _ in range(_MAX_FINISH_ROUNDS):
            if not self._running:
                return
            for animation in list(self._running):
                animation.finish()
            self._prune()
        raise RuntimeError("animations keep starting new animations; finish_all gave up")

    def _prune(self) -> None:
        self._running = [a for a in self._running if not a.done]


class Until(Animation):
    """A step lasting until ``ready()`` (the player's click); jumping to the end skips it."""

    def __init__(self, ready: Callable[[], bool]) -> None:
        super().__init__()
        self.ready = ready

    def update(self, dt: float) -> float:
        if not self._done and self.ready():
            self._mark_done()
        return dt if self._done else 0.0

    def finish(self) -> None:
        if not self._done:
            self._mark_done()


class Lazy(Animation):
    """A step built only when it starts (so it sees where the cards are by then)."""

    def __init__(self, build: Callable[[], Animation]) -> None:
        super().__init__()
        self.build = build
        self.inner: Animation | None = None

    def update(self, dt: float) -> float:
        if self._done:
            return dt
        if self.inner is None:
            self.inner = self.build()
        leftover = self.inner.update(dt)
        if self.inner.done:
            self._mark_done()
            return leftover
        return 0.0

    def finish(self) -> None:
        if self._done:
            return
        if self.inner is None:
            self.inner = self.build()
        self.inner.finish()
        self._mark_done()
