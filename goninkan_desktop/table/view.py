"""The table as a view of a position: one moment of a match in, the table's pictures out.

A ``TablePosition`` (``table.position``) is what the table shows at one
moment. ``TableView`` owns the table's nodes (the cloth, seats, hand, trick,
piles and plaque) and ``show(position)`` makes every one of them match a
position exactly. The live match (after each batch of animations), the
tutorial and the review all draw through it. Between two ``show``s the live
table's presenter animates the same nodes: mostly through the methods here
(``set_seats``, ``start_deal``, ``set_trump`` …), and for what only an
animation needs by writing node fields (a seat group's position and depth
while it flies, a panel's glow, the trick's caption); the next ``show`` puts
every node back where the position says.

The table never decides a rule: who shows and who chooses in kime-yaku
(R26), the seats (R5, R12), the teams (R11) all come from the view. Hands
other than the viewer's are drawn face up only where the position says so
(R20 in a live match: never).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

import pygame

from engine.cards import JOKER, Card, CardSet, Suit, cards_of
from engine.match import Phase, Trick
from engine.observe import SeatView
from goninkan_desktop.i18n import in_language, t
from goninkan_desktop.table.auction_marks import AuctionMarks
from goninkan_desktop.table.games import (
    TableGame,
    card_name,
)
from goninkan_desktop.table.position import TablePosition
from goninkan_desktop.ui import layout
from goninkan_desktop.ui.motion import Motion
from goninkan_desktop.ui.nodes.banner import Banner, Caption, Prompt
from goninkan_desktop.ui.nodes.base import Node, Point, blit_with_opacity
from goninkan_desktop.ui.nodes.hand_fan import HandFan
from goninkan_desktop.ui.nodes.plaque import TrumpPlaque
from goninkan_desktop.ui.nodes.seat_panel import SeatGroup
from goninkan_desktop.ui.nodes.sprite import CardNode, face_code
from goninkan_desktop.ui.nodes.table_area import SideRow, TrickArea, YamaPile
from goninkan_desktop.ui.render import scale, theme
from goninkan_desktop.ui.render.cards import CardRenderer
from goninkan_desktop.ui.tween import Animation, Tween, Tweener, ease_out_back
from goninkan_desktop.ui.tween import Sequence as Steps

OPEN_WIDTH = 44
"""The width of the cards of a face-up hand at a CPU player's seat."""
OPEN_STEP = 19.0
"""How far apart those cards lie (each shows its corner)."""
OPEN_MAX_WIDTH = layout.SEAT_PANEL_SIZE[0]
"""The widest a face-up hand lies, its seat's panel's width: a longer one (seventeen cards with
three players, B15) overlaps more, every corner's rank still in sight, and stays inside the
window at a corner seat and clear of the plaque beside the top seats (at 280 it reached under
the plaque's corners)."""
OPEN_ROW = 70.0
"""The height of a row of a face-up hand (the cards are 62 high)."""


class Felt(Node):
    """The green table cloth."""

    def on_draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.table_felt(), (0, 0))


