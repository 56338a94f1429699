"""The bidding game (docs/rules.md section 11) at the table and on the New game screen.

Terms as the source writes them: 大将 (taisho), 副官 (adjutant), きつね (kitsune),
正ジャック / 裏ジャック, 競り, パス, 守備側; 勝負 for a match and 組 for a side.
"""

STRINGS: dict[str, dict[str, str]] = {
    # -- New game ---------------------------------------------------------------------------
    "menus.ng.preset.bidding": {"en": "Bidding game", "ja": "競りゴニンカン"},
    "menus.ng.bidding.rounds": {"en": "Deals", "ja": "回数"},
    "menus.ng.bidding.rounds.value": {"en": "{count}", "ja": "{count}回"},
    "menus.ng.bidding.rounds.help": {
        "en": "How many deals the match lasts (a redeal when everyone passes does not count).",
        "ja": "この勝負で何回配るか（全員パスの配り直しは数えません）。"},
    "menus.ng.min_bid": {"en": "Lowest bid", "ja": "競りの最低枚数"},
    "menus.ng.min_bid.value": {"en": "{count} face cards", "ja": "絵札{count}枚"},
    "menus.ng.min_bid.help": {
        "en": "The first bid names at least this many face cards (of 17).",
        "ja": "最初の競りは、この枚数以上でなければなりません（絵札は全17枚）。"},
    "menus.ng.min_bid.help.three": {
        "en": "Three players: the computer seldom bids {count} alone, so many deals are "
              "dealt again.",
        "ja": "3人ではコンピュータは{count}枚をめったに競らず、配り直しが多くなります。"},
    "menus.ng.joker_lead": {"en": "Joker lead", "ja": "ジョーカーの打ち出し"},
    "menus.ng.joker_lead.trump": {"en": "Asks for trump", "ja": "切り札を出させる"},
    "menus.ng.joker_lead.free": {"en": "Asks for nothing", "ja": "自由に出せる"},
    "menus.ng.joker_lead.help": {
        "en": "When the joker leads: must players follow with trump, or play any card?",
        "ja": "ジョーカーがリードされたとき、切り札を出させるか、自由に出せるか。"},
    "menus.ng.players": {"en": "Players", "ja": "人数"},
    "menus.ng.players.value": {"en": "{count} players", "ja": "{count}人"},
    "menus.ng.players.help": {
        "en": "Five, or three: 17 cards each, a kitsune of two, the taisho alone against two.",
        "ja": "5人か3人。3人なら1人17枚、きつね2枚、大将1人対守備2人です。"},
    "menus.ng.auction": {"en": "Auction", "ja": "競り"},
    "menus.ng.auction.help": {
        "en": "On: an auction picks the taisho. Off: no taisho, each plays for themself.",
        "ja": "あり：競りで大将を決めます。なし：大将はおらず、各自が自分のために戦います。"},
    "menus.ng.preset.help.bidding": {
        "en": "An auction picks the taisho, who takes the kitsune; five players add an adjutant.",
        "ja": "競りで大将を決め、大将がきつねを取ります。5人なら秘密の副官も指名します。"},
    "menus.ng.bidding.rounds.help.no_auction": {
        "en": "How many deals the match lasts.",
        "ja": "この勝負で何回配るか。"},
    "menus.ng.players.help.no_auction": {
        "en": "Five, or three: 17 cards each, and a kitsune of two that nobody plays.",
        "ja": "5人か3人。3人なら1人17枚、きつね2枚は使いません。"},
    "menus.ng.preset.help.bidding.no_auction": {
        "en": "No auction: one player names trump, and each scores the face cards they "
              "take.",
        "ja": "競りなし：配り役の右隣の人が切り札を決め、各自が取った絵札を数えます。"},
    # -- words of the table -----------------------------------------------------------------
    "bid.taisho": {"en": "Taisho", "ja": "大将"},
    "bid.adjutant": {"en": "Adjutant", "ja": "副官"},
    "bid.defender": {"en": "Defender", "ja": "守備側"},
    "bid.side": {"en": "Taisho's side", "ja": "大将の組"},
    "bid.kitsune": {"en": "Kitsune", "ja": "きつね"},
    "bid.pass": {"en": "Pass", "ja": "パス"},
    "bid.value": {"en": "{count} {suit}", "ja": "{suit}{count}枚"},
    "bid.secret_adjutant": {"en": "Adjutant (secret)", "ja": "副官（秘密）"},
    "bid.alone": {"en": "Taisho, alone", "ja": "大将（ひとり）"},
    "bid.plaque.auction": {"en": "Auction", "ja": "競り"},
    "bid.plaque.high": {"en": "High: {bid}", "ja": "最高：{bid}"},
    "bid.plaque.bid": {"en": "Bid: {bid}", "ja": "競り：{bid}"},
    "bid.round": {"en": "Deal {round} of {rounds}", "ja": "第{round}回（全{rounds}回）"},
    "bid.race.taisho": {"en": "Taisho {count} / {target}", "ja": "大将 {count}枚／{target}枚"},
    "bid.race.side": {"en": "Taisho's side {count} / {target}",
                      "ja": "大将の組 {count}枚／{target}枚"},
    "bid.race.others": {"en": "Others {count}", "ja": "守備側と副官 {count}枚"},
    "bid.race.defenders": {"en": "Defenders {count}, need {target}",
                           "ja": "守備側 {count}枚（阻止に{target}枚）"},
    "bid.row.taisho": {"en": "Taisho {count} / {target}", "ja": "大将 {count}枚／{target}枚"},
    "bid.row.side": {"en": "Taisho's side {count} / {target}",
                     "ja": "大将の組 {count}枚／{target}枚"},
    "bid.row.others": {"en": "Others {count}", "ja": "守備側と副官 {count}枚"},
    "bid.row.defenders": {"en": "Defenders {count} (need {target})",
                          "ja": "守備側 {count}枚（阻止に{target}枚）"},
    "bid.card_joker": {"en": "the joker", "ja": "ジョーカー"},
    "bid.trump": {"en": "Trump", "ja": "切り札"},
    "bid.trump_named": {"en": "Trump: {suit}", "ja": "切り札：{suit}"},
    "bid.named.label": {"en": "Adjutant's card", "ja": "副官の札"},
    "bid.named.alone": {"en": "No adjutant", "ja": "副官なし"},
    "bid.race.waiting": {"en": "No taisho yet", "ja": "大将：未定"},
    "bid.scores.made": {"en": "made", "ja": "成功"},
    "bid.scores.lost": {"en": "lost", "ja": "失敗"},
    "bid.laid_down": {"en": "Laid down", "ja": "伏せ札"},
    "bid.high_line": {"en": "Highest bid: {bid} ({name})", "ja": "最高の競り：{bid}（{name}）"},
    "bid.no_bid_yet": {"en": "No bid yet", "ja": "まだ競りなし"},
    # the bidding source's own words where the table's Goninkan words differ
    # (``BiddingTable.words``): トリック for 巡, 回 for a deal, the usual suit names
    "bid.suit.C": {"en": "clubs", "ja": "クラブ"},
    "bid.suit.D": {"en": "diamonds", "ja": "ダイヤ"},
    "bid.suit.H": {"en": "hearts", "ja": "ハート"},
    "bid.suit.S": {"en": "spades", "ja": "スペード"},
    "bid.rank_A": {"en": "ace", "ja": "A"},
    "bid.rank_K": {"en": "king", "ja": "K"},
    "bid.rank_Q": {"en": "queen", "ja": "Q"},
    "bid.rank_J": {"en": "jack", "ja": "J"},
    "bid.words.tool_last": {"en": "Last trick", "ja": "前のトリック"},
    "bid.words.tool_log": {"en": "Trick log", "ja": "トリック記録"},
    "bid.words.takes": {"en": "Trick {number} to {name}", "ja": "{number}トリック目は{name}が取"
                                                             "りました"},
    "bid.words.go_on": {"en": "Click, or press Enter, for the next trick",
                        "ja": "クリックするか Enter で次のトリックへ"},
    "bid.words.last_trick": {"en": "Last trick: trick {number}",
                             "ja": "前のトリック（{number}トリック目）"},
    "bid.words.no_tricks": {"en": "No trick has been played yet in this deal.",
                            "ja": "この回ではまだ1トリックも終わっていません。"},
    "bid.words.log_title": {"en": "Every trick of this deal", "ja": "この回のトリック"},
    "bid.words.review": {"en": "Review this deal (R)", "ja": "この回を振り返る（R）"},
    "bid.words.col_team": {"en": "Part", "ja": "立場"},
    "bid.words.col_points": {"en": "This deal", "ja": "この回"},
    "bid.words.scores_deal": {"en": "Deal", "ja": "回"},
    "bid.words.chart_deals": {"en": "deals", "ja": "回"},
    # -- the review of a bidding deal in its own words (トリック, 回) ----------------------
    "bid.words.review.strip": {
        "en": "{trick}",
        "ja": "{trick}"},
    "bid.words.review.step.trick": {
        "en": "Trick {trick}",
        "ja": "{trick}トリック目"},
    "bid.words.review.keys": {
        "en": "Keys: ←/→ a card, ↑/↓ a trick, Home/End the start or end,\n"
              "Page Up/Down another deal, Esc back",
        "ja": "キー：←→で1枚ずつ、↑↓で1トリックずつ、Home・Endで最初・最後、\n"
              "PageUp・PageDownでほかの回、Escで戻ります"},
    "bid.words.review.step.before": {
        "en": "Before trick 1",
        "ja": "1トリック目の前"},
    "bid.words.review.verdict.thinking": {
        "en": "Still thinking: could you have won this deal?",
        "ja": "この回は勝てたのか、検討中です…"},
    "bid.words.review.verdict.no_decisions": {
        "en": "You made no decision in this deal.",
        "ja": "この回ではあなたが選ぶ場面はありませんでした。"},
    "bid.words.review.verdict.too_many": {
        "en": "Too many cards were left to work this deal out exactly.",
        "ja": "残りの札が多すぎて、この回は正確には読み切れませんでした。"},
    "bid.words.review.verdict.won_cost": {
        "en": "Your side won, but your play in trick {trick} ({card}) cost your side points "
              "for this deal: {value} instead of {best_value} — {best} kept the best.",
        "ja": "あなたの組の勝ちですが、{trick}トリック目の{card}でこの回のあなたの組の点を"
              "取りこぼしました（最善なら{best_value}、実際は{value}）。{best}なら最善でした。"},
    "bid.words.review.verdict.cost": {
        "en": "With open hands your play in trick {trick} ({card}) cost your side points for "
              "this deal: {value} instead of {best_value} — {best} kept the best.",
        "ja": "全員の手札を開けて読むと、{trick}トリック目の{card}でこの回のあなたの組の点を"
              "取りこぼしています（最善なら{best_value}、実際は{value}）。{best}なら最善でした。"},
    "bid.words.review.verdict.won_risked": {
        "en": "Your side won, but with open hands your play in trick {lost_trick} ({card}) "
              "could have lost it — {best} kept the win.",
        "ja": "あなたの組の勝ちですが、全員の手札を開けて読むと、{lost_trick}トリック目の{card}"
              "で勝ちを逃すおそれがありました。{best}なら確実に勝てました。"},
    "bid.words.review.verdict.unwinnable_first": {
        "en": "No play could have won this deal: even with all hands open, you lose.",
        "ja": "全員の手札が見えていても、どう打っても勝てない回でした。"},
    "bid.words.review.verdict.unwinnable": {
        "en": "From trick {trick} on, no play could have won: even with all hands open, you "
              "lose.",
        "ja": "{trick}トリック目の時点で、全員の手札が見えていても、もう勝てませんでした。"},
    "bid.words.review.verdict.lost_by": {
        "en": "With open hands your side could still win from trick {trick}; your play in "
              "trick {lost_trick} ({card}) lost it — {best} kept the win.",
        "ja": "全員の手札を開けて読むと、{trick}トリック目の時点ではまだ勝ち筋がありました。"
              "{lost_trick}トリック目の{card}で勝ちを逃しています。{best}なら勝てました。"},
    "bid.words.review.verdict.lost_by_others": {
        "en": "With open hands your side could still win from trick {trick}; none of your "
              "cards gave it away — a partner's card did.",
        "ja": "全員の手札を開けて読むと、{trick}トリック目の時点ではまだ勝ち筋がありました。"
              "あなたの札ではなく、同じ組の人の札で勝ちを逃しています。"},
    "bid.words.review.verdict.winnable_open": {
        "en": "With open hands your side could still win from trick {trick}; the record stops "
              "before the deal ends.",
        "ja": "全員の手札を開けて読むと、{trick}トリック目の時点ではまだ勝ち筋がありました。"
              "記録は回の途中で終わっています。"},
    "bid.words.review.note.side_scores": {
        "en": "you chose {choice}. With all hands open and best play from here, your side "
              "scores {value} for this deal.",
        "ja": "{choice}を選びました。全員の手札を開けて最善に打つと、この回のあなたの組の得点は"
              "{value}です。"},
    # -- banners ----------------------------------------------------------------------------
    "bid.deal_starts": {"en": "Deal {round} of {rounds}", "ja": "第{round}回（全{rounds}回）"},
    "bid.deal_starts_how": {"en": "Ten cards each, three in the middle: the kitsune.",
                            "ja": "1人10枚ずつ配り、真ん中の3枚がきつねです。"},
    "bid.redeal": {"en": "Everyone passed", "ja": "全員パス"},
    "bid.redeal_how": {"en": "Nobody bid: {name} deals again.",
                       "ja": "誰も競らなかったので、{name}が配り直します。"},
    "bid.redeal_how_you": {"en": "Nobody bid: you deal again.",
                           "ja": "誰も競らなかったので、あなたが配り直します。"},
    "bid.taisho_is": {"en": "{name} is taisho", "ja": "{name}が大将"},
    "bid.you_are_taisho": {"en": "You are taisho", "ja": "あなたが大将です"},
    "bid.taisho_how": {"en": "Taisho with {bid}: trump is {suit}. The kitsune goes to the "
                               "taisho.",
                       "ja": "{bid}で大将になりました。切り札は{suit}、きつねは大将が取ります。"},
    "bid.laid_title": {"en": "Three cards laid down", "ja": "伏せ札3枚"},
    "bid.laid_how": {"en": "{name} lays three cards face down; their face cards count for the "
                             "taisho's side.",
                     "ja": "{name}が3枚を伏せ札にしました。その中の絵札は大将の組に数えます。"},
    "bid.laid_faces": {"en": "{count} face cards among them count for you.",
                       "ja": "伏せ札のうち絵札{count}枚があなたの組の分です。"},
    "bid.laid_faces_one": {"en": "1 face card among them counts for you.",
                           "ja": "伏せ札のうち絵札1枚があなたの組の分です。"},
    "bid.named_title": {"en": "The adjutant's card: {card}", "ja": "副官の札：{card}"},
    "bid.named_how": {"en": "Whoever holds it plays with the taisho, in secret until it is played.",
                      "ja": "この札を持つ人が副官。出されるまで誰かは秘密です。"},
    "bid.named_you": {"en": "You hold it: you are the adjutant. Only you know.",
                      "ja": "あなたが持っています。あなたが副官です。知っているのはあなただけ。"},
    "bid.named_alone": {"en": "It is not in anyone else's hand: the taisho plays alone.",
                        "ja": "ほかの誰も持っていません。大将はひとりで戦います。"},
    "bid.reveal": {"en": "{name} is the adjutant!", "ja": "{name}が副官！"},
    "bid.reveal_you": {"en": "You are revealed as the adjutant", "ja": "あなたが副官だと皆に知られ"
            "ました"},
    "bid.reveal_how": {"en": "{card} is played: {taisho} and {name} are one side now.",
                       "ja": "{card}が出ました。{taisho}と{name}が同じ組です。"},
    "bid.reveal_alone": {"en": "The taisho played it: no adjutant",
                         "ja": "大将自身が出したので、副官はいません"},
    "bid.reveal_alone_how": {"en": "{taisho} plays alone against four.",
                             "ja": "{taisho}がひとりで4人と戦います。"},
    # -- the human's decisions --------------------------------------------------------------
    "bid.picker.title": {"en": "Your bid", "ja": "あなたの競り"},
    "bid.picker.text": {"en": "Bid how many of the 17 face cards your side will take, with "
                                "the trump suit. {high}",
                        "ja": "あなたの組が取る絵札（全17枚）の枚数と切り札を競ります。{high}"},
    "bid.picker.high": {"en": "Highest so far: {bid} ({name}).", "ja": "今の最高は{bid}（{name}）"
            "です。"},
    "bid.picker.first": {"en": "At least {count}.", "ja": "{count}枚以上。"},
    "bid.picker.topped": {"en": "17 cannot be topped: you can only pass.",
                          "ja": "17枚より上は競れないので、パスするしかありません。"},
    "bid.picker.calls": {"en": "So far: {calls}.", "ja": "ここまで：{calls}。"},
    "bid.picker.calls_join": {"en": " · ", "ja": "、"},
    "bid.call": {"en": "{name}: {call}", "ja": "{name}は{call}"},
    "bid.auction_line": {"en": "Auction: {calls}.", "ja": "競り：{calls}。"},
    "bid.auction_title": {"en": "Auction", "ja": "競り"},
    "bid.picker.pass": {"en": "Pass (P)", "ja": "パス（P）"},
    "bid.picker.keys": {"en": "Arrows choose a bid, Enter bids it; P passes; O: card order.",
                        "ja": "矢印で選び、Enterで競ります。Pでパス。Oで札の強さ。"},
    # the instruction (which cards, how many, the keys) is the prompt's, over the hand where
    # they are picked: the dialog says what the kitsune brought (the cards marked in the hand)
    # and what laying down means, in one paragraph: it fits under the seats' face-down cards
    "bid.discard.title": {"en": "You took the kitsune", "ja": "きつねを取りました"},
    "bid.discard.text": {
        "en": "13 cards now: the three from the kitsune have an orange dot. Face cards you lay "
              "down count for your side.",
        "ja": "手札は13枚になりました。オレンジの印はきつねから来た3枚です。伏せ札の絵札はあなたの"
              "組に数えます。"},
    "bid.discard.button": {"en": "Lay these three down", "ja": "この3枚を伏せ札にする"},
    "bid.discard.prompt": {"en": "Pick three cards to lay down ({count}/3)",
                           "ja": "伏せ札を3枚選んでください（{count}／3）"},
    "bid.discard.keys": {"en": "Arrows move, Space picks, Enter lays down.",
                         "ja": "矢印で移動、スペースで選び、Enterで伏せ札にします。"},
    "bid.name.title": {"en": "Name the adjutant's card", "ja": "副官の札を指名"},
    "bid.name.text": {"en": "Whoever holds the card you name is your secret partner.",
                      "ja": "指名した札を持つ人が、あなたの秘密の相方（副官）になります。"},
    "bid.name.mine": {"en": "Gold dot: in your hand", "ja": "金の点：あなたの手札"},
    "bid.name.laid": {"en": "Blue dot: laid down", "ja": "青の点：伏せ札"},
    "bid.name.chosen": {"en": "Chosen: {card}", "ja": "選択：{card}"},
    "bid.name.alone_warning": {"en": "Chosen: {card}. It is yours: you will play alone.",
                               "ja": "選択：{card}。あなたの札なので、ひとりで戦います。"},
    "bid.name.none": {"en": "Choose a card.", "ja": "札を選んでください。"},
    "bid.name.button": {"en": "Name this card", "ja": "この札を指名"},
    "bid.name.keys": {"en": "Arrows move, Enter names the card.",
                      "ja": "矢印で移動、Enterで指名します。"},
    "bid.prompt_lead": {"en": "Trick {number}: your lead", "ja": "{number}トリック目はあなたのリ"
            "ードです"},
    "bid.prompt_follow": {"en": "Your turn: follow {suit} if you can",
                          "ja": "あなたの番です。{suit}があれば出してください"},
    "bid.prompt_free": {"en": "Your turn: any card", "ja": "あなたの番です。どの札でも出せます"},
    "bid.suit_trump": {"en": "trump", "ja": "切り札"},
    # -- the card order (B5) ----------------------------------------------------------------
    "bid.order.button": {"en": "Card order (O)", "ja": "札の強さ（O）"},
    "bid.order.title": {"en": "Card order: trump {suit}", "ja": "札の強さ：切り札{suit}"},
    "bid.order.title_none": {"en": "Card order", "ja": "札の強さ"},
    "bid.order.trumps": {"en": "Trumps, high to low", "ja": "切り札（強い順）"},
    "bid.order.others": {"en": "Every other suit: A, K, Q, J, 10 down to 2 (without its ura-jack).",
                         "ja": "ほかのマーク：A、K、Q、J、10と続き、2がいちばん弱い"
                               "（裏ジャックは除く）。"},
    "bid.order.how": {"en": "The joker and the ura-jack ({ura}) are trumps: they follow trump "
                              "leads and count as trump.",
                      "ja": "ジョーカーと裏ジャック（{ura}）は切り札として扱います。切り札がリー"
                            "ドされたら、ほかの切り札と同じく出さなければなりません。"},
    "bid.order.no_trump": {"en": "Trump is set by the winning bid. In the trump suit: the 5, the "
                                   "joker, the J (sei-jack), the other J of its colour "
                                   "(ura-jack), then A, K, Q, 10 down to 2.",
                           "ja": "切り札は競りで決まります。切り札の中では、5、ジョーカー、J（正"
                                 "ジャック）、同じ色のもう一つのJ（裏ジャック）、A、K、Q、10と"
                                 "続き、2がいちばん弱い札です。"},
    "bid.order.close": {"en": "Close", "ja": "閉じる"},
    # -- the deal's result ------------------------------------------------------------------
    "bid.result.taisho_win": {"en": "Bid made", "ja": "競り成功"},
    "bid.result.taisho_loss": {"en": "Bid lost", "ja": "競り失敗"},
    "bid.result.redeal": {"en": "Redeal (all passed)", "ja": "配り直し（全員パス）"},
    "bid.result.heading": {"en": "Deal {round} · {taisho} bid {bid}",
                           "ja": "第{round}回・{taisho}の競り（{bid}）"},
    "bid.result.text": {"en": "The taisho's side took {count} face cards (laid down included) "
                                "against a bid of {bid}.",
                        "ja": "大将の組は絵札{count}枚（伏せ札を含む）、競りは{bid}枚でした。"},
    "bid.result.adjutant": {"en": "Adjutant: {name} (held {card}).",
                            "ja": "副官は{name}（{card}）。"},
    "bid.result.alone": {"en": "No adjutant: the taisho named {card} and played alone.",
                         "ja": "副官なし：大将は{card}を指名し、ひとりで戦いました。"},
    "bid.result.redeal_text": {"en": "All five passed: the same dealer deals again.",
                               "ja": "5人ともパスしたので、同じ配り役が配り直します。"},
    "bid.result.next_deal": {"en": "Next: deal {round} of {rounds}.",
                             "ja": "次は第{round}回（全{rounds}回）です。"},
    "bid.scores.deal": {"en": "Deal {round}", "ja": "第{round}回"},
    "bid.scores.after": {"en": "Scores after deal {round} of {rounds}",
                         "ja": "第{round}回（全{rounds}回）終了時の得点"},
    "bid.scores.result": {"en": "{name} {count}: {result}", "ja": "{name}・{count}枚・{result}"},
    # -- hints ------------------------------------------------------------------------------
    "bid.hint.bid": {"en": "Hint: bid {bid}.", "ja": "ヒント：{bid}で競りましょう。"},
    "bid.hint.pass": {"en": "Hint: pass.", "ja": "ヒント：パスしましょう。"},
    "bid.hint.discard": {"en": "Hint: lay down {cards}.", "ja": "ヒント：{cards}を伏せましょう。"},
    "bid.hint.name": {"en": "Hint: name {card}.", "ja": "ヒント：{card}を指名しましょう。"},
    "bid.hint.worth": {"en": "As taisho, the strong player expects {values}.",
                       "ja": "強いコンピュータの見立てでは、大将になったとき、この手で大将の組が"
                             "取れる絵札はおよそ{values}です。"},
    "bid.hint.worth_value": {"en": "{count} in {suit}", "ja": "{suit}で{count}枚"},
    "bid.hint.reaches": {"en": "In {suit} that reaches {count}, the lowest bid allowed now.",
                         "ja": "{suit}なら、いま競れるいちばん少ない{count}枚に届きます。"},
    "bid.hint.below": {"en": "The next bid needs {need}: no suit reaches it.",
                       "ja": "次の競りは{need}枚からで、どのマークも届きません。"},
    "bid.hint.below_alone": {
        "en": "The next bid is {low}; alone against two, bid only with a face card to spare "
              "({need}): no suit reaches it.",
        "ja": "次の競りは{low}枚です。1人で2人と戦うので、それより1枚多い{need}枚に届かなければ"
              "競りません。どのマークも届きません。"},
    "bid.hint.no_rule": {
        "en": "By the rule of thumb, bid only with {length} or more cards of one suit holding "
              "two of its 5, jack and ace; this hand has no such suit.",
        "ja": "競りのコツでは、1つのマークを{length}枚以上持ち、そのマークの5・J・Aのうち2枚がある"
              "ときだけ競ります。この手にはそのマークがありません。"},
    "bid.hint.rule_high": {"en": "By the rule of thumb, bid only up to 12; the next bid is {low}.",
                           "ja": "競りのコツでは12枚までしか競りません。次の競りは{low}枚です。"},
    "bid.hint.rule_bid": {
        "en": "By the rule of thumb, {length} or more {suit} holding two of its 5, jack and ace "
              "are worth a bid up to 12.",
        "ja": "競りのコツでは、{suit}を{length}枚以上持ち、その5・J・Aのうち2枚があれば12枚まで"
              "競れます。"},
    "bid.hint.worth_join": {"en": ", ", "ja": "、"},
    "bid.hint.worth_first": {"en": "{count} face cards in {suit}",
                             "ja": "{suit}で{count}枚"},
    "bid.hint.worth_alone": {"en": "As taisho alone, the strong player expects {values}.",
                             "ja": "強いコンピュータの見立てでは、大将になって1人で2人と戦うとき、"
                                   "この手で取れる絵札はおよそ{values}です。"},
    "bid.hint.discard_why": {"en": "Keep the trumps; lay down loose face cards (they count for "
                                     "you) and short side suits.",
                             "ja": "切り札は残し、守りきれない絵札（伏せればあなたの組の分になり"
                                   "ます）と、枚数の少ないマークの札を伏せましょう。"},
    "bid.why.threats_trump": {"en": "a trump", "ja": "切り札"},
    "bid.hint.name_why": {"en": "The strongest card you do not hold brings the best partner.",
                          "ja": "自分が持っていない一番強い札を指名すると、頼もしい相方になります"
                                  "。"},
    "bid.hint.trump": {"en": "Hint: make {suit} trump.",
                       "ja": "ヒント：{suit}を切り札にしましょう。"},
    "bid.words.review.strip.calls": {"en": "Bids", "ja": "競り"},
    "bid.words.free.review.strip.calls": {"en": "Calls", "ja": "切り札"},
}
