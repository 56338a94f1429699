"""The bidding game (docs/rules.md section 11) at the real table: each phase's screen, by mouse
and by keyboard, and a whole match played through the screen.

Positions come from the engine (a record resumed at the decision), every answer is a real
pygame event, and what the screen offers is checked against the engine's legal decisions.
"""

from __future__ import annotations

import math
import random
from collections import Counter

import pygame
import pytest
from menu_driver import Desktop, texts

from engine.actions import Bid, Discard, NameAdjutant, Pass, Play
from engine.cards import BIDDING_DECK, SPADES, cards_of, parse_card
from engine.dealing import shuffled_deal
from engine.match import Match, Phase
from engine.players import RandomPlayer, step
from engine.record import dumps, load
from engine.rules import RuleSet
from goninkan_desktop.devtools.autopilot import Autopilot
from goninkan_desktop.devtools.scenarios import Scenario
from goninkan_desktop.i18n import set_language, t
from goninkan_desktop.menus.rules import RulesScene
from goninkan_desktop.menus.title import TitleScene
from goninkan_desktop.shell.game import player_names
from goninkan_desktop.table.deal_result import DealResultScene
from goninkan_desktop.table.games import BiddingTable, table_game
from goninkan_desktop.table.position import position_in
from goninkan_desktop.table.scene import TableScene
from goninkan_desktop.table.scores import FinalScoresScene, RoundScoresScene
from goninkan_desktop.table.view import TableView
from goninkan_desktop.ui.motion import Motion
from goninkan_desktop.ui.nodes.base import Node
from goninkan_desktop.ui.nodes.bidding import BidPicker, CardPicker
from goninkan_desktop.ui.nodes.dialog import Dialog
from goninkan_desktop.ui.nodes.hand_fan import MARK_COLOUR
from goninkan_desktop.ui.render.cards import CardRenderer
from goninkan_desktop.ui.tween import Tweener

RULES = RuleSet.preset_named("bidding", rounds=2)


def opening(dealer: int = 4, seed: int = 1) -> Match:
    """A bidding match just dealt: with dealer 4 the human (player 0) bids first (B6)."""
    match = Match(RULES, player_names(), dealer)
    match.apply(shuffled_deal(random.Random(seed), RULES.game))
    return match


def taisho_match(seed: int = 1) -> Match:
    """The human bid 17 in spades and the others passed: the human is taisho (B6, B7)."""
    match = opening(seed=seed)
    match.apply(Bid(0, 17, 3))
    for player in (1, 2, 3, 4):
        match.apply(Pass(player))
    assert match.phase is Phase.DISCARD and match.taisho == 0
    return match


def laid_down(match: Match) -> tuple[int, ...]:
    """The human lays down its three lowest cards in the deck's order."""
    cards = tuple(BIDDING_DECK.in_order(match.hands[0])[-3:])
    match.apply(Discard(0, cards))
    return cards


def at_table(table_factory, match: Match):
    table = table_factory(scenario=Scenario(dumps(match)), preset="bidding")
    table.idle()
    return table


# -- the first dealer (B3) -------------------------------------------------------------------


def test_the_first_dealer_is_named_without_goninkans_draw(table_factory) -> None:
    """B3 names no draw: nobody draws a card; the banner names the dealer, chosen at random."""
    table = table_factory(seed=7, preset="bidding", speed="normal")
    banners: list[tuple[str, str]] = []

    def note(app) -> None:
        banner = table.scene.table.banner
        if banner.visible and (banner.title, banner.subtitle) not in banners:
            banners.append((banner.title, banner.subtitle))

    table.app.after_frame.append(note)
    table.until(lambda: table.scene.request is not None or len(banners) >= 2, limit=2000)
    name = table.scene.table.label_name(table.scene.controller.match.first_dealer)
    assert banners[0] == (f"First dealer: {name}",
                          "Chosen at random; the deal then passes to the next player")
    assert not any("draws a card" in subtitle for _, subtitle in banners)


