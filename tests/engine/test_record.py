"""docs/record-format.md: the record format, ``python -m engine replay`` and its exit statuses."""

from __future__ import annotations

import copy
import json
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from engine.actions import Decision, LeadCall, NameTrump, NijukanPick, Play, Show
from engine.cards import JOKER, JOKER_BIT, cards_of, parse_card
from engine.errors import RecordError
from engine.match import Match, Phase
from engine.players import RandomPlayer, play_match
from engine.record import dumps, parse_record, record_from_json, record_json, replay, report
from engine.rules import RuleSet

ROOT = Path(__file__).resolve().parents[2]
CONTRACT = Path(__file__).parent / "contract"  # the contract's public examples, copied
DOCS_EXAMPLES = ROOT / "docs" / "examples"  # ours, for readers
GOLDEN = Path(__file__).parent / "golden"


def run_replay(record: Any) -> tuple[int, Any, str]:
    """Run the real command on a record (an object, or raw text)."""
    text = record if isinstance(record, str) else json.dumps(record)
    done = subprocess.run([sys.executable, "-m", "engine", "replay", "-"], input=text,
                          capture_output=True, text=True, cwd=ROOT, check=False)
    out = json.loads(done.stdout) if done.stdout.strip() else None
    return done.returncode, out, done.stderr


def exit_and_report(record: Any) -> tuple[int, dict[str, Any] | None]:
    """The exit status and report, in process (fast): 2 malformed, 1 illegal, 0 valid."""
    try:
        result = replay(record_from_json(record))
    except RecordError:
        return 2, None
    return (1 if result.error else 0), report(result)


def examples(folder: Path) -> list[Path]:
    return sorted(folder.glob("*.gnk.json"))


@pytest.mark.parametrize("path", examples(CONTRACT) + examples(DOCS_EXAMPLES),
                         ids=lambda path: f"{path.parent.name}/{path.name}")
def test_example_records_replay_as_expected(path: Path) -> None:
    """The command itself, on the contract's examples and on docs/examples."""
    expected = json.loads(path.with_name(path.name.replace(".gnk.json", ".expected.json"))
                          .read_text(encoding="utf-8"))
    code, out, err = run_replay(path.read_text(encoding="utf-8"))
    assert code == expected["exit"]
    want = expected["stdout"]
    if want and "error" in want:  # the message is free text
        assert out["error"]["message"] and err.strip()
        out["error"]["message"] = want["error"]["message"]
    assert out == want
    if "stderr" in expected:
        assert err.strip() == expected["stderr"]


def test_there_are_examples_to_check() -> None:
    assert len(examples(CONTRACT)) == 13 and len(examples(DOCS_EXAMPLES)) >= 5


def golden_names() -> list[str]:
    return sorted(p.name[:-len(".gnk.json")] for p in GOLDEN.glob("*.gnk.json"))


@pytest.mark.parametrize("name", golden_names())
def test_golden_records_replay_to_their_reports(name: str) -> None:
    record = json.loads((GOLDEN / f"{name}.gnk.json").read_text())
    expected = json.loads((GOLDEN / f"{name}.expected.json").read_text())
    assert list(exit_and_report(record)) == [expected["exit"], expected["stdout"]]


def a_record(seed: int = 1, preset: str = "standard", **rules: Any) -> dict[str, Any]:
    match = play_match([RandomPlayer()] * 5, RuleSet.preset_named(preset, **rules),
                       random.Random(seed))
    return record_json(match)


def test_replay_of_a_dump_is_identical() -> None:
    for seed in range(20):
        record = a_record(seed)
        assert record_json(replay(record_from_json(record)).match) == record


def test_truncated_records_replay_anywhere_with_next() -> None:
    record = a_record(2)
    deal = record["deals"][1]
    for cut in range(len(deal["actions"]) + 1):
        short = copy.deepcopy(record)
        short["deals"] = short["deals"][:2]
        short["deals"][1]["actions"] = deal["actions"][:cut]
        code, out = exit_and_report(short)
        assert code == 0 and out is not None
        assert out["next"] is not None and not out["finished"]
        if out["next"]["expects"] == "play":
            assert out["next"]["legal"]
    no_deals = dict(record, deals=[])
    assert exit_and_report(no_deals)[1] == {"deals": [], "scores": [0] * 5,
                                            "next": {"player": None, "expects": "deal"},
                                            "finished": False}


def test_defaults_no_rules_no_deals_no_actions() -> None:
    record = {"format": "goninkan-record", "version": 1, "players": list("abcde"),
              "first_dealer": 0}
    assert exit_and_report(record)[0] == 0
    full = a_record(3)
    first = {"hands": full["deals"][0]["hands"]}
    assert exit_and_report(dict(record, deals=[first]))[0] == 0


