"""The match behind the table: who acts next, CPU thinking, and what the screen is told.

``TableController`` owns the ``Match`` and a seed. Each ``update(dt)`` it
deals when a deal is due, asks the human through the listener when the
human must decide, or lets a CPU player choose in a background thread (so the
window never freezes) and applies the choice after a short, calm pause. Every
action goes through ``Match.apply``: the engine decides every rule, and the
events it returns go to the listener, which animates them. Nothing moves on
while the listener is busy animating.

Randomness is seeded: the first-dealer draw, each deal and each CPU decision
draw from ``random.Random`` seeded with the match seed and the number of
actions so far, so the same seed plays the same match and a record resumes
where it stopped.
"""

from __future__ import annotations

import logging
import random
import zlib
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor, wait
from dataclasses import dataclass
from typing import Any, Protocol

from engine import scoring
from engine.actions import BlindPick, Deal, Decision, NijukanPick
from engine.cards import Card
from engine.dealing import choose_first_dealer, shuffled_deal
from engine.errors import IllegalAction
from engine.events import Event
from engine.match import Match, Phase
from engine.observe import SeatView, observe
from engine.players import PLAYER_NAMES, Player, RandomPlayer, deciding_player, legal_for
from engine.players import player_named as _engine_player_named
from engine.record import dumps, load_with_extra
from engine.rules import RuleSet
from engine.scoring import Outcome
from goninkan_desktop.platform.workers import strong_pools
from goninkan_desktop.profile.choices import DEFAULT_LEVEL, HUMAN

THINK_SECONDS = 0.75
"""The shortest pause before a CPU's move shows, at normal speed."""

INSTANT_WAIT = 0.02
"""At instant speed, how long a frame may wait for a CPU decision (the window stays live)."""

_log = logging.getLogger(__name__)


@dataclass(frozen=True)
class RecordChanged:
    """The match changed (an action, or a take-back): its whole record now, and whether the
    match is over (then the record belongs in the archive rather than the autosave)."""

    text: str
    finished: bool


def default_level() -> str:
    """The CPU level to use when none is asked for (``choices.DEFAULT_LEVEL``)."""
    return DEFAULT_LEVEL


def cpu_player(level: str) -> Player:
    """The CPU player of ``level``, or of the default level if that one does not exist."""
    if level not in PLAYER_NAMES:
        level = default_level()
    return _engine_player_named(level, pools=strong_pools)


# -- what the table is told, beyond the engine's events --------------------------------------


@dataclass(frozen=True)
class FirstDealerDrawn:
    """R8: the card each player drew (by id) and who deals first; no cards when the first
    dealer is chosen without a draw (the bidding game, B3)."""

    cards: tuple[Card, ...]
    dealer: int


@dataclass(frozen=True)
class NijukanPicked:
    """R13: the middle player's blind pick, as positions in the face-down rows on screen."""

    middle: int
    key_position: int
    card_position: int


TableEvent = Event | FirstDealerDrawn | NijukanPicked


@dataclass(frozen=True)
class JurokuStakes:
    """R24 in the human's points: decline now, or call and make or miss it."""

    reverse: bool
    decline: int
    made: int
    missed: int


@dataclass(frozen=True)
class HumanRequest:
    """A decision the human must make now, with what the screen needs to ask it."""

    phase: Phase
    view: SeatView
    legal: tuple[Decision, ...]
    stakes: JurokuStakes | None = None


class TableListener(Protocol):
    """The screen side of the controller (the table scene)."""

    @property
    def busy(self) -> bool:
        """True while animations are still showing what happened."""
        ...

    def present(self, events: Sequence[TableEvent], view: SeatView) -> None:
        """Show what happened; ``view`` is the human's view after it."""
        ...

    def ask(self, request: HumanRequest | None) -> None:
        """Ask the human to decide (None: the question is withdrawn)."""
        ...

    def thinking(self, player: int | None) -> None:
        """A CPU player started thinking (None: it finished)."""
        ...


