"""Every tutorial lesson, driven through the real engine, pygame-free and fast.

For each lesson: the intended walk finishes with every action legal when due;
every wrong try is refused with an explanation and changes nothing; every text
exists in both languages; and the lessons together teach every rule a player
must know, each lesson's claims backed by what actually happens on the table.
"""

from __future__ import annotations

import itertools
import json
import re
import subprocess
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from engine import (
    Bid,
    BlindPick,
    Deal,
    Decision,
    Discard,
    IllegalAction,
    JurokuCall,
    LeadCall,
    Match,
    NameAdjutant,
    NameTrump,
    NijukanPick,
    Pass,
    Phase,
    Play,
    Show,
    dumps,
    observe,
)
from engine.cards import BIDDING_DECK, FACE_CARDS, JOKER, cards_of
from engine.events import (
    AdjutantNamed,
    BidMade,
    CardPlayed,
    CardsLaidDown,
    CardsShown,
    DealEnded,
    Event,
    HandsDealt,
    JurokuCalled,
    KankeiAnnounced,
    KitsuneTaken,
    LeaderChosen,
    MatchEnded,
    NijukanFound,
    RoundEnded,
    SeatsSwapped,
    TrickWon,
    TrumpNamed,
)
from engine.record import record_from_json, replay
from goninkan_desktop import i18n
from goninkan_desktop.tutorial import (
    GROUPS,
    LEARNER,
    LESSON_IDS,
    LESSONS,
    PLAYER_NAME_KEYS,
    Guess,
    Lesson,
    LessonError,
    LessonRunner,
    Move,
    Result,
    Say,
    Scripted,
    group_of,
    lesson,
    number,
    parse_highlight,
)
from goninkan_desktop.tutorial.lesson import OTHER_MOVE, decision, hands, move_code, say
from goninkan_desktop.tutorial.runner import GENERIC_ILLEGAL, REASON_KEYS, RULE_REASON_KEYS

ROOT = Path(__file__).resolve().parents[2]
IDS = [item.id for item in LESSONS]

REQUIRED_RULES = {f"R{n}" for n in range(1, 30)}
"""Every rule a player must know to play the default (standard) game: R1–R29.

Left out: R30 and R31, the ``goshogawara`` preset's scoring table. It is an
optional house-rule bundle, not needed to play the default game; lesson 12
mentions it and the settings screen describes it.
"""

REQUIRED_BIDDING_RULES = {"B1", *(f"B{n}" for n in range(4, 14))}
"""What a player must know of the bidding game (docs/rules.md section 11) to play it: the deck,
the kitsune, the card order, the auction, laying down, the adjutant, following, winning,
face cards, counting and scoring. Left out: B2, B3 and B14 (turn order as in Goninkan, how
many deals a match lasts, who wins it), which the New game screen and the table show."""

UI_KEYS = ("tutorial.title", "tutorial.progress", "tutorial.next", "tutorial.hint",
           "tutorial.skip", "tutorial.replay", "tutorial.try_again", "tutorial.done",
           "tutorial.progress_group", "tutorial.leave.title", "tutorial.leave.text",
           "tutorial.leave.yes", "tutorial.leave.no", *(group.title for group in GROUPS))


# ---- walking a lesson ------------------------------------------------------------


@dataclass
class Trace:
    """What happened in a walk: the engine's events and the refused tries' outcomes."""

    events: list[Event] = field(default_factory=list)
    refused: list[tuple[Decision, str | None, str | None]] = field(default_factory=list)


Chooser = Callable[[LessonRunner, Move, int], Decision]


def intended(runner: LessonRunner, step: Move, index: int) -> Decision:
    return step.expected[0]


def walk(item: Lesson, choose: Chooser = intended,
         before_move: Callable[[LessonRunner, Move], None] | None = None) -> LessonRunner:
    """Play the lesson to its end, checking that every action is legal when it is due.

    On the intended walk every accepted decision must be legal when due; on
    another walk, the chosen one.
    """
    runner = LessonRunner(item)
    moves = 0
    while not runner.finished:
        step = runner.current_step
        if isinstance(step, Move):
            chosen = choose(runner, step, moves)
            check_move_is_due(runner, step.expected if choose is intended else (chosen,))
            if before_move is not None:
                before_move(runner, step)
            outcome = runner.try_move(chosen)
            assert outcome.accepted, (item.id, runner.index, outcome)
            moves += 1
        elif isinstance(step, Guess):
            assert runner.try_guess(step.answer).accepted
        else:
            runner.advance()
    assert runner.current_step is None and runner.progress == (len(item.steps), len(item.steps))
    return runner


