"""The table's toolbar and its keys: last trick (L), trick log (T), speed (S), reduced motion
(M), the card order (O, where the game has one), take back (Ctrl+Z) and the menu (Esc)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from goninkan_desktop.i18n import t
from goninkan_desktop.play.controller import THINK_SECONDS, TableController
from goninkan_desktop.play.takeback import can_take_back
from goninkan_desktop.table.desk import DecisionDesk
from goninkan_desktop.table.options import TableOptions
from goninkan_desktop.table.overlays import TableOverlays
from goninkan_desktop.ui import layout
from goninkan_desktop.ui.motion import Motion
from goninkan_desktop.ui.nodes.base import Node
from goninkan_desktop.ui.nodes.button import Button
from goninkan_desktop.ui.render import theme
from goninkan_desktop.ui.tween import Tweener

TABLE_KEYS = frozenset({pygame.K_ESCAPE, pygame.K_h, pygame.K_l, pygame.K_t, pygame.K_s,
                        pygame.K_m, pygame.K_o, pygame.K_z})
"""The table's own keys (menu, hint, last trick, trick log, speed, motion, card order, Ctrl+Z
take back): a dialog on the table never binds one of them to something else."""


class Toolbar:
    """The toolbar's buttons (``node``) and the keys that do the same."""

    def __init__(self, controller: TableController, desk: DecisionDesk,
                 overlays: TableOverlays, motion: Motion, tweener: Tweener,
                 options: TableOptions, node: Node) -> None:
        self.controller = controller
        self.desk = desk
        self.overlays = overlays
        self.motion = motion
        self.tweener = tweener
        self.options = options
        self.tools: dict[str, Button] = {}
        self.menu_button: Button | None = None
        self.node = node
        """The node the buttons are in (on the table, under its dialogs)."""
        self.build(node)

    def build(self, bar: Node) -> None:
        """The buttons: last trick, trick log, speed, take back, and where they apply the card
        order and the menu."""
        game = self.desk.game
        x, y = layout.TOOLBAR_RIGHT
        height, gap = 44.0, 6.0
        # (name, label, action, left edge from the right, width, row), every label at the
        # table's smallest size (theme.MIN_FONT) within its button; the speed gets a row of its
        # own ("Speed: instant" is long) and reduced motion stays in the settings and on M
        specs: list[tuple[str, str, Callable[[], None], float, float, int]] = [
            ("last", game.say("table.tool_last"), self.overlays.show_last_trick, 264.0, 129.0, 0),
            ("log", game.say("table.tool_log"), self.overlays.show_trick_log, 129.0, 129.0, 0),
            ("speed", "", self.cycle_speed, 264.0, 264.0, 1),
        ]
        for name, label, action, left, width, row in specs:
            pos = (x - left, y - (2 - row) * (height + gap))
            self.tools[name] = bar.add(Button(label, pos, (width, height), on_click=action,
                                              font_size=theme.fs(theme.SIZE_SMALL)))
        if game.card_order_key:  # top right, under the Menu button
            self.tools["order"] = bar.add(Button(
                t("bid.order.button"), (1264.0, 72.0), (172.0, 40.0),
                on_click=self.overlays.show_card_order, anchor=(1.0, 0.0),
                font_size=theme.fs(theme.SIZE_SMALL)))
        self.label_tools()
        self.takeback_button = bar.add(Button(
            t("table.tool_takeback"), (x - 264.0, y - 3 * (height + gap) + 4.0),
            (264.0, height), on_click=self.take_back,
            font_size=theme.fs(theme.SIZE_SMALL)))
        self.takeback_button.visible = False
        if self.options.on_menu is not None:
            self.menu_button = bar.add(Button(
                t("menus.pause.button"), (1264.0, 16.0), (150.0, 48.0),
                on_click=self.options.on_menu, anchor=(1.0, 0.0),
                font_size=theme.fs(theme.SIZE_SMALL)))

    def label_tools(self) -> None:
        """The speed button names the speed now."""
        self.tools["speed"].label = t("table.tool_speed", speed=t(
            f"table.speed_{self.motion.speed}"))

    def cycle_speed(self) -> None:
        """Slow → normal → fast → instant → slow."""
        self.motion.speed = self.motion.next_speed()
        self.follow_motion()

    def toggle_motion(self) -> None:
        """Reduced motion on or off."""
        self.motion.reduced = not self.motion.reduced
        self.label_tools()

    def follow_motion(self) -> None:
        """The speed or motion setting changed (here or on the settings screen): follow it."""
        self.motion.apply(self.tweener)
        self.controller.think_time = self.motion.scaled(THINK_SECONDS)
        self.label_tools()

    @property
    def can_take_back(self) -> bool:
        """Whether "Take back" is offered now: on, and a decision of yours in this deal."""
        return self.options.on_take_back is not None and self.desk.nijukan_board is None \
            and can_take_back(self.controller.match)

    def take_back(self) -> bool:
        """Undo your last decision in this deal (and the CPUs' moves after it)."""
        if not self.can_take_back or self.options.on_take_back is None:
            return False
        self.options.on_take_back()
        return True

    def update(self) -> None:
        """"Take back" shown while it is offered."""
        self.takeback_button.visible = self.can_take_back

    def on_key(self, event: pygame.event.Event) -> bool:
        """The toolbar's keys (and Esc, the menu); True if one was used."""
        if event.type != pygame.KEYDOWN:
            return False
        if event.key == pygame.K_ESCAPE and self.options.on_menu is not None:
            self.options.on_menu()
            return True
        if event.key == pygame.K_o and self.desk.game.card_order_key:
            self.overlays.show_card_order()  # also while bidding or naming: it is read-only
            return True
        if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            return self.take_back()
        keys: dict[int, Callable[[], None]] = {
            pygame.K_l: self.overlays.show_last_trick, pygame.K_t: self.overlays.show_trick_log,
            pygame.K_s: self.cycle_speed, pygame.K_m: self.toggle_motion,
        }
        if event.key in keys and self.desk.dialog is None and self.desk.nijukan_board is None:
            keys[event.key]()
            return True
        return False


__all__ = ["TABLE_KEYS", "Toolbar"]
