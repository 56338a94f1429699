"""Which decisions a review covers: the record replayed once, and each decision of P that
the review judges made a ``Spot`` (the position after each option, for the solver; P's
view, for the strong player). What a worker process needs of a spot is its ``Solving`` or
its ``Asking``: the record is never replayed again."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from ..actions import (
    Bid,
    Decision,
    Discard,
    JurokuCall,
    LeadCall,
    NameAdjutant,
    NameTrump,
    Pass,
    Play,
)
from ..bidding_tricks import FACES
from ..match import Match, Phase
from ..observe import SeatView, observe
from ..record import Record, replay
from ..tricks import Option, TrickPlay, after_option, legal_options, options_alike
from .model import DealReview
from .small import paranoid

WHOLE_CALLS: Final = ("lead", "trump")
"""The calls made before the first card whose options the solver takes with the cards: iku
or koi (R14), the trump named (R26 and the bidding game's)."""


@dataclass
class Spot:
    """A decision of P to review, with what the workers need: the position after each option
    (for the solver) and P's view (for the strong player)."""

    action: tuple[int, int]
    trick: int
    kind: str
    chosen: Decision
    sign: int
    """+1 when P is on the side the solver's values are for (Kankei, the taisho's), else -1."""
    children: list[tuple[Decision, TrickPlay]]
    view: SeatView
    legal: list[Decision]
    values: dict[str, int]
    """Each result's value for that side (``Match.side_values``)."""
    worth: dict[float, float]
    """Each of those values in P's own points (``Match.worth_to``)."""
    stands: list[int]
    """Per child, the child that stands for it: cards that play alike (a naming that gives
    the same adjutant) are solved once."""
    small: bool = False
    """Searched by the review's own search (``small``), not the solver: a form of the
    bidding game the solver does not play (docs/rules.md section 12)."""
    faces: bool = False
    """A deal without sides (B18): the values are the face cards P can be sure of taking if
    every other player played against P (``small.paranoid``)."""
    weighed: bool = False
    """A call of the bidding game (the lay-down, the naming) compared only among the few the
    strong player weighs, not with every legal one (``weighed``): ``children`` are P's
    choice first and each other the strong player weighs, or none when it weighs P's
    alone."""

    @property
    def defending(self) -> bool:
        """Whether P's points cannot tell the results apart (two worth the same to P: a
        defender of the bidding game, B13)."""
        return len(set(self.worth.values())) < len(self.worth)

    def solving(self) -> Solving:
        """What the solver needs of this spot (``Solving``)."""
        solved = sorted(set(self.stands))
        return Solving(self.action, self.trick,
                       tuple((index, self.children[index][1]) for index in solved), self.values,
                       self.small, self.weighed,
                       self.kind in WHOLE_CALLS and not self.small)

    def asking(self) -> Asking:
        """What the strong player needs of this spot (``Asking``)."""
        return Asking(self.action, self.view, tuple(self.legal))


@dataclass(frozen=True)
class Solving:
    """A spot as the solver sees it: the position after each option that stands for others
    (``(option index, position)``), and each result's value for Kankei. Small and
    picklable: what a review's worker is sent, instead of the record to replay."""

    action: tuple[int, int]
    trick: int
    positions: tuple[tuple[int, TrickPlay], ...]
    values: dict[str, int]
    small: bool = False
    """Searched by ``small.SmallSearch`` within the budget, never past it (see ``Spot``)."""
    call: bool = False
    """A call of the bidding game weighed among the strong player's (``Spot.weighed``):
    each option a whole deal, solved by a fresh solver within a budget of its own
    (``exact.CALL_SHARE``), so whether it is exact is the same on every run."""
    whole: bool = False
    """A call before the first card solved with the cards (``WHOLE_CALLS``) by the solver:
    each option is one whole deal's value, not a bigger search than the first trick's cards,
    so it has a share of the budget of its own (``exact.solve_claimed``). Not in the review's
    own search (``small``), whose first tricks and calls share one budget as before."""


@dataclass(frozen=True)
class Asking:
    """A spot as the strong player sees it: P's view and P's legal choices (as ``Solving``,
    sent to a worker instead of the record)."""

    action: tuple[int, int]
    view: SeatView
    legal: tuple[Decision, ...]


@dataclass
class Plan:
    """What a review of one player covers: each deal's header and the decisions to solve."""

    player: int
    deals: list[DealReview]
    spots: dict[int, list[Spot]] = field(default_factory=dict)
    error: dict[str, Any] | None = None


def plan_review(record: Record, player: int, deals: Sequence[int] | None = None) -> Plan:
    """Replay ``record`` and collect P's decisions (in ``deals``, by index; default all).

    ``RecordError`` if the record is malformed; an illegal action stops the
    plan there, with the replay's error object in ``error``.
    """
    seats = record.rules.game.seats
    if not 0 <= player < seats:
        raise ValueError(f"a player id is 0–{seats - 1}")
    found: dict[int, list[Spot]] = {}
    wanted = None if deals is None else set(deals)

    def before(match: Match, d: int, a: int, decision: Decision) -> None:
        if decision.player != player or (wanted is not None and d not in wanted):
            return
        decisions = record.deals[d][1]
        following = decisions[a + 1] if a + 1 < len(decisions) else None
        spot = _spot(match, d, a, decision, following)
        if spot is not None:
            found.setdefault(d, []).append(spot)

    result = replay(record, before)
    match = result.match
    headers = [DealReview(r.round, r.deal, r.to_json()["result"], won=r.won_by(player))
               for r in match.results]
    if len(headers) < len(record.deals):
        headers.append(DealReview(match.round, match.deal, None))
    error = None
    if result.error is not None:
        assert result.error_at is not None
        d, a = result.error_at
        found[d] = [s for s in found.get(d, []) if s.action < (d, a)]
        error = {"action": [d, a], "rule": result.error.rule, "message": result.error.message}
    return Plan(player, headers, found, error)


def _spot(match: Match, d: int, a: int, decision: Decision,
          following: Decision | None = None) -> Spot | None:
    """The review spot of ``decision`` about to be applied to ``match``, if it is one
    (``following``: the record's next decision, the naming after a lay-down)."""
    legal = [x for x in match.legal_decisions() if x.player == decision.player]
    children: list[tuple[Decision, TrickPlay]] = []
    stands: list[int] = []
    if isinstance(decision, Play) and match.phase is Phase.PLAY:
        kind, trick = "play", match.trick_no
        assert match.play is not None
        tp = match.play
        options = legal_options(tp)
        same = options_alike(tp)
        for option in options:
            children.append((_decision_of(decision.player, option), after_option(tp, option)))
            stands.append(options.index(same[option]))
    elif isinstance(decision, JurokuCall) and match.phase is Phase.JUROKU:
        kind, trick = "juroku", match.trick_no
        assert match.play is not None
        children = [(_decision_of(decision.player, call), after_option(match.play, call))
                    for call in (True, False)]
    elif isinstance(decision, Bid | Pass) and match.phase is Phase.BID:
        # B6: judged by the strong player's estimate only (another bid changes the rest of
        # the auction, which open hands do not tell): no position to solve
        return Spot((d, a), 1, "bid", decision, 1, [], observe(match, decision.player), legal,
                    {}, {}, [])
    elif isinstance(decision, Discard) and match.phase is Phase.DISCARD:
        return _discard_spot(match, (d, a), decision, legal, following)
    elif isinstance(decision, LeadCall | NameTrump | NameAdjutant) \
            and match.phase in (Phase.LEAD, Phase.TRUMP, Phase.ADJUTANT):
        kind = {LeadCall: "lead", NameTrump: "trump", NameAdjutant: "adjutant"}[type(decision)]
        trick = 1
        keys: list[object] = []
        view = observe(match, decision.player)
        named_options = legal
        if kind == "adjutant":  # B8: P's naming among those the strong player weighs
            named_options = weighed(decision, strong_calls(view, legal))
            if len(named_options) < 2:  # the strong player weighs P's naming alone
                return Spot((d, a), 1, kind, decision, 1, [], view, legal, {}, {}, [],
                            weighed=True)
        for named in named_options:
            trial = match.copy()
            trial.apply(named)
            assert trial.play is not None
            children.append((named, trial.play))
            # B8: names that make the same adjutant (or none) are alike
            keys.append(trial.play.side if kind == "adjutant" else len(keys))
            stands.append(keys.index(keys[-1]))
        spot = _spot_of(trial, (d, a), trick, kind, decision, children, view, legal, stands)
        spot.weighed = kind == "adjutant"
        return spot
    else:
        return None  # not a decision the review covers, or not due (the replay will say)
    return _spot_of(match, (d, a), trick, kind, decision, children,
                    observe(match, decision.player), legal,
                    stands or list(range(len(children))))


def _spot_of(match: Match, action: tuple[int, int], trick: int, kind: str, decision: Decision,
             children: list[tuple[Decision, TrickPlay]], view: SeatView, legal: list[Decision],
             stands: list[int]) -> Spot:
    """A spot, with the values and P's worth of ``match`` (in trick play: the sides known).
    Without sides (B18) P is made one side against all the others (``paranoid``) and the
    values are P's face cards."""
    player = decision.player
    small = not match.game.solved
    if not match.game.sides:
        children = [(choice, paranoid(position, player)) for choice, position in children]
        worth = {float(n): float(n) for n in range(FACES.bit_count() + 1)}
        return Spot(action, trick, kind, decision, 1, children, view, legal, {}, worth, stands,
                    small, faces=True)
    return Spot(action, trick, kind, decision,
                1 if match.is_kankei[player] else -1, children, view, legal,
                match.side_values(), match.worth_to(player), stands, small)


def _decision_of(player: int, option: Option) -> Decision:
    """A solver's option (a card, ``(JOKER, suit)`` or a jūroku call) as the decision it is."""
    if isinstance(option, bool):
        return JurokuCall(player, option)
    if isinstance(option, tuple):
        return Play(player, option[0], option[1])
    assert isinstance(option, int)
    return Play(player, option)


def strong_calls(view: SeatView, legal: Sequence[Decision]) -> list[Decision]:
    """The lay-downs (B7) or namings (B8) the strong player weighs from P's view, the normal
    player's first (``players.bidding.discard_candidates``, ``name_candidates``): its own
    choice is one of them (``players.bidding_search``); only the legal ones."""
    from ..players.bidding import discard_candidates, name_candidates
    calls: list[Decision]
    if view.phase is Phase.DISCARD:
        calls = [Discard(view.player, way) for way in discard_candidates(view)]
    elif view.phase is Phase.ADJUTANT:
        calls = [NameAdjutant(view.player, card) for card in name_candidates(view)]
    else:
        return []
    return [call for call in calls if call in legal]


def weighed(chosen: Decision, strong: Sequence[Decision]) -> list[Decision]:
    """The options a call is compared among: P's choice first, then each the strong player
    weighs that is another (a lay-down is the same whatever the order of its cards)."""
    def key(call: Decision) -> object:
        return frozenset(call.cards) if isinstance(call, Discard) else call

    options = [chosen]
    for call in strong:
        if all(key(call) != key(known) for known in options):
            options.append(call)
    return options


def _discard_spot(match: Match, action: tuple[int, int], decision: Discard,
                  legal: list[Decision], following: Decision | None) -> Spot:
    """B7: P's lay-down among those the strong player weighs (``strong_calls``), each followed
    by P's own naming (B8) so that the lay-down alone differs, solved to the deal's end with
    the kitsune known. Without a naming in the record after it, or when the strong player
    weighs P's lay-down alone, the estimate alone judges it (no children)."""
    view = observe(match, decision.player)
    options = weighed(decision, strong_calls(view, legal))
    if len(options) < 2 or not isinstance(following, NameAdjutant):
        return Spot(action, 1, "discard", decision, 1, [], view, legal, {}, {}, [],
                    weighed=True)
    children: list[tuple[Decision, TrickPlay]] = []
    for laid in options:
        trial = match.copy()
        trial.apply(laid)
        trial.apply(following)
        assert trial.play is not None
        children.append((laid, trial.play))
    spot = _spot_of(trial, action, 1, "discard", decision, children, view, legal,
                    list(range(len(children))))
    spot.weighed = True
    return spot