# -- the auction (B6) ------------------------------------------------------------------------


@pytest.mark.parametrize("dealer", [4, 2, 0])
def test_the_picker_offers_exactly_the_legal_bids(table_factory, dealer: int) -> None:
    table = at_table(table_factory, opening(dealer=dealer, seed=dealer + 3))
    scene = table.scene
    request = scene.request
    assert request is not None and request.phase is Phase.BID
    picker = scene.dialog
    assert isinstance(picker, BidPicker) and scene.screen_kind == "bid_picker"
    legal = {(d.count, d.suit) for d in request.legal if isinstance(d, Bid)}
    assert set(picker.offered) == legal and len(picker.offered) == len(legal)
    assert any(isinstance(d, Pass) for d in request.legal) and picker.pass_button.visible
    low = request.view.lowest_bid
    assert low is not None and min(picker.counts) == low and max(picker.counts) == 17


def test_the_bid_is_made_by_keyboard_alone(table_factory) -> None:
    table = at_table(table_factory, opening())
    picker = table.scene.dialog
    assert isinstance(picker, BidPicker)
    assert picker.focused_bid == (11, 0)  # the lowest bid in clubs first
    table.key(pygame.K_DOWN)
    table.key(pygame.K_RIGHT)
    assert picker.focused_bid == (12, 1)
    table.key(pygame.K_RETURN)
    match = table.scene.controller.match
    assert match.auction[0] == (0, 12, 1)
    # the call stays at the human's seat and is the highest so far (gold), until topped
    tags = table.scene.table.bid_tags
    human = table.scene.table.position(0)
    assert (tags[human].text, tags[human].kind) == ("12", "high")
    seen: list[tuple[str, str]] = []

    def note(_app) -> None:
        topped = any(tag.kind == "high" for spot, tag in tags.items() if spot != human)
        if match.phase is Phase.BID and not topped:
            seen.append((tags[human].text, tags[human].kind))

    table.app.after_frame.append(note)
    table.idle()
    assert len(seen) >= 3 and set(seen) == {("12", "high")}


def test_p_passes_and_the_call_is_shown_at_the_seat(table_factory) -> None:
    table = at_table(table_factory, opening())
    table.key(pygame.K_p)
    match = table.scene.controller.match
    assert match.auction[0] == (0, None, None)
    table.frames(3)
    if match.phase is Phase.BID:
        assert table.scene.table.bid_tags[0].kind == "pass"


def test_five_passes_show_the_redeal(table_factory) -> None:
    match = opening(dealer=0)  # the human bids last
    for player in (1, 2, 3, 4):
        match.apply(Pass(player))
    table = table_factory(scenario=Scenario(dumps(match)), preset="bidding", speed="normal")
    table.until(lambda: table.scene.request is not None)
    banners: list[str] = []
    table.app.after_frame.append(lambda app: banners.append(table.scene.table.banner.title))
    table.key(pygame.K_p)
    table.until(lambda: len(table.scene.controller.match.history) == 2, limit=3000)
    assert any("passed" in title for title in banners)
    assert table.scene.controller.match.results[-1].result == "redeal"


# -- the kitsune and the discard (B7) --------------------------------------------------------


def test_the_taisho_sees_thirteen_and_must_lay_down_exactly_three(table_factory) -> None:
    table = at_table(table_factory, taisho_match())
    scene = table.scene
    assert scene.screen_kind == "discard"
    hand = scene.table.hand
    assert len(hand.held) == 13
    # what the kitsune brought is marked in the hand; the dialog says what the mark means
    assert "the three from the kitsune have an orange dot" in t("bid.discard.text")
    assert t("bid.discard.text") in " ".join(texts(scene.dialog))
    button = scene.dialog.buttons[0] if isinstance(scene.dialog, Dialog) else None
    assert button is not None and not button.enabled
    for count, card in enumerate(hand.held[:4], start=1):
        node = hand.card_node(card)
        assert node is not None
        table.click(node, fan=True)
        assert len(hand.selected) == min(count, 3)
        assert button.enabled == (min(count, 3) == 3)
    chosen = list(hand.selected)
    table.click(button)
    match = scene.controller.match
    assert match.phase is Phase.ADJUTANT
    assert cards_of(match.discards) == sorted(chosen)


