"""The guide around the tutorial: the lesson list, the guide box, hints and teaching tips.

The rules screen's own texts are in ``rules_text.py``.
"""

STRINGS: dict[str, dict[str, str]] = {
    # ---- the lesson list --------------------------------------------------------
    "guide.menu.intro": {
        "en": "Twelve short lessons, each a real deal on the table. The guide shows you "
              "where to look and waits for your move.",
        "ja": "短いレッスンが全部で12あります。どのレッスンも実際の卓で1戦を遊びます。"
              "案内が見どころを示し、あなたが札を出すのを待ちます。"},
    "guide.menu.finished": {"en": "{done} of {total} lessons finished",
                            "ja": "{done}／{total}レッスン済み"},
    "guide.menu.number": {"en": "{number}.", "ja": "{number}."},
    "guide.menu.start": {"en": "Start lesson", "ja": "レッスンを始める"},
    "guide.menu.skip": {"en": "Mark as done", "ja": "済みにする"},
    "guide.menu.rules": {"en": "Rules and glossary", "ja": "ルールと用語"},
    "guide.menu.back": {"en": "Back", "ja": "戻る"},
    "guide.menu.done": {"en": "Finished", "ja": "済み"},
    "guide.menu.keys": {"en": "\u2191\u2193 choose   \u2190\u2192 game   Enter start   Esc back",
                        "ja": "\u2191\u2193 選ぶ　\u2190\u2192 切り替え　Enter 始める　Esc 戻る"},
    "guide.menu.intro_bidding": {
        "en": "Five short lessons on the bidding game, each a real deal on the table: the "
              "card order, the auction and the kitsune, the secret adjutant, three players, "
              "and no auction.",
        "ja": "競りゴニンカンの短いレッスンが5つ。どれも実際の卓で遊びます。"
              "札の強さ、競りときつね、秘密の副官、3人で遊ぶ、競りなしです。"},
    "guide.menu.group_count": {"en": "{group} ({done}/{total})",
                               "ja": "{group}（{done}／{total}）"},
    "guide.menu.all_done": {
        "en": "Every lesson is finished: you are ready for a match. In a match, the Hint "
              "button (or the H key) shows what a computer player would do.",
        "ja": "全レッスン済みです。さあ勝負へ。勝負の最中は「ヒント」ボタン（Hキー）で、"
              "コンピュータならどう打つかが分かります。"},

    # ---- the guide box on the table -----------------------------------------------
    "guide.step": {"en": "Step {step} of {total}", "ja": "ステップ {step}／{total}"},
    "guide.watch": {"en": "Watch the other players\u2026", "ja": "ほかの人の番です\u2026"},
    "guide.watch_play": {"en": "{name} plays {card}.", "ja": "{name}が{card}を出します。"},
    "guide.watch_joker": {"en": "{name} plays the joker.", "ja": "{name}がババを出します。"},
    "guide.watch_bid": {"en": "{name} bids {bid}.", "ja": "{name}が{bid}と競ります。"},
    "guide.watch_pass": {"en": "{name} passes.", "ja": "{name}がパスします。"},
    "guide.watch_deal": {"en": "The next deal is dealt\u2026", "ja": "次の戦の札を配ります\u2026"},
    "guide.next_lesson": {"en": "Next lesson", "ja": "次のレッスン"},
    "guide.back_to_lessons": {"en": "Back to lessons", "ja": "レッスン一覧へ"},
    "guide.hint_shown": {"en": "The glowing spot shows the move. Try it.",
                         "ja": "光っている所が正解の手です。やってみましょう。"},
    "guide.wrong": {"en": "Not quite", "ja": "ちょっと違います"},
    "guide.skip": {"en": "Skip lesson", "ja": "飛ばす"},
    "guide.previous": {"en": "Previous", "ja": "前へ"},
    "guide.step_again": {"en": "Step {step} of {total}, read again",
                         "ja": "ステップ {step}／{total}（読み直し）"},
    "guide.keys.next": {"en": "Enter next", "ja": "Enter 次へ"},
    "guide.keys.read_on": {"en": "Enter, \u2192 next", "ja": "Enter・\u2192 次へ"},
    "guide.keys.enter": {"en": "Enter \u201c{action}\u201d", "ja": "Enter「{action}」"},
    "guide.keys.previous": {"en": "\u2190, Backspace previous", "ja": "\u2190・Backspace 前へ"},
    "guide.keys.backspace": {"en": "Backspace previous", "ja": "Backspace 前へ"},
    "guide.keys.hint": {"en": "H show me", "ja": "H ヒント"},
    "guide.keys.guess": {"en": "\u2190\u2192 choose a name   Enter answer",
                         "ja": "\u2190\u2192 名前を選ぶ　Enter 決める"},

    # ---- hints in a match -----------------------------------------------------------
    "guide.hint.button": {"en": "Hint (H)", "ja": "ヒント（H）"},
    "guide.hint.thinking": {"en": "Thinking of a hint\u2026", "ja": "ヒントを考えています\u2026"},
    "guide.hint.play": {"en": "Hint: play {card}.", "ja": "ヒント：{card}を出しましょう。"},
    "guide.hint.lead_joker": {"en": "Hint: lead the joker and name {suit}.",
                              "ja": "ヒント：ババで打ち出し、{suit}を指定しましょう。"},
    "guide.hint.iku": {"en": "Hint: say iku (you lead).",
                       "ja": "ヒント：「いく」（自分から打ち出す）と言いましょう。"},
    "guide.hint.koi": {"en": "Hint: say koi (your partner leads).",
                       "ja": "ヒント：「こい」（相方が打ち出す）と言いましょう。"},
    "guide.hint.trump": {"en": "Hint: name {suit} as trump.", "ja": "ヒント：役は{suit}にしましょ"
                                                                    "う。"},
    "guide.hint.show": {"en": "Hint: show {cards}.", "ja": "ヒント：{cards}を見せましょう。"},
    "guide.hint.juroku_yes": {"en": "Hint: call it.", "ja": "ヒント：宣言しましょう。"},
    "guide.hint.juroku_no": {"en": "Hint: do not call; stop here.",
                             "ja": "ヒント：宣言せず、ここで終えましょう。"},
    "guide.hint.pick": {"en": "Hint: the pick is blind \u2014 any card is as good.",
                        "ja": "ヒント：伏せた札なので、どれを選んでも同じです。"},
    "guide.hints_used": {"en": "Hints used: {count}", "ja": "使ったヒント：{count}回"},
    "guide.why.iku": {"en": "You lead the first trick yourself.",
                      "ja": "1巡目は自分で打ち出します。"},
    "guide.why.iku_trumps": {"en": "You hold {count} trumps: lead them and draw out the "
                                   "Mukankei's trumps, so your partner's cards are safe.",
                             "ja": "役札が{count}枚あります。自分で打ち出して無関係の役札を"
                                   "引き出せば、相方の札が生きます。"},
    "guide.why.iku_aces": {"en": "You hold {count} aces besides trump: lead them and take "
                                 "their face cards before anyone can cut them.",
                           "ja": "役以外のピンが{count}枚あります。自分で打ち出し、切られる前に"
                                 "絵札を取りましょう。"},
    "guide.why.koi": {"en": "Only {count} trumps and at most one ace besides: too little to "
                            "lead from. Let your partner lead.",
                      "ja": "役札{count}枚、役以外のピンも1枚以下では、打ち出すには足りません。"
                            "相方に打ち出してもらいましょう。"},
    "guide.why.koi_one": {"en": "Only 1 trump and at most one ace besides: too little to "
                                "lead from. Let your partner lead.",
                          "ja": "役札1枚、役以外のピンも1枚以下では、打ち出すには足りません。"
                                "相方に打ち出してもらいましょう。"},
    "guide.why.koi_zero": {"en": "No trump and at most one ace besides: too little to lead "
                                 "from. Let your partner lead.",
                           "ja": "役札がなく、役以外のピンも1枚以下では、打ち出すには足りません。"
                                 "相方に打ち出してもらいましょう。"},
    "guide.why.trump": {"en": "Your strongest suit, with your partner's cards.",
                        "ja": "相方の札と合わせて一番強いマークです。"},
    "guide.why.show": {"en": "The top of your best suit, so your partner can name it.",
                       "ja": "一番強いマークの上の札を見せれば、相方がそれを役にできます。"},
    "guide.why.juroku_yes": {"en": "Every face card, trump and the joker left is yours.",
                             "ja": "残りの絵札・役札・ババは、ぜんぶ自分の組が持っています。"},
    "guide.why.juroku_no": {"en": "Taking all 16 is not s"
                                  "ure.", "ja": "16枚取り切れるとは限りません。"},
    "guide.why.lead_joker": {"en": "Lead the joker to draw out face cards.",
                             "ja": "ババで絵札を引き出します。"},
    "guide.why.lead_trump": {"en": "Draw out the other side's trumps.",
                             "ja": "相手の組の役札を引き出します。"},
    "guide.why.joker_takes": {"en": "The joker takes this trick and its {count} face cards.",
                              "ja": "ババでこの巡と絵札{count}枚を取ります。"},
    "guide.why.joker_takes_one": {"en": "The joker takes this trick and its face card.",
                                  "ja": "ババでこの巡と絵札1枚を取ります。"},
    "guide.why.joker_takes_zero": {"en": "The joker takes this trick.",
                                   "ja": "ババでこの巡を取ります。"},
    "guide.why.tsukeru": {"en": "Your partner is winning this trick so far: give them {card} "
                                "(tsukeru).",
                          "ja": "今は相方がこの巡で勝っています。{card}を付けましょう。"},
    "guide.why.partner_low": {"en": "Your partner is winning this trick so far: play low.",
                              "ja": "今は相方がこの巡で勝っています。小さい札を出しましょう。"},
    "guide.why.lost": {"en": "You cannot take this trick: follow low.",
                       "ja": "この巡はあなたの札では取れません。小さい札を出しておきましょう。"},
    "guide.why.tsukeru_sure": {"en": "No one still to play can beat your partner's card: give "
                                     "them {card} (tsukeru).",
                               "ja": "この後に出す人は誰も相方の札に勝てません。"
                                     "{card}を付けましょう。"},
    "guide.why.partner_low_sure": {"en": "No one still to play can beat your partner's card: "
                                         "play low.",
                                   "ja": "この後に出す人は誰も相方の札に勝てません。"
                                         "小さい札を出しましょう。"},
    "guide.why.take_sure": {"en": "No one still to play can beat it: it takes the trick and its "
                                  "{count} face cards.",
                            "ja": "この後に出す人は誰もこの札に勝てません。この巡と絵札{count}枚を"
                                  "取ります。"},
    "guide.why.take_sure_one": {"en": "No one still to play can beat it: it takes the trick and "
                                      "its face card.",
                                "ja": "この後に出す人は誰もこの札に勝てません。この巡と絵札1枚を"
                                      "取ります。"},
    "guide.why.take_sure_zero": {"en": "No one still to play can beat it: it takes the trick, and "
                                       "you lead the next one.",
                                 "ja": "この後に出す人は誰もこの札に勝てません。この巡を取って、"
                                       "次を打ち出せます。"},
    "guide.why.take_aim": {"en": "It tries for the trick and its {count} face cards; {threats} "
                                 "may still beat it.",
                           "ja": "この巡と絵札{count}枚を取りにいきますが、{threats}に負けることも"
                                 "あります。"},
    "guide.why.take_aim_one": {"en": "It tries for the trick and its face card; {threats} may "
                                     "still beat it.",
                               "ja": "この巡と絵札1枚を取りにいきますが、{threats}に負けることも"
                                     "あります。"},
    "guide.why.take_aim_zero": {"en": "It tries for the trick and the next lead; {threats} may "
                                      "still beat it.",
                                "ja": "この巡を取って次を打ち出しにいきますが、{threats}に負ける"
                                      "こともあります。"},
    "guide.why.take_unlikely": {"en": "It will probably not take the trick: {threats} can "
                                      "beat it.",
                                "ja": "この巡はおそらく取れません。{threats}がこの札に勝てます。"},
    # The bidding game's own words for the same reasons (トリック, ジョーカー, 切り札, 味方):
    # ``play.hints.reason`` takes these where they exist.
    "guide.why.bidding.lead_joker": {"en": "Lead the joker to draw out face cards.",
                                     "ja": "ジョーカーで絵札を引き出します。"},
    "guide.why.bidding.lead_trump": {"en": "Draw out the other side's trumps.",
                                     "ja": "相手側の切り札を引き出します。"},
    "guide.why.bidding.joker_takes": {"en": "The joker takes this trick and its {count} face "
                                            "cards.",
                                      "ja": "ジョーカーでこのトリックと絵札{count}枚を取ります。"},
    "guide.why.bidding.joker_takes_one": {"en": "The joker takes this trick and its face card.",
                                          "ja": "ジョーカーでこのトリックと絵札1枚を取ります。"},
    "guide.why.bidding.joker_takes_zero": {"en": "The joker takes this trick.",
                                           "ja": "ジョーカーでこのトリックを取ります。"},
    "guide.why.bidding.tsukeru": {"en": "Your partner is winning this trick so far: give them "
                                        "{card}.",
                                  "ja": "今は味方がこのトリックで勝っています。"
                                        "{card}を付けましょう。"},
    "guide.why.bidding.partner_low": {"en": "Your partner is winning this trick so far: play low.",
                                      "ja": "今は味方がこのトリックで勝っています。"
                                            "小さい札を出しましょう。"},
    "guide.why.bidding.lost": {"en": "You cannot take this trick: follow low.",
                               "ja": "このトリックはあなたの札では取れません。"
                                     "小さい札を出しておきましょう。"},
    "guide.why.bidding.tsukeru_sure": {"en": "No one still to play can beat your partner's card: "
                                             "give them {card}.",
                                       "ja": "この後に出す人は誰も味方の札に勝てません。"
                                             "{card}を付けましょう。"},
    "guide.why.bidding.partner_low_sure": {"en": "No one still to play can beat your partner's "
                                                 "card: play low.",
                                           "ja": "この後に出す人は誰も味方の札に勝てません。"
                                                 "小さい札を出しましょう。"},
    "guide.why.bidding.take_sure": {"en": "No one still to play can beat it: it takes the trick "
                                          "and its {count} face cards.",
                                    "ja": "この後に出す人は誰もこの札に勝てません。"
                                          "このトリックと絵札{count}枚を取ります。"},
    "guide.why.bidding.take_sure_one": {"en": "No one still to play can beat it: it takes the "
                                              "trick and its face card.",
                                        "ja": "この後に出す人は誰もこの札に勝てません。"
                                              "このトリックと絵札1枚を取ります。"},
    "guide.why.bidding.take_sure_zero": {"en": "No one still to play can beat it: it takes the "
                                               "trick, and you lead the next one.",
                                         "ja": "この後に出す人は誰もこの札に勝てません。"
                                               "このトリックを取って、次を打ち出せます。"},
    "guide.why.bidding.take_aim": {"en": "It tries for the trick and its {count} face cards; "
                                         "{threats} may still beat it.",
                                   "ja": "このトリックと絵札{count}枚を取りにいきますが、"
                                         "{threats}に負けることもあります。"},
    "guide.why.bidding.take_aim_one": {"en": "It tries for the trick and its face card; "
                                             "{threats} may still beat it.",
                                       "ja": "このトリックと絵札1枚を取りにいきますが、"
                                             "{threats}に負けることもあります。"},
    "guide.why.bidding.take_aim_zero": {"en": "It tries for the trick and the next lead; "
                                              "{threats} may still beat it.",
                                        "ja": "このトリックを取って次を打ち出しにいきますが、"
                                              "{threats}に負けることもあります。"},
    "guide.why.bidding.take_unlikely": {"en": "It will probably not take the trick: "
                                              "{threats} can beat it.",
                                        "ja": "このトリックはおそらく取れません。"
                                              "{threats}がこの札に勝てます。"},
    "guide.why.chance": {"en": "In {count} of {tried} deals that fit what you saw, no one after "
                               "you could beat it (a likelihood, not a certainty).",
                         "ja": "見えていた札に合う配り方{tried}とおりのうち、後から出す人がこの札に"
                               "勝てない配り方は{count}とおりでした（確実ではなく見込みです）。"},
    "guide.why.chance_all": {
        "en": "In all {tried} deals that fit what you saw, no one after you could beat it: "
              "likely, though not a certainty.",
        "ja": "見えていた札に合う配り方{tried}とおりのすべてで、後から出す人はこの札に勝てません"
              "でした（見込みは高いものの、確実ではありません）。"},
    "guide.why.chance_zero": {"en": "In each of {tried} deals that fit what you saw, someone "
                                    "after you could beat it.",
                              "ja": "見えていた札に合う配り方{tried}とおりのどれでも、後から出す"
                                    "人の誰かがこの札に勝てます。"},
    "guide.why.threats_or": {"en": " or ", "ja": "か"},
    "guide.why.threats_comma": {"en": ", ", "ja": "、"},
    "guide.why.threats_many": {"en": "one of {count} higher {suit}",
                               "ja": "{suit}の上の札{count}枚のどれか"},
    "guide.why.threats_trump": {"en": "a trump", "ja": "役札"},
    "guide.why.duck": {"en": "Play low now and keep your higher cards for later.",
                       "ja": "ここは小さい札を出し、強い札は後に取っておきましょう。"},
    "guide.why.search": {"en": "Looking ahead over many ways the cards may lie, this gains "
                               "about {points} points on average.",
                         "ja": "札の配られ方をいろいろ読むと、この手のほうが平均で約{points}点"
                               "得です。"},

    # ---- teaching moments -----------------------------------------------------------
    "guide.teach.title": {"en": "Good to know", "ja": "ひとこと"},
    "guide.teach.dismiss": {"en": "OK", "ja": "OK"},
    "guide.teach.first_cut": {
        "en": "{name} had no card of the suit led and played a trump: that is cutting "
              "(kiru). A trump beats every other suit.",
        "ja": "{name}は出たマークが無いので役札を出しました。これが「切る」です。"
              "役札はほかのマークすべてに勝ちます。"},
    "guide.teach.joker_trick1": {
        "en": "The joker may not be played in trick 1 (nor in trick 10). Keep it for later.",
        "ja": "ババは1巡目（と10巡目）には出せません。後に取っておきましょう。"},
    "guide.teach.odori_ban": {
        "en": "Trick 9 is odori-ban: whoever still holds the joker must play it now.",
        "ja": "9巡目は踊り番。ババを持っている人は、この巡で必ず出します。"},
    "guide.teach.seat_swap": {
        "en": "The two Kankei sat side by side, so one of them changed seats: a Mukankei "
              "now sits between them.",
        "ja": "関係の2人が隣り合っていたので席を替えました。間に無関係が1人入ります。"},
    "guide.teach.nijukan": {
        "en": "Nijū-kan: one player was dealt both the trump ace and the joker. The "
              "house rule decides: a blind swap makes a partner, or the cards are redealt.",
        "ja": "二重関：役ピンとババが1人に配られました。ローカルルールにより、"
              "伏せた札を入れ替えて相方を作るか、配り直します。"},
    "guide.teach.sukonku": {
        "en": "Sukonku! Your side won before the other side took a single face card: extra points.",
        "ja": "スコンク！　あなたの組は、相手の組に絵札を1枚も取らせずに勝ちました。"
              "ふつうの勝ちより点が大きく動きます。"},
    "guide.teach.juroku_offer": {
        "en": "After a sukonku (or a reverse sukonku) in deal 2 or 3, whoever won that trick may "
              "call jūroku (reverse jūroku): take all 16 face cards for a big score, but lose big "
              "if the other side takes even one.",
        "ja": "2戦目・3戦目にスコンク（逆スコンク）で勝つと、その巡を取った人は「じゅうろく」"
              "（逆じゅうろく）を宣言できます。残りも含め絵札16枚をぜんぶ取れば大きな点、"
              "1枚でも取られると大きな失点です。"},
    "guide.teach.kime_yaku": {
        "en": "Kime-yaku: in deals 2 and 3 the Kankei choose the trump. One shows a few "
              "cards face down, the other names the suit and leads.",
        "ja": "決め役：2戦目と3戦目は関係が役を決めます。1人が札を伏せて見せ、"
              "もう1人が役を決めて打ち出します。"},
    "guide.teach.sukonku_against": {
        "en": "Sukonku: the Kankei won before your side took a single face card, so you lose "
              "extra.",
        "ja": "スコンク：関係が、あなたの組に絵札を1枚も取らせずに勝ちました。"
              "ふつうの負けより点が大きく動きます。"},
    "guide.teach.reverse_sukonku": {
        "en": "Reverse sukonku! Your side won before the Kankei took a face card: big points, and "
              "the round ends.",
        "ja": "逆スコンク！　あなたの組（無関係）は、関係に絵札を1枚も取らせずに勝ちました。"
              "点が大きく動き、この回は終わります。"},
    "guide.teach.reverse_sukonku_against": {
        "en": "Reverse sukonku: the Mukankei won before your side took a face card. It costs "
              "dearly and ends the round.",
        "ja": "逆スコンク：無関係が、あなたの組に絵札を1枚も取らせずに勝ちました。"
              "関係の点が大きく減り、この回は終わります。"},
    "guide.teach.note": {
        "en": "{title}: {text}",
        "ja": "{title}：{text}"},
    "guide.menu.progress_done": {
        "en": "{progress}  —  {tick} {done}",
        "ja": "{progress}　{tick} {done}"},
    # A sure reason for the trick's last card: no one plays after it.
    "guide.why.take_last": {"en": "You play last: it takes the trick and its {count} face cards.",
                            "ja": "あなたが最後に出します。この札で、この巡と絵札{count}枚を"
                                  "取ります。"},
    "guide.why.take_last_one": {"en": "You play last: it takes the trick and its face card.",
                                "ja": "あなたが最後に出します。この札で、この巡と絵札1枚を"
                                      "取ります。"},
    "guide.why.take_last_zero": {"en": "You play last: it takes the trick, and you lead the next "
                                       "one.",
                                 "ja": "あなたが最後に出します。この札でこの巡を取って、"
                                       "次を打ち出せます。"},
    "guide.why.tsukeru_last": {"en": "You play last and your partner's card takes the trick: "
                                     "give them {card} (tsukeru).",
                               "ja": "あなたが最後に出し、この巡は相方が取ります。"
                                     "{card}を付けましょう。"},
    "guide.why.partner_low_last": {"en": "You play last and your partner's card takes the trick: "
                                         "play low.",
                                   "ja": "あなたが最後に出し、この巡は相方が取ります。"
                                         "小さい札を出しましょう。"},
    "guide.why.bidding.take_last": {"en": "You play last: it takes the trick and its {count} "
                                          "face cards.",
                                    "ja": "あなたが最後に出します。この札で、このトリックと"
                                          "絵札{count}枚を取ります。"},
    "guide.why.bidding.take_last_one": {"en": "You play last: it takes the trick and its face "
                                              "card.",
                                        "ja": "あなたが最後に出します。この札で、このトリックと"
                                              "絵札1枚を取ります。"},
    "guide.why.bidding.take_last_zero": {"en": "You play last: it takes the trick, and you lead "
                                               "the next one.",
                                         "ja": "あなたが最後に出します。この札でこのトリックを"
                                               "取って、次を打ち出せます。"},
    "guide.why.bidding.tsukeru_last": {"en": "You play last and your partner's card takes the "
                                             "trick: give them {card}.",
                                       "ja": "あなたが最後に出し、このトリックは味方が取ります。"
                                             "{card}を付けましょう。"},
    "guide.why.bidding.partner_low_last": {"en": "You play last and your partner's card takes "
                                                 "the trick: play low.",
                                           "ja": "あなたが最後に出し、このトリックは味方が"
                                                 "取ります。小さい札を出しましょう。"},
}