class TableController:
    """Runs one match for the table: build it with ``new_match`` or ``from_record``."""

    def __init__(
        self,
        match: Match,
        seed: int | str,
        *,
        level: str | None = None,
        time_limit: float | None = None,
        on_record_changed: Callable[[RecordChanged], None] | None = None,
        deals: Sequence[Deal] = (),
        opening: Sequence[TableEvent] = (),
        extra: dict[str, Any] | None = None,
    ) -> None:
        self.match = match
        self.seed = seed
        self.level = level if level in PLAYER_NAMES else default_level()
        self.extra: dict[str, Any] = {"cpu_level": self.level, **(extra or {})}
        """The record's own top-level keys (docs/record-format.md, "Keys the desktop adds"):
        ``cpu_level``, ``hints``, ``takebacks``, ``daily``."""
        self.time_limit = time_limit
        self.on_record_changed = on_record_changed
        self.listener: TableListener | None = None
        self.on_decided: Callable[[], object] | None = None
        """Called from the CPU thread when a CPU player has decided (the app wakes up)."""
        self.think_time = THINK_SECONDS
        self._cpu = cpu_player(self.level)
        self._stand_in = cpu_player(default_level())  # moves for the human when time runs out
        self._scripted_deals = list(deals)
        self._pending: list[TableEvent] = list(opening)
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="cpu")
        self._future: Future[Decision] | None = None
        self._future_legal: Sequence[Decision] = ()
        self._future_player = HUMAN
        self._thought = 0.0
        self._request: HumanRequest | None = None
        self._waited = 0.0
        self._nijukan_order: tuple[tuple[Card, ...], tuple[Card, ...]] | None = None

    # -- construction ------------------------------------------------------------------------

    @classmethod
    def new_match(cls, rules: RuleSet, names: Sequence[str], seed: int | str, *,
                  level: str | None = None, time_limit: float | None = None,
                  on_record_changed: Callable[[RecordChanged], None] | None = None,
                  deals: Sequence[Deal] = (),
                  extra: dict[str, Any] | None = None) -> TableController:
        """A new match: the first dealer is drawn (R8; in the bidding game chosen, B3) and
        shown before the first deal."""
        drawn, dealer = choose_first_dealer(random.Random(f"{seed}:first-dealer"), rules.game)
        match = Match(rules, names, dealer)
        return cls(match, seed, level=level, time_limit=time_limit,
                   on_record_changed=on_record_changed, deals=deals,
                   opening=[FirstDealerDrawn(drawn, dealer)], extra=extra)

    @classmethod
    def from_record(cls, text: str, seed: int | str | None = None, *,
                    level: str | None = None, time_limit: float | None = None,
                    on_record_changed: Callable[[RecordChanged], None] | None = None,
                    deals: Sequence[Deal] = ()) -> TableController:
        """Resume the match a record describes (``RecordError``/``IllegalAction`` if invalid).

        The record's own keys are kept; its ``cpu_level``, when valid, is the level played.
        """
        match, extra = load_with_extra(text)
        return cls.from_match(match, extra, zlib.crc32(text.encode("utf-8")) if seed is None
                              else seed, level=level, time_limit=time_limit,
                              on_record_changed=on_record_changed, deals=deals)

    @classmethod
    def from_match(cls, match: Match, extra: dict[str, Any], seed: int | str | None = None, *,
                   level: str | None = None, time_limit: float | None = None,
                   on_record_changed: Callable[[RecordChanged], None] | None = None,
                   deals: Sequence[Deal] = ()) -> TableController:
        """Resume a match already in hand (the autosave as loaded, a match cut back), with its
        record's own keys ``extra``: no record is read again. Without a seed, the one
        ``from_record`` gives the match's record text.

        The record's own keys are kept; its ``cpu_level``, when valid, is the level played.
        """
        if seed is None:
            seed = zlib.crc32(dumps(match, extra).encode("utf-8"))
        if extra.get("cpu_level") in PLAYER_NAMES:  # the match goes on at the level it began with
            level = extra["cpu_level"]
        return cls(match, seed, level=level, time_limit=time_limit,
                   on_record_changed=on_record_changed, deals=deals, extra=dict(extra))

    def close(self) -> None:
        """Stop the CPU thread and whatever the CPU players started."""
        self._executor.shutdown(wait=False, cancel_futures=True)
        for player in (self._cpu, self._stand_in):
            close = getattr(player, "close", None)
            if callable(close):
                close()

    # -- what the screen may read ------------------------------------------------------------

    def view(self) -> SeatView:
        """What the human may know now (R20)."""
        return observe(self.match, HUMAN)

    @property
    def request(self) -> HumanRequest | None:
        """The decision the human is being asked for, if any."""
        return self._request

    @property
    def time_left(self) -> float | None:
        """Seconds left for the human's decision, if a time limit is set and one is due."""
        if self.time_limit is None or self._request is None:
            return None
        return max(0.0, self.time_limit - self._waited)

    @property
    def scripted_deals(self) -> list[Deal]:
        """The deals still to come from a script (a scenario, the deal of the day)."""
        return list(self._scripted_deals)

    @property
    def record(self) -> str:
        """The match so far as record text, with the app's own keys."""
        return dumps(self.match, self.extra)

    def note_hint(self) -> None:
        """The human asked for a hint: counted in the record's ``hints``, one entry per deal."""
        index = len(self.match.history) - 1
        if index < 0:
            return
        hints = self.extra.get("hints")
        counts = [n if type(n) is int else 0 for n in hints] if isinstance(hints, list) else []
        counts += [0] * (index + 1 - len(counts))
        counts[index] += 1
        self.extra["hints"] = counts

    def hints_used(self, round_no: int, deal: int) -> int:
        """How many hints the human asked for in that deal (every one, from the record's
        ``hints``: a take-back or a table rebuilt in another language keeps them; a deal dealt
        again counts with its redeal)."""
        hints = self.extra.get("hints")
        if not isinstance(hints, list):
            return 0
        match = self.match
        played = [(r.round, r.deal) for r in match.results]
        if len(played) < len(match.history):
            played.append((match.round, match.deal))  # the deal being played
        return sum(n for n, which in zip(hints, played, strict=False)
                   if type(n) is int and which == (round_no, deal))

    def actions_taken(self) -> int:
        """How many deals and decisions the match has had."""
        return sum(1 + len(decisions) for _, decisions in self.match.history)

    # -- the loop ----------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        """Move the match on by at most one step, when the screen has shown the last one."""
        listener = self.listener
        if listener is None or listener.busy:
            return
        if self._pending:
            events, self._pending = self._pending, []
            listener.present(events, self.view())
            return
        self.step(dt)

    def step(self, dt: float) -> None:
        """One step of the match while the screen is idle: a CPU's move, the clock of the
        human's move, or a deal.

        The hook a different source of moves replaces (a lesson plays its script here); it
        moves the match on through ``ask_human``, ``applied`` and ``submit``.
        """
        if self._future is not None:
            self._poll_cpu(dt)
        elif self._request is not None:
            self._tick_clock(dt)
        elif self.match.phase is Phase.DEAL:
            self._deal()
        elif not self.match.finished:
            self._next_decision()

    def actor(self) -> int | None:
        """Who decides now (None while a deal is due or the match is over)."""
        if self.match.phase in (Phase.DEAL, Phase.OVER):
            return None
        return self._actor()

    def _next_decision(self) -> None:
        actor = self._actor()
        if actor == HUMAN:
            self.ask_human()
        else:
            self._lay_out_nijukan()
            self._think(actor, self._cpu, self.think_time)

    def _actor(self) -> int:
        """Who decides now: the human whenever the human is Kankei at iku/koi (R14)."""
        if self.match.phase is Phase.LEAD and HUMAN in self.match.kankei:
            return HUMAN
        return deciding_player(self.match)

    def _deal(self) -> None:
        if self._scripted_deals:
            deal = self._scripted_deals.pop(0)
        else:
            deal = shuffled_deal(random.Random(f"{self.seed}:deal:{len(self.match.history)}"),
                                 self.match.rules.game)
        self._apply(deal)

    # -- CPU players -------------------------------------------------------------------------

    def _rng(self) -> random.Random:
        """The randomness of the next decision: the seed and the number of actions so far."""
        return random.Random(f"{self.seed}:{self.actions_taken()}")

    def _think(self, player: int, cpu: Player, pause: float) -> None:
        legal = legal_for(self.match, player)
        view = observe(self.match, player)
        self._future_legal = legal
        self._future = self._executor.submit(cpu.choose, view, legal, self._rng())
        self._future_player = player
        self._future.add_done_callback(self._decided)
        self._thought = -pause
        if self.listener is not None:
            self.listener.thinking(player)

    def _decided(self, _future: Future[Decision]) -> None:
        if self.on_decided is not None:
            self.on_decided()

    def wake_in(self) -> float | None:
        """Seconds until a CPU decision already made is due on screen (None: none is waiting)."""
        future = self._future
        if future is None or not future.done():
            return None
        return max(0.0, -self._thought)

    def _poll_cpu(self, dt: float) -> None:
        self._thought += dt
        future = self._future
        assert future is not None
        if self.think_time <= 0.0 and not future.done():
            # instant speed: give the CPU thread a moment now rather than spin frames
            wait([future], timeout=INSTANT_WAIT)
        if self._thought < 0.0 or not future.done():
            return
        self._future = None
        try:
            decision = future.result()
        except Exception:  # a CPU bug must not end the player's match
            decision = self._fallback()
        if self.listener is not None:
            self.listener.thinking(None)
        self._apply(decision)

    def _fallback(self) -> Decision:
        """A CPU player raised: a random legal move instead, and the exception logged with
        the match's record up to the failed decision (the game's log file keeps both, so a
        player can send them: ``platform/logfile.py``). Called inside the ``except``."""
        player = self._future_player
        _log.exception("the CPU player deciding for seat %d failed; a random legal move is "
                       "played instead. The match's record up to the failed decision:\n%s",
                       player, self.record)
        return RandomPlayer().choose(observe(self.match, player), self._future_legal,
                                     self._rng())

    # -- the human ---------------------------------------------------------------------------

    def ask_human(self) -> None:
        """Ask the human (through the listener) for the decision now due."""
        self._lay_out_nijukan()
        legal = tuple(legal_for(self.match, HUMAN))
        stakes = self._juroku_stakes() if self.match.phase is Phase.JUROKU else None
        self._request = HumanRequest(self.match.phase, self.view(), legal, stakes)
        self._waited = 0.0
        if self.listener is not None:
            self.listener.ask(self._request)

    def _tick_clock(self, dt: float) -> None:
        """The house-rule time limit: when it runs out, the normal CPU moves for the human."""
        if self.time_limit is None:
            return
        self._waited += dt
        if self._waited >= self.time_limit:
            self._withdraw()
            self._think(HUMAN, self._stand_in, 0.0)

    def _withdraw(self) -> None:
        self._request = None
        if self.listener is not None:
            self.listener.ask(None)

    def submit(self, decision: Decision) -> IllegalAction | None:
        """The human's decision: None if applied, else why the rules forbid it (nothing changes)."""
        if self._request is None:
            return self.not_now()
        try:
            events = self.match.apply(decision)
        except IllegalAction as error:
            return error
        self.applied(events, decision)
        return None

    def not_now(self) -> IllegalAction:
        """Why a decision of the human's is refused when none is asked for."""

        to_act = self.match.to_act()
        if to_act and HUMAN not in to_act:
            return IllegalAction("R15", "it is not your turn", "not_your_turn", player=to_act[0])
        return IllegalAction("R15", "wait a moment", "wait")

    # -- nijū-kan (R13) ----------------------------------------------------------------------

    def _lay_out_nijukan(self) -> None:
        """Before the nijū-kan pick, keep the face-down rows in the engine's order (once)."""
        if self.match.phase is Phase.NIJUKAN_PICK and self._nijukan_order is None:
            self._nijukan_order = self.match.nijukan_rows()

    def submit_nijukan(self, key_position: int, card_position: int) -> IllegalAction | None:
        """The human's blind pick by positions in the face-down rows."""
        if self._nijukan_order is None or self._request is None:
            return self.not_now()
        keys, cards = self._nijukan_order
        return self.submit(NijukanPick(HUMAN, keys[key_position], cards[card_position]))

    def nijukan_positions(self, decision: NijukanPick | BlindPick) -> NijukanPicked:
        """Where the cards of a pick lie in the face-down rows on screen."""
        if isinstance(decision, BlindPick):
            return NijukanPicked(decision.player, decision.key, decision.card)
        assert self._nijukan_order is not None
        keys, cards = self._nijukan_order
        return NijukanPicked(decision.player, keys.index(decision.key), cards.index(decision.card))

    # -- jūroku (R24) ------------------------------------------------------------------------

    def _juroku_stakes(self) -> JurokuStakes:
        match = self.match
        reverse = HUMAN not in match.kankei
        if reverse:
            results = (Outcome.REVERSE_SUKONKU, Outcome.REVERSE_JUROKU_MADE,
                       Outcome.REVERSE_JUROKU_MISSED)
        else:
            results = (Outcome.SUKONKU, Outcome.JUROKU_MADE, Outcome.JUROKU_MISSED)
        points = [scoring.deal_points(match.rules, match.deal, result, match.kankei,
                                      match.round_points)[HUMAN] for result in results]
        return JurokuStakes(reverse, *points)

    # -- applying ----------------------------------------------------------------------------

    def record_changed(self, text: str) -> None:
        """Tell ``on_record_changed`` the match's record is now ``text``."""
        if self.on_record_changed is not None:
            self.on_record_changed(RecordChanged(text, self.match.finished))

    def _apply(self, action: Deal | Decision) -> None:
        self.applied(self.match.apply(action), action)

    def applied(self, events: Sequence[Event], action: Deal | Decision) -> None:
        """``action`` changed the match: close the human's request if it answered it, show the
        ``events`` and save the record."""
        if isinstance(action, Deal):
            self._nijukan_order = None
        elif action.player == HUMAN:
            self._request = None
        shown: list[TableEvent] = list(events)
        if isinstance(action, NijukanPick | BlindPick):
            shown.insert(0, self.nijukan_positions(action))
        if self.listener is not None:
            self.listener.present(shown, self.view())
        self.record_changed(self.record)