def test_the_kitsune_cards_are_marked_in_the_hand_until_laid_down(table_factory) -> None:
    """B7: the three cards taken are marked with an orange dot on their faces (drawn pixels,
    only on those cards); the marks go once three cards are laid down."""
    table = at_table(table_factory, taisho_match())
    scene = table.scene
    hand = scene.table.hand
    kitsune = set(cards_of(scene.controller.match.kitsune))
    assert hand.marked == kitsune
    table.until(lambda: hand.settled)
    table.frames(2)
    marked = table.app.render().copy()
    hand.set_marked(())
    table.frames(2)
    plain = table.app.render().copy()
    spans = {card: hand.card_node(card).world_rect for card in kitsune}  # type: ignore[union-attr]
    fan = [card.world_rect for card in hand.cards]
    band = range(round(min(r.top for r in fan)) - 40, round(max(r.bottom for r in fan)), 2)

    def orange(colour: pygame.Color) -> bool:
        return sum(abs(a - b) for a, b in zip(colour[:3], MARK_COLOUR, strict=True)) < 60

    changed = [(x, y) for x in range(round(fan[0].left) - 12, round(fan[-1].right), 2)
               for y in band if orange(marked.get_at((x, y))) and not orange(plain.get_at((x, y)))]
    assert changed
    for card, rect in spans.items():  # each marked card has its dot on its face
        assert any(rect.collidepoint(x, y) for x, y in changed), card
    for x, y in changed:  # and no other card
        assert any(rect.inflate(8, 8).collidepoint(x, y) for rect in spans.values()), (x, y)
    hand.set_marked(kitsune)
    for card in hand.held[:3]:
        table.click(hand.card_node(card), fan=True)  # type: ignore[arg-type]
    table.click(scene.dialog.buttons[0])  # type: ignore[union-attr]
    assert scene.controller.match.phase is Phase.ADJUTANT
    table.idle()
    assert not hand.marked


def test_the_discard_by_keyboard_alone(table_factory) -> None:
    table = at_table(table_factory, taisho_match())
    table.key(pygame.K_RIGHT)  # the focus shows in the hand
    for _ in range(3):
        table.key(pygame.K_SPACE)
        table.key(pygame.K_RIGHT)
    table.key(pygame.K_RETURN)
    match = table.scene.controller.match
    assert match.phase is Phase.ADJUTANT and match.discards.bit_count() == 3


def test_laid_down_face_cards_count_for_the_taisho_at_once(table_factory) -> None:
    match = taisho_match(seed=4)
    faces = BiddingTable.faces
    cards = sorted(BIDDING_DECK.in_order(match.hands[0]),
                   key=lambda c: not faces >> c & 1)[:3]  # face cards first
    match.apply(Discard(0, tuple(cards)))
    table = at_table(table_factory, match)
    counted = sum(1 for c in cards if faces >> c & 1)
    assert counted > 0
    plaque = table.scene.table.plaque
    assert plaque.kankei_bar.count == counted
    laid = table.scene.table.laid_down.cards_shown
    assert laid and None not in laid


# -- naming the adjutant (B8) ----------------------------------------------------------------


def test_the_adjutant_picker_offers_every_card_with_marks(table_factory) -> None:
    match = taisho_match()
    laid = laid_down(match)
    table = at_table(table_factory, match)
    picker = table.scene.dialog
    assert isinstance(picker, CardPicker) and table.scene.screen_kind == "adjutant_picker"
    request = table.scene.request
    assert request is not None
    assert sorted(picker.cards_shown) == sorted(d.card for d in request.legal
                                                if isinstance(d, NameAdjutant))
    assert len(picker.cards_shown) == 53
    for card in cards_of(match.hands[0]):
        assert picker.mark_of(card) == "mine"
    for card in laid:
        assert picker.mark_of(card) == "laid"
    others = [c for c in picker.cards_shown if not picker.mark_of(c)]
    assert len(others) == 53 - 13
    mine = cards_of(match.hands[0])[0]
    node = picker.card(mine)
    assert node is not None
    table.click(node)
    assert "alone" in picker.choice_line.text
    assert picker.confirm.enabled


