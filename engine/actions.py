"""The actions of a match: the dealt hands and every decision (docs/record-format.md "Decisions").

Each action is a small frozen value naming the acting player by id. ``to_json``
gives its record form; ``decision_from_json`` reads one back (see ``record.py``
for the checks of a record's shape); ``checked`` refuses an action whose fields
no record could hold, before ``Match.apply`` asks the rules.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .cards import (
    BIDDING_DECK,
    DECK_SIZE,
    FULL_DECK,
    JOKER,
    SUIT_LETTERS,
    Card,
    Suit,
    card_code,
    mask_of,
    parse_card,
    parse_suit,
)
from .errors import RecordError
from .games import BIDDING, GONINKAN, Game


@dataclass(frozen=True, slots=True)
class Deal:
    """The ten cards dealt to each player id (a chance event, not a decision).

    ``kitsune``: the three cards left face down in the middle in the bidding
    game (B4); empty in Goninkan.
    """

    hands: tuple[tuple[Card, ...], ...]
    kitsune: tuple[Card, ...] = ()

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"hands": [[card_code(c) for c in hand] for hand in self.hands]}
        if self.kitsune:
            out["kitsune"] = [card_code(c) for c in self.kitsune]
        return out


@dataclass(frozen=True, slots=True)
class NijukanPick:
    """R13 swap: the middle Mukankei picks a key card (trump ace or joker) and a partner's card."""

    player: int
    key: Card
    card: Card

    def to_json(self) -> dict[str, Any]:
        return {"player": self.player,
                "nijukan_pick": {"key": card_code(self.key), "card": card_code(self.card)}}


@dataclass(frozen=True, slots=True)
class BlindPick:
    """R13 swap as the middle Mukankei makes it: positions in the two face-down rows.

    ``key`` is 0 or 1 in the row of the two key cards, ``card`` 0–9 in the row
    of the partner's cards, in the order of ``Match.nijukan_rows()``. This is
    what ``Match.legal_decisions`` offers, so a player never learns the cards
    it picks from; ``Match.apply`` turns it into the ``NijukanPick`` of the
    cards under those positions, which the record keeps.
    """

    player: int
    key: int
    card: int


@dataclass(frozen=True, slots=True)
class LeadCall:
    """R14: a Kankei says *iku* (I lead) or *koi* (you lead)."""

    player: int
    iku: bool

    def to_json(self) -> dict[str, Any]:
        return {"player": self.player, "lead": "iku" if self.iku else "koi"}


@dataclass(frozen=True, slots=True)
class Show:
    """R26: the kime-yaku shower's cards, shown face down to the chooser."""

    player: int
    cards: tuple[Card, ...]

    def to_json(self) -> dict[str, Any]:
        return {"player": self.player, "show": [card_code(c) for c in self.cards]}


@dataclass(frozen=True, slots=True)
class NameTrump:
    """R26: the kime-yaku chooser names the trump suit (and then leads)."""

    player: int
    suit: Suit

    def to_json(self) -> dict[str, Any]:
        return {"player": self.player, "trump": SUIT_LETTERS[self.suit]}


@dataclass(frozen=True, slots=True)
class Play:
    """R15–R18: a card played; ``suit`` is the suit named when leading the joker."""

    player: int
    card: Card
    suit: Suit | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"player": self.player, "play": card_code(self.card)}
        if self.suit is not None:
            out["suit"] = SUIT_LETTERS[self.suit]
        return out


@dataclass(frozen=True, slots=True)
class JurokuCall:
    """R24: after a (reverse) sukonku trick, its winner calls jūroku (True) or not."""

    player: int
    call: bool

    def to_json(self) -> dict[str, Any]:
        return {"player": self.player, "juroku": self.call}


@dataclass(frozen=True, slots=True)
class Bid:
    """B6: a bid of ``count`` face cards with ``suit`` as trump."""

    player: int
    count: int
    suit: Suit

    def to_json(self) -> dict[str, Any]:
        return {"player": self.player,
                "bid": {"count": self.count, "suit": SUIT_LETTERS[self.suit]}}


@dataclass(frozen=True, slots=True)
class Pass:
    """B6: a pass in the auction; the player is out of it."""

    player: int

    def to_json(self) -> dict[str, Any]:
        return {"player": self.player, "bid": "pass"}


@dataclass(frozen=True, slots=True)
class Discard:
    """B7: the taisho lays three cards face down after taking the kitsune."""

    player: int
    cards: tuple[Card, ...]

    def to_json(self) -> dict[str, Any]:
        return {"player": self.player, "discard": [card_code(c) for c in self.cards]}


