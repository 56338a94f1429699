"""Game records (docs/record-format.md): read and check, replay, write, and the replay report.

The record is the only saved state: ``replay(load_record(text))`` rebuilds a
match exactly, wherever the record stops.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from .actions import Deal, RecordedDecision, decision_from_json
from .cards import SUIT_LETTERS, Card
from .errors import IllegalAction, RecordError
from .games import Game
from .match import Match, Phase
from .rules import RuleSet

FORMAT = "goninkan-record"
VERSION = 1
ENGINE_KEYS = frozenset({"format", "version", "rules", "players", "first_dealer", "deals"})
"""The top-level keys the engine reads; any other key is an application's own
(docs/record-format.md)."""


@dataclass(frozen=True)
class Record:
    """A record whose shape has been checked: the match's setup and its deals in order."""

    rules: RuleSet
    players: tuple[str, ...]
    first_dealer: int
    deals: tuple[tuple[Deal, tuple[RecordedDecision, ...]], ...]


@dataclass(frozen=True)
class Replay:
    """A replayed record: the match as far as it went, and the first illegal action if any."""

    match: Match
    error: IllegalAction | None = None
    error_at: tuple[int, int] | None = None


def parse_record(text: str | bytes) -> Record:
    """Read a record from JSON text, checking its whole shape; ``RecordError`` if malformed."""
    return record_from_json(_json_of(text))


def _json_of(text: str | bytes) -> Any:
    try:
        return json.loads(text)
    except (ValueError, RecursionError) as error:  # UnicodeDecodeError is a ValueError
        raise RecordError("", f"not JSON: {error}") from None


def record_from_json(obj: Any) -> Record:
    """Check a record's shape (types, keys, codes, rule values, hands) and read it."""
    if not isinstance(obj, dict):
        raise RecordError("", "a record is a JSON object")
    if obj.get("format") != FORMAT:
        raise RecordError("format", f'must be "{FORMAT}"')
    version = obj.get("version")
    if type(version) is not int or version != VERSION:
        raise RecordError("version", f"must be {VERSION}, not {version!r}")
    if "rules" in obj and not isinstance(obj["rules"], dict):
        raise RecordError("rules", "must be an object")
    rules = RuleSet.from_json(obj.get("rules"))
    game = rules.game
    players = obj.get("players")
    if (not isinstance(players, list) or len(players) != game.seats
            or not all(isinstance(name, str) for name in players)):
        raise RecordError("players", f"must be a list of {game.seats} names")
    first_dealer = obj.get("first_dealer")
    if type(first_dealer) is not int or not 0 <= first_dealer < game.seats:
        raise RecordError("first_dealer",
                          f"must be a player id 0–{game.seats - 1}, not {first_dealer!r}")
    deals = obj.get("deals", [])
    if not isinstance(deals, list):
        raise RecordError("deals", "must be a list")
    return Record(rules, tuple(players), first_dealer,
                  tuple(_read_deal(entry, f"deals[{i}]", game) for i, entry in enumerate(deals)))


def _read_deal(entry: Any, where: str, game: Game) -> tuple[Deal, tuple[RecordedDecision, ...]]:
    if not isinstance(entry, dict):
        raise RecordError(where, "a deal is an object")
    if "hands" not in entry:
        raise RecordError(where, "the deal has no hands")
    if game.kitsune and "kitsune" not in entry:
        raise RecordError(where, "the deal has no kitsune")
    if not game.kitsune and "kitsune" in entry:
        raise RecordError(f"{where}.kitsune", "no kitsune in this game")
    seen = [0]
    hands = _read_hands(entry["hands"], f"{where}.hands", game, seen)
    kitsune: tuple[Card, ...] = ()
    if game.kitsune:
        kitsune = _read_cards(entry["kitsune"], game.kitsune, f"{where}.kitsune", game, seen)
    if seen[0] != game.deck.full:
        raise RecordError(f"{where}.hands", f"the hands are not the {game.deck.size}-card deck"
                          if not game.kitsune else
                          f"the hands and the kitsune are not the {game.deck.size}-card deck")
    actions = entry.get("actions", [])
    if not isinstance(actions, list):
        raise RecordError(f"{where}.actions", "must be a list")
    return Deal(hands, kitsune), tuple(decision_from_json(action, f"{where}.actions[{i}]", game)
                                       for i, action in enumerate(actions))


def _read_hands(value: Any, where: str, game: Game,
                seen: list[int]) -> tuple[tuple[Card, ...], ...]:
    if not isinstance(value, list) or len(value) != game.seats:
        raise RecordError(where, f"must be {_NUMBER_WORDS.get(game.seats, game.seats)} hands")
    return tuple(_read_cards(hand, game.hand_size, f"{where}[{i}]", game, seen)
                 for i, hand in enumerate(value))


