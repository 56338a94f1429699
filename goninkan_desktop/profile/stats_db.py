"""The statistics database: one row per archived match and per deal, rebuilt from the archive.

``stats.sqlite3`` in the data folder (standard library ``sqlite3``). The
archived records (``games/`` and the deals of the day in ``daily/``) stay the
truth: each row is keyed by its record's path below the data folder, and
``sync`` makes the rows follow the files (a record not yet counted is read,
a row whose file is gone is dropped). The archive is written first and
atomically (``saves.Autosave.archive``), its rows after it in one
transaction, so a kill at any moment leaves either both or an archived
record that the next ``sync`` (at every start) counts.

A database that is missing or of an older schema is built again from the
records; one that cannot be read (truncated, not SQLite) or comes from a newer
version of the game is set aside like a broken save, never overwritten, and
``message`` says so in one line.

The figures of matches (matches played and won, points, the chart, the
review's share, the export) count finished matches only: a record archived
before its end (an interrupted match kept aside) is listed but not counted
there. The figures of deals count every finished deal, the match in progress
(the autosave, read again at every ``sync``) and unfinished records included,
so a player's first deals show before their first match is over.

The bidding game (docs/rules.md section 11) is counted apart (``bidding``): its
matches and deals are in none of Goninkan's figures. docs/statistics.md
defines every figure.
"""

from __future__ import annotations

import contextlib
import csv
import logging
import sqlite3
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from engine.errors import RecordError
from goninkan_desktop.platform import paths, storage
from goninkan_desktop.profile.choices import FORMS
from goninkan_desktop.profile.saves import AUTOSAVE_NAME, PAUSED_NAME
from goninkan_desktop.profile.stats_facts import MatchFacts, read_facts

log = logging.getLogger(__name__)

FILE_NAME = "stats.sqlite3"
SCHEMA = 4
"""``PRAGMA user_version`` of the database this game writes."""
FOLDERS = ("games", "daily")
"""The archive folders below the data folder: finished matches, deals of the day."""
RECORD_SUFFIX = ".gnk.json"

_TABLES = """
CREATE TABLE matches (
    archive TEXT PRIMARY KEY, size INTEGER NOT NULL, played_at TEXT NOT NULL,
    preset TEXT NOT NULL, game TEXT NOT NULL, form TEXT NOT NULL, cpu_level TEXT NOT NULL,
    finished INTEGER NOT NULL,
    score INTEGER NOT NULL, place INTEGER NOT NULL, won INTEGER NOT NULL,
    takebacks INTEGER NOT NULL, hints INTEGER NOT NULL,
    daily TEXT NOT NULL, strong_score INTEGER);
CREATE TABLE deals (
    archive TEXT NOT NULL REFERENCES matches(archive) ON DELETE CASCADE,
    idx INTEGER NOT NULL, round INTEGER NOT NULL, deal INTEGER NOT NULL,
    result TEXT NOT NULL, kankei INTEGER NOT NULL, won INTEGER NOT NULL,
    own_faces INTEGER NOT NULL, points INTEGER NOT NULL, hints INTEGER NOT NULL,
    role TEXT NOT NULL, bid INTEGER, trump TEXT NOT NULL, adjutant_trick INTEGER,
    PRIMARY KEY (archive, idx));
CREATE TABLE unreadable (archive TEXT PRIMARY KEY, size INTEGER NOT NULL);
CREATE TABLE reviews (
    archive TEXT NOT NULL, idx INTEGER NOT NULL,
    decisions INTEGER NOT NULL, kept INTEGER NOT NULL,
    PRIMARY KEY (archive, idx),
    FOREIGN KEY (archive, idx) REFERENCES deals(archive, idx) ON DELETE CASCADE);
"""

