"""The bidding table's polish (issue 41): the auction in sight during play and in the trick log,
the laid-down line of the deal's result, the game's own piles, nothing the player must see
under something else, the smallest text at 960 × 600, and the game's own words."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest
from menu_driver import texts
from test_bidding_table import laid_down, opening, taisho_match
from text_floor import SMALL_WINDOW, shown_texts, too_small

from engine.actions import Bid, NameAdjutant, Pass
from engine.cards import BIDDING_DECK, cards_of, parse_card
from engine.match import Match, Phase
from engine.record import dumps
from engine.rules import RuleSet
from goninkan_desktop.devtools.autopilot import Autopilot
from goninkan_desktop.devtools.scenarios import Scenario, discard
from goninkan_desktop.i18n import set_language, t
from goninkan_desktop.shell.game import player_names
from goninkan_desktop.table.deal_result import DealResultScene
from goninkan_desktop.table.forms import form_key
from goninkan_desktop.table.tricks import TrickLogScene
from goninkan_desktop.ui import layout
from goninkan_desktop.ui.nodes.hand_fan import MARK_SIZE
from goninkan_desktop.ui.nodes.pickers import SuitTile
from goninkan_desktop.ui.nodes.sprite import CardNode
from goninkan_desktop.ui.render import theme
from goninkan_desktop.ui.render.cards import card_height


@pytest.fixture(autouse=True)
def english_afterwards() -> Iterator[None]:
    yield
    set_language("en")


def in_play(match: Match) -> Match:
    """The human is taisho, has laid down and named the A of hearts: trick 1 is to lead."""
    laid_down(match)
    match.apply(NameAdjutant(0, parse_card("AH")))
    assert match.phase is Phase.PLAY
    return match


def at(table_factory, match: Match, size: tuple[int, int] = (1280, 720)):
    table = table_factory(scenario=Scenario(dumps(match)), preset="bidding", size=size)
    table.idle()
    return table


def play_a_trick(table) -> None:
    """The easy computer player plays the human's cards until a trick has been taken."""
    table.app.after_frame.append(Autopilot(table.scene, level="easy", seed=1))
    table.until(lambda: bool(table.scene.controller.view().tricks) and not table.scene.busy,
                limit=5000)


def bidden() -> Match:
    """Hanako (1) bid 11 hearts, Jiro (2) 12 clubs, Saburo (3) passed, Shiro (4) passed, then
    the human bid 13 spades and Hanako and Jiro passed: the human is taisho, in play."""
    match = opening()
    for action in (Bid(0, 11, 3), Bid(1, 12, 2), Bid(2, 13, 0), Pass(3), Pass(4), Bid(0, 14, 3),
                   Pass(1), Pass(2)):
        match.apply(action)
    return in_play(match)


# -- the smallest text (issue 41: buttons and key hints were about 9 px at 960 × 600) ---------


@pytest.mark.parametrize("language", ["ja", "en"])
@pytest.mark.parametrize("moment", ["auction", "discard", "play"])
def test_no_text_on_the_table_is_below_the_smallest_size_at_960x600(
        table_factory, language: str, moment: str) -> None:
    set_language(language)
    match = {"auction": opening, "discard": taisho_match, "play": bidden}[moment]()
    table = at(table_factory, match, SMALL_WINDOW)
    assert table.app.scale == pytest.approx(0.75)
    assert not too_small(table.scene.root, table.app.scale)
    assert len(list(shown_texts(table.scene.root))) > 20  # the whole table was looked at


@pytest.mark.parametrize("language", ["ja", "en"])
def test_no_text_on_the_goninkan_table_is_below_the_smallest_size_at_960x600(
        table_factory, language: str) -> None:
    set_language(language)
    table = table_factory(seed=4, size=SMALL_WINDOW)
    table.idle()
    assert not too_small(table.scene.root, table.app.scale)


