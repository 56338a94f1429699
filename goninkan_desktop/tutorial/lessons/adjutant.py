"""Bidding lesson 3: the secret adjutant, named, hidden and read from the play (B8, B12, B13).

The learner won the auction with 13 hearts and has laid down three cards. Now
the learner names the joker, the strongest card it lacks: its holder is the
adjutant, and nobody is told who (B8). The learner leads the 5♥, which no card
can beat: Hanako and Saburo give their smallest trumps, but Jiro gives the Q♥,
a face card, to the taisho's sure trick. Before Shiro plays, with the cards
still on the table, the guide asks who the adjutant is; the learner reads it
from that gift, then leads a small trump for the partner's joker. Jiro plays it
and is revealed. The taisho's side counts its face cards together, the
laid-down ones included (B12), and scores ±13 and ±7 (B13).
"""

from __future__ import annotations

from ..lesson import Lesson, cpu, decisions, guess, hands, move, result, say

K = "tutorial.adjutant."

DEAL = hands(
    "5H JH JD KH 10H AS KS AC QD 3D",
    "2H 6H KC JC 10C 9C QS JS 10S 9S",
    "JOKER QH AD KD 10D 9D 8C 7C 8S 7S",
    "AH 7H 3H 6C 5C 4C 8D 7D 6D 6S",
    "4H 9H 3C 2C 5D 4D 5S 4S 3S 2S",
    kitsune="8H QC 2D",
)

LESSON = Lesson(
    id="adjutant",
    title=K + "title",
    summary=K + "summary",
    rules_taught=("B8", "B12", "B13"),
    prelude=(DEAL, *decisions("0:bid:13H 1:pass 2:pass 3:pass 4:pass 0:discard:QD,3D,2D")),
    rules={"preset": "bidding", "rounds": 1},
    first_dealer=4,
    steps=(
        say(K + "name", "hand"),
        move("0:adjutant:JOKER", K + "prompt_name", K + "strongest",
             by_move={"adjutant:5H": K + "own_card", "adjutant:QD": K + "laid_card"},
             pitfall="0:adjutant:5H", highlight=("adjutant_picker",)),
        say(K + "secret", "named_card"),
        move("0:5H", K + "prompt_lead", K + "lead_five", pitfall="0:KH",
             by_move={"KH": K + "king_risk"}, highlight=("hand",)),
        *cpu("1:2H 2:QH 3:3H"),
        say(K + "gift", "trick"),
        guess(2, K + "prompt_guess", K + "look_again",
              by_player={1: K + "not_hanako", 3: K + "not_saburo", 4: K + "not_shiro"},
              highlight=("trick",)),
        *cpu("4:4H"),
        say(K + "read", "seat:2"),
        move("0:8H 0:10H", K + "prompt_small", K + "small_trump",
             by_move={"JH": K + "keep_jack", "JD": K + "keep_jack", "KH": K + "keep_jack"},
             pitfall="0:JH", highlight=("hand",)),
        *cpu("1:6H 2:JOKER 3:7H 4:9H"),
        say(K + "revealed", "seat:2", "named_card"),
        result(K + "result", "faces"),
    ),
)