GONINKAN = "goninkan"
BIDDING = "bidding"
"""The two games counted apart (``engine.games``: a record's ``rules.game.name``)."""
_COUNTED = f"m.finished = 1 AND m.daily = '' AND m.game = '{GONINKAN}'"
"""The matches Goninkan's figures count: finished, not a deal of the day, not the bidding
game."""
_DEALS_COUNTED = f"m.daily = '' AND m.game = '{GONINKAN}'"
"""The matches whose finished deals Goninkan's figures of deals count: any but a deal of the
day or the bidding game."""
_BIDDING_COUNTED = f"m.finished = 1 AND m.daily = '' AND m.game = '{BIDDING}'"
"""The bidding game's matches that its figures of matches count."""
_BIDDING_DEALS_COUNTED = f"m.daily = '' AND m.game = '{BIDDING}'"
"""The bidding game's matches whose finished deals its figures of deals count."""
ROLES = ("taisho", "adjutant", "defender")
SUIT_ORDER = "CDHS"
"""The trump suits in the order the figures list them (``engine.cards.SUIT_LETTERS``)."""
"""The human's parts in a deal of the bidding game, as the deals table names them."""
IN_PROGRESS = (AUTOSAVE_NAME, PAUSED_NAME)
"""The keys of the matches in progress (the autosave, and a match set aside while the deal of
the day is played; both in the data folder itself)."""


@dataclass(frozen=True)
class Group:
    """The matches of one preset and CPU level."""

    preset: str
    cpu_level: str
    matches: int
    won: int
    average_points: float


@dataclass(frozen=True)
class SideFigures:
    """The deals the human played on one side (Kankei or Mukankei)."""

    deals: int
    won: int
    sukonku: int
    """Kankei: sukonku; Mukankei: reverse sukonku."""
    juroku_made: int
    """Kankei: jūroku made; Mukankei: reverse jūroku made."""
    juroku_missed: int
    faces: int
    """Face cards the human's side took in these deals."""

    @property
    def juroku_called(self) -> int:
        return self.juroku_made + self.juroku_missed

    @property
    def faces_per_deal(self) -> float:
        return self.faces / self.deals if self.deals else 0.0


@dataclass(frozen=True)
class RoleFigures:
    """The bidding game's deals the human played in one part (taisho, adjutant, defender)."""

    deals: int
    won: int
    """Deals the human's side won: the taisho's side made the bid (taisho, adjutant), or it
    did not (defender)."""


@dataclass(frozen=True)
class FormFigures:
    """One form of the bidding game (docs/rules.md section 12): its finished matches and the
    human's deals in it."""

    form: str
    """One of ``profile.choices.FORMS`` (``""``: five players with an auction)."""
    matches: int
    taisho: RoleFigures
    """Deals the human was taisho in, and won (made the bid)."""
    defender: RoleFigures
    """Deals the human defended, and won (the bid was set); the adjutant's are the taisho's
    side's and not counted here."""
    free: RoleFigures
    """Without an auction (B18): deals played, and won (most face cards, shared or not)."""
    faces: int
    """Without an auction: the face cards the human took over those deals."""

    @property
    def faces_per_deal(self) -> float | None:
        """Face cards a deal without an auction; None before the first."""
        return self.faces / self.free.deals if self.free.deals else None

    def to_json(self) -> dict[str, Any]:
        per_deal = self.faces_per_deal
        return {"form": self.form or "five-players", "matches": self.matches,
                "taisho_deals": self.taisho.deals, "taisho_won": self.taisho.won,
                "defender_deals": self.defender.deals, "defender_won": self.defender.won,
                "free_deals": self.free.deals, "free_won": self.free.won,
                "faces_per_deal": None if per_deal is None else round(per_deal, 2)}


@dataclass(frozen=True)
class HelpFigures:
    """The hints and take-backs of one game's records (docs/statistics.md)."""

    hints: int
    takebacks: int
    matches_with_takebacks: int