@pytest.mark.parametrize("language", ["ja", "en"])
def test_the_yama_and_the_suit_tiles_counts_are_readable_at_960x600(table_factory,
                                                                   language: str) -> None:
    """Found scanning whole deals at 960 × 600: the yama's count ("Yama 11", 山 11枚) and a
    suit tile's count of that suit in hand (naming the trump without an auction, B17, or
    Goninkan's R26) drew 12 px; at the floor now, the tile's inside its tile."""
    set_language(language)
    table = table_factory(seed=4, size=SMALL_WINDOW)
    table.idle()
    yama = table.scene.table.yama
    yama.set_count(11)
    assert [node.text for node in shown_texts(yama)] == [t("table.yama", count=11)]
    assert not too_small(yama, table.app.scale)
    tile = SuitTile(0, 4, lambda: None)
    table.scene.root.add(tile)
    assert t("table.picker.in_hand", count=4) in [node.text for node in shown_texts(tile)]
    assert not too_small(tile, table.app.scale)
    inside = tile.world_rect.inflate(-8, -8)
    assert all(inside.contains(node.world_rect) for node in shown_texts(tile))


@pytest.mark.parametrize("language", ["ja", "en"])
def test_the_suit_named_with_a_joker_lead_is_readable_at_960x600(table_factory,
                                                                  language: str) -> None:
    """R18's badge beside a joker led ("Suit ♥", 指定) drew 12 px at 960 × 600; at the floor
    now, from every seat, clear of the hand, the seats' panels and the other trick slots."""
    set_language(language)
    table = table_factory(seed=4, size=SMALL_WINDOW)
    table.idle()
    view = table.scene.table
    hand = [card.world_rect for card in view.hand.children if isinstance(card, CardNode)]
    panels = [group.panel.world_rect for group in view.groups.values()]
    assert hand and len(panels) == 5
    for position in range(5):
        view.trick.show_named_suit(position, 2)
        badge = [node for node in shown_texts(view.trick)]
        assert [node.text for node in badge] == [t("table.joker_leads")]
        assert not too_small(view.trick, table.app.scale)
        rect = badge[0].parent.world_rect
        assert rect.collidelist(hand) == -1 and rect.collidelist(panels) == -1, position
        view.trick.clear_trick()


def test_every_toolbar_label_fits_its_button_at_the_smallest_size(table_factory) -> None:
    """Smaller type is no way out: a label too long would have shrunk below the floor."""
    for language in ("ja", "en"):
        set_language(language)
        table = at(table_factory, bidden(), SMALL_WINDOW)
        buttons = [*table.scene.toolbar.tools.values(), table.scene.toolbar.takeback_button,
                   table.scene.hints.button]
        for button in buttons:
            label = next(shown_texts(button), None) if button.visible else None
            if label is not None:
                assert label.font_size >= theme.MIN_FONT, label.text
                assert label.size[0] <= button.size[0] - 16, label.text


# -- the auction stays in sight --------------------------------------------------------------


def test_the_auction_stays_in_sight_during_play(table_factory) -> None:
    table = at(table_factory, bidden())
    view = table.scene.table
    box = view.auction_box
    assert table.scene.controller.match.phase is Phase.PLAY
    assert box.visible
    names = [view.label_name(p) for p in range(5)]
    # each player's highest bid, in the order they first called (a bid stays when its bidder
    # passes later; "Pass" only for one who never bid); the suit is drawn beside it
    assert box.lines == [f"{names[0]} 14", f"{names[1]} 12", f"{names[2]} 13",
                         f"{names[3]} Pass", f"{names[4]} Pass"]
    play_a_trick(table)  # trick play goes on: the box stays
    assert box.visible and len(box.lines) == 5


def test_the_trick_log_names_every_call_of_the_auction(table_factory) -> None:
    table = at(table_factory, bidden())
    table.scene.overlays.show_trick_log()
    table.frames(2)
    log = table.app.top
    assert isinstance(log, TrickLogScene)
    names = [table.scene.table.label_name(p) for p in range(5)]
    assert log.auction.text == (
        f"Auction: {names[0]}: 11 spades · {names[1]}: 12 hearts · {names[2]}: 13 clubs · "
        f"{names[3]}: Pass · {names[4]}: Pass · {names[0]}: 14 spades · {names[1]}: Pass · "
        f"{names[2]}: Pass.")


