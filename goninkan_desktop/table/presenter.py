"""Engine events in, animations out: how the table shows what happened.

Each event the controller reports becomes one step, built only when it
starts (so it moves cards from wherever they are by then) and run to its end
before the next; some steps open an overlay (a deal's result, the scores) and
wait for it to close. After each batch a final ``sync`` step makes the table
match the human's view exactly, so no animation can leave it wrong.

Events carry the whole truth (every hand, the nijū-kan cards); the steps show
the human only what the human's view allows (R20): other players' cards stay
face down unless played or shown to the human.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Sequence
from functools import partial

from engine.cards import SUIT_LETTERS, Card, ace_of, cards_of
from engine.events import (
    AdjutantNamed,
    BidMade,
    CardPlayed,
    CardsLaidDown,
    CardsShown,
    DealEnded,
    HandsDealt,
    JurokuCalled,
    KankeiAnnounced,
    KitsuneTaken,
    LeaderChosen,
    MatchEnded,
    NijukanFound,
    NijukanSwapped,
    RoundEnded,
    SeatsSwapped,
    TrickWon,
    TrumpNamed,
)
from engine.observe import SeatView
from engine.scoring import Outcome
from goninkan_desktop.i18n import t, tn
from goninkan_desktop.play.controller import FirstDealerDrawn, NijukanPicked, TableEvent
from goninkan_desktop.profile.choices import HUMAN
from goninkan_desktop.table.games import bid_text, form_key, revealed_adjutant
from goninkan_desktop.table.options import Moment, TableOptions
from goninkan_desktop.table.stage import Stage
from goninkan_desktop.table.teaching import Teacher
from goninkan_desktop.table.view import TableView
from goninkan_desktop.ui import layout
from goninkan_desktop.ui.nodes.base import Point
from goninkan_desktop.ui.nodes.flying import FlyingCard, fly, turn_over
from goninkan_desktop.ui.nodes.table_area import YamaPile
from goninkan_desktop.ui.tween import (
    Animation,
    Call,
    Parallel,
    Tween,
    Wait,
    ease_in_out_sine,
)
from goninkan_desktop.ui.tween import (
    Sequence as Steps,
)

# Durations in seconds at normal speed.
FLIGHT = 0.42
DEAL_STAGGER = 0.045
DEAL_FLIGHT = 0.3
BANNER = 1.7
TRICK_PAUSE = 1.8
"""How long a finished trick stays, its winner marked, before it is gathered (normal speed:
time to read who won; ``TableOptions.hold_tricks`` keeps it until a click)."""
GATHER = 0.35
TO_PILE = 0.45
SWAP = 1.4
FLIP = 0.3

Step = Callable[[], Animation | None]


def toward_centre(point: Point, share: float) -> Point:
    """A point ``share`` of the way from ``point`` to the table's centre."""
    cx, cy = layout.CENTRE
    return (point[0] + (cx - point[0]) * share, point[1] + (cy - point[1]) * share)


