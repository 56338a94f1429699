"""The lesson model: a prepared game record plus the guide's steps.

A ``Lesson`` is a game record (docs/record-format.md) cut in two: a *prelude* of actions
replayed at once to reach the position the lesson starts from, and the
lesson's *steps*, played one by one on the table. A step is a guide message
(``Say``), an action replayed automatically for a CPU seat or the dealer
(``Scripted``), a move the learner must make (``Move``), or the closing
explanation (``Result``). ``Lesson.record()`` gives the whole lesson, played
with the intended moves, as a record document.

Actions are written in a short notation, ``"<player>:<move>"``, where the
move is what ``move_code`` gives: a card code (``"2:QS"``), a joker lead with
its named suit (``"0:JOKER/H"``), ``"iku"`` or ``"koi"``, ``"trump:S"``,
``"show:AS,KS"``, ``"juroku:yes"`` or ``"juroku:no"``, ``"pick:AC,5H"``; in the
bidding game (docs/rules.md section 11) ``"bid:12S"`` (count and trump suit), ``"pass"``,
``"discard:QC,3D,2D"`` (the cards in any order; ``move_code`` lists them in the
deck's order) and ``"adjutant:AH"``. A bidding deal names its kitsune:
``hands(..., kitsune="4C 9H 2D")``.

Besides the moves, a lesson may ask the learner who someone is (``Guess``): the
guide offers the players' names, and only the right one goes on. The bidding
game's lessons ask who the secret adjutant is, read from the play.

The learner is always player 0. No pygame here: the table maps the highlight
targets to its nodes (see ``HIGHLIGHTS``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from engine import (
    Action,
    Bid,
    BlindPick,
    Card,
    Deal,
    Decision,
    Discard,
    JurokuCall,
    LeadCall,
    NameAdjutant,
    NameTrump,
    NijukanPick,
    Pass,
    Play,
    RuleSet,
    Show,
    card_code,
)
from engine.cards import BIDDING_DECK, JOKER, SUIT_LETTERS, parse_suit
from engine.games import GONINKAN, THREE_PLAYERS

LEARNER = 0
"""The learner's player id: the seat at the bottom of the table."""

PLAYER_NAMES = ("You", "Hanako", "Jiro", "Saburo", "Shiro")
"""The players' names in every lesson's record (the table shows ``PLAYER_NAME_KEYS``)."""

OTHER_MOVE = "tutorial.why.other_move"
"""The explanation of a legal move that is not the lesson's, for moves without their own."""

PLAYER_NAME_KEYS = tuple(f"tutorial.name.{player}" for player in range(5))
"""The i18n keys of the players' names, by player id, as the guide's texts use them."""

HIGHLIGHTS = frozenset({
    "hand", "trick", "led_card", "trump", "faces", "targets", "score", "iku_koi",
    "trump_picker", "suit_picker", "juroku", "nijukan",
    "bid_picker", "bids", "kitsune", "discard", "laid_down", "adjutant_picker", "named_card",
})
"""Highlight targets without an argument; ``card:<CODE>``, ``seat:<id>`` and ``bid:<bid>`` take
one.

- ``hand``: the learner's hand; ``card:<CODE>``: that card wherever the learner
  sees it (hand, trick, won face cards, cards shown in kime-yaku);
- ``trick``: the cards on the table; ``led_card``: the first card of the trick;
- ``trump``: the trump indicator; ``faces``: the two sides' face-card counters;
  ``targets``: the sides' targets; ``score``: the players' points;
- ``seat:<id>``: a player's seat panel (by player id, not seat number);
- ``iku_koi``, ``trump_picker``, ``suit_picker``, ``juroku``, ``nijukan``: the
  buttons or picker of that decision.

The bidding game's (docs/rules.md section 11): ``bids``: the players' calls of the
auction on the felt; ``kitsune``: the three face-down cards in the middle;
``laid_down``: the taisho's three laid-down cards; ``named_card``: the adjutant's
card on show; ``bid_picker``, ``discard``, ``adjutant_picker``: the dialog of that
decision; ``bid:<count><suit>`` (``bid:12S``): that bid's button in the picker;
``card:<CODE>`` also finds a card in the adjutant picker.
"""

_CARD_TARGET = re.compile(r"card:(.+)")
_SEAT_TARGET = re.compile(r"seat:([0-4])")
_BID_TARGET = re.compile(r"bid:((?:9|1[0-7])[CDHS])")
_RULE_ID = re.compile(r"[RB][1-9][0-9]?")
"""Goninkan's rules R1–R31 and the bidding game's B1–B14 (docs/rules.md, docs/rules.md)."""