@dataclass(frozen=True)
class BidLine:
    """The human's bids as taisho at one bid level or in one trump suit."""

    key: int | str
    """The bid (B6) or the trump suit's letter."""
    made: int
    failed: int

    def to_json(self, name: str) -> dict[str, Any]:
        return {name: self.key, "made": self.made, "failed": self.failed}


@dataclass(frozen=True)
class BiddingFigures:
    """The bidding game, counted apart (docs/statistics.md)."""

    matches: int
    matches_won: int
    roles: dict[str, RoleFigures]
    """By part, in ``ROLES`` order."""
    bid_total: int
    """The bids of the deals the human was taisho in, added up."""
    points: int
    """The human's points over the counted deals (B13)."""
    help: HelpFigures
    kept_best: tuple[int, int, int]
    """As ``StatsDb.kept_best``, over the bidding game's counted matches."""
    by_bid: list[BidLine]
    """The human's bids as taisho by level, lowest first."""
    by_trump: list[BidLine]
    """The human's bids as taisho by trump suit (clubs, diamonds, hearts, spades)."""
    adjutant_known: tuple[int, float | None]
    """(deals with an adjutant whose card was played, the average trick it became known)."""

    @property
    def deals(self) -> int:
        return sum(role.deals for role in self.roles.values())

    @property
    def average_bid(self) -> float | None:
        """The average bid as taisho; None before the first."""
        taisho = self.roles["taisho"].deals
        return self.bid_total / taisho if taisho else None

    def to_json(self) -> dict[str, Any]:
        """The ``bidding`` object of ``--stats``."""
        average = self.average_bid
        return {
            "matches": self.matches,
            "matches_won": self.matches_won,
            "deals": self.deals,
            **{f"{name}_{key}": value for name, role in self.roles.items()
               for key, value in (("deals", role.deals), ("wins", role.won))},
            "average_bid": None if average is None else round(average, 2),
            "points": self.points,
            "hints": self.help.hints,
            "takebacks": self.help.takebacks,
            "matches_with_takebacks": self.help.matches_with_takebacks,
            "kept_best": dict(zip(("kept", "decisions", "deals"), self.kept_best,
                                  strict=True)),
            "bids_by_level": [line.to_json("bid") for line in self.by_bid],
            "bids_by_trump": [line.to_json("trump") for line in self.by_trump],
            "adjutant_known": {"deals": self.adjutant_known[0],
                               "average_trick": None if self.adjutant_known[1] is None
                               else round(self.adjutant_known[1], 2)},
        }


@dataclass(frozen=True)
class DailyFigures:
    """The deals of the day: days played, the streak of days in a row, wins over the strong CPU."""

    played: int
    streak: int
    beat_strong: int
    compared: int
    """Days with the strong player's result known."""


