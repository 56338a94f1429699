"""The bidding game's own animations (docs/rules.md section 11): the auction (B6), the
kitsune taken and the cards laid down (B7), the adjutant named and revealed (B8)."""

from __future__ import annotations

from collections.abc import Sequence

from engine.cards import Card, cards_of
from engine.events import (
    AdjutantNamed,
    BidMade,
    CardPlayed,
    CardsLaidDown,
    DealEnded,
    KitsuneTaken,
    TrumpNamed,
)
from engine.observe import SeatView
from goninkan_desktop.i18n import t, tn
from goninkan_desktop.play.controller import TableEvent
from goninkan_desktop.profile.choices import HUMAN
from goninkan_desktop.table.animate import common
from goninkan_desktop.table.bids import bid_text
from goninkan_desktop.table.forms import form_key
from goninkan_desktop.table.games import revealed_adjutant
from goninkan_desktop.table.presenter import (
    FLIGHT,
    Handlers,
    Presenter,
)
from goninkan_desktop.ui import layout
from goninkan_desktop.ui.nodes.flying import fly
from goninkan_desktop.ui.tween import (
    Animation,
    Call,
    Parallel,
    Tween,
    Wait,
)
from goninkan_desktop.ui.tween import Sequence as Steps


def bid_made(p: Presenter, event: BidMade, view: SeatView,
              events: Sequence[TableEvent]) -> Animation:
    """B6: the call appears at the caller's seat; the highest bid stays, passes go grey."""
    table = p.view
    tag = table.bid_tags[table.position(event.player)]

    def show() -> None:
        p.stage.sound("play")
        if event.count is None or event.suit is None:
            tag.show(t("bid.pass"), None, "pass")
            return
        for other in table.bid_tags.values():
            if other.kind == "high":
                other.kind = "bid"
                other.show(other.text, other.suit, "bid")
        tag.show(str(event.count), event.suit, "high")
        table.high_line.text = t("bid.high_line", bid=bid_text(event.count, event.suit),
                                 name=table.label_name(event.player))
        table.high_line.visible = True

    pause = Wait(0.0 if event.player == HUMAN else 0.5)
    animation = Steps(Call(show), pause)
    ended = any(isinstance(e, KitsuneTaken | DealEnded) for e in events)
    if len(view.auction) >= view.rules.game.seats - 2 and not ended:
        p.moment("auction", animation)
    return animation


def kitsune_taken(p: Presenter, event: KitsuneTaken, view: SeatView, _: object) -> Animation:
    """B7: the auction's end: the taisho, the bid's suit as trump, the kitsune into the
    taisho's hand (face down for everyone else)."""
    table = p.view
    suit = event.trump
    title = t("bid.you_are_taisho") if event.taisho == HUMAN \
        else t("bid.taisho_is", name=table.label_name(event.taisho))
    subtitle = t("bid.taisho_how", bid=bid_text(event.bid, event.trump),
                 suit=table.game.suit_name(suit))
    stack = table.kitsune
    target = table.groups[event.taisho].hand_centre()
    cards = [p.flying(None, stack.card_centre(i), stack.card_width, face_up=False)
             for i in range(len(stack.cards_shown) or view.rules.game.kitsune)]

    def lift() -> None:
        stack.set_cards([])
        table.high_line.visible = False
        table.set_trump(suit, pop=True)
        table.plaque.set_lines(table.game.round_line(view),
                               table.game.deal_line(view, p.name))

    def land() -> None:
        for card in cards:
            card.remove_from_parent()
        if event.taisho == HUMAN:
            table.hand.set_hand(cards_of(view.hand), suit)
            table.auction.mark_kitsune(view)
        else:
            backs = table.groups[event.taisho].backs
            if backs is not None:
                backs.set_count(backs.count + len(cards))
        table.auction.end()

    glow = Tween(table.groups[event.taisho].panel, "glow", 1.0, 0.0, 1.6)
    flights = Parallel(*(Steps(Wait(p.move(0.08 * i)),
                               fly(card, target, p.move(FLIGHT), arc=30.0))
                         for i, card in enumerate(cards)))
    return Steps(Call(lift), Parallel(p.banner(title, subtitle, 2.0), glow,
                                      Steps(Wait(p.move(0.5)), flights, Call(land))))