def test_the_adjutant_is_named_by_keyboard_and_stays_on_show(table_factory) -> None:
    match = taisho_match()
    laid_down(match)
    table = at_table(table_factory, match)
    picker = table.scene.dialog
    assert isinstance(picker, CardPicker)
    table.key(pygame.K_RIGHT)  # the choice moves
    chosen = picker.chosen
    assert chosen is not None
    table.key(pygame.K_RETURN)  # one Enter names it
    live = table.scene.controller.match
    assert live.adjutant_card is not None and live.adjutant_card == chosen
    table.frames(5)
    named = table.scene.table.named_card
    assert named.visible and named.named == chosen and named.label == "Adjutant's card"


# -- the secret partner ----------------------------------------------------------------------


def _view(viewer: int) -> TableView:
    view = TableView(Node(), CardRenderer(), Tweener(), Motion("instant"), player_names(), viewer)
    view.set_game(BiddingTable())
    return view


def test_no_side_is_drawn_until_the_named_card_is_played_in_any_seat() -> None:
    pygame.init()
    match = taisho_match(seed=2)
    laid_down(match)
    holder = next(p for p in range(1, 5) if match.hands[p])
    card = BIDDING_DECK.in_order(match.hands[holder])[0]
    match.apply(NameAdjutant(0, card))
    assert match.adjutant == holder
    views = {viewer: _view(viewer) for viewer in range(5)}
    rng = random.Random(7)
    players = [RandomPlayer()] * 5
    seen_before = seen_after = 0
    while match.phase is Phase.PLAY:
        played = bool(match.played >> card & 1)
        for viewer, view in views.items():
            view.show(position_in(match, viewer))
            badges = {p: view.groups[p].panel.team_text for p in range(5)}
            if not played:
                seen_before += 1
                assert badges[0] == "Taisho"
                for p in range(1, 5):
                    secret = p == viewer == holder
                    assert badges[p] == ("Adjutant (secret)" if secret else ""), (viewer, p)
                # the adjutant counts its side as it knows it; everyone else the taisho's own
                wanted = "Taisho's side" if viewer == holder else "Taisho "
                assert view.plaque.kankei_bar.label.text.startswith(wanted), viewer
                if viewer not in (0, holder):  # its face cards lie with the others' for now
                    mine = set(cards_of(match.won[holder]))
                    assert mine <= set(view.mukankei_row.cards_shown)
            else:
                seen_after += 1
                assert badges[holder] == "Adjutant"
                assert all(badges[p] == "Defender" for p in range(1, 5) if p != holder)
                assert view.plaque.kankei_bar.label.text.startswith("Taisho's side")
        step(match, players, rng)
    assert seen_before and seen_after


def test_the_reveal_is_shown_when_the_named_card_is_played(table_factory) -> None:
    match = taisho_match(seed=2)
    laid_down(match)
    holder = 2
    card = BIDDING_DECK.in_order(match.hands[holder])[0]
    match.apply(NameAdjutant(0, card))
    table = table_factory(scenario=Scenario(dumps(match)), preset="bidding")
    moments: list[str] = []
    table.scene.options.on_moment = lambda kind, _animation: moments.append(kind)
    pilot = Autopilot(table.scene, level="easy", seed=2)
    table.app.after_frame.append(pilot)
    live = table.scene.controller.match
    table.until(lambda: bool(live.played >> card & 1) and not table.scene.busy, limit=20_000)
    assert "reveal" in moments
    assert table.scene.table.groups[holder].panel.team_text == "Adjutant"


# -- trump order (B5) ------------------------------------------------------------------------


