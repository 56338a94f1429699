"""The table's hint button: what a CPU player of the match's level would do, and why.

The button (and the H key) shows while the human has a decision to make. A
hint puts a pulsing ring on the card or button to press and a banner with the
move and its reason; it is counted for the deal's result ("Hints used: 2").
While a dialog asks the decision, the words and the ring are the dialog's own
parts (nothing else is drawn over an open dialog).
"""

from __future__ import annotations

import pygame

from engine.actions import (
    Bid,
    Discard,
    JurokuCall,
    LeadCall,
    NameAdjutant,
    NameTrump,
    Pass,
    Play,
    Show,
)
from engine.cards import JOKER, Suit
from engine.players import close_player
from goninkan_desktop.i18n import sentences, t
from goninkan_desktop.play.controller import HumanRequest, TableController
from goninkan_desktop.play.hints import Hint, hint_player, suggest
from goninkan_desktop.table.stage import DialogHost, note_box
from goninkan_desktop.table.view import TableView
from goninkan_desktop.ui import layout
from goninkan_desktop.ui.nodes.banner import Banner, Fitted
from goninkan_desktop.ui.nodes.base import Node, Point
from goninkan_desktop.ui.nodes.bidding import BidButton, BidPicker, CardPicker
from goninkan_desktop.ui.nodes.button import Button
from goninkan_desktop.ui.nodes.dialog import Dialog
from goninkan_desktop.ui.nodes.guide import Highlights, box
from goninkan_desktop.ui.nodes.pickers import SuitTile
from goninkan_desktop.ui.render import theme

BUTTON_CENTRE = (152.0, 588.0)
HAND_GAP = 10.0
"""The least room between the hint's banner and the top of the hand."""
PILE_GAP = 8.0
"""The least room between the hint's banner and the cards lying beside it."""
FITTED = tuple((theme.SIZE_BODY + 4 - step, theme.SIZE_BODY - step) for step in (0, 4, 6))
"""A hint's banner under the trick: its title's and lines' sizes, from the usual down to the
dialogs' hint notes' (``NOTE_SIZE``) and a step under it: the first that leaves the trick's
cards whole is taken."""