class OpenHand(Node):
    """A hand lying face up at a CPU player's seat: a row of small cards, each corner showing.

    Its top edge stays where one row's would be, under the seat's panel; a hand of more than
    ``per_row`` cards lies in rows under each other (the review's corner seats, whose room is
    below them, not beside them), each row as wide as ``OPEN_MAX_WIDTH`` allows.

    The cards are ``CardNode`` children (what the table shows, for tests and tools), but the
    row is drawn as one picture, composed again only when its cards or the scale change."""

    def __init__(self, renderer: CardRenderer, pos: Point,
                 sorter: Callable[[Iterable[Card], Suit | None], list[Card]]) -> None:
        super().__init__((pos[0], pos[1] - OPEN_ROW / 2), (OPEN_WIDTH + OPEN_STEP * 9, OPEN_ROW),
                         anchor=(0.5, 0.0))
        self.renderer = renderer
        self.sorter: Callable[[Iterable[Card], Suit | None], list[Card]] = sorter
        self.per_row: int | None = None
        """The most cards a row holds (None: one row, however long)."""
        self._picture: pygame.Surface | None = None
        self._picture_scale = 0.0

    @property
    def held(self) -> list[Card]:
        """The cards shown, left to right."""
        return [c.card for c in self.children if isinstance(c, CardNode) and c.card is not None]

    def set_cards(self, cards: Iterable[Card], trump: Suit | None) -> None:
        """Show ``cards`` face up, sorted as a hand is; nothing for an empty list."""
        wanted = self.sorter(cards, trump)
        if wanted == self.held:
            return
        self._picture = None
        self.clear()
        rows = 1 if self.per_row is None else max(1, -(-len(wanted) // self.per_row))
        length = -(-len(wanted) // rows)  # the rows as even as they go, the longest first
        step = OPEN_STEP if length < 2 else min(
            OPEN_STEP, (OPEN_MAX_WIDTH - OPEN_WIDTH) / (length - 1))  # B15's seventeen
        span = OPEN_WIDTH + step * (length - 1)
        self.size = (max(OPEN_WIDTH + OPEN_STEP * 9, span), OPEN_ROW * rows)  # ten at the most
        left = (self.size[0] - span) / 2
        for index, card in enumerate(wanted):
            row, place = divmod(index, length)
            node = self.add(CardNode(self.renderer, card, OPEN_WIDTH,
                                     (left + OPEN_WIDTH / 2 + place * step,
                                      OPEN_ROW * row + OPEN_ROW / 2)))
            node.z = index
            node.shadow = False

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible or not self.children:
            return
        k = scale.get()
        if self._picture is None or self._picture_scale != k:
            self._picture, self._picture_scale = self._compose(k), k
        x, y = self.world_rect.topleft
        blit_with_opacity(surface, self._picture, (x, y), self.world_opacity)

    def _compose(self, k: float) -> pygame.Surface:
        width, height = self.size
        picture = pygame.Surface((max(1, round(width * k)), max(1, round(height * k))),
                                 pygame.SRCALPHA)
        for node in self.children:
            if isinstance(node, CardNode) and node.card is not None:
                image = self.renderer.card(face_code(node.card), max(1, round(OPEN_WIDTH * k)))
                picture.blit(image, (round(node.pos[0] * k - image.get_width() / 2),
                                     round(node.pos[1] * k - image.get_height() / 2)))
        return picture


class TableView:
    """The table's nodes in ``root`` and the one way to make them show a position."""

    def __init__(self, root: Node, renderer: CardRenderer, tweener: Tweener, motion: Motion,
                 names: Sequence[str], viewer: int,
                 seat_anchors: Sequence[Point] | None = None) -> None:
        self.renderer = renderer
        self.seat_count = len(names)
        """How many players sit at the table (the game's ``seats``: one name each)."""
        self.layout = layout.seat_layout(self.seat_count)
        """Where each screen position sits at a table of this size."""
        self.seat_anchors = self.layout.anchors if seat_anchors is None else tuple(seat_anchors)
        """The centre of each screen position's seat panel (the review moves the top two)."""
        self.tweener = tweener
        self.motion = motion
        self.names = tuple(in_language(name, f"table.cpu_{player}")
                           for player, name in enumerate(names))
        self.viewer = viewer
        self.seats: list[int] = list(range(self.seat_count))
        self.trump: Suit | None = None
        self.game = TableGame()
        """What this game draws its own way (``table.games``); Goninkan's unless ``set_game``."""
        root.add(Felt(z=0))
        self.yama = root.add(YamaPile(renderer))
        self.yama.z = 5
        self.kankei_row = root.add(SideRow(renderer, layout.KANKEI_ROW, kankei=True,
                                           align_right=False))
        self.mukankei_row = root.add(SideRow(renderer, layout.MUKANKEI_ROW, kankei=False,
                                             align_right=True))
        self.plaque = root.add(TrumpPlaque())
        self.keep_finished_deal = False
        """Between deals, keep the finished deal's piles and face cards on show (the tutorial,
        whose guide goes on talking about that deal) instead of an empty table."""
        self.plaque.z = 15
        self.groups: dict[int, SeatGroup] = {}
        self.open_hands: dict[int, OpenHand] = {}
        for player in range(self.seat_count):
            group = root.add(SeatGroup(player, self.label_name(player), renderer,
                                       is_human=player == viewer))
            group.z = 10
            self.groups[player] = group
            self._place(group, self.position(player))
            if group.backs is not None:
                self.open_hands[player] = group.add(OpenHand(renderer, layout.BACKS_OFFSET,
                                                             self.game.hand_order))
        self.trick = root.add(TrickArea(renderer, self.layout))
        self.trick.z = 20
        self.auction = AuctionMarks(root, renderer, self.layout, self.position,
                                    self.label_name, lambda cards: self.hand.set_marked(cards),
                                    self.place_prompt)
        """The bidding game's marks: the calls, the kitsune, the laid-down and named cards."""
        self.bid_tags = self.auction.bid_tags
        self.kitsune = self.auction.kitsune
        self.laid_down = self.auction.laid_down
        self.high_line = self.auction.high_line
        self.named_card = self.auction.named_card
        self.auction_box = self.auction.auction_box
        self.hand = root.add(HandFan(renderer, tweener, motion))
        self.hand.sorter = self.game.hand_order
        self.hand.z = 30
        self.fx = root.add(Node(z=40))
        self.prompt = root.add(Prompt())
        self.caption = root.add(Caption((layout.CENTRE[0], layout.CENTRE[1] + 2)))
        self.caption.visible = False
        self.banner = root.add(Banner())

    def set_game(self, game: TableGame) -> None:
        """Draw the table as ``game`` draws it (its hand order, words, face cards)."""
        self.game = game
        self.plaque.trump_words = game.trump_words
        self.plaque.suit_keys = game.suit_keys
        self.yama.visible = game.yama
        for row in (self.kankei_row, self.mukankei_row):
            row.per_row = -(-game.faces.bit_count() // 2)  # both lines of a row hold them all
        self.set_trump(self.trump)
        self.hand.sorter = game.hand_order
        for open_hand in self.open_hands.values():
            open_hand.sorter = game.hand_order

    # -- seats and names ---------------------------------------------------------------------

    def position(self, player: int) -> int:
        """The screen position of ``player`` as seated now (0 is the viewer, at the bottom)."""
        return self.layout.position_of(self.seats.index(player), self.seats.index(self.viewer))

    def set_seats(self, seats: Sequence[int], *, place: bool = True) -> None:
        """The players by seat (R5, R12); ``place``: move every seat group there at once."""
        self.seats = list(seats)
        if place:
            for player, group in self.groups.items():
                if group.position != self.position(player):
                    self._place(group, self.position(player))

    def _place(self, group: SeatGroup, position: int) -> None:
        group.place(position, self.seat_anchors[position])

    def name_of(self, player: int) -> str:
        """How a player is named in messages ('you' for the viewer)."""
        return t("table.you_lower") if player == self.viewer else self.names[player]

    def label_name(self, player: int) -> str:
        """How a player is named after a colon or in a list ('You' for the viewer)."""
        return t("table.you") if player == self.viewer else self.names[player]

    def possessive(self, player: int) -> str:
        """'your' or "Hanako's" (Japanese: あなたの / 花子の)."""
        if player == self.viewer:
            return t("table.possessive_you")
        return t("table.possessive", name=self.names[player])

    def display_names(self) -> list[str]:
        """Every player's name as shown in tables ('You' for the viewer)."""
        return [self.label_name(p) for p in range(self.seat_count)]

    def card_name(self, card: Card) -> str:
        """A card in words: 'the ace of clubs', 'the joker' (as this game calls it)."""
        return card_name(card, self.game)

    # -- showing a position ------------------------------------------------------------------

    def show(self, position: TablePosition, *, animate: bool = True) -> None:
        """Make every node match ``position`` exactly (``animate``: the hand's cards slide to
        their places, else they are there at once)."""
        view = position.view
        self.set_seats(view.seats)
        between_deals = view.phase in (Phase.DEAL, Phase.OVER)
        self.set_dealer(view.dealer)
        self.show_sides(view)
        self.auction.show(view)
        kept = between_deals and self.keep_finished_deal and bool(view.tricks) \
            and bool(view.results)
        for player, group in self.groups.items():
            group.panel.set_points(view.scores[player])
            group.panel.set_faces(0 if between_deals and not kept
                                  else view.won[player].bit_count())
        self.plaque.set_lines(self.game.round_line(view), self.game.deal_line(view, self.name_of))
        if kept:  # the deal just finished, as it ended: piles, race, no hands
            targets = self.game.results.result_targets(view.results[-1], view.rules)
            self.hand.set_hand([], animate=False)
            for player, group in self.groups.items():
                if group.backs is not None:
                    group.backs.set_count(0)
                    self.open_hands[player].set_cards([], None)
                group.panel.active = False
            self.trick.clear_trick()
            self._show_piles(view, targets)
            self.set_race(view, view.faces, targets)
        elif between_deals:
            self.clear_hands()
            if self.game.idle_race() is None:
                self.plaque.set_race((0, 0), view.targets)
            self.kankei_row.set_cards([], view.targets[0])
            self.mukankei_row.set_cards([], view.targets[1])
        else:
            self._show_hands(position)
            self._show_cards(view, position.finished_trick, animate)

    def _show_hands(self, position: TablePosition) -> None:
        view = position.view
        for player, group in self.groups.items():
            if group.backs is None:
                continue
            face_up = position.face_up[player]
            self.open_hands[player].set_cards(cards_of(face_up), view.trump)
            group.backs.set_count(0 if face_up else view.hand_sizes[player])

    def _show_cards(self, view: SeatView, finished: Trick | None, animate: bool) -> None:
        trump = view.trump
        self.set_trump(trump)
        mine = cards_of(view.hand)
        if sorted(self.hand.held) != mine or self.hand.trump != trump:
            self.hand.set_hand(mine, trump, animate=animate)
        plays, led = (finished.plays, finished.led_suit) if finished is not None \
            else (view.trick, view.led_suit)
        on_table = {self.position(p): c for p, c in plays}
        if self.trick.cards_shown != on_table:
            self.trick.show_plays([(self.position(player), card) for player, card in plays])
            if plays and plays[0][1] == JOKER and led is not None:
                self.trick.show_named_suit(self.position(plays[0][0]), led)
        self.trick.mark_winner(self.position(finished.winner) if finished is not None else None)
        self._show_piles(view)
        self.set_race(view, view.faces, view.targets)

    def _show_piles(self, view: SeatView, targets: tuple[int, int] | None = None) -> None:
        targets = view.targets if targets is None else targets
        side = self.game.sides(view).side
        kankei_won = view.discards & self.game.faces  # the taisho's own laid-down faces (B7)
        mukankei_won = 0
        for player in range(self.seat_count):
            if player in side:
                kankei_won |= view.won[player]
            else:
                mukankei_won |= view.won[player]
        pairs = ((self.kankei_row, kankei_won, targets[0]),
                 (self.mukankei_row, mukankei_won, targets[1]))
        for row, mask, target in pairs:
            wanted = cards_of(mask)
            if sorted(row.cards_shown) != wanted or row.target != target:  # each card once
                kept = list(dict.fromkeys(c for c in row.cards_shown if mask >> c & 1))
                row.set_cards(kept + [c for c in wanted if c not in kept], target)
        self.title_rows(view)
        self.yama.set_count(view.yama)

    def show_dealt(self, hands: Sequence[CardSet], trump: Suit | None) -> None:
        """Every hand face up as it was dealt (a deal's end, when the player asks for it);
        the piles stay as they are."""
        self.trick.clear_trick()
        self.hand.set_hand(cards_of(hands[self.viewer]), trump, animate=False)
        for player, group in self.groups.items():
            if group.backs is not None:
                group.backs.set_count(0)
                self.open_hands[player].set_cards(cards_of(hands[player]), trump)

    # -- changes while a match is animated ---------------------------------------------------

    def start_deal(self, round_no: int, deal: int, dealer: int, trump: int | None,
                   view: SeatView) -> None:
        """A fresh deal: empty hands and piles, the plaque for this deal."""
        self.clear_hands()
        self.set_dealer(dealer)
        if deal == 1:
            self.set_teams((), None, None, deal=1)
        self.set_trump(trump)
        self.plaque.set_lines(self.game.round_line(view), self.game.deal_line(view, self.name_of))
        self.set_race(view, (0, 0), view.targets)
        self.kankei_row.set_cards([], view.targets[0])
        self.mukankei_row.set_cards([], view.targets[1])
        for group in self.groups.values():
            group.panel.set_faces(0)

    def clear_hands(self) -> None:
        """Nothing in any hand, on the felt or in the piles (between deals)."""
        self.hand.set_hand([], animate=False)
        for player, group in self.groups.items():
            if group.backs is not None:
                group.backs.set_count(0)
                self.open_hands[player].set_cards([], None)
            group.panel.active = False
        self.trick.clear_trick()
        self.yama.set_count(0)
        for row in (self.kankei_row, self.mukankei_row):
            row.set_cards([], row.target)
        idle = self.game.idle_race()
        self.plaque.set_race((0, 0), (self.kankei_row.target, self.mukankei_row.target), idle)
        if idle is not None:  # no sides between deals of the bidding game
            self.kankei_row.visible = self.mukankei_row.visible = False
        self.kitsune.set_cards([])
        self.laid_down.set_cards([])
        self.auction.out_of_play.set_cards([])
        self.auction_box.hide()
        self.named_card.show(None, "")

    def set_dealer(self, dealer: int) -> None:
        """Mark the dealer's panel."""
        for player, group in self.groups.items():
            group.panel.set_dealer(player == dealer)

    def set_trump(self, suit: Suit | None, *, pop: bool = False) -> None:
        """Show the trump on the plaque (with a little bounce when just named)."""
        self.trump = suit
        self.plaque.set_trump(suit)
        if pop and not self.motion.reduced:
            self.tweener.add(_pop(self.plaque.disc))

    def show_sides(self, view: SeatView) -> None:
        """The side badges the viewer may see (``TableGame.sides``: never more than the view
        says)."""
        sides = self.game.sides(view)
        for player, group in self.groups.items():
            group.panel.set_badge(sides.badges[player], sides.ours[player])
        self.kankei_row.visible = self.mukankei_row.visible = \
            sides.drawn or (view.taisho is not None and view.phase is Phase.PLAY)

    def place_prompt(self) -> None:
        """The prompt just above the highest the hand reaches (a raised card, the kitsune's
        marks), so neither covers the other."""
        self.prompt.place(self.prompt.pos[0], self.hand.clear_top - PROMPT_GAP)

    def title_rows(self, view: SeatView) -> None:
        """The face-card rows titled in this game's words (``TableGame.row_titles``)."""
        titles = self.game.row_titles(view, (view.faces[0], view.faces[1]))
        if titles is not None:
            self.kankei_row.set_title(titles[0])
            self.mukankei_row.set_title(titles[1])

    def regroup_rows(self, view: SeatView) -> None:
        """The face cards by side as the viewer knows the sides now (after the reveal)."""
        self._show_piles(view)
        self.set_race(view, view.faces, view.targets)

    def set_race(self, view: SeatView, faces: tuple[int, int],
                 targets: tuple[int, int]) -> None:
        """The plaque's race: its lines and bars as this game shows them (``faces`` against
        ``targets`` for two sides; without an auction each player's own count, B18)."""
        faces, targets = self.game.race_bars(view, faces, targets)
        self.plaque.set_race(faces, targets, self.game.race(view))

    def set_teams(self, kankei: Sequence[int], ace: int | None, joker: int | None, *,
                  deal: int = 1) -> None:
        """Team badges once Kankei are known (R11); in deal 1, who holds the ace and the joker."""
        known = bool(kankei)
        for player, group in self.groups.items():
            note = ""
            if known and deal == 1:
                note = t("table.badge_ace") if player == ace else \
                    t("table.badge_joker") if player == joker else ""
            group.panel.set_team((player in kankei) if known else None, note)
        self.kankei_row.visible = self.mukankei_row.visible = known


def _pop(node: Node) -> Animation:
    return Steps(Tween(node, "pop", 1.0, 1.25, 0.15),
                 Tween(node, "pop", 1.25, 1.0, 0.45, ease_out_back))


PROMPT_GAP = 2.0
"""Between the prompt's lower edge and the highest the hand reaches."""

__all__ = ["Felt", "OpenHand", "TableView"]