def check_move_is_due(runner: LessonRunner, accepted_now: tuple[Decision, ...]) -> None:
    """The learner is to act, and these accepted decisions are legal now."""
    match = runner.match
    assert LEARNER in match.to_act(), (runner.lesson.id, runner.index, match.phase)
    for accepted in accepted_now:  # a nijū-kan pick names cards, legal_decisions positions
        assert match.check(accepted) is None, (runner.lesson.id, runner.index,
                                               move_code(accepted))


def traced_walk(item: Lesson) -> Trace:
    """The intended walk, recording every event and the pitfalls' refusals."""
    trace = Trace()
    runner = LessonRunner(item)
    while not runner.finished:
        step = runner.current_step
        if isinstance(step, Move):
            if step.pitfall is not None:
                outcome = runner.try_move(step.pitfall)
                trace.refused.append((step.pitfall, outcome.rule, outcome.reason))
            outcome = runner.try_move(step.expected[0])
            trace.events.extend(outcome.events)
        elif isinstance(step, Guess):
            assert runner.try_guess(step.answer).accepted
        else:
            trace.events.extend(runner.advance())
    return trace


def wrong_moves(match: Match, step: Move) -> list[Decision]:
    """The wrong decisions the table could send now: legal or not, never an expected one."""
    hand = cards_of(match.hands[LEARNER])
    candidates: list[Decision] = []
    if match.phase is Phase.PLAY:
        leading = not match.trick
        for card in hand:
            if card == JOKER and leading and match.rules.game.joker_names_suit:
                candidates += [Play(LEARNER, card, suit) for suit in range(4)]
                candidates.append(Play(LEARNER, card))
            else:
                candidates.append(Play(LEARNER, card))
    elif match.phase is Phase.LEAD:
        candidates = [LeadCall(LEARNER, iku) for iku in (True, False)]
    elif match.phase is Phase.TRUMP:
        candidates = [NameTrump(LEARNER, suit) for suit in range(4)]
    elif match.phase is Phase.JUROKU:
        candidates = [JurokuCall(LEARNER, call) for call in (True, False)]
    elif match.phase is Phase.SHOW:
        candidates = [Show(LEARNER, cards)
                      for cards in itertools.combinations(hand, match.rules.shown_cards)]
    elif match.phase is Phase.NIJUKAN_PICK:  # the board names the cards under its positions
        keys, cards = match.nijukan_rows()
        candidates = [NijukanPick(LEARNER, key, card) for key in keys for card in cards]
    else:
        candidates = [d for d in match.legal_decisions() if d.player == LEARNER]
    return [d for d in candidates if d not in step.expected]


def engine_verdict(match: Match, tried: Decision) -> IllegalAction | None:
    """What the engine itself says of a decision, on a copy."""
    try:
        match.copy().apply(tried)
    except IllegalAction as error:
        return error
    return None


def move_steps(item: Lesson) -> Iterator[tuple[int, Move]]:
    for index, step in enumerate(item.steps):
        if isinstance(step, Move):
            yield index, step


# ---- the lessons list ------------------------------------------------------------


def test_twelve_lessons_or_more_with_unique_ids_in_order() -> None:
    assert len(LESSONS) >= 15
    assert len(set(LESSON_IDS)) == len(LESSON_IDS)
    goninkan, bidding = GROUPS
    assert goninkan.ids[0] == "cards" and goninkan.ids[-1] == "scoring" and len(goninkan.ids) == 12
    assert bidding.ids == ("card_order", "auction", "adjutant", "three_players", "no_auction")
    assert goninkan.ids + bidding.ids == LESSON_IDS
    for group in GROUPS:
        for place, item in enumerate(group.lessons, start=1):
            assert lesson(item.id) is item and group_of(item.id) is group
            assert number(item.id) == place
    with pytest.raises(KeyError):
        lesson("no_such_lesson")
    with pytest.raises(KeyError):
        group_of("no_such_lesson")


def test_each_group_plays_one_game() -> None:
    """The Goninkan group's lessons play Goninkan, the bidding group's the bidding game."""
    for group in GROUPS:
        games = {LessonRunner(item).match.rules.game.name for item in group.lessons}
        assert games == {group.id}, group.id


