"""Tweens driven only by explicit update(dt)."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest
from hypothesis import given
from hypothesis import strategies as st

from goninkan_desktop.ui.tween import (
    EASINGS,
    Call,
    Parallel,
    Sequence,
    Tween,
    Tweener,
    Wait,
    ease_in_out_cubic,
    ease_out_back,
    lerp,
    linear,
)


class Thing:
    def __init__(self) -> None:
        self.x = 0.0
        self.pos: tuple[float, float] = (0.0, 0.0)


@pytest.mark.parametrize("name", sorted(EASINGS))
def test_easing_endpoints(name: str) -> None:
    easing = EASINGS[name]
    assert easing(0.0) == pytest.approx(0.0, abs=1e-12)
    assert easing(1.0) == pytest.approx(1.0, abs=1e-12)


def test_easing_shapes() -> None:
    assert ease_in_out_cubic(0.5) == pytest.approx(0.5)
    assert ease_in_out_cubic(0.25) < 0.25
    assert max(ease_out_back(i / 100) for i in range(101)) > 1.0  # overshoots


@given(st.lists(st.floats(min_value=0.001, max_value=0.2), min_size=1, max_size=40))
def test_tween_reaches_exact_end_after_steps_summing_to_duration(steps: list[float]) -> None:
    thing = Thing()
    duration = sum(steps)
    tween = Tween(thing, "x", 3.0, 17.25, duration, ease_in_out_cubic)
    for dt in steps:
        assert not tween.done
        tween.update(dt)
    assert tween.done
    assert thing.x == 17.25


def test_tween_float_steps_of_a_tenth() -> None:
    thing = Thing()
    tween = Tween(thing, "x", 0.0, 1.0, 1.0)
    for _ in range(10):
        tween.update(0.1)
    assert tween.done and thing.x == 1.0


def test_tween_midpoint_and_tuple_values() -> None:
    thing = Thing()
    tween = Tween(thing, "pos", (0.0, 100.0), (50.0, 0.0), 2.0, linear)
    tween.update(1.0)
    assert thing.pos == pytest.approx((25.0, 50.0))
    tween.update(1.0)
    assert thing.pos == (50.0, 0.0)


def test_tween_with_setter_and_callback() -> None:
    seen: list[object] = []
    finished: list[bool] = []
    tween = Tween(None, seen.append, 0.0, 10.0, 1.0, on_finished=lambda: finished.append(True))
    tween.update(0.5)
    tween.update(0.5)
    assert seen == [5.0, 10.0]
    assert finished == [True]
    tween.update(1.0)
    assert finished == [True], "callback runs once"


def test_tween_start_none_reads_current_value_when_it_starts() -> None:
    thing = Thing()
    thing.x = 4.0
    tween = Tween(thing, "x", None, 8.0, 1.0)
    thing.x = 6.0
    tween.update(0.5)
    assert thing.x == pytest.approx(7.0)


def test_tween_returns_leftover_time() -> None:
    thing = Thing()
    assert Tween(thing, "x", 0.0, 1.0, 0.3).update(0.5) == pytest.approx(0.2)


def test_zero_duration_tween_completes_on_first_update() -> None:
    thing = Thing()
    tween = Tween(thing, "x", 0.0, 9.0, 0.0)
    tween.update(0.0)
    assert tween.done and thing.x == 9.0


def test_invalid_tweens() -> None:
    with pytest.raises(ValueError):
        Tween(Thing(), "x", 0.0, 1.0, -1.0)
    with pytest.raises(ValueError):
        Tween(None, "x", 0.0, 1.0, 1.0)
    with pytest.raises(ValueError):
        Tween(None, print, None, 1.0, 1.0)
    with pytest.raises(TypeError):
        lerp((1.0, 2.0), 3.0, 0.5)


def test_sequence_runs_in_order_and_carries_leftover_time() -> None:
    log: list[str] = []
    thing = Thing()
    seq = Sequence(
        Call(lambda: log.append("start")),
        Tween(thing, "x", 0.0, 10.0, 1.0, on_finished=lambda: log.append("moved")),
        Wait(0.5, on_finished=lambda: log.append("waited")),
        Call(lambda: log.append("end")),
    )
    seq.update(0.0)
    assert log == ["start"]
    seq.update(1.25)  # finishes the tween, 0.25 s into the wait
    assert log == ["start", "moved"]
    assert thing.x == 10.0
    seq.update(0.25)
    assert log == ["start", "moved", "waited", "end"]
    assert seq.done


def test_parallel_done_when_longest_part_is() -> None:
    a, b = Thing(), Thing()
    par = Parallel(Tween(a, "x", 0.0, 1.0, 1.0), Tween(b, "x", 0.0, 1.0, 2.0))
    par.update(1.0)
    assert a.x == 1.0 and not par.done
    assert par.update(1.5) == pytest.approx(0.5)
    assert par.done and b.x == 1.0


def test_tweener_update_busy_and_speed() -> None:
    thing = Thing()
    tweener = Tweener()
    assert not tweener.busy
    tweener.animate(thing, "x", 10.0, 1.0)
    assert tweener.busy
    tweener.speed = 2.0
    tweener.update(0.25)
    assert thing.x == pytest.approx(5.0)
    tweener.update(0.25)
    assert thing.x == 10.0 and not tweener.busy
    with pytest.raises(ValueError):
        tweener.speed = 0.0


def test_finish_all_jumps_to_end_and_runs_callbacks_in_order() -> None:
    log: list[str] = []
    thing = Thing()
    tweener = Tweener()
    tweener.add(
        Sequence(
            Tween(thing, "pos", None, (100.0, 50.0), 3.0),
            Call(lambda: log.append("a")),
            Wait(2.0),
            Call(lambda: tweener.add(Call(lambda: log.append("chained")))),
            Call(lambda: log.append("b")),
        )
    )
    tweener.finish_all()
    assert thing.pos == (100.0, 50.0)
    assert log == ["a", "b", "chained"]
    assert not tweener.busy


def test_instant_mode_finishes_on_next_update() -> None:
    thing = Thing()
    tweener = Tweener()
    tweener.instant = True
    tweener.animate(thing, "x", 5.0, 10.0)
    tweener.update(0.0)
    assert thing.x == 5.0 and not tweener.busy


def test_cancel_leaves_value_where_it_is() -> None:
    thing = Thing()
    tweener = Tweener()
    tween = tweener.animate(thing, "x", 10.0, 1.0)
    tweener.update(0.5)
    tweener.cancel(tween)
    tweener.update(1.0)
    assert thing.x == pytest.approx(5.0) and not tweener.busy
