"""The dialogs that ask the human a decision, built from the engine's request, nothing more.

Each builder takes what the dialog shows and a function to call with the
human's answer, and returns an ``Ask``: the dialog, its kind (for screenshots
and tests), where it opens and whether it blocks the hand. The scene opens it
and turns the answer into the engine's action; no builder decides a rule.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Literal

import pygame

from engine.cards import JOKER, SUIT_LETTERS, Card, Suit, cards_of
from engine.observe import SeatView
from goninkan_desktop.i18n import t, tn
from goninkan_desktop.i18n.format import signed
from goninkan_desktop.play.controller import JurokuStakes as Stakes
from goninkan_desktop.ui.nodes.base import Node, Point
from goninkan_desktop.ui.nodes.bidding import BidPicker, CardPicker
from goninkan_desktop.ui.nodes.button import Button
from goninkan_desktop.ui.nodes.dialog import Choice, Dialog
from goninkan_desktop.ui.nodes.panel import sentence_case
from goninkan_desktop.ui.nodes.pickers import NijukanBoard, suit_picker
from goninkan_desktop.ui.render.cards import CardRenderer

DialogKind = Literal["joker_suit", "iku_koi", "show_cards", "kime_yaku", "juroku", "open_hands",
                     "bid_picker", "discard", "adjutant_picker", "free_trump"]
"""Every kind of dialog the table opens (the nijū-kan board is a moment of its own)."""

NIJUKAN_CENTRE: Point = (640.0, 330.0)

KEYS_COLOUR = (96, 84, 60)
"""The line naming a dialog's keys: quieter than its text."""


def name_keys(dialog: Dialog, text: str) -> Dialog:
    """Say under the dialog's buttons which keys make the decision (every decision can be made
    by keyboard alone)."""
    dialog.add_note(text, colour=KEYS_COLOUR)
    return dialog


def suit_keys() -> str:
    """The keys of a suit picker: 1–4 in the order of the tiles, or the arrows and Enter."""
    return t("table.keys_suit", **{s: t(f"suit.{s}") for s in SUIT_LETTERS})


@dataclass(frozen=True)
class Ask:
    """A dialog to open: ``modal`` ones keep clicks off the hand (not the cards to show, which
    are picked in the hand)."""

    node: Node
    kind: DialogKind
    centre: Point | None = None
    modal: bool = True


def play_prompt(view: SeatView, legal: set[Card]) -> str:
    """The line under the hand when a card is to be played: odori-ban, a lead, or a follow."""
    if view.trick_no == 9 and legal == {JOKER}:
        return t("table.prompt_odori")
    if not view.trick:
        key = "table.prompt_lead" if JOKER in legal or not view.hand >> JOKER & 1 \
            else "table.prompt_lead_no_joker"
        return t(key, number=view.trick_no)
    suit = t(f"suit.{SUIT_LETTERS[view.led_suit]}") if view.led_suit is not None else ""
    return t("table.prompt_follow", suit=suit)


def joker_suit(hand: Sequence[Card], pick: Callable[[Suit], None],
               cancel: Callable[[], None]) -> Ask:
    """R18: leading the joker, the human names the suit to follow."""
    dialog = suit_picker(t("table.joker_title"), t("table.joker_text"), hand, pick,
                         on_cancel=cancel)
    return Ask(name_keys(dialog, suit_keys()), "joker_suit", centre=(640.0, 300.0))


def lead(partner: str, call: Callable[[bool], None]) -> Ask:
    """R14: iku (I lead: ``call(True)``) or koi (my partner leads)."""
    dialog = Dialog(t("table.lead_title"), 720.0)
    dialog.paragraph(t("table.lead_text", partner=partner))
    dialog.buttons_row([
        Choice(t("table.lead_iku"), lambda: call(True), key=pygame.K_i, primary=True,
               width=300.0),
        Choice(t("table.lead_koi", partner=partner), lambda: call(False), key=pygame.K_k,
               width=300.0),
    ])
    return Ask(name_keys(dialog.finish(), t("table.keys_lead")), "iku_koi")


