"""Bidding lesson 4: three players (B15, B16).

Three seats, seventeen cards each and a kitsune of two (B15). Hanako bids 11 hearts, Jiro
passes; the learner, long in spades, tops her with 12 spades and Hanako passes: the learner is
the taisho, takes the two kitsune cards (nineteen in hand) and lays two down (B16): the lone
Q♣, which counts for the taisho laid down, and the 2♦. No card is named: with three players
there is no adjutant, the taisho plays alone against the other two. The taisho leads the
first trick with the 5♠, the top trump.
"""

from __future__ import annotations

from ..lesson import Lesson, cpu, decision, hands, move, move_code, result, say

K = "tutorial.three."

DEAL = hands(
    "5S JS JC AS KS 10S 9S 8S AH KH QC 3D 2D 7H 6H 4C 3C",
    "JOKER QH JH 10H 9H 8H 5H 4H 3H AD KD QD AC KC 6S 4S 3S",
    "QS 2S JD 10D 9D 8D 7D 6D 5D 4D 10C 9C 8C 7C 6C 5C 2C",
    kitsune="7S 2H",
)

TRUMPS = ("5S", "JS", "JC", "AS", "KS", "10S", "9S", "8S", "7S")
"""The learner's trumps once the kitsune is in hand (B5: the J♣ is the ura-jack)."""

SMALL_CLUBS = move_code(decision("0:discard:3C,4C"))
"""The two small clubs: the tempting choice that keeps the lone Q♣."""

LESSON = Lesson(
    id="three_players",
    title=K + "title",
    summary=K + "summary",
    rules_taught=("B15", "B16"),
    prelude=(DEAL,),
    rules={"preset": "bidding", "rounds": 1, "players": 3},
    players=("You", "Hanako", "Jiro"),
    first_dealer=0,
    steps=(
        say(K + "deal", "hand", "kitsune"),
        *cpu("1:bid:11H 2:pass"),
        say(K + "auction", "bids"),
        move("0:bid:12S", K + "prompt_bid", K + "bid_12", by_move={"pass": K + "dont_pass"},
             pitfall="0:pass", highlight=("bid_picker",)),
        *cpu("1:pass"),
        say(K + "taisho", "card:7S", "card:2H"),
        move("0:discard:QC,2D", K + "prompt_discard", K + "lay_down",
             by_move={SMALL_CLUBS: K + "small_clubs",
                      **{f"discard:{code}": K + "keep_trumps" for code in TRUMPS},
                      "discard:AH": K + "keep_winners", "discard:KH": K + "keep_winners"},
             pitfall="0:discard:3C,4C", highlight=("hand",)),
        say(K + "alone", "laid_down", "seat:1", "seat:2"),
        move("0:5S", K + "prompt_lead", K + "lead_five", by_move={"AS": K + "ace_loses"},
             pitfall="0:AS", highlight=("hand",)),
        *cpu("1:3S 2:2S"),
        result(K + "result", "trick", "faces"),
    ),
)