def _read_cards(value: Any, count: int, where: str, game: Game,
                seen: list[int]) -> tuple[Card, ...]:
    """``count`` card codes of ``game``'s deck, none seen before in the deal (``seen[0]``)."""
    if not isinstance(value, list) or len(value) != count:
        raise RecordError(where, f"must be a list of {_NUMBER_WORDS.get(count, count)} cards")
    cards = []
    for j, code in enumerate(value):
        try:
            card = game.deck.parse(code)
        except ValueError:
            raise RecordError(f"{where}[{j}]", f"unknown card code {code!r}") from None
        if seen[0] >> card & 1:
            raise RecordError(f"{where}[{j}]", f"{code} is dealt twice")
        seen[0] |= 1 << card
        cards.append(card)
    return tuple(cards)


_NUMBER_WORDS = {5: "five", 10: "ten"}
"""Counts an error message spells out, as it always has."""


def replay(record: Record,
           before: Callable[[Match, int, int, RecordedDecision], None] | None = None) -> Replay:
    """Apply a record's deals and actions in order, stopping at the first problem.

    An illegal action stops the replay and is returned with its place; a deal
    entry when no deal is due, or an action after its deal ended, is a
    malformed record (``RecordError``). ``before(match, deal_index,
    action_index, decision)``, if given, sees the match before each decision.
    """
    match = Match(record.rules, record.players, record.first_dealer)
    for d, (deal, decisions) in enumerate(record.deals):
        if match.phase is not Phase.DEAL:
            why = "the match is over" if match.finished else "a decision is still due"
            raise RecordError(f"deals[{d}]", f"no deal is due here: {why}")
        match.apply(deal)
        for a, decision in enumerate(decisions):
            if match.phase in (Phase.DEAL, Phase.OVER):
                raise RecordError(f"deals[{d}].actions[{a}]", "the deal has already ended")
            if before is not None:
                before(match, d, a, decision)
            try:
                match.apply(decision)
            except IllegalAction as error:
                return Replay(match, error, (d, a))
    return Replay(match)


def load(text: str | bytes) -> Match:
    """The match a record describes; ``RecordError`` or ``IllegalAction`` if it is not valid."""
    result = replay(parse_record(text))
    if result.error is not None:
        raise result.error
    return result.match


def load_with_extra(text: str | bytes) -> tuple[Match, dict[str, Any]]:
    """``load`` and ``extra_keys`` from one reading of the text: the match a record describes
    and the application's own top-level keys (``RecordError`` or ``IllegalAction`` if it is
    not valid)."""
    obj = _json_of(text)
    result = replay(record_from_json(obj))
    if result.error is not None:
        raise result.error
    return result.match, {key: value for key, value in obj.items() if key not in ENGINE_KEYS}


def record_json(match: Match) -> dict[str, Any]:
    """A match as a record document (docs/record-format.md)."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "rules": match.rules.to_json(),
        "players": list(match.names),
        "first_dealer": match.first_dealer,
        "deals": [{**deal.to_json(), "actions": [decision.to_json() for decision in decisions]}
                  for deal, decisions in match.history],
    }


def dumps(match: Match, extra: Mapping[str, Any] | None = None) -> str:
    """A match as record text: stable, so the same game gives the same bytes.

    ``extra``: an application's own top-level keys (a take-back count, the CPU
    level), written after the engine's; a key the engine writes is never replaced.
    """
    obj = record_json(match)
    for key, value in (extra or {}).items():
        obj.setdefault(key, value)
    return json.dumps(obj, ensure_ascii=False, indent=1) + "\n"


def extra_keys(text: str | bytes) -> dict[str, Any]:
    """The top-level keys of a record that the engine does not read (``{}`` if not an object)."""
    try:
        obj = json.loads(text)
    except (ValueError, RecursionError):
        return {}
    if not isinstance(obj, dict):
        return {}
    return {key: value for key, value in obj.items() if key not in ENGINE_KEYS}


def next_json(match: Match) -> dict[str, Any] | None:
    """The report's ``next``: who must act and how (docs/record-format.md)."""
    phase = match.phase
    if phase is Phase.OVER:
        return None
    if phase is Phase.DEAL:
        return {"player": None, "expects": "deal"}
    if phase is Phase.LEAD:
        return {"player": list(match.kankei), "expects": "lead"}
    out: dict[str, Any] = {"player": match.to_act()[0], "expects": phase.value}
    if phase is Phase.PLAY:
        out["legal"] = match.rules.game.deck.codes(match.legal_mask())
    if phase is Phase.BID:
        out["min"] = match.seat_extras(match.to_act()[0])["lowest_bid"]
    if phase is Phase.TRUMP and match.game.is_bidding:  # B17: the four suits
        out["legal"] = list(SUIT_LETTERS)
    return out


def report(result: Replay) -> dict[str, Any]:
    """The JSON object ``python -m engine replay`` prints."""
    match = result.match
    out: dict[str, Any] = {
        "deals": [deal.to_json() for deal in match.results],
        "scores": list(match.scores),
        "next": next_json(match),
        "finished": match.finished,
    }
    if result.error is not None:
        assert result.error_at is not None
        out["error"] = {"action": list(result.error_at), "rule": result.error.rule,
                        "message": result.error.message}
    return out


__all__ = ["ENGINE_KEYS", "Record", "Replay", "dumps", "extra_keys", "load", "load_with_extra",
           "parse_record", "record_json", "replay", "report"]
