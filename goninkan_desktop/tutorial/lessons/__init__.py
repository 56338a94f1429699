"""The lessons, in the order the tutorial offers them, in two groups.

``GROUPS`` are the tutorial menu's groups: Goninkan's lessons, then the
bidding game's (docs/rules.md sections 11 and 12: its usual form, then one lesson for each
other form). ``LESSONS`` is every lesson in order;
``LESSON_IDS`` their ids (stable: a progress store may keep them).
``lesson(id)`` finds one; ``group_of(id)`` its group; ``number(id)`` its place
in its group, 1-based, for "lesson 3 of 12".
"""

from __future__ import annotations

from dataclasses import dataclass

from ..lesson import Lesson
from . import (
    adjutant,
    auction,
    card_order,
    cards,
    following,
    iku_koi,
    joker,
    kankei,
    kime_yaku,
    nijukan,
    no_auction,
    odori_ban,
    scoring,
    targets,
    three_players,
    trumps,
    tsukeru,
)


@dataclass(frozen=True)
class LessonGroup:
    """One group of the tutorial menu: ``id`` (stable), ``title`` (an i18n key), its lessons."""

    id: str
    title: str
    lessons: tuple[Lesson, ...]

    @property
    def ids(self) -> tuple[str, ...]:
        """The group's lesson ids, in order."""
        return tuple(item.id for item in self.lessons)


GROUPS: tuple[LessonGroup, ...] = (
    LessonGroup("goninkan", "tutorial.group.goninkan", (
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
    )),
    LessonGroup("bidding", "tutorial.group.bidding", (
        card_order.LESSON,
        auction.LESSON,
        adjutant.LESSON,
        three_players.LESSON,
        no_auction.LESSON,
    )),
)

LESSONS: tuple[Lesson, ...] = tuple(item for group in GROUPS for item in group.lessons)

LESSON_IDS: tuple[str, ...] = tuple(item.id for item in LESSONS)


def lesson(lesson_id: str) -> Lesson:
    """The lesson with this id; ``KeyError`` if there is none."""
    for candidate in LESSONS:
        if candidate.id == lesson_id:
            return candidate
    raise KeyError(lesson_id)


def group_of(lesson_id: str) -> LessonGroup:
    """The group the lesson belongs to; ``KeyError`` if there is no such lesson."""
    for group in GROUPS:
        if lesson_id in group.ids:
            return group
    raise KeyError(lesson_id)


def number(lesson_id: str) -> int:
    """The lesson's place in its group, from 1."""
    return group_of(lesson_id).ids.index(lesson_id) + 1


__all__ = ["GROUPS", "LESSONS", "LESSON_IDS", "LessonGroup", "group_of", "lesson", "number"]
