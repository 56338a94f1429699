"""Every lesson played through the real scenes: the menu, the table, the guide box.

Each lesson is opened from the tutorial menu and walked to its result with
synthetic clicks on the real cards, dialog buttons and the guide's Next
button (and the names the guide offers when it asks who the adjutant is),
once with the intended moves and once with the lesson's tempting wrong move
first (the guide explains it, and the lesson still finishes). The menu's
groups are switched with the arrow keys. Progress is stored in the user data
folder and survives a restart.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from itertools import pairwise

import pygame
import pytest

from engine import Bid, Decision, Discard, NameAdjutant, NameTrump, NijukanPick, Play
from engine.cards import ALL_SUIT_OF, CLUBS, DIAMONDS, JOKER, SPADES, cards_of, parse_card
from goninkan_desktop.devtools.autopilot import Autopilot, centre, click, press
from goninkan_desktop.i18n import set_language, t
from goninkan_desktop.tutorial import GROUPS, LESSON_IDS, Guess, Move, Result, Say, lesson
from goninkan_desktop.tutorial.menu import TutorialMenuScene
from goninkan_desktop.tutorial.progress import FILE_NAME, Progress, progress_path
from goninkan_desktop.tutorial.scene import DIALOG_TOP, TutorialScene, place_text
from goninkan_desktop.ui.app import App
from goninkan_desktop.ui.motion import Motion
from goninkan_desktop.ui.nodes.bidding import BidButton, BidCell, BidPicker, CardPicker
from goninkan_desktop.ui.nodes.dialog import PRIMARY, SECONDARY
from goninkan_desktop.ui.nodes.guide import box
from goninkan_desktop.ui.nodes.text import TextNode
from goninkan_desktop.ui.overlay import Overlay
from goninkan_desktop.ui.render.cards import CardRenderer

DT = 1 / 60
RENDERER = CardRenderer()


def open_menu(app: App) -> TutorialMenuScene:
    menu = TutorialMenuScene(app, renderer=RENDERER, motion=Motion("instant"))
    app.push(menu)
    app.frame(DT)
    return menu


def frames(app: App, count: int = 1) -> None:
    for _ in range(count):
        app.frame(DT)


def until(app: App, done: Callable[[], bool], limit: int = 600) -> None:
    for _ in range(limit):
        if done():
            return
        app.frame(DT)
    raise AssertionError("the tutorial never got there")


def click_node(app: App, node: object) -> None:
    click(app, centre(node))  # type: ignore[arg-type]
    frames(app, 2)


def make_move(app: App, scene: TutorialScene, decision: Decision) -> None:
    """The clicks that make ``decision`` on the table, each when its target is ready."""
    for gesture in Autopilot(scene).plan(app, decision):
        until(app, gesture)
        frames(app, 2)


def settle(app: App, scene: TutorialScene) -> None:
    """Run until the lesson waits for the learner (closing a deal's result on the way)."""
    def ready() -> bool:
        if isinstance(app.top, Overlay):
            press(pygame.K_RETURN)
            return False
        step = scene.runner.current_step
        if isinstance(step, Move):
            return scene.request is not None and not scene.busy and scene.table.hand.settled
        return isinstance(step, Say | Result | Guess) and not scene.busy

    until(app, ready, 2000)


def walk(app: App, scene: TutorialScene, *, wrong: bool,
         explained: list[str] | None = None) -> list[str]:
    """Play the lesson to its result; with ``wrong``, try its pitfall once first.

    Returns the explanations the guide showed for wrong moves (added to ``explained``).
    """
    explained = [] if explained is None else explained
    tried = not wrong
    while True:
        settle(app, scene)
        step = scene.runner.current_step
        if isinstance(step, Result):
            return explained
        if isinstance(step, Say):
            assert scene.guide.message == t(step.text)
            click_node(app, scene.guide.button(t("tutorial.next")))
            continue
        if isinstance(step, Guess):
            assert scene.guide.message in (t(step.prompt), *explained)
            click_node(app, scene.guide.button(t(f"tutorial.name.{step.answer}")))
            continue
        assert isinstance(step, Move)
        assert scene.guide.message in (t(step.prompt), *explained)
        if not tried and step.pitfall is not None and not isinstance(step.pitfall, NijukanPick):
            tried = True
            before = scene.runner.index
            make_move(app, scene, step.pitfall)
            assert scene.runner.index == before, "a wrong move must change nothing"
            assert scene.guide.note.text == t("guide.wrong")
            explained.append(scene.guide.message)
            continue
        make_move(app, scene, step.expected[0])


@pytest.mark.parametrize("language", ["en", "ja"])
def test_every_lesson_from_the_menu_to_its_result(app: App, language: str) -> None:
    """Each group from the menu: its first lesson by Enter, the next by "Next lesson", back to
    the list after its last; → moves on to the next group."""
    set_language(language)
    try:
        menu = open_menu(app)
        for group in GROUPS:
            assert menu.lesson_ids == group.ids and menu.selected == 0
            press(pygame.K_RETURN)
            frames(app, 2)
            for lesson_id in group.ids:
                scene = app.top
                assert isinstance(scene, TutorialScene) and scene.lesson.id == lesson_id
                walk(app, scene, wrong=False)
                assert scene.progress.done(lesson_id)
                assert scene.guide.where.text == place_text(lesson_id)
                if lesson_id != group.ids[-1]:
                    click_node(app, scene.guide.button(t("guide.next_lesson")))
            assert app.top.guide.button(t("guide.next_lesson")) is None  # type: ignore[union-attr]
            click_node(app, app.top.guide.button(t("guide.back_to_lessons")))  # type: ignore[union-attr]
            assert app.top is menu
            assert all(tick.text for tick in menu.ticks)
            press(pygame.K_RIGHT)
            frames(app, 2)
        total = len(LESSON_IDS)
        assert menu.count_line.text == t("guide.menu.finished", done=total, total=total)
    finally:
        set_language("en")


@pytest.mark.parametrize("lesson_id", LESSON_IDS)
def test_a_wrong_move_is_explained_and_the_lesson_still_finishes(app: App,
                                                                 lesson_id: str) -> None:
    menu = open_menu(app)
    scene = menu.open_lesson(lesson_id)
    frames(app, 2)
    explained = walk(app, scene, wrong=True)
    pitfalls = [step.pitfall for step in lesson(lesson_id).steps
                if isinstance(step, Move) and step.pitfall is not None]
    if isinstance(pitfalls[0], NijukanPick):
        # a blind pick on the board cannot name a card that is not a key card: ask directly
        assert not explained
        return
    assert len(explained) == 1 and explained[0]
    assert scene.progress.done(lesson_id)


def test_the_nijukan_pitfall_is_explained_by_the_guide(app: App) -> None:
    menu = open_menu(app)
    scene = menu.open_lesson("nijukan")
    while not isinstance(scene.runner.current_step, Move) or scene.request is None:
        settle(app, scene)
        if isinstance(scene.runner.current_step, Say):
            click_node(app, scene.guide.button(t("tutorial.next")))
    step = scene.runner.current_step
    assert isinstance(step, Move) and step.pitfall is not None
    error = scene.controller.submit(step.pitfall)
    assert error is not None
    assert scene.guide.note.text == t("guide.wrong")
    walk(app, scene, wrong=False, explained=[scene.guide.message])
    assert scene.progress.done("nijukan")


def test_hint_points_at_the_intended_card(app: App) -> None:
    menu = open_menu(app)
    scene = menu.open_lesson("cards")
    while not isinstance(scene.runner.current_step, Move):
        settle(app, scene)
        if isinstance(scene.runner.current_step, Say):
            click_node(app, scene.guide.button(t("tutorial.next")))
    settle(app, scene)
    click_node(app, scene.guide.button(t("tutorial.hint")))
    assert scene.hinted == ("card:AH",)
    rects = scene.highlight_rects()
    node = scene.table.hand.card_node(parse_card("AH"))
    assert node is not None and len(rects) == 1 and rects[0].colliderect(node.world_rect)
    assert t("guide.hint_shown") in scene.guide.message


def test_skip_and_escape(app: App) -> None:
    menu = open_menu(app)
    scene = menu.open_lesson("cards")
    frames(app, 2)
    click_node(app, scene.guide.button(t("guide.skip")))
    nxt = app.top
    assert isinstance(nxt, TutorialScene) and nxt.lesson.id == "following"
    assert not menu.progress.done("cards")
    press(pygame.K_ESCAPE)
    frames(app, 2)
    assert app.top is menu


def test_progress_survives_a_restart(app: App) -> None:
    menu = open_menu(app)
    click_node(app, menu.mark)
    assert menu.progress.done(LESSON_IDS[0])
    saved = json.loads(progress_path().read_text(encoding="utf-8"))
    assert saved["finished"] == [LESSON_IDS[0]]
    again = Progress.load()
    assert again.done(LESSON_IDS[0]) and again.first_unfinished() == LESSON_IDS[1]
    fresh = TutorialMenuScene(app, renderer=RENDERER)
    assert fresh.selected == 1 and fresh.ticks[0].text


def test_a_broken_progress_file_is_set_aside(app: App) -> None:
    path = progress_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{not json", encoding="utf-8")
    progress = Progress.load()
    assert progress.count == 0
    assert not path.exists()
    assert any(p.name.startswith(FILE_NAME + ".broken-") for p in path.parent.iterdir())
    menu = open_menu(app)
    assert menu.count_line.text == t("guide.menu.finished", done=0, total=len(LESSON_IDS))


@pytest.mark.parametrize("lesson_id", LESSON_IDS)
def test_every_step_shows_its_own_text(app: App, lesson_id: str) -> None:
    """No step repeats the step before ("Jiro plays the J♥", not step 5's words again), and no
    step starts with a stale "Not quite" or "Try it" from the step before."""
    menu = open_menu(app)
    scene = menu.open_lesson(lesson_id)
    frames(app, 2)
    first_seen: dict[int, tuple[str, str]] = {}

    def watch(_: App) -> None:
        first_seen.setdefault(scene.runner.index, (scene.guide.message, scene.guide.note.text))

    app.after_frame.append(watch)
    walk(app, scene, wrong=True)
    shown = [first_seen[index] for index in sorted(first_seen)]
    assert len(shown) > 3
    for (before, _), (message, note) in pairwise(shown):
        assert message and message != before and not note
        assert t("guide.hint_shown") not in message


def test_lesson_12_keeps_the_sixteen_face_cards_on_show_while_the_guide_talks_of_them(
        app: App) -> None:
    """After the jūroku's result the guide praises 16 face cards: the piles, the plaque and the
    seat still show them (not 0 / 9 and an empty table) until the lesson ends."""
    menu = open_menu(app)
    scene = menu.open_lesson("scoring")
    frames(app, 2)
    walk(app, scene, wrong=False)
    view = scene.controller.view()
    assert view.results and view.results[-1].kankei_faces == 16
    assert len(scene.table.kankei_row.cards_shown) == 16
    assert scene.table.plaque.kankei_bar.count == 16
    panel = scene.table.groups[0].panel
    shown = [node.text for node in panel.children if isinstance(node, TextNode)]
    assert t("table.faces_taken", count=16) in shown


def test_a_deal_result_in_a_lesson_leaves_the_guide_box_in_sight(app: App) -> None:
    """Lesson 12's result no longer covers the guide's Next button: the result opens left of the
    guide box, which stays undimmed with its buttons resting until the result is closed."""
    menu = open_menu(app)
    scene = menu.open_lesson("scoring")
    frames(app, 2)
    for _ in range(100):
        if isinstance(app.top, Overlay):
            break
        until(app, lambda: isinstance(app.top, Overlay) or (
            not scene.busy and (scene.request is not None
                                or isinstance(scene.runner.current_step, Say))), 2000)
        if isinstance(app.top, Overlay):
            break
        step = scene.runner.current_step
        if isinstance(step, Say):
            click_node(app, scene.guide.button(t("tutorial.next")))
        elif isinstance(step, Move):
            make_move(app, scene, step.expected[0])
    overlay = app.top
    assert isinstance(overlay, Overlay)
    guide = scene.guide.world_rect
    assert not overlay.card.world_rect.colliderect(guide)
    assert all(not piece.world_rect.colliderect(guide) for piece in overlay.root.children
               if piece is not overlay.card)
    assert scene.guide.buttons and not any(button.enabled for button in scene.guide.buttons)
    press(pygame.K_RETURN)
    frames(app, 3)
    assert app.top is scene
    assert any(button.enabled for button in scene.guide.buttons)


# ---- the bidding game's lessons (docs/rules.md section 11) ------------------------------


def to_step(app: App, scene: TutorialScene, done: Callable[[], bool]) -> None:
    """Walk the lesson as intended, by clicks, until ``done`` holds with the table still."""
    while True:
        settle(app, scene)
        if done():
            return
        step = scene.runner.current_step
        if isinstance(step, Say):
            click_node(app, scene.guide.button(t("tutorial.next")))
        elif isinstance(step, Guess):
            click_node(app, scene.guide.button(t(f"tutorial.name.{step.answer}")))
        elif isinstance(step, Move):
            make_move(app, scene, step.expected[0])
        else:
            raise AssertionError("the lesson ended first")


def test_the_menu_shows_the_lessons_by_group_with_the_keyboard(app: App) -> None:
    menu = open_menu(app)
    goninkan, bidding = GROUPS
    assert menu.lesson_ids == goninkan.ids and len(menu.rows) == 12
    press(pygame.K_RIGHT)
    frames(app, 2)
    assert menu.lesson_ids == bidding.ids and len(menu.rows) == 5 and menu.selected == 0
    assert [tab.style for tab in menu.tabs] == [SECONDARY, PRIMARY]
    assert menu.detail_number.text == t("tutorial.progress_group", group=t(bidding.title),
                                        number=1, total=5)
    assert menu.detail_intro.text == t("guide.menu.intro_bidding")
    press(pygame.K_DOWN)
    frames(app, 2)
    press(pygame.K_RETURN)
    frames(app, 2)
    scene = app.top
    assert isinstance(scene, TutorialScene) and scene.lesson.id == "auction"
    assert scene.next_lesson == "adjutant"
    press(pygame.K_ESCAPE)
    frames(app, 2)
    assert app.top is menu and menu.chosen == "auction"
    press(pygame.K_RIGHT)  # round to the first group again
    frames(app, 2)
    assert menu.lesson_ids == goninkan.ids
    click_node(app, menu.tabs[1])
    assert menu.lesson_ids == bidding.ids
    click_node(app, menu.mark)
    assert menu.progress.done("card_order") and menu.chosen == "auction"
    assert menu.tabs[1].label == t("guide.menu.group_count", group=t(bidding.title), done=1,
                                   total=5)


GROUP_SIZE_WORDS = {"en": {12: "Twelve", 5: "Five"}, "ja": {12: "12", 5: "5つ"}}


@pytest.mark.parametrize("language", ["en", "ja"])
def test_each_group_s_introduction_counts_and_names_its_lessons(app: App, language: str) -> None:
    """The words beside the lesson list are true of the group shown: as many lessons as the
    list holds, and (the bidding game's) every one of them named, the three-player and the
    no-auction lessons too."""
    set_language(language)
    try:
        menu = open_menu(app)
        for group in GROUPS:
            assert menu.lesson_ids == group.ids
            intro = menu.detail_intro.text
            assert GROUP_SIZE_WORDS[language][len(group.ids)] in intro
            if group.id != "goninkan":
                for item in group.lessons:
                    assert t(item.title).lower() in intro.lower(), item.id
            press(pygame.K_RIGHT)
            frames(app, 2)
    finally:
        set_language("en")


SUIT_COUNT_WORDS = {"en": {1: "one card", 2: "two"}, "ja": {1: "1枚", 2: "2枚"}}


@pytest.mark.parametrize("language", ["en", "ja"])
def test_naming_a_short_suit_without_an_auction_is_explained_truly(app: App,
                                                                   language: str) -> None:
    """The no-auction lesson (B17): naming clubs (the J♣ and the 3♣) or diamonds (the A♦
    alone) is answered with the number of cards the learner really holds in that suit, and
    spades still go on."""
    set_language(language)
    try:
        menu = open_menu(app)
        scene = menu.open_lesson("no_auction")
        frames(app, 2)
        while not isinstance(scene.runner.current_step, Move):
            settle(app, scene)
            click_node(app, scene.guide.button(t("tutorial.next")))
        settle(app, scene)
        hand = cards_of(scene.controller.match.hands[0])
        for suit in (CLUBS, DIAMONDS):
            held = sum(1 for card in hand if card != JOKER and ALL_SUIT_OF[card] == suit)
            make_move(app, scene, NameTrump(0, suit))
            assert scene.guide.note.text == t("guide.wrong")
            assert SUIT_COUNT_WORDS[language][held] in scene.guide.message, (suit, held)
        make_move(app, scene, NameTrump(0, SPADES))
        settle(app, scene)
        assert scene.guide.note.text != t("guide.wrong")
    finally:
        set_language("en")


def test_the_last_lesson_of_a_group_offers_no_next_lesson(app: App) -> None:
    menu = open_menu(app)
    scene = menu.open_lesson("scoring")
    assert scene.next_lesson is None
    click_node(app, scene.guide.button(t("guide.skip")))
    assert app.top is menu  # skipping the group's last lesson goes back to the list


def test_the_guide_asks_who_the_adjutant_is_and_the_keyboard_answers(app: App) -> None:
    menu = open_menu(app)
    scene = menu.open_lesson("adjutant")
    to_step(app, scene, lambda: scene.runner.guessing)
    step = scene.runner.current_step
    assert isinstance(step, Guess)
    names = [button.label for button in scene.guide.buttons[:4]]
    assert names == [t(f"tutorial.name.{player}") for player in range(1, 5)]
    assert len(scene.table.trick.cards) == 4  # the trick read from is still on the table
    press(pygame.K_RETURN)  # the first name, Hanako, has the focus
    frames(app, 2)
    assert scene.runner.guessing and scene.guide.note.text == t("guide.wrong")
    assert scene.guide.message == t("tutorial.adjutant.not_hanako")
    click_node(app, scene.guide.button(t("tutorial.hint")))
    assert scene.hinted == ("seat:2",)
    rect = scene.highlight_rects()[0]
    assert rect.colliderect(scene.table.groups[2].panel.world_rect)
    jiro = scene.guide.button(t("tutorial.name.2"))  # the hint put the focus on Jiro
    assert jiro is not None and jiro.focused
    press(pygame.K_RETURN)
    frames(app, 2)
    assert not scene.runner.guessing
    walk(app, scene, wrong=False)
    assert scene.progress.done("adjutant")
    sides = scene.game.sides(scene.controller.view())  # Jiro revealed by the joker (B8)
    assert sides.drawn and sides.badges[2] == t("bid.adjutant")


def test_a_wrong_discard_is_explained_and_its_cards_put_back(app: App) -> None:
    menu = open_menu(app)
    scene = menu.open_lesson("auction")
    to_step(app, scene, lambda: scene.desk.dialog_kind == "discard")
    step = scene.runner.current_step
    assert isinstance(step, Move) and step.pitfall is not None
    make_move(app, scene, step.pitfall)
    assert scene.guide.message == t("tutorial.auction.smallest")
    assert scene.table.hand.selected == [] and scene.desk.dialog_kind == "discard"
    make_move(app, scene, step.expected[0])
    assert scene.runner.match.discards.bit_count() == 3
    walk(app, scene, wrong=False)
    assert scene.progress.done("auction")


BIDDING_SPOTS = ("named_card", "mukankei_row", "laid_down", "yama")


@pytest.mark.parametrize("lesson_id", GROUPS[1].ids)
def test_nothing_on_the_bidding_table_hides_another_in_a_lesson(app: App, lesson_id: str) -> None:
    """At every frame of the lesson: the adjutant's card, the defenders' face cards, the cards
    laid down and the yama lie apart and clear of the guide box; a dialog stays clear of the
    guide box and of the hand below it as far as the window allows."""
    menu = open_menu(app)
    scene = menu.open_lesson(lesson_id)
    frames(app, 2)
    table = scene.table
    clashes: set[tuple[str, str]] = set()

    def spots() -> dict[str, pygame.FRect]:
        found: dict[str, pygame.FRect] = {"guide": scene.guide.world_rect}
        if table.named_card.visible:
            found["named_card"] = table.named_card.world_rect
        if table.mukankei_row.visible and table.mukankei_row.cards_shown:
            found["mukankei_row"] = box(table.mukankei_row)
        if table.mukankei_row.visible:  # its title in the corner clear of the seats' panels
            for index, line in enumerate(table.mukankei_row.title_nodes):
                found[f"mukankei_row.title_{index}"] = line.world_rect
            for player, group in table.groups.items():
                found[f"panel_{player}"] = group.panel.world_rect
        if table.laid_down.visible and table.laid_down.cards_shown:
            found["laid_down"] = table.laid_down.world_rect
        if table.yama.count:
            x, y = table.yama.top_centre()
            found["yama"] = pygame.FRect(x - 24, y - 34, 48, 68)
        return found

    def watch(_: App) -> None:
        found = spots()
        names = sorted(found)
        for index, first in enumerate(names):
            for second in names[index + 1:]:
                same_row = first.split(".")[0] == second.split(".")[0]  # a title in its row
                if not same_row and found[first].colliderect(found[second]):
                    clashes.add((first, second))
        dialog = scene.dialog
        if dialog is not None and not scene.busy:
            rect = dialog.world_rect
            if rect.colliderect(scene.guide.world_rect):
                clashes.add(("dialog", "guide"))
            top = min(card.world_rect.top for card in table.hand.cards)
            if rect.bottom > top + 1 and rect.top > DIALOG_TOP + 1:
                clashes.add(("dialog", "hand"))

    app.after_frame.append(watch)
    walk(app, scene, wrong=True)
    assert not clashes


def test_the_hint_points_into_the_bid_and_adjutant_pickers(app: App) -> None:
    """"Show me" rings the very bid in the bid picker (B6), and the very card in the adjutant
    picker (B8), not the whole dialog."""
    menu = open_menu(app)
    scene = menu.open_lesson("auction")
    to_step(app, scene, lambda: scene.desk.dialog_kind == "bid_picker")
    click_node(app, scene.guide.button(t("tutorial.hint")))
    assert scene.hinted == ("bid:12S",)
    (ring,) = scene.highlight_rects()
    assert isinstance(scene.dialog, BidPicker)
    button = next(b for b in scene.dialog.buttons
                  if isinstance(b, BidButton) and b.bid == BidCell(12, 3))
    assert ring == box(button) and ring.w < 100
    scene = menu.open_lesson("adjutant")
    to_step(app, scene, lambda: scene.desk.dialog_kind == "adjutant_picker")
    click_node(app, scene.guide.button(t("tutorial.hint")))
    assert scene.hinted == ("card:JOKER",)
    (ring,) = scene.highlight_rects()
    assert isinstance(scene.dialog, CardPicker)
    joker = scene.dialog.card(JOKER)
    assert joker is not None and ring == box(joker)


def keys_until(app: App, key: int, done: Callable[[], bool], limit: int = 60) -> None:
    """Press ``key`` until ``done`` holds."""
    for _ in range(limit):
        if done():
            return
        press(key)
        frames(app, 2)
    raise AssertionError("the keys never got there")


def keyboard_move(app: App, scene: TutorialScene, decision: Decision) -> None:
    """Make ``decision`` with the keys alone, as a player without a mouse would."""
    hand, dialog = scene.table.hand, scene.dialog
    if isinstance(decision, Bid):
        assert isinstance(dialog, BidPicker)
        keys_until(app, pygame.K_DOWN, lambda: dialog.focused_bid is not None
                   and dialog.focused_bid[1] == decision.suit)
        keys_until(app, pygame.K_RIGHT, lambda: dialog.focused_bid == (decision.count,
                                                                       decision.suit))
        press(pygame.K_RETURN)
    elif isinstance(decision, NameAdjutant):
        assert isinstance(dialog, CardPicker)
        named = decision.card
        keys_until(app, pygame.K_DOWN, lambda: named in [c.card for c in dialog.rows[
            dialog.cursor[0]]])
        keys_until(app, pygame.K_RIGHT, lambda: dialog.rows[dialog.cursor[0]][
            dialog.cursor[1]].card == named)
        press(pygame.K_RETURN)
    elif isinstance(decision, NameTrump):  # B17: the suit's number key (1 clubs … 4 spades)
        press(pygame.K_1 + decision.suit)
    else:
        cards = decision.cards if isinstance(decision, Discard) else (
            decision.card,) if isinstance(decision, Play) else ()
        assert cards, decision
        for card in cards:
            keys_until(app, pygame.K_RIGHT, lambda card=card: hand.highlighted is not None
                       and hand.held[hand.highlighted] == card)
            press(pygame.K_SPACE if isinstance(decision, Discard) else pygame.K_RETURN)
            frames(app, 2)
        if isinstance(decision, Discard):
            press(pygame.K_RETURN)
    frames(app, 2)


@pytest.mark.parametrize("lesson_id", GROUPS[1].ids)
def test_every_bidding_lesson_plays_with_the_keyboard_alone(app: App, lesson_id: str) -> None:
    """From the menu (→ to the bidding game, ↓ to the lesson, Enter) to the result, with no
    click: Enter goes on past the guide's words, the arrows and Enter bid, lay down, name the
    adjutant's card, play, and answer who the adjutant is."""
    menu = open_menu(app)
    press(pygame.K_RIGHT)
    frames(app, 2)
    keys_until(app, pygame.K_DOWN, lambda: menu.chosen == lesson_id)
    press(pygame.K_RETURN)
    frames(app, 2)
    scene = app.top
    assert isinstance(scene, TutorialScene) and scene.lesson.id == lesson_id
    while True:
        settle(app, scene)
        step = scene.runner.current_step
        index = scene.runner.index
        if isinstance(step, Result):
            break
        if isinstance(step, Say):
            press(pygame.K_RETURN)
        elif isinstance(step, Guess):
            name = t(f"tutorial.name.{step.answer}")
            keys_until(app, pygame.K_RIGHT, lambda name=name: any(
                b.focused and b.label == name for b in scene.guide.buttons))
            press(pygame.K_RETURN)
        else:
            assert isinstance(step, Move)
            keyboard_move(app, scene, step.expected[0])
        frames(app, 2)
        assert scene.runner.index > index, (lesson_id, index, step)
    assert scene.progress.done(lesson_id)


@pytest.mark.parametrize("lesson_id", ["auction", "cards"])
def test_the_face_counts_rings_never_cross_each_other(app: App, lesson_id: str) -> None:
    """The "faces" highlight rings the felt's rows and the plaque's two counts; the plaque's
    counts sit one above the other, so they get one ring, which crosses neither's words."""
    menu = open_menu(app)
    scene = menu.open_lesson(lesson_id)
    frames(app, 2)
    walk(app, scene, wrong=False)
    rects = scene.target_rects("faces")
    plaque = scene.table.plaque
    bars = [box(plaque.kankei_bar), box(plaque.mukankei_bar)]
    assert any(rect.contains(bars[0]) and rect.contains(bars[1]) for rect in rects)
    for index, rect in enumerate(rects):
        assert not any(rect.colliderect(other) for other in rects[index + 1:])
