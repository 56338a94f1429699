"""Look back at a deal: every decision of one player against the open-hand solver.

For each decision of player P in a record — each card played (a joker lead
once per suit it could name), each jūroku call (R24) and, where the whole
deal can be solved within the budget, the iku/koi call (R14) and the trump
named (R26) — the review gives every option's exact value with all hands
open (``engine.solver``), for P's side, and what the strong player would
have chosen from P's own view at that moment (``estimate``).

    from engine.record import parse_record
    from engine.review import review, start_review

    report = review(record_json, player=0)       # the JSON of ``python -m engine review``

    job = start_review(parse_record(text), player=0)   # for a screen: never blocks
    headers = job.deals                          # every deal's round, deal and result
    while not job.done:
        for decision in job.poll():              # as each is solved, later tricks first
            show(decision)
    job.close()

The work runs in worker processes, so a caller's thread is never blocked nor
starved of the interpreter lock; the record is replayed once, by the caller
(``plan_review``), and each worker is sent the positions it works on, never the
record. The deal's verdict (``verdict``) is the one the command line and the
game's review screen put in words. Every value given is exact, and every
estimate the same on every run: the strong player's random generator is
seeded from the decision's place in the record. The solver works to a node
budget, not a clock. Every decision from trick 3 on is exact on every run
(solved to its end whatever it costs); the decisions of tricks 1 and 2 share
what is left of a deal's budget, and where processes share it, how far back
their exact values reach may differ by a decision between runs (in one
process, ``solve_spots``, it never does).

In the bidding game the taisho's lay-down (B7) and naming (B8) are compared only among the few
the strong player weighs (``plan.strong_calls``, ``DecisionReview.weighed``): P's choice and
each of those, solved to the deal's end with all hands open and the kitsune known, each by a
solver of its own within a quarter of the deal's budget (``exact.CALL_SHARE``); a bid (B6) is
judged by the estimate alone.

The bidding game's other forms (docs/rules.md section 12: three players, or no auction) are
searched by the review's own smaller search (``small``): from trick 3 on within a ceiling of
``exact.SMALL_SHARE`` deal budgets (in nodes, so the same under any load; most deals measured
fit it, and there every decision from trick 3 on is exact too), the first tricks and the trump
call as the solver's. Three players with an auction are two sides (the taisho alone against
the two). Without an auction there are no sides: a value is the face cards P can be sure of
taking if every other player played against P (``small.paranoid``; ``DecisionReview.faces``).
"""

from ..errors import RecordError
from .exact import NODE_BUDGET, exact_reviews
from .jobs import ReviewJob, start_review
from .model import DealReview, DecisionReview, Estimate, Judgement
from .plan import Plan, Spot, plan_review
from .report import (
    Verdict,
    VerdictKind,
    review,
    review_deals,
    summary,
    values_table,
    verdict,
    verdict_of,
)

__all__ = ["NODE_BUDGET", "DealReview", "DecisionReview", "Estimate", "Judgement", "Plan",
           "RecordError",
           "ReviewJob", "Spot", "Verdict", "VerdictKind", "exact_reviews", "plan_review",
           "review", "review_deals", "start_review", "summary", "values_table", "verdict",
           "verdict_of"]
