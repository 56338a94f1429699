"""The review of a bidding-game deal (docs/rules.md section 11): what the felt adds to the table.

Hands are open in the review, so the adjutant is marked from the start (B8), the kitsune and
the three cards laid down lie face up (B4, B7), and the verdict line is read against the bid
(B12): who bid what, how many face cards the taisho's side took, made or set.
``bidding_facts`` reads them from the record; ``BiddingMarks`` shows them.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.bidding import BiddingDealResult, BiddingMatch
from engine.bidding_tricks import FACES
from engine.cards import Card, CardSet
from engine.games import BIDDING, Game
from engine.record import Record
from engine.scoring import Outcome
from goninkan_desktop.i18n import t
from goninkan_desktop.review.steps import match_before
from goninkan_desktop.review.verdict import suit_text
from goninkan_desktop.table.forms import form_key
from goninkan_desktop.table.games import BIDDING_TABLE
from goninkan_desktop.ui.nodes.base import Node, Point
from goninkan_desktop.ui.nodes.panel import TIGHTEST_LINES, Badge, Panel, Paragraph
from goninkan_desktop.ui.nodes.sprite import CardNode
from goninkan_desktop.ui.nodes.text import TextNode
from goninkan_desktop.ui.render import theme
from goninkan_desktop.ui.render.cards import CardRenderer, card_height

PANEL_POS: Point = (272.0, 176.0)
PANEL_SIZE: Point = (144.0, 206.0)
"""Left of the trick: 2 px right of the top-left seat's longest open hand (thirteen cards),
4 px left of the trick's left card as it lies turned."""
KITSUNE_ONLY_HEIGHT = 104.0
"""The panel without an auction: the kitsune's row alone (B17)."""
PANEL_GAP = 6.0
"""At least this far under the review's band, however tall its verdict makes it."""
CARD_WIDTH = 42
NAMED_POS: Point = (864.0, 176.0)
NAMED_WIDTH = 144.0
"""The adjutant's card (B8) in the review: a panel as wide as the kitsune's, right of the
trick's right-hand card and left of the right-hand seat (the table's own, wider box lay over
that card where the review lays its trick)."""


@dataclass(frozen=True)
class BiddingFacts:
    """One bidding deal as the review shows it: None where the record stops before it."""

    kitsune: tuple[Card, ...]
    taisho: int | None
    bid: int | None
    trump: int | None
    discards: tuple[Card, ...]
    adjutant_card: Card | None
    adjutant: int | None
    faces: int
    """The taisho's side's face cards at the deal's end (or where the record stops), the
    laid-down ones included (B12)."""
    made: bool | None
    """Whether the bid was made; None while the deal is unfinished or was redealt."""
    redeal: bool = False
    """All five passed (B6): the same dealer deals again."""
    free: bool = False
    """Without an auction (B17): no taisho, no laying down; the deal is won with the most
    face cards (B18), never made or set."""
    caller: int | None = None
    """Without an auction, who named the trump (B17); None before or with an auction."""
    form: Game = BIDDING
    """The bidding game's form the deal was played in (section 12)."""

    def plays_alone(self, player: int) -> bool:
        """Whether ``player`` is the taisho playing alone: always with three players (B16),
        with five once the named card is known to be the taisho's own (B8)."""
        if self.free or self.taisho != player:
            return False
        return not self.form.adjutant or (self.adjutant_card is not None
                                          and self.adjutant is None)


def bidding_facts(record: Record, index: int) -> BiddingFacts | None:
    """The facts of deal ``index`` of a bidding record; None for a Goninkan record."""
    match = match_before(record, index)
    if not isinstance(match, BiddingMatch):
        return None
    dealt, decisions = record.deals[index]
    free = not match.game.auction
    results = len(match.results)
    match.apply(dealt)
    laid: CardSet = 0
    for decision in decisions:
        match.apply(decision)
        laid = match.discards or laid
    ended = match.results[results:]
    if ended:
        result = ended[0]
        assert isinstance(result, BiddingDealResult)
        if result.result is Outcome.REDEAL:
            return BiddingFacts(dealt.kitsune, None, None, None, (), None, None, 0, None, True,
                                form=match.game)
        if free:
            return BiddingFacts(dealt.kitsune, None, None, result.trump, (), None, None, 0,
                                None, free=True, caller=result.caller, form=match.game)
        return BiddingFacts(dealt.kitsune, result.taisho, result.bid, result.trump,
                            _cards(laid), result.adjutant_card, result.adjutant,
                            result.kankei_faces, result.result.kankei_won, form=match.game)
    return BiddingFacts(dealt.kitsune, match.taisho, match.bid, match.trump, _cards(laid),
                        match.adjutant_card, match.adjutant, match.faces[0]
                        if match.taisho is not None else 0, None, free=free,
                        caller=match.caller if free else None, form=match.game)


def _cards(mask: CardSet) -> tuple[Card, ...]:
    return tuple(c for c in range(64) if mask >> c & 1)