def test_tutorial_modules_never_import_pygame() -> None:
    code = ("import sys, goninkan_desktop.tutorial\n"
            "print(any(n.split('.')[0] == 'pygame' for n in sys.modules))")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                          text=True, check=True)
    assert done.stdout.strip() == "False"
    screens = {"scene.py", "menu.py"}  # the lesson screens draw; the lessons themselves do not
    for path in (ROOT / "goninkan_desktop" / "tutorial").rglob("*.py"):
        if path.parent.name == "tutorial" and path.name in screens:
            continue
        source = path.read_text(encoding="utf-8")
        assert not re.search(r"^\s*(import|from)\s+pygame", source, re.MULTILINE), path


# ---- (a) the intended walk -------------------------------------------------------


@pytest.mark.parametrize("item", LESSONS, ids=IDS)
def test_intended_walk_finishes(item: Lesson) -> None:
    runner = walk(item)
    assert runner.finished and runner.hint() is None
    with pytest.raises(LessonError):
        runner.advance()


@pytest.mark.parametrize("item", LESSONS, ids=IDS)
def test_every_accepted_alternative_also_finishes(item: Lesson) -> None:
    for move_no, (_, step) in enumerate(move_steps(item)):
        for alternative in step.expected[1:]:
            def choose(runner: LessonRunner, now: Move, index: int,
                       at: int = move_no, pick: Decision = alternative) -> Decision:
                return pick if index == at else now.expected[0]

            assert walk(item, choose).finished


@pytest.mark.parametrize("item", LESSONS, ids=IDS)
def test_every_other_legal_move_is_refused_and_the_lesson_waits(item: Lesson) -> None:
    """At each of the learner's moves, every legal decision is either one the lesson accepts or
    refused without changing the match, the lesson still waiting at that move. So a lesson
    whose moves accept one answer each is checked too, not only those with alternatives."""
    judged: dict[bool, int] = {True: 0, False: 0}

    def probe(runner: LessonRunner, step: Move) -> None:
        before = dumps(runner.match)
        for legal in runner.match.legal_decisions():
            if isinstance(legal, BlindPick):  # a lesson's pick names the cards at the positions
                keys, cards = runner.match.nijukan_rows()
                legal = NijukanPick(legal.player, keys[legal.key], cards[legal.card])
            accepted = legal in step.expected
            judged[accepted] += 1
            if not accepted:
                assert not runner.try_move(legal).accepted, (item.id, legal)
                assert runner.current_step is step and dumps(runner.match) == before

    walk(item, before_move=probe)
    assert judged[True] >= len(list(move_steps(item))) > 0
    if item.id != "nijukan":  # the blind swap accepts any pick: nothing there to refuse
        assert judged[False] > 0


@pytest.mark.parametrize("item", LESSONS, ids=IDS)
def test_lesson_is_a_valid_game_record(item: Lesson) -> None:
    """The lesson played as intended is a record the engine replays to the same match."""
    document = json.loads(json.dumps(item.record()))
    replayed = replay(record_from_json(document))
    assert replayed.error is None
    assert dumps(replayed.match) == dumps(walk(item).match)
    assert len(item.hands) == len(document["deals"])
    game = replayed.match.rules.game
    deck = game.deck.size
    for dealt in item.hands:
        # the bidding game's kitsune (B4, B15) after a hand a player
        assert len(dealt) == game.seats + (1 if game.kitsune else 0)
        assert all(len(hand) == game.hand_size for hand in dealt[:game.seats])
        assert len({code for hand in dealt for code in hand}) == deck
    start = replay(record_from_json(item.start_record()))
    assert start.error is None


@pytest.mark.parametrize("item", LESSONS, ids=IDS)
def test_scripted_actions_are_never_the_learners(item: Lesson) -> None:
    for step in item.steps:
        if isinstance(step, Scripted) and not isinstance(step.action, Deal):
            assert step.action.player != LEARNER
    assert isinstance(item.steps[-1], Result)


# ---- (b) wrong moves -------------------------------------------------------------