class StatsDb:
    """The database in ``folder`` (default: the data folder, looked up at each use)."""

    def __init__(self, folder: Path | None = None,
                 now: Callable[[], datetime] = datetime.now) -> None:
        self._folder = folder
        self._now = now
        self._conn: sqlite3.Connection | None = None
        self.message: str | None = None
        """A string key for the player when the file had to be set aside."""
        self.set_aside: Path | None = None

    @property
    def folder(self) -> Path:
        return paths.data_dir() if self._folder is None else self._folder

    def now(self) -> datetime:
        """The time, as this database's clock tells it (for names and the streak)."""
        return self._now()

    @property
    def path(self) -> Path:
        return self.folder / FILE_NAME

    # -- opening -------------------------------------------------------------------------------

    def open(self) -> sqlite3.Connection:
        """The connection, opened (and the file checked, built or set aside) on first use."""
        if self._conn is None:
            self._conn = self._connect()
        return self._conn

    def close(self) -> None:
        if self._conn is not None:
            self._conn.close()
            self._conn = None

    def _connect(self) -> sqlite3.Connection:
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            try:
                return self._checked()
            except sqlite3.DatabaseError as error:
                log.warning("statistics database %s: %s", self.path, error)
                self._set_aside(f"{error}", "stats.problem.broken")
            return self._fresh()
        except (OSError, sqlite3.Error) as error:  # a read-only disk: count in memory this time
            log.warning("cannot keep the statistics in %s: %s", self.path, error)
            self.message = "stats.problem.unwritable"
            return _build(sqlite3.connect(":memory:"))

    def _checked(self) -> sqlite3.Connection:
        """Open the existing file (``DatabaseError`` if it is broken); rebuild an older one."""
        conn = sqlite3.connect(self.path)
        try:
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA:
                conn.close()
                self._set_aside(f"schema {version} is newer than {SCHEMA}",
                                "stats.problem.future")
                return self._fresh()
            if version < SCHEMA:
                conn.close()
                self._remove()
                return self._fresh()
            check = conn.execute("PRAGMA quick_check").fetchone()[0]
            if check != "ok":
                raise sqlite3.DatabaseError(f"quick_check: {check}")
            conn.execute("SELECT count(*) FROM matches JOIN deals USING (archive)").fetchone()
        except BaseException:
            conn.close()
            raise
        conn.execute("PRAGMA foreign_keys = ON")
        return conn

    def _fresh(self) -> sqlite3.Connection:
        """A new, empty database at ``path`` (nothing is there now)."""
        return _build(sqlite3.connect(self.path))

    def _files(self) -> list[Path]:
        """The database and its journals, which travel together."""
        return [self.path, *(self.path.with_name(self.path.name + tail)
                             for tail in ("-journal", "-wal", "-shm"))]

    def _remove(self) -> None:
        for file in self._files():
            file.unlink(missing_ok=True)

    def _set_aside(self, why: str, message: str) -> None:
        log.warning("setting the statistics aside (%s)", why)
        moved = storage.set_aside(self.path, self._now())
        for journal in self._files()[1:]:
            if journal.exists():
                with contextlib.suppress(OSError):
                    journal.rename(moved.with_name(moved.name + journal.name[len(FILE_NAME):]))
        self.message, self.set_aside = message, moved

    def message_params(self) -> dict[str, str]:
        """The parameters of ``message``."""
        return {"file": self.set_aside.name if self.set_aside else FILE_NAME,
                "folder": str(self.folder)}

    # -- following the archive -----------------------------------------------------------------

    def archived(self) -> dict[str, Path]:
        """The archived records by key (their path below the data folder, with ``/``)."""
        found: dict[str, Path] = {}
        for folder in FOLDERS:
            with contextlib.suppress(OSError):
                for path in (self.folder / folder).glob(f"*{RECORD_SUFFIX}"):
                    found[f"{folder}/{path.name}"] = path
        for name in IN_PROGRESS:
            if (self.folder / name).is_file():
                found[name] = self.folder / name
        return found

    def sync(self) -> int:
        """Make the rows follow the archive; how many records were added or dropped."""
        conn = self.open()
        files = self.archived()
        known = dict(conn.execute("SELECT archive, size FROM matches "
                                  "UNION ALL SELECT archive, size FROM unreadable"))
        sizes = {key: _size(path) for key, path in files.items()}
        # the match in progress is read again every time (it changes without changing size)
        gone = [key for key, size in known.items()
                if sizes.get(key) != size or key in IN_PROGRESS]
        new = sorted(key for key, size in sizes.items()
                     if size is not None and (known.get(key) != size or key in IN_PROGRESS))
        with conn:
            for key in gone:
                conn.execute("DELETE FROM matches WHERE archive = ?", (key,))
                conn.execute("DELETE FROM unreadable WHERE archive = ?", (key,))
            for key in new:
                self._insert(conn, key, files[key])
        return len(gone) + len(new)

    def add(self, path: Path) -> None:
        """Count a record just archived at ``path`` (in the data folder's archive)."""
        key = f"{path.parent.name}/{path.name}"
        conn = self.open()
        with conn:
            conn.execute("DELETE FROM matches WHERE archive = ?", (key,))
            conn.execute("DELETE FROM unreadable WHERE archive = ?", (key,))
            self._insert(conn, key, path)

    def _insert(self, conn: sqlite3.Connection, key: str, path: Path) -> None:
        try:
            data = path.read_bytes()
            facts = read_facts(key, data, path.stat().st_mtime)
        except (OSError, RecordError, ValueError) as error:
            log.warning("statistics: cannot count %s: %s", path, error)
            conn.execute("INSERT OR REPLACE INTO unreadable VALUES (?, ?)",
                         (key, _size(path) or 0))
            return
        _insert_facts(conn, facts, len(data))

    # -- figures -------------------------------------------------------------------------------

    def summary(self) -> dict[str, Any]:
        """The figures of ``python -m goninkan_desktop --stats`` (the issue's keys first)."""
        conn = self.open()
        one = conn.execute(f"""
            SELECT count(*), coalesce(sum(score), 0), coalesce(sum(won), 0)
            FROM matches m WHERE {_COUNTED}""").fetchone()
        helped = self.help_asked(GONINKAN)
        kankei, mukankei = self.side(True), self.side(False)
        return {
            "matches": one[0],
            "deals": kankei.deals + mukankei.deals,
            "kankei_deals": kankei.deals,
            "kankei_wins": kankei.won,
            "mukankei_deals": mukankei.deals,
            "mukankei_wins": mukankei.won,
            "sukonku": kankei.sukonku,
            "juroku_made": kankei.juroku_made,
            "juroku_missed": kankei.juroku_missed,
            "points": one[1],
            "matches_won": one[2],
            "takebacks": helped.takebacks,
            "matches_with_takebacks": helped.matches_with_takebacks,
            "hints": helped.hints,
            "reverse_sukonku": mukankei.sukonku,
            "reverse_juroku_made": mukankei.juroku_made,
            "reverse_juroku_missed": mukankei.juroku_missed,
            "kankei_face_cards": kankei.faces,
            "mukankei_face_cards": mukankei.faces,
            "by_rules_and_level": [
                {"preset": g.preset, "cpu_level": g.cpu_level, "matches": g.matches,
                 "won": g.won, "average_points": round(g.average_points, 2)}
                for g in self.groups()],
            "daily": vars(self.daily()),
            "kept_best": dict(zip(("kept", "decisions", "deals"), self.kept_best(),
                                  strict=True)),
            "bidding": self.bidding().to_json(),
            "bidding_forms": [form.to_json() for form in self.forms()],
        }

    def forms(self) -> list[FormFigures]:
        """The bidding game's forms played (finished matches or deals), in ``FORMS`` order."""
        conn = self.open()
        matches = dict(conn.execute(f"""
            SELECT m.form, count(*) FROM matches m WHERE {_BIDDING_COUNTED}
            GROUP BY m.form""").fetchall())
        deals: dict[tuple[str, str], tuple[int, int, int]] = {
            (form, role): (count, won, faces) for form, role, count, won, faces in conn.execute(
                f"""SELECT m.form, d.role, count(*), coalesce(sum(d.won), 0),
                           coalesce(sum(d.own_faces), 0)
                    FROM deals d JOIN matches m USING (archive)
                    WHERE {_BIDDING_DEALS_COUNTED} GROUP BY m.form, d.role""")}
        played = set(matches) | {form for form, _ in deals}

        def role(form: str, name: str) -> RoleFigures:
            count, won, _ = deals.get((form, name), (0, 0, 0))
            return RoleFigures(count, won)

        return [FormFigures(form, matches.get(form, 0), role(form, "taisho"),
                            role(form, "defender"), role(form, "player"),
                            deals.get((form, "player"), (0, 0, 0))[2])
                for form in FORMS if form in played]

    def side(self, kankei: bool) -> SideFigures:
        """The human's deals on one side."""
        sukonku, made, missed = (("sukonku", "juroku_made", "juroku_missed") if kankei else
                                 ("reverse_sukonku", "reverse_juroku_made",
                                  "reverse_juroku_missed"))
        row = self.open().execute(f"""
            SELECT count(*), coalesce(sum(d.won), 0), coalesce(sum(d.result = ?), 0),
                   coalesce(sum(d.result = ?), 0), coalesce(sum(d.result = ?), 0),
                   coalesce(sum(d.own_faces), 0)
            FROM deals d JOIN matches m USING (archive)
            WHERE {_DEALS_COUNTED} AND d.kankei = ?""",
                                   (sukonku, made, missed, int(kankei))).fetchone()
        return SideFigures(*row)

    def help_asked(self, game: str) -> HelpFigures:
        """The hints and take-backs of one game's records that are not a deal of the day,
        finished or not (the match in progress too)."""
        row = self.open().execute("""
            SELECT coalesce(sum(hints), 0), coalesce(sum(takebacks), 0),
                   coalesce(sum(takebacks > 0), 0)
            FROM matches m WHERE m.daily = '' AND m.game = ?""", (game,)).fetchone()
        return HelpFigures(*row)

    def bidding(self) -> BiddingFigures:
        """The bidding game's figures: its finished matches, its deals by the human's part."""
        conn = self.open()
        matches, won = conn.execute(f"""
            SELECT count(*), coalesce(sum(won), 0) FROM matches m
            WHERE {_BIDDING_COUNTED}""").fetchone()
        counts = {role: (deals, wins) for role, deals, wins in conn.execute(f"""
            SELECT d.role, count(*), sum(d.won) FROM deals d JOIN matches m USING (archive)
            WHERE {_BIDDING_DEALS_COUNTED} GROUP BY d.role""")}
        bids, points = conn.execute(f"""
            SELECT coalesce(sum(CASE d.role WHEN 'taisho' THEN d.bid ELSE 0 END), 0),
                   coalesce(sum(d.points), 0)
            FROM deals d JOIN matches m USING (archive)
            WHERE {_BIDDING_DEALS_COUNTED}""").fetchone()
        roles = {role: RoleFigures(*counts.get(role, (0, 0))) for role in ROLES}
        return BiddingFigures(matches=matches, matches_won=won, roles=roles,
                              bid_total=bids, points=points, help=self.help_asked(BIDDING),
                              kept_best=self.kept_best(BIDDING),
                              by_bid=self._bids_by("bid"), by_trump=self._bids_by("trump"),
                              adjutant_known=self._adjutant_known())

    def _bids_by(self, column: str) -> list[BidLine]:
        """The human's bids as taisho, made and failed, by bid level or by trump suit."""
        order = "d.bid" if column == "bid" else \
            "instr('" + SUIT_ORDER + "', d.trump)"
        rows = self.open().execute(f"""
            SELECT d.{column}, coalesce(sum(d.won), 0), coalesce(sum(1 - d.won), 0)
            FROM deals d JOIN matches m USING (archive)
            WHERE {_BIDDING_DEALS_COUNTED} AND d.role = 'taisho'
            GROUP BY d.{column} ORDER BY {order}""")
        return [BidLine(*row) for row in rows]

    def _adjutant_known(self) -> tuple[int, float | None]:
        """(deals with an adjutant whose named card was played, the average trick it was
        played in)."""
        count, average = self.open().execute(f"""
            SELECT count(d.adjutant_trick), avg(d.adjutant_trick)
            FROM deals d JOIN matches m USING (archive)
            WHERE {_BIDDING_DEALS_COUNTED}""").fetchone()
        return int(count), None if average is None else float(average)

    def bidding_scores(self) -> list[int]:
        """The human's final score in each finished bidding match, oldest first."""
        rows = self.open().execute(f"""
            SELECT score FROM matches m WHERE {_BIDDING_COUNTED} ORDER BY played_at, archive""")
        return [row[0] for row in rows]

    def last_game(self) -> str:
        """The game of the record played last (by its time; the match in progress and the
        deals of the day too): ``GONINKAN`` or ``BIDDING``, ``GONINKAN`` before any."""
        row = self.open().execute("""
            SELECT game FROM matches ORDER BY played_at DESC, archive DESC LIMIT 1""").fetchone()
        return BIDDING if row is not None and row[0] == BIDDING else GONINKAN

    def groups(self) -> list[Group]:
        """Matches by preset and CPU level."""
        rows = self.open().execute(f"""
            SELECT preset, cpu_level, count(*), sum(won), avg(score) FROM matches m
            WHERE {_COUNTED} GROUP BY preset, cpu_level ORDER BY preset, cpu_level""")
        return [Group(*row) for row in rows]

    def scores(self) -> list[int]:
        """The human's final score in each counted match, oldest first."""
        rows = self.open().execute(f"""
            SELECT score FROM matches m WHERE {_COUNTED} ORDER BY played_at, archive""")
        return [row[0] for row in rows]

    def daily(self) -> DailyFigures:
        """The deals of the day played (each date once, the first try counts)."""
        rows = self.open().execute("""
            SELECT daily, score, strong_score FROM matches m
            WHERE m.finished = 1 AND m.daily != '' ORDER BY daily, played_at, archive""")
        first: dict[str, tuple[int, int | None]] = {}
        for date, score, strong in rows:
            first.setdefault(date, (score, strong))
        compared = [(s, strong) for s, strong in first.values() if strong is not None]
        return DailyFigures(played=len(first), streak=_streak(sorted(first), self._now()),
                            beat_strong=sum(1 for s, strong in compared if s > strong),
                            compared=len(compared))

    def awaiting_strong(self) -> list[tuple[str, Path]]:
        """Deals of the day archived before the strong result came: (date, file)."""
        rows = self.open().execute("""
            SELECT daily, archive FROM matches
            WHERE daily != '' AND finished = 1 AND strong_score IS NULL ORDER BY archive""")
        return [(date, self.folder / key) for date, key in rows]

    def daily_result(self, date: str) -> tuple[int, int | None] | None:
        """The human's score and the strong player's on that day's deal, if played."""
        row = self.open().execute("""
            SELECT score, strong_score FROM matches WHERE daily = ? AND finished = 1
            ORDER BY played_at, archive LIMIT 1""", (date,)).fetchone()
        return None if row is None else (row[0], row[1])

    def kept_best(self, game: str = GONINKAN) -> tuple[int, int, int]:
        """The human's decisions that kept their side's best result (open-hand review).

        (decisions that kept it, decisions reviewed exactly, deals reviewed), over
        one game's counted matches' deals whose review is done.
        """
        counted = _COUNTED if game == GONINKAN else _BIDDING_COUNTED
        row = self.open().execute(f"""
            SELECT coalesce(sum(r.kept), 0), coalesce(sum(r.decisions), 0), count(*)
            FROM reviews r JOIN matches m USING (archive) WHERE {counted}""").fetchone()
        return int(row[0]), int(row[1]), int(row[2])

    def next_unreviewed(self) -> tuple[str, int] | None:
        """The newest counted deal whose review is not stored yet: (record key, deal index)."""
        row = self.open().execute(f"""
            SELECT d.archive, d.idx FROM deals d JOIN matches m USING (archive)
            LEFT JOIN reviews r ON r.archive = d.archive AND r.idx = d.idx
            WHERE (({_COUNTED}) OR ({_BIDDING_COUNTED})) AND r.archive IS NULL
            ORDER BY m.played_at DESC, m.archive DESC, d.idx LIMIT 1""").fetchone()
        return None if row is None else (row[0], int(row[1]))

    def add_review(self, key: str, index: int, decisions: int, kept: int) -> None:
        """Store a deal's review counts (ignored if the deal is no longer counted)."""
        conn = self.open()
        with conn:
            if conn.execute("SELECT 1 FROM deals WHERE archive = ? AND idx = ?",
                            (key, index)).fetchone():
                conn.execute("INSERT OR REPLACE INTO reviews VALUES (?, ?, ?, ?)",
                             (key, index, decisions, kept))

    # -- reset and export ----------------------------------------------------------------------

    def reset(self) -> Path | None:
        """Start counting afresh: the counted records move to a kept folder; that folder.

        Nothing is deleted: ``games/`` and ``daily/`` are renamed to
        ``stats-reset-YYYYmmdd-HHMMSS/`` beside them, which the statistics do not read.
        """
        kept = storage.free_name(self.folder, f"stats-reset-{storage.stamp(self._now())}")
        moved = False
        for folder in FOLDERS:
            source = self.folder / folder
            if source.is_dir():
                kept.mkdir(parents=True, exist_ok=True)
                source.rename(kept / folder)
                moved = True
        self.sync()
        return kept if moved else None

    def export_csv(self, target: Path) -> Path:
        """Write one line per deal of a finished match or deal of the day (with its match's
        figures; ``side``: the human's part, ``kankei``/``mukankei`` or in the bidding game
        ``taisho``/``adjutant``/``defender``; ``daily``: the day, empty for a match) to
        ``target``."""
        rows = self.open().execute("""
            SELECT m.played_at, m.preset, m.cpu_level, m.score, m.place, m.takebacks,
                   d.round, d.deal, d.role,
                   d.result, d.won, d.own_faces, d.points, d.hints, m.archive, m.daily
            FROM deals d JOIN matches m USING (archive) WHERE m.finished = 1
            ORDER BY m.played_at, m.archive, d.idx""")
        lines = _csv_text(["played_at", "preset", "cpu_level", "match_points", "place",
                           "takebacks", "round", "deal", "side", "result", "won",
                           "face_cards", "points", "hints", "record", "daily"], rows)
        storage.atomic_write_text(target, lines)
        return target


