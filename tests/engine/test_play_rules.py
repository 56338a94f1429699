"""R5, R11–R20: seats, teams, the lead, following suit, the joker, winning tricks."""

from __future__ import annotations

import pytest

from engine.actions import BlindPick, LeadCall, NameTrump, NijukanPick, Play, Show
from engine.cards import JOKER, SUIT_MASKS, ace_of, card_code, cards_of, mask_of, parse_card
from engine.errors import IllegalAction
from engine.events import KankeiAnnounced, NijukanFound, NijukanSwapped, SeatsSwapped
from engine.match import Phase
from engine.observe import observe
from engine.rules import RuleSet
from engine.tricks import TrickPlay

from .helpers import cards, deal_of, new_match, plays, start_play

# Round 1 (trump clubs): P0 holds the trump ace, P2 the joker.
HANDS = (
    "AC KC QC 10C 9C AD KD AH AS KS",
    "JC 8C QD JD 10D KH QH QS JS 10S",
    "JOKER 7C 6C 9D 8D JH 10H 9H 9S 8S",
    "5C 4C 7D 6D 5D 8H 7H 6H 7S 6S",
    "3C 4D 3D 5H 4H 3H 5S 4S 3S 2S",
)


def rule_of(error: pytest.ExceptionInfo[IllegalAction]) -> str:
    return error.value.rule


def test_r5_play_passes_to_the_right_seat_by_seat() -> None:
    match = new_match()
    start_play(match, deal_of(*HANDS), caller=0, iku=True)
    order = [match.turn]
    for code in ("AD", "QD", "9D", "7D"):
        match.apply(Play(match.turn, parse_card(code)))
        order.append(match.turn)
    assert order == [0, 1, 2, 3, 4]


def test_r11_ace_and_joker_holders_are_kankei_announced_at_once() -> None:
    match = new_match()
    events = match.apply(deal_of(*HANDS))
    assert KankeiAnnounced(0, 2) in events
    assert match.kankei == (0, 2) and match.phase is Phase.LEAD
    assert observe(match, 4).kankei == (0, 2)


def test_r12_neighbours_split_the_right_one_moves_right() -> None:
    match = new_match()
    events = match.apply(deal_of("AC", "JOKER"))
    assert SeatsSwapped(1, 2, (0, 2, 1, 3, 4)) in events
    assert match.seats == [0, 2, 1, 3, 4]
    assert match.seat_of[1] == 2


def test_r12_swap_across_seats_4_and_0() -> None:
    match = new_match()
    events = match.apply(deal_of("JOKER", "", "", "", "AC"))
    # seat 0 is on seat 4's right: player 0 swaps with player 1
    assert SeatsSwapped(0, 1, (1, 0, 2, 3, 4)) in events
    assert match.seats == [1, 0, 2, 3, 4]


def test_r12_seats_stay_swapped_for_the_next_rounds() -> None:
    match = new_match(RuleSet(rounds=2))
    start_play(match, deal_of("AC", "JOKER"))
    from .helpers import play_first_legal

    while match.round == 1:
        play_first_legal(match)
        if match.phase is Phase.DEAL and match.round == 1:
            start_play(match, deal_of())
        elif match.phase is Phase.JUROKU:
            match.apply(match.legal_decisions()[1])
        elif match.phase in (Phase.SHOW, Phase.TRUMP):
            match.apply(match.legal_decisions()[0])
    assert match.seats == [0, 2, 1, 3, 4]


def test_r13_nijukan_swap_middle_player_picks_blind() -> None:
    match = new_match()
    events = match.apply(deal_of("AC JOKER", "", "2S 3S"))
    assert NijukanFound(0, 1, 2, False) in events
    assert match.phase is Phase.NIJUKAN_PICK and match.to_act() == (1,)
    assert observe(match, 1).hand_sizes[2] == 10  # the middle player sees backs only
    with pytest.raises(IllegalAction) as error:
        match.apply(NijukanPick(1, parse_card("AD"), parse_card("2S")))
    assert rule_of(error) == "R13"
    with pytest.raises(IllegalAction) as error:
        match.apply(NijukanPick(1, JOKER, parse_card("4S")))  # not the partner's card
    assert rule_of(error) == "R13"
    with pytest.raises(IllegalAction) as error:
        match.apply(NijukanPick(2, JOKER, parse_card("2S")))
    assert rule_of(error) == "R15"
    events = match.apply(NijukanPick(1, JOKER, parse_card("2S")))
    assert NijukanSwapped(1, 0, 2, JOKER, parse_card("2S")) in events
    assert match.hands[2] >> JOKER & 1 and match.hands[0] >> parse_card("2S") & 1
    # R13 ruling: the holders after the swap are the ace and joker holders
    assert (match.ace_holder, match.joker_holder, match.kankei) == (0, 2, (0, 2))
    assert match.phase is Phase.LEAD


