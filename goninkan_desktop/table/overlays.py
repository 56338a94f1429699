"""The screens the table opens over itself: every hand as dealt, a deal's result, the scores,
the last trick, the trick log and the card order.

``TableOverlays`` pushes each on the app's scene stack (the presenter waits for a deal's
result and the scores to close, through ``done``) and reports each as a moment worth a
screenshot.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.cards import mask_of
from engine.events import DealResult
from engine.observe import SeatView
from goninkan_desktop.i18n import t
from goninkan_desktop.play.controller import TableController
from goninkan_desktop.profile.choices import HUMAN
from goninkan_desktop.table.card_order import CardOrderScene
from goninkan_desktop.table.deal_result import DealResultScene
from goninkan_desktop.table.desk import DecisionDesk
from goninkan_desktop.table.dialogs import Ask
from goninkan_desktop.table.hints import TableHints
from goninkan_desktop.table.options import Moment, TableOptions
from goninkan_desktop.table.scores import FinalScoresScene, RoundScoresScene
from goninkan_desktop.table.teaching import Teacher
from goninkan_desktop.table.tricks import LastTrickScene, TrickLogScene
from goninkan_desktop.table.view import TableView
from goninkan_desktop.ui import layout
from goninkan_desktop.ui.app import Scene
from goninkan_desktop.ui.motion import Motion
from goninkan_desktop.ui.nodes.button import Button
from goninkan_desktop.ui.nodes.dialog import PRIMARY
from goninkan_desktop.ui.render import theme
from goninkan_desktop.ui.tween import Call, Wait
from goninkan_desktop.ui.tween import Sequence as Steps

Done = Callable[[], None]
"""Called when an overlay closes: the presenter's later steps go on."""


class TableOverlays:
    """The overlays of one table scene (``host``: the scene they open over)."""

    def __init__(self, host: Scene, table: TableView, controller: TableController,
                 desk: DecisionDesk, hints: TableHints, teacher: Teacher, motion: Motion,
                 options: TableOptions, moment: Callable[[Moment], None]) -> None:
        self.host = host
        self.table = table
        self.controller = controller
        self.desk = desk
        self.hints = hints
        self.teacher = teacher
        self.motion = motion
        self.options = options
        self.moment = moment
        self.open_hands_button: Button | None = None
        """The button under every hand face up at a deal's end, while they are shown."""

    def push(self, overlay: Scene, kind: Moment) -> None:
        """Open ``overlay`` over the table."""
        app = self.host.app
        assert app is not None
        app.push(overlay)
        self.moment(kind)

    def show_dealt_hands(self, done: Done) -> None:
        """At a deal's end: every hand face up as dealt, until the player goes on (``done``)."""
        table = self.table
        dealt, _ = self.controller.match.history[-1]
        table.show_dealt([mask_of(hand) for hand in dealt.hands], table.trump)
        table.banner.show(t("table.dealt.title"), t("table.dealt.how"),
                          at=(layout.CENTRE[0], layout.CENTRE[1] - 20.0))

        def go_on() -> None:
            if self.open_hands_button is None:
                return
            table.banner.hide()
            self.desk.close_dialog()
            self.open_hands_button = None
            done()

        button = Button(t("table.dealt.continue"), (640.0, layout.CENTRE[1] + 78.0),
                        (300.0, 52.0),
                        anchor=(0.5, 0.5), on_click=go_on,
                        font_size=theme.fs(theme.SIZE_SMALL), style=PRIMARY)
        button.focused = True
        self.desk.open(Ask(button, "open_hands", modal=False))
        self.open_hands_button = button
        if self.options.auto_close is not None:
            self.desk.tweener.add(Steps(Wait(self.auto(2.0) or 0.0), Call(go_on)))

    def open_deal_result(self, result: DealResult, view: SeatView, done: Done) -> None:
        """Show how the deal ended; ``done`` when the player closes it."""
        on_review = self.options.on_review
        deal_index = len(self.controller.match.history) - 1
        table, game = self.table, self.desk.game
        overlay = DealResultScene(result, view, table.display_names(), HUMAN,
                                  auto_close=self.auto(2.5), on_close=done,
                                  hints_used=self.hints.used(result.round, result.deal)
                                  if self.hints.enabled else None,
                                  on_review=None if on_review is None
                                  else lambda: on_review(deal_index),
                                  tip=self.teacher.result_tip(result, HUMAN),
                                  renderer=self.desk.renderer,
                                  unplayed=self.unplayed(result, view),
                                  narrow=self.options.narrow_results,
                                  on_menu=self.options.on_menu, game=game)
        keep_clear = self.options.results_keep_clear
        if keep_clear is not None:
            overlay.keep_clear(keep_clear())
        self.push(overlay, "deal_result")

    def unplayed(self, result: DealResult, view: SeatView) -> list[int] | None:
        """The cards nobody played when the deal ended before its last trick, by player."""
        if result.tricks >= view.rules.game.tricks:
            return None
        hands = list(self.controller.match.hands)
        return hands if any(hands) else None

    def open_round_scores(self, round_no: int, view: SeatView, done: Done) -> None:
        """Show the score table after a round."""
        overlay = RoundScoresScene(round_no, view.rules.rounds, self.table.display_names(),
                                   view.results, HUMAN, auto_close=self.auto(2.5),
                                   on_close=done, game=self.desk.game)
        self.push(overlay, "round_scores")

    def open_final_scores(self, view: SeatView, done: Done) -> None:
        """The end of the match: scores, chart, winner (a lesson's own words explain it)."""
        if not self.options.final_scores:
            done()
            return
        overlay = FinalScoresScene(self.table.display_names(), view.results, view.scores, HUMAN,
                                   on_new_match=self.new_match, on_title=self.quit,
                                   auto_close=self.auto(3.0), on_close=done,
                                   game=self.desk.game)
        self.push(overlay, "final_scores")

    def auto(self, seconds: float) -> float | None:
        """How long an overlay stays before it closes itself (None: until the player closes
        it)."""
        if self.options.auto_close is None:
            return None
        return self.motion.scaled(seconds) if not self.motion.instant else 0.0

    def new_match(self) -> None:
        """The final scores' "New match"."""
        if self.options.on_new_match is not None:
            self.options.on_new_match()

    def quit(self) -> None:
        """The final scores' way back to the title (or out, with nowhere to go back to)."""
        if self.options.on_quit is not None:
            self.options.on_quit()
        elif self.host.app is not None:
            self.host.app.quit()

    def show_last_trick(self) -> None:
        """The last finished trick of this deal."""
        view = self.controller.view()
        last = view.tricks[-1] if view.tricks else None
        positions = {p: self.table.position(p) for p in range(view.rules.game.seats)}
        self.push(LastTrickScene(self.desk.renderer, last, self.table.display_names(), positions,
                                 game=self.desk.game),
                  "last_trick")

    def show_trick_log(self) -> None:
        """Every trick of this deal."""
        view = self.controller.view()
        game = self.desk.game
        self.push(TrickLogScene(self.desk.renderer, view.tricks, self.table.display_names(),
                                game=game, auction=game.auction_line(view, self.table.label_name)),
                  "trick_log")

    def show_card_order(self) -> None:
        """B5: the card order of the trump suit now (one key away: O)."""
        view = self.controller.view()
        self.push(CardOrderScene(self.desk.renderer, view.trump), "card_order")


__all__ = ["Done", "TableOverlays"]
