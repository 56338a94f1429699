"""Tutorial mode: short lessons played on the real table with the real engine.

Pure Python, no pygame: ``lesson`` holds the model, ``runner`` drives one
lesson on an ``engine.Match``, ``lessons`` lists them in order. The table
scene shows ``runner.match`` as player 0 sees it, the guide text
``t(runner.text)`` and the highlights ``runner.highlight``.
"""

from __future__ import annotations

from .lesson import (
    HIGHLIGHTS,
    LEARNER,
    PLAYER_NAME_KEYS,
    Lesson,
    Move,
    Result,
    Say,
    Scripted,
    Step,
    move_code,
    parse_highlight,
)
from .lessons import LESSON_IDS, LESSONS, lesson, number
from .runner import LessonError, LessonRunner, Outcome

__all__ = [
    "HIGHLIGHTS",
    "LEARNER",
    "LESSONS",
    "LESSON_IDS",
    "PLAYER_NAME_KEYS",
    "Lesson",
    "LessonError",
    "LessonRunner",
    "Move",
    "Outcome",
    "Result",
    "Say",
    "Scripted",
    "Step",
    "lesson",
    "move_code",
    "number",
    "parse_highlight",
]
