"""The lessons, in the order the tutorial offers them.

``LESSONS`` is the ordered list; ``LESSON_IDS`` their ids (stable: a progress
store may keep them). ``lesson(id)`` finds one; ``number(id)`` gives its place,
1-based, for "lesson 3 of 12".
"""

from __future__ import annotations

from ..lesson import Lesson
from . import (
    cards,
    following,
    iku_koi,
    joker,
    kankei,
    kime_yaku,
    nijukan,
    odori_ban,
    scoring,
    targets,
    trumps,
    tsukeru,
)

LESSONS: tuple[Lesson, ...] = (
    cards.LESSON,
    following.LESSON,
    trumps.LESSON,
    joker.LESSON,
    odori_ban.LESSON,
    kankei.LESSON,
    iku_koi.LESSON,
    targets.LESSON,
    tsukeru.LESSON,
    kime_yaku.LESSON,
    nijukan.LESSON,
    scoring.LESSON,
)

LESSON_IDS: tuple[str, ...] = tuple(lesson.id for lesson in LESSONS)


def lesson(lesson_id: str) -> Lesson:
    """The lesson with this id; ``KeyError`` if there is none."""
    for candidate in LESSONS:
        if candidate.id == lesson_id:
            return candidate
    raise KeyError(lesson_id)


def number(lesson_id: str) -> int:
    """The lesson's place in the tutorial, from 1."""
    return LESSON_IDS.index(lesson_id) + 1


__all__ = ["LESSONS", "LESSON_IDS", "lesson", "number"]
