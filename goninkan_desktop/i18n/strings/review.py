"""Looking back: the review of a deal, the history of matches, opening a record file.

``{trick}`` and ``{lost_trick}`` are trick numbers (1–10), ``{count}`` a count,
``{value}`` / ``{best_value}`` signed points ("+2", "−1" — already with their
counter in Japanese), ``{card}`` / ``{choice}`` / ``{best}`` a card or call in
words (7♥ in English, ♥7 in Japanese).
"""

STRINGS: dict[str, dict[str, str]] = {
    # -- the history of matches ------------------------------------------------------------
    "history.title": {"en": "History", "ja": "これまでの勝負"},
    "history.empty": {"en": "No finished matches yet. Each match you finish is kept here.",
                      "ja": "終わった勝負はまだありません。最後まで遊んだ勝負はここに残ります。"},
    "history.when": {"en": "{date} {time}", "ja": "{date} {time}"},
    "history.row": {"en": "{when} · {rules} · {level} · {result}",
                    "ja": "{when}・{rules}・{level}・{result}"},
    "history.row_broken": {"en": "{when} · cannot be read", "ja": "{when}・読み込めません"},
    "history.level_unknown": {"en": "level not recorded", "ja": "強さの記録なし"},
    "history.result": {"en": "You: {points}, place {place} of {players}",
                       "ja": "あなた：{points}・{players}人中{place}位"},
    "history.unfinished": {"en": "You: {points}, not finished",
                           "ja": "あなた：{points}・途中まで"},
    "history.keys_hint": {"en": "↑ ↓ choose · Enter open · ← → pages · Esc back",
                          "ja": "↑↓ 項目を選ぶ　Enter 開く　←→ ページ　Esc 戻る"},
    "history.keys_one_page": {"en": "↑ ↓ choose · Enter open · Esc back",
                              "ja": "↑↓ 項目を選ぶ　Enter 開く　Esc 戻る"},
    "history.newer": {"en": "◀ Newer", "ja": "◀ 新しい"},
    "history.older": {"en": "Older ▶", "ja": "古い ▶"},
    "history.page": {"en": "Page {page} of {pages}", "ja": "{page}／{pages}ページ"},
    # -- opening a record ------------------------------------------------------------------
    "review.trouble.not_record": {
        "en": "“{file}” cannot be reviewed: it is not a Goninkan game record. The file has "
              "not been changed.",
        "ja": "「{file}」は振り返れません。ゴニンカンの記録ではありません。ファイルは"
              "変更していません。"},
    "review.trouble.future": {
        "en": "“{file}” was made by a newer version of Goninkan and cannot be reviewed "
              "here. The file has not been changed.",
        "ja": "「{file}」は新しい版のゴニンカンで作られたため、この版では振り返れません。"
              "ファイルは変更していません。"},
    "review.trouble.illegal": {
        "en": "“{file}” cannot be reviewed: it contains a move the rules do not allow. The "
              "file has not been changed.",
        "ja": "「{file}」は振り返れません。ルールで認められない手が含まれています。ファイルは"
              "変更していません。"},
    "review.trouble.unreadable": {
        "en": "“{file}” could not be opened. The file has not been changed.",
        "ja": "「{file}」を開けませんでした。ファイルは変更していません。"},
    # -- cards, calls and points in the review's sentences ----------------------------------
    "review.joker_led": {"en": "the joker (naming {suit})", "ja": "ババ（{suit}指定）"},
    "review.choice.call": {"en": "the jūroku call", "ja": "じゅうろく宣言"},
    "review.choice.no_call": {"en": "no jūroku call", "ja": "じゅうろく見送り"},
    "review.choice.iku": {"en": "iku", "ja": "「いく」"},
    "review.choice.koi": {"en": "koi", "ja": "「こい」"},
    "review.points": {"en": "{value} points", "ja": "{value}点"},
    "review.points_one": {"en": "{value} point", "ja": "{value}点"},
    "review.or": {"en": " or ", "ja": "または"},
    "review.this_match": {"en": "this match", "ja": "この勝負"},
    # -- the review screen ----------------------------------------------------------------
    "review.deal": {"en": "Round {round}, deal {deal}", "ja": "第{round}回　{deal}戦目"},
    "review.deal_ending": {"en": "{deal} · {ending}", "ja": "{deal}・{ending}"},
    "review.unfinished": {"en": "not finished", "ja": "途中まで"},
    "review.back": {"en": "Back (Esc)", "ja": "戻る（Esc）"},
    "review.your_card": {"en": "Your card", "ja": "あなたの札"},
    "review.strip": {"en": "{trick}", "ja": "{trick}巡"},
    "review.strip.calls": {"en": "Calls", "ja": "宣言"},
    "review.step.trick": {"en": "Trick {trick}", "ja": "{trick}巡目"},
    "review.step.before": {"en": "Before trick 1", "ja": "1巡目の前"},
    "review.step.dealt": {"en": "The cards as dealt, every hand face up.",
                          "ja": "配られたときの札です。全員の手札を表向きにしています。"},
    "review.step.did": {"en": "{name}: {what}", "ja": "{name}：{what}"},
    "review.did.play": {"en": "played {card}", "ja": "{card}を出しました"},
    "review.did.trump": {"en": "named trump: {suit}", "ja": "役を{suit}に決めました"},
    "review.did.show": {"en": "showed {count} cards face down",
                        "ja": "{count}枚を伏せて見せました"},
    "review.did.show_one": {"en": "showed 1 card face down", "ja": "1枚を伏せて見せました"},
    "review.did.nijukan": {"en": "picked a card in nijū-kan", "ja": "二重関で札を選びました"},
    # -- the verdict on top ----------------------------------------------------------------
    "review.verdict.thinking": {"en": "Still thinking: could you have won this deal?",
                                "ja": "この戦は勝てたのか、検討中です…"},
    "review.verdict.more": {"en": "(Still thinking about {count} more of your decisions.)",
                            "ja": "（あと{count}手を検討中です。）"},
    "review.verdict.no_decisions": {"en": "You made no decision in this deal.",
                                    "ja": "この戦ではあなたが選ぶ場面はありませんでした。"},
    "review.verdict.too_many": {
        "en": "Too many cards were left to work this deal out exactly.",
        "ja": "残りの札が多すぎて、この戦は正確には読み切れませんでした。"},
    "review.verdict.won_best": {
        "en": "Your side won, and every decision of yours kept the best result.",
        "ja": "あなたの組の勝ちです。あなたの手はすべて最善でした。"},
    "review.verdict.won_cost": {
        "en": "Your side won, but your play in trick {trick} ({card}) cost your side points "
              "for this deal: {value} instead of {best_value} — {best} kept the best.",
        "ja": "あなたの組の勝ちですが、{trick}巡目の{card}でこの戦のあなたの組の点を"
              "取りこぼしました（最善なら{best_value}、実際は{value}）。{best}なら最善でした。"},
    "review.verdict.won_risked": {
        "en": "Your side won, but with open hands your play in trick {lost_trick} ({card}) "
              "could have lost it — {best} kept the win.",
        "ja": "あなたの組の勝ちですが、全員の手札を開けて読むと、{lost_trick}巡目の{card}で勝ちを"
              "逃すおそれがありました。{best}なら確実に勝てました。"},
    "review.verdict.cost": {
        "en": "With open hands your play in trick {trick} ({card}) cost your side points for "
              "this deal: {value} instead of {best_value} — {best} kept the best.",
        "ja": "全員の手札を開けて読むと、{trick}巡目の{card}でこの戦のあなたの組の点を取りこぼして"
              "います（最善なら{best_value}、実際は{value}）。{best}なら最善でした。"},
    "review.verdict.unwinnable_first": {
        "en": "No play could have won this deal: even with all hands open, your side loses.",
        "ja": "全員の手札が見えていても、どう打っても勝てない戦でした。"},
    "review.verdict.unwinnable": {
        "en": "From trick {trick} on, no play could have won: even with all hands open, your "
              "side loses.",
        "ja": "{trick}巡目の時点で、全員の手札が見えていても、もう勝てませんでした。"},
    "review.verdict.lost_by": {
        "en": "With open hands your side could still win from trick {trick}; your play in "
              "trick {lost_trick} ({card}) lost it — {best} kept the win.",
        "ja": "全員の手札を開けて読むと、{trick}巡目の時点ではまだ勝ち筋がありました。{lost_trick}"
              "巡目の{card}で勝ちを逃しています。{best}なら勝てました。"},
    "review.verdict.lost_by_others": {
        "en": "With open hands your side could still win from trick {trick}; none of your cards "
              "gave it away — a partner's card did.",
        "ja": "全員の手札を開けて読むと、{trick}巡目の時点ではまだ勝ち筋がありました。"
              "あなたの札ではなく、同じ組の人の札で勝ちを逃しています。"},
    "review.verdict.winnable_open": {
        "en": "With open hands your side could still win from trick {trick}; the record stops "
              "before the deal ends.",
        "ja": "全員の手札を開けて読むと、{trick}巡目の時点ではまだ勝ち筋がありました。"
              "記録は戦の途中で終わっています。"},
    # -- a decision's note -----------------------------------------------------------------
    "review.note.thinking": {"en": "Still thinking about this decision…",
                             "ja": "この手を検討中です…"},
    "review.note.unreviewed": {"en": "This decision could not be reviewed.",
                               "ja": "この手は検討できませんでした。"},
    "review.note.not_exact": {
        "en": "you chose {choice}. Too many cards were left to work it out exactly.",
        "ja": "{choice}を選びました。残りの札が多く、正確には読み切れません。"},
    "review.note.worse": {
        "en": "Choosing {best} would have kept {best_value}.",
        "ja": "{best}なら{best_value}でした。"},
    "review.note.strong": {
        "en": "The strong computer, seeing only what you saw, would choose {choice}.",
        "ja": "あなたから見えていた札だけで判断すると、強いコンピュータは{choice}を選びます。"},
    "review.choice.suit": {
        "en": "{symbol} {name}",
        "ja": "{name}（{symbol}）"},
    "review.note.points_table": {
        "en": "Points are counted on the standard table, not on Goshogawara's.",
        "ja": "点は五所川原ではなく、標準の点数表で数えています。"},
    # -- the trick strip's colours ---------------------------------------------------------
    "review.legend.best": {"en": "Kept the best", "ja": "最善を保った"},
    "review.legend.cost": {"en": "Cost points", "ja": "点を取りこぼした"},
    "review.legend.lost": {"en": "Lost the win", "ja": "勝ちを逃した"},
    "review.legend.agrees": {"en": "Computer agrees (estimate)", "ja": "見込みで同じ手"},
    "review.legend.differs": {"en": "Computer differs (estimate)", "ja": "見込みで別の手"},
    "review.legend.none": {"en": "Nothing of yours to judge", "ja": "検討する手なし"},
    "review.legend.thinking": {"en": "Still thinking", "ja": "検討中"},
    "history.keys_empty": {"en": "Enter or Esc: back", "ja": "Enter・Esc 戻る"},
    "review.keys": {
        "en": "Keys: ←/→ a card, ↑/↓ a trick, Home/End the start or end,\n"
              "Page Up/Down another deal, Esc back",
        "ja": "キー：←→で1枚ずつ、↑↓で1巡ずつ、Home・Endで最初・最後、\n"
              "PageUp・PageDownでほかの戦、Escで戻ります"},
    # -- the review of a bidding-game deal (docs/rules.md §11) ------------------------------------
    "review.bidding.bid_line": {
        "en": "{taisho} bid {count} in {suit}{alone}; the taisho's side took {faces} face "
              "cards: {outcome}.",
        "ja": "{taisho}が{suit}{count}枚で大将になりました{alone}。大将の組の絵札は{faces}枚で、"
              "{outcome}。"},
    "review.bidding.bid_open": {
        "en": "{taisho} bid {count} in {suit}{alone}; the record stops before the deal ends.",
        "ja": "{taisho}が{suit}{count}枚で大将になりました{alone}。"
              "記録は回の途中で終わっています。"},
    "review.bidding.alone": {"en": " and played alone", "ja": "（副官なし）"},
    "review.bidding.made": {"en": "the bid was made", "ja": "競りは成功"},
    "review.bidding.set": {"en": "the bid was set", "ja": "競りは失敗"},
    "review.bidding.ending_made": {"en": "bid made", "ja": "競り成功"},
    "review.bidding.ending_set": {"en": "bid set", "ja": "競り失敗"},
    "review.bidding.redeal": {"en": "All five passed: the same dealer dealt again.",
                              "ja": "全員がパスしたので、同じ配り役が配り直しました。"},
    "review.bidding.list": {"en": ", ", "ja": "・"},
    "review.bidding.kitsune": {"en": "Kitsune", "ja": "きつね"},
    "review.bidding.laid": {"en": "Laid down", "ja": "伏せ札"},
    "review.bidding.taisho": {"en": "Taisho", "ja": "大将"},
    "review.bidding.adjutant": {"en": "Adjutant", "ja": "副官"},
    "review.did.bid": {"en": "bid {count} in {suit}", "ja": "{suit}で{count}枚と競りました"},
    "review.did.pass": {"en": "passed", "ja": "パスしました"},
    "review.did.discard": {"en": "laid down {cards}", "ja": "{cards}を伏せました"},
    "review.did.adjutant": {"en": "named {card} for the adjutant",
                            "ja": "{card}を副官の札に指名しました"},
    "review.note.defence_set": {
        "en": "you chose {choice}. With all hands open and best play from here, the defenders "
              "set the bid.",
        "ja": "{choice}を選びました。全員の手札を開けて最善に打つと、守備側が競りを阻止します。"},
    "review.note.defence_made": {
        "en": "you chose {choice}. With all hands open and best play from here, the bid is "
              "made; {best} would have set it.",
        "ja": "{choice}を選びました。全員の手札を開けて最善に打つと競りが成功します。"
              "{best}なら阻止できました。"},
    "review.note.defence_lost": {
        "en": "you chose {choice}. With all hands open, the bid is made from here whatever "
              "the defenders play.",
        "ja": "{choice}を選びました。全員の手札を開けて読むと、ここからは守備側がどう打っても"
              "競りは成功します。"},
    # -- a decision's note: whose each figure is, and in what (issue 39) --------------------
    "review.note.mark": {"en": "{mark}:", "ja": "【{mark}】"},
    "review.note.side_scores": {
        "en": "you chose {choice}. With all hands open and best play from here, your side "
              "scores {value} for this deal.",
        "ja": "{choice}を選びました。全員の手札を開けて最善に打つと、この戦のあなたの組の得点は"
              "{value}です。"},
    "review.note.own_scores": {
        "en": "you chose {choice}. With all hands open and best play from here, you score "
              "{value} for this deal.",
        "ja": "{choice}を選びました。全員の手札を開けて最善に打つと、この回のあなたの得点は"
              "{value}です。"},
    "review.note.lost_win": {
        "en": "Choosing {best} would have kept the win ({best_value}).",
        "ja": "{best}なら勝てました（{best_value}）。"},
    "review.note.strong_side": {
        "en": "The strong computer, seeing only what you saw, would choose {choice}: on "
              "average {expected} match points for you from here (an estimate over deals that "
              "fit what you saw).",
        "ja": "あなたから見えていた札だけで判断すると、強いコンピュータは{choice}を選びます。"
              "見えていた札に合う配り方で平均すると、ここからのあなたの勝負の得点は{expected}点の"
              "見込みです。"},
    "review.note.strong_own": {
        "en": "The strong computer, seeing only what you saw, would choose {choice}: on "
              "average {expected} points for you this deal (an estimate over deals that fit "
              "what you saw).",
        "ja": "あなたから見えていた札だけで判断すると、強いコンピュータは{choice}を選びます。"
              "見えていた札に合う配り方で平均すると、この回のあなたの得点は{expected}点の見込み"
              "です。"},
    "review.note.strong_set": {
        "en": "The strong computer, seeing only what you saw, would choose {choice}: the bid "
              "set in about {percent}% of the deals that fit what you saw (an estimate).",
        "ja": "あなたから見えていた札だけで判断すると、強いコンピュータは{choice}を選びます。"
              "見えていた札に合う配り方のうち約{percent}%で守備側が競りを阻止する見込みです。"},
    # -- the calls of the bidding game judged (issue 39) ------------------------------------
    "review.choice.bid": {"en": "a bid of {count} in {suit}", "ja": "{suit}で{count}枚の競り"},
    "review.choice.pass": {"en": "a pass", "ja": "パス"},
    "review.choice.discard": {"en": "laying down {cards}", "ja": "{cards}を伏せる手"},
    "review.note.call_estimate": {
        "en": "you chose {choice}. A bid is not worked out with all hands open: another bid "
              "changes the rest of the auction, which open hands do not tell.",
        "ja": "{choice}を選びました。競りは、全員の手札を開けての読み切りはしていません。"
              "別の競りではその後の競りの進み方が変わるためです。"},
    "review.note.call_same": {
        "en": "you chose {choice}, as the strong computer would from what you saw; it weighs no "
              "other choice here, so it was not compared with others.",
        "ja": "{choice}を選びました。強いコンピュータもあなたから見えていた札で同じ手を選び、"
              "ほかの手は検討しないため、くらべていません。"},
    "review.note.call_not_exact": {
        "en": "you chose {choice}. Compared with the choices the strong computer weighs, with "
              "all hands open and the kitsune known, the deal was too long to work out exactly.",
        "ja": "{choice}を選びました。全員の手札ときつねを開けて強いコンピュータが検討する手と"
              "くらべましたが、読む手が多すぎて、正確には読み切れませんでした。"},
    "review.note.weighed_discard": {
        "en": "Compared only with the other lay-downs the strong computer weighs, each followed "
              "by your naming ({values}).",
        "ja": "強いコンピュータが検討するほかの伏せ札とだけくらべています（副官の指名はどれも"
              "あなたと同じ）。{values}。"},
    "review.note.weighed_adjutant": {
        "en": "Compared only with the other namings the strong computer weighs ({values}).",
        "ja": "強いコンピュータが検討するほかの指名とだけくらべています。{values}。"},
    "review.note.weighed_value": {"en": "{choice}: {value}", "ja": "{choice}は{value}"},
    "review.note.weighed_pick": {
        "en": "{choice}, the strong computer's pick from what you saw: {value}",
        "ja": "{choice}（あなたから見えていた札で強いコンピュータが選ぶ手）は{value}"},
    "review.note.weighed_laid": {"en": "{cards}", "ja": "{cards}を伏せる手"},
    "review.note.weighed_cards": {"en": "·", "ja": "・"},
    "review.note.weighed_join": {"en": "; ", "ja": "、"},
}
