"""What the table draws differently in each game: one value per game, and nowhere else.

Goninkan (the ``standard`` and ``goshogawara`` presets) and the bidding game
(docs/rules.md section 11) share the table, its nodes, animations and dialogs. Where
they differ in what is *drawn* (which cards are face cards, how the plaque and
the face-card rows are labelled, the order of the hand, which sides may be shown,
the words of a deal's result) the table asks ``table_game(rules)``: a
``TableGame`` for the game the rules play. Every fact comes from the engine's
view; nothing here decides a rule.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from engine.bidding_tricks import FACES as BIDDING_FACES
from engine.bidding_tricks import TABLES, five_of, jack_of, ura_jack_of
from engine.cards import (
    ALL_CODES,
    ALL_RANK_OF,
    ALL_SUIT_OF,
    CLUBS,
    DIAMONDS,
    FACE_CARDS,
    HEARTS,
    JOKER,
    SPADES,
    SUIT_LETTERS,
    Card,
    CardSet,
    Suit,
)
from engine.events import DealResult, HandsDealt, TrickWon
from engine.games import Game, bidding_form
from engine.match import Phase
from engine.observe import SeatView
from engine.rules import RuleSet
from engine.scoring import Outcome
from goninkan_desktop.i18n import sentences, t
from goninkan_desktop.table.asks import (
    AdjutantAsk,
    BidAsk,
    DecisionAsk,
    FreeTrumpAsk,
    JurokuAsk,
    LeadAsk,
    NijukanAsk,
    PlayAsk,
    TrumpAsk,
    discard_ask,
    show_ask,
)
from goninkan_desktop.table.bids import Namer, auction_calls, bid_text, highest_bid
from goninkan_desktop.table.dialogs import bidding_play_prompt, play_prompt
from goninkan_desktop.table.forms import form_key
from goninkan_desktop.table.options import Moment


@dataclass(frozen=True)
class Sides:
    """The sides as the table may draw them for one viewer.

    ``drawn``: whether any side badge is drawn (Goninkan: once Kankei are
    announced; the bidding game: once the adjutant is known to all, or the taisho
    plays alone). ``side`` holds the players of the taisho's side / Kankei as
    the viewer knows them (``SeatView.kankei``); ``badges[p]`` the words on player
    ``p``'s badge ("" none) and ``ours[p]`` its colour (True: the taisho's side / Kankei).
    """

    drawn: bool
    side: tuple[int, ...]
    badges: tuple[str, ...]
    ours: tuple[bool, ...]
    known: bool = True
    """Whether the viewer knows the whole of the taisho's side (drawn, or the viewer is the
    adjutant): the face counts are then called the side's and the defenders'."""


class ResultWords:
    """Goninkan's words for a deal's result and the score table (``TableGame.results``)."""

    def __init__(self, game: TableGame) -> None:
        self.game = game

    def result_title(self, result: DealResult, names: Sequence[str], viewer: int) -> str:
        """The result's name, large at the top of the deal's result (``viewer`` reads it)."""
        return t(f"table.result.{result.result}")

    def viewer_won(self, result: DealResult, viewer: int) -> bool:
        """Whether the deal's result is good news for ``viewer`` (the title's colour)."""
        return result.result.kankei_won

    def result_heading(self, result: DealResult, names: Sequence[str]
                       ) -> tuple[str, Suit | None]:
        """The line under the title and the suit drawn beside it (None: none)."""
        return t("table.result.heading", round=result.round, deal=result.deal,
                 suit=self.game.suit_name(result.trump)), result.trump

    def result_text(self, result: DealResult, names: Sequence[str],
                    viewer: int | None = None) -> str:
        """The result in a sentence (``viewer`` reads it: "you" where they are named alone)."""
        return t(f"table.result_text.{result.result}", kankei=result.kankei_faces,
                 mukankei=result.mukankei_faces)

    def laid_down_faces(self, result: DealResult, view: SeatView) -> int | None:
        """The face cards laid down (B7) that the result's face-card column counts on a line of
        their own (None: no such line, as in Goninkan)."""
        return None

    def result_role(self, result: DealResult, player: int) -> tuple[str, bool] | None:
        """A player's side in the result's table, and whether it is the taisho's / Kankei."""
        if not result.kankei:
            return None
        kankei = player in result.kankei
        return (t("team.kankei") if kankei else t("team.mukankei")), kankei

    def next_step(self, result: DealResult, view: SeatView) -> str:
        """What follows the deal, in plain words."""
        if view.phase is Phase.OVER:
            return t("table.result.next_over")
        if result.result is Outcome.REDEAL:
            return t("table.result.next_redeal")
        if view.round == result.round:
            return t("table.result.next_deal", deal=view.deal)
        return t("table.result.next_round", round=view.round, rounds=view.rules.rounds)

    def scores_title(self, round_no: int, rounds: int) -> str:
        """The title of the scores after a round."""
        return t("table.scores.after_round", round=round_no, rounds=rounds)

    def result_targets(self, result: DealResult, rules: RuleSet) -> tuple[int, int]:
        """The targets a finished deal was played for."""
        return rules.targets(result.deal)

    def deal_label(self, result: DealResult) -> str:
        """A deal in the score table ("Round 2 deal 1")."""
        return t("table.scores.round_deal", round=result.round, deal=result.deal)

    def result_label(self, result: DealResult, names: Sequence[str]) -> str:
        """How a deal ended, in the score table."""
        return t(f"table.result.{result.result}")


