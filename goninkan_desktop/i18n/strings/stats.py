"""The statistics, take-back and the deal of the day.

``{file}`` and ``{path}`` name files; ``{count}``, ``{won}``, ``{percent}``
and ``{points}`` are numbers.
"""

STRINGS: dict[str, dict[str, str]] = {
    # -- problems with the statistics file ------------------------------------------------
    "stats.problem.broken": {
        "en": "The statistics file could not be read. It has been kept as “{file}”, and "
              "your statistics were counted again from your finished games.",
        "ja": "成績のファイルを読み込めませんでした。ファイルは「{file}」という名前で残し、"
              "成績は終わったゲームの記録から数え直しました。",
    },
    "stats.problem.future": {
        "en": "The statistics file was made by a newer version of Goninkan. It has been "
              "kept as “{file}”, and your statistics were counted again from your "
              "finished games.",
        "ja": "成績のファイルは新しい版のゴニンカンで作られたものです。ファイルは「{file}」と"
              "いう名前で残し、成績は終わったゲームの記録から数え直しました。",
    },
    "stats.problem.unwritable": {
        "en": "The statistics cannot be saved on this computer; they are counted again "
              "from your finished games each time.",
        "ja": "このコンピュータには成績を保存できないため、毎回終わったゲームの記録から"
              "数え直します。",
    },
    # -- the deal of the day ----------------------------------------------------------------
    "daily.title": {"en": "Deal of the day", "ja": "今日の一局"},
    # -- the statistics screen --------------------------------------------------------------
    "stats.title": {"en": "Statistics", "ja": "成績"},
    "stats.button": {"en": "Statistics", "ja": "成績"},
    "stats.matches": {"en": "Matches", "ja": "対戦"},
    "stats.played": {"en": "Played", "ja": "対戦数"},
    "stats.matches_count": {"en": "{count}", "ja": "{count}回"},
    "stats.won": {"en": "Won (first place)", "ja": "1位"},
    "stats.won_value": {"en": "{count} · {percent}%", "ja": "{count}回・{percent}%"},
    "stats.average": {"en": "Average points", "ja": "平均の得点"},
    "stats.points_value": {"en": "{points}", "ja": "{points}点"},
    "stats.group": {"en": "{preset} · {level}", "ja": "{preset}・{level}"},
    "stats.group_value": {"en": "{won} of {count} won · {points}",
                          "ja": "{count}回中{won}回1位・平均{points}点"},
    "stats.level_unknown": {"en": "Unknown level", "ja": "強さ不明"},
    "stats.deals": {"en": "Deals", "ja": "戦ごと"},
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
    "stats.faces": {"en": "Face cards per deal", "ja": "1戦の絵札"},
    "stats.side_note": {
        "en": "Face cards your side took. As Mukankei: reverse sukonku and jūroku.",
        "ja": "絵札はあなたの側が取った枚数。無関係の列は逆スコンク・逆じゅうろく。",
    },
    "stats.faces_value": {"en": "{value}", "ja": "{value}枚"},
    "stats.more": {"en": "Help and the deal of the day", "ja": "ヒントと今日の一局"},
    "stats.hints": {"en": "Hints used", "ja": "ヒント"},
    "stats.takebacks": {"en": "Take-backs", "ja": "待った"},
    "stats.takebacks_value": {"en": "{count} (in {matches} matches)",
                              "ja": "{count}回（{matches}回の対戦で）"},
    "stats.takebacks_value_one": {"en": "{count} (in 1 match)", "ja": "{count}回（1回の対戦で）"},
    "stats.daily_played": {"en": "Days played", "ja": "遊んだ日"},
    "stats.days_value": {"en": "{count}", "ja": "{count}日"},
    "stats.daily_streak": {"en": "Days in a row", "ja": "連続"},
    "stats.daily_beat": {"en": "Beat the strong player", "ja": "強いコンピュータに勝った"},
    "stats.daily_beat_value": {"en": "{count} of {days}", "ja": "{days}日中{count}日"},
    "stats.kept_best": {"en": "Moves that kept your best result",
                        "ja": "最善の結果を保った手"},
    "stats.kept_best_value": {"en": "{percent}% · {deals}", "ja": "{percent}%（{deals}戦）"},
    "stats.kept_best_none": {"en": "not yet worked out", "ja": "まだ調べていません"},
    "stats.chart": {"en": "Your points in each match", "ja": "対戦ごとのあなたの得点"},
    "stats.chart_last": {"en": "Your points in the last {count} matches",
                         "ja": "最近{count}回の対戦のあなたの得点"},
    "stats.chart_axis": {"en": "matches, oldest first", "ja": "対戦（古い順）"},
    "stats.empty": {
        "en": "No finished matches yet. Finish a match and your figures appear here.",
        "ja": "終わった対戦はまだありません。対戦を最後まで遊ぶと、ここに成績が出ます。",
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
        "ja": "すべての数字が0から数え直しになります。終わったゲームの記録は消さずに、"
              "保存フォルダの中の「{folder}」に残します。",
    },
    "stats.reset_yes": {"en": "Reset", "ja": "リセットする"},
    "stats.reset_no": {"en": "Keep them", "ja": "やめる"},
    "stats.keys": {"en": "Enter select · ← → choose a button · Esc back",
                   "ja": "Enter 決定　← → ボタンを選ぶ　Esc 戻る"},
}