def test_r13_nijukan_pick_of_the_ace_makes_the_partner_ace_holder() -> None:
    match = new_match()
    match.apply(deal_of("", "", "", "AC JOKER"))
    assert match.nijukan == (3, 4, 0)
    match.apply(NijukanPick(4, parse_card("AC"), cards_of(match.hands[0])[0]))
    assert (match.ace_holder, match.joker_holder) == (0, 3)
    assert match.seats == [0, 1, 2, 3, 4]  # two seats apart: no R12 swap


def test_r13_the_middle_player_is_offered_positions_never_cards() -> None:
    match = new_match()
    match.apply(deal_of("AC JOKER", "", "2S 3S"))
    legal = match.legal_decisions()
    assert legal == [BlindPick(1, key, card) for key in (0, 1) for card in range(10)]
    keys, partners = match.nijukan_rows()
    assert sorted(keys) == [parse_card("AC"), JOKER]
    assert sorted(partners) == cards_of(match.hands[2])
    events = match.apply(BlindPick(1, 1, 7))  # resolved to the cards under the positions
    assert NijukanSwapped(1, 0, 2, keys[1], partners[7]) in events
    recorded = match.history[-1][1][-1]
    assert recorded == NijukanPick(1, keys[1], partners[7])
    assert recorded.to_json()["nijukan_pick"] == {"key": card_code(keys[1]),
                                                  "card": card_code(partners[7])}
    assert match.nijukan_rows() == ((), ())  # the pick is made: no rows any more


def test_r13_the_face_down_order_reveals_nothing_yet_replays_the_same() -> None:
    import random

    from engine.dealing import shuffled_deal

    ace_first = 0
    highest_at = [0] * 10
    deals = 0
    rng = random.Random(13)
    while deals < 400:
        deal = shuffled_deal(rng)
        match = new_match()
        match.apply(deal)
        if match.phase is not Phase.NIJUKAN_PICK:
            continue
        deals += 1
        keys, partners = match.nijukan_rows()
        again = new_match()
        again.apply(deal)
        assert again.nijukan_rows() == (keys, partners)  # a pure function of the deal
        ace_first += keys[0] == ace_of(0)
        highest_at[partners.index(min(partners))] += 1  # deck order: lower is higher
    assert 150 < ace_first < 250  # the ace lies first about half the time
    assert all(20 < count < 70 for count in highest_at), highest_at  # ~40 each


def test_r13_nijukan_redeal_same_dealer_same_trump() -> None:
    match = new_match(RuleSet(nijukan="redeal"), first_dealer=3)
    events = match.apply(deal_of("AC JOKER"))
    assert NijukanFound(0, 1, 2, True) in events
    assert match.phase is Phase.DEAL and match.deal == 1 and match.round == 1
    assert match.results[-1].result == "redeal" and match.results[-1].points == (0,) * 5
    match.apply(deal_of(*HANDS))
    assert match.trump == 0 and match.dealer == 3 and match.kankei == (0, 2)


@pytest.mark.parametrize(("caller", "iku", "leader"), [(0, True, 0), (0, False, 2),
                                                        (2, True, 2), (2, False, 0)])
def test_r14_iku_koi(caller: int, iku: bool, leader: int) -> None:
    match = new_match()
    match.apply(deal_of(*HANDS))
    assert match.to_act() == (0, 2)
    match.apply(LeadCall(caller, iku))
    assert match.turn == leader and match.trick_no == 1


def test_r14_a_mukankei_cannot_call() -> None:
    match = new_match()
    match.apply(deal_of(*HANDS))
    with pytest.raises(IllegalAction) as error:
        match.apply(LeadCall(1, True))
    assert rule_of(error) == "R14"


def test_r15_only_the_player_to_act_and_only_the_action_due() -> None:
    match = new_match()
    start_play(match, deal_of(*HANDS), caller=0)
    for action, reason in ((Play(1, parse_card("QD")), "not_your_turn"),
                           (Play(0, parse_card("JC")), "not_in_hand"),
                           (LeadCall(0, True), "not_due"),
                           (NameTrump(0, 1), "not_due")):
        with pytest.raises(IllegalAction) as error:
            match.apply(action)
        assert rule_of(error) == "R15" and error.value.reason == reason


def test_r15_rejected_action_leaves_the_state_unchanged() -> None:
    match = new_match()
    start_play(match, deal_of(*HANDS), caller=0)
    before = (list(match.hands), match.turn, match.trick, len(match.history[-1][1]))
    with pytest.raises(IllegalAction):
        match.apply(Play(0, parse_card("JOKER")))
    assert (list(match.hands), match.turn, match.trick, len(match.history[-1][1])) == before