class BiddingResultWords(ResultWords):
    """The bidding game's words for a deal's result and the score table."""

    def result_title(self, result: DealResult, names: Sequence[str], viewer: int) -> str:
        winners: tuple[int, ...] = getattr(result, "winners", ())
        if result.result is Outcome.MOST_FACES:  # B18: who won, all named in the sentence
            if len(winners) != 1:
                return t("bid.result.shared")
            return t("bid.result.you_win") if winners[0] == viewer else \
                t("bid.result.wins", name=names[winners[0]])
        return t(f"bid.result.{result_key(result)}")

    def viewer_won(self, result: DealResult, viewer: int) -> bool:
        if result.result is Outcome.MOST_FACES:  # B18: each for themself
            return viewer in getattr(result, "winners", ())
        return super().viewer_won(result, viewer)

    def result_heading(self, result: DealResult, names: Sequence[str]
                       ) -> tuple[str, Suit | None]:
        caller = getattr(result, "caller", None)
        if caller is not None and result.trump >= 0:  # B17: who named the trump
            return (t("bid.result.free_heading", round=result.round, caller=names[caller],
                      suit=self.game.suit_name(result.trump)), result.trump)
        taisho, bid = getattr(result, "taisho", None), getattr(result, "bid", None)
        if taisho is None or bid is None or result.trump < 0:
            return t("bid.scores.deal", round=result.round), None
        return (t("bid.result.heading", round=result.round, taisho=names[taisho],
                  bid=bid_text(bid, result.trump)), result.trump)

    def result_text(self, result: DealResult, names: Sequence[str],
                    viewer: int | None = None) -> str:
        if result.result is Outcome.MOST_FACES:  # B18: the winners, each for themself
            counts: tuple[int, ...] = getattr(result, "face_counts", ())
            winners: tuple[int, ...] = getattr(result, "winners", ())
            key = "bid.result.most_faces_shared" if len(winners) > 1 \
                else "bid.result.most_faces_you" if winners == (viewer,) \
                else "bid.result.most_faces"
            return sentences(t(key, names=winner_names(result, names)),
                             t("bid.result.free_text", count=max(counts, default=0)))
        bid = getattr(result, "bid", None)
        if bid is None:
            return t(form_key("bid.result.redeal_text", _form_of(result)))
        text = t(form_key("bid.result.text", _form_of(result)), count=result.kankei_faces,
                 bid=bid)
        card = getattr(result, "adjutant_card", None)
        adjutant = getattr(result, "adjutant", None)
        if card is None:
            return text
        card_words = card_name(card, self.game)
        more = t("bid.result.alone", card=card_words) if adjutant is None else \
            t("bid.result.adjutant", name=names[adjutant], card=card_words)
        return sentences(text, more)

    def laid_down_faces(self, result: DealResult, view: SeatView) -> int | None:
        """B12: the side's face cards are its players' and the laid-down ones; the laid-down
        line makes the column add up to the result's count."""
        if getattr(result, "taisho", None) is None or not view.won:
            return None
        taken = sum(view.won[player].bit_count() for player in result.kankei)
        return result.kankei_faces - taken

    def result_role(self, result: DealResult, player: int) -> tuple[str, bool] | None:
        taisho = getattr(result, "taisho", None)
        if result.result is Outcome.MOST_FACES:  # B18: the winners marked, nobody's side
            winners: tuple[int, ...] = getattr(result, "winners", ())
            if player not in winners:
                return None
            return t("bid.result.shared" if len(winners) > 1 else "bid.result.winner"), True
        if taisho is None:
            return None
        if player == taisho:
            return t("bid.taisho"), True
        if player == getattr(result, "adjutant", None):
            return t("bid.adjutant"), True
        return t("bid.defender"), False

    def next_step(self, result: DealResult, view: SeatView) -> str:
        if view.phase is Phase.OVER:
            return t("table.result.next_over")
        if view.round == result.round:
            return t("table.result.next_redeal")
        return t("bid.result.next_deal", round=view.round, rounds=view.rules.rounds)

    def scores_title(self, round_no: int, rounds: int) -> str:
        return t("bid.scores.after", round=round_no, rounds=rounds)

    def result_targets(self, result: DealResult, rules: RuleSet) -> tuple[int, int]:
        bid = getattr(result, "bid", None)
        return (bid, 18 - bid) if isinstance(bid, int) else (0, 0)

    def deal_label(self, result: DealResult) -> str:
        return t("bid.scores.deal", round=result.round)

    def result_label(self, result: DealResult, names: Sequence[str]) -> str:
        if result.result is Outcome.MOST_FACES:
            counts: tuple[int, ...] = getattr(result, "face_counts", ())
            winners: tuple[int, ...] = getattr(result, "winners", ())
            return t("bid.scores.free_result", count=max(counts, default=0),
                     names=t("bid.scores.names_join").join(names[p] for p in winners))
        taisho, bid = getattr(result, "taisho", None), getattr(result, "bid", None)
        if taisho is None or bid is None or result.trump < 0:
            return t(f"bid.result.{result_key(result)}")
        made = t("bid.scores.made") if result.result.kankei_won else t("bid.scores.lost")
        return t("bid.scores.result", name=names[taisho], count=bid, result=made)


