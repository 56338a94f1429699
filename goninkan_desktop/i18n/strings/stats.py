"""The statistics, take-back and the deal of the day.

``{file}`` and ``{path}`` name files; ``{count}``, ``{won}``, ``{percent}``
and ``{points}`` are numbers.
"""

STRINGS: dict[str, dict[str, str]] = {
    # -- problems with the statistics file ------------------------------------------------
    "stats.problem.broken": {
        "en": "The statistics file could not be read, so your statistics were counted "
              "again from your finished games. The file has been kept as “{file}” in "
              "this folder:\n"
              "{folder}",
        "ja": "成績のファイルを読み込めなかったため、成績は終わった勝負の記録から数え直"
              "しました。ファイルは「{file}」という名前で、次のフォルダーに残して"
              "あります。\n"
              "{folder}",
    },
    "stats.problem.future": {
        "en": "The statistics file was made by a newer version of Goninkan, so your "
              "statistics were counted again from your finished games. The file has "
              "been kept as “{file}” in this folder:\n"
              "{folder}",
        "ja": "成績のファイルは新しい版のゴニンカンで作られたものなので、成績は終わった"
              "勝負の記録から数え直しました。ファイルは「{file}」という名前で、次"
              "のフォルダーに残してあります。\n"
              "{folder}",
    },
    "stats.problem.unwritable": {
        "en": "The statistics cannot be saved on this computer; they are counted again "
              "from your finished games each time.",
        "ja": "このコンピュータには成績を保存できないため、毎回終わった勝負の記録から数え直します"
              "。",
    },
    # -- take-back --------------------------------------------------------------------------
    "menus.st.takeback": {"en": "Take back a move (Ctrl+Z)", "ja": "待った（Ctrl+Z）"},
    "table.tool_takeback": {"en": "Take back (Ctrl+Z)", "ja": "待った（Ctrl+Z）"},
    # -- the deal of the day ----------------------------------------------------------------
    "daily.title": {"en": "Deal of the day", "ja": "今日の勝負"},
    "daily.button": {"en": "Deal of the day", "ja": "今日の勝負"},
    "daily.heading": {"en": "Deal of the day · {day}", "ja": "今日の勝負・{day}"},
    "daily.date": {"en": "{day} {month} {year}", "ja": "{year}年{month}月{day}日"},
    "daily.you": {"en": "You", "ja": "あなた"},
    "daily.strong": {"en": "The strong player in your seat",
                     "ja": "同じ席の強いコンピュータ"},
    "daily.points": {"en": "{points} points", "ja": "{points}点"},
    "daily.points_one": {"en": "{points} point", "ja": "{points}点"},
    "daily.waiting": {"en": "still playing your cards…", "ja": "強いコンピュータが同じ手札で打って"
                                                               "います…"},
    "daily.failed": {"en": "could not finish", "ja": "最後まで打てませんでした"},
    "daily.beat": {"en": "You beat the strong player!", "ja": "強いコンピュータに勝ちました！"},
    "daily.lost": {"en": "The strong player did better this time.",
                   "ja": "今回は強いコンピュータのほうが上でした。"},
    "daily.level": {"en": "Level with the strong player.", "ja": "強いコンピュータと同点です。"},
    "daily.same_cards": {
        "en": "Same cards, same opponents: the strong player played your seat while you did.",
        "ja": "同じ手札・同じ相手で、強いコンピュータがあなたの席に座って打ちました。",
    },
    "daily.record": {"en": "{played} · {streak} · {beat}", "ja": "{played}・{streak}・{beat}"},
    "daily.record_played": {"en": "Days played: {count}", "ja": "遊んだ日 {count}日"},
    "daily.record_streak": {"en": "Days in a row: {count}", "ja": "連続日数 {count}日"},
    "daily.record_beat": {"en": "Beat the strong player: {count} of {days}",
                          "ja": "強いコンピュータに勝った日 {days}日中{count}日"},
    "daily.ok": {"en": "OK", "ja": "OK"},
    "stats.result.kankei_win": {"en": "Kankei win", "ja": "関係の勝ち"},
    "stats.result.sukonku": {"en": "sukonku", "ja": "スコンク"},
    "stats.result.juroku_made": {"en": "jūroku made", "ja": "じゅうろく成功"},
    "stats.result.juroku_missed": {"en": "jūroku missed", "ja": "じゅうろくはずし"},
    "stats.result.mukankei_win": {"en": "Mukankei win", "ja": "無関係の勝ち"},
    "stats.result.reverse_sukonku": {"en": "reverse sukonku", "ja": "逆スコンク"},
    "stats.result.reverse_juroku_made": {"en": "reverse jūroku made", "ja": "逆じゅうろく成功"},
    "stats.result.reverse_juroku_missed": {"en": "reverse jūroku missed",
                                           "ja": "逆じゅうろくはずし"},
    "stats.result.redeal": {"en": "redeal", "ja": "配り直し"},
    "stats.result.separator": {"en": ", ", "ja": "、"},
    "stats.month.1": {"en": "January", "ja": "1"},
    "stats.month.2": {"en": "February", "ja": "2"},
    "stats.month.3": {"en": "March", "ja": "3"},
    "stats.month.4": {"en": "April", "ja": "4"},
    "stats.month.5": {"en": "May", "ja": "5"},
    "stats.month.6": {"en": "June", "ja": "6"},
    "stats.month.7": {"en": "July", "ja": "7"},
    "stats.month.8": {"en": "August", "ja": "8"},
    "stats.month.9": {"en": "September", "ja": "9"},
    "stats.month.10": {"en": "October", "ja": "10"},
    "stats.month.11": {"en": "November", "ja": "11"},
    "stats.month.12": {"en": "December", "ja": "12"},
    # -- the statistics screen --------------------------------------------------------------
    "stats.title": {"en": "Statistics", "ja": "成績"},
    "stats.button": {"en": "Statistics", "ja": "成績"},
    "stats.matches": {"en": "Matches", "ja": "勝負"},
    "stats.played": {"en": "Played", "ja": "遊んだ勝負"},
    "stats.matches_count": {"en": "{count}", "ja": "{count}回"},
    "stats.won": {"en": "Won (first place)", "ja": "1位"},
    "stats.won_value": {"en": "{count} · {percent}%", "ja": "{count}回・{percent}%"},
    "stats.average": {"en": "Average points", "ja": "平均得点"},
    "stats.points_value": {"en": "{points}", "ja": "{points}点"},
    "stats.group": {"en": "{preset} · {level}", "ja": "{preset}・{level}"},
    "stats.group_won_head": {"en": "Won", "ja": "1位"},
    "stats.group_won": {"en": "{won} of {count}", "ja": "{count}回中{won}回"},
    "stats.group_points_head": {"en": "Average", "ja": "平均"},
    "stats.group_points": {"en": "{points}", "ja": "{points}点"},
    "stats.level_unknown": {"en": "Unknown level", "ja": "強さ不明"},
    "stats.deals": {"en": "Deals", "ja": "戦の成績"},
    "stats.kankei": {"en": "Kankei", "ja": "関係"},
    "stats.mukankei": {"en": "Mukankei", "ja": "無関係"},
    "stats.deals_played": {"en": "Played", "ja": "戦数"},
    "stats.deals_count": {"en": "{count}", "ja": "{count}戦"},
    "stats.deals_won": {"en": "Won", "ja": "勝ち"},
    "stats.sukonku": {"en": "Sukonku", "ja": "スコンク"},
    "stats.reverse_sukonku": {"en": "Reverse sukonku", "ja": "逆スコンク"},
    "stats.juroku_called": {"en": "Jūroku called", "ja": "じゅうろく宣言"},
    "stats.juroku_made": {"en": "Jūroku made", "ja": "じゅうろく成功"},
    "stats.juroku_missed": {"en": "Jūroku missed", "ja": "じゅうろくはずし"},
    "stats.reverse_juroku_called": {"en": "Reverse jūroku called", "ja": "逆じゅうろく宣言"},
    "stats.reverse_juroku_made": {"en": "Reverse jūroku made", "ja": "逆じゅうろく成功"},
    "stats.reverse_juroku_missed": {"en": "Reverse jūroku missed", "ja": "逆じゅうろくはずし"},
    "stats.times": {"en": "{count}", "ja": "{count}回"},
    "stats.faces": {"en": "Face cards per deal", "ja": "1戦平均の絵札"},
    "stats.side_note": {
        "en": "Face cards your side took. As Mukankei: reverse sukonku and jūroku.",
        "ja": "絵札は自分の組が取った枚数です。無関係の列のスコンク・じゅうろくは、"
              "逆スコンク・逆じゅうろくの回数です。",
    },
    "stats.faces_value": {"en": "{value}", "ja": "{value}枚"},
    "stats.more": {"en": "Help and the deal of the day", "ja": "ヒントと今日の勝負"},
    "stats.hints": {"en": "Hints used", "ja": "使ったヒント"},
    "stats.takebacks": {"en": "Take-backs", "ja": "待った"},
    "stats.takebacks_value": {"en": "{count} (in {matches} matches)",
                              "ja": "{count}回（勝負{matches}回で）"},
    "stats.takebacks_value_one": {"en": "{count} (in 1 match)", "ja": "{count}回（勝負1回で）"},
    "stats.daily_played": {"en": "Days played", "ja": "遊んだ日"},
    "stats.days_value": {"en": "{count}", "ja": "{count}日"},
    "stats.daily_streak": {"en": "Days in a row", "ja": "連続日数"},
    "stats.daily_beat": {"en": "Beat the strong player", "ja": "強いコンピュータに勝った日"},
    "stats.daily_beat_value": {"en": "{count} of {days}", "ja": "{days}日中{count}日"},
    "stats.kept_best": {"en": "Moves that kept your best result",
                        "ja": "最善手の割合"},
    "stats.kept_best_value": {"en": "{percent}% · {deals}", "ja": "{percent}%（検討した{deals}）"},
    "stats.deals_reviewed": {"en": "{count} deals", "ja": "{count}戦"},
    "stats.deals_reviewed_one": {"en": "1 deal", "ja": "1戦"},
    "stats.kept_best_none": {"en": "not yet worked out", "ja": "まだ検討していません"},
    "stats.chart": {"en": "Your points in each match", "ja": "勝負ごとの得点"},
    "stats.chart_last": {"en": "Your points in the last {count} matches",
                         "ja": "直近{count}回の勝負の得点"},
    "stats.chart_axis": {"en": "matches, oldest first", "ja": "勝負（古い順）"},
    "stats.empty": {
        "en": "No finished matches yet. Finish a match and your figures appear here.",
        "ja": "終わった勝負はまだありません。勝負を最後まで遊ぶと、ここに成績が出ます。",
    },
    "stats.export": {"en": "Export (CSV)", "ja": "書き出す（CSV）"},
    "stats.reset": {"en": "Reset", "ja": "リセット"},
    "stats.exported": {"en": "Your statistics were saved as a spreadsheet file (CSV):\n{path}",
                       "ja": "成績を表計算用のファイル（CSV）に保存しました：\n{path}"},
    "stats.export_failed": {"en": "The file could not be written: {error}",
                            "ja": "ファイルを書き込めませんでした：{error}"},
    "stats.reset_title": {"en": "Reset your statistics?", "ja": "成績をリセットしますか？"},
    "stats.reset_text": {
        "en": "Every figure starts again from zero. Your finished games are not deleted: "
              "they are kept in the folder “{folder}” beside your saved games.",
        "ja": "成績はすべて0に戻ります。終わった勝負の記録は消さずに、保存フォルダの中の「{folder}"
              "」に残します。",
    },
    "stats.reset_yes": {"en": "Reset", "ja": "リセットする"},
    "stats.reset_no": {"en": "Keep them", "ja": "やめる"},
    "stats.keys": {"en": "Enter select · ← → choose a button · Esc back",
                   "ja": "Enter 決定　←→ ボタンを選ぶ　Esc 戻る"},
    "stats.deals_won_value": {
        "en": "{count} · {percent}%",
        "ja": "{count}戦・{percent}%"},
    "stats.waiting": {
        "en": "“Deals” above counts every deal you have finished, in the match in progress "
              "too. Matches won, average points, this chart and the moves that kept your best "
              "result wait for your first finished match.",
        "ja": "上の「戦の成績」は、途中の勝負も含め、終えた戦をすべて数えます。1位の回数・平均得"
              "点・このグラフ・最善手の割合は、勝負を最後まで終えると出ます。"},
    "daily.keep_title": {"en": "Play the deal of the day?", "ja": "今日の勝負を遊びますか？"},
    "daily.keep_text": {
        "en": "Your match in progress ({where}) is saved. It waits while you play the deal of "
              "the day and comes back when the deal of the day is over.",
        "ja": "途中の勝負（{where}）は保存してあります。今日の勝負が終わったら、その続きに戻れま"
              "す。"},
    "daily.keep_yes": {"en": "Play the deal of the day", "ja": "今日の勝負を遊ぶ"},
    "daily.keep_no": {"en": "Not now", "ja": "今はやめる"},
    "daily.back_to_match": {"en": "Back to your match", "ja": "途中の勝負に戻る"},
    "daily.back_to_title": {"en": "Back to the title", "ja": "タイトルに戻る"},
    # -- the bidding game in History and Statistics (docs/statistics.md) ----------------------
    "stats.game.goninkan": {"en": "Goninkan", "ja": "ゴニンカン"},
    "stats.game.bidding": {"en": "Bidding game", "ja": "競りゴニンカン"},
    "stats.bidding.matches": {"en": "Bidding matches", "ja": "競りゴニンカンの勝負"},
    "stats.bidding.points": {"en": "Points, every deal", "ja": "全回の合計得点"},
    "stats.bidding.average_bid": {"en": "Average bid as taisho",
                                  "ja": "大将になったときの競りの枚数"},
    "stats.bidding.average_bid_value": {"en": "{value}", "ja": "平均{value}枚"},
    "stats.bidding.average_bid_none": {"en": "not yet", "ja": "まだありません"},
    "stats.bidding.deals": {"en": "Deals by the part you played", "ja": "立場ごとの回の成績"},
    "stats.role.taisho": {"en": "Taisho", "ja": "大将"},
    "stats.role.adjutant": {"en": "Adjutant", "ja": "副官"},
    "stats.role.defender": {"en": "Defender", "ja": "守備側"},
    "stats.bidding.all_deals": {"en": "Deals played in all", "ja": "回数の合計"},
    "stats.bidding.deals_count": {"en": "{count}", "ja": "{count}回"},
    "stats.bidding.chart": {"en": "Your points in each bidding match",
                            "ja": "競りゴニンカンの勝負ごとの得点"},
    "stats.bidding.chart_last": {"en": "Your points in the last {count} bidding matches",
                                 "ja": "直近{count}回の競りゴニンカンの勝負の得点"},
    "stats.bidding.waiting": {
        "en": "The deals above count already. Matches won and this chart wait for your first "
              "finished bidding match.",
        "ja": "上の回の成績はもう数えています。1位の回数と勝負ごとの得点は、競りゴニンカンの勝負を"
              "最後まで終えると出ます。"},
    "stats.bidding.empty": {
        "en": "No bidding game played yet. Choose it on the New game screen.",
        "ja": "競りゴニンカンはまだ遊んでいません。「新しい勝負」の画面で選べます。"},
    # -- the export's message, and the bidding game's help, bids and adjutant -------------
    "stats.exported_title": {"en": "Statistics saved", "ja": "成績を保存しました"},
    "stats.open_folder": {"en": "Open the folder", "ja": "フォルダーを開く"},
    "stats.open_folder_failed": {
        "en": "The folder could not be opened. You find the file in:\n{path}",
        "ja": "フォルダーを開けませんでした。ファイルは次の場所にあります：\n{path}"},
    "stats.bidding.role_value": {"en": "{won} won of {deals} · {percent}%",
                                 "ja": "{deals}回中{won}回勝ち・{percent}%"},
    "stats.bidding.adjutant_known": {"en": "Adjutant known, on average",
                                     "ja": "副官が分かったのは平均"},
    "stats.bidding.adjutant_known_value": {"en": "trick {trick}", "ja": "{trick}トリック目"},
    "stats.bidding.note_short": {
        "en": "Every deal you finished counts, the match in progress too; a redeal when all "
              "passed is no deal. Adjutant: you held the named card. Won: your side made its aim.",
        "ja": "途中の勝負も含め、終えた回を数えます（全員パスの配り直しは除く）。"
              "副官は指名された札を持っていた回。勝ちは大将・副官なら競った枚数に届いた回、守備側なら届かなかった回。"},
    "stats.bidding.bids": {"en": "Your bids as taisho", "ja": "大将としての競り"},
    "stats.bidding.bids_none": {"en": "None yet: your bids appear here once you win an "
                                      "auction and play it.",
                                "ja": "まだありません。競りに勝って大将で遊ぶと、ここに出ます。"},
    "stats.bidding.by_level": {"en": "Bid", "ja": "枚数"},
    "stats.bidding.by_trump": {"en": "Trump", "ja": "切り札"},
    "stats.bidding.made_failed": {"en": "made / failed", "ja": "成功／失敗"},
    "stats.bidding.made_failed_value": {"en": "{made} / {failed}", "ja": "{made}／{failed}"},
    "stats.bidding.bid_level": {"en": "{count}", "ja": "{count}枚"},
    # -- History: a bidding match's auctions ------------------------------------------------
    "history.auction.button": {"en": "Auctions", "ja": "競りを見る"},
    "history.auction.title": {"en": "Auctions · {when}", "ja": "競りの記録・{when}"},
    "history.auction.line": {"en": "Deal {deal}: {calls} → {end}",
                             "ja": "第{deal}回：{calls} → {end}"},
    "history.auction.joiner": {"en": ", ", "ja": "、"},
    "history.auction.bid": {"en": "{name} {bid}", "ja": "{name} {bid}"},
    "history.auction.pass": {"en": "{name} passed", "ja": "{name} パス"},
    "history.auction.value": {"en": "{count}{suit}", "ja": "{suit}{count}枚"},
    "history.auction.made": {"en": "{name} taisho at {bid}, made",
                             "ja": "{name}が{bid}で大将、成功"},
    "history.auction.failed": {"en": "{name} taisho at {bid}, not made",
                               "ja": "{name}が{bid}で大将、届かず"},
    "history.auction.redeal": {"en": "all passed, dealt again",
                               "ja": "全員パスで配り直し"},
    "history.auction.on": {"en": "not finished", "ja": "途中まで"},
    "history.auction.more": {"en": "More ▶", "ja": "続き ▶"},
    "history.auction.keys": {"en": "← → pages · Enter choose · Esc back",
                             "ja": "← → ページ・Enter 決める・Esc 戻る"},
}