def test_the_hand_and_the_card_order_follow_b5(table_factory) -> None:
    match = taisho_match()
    laid_down(match)
    match.apply(NameAdjutant(0, BIDDING_DECK.in_order(match.hands[1])[0]))
    table = at_table(table_factory, match)
    hand = table.scene.table.hand.held
    game = table_game(RULES)
    assert hand == game.hand_order(hand, SPADES)
    top = [parse_card(code) for code in ("5S", "JOKER", "JS", "JC", "AS")]
    trumps = [c for c in top if c in hand]
    assert hand[:len(trumps)] == trumps
    table.key(pygame.K_o)
    order = table.app.top
    assert getattr(order, "kind", "") == "card_order"
    assert order.cards_shown[:4] == top[:4]  # type: ignore[attr-defined]
    table.key(pygame.K_RETURN)
    assert table.app.top is table.scene


def test_legal_highlighting_comes_from_the_engine(table_factory) -> None:
    match = taisho_match(seed=5)
    laid_down(match)
    match.apply(NameAdjutant(0, BIDDING_DECK.in_order(match.hands[3])[0]))
    table = at_table(table_factory, match)
    request = table.scene.request
    assert request is not None and request.phase is Phase.PLAY
    wanted = {d.card for d in request.legal if isinstance(d, Play)}
    assert table.scene.table.hand.playable == wanted


# -- a whole match, the result, the scores ---------------------------------------------------


def test_a_bidding_match_is_played_through_the_screen_to_the_end(table_factory) -> None:
    table = table_factory(seed=11, preset="bidding", level="easy")
    pilot = Autopilot(table.scene, level="easy", seed=11)
    table.app.after_frame.append(pilot)
    results: list[str] = []
    scores_after: set[int] = set()  # deals played when the score table opened

    def note(app) -> None:
        top = app.top
        if isinstance(top, RoundScoresScene):
            scores_after.add(max(result.round for result in top.table.results))
        if (isinstance(top, DealResultScene) and not results) or (
                isinstance(top, DealResultScene) and results[-1] != top.title.text):
            results.append(top.title.text)

    table.app.after_frame.append(note)
    table.until(lambda: isinstance(table.app.top, FinalScoresScene), limit=80_000)
    match = table.scene.controller.match
    assert match.finished and match.rules.preset == "bidding"
    mine = [d for _, decisions in match.history for d in decisions if d.player == 0]
    assert mine == pilot.decisions
    made = Counter(type(d) for d in pilot.decisions)
    assert made[Play] >= 30 and (made[Bid] + made[Pass]) >= 10
    assert set(results) <= {"Bid made", "Bid lost"} and results
    again = load(dumps(match))
    assert again.scores == match.scores and again.finished
    final = table.app.top
    assert isinstance(final, FinalScoresScene)
    assert final.chart.totals[0][-1] == match.scores[0]
    assert len(final.table.results) == len(match.results)
    # each deal's result shows the totals: the score table waits for every fifth round
    assert scores_after == set(range(5, match.rules.rounds, 5))


def test_the_result_names_bid_count_adjutant_and_points(table_factory) -> None:
    match = taisho_match(seed=3)
    laid_down(match)
    holder = 1
    card = BIDDING_DECK.in_order(match.hands[holder])[0]
    match.apply(NameAdjutant(0, card))
    table = at_table(table_factory, match)
    pilot = Autopilot(table.scene, level="easy", seed=3, close_overlays=False)
    table.app.after_frame.append(pilot)
    table.until(lambda: isinstance(table.app.top, DealResultScene), limit=20_000)
    result = table.app.top
    assert isinstance(result, DealResultScene)
    joined = " ".join(texts(result.card))
    final = table.scene.controller.match.results[-1]
    assert "bid 17" in joined and f"Adjutant: {player_names()[holder]}" in joined
    assert f"took {final.kankei_faces} face cards" in joined
    assert result.title.text in ("Bid made", "Bid lost")


