"""The bidding game's marks on the table (docs/rules.md B6–B8): each call at its seat, the
line naming the highest bid, the kitsune in the middle, the cards laid down, the named card
and, after the auction, the box of who bid what."""

from __future__ import annotations

from collections.abc import Callable

from engine.cards import Card, cards_of
from engine.match import Phase
from engine.observe import SeatView
from goninkan_desktop.i18n import t
from goninkan_desktop.table.bids import bid_text, highest_bid
from goninkan_desktop.table.games import best_calls, last_calls
from goninkan_desktop.ui import layout
from goninkan_desktop.ui.nodes.banner import Caption
from goninkan_desktop.ui.nodes.base import Node, Point
from goninkan_desktop.ui.nodes.bidding import AuctionBox, BidTag, CardStack, NamedCard
from goninkan_desktop.ui.render import theme
from goninkan_desktop.ui.render.cards import CardRenderer

AUCTION_BOX_TOPLEFT: Point = (8.0, 8.0)
"""The auction's box, in the table's top left corner (left of the top-left seat, above the
left seat: nothing else lies there)."""
KITSUNE_CENTRE: Point = (640.0, 300.0)
"""The kitsune, in the middle of the table during the auction (no trick lies there yet)."""
HIGH_LINE_Y = 386.0
"""The line naming the highest bid, under the kitsune."""
LAID_DOWN_CENTRE: Point = (334.0, 338.0)
"""The taisho's three laid-down cards (and the kitsune out of play), right of the left seat and
above its hand, under its trick slot's left: clear of the band under the trick where the hint's
banner lies (``TableHints``), of the prompt and of the left face-card row."""
NAMED_CARD_CENTRE: Point = (1176.0, 170.0)
"""The adjutant's card, on show at the top right for the whole deal (under the Menu and
Card order buttons, above Hanako's seat)."""


class AuctionMarks:
    """The bidding game's nodes on the table (hidden in Goninkan, which has none of them).

    ``position(player)``: a player's screen position; ``label_name``: a player's name as
    labelled; ``mark``: marks cards in the human's hand (the kitsune's); ``place_prompt``:
    the prompt moved clear of the hand again."""

    def __init__(self, root: Node, renderer: CardRenderer, seats: layout.SeatLayout,
                 position: Callable[[int], int], label_name: Callable[[int], str],
                 mark: Callable[[list[Card]], None], place_prompt: Callable[[], None]) -> None:
        self.position = position
        self.label_name = label_name
        self.mark = mark
        self.place_prompt = place_prompt
        self.seats = seats.seats
        self.bid_tags = {spot: root.add(BidTag(bid_tag_spot(spot, seats)))
                         for spot in range(seats.seats)}
        self.kitsune = root.add(CardStack(renderer, KITSUNE_CENTRE, label=t("bid.kitsune")))
        self.laid_down = root.add(CardStack(renderer, LAID_DOWN_CENTRE, width=38,
                                            label=t("bid.laid_down")))
        self.out_of_play = root.add(CardStack(renderer, LAID_DOWN_CENTRE, width=38,
                                              label=t("bid.kitsune.out")))
        """B17: without an auction the kitsune lies face down out of play all deal (where the
        laid-down cards lie in the other forms)."""
        self.out_of_play_shown = True
        """Whether ``out_of_play`` is drawn (the review shows the kitsune face up instead)."""
        self.high_line = root.add(Caption((layout.CENTRE[0], HIGH_LINE_Y),
                                          size=theme.SIZE_SMALL))
        self.high_line.visible = False
        self.named_card = root.add(NamedCard(renderer, NAMED_CARD_CENTRE))
        self.auction_box = root.add(AuctionBox(AUCTION_BOX_TOPLEFT, t("bid.auction_title")))
        self.in_play = False
        """Whether the auction stays in sight after it ends (the live table: who bid what and
        who passed, for the whole deal)."""

    def piles(self) -> tuple[CardStack, ...]:
        """The cards lying on the felt for the whole deal, beside the prompt: the laid-down
        cards and the kitsune out of play (shown or not)."""
        return (self.laid_down, self.out_of_play)

    def show(self, view: SeatView) -> None:
        """The bidding game's middle of the table: each call at its seat while the auction
        lasts (the highest in gold, passes in grey), the kitsune in the middle until the taisho
        takes it, the cards laid down, the named card under the plaque."""
        auction = view.phase is Phase.BID
        calls = last_calls(view) if auction else {}
        high = highest_bid(view)
        for player in range(self.seats):
            tag = self.bid_tags[self.position(player)]
            call = calls.get(player)
            if call is None:
                tag.hide()
            elif call[0] is None or call[1] is None:
                tag.show(t("bid.pass"), None, "pass")
            else:
                kind = "high" if high is not None and high[0] == player else "bid"
                tag.show(str(call[0]), call[1], kind)
        game = view.rules.game
        self.kitsune.set_cards([None] * game.kitsune if auction else [])
        out = not game.auction and view.phase in (Phase.TRUMP, Phase.PLAY) \
            and self.out_of_play_shown
        self.out_of_play.set_cards([None] * game.kitsune if out else [])
        self.mark_kitsune(view)
        self.high_line.visible = auction
        if auction:
            self.high_line.text = t("bid.no_bid_yet") if high is None else t(
                "bid.high_line", bid=bid_text(high[1], high[2]), name=self.label_name(high[0]))
        self.show_laid_down(view)
        self.show_box(view)
        card = view.adjutant_card
        if card is None or view.phase is not Phase.PLAY:
            self.named_card.show(None, "")
        else:
            label = t("bid.named.alone") if view.alone else t("bid.named.label")
            self.named_card.show(card, label)

    def show_box(self, view: SeatView) -> None:
        """After the auction, each player's highest bid (a pass for one who never bid) in the
        box at the top left (B6)."""
        over = view.phase in (Phase.DISCARD, Phase.ADJUTANT, Phase.PLAY)
        calls = best_calls(view) if over and self.in_play else {}
        high = highest_bid(view)
        lines = [(self.label_name(player), count, suit) for player, (count, suit) in calls.items()]
        winner = list(calls).index(high[0]) if high is not None and high[0] in calls else None
        self.auction_box.show(lines, winner, t("bid.pass"))

    def mark_kitsune(self, view: SeatView) -> None:
        """B7: while a human taisho lays down their cards, the kitsune's cards are marked in
        the hand (the view holds them for the taisho alone)."""
        self.mark(cards_of(view.kitsune) if view.phase is Phase.DISCARD else [])
        self.place_prompt()

    def end(self) -> None:
        """The auction is over: its calls and the kitsune leave the middle."""
        for tag in self.bid_tags.values():
            tag.hide()
        self.high_line.visible = False
        self.kitsune.set_cards([])

    def show_laid_down(self, view: SeatView) -> None:
        """The cards the taisho laid down (B7): face up for the taisho, else backs."""
        down = view.taisho is not None and view.phase in (Phase.ADJUTANT, Phase.PLAY)
        if not down:
            self.laid_down.set_cards([])
            return
        mine: list[Card | None] = list(cards_of(view.discards))
        self.laid_down.set_cards(mine if mine else [None] * view.rules.game.discards)


def bid_tag_spot(position: int, seats: layout.SeatLayout) -> Point:
    """Where a seat's call in the auction lies: its trick slot, the human's a little lower
    (clear of the line naming the highest bid)."""
    x, y = seats.trick_slot(position)
    return (x, y + 20.0) if position == 0 else (x, y)


__all__ = ["AuctionMarks", "bid_tag_spot"]
