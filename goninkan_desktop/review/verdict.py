"""What the review says: the deal's verdict ("could you have won?") and each decision's note.

The engine's review (``engine.review``) gives, for each decision of the
player, every option's exact value with all hands open — the deal's points
for the player's side (R29), so a value above 0 is a win; in the bidding game the player's
own points (B13), a defender's options saying whether the bid is set — and the strong
player's pick from the player's own view. This module turns those numbers
into the player's words; it never judges a card by itself, and the deal's
verdict is the engine's (``engine.review.verdict_of``), only put in words here.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from engine.actions import (
    Bid,
    Decision,
    Discard,
    JurokuCall,
    LeadCall,
    NameAdjutant,
    NameTrump,
    Pass,
    Play,
)
from engine.cards import JOKER, SUIT_LETTERS, Card, Suit, card_code
from engine.review import DecisionReview as Reviewed
from engine.review import Judgement, Verdict, VerdictKind, verdict_of
from goninkan_desktop.i18n import has, language, sentences, t
from goninkan_desktop.i18n.format import signed
from goninkan_desktop.table.games import GONINKAN_TABLE, TableGame

_SYMBOLS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}


# -- choices and values in words ---------------------------------------------------------------


def short_card(card_code: str, game: TableGame = GONINKAN_TABLE) -> str:
    """A card as the guide writes it: 7♥ in English, ♥7 in Japanese; the joker by its name in
    the game (``game``'s table: ババ, ジョーカー)."""
    if card_code == "JOKER":
        return t(game.joker_key)
    rank, symbol = card_code[:-1], _SYMBOLS[card_code[-1]]
    return f"{symbol}{rank}" if language() == "ja" else f"{rank}{symbol}"


def card_text(card: Card, game: TableGame = GONINKAN_TABLE) -> str:
    """A card in words (``short_card``)."""
    return short_card(card_code(card), game)


def suit_text(suit: Suit, game: TableGame = GONINKAN_TABLE) -> str:
    """A suit in words as ``game`` names it, with its symbol: "♠ spades" (スッペ, スペード)."""
    return t("review.choice.suit", symbol=_SYMBOLS[SUIT_LETTERS[suit]], name=game.suit_name(suit))


def choice_text(choice: Decision, game: TableGame = GONINKAN_TABLE) -> str:
    """A reviewed decision in words: a card, a joker lead naming a suit, a jūroku call (or
    not), iku or koi, a trump, the adjutant's card."""
    match choice:
        case Play(card=card, suit=suit) if card == JOKER and suit is not None:
            return t("review.joker_led", suit=_SYMBOLS[SUIT_LETTERS[suit]])
        case Play(card=card) | NameAdjutant(card=card):
            return card_text(card, game)
        case JurokuCall(call=call):
            return t("review.choice.call") if call else t("review.choice.no_call")
        case LeadCall(iku=iku):
            return t("review.choice.iku") if iku else t("review.choice.koi")
        case NameTrump(suit=suit):
            return suit_text(suit, game)
        case Bid(count=count, suit=suit):
            return t("review.choice.bid", count=count, suit=suit_text(suit, game))
        case Pass():
            return t("review.choice.pass")
        case Discard(cards=cards):
            return t("review.choice.discard", cards=t("review.bidding.list").join(
                card_text(c, game) for c in cards))
    raise TypeError(f"not a reviewed decision: {choice!r}")


def points(value: float) -> str:
    """A deal value in points, signed, with its unit: "+2 points", "−1 point" ("+2点")."""
    number = round(value, 2)
    key = "review.points_one" if abs(number) == 1 else "review.points"
    return t(key, value=signed(number, 0 if float(number).is_integer() else 2))


def face_cards(value: float) -> str:
    """A count of face cards with its unit: "1 face card", "4 face cards" ("絵札4枚")."""
    number = round(value, 2)
    key = "review.face_cards_one" if number == 1 else "review.face_cards"
    return t(key, count=int(number) if float(number).is_integer() else number)


def expectation(value: float) -> str:
    """An average expected value, signed with one decimal and a true minus: "+0.4", "−1.3"."""
    text = f"{value:+.1f}"
    return "\u2212" + text[1:] if text.startswith("-") else text


def best_choices(decision: Reviewed) -> list[Decision]:
    """The choices that kept the side's best result (empty until the decision is solved):
    the engine's (``DecisionReview.best_choices``)."""
    return decision.best_choices()


class Holder(StrEnum):
    """Whose the figures of a decision's note are, and in what: the game's values (R29 for
    Goninkan's side, B13 for the bidding game's own points) as the player can score them."""

    SIDE = "side"
    """Goninkan: the points of the player's side for the deal (R29)."""
    OWN = "own"
    """The bidding game's taisho or adjutant: the player's own points for the deal (B13)."""
    DEFENDER = "defender"
    """The bidding game's defender: 0 whatever happens (B13); no figure, made or set."""


MARKS = {Judgement.KEPT: "best", Judgement.GAVE_UP: "cost", Judgement.LOST_WIN: "lost"}
"""The strip's mark of an exactly judged decision: the legend's words and the note's first
words are the same (``review.legend.<mark>``)."""


def decision_mark(decision: Reviewed | None, thinking: bool) -> str:
    """A decision's mark in the strip, from the engine's judgement: "best", "cost", "lost";
    not exact, the strong computer's estimate: "agrees" (it would choose the same) or
    "differs"; unanswered: "thinking" while the engine works, else "" (nothing to judge)."""
    if decision is None:
        return "thinking" if thinking else ""
    judged = decision.judgement
    if judged is not Judgement.NOT_EXACT:
        return MARKS[judged]
    estimate = decision.estimate
    if estimate is None:
        return ""
    return "agrees" if estimate.choice == decision.chosen else "differs"


def holder_of(decision: Reviewed, bidding: bool) -> Holder:
    """Whose the decision's figures are (``Holder``)."""
    if decision.defending or decision.won is not None:
        return Holder.DEFENDER
    return Holder.OWN if bidding else Holder.SIDE


# -- one decision --------------------------------------------------------------------------


def decision_note(decision: Reviewed | None, *, thinking: bool = True,
                  standard_table: bool = False, game: TableGame = GONINKAN_TABLE,
                  bidding: bool = False, bid: int | None = None) -> str:
    """What the review says about one decision ("still thinking" until it is solved, while
    the engine is ``thinking``). It opens with the words of the decision's mark in the
    strip's legend, and every figure says whose it is and in what (``Holder``): exact, with
    all hands open, or the strong computer's average over deals that fit the player's view.
    ``standard_table``: the match scores on another table than the exact values (R29), so a
    note with points says which table they are on; ``bidding``: a bidding-game deal, ``bid``
    its bid (a defender's estimate is then a share of deals where the bid is set)."""
    if decision is None:
        return game.say("review.note.thinking" if thinking else "review.note.unreviewed")
    holder = holder_of(decision, bidding)
    mark = decision_mark(decision, thinking)
    exact = _exact_line(decision, game, holder)
    lines = [game.say("review.note.mark", mark=t(f"review.legend.{mark}")) if mark else "",
             exact if mark else exact[:1].upper() + exact[1:]]
    if standard_table and _shows_points(decision):
        lines.append(game.say("review.note.points_table"))
    estimate = decision.estimate
    same_call = decision.weighed and decision.options is None and estimate is not None \
        and estimate.choice == decision.chosen  # the note says the strong computer agrees
    listed = _listed_pick(decision) is not None  # said in the list of values
    if estimate is not None and estimate.choice is not None and not same_call and not listed:
        lines.append(_estimate_line(decision, estimate.choice, estimate.expected, game,
                                    holder, bid))
    return sentences(*lines)


def _estimate_line(decision: Reviewed, choice: Decision, expected: float | None,
                   game: TableGame, holder: Holder, bid: int | None) -> str:
    """The strong computer's pick from the player's view, and its figure with its holder."""
    named = choice_text(choice, game)
    if expected is None:
        return game.say("review.note.strong", choice=named)
    if holder is Holder.DEFENDER:
        if not bid:
            return game.say("review.note.strong", choice=named)
        # the search's figure for a defender is the taisho's loss, +bid or −bid a deal (B13)
        share = max(0.0, min(1.0, (expected / bid + 1.0) / 2.0))
        return game.say("review.note.strong_set", choice=named, percent=round(share * 100))
    key = "review.note.strong_side" if holder is Holder.SIDE else "review.note.strong_own"
    return game.say(key, choice=named, expected=expectation(expected))


def _shows_points(decision: Reviewed) -> bool:
    """Whether the decision's note gives its exact values in points (not a defender's)."""
    return (decision.exact and decision.value is not None and decision.best is not None
            and decision.won is None and not decision.defending)


def _exact_line(decision: Reviewed, game: TableGame, holder: Holder) -> str:
    chosen = choice_text(decision.chosen, game)
    judged = decision.judgement
    if decision.kind == "bid":  # B6: never solved, the estimate judges
        return game.say("review.note.call_estimate", choice=chosen)
    if decision.weighed and decision.options is None:  # B7, B8: the lay-down, the naming
        estimate = decision.estimate
        if estimate is not None and estimate.choice == decision.chosen:
            return game.say("review.note.call_same", choice=chosen)
        return game.say("review.note.call_not_exact", choice=chosen)
    if judged is Judgement.NOT_EXACT or decision.value is None or decision.best is None:
        return game.say("review.note.not_exact", choice=chosen)
    if decision.weighed:
        return sentences(_values_line(decision, game, holder, chosen, judged),
                         game.say(f"review.note.weighed_{decision.kind}",
                                  values=_others_text(decision, game)))
    return _values_line(decision, game, holder, chosen, judged)


def _others_text(decision: Reviewed, game: TableGame) -> str:
    """The other options of a call weighed among the strong player's (B7, B8), each with its
    exact value in the taisho's own points (B13)."""
    assert decision.options is not None
    amount = face_cards if decision.faces else points

    pick = _listed_pick(decision)
    return t("review.note.weighed_join").join(
        game.say("review.note.weighed_pick" if choice == pick else "review.note.weighed_value",
                 choice=_short_call(choice, game), value=amount(value))
        for choice, value in decision.options if choice != decision.chosen)


def _listed_pick(decision: Reviewed) -> Decision | None:
    """The strong computer's pick from the player's view where a weighed call's list of
    values names it (another option than the player's), else None."""
    estimate = decision.estimate
    if not decision.weighed or decision.options is None or estimate is None \
            or estimate.choice is None or estimate.choice == decision.chosen:
        return None
    return next((choice for choice, _ in decision.options if choice == estimate.choice), None)


def _laid_cards(choice: Discard, game: TableGame) -> str:
    """The cards of a lay-down close together (J♦·K♥·5♥), kept on one line."""
    return t("review.note.weighed_cards").join(card_text(card, game) for card in choice.cards)


def _short_call(choice: Decision, game: TableGame) -> str:
    """A weighed call in the list of values: a lay-down by its cards alone (B7)."""
    if isinstance(choice, Discard):
        return t("review.note.weighed_laid", cards=_laid_cards(choice, game))
    return choice_text(choice, game)


def _values_line(decision: Reviewed, game: TableGame, holder: Holder, chosen: str,
                 judged: Judgement) -> str:
    """An exactly judged decision's values, each with its holder and unit (``Holder``)."""
    assert decision.value is not None and decision.best is not None
    if holder is Holder.DEFENDER:  # B13: made or set, no figure
        if decision.chosen_wins():
            return game.say("review.note.defence_set", choice=chosen)
        if judged is Judgement.LOST_WIN:
            return game.say("review.note.defence_made", choice=chosen,
                            best=_best_text(decision, game))
        return game.say("review.note.defence_lost", choice=chosen)
    # B18: without sides the values are face cards sure against all the others, not points
    amount = face_cards if decision.faces else points
    scores = "review.note.side_scores" if holder is Holder.SIDE else "review.note.own_scores"
    line = game.say(scores, choice=chosen, value=amount(decision.value))
    if judged is Judgement.KEPT or decision.weighed:  # a weighed call lists every value
        return line
    key = "review.note.lost_win" if judged is Judgement.LOST_WIN else "review.note.worse"
    return sentences(line, game.say(key, best=_best_text(decision, game),
                                    best_value=amount(decision.best)))


# -- the deal ------------------------------------------------------------------------------


@dataclass(frozen=True)
class VerdictLine:
    """The one line on top of the review, and the engine's verdict it puts in words."""

    text: str
    verdict: Verdict

    @property
    def decision(self) -> tuple[int, int] | None:
        """The place in the record of the decision the verdict names (if any)."""
        return None if self.verdict.decision is None else self.verdict.decision.action


def deal_verdict(decisions: Sequence[Reviewed], waiting: int, won: bool | None,
                 game: TableGame = GONINKAN_TABLE, *, alone: bool = False) -> VerdictLine:
    """Could the player have won? The engine's verdict (``engine.review.verdict_of``) in
    words. ``decisions``: the player's reviewed decisions of the deal; ``waiting``: how many
    more are still being solved; ``won``: whether the player's side won the deal (None: the
    record stops before its end); ``alone``: the player is a taisho playing alone (B16, B8),
    whose "side" is the player."""
    judged = verdict_of(decisions, won)
    text = verdict_text(judged, waiting, bool(decisions), game, alone=alone)
    if waiting and judged.kind is not VerdictKind.UNKNOWN:
        text = sentences(text, game.say("review.verdict.more", count=waiting))
    return VerdictLine(text, judged)


def verdict_text(judged: Verdict, waiting: int = 0, decided: bool = True,
                 game: TableGame = GONINKAN_TABLE, *, alone: bool = False) -> str:
    """The engine's verdict in the player's words; while nothing is solved exactly, whether
    the engine is still ``waiting`` on decisions or the player ``decided`` nothing. Without
    sides (B18, ``Verdict.faces``) it speaks of the face cards the player could be sure of;
    ``alone``: of the player, not of a side."""
    if judged.kind is VerdictKind.UNKNOWN:
        if waiting:
            return game.say("review.verdict.thinking")
        return game.say("review.verdict.too_many" if decided else "review.verdict.no_decisions")
    if judged.faces:
        return _faces_verdict(judged, game)
    return _sides_verdict(judged, _Words(game, alone))


@dataclass(frozen=True)
class _Words:
    """The verdict's words in ``game``'s, said of the player alone where ``alone`` and the
    text has such a form (``<key>.alone``)."""

    game: TableGame
    alone: bool

    def say(self, key: str, **params: object) -> str:
        resolved = self.game.words.get(key, key)
        if self.alone and has(resolved + ".alone"):
            resolved += ".alone"
        return t(resolved, **params)


def _faces_verdict(judged: Verdict, game: TableGame) -> str:
    """B18: no sides, nothing won or lost by a play; the face cards the player could be sure
    of if every other player played against them, and whether the player took the most."""
    decision = judged.decision
    if judged.kind is VerdictKind.GAVE_UP and decision is not None:
        assert decision.value is not None and decision.best is not None
        key = f"review.bidding.verdict.faces.{'won_cost' if judged.won else 'cost'}"
        return game.say(key, card=choice_text(decision.chosen, game), trick=decision.trick,
                        best=_best_text(decision, game), value=face_cards(decision.value),
                        best_value=face_cards(decision.best))
    key = f"review.bidding.verdict.faces.{'won_kept' if judged.won else 'kept'}"
    return game.say(key, trick=judged.since or 1)


def _sides_verdict(judged: Verdict, words: _Words) -> str:
    """The verdict of a deal played by sides (Goninkan, the bidding game with an auction)."""
    decision = judged.decision
    match judged.kind:
        case VerdictKind.BEST | VerdictKind.NO_WIN if judged.won:
            return words.say("review.verdict.won_best")
        case VerdictKind.NO_WIN:
            trick = judged.since or 1
            key = "review.verdict.unwinnable_first" if trick <= 1 else "review.verdict.unwinnable"
            return words.say(key, trick=trick)
        case VerdictKind.BEST:
            key = "review.verdict.winnable_open" if judged.won is None \
                else "review.verdict.lost_by_others"
            return words.say(key, trick=judged.could_win_from)
        case VerdictKind.LOST_WIN if decision is not None:
            key = "review.verdict.won_risked" if judged.won else "review.verdict.lost_by"
            return words.say(key, trick=judged.could_win_from,
                             card=choice_text(decision.chosen, words.game),
                             lost_trick=decision.trick, best=_best_text(decision, words.game))
        case VerdictKind.GAVE_UP if decision is not None:
            assert decision.value is not None and decision.best is not None
            key = "review.verdict.won_cost" if judged.won else "review.verdict.cost"
            return words.say(key, card=choice_text(decision.chosen, words.game),
                             trick=decision.trick, best=_best_text(decision, words.game),
                             value=points(decision.value), best_value=points(decision.best))
    raise ValueError(f"not a verdict: {judged!r}")


def _best_text(decision: Reviewed, game: TableGame = GONINKAN_TABLE) -> str:
    best = best_choices(decision)
    if decision.weighed and len(best) > 1 and all(isinstance(c, Discard) for c in best):
        # B7: several lay-downs as one "laying down A or B", each by its cards
        return t("review.choice.discard", cards=t("review.or").join(
            _laid_cards(c, game) for c in best if isinstance(c, Discard)))
    return t("review.or").join(choice_text(c, game) for c in best)


__all__ = ["MARKS", "Holder", "Reviewed", "VerdictLine", "best_choices", "card_text",
           "choice_text", "deal_verdict", "decision_mark", "decision_note", "expectation",
           "face_cards", "holder_of", "points", "short_card", "suit_text", "verdict_text"]