@dataclass(frozen=True, slots=True)
class NameAdjutant:
    """B8: the taisho names a card; its holder is the adjutant."""

    player: int
    card: Card

    def to_json(self) -> dict[str, Any]:
        return {"player": self.player, "adjutant": card_code(self.card)}


RecordedDecision = (NijukanPick | LeadCall | Show | NameTrump | Play | JurokuCall | Bid | Pass
                    | Discard | NameAdjutant)
"""A decision as a record holds it (docs/record-format.md "Decisions")."""
Decision = RecordedDecision | BlindPick
"""A decision a player may make: a recorded one, or a nijū-kan pick by positions."""
Action = Deal | Decision

_DECISION_TYPES = (NijukanPick, LeadCall, Show, NameTrump, Play, JurokuCall, BlindPick, Bid, Pass,
                   Discard, NameAdjutant)


def checked(action: object, game: Game = GONINKAN) -> Action:
    """``action`` if every field has a value a record of ``game`` can hold, else ``RecordError``.

    Players are ints below ``game.seats``, cards ints below its deck's size
    (0–49; 0–52 in the bidding game, B1), suits ints 0–3 (a bool is never an
    int), iku and jūroku calls bools, bid counts ints, and a suit goes only
    with a played joker; a deal is the game's deck: ``game.hand_size`` cards
    to each player (R10, B4, B15) and, in the bidding game, the kitsune.
    Lists are taken as tuples, so the match keeps a copy that nobody else can
    change. This says nothing about the rules: ``Match.apply`` asks them next.
    """
    kind = type(action)
    deck_size = game.deck.size
    if kind is Play:  # the common case first, for speed
        assert isinstance(action, Play)
        player, card = action.player, action.card
        if (action.suit is None and type(player) is int and 0 <= player < game.seats
                and type(card) is int and 0 <= card < deck_size):
            return action
    if kind is Deal:
        assert isinstance(action, Deal)
        return _checked_deal(action, game)
    if kind not in _DECISION_KINDS:
        raise RecordError("action", f"not an action: {kind.__name__}")
    assert isinstance(action, _DECISION_TYPES)  # a tuple built once: a union per call costs
    _check_player(action.player, game.seats)
    match action:
        case Bid(count=count, suit=suit):
            if type(count) is not int:
                raise RecordError("bid.count", f"must be a whole number, not {_shown(count)}")
            _check_suit(suit, "bid.suit")
        case Discard(player=player, cards=cards):
            return Discard(player, _checked_cards(cards, "discard", deck_size))
        case NameAdjutant(card=card):
            _check_card(card, "adjutant", deck_size)
        case BlindPick(key=key, card=card):
            _check_position(key, 1, "nijukan_pick.key")
            _check_position(card, 9, "nijukan_pick.card")
        case NijukanPick(key=key, card=card):
            _check_card(key, "nijukan_pick.key")
            _check_card(card, "nijukan_pick.card")
        case LeadCall(iku=iku):
            _check_bool(iku, "lead")
        case Show(player=player, cards=cards):
            return Show(player, _checked_cards(cards, "show"))
        case NameTrump(suit=suit):
            _check_suit(suit, "trump")
        case Play(card=card, suit=suit):
            _check_card(card, "play", deck_size)
            if suit is not None:
                _check_suit(suit, "suit")
                if card != JOKER:
                    raise RecordError("suit", "a suit goes only with a played joker")
        case JurokuCall(call=call):
            _check_bool(call, "juroku")
    return action


def _check_player(player: object, seats: int) -> None:
    if type(player) is not int or not 0 <= player < seats:
        raise RecordError("player", f"must be a player id 0–{seats - 1}, not {_shown(player)}")


def _check_card(card: object, where: str, deck_size: int = DECK_SIZE) -> None:
    if type(card) is not int or not 0 <= card < deck_size:
        raise RecordError(where, f"must be a card 0–{deck_size - 1}, not {_shown(card)}")


def _check_position(position: object, last: int, where: str) -> None:
    if type(position) is not int or not 0 <= position <= last:
        raise RecordError(where, f"must be a position 0–{last}, not {_shown(position)}")


def _check_suit(suit: object, where: str) -> None:
    if type(suit) is not int or not 0 <= suit <= 3:
        raise RecordError(where, f"must be a suit 0–3, not {_shown(suit)}")


def _check_bool(value: object, where: str) -> None:
    if type(value) is not bool:
        raise RecordError(where, f"must be True or False, not {_shown(value)}")


