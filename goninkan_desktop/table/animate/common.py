"""The animations every game shares: the first dealer, the deal, a card played, a trick
won, the end of a deal, a round and the match (R8, R10, R15–R31; B3, B9–B13).

Each handler turns one engine event into one step of the ``Presenter``; ``HANDLERS`` maps
the event's type to it, and the games add their own (``table.animate``).
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.cards import SUIT_LETTERS, Card, cards_of
from engine.events import (
    CardPlayed,
    DealEnded,
    HandsDealt,
    MatchEnded,
    RoundEnded,
    TrickWon,
)
from engine.observe import SeatView
from engine.scoring import Outcome
from goninkan_desktop.i18n import t
from goninkan_desktop.play.controller import FirstDealerDrawn, TableEvent
from goninkan_desktop.profile.choices import HUMAN
from goninkan_desktop.table.presenter import (
    DEAL_FLIGHT,
    DEAL_STAGGER,
    FLIGHT,
    FLIP,
    GATHER,
    TO_PILE,
    TRICK_PAUSE,
    Handlers,
    Presenter,
    toward_centre,
)
from goninkan_desktop.ui import layout
from goninkan_desktop.ui.nodes.base import Point
from goninkan_desktop.ui.nodes.flying import FlyingCard, fly, turn_over
from goninkan_desktop.ui.nodes.table_area import YamaPile
from goninkan_desktop.ui.tween import (
    Animation,
    Call,
    Lazy,
    Parallel,
    Tween,
    Until,
    Wait,
)
from goninkan_desktop.ui.tween import Sequence as Steps


def first_dealer(p: Presenter, event: FirstDealerDrawn, view: SeatView, _: object) -> Animation:
    table = p.view
    table.set_seats(view.seats, place=False)
    if not event.cards:
        return first_dealer_chosen(p, event.dealer)
    cards: list[FlyingCard] = []
    moves: list[Animation] = []
    for player, card_number in enumerate(event.cards):
        spot = table.layout.front_of(table.position(player))
        card = p.flying(card_number, layout.CENTRE, layout.TRICK_WIDTH,
                        face_up=False)
        cards.append(card)
        moves.append(Steps(Wait(player * 0.12), fly(card, spot, p.move(FLIGHT))))
    lowest = cards[event.dealer]
    reveal = Parallel(*(turn_over(c, p.move(FLIP), face_up=True) for c in cards))

    def mark() -> None:
        lowest.highlight = True
        dealer_card = table.card_name(event.cards[event.dealer])
        table.banner.show(t("table.deal.first_dealer", name=table.label_name(event.dealer)),
                          t("table.deal.first_dealer_why", card=dealer_card),
                          at=layout.HAND_BANNER_CENTRE)
        table.set_dealer(event.dealer)

    def tidy() -> None:
        for card in cards:
            card.remove_from_parent()
        table.banner.hide()

    back = Parallel(*(fly(c, layout.CENTRE, p.move(FLIGHT)) for c in cards))
    return Steps(p.banner(t("table.deal.drawing"), t("table.deal.drawing_how"), 1.2,
                          at=layout.HAND_BANNER_CENTRE),
                 Parallel(*moves), reveal, Call(mark), Wait(2.2), back, Call(tidy))


def first_dealer_chosen(p: Presenter, dealer: int) -> Animation:
    """B3: no draw; the first dealer is named, their panel glowing."""
    table = p.view
    glow = Tween(table.groups[dealer].panel, "glow", 1.0, 0.0, 1.6)
    return Steps(Call(lambda: table.set_dealer(dealer)),
                 Parallel(p.banner(t("table.deal.first_dealer",
                                         name=table.label_name(dealer)),
                                   t("table.deal.first_dealer_chosen"), 2.0,
                                   at=layout.HAND_BANNER_CENTRE), glow))


def hands_dealt(p: Presenter, event: HandsDealt, view: SeatView, _: object) -> Animation:
    table = p.view
    table.start_deal(event.round, event.deal, event.dealer, event.trump, view)
    deck_at = toward_centre(table.layout.front_of(table.position(event.dealer)), 0.2)
    deck = YamaPile(table.renderer, deck_at, labelled=False)
    deck.set_count(len(view.rules.game.deck.cards))
    kitsune = view.rules.game.kitsune
    table.fx.add(deck)
    mine = cards_of(event.hands[HUMAN])  # only the human's own hand is used (R20)
    parked: list[FlyingCard] = []
    seats = view.rules.game.seats
    flights = [deal_flight(p, player, index, deck, mine, parked, seats)
               for index, player in enumerate(_deal_order(event.dealer, view))]

    def sort_hand() -> None:
        start: dict[Card, tuple[Point, float]] = {}
        for card in parked:
            if card.card is not None:
                start[card.card] = (card.pos, card.rotation)
            card.remove_from_parent()
        deck.remove_from_parent()
        table.hand.set_hand(mine, table.trump, start=start)

    flip = Parallel(*(turn_over(c, p.move(FLIP), face_up=True) for c in parked))
    to_middle = kitsune_flight(p, deck, kitsune) if kitsune else Wait(0.0)
    animation = Steps(Call(lambda: deal_banner(p, event, view)), Parallel(*flights),
                      to_middle, flip, Call(sort_hand), Wait(0.5), Call(table.banner.hide))
    p.moment("deal", animation)
    return animation


def deal_flight(p: Presenter, player: int, index: int, deck: YamaPile, mine: list[Card],
                parked: list[FlyingCard], seats: int) -> Animation:
    """One card from the deck to a hand: the human's face down into its place in the fan
    (turned over when all are dealt), a CPU player's onto their pile of backs."""
    table = p.view
    backs = table.groups[player].backs
    if backs is None:  # the human
        slot = len(parked)
        target, angle = table.hand.slot_on_screen(slot, len(mine))
        card = p.flying(mine[slot], deck.top_centre(), layout.HAND_WIDTH, face_up=False,
                        scale=layout.BACK_WIDTH / layout.HAND_WIDTH, visible=False)
        card.z = slot
        parked.append(card)
    else:
        target, angle = backs.card_centre(index // seats), 0.0
        card = p.flying(None, deck.top_centre(), layout.BACK_WIDTH, face_up=False,
                        visible=False)

    def start() -> None:
        card.visible = True
        deck.set_count(deck.count - 1)
        if index % seats == 0:  # one soft sound per round of the deal, not fifty
            p.stage.sound("deal")

    steps: list[Animation] = [
        Wait(p.move(index * DEAL_STAGGER)), Call(start),
        fly(card, target, p.move(DEAL_FLIGHT), rotation=angle, scale=1.0)]
    if backs is not None:
        pile = backs
        steps.append(Call(card.remove_from_parent))
        steps.append(Call(lambda: pile.set_count(pile.count + 1)))
    return Steps(*steps)


def kitsune_flight(p: Presenter, deck: YamaPile, count: int) -> Animation:
    """B4: the last cards of the deck go face down to the middle: the kitsune."""
    stack = p.view.kitsune
    stack.set_cards([])
    flights: list[Animation] = []
    for index in range(count):
        card = p.flying(None, deck.top_centre(), stack.card_width, face_up=False)

        def land(card: FlyingCard = card, index: int = index) -> None:
            card.remove_from_parent()
            stack.set_cards([None] * (index + 1))
            deck.set_count(max(0, deck.count - 1))

        stack.cards_shown = [None] * count  # where each lands
        spot = stack.card_centre(index)
        stack.cards_shown = []
        flights.append(Steps(Wait(p.move(index * DEAL_STAGGER * 2)),
                             fly(card, spot, p.move(DEAL_FLIGHT)), Call(land)))
    return Parallel(*flights)


def deal_banner(p: Presenter, event: HandsDealt, view: SeatView) -> None:
    table = p.view
    words = table.game.deal_banner(event, view, p.name)
    if words is not None:
        table.banner.show(*words)
        return
    if event.deal == 1:
        subtitle = "" if event.trump is None else t(
            "table.deal.trump_is", suit=t(f"suit.{SUIT_LETTERS[event.trump]}"))
        table.banner.show(t("table.deal.round_starts", round=event.round,
                            rounds=view.rules.rounds), subtitle)
    else:
        table.banner.show(t("table.deal.deal_starts", deal=event.deal),
                          t("table.deal.kankei_play_on"))


def card_played(p: Presenter, event: CardPlayed, view: SeatView, _: object) -> Animation:
    table = p.view
    played = event.card
    position = table.position(event.player)
    target = table.layout.trick_slot(position)
    angle = table.layout.trick_rotation(position)
    order = len(table.trick.cards)
    if event.player == HUMAN:
        start = table.hand.take(played) or (layout.HAND_CENTRE, 0.0)
        card = p.flying(played, start[0], layout.TRICK_WIDTH, rotation=start[1],
                        scale=layout.HAND_WIDTH / layout.TRICK_WIDTH)
        turn: Animation = Wait(0.0)
    else:
        group = table.groups[event.player]
        assert group.backs is not None
        start_pos = group.backs.card_centre()
        group.backs.set_count(group.backs.count - 1)
        card = p.flying(played, start_pos, layout.TRICK_WIDTH, face_up=False,
                        scale=layout.BACK_WIDTH / layout.TRICK_WIDTH)
        turn = turn_over(card, p.move(FLIGHT * 0.6), face_up=True)
    card.z = 10 + order
    seconds = p.move(FLIGHT)

    def land() -> None:
        card.remove_from_parent()
        p.stage.sound("play")
        table.trick.place(position, played, order)
        if event.suit is not None:
            table.trick.show_named_suit(position, event.suit)

    animation = Steps(Parallel(fly(card, target, seconds, rotation=angle, scale=1.0), turn),
                      Call(land))
    if event.suit is not None:
        animation = Steps(animation, p.banner(
            t("table.play.joker_named", name=p.name(event.player)),
            t("table.play.joker_named_suit", suit=t(f"suit.{SUIT_LETTERS[event.suit]}")), 1.4))
    return animation


def trick_won(p: Presenter, event: TrickWon, view: SeatView, _: object) -> Animation:
    table = p.view
    winner_pos = table.position(event.winner)
    kankei = event.winner in table.game.sides(view).side
    row = table.kankei_row if kankei else table.mukankei_row
    faces = [c for _, c in event.plays if event.faces >> c & 1]

    def highlight() -> None:
        p.stage.sound("trick")
        table.trick.mark_winner(winner_pos)
        table.caption.text = table.game.say("table.play.takes", name=p.name(event.winner),
                               number=event.trick)
        table.caption.visible = True

    gather_at = toward_centre(table.layout.front_of(winner_pos), 0.25)
    flights: list[FlyingCard] = []

    def lift_cards() -> None:
        for node in sorted(table.trick.cards.values(), key=lambda n: n.z):
            card = p.flying(node.card, node.pos, layout.TRICK_WIDTH,
                            rotation=node.rotation)
            card.z = node.z
            flights.append(card)
        table.trick.clear_trick()

    def gather() -> Animation:
        return Parallel(*(fly(c, gather_at, p.move(GATHER)) for c in flights))

    # the other cards: face down to the yama, or to the winner where the game has none
    rest_to = table.yama.top_centre() if table.game.yama \
        else table.groups[event.winner].pos

    def to_piles() -> Animation:
        moves = []
        face_index = 0
        for card in flights:
            if card.card in faces:
                if card.card in row.cards_shown:  # shown already (regrouped at a reveal)
                    target = row.card_centre(row.cards_shown.index(card.card))
                else:
                    target = row.card_centre(len(row.cards_shown) + face_index)
                    face_index += 1
                moves.append(fly(card, target, p.move(TO_PILE), rotation=0.0,
                                 scale=layout.ROW_WIDTH / layout.TRICK_WIDTH))
            else:
                moves.append(Parallel(
                    fly(card, rest_to, p.move(TO_PILE), rotation=0.0,
                        scale=layout.BACK_WIDTH / layout.TRICK_WIDTH),
                    turn_over(card, p.move(TO_PILE), face_up=False)))
        return Parallel(*moves)

    def settle() -> None:
        for card in flights:
            card.remove_from_parent()
        # only the faces not there yet: the adjutant's reveal by this trick's last card
        # regrouped the rows from the table after the trick, this trick's faces included
        row.set_cards(row.cards_shown + [c for c in faces if c not in row.cards_shown],
                      row.target)
        table.title_rows(view)
        table.yama.set_count(view.yama)
        table.set_race(view, table.game.trick_race(event, view), view.targets)
        table.groups[event.winner].panel.set_faces(view.won[event.winner].bit_count())
        table.caption.visible = False

    hold = p.options.hold_tricks and p.options.auto_close is None \
        and not table.motion.instant
    stage = p.stage
    animation = Steps(Call(highlight), Wait(TRICK_PAUSE),
                      *((Call(stage.hold_trick), Until(lambda: not stage.holding_trick),
                         Call(stage.release_trick)) if hold else ()),
                      Call(lift_cards), Lazy(gather), Lazy(to_piles), Call(settle))
    p.moment("trick", animation)
    return animation


def deal_ended(p: Presenter, event: DealEnded, view: SeatView, _: object) -> Animation | None:
    table = p.view
    if event.result.result is Outcome.REDEAL:
        words = table.game.redeal_banner(view, p.name)
        if words is None:
            return None
        return Steps(Call(table.auction.end), p.banner(*words, seconds=2.0),
                     Call(table.clear_hands))

    def update_points() -> None:
        for player, group in table.groups.items():
            group.panel.set_points(view.scores[player])
        mine = event.result.points[HUMAN]
        if mine:
            p.stage.sound("deal_won" if mine > 0 else "deal_lost")

    def open_result() -> None:
        p.open_modal(lambda done: p.overlays.open_deal_result(event.result, view, done),
                        then=None if table.keep_finished_deal
                        else table.clear_hands)

    def open_hands_then_result() -> None:
        p.open_modal(p.overlays.show_dealt_hands, then=open_result)

    last = open_hands_then_result if p.options.open_hands_at_end else open_result
    return Steps(Wait(0.6), Call(update_points), Call(last))


def round_ended(p: Presenter, event: RoundEnded, view: SeatView,
                 events: Sequence[TableEvent]) -> Animation | None:
    if any(isinstance(e, MatchEnded) for e in events):
        return None  # the final scores follow
    if event.round % p.view.game.scores_every:
        return None  # the deal's result showed the totals
    return Steps(Call(lambda: p.open_modal(
        lambda done: p.overlays.open_round_scores(event.round, view, done))))


def match_ended(p: Presenter, event: MatchEnded, view: SeatView, _: object) -> Animation:
    return Steps(Call(lambda: p.open_modal(
        lambda done: p.overlays.open_final_scores(view, done))))


def _deal_order(dealer: int, view: SeatView) -> list[int]:
    """Who each card goes to, one at a time round the table from the dealer's right, a hand's
    worth of times: the order of play (R5), as the engine's view gives it
    (``SeatView.next_of``)."""
    order = [view.next_of(dealer)]
    while len(order) < view.rules.game.seats:
        order.append(view.next_of(order[-1]))
    return order * view.rules.game.hand_size


HANDLERS: Handlers = {
    FirstDealerDrawn: first_dealer,
    HandsDealt: hands_dealt,
    CardPlayed: card_played,
    TrickWon: trick_won,
    DealEnded: deal_ended,
    RoundEnded: round_ended,
    MatchEnded: match_ended,
}
"""The steps of the events every game has."""