def test_goninkans_trick_log_has_no_auction(table_factory) -> None:
    table = table_factory(seed=4)
    table.idle()
    table.scene.overlays.show_trick_log()
    table.frames(2)
    assert isinstance(table.app.top, TrickLogScene) and table.app.top.auction.text == ""


# -- the deal's result -----------------------------------------------------------------------


def test_the_results_face_column_adds_up_with_the_laid_down_line(table_factory) -> None:
    match = taisho_match(seed=3)
    laid = laid_down(match)
    match.apply(NameAdjutant(0, BIDDING_DECK.in_order(match.hands[1])[0]))
    table = at(table_factory, match)
    pilot = Autopilot(table.scene, level="easy", seed=3, close_overlays=False)
    table.app.after_frame.append(pilot)
    table.until(lambda: isinstance(table.app.top, DealResultScene), limit=20_000)
    result = table.app.top
    assert isinstance(result, DealResultScene)
    final = table.scene.controller.match.results[-1]
    faces = table.scene.game.faces
    laid_faces = sum(1 for card in laid if faces >> card & 1)
    assert result.laid_down == laid_faces
    assert result.laid_down_count.text == str(laid_faces)
    assert "Laid down" in texts(result.card)
    won = table.scene.controller.view().won
    side = sum(won[p].bit_count() for p in final.kankei) + laid_faces
    assert side == final.kankei_faces  # the rows of the taisho's side add up to the headline


# -- the bidding game's own piles --------------------------------------------------------------


def test_the_bidding_table_shows_its_own_piles_only(table_factory) -> None:
    table = at(table_factory, bidden())
    view = table.scene.table
    assert not view.yama.visible  # the yama is Goninkan's
    assert view.laid_down.visible and view.laid_down.label == "Laid down"
    play_a_trick(table)
    assert not view.yama.visible


def test_goninkan_keeps_its_yama(table_factory) -> None:
    table = table_factory(seed=4)
    table.idle()
    assert table.scene.table.yama.visible


# -- nothing the player must see under something else -----------------------------------------


def test_seventeen_face_cards_stay_in_two_lines_above_the_buttons(table_factory) -> None:
    table = at(table_factory, bidden())
    view = table.scene.table
    cards = cards_of(table.scene.game.faces)
    assert len(cards) == 17
    below = [table.scene.hints.button.world_rect, table.scene.toolbar.takeback_button.world_rect,
             *(b.world_rect for b in table.scene.toolbar.tools.values())]
    for row in (view.kankei_row, view.mukankei_row):
        row.set_cards(cards, 14)
        height = card_height(layout.ROW_WIDTH)
        for index in range(17):
            x, y = row.card_centre(index)
            rect = pygame.FRect(x - layout.ROW_WIDTH / 2, y - height / 2, layout.ROW_WIDTH,
                                height)
            assert not any(rect.colliderect(button) for button in below), index


def test_the_kitsunes_marks_stay_clear_of_the_prompt(table_factory) -> None:
    table = at(table_factory, taisho_match())
    hand = table.scene.table.hand
    prompt = table.scene.table.prompt
    assert hand.marked and prompt.visible
    for card in hand.held:  # pick the kitsune's cards: they rise, with their marks
        if card in hand.marked:
            table.click(hand.card_node(card), fan=True)  # type: ignore[arg-type]
    table.until(lambda: hand.settled)
    marks = hand.mark_centres()
    assert len(marks) == 3
    for x, y in marks:
        mark = pygame.FRect(x - MARK_SIZE / 2, y - MARK_SIZE / 2, MARK_SIZE, MARK_SIZE)
        assert not mark.colliderect(prompt.world_rect), (mark, prompt.world_rect)


