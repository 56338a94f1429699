"""The strong player's parts: the stakes (R29–R31), reading the table, the cards it searches."""

from __future__ import annotations

import functools
import math
import random
from collections.abc import Iterator
from dataclasses import replace

import pytest

from engine.actions import Decision, Play
from engine.cards import JOKER, mask_of, parse_card
from engine.match import Match, Phase
from engine.observe import SeatView, observe
from engine.players import legal_for, step
from engine.players.heuristic import NormalPlayer
from engine.players.inference import MISS, Evidence, has_evidence, log_likelihood, posterior_deals
from engine.players.sampling import Knowledge, knowledge_of, sample_hands
from engine.players.search import SearchPlayer, SearchSettings, candidates_of
from engine.players.stakes import result_values, stakes_of
from engine.rules import RuleSet
from engine.scoring import Outcome

KANKEI_WIN, SUKONKU, MUKANKEI_WIN = Outcome.KANKEI_WIN, Outcome.SUKONKU, Outcome.MUKANKEI_WIN
JUROKU_MADE, JUROKU_MISSED = Outcome.JUROKU_MADE, Outcome.JUROKU_MISSED
REVERSE_SUKONKU = Outcome.REVERSE_SUKONKU

STANDARD = RuleSet.preset_named("standard")
GOSHOGAWARA = RuleSet.preset_named("goshogawara")


def _cards(codes: str) -> int:
    return mask_of(parse_card(code) for code in codes.split())


# ---- the stakes -----------------------------------------------------------------------


def test_r29_stakes_of_a_deal_in_the_standard_table() -> None:
    deal3 = result_values(STANDARD, 3, kankei=True, so_far=3)
    assert deal3[KANKEI_WIN] == 2 and deal3[SUKONKU] == 3 and deal3[JUROKU_MADE] == 11
    assert deal3[MUKANKEI_WIN] == -1 and deal3[JUROKU_MISSED] == -16
    assert deal3[REVERSE_SUKONKU] == -3 - 3  # the round so far is cancelled, then -3
    mukankei = result_values(STANDARD, 3, kankei=False, so_far=-3)
    assert mukankei[KANKEI_WIN] == -2 and mukankei[REVERSE_SUKONKU] == 3 + 3
    assert result_values(replace(STANDARD, missed_juroku=-17), 2, True, 1)[JUROKU_MISSED] == -17


def test_r29_a_deal_1_win_is_worth_the_round_ahead() -> None:
    """Winning deal 1 leads to deal 2, where a reverse sukonku could take the point back."""
    deal1 = result_values(STANDARD, 1, kankei=True, so_far=0)
    assert JUROKU_MADE not in deal1  # R24: no jūroku in deal 1
    assert 0.5 < deal1[KANKEI_WIN] < 1 < deal1[SUKONKU] < 2
    assert deal1[MUKANKEI_WIN] == -1 and deal1[REVERSE_SUKONKU] == -10


def test_r30_goshogawara_values_reaching_the_next_deal() -> None:
    """Losing deal 1 costs a Kankei 3 points; winning it leads on towards +12."""
    deal1 = result_values(GOSHOGAWARA, 1, kankei=True, so_far=0)
    assert deal1[MUKANKEI_WIN] == -3 and deal1[KANKEI_WIN] > 0
    assert result_values(GOSHOGAWARA, 1, kankei=False, so_far=0)[MUKANKEI_WIN] == 2
    deal3 = result_values(GOSHOGAWARA, 3, kankei=True, so_far=0)
    assert deal3[KANKEI_WIN] == 12 and deal3[MUKANKEI_WIN] == 3


def test_r31_goshogawara_bonuses_and_the_reverse_sukonku() -> None:
    assert result_values(GOSHOGAWARA, 2, True, 0)[JUROKU_MISSED] == -72
    assert result_values(GOSHOGAWARA, 3, True, 0)[JUROKU_MISSED] == -69
    assert result_values(GOSHOGAWARA, 3, True, 0)[JUROKU_MADE] == 36
    assert result_values(GOSHOGAWARA, 3, True, 3)[REVERSE_SUKONKU] == -15 - 3
    assert result_values(GOSHOGAWARA, 3, True, 0)[SUKONKU] == 15