@pytest.mark.parametrize("item", LESSONS, ids=IDS)
def test_one_wrong_move_at_each_step_is_explained_and_changes_nothing(item: Lesson) -> None:
    def try_wrong_first(runner: LessonRunner, step: Move) -> None:
        candidates = wrong_moves(runner.match, step)
        tried = step.pitfall if step.pitfall is not None else (
            candidates[0] if candidates else None)
        if candidates:
            assert step.pitfall is not None, (item.id, runner.index, "a wrong move needs a pitfall")
        if tried is None:
            return
        check_refused(runner, step, tried)
        assert runner.try_move(tried).explanation not in (OTHER_MOVE, GENERIC_ILLEGAL), (
            item.id, runner.index, "the pitfall deserves its own explanation")

    walk(item, before_move=try_wrong_first)


@pytest.mark.parametrize("item", LESSONS, ids=IDS)
def test_every_wrong_move_is_explained_and_changes_nothing(item: Lesson) -> None:
    def try_all(runner: LessonRunner, step: Move) -> None:
        for tried in wrong_moves(runner.match, step):
            check_refused(runner, step, tried)

    walk(item, before_move=try_all)


def check_refused(runner: LessonRunner, step: Move, tried: Decision) -> None:
    """A wrong try: refused, explained in both languages, the engine's rule, nothing changed."""
    before = dumps(runner.match)
    index = runner.index
    verdict = engine_verdict(runner.match, tried)
    outcome = runner.try_move(tried)
    where = (runner.lesson.id, index, move_code(tried))
    assert not outcome.accepted and not outcome.events, where
    assert outcome.explanation is not None and i18n.has(outcome.explanation), where
    if verdict is None:
        assert outcome.legal and outcome.rule is None, where
        assert outcome.explanation == step.by_move.get(move_code(tried), step.wrong) or (
            outcome.explanation in step.by_move.values()), where
    else:
        assert outcome.rule == verdict.rule and outcome.reason == verdict.reason, where
        assert not outcome.legal, where
    assert dumps(runner.match) == before and runner.index == index, where
    assert runner.current_step is step and runner.mistakes > 0, where
    assert runner.hint() == step.expected[0], where


PITFALLS: dict[str, list[tuple[str, str, str | None]]] = {
    "cards": [("9H", "tutorial.cards.too_low", None)],
    "following": [("KH", "tutorial.following.must_follow", "R16"),
                  ("KH", "tutorial.following.keep_face", None)],
    "trumps": [("4C", "tutorial.trumps.no_cut", "R16"),
               ("10D", "tutorial.trumps.not_trump", None)],
    "joker": [("JOKER", "tutorial.joker.not_trick1", "R17"),
              ("7S", "tutorial.joker.spade_loses", None)],
    "odori_ban": [("KC", "tutorial.odori_ban.forced", "R17")],
    "kankei": [("7D", "tutorial.kankei.king_wins", None)],
    "iku_koi": [("koi", "tutorial.iku_koi.koi", None),
                ("KD", "tutorial.iku_koi.lead_ace", None)],
    "targets": [("9S", "tutorial.targets.king_wins", None)],
    "tsukeru": [("JOKER", "tutorial.tsukeru.keep_joker", None)],
    "kime_yaku": [("trump:D", "tutorial.kime_yaku.other_suit", None)],
    "nijukan": [("pick:KH,6C", "tutorial.why.bad_nijukan_key", "R13")],
    "scoring": [("AH", "tutorial.scoring.keep_big", None),
                ("juroku:no", "tutorial.scoring.sure_thing", None),
                ("AH", "tutorial.scoring.joker_now", "R17")],
    "card_order": [("AS", "tutorial.card_order.ace_low", None),
                   ("7S", "tutorial.card_order.seven_low", None)],
    "auction": [("pass", "tutorial.auction.dont_pass", None),
                ("discard:3D,2D,4H", "tutorial.auction.smallest", None)],
    "adjutant": [("adjutant:5H", "tutorial.adjutant.own_card", None),
                 ("KH", "tutorial.adjutant.king_risk", None),
                 ("JH", "tutorial.adjutant.keep_jack", None)],
    "three_players": [("pass", "tutorial.three.dont_pass", None),
                      ("discard:4C,3C", "tutorial.three.small_clubs", None),
                      ("AS", "tutorial.three.ace_loses", None)],
    "no_auction": [("trump:H", "tutorial.free.not_hearts", None),
                   ("AS", "tutorial.free.ace_loses", None),
                   ("3C", "tutorial.free.small_loses", None)],
}
"""Each lesson's tempting wrong moves in order: the move, its explanation, the rule it breaks.

Where a lesson is about a rule, the tempting move is that rule's illegal move;
elsewhere it is a legal move that is not the lesson's.
"""