@pytest.mark.parametrize("players", [5, 3])
def test_a_kitsune_mark_lies_on_its_own_card_beside_a_raised_neighbour(table_factory,
                                                                      players: int) -> None:
    """Play-tested: the mark stood above its card's top edge, where a raised left-hand
    neighbour's face reaches: it lay on that card and read as its mark. On its own card's
    face now, in the part the next card leaves in view under the corner index, whichever
    cards are raised: never over another card."""
    rules = RuleSet.preset_named("bidding", players=players)
    table = table_factory(scenario=discard(1, player_names(players), rules), preset="bidding",
                          size=SMALL_WINDOW)
    table.idle()
    hand = table.scene.table.hand
    held = hand.held
    left_of_marked = [held[i - 1] for i, card in enumerate(held)
                      if card in hand.marked and i > 0 and held[i - 1] not in hand.marked]
    assert left_of_marked
    for card in left_of_marked[:rules.game.discards]:  # the left-hand neighbours rise
        table.click(hand.card_node(card), fan=True)  # type: ignore[arg-type]
    table.until(lambda: hand.settled)
    drawn = [node.world_rect.move(*node.draw_offset()) for node in hand.cards]
    marked = [index for index, node in enumerate(hand.cards) if node.card in hand.marked]
    centres = hand.mark_centres()
    assert len(centres) == len(marked) == rules.game.discards
    for index, (x, y) in zip(marked, centres, strict=True):
        mark = pygame.FRect(x - MARK_SIZE / 2, y - MARK_SIZE / 2, MARK_SIZE, MARK_SIZE)
        own = drawn[index]
        assert own.contains(mark), (mark, own)
        assert mark.top >= own.top + 0.37 * own.height  # under its own corner index
        # inside its own card it is over no card below it; none of those above it reaches it
        for rect in drawn[index + 1:]:
            assert not mark.colliderect(rect), (mark, rect)


def test_no_played_card_lands_on_the_piles_or_the_auction(table_factory) -> None:
    table = at(table_factory, bidden())
    view = table.scene.table
    slots = []
    height = card_height(layout.TRICK_WIDTH)
    for position in range(5):
        x, y = layout.FIVE_SEATS.trick_slot(position)
        # a turned card's whole reach: its diagonal either way
        reach = (layout.TRICK_WIDTH ** 2 + height ** 2) ** 0.5
        slots.append(pygame.FRect(x - layout.TRICK_WIDTH / 2 - 6, y - reach / 2,
                                  layout.TRICK_WIDTH + 12, reach))
    for node in (view.laid_down, view.auction_box, view.named_card, view.plaque):
        assert node.visible
        for position, slot in enumerate(slots):
            assert not node.world_rect.colliderect(slot), (type(node).__name__, position)


# -- the "?" of a rule -----------------------------------------------------------------------


@pytest.mark.parametrize(("rule", "paragraph"), [("joker_lead", "bidding.5"),
                                                 ("min_bid", "bidding.2"),
                                                 ("rounds", "bidding.6")])
def test_the_question_mark_of_a_bidding_rule_opens_its_paragraph(
        rule: str, paragraph: str) -> None:
    from goninkan_desktop.menus.new_game import BIDDING_TOPICS
    from goninkan_desktop.menus.rules import RulesScene
    from goninkan_desktop.ui.app import App

    assert BIDDING_TOPICS[rule] == paragraph
    app = App(fixed_dt=1 / 60)
    try:
        scene = RulesScene(app, None, topic=paragraph)
        app.push(scene)
        app.frame(1 / 60)
        assert scene.sections[scene.section] == "bidding"
        at = scene.paragraph_at[f"rules.{paragraph}"]
        assert scene.view.offset > 0  # not the top of the section
        assert scene.view.offset == pytest.approx(min(at - 12.0, scene.view.max_offset))
    finally:
        app.clear_scenes()