def test_stakes_follow_the_views_side_and_round_so_far() -> None:
    for view in _views(seed=1, every=11):
        stakes = stakes_of(view)
        expected = result_values(view.rules, view.deal, view.is_kankei,
                                 view.round_points[view.player])
        assert stakes == expected
        win, lose = (KANKEI_WIN, MUKANKEI_WIN) if view.is_kankei else (MUKANKEI_WIN, KANKEI_WIN)
        assert stakes[win] > stakes[lose]


# ---- reading the table ----------------------------------------------------------------


def _games(seed: int, rules: RuleSet) -> Iterator[Match]:
    """Every position of a few rounds of five normal players."""
    rng = random.Random(seed)
    match = Match(rules, "ABCDE", 0)
    players = [NormalPlayer()] * 5
    while not match.finished:
        yield match
        step(match, players, rng)


def _views(seed: int, every: int, rules: RuleSet | None = None) -> Iterator[SeatView]:
    """Views of the player to play, every ``every`` positions in trick play."""
    for i, match in enumerate(_games(seed, rules or RuleSet(rounds=3))):
        if match.phase is Phase.PLAY and i % every == 0:
            yield observe(match, match.turn)


@pytest.mark.parametrize("rules", [RuleSet(rounds=3), replace(GOSHOGAWARA, rounds=3)],
                         ids=["standard", "goshogawara"])
def test_the_true_deal_explains_normal_players_best(rules: RuleSet) -> None:
    """Among five normal players the model predicts every decision on the true cards:
    the iku/koi call, the kime-yaku cards and trump, every card played."""
    hit = math.log(1 - MISS)
    checked = unseen = 0
    for match in _games(7, rules):
        if match.phase is not Phase.PLAY or (len(match.tricks) + match.deal) % 3:
            continue
        view = observe(match, match.turn)
        truth = log_likelihood(view, match.hands)
        assert truth == pytest.approx(round(truth / hit) * hit)  # every decision a hit
        checked += 1
        # a Mukankei reads the chooser's cards as played knowing the cards shown (R26)
        unseen += view.deal > 1 and not view.is_kankei and any(
            player == view.chooser for player, _ in view.tricks[0].plays) if view.tricks else 0
    assert checked > 20 and unseen > 3


def test_every_deal_the_sampler_draws_keeps_a_weight() -> None:
    """The model never rules a deal out: any player may choose otherwise (``MISS``)."""
    for view in _views(seed=3, every=17):
        rng = random.Random(0)
        for _ in range(4):
            assert math.isfinite(log_likelihood(view, sample_hands(knowledge_of(view), rng)))


def test_everyone_elses_decisions_are_read_or_only_the_other_sides() -> None:
    """Every other player's decisions are read; with ``partners=False`` only the other
    side's, and of the deciding player's own side only the cards a partner showed."""
    read = {True: 0, False: 0}
    for view in _views(seed=4, every=5):
        hands = sample_hands(knowledge_of(view), random.Random(0))
        for partners in (True, False):
            evidence = Evidence(view, hands, partners=partners)
            mine = view.is_kankei
            for term in evidence.terms:
                for player in term.players:
                    assert player != view.player
                    assert partners or (player in view.kankei) != mine or (
                        player == view.shower and view.shown and len(term.players) == 1)
                read[partners] += any((p in view.kankei) == mine for p in term.players)
            assert bool(evidence.terms) == has_evidence(view, partners)
    assert read[True] > 10


def _deals_of(knowledge: Knowledge) -> Iterator[list[int]]:
    """Every deal of the unseen cards that ``knowledge`` allows."""
    cards = [c for c in range(50) if knowledge.pool >> c & 1]

    def place(i: int, hands: list[int], room: list[int]) -> Iterator[list[int]]:
        if i == len(cards):
            yield hands[:]
            return
        for p in range(5):
            if room[p] and knowledge.allowed[p] >> cards[i] & 1:
                hands[p] |= 1 << cards[i]
                room[p] -= 1
                yield from place(i + 1, hands, room)
                room[p] += 1
                hands[p] ^= 1 << cards[i]

    yield from place(0, list(knowledge.fixed), list(knowledge.need))