def laid_down(p: Presenter, event: CardsLaidDown, view: SeatView, _: object) -> Animation:
    """B7: the cards laid down from the taisho's hand, face down beside the rows (face up for a
    human taisho, who knows them)."""
    table = p.view
    stack = table.laid_down
    mine = event.taisho == HUMAN
    count = len(event.cards)
    laid: list[Card | None] = list(event.cards) if mine else [None] * count
    if mine:
        starts = [table.hand.take(card) for card in laid if card is not None]
        points = [start[0] if start else layout.HAND_CENTRE for start in starts]
    else:
        backs = table.groups[event.taisho].backs
        points = [table.groups[event.taisho].hand_centre()] * count
        if backs is not None:
            backs.set_count(max(0, backs.count - count))
    stack.cards_shown = list(laid)
    spots = [stack.card_centre(i) for i in range(count)]
    stack.cards_shown = []
    cards = [p.flying(card, point, stack.card_width, face_up=mine)
             for card, point in zip(laid, points, strict=True)]

    def settle() -> None:
        for card in cards:
            card.remove_from_parent()
        stack.set_cards(laid)

    subtitle = t(form_key("bid.laid_how", view.rules.game), name=p.name(event.taisho))
    faces = sum(1 for c in event.cards if table.game.faces >> c & 1) if mine else 0
    if mine and faces:
        subtitle = tn("bid.laid_faces", faces)
    flights = Parallel(*(fly(card, spot, p.move(FLIGHT))
                         for card, spot in zip(cards, spots, strict=True)))
    return Steps(flights, Call(settle), p.banner(t(form_key("bid.laid_title", view.rules.game)),
                                                 subtitle, 1.6,
                                                 at=p.options.low_banner_centre))


def adjutant_named(p: Presenter, event: AdjutantNamed, view: SeatView, _: object) -> Animation:
    """B8: the named card, on show under the plaque for the whole deal; its holder is told
    only if it is the human."""
    table = p.view
    card = table.card_name(event.card)
    if view.adjutant == HUMAN:
        subtitle = t("bid.named_you")
    elif view.alone:
        subtitle = t("bid.named_alone")
    else:
        subtitle = t("bid.named_how")
    return Steps(Call(lambda: table.auction.show(view)),
                 p.banner(t("bid.named_title", card=card), subtitle, 2.2))


def reveal(p: Presenter, event: CardPlayed, view: SeatView) -> Animation:
    """B8: the named card is played: its player is the adjutant (or the taisho plays alone),
    the badges appear and the face cards regroup by side."""
    table = p.view
    adjutant = revealed_adjutant(view)
    taisho = view.taisho if view.taisho is not None else event.player
    card = table.card_name(event.card)
    if adjutant is None:
        title, subtitle = t("bid.reveal_alone"), t("bid.reveal_alone_how",
                                                    taisho=table.label_name(taisho))
        lit: tuple[int, ...] = (taisho,)
    else:
        title = t("bid.reveal_you") if adjutant == HUMAN else \
            t("bid.reveal", name=table.label_name(adjutant))
        subtitle = t("bid.reveal_how", card=card, taisho=table.label_name(taisho),
                     name=p.name(adjutant))
        lit = (taisho, adjutant)
    glows = [Tween(table.groups[p].panel, "glow", 1.0, 0.0, 2.4) for p in lit]

    def regroup() -> None:
        p.stage.sound("deal_won")
        table.show_sides(view)
        table.regroup_rows(view)

    return Steps(Call(regroup), Parallel(p.banner(title, subtitle, 2.4), *glows))


def card_played(p: Presenter, event: CardPlayed, view: SeatView,
                events: Sequence[TableEvent]) -> Animation:
    """B8: a card played, and when it is the named card, the adjutant revealed."""
    animation = common.card_played(p, event, view, events)
    if event.card == view.adjutant_card:
        animation = Steps(animation, reveal(p, event, view))
        p.moment("reveal", animation)
    return animation


def trump_named(p: Presenter, event: TrumpNamed, view: SeatView, _: object) -> Animation:
    """B17: without an auction the caller names the trump: on the plaque, the hand sorted for
    it, a banner in the bidding game's words."""
    table = p.view
    mine = cards_of(view.hand)

    def named() -> None:
        table.set_trump(event.suit, pop=True)
        table.hand.set_hand(mine, event.suit)
        table.show_sides(view)
        table.auction.show(view)

    return Steps(Call(named), p.banner(t("bid.words.trump_named",
                                         suit=table.game.suit_name(event.suit)),
                                       t("bid.words.trump_named_by",
                                         name=p.name(event.player)), 1.6))


HANDLERS: Handlers = {
    TrumpNamed: trump_named,
    BidMade: bid_made,
    KitsuneTaken: kitsune_taken,
    CardsLaidDown: laid_down,
    AdjutantNamed: adjutant_named,
    CardPlayed: card_played,
}
"""The steps of the bidding game's own events (a card played: the shared step, then the
adjutant's reveal when it is the named card)."""