def bid_line(facts: BiddingFacts, name_of: dict[int, str]) -> str:
    """The verdict line's first sentence, against the bid: who bid what, alone or not, the
    side's face cards, made or set; without an auction who named which trump (B17); "" before
    the auction ends or the trump is named."""
    if facts.redeal:
        return t(form_key("review.bidding.redeal", facts.form))
    if facts.free:
        if facts.caller is None or facts.trump is None:
            return ""
        return t("review.bidding.free_named", caller=name_of[facts.caller],
                 suit=suit_text(facts.trump, BIDDING_TABLE))
    if facts.taisho is None or facts.bid is None or facts.trump is None:
        return ""
    alone = t("review.bidding.alone") if facts.adjutant_card is not None \
        and facts.adjutant is None else ""
    suit = suit_text(facts.trump, BIDDING_TABLE)
    if facts.made is None:
        return t("review.bidding.bid_open", taisho=name_of[facts.taisho], count=facts.bid,
                 suit=suit, alone=alone)
    outcome = t("review.bidding.made") if facts.made else t("review.bidding.set")
    return t(form_key("review.bidding.bid_line", facts.form), taisho=name_of[facts.taisho],
             count=facts.bid, suit=suit, alone=alone, faces=facts.faces, outcome=outcome)


def deal_ending(facts: BiddingFacts) -> str:
    """The deal's end in the band's title: the bid made or set, or not yet finished."""
    if facts.redeal:
        return t("review.bidding.redeal")
    if facts.free:  # B18: won with the most face cards, each for themself
        return t("review.bidding.ending_free")
    if facts.made is None:
        return t("review.unfinished")
    return t("review.bidding.ending_made") if facts.made else t("review.bidding.ending_set")


class BiddingMarks(Node):
    """The kitsune and the cards laid down, face up, and the taisho's and the adjutant's
    badges at their seats (hands are open: the adjutant is known from the start)."""

    def __init__(self, renderer: CardRenderer) -> None:
        super().__init__((0.0, 0.0), (0.0, 0.0), z=72)
        self.renderer = renderer
        self.panel = self.add(Panel(PANEL_POS, PANEL_SIZE, fill=(6, 28, 20, 215),
                                    border=(*theme.GOLD, 150)))
        self.named = self.add(Panel(NAMED_POS, (NAMED_WIDTH, 100.0), fill=(6, 28, 20, 215),
                                    border=(*theme.GOLD, 150)))
        self.named.visible = False
        self.named_shown: Card | None = None
        """The adjutant's card on show, once the taisho has named it (None: not yet)."""
        self.badges = self.add(Node())
        self.facts: BiddingFacts | None = None
        self.visible = False

    def show(self, facts: BiddingFacts | None, seat_of: dict[int, Point]) -> None:
        """Show ``facts`` (None: a Goninkan deal, nothing shown); ``seat_of``: each player's
        seat panel centre on screen."""
        self.facts = facts
        self.visible = facts is not None
        self.panel.clear()
        self.badges.clear()
        if facts is None:
            return
        self._row(t("review.bidding.kitsune"), facts.kitsune, 6.0)
        self.panel.size = (PANEL_SIZE[0], KITSUNE_ONLY_HEIGHT if facts.free else PANEL_SIZE[1])
        if not facts.free:  # B17: nothing is laid down without an auction
            self._row(t("review.bidding.laid"), facts.discards, 106.0)
        roles = [(facts.taisho, "review.bidding.taisho", theme.GOLD),
                 (facts.adjutant, "review.bidding.adjutant", theme.CREAM)]
        for player, key, fill in roles:
            if player is None:
                continue
            x, y = seat_of[player]
            # at the right of the panel's face-card line
            self.badges.add(Badge(t(key), (x + 112.0, y + 34.0), fill=fill,
                                  colour=theme.TEXT_DARK, size=theme.SIZE_SMALL,
                                  anchor=(1.0, 0.5)))

    def below(self, top: float) -> None:
        """Keep the panels clear under the review's band, whose bottom is at ``top``."""
        self.panel.pos = (PANEL_POS[0], max(PANEL_POS[1], top + PANEL_GAP))
        self.named.pos = (NAMED_POS[0], max(NAMED_POS[1], top + PANEL_GAP))

    def show_named(self, card: Card | None, label: str) -> None:
        """The adjutant's card under ``label`` (None: not named yet, no panel)."""
        self.named.visible = card is not None
        if card == self.named_shown and self.named.children:
            return
        self.named_shown = card
        self.named.clear()
        if card is None:
            return
        title = self.named.add(Paragraph(label, (8.0, 6.0), NAMED_WIDTH - 16.0,
                                         size=theme.SIZE_SMALL, colour=theme.GOLD, align=0.5,
                                         line_gap=TIGHTEST_LINES))
        top = 6.0 + title.size[1] + 4.0
        node = self.named.add(CardNode(self.renderer, card, CARD_WIDTH,
                                       (NAMED_WIDTH / 2, top + card_height(CARD_WIDTH) / 2)))
        node.shadow = False
        self.named.size = (NAMED_WIDTH, top + card_height(CARD_WIDTH) + 8.0)

    def _row(self, title: str, cards: tuple[Card, ...], top: float) -> None:
        width = PANEL_SIZE[0]
        self.panel.add(TextNode(title, (width / 2, top + 12.0), size=theme.fs(theme.SIZE_SMALL),
                                colour=theme.GOLD, anchor=(0.5, 0.5)))
        step = 44.0
        left = width / 2 - step * (len(cards) - 1) / 2
        for i, card in enumerate(cards):
            face = FACES >> card & 1
            node = CardNode(self.renderer, card, CARD_WIDTH,
                            (left + i * step, top + 58.0))
            node.highlight = bool(face)
            self.panel.add(node)

    def cards_shown(self) -> tuple[list[Card], list[Card]]:
        """The cards shown: the kitsune's and those laid down (for tests)."""
        if self.facts is None:
            return [], []
        return list(self.facts.kitsune), list(self.facts.discards)


__all__ = ["BiddingFacts", "BiddingMarks", "bid_line", "bidding_facts", "deal_ending"]