def test_r16_must_follow_suit_with_a_message() -> None:
    match = new_match()
    start_play(match, deal_of(*HANDS), caller=0)
    plays(match, ["AD"])
    with pytest.raises(IllegalAction) as error:
        match.apply(Play(1, parse_card("KH")))
    assert rule_of(error) == "R16" and error.value.message == "you must follow diamonds"
    assert cards_of(match.legal_mask()) == cards("QD JD 10D")


def test_r16_void_player_may_play_anything_and_cut() -> None:
    tp = TrickPlay([mask_of(cards("AH 2S")), mask_of(cards("3C 4S")), 0, 0, 0], 0,
                   [0, 1, 1, 1, 1], [1, 0, 3, 4, 0], (9, 8), 1, 0)
    tp.trick_no = 2
    tp.play(parse_card("AH"))
    assert tp.legal() == mask_of(cards("3C 4S"))


def test_r17_joker_forbidden_in_trick_1_and_10() -> None:
    match = new_match()
    start_play(match, deal_of(*HANDS), caller=0)
    plays(match, ["AD", "QD"])
    with pytest.raises(IllegalAction) as error:
        match.apply(Play(2, JOKER))
    assert rule_of(error) == "R17"
    hand = mask_of(cards("JOKER 3C"))
    tp = TrickPlay([hand, 0, 0, 0, 0], 0, [0] * 5, [1, 2, 3, 4, 0], (9, 8), 1, 0)
    tp.trick_no = 10
    assert tp.legal() == mask_of(cards("3C"))


def test_r17_joker_may_dance_even_when_able_to_follow() -> None:
    hand = mask_of(cards("JOKER 5H 3C"))
    tp = TrickPlay([mask_of(cards("AH")), hand, 0, 0, 0], 0, [0] * 5, [1, 2, 3, 4, 0],
                   (9, 8), 1, 0)
    tp.trick_no = 4
    tp.play(parse_card("AH"))
    assert tp.legal() == mask_of(cards("JOKER 5H"))


def test_r17_joker_forced_in_trick_9() -> None:
    hand = mask_of(cards("JOKER 5H"))
    tp = TrickPlay([hand, 0, 0, 0, 0], 0, [0] * 5, [1, 2, 3, 4, 0], (9, 8), 1, 0)
    tp.trick_no = 9
    assert tp.legal() == mask_of(cards("JOKER"))
    error = tp.why_illegal(parse_card("5H"))
    assert error.rule == "R17" and error.reason == "joker_forced"


def test_r18_joker_lead_names_a_suit_which_must_be_followed() -> None:
    tp = TrickPlay([mask_of(cards("JOKER 5H")), mask_of(cards("AC 2S")), 0, 0, 0], 2,
                   [0, 1, 1, 1, 1], [1, 2, 3, 4, 0], (9, 8), 1, 0)
    tp.trick_no = 3
    with pytest.raises(IllegalAction) as error:
        tp.play(JOKER)
    assert error.value.rule == "R18"
    tp.play(JOKER, 3)  # spades named
    assert tp.led_suit == 3 and tp.legal() == mask_of(cards("2S"))


def test_r18_joker_lead_may_name_trump() -> None:
    tp = TrickPlay([mask_of(cards("JOKER")), mask_of(cards("AC 2S")), 0, 0, 0], 0,
                   [0, 1, 1, 1, 1], [1, 2, 3, 4, 0], (9, 8), 1, 0)
    tp.trick_no = 3
    tp.play(JOKER, 0)
    assert tp.legal() == mask_of(cards("AC"))


@pytest.mark.parametrize(("trick", "winner"), [
    ("5H AH 3C KH QH", 2),  # a trump cuts
    ("5H AH 3S KH QH", 1),  # highest of the suit led
    ("5H 3C JOKER 4C AC", 2),  # the joker wins
    ("5H 3C 7C 4C AC", 4),  # the highest trump
    ("AS KH QH JH 10H", 0),  # off-suit cards never win
])
def test_r19_trick_winner(trick: str, winner: int) -> None:
    played = cards(trick)
    hands = [1 << c for c in played]
    tp = TrickPlay(hands, 0, [0] * 5, [1, 2, 3, 4, 0], (9, 8), 1, 0)
    tp.trick_no = 2
    for card in played:
        result = tp.play(card, 0)
    assert result == winner


def test_r19_winner_takes_the_face_cards_and_leads() -> None:
    match = new_match()
    start_play(match, deal_of(*HANDS), caller=0)
    plays(match, ["AD", "QD", "9D", "7D", "4D"])
    assert match.faces == (2, 0)
    assert match.won[0] == mask_of(cards("AD QD"))
    assert match.turn == 0 and match.trick_no == 2