@pytest.mark.parametrize("item", LESSONS, ids=IDS)
def test_each_pitfall_gets_its_own_explanation(item: Lesson) -> None:
    seen: list[tuple[str, str, str | None]] = []

    def try_pitfall(runner: LessonRunner, step: Move) -> None:
        if step.pitfall is not None:
            outcome = runner.try_move(step.pitfall)
            assert outcome.explanation is not None
            seen.append((move_code(step.pitfall), outcome.explanation, outcome.rule))

    walk(item, before_move=try_pitfall)
    assert seen == PITFALLS[item.id]


def test_illegal_try_reports_reason_and_explanation() -> None:
    runner = LessonRunner(lesson("joker"))
    while not runner.waiting_for_learner:
        runner.advance()
    outcome = runner.try_move(decision("0:JOKER"))
    assert (outcome.rule, outcome.reason) == ("R17", "joker_forbidden")
    assert outcome.explanation == "tutorial.joker.not_trick1"
    assert outcome.params == {"trick": 1}
    outcome = runner.try_move(decision("0:8C"))
    assert (outcome.rule, outcome.reason) == ("R16", "must_follow")
    assert outcome.explanation == REASON_KEYS["must_follow"]
    assert runner.mistakes == 2
    assert runner.try_move(decision("0:9D")).accepted and runner.mistakes == 0


def test_runner_refuses_calls_out_of_place() -> None:
    runner = LessonRunner(lesson("cards"))
    assert isinstance(runner.current_step, Say) and runner.text == "tutorial.cards.welcome"
    assert runner.highlight == ("hand",) and not runner.automatic
    with pytest.raises(LessonError):
        runner.try_move(decision("0:AH"))
    while not runner.waiting_for_learner:
        runner.advance()
    assert runner.text == "tutorial.cards.prompt" and runner.hint() == decision("0:AH")
    assert runner.hint_targets() == ("card:AH",)
    with pytest.raises(LessonError):
        runner.advance()


def test_a_card_already_played_is_refused_even_if_listed() -> None:
    """An accepted alternative that is no longer in hand is refused, not a crash."""
    runner = LessonRunner(lesson("following"))
    while not runner.waiting_for_learner:
        runner.advance()
    assert runner.try_move(decision("0:6D")).accepted
    while not runner.waiting_for_learner:
        runner.advance()
    outcome = runner.try_move(decision("0:6D"))
    assert not outcome.accepted and outcome.reason == "not_in_hand"


# ---- (c) texts -------------------------------------------------------------------


def all_keys() -> set[str]:
    keys = set(UI_KEYS) | set(PLAYER_NAME_KEYS) | set(REASON_KEYS.values())
    keys |= set(RULE_REASON_KEYS.values())
    keys |= {GENERIC_ILLEGAL, OTHER_MOVE}
    for item in LESSONS:
        keys |= item.text_keys()
    return keys


def test_every_text_exists_in_both_languages() -> None:
    try:
        for language in i18n.LANGUAGES:
            i18n.set_language(language)
            for key in sorted(all_keys()):
                assert i18n.has(key), key
                text = i18n.t(key, number=3, total=12, group="G", step=3) if key.startswith(
                    ("tutorial.progress", "tutorial.leave.text")) else i18n.t(key)
                assert text.strip(), (key, language)
    finally:
        i18n.set_language(i18n.DEFAULT_LANGUAGE)


def test_every_tutorial_string_is_used() -> None:
    from goninkan_desktop.i18n.strings.tutorial import STRINGS

    assert set(STRINGS) == all_keys()
    assert all(key.startswith("tutorial.") for key in STRINGS)


def test_guide_texts_fit_the_box() -> None:
    """At most three sentences, and short enough for the guide box."""
    from goninkan_desktop.i18n.strings.tutorial import STRINGS

    for key, texts in STRINGS.items():
        sentences = [s for s in re.split(r"(?<=[.!?])\s+", texts["en"]) if s]
        assert len(sentences) <= 3, key
        assert len(texts["en"]) <= 240, key
        assert len(re.findall(r"[。！？]", texts["ja"])) <= 3, key
        assert len(texts["ja"]) <= 130, key