def _checked_cards(cards: object, where: str, deck_size: int = DECK_SIZE) -> tuple[Card, ...]:
    if not isinstance(cards, tuple | list):
        raise RecordError(where, f"must be a tuple of cards, not {_shown(cards)}")
    for card in cards:
        _check_card(card, where, deck_size)
    return tuple(cards)


def _checked_deal(deal: Deal, game: Game) -> Deal:
    """R10, or B4 and B15 with a kitsune: the whole deck, ``game.hand_size`` cards each."""
    if not game.kitsune:
        if deal.kitsune:
            raise RecordError("kitsune", "no kitsune in this game")
        hands = _checked_hands(deal.hands)
        return deal if hands is deal.hands else Deal(hands)
    deck = game.deck
    shape = (f"{game.seats} hands of {game.hand_size} cards each and a kitsune of "
             f"{game.kitsune}")
    if not isinstance(deal.hands, tuple | list) or len(deal.hands) != game.seats:
        raise RecordError("hands", shape)
    hands = tuple(_checked_cards(hand, "hands", deck.size) for hand in deal.hands)
    kitsune = _checked_cards(deal.kitsune, "kitsune", deck.size)
    if any(len(hand) != game.hand_size for hand in hands) or len(kitsune) != game.kitsune:
        raise RecordError("hands", shape)
    if mask_of(card for hand in (*hands, kitsune) for card in hand) != deck.full:
        raise RecordError("hands", f"the hands and the kitsune are not the {deck.size}-card deck")
    return Deal(hands, kitsune)


def _checked_hands(hands: object) -> tuple[tuple[Card, ...], ...]:
    """R10: five hands of ten cards, together the 50-card deck."""
    if _is_whole_deck(hands):  # the common case, checked in C; any doubt takes the long way
        assert isinstance(hands, tuple)
        return hands
    if not isinstance(hands, tuple | list) or len(hands) != GONINKAN.seats:
        raise RecordError("hands", "five hands of ten cards each")
    checked_hands = tuple(_checked_cards(hand, "hands") for hand in hands)
    if any(len(hand) != GONINKAN.hand_size for hand in checked_hands):
        raise RecordError("hands", "five hands of ten cards each")
    if mask_of(card for hand in checked_hands for card in hand) != FULL_DECK:
        raise RecordError("hands", "the hands are not the 50-card deck")
    return checked_hands


_DECK_CARDS = frozenset(range(DECK_SIZE))


def _is_whole_deck(hands: object) -> bool:
    """Whether ``hands`` is a tuple of five tuples of ten ints that are the 50 cards: exactly
    the hands ``_checked_hands``'s long way accepts and returns unchanged."""
    return (type(hands) is tuple and len(hands) == GONINKAN.seats
            and set(map(type, hands)) == {tuple} and set(map(len, hands)) == {GONINKAN.hand_size}
            and set(map(type, cards := sum(hands, ()))) == {int}
            and set(cards) == _DECK_CARDS)


def _shown(value: object) -> str:
    """A value for an error message, cut short."""
    try:
        text = repr(value)
    except Exception:  # a huge int has no repr, an odd object may fail
        return f"a {type(value).__name__}"
    return text if len(text) <= 40 else text[:37] + "..."


_DECISION_KINDS = frozenset(_DECISION_TYPES)

ACTION_KEYS = ("nijukan_pick", "lead", "show", "trump", "play", "juroku")
"""The record key of each kind of Goninkan decision; ``expects`` names one of these, or ``deal``.
(The bidding game's are ``games.BIDDING.action_keys``.)"""


def decision_from_json(obj: Any, where: str = "", game: Game = GONINKAN) -> RecordedDecision:
    """A decision from its record form; ``RecordError`` if malformed (exit 2 of ``replay``).

    ``game`` says which kinds of decision exist and which codes are cards.
    """
    if not isinstance(obj, dict):
        raise RecordError(where, "an action must be an object")
    kinds = [key for key in obj if key not in ("player", "suit")]
    unknown = [key for key in kinds if key not in game.action_keys]
    if unknown:
        raise RecordError(where, f"unknown action kind {unknown[0]!r}")
    if not kinds:
        raise RecordError(where, "the action has no kind")
    if len(kinds) > 1:
        raise RecordError(where, f"the action has two kinds: {kinds[0]!r} and {kinds[1]!r}")
    if "player" not in obj:
        raise RecordError(where, "the action has no player")
    player = obj["player"]
    if type(player) is not int or not 0 <= player < game.seats:
        raise RecordError(f"{where}.player",
                          f"must be a player id 0–{game.seats - 1}, not {player!r}")
    kind = kinds[0]
    value = obj[kind]
    if "suit" in obj and not (kind == "play" and value == "JOKER" and game.joker_names_suit):
        raise RecordError(f"{where}.suit", "a suit goes only with a played joker"
                          if game.joker_names_suit else "a played card names no suit here")
    return _READERS_OF_GAME[game.name][kind](player, value, obj, f"{where}.{kind}")