class TableGame:
    """Goninkan's table; ``BiddingTable`` overrides where the bidding game differs."""

    faces: CardSet = FACE_CARDS
    """The face cards (R3; B11 adds the joker)."""
    screens: tuple[Moment, ...] = ("deal", "nijukan", "seat_swap", "trick", "kime_yaku", "juroku",
                                "deal_result", "final_scores")
    """The kinds of screen an autoplay run with screenshots must save."""
    teaching_tips: bool = True
    """Whether the "Good to know" notes of Goninkan apply."""
    card_order_key: bool = False
    """Whether the table offers the card order (O) of an unusual ranking."""
    yama: bool = True
    """Whether a trick's other cards go to the yama (R20), face down in its pile; else to the
    trick's winner (the bidding game has no yama: its piles are the kitsune and the laid-down
    cards)."""
    trump_words: tuple[str, str] = ("table.yaku", "table.yaku_named")
    """The keys of the words under the plaque's disc: trump unnamed, and named ({suit})."""
    joker_key: str = "table.card_joker"
    """How the joker is named in a sentence."""
    scores_every: int = 1
    """The score table opens after every this many rounds (not after the last: the final
    scores follow)."""
    suit_keys: str = "suit"
    """The keys of the suits' names (``suit.C``…: Goninkan's グラフ and スッペ)."""
    rank_keys: str = "table.rank"
    """The keys of the court cards' names (``table.rank_A``…: Goninkan's ピン)."""
    result_words: ClassVar[type[ResultWords]] = ResultWords
    """The class of this game's words for a deal's result and the scores."""
    words: ClassVar[Mapping[str, str]] = {}
    """The table's shared words this game says in its own (a ``table.*`` key to this game's
    key); ``say`` looks them up."""

    def screens_of(self, game: Game) -> tuple[Moment, ...]:
        """The kinds of screen an autoplay run of the form ``game`` must save."""
        return self.screens

    def __init__(self) -> None:
        self.results = self.result_words(self)
        """The words of a deal's result and of the score table."""

    def asks(self) -> dict[Phase, DecisionAsk]:
        """How the table asks the human each decision of this game, by phase (new ones for
        each table: an ask may hold the state of its open dialog)."""
        return {Phase.PLAY: PlayAsk(), Phase.LEAD: LeadAsk(), Phase.SHOW: show_ask(),
                Phase.TRUMP: TrumpAsk(), Phase.JUROKU: JurokuAsk(),
                Phase.NIJUKAN_PICK: NijukanAsk()}

    def say(self, key: str, **params: Any) -> str:
        """The table's text ``key`` in this game's words."""
        return t(self.words.get(key, key), **params)

    def suit_name(self, suit: int) -> str:
        """A suit's name as this game calls it."""
        return t(f"{self.suit_keys}.{SUIT_LETTERS[suit]}")

    def auction_line(self, view: SeatView, names: Namer) -> str:
        """The deal's auction in one line, every call in order; without an auction who named
        which trump (B17); "" : none (as in Goninkan)."""
        calls = auction_calls(view, names)
        if calls:
            return t("bid.auction_line", calls=t("bid.picker.calls_join").join(calls))
        if view.caller is not None and view.trump is not None:
            return t("bid.free.named_line", caller=names(view.caller),
                     suit=self.suit_name(view.trump))
        return ""

    def hand_order(self, cards: Iterable[Card], trump: Suit | None) -> list[Card]:
        """The hand as shown, left to right."""
        return sort_hand(cards, trump)

    def play_prompt(self, view: SeatView, legal: set[Card]) -> str:
        """The line under the hand when a card is to be played."""
        return play_prompt(view, legal)

    def round_line(self, view: SeatView) -> str:
        """The plaque's first line."""
        return t("table.round", round=view.round, rounds=view.rules.rounds)

    def deal_line(self, view: SeatView, names: Namer) -> str:
        """The plaque's second line."""
        return t("table.deal", deal=view.deal)

    def race(self, view: SeatView) -> tuple[str, str] | None:
        """The plaque's two race lines in this game's words (None: Kankei's and Mukankei's face
        cards against their targets, as the plaque words them)."""
        return None

    def idle_race(self) -> tuple[str, str] | None:
        """The plaque's race lines while no deal is in play (None: Kankei's and Mukankei's at
        0, as the plaque words them)."""
        return None

    def race_bars(self, view: SeatView, faces: tuple[int, int], targets: tuple[int, int]
                  ) -> tuple[tuple[int, int], tuple[int, int]]:
        """The plaque's two bars: what each counts and what fills it (the sides' ``faces``
        against their ``targets``)."""
        return faces, targets

    def trick_race(self, event: TrickWon, view: SeatView) -> tuple[int, int]:
        """The face cards the plaque counts for each side once a trick is taken (R21: all
        known in Goninkan)."""
        return event.kankei_faces, event.mukankei_faces

    def row_titles(self, view: SeatView, counts: tuple[int, int]) -> tuple[str, str] | None:
        """The titles of the two rows of face cards on the felt (None: each row's own, its
        side's name and its cards against its target)."""
        return None

    def sides(self, view: SeatView) -> Sides:
        """The side badges the viewer may see (R11: everyone, once announced)."""
        known = bool(view.kankei)
        badges = []
        for player in range(view.rules.game.seats):
            label = ""
            if known:
                label = t("team.kankei") if player in view.kankei else t("team.mukankei")
                if view.deal == 1:
                    note = t("table.badge_ace") if player == view.ace_holder else \
                        t("table.badge_joker") if player == view.joker_holder else ""
                    label = t("team.with_note", team=label, note=note) if note else label
            badges.append(label)
        return Sides(known, tuple(view.kankei), tuple(badges),
                     tuple(p in view.kankei for p in range(view.rules.game.seats)))

    def deal_banner(self, event: HandsDealt, view: SeatView, names: Namer
                    ) -> tuple[str, str] | None:
        """The banner as a deal is dealt (None: Goninkan's round, trump and deal)."""
        return None

    def redeal_banner(self, view: SeatView, names: Namer) -> tuple[str, str] | None:
        """The banner for a deal dealt again by ``view.dealer`` (None: none; nijū-kan says it
        itself)."""
        return None


