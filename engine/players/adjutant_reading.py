"""Reading the hidden adjutant from the play (B8): a weight for each place the named card may lie.

Until the named card is played, only the adjutant knows who holds it. The
source's tactics text (bidding-variant-ja.txt) says how the others guess:
play that helps the taisho, "deliberately playing a losing card, putting a
face card on the taisho's trick". ``holder_weights`` turns the plays a seat
has seen into a weight per place the named card may lie in: the five hands
and the three cards the taisho laid down (``LAID``). A weight is a
likelihood ratio, adjutant against defender, of that player's plays so far:
it starts at 1 and each telling play multiplies it (a soft reading: a
possible holder's weight is never 0; only the rules' facts make a place
impossible: the seat's own hand, a suit it did not follow (B9)).

What a play tells, for a player other than the taisho and this seat, while
the taisho's card is winning the trick:

- a face card thrown under it (``GIFT_*``): the adjutant's way of adding to
  its side's count (B12). Strong when the player did not follow suit (it
  chose among all its cards) or played a lower card of that suit later (it
  had one then); weak when it followed, as it may have had nothing else;
- a card that wins the trick when it need not: a defender's way; strong when
  it plays last (``OVERTAKE_LAST``: the adjutant would let the taisho have it);
- a win declined (``DECLINED_*``): it played low though it held a card that
  would have won, one it played later; more telling with face cards in the
  trick.

A face card thrown onto another player's winning trick (``GIFT_OTHER``) tells
the other way: the adjutant knows everyone else is a defender.

Where the taisho may be playing alone (B8: the named card in its own hand or
laid down), that place has the weight ``ALONE``: the source names it as a
tactic, not the usual way (and no CPU level plays alone on purpose).

The ratios were set by how well they foretell the true place over the
positions of 400 deals of normal players: the mean log-probability of the
true place went from -1.39 (a uniform deal) to -1.05; the best fit there
pushed them further (a gift x12-20, the taisho alone x0.06), which would fit
one level's habits, not players'.

The reading is a function of the ``SeatView`` alone: every play is public.
``bidding_search.sample_hands`` draws the named card's place in proportion to
these weights times the place's unseen cards (its chance in a uniform deal).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..bidding_tricks import FACES, TABLES
from ..cards import JOKER, Card
from ..match import Phase
from ..observe import SeatView

LAID = 5
"""The index of the laid-down cards (B7) among the places ``holder_weights`` weighs."""

GIFT_FREE = 10.0
"""A face card thrown under the taisho's winning card, off suit: the player chose it."""
GIFT_CHOSEN = 10.0
"""A face card played under it in suit when the player held a lower card of the suit (it
played one later)."""
GIFT_FOLLOW = 1.8
"""A face card played under it in suit, perhaps the only card of the suit the player had."""
OVERTAKE_LAST = 0.25
"""The last player takes a trick the taisho was winning."""
OVERTAKE = 0.85
"""A player takes the taisho's winning card with others still to play."""
DECLINED_RICH = 6.0
"""A player lets the taisho have a trick with face cards in it though it held a card that
would have won (one it played later)."""
DECLINED = 1.5
"""The same with no face card in the trick."""
GIFT_OTHER = 0.5
"""A face card thrown under another player's winning card (the taisho not winning)."""
ALONE = 0.15
"""The taisho's own hand or its laid-down cards: the taisho plays alone (B8)."""
LIMIT = 200.0
"""A weight stays within [1/LIMIT, LIMIT]."""


@dataclass(frozen=True, slots=True)
class SeenPlay:
    """One card played, with the trick as it stood before it."""

    player: int
    card: Card
    position: int
    """0 for the lead, 4 for the last card of the trick."""
    led: int
    """The suit led (B5), or -1 after a joker led under ``joker_lead: free``."""
    winner: int
    """Who was winning the trick before this card (-1 before the lead)."""
    best: Card
    faces_in: int
    """Face cards in the trick before this card."""
    wins: bool
    """Whether this card took the lead in the trick."""