def _build(conn: sqlite3.Connection) -> sqlite3.Connection:
    """Create the tables in an empty database."""
    conn.executescript(f"BEGIN; {_TABLES} PRAGMA user_version = {SCHEMA}; COMMIT;")
    conn.execute("PRAGMA foreign_keys = ON")
    return conn


def _insert_facts(conn: sqlite3.Connection, facts: MatchFacts, size: int) -> None:
    conn.execute("INSERT INTO matches VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)", (
        facts.archive, size, facts.played_at, facts.preset, facts.game, facts.form,
        facts.cpu_level,
        int(facts.finished), facts.score, facts.place, int(facts.won), facts.takebacks,
        facts.hints, facts.daily, facts.strong_score))
    conn.executemany("INSERT INTO deals VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?)", [
        (facts.archive, d.index, d.round, d.deal, d.result, int(d.kankei), int(d.won),
         d.own_faces, d.points, d.hints, d.role, d.bid, d.trump, d.adjutant_trick)
        for d in facts.deals])


def _size(path: Path) -> int | None:
    try:
        return path.stat().st_size
    except OSError:
        return None


def _streak(dates: list[str], now: datetime) -> int:
    """Days in a row up to today (or up to yesterday, while today is not played yet)."""
    played = set(dates)
    day = now.date()
    if day.isoformat() not in played:
        day = day.fromordinal(day.toordinal() - 1)
    streak = 0
    while day.isoformat() in played:
        streak += 1
        day = day.fromordinal(day.toordinal() - 1)
    return streak


def _csv_text(header: list[str], rows: Iterator[Any]) -> str:
    import io

    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(header)
    writer.writerows(rows)
    return out.getvalue()