_REVIEW_WORDS = ("strip", "step.trick", "step.before", "verdict.thinking", "verdict.no_decisions",
                 "verdict.too_many", "verdict.won_cost", "verdict.cost", "verdict.won_risked",
                 "verdict.unwinnable_first", "verdict.unwinnable", "verdict.lost_by",
                 "verdict.lost_by_others", "verdict.winnable_open", "note.side_scores", "keys",
                 "strip.calls")
"""The review's texts (``review.*``) the bidding game says in its own words (トリック, 回)."""


class BiddingTable(TableGame):
    """The bidding game's table (docs/rules.md section 11)."""

    faces = BIDDING_FACES
    screens = ("deal", "auction", "bid_picker", "discard", "adjutant_picker", "reveal",
               "trick", "deal_result", "round_scores", "final_scores")
    teaching_tips = False
    card_order_key = True
    yama = False
    trump_words = ("bid.trump", "bid.trump_named")
    joker_key = "bid.card_joker"
    suit_keys = "bid.suit"
    rank_keys = "bid.rank"
    words: ClassVar[Mapping[str, str]] = {
        "table.tool_last": "bid.words.tool_last", "table.tool_log": "bid.words.tool_log",
        "table.play.takes": "bid.words.takes", "table.hold.go_on": "bid.words.go_on",
        "table.log.last_trick": "bid.words.last_trick",
        "table.log.no_tricks": "bid.words.no_tricks",
        "table.log.title": "bid.words.log_title", "table.result.review": "bid.words.review",
        "table.result.col_team": "bid.words.col_team",
        "table.result.col_points": "bid.words.col_points",
        "table.scores.deal": "bid.words.scores_deal",
        "table.kime.named": "bid.words.trump_named",
        "table.kime.named_by": "bid.words.trump_named_by",
        "table.chart.deals": "bid.words.chart_deals",
        **{f"review.{key}": f"bid.words.review.{key}" for key in _REVIEW_WORDS}}
    """トリック for 巡, 回 for a deal (the bidding source's words), 立場 for a side's column."""
    scores_every = 5
    result_words = BiddingResultWords
    """A round is one deal, whose result already shows every total: the whole table waits
    for each fifth deal (halfway through the usual ten) and the match's end."""

    def screens_of(self, game: Game) -> tuple[Moment, ...]:
        """Without an adjutant (B16, B17) no naming nor reveal; without an auction (B17) no
        bids nor discard, but the caller's trump."""
        gone = set()
        if not game.adjutant:
            gone |= {"adjutant_picker", "reveal"}
        if not game.auction:
            gone |= {"auction", "bid_picker", "discard"}
        screens = tuple(kind for kind in self.screens if kind not in gone)
        return screens if game.auction else (*screens[:1], "free_trump", *screens[1:])

    def asks(self) -> dict[Phase, DecisionAsk]:
        """B6–B9: the auction, the cards laid down, the adjutant named, the tricks."""
        return {Phase.BID: BidAsk(), Phase.DISCARD: discard_ask(),
                Phase.ADJUTANT: AdjutantAsk(), Phase.TRUMP: FreeTrumpAsk(), Phase.PLAY: PlayAsk()}

    def hand_order(self, cards: Iterable[Card], trump: Suit | None) -> list[Card]:
        """B5: the trump suit first, high to low as it ranks (5, joker, sei-jack, ura-jack, A…);
        then the other suits as in Goninkan."""
        cards = list(cards)
        if trump is None:
            return sort_hand(cards, None)
        suit_of, _, power = TABLES[trump]
        trumps = [c for c in cards if suit_of[c] == trump]
        trumps.sort(key=lambda c: -power[c])
        rest = sort_hand([c for c in cards if c not in trumps], trump)
        return trumps + rest

    def play_prompt(self, view: SeatView, legal: set[Card]) -> str:
        return bidding_play_prompt(view, legal, t("bid.suit_trump"))

    def round_line(self, view: SeatView) -> str:
        return t("bid.round", round=view.round, rounds=view.rules.rounds)

    def deal_line(self, view: SeatView, names: Namer) -> str:
        if not view.rules.game.auction:  # B17: the caller names the trump
            if view.trump is None or view.caller is None:
                return t("bid.plaque.naming")
            return t("bid.plaque.named_by", name=names(view.caller))
        if view.bid is not None and view.trump is not None and view.taisho is not None:
            return t("bid.plaque.bid", bid=bid_text(view.bid, view.trump))
        high = highest_bid(view)
        if high is None:
            return t("bid.plaque.auction")
        return t("bid.plaque.high", bid=bid_text(high[1], high[2]))

    def idle_race(self) -> tuple[str, str] | None:
        return "", ""  # the finished deal's sides are gone; the next has none yet

    def trick_race(self, event: TrickWon, view: SeatView) -> tuple[int, int]:
        """Only what the viewer may count (B7, B8: ``faces_known_to``)."""
        return view.faces

    def race(self, view: SeatView) -> tuple[str, str] | None:
        if not view.rules.game.sides:  # B18: each player's own count
            if view.trump is None:
                return t("bid.race.free_waiting"), ""
            counts = view.face_counts
            return (t("bid.race.free_you", count=counts[view.player]),
                    t("bid.race.free_most", count=max(counts)))
        mine, others = view.faces
        bid = view.bid or 0
        if view.bid is None:
            return t("bid.race.waiting"), ""
        if not self.sides(view).known:
            return (t("bid.race.taisho", count=mine, target=bid),
                    t("bid.race.others", count=others))
        return (t(form_key("bid.race.side", view.rules.game), count=mine, target=bid),
                t(form_key("bid.race.defenders", view.rules.game), count=others,
                  target=view.targets[1]))

    def row_titles(self, view: SeatView, counts: tuple[int, int]) -> tuple[str, str] | None:
        bid = view.bid or 0
        if not self.sides(view).known:
            return (t("bid.row.taisho", count=counts[0], target=bid),
                    t("bid.row.others", count=counts[1]))
        return (t(form_key("bid.row.side", view.rules.game), count=counts[0], target=bid),
                t("bid.row.defenders", count=counts[1], target=view.targets[1]))

    def sides(self, view: SeatView) -> Sides:
        """Nobody's side is drawn until the named card is played (B8), or the taisho is known to
        play alone; the taisho is marked from the auction's end, and a human adjutant sees a
        marker of its own that nobody else sees (and counts its side as it knows it)."""
        taisho = view.taisho
        revealed = revealed_adjutant(view)
        card = view.adjutant_card
        # B8: the taisho knows at once it plays alone; the others when it plays the card
        alone = view.alone or not view.rules.game.adjutant or (
            card is not None and bool(view.played >> card & 1) and view.adjutant is None)
        drawn = taisho is not None and (revealed is not None or alone)
        secret = view.adjutant == view.player and not drawn
        badges = []
        for player in range(view.rules.game.seats):
            label = ""
            if player == taisho:
                label = t("bid.alone") if alone and view.rules.game.adjutant else t("bid.taisho")
            elif player == view.caller and view.trump is None:
                label = t("bid.free.caller")
            elif drawn:
                label = t("bid.adjutant") if player == revealed else t("bid.defender")
            elif player == view.player and secret:
                label = t("bid.secret_adjutant")
            badges.append(label)
        side = tuple(view.kankei)  # B8: the side as this seat knows it (the engine says)
        seats = range(view.rules.game.seats)
        return Sides(drawn, side, tuple(badges), tuple(p in side for p in seats),
                     known=drawn or secret)

    def deal_banner(self, event: HandsDealt, view: SeatView, names: Namer
                    ) -> tuple[str, str] | None:
        return (t("bid.deal_starts", round=event.round, rounds=view.rules.rounds),
                t(form_key("bid.deal_starts_how", view.rules.game)))

    def redeal_banner(self, view: SeatView, names: Namer) -> tuple[str, str] | None:
        if view.dealer == view.player:
            return t("bid.redeal"), t("bid.redeal_how_you")
        return t("bid.redeal"), t("bid.redeal_how", name=names(view.dealer))