def test_highlights_name_real_cards_and_players() -> None:
    for item in LESSONS:
        for step in item.steps:
            for target in getattr(step, "highlight", ()):
                kind, _, argument = target.partition(":")
                if kind == "seat":
                    assert argument in "01234"
    with pytest.raises(ValueError):
        Lesson("bad", "t", "s", (), (), (say("k", "chair"), Result("r")))
    with pytest.raises(ValueError):
        Lesson("bad", "t", "s", (), (), (say("k", "card:1Z"), Result("r")))


@pytest.mark.parametrize("item", LESSONS, ids=IDS)
def test_hint_targets_are_in_the_highlight_vocabulary(item: Lesson) -> None:
    def check(runner: LessonRunner, step: Move) -> None:
        targets = runner.hint_targets()
        assert targets
        for target in targets:
            parse_highlight(target)

    walk(item, before_move=check)


def test_notation_round_trips() -> None:
    for item in LESSONS:
        for action in item.actions():
            if not isinstance(action, Deal):
                assert decision(f"{action.player}:{move_code(action)}") == action
    with pytest.raises(ValueError):
        decision("x:AH")


# ---- (d) coverage of the rules ---------------------------------------------------


def test_lessons_together_teach_every_rule_a_player_needs() -> None:
    goninkan, bidding = ({rule for item in group.lessons for rule in item.rules_taught}
                         for group in GROUPS)
    assert goninkan >= REQUIRED_RULES, sorted(REQUIRED_RULES - goninkan, key=lambda r: int(r[1:]))
    assert bidding >= REQUIRED_BIDDING_RULES, sorted(REQUIRED_BIDDING_RULES - bidding)
    assert all(rule[0] == "R" for rule in goninkan) and all(rule[0] == "B" for rule in bidding)


def _learner_called(trace: Trace) -> bool:
    return any(isinstance(e, LeaderChosen) and e.caller == LEARNER for e in trace.events)


def _refused_by(rule: str) -> Callable[[Trace], bool]:
    return lambda trace: any(refused_rule == rule for _, refused_rule, _ in trace.refused)


def _happened(*kinds: type) -> Callable[[Trace], bool]:
    return lambda trace: any(isinstance(e, kinds) for e in trace.events)


def _deal_ended(test: Callable[[DealEnded], bool]) -> Callable[[Trace], bool]:
    return lambda trace: any(isinstance(e, DealEnded) and test(e) for e in trace.events)


def _adjutant_counts(trace: Trace) -> bool:
    """B12: a trick the adjutant (not the learner, the taisho) won counts for the taisho's
    side."""
    counted = 0
    for event in trace.events:
        if isinstance(event, TrickWon):
            if event.winner != LEARNER and event.kankei_faces > counted:
                return True
            counted = event.kankei_faces
    return False


EVIDENCE: dict[str, Callable[[Trace], bool]] = {
    "R3": lambda trace: any(isinstance(e, TrickWon) and e.faces for e in trace.events),
    "R6": _happened(SeatsSwapped),
    "R7": _happened(RoundEnded),
    "R11": _happened(KankeiAnnounced),
    "R12": _happened(SeatsSwapped),
    "R13": _happened(NijukanFound),
    "R14": _learner_called,
    "R15": _happened(CardPlayed),
    "R16": _refused_by("R16"),
    "R17": lambda trace: _refused_by("R17")(trace) and any(
        isinstance(e, CardPlayed) and e.card == JOKER for e in trace.events),
    "R18": lambda trace: any(isinstance(e, CardPlayed) and e.suit is not None
                             for e in trace.events),
    "R19": _happened(TrickWon),
    "R22": _deal_ended(lambda e: e.result.tricks < 10),
    "R23": lambda trace: _happened(JurokuCalled)(trace) or _deal_ended(
        lambda e: e.result.result in ("sukonku", "reverse_sukonku"))(trace),
    "R24": _happened(JurokuCalled),
    "R25": lambda trace: any(isinstance(e, HandsDealt) and e.deal > 1 for e in trace.events),
    "R26": _happened(CardsShown, TrumpNamed),
    "R27": _happened(RoundEnded),
    "R28": _happened(MatchEnded),
    "R29": _deal_ended(lambda e: any(e.result.points)),
    "B4": _happened(KitsuneTaken),
    "B5": lambda trace: any(isinstance(e, TrickWon) and JOKER in dict(e.plays).values()
                            and dict(e.plays)[e.winner] != JOKER for e in trace.events),
    "B6": lambda trace: any(isinstance(e, BidMade) and e.player == LEARNER and e.count
                            for e in trace.events),
    "B7": lambda trace: any(isinstance(e, CardsLaidDown) and e.taisho == LEARNER
                            for e in trace.events),
    "B8": lambda trace: any(isinstance(e, AdjutantNamed) and e.taisho == LEARNER and any(
        isinstance(p, CardPlayed) and p.card == e.card and p.player != LEARNER
        for p in trace.events) for e in trace.events),
    "B9": _happened(TrickWon),
    "B10": _happened(TrickWon),
    "B11": lambda trace: any(isinstance(e, TrickWon) and e.faces >> JOKER & 1
                             for e in trace.events),
    "B12": lambda trace: any(isinstance(e, CardsLaidDown) and any(
        FACE_CARDS >> card & 1 for card in e.cards) for e in trace.events) or _adjutant_counts(
        trace),
}
"""What must happen on the table in a lesson that claims to teach a rule."""


