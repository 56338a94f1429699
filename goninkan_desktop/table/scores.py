"""Score tables after each round, and the final scores with a chart and the winner (R28)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from engine.events import DealResult
from goninkan_desktop.i18n import t, tn
from goninkan_desktop.table.games import TableGame
from goninkan_desktop.ui.nodes.button import Button
from goninkan_desktop.ui.nodes.chart import ScoreChart
from goninkan_desktop.ui.nodes.dialog import PRIMARY, SECONDARY
from goninkan_desktop.ui.nodes.score_table import ScoreTable, score_rows
from goninkan_desktop.ui.nodes.text import TextNode
from goninkan_desktop.ui.overlay import CONTINUE_KEYS, Overlay
from goninkan_desktop.ui.render import theme


def winners(scores: Sequence[int]) -> list[int]:
    """The players with the most points (equal points share the place, R28)."""
    best = max(scores)
    return [player for player, score in enumerate(scores) if score == best]


def winner_text(scores: Sequence[int], names: Sequence[str], human: int) -> str:
    """'You win!', 'Hanako wins', or the players sharing first place."""
    top = winners(scores)
    if len(top) > 1:
        return tn("table.scores.shared", scores[top[0]],
                  names=t("table.scores.names_join").join(names[p] for p in top),
                  points=_number(scores[top[0]]))
    if top[0] == human:
        return tn("table.scores.you_win", scores[human], points=_number(scores[human]))
    return tn("table.scores.wins", scores[top[0]], name=names[top[0]],
              points=_number(scores[top[0]]))


def score_words(game: TableGame, names: Sequence[str]
                ) -> Callable[[DealResult], tuple[str, str]]:
    """A deal's label and result's name in the score table, as ``game`` words them."""
    words = game.results
    return lambda result: (words.deal_label(result), words.result_label(result, names))


def _number(points: int) -> str:
    """Points as the score sheet writes them, with a true minus sign: "3", "−2"."""
    return str(points).replace("-", "\u2212")


def _fit(line: TextNode, width: float) -> None:
    """Make ``line`` smaller until it fits ``width`` (several players sharing first place make
    a long line), never below the body text's size."""
    while line.size[0] > width and line.font_size > theme.fs(theme.SIZE_BODY):
        line.font_size -= 1


class RoundScoresScene(Overlay):
    """The score table of every deal so far, after a round ends."""

    kind = "round_scores"

    def __init__(self, round_no: int, rounds: int, names: Sequence[str],
                 results: Sequence[DealResult], human: int, *,
                 auto_close: float | None = None,
                 on_close: Callable[[], object] | None = None,
                 game: TableGame | None = None) -> None:
        game = game or TableGame()
        rows = max(3, min(10, len(score_rows(results, score_words(game, names)))))
        width, height = 1160.0, 290.0 + rows * 34.0
        super().__init__((width, height), auto_close=auto_close, on_close=on_close)
        self.close_keys = CONTINUE_KEYS
        self.card.add(TextNode(game.results.scores_title(round_no, rounds),
                               (width / 2,
                                30.0), size=theme.fs(theme.SIZE_TITLE), colour=theme.TEXT_DARK,
                               anchor=(0.5, 0.0)))
        self.table = self.card.add(ScoreTable((40.0, 100.0), width - 80, names, results,
                                              visible_rows=rows, human=human,
                                              describe=score_words(game, names),
                                              deal_heading=game.say("table.scores.deal")))
        self.button = self.card.add(Button(t("table.result.continue"),
                                           (width / 2 - 130, height - 86),
                                           (260.0, 60.0), on_click=self.close,
                                           font_size=theme.fs(theme.SIZE_BODY), style=PRIMARY))
        self.button.focused = True


class FinalScoresScene(Overlay):
    """The end of the match: the winner, the chart of scores over the match and every deal.

    Two ways on: "New match" (Enter, focused) and "Back to the title" (Esc too, as a player
    expects of Esc); ←/→ and Tab move the focus between them."""

    kind = "final_scores"

    TITLE_MARGIN = 30.0
    """The least room between the winner line and the card's edge (the chart's own margin)."""

    def __init__(self, names: Sequence[str], results: Sequence[DealResult],
                 scores: Sequence[int], human: int, *,
                 on_new_match: Callable[[], object], on_title: Callable[[], object],
                 auto_close: float | None = None,
                 on_close: Callable[[], object] | None = None,
                 game: TableGame | None = None) -> None:
        game = game or TableGame()
        width, height = 1220.0, 700.0
        super().__init__((width, height), auto_close=auto_close, on_close=on_close)
        self.close_keys = frozenset()
        self.winner_line = self.card.add(TextNode(
            t("table.scores.final_winner", final=t("table.scores.final"),
              winner=winner_text(scores, names, human)),
            (width / 2, 22.0), size=theme.fs(theme.SIZE_TITLE - 6), colour=theme.GOLD_DEEP,
            anchor=(0.5, 0.0)))
        _fit(self.winner_line, width - 2 * self.TITLE_MARGIN)
        self.chart = self.card.add(ScoreChart((30.0, 78.0), (width - 60, 232.0), names, results,
                                              human, deals_word=game.say("table.chart.deals")))
        self.table = self.card.add(ScoreTable((40.0, 322.0), width - 80, names, results,
                                              visible_rows=6, human=human,
                                              describe=score_words(game, names),
                                              deal_heading=game.say("table.scores.deal")))
        self.new_match = self.card.add(Button(t("table.scores.new_match"),
                                              (width / 2 - 290, height - 76),
                                              (280.0, 58.0), on_click=on_new_match,
                                              font_size=theme.fs(theme.SIZE_BODY), style=PRIMARY))
        self.to_title = self.card.add(Button(t("table.scores.to_title"),
                                             (width / 2 + 10, height - 76), (280.0, 58.0),
                                             on_click=on_title,
                                             font_size=theme.fs(theme.SIZE_BODY),
                                             style=SECONDARY))
        self.new_match.focused = True

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT,
                                                          pygame.K_TAB):
            self.new_match.focused, self.to_title.focused = (self.to_title.focused,
                                                             self.new_match.focused)
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.to_title.click()
            return True
        return super().handle_event(event)