@pytest.mark.parametrize("language", ["ja", "en"])
def test_the_bid_picker_leaves_the_hand_in_sight(table_factory, language: str) -> None:
    """The picker lists the calls it covers and the hand stays in sight under it: the player
    decides by the cards."""
    set_language(language)
    table = at(table_factory, opening(dealer=0, seed=9), SMALL_WINDOW)  # four CPUs call first
    table.frames(2)
    picker = table.scene.dialog
    assert picker is not None and picker.calls is not None  # type: ignore[attr-defined]
    hand = table.scene.table.hand
    assert picker.world_rect.bottom <= hand.cards_top
    assert not table.scene.table.prompt.visible  # the picker says it, and covers nothing


@pytest.mark.parametrize("language", ["ja", "en"])
def test_a_seat_panels_lines_fit_it_at_the_smallest_size(language: str) -> None:
    """The face cards and the status share the bottom line, the side badge and the dealer's the
    middle one: at the table's smallest size, side by side inside the panel."""
    from goninkan_desktop.i18n import t
    from goninkan_desktop.ui.nodes.panel import Badge
    from goninkan_desktop.ui.nodes.seat_panel import SeatPanel

    set_language(language)
    panel = SeatPanel(t("table.cpu_2"), is_human=True)
    panel.set_faces(17)
    panel.set_dealer(True)
    for badge in (t("bid.secret_adjutant"), t("bid.alone"), t("bid.defender")):
        panel.set_badge(badge, ours=True)
        for status in (t("table.your_turn"), t("table.thinking"),
                       t("table.countdown", minutes=0, seconds="30")):
            panel.set_status(status)
            inside = panel.world_rect.inflate(-16, -8)
            lines = list(shown_texts(panel))
            for line in lines:
                assert line.font_size >= theme.MIN_FONT, line.text
                assert inside.contains(line.world_rect), line.text
            rects = [(n.text, n.world_rect) for n in lines if not isinstance(n.parent, Badge)]
            badges = [b for b in panel.children if isinstance(b, Badge) and b.visible]
            assert badge in [b.text for b in badges]  # the side's badge is always shown
            rects += [(b.text, b.world_rect) for b in badges]
            for index, (text, rect) in enumerate(rects):
                for other, other_rect in rects[index + 1:]:
                    assert not rect.colliderect(other_rect), (text, other)


@pytest.mark.parametrize("language", ["ja", "en"])
def test_the_named_cards_label_fits_its_box(table_factory, language: str) -> None:
    set_language(language)
    table = at(table_factory, bidden(), SMALL_WINDOW)
    box = table.scene.table.named_card
    assert box.visible
    for label in shown_texts(box):
        assert box.world_rect.contains(label.world_rect), label.text
        assert label.font_size >= theme.MIN_FONT


@pytest.mark.parametrize("language", ["ja", "en"])
def test_a_hint_in_the_bid_picker_leaves_the_hand_and_the_hint_button_in_sight(
        table_factory, language: str) -> None:
    """The hint's lines make the picker taller: it grows upwards, clear of the hand's corner
    indices and of the Hint button."""
    set_language(language)
    table = at(table_factory, opening(dealer=0, seed=9), SMALL_WINDOW)
    table.frames(2)
    picker = table.scene.dialog
    assert picker is not None
    before = picker.world_rect.height
    table.key(pygame.K_h)
    table.frames(2)
    assert picker.world_rect.height > before  # the hint is in it
    assert picker.world_rect.bottom <= table.scene.table.hand.cards_top
    assert not picker.world_rect.colliderect(table.scene.hints.button.world_rect)
    assert picker.world_rect.top >= 0


