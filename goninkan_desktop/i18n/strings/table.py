"""The table: seats, prompts, announcements, every decision's dialog, results and scores.

Names fill ``{name}``-like slots; the human is "you" in English, so messages
avoid putting a name before a verb ("Trick 3 to you", not "you takes").
No text uses suit symbols: the default font has none; symbols are drawn.
"""

STRINGS: dict[str, dict[str, str]] = {
    # -- seats -------------------------------------------------------------------------------
    "table.you": {"en": "You", "ja": "あなた"},
    "table.you_lower": {"en": "you", "ja": "あなた"},
    "table.cpu_1": {"en": "Hanako", "ja": "花子"},
    "table.cpu_2": {"en": "Jiro", "ja": "次郎"},
    "table.cpu_3": {"en": "Saburo", "ja": "三郎"},
    "table.cpu_4": {"en": "Shiro", "ja": "四郎"},
    "table.possessive": {"en": "{name}'s", "ja": "{name}の"},
    "table.possessive_you": {"en": "your", "ja": "あなたの"},
    "table.dealer": {"en": "Dealer", "ja": "配り役"},
    "table.back_count": {"en": "{count}", "ja": "{count}枚"},
    "table.points": {"en": "{points} pts", "ja": "{points}点"},
    "table.points_one": {"en": "{points} pt", "ja": "{points}点"},
    "table.faces_taken": {"en": "Faces: {count}", "ja": "絵札 {count}枚"},
    "table.thinking": {"en": "Thinking", "ja": "考え中"},
    "table.your_turn": {"en": "Your turn", "ja": "あなたの番"},
    "table.countdown": {"en": "{minutes}:{seconds} left", "ja": "残り {minutes}:{seconds}"},
    "table.badge_ace": {"en": "Ace", "ja": "役ピン"},
    "table.badge_joker": {"en": "Joker", "ja": "ババ"},
    # -- the felt and the plaque -------------------------------------------------------------
    "table.joker_leads": {"en": "Suit", "ja": "指定"},
    "table.side_count": {"en": "{team} {count} / {target}", "ja": "{team} {count}枚／{target}枚"},
    "table.race": {"en": "{team} {count} / {target}", "ja": "{team} {count}枚／{target}枚"},
    "table.yama": {"en": "Yama {count}", "ja": "山 {count}枚"},
    "table.yaku": {"en": "Trump", "ja": "役"},
    "table.yaku_named": {"en": "Trump: {suit}", "ja": "役：{suit}"},
    "table.round": {"en": "Round {round} of {rounds}", "ja": "第{round}回（全{rounds}回）"},
    "table.deal": {"en": "Deal {deal} of 3", "ja": "{deal}戦目"},
    "table.card_joker": {"en": "the joker", "ja": "ババ"},
    "table.card_name": {"en": "the {rank} of {suit}", "ja": "{suit}の{rank}"},
    "table.rank_A": {"en": "ace", "ja": "ピン"},
    "table.rank_K": {"en": "king", "ja": "キング"},
    "table.rank_Q": {"en": "queen", "ja": "クイーン"},
    "table.rank_J": {"en": "jack", "ja": "ジャック"},
    # -- toolbar -----------------------------------------------------------------------------
    "table.tool_last": {"en": "Last trick", "ja": "前の巡"},
    "table.tool_log": {"en": "Trick log", "ja": "巡の記録"},
    "table.tool_speed": {"en": "Speed: {speed}", "ja": "速さ：{speed}"},
    "table.speed_slow": {"en": "slow", "ja": "ゆっくり"},
    "table.speed_normal": {"en": "normal", "ja": "ふつう"},
    "table.speed_fast": {"en": "fast", "ja": "速い"},
    "table.speed_instant": {"en": "instant", "ja": "すぐ"},
    # -- the prompt above the hand -----------------------------------------------------------
    "table.prompt_lead": {"en": "Your lead in trick {number}: play any card",
                          "ja": "{number}巡目はあなたの打ち出しです。\n好きな札を出してください"},
    "table.prompt_lead_no_joker": {"en": "Your lead in trick {number}: play any card but "
                                         "the joker",
                                   "ja": "{number}巡目はあなたの打ち出しです。"
                                         "\nババ以外の好きな札を出してください"},
    "table.prompt_follow": {"en": "Your turn: play {suit} if you have any",
                            "ja": "あなたの番です。\n{suit}があれば{suit}を出してください"},
    "table.prompt_odori": {"en": "Trick 9: you must play the joker now (odori-ban)",
                           "ja": "9巡目は踊り番です。ババを出してください"},
    "table.prompt_show_one": {"en": "Click 1 card in your hand to show",
                              "ja": "見せる札を手札から1枚クリックしてください"},
    "table.prompt_show": {"en": "Click {count} cards in your hand to show",
                          "ja": "見せる札を手札から{count}枚クリックしてください"},
    "table.prompt_trump": {"en": "Name the trump suit (yaku)", "ja": "役を決めてください"},
    # -- why a move is refused (the engine's IllegalAction.reason) ---------------------------
    "table.illegal_must_follow": {"en": "You must follow {suit}",
                                  "ja": "{suit}があるので、{suit}を出してください"},
    "table.illegal_joker_forbidden": {"en": "The joker cannot be played in trick {trick}",
                                      "ja": "ババは{trick}巡目には出せません"},
    "table.illegal_joker_forced": {"en": "Trick 9: you must play the joker (odori-ban)",
                                   "ja": "9巡目はババを出す番です（踊り番）"},
    "table.illegal_name_suit": {"en": "Name a suit when you lead the joker",
                                "ja": "ババで打ち出すときはマークを指定してください"},
    "table.illegal_not_in_hand": {"en": "That card is not in your hand",
                                  "ja": "その札は手札にありません"},
    "table.illegal_not_your_turn": {"en": "Please wait: it is {player}'s turn",
                                    "ja": "{player}の番です。お待ちください"},
    "table.illegal_wait": {"en": "One moment, please", "ja": "少々お待ちください"},
    "table.illegal_not_due": {"en": "That cannot be done now", "ja": "今はその操作はできません"},
    "table.illegal_show_count_one": {"en": "Choose exactly 1 card to show",
                                     "ja": "見せる札を1枚選んでください"},
    "table.illegal_show_count": {"en": "Choose exactly {count} cards to show",
                                 "ja": "見せる札を{count}枚選んでください"},
    "table.illegal_show_not_in_hand": {"en": "Show cards from your own hand",
                                       "ja": "自分の手札から選んでください"},
    "table.illegal_bad_nijukan_key": {"en": "Pick the trump ace or the joker",
                                      "ja": "役ピンかババを選んでください"},
    "table.illegal_bad_nijukan_card": {"en": "Pick one of the partner's cards",
                                       "ja": "相方になる人の札から1枚選んでください"},
    "table.illegal_lead_by_mukankei": {"en": "Only a Kankei says iku or koi",
                                       "ja": "「いく」「こい」を言えるのは関係だけです"},
    # -- leading the joker (R18) -------------------------------------------------------------
    "table.joker_title": {"en": "Lead the joker", "ja": "ババで打ち出す"},
    "table.joker_text": {"en": "Name the suit the others must follow. Any suit may be named, "
                               "trump too.",
                         "ja": "ほかの人が出すマークを指定してください。"
                               "役のマークも指定できます。"},
    # -- iku / koi (R14) ---------------------------------------------------------------------
    "table.lead_title": {"en": "Iku or koi?", "ja": "いく？　こい？"},
    "table.lead_text": {"en": "You and {partner} are Kankei. Who leads the first trick? "
                              "Iku: you lead. Koi: {partner} leads.",
                        "ja": "あなたと{partner}が関係です。1巡目はどちらが打ち出しますか。"
                              "「いく」なら自分、「こい」なら{partner}が打ち出します。"},
    "table.lead_iku": {"en": "Iku: I lead", "ja": "いく（自分が打ち出す）"},
    "table.lead_koi": {"en": "Koi: {partner} leads", "ja": "こい（{partner}が打ち出す）"},
    # -- kime-yaku (R26) ---------------------------------------------------------------------
    "table.show_title": {"en": "Kime-yaku: show your partner", "ja": "決め役：相方に見せる札"},
    # the prompt under the dialog says which cards to click, and how by keys: the dialog says
    # who sees them and what follows, in two lines, under the top seats' face-down cards
    "table.show_text": {"en": "Only {chooser} sees the {count} cards you show, then names the "
                              "trump (yaku) and leads. The cards stay yours.",
                        "ja": "見せる{count}枚は{chooser}だけが見て、役を決め、打ち出します。"
                              "見せた札はあなたの手札のままです。"},
    "table.show_text_one": {"en": "Only {chooser} sees the card you show, then names the "
                                  "trump (yaku) and leads. The card stays yours.",
                            "ja": "見せる1枚は{chooser}だけが見て、役を決め、打ち出します。"
                                  "見せた札はあなたの手札のままです。"},
    "table.show_button": {"en": "Show these {count} cards", "ja": "この{count}枚を見せる"},
    "table.show_button_one": {"en": "Show this card", "ja": "この1枚を見せる"},
    "table.trump_title": {"en": "Kime-yaku: name the trump", "ja": "決め役：役を決める"},
    "table.trump_text": {"en": "Name the trump suit (yaku). You lead the first trick.",
                         "ja": "役（切り札のマーク）を決めてください。1巡目はあなたが"
                               "打ち出します。"},
    "table.trump_text_shown": {"en": "Weigh the cards {shower} showed you with your own hand, "
                                     "then name the trump suit (yaku). You lead the first "
                                     "trick.",
                               "ja": "{shower}が見せた札と自分の手札を合わせて考え、役を決めて"
                                     "ください。1巡目はあなたが打ち出します。"},
    "table.trump_shown_label": {"en": "Shown to you", "ja": "見せてもらった札"},
    "table.picker.in_hand": {"en": "{count} in hand", "ja": "手札 {count}枚"},
    "table.picker.your_hand": {"en": "Your hand, suit by suit", "ja": "あなたの手札（マーク別）"},
    "table.picker.cancel": {"en": "Cancel", "ja": "やめる"},
    # -- jūroku (R24) ------------------------------------------------------------------------
    "table.juroku_title": {"en": "Sukonku! Call jūroku?",
                           "ja": "スコンク！　じゅうろくを宣言しますか？"},
    "table.juroku_text": {"en": "Your side has reached its target and the Mukankei have no "
                                "face card. Stop now: each of you scores {decline}. Or call "
                                "jūroku and play on: if your side takes all 16 face cards, "
                                "each of you scores {made}; if the Mukankei take even one, each "
                                "of you scores {missed} and the round ends.",
                          "ja": "関係は勝ちの枚数に届き、無関係の絵札はまだ0枚です。"
                                "ここでやめればスコンクで各{decline}点。じゅうろくを宣言して続け、"
                                "絵札16枚をぜんぶ取れば各{made}点。無関係に1枚でも取られたらじゅう"
                                "ろくはずしで各{missed}点、この回は終わりです。"},
    "table.juroku_call": {"en": "Call jūroku", "ja": "じゅうろく！"},
    "table.juroku_decline": {"en": "Stop here ({points} each)",
                             "ja": "宣言しない（各{points}点）"},
    "table.rjuroku_title": {"en": "Reverse sukonku! Call jūroku?",
                            "ja": "逆スコンク！　逆じゅうろくを宣言しますか？"},
    "table.rjuroku_text": {"en": "Your side (Mukankei) has reached its target and the Kankei "
                                 "have no face card. Stop now: each of you scores {decline}. "
                                 "Or call reverse jūroku and play on: if your side takes all 16 "
                                 "face cards, each of you scores {made}; if the Kankei take "
                                 "even one, each of you scores {missed}. Either way the round "
                                 "ends with this deal. (Each figure is the change to your score: "
                                 "these results replace the round's earlier points.)",
                           "ja": "無関係は勝ちの枚数に届き、関係の絵札はまだ0枚です。"
                                 "ここでやめれば逆スコンクで各{decline}点。"
                                 "逆じゅうろくを宣言して続け、絵札16枚をぜんぶ取れば各{made}点、"
                                 "関係に1枚でも取られたら各{missed}点。宣言してもしなくても、"
                                 "この回はこの戦で終わります。（点は、この回のこれまでの点の"
                                 "取り消しを含めた増減です）"},
    "table.rjuroku_call": {"en": "Call reverse jūroku", "ja": "逆じゅうろく！"},
    "table.rjuroku_decline": {"en": "Stop here ({points} each)",
                              "ja": "宣言しない（各{points}点）"},
    # -- nijū-kan (R13) ----------------------------------------------------------------------
    "table.nijukan_title": {"en": "Nijū-kan: the blind swap", "ja": "二重関：伏せたままの入れ替え"},
    "table.nijukan_you_pick": {"en": "Both the trump ace and the joker were dealt to {holder}. "
                                     "You sit between {holder} and {partner}: pick one of the "
                                     "two key cards and one of {partner_cards}. They change "
                                     "hands face down: you never see them; the two who "
                                     "receive them do.",
                               "ja": "{holder}に役ピンとババが両方配られました。あなたは{holder}と"
                                     "{partner}の間の席です。役ピンとババから1枚、{partner_cards}"
                                     "から1枚を選んでください。2枚は伏せたまま入れ替わります。"
                                     "あなたには見えませんが、受け取った2人には見えます。"},
    "table.nijukan_they_pick": {"en": "Both the trump ace and the joker were dealt to "
                                      "{holder}. {middle}, sitting between, picks one key card "
                                      "and one of {partner_cards}, face down. They change "
                                      "hands, and the Kankei are then {holder} and {partner}.",
                                "ja": "{holder}に役ピンとババが両方配られました。{holder}と{partne"
                                      "r}の間に座る{middle}が、役ピンかババの1枚と{partner_cards}"
                                      "から1枚を伏せたまま選びます。2枚が入れ替わり、{holder}と{pa"
                                      "rtner}が関係になります。"},
    "table.nijukan_their_cards": {"en": "{partner} ten cards", "ja": "{partner}10枚"},
    "table.nijukan_keys": {"en": "{holder} two key cards: the trump ace and the joker",
                           "ja": "{holder}役ピンとババ（2枚）"},
    "table.nijukan_cards": {"en": "{partner} ten cards", "ja": "{partner}10枚"},
    "table.nijukan.confirm": {"en": "Swap these two cards", "ja": "この2枚を入れ替える"},
    "table.nijukan.title": {"en": "Nijū-kan!", "ja": "二重関！"},
    "table.nijukan.holder": {"en": "Both the trump ace and the joker were dealt to {name}",
                             "ja": "{name}に役ピンとババが両方配られました"},
    "table.nijukan.redeal": {"en": "The same dealer deals again, with the same trump",
                             "ja": "同じ配り役が同じ役で配り直します"},
    "table.nijukan.swapped": {"en": "Swapped", "ja": "入れ替え"},
    "table.nijukan.swapped_how": {"en": "One key card went to {partner}, one card to {holder}",
                                  "ja": "役ピンかババの1枚が{partner}へ、{partner}の札1枚が{holder"
                                        "}へ"},
    # -- announcements -----------------------------------------------------------------------
    "table.deal.drawing": {"en": "Who deals first?", "ja": "配り役決め"},
    "table.deal.drawing_how": {"en": "Everyone draws a card; the lowest card deals",
                               "ja": "全員が1枚ずつ引き、いちばん小さい札の人が配り役です"},
    "table.deal.first_dealer": {"en": "First dealer: {name}", "ja": "最初の配り役：{name}"},
    "table.deal.first_dealer_why": {"en": "{card} is the lowest card drawn",
                                    "ja": "{card}がいちばん小さい札です"},
    "table.deal.first_dealer_chosen": {"en": "Chosen at random; the deal then passes to the "
                                             "next player",
                                       "ja": "くじで決めました。次からは順番に配ります"},
    "table.deal.round_starts": {"en": "Round {round} of {rounds}",
                                "ja": "第{round}回（全{rounds}回）"},
    "table.deal.trump_is": {"en": "Deal 1 · trump (yaku): {suit}", "ja": "1戦目・役：{suit}"},
    "table.deal.deal_starts": {"en": "Deal {deal}", "ja": "{deal}戦目"},
    "table.deal.kankei_play_on": {"en": "The same Kankei play on; the trump is chosen by "
                                        "kime-yaku",
                                  "ja": "同じ関係で続けます。役は決め役で決めます"},
    "table.kankei.you": {"en": "You are Kankei with {partner}",
                         "ja": "あなたと{partner}が関係です"},
    "table.kankei.title": {"en": "Kankei: {a} and {b}", "ja": "関係：{a}と{b}"},
    "table.kankei.holders": {"en": "Trump ace ({card}): {ace} · Joker: {joker}",
                             "ja": "役ピン（{card}）は{ace}、ババは{joker}"},
    "table.swap.title": {"en": "Seat change", "ja": "席替え"},
    "table.swap.how": {"en": "Kankei never sit side by side: {a} and {b} swap seats",
                       "ja": "関係の2人は隣り合わせにしないので、{a}と{b}が席を替えます"},
    "table.lead.iku_call": {"en": "“Iku!”", "ja": "「いく！」"},
    "table.lead.koi_call": {"en": "“Koi!”", "ja": "「こい！」"},
    "table.lead.leads": {"en": "Called by {caller} · trick 1 is led by {leader}",
                         "ja": "{caller}の掛け声で、1巡目は{leader}が打ち出します"},
    "table.kime.title": {"en": "Kime-yaku", "ja": "決め役"},
    "table.kime.shown_one": {"en": "1 card shown face down: {shower} to {chooser}",
                             "ja": "{shower}が{chooser}に1枚を伏せて見せます"},
    "table.kime.shown": {"en": "{count} cards shown face down: {shower} to {chooser}",
                         "ja": "{shower}が{chooser}に{count}枚を伏せて見せます"},
    "table.kime.named": {"en": "Trump (yaku): {suit}", "ja": "役：{suit}"},
    "table.kime.named_by": {"en": "Named by {name}, who leads trick 1",
                            "ja": "{name}が決めて、1巡目を打ち出します"},
    "table.play.joker_named": {"en": "Joker led by {name}", "ja": "{name}がババで打ち出し"},
    "table.play.joker_named_suit": {"en": "Named suit: {suit}. Follow it if you can",
                                    "ja": "指定：{suit}（あれば出す）"},
    "table.hold.go_on": {"en": "Click, or press Enter, for the next trick",
                         "ja": "クリックするか Enter で次の巡へ"},
    "table.play.takes": {"en": "Trick {number} to {name}", "ja": "{number}巡目は{name}が取"
                                                                 "りました"},
    "table.juroku.call_title": {"en": "Jūroku!", "ja": "じゅうろく！"},
    "table.juroku.called": {"en": "Called by {name}: Kankei play on for all 16 face cards",
                            "ja": "{name}が宣言：関係は絵札16枚すべてを狙います"},
    "table.juroku.called_reverse": {"en": "Called by {name}: Mukankei play on for all 16 face "
                                          "cards",
                                    "ja": "{name}が宣言：無関係は絵札16枚すべてを狙います"},
    "table.juroku.decline_title": {"en": "No jūroku", "ja": "宣言なし"},
    "table.juroku.declined": {"en": "Declined by {name}: the deal ends as a sukonku",
                              "ja": "{name}は宣言せず、スコンクで終わります"},
    "table.juroku.declined_reverse": {"en": "Declined by {name}: the deal ends as a reverse "
                                            "sukonku",
                                      "ja": "{name}は宣言せず、逆スコンクで終わります"},
    # -- results (R22–R31) -------------------------------------------------------------------
    "table.result.kankei_win": {"en": "Kankei win", "ja": "関係の勝ち"},
    "table.result.sukonku": {"en": "Sukonku!", "ja": "スコンク！"},
    "table.result.juroku_made": {"en": "Jūroku made!", "ja": "じゅうろく成功！"},
    "table.result.juroku_missed": {"en": "Jūroku missed", "ja": "じゅうろくはずし"},
    "table.result.mukankei_win": {"en": "Mukankei win", "ja": "無関係の勝ち"},
    "table.result.reverse_sukonku": {"en": "Reverse sukonku!", "ja": "逆スコンク！"},
    "table.result.reverse_juroku_made": {"en": "Reverse jūroku made!", "ja": "逆じゅうろく成功！"},
    "table.result.reverse_juroku_missed": {"en": "Reverse jūroku missed",
                                           "ja": "逆じゅうろくはずし"},
    "table.result.redeal": {"en": "Redeal (nijū-kan)", "ja": "配り直し（二重関）"},
    "table.result_text.kankei_win": {"en": "Kankei reached their target with {kankei} face "
                                           "cards (Mukankei {mukankei}).",
                                     "ja": "関係が絵札{kankei}枚で勝ちの枚数に届きました（無関係"
                                           "{mukankei}枚）。"},
    "table.result_text.sukonku": {"en": "Kankei reached their target with {kankei} face cards "
                                        "and Mukankei took none.",
                                  "ja": "関係が絵札{kankei}枚で勝ちの枚数に届き、無関係は1枚も取れ"
                                        "ませんでした。"},
    "table.result_text.juroku_made": {"en": "Kankei took all 16 face cards.",
                                      "ja": "関係が絵札16枚をすべて取りました。"},
    "table.result_text.juroku_missed": {"en": "Mukankei took a face card, so the jūroku call "
                                              "failed. The round ends.",
                                        "ja": "無関係が絵札を取り、じゅうろくはずしです。"
                                              "この回は終わりです。"},
    "table.result_text.mukankei_win": {"en": "Mukankei reached their target with {mukankei} "
                                             "face cards (Kankei {kankei}). The round ends.",
                                       "ja": "無関係が絵札{mukankei}枚で勝ちの枚数に"
                                             "届きました（関係"
                                             "{kankei}枚）。この回は終わりです。"},
    "table.result_text.reverse_sukonku": {"en": "Mukankei reached their target with {mukankei} "
                                                "face cards and Kankei took none. The round "
                                                "ends.",
                                          "ja": "無関係が絵札{mukankei}枚で勝ちの枚数に"
                                                "届き、関係は1枚も"
                                                "取れませんでした。この回は終わりです。"},
    "table.result_text.reverse_juroku_made": {"en": "Mukankei took all 16 face cards. The round "
                                                    "ends.",
                                              "ja": "無関係が絵札16枚をすべて取りました。この回は"
                                                    "終わりです。"},
    "table.result_text.reverse_juroku_missed": {"en": "Kankei took a face card, so the reverse "
                                                      "jūroku failed. The round ends.",
                                                "ja": "関係が絵札を取り、逆じゅうろくはずしです。"
                                                      "この回は終わりです。"},
    "table.result_text.redeal": {"en": "Both key cards went to one player; the same dealer "
                                       "deals again.",
                                 "ja": "役ピンとババが同じ人に配られたので、"
                                       "同じ配り役が配り直します。"},
    "table.result.heading": {"en": "Round {round} · deal {deal} · trump: {suit}",
                             "ja": "第{round}回　{deal}戦目・役：{suit}"},
    "table.result.next_deal": {"en": "Next: the same Kankei play deal {deal}.",
                               "ja": "次は同じ関係で{deal}戦目です。"},
    "table.result.next_round": {"en": "Next: round {round} of {rounds}, with new teams.",
                                "ja": "次は第{round}回（全{rounds}回）、新しい組み合わせです。"},
    "table.result.next_over": {"en": "That was the last deal of the match.",
                               "ja": "これで勝負は終わりです。"},
    "table.result.next_redeal": {"en": "The same dealer deals again.",
                                 "ja": "同じ配り役が配り直します。"},
    "table.result.continue": {"en": "Continue", "ja": "続ける"},
    "table.result.review": {"en": "Review this deal (R)", "ja": "この戦を振り返る（R）"},
    "table.dealt.title": {"en": "Everyone's cards", "ja": "全員の手札"},
    "table.dealt.how": {"en": "Each hand face up, as it was dealt",
                        "ja": "配られたときの手札を表向きにしています"},
    "table.dealt.continue": {"en": "See the result", "ja": "結果を見る"},
    "table.result.col_player": {"en": "Player", "ja": "名前"},
    "table.result.col_team": {"en": "Team", "ja": "組"},
    "table.result.col_faces": {"en": "Face cards", "ja": "絵札"},
    "table.result.col_points": {"en": "This deal", "ja": "この戦"},
    "table.result.col_total": {"en": "Total", "ja": "合計"},
    "table.result.col_unplayed": {"en": "Not played ({count} each)",
                                  "ja": "出さなかった札（各{count}枚）"},
    # -- scores ------------------------------------------------------------------------------
    "table.scores.after_round": {"en": "Scores after round {round} of {rounds}",
                                 "ja": "第{round}回（全{rounds}回）終了時の得点"},
    "table.scores.deal": {"en": "Deal", "ja": "戦"},
    "table.scores.result": {"en": "Result", "ja": "結果"},
    "table.scores.total": {"en": "Total", "ja": "合計"},
    "table.scores.round_deal": {"en": "Round {round}, deal {deal}", "ja": "第{round}回　{dea"
                                                                          "l}戦目"},
    "table.scores.final": {"en": "Final scores", "ja": "最終得点"},
    "table.scores.you_win_one": {"en": "you win with 1 point!",
                                 "ja": "あなたの優勝です（1点）！"},
    "table.scores.you_win": {"en": "you win with {points} points!",
                             "ja": "あなたの優勝です（{points}点）！"},
    "table.scores.wins_one": {"en": "{name} wins with 1 point",
                              "ja": "{name}の優勝（1点）"},
    "table.scores.wins": {"en": "{name} wins with {points} points",
                          "ja": "{name}の優勝（{points}点）"},
    "table.scores.shared_one": {"en": "{names} share first place with 1 point",
                                "ja": "{names}が1点で同点優勝"},
    "table.scores.shared": {"en": "{names} share first place with {points} points",
                            "ja": "{names}が{points}点で同点優勝"},
    "table.scores.new_match": {"en": "New match", "ja": "新しい勝負"},
    "table.scores.to_title": {"en": "Back to the title", "ja": "タイトルに戻る"},
    "table.chart.deals": {"en": "deals", "ja": "戦"},
    # -- looking back ------------------------------------------------------------------------
    "table.log.last_trick": {"en": "Last trick: trick {number}",
                             "ja": "前の巡（{number}巡目）"},
    "table.log.no_tricks": {"en": "No trick has been played yet in this deal.",
                            "ja": "この戦ではまだ1巡も終わっていません。"},
    "table.log.took": {"en": "Won by {name} · face cards: {faces}",
                       "ja": "{name}が取りました（絵札{faces}枚）"},
    "table.log.close": {"en": "Close", "ja": "閉じる"},
    "table.log.title": {"en": "Every trick of this deal", "ja": "この戦の巡"},
    "table.log.faces": {"en": "Face cards: {count}", "ja": "絵札{count}枚"},
    "table.scores.names_join": {
        "en": " · ",
        "ja": "・"},
    "table.scores.final_winner": {
        "en": "{final} — {winner}",
        "ja": "{final}：{winner}"},
    # -- the keys of each decision (every one can be made without a mouse) -----------------
    "table.keys_play": {"en": "Keys: ←/→ or Tab choose a card, Enter plays it",
                        "ja": "キー：←→かTabで札を選び、Enterで出します"},
    "table.keys_show": {"en": "Keys: ←/→ choose, Space picks, Enter shows",
                        "ja": "キー：←→で選び、スペースで取る、Enterで見せます"},
    "table.keys_lead": {"en": "Keys: I for iku, K for koi; or ←/→ and Enter",
                        "ja": "キー：Iでいく、Kでこい（←→で選んでEnterでも）"},
    "table.keys_suit": {"en": "Keys: 1 {C}, 2 {D}, 3 {H}, 4 {S}; or ←/→ and Enter",
                        "ja": "キー：1で{C}、2で{D}、3で{H}、4で{S}（←→で選んでEnterでも）"},
    "table.keys_juroku": {"en": "Keys: J to call, N to stop here; or ←/→ and Enter",
                          "ja": "キー：Jで宣言、Nで宣言しない（←→で選んでEnterでも）"},
    "table.keys_nijukan": {"en": "Keys: ↑/↓ choose the row, ←/→ a card, Space picks it, "
                                 "Enter confirms",
                           "ja": "キー：↑↓で上下の列、←→で札を選び、スペースで取り、"
                                 "Enterで決めます"},
    "table.scores.repeated": {"en": "{result} ×{count}", "ja": "{result}×{count}"},
}