class Presenter:
    """Runs one step at a time on the view's tweener; ``busy`` until all have finished."""

    def __init__(self, view: TableView, stage: Stage, teacher: Teacher,
                 options: TableOptions) -> None:
        self.view = view
        self.stage = stage
        self.teacher = teacher
        self.options = options
        self.shown_cards: list[FlyingCard] = []
        """The cards shown face down in kime-yaku, while they lie on the table."""
        self.queue: deque[Step] = deque()
        self.current: Animation | None = None
        self.waiting = False
        self._handlers: dict[type, Callable[..., Animation | None]] = {
            FirstDealerDrawn: self._first_dealer,
            HandsDealt: self._hands_dealt,
            NijukanFound: self._nijukan_found,
            NijukanPicked: self._nijukan_picked,
            NijukanSwapped: self._nijukan_swapped,
            KankeiAnnounced: self._kankei,
            SeatsSwapped: self._seats_swapped,
            LeaderChosen: self._leader,
            CardsShown: self._cards_shown,
            TrumpNamed: self._trump_named,
            CardPlayed: self._card_played,
            TrickWon: self._trick_won,
            JurokuCalled: self._juroku,
            DealEnded: self._deal_ended,
            RoundEnded: self._round_ended,
            MatchEnded: self._match_ended,
            BidMade: self._bid_made,
            KitsuneTaken: self._kitsune_taken,
            CardsLaidDown: self._laid_down,
            AdjutantNamed: self._adjutant_named,
        }

    @property
    def busy(self) -> bool:
        """True while steps are queued, running, or waiting for an overlay."""
        return bool(self.queue) or self.waiting or (
            self.current is not None and not self.current.done)

    def enqueue(self, events: Sequence[TableEvent], view: SeatView) -> None:
        """Queue the steps showing ``events``; ``view`` is the human's view after them."""
        teacher = self.teacher
        for event in events:
            handler = self._handlers[type(event)]
            self.queue.append(partial(handler, event, view, events))
            self.queue.append(partial(teacher.after, event, view))
        self.queue.append(partial(self.stage.sync, view))

    def update(self) -> None:
        """Start the next step when the current one is done (all at once when instant)."""
        tweener = self.view.tweener
        while not self.waiting:
            if self.current is not None and not self.current.done:
                if not tweener.instant:
                    return
                tweener.finish_all()
                continue
            if not self.queue:
                self.current = None
                return
            animation = self.queue.popleft()()
            self.current = animation
            if animation is not None:
                tweener.add(animation)

    def open_modal(self, open_overlay: Callable[[Callable[[], None]], None],
                   then: Callable[[], None] | None = None) -> None:
        """Open an overlay and hold every later step until it closes; then run ``then``
        (which may open the next overlay, holding the steps again)."""
        self.waiting = True

        def closed() -> None:
            self.waiting = False
            if then is not None:
                then()

        open_overlay(closed)

    # -- helpers -----------------------------------------------------------------------------

    def _flying(self, card_shown: Card | None, pos: Point, width: int, *, face_up: bool = True,
                rotation: float = 0.0, scale: float = 1.0, visible: bool = True) -> FlyingCard:
        table = self.view
        card = FlyingCard(table.renderer, card_shown, width, pos, face_up=face_up,
                          rotation=rotation)
        card.scale = scale
        card.visible = visible
        table.fx.add(card)
        return card

    def _move(self, seconds: float) -> float:
        return self.view.motion.move(seconds)

    def _banner(self, title: str, subtitle: str = "", seconds: float = BANNER,
                at: Point | None = None) -> Animation:
        banner = self.view.banner
        return Steps(Call(lambda: banner.show(title, subtitle, at)), Wait(seconds),
                     Call(banner.hide))

    def _name(self, player: int) -> str:
        return self.view.name_of(player)

    def _moment(self, kind: Moment, animation: Animation | None = None) -> None:
        self.stage.moment(kind, animation)

    # -- the first dealer (R8) ---------------------------------------------------------------

    def _first_dealer(self, event: FirstDealerDrawn, view: SeatView, _: object) -> Animation:
        table = self.view
        table.set_seats(view.seats, place=False)
        if not event.cards:
            return self._first_dealer_chosen(event.dealer)
        cards: list[FlyingCard] = []
        moves: list[Animation] = []
        for player, card_number in enumerate(event.cards):
            spot = layout.front_of(table.position(player))
            card = self._flying(card_number, layout.CENTRE, layout.TRICK_WIDTH,
                                face_up=False)
            cards.append(card)
            moves.append(Steps(Wait(player * 0.12), fly(card, spot, self._move(FLIGHT))))
        lowest = cards[event.dealer]
        reveal = Parallel(*(turn_over(c, self._move(FLIP), face_up=True) for c in cards))

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

        back = Parallel(*(fly(c, layout.CENTRE, self._move(FLIGHT)) for c in cards))
        return Steps(self._banner(t("table.deal.drawing"), t("table.deal.drawing_how"), 1.2,
                                  at=layout.HAND_BANNER_CENTRE),
                     Parallel(*moves), reveal, Call(mark), Wait(2.2), back, Call(tidy))

    def _first_dealer_chosen(self, dealer: int) -> Animation:
        """B3: no draw; the first dealer is named, their panel glowing."""
        table = self.view
        glow = Tween(table.groups[dealer].panel, "glow", 1.0, 0.0, 1.6)
        return Steps(Call(lambda: table.set_dealer(dealer)),
                     Parallel(self._banner(t("table.deal.first_dealer",
                                             name=table.label_name(dealer)),
                                           t("table.deal.first_dealer_chosen"), 2.0,
                                           at=layout.HAND_BANNER_CENTRE), glow))

    # -- dealing (R10) -----------------------------------------------------------------------

    def _hands_dealt(self, event: HandsDealt, view: SeatView, _: object) -> Animation:
        table = self.view
        table.start_deal(event.round, event.deal, event.dealer, event.trump, view)
        deck_at = toward_centre(layout.front_of(table.position(event.dealer)), 0.2)
        deck = YamaPile(table.renderer, deck_at, labelled=False)
        deck.set_count(len(view.rules.game.deck.cards))
        kitsune = view.rules.game.kitsune
        table.fx.add(deck)
        mine = cards_of(event.hands[HUMAN])  # only the human's own hand is used (R20)
        parked: list[FlyingCard] = []
        flights = [self._deal_flight(player, index, deck, mine, parked)
                   for index, player in enumerate(_deal_order(event.dealer, view))]

        def sort_hand() -> None:
            start: dict[Card, tuple[Point, float]] = {}
            for card in parked:
                if card.card is not None:
                    start[card.card] = (card.pos, card.rotation)
                card.remove_from_parent()
            deck.remove_from_parent()
            table.hand.set_hand(mine, table.trump, start=start)

        flip = Parallel(*(turn_over(c, self._move(FLIP), face_up=True) for c in parked))
        to_middle = self._kitsune_flight(deck, kitsune) if kitsune else Wait(0.0)
        animation = Steps(Call(lambda: self._deal_banner(event, view)), Parallel(*flights),
                          to_middle, flip, Call(sort_hand), Wait(0.5), Call(table.banner.hide))
        self._moment("deal", animation)
        return animation

    def _deal_flight(self, player: int, index: int, deck: YamaPile, mine: list[Card],
                     parked: list[FlyingCard]) -> Animation:
        """One card from the deck to a hand: the human's face down into its place in the fan
        (turned over when all are dealt), a CPU player's onto their pile of backs."""
        table = self.view
        backs = table.groups[player].backs
        if backs is None:  # the human
            slot = len(parked)
            target, angle = table.hand.slot_on_screen(slot, table.game_shape.hand_size)
            card = self._flying(mine[slot], deck.top_centre(), layout.HAND_WIDTH, face_up=False,
                                scale=layout.BACK_WIDTH / layout.HAND_WIDTH, visible=False)
            card.z = slot
            parked.append(card)
        else:
            target, angle = backs.card_centre(index // len(table.players)), 0.0
            card = self._flying(None, deck.top_centre(), layout.BACK_WIDTH, face_up=False,
                                visible=False)

        def start() -> None:
            card.visible = True
            deck.set_count(deck.count - 1)
            if index % len(table.players) == 0:  # one soft sound per round of the deal, not fifty
                self.stage.sound("deal")

        steps: list[Animation] = [
            Wait(self._move(index * DEAL_STAGGER)), Call(start),
            fly(card, target, self._move(DEAL_FLIGHT), rotation=angle, scale=1.0)]
        if backs is not None:
            pile = backs
            steps.append(Call(card.remove_from_parent))
            steps.append(Call(lambda: pile.set_count(pile.count + 1)))
        return Steps(*steps)

    def _kitsune_flight(self, deck: YamaPile, count: int) -> Animation:
        """B4: the last cards of the deck go face down to the middle: the kitsune."""
        stack = self.view.kitsune
        stack.set_cards([])
        flights: list[Animation] = []
        for index in range(count):
            card = self._flying(None, deck.top_centre(), stack.card_width, face_up=False)

            def land(card: FlyingCard = card, index: int = index) -> None:
                card.remove_from_parent()
                stack.set_cards([None] * (index + 1))
                deck.set_count(max(0, deck.count - 1))

            stack.cards_shown = [None] * count  # where each lands
            spot = stack.card_centre(index)
            stack.cards_shown = []
            flights.append(Steps(Wait(self._move(index * DEAL_STAGGER * 2)),
                                 fly(card, spot, self._move(DEAL_FLIGHT)), Call(land)))
        return Parallel(*flights)

    def _deal_banner(self, event: HandsDealt, view: SeatView) -> None:
        table = self.view
        words = table.game.deal_banner(event, view, self._name)
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

    # -- nijū-kan (R13) ----------------------------------------------------------------------

    def _nijukan_found(self, event: NijukanFound, view: SeatView, _: object) -> Animation:
        table = self.view
        title = t("table.nijukan.title")
        holder = t("table.nijukan.holder", name=self._name(event.holder))
        tip = self.teacher.tip("nijukan") or Wait(0.0)  # told once the table has said it
        if event.redeal:
            return Steps(self._banner(title, holder, 1.6),
                         self._banner(title, t("table.nijukan.redeal"), 1.6), tip,
                         Call(table.clear_hands))
        return Steps(self._banner(title, holder, 2.0), tip,
                     Call(lambda: self.stage.show_nijukan_board(event.holder, event.middle,
                                                           event.partner, interactive=False)),
                     Wait(0.6))

    def _nijukan_picked(self, event: NijukanPicked, view: SeatView, _: object) -> Animation:
        board = self.stage.nijukan_board
        if board is None:
            return Wait(0.0)
        return Steps(Call(lambda: board.show_pick(event.key_position, event.card_position)),
                     Wait(1.2))

    def _nijukan_swapped(self, event: NijukanSwapped, view: SeatView, _: object) -> Animation:
        table = self.view
        self.stage.close_nijukan_board()
        holder, partner = table.groups[event.holder], table.groups[event.partner]
        start_a, start_b = holder.hand_centre(), partner.hand_centre()
        a = self._flying(None, start_a, layout.TRICK_WIDTH, face_up=False)
        b = self._flying(None, start_b, layout.TRICK_WIDTH, face_up=False)
        seconds = self._move(SWAP * 0.7)
        moves = Parallel(fly(a, start_b, seconds, arc=60.0), fly(b, start_a, seconds, arc=-60.0))
        mine = cards_of(view.hand)
        return Steps(self._banner(t("table.nijukan.swapped"), t(
            "table.nijukan.swapped_how", holder=self._name(event.holder),
            partner=self._name(event.partner)), 0.8), moves,
            Call(a.remove_from_parent), Call(b.remove_from_parent),
            Call(lambda: table.hand.set_hand(mine, table.trump)),
            Wait(0.3))

    # -- teams and seats (R11, R12, R14) -----------------------------------------------------

    def _kankei(self, event: KankeiAnnounced, view: SeatView, _: object) -> Animation:
        table = self.view
        ace, joker = event.ace_holder, event.joker_holder
        trump = view.trump
        assert trump is not None, "R11: Kankei are announced once deal 1's trump is known"
        subtitle = t("table.kankei.holders", ace=table.label_name(ace),
                     joker=table.label_name(joker), card=table.card_name(ace_of(trump)))
        if HUMAN in (ace, joker):
            other = joker if ace == HUMAN else ace
            title = t("table.kankei.you", partner=self._name(other))
        else:
            title = t("table.kankei.title", a=self._name(ace), b=self._name(joker))

        glows = [Tween(table.groups[p].panel, "glow", 1.0, 0.0, 2.4) for p in (ace, joker)]
        return Steps(Call(lambda: table.set_teams((ace, joker), ace, joker)),
                     Parallel(self._banner(title, subtitle, 2.4), *glows))

    def _seats_swapped(self, event: SeatsSwapped, view: SeatView, _: object) -> Animation:
        table = self.view
        before = {p: table.position(p) for p in table.players}
        table.set_seats(event.seats, place=False)  # the groups fly there below
        moves: list[Animation] = []
        for player, group in table.groups.items():
            after = table.position(player)
            if after != before[player] and player != HUMAN:
                lift = 70.0 if after < before[player] else -70.0
                moves.append(fly(group, layout.seat_centre(after), self._move(SWAP), arc=lift,
                                 easing=ease_in_out_sine))
                group.position = after
        movers = (event.moved, event.neighbour)

        def glow(on: bool) -> None:
            for player in movers:
                table.groups[player].panel.active = on
            for group in table.groups.values():
                group.z = 35 if on else 10  # above the plaque while they move

        animation = Steps(
            Call(lambda: table.banner.show(t("table.swap.title"), t(
                "table.swap.how", a=self._name(event.moved), b=self._name(event.neighbour)),
                at=self.options.low_banner_centre)),
            Call(lambda: glow(True)), Wait(0.9), Parallel(*moves), Wait(0.8),
            Call(lambda: glow(False)), Call(table.banner.hide))
        self._moment("seat_swap", animation)
        return animation

    def _leader(self, event: LeaderChosen, view: SeatView, _: object) -> Animation:
        call = t("table.lead.iku_call") if event.iku else t("table.lead.koi_call")
        who = t("table.lead.leads", caller=self._name(event.caller),
                leader=self._name(event.leader))
        return self._banner(call, who, 1.6)

    # -- kime-yaku (R26) ---------------------------------------------------------------------

    def _cards_shown(self, event: CardsShown, view: SeatView, _: object) -> Animation:
        table = self.view
        sees = HUMAN in (event.shower, event.chooser)
        shown: list[Card | None] = list(event.cards) if sees else [None] * len(event.cards)
        if event.chooser == HUMAN:
            chooser_spot = layout.CENTRE  # under the trump picker, which shows them large
        else:
            chooser_spot = layout.front_of(table.position(event.chooser))
        start = table.groups[event.shower].hand_centre()
        if event.shower == HUMAN:
            for taken in shown:
                if taken is not None:
                    table.hand.take(taken)
        cards = []
        moves = []
        for index, known in enumerate(shown):
            card = self._flying(known, start, 72, face_up=False)
            cards.append(card)
            spot = (chooser_spot[0] + (index - (len(shown) - 1) / 2) * 48, chooser_spot[1])
            moves.append(fly(card, spot, self._move(FLIGHT), rotation=(index - 1) * 4.0))
        self.shown_cards = cards
        flips = [turn_over(c, self._move(FLIP), face_up=True) for c in cards
                 if event.chooser == HUMAN]
        return Steps(self._banner(t("table.kime.title"), tn(
            "table.kime.shown", len(shown), shower=self._name(event.shower),
            chooser=self._name(event.chooser)), 1.3), Parallel(*moves),
            Parallel(*flips) if flips else Wait(0.2))

    def _trump_named(self, event: TrumpNamed, view: SeatView, _: object) -> Animation:
        table = self.view
        suit = event.suit
        returns: list[Animation] = []
        home = self._shower_centre(view)
        for card in self.shown_cards:
            card.face_up = False
            returns.append(Steps(fly(card, home, self._move(FLIGHT)),
                                 Call(card.remove_from_parent)))
        self.shown_cards = []
        mine = cards_of(view.hand)

        def named() -> None:
            table.set_trump(suit, pop=True)
            table.hand.set_hand(mine, suit)

        return Steps(Parallel(*returns) if returns else Wait(0.0), Call(named),
                     self._banner(table.game.say("table.kime.named",
                                                 suit=table.game.suit_name(suit)),
                                  table.game.say("table.kime.named_by",
                                                 name=self._name(event.player)), 1.6))

    def _shower_centre(self, view: SeatView) -> Point:
        holder = view.shower
        if holder is None:
            return layout.CENTRE
        return self.view.groups[holder].hand_centre()

    # -- trick play (R15–R19) ----------------------------------------------------------------

    def _card_played(self, event: CardPlayed, view: SeatView, _: object) -> Animation:
        table = self.view
        played = event.card
        position = table.position(event.player)
        target = layout.trick_slot(position)
        angle = layout.TRICK_ROTATIONS[position]
        order = len(table.trick.cards)
        if event.player == HUMAN:
            start = table.hand.take(played) or (layout.HAND_CENTRE, 0.0)
            card = self._flying(played, start[0], layout.TRICK_WIDTH, rotation=start[1],
                                scale=layout.HAND_WIDTH / layout.TRICK_WIDTH)
            turn: Animation = Wait(0.0)
        else:
            group = table.groups[event.player]
            assert group.backs is not None
            start_pos = group.backs.card_centre()
            group.backs.set_count(group.backs.count - 1)
            card = self._flying(played, start_pos, layout.TRICK_WIDTH, face_up=False,
                                scale=layout.BACK_WIDTH / layout.TRICK_WIDTH)
            turn = turn_over(card, self._move(FLIGHT * 0.6), face_up=True)
        card.z = 10 + order
        seconds = self._move(FLIGHT)

        def land() -> None:
            card.remove_from_parent()
            self.stage.sound("play")
            table.trick.place(position, played, order)
            if event.suit is not None:
                table.trick.show_named_suit(position, event.suit)

        animation = Steps(Parallel(fly(card, target, seconds, rotation=angle, scale=1.0), turn),
                          Call(land))
        if event.card == view.adjutant_card:
            animation = Steps(animation, self._reveal(event, view))
            self._moment("reveal", animation)
        if event.suit is not None:
            animation = Steps(animation, self._banner(
                t("table.play.joker_named", name=self._name(event.player)),
                t("table.play.joker_named_suit", suit=t(f"suit.{SUIT_LETTERS[event.suit]}")), 1.4))
        return animation

    def _trick_won(self, event: TrickWon, view: SeatView, _: object) -> Animation:
        table = self.view
        winner_pos = table.position(event.winner)
        kankei = event.winner in table.game.sides(view).side
        row = table.kankei_row if kankei else table.mukankei_row
        faces = [c for _, c in event.plays if event.faces >> c & 1]

        def highlight() -> None:
            self.stage.sound("trick")
            table.trick.mark_winner(winner_pos)
            table.caption.text = table.game.say("table.play.takes", name=self._name(event.winner),
                                   number=event.trick)
            table.caption.visible = True

        gather_at = toward_centre(layout.front_of(winner_pos), 0.25)
        flights: list[FlyingCard] = []

        def lift_cards() -> None:
            for node in sorted(table.trick.cards.values(), key=lambda n: n.z):
                card = self._flying(node.card, node.pos, layout.TRICK_WIDTH,
                                    rotation=node.rotation)
                card.z = node.z
                flights.append(card)
            table.trick.clear_trick()

        def gather() -> Animation:
            return Parallel(*(fly(c, gather_at, self._move(GATHER)) for c in flights))

        # the other cards: face down to the yama, or to the winner where the game has none
        rest_to = table.yama.top_centre() if table.game.yama \
            else table.groups[event.winner].pos

        def to_piles() -> Animation:
            moves = []
            face_index = 0
            for card in flights:
                if card.card in faces:
                    target = row.card_centre(len(row.cards_shown) + face_index)
                    face_index += 1
                    moves.append(fly(card, target, self._move(TO_PILE), rotation=0.0,
                                     scale=layout.ROW_WIDTH / layout.TRICK_WIDTH))
                else:
                    moves.append(Parallel(
                        fly(card, rest_to, self._move(TO_PILE), rotation=0.0,
                            scale=layout.BACK_WIDTH / layout.TRICK_WIDTH),
                        turn_over(card, self._move(TO_PILE), face_up=False)))
            return Parallel(*moves)

        def settle() -> None:
            for card in flights:
                card.remove_from_parent()
            row.set_cards(row.cards_shown + faces, row.target)
            table.title_rows(view)
            table.yama.set_count(view.yama)
            table.plaque.set_race(table.game.trick_race(event, view), view.targets,
                                  table.game.race(view))
            table.groups[event.winner].panel.set_faces(view.won[event.winner].bit_count())
            table.caption.visible = False

        hold = self.options.hold_tricks and self.options.auto_close is None \
            and not table.motion.instant
        stage = self.stage
        animation = Steps(Call(highlight), Wait(TRICK_PAUSE),
                          *((Call(stage.hold_trick), _Until(lambda: not stage.holding_trick),
                             Call(stage.release_trick)) if hold else ()),
                          Call(lift_cards), _Lazy(gather), _Lazy(to_piles), Call(settle))
        self._moment("trick", animation)
        return animation

    def _juroku(self, event: JurokuCalled, view: SeatView, _: object) -> Animation:
        name = self._name(event.player)
        if event.call:
            key = "table.juroku.called_reverse" if event.reverse else "table.juroku.called"
            return self._banner(t("table.juroku.call_title"), t(key, name=name), 2.0)
        key = "table.juroku.declined_reverse" if event.reverse else "table.juroku.declined"
        return self._banner(t("table.juroku.decline_title"), t(key, name=name), 1.6)

    # -- the bidding game: auction, kitsune, laid-down cards, the adjutant (B6–B8) -----------

    def _bid_made(self, event: BidMade, view: SeatView,
                  events: Sequence[TableEvent]) -> Animation:
        """B6: the call appears at the caller's seat; the highest bid stays, passes go grey."""
        table = self.view
        tag = table.bid_tags[table.position(event.player)]

        def show() -> None:
            self.stage.sound("play")
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
            self._moment("auction", animation)
        return animation

    def _kitsune_taken(self, event: KitsuneTaken, view: SeatView, _: object) -> Animation:
        """B7: the auction's end: the taisho, the bid's suit as trump, the kitsune into the
        taisho's hand (face down for everyone else)."""
        table = self.view
        suit = event.trump
        title = t("bid.you_are_taisho") if event.taisho == HUMAN \
            else t("bid.taisho_is", name=table.label_name(event.taisho))
        subtitle = t("bid.taisho_how", bid=bid_text(event.bid, event.trump),
                     suit=table.game.suit_name(suit))
        stack = table.kitsune
        target = table.groups[event.taisho].hand_centre()
        cards = [self._flying(None, stack.card_centre(i), stack.card_width, face_up=False)
                 for i in range(len(stack.cards_shown) or view.rules.game.kitsune)]

        def lift() -> None:
            stack.set_cards([])
            table.high_line.visible = False
            table.set_trump(suit, pop=True)
            table.plaque.set_lines(table.game.round_line(view),
                                   table.game.deal_line(view, self._name))

        def land() -> None:
            for card in cards:
                card.remove_from_parent()
            if event.taisho == HUMAN:
                table.hand.set_hand(cards_of(view.hand), suit)
                table.mark_kitsune(view)
            else:
                backs = table.groups[event.taisho].backs
                if backs is not None:
                    backs.set_count(backs.count + len(cards))
            table.show_auction_end()

        glow = Tween(table.groups[event.taisho].panel, "glow", 1.0, 0.0, 1.6)
        flights = Parallel(*(Steps(Wait(self._move(0.08 * i)),
                                   fly(card, target, self._move(FLIGHT), arc=30.0))
                             for i, card in enumerate(cards)))
        return Steps(Call(lift), Parallel(self._banner(title, subtitle, 2.0), glow,
                                          Steps(Wait(self._move(0.5)), flights, Call(land))))

    def _laid_down(self, event: CardsLaidDown, view: SeatView, _: object) -> Animation:
        """B7: three cards from the taisho's hand, face down beside the rows (face up for a
        human taisho, who knows them)."""
        table = self.view
        stack = table.laid_down
        mine = event.taisho == HUMAN
        laid: list[Card | None] = list(event.cards) if mine else [None] * len(event.cards)
        if mine:
            starts = [table.hand.take(card) for card in laid if card is not None]
            points = [start[0] if start else layout.HAND_CENTRE for start in starts]
        else:
            backs = table.groups[event.taisho].backs
            points = [table.groups[event.taisho].hand_centre()] * len(event.cards)
            if backs is not None:
                backs.set_count(max(0, backs.count - len(event.cards)))
        stack.cards_shown = list(laid)
        spots = [stack.card_centre(i) for i in range(len(event.cards))]
        stack.cards_shown = []
        cards = [self._flying(card, point, stack.card_width, face_up=mine)
                 for card, point in zip(laid, points, strict=True)]

        def settle() -> None:
            for card in cards:
                card.remove_from_parent()
            stack.set_cards(laid)

        subtitle = t(form_key("bid.laid_how", view.rules.game), name=self._name(event.taisho))
        faces = sum(1 for c in event.cards if table.game.faces >> c & 1) if mine else 0
        if mine and faces:
            subtitle = tn("bid.laid_faces", faces)
        flights = Parallel(*(fly(card, spot, self._move(FLIGHT))
                             for card, spot in zip(cards, spots, strict=True)))
        return Steps(flights, Call(settle), self._banner(t(form_key("bid.laid_title",
                                                                    view.rules.game)),
                                                         subtitle, 1.6,
                                                         at=self.options.low_banner_centre))

    def _adjutant_named(self, event: AdjutantNamed, view: SeatView, _: object) -> Animation:
        """B8: the named card, on show under the plaque for the whole deal; its holder is told
        only if it is the human."""
        table = self.view
        card = table.card_name(event.card)
        if view.adjutant == HUMAN:
            subtitle = t("bid.named_you")
        elif view.alone:
            subtitle = t("bid.named_alone")
        else:
            subtitle = t("bid.named_how")
        return Steps(Call(lambda: table.show_auction(view)),
                     self._banner(t("bid.named_title", card=card), subtitle, 2.2))

    def _reveal(self, event: CardPlayed, view: SeatView) -> Animation:
        """B8: the named card is played: its player is the adjutant (or the taisho plays alone),
        the badges appear and the face cards regroup by side."""
        table = self.view
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
                         name=self._name(adjutant))
            lit = (taisho, adjutant)
        glows = [Tween(table.groups[p].panel, "glow", 1.0, 0.0, 2.4) for p in lit]

        def regroup() -> None:
            self.stage.sound("deal_won")
            table.show_sides(view)
            table.regroup_rows(view)

        return Steps(Call(regroup), Parallel(self._banner(title, subtitle, 2.4), *glows))

    # -- the end of a deal, a round, the match (R22–R31) -------------------------------------

    def _deal_ended(self, event: DealEnded, view: SeatView, _: object) -> Animation | None:
        table = self.view
        if event.result.result is Outcome.REDEAL:
            words = table.game.redeal_banner(view, self._name)
            if words is None:
                return None
            return Steps(Call(table.show_auction_end), self._banner(*words, seconds=2.0),
                         Call(table.clear_hands))

        def update_points() -> None:
            for player, group in table.groups.items():
                group.panel.set_points(view.scores[player])
            mine = event.result.points[HUMAN]
            if mine:
                self.stage.sound("deal_won" if mine > 0 else "deal_lost")

        def open_result() -> None:
            self.open_modal(lambda done: self.stage.open_deal_result(event.result, view, done),
                            then=None if table.keep_finished_deal
                            else table.clear_hands)

        def open_hands_then_result() -> None:
            self.open_modal(self.stage.show_dealt_hands, then=open_result)

        last = open_hands_then_result if self.options.open_hands_at_end else open_result
        return Steps(Wait(0.6), Call(update_points), Call(last))

    def _round_ended(self, event: RoundEnded, view: SeatView,
                     events: Sequence[TableEvent]) -> Animation | None:
        if any(isinstance(e, MatchEnded) for e in events):
            return None  # the final scores follow
        if event.round % self.view.game.scores_every:
            return None  # the deal's result showed the totals
        return Steps(Call(lambda: self.open_modal(
            lambda done: self.stage.open_round_scores(event.round, view, done))))

    def _match_ended(self, event: MatchEnded, view: SeatView, _: object) -> Animation:
        return Steps(Call(lambda: self.open_modal(
            lambda done: self.stage.open_final_scores(view, done))))


