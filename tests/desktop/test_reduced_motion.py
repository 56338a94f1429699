"""Reduced motion (the setting, ``--reduced-motion``, the M key): nothing glides; cards
appear where they land, at any speed."""

from __future__ import annotations

from goninkan_desktop.ui.app import App
from goninkan_desktop.ui.nodes.base import Node, Point


class Glides:
    """Watches the things in the air (the table's effects layer: flying cards, groups of
    cards changing seats) frame by frame. A thing that moves on one frame only jumps to
    where it lands (a card shown at once); one that moves on two frames or more glides."""

    def __init__(self, table) -> None:
        self.table = table
        self.flown = 0
        self.moves: dict[int, int] = {}
        self._last: dict[int, Point] = {}
        table.app.after_frame.append(self)

    @property
    def gliding(self) -> int:
        """How many things glided."""
        return sum(1 for count in self.moves.values() if count >= 2)

    def __call__(self, _app: App) -> None:
        fx: list[Node] = list(self.table.scene.table.fx.children)
        now = {id(node): node.pos for node in fx}
        self.flown += len(now.keys() - self._last.keys())
        for key, pos in now.items():
            if key in self._last and self._last[key] != pos:
                self.moves[key] = self.moves.get(key, 0) + 1
        self._last = now


def _first_trick(table_factory, *, reduced: bool) -> Glides:
    """A new match at normal speed up to the human's first decision: the first dealer's
    draw, the deal, the Kankei shown and whatever the CPUs play before the human."""
    table = table_factory(seed=5, speed="normal", reduced_motion=reduced)
    glides = Glides(table)
    table.idle()
    assert table.scene.request is not None
    return glides


def test_with_reduced_motion_no_card_glides(table_factory) -> None:
    glides = _first_trick(table_factory, reduced=True)
    assert glides.flown > 0  # the cards went through the effects layer, placed at once
    assert glides.gliding == 0


def test_without_it_the_same_cards_glide(table_factory) -> None:
    """The measure sees a glide when there is one (the same deal, motion not reduced)."""
    glides = _first_trick(table_factory, reduced=False)
    assert glides.gliding > 20