# -- the New game screen ---------------------------------------------------------------------


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_bidding_game_is_a_choice_with_its_house_rules(language: str) -> None:
    desktop = Desktop(size=(960, 600), language=language)
    try:
        scene = desktop.open_new_game()
        desktop.click(scene.rows["preset"].right)
        desktop.click(scene.rows["preset"].right)
        assert scene.rows["preset"].value == "bidding"
        assert set(scene.rows) == {"preset", "rounds", "players", "auction", "min_bid",
                                   "joker_lead", "time_limit", "level"}
        for name, row in scene.rows.items():
            lines = row.help.children
            assert 1 <= len(lines) <= 2, name
            assert min(line.size[1] for line in lines) * desktop.app.scale >= 15, name
            assert max(line.world_rect.bottom for line in lines) <= row.world_rect.bottom
            limit = row.more.world_rect.left if row.more is not None else row.world_rect.right
            assert max(line.world_rect.right for line in lines) <= limit, name
            # each rule of this game opens the bidding section, never a page of Goninkan's
            assert (row.more is not None) == (name in {"preset", "rounds", "players", "auction",
                                                       "min_bid", "joker_lead"}), name
        for name in ("preset", "rounds", "players", "auction", "min_bid", "joker_lead"):
            more = scene.rows[name].more
            assert more is not None
            desktop.click(more)
            rules = desktop.top
            assert isinstance(rules, RulesScene)
            assert rules.sections[rules.section] == "bidding", name
            desktop.key(pygame.K_ESCAPE)
            assert desktop.top is scene
        desktop.click(scene.rows["min_bid"].right)
        desktop.click(scene.rows["joker_lead"].right)
        desktop.click(scene.start_button)
        table = desktop.top
        assert isinstance(table, TableScene)
        assert table.controller.match.rules == RuleSet.preset_named(
            "bidding", min_bid=12, joker_lead="free")
    finally:
        desktop.close()
        set_language("en")


# -- the table's conveniences in this game too ------------------------------------------------


def test_take_back_undoes_the_discard_and_the_bid(table_factory) -> None:
    table = at_table(table_factory, taisho_match())
    scene = table.scene
    assert scene.toolbar.can_take_back  # the bid of 17 is the human's decision in this deal
    hand = scene.table.hand
    for card in hand.held[:3]:
        node = hand.card_node(card)
        assert node is not None
        table.click(node, fan=True)
    assert isinstance(scene.dialog, Dialog)
    table.click(scene.dialog.buttons[0])
    table.idle()
    assert table.scene.controller.match.phase is Phase.ADJUTANT
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL,
                                         unicode="z"))
    table.frames(2)
    table.idle()
    back = table.scene.controller.match
    assert back.phase is Phase.DISCARD and back.hands[0].bit_count() == 13
    assert table.scene.screen_kind == "discard" and len(table.scene.table.hand.held) == 13


def test_the_time_limit_bids_for_the_human(table_factory) -> None:
    table = table_factory(scenario=Scenario(dumps(opening())), preset="bidding", time_limit=1.0)
    table.idle()
    match = table.scene.controller.match
    assert table.scene.request is not None and table.scene.request.phase is Phase.BID
    table.until(lambda: bool(match.auction), limit=400)
    assert match.auction[0][0] == 0  # the normal CPU's call, for the human, in the record
    assert table.scene.dialog is None or table.scene.request is None


def _lone_card(seed: int) -> Match:
    """A bidding match with the human to follow holding exactly one legal card."""
    players = [RandomPlayer()] * 5
    for attempt in range(200):
        rng = random.Random(f"{seed}:{attempt}")
        match = Match(RULES, player_names(), 4)
        while not match.finished:
            if match.phase is Phase.DEAL:
                match.apply(shuffled_deal(rng, RULES.game))
                continue
            if match.phase is Phase.PLAY and match.turn == 0 and match.trick \
                    and match.legal_mask().bit_count() == 1:
                return match
            step(match, players, rng)
    raise LookupError("no lone card")


