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
    Guess,
    Lesson,
    Move,
    Result,
    Say,
    Scripted,
    Step,
    card_of,
    move_code,
    parse_highlight,
)
from .lessons import GROUPS, LESSON_IDS, LESSONS, LessonGroup, group_of, lesson, number
from .runner import LessonError, LessonRunner, Outcome

__all__ = [
    "GROUPS",
    "HIGHLIGHTS",
    "LEARNER",
    "LESSONS",
    "LESSON_IDS",
    "PLAYER_NAME_KEYS",
    "Guess",
    "Lesson",
    "LessonError",
    "LessonGroup",
    "LessonRunner",
    "Move",
    "Outcome",
    "Result",
    "Say",
    "Scripted",
    "Step",
    "card_of",
    "group_of",
    "lesson",
    "move_code",
    "number",
    "parse_highlight",
]