def mutate(record: dict[str, Any], path: str, value: Any) -> dict[str, Any]:
    """A copy with one value set (``value is DELETE`` removes it); path like deals.0.hands."""
    out = copy.deepcopy(record)
    *parents, last = path.split(".")
    node: Any = out
    for part in parents:
        node = node[int(part)] if isinstance(node, list) else node[part]
    key: Any = int(last) if isinstance(node, list) else last
    if value is DELETE:
        del node[key]
    else:
        node[key] = value
    return out


DELETE = object()

MALFORMED = [
    ("format", "goninkan"), ("format", DELETE), ("version", 2), ("version", "1"),
    ("version", DELETE), ("version", True), ("rules", []), ("rules", None),
    ("rules.rounds", 0), ("rules.turn_time", 30), ("rules.preset", "napoleon"),
    ("rules.nijukan", "both"), ("rules.missed_juroku", 16), ("players", ["a"] * 4),
    ("players", DELETE), ("players", [1, 2, 3, 4, 5]), ("first_dealer", 5),
    ("first_dealer", DELETE), ("first_dealer", "0"), ("first_dealer", True),
    ("deals", {}), ("deals.0", []), ("deals.0.hands", DELETE),
    ("deals.0.hands.0.0", "2C"), ("deals.0.hands.0.0", "1S"), ("deals.0.hands.4", []),
    ("deals.0.actions", {}), ("deals.0.actions.0", {"player": 1}),
    ("deals.0.actions.0", {"player": 1, "play": "AC", "lead": "iku"}),
    ("deals.0.actions.0", {"player": 1, "bid": 3}),
    ("deals.0.actions.0", {"play": "AC"}),
    ("deals.0.actions.0", {"player": 9, "play": "AC"}),
    ("deals.0.actions.0", {"player": "1", "play": "AC"}),
    ("deals.0.actions.0", {"player": 1, "lead": "go"}),
    ("deals.0.actions.0", {"player": 1, "trump": "X"}),
    ("deals.0.actions.0", {"player": 1, "juroku": 1}),
    ("deals.0.actions.0", {"player": 1, "show": "AC"}),
    ("deals.0.actions.0", {"player": 1, "show": ["AC", "ZZ"]}),
    ("deals.0.actions.0", {"player": 1, "play": "ZZ"}),
    ("deals.0.actions.0", {"player": 1, "nijukan_pick": "AC"}),
    ("deals.0.actions.0", {"player": 1, "nijukan_pick": {"key": "AC"}}),
    ("deals.0.actions.0", {"player": 1, "play": "AC", "suit": "H"}),
    ("deals.0.actions.0", {"player": 1, "lead": "iku", "suit": "H"}),
    ("deals.0.actions.0", {"player": 1, "play": "JOKER", "suit": "X"}),
]


@pytest.mark.parametrize(("path", "value"), MALFORMED)
def test_malformed_records_exit_2(path: str, value: Any) -> None:
    assert exit_and_report(mutate(a_record(4), path, value))[0] == 2


def test_duplicate_card_in_hands_exits_2() -> None:
    record = a_record(4)
    hands = record["deals"][0]["hands"]
    hands[1][0] = hands[0][0]
    assert exit_and_report(record)[0] == 2


def test_deal_entry_when_no_deal_is_due_exits_2() -> None:
    record = a_record(5)
    cut = copy.deepcopy(record)
    cut["deals"][0]["actions"] = cut["deals"][0]["actions"][:3]  # a decision pending
    assert exit_and_report(cut)[0] == 2
    over = copy.deepcopy(record)
    over["deals"].append(over["deals"][0])  # the match is over
    assert exit_and_report(over)[0] == 2


def test_action_after_the_deal_ended_exits_2() -> None:
    record = a_record(6)
    record["deals"][0]["actions"].append(record["deals"][1]["actions"][0])
    assert exit_and_report(record)[0] == 2


def test_actions_in_a_redeal_entry_exit_2() -> None:
    for seed in range(200):
        record = a_record(seed, preset="goshogawara", rounds=2)
        redeals = [i for i, d in enumerate(record["deals"]) if not d["actions"]]
        if redeals:
            i = redeals[0]
            record["deals"][i]["actions"] = [{"player": 0, "lead": "iku"}]
            assert exit_and_report(record)[0] == 2
            return
    pytest.fail("no redeal in 200 matches")