def _form_of(result: DealResult) -> Game:
    """The form a result's deal was played in (its player count; a redeal has an auction)."""
    return bidding_form(len(result.points), True)


def winner_names(result: DealResult, names: Sequence[str]) -> str:
    """B18: the deal's winners by name ("Hanako and you")."""
    winners: tuple[int, ...] = getattr(result, "winners", ())
    return t("bid.result.names_join").join(names[p] for p in winners)


def card_name(card: Card, game: TableGame | None = None) -> str:
    """A card in words as ``game`` names it (None: Goninkan): 'the ace of clubs', 'the
    joker'; in Japanese Goninkan's グラフのピン and ババ, the bidding game's source's
    クラブのA and ジョーカー."""
    game = GONINKAN_TABLE if game is None else game
    if card == JOKER:
        return t(game.joker_key)
    rank = ALL_RANK_OF[card]
    court = _COURT_LETTERS.get(rank)
    return t("table.card_name", rank=t(f"{game.rank_keys}_{court}") if court else str(rank),
             suit=game.suit_name(ALL_SUIT_OF[card]))


_COURT_LETTERS = {14: "A", 13: "K", 12: "Q", 11: "J"}
"""The ranks named in words (``table.rank_A``…); the others are written as numbers."""


def suit_order(trump: Suit | None) -> list[Suit]:
    """Suits left to right in the hand: trump first, then alternating colours where possible."""
    black_red = [SPADES, HEARTS, CLUBS, DIAMONDS]
    if trump is None:
        return black_red
    black = (CLUBS, SPADES)
    rest = [s for s in black_red if s != trump]
    trump_black = trump in black
    # after a black trump put a red suit next, after a red trump a black one
    rest.sort(key=lambda s: (s in black) == trump_black)
    if len(rest) == 3 and (rest[0] in black) == (rest[1] in black):
        rest[1], rest[2] = rest[2], rest[1]
    return [trump, *rest]