DISCARD_WIDTH = 730.0
"""The lay-down dialog: as wide as the side seats beside it allow, for its lines (and a hint's)
to take the fewest rows: it must fit between the seats' face-down cards and the prompt
(``DecisionDesk.keep_dialog_clear``)."""

DISCARD_BUTTON_HEIGHT = 46.0
"""The lay-down's one button, lower than a dialog's usual (as the guide box's): with a hint's
lines too the dialog still fits between the seats' face-down cards and the hand."""


def show_cards(count: int, chooser: str, confirm: Callable[[], None]) -> tuple[Ask, Button]:
    """R26: choose ``count`` cards in the hand to show the chooser; the button (returned too)
    is enabled once that many are picked."""
    dialog = Dialog(t("table.show_title"), DISCARD_WIDTH)  # as the lay-down's: the same room
    dialog.paragraph(tn("table.show_text", count, chooser=chooser))
    button = dialog.buttons_row([
        Choice(tn("table.show_button", count), confirm, primary=True, width=340.0)],
        DISCARD_BUTTON_HEIGHT)[0]
    button.enabled = False
    return Ask(dialog.finish((640.0, 300.0)), "show_cards", modal=False), button


def trump(view: SeatView, shower: str, renderer: CardRenderer,
          name: Callable[[Suit], None]) -> Ask:
    """R26: the chooser names trump, seeing the shown cards beside the hand."""
    shown = view.shown
    text = t("table.trump_text_shown", shower=shower) if shown else t("table.trump_text")
    dialog = suit_picker(t("table.trump_title"), text, cards_of(view.hand), name,
                         shown=shown, shown_label=t("table.trump_shown_label", shower=shower),
                         renderer=renderer)
    return Ask(name_keys(dialog, suit_keys()), "kime_yaku", centre=(640.0, 290.0))


def free_trump(hand: Sequence[Card], name: Callable[[Suit], None]) -> Ask:
    """B17: without an auction the caller names any of the four suits as trump (keys 1–4, or
    the arrows and Enter), the hand in sight below; the suits in the bidding game's words."""
    dialog = suit_picker(t("bid.free.trump_title"), t("bid.free.trump_text"), hand, name,
                         suit_keys="bid.suit")
    keys = t("bid.free.keys", **{s: t(f"bid.suit.{s}") for s in SUIT_LETTERS})
    return Ask(name_keys(dialog, keys), "free_trump", centre=(640.0, 290.0))


def juroku(stakes: Stakes, call: Callable[[bool], None]) -> Ask:
    """R24: call jūroku (or reverse jūroku: ``call(True)``) and play on, or take the sukonku."""
    prefix = "table.rjuroku" if stakes.reverse else "table.juroku"
    dialog = Dialog(t(f"{prefix}_title"), 740.0)
    dialog.paragraph(t(f"{prefix}_text", decline=signed(stakes.decline),
                       made=signed(stakes.made), missed=signed(stakes.missed)))
    dialog.buttons_row([
        Choice(t(f"{prefix}_call"), lambda: call(True), key=pygame.K_j, width=330.0),
        Choice(t(f"{prefix}_decline", points=signed(stakes.decline)), lambda: call(False),
               key=pygame.K_n, primary=True, width=330.0),
    ])
    return Ask(name_keys(dialog.finish((640.0, 300.0)), t("table.keys_juroku")), "juroku")


def nijukan_board(renderer: CardRenderer, names: Callable[[int], str],
                  possessive: Callable[[int], str], holder: int, middle: int, partner: int,
                  *, human: int, confirm: Callable[[int, int], None] | None) -> NijukanBoard:
    """R13: the face-down key cards and partner's cards; pickable (``confirm``) when the human
    is the middle player."""
    words = {"holder": names(holder), "partner": names(partner), "middle": names(middle),
             "partner_cards": t("table.nijukan_their_cards", partner=possessive(partner))}
    key = "table.nijukan_you_pick" if middle == human else "table.nijukan_they_pick"
    board = NijukanBoard(
        renderer, t("table.nijukan_title"), sentence_case(t(key, **words)),
        sentence_case(t("table.nijukan_keys", holder=possessive(holder))),
        sentence_case(t("table.nijukan_cards", partner=possessive(partner))), 10, confirm)
    board.pos = NIJUKAN_CENTRE
    if confirm is not None:
        name_keys(board, t("table.keys_nijukan"))
    return board


