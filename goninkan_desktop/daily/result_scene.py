"""The end of a deal of the day: your points beside the strong player's on the same cards.

Shown over the final scores. While the strong player is still playing your
seat in the background, its line says so and fills in when the result comes;
nobody waits for it. Below: days played, days in a row, days you beat it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import date

from goninkan_desktop.daily.run import DailyRun
from goninkan_desktop.i18n import t
from goninkan_desktop.i18n.format import signed
from goninkan_desktop.profile.stats_db import DailyFigures
from goninkan_desktop.ui.nodes.button import Button
from goninkan_desktop.ui.nodes.dialog import PRIMARY
from goninkan_desktop.ui.nodes.text import TextNode
from goninkan_desktop.ui.overlay import Overlay
from goninkan_desktop.ui.render import theme

WIDTH, HEIGHT = 900.0, 470.0


def day_text(day: date) -> str:
    """1 December 2026 / 2026年12月1日."""
    return t("daily.date", day=day.day, month=t(f"stats.month.{day.month}"), year=day.year)


def points_text(points: int) -> str:
    """'+2 points', '−1 point' (a real minus sign)."""
    key = "daily.points_one" if abs(points) == 1 else "daily.points"
    return t(key, points=signed(points))


def results_text(results: Sequence[str]) -> str:
    """Each deal's result in words: 'Kankei win, sukonku'."""
    return t("stats.result.separator").join(t(f"stats.result.{result}") for result in results
                                            if result != "redeal")


class DailyResultScene(Overlay):
    """Your result and the strong player's on the day's cards."""

    kind = "daily_result"

    def __init__(self, run: DailyRun, you: int, your_results: Sequence[str],
                 figures: Callable[[], DailyFigures], *,
                 auto_close: float | None = None,
                 on_close: Callable[[], object] | None = None,
                 close_label: str | None = None) -> None:
        """``close_label``: what the button says it does (default: OK)."""
        super().__init__((WIDTH, HEIGHT), auto_close=auto_close, on_close=on_close)
        self.close_label = close_label or t("daily.ok")
        self.run = run
        self.you = you
        self.your_results = tuple(your_results)
        self.figures = figures
        self._built_with: object = ()
        self._build()

    def _build(self) -> None:
        card = self.card
        card.clear()
        run = self.run
        size = theme.fs(theme.SIZE_SMALL - 2)
        card.add(TextNode(t("daily.heading", day=day_text(run.day)), (WIDTH / 2, 26.0),
                          size=theme.fs(theme.SIZE_TITLE - 14), colour=theme.GOLD_DEEP,
                          anchor=(0.5, 0.0)))
        card.add(TextNode(t("daily.same_cards"), (WIDTH / 2, 92.0),
                          size=theme.fs(theme.SIZE_SMALL - 10), colour=theme.TEXT_DARK,
                          anchor=(0.5, 0.0)))
        strong = run.result
        rows = [(t("daily.you"), points_text(self.you), results_text(self.your_results))]
        if strong is not None:
            rows.append((t("daily.strong"), points_text(strong.score),
                         results_text(strong.results)))
        else:
            rows.append((t("daily.strong"), t("daily.failed") if run.duplicate.failed
                         else t("daily.waiting"), ""))
        y = 140.0
        for label, points, results in rows:
            card.add(TextNode(label, (48.0, y), size=size, colour=theme.TEXT_DARK))
            card.add(TextNode(points, (WIDTH - 48.0, y), size=size, colour=theme.TEXT_DARK,
                              anchor=(1.0, 0.0)))
            if results:
                card.add(TextNode(results, (WIDTH - 48.0, y + 38.0),
                                  size=theme.fs(theme.SIZE_SMALL - 10),
                                  colour=theme.GOLD_DEEP, anchor=(1.0, 0.0)))
            y += 84.0
        if strong is not None:
            verdict = "daily.beat" if self.you > strong.score else \
                "daily.lost" if self.you < strong.score else "daily.level"
            self.verdict = card.add(TextNode(t(verdict), (WIDTH / 2, y + 4.0),
                                             size=theme.fs(theme.SIZE_BODY - 2),
                                             colour=theme.GOOD if verdict == "daily.beat"
                                             else theme.TEXT_DARK, anchor=(0.5, 0.0)))
        figures = self.figures()
        line = t("daily.record",
                 played=t("daily.record_played", count=figures.played),
                 streak=t("daily.record_streak", count=figures.streak),
                 beat=t("daily.record_beat", count=figures.beat_strong, days=figures.compared))
        card.add(TextNode(line, (WIDTH / 2, HEIGHT - 118.0), size=theme.fs(theme.SIZE_SMALL - 10),
                          colour=theme.TEXT_DARK, anchor=(0.5, 0.0)))
        self.button = card.add(Button(self.close_label, (WIDTH / 2 - 170.0, HEIGHT - 80.0),
                                      (340.0, 56.0), on_click=self.close,
                                      font_size=theme.fs(theme.SIZE_BODY), style=PRIMARY))
        self.button.focused = True
        self._built_with = self._state()

    def _state(self) -> object:
        return (self.run.result, self.run.duplicate.failed)

    def update(self, dt: float) -> None:
        """The strong player's result arrived (the shell polls it): show it."""
        if self._state() != self._built_with:
            self._build()
        super().update(dt)