def test_a_lone_legal_card_plays_by_itself_in_this_game_too() -> None:
    from goninkan_desktop.play.controller import TableController
    from goninkan_desktop.table.options import TableOptions
    from goninkan_desktop.ui.app import App

    app = App(fixed_dt=1 / 60)
    try:
        match = _lone_card(3)
        controller = TableController.from_record(dumps(match), seed=1, level="easy")
        scene = TableScene(controller, Motion("normal"), CardRenderer(),
                           TableOptions(auto_play_single=True))
        app.push(scene)
        before = len(controller.match.history[-1][1])
        for _ in range(240):
            app.frame(1 / 60)
        after = controller.match.history[-1][1]
        assert len(after) > before and after[before].player == 0
    finally:
        app.clear_scenes()
        pygame.event.clear()


def test_reduced_motion_shows_the_kitsune_and_the_reveal_without_movement(table_factory) -> None:
    match = taisho_match(seed=2)
    laid_down(match)
    card = BIDDING_DECK.in_order(match.hands[2])[0]
    match.apply(NameAdjutant(0, card))
    table = table_factory(scenario=Scenario(dumps(match)), preset="bidding", speed="normal")
    table.scene.motion.reduced = True
    pilot = Autopilot(table.scene, level="easy", seed=2)
    table.app.after_frame.append(pilot)
    live = table.scene.controller.match
    table.until(lambda: bool(live.played >> card & 1) and not table.scene.busy, limit=30_000)
    assert table.scene.table.groups[2].panel.team_text == "Adjutant"


def test_autosave_and_continue_mid_auction() -> None:
    desktop = Desktop()
    desktop.session.change(speed="instant", rules=RuleSet.preset_named("bidding"))
    try:
        title = desktop.top
        assert isinstance(title, TitleScene)
        desktop.click(title.buttons["new_game"])
        desktop.key(pygame.K_RETURN)  # Start
        table = desktop.top
        assert isinstance(table, TableScene)
        desktop.until(lambda: desktop.table.request is not None, limit=5000)
        record = desktop.table.controller.record
        assert desktop.table.controller.match.rules.preset == "bidding"
    finally:
        desktop.close()
    again = Desktop()
    try:
        title = again.top
        assert isinstance(title, TitleScene)
        again.key(pygame.K_RETURN)  # Continue
        table = again.top
        assert isinstance(table, TableScene)
        assert table.controller.record == record
        again.until(lambda: again.table.request is not None, limit=5000)
        assert again.table.screen_kind in ("bid_picker", "discard", "adjutant_picker", "table")
    finally:
        again.close()