# -- the bidding game (docs/rules.md section 11) ---------------------------------------------------


def bid_picker(counts: Sequence[int], high: str | None, lowest: int | None,
               calls: Sequence[str], bid: Callable[[int, Suit], None],
               pass_: Callable[[], None], picker_text: str = "bid.picker.text") -> Ask:
    """B6: the counts that may be bid now (the engine's legal bids) in each suit, and Pass;
    ``high``: the sentence naming the highest bid so far (None: no bid yet); ``calls``: each
    call so far in words (the picker covers the seats' tags)."""
    if not counts:
        words = t("bid.picker.topped")
    elif high is not None:
        words = high
    else:
        words = t("bid.picker.first", count=lowest if lowest is not None else counts[0])
    dialog = BidPicker(t("bid.picker.title"), t(picker_text, high=words), counts,
                       [sentence_case(t(f"bid.suit.{s}")) for s in SUIT_LETTERS],
                       t("bid.picker.pass"), bid, pass_,
                       calls=t("bid.picker.calls", calls=t("bid.picker.calls_join").join(calls))
                       if calls else "")
    dialog.pos = (640.0, 300.0)
    return Ask(name_keys(dialog, t("bid.picker.keys")), "bid_picker")


def discard(confirm: Callable[[], None], words: Callable[[str], str] = t, *,
            span: tuple[float, float] | None = None) -> tuple[Ask, Button]:
    """B7: choose three of the thirteen cards in the hand to lay down (B16: two of nineteen);
    the button (returned too) is enabled once they are chosen. One paragraph says which cards
    the kitsune brought (marked in the hand) and what laying down means; ``words``: a key in
    the form's words (``table.games.form_key``); ``span``: the dialog's left and right edges
    where the room is narrower than at a match (a lesson's), else it is centred, as wide as
    ``DISCARD_WIDTH``."""
    width = DISCARD_WIDTH if span is None else span[1] - span[0]
    centre_x = 640.0 if span is None else (span[0] + span[1]) / 2
    dialog = Dialog(words("bid.discard.title"), width)
    dialog.paragraph(words("bid.discard.text"))
    button = dialog.buttons_row([Choice(words("bid.discard.button"), confirm, primary=True,
                                        width=340.0)], DISCARD_BUTTON_HEIGHT)[0]
    button.enabled = False  # the keys are named in the prompt above the hand
    return Ask(dialog.finish((centre_x, 300.0)), "discard", modal=False), button


def adjutant_picker(renderer: CardRenderer, rows: Sequence[Sequence[Card]], mine: set[Card],
                    laid: set[Card], card_name: Callable[[Card], str],
                    confirm: Callable[[Card], None]) -> Ask:
    """B8: every card of the deck by suit, to name the adjutant's; the cards in the hand and
    those laid down are marked (naming one of them means playing alone)."""
    marks = {**dict.fromkeys(mine, "mine"), **dict.fromkeys(laid, "laid")}

    def describe(card: Card | None) -> str:
        if card is None:
            return t("bid.name.none")
        if card in mine or card in laid:
            return t("bid.name.alone_warning", card=card_name(card))
        return t("bid.name.chosen", card=card_name(card))

    legend = [t("bid.name.mine"), t("bid.name.laid")]
    dialog = CardPicker(renderer, t("bid.name.title"), t("bid.name.text"), rows, marks, legend,
                        describe, t("bid.name.button"), confirm)
    dialog.pos = (640.0, 300.0)
    return Ask(name_keys(dialog, t("bid.name.keys")), "adjutant_picker")


def bidding_play_prompt(view: SeatView, legal: set[Card], trump_word: str) -> str:
    """The line under the hand in the bidding game's trick play (B9)."""
    if not view.trick:
        return t("bid.prompt_lead", number=view.trick_no)
    if view.led_suit is None:
        return t("bid.prompt_free")
    suit = trump_word if view.led_suit == view.trump \
        else t(f"bid.suit.{SUIT_LETTERS[view.led_suit]}")
    return t("bid.prompt_follow", suit=suit)