def seen_plays(view: SeatView) -> list[SeenPlay]:
    """Every card played this deal, in order, with the state of its trick before it."""
    assert view.trump is not None
    suit_of, _, power = TABLES[view.trump]
    trump = view.trump
    tricks = [t.plays for t in view.tricks]
    if view.trick:
        tricks.append(view.trick)
    seen: list[SeenPlay] = []
    for plays in tricks:
        first = plays[0][1]
        led = -1 if first == JOKER and view.rules.joker_lead == "free" else suit_of[first]
        winner, best, faces = -1, -1, 0
        for position, (player, card) in enumerate(plays):
            wins = best < 0 or (suit_of[card] in (trump, led) and power[card] > power[best])
            seen.append(SeenPlay(player, card, position, led, winner, best, faces, wins))
            if wins:
                winner, best = player, card
            faces += FACES >> card & 1
    return seen


def _later_beats(view: SeatView, plays: list[SeenPlay], index: int) -> tuple[bool, bool]:
    """For ``plays[index]``: whether its player played later a card of the suit led below the
    card it played, not a face card (so it held one then), and one that would have won the
    trick then."""
    assert view.trump is not None
    suit_of, _, power = TABLES[view.trump]
    now = plays[index]
    followed = suit_of[now.card] == now.led
    lower = could_win = False
    for later in plays[index + 1:]:
        if later.player != now.player:
            continue
        card = later.card
        same_suit = suit_of[card] == now.led
        if followed and same_suit and power[card] < power[now.card] \
                and not FACES >> card & 1:
            lower = True
        legal_then = same_suit if followed else True
        eligible = suit_of[card] in (view.trump, now.led)
        if legal_then and eligible and power[card] > power[now.best]:
            could_win = True
    return lower, could_win


def play_ratio(view: SeatView, plays: list[SeenPlay], index: int) -> float:
    """How much more likely ``plays[index]`` is from the adjutant than from a defender."""
    assert view.trump is not None
    suit_of = TABLES[view.trump][0]
    play = plays[index]
    if play.position == 0 or play.player == view.taisho:
        return 1.0
    face = bool(FACES >> play.card & 1)
    followed = suit_of[play.card] == play.led  # never after a free joker lead: any card goes
    if play.winner != view.taisho:
        return GIFT_OTHER if face and not play.wins and not followed else 1.0
    if play.wins:
        return OVERTAKE_LAST if play.position == 4 else OVERTAKE
    lower, could_win = _later_beats(view, plays, index)
    ratio = 1.0
    if could_win:
        ratio *= DECLINED_RICH if play.faces_in else DECLINED
    if face:
        ratio *= GIFT_FREE if not followed else GIFT_CHOSEN if lower else GIFT_FOLLOW
    return ratio


def _void_in(view: SeatView, plays: list[SeenPlay], suit: int) -> set[int]:
    """The players who did not follow ``suit`` when it was led (B9)."""
    assert view.trump is not None
    suit_of = TABLES[view.trump][0]
    return {p.player for p in plays if p.position and p.led == suit and suit_of[p.card] != suit}


def reading_applies(view: SeatView) -> bool:
    """Whether this seat does not know where the named card lies and it is still to be played."""
    named = view.adjutant_card
    return (view.phase is Phase.PLAY and view.trump is not None and view.taisho is not None
            and named is not None and view.adjutant is None and not view.alone
            and not view.played >> named & 1 and not view.hand >> named & 1)


def holder_weights(view: SeatView) -> tuple[float, ...] | None:
    """Per place (the five hands, then ``LAID``), the weight of the named card lying there
    (see the module docstring); 0 where it cannot. None when this seat knows where it is or
    it is out (``reading_applies``)."""
    if not reading_applies(view):
        return None
    assert view.trump is not None and view.adjutant_card is not None
    plays = seen_plays(view)
    void = _void_in(view, plays, TABLES[view.trump][0][view.adjutant_card])
    weights = [1.0] * 6
    for index, play in enumerate(plays):
        if play.player not in (view.player, view.taisho):
            weights[play.player] *= play_ratio(view, plays, index)
    for place in range(LAID):  # the hands
        weights[place] = min(LIMIT, max(1 / LIMIT, weights[place]))
        if place == view.player or place in void:
            weights[place] = 0.0
        elif place == view.taisho:
            weights[place] = ALONE
    weights[LAID] = 0.0 if view.player == view.taisho else ALONE
    return tuple(weights)


__all__ = ["LAID", "SeenPlay", "holder_weights", "play_ratio", "reading_applies", "seen_plays"]