@pytest.mark.parametrize("item", LESSONS, ids=IDS)
def test_each_claimed_rule_actually_happens_in_the_lesson(item: Lesson) -> None:
    trace = traced_walk(item)
    for rule in item.rules_taught:
        if rule in EVIDENCE:
            assert EVIDENCE[rule](trace), (item.id, rule)


@pytest.mark.parametrize("item", LESSONS, ids=IDS)
def test_each_claimed_rule_is_named_in_the_lesson_module(item: Lesson) -> None:
    """The module's docstring names the rules the lesson claims, for readers of the code."""
    module = sys.modules[f"goninkan_desktop.tutorial.lessons.{item.id}"]
    doc = module.__doc__ or ""
    for rule in item.rules_taught:
        letter, number_ = rule[0], int(rule[1:])
        ranges = re.findall(rf"{letter}(\d+)–{letter}(\d+)", doc)
        named = re.search(rf"\b{letter}{number_}\b", doc) or any(
            int(low) <= number_ <= int(high) for low, high in ranges)
        assert named, (item.id, rule)


# ---- (e) the bidding game's lessons (docs/rules.md section 11) --------------------------


def card(code: str) -> int:
    return BIDDING_DECK.parse(code)


def to_step(item_id: str, test: Callable[[LessonRunner], bool]) -> LessonRunner:
    """A runner of the lesson played as intended up to the first step where ``test`` holds."""
    runner = LessonRunner(lesson(item_id))
    while not test(runner):
        step = runner.current_step
        if isinstance(step, Move):
            assert runner.try_move(step.expected[0]).accepted
        elif isinstance(step, Guess):
            assert runner.try_guess(step.answer).accepted
        else:
            runner.advance()
    return runner


def test_the_bidding_notation() -> None:
    assert decision("0:bid:12S") == Bid(0, 12, 3) and move_code(Bid(0, 12, 3)) == "bid:12S"
    assert decision("3:pass") == Pass(3) and move_code(Pass(3)) == "pass"
    laid = decision("0:discard:2D,QC,3D")
    assert laid == decision("0:discard:QC,3D,2D") == Discard(0, (card("QC"), card("3D"),
                                                               card("2D")))
    assert move_code(Discard(0, (card("2D"), card("3D"), card("QC")))) == "discard:QC,3D,2D"
    assert decision("0:adjutant:JOKER") == NameAdjutant(0, JOKER)
    dealt = hands(*(["AS"] * 5), kitsune="2C 2D 2H")
    assert [code for code in dealt.to_json()["kitsune"]] == ["2C", "2D", "2H"]
    with pytest.raises(ValueError):
        decision("0:bid:S12")
    assert parse_highlight("bid:12S") == ("bid", "12S")
    with pytest.raises(ValueError):
        parse_highlight("bid:18S")


def test_three_cards_laid_down_in_any_order_are_the_lessons_move() -> None:
    runner = to_step("auction", lambda r: r.match.phase is Phase.DISCARD and r.waiting_for_learner)
    outcome = runner.try_move(Discard(LEARNER, (card("2D"), card("QC"), card("3D"))))
    assert outcome.accepted
    assert runner.match.discards == sum(1 << card(c) for c in ("QC", "3D", "2D"))
    assert runner.match.faces == (1, 0)  # B7, B12: the laid-down Q♣ counts for the taisho


