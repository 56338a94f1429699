"""The Goninkan rules engine: every rule of docs/rules.md, the game record of docs/record-format.md.

Standard library only. The record is the game: ``load(text)`` replays a record
into a ``Match``; ``Match.apply(action)`` checks and applies one action and
returns the events that followed; ``observe(match, player)`` is what one seat
may know; ``dumps(match)`` writes the record back.
"""

from . import bidding as _bidding  # registers the bidding game's Match (docs/rules.md section 11)
from .actions import (
    Action,
    Bid,
    BlindPick,
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
    RecordedDecision,
    Show,
)
from .cards import Card, CardSet, Suit, card_code, cards_of, parse_card
from .errors import GoninkanError, IllegalAction, RecordError
from .match import Match, Phase, Trick
from .observe import SeatView, observe
from .record import dumps, load, parse_record, record_from_json, record_json, replay, report
from .rules import ALL_PRESETS, PRESETS, RuleSet

del _bidding

__all__ = [
    "ALL_PRESETS",
    "PRESETS",
    "Action",
    "Bid",
    "BlindPick",
    "Card",
    "CardSet",
    "Deal",
    "Decision",
    "Discard",
    "GoninkanError",
    "IllegalAction",
    "JurokuCall",
    "LeadCall",
    "Match",
    "NameAdjutant",
    "NameTrump",
    "NijukanPick",
    "Pass",
    "Phase",
    "Play",
    "RecordError",
    "RecordedDecision",
    "RuleSet",
    "SeatView",
    "Show",
    "Suit",
    "Trick",
    "card_code",
    "cards_of",
    "dumps",
    "load",
    "observe",
    "parse_card",
    "parse_record",
    "record_from_json",
    "record_json",
    "replay",
    "report",
]