Hands = tuple[tuple[str, ...], ...]
"""A deal's five hands of ten card codes, by player id (the record's ``hands``); a deal of
the bidding game has the kitsune's three cards as a sixth."""


def card_of(code: str) -> Card:
    """The card of a code of either game (the bidding game's 2C, 2D and 2H included)."""
    return BIDDING_DECK.parse(code)


def parse_highlight(target: str) -> tuple[str, str | None]:
    """A highlight target as (kind, argument): ``("card", "AH")``, ``("trick", None)``.

    Raises ``ValueError`` for a target outside the vocabulary.
    """
    if target in HIGHLIGHTS:
        return target, None
    card = _CARD_TARGET.fullmatch(target)
    if card:
        card_of(card.group(1))
        return "card", card.group(1)
    seat = _SEAT_TARGET.fullmatch(target)
    if seat:
        return "seat", seat.group(1)
    bid = _BID_TARGET.fullmatch(target)
    if bid:
        return "bid", bid.group(1)
    raise ValueError(f"unknown highlight target {target!r}")


# ---- steps ---------------------------------------------------------------------


@dataclass(frozen=True)
class Say:
    """A guide message; the learner reads it and goes on."""

    text: str
    highlight: tuple[str, ...] = ()


@dataclass(frozen=True)
class Scripted:
    """An action replayed automatically: a CPU seat's decision, or the next deal."""

    action: Action


@dataclass(frozen=True)
class Move:
    """A move the learner must make.

    ``expected`` are the accepted decisions (the first is the intended one,
    the hint). A wrong try is explained by, in order: ``by_move`` (keyed by
    ``move_code``), then for a move the rules forbid ``illegal`` (keyed by
    the engine's ``IllegalAction.reason``) or the runner's default for that
    reason, else ``wrong``. ``pitfall`` is the tempting wrong move this step
    warns about (tests try it; the table may point at it).
    """

    expected: tuple[Decision, ...]
    prompt: str
    wrong: str
    illegal: Mapping[str, str] = field(default_factory=dict)
    by_move: Mapping[str, str] = field(default_factory=dict)
    pitfall: Decision | None = None
    highlight: tuple[str, ...] = ()


@dataclass(frozen=True)
class Guess:
    """A question the learner answers by naming a player: who is it? Nothing is played.

    The guide offers the other players' names; ``answer`` goes on to the next step, any
    other name is explained by ``by_player`` (keyed by player id), else ``wrong``.
    """

    answer: int
    prompt: str
    wrong: str
    by_player: Mapping[int, str] = field(default_factory=dict)
    highlight: tuple[str, ...] = ()


@dataclass(frozen=True)
class Result:
    """The closing explanation of the lesson."""

    text: str
    highlight: tuple[str, ...] = ()


Step = Say | Scripted | Move | Guess | Result


# ---- the lesson ----------------------------------------------------------------