def test_the_chain_draws_deals_in_proportion_to_their_likelihood() -> None:
    """Late in a deal every deal the rules allow can be listed: how often the chain puts
    each hidden card in each hand matches the likelihood-weighted share of all deals."""
    checked = 0
    for match in _games(8, RuleSet(rounds=3)):
        if match.phase is not Phase.PLAY or len(match.tricks) != 8 or match.play is None \
                or match.play.trick_cards:
            continue
        view = observe(match, match.turn)
        knowledge = knowledge_of(view)
        deals = list(_deals_of(knowledge))
        evidence = Evidence(view, match.hands)
        weights = [math.exp(evidence.log_likelihood(hands)) for hands in deals]
        if not 20 <= len(deals) <= 3000 or max(weights) / min(weights) < 10:
            continue
        drawn = posterior_deals(view, knowledge, 4000, random.Random(checked), burn=100, thin=5)
        assert len(drawn) == 4000
        total = sum(weights)
        for card in range(50):
            if not knowledge.pool >> card & 1:
                continue
            for p in range(5):
                exact = sum(w for w, hands in zip(weights, deals, strict=True)
                            if hands[p] >> card & 1) / total
                share = sum(1 for hands in drawn if hands[p] >> card & 1) / len(drawn)
                assert share == pytest.approx(exact, abs=0.05)
        checked += 1
        if checked == 3:
            return
    raise AssertionError(f"only {checked} positions to check")


def test_every_deal_the_chain_draws_is_one_the_rules_allow() -> None:
    """Hand sizes, known cards, voids and the joker rules hold in every deal drawn; the same
    generator draws the same deals."""
    for view in _views(seed=6, every=13):
        knowledge = knowledge_of(view)
        drawn = posterior_deals(view, knowledge, 8, random.Random(1), burn=20, thin=3)
        assert drawn == posterior_deals(view, knowledge, 8, random.Random(1), burn=20, thin=3)
        for hands in drawn:
            assert [h.bit_count() for h in hands] == list(view.hand_sizes)
            seen = 0
            for p in range(5):
                assert hands[p] & knowledge.fixed[p] == knowledge.fixed[p]
                assert hands[p] & ~knowledge.fixed[p] & ~knowledge.allowed[p] == 0
                assert not hands[p] & seen
                seen |= hands[p]
            assert seen == knowledge.pool | mask_of(
                c for p in range(5) for c in range(50) if knowledge.fixed[p] >> c & 1)


# ---- the cards it searches ------------------------------------------------------------


def _trick_view(trick: str, played: str, hand: str) -> tuple[SeatView, list[Play]]:
    """Player 0 to play with ``hand``, ``trick`` on the table, ``played`` in earlier tricks."""
    base = observe(Match(RuleSet(), "ABCDE", 0), 0)
    on_table = tuple((p + 1, parse_card(code)) for p, code in enumerate(trick.split()))
    view = replace(base, phase=Phase.PLAY, hand=_cards(hand), trick=on_table, led_suit=2,
                   played=_cards(played) | _cards(trick), trump=0, trick_no=3)
    return view, [Play(0, parse_card(code)) for code in hand.split()]


def test_cards_beside_a_card_in_the_trick_play_differently() -> None:
    """7H on the table: 8H beats it and 6H does not, so both are searched."""
    view, legal = _trick_view("7H", "", "8H 6H")
    assert len(candidates_of(view, legal, legal[0])) == 2
    view, legal = _trick_view("9H", "7H", "8H 6H")  # 7H went in an earlier trick
    assert candidates_of(view, legal, legal[1]) == [legal[1]]


# ---- the search -----------------------------------------------------------------------

QUICK = SearchSettings(work=3000, min_deals=6, max_deals=6, exact_cards=5, workers=1,
                       budget=60.0)
"""A small search without the clock's cut (``budget``): on a busy machine the clock would stop
two equal searches at different deals, and the tests compare searches."""