def test_r20_a_seat_sees_only_its_own_hand_and_public_play() -> None:
    match = new_match()
    start_play(match, deal_of(*HANDS), caller=0)
    plays(match, ["AD", "QD"])
    view = observe(match, 3)
    assert view.hand == match.hands[3]
    assert view.known[1] == 0 and view.known[4] == 0
    assert view.known[0] == 1 << parse_card("AC")  # R11: the ace holder is public
    assert view.known[2] == 1 << JOKER
    assert view.trick == ((0, parse_card("AD")), (1, parse_card("QD")))
    assert view.legal == 0 and observe(match, 2).legal == mask_of(cards("9D 8D"))


def test_r26_kime_yaku_shower_shows_chooser_names_trump_and_leads() -> None:
    match = new_match()
    start_play(match, deal_of(*HANDS), caller=0)
    plays(match, ["AD", "QD", "9D", "7D", "4D", "AH", "KH", "JH", "8H", "3H",
                  "AS", "QS", "9S", "7S", "2S", "KD", "JD", "8D", "6D", "3D"])
    assert match.results[-1].result == "sukonku" and match.deal == 2
    match.apply(deal_of(*HANDS))
    assert match.phase is Phase.SHOW and match.to_act() == (0,)  # deal-1 ace holder
    for bad in (Show(0, tuple(cards("AC"))), Show(0, tuple(cards("AC AC"))),
                Show(0, tuple(cards("AC JC")))):
        with pytest.raises(IllegalAction) as error:
            match.apply(bad)
        assert rule_of(error) == "R26"
    match.apply(Show(0, tuple(cards("AC KC"))))
    assert observe(match, 2).shown == tuple(cards("AC KC"))
    assert observe(match, 1).shown == ()
    assert observe(match, 2).known[0] == mask_of(cards("AC KC"))
    assert match.to_act() == (2,)  # the deal-1 joker holder chooses
    match.apply(NameTrump(2, 2))
    assert match.trump == 2 and match.turn == 2 and match.phase is Phase.PLAY
    assert match.hands[0] & SUIT_MASKS[0] == mask_of(cards("AC KC QC 10C 9C"))  # shown, kept


def test_r26_deal_3_is_the_other_way_round_and_no_show_with_zero_cards() -> None:
    match = new_match(RuleSet(shown_cards=0))
    match.ace_holder, match.joker_holder, match.kankei = 0, 2, (0, 2)
    match.is_kankei = [True, False, True, False, False]
    match.deal = 3
    match.apply(deal_of(*HANDS))
    assert match.phase is Phase.TRUMP and match.to_act() == (0,)
    with pytest.raises(IllegalAction) as error:
        match.apply(Show(2, ()))
    assert rule_of(error) == "R15"


def test_r6_players_keep_their_ids_when_seats_change() -> None:
    match = new_match()
    match.apply(deal_of("AC", "JOKER"))
    assert match.seats == [0, 2, 1, 3, 4]  # player 1 now sits in seat 2
    assert match.kankei == (0, 1) and match.hands[1] >> JOKER & 1
    view = observe(match, 1)
    assert view.player == 1 and view.seats == (0, 2, 1, 3, 4)


def test_r26_the_view_names_shower_and_chooser_and_the_rounds_points() -> None:
    match = new_match()
    start_play(match, deal_of(*HANDS), caller=0)
    plays_to_sukonku = ["AD", "QD", "9D", "7D", "4D", "AH", "KH", "JH", "8H", "3H",
                        "AS", "QS", "9S", "7S", "2S", "KD", "JD", "8D", "6D", "3D"]
    plays(match, plays_to_sukonku)
    view = observe(match, 3)
    assert (view.deal, view.shower, view.chooser) == (2, 0, 2)
    assert view.round_points == (2, -2, 2, -2, -2)


def test_a_copy_of_the_trick_play_holds_every_slot_and_plays_on_alone() -> None:
    """``TrickPlay.copy`` spells out its slots (searches copy at every node): none may be
    missed, and playing on the copy leaves the original as it was."""
    tp = TrickPlay([mask_of(cards("AH 2S")), mask_of(cards("3C 4S")), 0, 0, 0], 0,
                   [0, 1, 1, 1, 1], [1, 0, 3, 4, 0], (9, 8), 1, 0)
    tp.play(parse_card("AH"))
    clone = tp.copy()
    assert all(getattr(clone, name) == getattr(tp, name) for name in TrickPlay.__slots__)
    clone.play(parse_card("3C"))
    assert tp.trick_cards == [parse_card("AH")] and tp.hands[1] == mask_of(cards("3C 4S"))
    assert tp.faces == [0, 0] and tp.trick_players == [0]