def test_each_wrong_discard_gets_the_reason_that_fits() -> None:
    runner = to_step("auction", lambda r: r.match.phase is Phase.DISCARD and r.waiting_for_learner)
    why = {codes: runner.try_move(decision(f"0:discard:{codes}")).explanation
           for codes in ("10S,3D,2D", "AH,3D,2D", "5S,AH,2D", "4H,QC,2D", "4H,3D,2D")}
    assert why == {"10S,3D,2D": "tutorial.auction.keep_trumps",
                   "AH,3D,2D": "tutorial.auction.keep_winners",
                   "5S,AH,2D": "tutorial.auction.keep_trumps",
                   "4H,QC,2D": "tutorial.auction.lay_down",
                   "4H,3D,2D": "tutorial.auction.smallest"}
    outcome = runner.try_move(Discard(LEARNER, (card("QC"), card("3D"))))
    assert (outcome.rule, outcome.reason) == ("B7", "discard_three")
    assert outcome.explanation == "tutorial.why.discard_three"


def test_the_bidding_games_rules_explain_refused_moves() -> None:
    runner = to_step("auction", lambda r: r.match.phase is Phase.BID and r.waiting_for_learner)
    outcome = runner.try_move(decision("0:bid:11S"))  # B6: no higher than Hanako's 11
    assert (outcome.rule, outcome.reason) == ("B6", "bid_too_low")
    assert outcome.explanation == "tutorial.why.bid_too_low"
    runner = to_step("card_order", lambda r: r.waiting_for_learner)
    outcome = runner.try_move(decision("0:KD"))  # B9: spades were led and the learner has some
    assert (outcome.rule, outcome.reason) == ("B9", "must_follow")
    assert outcome.explanation == RULE_REASON_KEYS[("B9", "must_follow")]
    assert outcome.explanation != REASON_KEYS["must_follow"]  # Goninkan's speaks of dancing


def test_the_ura_jack_follows_the_trump_lead_in_lesson_1() -> None:
    """B5, B9: Shiro's J♣ follows Jiro's spade lead, and the 5♠ beats the joker (B10)."""
    trace = traced_walk(lesson("card_order"))
    first = next(e for e in trace.events if isinstance(e, TrickWon))
    assert dict(first.plays) == {2: card("JS"), 3: JOKER, 4: card("JC"), 0: card("5S"),
                                 1: card("3S")}
    assert first.winner == LEARNER and first.mukankei_faces == 3  # the 5 is no face card


def test_the_guide_asks_who_the_adjutant_is_and_explains_a_wrong_name() -> None:
    runner = to_step("adjutant", lambda r: r.guessing)
    step = runner.current_step
    assert isinstance(step, Guess) and runner.text == step.prompt and not runner.automatic
    assert runner.hint() is None and runner.hint_targets() == ("seat:2",)
    with pytest.raises(LessonError):
        runner.advance()
    with pytest.raises(LessonError):
        runner.try_move(decision("0:8H"))
    before = dumps(runner.match)
    for player, why in ((1, "not_hanako"), (3, "not_saburo"), (4, "not_shiro")):
        outcome = runner.try_guess(player)
        assert not outcome.accepted and outcome.explanation == f"tutorial.adjutant.{why}"
    assert runner.mistakes == 3 and runner.current_step is step
    assert dumps(runner.match) == before
    assert runner.try_guess(2).accepted and runner.mistakes == 0 and not runner.guessing
    with pytest.raises(LessonError):
        runner.try_guess(2)


def test_the_adjutant_stays_secret_until_the_joker_is_played() -> None:
    """B8 on the real engine: the taisho does not know who holds the named joker (so the
    guide's question is a real one) until Jiro plays it."""
    runner = to_step("adjutant", lambda r: r.guessing)
    assert runner.match.adjutant == 2
    assert observe(runner.match, LEARNER).adjutant is None
    assert observe(runner.match, 2).adjutant == 2  # the adjutant knows itself
    runner = to_step("adjutant", lambda r: r.match.played >> JOKER & 1 == 1)
    assert observe(runner.match, LEARNER).adjutant == 2
    end = walk(lesson("adjutant")).match
    assert end.faces[0] == 3  # the laid-down Q♦, the Q♥ and Jiro's trick with the joker (B12)