@pytest.mark.parametrize("inference", [False, True], ids=["rules", "inference"])
def test_same_view_same_analysis_whatever_the_hidden_cards(inference: bool) -> None:
    """Inference and playouts read the view only: deal the hidden cards anew, same analysis."""
    player = SearchPlayer(replace(QUICK, inference=inference, burn=10, thin=2))
    for seed, match in enumerate(m for i, m in enumerate(_games(11, RuleSet(rounds=2)))
                                 if m.phase is Phase.PLAY and i % 23 == 5):
        me = match.turn
        view = observe(match, me)
        other = match.copy()
        assert other.play is not None
        hands = sample_hands(knowledge_of(view), random.Random(seed))
        for p in range(5):
            other.play.hands[p] = hands[p]
        assert observe(other, me) == view
        legal = legal_for(match, me)
        assert player.analyse(view, legal, random.Random(seed)) == \
            player.analyse(observe(other, me), legal_for(other, me), random.Random(seed))


def _play_views(count: int) -> list[tuple[SeatView, list[Decision]]]:
    """``count`` views of players to play with three or more cards worth searching."""
    found: list[tuple[SeatView, list[Decision]]] = []
    for i, match in enumerate(_games(12, RuleSet(rounds=2))):
        if match.phase is not Phase.PLAY or i % 7:
            continue
        view = observe(match, match.turn)
        legal = legal_for(match, match.turn)
        if len(candidates_of(view, legal, legal[0])) > 2:
            found.append((view, legal))
            if len(found) == count:
                return found
    raise AssertionError("too few positions")


def test_close_candidates_meet_twice_the_deals() -> None:
    """Where every candidate is close, the search is the same as one on twice the deals
    (of the rules: a chain of deals read from the table is drawn anew); with ``close`` 0 it
    searches once."""
    rules_only = replace(QUICK, inference=False)
    for seed, (view, legal) in enumerate(_play_views(4)):
        twice = SearchPlayer(replace(rules_only, min_deals=12, max_deals=12, close=0.0))
        always = SearchPlayer(replace(rules_only, close=1e9))
        wide = dict(twice.analyse(view, legal, random.Random(seed)).expected)
        close = dict(always.analyse(view, legal, random.Random(seed)).expected)
        assert close.keys() == wide.keys()
        for decision, value in close.items():
            assert value == pytest.approx(wide[decision])


def test_only_close_candidates_are_searched_again() -> None:
    """The second search takes only the candidates within ``close`` of the best."""
    searched: list[int] = []

    class Counting(SearchPlayer):
        def _search(self, view: SeatView, decisions: list[Decision], base: int, count: int,
                    deadline: float) -> tuple[list[float], int] | None:
            searched.append(len(decisions))
            return super()._search(view, decisions, base, count, deadline)

    for seed, (view, legal) in enumerate(_play_views(6)):
        for margin in (0.0, 0.3, 1e9):
            searched.clear()
            analysis = Counting(replace(QUICK, close=margin)).analyse(view, legal,
                                                                     random.Random(seed))
            first = [value for _, value in
                     SearchPlayer(replace(QUICK, close=0.0)).analyse(
                         view, legal, random.Random(seed)).expected]
            near = sum(1 for value in first if first[0] - value <= margin)
            assert searched == [len(first)] + ([near] if near > 1 and margin > 0 else [])
            assert len(analysis.expected) == len(first)


def _placed(hands: list[int], truth: list[int], me: int) -> int:
    """How many of the hidden cards ``hands`` put where ``truth`` has them."""
    return sum((hands[p] & truth[p]).bit_count() for p in range(5) if p != me)


def test_the_chain_places_the_hidden_cards_better() -> None:
    """Against normal players, the deals the chain draws put more of the hidden cards in
    the hands that really hold them than the deals the rules alone allow."""
    plain = read = 0.0
    for i, match in enumerate(_games(5, RuleSet(rounds=4))):
        if match.phase is not Phase.PLAY or not 3 <= len(match.tricks) <= 6 or i % 4:
            continue
        view = observe(match, match.turn)
        knowledge = knowledge_of(view)
        deals = [sample_hands(knowledge, random.Random(seed)) for seed in range(40)]
        drawn = posterior_deals(view, knowledge, 40, random.Random(0))
        plain += sum(_placed(hands, match.hands, view.player) for hands in deals)
        read += sum(_placed(hands, match.hands, view.player) for hands in drawn)
    assert read > plain * 1.15


