"""The actions of a match: the dealt hands and every decision (RECORD.md "Actions").

Each action is a small frozen value naming the acting player by id. ``to_json``
gives its record form; ``action_from_json`` reads one back (see ``record.py``
for the checks of a record's shape).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .cards import JOKER, SUIT_LETTERS, Card, Suit, card_code, parse_card, parse_suit
from .errors import RecordError


@dataclass(frozen=True, slots=True)
class Deal:
    """The ten cards dealt to each player id (a chance event, not a decision)."""

    hands: tuple[tuple[Card, ...], ...]

    def to_json(self) -> dict[str, Any]:
        return {"hands": [[card_code(c) for c in hand] for hand in self.hands]}


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


Decision = NijukanPick | LeadCall | Show | NameTrump | Play | JurokuCall
Action = Deal | Decision

ACTION_KEYS = ("nijukan_pick", "lead", "show", "trump", "play", "juroku")
"""The record key of each kind of decision; ``expects`` names one of these, or ``deal``."""


def decision_from_json(obj: Any, where: str = "") -> Decision:
    """A decision from its record form; ``RecordError`` if malformed (RECORD.md, exit 2)."""
    if not isinstance(obj, dict):
        raise RecordError(where, "an action must be an object")
    kinds = [key for key in obj if key not in ("player", "suit")]
    unknown = [key for key in kinds if key not in ACTION_KEYS]
    if unknown:
        raise RecordError(where, f"unknown action kind {unknown[0]!r}")
    if not kinds:
        raise RecordError(where, "the action has no kind")
    if len(kinds) > 1:
        raise RecordError(where, f"the action has two kinds: {kinds[0]!r} and {kinds[1]!r}")
    if "player" not in obj:
        raise RecordError(where, "the action has no player")
    player = obj["player"]
    if type(player) is not int or not 0 <= player <= 4:
        raise RecordError(f"{where}.player", f"must be a player id 0–4, not {player!r}")
    kind = kinds[0]
    value = obj[kind]
    if "suit" in obj and not (kind == "play" and value == "JOKER"):
        raise RecordError(f"{where}.suit", "a suit goes only with a played joker")
    return _READERS[kind](player, value, obj, f"{where}.{kind}")


def _read_card(value: Any, where: str) -> Card:
    try:
        return parse_card(value)
    except ValueError:
        raise RecordError(where, f"unknown card code {value!r}") from None


def _read_suit(value: Any, where: str) -> Suit:
    try:
        return parse_suit(value)
    except ValueError:
        raise RecordError(where, f"must be a suit letter C, D, H or S, not {value!r}") from None


def _read_pick(player: int, value: Any, obj: dict[str, Any], where: str) -> Decision:
    if not isinstance(value, dict) or "key" not in value or "card" not in value:
        raise RecordError(where, 'must be an object with "key" and "card"')
    return NijukanPick(player, _read_card(value["key"], f"{where}.key"),
                       _read_card(value["card"], f"{where}.card"))


def _read_lead(player: int, value: Any, obj: dict[str, Any], where: str) -> Decision:
    if value not in ("iku", "koi") or not isinstance(value, str):
        raise RecordError(where, f'must be "iku" or "koi", not {value!r}')
    return LeadCall(player, value == "iku")


def _read_show(player: int, value: Any, obj: dict[str, Any], where: str) -> Decision:
    if not isinstance(value, list):
        raise RecordError(where, "must be a list of card codes")
    return Show(player, tuple(_read_card(v, f"{where}[{i}]") for i, v in enumerate(value)))


def _read_trump(player: int, value: Any, obj: dict[str, Any], where: str) -> Decision:
    return NameTrump(player, _read_suit(value, where))


def _read_play(player: int, value: Any, obj: dict[str, Any], where: str) -> Decision:
    card = _read_card(value, where)
    suit = None
    if "suit" in obj:
        suit = _read_suit(obj["suit"], where[: -len(".play")] + ".suit")
    return Play(player, card, suit if card == JOKER else None)


def _read_juroku(player: int, value: Any, obj: dict[str, Any], where: str) -> Decision:
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
