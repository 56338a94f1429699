"""What the screen says and shows: refused moves, legal cards raised, the trump, hidden cards."""

from __future__ import annotations

from engine.cards import HEARTS, JOKER, SUIT_NAMES, cards_of
from engine.match import Match, Phase
from goninkan_desktop.devtools.scenarios import find_moment
from goninkan_desktop.ui import layout
from goninkan_desktop.ui.nodes.sprite import CardNode


def must_follow(match: Match) -> int | None:
    """The player to act must follow suit and holds a card that does not."""
    if match.phase is Phase.PLAY and match.trick and match.turn >= 0:
        hand = match.hands[match.turn]
        if hand & ~match.legal_mask() & ~(1 << JOKER) and match.legal_mask() != hand:
            return match.turn
    return None


def joker_in_trick_1(match: Match) -> int | None:
    if match.phase is Phase.PLAY and match.trick_no == 1 and match.turn >= 0 \
            and match.hands[match.turn] >> JOKER & 1 and match.deal == 1:
        return match.turn
    return None


def test_r16_illegal_click_says_why_and_changes_nothing(table_factory, names) -> None:
    table = table_factory(scenario=find_moment(2, names, must_follow))
    table.idle()
    scene = table.scene
    match = scene.controller.match
    illegal = next(c for c in cards_of(match.hands[0] & ~match.legal_mask()) if c != JOKER)
    before = len(match.history[-1][1])
    table.click(scene.table.hand.card_node(illegal), fan=True)
    led = SUIT_NAMES[match.led_suit]
    assert scene.table.prompt.is_error
    assert scene.table.prompt.text == f"You must follow {led}"
    assert len(match.history[-1][1]) == before and scene.request is not None
    # the message fades after a few seconds and the prompt asks again
    table.frames(int(4.5 * 60))
    assert not scene.table.prompt.is_error and scene.table.prompt.text.startswith("Your turn")


def test_r17_joker_refused_in_trick_1(table_factory, names) -> None:
    table = table_factory(scenario=find_moment(4, names, joker_in_trick_1))
    table.idle()
    scene = table.scene
    joker = scene.table.hand.card_node(JOKER)
    assert joker is not None and joker.dimmed and joker.lift == 0
    table.click(joker, fan=True)
    assert scene.table.prompt.text == "The joker cannot be played in trick 1"


def test_r15_click_out_of_turn_names_whose_turn_it_is(table_factory, names) -> None:
    table = table_factory(scenario=find_moment(2, names, must_follow), speed="normal")
    scene = table.scene
    table.idle()
    match = scene.controller.match
    legal = cards_of(match.legal_mask())[0]
    table.click(scene.table.hand.card_node(legal), fan=True)
    table.frames(3)
    assert scene.request is None
    other = scene.table.hand.held[0]
    table.click(scene.table.hand.card_node(other), fan=True)
    assert scene.table.prompt.is_error
    assert "turn" in scene.table.prompt.text or scene.table.prompt.text == "One moment, please"


def test_legal_cards_are_raised_and_drawn_higher(table_factory, names) -> None:
    table = table_factory(scenario=find_moment(2, names, must_follow))
    table.idle()
    scene = table.scene
    legal = set(cards_of(scene.controller.match.legal_mask()))
    table.frames(30)  # let the cards rise
    for node in scene.table.hand.cards:
        if node.card in legal:
            assert node.lift > 10 and not node.dimmed
        else:
            assert node.lift == 0 and node.dimmed
    raised = scene.table.hand.card_node(sorted(legal)[0])
    rect = raised.world_rect
    dx, dy = raised.draw_offset()
    # just above where the resting card's top edge would be, the raised card's face shows
    probe = (rect.x + dx + 10, rect.y + 4 + dy)
    r, g, b = table.pixel(probe)
    assert min(r, g, b) > 170, (r, g, b)  # card paper, not the green felt


def test_trump_indicator_shows_the_trump_in_its_colour(table_factory, names) -> None:
    def hearts_trump(match: Match) -> int | None:
        return match.turn if match.phase is Phase.PLAY and match.trump == 2 else None

    table = table_factory(scenario=find_moment(1, names, hearts_trump))
    table.idle()
    disc = table.scene.table.plaque.disc
    assert disc.suit == HEARTS
    cx, cy = disc.world_rect.center
    r, g, b = table.pixel((cx, cy + 4))
    assert r > 150 and g < 90 and b < 100  # the heart is red
    assert "hearts" in table.scene.table.plaque.trump_label


def test_r20_no_hidden_card_is_ever_face_up(table_factory) -> None:
    table = table_factory(seed=8)
    from goninkan_desktop.devtools.autopilot import Autopilot

    pilot = Autopilot(table.scene, level="easy", seed=8)
    table.app.after_frame.append(pilot)
    checked = 0
    for _ in range(1500):
        table.frames(1)
        scene = table.scene
        match = scene.controller.match
        if match.phase in (Phase.DEAL, Phase.OVER) or table.app.top is not scene:
            continue
        view = scene.controller.view()
        allowed = set(cards_of(view.hand | view.played)) | set(view.shown)
        for node in _cards(scene.root):
            if node.face_up:
                assert node.card in allowed, node.card
                checked += 1
    assert checked > 100


def test_seat_positions_follow_turn_order(table_factory) -> None:
    table = table_factory(seed=2)
    scene = table.scene
    # R5: the player after the human sits on the right, then top-right, top-left, left
    for player in range(5):
        position = scene.table.position(player)
        assert scene.table.groups[player].pos == layout.FIVE_SEATS.seat_centre(position)
    view = scene.table
    seat = view.seats.index(0)
    assert [view.position(view.seats[(seat + k) % 5]) for k in range(5)] == [0, 1, 2, 3, 4]


def _cards(node):
    for child in node.children:
        if isinstance(child, CardNode):
            yield child
        yield from _cards(child)