def test_the_all_seeing_copy_is_a_tournament_level_only() -> None:
    """``strong-open`` measures the search's bound in a tournament; the app cannot make one."""
    from engine.players import PLAYER_NAMES, player_named
    from engine.players.search import OpenSearchPlayer
    from engine.players.tournament import MEASURING_LEVELS, run_tournament, tournament_player

    assert "strong-open" in MEASURING_LEVELS and "strong-open" not in PLAYER_NAMES
    with pytest.raises(ValueError):
        player_named("strong-open")
    assert isinstance(tournament_player("strong-open"), OpenSearchPlayer)
    with OpenSearchPlayer(QUICK) as seeing:
        figures = run_tournament("strong-open", "normal", 1, seed="open",
                                 players=(seeing, NormalPlayer()))
    assert figures["deals"] == 1


# ---- the other side as it plays -------------------------------------------------------


def test_a_partner_is_read_with_its_own_miss() -> None:
    """With ``partner_miss`` the reader's own side is read with it and the other side with
    ``miss``: the likelihood is the other side's terms read one way plus the partners' read
    the other; without it, every player is read with ``miss``."""
    partners_read = 0
    for view in _views(seed=4, every=5):
        for seed in range(2):
            hands = sample_hands(knowledge_of(view), random.Random(seed))
            read = functools.partial(_read, view, hands)
            partner_terms = read(0.3) - read(0.3, partners=False)
            assert read(0.05, partner=0.3) == pytest.approx(
                read(0.05, partners=False, partner=0.3) + partner_terms)
            assert read(0.3, partner=0.3) == pytest.approx(read(0.3))
            partners_read += partner_terms != 0
    assert partners_read > 5


def _read(view: SeatView, hands: list[int], miss: float, partners: bool = True,
          partner: float | None = None) -> float:
    """The log-likelihood of ``hands`` as ``Evidence`` reads it with these misses."""
    return Evidence(view, hands, miss, partners, partner).log_likelihood(hands)


