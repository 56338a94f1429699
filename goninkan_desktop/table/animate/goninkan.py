"""Goninkan's own animations: nijū-kan (R13), the Kankei and the seat swap (R11, R12), iku
or koi (R14), kime-yaku (R26) and jūroku (R24)."""

from __future__ import annotations

from engine.cards import SUIT_LETTERS, Card, ace_of, cards_of
from engine.events import (
    CardsShown,
    JurokuCalled,
    KankeiAnnounced,
    LeaderChosen,
    NijukanFound,
    NijukanSwapped,
    SeatsSwapped,
    TrumpNamed,
)
from engine.observe import SeatView
from goninkan_desktop.i18n import t, tn
from goninkan_desktop.play.controller import NijukanPicked
from goninkan_desktop.profile.choices import HUMAN
from goninkan_desktop.table.presenter import (
    FLIGHT,
    FLIP,
    SWAP,
    Handlers,
    Presenter,
)
from goninkan_desktop.ui import layout
from goninkan_desktop.ui.nodes.base import Point
from goninkan_desktop.ui.nodes.flying import fly, turn_over
from goninkan_desktop.ui.tween import (
    Animation,
    Call,
    Parallel,
    Tween,
    Wait,
    ease_in_out_sine,
)
from goninkan_desktop.ui.tween import Sequence as Steps


def nijukan_found(p: Presenter, event: NijukanFound, view: SeatView, _: object) -> Animation:
    table = p.view
    title = t("table.nijukan.title")
    holder = t("table.nijukan.holder", name=p.name(event.holder))
    def then() -> None:  # after the tip: the hands go (a redeal), or the board opens
        if event.redeal:
            table.clear_hands()
        else:
            p.board.show_nijukan_board(event.holder, event.middle, event.partner,
                                       interactive=False)

    said = Steps(p.banner(title, holder, 1.6), p.banner(title, t("table.nijukan.redeal"), 1.6)) \
        if event.redeal else p.banner(title, holder, 2.0)
    tip = p.teacher.tip("nijukan", then)  # told once the table has said it, before the board
    return Steps(said, tip if tip is not None else Call(then), Wait(0.6))


def nijukan_picked(p: Presenter, event: NijukanPicked, view: SeatView, _: object) -> Animation:
    board = p.board.nijukan_board
    if board is None:
        return Wait(0.0)
    return Steps(Call(lambda: board.show_pick(event.key_position, event.card_position)),
                 Wait(1.2))


def nijukan_swapped(p: Presenter, event: NijukanSwapped, view: SeatView, _: object) -> Animation:
    table = p.view
    p.board.close_nijukan_board()
    holder, partner = table.groups[event.holder], table.groups[event.partner]
    start_a, start_b = holder.hand_centre(), partner.hand_centre()
    a = p.flying(None, start_a, layout.TRICK_WIDTH, face_up=False)
    b = p.flying(None, start_b, layout.TRICK_WIDTH, face_up=False)
    seconds = p.move(SWAP * 0.7)
    moves = Parallel(fly(a, start_b, seconds, arc=60.0), fly(b, start_a, seconds, arc=-60.0))
    mine = cards_of(view.hand)
    return Steps(p.banner(t("table.nijukan.swapped"), t(
        "table.nijukan.swapped_how", holder=p.name(event.holder),
        partner=p.name(event.partner)), 0.8), moves,
        Call(a.remove_from_parent), Call(b.remove_from_parent),
        Call(lambda: table.hand.set_hand(mine, table.trump)),
        Wait(0.3))


def kankei(p: Presenter, event: KankeiAnnounced, view: SeatView, _: object) -> Animation:
    table = p.view
    ace, joker = event.ace_holder, event.joker_holder
    trump = view.trump
    assert trump is not None, "R11: Kankei are announced once deal 1's trump is known"
    subtitle = t("table.kankei.holders", ace=table.label_name(ace),
                 joker=table.label_name(joker), card=table.card_name(ace_of(trump)))
    if HUMAN in (ace, joker):
        other = joker if ace == HUMAN else ace
        title = t("table.kankei.you", partner=p.name(other))
    else:
        title = t("table.kankei.title", a=p.name(ace), b=p.name(joker))

    glows = [Tween(table.groups[p].panel, "glow", 1.0, 0.0, 2.4) for p in (ace, joker)]
    return Steps(Call(lambda: table.set_teams((ace, joker), ace, joker)),
                 Parallel(p.banner(title, subtitle, 2.4), *glows))


