"""``--text``: a whole match in the terminal, in each game, the human's choices typed."""

from __future__ import annotations

import io

import pytest

from engine.actions import Bid, Discard, NameAdjutant
from engine.cards import card_code
from engine.rules import RuleSet
from goninkan_desktop.__main__ import main
from goninkan_desktop.cli.terminal import run


@pytest.mark.parametrize("preset", ["standard", "goshogawara", "bidding"])
def test_a_whole_match_of_each_preset_plays_to_the_end(preset: str) -> None:
    lines: list[str] = []
    match = run("easy", 5, RuleSet.preset_named(preset, rounds=1),
                read=lambda _prompt: "1", out=lines.append)  # the first choice, always
    assert match.finished and match.rules.preset == preset
    assert lines[-1].startswith("\nFinal scores:")


def test_the_bidding_game_is_played_by_typing_bids_and_cards() -> None:
    """B6–B8: a bid typed as count and suit, the three cards laid down typed in any order and
    case, the named card typed as its code; a typo is asked again, never taken as a choice."""
    lines: list[str] = []
    answers: list[str] = []

    def read(_prompt: str) -> str:
        hand = [line for line in lines if line.startswith("Your hand: ")][-1].split()[2:]
        if not answers:
            answer = "17 s"  # no such choice
        elif answers == ["17 s"]:
            answer = "17S"
        elif any(line.startswith("From the kitsune") for line in lines[-3:]):
            answer = ", ".join(reversed(hand[-3:])).lower()
        elif any(line.startswith("  53 choices") for line in lines[-2:]):
            answer = "AS" if "AS" not in hand else "KS"
        else:
            answer = "1"
        answers.append(answer)
        return answer

    match = run("easy", 2, RuleSet.preset_named("bidding", rounds=1), read=read,
                out=lines.append)
    mine = [d for _, decisions in match.history for d in decisions if d.player == 0]
    assert mine[0] == Bid(0, 17, 3)
    laid, named = mine[1], mine[2]
    assert isinstance(laid, Discard) and isinstance(named, NameAdjutant)
    assert {card_code(c).lower() for c in laid.cards} == set(answers[2].split(", "))
    assert card_code(named.card) == answers[3]
    assert lines.count("Your choice: ") == 0  # the prompt is read, not printed
    assert any(line.startswith("Type one of") or "Type pass" in line for line in lines)
    assert match.finished


@pytest.mark.parametrize(("players", "auction"), [(3, True), (5, False), (3, False)])
def test_each_other_form_of_the_bidding_game_plays_to_the_end(players: int,
                                                               auction: bool) -> None:
    """Section 12: three players (two cards laid down, no adjutant) and no auction (the
    trump named by the player after the dealer, each for themself), told in their words."""
    lines: list[str] = []
    rules = RuleSet.preset_named("bidding", rounds=1, players=players, auction=auction)
    match = run("easy", 4, rules, read=lambda _prompt: "1", out=lines.append)
    assert match.finished and match.rules.game == rules.game
    assert lines[-1].startswith("\nFinal scores:") and lines[-1].count(":") == players + 1
    said = "\n".join(lines)
    if auction:
        assert "lay 2 cards face down" in said or "lays 2 cards face down" in said
        assert "no adjutant" in said and "named card" not in said
    else:
        assert "names trump" in said or "name trump" in said
        assert "named the trump. Faces: You 0" in said
        assert "Auction" not in said and "Taisho" not in said


def test_text_honours_the_house_rules(monkeypatch: pytest.MonkeyPatch,
                                      capsys: pytest.CaptureFixture[str]) -> None:
    """``--text --rules KEY=VALUE`` plays the form asked for, as ``--autoplay`` does; a bad
    rule is refused before any match starts (exit 2, the reason on stderr)."""
    monkeypatch.setattr("sys.stdin", io.StringIO("1\n" * 100))  # the first choice, always
    assert main(["--text", "--preset", "bidding", "--rules", "players=3", "--rules",
                 "auction=false", "--rules", "rounds=1", "--level", "easy", "--seed", "7"]) == 0
    out = capsys.readouterr().out
    final = out.rstrip().splitlines()[-1]
    assert final.startswith("Final scores: {'You'") and final.count(":") == 4  # three players
    assert "names trump" in out or "name trump" in out
    assert main(["--text", "--preset", "bidding", "--rules", "players=4"]) == 2
    assert "--rules" in capsys.readouterr().err


@pytest.mark.parametrize(("players", "auction"), [(5, True), (3, True), (5, False), (3, False)])
def test_a_bidding_deal_ends_in_the_bidding_games_words(players: int, auction: bool) -> None:
    """Play-tested: a bidding deal ended "Deal over: mukankei win", Goninkan's sides; the
    bidding game's are the taisho's (or the taisho alone) and the defenders (B12), and
    without an auction each plays for themself (B18)."""
    lines: list[str] = []
    rules = RuleSet.preset_named("bidding", rounds=2, players=players, auction=auction)
    run("easy", 4, rules, read=lambda _prompt: "1", out=lines.append)
    ends = [line for line in lines if line.startswith("Deal over: ")]
    assert ends
    for line in ends:
        assert "kankei" not in line.lower(), line
        said = line.removeprefix("Deal over: ").split(";")[0]
        if auction:
            assert said.startswith(("bid made: the taisho", "bid lost: the taisho",
                                    "all passed")), line
            if players == 3:  # B16: the taisho plays alone against two
                assert "side" not in said, line
        else:
            assert "the most face cards" in said, line