@dataclass(frozen=True)
class Lesson:
    """One short lesson: a prepared match, where it starts, and the guide's steps.

    ``id`` is stable (progress is stored by it); ``title`` and ``summary`` are
    i18n keys; ``rules_taught`` the docs/rules.md ids the lesson teaches (R…, or B… for the
    bidding game of docs/rules.md section 11). The match:
    ``rules`` (a record's rules object), ``first_dealer``, ``players`` (the
    record's names; the table shows ``PLAYER_NAME_KEYS``), and the actions,
    deals included, of ``prelude`` (replayed at once) then of ``steps``.
    """

    id: str
    title: str
    summary: str
    rules_taught: tuple[str, ...]
    prelude: tuple[Action, ...]
    steps: tuple[Step, ...]
    rules: Mapping[str, Any] = field(default_factory=lambda: {"preset": "standard"})
    first_dealer: int = 4
    players: tuple[str, ...] = PLAYER_NAMES

    def __post_init__(self) -> None:
        if not self.steps or not isinstance(self.steps[-1], Result):
            raise ValueError(f"lesson {self.id}: the last step must be a Result")
        if sum(isinstance(step, Result) for step in self.steps) != 1:
            raise ValueError(f"lesson {self.id}: exactly one Result step")
        for rule in self.rules_taught:
            if not _RULE_ID.fullmatch(rule):
                raise ValueError(f"lesson {self.id}: bad rule id {rule!r}")
        for step in self.steps:
            _check_step(self.id, step)
        played = self.actions()
        if played and not isinstance(played[0], Deal):
            raise ValueError(f"lesson {self.id}: the first action must be a deal")
        seats = RuleSet.from_json(dict(self.rules)).game.seats
        if len(self.players) != seats:
            raise ValueError(f"lesson {self.id}: {seats} players, as its rules play")
        if any(isinstance(action, Deal) and len(action.hands) != seats for action in played):
            raise ValueError(f"lesson {self.id}: a hand a player")

    @property
    def hands(self) -> tuple[Hands, ...]:
        """The prepared hands of every deal the lesson uses, in order."""
        return tuple(_hands_of(action) for action in self.actions() if isinstance(action, Deal))

    def actions(self) -> tuple[Action, ...]:
        """Every action of the lesson played as intended: the prelude, then the steps'."""
        played: list[Action] = list(self.prelude)
        for step in self.steps:
            if isinstance(step, Scripted):
                played.append(step.action)
            elif isinstance(step, Move):
                played.append(step.expected[0])
        return tuple(played)

    def record(self) -> dict[str, Any]:
        """The whole lesson, played with the intended moves, as a record document."""
        return self._document(self.actions())

    def start_record(self) -> dict[str, Any]:
        """The record of the position the lesson starts from (its prelude)."""
        return self._document(self.prelude)

    def _document(self, actions: Sequence[Action]) -> dict[str, Any]:
        deals: list[dict[str, Any]] = []
        for action in actions:
            if isinstance(action, Deal):
                deals.append({**action.to_json(), "actions": []})
            elif isinstance(action, BlindPick):
                raise TypeError("a lesson names the cards of a nijū-kan pick, not positions")
            else:
                deals[-1]["actions"].append(action.to_json())
        return {"format": "goninkan-record", "version": 1, "rules": dict(self.rules),
                "players": list(self.players), "first_dealer": self.first_dealer,
                "deals": deals}

    def text_keys(self) -> set[str]:
        """Every i18n key the lesson shows (the runner's defaults for reasons excepted)."""
        keys = {self.title, self.summary}
        for step in self.steps:
            if isinstance(step, Say | Result):
                keys.add(step.text)
            elif isinstance(step, Move):
                keys |= {step.prompt, step.wrong, *step.illegal.values(),
                         *step.by_move.values()}
            elif isinstance(step, Guess):
                keys |= {step.prompt, step.wrong, *step.by_player.values()}
        return keys


def _check_step(lesson_id: str, step: Step) -> None:
    """A step's highlights are in the vocabulary; a move expects the learner's decisions."""
    for target in getattr(step, "highlight", ()):
        parse_highlight(target)
    if isinstance(step, Guess) and not 0 < step.answer < 5:
        raise ValueError(f"lesson {lesson_id}: a guess names another player")
    if isinstance(step, Move):
        if not step.expected:
            raise ValueError(f"lesson {lesson_id}: a move without an expected decision")
        if any(decision.player != LEARNER for decision in step.expected):
            raise ValueError(f"lesson {lesson_id}: a move is the learner's (player 0)")
    action = step.action if isinstance(step, Scripted) else None
    if action is not None and not isinstance(action, Deal) and action.player == LEARNER:
        raise ValueError(f"lesson {lesson_id}: the learner's action is a Move, not Scripted")


def _hands_of(deal: Deal) -> Hands:
    hands = tuple(tuple(card_code(card) for card in hand) for hand in deal.hands)
    return (*hands, tuple(card_code(card) for card in deal.kitsune)) if deal.kitsune else hands


# ---- the action notation -------------------------------------------------------


def move_code(decision: Decision) -> str:
    """A decision without its player, in the lessons' notation: ``"QS"``, ``"iku"``, …"""
    match decision:
        case Play(card=card, suit=suit):
            named = f"/{SUIT_LETTERS[suit]}" if card == JOKER and suit is not None else ""
            return card_code(card) + named
        case LeadCall(iku=iku):
            return "iku" if iku else "koi"
        case NameTrump(suit=suit):
            return f"trump:{SUIT_LETTERS[suit]}"
        case Show(cards=cards):
            return "show:" + ",".join(card_code(card) for card in cards)
        case JurokuCall(call=call):
            return "juroku:" + ("yes" if call else "no")
        case NijukanPick(key=key, card=card):
            return f"pick:{card_code(key)},{card_code(card)}"
        case Bid(count=count, suit=suit):
            return f"bid:{count}{SUIT_LETTERS[suit]}"
        case Pass():
            return "pass"
        case Discard(cards=cards):
            return "discard:" + ",".join(card_code(card) for card in in_deck_order(cards))
        case NameAdjutant(card=card):
            return f"adjutant:{card_code(card)}"
    raise TypeError(f"not a decision: {decision!r}")