def test_the_focus_ring_in_the_lay_down_step_is_unlike_the_hints_glow(table_factory) -> None:
    """After a hint rings three cards in gold, the card Space would pick is ringed in its own
    colour: the ring's pixels are mostly the focus blue, hardly any the hint's gold."""
    table = at(table_factory, taisho_match())
    hand = table.scene.table.hand
    table.key(pygame.K_h)
    table.key(pygame.K_RIGHT)
    table.frames(30)
    assert hand.ringed is not None
    with_ring = table.app.render().copy()
    hand.ring.visible = False
    without = table.app.render().copy()
    hand.ring.visible = True
    width, height = with_ring.get_size()
    changed = [with_ring.get_at((x, y))[:3] for y in range(height // 2, height)
               for x in range(width) if with_ring.get_at((x, y)) != without.get_at((x, y))]
    assert len(changed) > 200

    def near(colour: tuple[int, ...], to: tuple[int, int, int]) -> bool:
        return sum(abs(a - b) for a, b in zip(colour, to, strict=True)) < 60

    assert sum(near(c, theme.FOCUS_RING) for c in changed) > len(changed) / 3
    assert sum(near(c, theme.GOLD) for c in changed) < len(changed) / 20  # edges over the glow


@pytest.mark.parametrize("size", [SMALL_WINDOW, (1920, 1080)])
def test_thirteen_cards_raised_stay_clear_of_the_buttons_beside_the_hand(
        table_factory, size: tuple[int, int]) -> None:
    """While the taisho lays down three of thirteen, the right-hand card raised (turned with
    the fan) keeps clear of Take back, and the left-hand one of Hint."""
    table = at(table_factory, taisho_match(), size)
    hand = table.scene.table.hand
    assert len(hand.cards) == 13
    for card in (hand.cards[-1], hand.cards[0]):
        table.click(card, fan=True)
    table.until(lambda: hand.settled)
    buttons = [table.scene.toolbar.takeback_button, table.scene.hints.button]
    for card in (hand.cards[-1], hand.cards[0]):
        assert card.draw_offset()[1] < 0  # raised
        reach = card.world_rect.move(*card.draw_offset())
        turned = pygame.transform.rotate(pygame.Surface(reach.size), card.rotation).get_rect(
            center=reach.center)
        for button in buttons:
            if button.visible:
                assert not pygame.FRect(turned).colliderect(button.world_rect), button


@pytest.mark.parametrize(("language", "words"), [("en", "Defenders 2 (need 1)"),
                                                  ("ja", "守備側 2枚（阻止に1枚）")])
def test_the_defenders_row_says_what_they_need_not_a_fraction(language: str,
                                                              words: str) -> None:
    """Beside the deal's result the row read 'Defenders 2 / 1', like a fraction: it says the
    face cards taken and how many stop the bid."""
    from goninkan_desktop.i18n import t

    set_language(language)
    assert t("bid.row.defenders", count=2, target=1) == words


@pytest.mark.parametrize("language", ["ja", "en"])
@pytest.mark.parametrize("players", [5, 3])
def test_the_lay_down_is_asked_once_in_the_prompt_over_the_hand(table_factory, language: str,
                                                                players: int) -> None:
    """Play-tested: the lay-down dialog said "Lay down three cards… Choose three to lay face
    down" and the prompt under it "Pick three cards to lay down (0/3)". The asking (how many,
    the count so far, the keys) is the prompt's, over the hand where the cards are picked; the
    dialog says what the kitsune brought and what laying down means, its button does it."""
    set_language(language)
    rules = RuleSet.preset_named("bidding", players=players)
    table = table_factory(scenario=discard(1, player_names(players), rules), preset="bidding",
                          size=SMALL_WINDOW)
    table.idle()
    scene = table.scene
    assert scene.screen_kind == "discard" and scene.desk.dialog is not None
    count = rules.game.discards
    asked = {"en": ("choose", "pick", f"lay down {'three' if count == 3 else 'two'} cards"),
             "ja": ("選ん", "選ぶ", "選び")}[language]
    prompt = scene.table.prompt.text
    assert any(word in prompt.lower() for word in asked), prompt
    button = t(form_key("bid.discard.button", rules.game))
    said = [text for text in texts(scene.desk.dialog) if text != button]
    assert said, "the dialog says what the kitsune brought"
    for text in said:
        assert not any(word in text.lower() for word in asked), text
