"""The engine's named errors."""

from __future__ import annotations

from typing import Any


class GoninkanError(Exception):
    """Base class of the engine's errors."""


class IllegalAction(GoninkanError):
    """A well-formed action that the rules forbid at this point.

    ``rule`` is the rule id it breaks (``"R16"``); ``message`` says why in a
    player's words; ``reason`` and ``params`` name the same thing for
    translation (``"must_follow"``, ``{"suit": "H"}``).
    """

    def __init__(self, rule: str, message: str, reason: str, **params: Any) -> None:
        super().__init__(message)
        self.rule = rule
        self.message = message
        self.reason = reason
        self.params = params


class RecordError(GoninkanError):
    """A malformed game record, rule set or action: ``where`` names the place."""

    def __init__(self, where: str, message: str) -> None:
        super().__init__(f"{where}: {message}" if where else message)
        self.where = where
        self.message = message