def _read_card(value: Any, where: str) -> Card:
    try:
        return parse_card(value)
    except ValueError:
        raise RecordError(where, f"unknown card code {value!r}") from None


def _read_bidding_card(value: Any, where: str) -> Card:
    try:
        return BIDDING_DECK.parse(value)
    except ValueError:
        raise RecordError(where, f"unknown card code {value!r}") from None


def _read_bid(player: int, value: Any, obj: dict[str, Any], where: str) -> RecordedDecision:
    if value == "pass" and isinstance(value, str):
        return Pass(player)
    if not isinstance(value, dict) or set(value) != {"count", "suit"}:
        raise RecordError(where, 'must be "pass" or an object with "count" and "suit"')
    count = value["count"]
    if type(count) is not int:
        raise RecordError(f"{where}.count", f"must be a whole number, not {count!r}")
    return Bid(player, count, _read_suit(value["suit"], f"{where}.suit"))


def _read_discard(player: int, value: Any, obj: dict[str, Any], where: str) -> RecordedDecision:
    if not isinstance(value, list):
        raise RecordError(where, "must be a list of card codes")
    return Discard(player, tuple(_read_bidding_card(v, f"{where}[{i}]")
                                 for i, v in enumerate(value)))


def _read_adjutant(player: int, value: Any, obj: dict[str, Any], where: str) -> RecordedDecision:
    return NameAdjutant(player, _read_bidding_card(value, where))


def _read_bidding_play(player: int, value: Any, obj: dict[str, Any],
                       where: str) -> RecordedDecision:
    return Play(player, _read_bidding_card(value, where))


def _read_suit(value: Any, where: str) -> Suit:
    try:
        return parse_suit(value)
    except ValueError:
        raise RecordError(where, f"must be a suit letter C, D, H or S, not {value!r}") from None


def _read_pick(player: int, value: Any, obj: dict[str, Any], where: str) -> RecordedDecision:
    if not isinstance(value, dict) or "key" not in value or "card" not in value:
        raise RecordError(where, 'must be an object with "key" and "card"')
    return NijukanPick(player, _read_card(value["key"], f"{where}.key"),
                       _read_card(value["card"], f"{where}.card"))


def _read_lead(player: int, value: Any, obj: dict[str, Any], where: str) -> RecordedDecision:
    if value not in ("iku", "koi") or not isinstance(value, str):
        raise RecordError(where, f'must be "iku" or "koi", not {value!r}')
    return LeadCall(player, value == "iku")


def _read_show(player: int, value: Any, obj: dict[str, Any], where: str) -> RecordedDecision:
    if not isinstance(value, list):
        raise RecordError(where, "must be a list of card codes")
    return Show(player, tuple(_read_card(v, f"{where}[{i}]") for i, v in enumerate(value)))


def _read_trump(player: int, value: Any, obj: dict[str, Any], where: str) -> RecordedDecision:
    return NameTrump(player, _read_suit(value, where))


def _read_play(player: int, value: Any, obj: dict[str, Any], where: str) -> RecordedDecision:
    card = _read_card(value, where)
    suit = None
    if "suit" in obj:
        suit = _read_suit(obj["suit"], where[: -len(".play")] + ".suit")
    return Play(player, card, suit if card == JOKER else None)


def _read_juroku(player: int, value: Any, obj: dict[str, Any], where: str) -> RecordedDecision:
    if type(value) is not bool:
        raise RecordError(where, f"must be true or false, not {value!r}")
    return JurokuCall(player, value)


_READERS = {
    "nijukan_pick": _read_pick,
    "lead": _read_lead,
    "show": _read_show,
    "trump": _read_trump,
    "play": _read_play,
    "juroku": _read_juroku,
}

_BIDDING_READERS = {
    "trump": _read_trump,
    "bid": _read_bid,
    "discard": _read_discard,
    "adjutant": _read_adjutant,
    "play": _read_bidding_play,
}

_READERS_OF_GAME = {GONINKAN.name: _READERS, BIDDING.name: _BIDDING_READERS}