def test_the_other_side_plays_out_as_the_normal_player_at_its_seat(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A playout with ``blind`` "others" on the true cards plays every card as the match
    would go on with the other side's normal players deciding at their seats (the kime-yaku
    cards known to the chooser, R26) and the searching side seeing every hand."""
    from engine.actions import JurokuCall
    from engine.players import deciding_player
    from engine.players.inference import played_by
    from engine.players.policy import choose_play, juroku_sure, playout
    from engine.players.sampling import SeatKnowledge, sides_of, trickplay_from_view
    from engine.players.search import seats_shown
    from engine.tricks import TrickPlay

    played: list[tuple[int, int]] = []
    original = TrickPlay.play

    def logged(self: TrickPlay, card: int, suit: int = -1) -> int:
        played.append((self.turn, card))
        return original(self, card, suit)

    checked = unseen = 0
    normal = NormalPlayer()
    for i, match in enumerate(_games(13, RuleSet(rounds=4))):
        if match.phase is not Phase.PLAY or i % 9:
            continue
        view = observe(match, match.turn)
        side = sides_of(view)[view.player]
        seats = SeatKnowledge.of_view(view, mask_of(view.shown))
        if view.deal > 1 and not view.shown:
            seats = seats_shown(seats, view, match.hands, played_by(view))
            assert seats.shown == mask_of(match.shown)  # what the chooser saw
            unseen += 1
        played.clear()
        monkeypatch.setattr(TrickPlay, "play", logged)
        playout(trickplay_from_view(view, list(match.hands)), seats, side)
        monkeypatch.undo()
        expected: list[tuple[int, int]] = []
        going = match.copy()
        results = len(going.results)
        while len(going.results) == results:
            assert going.play is not None
            player = deciding_player(going)
            if going.phase is Phase.JUROKU:
                going.apply(JurokuCall(player, juroku_sure(going.play, player)))
                continue
            decision: Decision
            if sides_of(observe(going, player))[player] == side:
                card, suit = choose_play(going.play, going.play.hands, True)
                decision = Play(player, card, suit if card == JOKER and not going.trick else None)
            else:
                decision = normal.choose(observe(going, player), legal_for(going, player),
                                         random.Random(0))
            assert isinstance(decision, Play)
            expected.append((player, decision.card))
            going.apply(decision)
        assert played == expected
        checked += 1
    assert checked > 30 and unseen > 3


def test_the_endgame_search_answers_the_other_side_as_it_plays() -> None:
    """In the last tricks, on the true cards, the searching side's best against the other side
    played at its seats (``best_response``) is worth at least the playout's line (one of the
    lines it searches) and at least the open-hand solver's value (the other side at its best,
    R22–R24), and more in some positions."""
    from engine.players.policy import best_response, playout
    from engine.players.sampling import SeatKnowledge, trickplay_from_view
    from engine.players.search import Valuation, valuation_of
    from engine.solver import solve
    from engine.tricks import KANKEI

    checked = above_playout = above_solver = 0
    for i, match in enumerate(_games(29, RuleSet(rounds=6))):
        if match.phase is not Phase.PLAY or sum(map(int.bit_count, match.hands)) > 15 or i % 2:
            continue
        view = observe(match, match.turn)
        valuation = valuation_of(view)
        stakes_only = Valuation(valuation.side, valuation.values, 0.0)
        seats = SeatKnowledge.of_view(view, mask_of(match.shown))
        side = valuation.side
        hands = match.hands
        best = best_response(trickplay_from_view(view, hands[:]), valuation.of, seats.copy(),
                             side)
        line = valuation.of(playout(trickplay_from_view(view, hands[:]), seats.copy(), side))
        solved = solve(trickplay_from_view(view, hands[:]), stakes_only.kankei_values)
        assert solved is not None
        solved = solved if side == KANKEI else -solved
        best_stakes = best_response(trickplay_from_view(view, hands[:]), stakes_only.of,
                                    seats.copy(), side)
        assert best >= line - 1e-9 and best_stakes >= solved - 1e-9
        above_playout += best > line + 1e-9
        above_solver += best_stakes > solved + 1e-9
        checked += 1
    assert checked > 40 and above_playout > 0 and above_solver > 0


def test_a_playout_hands_its_last_tricks_to_the_endgame_search() -> None:
    """With ``tail_cards`` a playout stops with that many cards left (a trick's end) and the
    searching side then plays its best line (``best_response``): worth at least the policy's
    own line, which is one of those searched, and more in some deals."""
    from engine.players.policy import playout
    from engine.players.sampling import SeatKnowledge, trickplay_from_view
    from engine.players.search import evaluate, valuation_of

    tail, to_end = SearchSettings(tail_cards=10), SearchSettings(tail_cards=0)
    checked = better = 0
    for i, match in enumerate(_games(31, RuleSet(rounds=4))):
        if match.phase is not Phase.PLAY or sum(map(int.bit_count, match.hands)) <= 20 or i % 5:
            continue
        view = observe(match, match.turn)
        valuation = valuation_of(view)
        seats = SeatKnowledge.of_view(view, mask_of(match.shown))
        stopped = playout(trickplay_from_view(view, match.hands[:]), seats.copy(), valuation.side,
                          until=10)
        assert stopped.result is not None or (stopped.played.bit_count() == 40
                                              and not stopped.trick_cards)
        searched = evaluate(trickplay_from_view(view, match.hands[:]), valuation, tail,
                            seats.copy(), valuation.side)
        played = evaluate(trickplay_from_view(view, match.hands[:]), valuation, to_end,
                          seats.copy(), valuation.side)
        assert searched >= played - 1e-9
        better += searched > played + 1e-9
        checked += 1
    assert checked > 40 and better > 0


def test_the_endgame_search_loses_nothing_by_searching_one_of_cards_that_play_alike() -> None:
    """``best_response`` searches one card of each set that plays alike (``distinct_plays``);
    a search of every legal card (each suit for a joker lead, R18) finds the same value, on
    deals where some cards do play alike."""
    from engine.cards import SUITS, cards_of
    from engine.players.policy import _seat_play, best_response, distinct_plays, juroku_sure
    from engine.players.sampling import SeatKnowledge, trickplay_from_view
    from engine.players.search import valuation_of
    from engine.tricks import TrickPlay

    def every_line(tp: TrickPlay, value, seats: SeatKnowledge, side: int) -> float:
        while tp.result is None:
            decider = tp.juroku_decider
            if decider >= 0 and tp.side[decider] != side:
                tp.decide_juroku(juroku_sure(tp, decider))
            elif decider < 0 and tp.side[tp.turn] != side:
                tp.play(*_seat_play(tp, seats))
            else:
                break
        if tp.result is not None:
            return value(tp)
        values = []
        if tp.juroku_decider >= 0:
            for call in (True, False):
                child = tp.copy()
                child.decide_juroku(call)
                values.append(every_line(child, value, seats.copy(), side))
            return max(values)
        for card in cards_of(tp.legal()):
            for suit in SUITS if card == JOKER and not tp.trick_cards else (-1,):
                child, known = tp.copy(), seats.copy()
                known.saw(child, child.turn, card)
                child.play(card, suit)
                values.append(every_line(child, value, known, side))
        return max(values)

    checked = merged = 0
    for match in _games(37, RuleSet(rounds=8)):
        if match.phase is not Phase.PLAY or sum(map(int.bit_count, match.hands)) > 15:
            continue
        view = observe(match, match.turn)
        valuation = valuation_of(view)
        seats = SeatKnowledge.of_view(view, mask_of(match.shown))
        tp = trickplay_from_view(view, match.hands[:])
        merged += len(distinct_plays(tp)) < tp.legal().bit_count()
        assert best_response(tp.copy(), valuation.of, seats.copy(), valuation.side) == \
            every_line(tp.copy(), valuation.of, seats.copy(), valuation.side)
        checked += 1
    assert checked > 100 and merged > 20


def test_a_chunk_stops_after_the_deal_that_takes_it_past_its_share_of_lines() -> None:
    """``SearchSettings.lines`` caps the finished deals a search looks at: a chunk searches its
    deals in order, every candidate on each, and stops after the one that takes it past
    ``lines // CHUNKS``; what it returns is the search of those deals alone. A cap that does
    not bind changes nothing."""
    from engine.players.search import CHUNKS, evaluate_chunk

    seeds = list(range(12))
    roomy = replace(SearchSettings(inference=False), lines=10**9)
    checked = 0
    for match in _games(41, RuleSet(rounds=4)):
        if match.phase is not Phase.PLAY or not 13 <= sum(map(int.bit_count, match.hands)) <= 16:
            continue
        view = observe(match, match.turn)
        legal = legal_for(match, match.turn)
        decisions = candidates_of(view, legal, legal[0])
        if len(decisions) < 2:
            continue
        full, searched = evaluate_chunk(view, decisions, seeds, roomy)
        assert searched == len(seeds)
        per_deal = [evaluate_chunk(view, decisions, [seed], roomy)[0] for seed in seeds]
        assert full == pytest.approx([sum(d[i] for d in per_deal) for i in range(len(decisions))])
        capped, taken = evaluate_chunk(view, decisions, seeds,
                                       replace(roomy, lines=CHUNKS * 3 * len(decisions)))
        assert 1 <= taken < len(seeds)
        assert capped == pytest.approx(evaluate_chunk(view, decisions, seeds[:taken], roomy)[0])
        assert evaluate_chunk(view, decisions, seeds, replace(roomy, lines=0))[1] == 1
        checked += 1
        if checked == 5:
            break
    assert checked == 5


def test_a_copy_of_the_seats_knowledge_holds_every_slot_and_learns_alone() -> None:
    """``SeatKnowledge.copy`` spells out its slots: none may be missed, and what the copy
    learns (a void, R16) the original does not."""
    from engine.players.sampling import SeatKnowledge, trickplay_from_view

    for match in _games(43, RuleSet(rounds=1)):
        if match.phase is Phase.PLAY and match.trick:
            break
    view = observe(match, match.turn)
    seats = SeatKnowledge.of_view(view, mask_of(match.shown))
    clone = seats.copy()
    assert all(getattr(clone, name) == getattr(seats, name) for name in SeatKnowledge.__slots__)
    tp = trickplay_from_view(view, match.hands[:])
    off_suit = next(c for c in range(JOKER) if not (1 << c) & tp.led_mask)
    clone.saw(tp, tp.turn, off_suit)
    assert clone.voids != seats.voids and seats.voids == SeatKnowledge.of_view(
        view, mask_of(match.shown)).voids