def decision(text: str) -> Decision:
    """A decision from the notation ``"<player>:<move>"``; ``ValueError`` if malformed."""
    player_text, _, move = text.partition(":")
    if not player_text.isdigit() or not move:
        raise ValueError(f"not an action: {text!r}")
    player = int(player_text)
    kind, _, value = move.partition(":")
    if kind in ("iku", "koi") and not value:
        return LeadCall(player, kind == "iku")
    if kind == "trump":
        return NameTrump(player, parse_suit(value))
    if kind == "show":
        return Show(player, tuple(card_of(code) for code in value.split(",") if code))
    if kind == "juroku" and value in ("yes", "no"):
        return JurokuCall(player, value == "yes")
    if kind == "pick":
        key, card = value.split(",")
        return NijukanPick(player, card_of(key), card_of(card))
    if kind == "pass" and not value:
        return Pass(player)
    if kind == "bid" and re.fullmatch(r"[0-9]{1,2}[CDHS]", value):
        return Bid(player, int(value[:-1]), parse_suit(value[-1]))
    if kind == "discard":
        return Discard(player, in_deck_order(card_of(code) for code in value.split(",")))
    if kind == "adjutant":
        return NameAdjutant(player, card_of(value))
    if value:
        raise ValueError(f"not an action: {text!r}")
    card_text, _, suit = move.partition("/")
    return Play(player, card_of(card_text), parse_suit(suit) if suit else None)


def decisions(text: str) -> tuple[Decision, ...]:
    """Several decisions, separated by spaces: ``decisions("2:JH 3:5H 4:KH")``."""
    return tuple(decision(part) for part in text.split())


def in_deck_order(cards: Iterable[Card]) -> tuple[Card, ...]:
    """Cards as the bidding game's deck orders them: one spelling for a set of laid-down cards."""
    chosen = set(cards)
    return tuple(card for card in BIDDING_DECK.cards if card in chosen)


def hands(*five: str, kitsune: str = "") -> Deal:
    """A deal from five hands of space-separated card codes, by player id, and in the bidding
    game the kitsune's three cards (B4); three hands and a kitsune of two with three players
    (B15)."""
    if len(five) not in (GONINKAN.seats, THREE_PLAYERS):
        raise ValueError("a deal has five hands, or three")
    return Deal(tuple(tuple(card_of(code) for code in hand.split()) for hand in five),
                tuple(card_of(code) for code in kitsune.split()))


# ---- step builders, for the lesson modules -------------------------------------


def say(text: str, *highlight: str) -> Say:
    """A guide message with optional highlight targets."""
    return Say(text, highlight)


def cpu(text: str) -> tuple[Scripted, ...]:
    """Scripted decisions of the CPU seats, in order: ``*cpu("2:JH 3:5H")``."""
    return tuple(Scripted(action) for action in decisions(text))


def deal(cards: Deal) -> Scripted:
    """The next deal as a scripted step (its events let the table animate the deal)."""
    return Scripted(cards)


def move(expected: str, prompt: str, wrong: str, *, illegal: Mapping[str, str] | None = None,
         by_move: Mapping[str, str] | None = None, pitfall: str | None = None,
         highlight: Sequence[str] = ()) -> Move:
    """The learner's move; ``expected`` lists the accepted decisions, separated by spaces."""
    return Move(decisions(expected), prompt, wrong, dict(illegal or {}), dict(by_move or {}),
                decision(pitfall) if pitfall else None, tuple(highlight))


def guess(answer: int, prompt: str, wrong: str, *, by_player: Mapping[int, str] | None = None,
          highlight: Sequence[str] = ()) -> Guess:
    """Ask the learner who someone is; ``answer`` is the player id that goes on."""
    return Guess(answer, prompt, wrong, dict(by_player or {}), tuple(highlight))


def result(text: str, *highlight: str) -> Result:
    """The closing explanation."""
    return Result(text, highlight)


__all__ = [
    "HIGHLIGHTS",
    "LEARNER",
    "OTHER_MOVE",
    "PLAYER_NAMES",
    "PLAYER_NAME_KEYS",
    "Guess",
    "Hands",
    "Lesson",
    "Move",
    "Result",
    "Say",
    "Scripted",
    "Step",
    "card_of",
    "cpu",
    "deal",
    "decision",
    "decisions",
    "guess",
    "hands",
    "in_deck_order",
    "move",
    "move_code",
    "parse_highlight",
    "result",
    "say",
]