def sort_hand(cards: Iterable[Card], trump: Suit | None) -> list[Card]:
    """Goninkan's hand as shown: the joker, then trump, then the other suits by colour
    (``suit_order``), each high to low."""
    order = suit_order(trump)

    def key(card: Card) -> tuple[int, int]:
        if card == JOKER:
            return (-1, 0)
        return (order.index(ALL_SUIT_OF[card]), -ALL_RANK_OF[card])

    return sorted(cards, key=key)


def result_key(result: DealResult) -> str:
    """The bidding result's name in the record (``taisho_win``, ``taisho_loss``, ``redeal``)."""
    return str(result.to_json()["result"])








def last_calls(view: SeatView) -> dict[int, tuple[int | None, int | None]]:
    """Each player's last call in the auction: (count, suit), or (None, None) for a pass."""
    calls: dict[int, tuple[int | None, int | None]] = {}
    for player, count, suit in view.auction:
        calls[player] = (count, suit)
    return calls


def best_calls(view: SeatView) -> dict[int, tuple[int | None, int | None]]:
    """Each player's highest bid in the auction: (count, suit), or (None, None) for a player
    who only passed (a bid stays a player's call when they pass later: who bid what, B6)."""
    calls: dict[int, tuple[int | None, int | None]] = {}
    for player, count, suit in view.auction:
        if (count is not None and suit is not None) or player not in calls:
            calls[player] = (count, suit)
    return calls