def test_autoplay_saves_each_kind_of_bidding_screen(tmp_path) -> None:
    import os
    import subprocess
    import sys
    from pathlib import Path

    from tests.desktop.conftest import CANVAS_WINDOW

    root = Path(__file__).resolve().parents[2]
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    done = subprocess.run([sys.executable, "-m", "goninkan_desktop", "--autoplay", "--preset",
                           "bidding", "--seed", "4", "--speed", "instant", "--screenshots",
                           str(tmp_path), *CANVAS_WINDOW], cwd=root, env=env,
                          capture_output=True, text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stderr
    saved = {path.stem.split("-", 1)[1] for path in tmp_path.glob("*.png")}
    assert set(BiddingTable.screens) <= saved
    assert {"auction", "bid_picker", "discard", "adjutant_picker", "reveal"} <= saved


def test_the_hint_says_what_the_hand_is_worth_to_the_strong_player(table_factory) -> None:
    from engine.players.bidding import expected_faces

    table = at_table(table_factory, opening())
    picker = table.scene.dialog
    assert isinstance(picker, BidPicker)
    table.key(pygame.K_h)
    notes = " ".join(texts(picker))
    assert "As taisho, the strong player expects" in notes
    hand = table.scene.controller.match.hands[0]
    assert f"{math.floor(expected_faces(hand, 0) * 10) / 10:.1f} face cards in clubs" \
        in notes  # the unit beside the first value
    assert f"{math.floor(expected_faces(hand, 3) * 10) / 10:.1f} in spades" in notes  # cut
    assert table.scene.hints.targets()  # the ring is on the suggested bid or on Pass


def test_the_kitsune_lies_face_down_in_the_middle_until_taken(table_factory) -> None:
    table = at_table(table_factory, opening(dealer=0, seed=9))  # four CPUs call first
    kitsune = table.scene.table.kitsune
    assert kitsune.visible and kitsune.cards_shown == [None, None, None]
    match = table.scene.controller.match
    assert any(count is not None for _, count, _ in match.auction)  # this seed has a bid
    table.key(pygame.K_p)
    table.until(lambda: match.phase is not Phase.BID and not table.scene.busy, limit=3000)
    assert match.taisho not in (None, 0)  # a CPU is taisho: it took the kitsune, face down
    assert not kitsune.visible
    assert all(tag.text == "" for tag in table.scene.table.bid_tags.values())
    assert sorted(table.scene.table.hand.held) == cards_of(match.hands[0])


def test_the_picker_lists_the_calls_it_covers(table_factory) -> None:
    table = at_table(table_factory, opening(dealer=0, seed=9))  # four CPUs call first
    picker = table.scene.dialog
    assert isinstance(picker, BidPicker) and picker.calls is not None
    names = player_names()
    line = " ".join(texts(picker.calls))
    assert line.startswith("So far:") and f"{names[2]}: 11 clubs" in line
    assert f"{names[1]}: Pass" in line


def test_between_deals_the_table_speaks_of_no_side(table_factory) -> None:
    table = table_factory(seed=11, preset="bidding", level="easy")
    pilot = Autopilot(table.scene, level="easy", seed=11)
    table.app.after_frame.append(pilot)
    from goninkan_desktop.table.scores import RoundScoresScene

    table.until(lambda: isinstance(table.app.top, RoundScoresScene), limit=40_000)
    view = table.scene.table
    words = " ".join([view.plaque.race_text, view.kankei_row.title if view.kankei_row.visible
                      else "", view.mukankei_row.title if view.mukankei_row.visible else ""])
    assert "Kankei" not in words and "Mukankei" not in words
    assert view.plaque.race_text == " · "  # no side is counted between deals
    assert not view.named_card.visible and not view.laid_down.visible


def test_after_a_bid_of_17_the_picker_offers_only_pass(table_factory) -> None:
    match = opening(dealer=0)
    match.apply(Bid(1, 17, 2))
    for player in (2, 3, 4):
        match.apply(Pass(player))
    table = at_table(table_factory, match)
    picker = table.scene.dialog
    assert isinstance(picker, BidPicker)
    assert picker.offered == [] and picker.pass_button.focused
    assert "17 cannot be topped" in " ".join(texts(picker))
    table.key(pygame.K_RETURN)
    assert table.scene.controller.match.auction[-1] == (0, None, None)


@pytest.mark.parametrize("trump", [None, SPADES])
def test_the_card_order_rows_stay_inside_their_panel(trump: int | None) -> None:
    """The fifteen trumps of a row (B5) fit the panel, clear of its edges, cards apart."""
    from itertools import pairwise

    from goninkan_desktop.table.card_order import CardOrderScene
    from goninkan_desktop.ui.nodes.guide import box
    from goninkan_desktop.ui.nodes.sprite import CardNode
    from goninkan_desktop.ui.render.cards import CardRenderer

    scene = CardOrderScene(CardRenderer(), trump)
    panel = box(scene.card)
    nodes = [node for node in scene.card.children if isinstance(node, CardNode)]
    assert len(nodes) == 15 * (4 if trump is None else 1)
    for node in nodes:
        rect = box(node)
        assert panel.left + 16 <= rect.left and rect.right <= panel.right - 16
    row = sorted((box(node) for node in nodes[:15]), key=lambda rect: rect.left)
    assert all(a.right <= b.left for a, b in pairwise(row))
