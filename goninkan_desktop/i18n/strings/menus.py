"""The menus around the table: the title screen, a new game's rules, settings, the pause menu.

``{round}``, ``{deal}``, ``{trick}`` and ``{count}`` are numbers; ``{version}``
is the game's version.
"""

STRINGS: dict[str, dict[str, str]] = {
    # -- the title screen ------------------------------------------------------------------
    "menus.title.name": {"en": "Goninkan", "ja": "ゴニンカン"},
    "menus.title.subtitle": {
        "en": "The five-player card game of Tsugaru",
        "ja": "津軽に伝わるトランプ遊び",
    },
    "menus.title.version": {"en": "Version {version}", "ja": "バージョン {version}"},
    "menus.title.continue": {"en": "Continue", "ja": "続きから遊ぶ"},
    "menus.title.where": {
        "en": "Round {round}, deal {deal}, trick {trick}",
        "ja": "第{round}回　{deal}戦目　{trick}巡目",
    },
    "menus.title.where_deal": {
        "en": "Round {round}, deal {deal}",
        "ja": "第{round}回　{deal}戦目",
    },
    "menus.title.where_bidding": {
        "en": "Bidding game: deal {round} of {rounds}, trick {trick}",
        "ja": "競りゴニンカン　第{round}回（全{rounds}回）　{trick}トリック目",
    },
    "menus.title.where_deal_bidding": {
        "en": "Bidding game: deal {round} of {rounds}",
        "ja": "競りゴニンカン　第{round}回（全{rounds}回）",
    },
    # the bidding game's other forms (docs/rules.md section 12), {form}: "three players"
    "menus.title.where_bidding_form": {
        "en": "Bidding game, {form}: deal {round} of {rounds}, trick {trick}",
        "ja": "競りゴニンカン（{form}）　第{round}回（全{rounds}回）　{trick}トリック目",
    },
    "menus.title.where_deal_bidding_form": {
        "en": "Bidding game, {form}: deal {round} of {rounds}",
        "ja": "競りゴニンカン（{form}）　第{round}回（全{rounds}回）",
    },
    "menus.title.new_game": {"en": "New game", "ja": "新しい勝負"},
    "menus.title.tutorial": {"en": "Tutorial", "ja": "遊び方を学ぶ"},
    "menus.title.rules": {"en": "Rules", "ja": "ルール"},
    "menus.title.history": {"en": "History", "ja": "これまでの勝負"},
    "menus.title.settings": {"en": "Settings", "ja": "設定"},
    "menus.title.quit": {"en": "Quit", "ja": "終了"},
    "menus.ok": {"en": "OK", "ja": "OK"},
    "menus.arrow.prev": {"en": "◀", "ja": "◀"},
    "menus.arrow.next": {"en": "▶", "ja": "▶"},
    "menus.back": {"en": "Back", "ja": "戻る"},
    "menus.keys_hint": {
        "en": "↑ ↓ choose · ← → change · Enter select · Esc back",
        "ja": "↑↓ 項目を選ぶ　←→ 変更　Enter 決定　Esc 戻る",
    },
    "menus.keys_hint_title": {
        "en": "↑ ↓ choose · Enter select · Esc goes to Quit",
        "ja": "↑↓ 項目を選ぶ　Enter 決定　Esc 「終了」へ",
    },
    "menus.problem_title": {"en": "Please note", "ja": "お知らせ"},
    # -- the first start ----------------------------------------------------------------------
    "menus.first.title": {"en": "Welcome to Goninkan", "ja": "ゴニンカンへようこそ"},
    "menus.first.text": {
        "en": "New to the game? The tutorial teaches it in short lessons at a real table, "
              "one rule at a time. You can also open it later from the title screen.",
        "ja": "はじめての方は「遊び方を学ぶ」へどうぞ。実際の卓で短いレッスンを一つずつ遊びながら"
              "、ルールを覚えられます。あとからタイトル画面でも開けます。",
    },
    "menus.first.yes": {"en": "Start the tutorial", "ja": "遊び方を学ぶ"},
    "menus.first.no": {"en": "Not now", "ja": "今はしない"},
    # -- a new game ------------------------------------------------------------------------
    "menus.ng.title": {"en": "New game", "ja": "新しい勝負"},
    "menus.ng.start": {"en": "Start", "ja": "始める"},
    "menus.ng.preset": {"en": "Rules", "ja": "ルール"},
    "menus.ng.preset.standard": {"en": "Standard", "ja": "標準"},
    "menus.ng.preset.goshogawara": {"en": "Goshogawara", "ja": "五所川原"},
    "menus.ng.preset.help": {
        "en": "A set of house rules; choosing one resets the rules below.",
        "ja": "ローカルルールの組み合わせ。選ぶと下の設定がその組み合わせに戻ります。",
    },
    "menus.ng.rounds": {"en": "Rounds", "ja": "回数"},
    "menus.ng.rounds.value": {"en": "{count}", "ja": "{count}回"},
    "menus.ng.rounds.help": {
        "en": "How many rounds the match lasts; a round is one to three deals.",
        "ja": "何回遊ぶか。1回は1戦から3戦まで続きます。",
    },
    "menus.ng.tome_suppe": {"en": "Tome-suppe", "ja": "止めスッペ"},
    "menus.ng.tome_suppe.help": {
        "en": "Spades (suppe) are trump in the first deal of the last round.",
        "ja": "最後の回の1戦目は、スッペ（♠）が役になります。",
    },
    "menus.ng.nijukan": {"en": "Nijū-kan", "ja": "二重関"},
    "menus.ng.nijukan.swap": {"en": "Swap", "ja": "入れ替え"},
    "menus.ng.nijukan.redeal": {"en": "Redeal", "ja": "配り直し"},
    "menus.ng.nijukan.help": {
        "en": "When one player is dealt both the trump ace and the joker: swap a card, or redeal.",
        "ja": "1人に役ピンとババが両方配られたとき、伏せ札を入れ替えるか、配り直すか。",
    },
    "menus.ng.shown": {"en": "Cards shown", "ja": "見せる札"},
    "menus.ng.shown.value": {"en": "{count}", "ja": "{count}枚"},
    "menus.ng.shown.help": {
        "en": "In kime-yaku, cards shown face down to the player naming trump.",
        "ja": "決め役で、役を決める人に伏せて見せる札の枚数。",
    },
    "menus.ng.target": {"en": "Deal-1 Kankei target", "ja": "1戦目の関係の勝ちの枚数"},
    "menus.ng.target.value": {"en": "{count} face cards", "ja": "絵札{count}枚"},
    "menus.ng.target.help": {
        "en": "Face cards Kankei must take in the first deal of a round.",
        "ja": "各回の1戦目で、関係が取るべき絵札の枚数。",
    },
    "menus.ng.missed": {"en": "Missed jūroku", "ja": "じゅうろくはずし"},
    "menus.ng.missed.value": {"en": "{count} points", "ja": "{count}点"},
    "menus.ng.missed.none": {"en": "—", "ja": "―"},
    "menus.ng.missed.help": {
        "en": "Points for a called jūroku that fails (standard scoring only).",
        "ja": "じゅうろくを宣言してはずしたときの点数（標準の点数表のみ）。",
    },
    "menus.ng.scoring": {"en": "Scoring table", "ja": "点数表"},
    "menus.ng.scoring.help": {
        "en": "Which table of points is used after each deal.",
        "ja": "各戦のあとに使う点数の表。",
    },
    "menus.ng.time": {"en": "Time for your move", "ja": "持ち時間"},
    "menus.ng.time.none": {"en": "No limit", "ja": "なし"},
    "menus.ng.time.value": {"en": "{count} seconds", "ja": "{count}秒"},
    "menus.ng.time.help": {
        "en": "When time runs out, the computer makes your move for you.",
        "ja": "時間が切れると、コンピュータが代わりに手を選びます。",
    },
    "menus.ng.level": {"en": "Computer players", "ja": "コンピュータの強さ"},
    "menus.level.easy": {"en": "Easy", "ja": "やさしい"},
    "menus.level.normal": {"en": "Normal", "ja": "ふつう"},
    "menus.level.strong": {"en": "Strong", "ja": "強い"},
    "menus.level.easy.help": {
        "en": "Plays any card the rules allow: good for learning.",
        "ja": "ルールで出せる札を気ままに出します。覚えるのに最適。",
    },
    "menus.level.normal.help": {
        "en": "Plays like a steady club player.",
        "ja": "打ち慣れた人のように、堅実に打ちます。",
    },
    "menus.level.strong.help": {
        "en": "Thinks ahead about every card: a real challenge.",
        "ja": "一枚ごとに先を読みます。手ごわい相手です。",
    },
    "menus.on": {"en": "On", "ja": "あり"},
    "menus.off": {"en": "Off", "ja": "なし"},
    "menus.ng.replace_title": {"en": "Start a new game?", "ja": "新しい勝負を始めますか？"},
    "menus.ng.replace_text": {
        "en": "The game you were playing ({where}) ends here. None of its deals is finished "
              "yet, so it is not kept: not in History, not in your statistics.",
        "ja": "途中の勝負（{where}）はここで終わります。終わった戦がまだないので、"
              "「これまでの勝負」にも成績にも残りません。",
    },
    "menus.ng.replace_text_bidding": {
        "en": "The game you were playing ({where}) ends here. None of its deals is finished "
              "yet, so it is not kept: not in History, not in your statistics.",
        "ja": "途中の勝負（{where}）はここで終わります。終わった回がまだないので、"
              "「これまでの勝負」にも成績にも残りません。",
    },
    "menus.ng.replace_kept": {
        "en": "The game you were playing ({where}) ends here. It stays in History, marked "
              "not finished, and its {count} finished deals count in your statistics (not as "
              "a match played).",
        "ja": "途中の勝負（{where}）はここで終わります。「これまでの勝負」に"
              "「途中まで」として残り、終わった{count}戦は成績に数えます（勝負の数には入りません）。",
    },
    "menus.ng.replace_kept_one": {
        "en": "The game you were playing ({where}) ends here. It stays in History, marked "
              "not finished, and its finished deal counts in your statistics (not as a match "
              "played).",
        "ja": "途中の勝負（{where}）はここで終わります。「これまでの勝負」に"
              "「途中まで」として残り、終わった1戦は成績に数えます（勝負の数には入りません）。",
    },
    "menus.ng.replace_kept_bidding": {
        "en": "The game you were playing ({where}) ends here. It stays in History, marked "
              "not finished, and its {count} finished deals count in your statistics (not as "
              "a match played).",
        "ja": "途中の勝負（{where}）はここで終わります。「これまでの勝負」に"
              "「途中まで」として残り、終わった{count}回は成績に数えます（勝負の数には入りません）。",
    },
    "menus.ng.replace_kept_bidding_one": {
        "en": "The game you were playing ({where}) ends here. It stays in History, marked "
              "not finished, and its finished deal counts in your statistics (not as a match "
              "played).",
        "ja": "途中の勝負（{where}）はここで終わります。「これまでの勝負」に"
              "「途中まで」として残り、終わった1回は成績に数えます（勝負の数には入りません）。",
    },
    "menus.ng.replace_text_daily": {
        "en": "The deal of the day you were playing ({where}) ends here and is not kept: a "
              "deal of the day goes into History and your statistics only once it is finished.",
        "ja": "途中の今日の勝負（{where}）はここで終わります。今日の勝負は最後まで終えたときだけ"
              "「これまでの勝負」と成績に残るので、これは残りません。",
    },
    "menus.ng.replace_yes": {"en": "Start new game", "ja": "新しく始める"},
    "menus.ng.replace_no": {"en": "Keep it", "ja": "やめる"},
    # -- settings --------------------------------------------------------------------------
    "menus.st.title": {"en": "Settings", "ja": "設定"},
    "menus.st.language": {"en": "Language", "ja": "言語 / Language"},
    "menus.st.language.ja": {"en": "日本語", "ja": "日本語"},
    "menus.st.language.en": {"en": "English", "ja": "English"},
    "menus.st.speed": {"en": "Card speed", "ja": "札の動く速さ"},
    "menus.st.speed.slow": {"en": "Slow", "ja": "ゆっくり"},
    "menus.st.speed.normal": {"en": "Normal", "ja": "ふつう"},
    "menus.st.speed.fast": {"en": "Fast", "ja": "速い"},
    "menus.st.speed.instant": {"en": "Instant", "ja": "すぐ"},
    "menus.st.reduced_motion": {"en": "Reduced motion", "ja": "動きの省略"},
    "menus.st.sound": {"en": "Sound", "ja": "効果音"},
    "menus.st.volume": {"en": "Volume", "ja": "音量"},
    "menus.st.four_colour": {"en": "Four-colour deck", "ja": "4色の札"},
    "menus.st.card_back": {"en": "Card back", "ja": "札の裏"},
    "menus.st.back.indigo": {"en": "Indigo", "ja": "藍"},
    "menus.st.back.red": {"en": "Red", "ja": "紅"},
    "menus.st.back.green": {"en": "Green", "ja": "緑"},
    "menus.st.window": {"en": "Window size", "ja": "画面の大きさ"},
    "menus.st.window.custom": {"en": "{width} × {height}", "ja": "{width} × {height}"},
    "menus.st.auto_play_single": {"en": "Play a lone legal card by itself",
                                  "ja": "出せる札が1枚なら自動で出す"},
    "menus.st.large_cards": {"en": "Larger cards in my hand", "ja": "手札を大きく表示"},
    "menus.st.teaching_tips": {"en": "Teaching tips", "ja": "遊び方のヒント"},
    "menus.st.hold_tricks": {"en": "Hold each trick until I click", "ja": "巡ごとにクリックで進む"},
    "menus.st.open_hands_at_end": {"en": "All hands face up after each deal",
                                   "ja": "戦の後に全員の手札を表向きにする"},
    "menus.st.no_sound_device": {
        "en": "(no sound device)",
        "ja": "（音の出る機器がありません）",
    },
    # -- the pause menu --------------------------------------------------------------------
    "menus.pause.title": {"en": "Paused", "ja": "一時停止"},
    "menus.pause.resume": {"en": "Back to the game", "ja": "勝負に戻る"},
    "menus.pause.settings": {"en": "Settings", "ja": "設定"},
    "menus.pause.rules": {"en": "Rules", "ja": "ルール"},
    "menus.pause.quit": {"en": "Quit to title", "ja": "タイトルに戻る"},
    "menus.pause.saved": {
        "en": "Your game is saved after every move: you can continue it later.",
        "ja": "勝負は一手ごとに保存されています。あとで続きから遊べます。",
    },
    "menus.pause.button": {"en": "Menu", "ja": "メニュー"},
    "menus.title.tagline": {
        "en": "{kanji} · {subtitle}",
        "ja": "{kanji}・{subtitle}"},
    "menus.pause.keys": {"en": "Keys: ↑/↓ or Tab choose, Enter confirms, Esc goes back "
                               "to the game",
                         "ja": "キー：↑↓かTabで選び、Enterで決め、Escで勝負に戻ります"},
    "menus.pause.table_keys": {
        "en": "At the table: H hint, L {last}, T {log}, S card speed, M reduced motion "
              "(on or off), Esc this menu",
        "ja": "卓でのキー：Hでヒント、Lで{last}、Tで{log}、Sで札の動く速さ、"
              "Mで動きの省略（あり・なし）、Escでこのメニュー"},
    "menus.pause.table_keys_order": {"en": "{keys}, O card order", "ja": "{keys}、Oで札の強さ"},
    "menus.pause.table_keys_undo": {"en": "{keys}, Ctrl+Z take back a move",
                                    "ja": "{keys}、Ctrl+Zで待った（一手戻す）"},
    # -- two matches waiting (the deal of the day and a match set aside for it) -----------
    "menus.title.which_daily": {"en": "Deal of the day: {where}", "ja": "今日の勝負：{where}"},
    "menus.title.which_match": {"en": "Your match: {where}", "ja": "途中の勝負：{where}"},
    "menus.title.waiting": {"en": "{now} · also waiting: {which}",
                            "ja": "{now}　ほかに待っている勝負：{which}"},
    "menus.title.which_title": {"en": "Which do you continue?", "ja": "どちらの続きを遊びますか？"},
    "menus.title.which_text": {
        "en": "Two games wait for you. The other one keeps waiting, saved as it is.",
        "ja": "続きを待っている勝負が二つあります。選ばなかったほうも、そのまま保存して"
              "待っています。"},
}