def revealed_adjutant(view: SeatView) -> int | None:
    """The adjutant once its card has been played (known to all, B8), else None."""
    card = view.adjutant_card
    if card is None or view.adjutant is None or not view.played >> card & 1:
        return None
    return view.adjutant


def trump_order(trump: int) -> list[Card]:
    """B5: the trump suit from the top: 5, joker, sei-jack, ura-jack, then A K Q 10 … 2."""
    suit_of, _, power = TABLES[trump]
    cards = [c for c in range(len(ALL_CODES)) if suit_of[c] == trump]
    return sorted(cards, key=lambda c: -power[c])


def special_cards(trump: int) -> tuple[Card, Card, Card, Card]:
    """The four cards at the top of the trump suit (B5): the 5, the joker, sei- and ura-jack."""
    return five_of(trump), JOKER, jack_of(trump), ura_jack_of(trump)


GONINKAN_TABLE = TableGame()
"""Goninkan's table, its words the shared ``table.*`` ones (巡, 戦, グラフ, スッペ)."""
_FREE_REVIEW_WORDS = ("note.own_scores", "note.worse", "strip.calls")
"""The review's notes said for one player playing for themself against everyone else (the
paranoid value the review gives without an auction), and its strip's tile of the one call, the
trump's; its verdict has words of its own (``review.bidding.verdict.faces.*``)."""


