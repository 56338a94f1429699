"""The rules screen: Goninkan in plain words, the Tsugaru terms, and the house rules.

A section's paragraphs are ``rules.<section>.1``, ``.2``, … in order (the
screen reads them until one is missing). Glossary entries are
``rules.term.<id>`` (the word) and ``rules.def.<id>`` (what it means).
"""

STRINGS: dict[str, dict[str, str]] = {
    "rules.title": {"en": "Rules and glossary", "ja": "ルールと用語"},
    "rules.keys": {"en": "\u2191\u2193 scroll   \u2190\u2192 section   Esc back",
                   "ja": "\u2191\u2193 スクロール　\u2190\u2192 項目　Esc 戻る"},
    "rules.back": {"en": "Back", "ja": "戻る"},

    # ---- sections -------------------------------------------------------------------
    "rules.section.cards": {"en": "The cards", "ja": "札"},
    "rules.cards.1": {
        "en": "Goninkan (five-player game) is played with 50 cards: clubs, diamonds and "
              "hearts A, 3 to 10, J, Q, K; spades A, 2 to 10, J, Q, K; and one joker.",
        "ja": "ゴニンカンは50枚の札で遊びます。グラフ（クラブ）・ダイヤ・ハートはA、3〜10、J、Q、"
              "K。スッペ（スペード）はA、2〜10、J、Q、K。それにババ（ジョーカー）が1枚です。"},
    "rules.cards.2": {
        "en": "High to low: A K Q J 10 9 8 7 6 5 4 3 2. The ace is called pin, clubs "
              "graph, spades suppe and the joker baba.",
        "ja": "強い順にA・K・Q・J・10・9・8・7・6・5・4・3・2。エースはピン、クラブはグラフ、"
              "スペードはスッペ、ジョーカーはババと呼びます。"},
    "rules.cards.3": {
        "en": "The 16 face cards (A, K, Q, J of each suit) are what the game is about: "
              "whoever wins a trick takes its face cards for their side. The joker is not "
              "a face card. Cards 10 and below are gasu.",
        "ja": "各マークのA・K・Q・Jの16枚が絵札です。巡を取った人は、その巡の絵札を自分の組のもの"
              "にします。ババは絵札ではありません。10以下の札はガス札です。"},
    "rules.cards.4": {
        "en": "Everyone gets ten cards. You see only your own hand and the cards played.",
        "ja": "1人10枚ずつ配ります。見えるのは自分の手札と、場に出た札だけです。"},

    "rules.section.teams": {"en": "Who plays with whom", "ja": "関係と無関係"},
    "rules.teams.1": {
        "en": "A match is a number of rounds (4 by default). Each round starts with deal 1, "
              "whose trump (yaku) goes clubs, diamonds, hearts, round by round.",
        "ja": "勝負は決めた回数（ふつう4回）遊びます。各回は1戦目から始まります。"
              "1戦目の役（切り札）は、回ごとにグラフ→ダイヤ→ハートの順に回ります。"},
    "rules.teams.2": {
        "en": "The holder of the trump ace (yaku-pin) and the holder of the joker are "
              "Kankei, partners. The other three are Mukankei and play together.",
        "ja": "役ピンを持つ人とババを持つ人が「関係」で、組になります。残りの3人は"
              "「無関係」で、3人で組みます。"},
    "rules.teams.3": {
        "en": "If the two Kankei sit side by side, one of them changes seats so that a "
              "Mukankei sits between them.",
        "ja": "関係の2人が隣り合ったときは、1人が席を替え、間に無関係が入るようにします。"},
    "rules.teams.4": {
        "en": "Deal 1: the Kankei say iku (I lead) or koi (you lead), and one of them leads "
              "the first trick.",
        "ja": "1戦目は、関係が「いく」（自分が打ち出す）か「こい」（相方が打ち出す）を決め、"
              "どちらかが1巡目を打ち出します。"},

    "rules.section.play": {"en": "Playing a trick", "ja": "札の出し方"},
    "rules.play.1": {
        "en": "The leader plays a card, then each player in turn to the right: five cards "
              "make a trick.",
        "ja": "打ち出す人が1枚出し、右隣へ順に1枚ずつ出します。5枚で1巡です。"},
    "rules.play.2": {
        "en": "Follow suit: if you have a card of the suit led, you must play one. If you "
              "have none, play anything; playing a trump then is cutting (kiru).",
        "ja": "出たマークを持っていれば、必ずそのマークを出します。持っていなければ何を出しても"
              "かまいません。そのとき役札を出すのが「切る」です。"},
    "rules.play.3": {
        "en": "The trick goes to the joker if played; else to the highest trump; else to "
              "the highest card of the suit led. The winner takes its face cards and leads "
              "next (kenri).",
        "ja": "ババが出ればババの勝ち。無ければ一番強い役札、それも無ければ出たマークの一番強い札"
              "の勝ちです。勝った人が絵札を取り、次を打ち出します（権利）。"},
    "rules.play.4": {
        "en": "Giving a face card to a trick your partner will win is tsukeru.",
        "ja": "相方が取る巡に絵札を出すことを「付ける」といいます。"},

    "rules.section.joker": {"en": "The joker (baba)", "ja": "ババ"},
    "rules.joker.1": {
        "en": "The joker beats every card. It may be played at any time, even when you "
              "could follow suit (that is odoru, dancing)\u2026",
        "ja": "ババはどの札にも勝ちます。出たマークを持っていても、いつでも出せます"
              "（「踊る」）\u2026"},
    "rules.joker.2": {
        "en": "\u2026 except in trick 1 and trick 10. And whoever still holds it in trick 9 "
              "must play it then: trick 9 is odori-ban.",
        "ja": "\u2026ただし1巡目と10巡目には出せません。9巡目まで持っていたら、その巡で必ず"
              "出します。9巡目を「踊り番」といいます。"},
    "rules.joker.3": {
        "en": "Leading the joker, you name a suit; the others follow that suit.",
        "ja": "ババで打ち出すときはマークを1つ指定します。ほかの人は、そのマークがあれば出"
              "します。"},

    "rules.section.deals": {"en": "Targets, deals 2 and 3", "ja": "勝ちの枚数と2戦目・3戦目"},
    "rules.deals.1": {
        "en": "Each side needs a number of face cards, its target. Deal 1: Kankei 9, "
              "Mukankei 8 (a house rule may set Kankei 8, Mukankei 9). Deal 2: Kankei 8, "
              "Mukankei 9. Deal 3: Kankei 9, Mukankei 8. The deal ends as soon as one side "
              "gets there.",
        "ja": "各組は勝ちの枚数まで絵札を集めます。1戦目は関係9枚・無関係8枚（ローカルルールで関係"
              "8枚・無関係9枚にもできます）、2戦目は関係8枚・無関係9枚、3戦目は関係9枚・無関係8枚"
              "です。どちらかが届いた巡で戦は終わります。"},
    "rules.deals.2": {
        "en": "If Kankei win deal 1, the same partners play deal 2; if they win that, "
              "deal 3. A Kankei loss ends the round.",
        "ja": "関係が1戦目に勝てば同じ2人で2戦目、それにも勝てば3戦目に進みます。"
              "関係が負けるとその回は終わります。"},
    "rules.deals.3": {
        "en": "Kime-yaku: in deal 2 the deal-1 ace holder shows a few cards (two unless a "
              "house rule sets 0 to 5) face down to the joker holder, who names the trump "
              "and leads. In deal 3 it is the other way round.",
        "ja": "決め役：2戦目は、1戦目の役ピンの人が札を伏せてババの人だけに見せ（ふつう2枚。"
              "ローカルルールで0〜5枚）、ババの人が役を決めて打ち出します。3戦目はその逆です。"},
    "rules.deals.4": {
        "en": "Nijū-kan: if one player is dealt both the trump ace and the joker, either a "
              "blind swap makes the player two seats to the right their partner, or the "
              "cards are redealt (house rule). In a swap, only the two who receive the "
              "swapped cards see them.",
        "ja": "二重関：役ピンとババが1人に配られたときは、伏せた札を入れ替えて右手2人目の人を相方"
              "にするか、配り直します（ローカルルール）。入れ替えた札は、受け取った2人だけに見えま"
              "す。"},

    "rules.section.scoring": {"en": "Scoring (standard)", "ja": "点数（標準）"},
    "rules.scoring.1": {
        "en": "Each Kankei player scores, and each Mukankei player scores the opposite. "
              "Kankei win: +1 in deals 1–2, +2 in deal 3. Kankei lose: \u22121.",
        "ja": "点は1人ずつに付きます。関係の各人が得た点と同じだけ、無関係の各人は点を失います。"
              "関係の勝ちは1・2戦目が+1点、3戦目が+2点。関係の負けは−1点です。"},
    "rules.scoring.2": {
        "en": "Sukonku (Kankei win while Mukankei took no face card): +2 in deals 1–2, "
              "+3 in deal 3. Reverse "
              "sukonku: \u221210 in deal 1; in deals 2 and 3 the round's points are cancelled, "
              "then \u22123.",
        "ja": "スコンク（無関係に絵札を1枚も取らせずに関係が勝つ）は1・2戦目が+2点、3戦目が+3点。"
              "逆スコンクは1戦目が−10点、2戦目・3戦目はその回の点を取り消したうえで−3点です。"},
    "rules.scoring.3": {
        "en": "Jūroku (called after a sukonku in deal 2 or 3 only, all 16 face cards): made +10 "
              "in deal 2, +11 in deal 3; missed −16 (a house rule may make it −17). Reverse "
              "jūroku: the round's points are cancelled, then each Kankei scores −16 if it is "
              "made, +32 if it is missed.",
        "ja": "じゅうろく（2戦目・3戦目のスコンクの後にだけ宣言でき、残りも含めて絵札16枚をぜんぶ"
              "取りにいく）は、成功なら2戦目+10点、3戦目+11点、はずしなら−16点（ローカルルールで−1"
              "7点）。逆じゅうろくは、その回の点を取り消したうえで、関係の各人が逆じゅうろく成功な"
              "ら−16点、はずしなら+32点です。"},
    "rules.scoring.4": {
        "en": "After the last round, the most points wins.",
        "ja": "最後の回が終わったとき、点の一番多い人が勝ちです。"},

    "rules.section.goshogawara": {"en": "Scoring (Goshogawara)", "ja": "点数（五所川原）"},
    "rules.goshogawara.1": {
        "en": "A round scores by how far the Kankei got (Kankei each / Mukankei each): "
              "lost deal 1 \u22123 / +2; lost deal 2 0 / 0; lost deal 3 +3 / \u22122; won "
              "deal 3 +12 / \u22128.",
        "ja": "回の点は関係がどこまで進んだかで決まります（関係の各人／無関係の各人）。"
              "1戦目負けは−3点／+2点、2戦目負けは0点／0点、3戦目負けは+3点／−2点、"
              "3戦目勝ちは+12点／−8点です。"},
    "rules.goshogawara.2": {
        "en": "Each sukonku adds +3 / −2. Jūroku (deals 2 and 3 only), made or missed, replaces "
              "that deal's sukonku bonus: made +24 / −16; missed −72 / +48, and the round ends as "
              "a Kankei loss.",
        "ja": "スコンクごとに+3点／−2点。じゅうろく（2・3戦目だけ）の点は、成功でもはずしでも、"
              "その戦のスコンクの点の代わりに付きます。成功は+24点／−16点、はずしは−72点／+48点で"
              "、はずしは関係の負けとしてその回は終わります。"},
    "rules.goshogawara.3": {
        "en": "A reverse sukonku or reverse jūroku ends the round and replaces all of its "
              "points: reverse sukonku \u221245 / +30 in deal 1, \u221215 / +10 in deal 2 or 3; "
              "reverse jūroku made \u221272 / +48, missed +96 / \u221264.",
        "ja": "逆スコンク・逆じゅうろくでその回は終わり、その回の点はすべて次の点に置き換わります"
              "。逆スコンクは1戦目が−45点／+30点、2・3戦目が−15点／+10点。逆じゅうろく成功は−72点"
              "／+48点、逆じゅうろくはずしは+96点／−64点です。"},
    "rules.goshogawara.4": {
        "en": "Goshogawara rules also deal again on nijū-kan, play 10 rounds, and use "
              "tome-suppe: spades are trump in the first deal of the last round.",
        "ja": "五所川原ルールでは、二重関は配り直し、10回勝負、そして止めスッペ（最後の回の1戦目は"
              "スッペが役）を使います。"},

    "rules.section.glossary": {"en": "Glossary", "ja": "用語集"},
    "rules.section.house": {"en": "This match's house rules", "ja": "この勝負のローカルルール"},

    # ---- glossary ---------------------------------------------------------------------
    "rules.term.kankei": {"en": "Kankei (関係)", "ja": "関係（かんけい／カン）"},
    "rules.def.kankei": {"en": "The two partners: the holders of the trump ace and the joker. "
                               "Also called kan (カン).",
                         "ja": "組になる2人。役ピンを持つ人とババを持つ人。略して「カン」"
                               "とも言います。"},
    "rules.term.mukankei": {"en": "Mukankei (無関係)", "ja": "無関係（むかんけい／ムカン）"},
    "rules.def.mukankei": {"en": "The other three players, who play together. Also called mukan "
                                 "(ムカン).",
                           "ja": "関係以外の3人。3人で組みます。略して「ムカン」とも言います。"},
    "rules.term.yaku": {"en": "yaku (役)", "ja": "役（やく）"},
    "rules.def.yaku": {"en": "The trump suit.", "ja": "切り札のマーク。"},
    "rules.term.yaku_pin": {"en": "yaku-pin (役ピン)", "ja": "役ピン"},
    "rules.def.yaku_pin": {"en": "The ace of trumps: its holder is Kankei in deal 1.",
                           "ja": "役のピン（エース）。1戦目はこれを持つ人が関係です。"},
    "rules.term.kenri": {"en": "kenri (権利)", "ja": "権利（けんり）"},
    "rules.def.kenri": {"en": "Winning a trick: taking its face cards and leading next.",
                        "ja": "巡を取ること。絵札を取り、次を打ち出します。"},
    "rules.term.odoru": {"en": "odoru (踊る)", "ja": "踊る（おどる）"},
    "rules.def.odoru": {"en": "Playing the joker.", "ja": "ババを出すこと。"},
    "rules.term.odori_ban": {"en": "odori-ban (踊り番)", "ja": "踊り番（おどりばん）"},
    "rules.def.odori_ban": {"en": "Trick 9, when a joker still held must be played. "
                                  "In Goshogawara also furi-ban (フリ番).",
                            "ja": "9巡目。ババを持っていれば必ず出します。"
                                  "五所川原では「フリ番」とも。"},
    "rules.term.tsukeru": {"en": "tsukeru (付ける)", "ja": "付ける（つける）"},
    "rules.def.tsukeru": {"en": "Giving a face card to a trick your partner will win.",
                          "ja": "相方が取る巡に絵札を出すこと。"},
    "rules.term.kiru": {"en": "kiru (切る)", "ja": "切る（きる）"},
    "rules.def.kiru": {"en": "Cutting: playing a trump when you cannot follow suit.",
                       "ja": "出たマークが無いときに役札を出すこと。"},
    "rules.term.sukonku": {"en": "sukonku (スコンク)", "ja": "スコンク"},
    "rules.def.sukonku": {"en": "Winning a deal while the other side took no face card.",
                          "ja": "相手の組に絵札を1枚も取らせずに戦に勝つこと。"},
    "rules.term.juroku": {"en": "jūroku (じゅうろく)", "ja": "じゅうろく"},
    "rules.def.juroku": {"en": "\u201cSixteen\u201d: a call after a sukonku in deal 2 or 3 "
                               "(never deal 1) to take all 16 face cards. In Goshogawara "
                               "also written 16.",
                         "ja": "「十六」。2戦目・3戦目のスコンクの後にだけできる、"
                               "残りも含めて絵札16枚をぜんぶ取りにいく宣言。五所川原では「16」"
                               "とも書きます。"},
    "rules.term.nijukan": {"en": "nijū-kan (二重関)", "ja": "二重関（にじゅうかん）"},
    "rules.def.nijukan": {"en": "One player dealt both the trump ace and the joker. In "
                                "Goshogawara also jūkan or futakan (ジュウカン／フタカン).",
                          "ja": "役ピンとババが1人に配られること。"
                                "五所川原では「ジュウカン」「フタカン」とも。"},
    "rules.term.kime_yaku": {"en": "kime-yaku (決め役)", "ja": "決め役（きめやく）"},
    "rules.def.kime_yaku": {"en": "Choosing the trump in deals 2 and 3.",
                            "ja": "2戦目・3戦目に役を決めること。"},
    "rules.term.iku_koi": {"en": "iku / koi (いく／こい)", "ja": "いく／こい"},
    "rules.def.iku_koi": {"en": "\u201cI lead\u201d / \u201cyou lead\u201d: the Kankei's call "
                                "in deal 1.",
                          "ja": "「自分が打ち出す」／「相方が打ち出す」。1戦目の関係の掛け声。"},
    "rules.term.tome_suppe": {"en": "tome-suppe (止めスッペ)", "ja": "止めスッペ（とめすっぺ）"},
    "rules.def.tome_suppe": {"en": "House rule: spades are trump in the first deal of the "
                                   "last round.",
                             "ja": "ローカルルール。最後の回の1戦目はスッペが役。"},
    "rules.term.yama": {"en": "yama (山)", "ja": "山（やま）"},
    "rules.def.yama": {"en": "The discard pile of won cards that are not face cards.",
                       "ja": "取った札のうち、絵札以外を伏せて積む所。"},
    "rules.term.gasu": {"en": "gasu (ガス札)", "ja": "ガス札"},
    "rules.def.gasu": {"en": "Cards 10 and below (gasu-fuda): not face cards, so they never count "
                             "toward a target.",
                       "ja": "10以下の札。絵札ではないので、勝ちの枚数に数えません。"},
    "rules.term.graph": {"en": "graph (グラフ)", "ja": "グラフ"},
    "rules.def.graph": {"en": "Clubs.", "ja": "クラブ。"},
    "rules.term.suppe": {"en": "suppe (スッペ)", "ja": "スッペ"},
    "rules.def.suppe": {"en": "Spades.", "ja": "スペード。"},
    "rules.term.baba": {"en": "baba (ババ)", "ja": "ババ"},
    "rules.def.baba": {"en": "The joker.", "ja": "ジョーカー。"},
    "rules.term.pin": {"en": "pin (ピン)", "ja": "ピン"},
    "rules.def.pin": {"en": "An ace.", "ja": "エース。"},

    # ---- house rules ------------------------------------------------------------------
    "rules.house.preset": {"en": "Rules: {value}", "ja": "ルール：{value}"},
    "rules.house.rounds": {"en": "Rounds: {value}", "ja": "回数：{value}回"},
    "rules.house.tome_suppe": {"en": "Tome-suppe: {value}", "ja": "止めスッペ：{value}"},
    "rules.house.nijukan": {"en": "Nijū-kan: {value}", "ja": "二重関：{value}"},
    "rules.house.shown_cards": {"en": "Cards shown in kime-yaku: {value}",
                                "ja": "決め役で見せる札：{value}枚"},
    "rules.house.kankei_target": {"en": "Deal-1 Kankei target: {value}",
                                  "ja": "1戦目の関係の勝ちの枚数：{value}枚"},
    "rules.house.juroku_missed": {"en": "Missed jūroku: {value}",
                                  "ja": "じゅうろくはずし：{value}点"},
    "rules.house.scoring": {"en": "Scoring table: {value}", "ja": "点数表：{value}"},
    "rules.value.on": {"en": "on", "ja": "あり"},
    "rules.value.off": {"en": "off", "ja": "なし"},
    "rules.value.swap": {"en": "swap", "ja": "入れ替え"},
    "rules.value.redeal": {"en": "deal again", "ja": "配り直し"},
    "rules.value.standard": {"en": "standard", "ja": "標準"},
    "rules.value.goshogawara": {"en": "Goshogawara", "ja": "五所川原"},
    "rules.value.custom": {"en": "custom", "ja": "自分で設定"},

    # ---- the bidding game (docs/rules.md section 11, docs/rules.md section 11) -------------
    "rules.section.bidding": {"en": "The bidding game", "ja": "競りゴニンカン"},
    "rules.bidding.1": {
        "en": "Another game is played under the name Goninkan, in the style of Napoleon. It "
              "uses 53 cards: all four suits from A down to 2, and one joker. Everyone gets ten "
              "cards; the last three lie face down in the middle: the kitsune (fox).",
        "ja": "競りゴニンカンは、ナポレオンのように競りで組を決める、ゴニンカンのもう一つの遊び方"
              "です。札は53枚で、4つのマークのAから2まで全部と、ジョーカーが1枚です。1人"
              "10枚ずつ配り、残りの3枚は真ん中に伏せて置きます。これが「きつね」です。"},
    "rules.bidding.2": {
        "en": "The auction: from the player after the dealer, each in turn bids a number of "
              "face cards and a suit, or passes. A bid is at least 11 (a house rule sets 9 to "
              "13), at most 17, and more than the highest bid so far: the same number in "
              "another suit is not more. Once you pass you are out of the auction. When all "
              "the others have passed, the highest bidder is the taisho and the bid\u2019s "
              "suit is trump. If all five pass, the same dealer deals again.",
        "ja": "競り：配り役の右隣の人から順に、取る絵札の枚数とマークを言うか、パスします。競りは"
              "11枚以上（ローカルルールで9〜13枚）、17枚以下で、それまででいちばん高い競りより多い枚数"
              "でなければなりません。同じ枚数でマークだけ違う競りはできません。一度パスした人は、"
              "その競りから抜けます。ほかの全員がパスすると、いちばん高く競った人が「大将」になり、"
              "そのマークが切り札（役）になります。5人ともパスなら、同じ配り役が配り直します。"},
    "rules.bidding.3": {
        "en": "The taisho takes the kitsune into hand (13 cards) and lays any three cards face "
              "down; the face cards among them count for the taisho\u2019s side. Then the "
              "taisho names any card: whoever holds it is the adjutant, the taisho\u2019s "
              "secret partner, and says nothing. Everyone knows once that card is played. If "
              "the taisho holds the named card or laid it down, the taisho plays alone "
              "against four. Everyone else is a defender.",
        "ja": "大将はきつねを手札に加えて13枚にし、好きな3枚を伏せて捨てます（伏せ札）。その中の"
              "絵札は大将の組の枚数に数えます。次に大将は札を1枚指名します。その札を持つ人が「副"
              "官」で、大将の隠れた相方です。副官は名乗りません。指名された札が出れば、誰が副官か"
              "全員に分かります。指名した札を大将自身が持っているか伏せ札にしていれば副官はいなく"
              "なり、大将は1人で4人を相手にします。大将と副官のほかの人は「守備側」です。"},
    "rules.bidding.4": {
        "en": "Trump order, from the top: the 5 of trumps; the joker; the trump jack "
              "(sei-jack); the jack of the other suit of the same colour (ura-jack; clubs go "
              "with spades, diamonds with hearts); then the trump A, K, Q, 10 down to 2. The "
              "joker and the ura-jack are trumps in every way. Other suits run A, K, Q, J, "
              "10 down to 2.",
        "ja": "切り札の強さは上から順に、切り札の5、ジョーカー、切り札のJ（正ジャック）、同じ色の"
              "もう一つのマークのJ（裏ジャック。クラブとスペード、ダイヤとハートが同じ色）、そして"
              "切り札のA・K・Q・10・9・8・7・6・4・3・2です。ジョーカーと裏ジャックは、出し方でも"
              "強さでも切り札として扱います。ほかのマークはA・K・Q・J・10〜2の順です。"},
    "rules.bidding.5": {
        "en": "The taisho leads the first trick. Follow suit if you can (the joker and the "
              "ura-jack belong to the trump suit); otherwise play anything. The highest trump "
              "wins the trick, else the highest card of the suit led, and the winner leads "
              "next. All ten tricks are played. A joker lead asks for trumps (a house rule "
              "may let everyone play any card).",
        "ja": "最初のトリックは大将がリードします。出たマークを持っていれば必ず出します（ジョーカー"
              "と裏ジャックも切り札として数えます）。持っていなければ何を出してもかまいません。いち"
              "ばん強い切り札がトリックを取り、切り札が出なければ出たマークのいちばん強い札が取りま"
              "す。トリックを取った人が次をリードし、10トリックすべてを遊びます。ジョーカーがリード"
              "されたら、切り札を持っている人は切り札を出します（ローカルルールで、自由に出せること"
              "にもできます）。"},
    "rules.bidding.6": {
        "en": "The 17 face cards are the A, K, Q, J of each suit and the joker (the 5 of "
              "trumps is not one). After ten tricks the taisho\u2019s side counts the face "
              "cards it took and those laid down: reaching the bid wins. The taisho scores "
              "the bid, the adjutant half of it, rounded up; on a loss both lose as much. The "
              "defenders score 0 either way. After the set number of deals (10 by default) "
              "the most points wins.",
        "ja": "絵札は各マークのA・K・Q・Jとジョーカーの17枚です（切り札の5は絵札ではありません）。"
              "10トリックが終わったら、大将の組が取った絵札と、伏せ札の絵札を数えます。競った枚数"
              "に届けば大将の組の勝ち、届かなければ負けです。大将は競った枚数と同じ点、副官はそ"
              "の半分（端数は切り上げ）を得て、負けたときは同じだけ失います。守備側の点は、勝っ"
              "ても負けても0点です。決めた回数（ふつう10回）が終わったとき、点のいちばん多い人が勝"
              "ちです。"},
    "rules.bidding.7": {
        "en": "Three players (a house rule): everyone gets seventeen cards and the last two "
              "are the kitsune. The auction is the same among three. The taisho takes the two "
              "kitsune cards (19 in hand), lays any two face down and names no card: there is "
              "no adjutant, and the taisho plays alone against the other two. All seventeen "
              "tricks are played; the taisho scores the bid on a win and loses it on a loss, "
              "the defenders score 0.",
        "ja": "3人で遊ぶ（ローカルルール）：1人17枚ずつ配り、残りの2枚がきつねです。競りは3人で"
              "同じように行います。大将はきつねの2枚を手札に加えて19枚にし、好きな2枚を伏せて"
              "捨てます。札の指名はなく、副官はいません。大将1人対守備2人で、17トリックすべてを"
              "遊びます。大将は勝てば競った枚数の点を得て、負ければ同じだけ失います。守備側は0点"
              "です。"},
    "rules.bidding.8": {
        "en": "Without an auction (a house rule, for casual play): there is no taisho, no "
              "adjutant and no laying down; the kitsune stays face down out of play and its "
              "face cards count for nobody. The player after the dealer looks at their hand, "
              "names any of the four suits as trump and leads the first trick. Everyone plays "
              "for themself: after the last trick each player scores one point for each face "
              "card in the tricks they took. Whoever took the most wins the deal; equal counts "
              "share the win.",
        "ja": "競りなし（ローカルルール、気軽な遊び方）：大将も副官も伏せ札もありません。きつねは"
              "伏せたまま使わず、その絵札は誰のものにもなりません。配り役の右隣の人が自分の手札を"
              "見て、4つのマークのどれかを切り札に決め、最初のトリックをリードします。各自が自分の"
              "ために戦い、最後のトリックのあと、取ったトリックの絵札1枚につき1点を得ます。絵札を"
              "いちばん多く取った人がその回の勝者で、同じ枚数なら勝ちを分け合います。"},
    "rules.glossary.bidding": {"en": "The bidding game", "ja": "競りゴニンカン"},
    "rules.term.taisho": {"en": "taisho (大将)", "ja": "大将（たいしょう）"},
    "rules.def.taisho": {"en": "In the bidding game, the winner of the auction: the bid\u2019s "
                               "suit is trump, and the taisho takes the kitsune and names the "
                               "adjutant\u2019s card.",
                         "ja": "競りゴニンカンで、競りに勝った人。競ったマークが切り札になり、"
                               "きつねを取り、副官の札を指名します。"},
    "rules.term.adjutant": {"en": "adjutant (副官)", "ja": "副官（ふくかん）"},
    "rules.def.adjutant": {"en": "Whoever holds the card the taisho named: the taisho\u2019s "
                                 "partner, known to nobody else until that card is played.",
                           "ja": "大将が指名した札を持つ人。大将の相方ですが、その札が出るまで"
                                 "ほかの人には分かりません。"},
    "rules.term.kitsune": {"en": "kitsune (きつね)", "ja": "きつね"},
    "rules.def.kitsune": {"en": "\u201cFox\u201d: the three cards left face down in the "
                                "middle, which the taisho takes into hand.",
                          "ja": "真ん中に伏せて置く3枚。大将が手札に加えます。"},
    "rules.term.sei_jack": {"en": "sei-jack (正ジャック)", "ja": "正ジャック（せいジャック）"},
    "rules.def.sei_jack": {"en": "The jack of trumps: the third trump, after the 5 of trumps "
                                 "and the joker.",
                           "ja": "切り札のJ。切り札の5、ジョーカーに次いで3番目に強い札です。"},
    "rules.def.ura_jack": {"en": "The jack of the other suit of the trump\u2019s colour: a "
                                 "trump, just below the sei-jack.",
                           "ja": "切り札と同じ色の、もう一つのマークのJ。切り札として扱い、"
                                 "正ジャックの次に強い札です。"},
    "rules.term.ura_jack": {"en": "ura-jack (裏ジャック)", "ja": "裏ジャック（うらジャック）"},
    "rules.term.seri": {"en": "bid (競り)", "ja": "競り（せり）"},
    "rules.def.seri": {"en": "Naming a number of face cards and a suit in the auction; also "
                             "the auction itself. Also said bid (ビッド).",
                       "ja": "取る絵札の枚数とマークを言うこと。大将を決めるそのやりとりも"
                             "「競り」と言います。「ビッド」とも言います。"},
    "rules.term.pass": {"en": "pass (パス)", "ja": "パス"},
    "rules.def.pass": {"en": "Not bidding: once you pass you are out of this auction.",
                       "ja": "競らないこと。一度パスすると、その競りからは抜けます。"},
    "rules.term.defenders": {"en": "defenders (守備側)", "ja": "守備側（しゅびがわ）"},
    "rules.def.defenders": {"en": "Everyone who is neither the taisho nor the adjutant; they "
                                  "win when the taisho\u2019s side falls short of the bid.",
                            "ja": "大将でも副官でもない人たち。大将の組が競った枚数に届かなけれ"
                                  "ば勝ちです。"},
    "rules.house.deals": {"en": "Deals: {value}", "ja": "回数：{value}回"},
    "rules.house.min_bid": {"en": "Lowest bid: {value}", "ja": "競りの最低枚数：{value}枚"},
    "rules.house.joker_lead": {"en": "Joker lead: {value}", "ja": "ジョーカーの打ち出し：{value}"},
    "rules.house.players": {"en": "Players: {value}", "ja": "人数：{value}人"},
    "rules.house.auction": {"en": "Auction: {value}", "ja": "競り：{value}"},
    "rules.value.joker_trump": {"en": "trumps must follow", "ja": "切り札を出させる"},
    "rules.value.joker_free": {"en": "any card may follow", "ja": "自由に出せる"},
    "rules.value.bidding": {"en": "bidding game", "ja": "競りゴニンカン"},
}