class _Until(Animation):
    """A step lasting until ``ready()`` (the player's click); jumping to the end skips it."""

    def __init__(self, ready: Callable[[], bool]) -> None:
        super().__init__()
        self.ready = ready

    def update(self, dt: float) -> float:
        if not self._done and self.ready():
            self._mark_done()
        return dt if self._done else 0.0

    def finish(self) -> None:
        if not self._done:
            self._mark_done()


class _Lazy(Animation):
    """A step built only when it starts (so it sees where the cards are by then)."""

    def __init__(self, build: Callable[[], Animation]) -> None:
        super().__init__()
        self.build = build
        self.inner: Animation | None = None

    def update(self, dt: float) -> float:
        if self._done:
            return dt
        if self.inner is None:
            self.inner = self.build()
        leftover = self.inner.update(dt)
        if self.inner.done:
            self._mark_done()
            return leftover
        return 0.0

    def finish(self) -> None:
        if self._done:
            return
        if self.inner is None:
            self.inner = self.build()
        self.inner.finish()
        self._mark_done()


def _deal_order(dealer: int, view: SeatView) -> list[int]:
    """Who each card goes to, one at a time round the table from the dealer's right, ten
    times: the order of play (R5), as the engine's view gives it (``SeatView.next_of``)."""
    game = view.rules.game
    order = [view.next_of(dealer)]
    while len(order) < game.seats:
        order.append(view.next_of(order[-1]))
    return order * game.hand_size