class FreeBiddingTable(BiddingTable):
    """The bidding game without an auction (B17, B18): everyone plays for themself."""

    words: ClassVar[Mapping[str, str]] = {
        **BiddingTable.words,
        **{f"review.{key}": f"bid.words.free.review.{key}" for key in _FREE_REVIEW_WORDS}}

    def race_bars(self, view: SeatView, faces: tuple[int, int], targets: tuple[int, int]
                  ) -> tuple[tuple[int, int], tuple[int, int]]:
        """B18: the bars of the race's lines, your face cards and the most anyone has, each
        out of all the face cards of the deck (no side, no target)."""
        counts = view.face_counts
        everyone = self.faces.bit_count()
        return (counts[view.player], max(counts, default=0)), (everyone, everyone)


BIDDING_TABLE = BiddingTable()
"""The bidding game's table, for what only that game draws (its card order, its bids)."""
FREE_BIDDING_TABLE = FreeBiddingTable()
"""The bidding game's table without an auction: its review speaks of nobody's side."""


def table_game(rules: RuleSet) -> TableGame:
    """The table's ways for the game ``rules`` play."""
    if not rules.game.is_bidding:
        return GONINKAN_TABLE
    return BIDDING_TABLE if rules.game.auction else FREE_BIDDING_TABLE


__all__ = ["BIDDING_TABLE", "FREE_BIDDING_TABLE", "GONINKAN_TABLE", "BiddingTable",
           "FreeBiddingTable", "Namer", "Sides", "TableGame",
           "auction_calls", "best_calls", "bid_text", "highest_bid", "last_calls", "result_key",
           "revealed_adjutant", "sort_hand", "special_cards", "suit_order", "table_game",
           "trump_order", "winner_names"]