def seats_swapped(p: Presenter, event: SeatsSwapped, view: SeatView, _: object) -> Animation:
    table = p.view
    before = {p: table.position(p) for p in range(view.rules.game.seats)}
    table.set_seats(event.seats, place=False)  # the groups fly there below
    moves: list[Animation] = []
    for player, group in table.groups.items():
        after = table.position(player)
        if after != before[player] and player != HUMAN:
            lift = 70.0 if after < before[player] else -70.0
            moves.append(fly(group, table.layout.seat_centre(after), p.move(SWAP), arc=lift,
                             easing=ease_in_out_sine))
            group.position = after
            group.count_outside(table.layout.seat_centre(after))
    movers = (event.moved, event.neighbour)

    def glow(on: bool) -> None:
        for player in movers:
            table.groups[player].panel.active = on
        for group in table.groups.values():
            group.z = 35 if on else 10  # above the plaque while they move

    animation = Steps(
        Call(lambda: table.banner.show(t("table.swap.title"), t(
            "table.swap.how", a=p.name(event.moved), b=p.name(event.neighbour)),
            at=p.options.low_banner_centre)),
        Call(lambda: glow(True)), Wait(0.9), Parallel(*moves), Wait(0.8),
        Call(lambda: glow(False)), Call(table.banner.hide))
    p.moment("seat_swap", animation)
    return animation


def leader(p: Presenter, event: LeaderChosen, view: SeatView, _: object) -> Animation:
    call = t("table.lead.iku_call") if event.iku else t("table.lead.koi_call")
    who = t("table.lead.leads", caller=p.name(event.caller),
            leader=p.name(event.leader))
    return p.banner(call, who, 1.6)


def cards_shown(p: Presenter, event: CardsShown, view: SeatView, _: object) -> Animation:
    table = p.view
    sees = HUMAN in (event.shower, event.chooser)
    shown: list[Card | None] = list(event.cards) if sees else [None] * len(event.cards)
    if event.chooser == HUMAN:
        chooser_spot = layout.CENTRE  # under the trump picker, which shows them large
    else:
        chooser_spot = table.layout.front_of(table.position(event.chooser))
    start = table.groups[event.shower].hand_centre()
    if event.shower == HUMAN:
        for taken in shown:
            if taken is not None:
                table.hand.take(taken)
    cards = []
    moves = []
    for index, known in enumerate(shown):
        card = p.flying(known, start, 72, face_up=False)
        cards.append(card)
        spot = (chooser_spot[0] + (index - (len(shown) - 1) / 2) * 48, chooser_spot[1])
        moves.append(fly(card, spot, p.move(FLIGHT), rotation=(index - 1) * 4.0))
    p.shown_cards = cards
    flips = [turn_over(c, p.move(FLIP), face_up=True) for c in cards
             if event.chooser == HUMAN]
    return Steps(p.banner(t("table.kime.title"), tn(
        "table.kime.shown", len(shown), shower=p.name(event.shower),
        chooser=p.name(event.chooser)), 1.3), Parallel(*moves),
        Parallel(*flips) if flips else Wait(0.2))


def trump_named(p: Presenter, event: TrumpNamed, view: SeatView, _: object) -> Animation:
    table = p.view
    suit = event.suit
    returns: list[Animation] = []
    home = shower_centre(p, view)
    for card in p.shown_cards:
        card.face_up = False
        returns.append(Steps(fly(card, home, p.move(FLIGHT)),
                             Call(card.remove_from_parent)))
    p.shown_cards = []
    mine = cards_of(view.hand)

    def named() -> None:
        table.set_trump(suit, pop=True)
        table.hand.set_hand(mine, suit)

    return Steps(Parallel(*returns) if returns else Wait(0.0), Call(named),
                 p.banner(t("table.kime.named", suit=t(f"suit.{SUIT_LETTERS[suit]}")),
                          t("table.kime.named_by", name=p.name(event.player)), 1.6))


def shower_centre(p: Presenter, view: SeatView) -> Point:
    holder = view.shower
    if holder is None:
        return layout.CENTRE
    return p.view.groups[holder].hand_centre()


def juroku(p: Presenter, event: JurokuCalled, view: SeatView, _: object) -> Animation:
    name = p.name(event.player)
    if event.call:
        key = "table.juroku.called_reverse" if event.reverse else "table.juroku.called"
        return p.banner(t("table.juroku.call_title"), t(key, name=name), 2.0)
    key = "table.juroku.declined_reverse" if event.reverse else "table.juroku.declined"
    return p.banner(t("table.juroku.decline_title"), t(key, name=name), 1.6)


HANDLERS: Handlers = {
    NijukanFound: nijukan_found,
    NijukanPicked: nijukan_picked,
    NijukanSwapped: nijukan_swapped,
    KankeiAnnounced: kankei,
    SeatsSwapped: seats_swapped,
    LeaderChosen: leader,
    CardsShown: cards_shown,
    TrumpNamed: trump_named,
    JurokuCalled: juroku,
}
"""The steps of Goninkan's own events."""