def test_malformed_shape_is_reported_before_an_earlier_illegal_action() -> None:
    record = a_record(7)
    record["deals"][0]["actions"][-1]["player"] = (record["deals"][0]["actions"][-1]["player"]
                                                   + 1) % 5
    assert exit_and_report(record)[0] == 1
    record["deals"][-1]["hands"][0][0] = "XX"
    assert exit_and_report(record)[0] == 2


def test_illegal_action_exit_1_with_error_and_state_before_it() -> None:
    record = a_record(8)
    actions = record["deals"][0]["actions"]
    index = next(i for i, a in enumerate(actions) if "play" in a) + 1
    actions[index]["player"] = (actions[index]["player"] + 1) % 5
    code, out, err = run_replay(record)
    assert code == 1 and err.strip()
    assert out["error"]["action"] == [0, index] and out["error"]["rule"] == "R15"
    assert out["next"]["expects"] == "play" and out["deals"] == []


def test_cli_malformed_exit_2_empty_stdout_and_one_line_on_stderr() -> None:
    for text in ("not json", "[]", json.dumps(mutate(a_record(9), "deals.2.actions.3",
                                                     {"player": 0, "play": "QQ"}))):
        code, out, err = run_replay(text)
        assert code == 2 and out is None and len(err.strip().splitlines()) == 1
    assert "deals[2].actions[3]" in err


def test_cli_missing_file_exit_2(tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, "-m", "engine", "replay",
                           str(tmp_path / "none.gnk.json")], capture_output=True, text=True,
                          cwd=ROOT, check=False)
    assert done.returncode == 2 and not done.stdout


def test_dumps_is_stable_text() -> None:
    match = play_match([RandomPlayer()] * 5, RuleSet(rounds=2), random.Random(10))
    text = dumps(match)
    assert dumps(replay(parse_record(text)).match) == text


def violation(match: Match, rule: str) -> Decision | None:
    """A well-formed decision breaking ``rule`` in this state, if one can be made here."""
    phase = match.phase
    if rule == "R14" and phase is Phase.LEAD:
        return LeadCall(next(p for p in range(5) if p not in match.kankei), True)
    if rule == "R13" and phase is Phase.NIJUKAN_PICK:
        assert match.nijukan is not None
        return NijukanPick(match.nijukan[1], parse_card("2S"), parse_card("2S"))
    if rule == "R26" and phase is Phase.SHOW:
        return Show(match.shower, ())
    if rule == "R15" and phase is Phase.TRUMP:
        return NameTrump((match.chooser + 1) % 5, 0)
    if phase is not Phase.PLAY:
        return None
    hand, legal, turn = match.hands[match.turn], match.legal_mask(), match.turn
    if rule == "R17" and match.trick_no == 9 and legal == JOKER_BIT and hand != JOKER_BIT:
        return Play(turn, cards_of(hand & ~JOKER_BIT)[0])
    if rule == "R17" and match.trick_no == 1 and hand & JOKER_BIT:
        return Play(turn, JOKER)
    if rule == "R18" and not match.trick and legal & JOKER_BIT:
        return Play(turn, JOKER)
    if rule == "R16" and hand & ~legal & ~JOKER_BIT:
        return Play(turn, cards_of(hand & ~legal & ~JOKER_BIT)[0])
    return None


@pytest.mark.parametrize("rule", ["R13", "R14", "R15", "R16", "R17", "R18", "R26"])
def test_illegal_actions_name_their_rule(rule: str) -> None:
    found: list[dict[str, Any]] = []

    def look(match: Match) -> None:
        if not found and (bad := violation(match, rule)) is not None:
            record = record_json(match)
            record["deals"][-1]["actions"].append(bad.to_json())
            found.append(record)

    for seed in range(300):
        play_match([RandomPlayer()] * 5, RuleSet(rounds=2), random.Random(seed), on_step=look)
        if found:
            code, out = exit_and_report(found[0])
            assert code == 1 and out is not None and out["error"]["rule"] == rule
            assert out["error"]["action"] == [len(found[0]["deals"]) - 1,
                                              len(found[0]["deals"][-1]["actions"]) - 1]
            return
    pytest.fail(f"no position for {rule}")


def test_cli_deeply_nested_or_undecodable_input_is_malformed(tmp_path: Path) -> None:
    for name, data in (("deep", b"[" * 200_000 + b"]" * 200_000), ("bytes", b"\xff\xfe{")):
        path = tmp_path / f"{name}.gnk.json"
        path.write_bytes(data)
        done = subprocess.run([sys.executable, "-m", "engine", "replay", str(path)],
                              capture_output=True, text=True, cwd=ROOT, check=False)
        assert done.returncode == 2 and not done.stdout
        assert len(done.stderr.strip().splitlines()) == 1