class TableHints:
    """The hint button, the ring and the count of hints per deal, for one table."""

    def __init__(self, host: DialogHost, view: TableView, controller: TableController,
                 root: Node, *, banner_at: Point) -> None:
        self.host = host
        self.view = view
        self.controller = controller
        self.banner_at = banner_at
        """Where the hint's banner goes when no dialog is open."""
        self.enabled = True
        self.player = hint_player(controller.level)
        self.current: Hint | None = None
        self.button = root.add(Button(t("guide.hint.button"), BUTTON_CENTRE, (200.0, 40.0),
                                            anchor=(0.5, 0.5), on_click=self.show,
                                            font_size=theme.fs(theme.SIZE_SMALL), z=60))
        self.button.visible = False
        self.rings = root.add(Highlights(lambda: self._rects(None), z=95))
        self._noted: Dialog | None = None
        """The dialog that already shows the current hint."""

    def offer(self, request: HumanRequest | None) -> None:
        """A decision is asked (show the button) or withdrawn (hide it and the hint)."""
        self.current = None
        self._noted = None
        self.button.visible = self.enabled and request is not None
        if request is None and self.view.banner.visible:
            self.view.banner.hide()
        self.view.prompt.cover(False)

    def close(self) -> None:
        """End whatever the hint player started (the strong player's worker processes)."""
        close_player(self.player)

    def dismiss(self) -> None:
        """Take the hint's banner away (its ring stays), e.g. for a refusal to be read."""
        if self.current is not None and self.view.banner.visible:
            self.view.banner.hide()
        self.view.prompt.cover(False)

    def used(self, round_no: int, deal: int) -> int:
        """How many hints the human asked for in that deal: the record's count, so none is lost
        when the table is built again (a take-back, a change of language)."""
        return self.controller.hints_used(round_no, deal)

    def show(self) -> Hint | None:
        """Work out the hint for the open request, ring it and say it; counted once per request."""
        request = self.host.request
        if not self.enabled or request is None:
            return None
        controller = self.controller
        if self.current is None:
            seed = f"hint:{controller.seed}:{controller.actions_taken()}"
            self.current = suggest(request, self.player, self.view.card_name, seed,
                                   self.view.game.suit_name)
            controller.note_hint()
        hint = self.current
        dialog = self.dialog
        if dialog is None:
            self._banner(hint)
        elif self._noted is not dialog:
            dialog.add_note(sentences(hint.text, hint.reason))
            dialog.add(Highlights(lambda: self._rects(dialog), z=1000))
            self._noted = dialog
        return hint

    def _banner(self, hint: Hint) -> None:
        """The hint in a banner in the prompt's place, its lower edge on the prompt's (clear of
        the raised cards); the prompt steps aside, so no text shows through."""
        banner, prompt = self.view.banner, self.view.prompt
        banner.show(hint.text, hint.reason or "", at=self.banner_at,
                    text_width=self._room_beside_piles())
        if prompt.visible:
            banner.pos = (banner.pos[0], prompt.bottom - banner.size[1] / 2)
            prompt.cover(True)
            self._below_trick(hint)
            return
        cards = self.view.hand.cards
        if cards:  # a long reason grows upwards, never over the hand (nor the card it names)
            lowest = min(card.world_rect.top for card in cards) - HAND_GAP
            banner.pos = (banner.pos[0], min(banner.pos[1], lowest - banner.size[1] / 2))

    def _below_trick(self, hint: Hint) -> None:
        """The banner clear of the trick's cards above it (the seats either side of the
        player's own slot), its lower edge kept clear of the card the hint raises (play-tested:
        every hint covered the foot of those cards, then a long reason still did): compact, as
        wide as the room between the cards lying on the felt beside it (centred in that room),
        in the largest of ``FITTED`` sizes that leaves those cards whole."""
        banner, cards = self.view.banner, self.view.hand.cards
        if not cards:
            return
        above = self._trick_bottom(banner.world_rect)
        if above is None or banner.world_rect.top >= above + PILE_GAP:
            return
        bottom = banner.world_rect.bottom  # clear of the card the hint raises
        left, right = self._room_under_trick(above + PILE_GAP, bottom)
        at = ((left + right) / 2, self.banner_at[1])
        for title_size, text_size in FITTED:
            banner.show(hint.text, hint.reason or "", at=at, compact=True,
                        fitted=Fitted(title_size, text_size, right - left - Banner.PADDING))
            banner.pos = (banner.pos[0], bottom - banner.size[1] / 2)
            if banner.world_rect.top >= above + PILE_GAP:
                return

    def _room_under_trick(self, top: float, bottom: float) -> tuple[float, float]:
        """The free band from ``top`` to ``bottom`` around the table's middle: from the
        window's edges in to the cards lying on the felt there (the sides' face-card rows, the
        yama, the bidding game's piles, the seats' face-down cards), with ``PILE_GAP`` to
        spare."""
        view, centre = self.view, self.banner_at[0]
        drawn = [view.kankei_row.drawn_rect, view.mukankei_row.drawn_rect, view.yama.drawn_rect]
        drawn += [pile.world_rect for pile in view.auction.piles() if pile.visible]
        drawn += [group.backs.world_rect for group in view.groups.values()
                  if group.backs is not None and group.backs.count]
        left, right = 0.0, float(layout.WIDTH)
        for rect in drawn:
            if rect is None or rect.bottom <= top or rect.top >= bottom:
                continue
            if rect.centerx < centre:
                left = max(left, rect.right + PILE_GAP)
            else:
                right = min(right, rect.left - PILE_GAP)
        return left, right

    def _trick_bottom(self, box: pygame.FRect) -> float | None:
        """The lowest edge of the trick's cards over ``box``'s width (None: no such card)."""
        bottoms = [card.world_rect.bottom for card in self.view.trick.cards.values()
                   if card.world_rect.right > box.left and card.world_rect.left < box.right]
        return max(bottoms, default=None)

    def _room_beside_piles(self) -> float | None:
        """How wide the banner's lines may be for it to keep clear of the cards lying on the
        felt beside the prompt (the bidding game's laid-down cards, its kitsune out of play),
        which stay in sight while the player decides; None: no such pile."""
        piles = [pile.world_rect for pile in self.view.auction.piles() if pile.visible]
        if not piles:
            return None
        centre = self.banner_at[0]
        half = min(max(centre - pile.right, pile.left - centre) for pile in piles) - PILE_GAP
        return max(0.0, 2 * half - Banner.PADDING)

    @property
    def dialog(self) -> Dialog | None:
        """The dialog asking the decision now, if any."""
        return note_box(self.host)

    def targets(self) -> list[Node]:
        """The card or button the current hint points at."""
        hint = self.current
        host, hand = self.host, self.view.hand
        if hint is None or host.request is None:
            return []
        dialog_buttons = getattr(host.dialog, "buttons", [])
        match hint.decision:
            case Play(card=card, suit=suit):
                if card == JOKER and suit is not None and host.dialog is not None:
                    return _tiles(dialog_buttons, suit)
                node = hand.card_node(card)
                return [node] if node is not None else []
            case Show(cards=cards):
                return [n for c in cards if (n := hand.card_node(c)) is not None]
            case NameTrump(suit=suit):
                return _tiles(dialog_buttons, suit)
            case LeadCall(iku=yes) | JurokuCall(call=yes):
                index = 0 if yes else 1
                return [dialog_buttons[index]] if len(dialog_buttons) > index else []
            case Bid(count=count, suit=suit):
                return [b for b in dialog_buttons if isinstance(b, BidButton)
                        and (b.bid.count, b.bid.suit) == (count, suit)]
            case Pass():
                dialog = host.dialog
                return [dialog.pass_button] if isinstance(dialog, BidPicker) else []
            case Discard(cards=cards):
                return [n for c in cards if (n := hand.card_node(c)) is not None]
            case NameAdjutant(card=card):
                dialog = host.dialog
                node = dialog.card(card) if isinstance(dialog, CardPicker) else None
                return [node] if node is not None else []
        return []

    def _rects(self, inside: Node | None) -> list[pygame.FRect]:
        """The targets' boxes: those in ``inside`` (a dialog), or, for None, those in none."""
        dialog = inside or self.dialog

        def in_dialog(node: Node) -> bool:
            return dialog is not None and dialog in node.ancestors()

        return [box(node) for node in self.targets() if in_dialog(node) == (inside is not None)]


def _tiles(buttons: list[Button], suit: Suit) -> list[Node]:
    return [b for b in buttons if isinstance(b, SuitTile) and b.suit == suit]


__all__ = ["TableHints"]
