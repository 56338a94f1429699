"""The bidding game's other forms at the table (docs/rules.md section 12): three players
(``….three``) and no auction (``….free``; both: ``….three_free``).

A key here is a form's own wording of a ``bid.*`` key of ``bidding_table.py``; the table
picks it through ``table.games.form_key``. Words as the source's last two sections write
them: 3人用, 宣言なし; 各自 for each player for themself.
"""

STRINGS: dict[str, dict[str, str]] = {
    # -- the forms' names (History, Statistics, the lessons) --------------------------------
    "form.three-players": {"en": "three players", "ja": "3人"},
    "form.no-auction": {"en": "no auction", "ja": "競りなし"},
    "form.join": {"en": ", ", "ja": "・"},
    "form.named": {"en": "{game} ({form})", "ja": "{game}（{form}）"},
    # -- Statistics by form -----------------------------------------------------------------
    "stats.game.forms": {"en": "By form", "ja": "遊び方別"},
    "stats.forms.title": {"en": "The bidding game by form", "ja": "競りゴニンカンの遊び方別"},
    "stats.forms.none": {"en": "No bidding game played yet.",
                         "ja": "競りゴニンカンはまだ遊んでいません。"},
    "stats.forms.col_form": {"en": "Form", "ja": "遊び方"},
    "stats.forms.col_matches": {"en": "Matches", "ja": "勝負"},
    "stats.forms.col_taisho": {"en": "Won as taisho", "ja": "大将で勝ち"},
    "stats.forms.col_defender": {"en": "Won defending", "ja": "守備側で勝ち"},
    "stats.forms.col_free": {"en": "Won, no auction", "ja": "競りなしで勝ち"},
    "stats.forms.col_faces": {"en": "Faces a deal", "ja": "1回の絵札"},
    "stats.forms.won_value": {"en": "{won} / {deals}", "ja": "{won}／{deals}回"},
    "stats.forms.five-players": {"en": "5 players", "ja": "5人"},
    "stats.forms.three-players": {"en": "3 players", "ja": "3人"},
    "stats.forms.no-auction": {"en": "5 players, no auction", "ja": "5人・競りなし"},
    "stats.forms.three-players-no-auction": {"en": "3 players, no auction",
                                             "ja": "3人・競りなし"},
    "stats.forms.note": {
        "en": "Deals won of deals played, finished matches and unfinished alike. Without an "
              "auction a deal is won with the most face cards (a shared win counts); "
              "faces a deal: the face cards you took, on average.",
        "ja": "勝った回数／遊んだ回数（終わっていない勝負も含む）。競りなしでは絵札がいちばん多い"
              "人の勝ち（分け合いも勝ち）。1回の絵札：あなたが取った絵札の平均。"},
    # -- the deal's banner ------------------------------------------------------------------
    "bid.deal_starts_how.three": {"en": "Seventeen cards each, two in the middle: the kitsune.",
                                  "ja": "1人17枚ずつ配り、真ん中の2枚がきつねです。"},
    "bid.deal_starts_how.free": {
        "en": "Ten cards each; the three in the middle stay out of play.",
        "ja": "1人10枚ずつ配り、真ん中の3枚は伏せたまま使いません。"},
    "bid.deal_starts_how.three_free": {
        "en": "Seventeen cards each; the two in the middle stay out of play.",
        "ja": "1人17枚ずつ配り、真ん中の2枚は伏せたまま使いません。"},
    # -- three players: the discard and the auction -----------------------------------------
    "bid.discard.title.three": {"en": "You took the kitsune", "ja": "きつねを取りました"},
    "bid.discard.text.three": {
        "en": "19 cards now: the two from the kitsune have an orange dot. Face cards you lay "
              "down count for you.",
        "ja": "手札は19枚になりました。オレンジの印はきつねから来た2枚です。伏せ札の絵札はあなたの"
              "分に数えます。"},
    "bid.discard.button.three": {"en": "Lay these two down", "ja": "この2枚を伏せ札にする"},
    "bid.discard.prompt.three": {"en": "Pick two cards to lay down ({count}/2)",
                                 "ja": "伏せ札を2枚選んでください（{count}／2）"},
    "bid.result.text.three": {"en": "The taisho took {count} face cards (laid down included) "
                                      "against a bid of {bid}.",
                              "ja": "大将は絵札{count}枚（伏せ札を含む）、競りは{bid}枚でした。"},
    "bid.laid_title.three": {"en": "Two cards laid down", "ja": "伏せ札2枚"},
    "bid.laid_how.three": {"en": "{name} lays two cards face down; their face cards count for "
                                 "the taisho.",
                           "ja": "{name}が2枚を伏せ札にしました。その中の絵札は大将の分に"
                                 "数えます。"},
    "bid.picker.text.three": {"en": "Bid how many of the 17 face cards you will take alone, "
                                      "with the trump suit. {high}",
                              "ja": "あなたが1人で取る絵札（全17枚）の枚数と切り札を競ります。"
                                    "{high}"},
    "bid.result.redeal_text.three": {"en": "All three passed: the same dealer deals again.",
                                     "ja": "3人ともパスしたので、同じ配り役が配り直します。"},
    "bid.race.side.three": {"en": "Taisho {count} / {target}", "ja": "大将 {count}枚／{target}枚"},
    "bid.row.side.three": {"en": "Taisho {count} / {target}", "ja": "大将 {count}枚／{target}枚"},
    # -- no auction: naming the trump -------------------------------------------------------
    # the asking (name the trump) is the dialog's title, over the suits where it is done; its
    # text and the prompt over the hand say what naming means, not the asking again
    "bid.free.trump_title": {"en": "Name the trump", "ja": "切り札を決める"},
    "bid.free.trump_text": {
        "en": "There is no auction: any of the four suits can be trump. Each player plays for "
              "themself.",
        "ja": "競りはありません。4つのマークのどれでも切り札にできます。各自が自分のために"
              "戦います。"},
    "bid.free.trump_prompt": {"en": "You lead the first trick",
                              "ja": "最初のトリックはあなたがリードします"},
    "bid.free.keys": {"en": "Keys: 1 {C}, 2 {D}, 3 {H}, 4 {S}\nor ←/→ and Enter",
                      "ja": "キー：1で{C}、2で{D}、3で{H}、4で{S}\n（←→で選んでEnterでも）"},
    "bid.words.trump_named": {"en": "Trump: {suit}", "ja": "切り札：{suit}"},
    "bid.words.trump_named_by": {"en": "Named by {name}, who leads the first trick",
                                 "ja": "{name}が決めて、最初のトリックをリードします"},
    "bid.plaque.naming": {"en": "Trump to be named", "ja": "切り札：未定"},
    "bid.plaque.named_by": {"en": "Named by {name}", "ja": "{name}が決定"},
    "bid.race.free_you": {"en": "You {count}", "ja": "あなた {count}枚"},
    "bid.race.free_most": {"en": "Most so far {count}", "ja": "最多 {count}枚"},
    "bid.race.free_waiting": {"en": "No trump yet", "ja": "切り札：未定"},
    "bid.kitsune.out": {"en": "Unused kitsune", "ja": "きつね（使わない）"},
    "bid.free.caller": {"en": "Names trump", "ja": "切り札を決める"},
    "bid.free.named_line": {"en": "No auction: {caller} named {suit} trump.",
                            "ja": "競りなし：{caller}が{suit}を切り札に決めました。"},
    # -- no auction: the deal's result ------------------------------------------------------
    "bid.result.most_faces": {"en": "{names} took the most face cards and wins the deal.",
                              "ja": "{names}が絵札をいちばん多く取り、この回の勝者です。"},
    "bid.result.most_faces_you": {"en": "You took the most face cards and win the deal.",
                                  "ja": "あなたが絵札をいちばん多く取り、この回の勝者です。"},
    "bid.result.most_faces_shared": {
        "en": "{names} took the most face cards, as many each, and share the win.",
        "ja": "{names}が同じ枚数で絵札をいちばん多く取り、勝ちを分け合います。"},
    "bid.result.names_join": {"en": " and ", "ja": "と"},
    "bid.result.free_heading": {"en": "Deal {round} · {caller} named {suit}",
                                "ja": "第{round}回・{caller}が{suit}を切り札に"},
    "bid.result.free_text": {
        "en": "Each player scores a point for each face card taken; {count} was the most. The "
              "kitsune's face cards count for nobody.",
        "ja": "取った絵札1枚につき1点です。最多は{count}枚でした。きつねの絵札は誰の分にも"
              "なりません。"},
    # -- no auction: the review, for one player against everyone else (B18) ------------------
    "review.bidding.verdict.faces.kept": {
        "en": "With open hands, even if every other player played against you, no play of "
              "yours from trick {trick} on could have made you sure of more face cards.",
        "ja": "全員の手札を開けて、ほかの全員があなたに不利に打ったとしても、{trick}トリック目"
              "からのあなたの手で、確実に取れる絵札をこれ以上増やす手はありませんでした。"},
    "review.bidding.verdict.faces.won_kept": {
        "en": "You took the most face cards. With open hands, even if every other player "
              "played against you, no play of yours from trick {trick} on could have made you "
              "sure of more.",
        "ja": "あなたが絵札をいちばん多く取りました。全員の手札を開けて、ほかの全員があなたに"
              "不利に打ったとしても、{trick}トリック目からのあなたの手で、確実に取れる絵札を"
              "これ以上増やす手はありませんでした。"},
    "review.bidding.verdict.faces.cost": {
        "en": "With open hands, even if every other player played against you, you could "
              "still be sure of {best_value} at trick {trick}; your {card} left you sure of "
              "{value} — {best} kept {best_value}.",
        "ja": "全員の手札を開けて、ほかの全員があなたに不利に打ったとしても、{trick}トリック目"
              "の時点では{best_value}が確実でした。{card}で確実なのは{value}になりました。"
              "{best}なら{best_value}でした。"},
    "review.bidding.verdict.faces.won_cost": {
        "en": "You took the most face cards, but with open hands, even if every other player "
              "played against you, you could still be sure of {best_value} at trick {trick}; "
              "your {card} left you sure of {value} — {best} kept {best_value}.",
        "ja": "あなたが絵札をいちばん多く取りましたが、全員の手札を開けて、ほかの全員があなたに"
              "不利に打ったとしても、{trick}トリック目の時点では{best_value}が確実でした。"
              "{card}で確実なのは{value}になりました。{best}なら{best_value}でした。"},
    "review.face_cards": {"en": "{count} face cards", "ja": "絵札{count}枚"},
    "review.face_cards_one": {"en": "{count} face card", "ja": "絵札{count}枚"},
    "bid.words.free.review.note.worse": {
        "en": "Choosing {best} would have kept you sure of {best_value}.",
        "ja": "{best}なら{best_value}が確実でした。"},
    # -- the taisho alone (three players; five with the taisho's own card named): "you" -----
    "review.verdict.won_best.alone": {
        "en": "You won, and every decision of yours kept the best result.",
        "ja": "あなたの勝ちです。あなたの手はすべて最善でした。"},
    "bid.words.review.verdict.won_cost.alone": {
        "en": "You won, but your play in trick {trick} ({card}) cost you points for this deal: "
              "{value} instead of {best_value} — {best} kept the best.",
        "ja": "あなたの勝ちですが、{trick}トリック目の{card}でこの回のあなたの点を取りこぼしました"
              "（最善なら{best_value}、実際は{value}）。{best}なら最善でした。"},
    "bid.words.review.verdict.cost.alone": {
        "en": "With open hands your play in trick {trick} ({card}) cost you points for this "
              "deal: {value} instead of {best_value} — {best} kept the best.",
        "ja": "全員の手札を開けて読むと、{trick}トリック目の{card}でこの回のあなたの点を"
              "取りこぼしています（最善なら{best_value}、実際は{value}）。{best}なら最善でした。"},
    "bid.words.review.verdict.won_risked.alone": {
        "en": "You won, but with open hands your play in trick {lost_trick} ({card}) could have "
              "lost it — {best} kept the win.",
        "ja": "あなたの勝ちですが、全員の手札を開けて読むと、{lost_trick}トリック目の{card}"
              "で勝ちを逃すおそれがありました。{best}なら確実に勝てました。"},
    "bid.words.review.verdict.lost_by.alone": {
        "en": "With open hands you could still win from trick {trick}; your play in trick "
              "{lost_trick} ({card}) lost it — {best} kept the win.",
        "ja": "全員の手札を開けて読むと、{trick}トリック目の時点ではあなたにまだ勝ち筋が"
              "ありました。{lost_trick}トリック目の{card}で勝ちを逃しています。{best}なら"
              "勝てました。"},
    "bid.words.review.verdict.lost_by_others.alone": {
        "en": "With open hands you could still win from trick {trick}; none of the plays "
              "reviewed exactly gave it away.",
        "ja": "全員の手札を開けて読むと、{trick}トリック目の時点ではあなたにまだ勝ち筋が"
              "ありました。正確に読めた手の中に、勝ちを逃した手はありません。"},
    "bid.words.review.verdict.winnable_open.alone": {
        "en": "With open hands you could still win from trick {trick}; the record stops before "
              "the deal ends.",
        "ja": "全員の手札を開けて読むと、{trick}トリック目の時点ではあなたにまだ勝ち筋が"
              "ありました。記録は回の途中で終わっています。"},
    "bid.words.free.review.note.own_scores": {
        "en": "you chose {choice}. With all hands open, even if everyone else played against you "
              "from here, you are sure of {value} for this deal.",
        "ja": "{choice}を選びました。全員の手札を開けて、ここからほかの全員があなたに不利に"
              "打っても、この回にあなたが確実に取れるのは{value}です。"},
    "bid.result.winner": {"en": "Winner", "ja": "勝者"},
    "bid.result.you_win": {"en": "You win", "ja": "あなたの勝ち"},
    "bid.result.wins": {"en": "{name} wins", "ja": "{name}の勝ち"},
    "bid.result.shared": {"en": "Shared win", "ja": "勝ち（分け合い）"},
    "bid.scores.free_result": {"en": "Most ({count}): {names}", "ja": "最多（{count}枚）：{names}"},
    "bid.scores.names_join": {"en": ", ", "ja": "・"},
    "review.bidding.ending_free": {"en": "no auction, the most face cards win",
                                   "ja": "競りなし・絵札最多の勝ち"},
    "review.bidding.free_named": {"en": "{caller} named {suit} trump (no auction).",
                                  "ja": "{caller}が{suit}を切り札に決めました（競りなし）。"},
    "review.bidding.bid_line.three": {
        "en": "{taisho} bid {count} in {suit}, alone against two; the taisho took {faces} face "
              "cards: {outcome}.",
        "ja": "{taisho}が{suit}{count}枚で大将になり、1人で2人と戦いました。大将の絵札は"
              "{faces}枚で、{outcome}。"},
    "review.bidding.redeal.three": {"en": "All three passed: the same dealer dealt again.",
                                    "ja": "3人ともパスしたので、同じ配り役が配り直しました。"},
}
