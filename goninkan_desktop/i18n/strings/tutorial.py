"""The tutorial: lesson titles, the guide's messages, prompts and explanations.

Cards are written rank-then-suit in English (A♥) and suit-then-rank in
Japanese (♥A). Each message fits the guide box: at most three short sentences.
"""

STRINGS: dict[str, dict[str, str]] = {
    # ---- the tutorial screen --------------------------------------------------
    "tutorial.title": {"en": "Learn to play", "ja": "遊び方を学ぶ"},
    "tutorial.progress": {"en": "Lesson {number} of {total}",
                          "ja": "レッスン {number}／{total}"},
    "tutorial.next": {"en": "Next", "ja": "次へ"},
    "tutorial.hint": {"en": "Show me", "ja": "ヒント"},
    "tutorial.skip": {"en": "Skip this lesson", "ja": "このレッスンを飛ばす"},
    "tutorial.replay": {"en": "Play it again", "ja": "もう一度"},
    "tutorial.try_again": {"en": "Try again.", "ja": "もう一度どうぞ。"},
    "tutorial.done": {"en": "Lesson complete!", "ja": "レッスン終了！"},
    "tutorial.leave.title": {"en": "Leave this lesson?", "ja": "レッスンをやめますか？"},
    "tutorial.leave.text": {
        "en": "You are at step {step} of {total}. If you leave now, the lesson starts again "
              "from the beginning next time.",
        "ja": "いまステップ {step}／{total} です。ここでやめると、次はこのレッスンの最初から"
              "になります。"},
    "tutorial.leave.yes": {"en": "Back to lessons", "ja": "レッスン一覧へ"},
    "tutorial.leave.no": {"en": "Go on with the lesson", "ja": "続ける"},
    "tutorial.name.0": {"en": "You", "ja": "あなた"},
    "tutorial.name.1": {"en": "Hanako", "ja": "花子さん"},
    "tutorial.name.2": {"en": "Jiro", "ja": "次郎さん"},
    "tutorial.name.3": {"en": "Saburo", "ja": "三郎さん"},
    "tutorial.name.4": {"en": "Shiro", "ja": "四郎さん"},

    # ---- why a move is refused (defaults by the engine's reason) ----------------
    "tutorial.why.other_move": {
        "en": "That move is allowed, but it is not the one this lesson is after. "
              "Try again, or ask for a hint.",
        "ja": "その手も打てますが、このレッスンで練習したい手ではありません。"
              "もう一度やってみるか、ヒントを見てください。"},
    "tutorial.why.illegal": {
        "en": "That move is not allowed here. Try another.",
        "ja": "その手はここでは打てません。別の手をどうぞ。"},
    "tutorial.why.must_follow": {
        "en": "You hold a card of the suit that was led, so you must play one of those "
              "(or the joker).",
        "ja": "打ち出されたマークの札を持っているので、そのマークを出します（ババは別です）。"},
    "tutorial.why.joker_forbidden": {
        "en": "The joker may not be played in trick 1 or trick 10.",
        "ja": "ババは1巡目と10巡目には出せません。"},
    "tutorial.why.joker_forced": {
        "en": "It is trick 9 and you hold the joker: you must play it now.",
        "ja": "9巡目でババを持っているので、いまババを出します。"},
    "tutorial.why.name_suit": {
        "en": "When you lead the joker, name a suit for the others to follow.",
        "ja": "ババで打ち出すときは、ほかの人が出すマークを指定します。"},
    "tutorial.why.not_in_hand": {
        "en": "That card is not in your hand.",
        "ja": "その札は手札にありません。"},
    "tutorial.why.not_your_turn": {
        "en": "It is not your turn yet.",
        "ja": "まだあなたの番ではありません。"},
    "tutorial.why.not_due": {
        "en": "That is not what the game is waiting for now.",
        "ja": "いまはその手を打つ場面ではありません。"},
    "tutorial.why.lead_by_mukankei": {
        "en": "Only the Kankei say iku or koi.",
        "ja": "「いく」「こい」を言えるのは関係だけです。"},
    "tutorial.why.bad_nijukan_key": {
        "en": "Pick one of the two face-down key cards: the trump ace or the joker.",
        "ja": "伏せた2枚（役ピンかババ）から1枚を選びます。"},
    "tutorial.why.bad_nijukan_card": {
        "en": "Pick one of the partner's face-down cards.",
        "ja": "相方の伏せた札から1枚を選びます。"},
    "tutorial.why.show_count": {
        "en": "Show exactly the number of cards the rules ask for.",
        "ja": "決まった枚数の札を見せます。"},
    "tutorial.why.show_not_in_hand": {
        "en": "Show cards from your own hand.",
        "ja": "自分の手札から見せます。"},

    # ---- lesson 1: the cards ---------------------------------------------------
    "tutorial.cards.title": {"en": "The cards", "ja": "札と絵札"},
    "tutorial.cards.summary": {
        "en": "Fifty cards, the face cards, and why they matter.",
        "ja": "50枚の札と、大事な絵札。"},
    "tutorial.cards.welcome": {
        "en": "Welcome to Goninkan! Five players each get ten cards from a shuffled deck. "
              "You see only your own hand, but the cards played and the face cards won "
              "are open to all.",
        "ja": "ゴニンカンへようこそ！　5人で遊び、札をよく混ぜて1人10枚ずつ配ります。"
              "見えるのは自分の手札だけですが、出た札と取った絵札はみんなに見えます。"},
    "tutorial.cards.deck": {
        "en": "There are 50 cards. Clubs, diamonds and hearts have A, 3 to 10, J, Q and K; "
              "spades also have a 2. And there is one joker.",
        "ja": "札は50枚です。グラフ（♣）・ダイヤ・ハートはA、3〜10、J・Q・K、"
              "スッペ（♠）にはさらに2があります。ほかにババ（ジョーカー）が1枚です。"},
    "tutorial.cards.rank": {
        "en": "In every suit the ace, called pin (ピン), is highest, then K, Q, J, 10 and "
              "down to 2. This guide writes a card as rank and suit: A♥ is the ace of hearts.",
        "ja": "どのマークもA（ピン）がいちばん強く、K・Q・J・10…2の順に弱くなります。"
              "この案内では札を「♥A」（ハートのA）のように書きます。"},
    "tutorial.cards.faces": {
        "en": "A, K, Q and J are the face cards (efuda, 絵札): 16 in all. Two sides race "
              "to collect them. Cards of 10 and below (gasu, ガス) and the joker count for "
              "nothing.",
        "ja": "A・K・Q・Jが絵札で、全部で16枚あります。2つの組がこの絵札を取り合います。"
              "10以下の札（ガス札）とババは数に入りません。"},
    "tutorial.cards.sides": {
        "en": "This deal, Jiro and Shiro play together against you, Hanako and Saburo. "
              "Lesson 6 shows how the sides are made.",
        "ja": "この戦では、次郎さん・四郎さんの組と、あなた・花子さん・三郎さんの組が戦います。"
              "組の決まり方はレッスン6で学びます。"},
    "tutorial.cards.trick": {
        "en": "Jiro led the J♥, and Shiro played the K♥: two face cards on the table. "
              "The highest heart will take them.",
        "ja": "次郎さんが♥Jを打ち出し、四郎さんが♥Kを出しました。場に絵札が2枚。"
              "いちばん強いハートを出した人が取ります。"},
    "tutorial.cards.prompt": {
        "en": "Your turn. Take this trick and its face cards.",
        "ja": "あなたの番です。この巡の絵札を取りましょう。"},
    "tutorial.cards.too_low": {
        "en": "That heart may be played, but Shiro's K♥ is higher, so his side would take "
              "the face cards. Which of your hearts beats a king?",
        "ja": "そのハートも出せますが、四郎さんの♥Kのほうが強く、絵札は相手の組に行きます。"
              "Kに勝つハートはどれでしょう？"},
    "tutorial.cards.follow": {
        "en": "Hearts were led and you hold hearts, so you must play a heart. "
              "The next lesson explains this rule.",
        "ja": "ハートが出ていて、あなたもハートを持っているので、ハートを出します。"
              "この決まりは次のレッスンで。"},
    "tutorial.cards.result": {
        "en": "Well done! Your A♥ took the J♥ and the K♥, and your ace counts too: three face "
              "cards for your side. The side that collects enough face cards wins the deal.",
        "ja": "おみごと！　♥Aで♥Jと♥Kを取り、自分のAも入れて絵札3枚が組のものです。"
              "決まった枚数の絵札を集めた組が、その戦の勝ちです。"},

    # ---- lesson 2: turns and following suit ------------------------------------
    "tutorial.following.title": {"en": "Taking turns, following suit",
                                 "ja": "出す順番と、出たマークを出す決まり"},
    "tutorial.following.summary": {
        "en": "Play to the right, and follow the suit that was led.",
        "ja": "右隣へ順に出し、出たマークがあれば必ず出します。"},
    "tutorial.following.turns": {
        "en": "Play goes to the right, one card each: you, then Hanako, Jiro, Saburo and "
              "Shiro. Only the player whose turn it is may play.",
        "ja": "札は右隣へ順に、1人1枚ずつ出します。"
              "あなた→花子さん→次郎さん→三郎さん→四郎さんの順です。自分の番の人だけが出せます。"},
    "tutorial.following.led": {
        "en": "Hanako led the A♦, so diamonds is the suit to follow. Everyone who holds a "
              "diamond must play one.",
        "ja": "花子さんが♦Aを打ち出したので、この巡はダイヤです。"
              "ダイヤを持っている人は、必ずダイヤを出します。"},
    "tutorial.following.prompt_follow": {
        "en": "You have diamonds. Play one of them.",
        "ja": "あなたもダイヤを持っています。どれか1枚出しましょう。"},
    "tutorial.following.must_follow": {
        "en": "Not that one: you hold diamonds, so you must play a diamond. "
              "Look for ♦ in your hand.",
        "ja": "それは出せません。ダイヤを持っているので、ダイヤを出す決まりです。"
              "手札の♦を探しましょう。"},
    "tutorial.following.won": {
        "en": "Hanako's ace was the highest diamond. She won the trick, so she leads the "
              "next one.",
        "ja": "いちばん強いダイヤは花子さんのAでした。巡を取った花子さんが、次を打ち出します。"},
    "tutorial.following.void": {
        "en": "Hanako led the A♠. You have no spades at all, so you may play any card "
              "you like.",
        "ja": "花子さんが♠Aを打ち出しました。スッペを1枚も持っていないので、"
              "どの札を出してもかまいません。"},
    "tutorial.following.prompt_void": {
        "en": "The A♠ will win this trick. Throw away a small card, 10 or lower.",
        "ja": "この巡は♠Aが取ります。10以下の小さい札（ガス札）を捨てましょう。"},
    "tutorial.following.keep_face": {
        "en": "You may play it, but the A♠ wins this trick, and your K♥ would go to "
              "Hanako's side. Keep it, and throw a small card.",
        "ja": "出すことはできますが、この巡は♠Aが取るので、♥Kが花子さんの組のものになります。"
              "取っておいて、小さい札を捨てましょう。"},
    "tutorial.following.result": {
        "en": "Right! Follow the suit led when you can; when you can't, play anything. "
              "Next: how a trump can win a trick like this.",
        "ja": "そのとおり！　出たマークがあれば必ず出し、無ければ何を出してもかまいません。次は、"
              "役（切り札）で巡を取る方法です。"},

    # ---- lesson 3: trumps and cutting ------------------------------------------
    "tutorial.trumps.title": {"en": "Trumps and cutting", "ja": "役と「切る」"},
    "tutorial.trumps.summary": {
        "en": "The trump suit (yaku) beats the others; you may cut with it only when you can't "
              "follow.",
        "ja": "役（切り札）はほかのマークに勝ちます。ただし役で切れるのは、"
              "出たマークを持っていないときだけです。"},
    "tutorial.trumps.yaku": {
        "en": "Look at the trump sign: this deal's trump, the yaku (役), is clubs "
              "(graph, グラフ). In the first deal of each round it goes in turn: clubs, "
              "diamonds, hearts.",
        "ja": "役の表示を見てください。この戦の役（切り札）はグラフ（♣）です。"
              "各回の1戦目の役は、グラフ→ダイヤ→ハートの順に回ります。"},
    "tutorial.trumps.winner": {
        "en": "The highest trump in a trick wins it. With no trump, the highest card of the "
              "suit led wins. The winner takes the face cards and leads next.",
        "ja": "役のマークの札（役札）が巡に出ていれば、いちばん強い役札が勝ちます。無ければ、"
              "打ち出されたマークのいちばん強い札の勝ちです。勝った人が絵札を取り、"
              "次を打ち出します。"},
    "tutorial.trumps.prompt_follow": {
        "en": "Spades were led. Which of your cards may you play?",
        "ja": "スッペが打ち出されました。どの札なら出せるでしょう？"},
    "tutorial.trumps.no_cut": {
        "en": "You can't cut here: you still hold a spade, the 3♠. A trump may cut only "
              "when you have none of the suit led.",
        "ja": "ここでは切れません。まだ♠3を持っています。"
              "役で切れるのは、出たマークを1枚も持っていないときだけです。"},
    "tutorial.trumps.spade_won": {
        "en": "No trump was played, so Saburo's A♠, the highest spade, wins. "
              "He leads next.",
        "ja": "役札が出なかったので、いちばん強いスッペ、三郎さんの♠Aの勝ちです。"
              "次は三郎さんが打ち出します。"},
    "tutorial.trumps.can_cut": {
        "en": "Saburo led a heart, and Shiro played the A♥. You have no hearts, so you may "
              "cut (kiru, 切る): play a trump.",
        "ja": "三郎さんがハートを打ち出し、四郎さんは♥Aを出しました。手札にハートが無いので、"
              "役札で「切る」ことができます。"},
    "tutorial.trumps.prompt_cut": {
        "en": "Beat the A♥ with a trump.",
        "ja": "役札で♥Aに勝ちましょう。"},
    "tutorial.trumps.not_trump": {
        "en": "A diamond may be played, but it can't win a hearts trick: the A♥ would win. "
              "Play a club, the trump.",
        "ja": "ダイヤも出せますが、ハートの巡は取れず、♥Aが取ります。役のグラフを出しましょう。"},
    "tutorial.trumps.result": {
        "en": "Your small trump beat the ace! The A♥ and Jiro's J♥ are your side's now. "
              "If several players cut, the highest trump wins.",
        "ja": "小さな役札でAに勝ちました！　♥Aと次郎さんの♥Jはあなたの組のものです。"
              "何人も切ったときは、いちばん強い役札が勝ちます。"},

    # ---- lesson 4: the joker ---------------------------------------------------
    "tutorial.joker.title": {"en": "The joker (baba)", "ja": "ババ（ジョーカー）"},
    "tutorial.joker.summary": {
        "en": "The joker beats everything, but not in trick 1 or trick 10.",
        "ja": "ババはどの札にも勝ちます。ただし1巡目と10巡目には出せません。"},
    "tutorial.joker.baba": {
        "en": "You hold the joker, called baba (ババ). It beats every other card, trumps too. "
              "Playing it is called dancing (odoru, 踊る).",
        "ja": "手札にババ（ジョーカー）があります。ババは役札も含め、どの札にも勝ちます。"
              "ババを出すことを「踊る」と言います。"},
    "tutorial.joker.when": {
        "en": "The joker may dance at almost any time, even when you could follow suit. "
              "But never in trick 1 or in trick 10.",
        "ja": "ババは、出たマークを持っていても、ほとんどいつでも踊れます。"
              "ただし1巡目と10巡目には出せません。"},
    "tutorial.joker.prompt_trick1": {
        "en": "This is trick 1, and Saburo's K♦ is winning. Play a card.",
        "ja": "いまは1巡目で、三郎さんの♦Kが勝っています。札を出しましょう。"},
    "tutorial.joker.not_trick1": {
        "en": "Not in trick 1! The joker may not be played in the first trick or the last. "
              "Follow with a diamond.",
        "ja": "1巡目には踊れません！　ババは最初の巡と最後の巡には出せません。"
              "ダイヤを出しましょう。"},
    "tutorial.joker.trick1_won": {
        "en": "Saburo's K♦ took trick 1, so he leads trick 2.",
        "ja": "1巡目は三郎さんの♦Kが取りました。2巡目は三郎さんから打ち出します。"},
    "tutorial.joker.dance_anyway": {
        "en": "Two face cards are down: Saburo's K♠ and Shiro's A♠. You hold a spade, but "
              "the joker may dance anyway.",
        "ja": "絵札が2枚出ています。三郎さんの♠Kと四郎さんの♠Aです。スッペを持っていても、"
              "ババなら踊れます。"},
    "tutorial.joker.prompt_dance": {
        "en": "Take this trick.",
        "ja": "この巡を取りましょう。"},
    "tutorial.joker.spade_loses": {
        "en": "The 7♠ may be played, but Shiro's A♠ would win. Let the joker dance: it wins "
              "even though you hold a spade.",
        "ja": "♠7も出せますが、四郎さんの♠Aが勝ちます。"
              "スッペを持っていても、ババなら踊って勝てます。"},
    "tutorial.joker.follow_or_dance": {
        "en": "You hold a spade, so you must play a spade, or the joker, which may dance "
              "even then.",
        "ja": "スッペを持っているので、スッペを出します。"
              "ただしババだけは別で、そんなときでも踊れます。"},
    "tutorial.joker.result": {
        "en": "The joker took the K♠, the A♠ and the J♠: three face cards for your side. "
              "Save it for a trick worth taking; trick 9 is the next lesson.",
        "ja": "ババの勝ちで、♠K・♠A・♠Jの3枚があなたの組のものです。"
              "ババは取りがいのある巡で使いましょう。9巡目の決まりは次のレッスンで。"},

    # ---- lesson 5: odori-ban ---------------------------------------------------
    "tutorial.odori_ban.title": {"en": "Trick 9: the joker must dance",
                                 "ja": "踊り番（9巡目）"},
    "tutorial.odori_ban.summary": {
        "en": "A joker still held in trick 9 must be played; leading it, name a suit.",
        "ja": "9巡目まで残ったババは必ず出します。打ち出すときはマークを指定します。"},
    "tutorial.odori_ban.trick9": {
        "en": "Trick 9 is odori-ban (踊り番), the joker's turn. Whoever still holds the joker must "
              "play it now; in trick 10 it can't be played at all.",
        "ja": "9巡目は踊り番です。まだババを持っている人は、ここで必ず出します。"
              "10巡目にはもう出せません。"},
    "tutorial.odori_ban.name_suit": {
        "en": "You won trick 8, so you lead. Leading the joker, you name a suit, any one, "
              "even the trump, and the others must follow it.",
        "ja": "8巡目を取ったので、あなたの打ち出しです。ババで打ち出すときはマークを1つ指定します"
              "（役のマークでもかまいません）。ほかの人は、そのマークがあれば出します。"},
    "tutorial.odori_ban.think": {
        "en": "Think about what is still out: the K♥ and the Q♥ have not been played, and "
              "you hold no hearts.",
        "ja": "まだ出ていない札を考えましょう。♥Kと♥Qはまだ出ていません。自分の手札にハートはあり"
              "ません。"},
    "tutorial.odori_ban.prompt": {
        "en": "Lead the joker and name a suit.",
        "ja": "ババで打ち出し、マークを指定しましょう。"},
    "tutorial.odori_ban.other_suit": {
        "en": "You may name that suit, but the K♥ and Q♥ are still out. Name hearts: "
              "whoever holds them may have to give them to your joker.",
        "ja": "そのマークも指定できますが、♥Kと♥Qがまだ残っています。ハートにすれば、"
              "持っている人はババの巡に出すことになるかもしれません。"},
    "tutorial.odori_ban.forced": {
        "en": "Not now: it is trick 9 and you still hold the joker, so the joker is the "
              "only card you may play.",
        "ja": "いまは出せません。9巡目でババを持っているので、出せるのはババだけです。"},
    "tutorial.odori_ban.result": {
        "en": "Hanako had to give up the K♥ and Saburo the Q♥: both are your side's now. "
              "Plan when to use the joker before trick 9 comes.",
        "ja": "花子さんは♥K、三郎さんは♥Qを出すしかありませんでした。"
              "2枚ともあなたの組のものです。ババの使いどころは、9巡目が来る前に考えておきましょう。"},

    # ---- lesson 6: Kankei and the seat swap ------------------------------------
    "tutorial.kankei.title": {"en": "Kankei: who plays with whom", "ja": "関係と無関係"},
    "tutorial.kankei.summary": {
        "en": "The trump ace and the joker make the partners; side by side, they split.",
        "ja": "役ピンとババを持つ2人が関係です。隣り合ったら席を替えます。"},
    "tutorial.kankei.who": {
        "en": "A new deal; the trump is clubs. The two players dealt the trump ace "
              "(yaku-pin, A♣) and the joker become partners: Kankei (関係).",
        "ja": "新しい戦で、役はグラフ（♣）です。役のピン（♣A）、つまり「役ピン」"
              "とババを配られた2人が組になります。これを関係（カン）と言います。"},
    "tutorial.kankei.announced": {
        "en": "Hanako has the A♣ and Jiro the joker, so they are Kankei. You, Saburo and "
              "Shiro are Mukankei (無関係), a team of three.",
        "ja": "花子さんが♣A、次郎さんがババを持っているので、この2人が関係です。"
              "あなたと三郎さん・四郎さんは無関係（ムカン）、3人の組です。"},
    "tutorial.kankei.swap": {
        "en": "Partners may not sit side by side. Jiro, the one on the right, changed seats "
              "with Saburo, his right-hand neighbour, so a Mukankei sits between them.",
        "ja": "関係の2人は隣り合って座りません。右側の次郎さんが、その右隣の三郎さんと"
              "席を替えたので、2人の間に無関係の人が入りました。"},
    "tutorial.kankei.order": {
        "en": "Everyone keeps their name; only the seats changed, for the rest of the "
              "match. Play still goes to the right: you, Hanako, Saburo, Jiro, Shiro.",
        "ja": "名前はそのままで、席だけが替わります（この勝負の終わりまで）。"
              "札は右隣へ順に出します。あなた→花子さん→三郎さん→次郎さん→四郎さんです。"},
    "tutorial.kankei.their_cards": {
        "en": "Hanako said iku (“I lead”; see the next lesson) and led the Q♦. "
              "Jiro added the K♦.",
        "ja": "花子さんが「いく」と言って♦Qを打ち出し（次のレッスンで説明します）、"
              "次郎さんが♦Kを出しました。"},
    "tutorial.kankei.prompt": {
        "en": "Your turn. Take the Kankei's face cards for your side.",
        "ja": "あなたの番です。関係の絵札を、自分の組に取りましょう。"},
    "tutorial.kankei.king_wins": {
        "en": "That's allowed, but Jiro's K♦ would win, and the face cards would stay with "
              "the Kankei. Beat the king.",
        "ja": "出せますが、次郎さんの♦Kが勝ち、絵札は関係のものになります。"
              "Kに勝つ札を出しましょう。"},
    "tutorial.kankei.follow": {
        "en": "Diamonds were led and you hold diamonds, so you must play one.",
        "ja": "ダイヤが出ていて、あなたもダイヤを持っているので、ダイヤを出します。"},
    "tutorial.kankei.result": {
        "en": "You took the Q♦ and the K♦ from the Kankei, with your A♦: three face cards. "
              "Always keep in mind who is on which side.",
        "ja": "関係から♦Qと♦Kを取り、自分の♦Aと合わせて絵札3枚です。"
              "だれがどちらの組か、いつも気をつけましょう。"},

    # ---- lesson 7: iku or koi --------------------------------------------------
    "tutorial.iku_koi.title": {"en": "Iku or koi: who leads", "ja": "「いく」と「こい」"},
    "tutorial.iku_koi.summary": {
        "en": "In deal 1 the Kankei decide who leads the first trick.",
        "ja": "1戦目は、関係がどちらから打ち出すかを決めます。"},
    "tutorial.iku_koi.partners": {
        "en": "You hold the A♣, the yaku-pin, and Saburo holds the joker. "
              "You two are Kankei.",
        "ja": "あなたが役ピン（♣A）、三郎さんがババを持っています。あなたと三郎さんが関係です。"},
    "tutorial.iku_koi.call": {
        "en": "Before trick 1 the Kankei decide who leads. Say iku (いく, “I go”) to lead "
              "yourself, or koi (こい, “come”) to let your partner lead.",
        "ja": "1巡目の前に、関係がどちらから打ち出すかを決めます。"
              "自分から出すなら「いく」、相方に出してもらうなら「こい」です。"},
    "tutorial.iku_koi.hand": {
        "en": "Either partner may call; here you decide. Look at your hand: the A♦, K♦ and "
              "Q♦ are strong cards to lead.",
        "ja": "どちらが言ってもよく、ここではあなたが決めます。"
              "手札の♦A・♦K・♦Qは、打ち出しに強い札です。"},
    "tutorial.iku_koi.prompt_call": {
        "en": "Who should lead: iku or koi?",
        "ja": "「いく」と「こい」、どちらにしますか？"},
    "tutorial.iku_koi.koi": {
        "en": "Koi is allowed too: Saburo would lead. It suits a weak hand; with strong "
              "diamonds, lead yourself: iku.",
        "ja": "「こい」も言えます。そうすると三郎さんが打ち出します。"
              "手が弱いときに向きますが、強いダイヤがあるなら「いく」です。"},
    "tutorial.iku_koi.prompt_lead": {
        "en": "You lead trick 1. Start with your surest winner.",
        "ja": "1巡目はあなたから。いちばん確実に勝てる札から出しましょう。"},
    "tutorial.iku_koi.lead_ace": {
        "en": "You may lead that, but the A♦ is the highest diamond: only a trump can beat "
              "it. Lead it first.",
        "ja": "その札も出せますが、♦Aはいちばん強いダイヤで、負けるのは役で切られたときだけです。"
              "まずそれを出しましょう。"},
    "tutorial.iku_koi.result": {
        "en": "Your A♦ won, with Jiro's J♦: two face cards for you and Saburo. In deals 2 and "
              "3 there is no iku or koi: the Kankei who names the trump leads.",
        "ja": "♦Aが勝ち、次郎さんの♦Jと合わせて絵札2枚です。"
              "2戦目・3戦目には「いく・こい」は無く、役を決めた人が打ち出します。"},

    # ---- lesson 8: targets -----------------------------------------------------
    "tutorial.targets.title": {"en": "Targets: when a deal ends", "ja": "勝ちの枚数"},
    "tutorial.targets.summary": {
        "en": "Each side needs a number of face cards; the deal stops when one gets there.",
        "ja": "先に勝ちの枚数の絵札を集めた組が勝ち、その巡で戦は終わります。"},
    "tutorial.targets.targets": {
        "en": "Each side has a target of face cards. In deal 1 the Kankei need 9 and the "
              "Mukankei 8; there are 16 in all, so only one side can get there.",
        "ja": "それぞれの組に勝ちの枚数があります。1戦目は関係が9枚、無関係が8枚。"
              "絵札は16枚なので、届くのは片方の組だけです。"},
    "tutorial.targets.house_rule": {
        "en": "Some clubs let the Kankei win deal 1 with 8 (the Mukankei then need 9). "
              "You can choose this on the New game screen.",
        "ja": "関係が1戦目を8枚で勝つ遊び方もあります（そのとき無関係は9枚）。「新しい勝負」"
              "の画面で選べます。"},
    "tutorial.targets.your_side": {
        "en": "You are Mukankei with Jiro and Shiro, and your side already has 6 face "
              "cards. Two more and you win.",
        "ja": "あなたは次郎さん・四郎さんと無関係の組で、もう絵札を6枚取っています。"
              "あと2枚で勝ちです。"},
    "tutorial.targets.prompt": {
        "en": "Saburo led the K♠. Reach your target!",
        "ja": "三郎さんが♠Kを打ち出しました。勝ちの枚数に届かせましょう！"},
    "tutorial.targets.king_wins": {
        "en": "The 9♠ may be played, but the K♠ would win, and the face card would go to "
              "the Kankei. Your ace beats it.",
        "ja": "♠9も出せますが、♠Kが勝って絵札は関係のものになります。"
              "あなたのAなら勝てます。"},
    "tutorial.targets.ended": {
        "en": "Eight! Your side reached its target, so the deal ends right here, after "
              "trick 7. The cards left in hand are not played.",
        "ja": "8枚！　勝ちの枚数に届いたので、7巡目で戦はおしまいです。残りの手札は出しません。"},
    "tutorial.targets.result": {
        "en": "Mukankei win: you, Jiro and Shiro get +1 point each, the Kankei −1 each. "
              "When the Kankei lose, the round is over: new cards, new teams.",
        "ja": "無関係の勝ち。あなた・次郎さん・四郎さんは各+1点、関係の2人は各−1点です。"
              "関係が負けるとその回は終わり、新しく配って新しい組になります。"},

    # ---- lesson 9: tsukeru -----------------------------------------------------
    "tutorial.tsukeru.title": {"en": "Tsukeru: feeding your partner", "ja": "付ける"},
    "tutorial.tsukeru.summary": {
        "en": "Give face cards to a trick your partner is sure to win.",
        "ja": "相方が必ず取る巡に、絵札を出します。"},
    "tutorial.tsukeru.partners": {
        "en": "You hold the joker and Jiro the A♣: you are Kankei. You said koi, Jiro took "
              "trick 1, and now he leads again.",
        "ja": "あなたがババ、次郎さんが♣Aを持つ関係です。"
              "あなたが「こい」と言い、1巡目を取った次郎さんがまた打ち出します。"},
    "tutorial.tsukeru.safe": {
        "en": "Jiro led the A♣, the highest trump. Only the joker could beat it, and you "
              "hold it: this trick is sure to be Jiro's.",
        "ja": "次郎さんが打ち出したのは、いちばん強い役の♣A。勝てるのはババだけで、"
              "ババはあなたの手にあります。この巡は必ず次郎さんが取ります。"},
    "tutorial.tsukeru.prompt": {
        "en": "You have no clubs, so you may play anything. What helps your side most?",
        "ja": "グラフが無いので、何を出してもかまいません。組にいちばん役立つ札は？"},
    "tutorial.tsukeru.small_card": {
        "en": "Allowed, but a chance missed: Jiro is sure to win, so a face card you put on "
              "his trick counts for your side.",
        "ja": "出せますが、もったいない。次郎さんが必ず取るので、"
              "絵札を出せば組の1枚になります。"},
    "tutorial.tsukeru.keep_joker": {
        "en": "Don't waste the joker: Jiro wins this trick anyway. Keep it for a trick you "
              "would lose.",
        "ja": "ババはもったいない！　この巡はどのみち次郎さんが取ります。負けそうな巡のために取っ"
              "ておきましょう。"},
    "tutorial.tsukeru.result": {
        "en": "Jiro took the trick, with your face card in it. Putting a face card on a "
              "trick your partner will surely win is tsukeru (付ける). Do it only when "
              "the trick is safe.",
        "ja": "次郎さんが、あなたの絵札ごと巡を取りました。"
              "相方が必ず取る巡に絵札を出すことを「付ける」と言います。"
              "付けるのは、確実に取れる巡だけにしましょう。"},

    # ---- lesson 10: deals 2 and 3, kime-yaku -----------------------------------
    "tutorial.kime_yaku.title": {"en": "Deals 2 and 3: choosing the trump",
                                 "ja": "2戦目・3戦目と決め役"},
    "tutorial.kime_yaku.summary": {
        "en": "Win deal 1 and play on; now the Kankei choose the trump.",
        "ja": "1戦目に勝てば次の戦へ。役は関係が決めます。"},
    "tutorial.kime_yaku.same_team": {
        "en": "You and Saburo, the Kankei, won deal 1. So the same two are Kankei in deal "
              "2, and everyone keeps their seat.",
        "ja": "関係のあなたと三郎さんが1戦目に勝ちました。"
              "2戦目も同じ2人が関係で、席もそのままです。"},
    "tutorial.kime_yaku.choose": {
        "en": "New cards, but no set trump this time. In deals 2 and 3 the Kankei choose "
              "it themselves: kime-yaku (決め役).",
        "ja": "新しく配りましたが、今回は役が決まっていません。"
              "2戦目と3戦目は、関係が自分たちで役を決めます（決め役）。"},
    "tutorial.kime_yaku.shower": {
        "en": "In deal 2, Saburo, who held the A♣ in deal 1, shows you two of his cards "
              "face down. Only you see them.",
        "ja": "2戦目は、1戦目に♣Aを持っていた三郎さんが、手札から2枚を伏せて"
              "あなたにだけ見せます。"},
    "tutorial.kime_yaku.shown": {
        "en": "Saburo showed the A♠ and the K♠. With your Q♠ J♠ 10♠ 9♠, your side is very "
              "strong in spades.",
        "ja": "三郎さんが見せたのは♠Aと♠K。あなたの♠Q・J・10・9と合わせて、"
              "スッペがとても強い組です。"},
    "tutorial.kime_yaku.prompt": {
        "en": "You held the joker in deal 1, so you choose the trump. Which suit?",
        "ja": "1戦目にババを持っていたあなたが役を決めます。どのマークにしますか？"},
    "tutorial.kime_yaku.other_suit": {
        "en": "You may choose that suit, but your side's strength is spades: A and K with "
              "Saburo, Q J 10 9 with you. Choose spades.",
        "ja": "そのマークも選べますが、組の強みはスッペです（三郎さんにAとK、"
              "あなたにQ・J・10・9）。スッペを役にしましょう。"},
    "tutorial.kime_yaku.targets": {
        "en": "Spades are trumps, and you lead trick 1. In deal 2 the Kankei need only 8 "
              "face cards and the Mukankei 9; in deal 3 it is 9 and 8 again.",
        "ja": "役はスッペ。1巡目はあなたから打ち出します。"
              "2戦目の勝ちの枚数は関係8枚・無関係9枚、3戦目はまた9枚・8枚です。"},
    "tutorial.kime_yaku.result": {
        "en": "Win deal 2, and deal 3 is the other way round: you show the cards (two, "
              "unless the New game screen sets 0 to 5), and Saburo names the trump and "
              "leads. Shown cards always stay with their owner.",
        "ja": "2戦目に勝てば3戦目は逆で、あなたが札を見せ（ふつう2枚。「新しい勝負」"
              "の画面で0〜5枚にできます）、三郎さんが役を決めて打ち出します。"
              "見せた札は持ち主の手に残ります。"},

    # ---- lesson 11: nijū-kan ---------------------------------------------------
    "tutorial.nijukan.title": {"en": "Nijū-kan: both key cards in one hand",
                               "ja": "二重関（にじゅうかん）"},
    "tutorial.nijukan.summary": {
        "en": "One player dealt the trump ace and the joker: a swap makes the partners.",
        "ja": "役ピンとババが1人に配られたら、札を入れ替えて関係を作ります。"},
    "tutorial.nijukan.what": {
        "en": "Sometimes one player is dealt both the trump ace and the joker. That is "
              "nijū-kan (二重関), a “double Kankei”.",
        "ja": "1人に役ピンとババの両方が配られることがあります。"
              "これを二重関（にじゅうかん）と言います。"},
    "tutorial.nijukan.partner": {
        "en": "Shiro has both! Then the player two seats to his right, Hanako, becomes his "
              "partner. You sit between them, so you make the swap.",
        "ja": "四郎さんが両方を持っています！　このときは右手2人目の花子さんが相方になります。"
              "2人の間に座るあなたが、札を入れ替えます。"},
    "tutorial.nijukan.face_down": {
        "en": "Shiro lays the A♣ and the joker face down, Hanako her ten cards. You pick, "
              "blind, one of the two and one of her ten: they change hands.",
        "ja": "四郎さんは♣Aとババを、花子さんは手札10枚を伏せて出します。"
              "あなたは見ないで、2枚から1枚、10枚から1枚を選び、入れ替えます。"},
    "tutorial.nijukan.prompt": {
        "en": "Pick one of the two face-down cards (the A♣ or the joker) and one of "
              "Hanako's cards.",
        "ja": "伏せた2枚から1枚、花子さんの札から1枚を選んでください。"},
    "tutorial.nijukan.kankei": {
        "en": "Done: Shiro and Hanako each hold one of the A♣ and the joker now, so they are "
              "Kankei. You picked blind, so you know nothing about the cards; only they know "
              "what moved.",
        "ja": "入れ替え完了。四郎さんと花子さんが1枚ずつ持ったので、2人が関係です。"
              "あなたは伏せたまま選んだので、どの札が動いたかは2人にしか分かりません。"},
    "tutorial.nijukan.result": {
        "en": "Some clubs, like the Goshogawara rules, simply deal again instead: same "
              "dealer, same trump. You can choose either on the New game screen.",
        "ja": "五所川原のルールのように、入れ替えずに配り直す遊び方もあります（同じ配り役、"
              "同じ役）。「新しい勝負」の画面でどちらも選べます。"},

    # ---- lesson 12: scoring, sukonku, jūroku -----------------------------------
    "tutorial.scoring.title": {"en": "Scoring, sukonku and jūroku",
                               "ja": "点数・スコンク・じゅうろく"},
    "tutorial.scoring.summary": {
        "en": "Points per deal, the big calls, and the end of a round and a match.",
        "ja": "戦ごとの点、スコンクとじゅうろく、回と勝負の終わり。"},
    "tutorial.scoring.last_deal": {
        "en": "You and Jiro won deals 1 and 2; this is deal 3, the last of the round. You "
              "need 9 face cards and have 8, and the Mukankei have none.",
        "ja": "あなたと次郎さんは1戦目・2戦目に勝ち、いまは最後の3戦目です。勝ちの枚数は9枚で、"
              "いま8枚。無関係はまだ0枚です。"},
    "tutorial.scoring.sukonku": {
        "en": "Winning while the other side has not one face card is a sukonku (スコンク). "
              "It scores more than a plain win.",
        "ja": "相手に絵札を1枚も取らせずに勝つことを、スコンクと言います。"
              "ふつうの勝ちより点が多くなります。"},
    "tutorial.scoring.prompt_trick8": {
        "en": "Win trick 8 for a sukonku. All the other hearts, the trumps, have been "
              "played.",
        "ja": "8巡目を取ってスコンクにしましょう。"
              "役のハートは、ほかの人の分はもう全部出ています。"},
    "tutorial.scoring.keep_big": {
        "en": "That wins too, but keep the A♥ and the joker for the last two tricks. "
              "Lead the 8♥ now.",
        "ja": "それでも勝てますが、♥Aとババは最後の2巡のために取っておき、"
              "いまは♥8を出しましょう。"},
    "tutorial.scoring.keep_joker": {
        "en": "The joker can wait one more trick: in trick 9 it must dance anyway. "
              "Lead the 8♥ now.",
        "ja": "ババはあと1巡待てます。9巡目にはどのみち踊ります。いまは♥8を出しましょう。"},
    "tutorial.scoring.juroku": {
        "en": "Sukonku! In deals 2 and 3, whoever won that trick may call jūroku "
              "(じゅうろく, “sixteen”): play on to take all 16 face cards.",
        "ja": "スコンクです！　2戦目・3戦目では、その巡を取った人が「じゅうろく」を宣言して、"
              "続けて絵札16枚ぜんぶを取りにいけます。"},
    "tutorial.scoring.stakes": {
        "en": "Made, it pays each Kankei +11 in deal 3 (+10 in deal 2). Missed, as soon as "
              "the Mukankei take one face card, it costs −16 each.",
        "ja": "成功なら関係の各人は3戦目で+11点（2戦目は+10点）。"
              "無関係が絵札を1枚でも取ればその場でじゅうろくはずし、各−16点です。"},
    "tutorial.scoring.prompt_call": {
        "en": "You still hold the joker and the A♥, the highest trump. Call jūroku?",
        "ja": "ババと、いちばん強い役の♥Aが残っています。じゅうろくを宣言しますか？"},
    "tutorial.scoring.sure_thing": {
        "en": "Taking the sukonku now is allowed (+3 each), but you can't lose: the joker "
              "wins trick 9 and the A♥ trick 10. Call it!",
        "ja": "ここでスコンクにしても（各+3点）かまいませんが、負けようがありません。"
              "9巡目はババ、10巡目は♥Aが必ず勝ちます。宣言しましょう！"},
    "tutorial.scoring.prompt_trick9": {
        "en": "Trick 9: the joker must dance. Lead it and name any suit.",
        "ja": "9巡目は踊り番。ババで打ち出し、好きなマークを指定しましょう。"},
    "tutorial.scoring.joker_now": {
        "en": "It is trick 9 and you hold the joker: it is the only card you may play.",
        "ja": "9巡目でババを持っているので、出せるのはババだけです。"},
    "tutorial.scoring.prompt_trick10": {
        "en": "Trick 10, the last: lead your A♥.",
        "ja": "最後の10巡目です。♥Aで打ち出しましょう。"},
    "tutorial.scoring.made": {
        "en": "Jūroku made: all 16 face cards! You and Jiro score +11 each, and each "
              "Mukankei −11.",
        "ja": "じゅうろく成功、絵札16枚ぜんぶです！　あなたと次郎さんは各+11点、"
              "無関係の3人は各−11点です。"},
    "tutorial.scoring.points": {
        "en": "Each Kankei scores: a win +1 (+2 in deal 3), a sukonku +2 (+3 in deal 3), "
              "a loss −1. Each Mukankei scores the opposite.",
        "ja": "関係の各人の点は、勝ち+1点（3戦目は+2点）、スコンク+2点（3戦目は+3点）、"
              "負け−1点。無関係の各人は、その逆の点です。"},
    "tutorial.scoring.reverse": {
        "en": "If the Mukankei win before the Kankei take a single face card, it is a "
              "reverse sukonku: −10 for each Kankei in deal 1. In deals 2 and 3 the round's "
              "points are taken back, then −3.",
        "ja": "関係が絵札を1枚も取らないうちに無関係が勝つと、逆スコンクです。"
              "1戦目なら関係の各人−10点。2・3戦目はその回の点を消したうえで−3点です。"},
    "tutorial.scoring.reverse_juroku": {
        "en": "After a reverse sukonku in deal 2 or 3, the Mukankei who won that trick may "
              "call reverse jūroku. The round's points are taken back; then each Kankei "
              "scores −16 if it is made, +32 if it is missed.",
        "ja": "2・3戦目の逆スコンクのあと、その巡を取った無関係の人は逆じゅうろくを宣言できます。"
              "その回の点を消したうえで、成功なら関係の各人−16点、はずしなら+32点です。"},
    "tutorial.scoring.round_end": {
        "en": "A round ends when the Kankei lose a deal, after a reverse sukonku, or after "
              "deal 3, as now. Next round: new cards and teams, the dealer one seat to the "
              "right, and the next deal-1 trump.",
        "ja": "関係が負けたとき、逆スコンクのとき、またはいまのように3戦目が終わると、"
              "その回は終わりです。次の回は新しく配って新しい組。配り役は右隣へ、"
              "1戦目の役も次のマークへ進みます。"},
    "tutorial.scoring.match_end": {
        "en": "A match is a set number of rounds, four unless you change it; this one had "
              "only one. The most points wins, and equal points share the place.",
        "ja": "勝負は決めた回数（ふつうは4回）遊びます。今回は1回だけでした。"
              "点のいちばん多い人の勝ちで、同点なら同じ順位です。"},
    "tutorial.scoring.result": {
        "en": "That's the whole game! Some clubs score with the Goshogawara table instead, "
              "with points for the round and big bonuses; you can choose it on the "
              "New game screen. Enjoy Goninkan!",
        "ja": "これでゴニンカンはひととおりです！　五所川原の点数表（回ごとの点と大きなボーナス）"
              "は「新しい勝負」の画面で選べます。ゴニンカンを楽しんでください！"},

    # ---- the tutorial's groups ---------------------------------------------------
    "tutorial.group.goninkan": {"en": "Goninkan", "ja": "ゴニンカン"},
    "tutorial.group.bidding": {"en": "Bidding game", "ja": "競りゴニンカン"},
    "tutorial.progress_group": {"en": "{group} · lesson {number} of {total}",
                                "ja": "{group}・レッスン {number}／{total}"},

    # ---- the bidding game: why a move is refused ----------------------------------
    "tutorial.why.bid_must_follow": {
        "en": "You hold a card of the suit led, so you must play one. The joker and the "
              "ura-jack belong to the trump suit, not to the suit printed on them.",
        "ja": "リードされたマークの札を持っているので、そのマークを出します。ジョーカーと裏ジャッ"
              "クも切り札として数えます。"},
    "tutorial.why.bid_too_low": {
        "en": "A bid must name more face cards than the highest bid so far.",
        "ja": "それまでのいちばん高い競りより多い枚数でなければなりません。"},
    "tutorial.why.discard_three": {
        "en": "Lay down exactly three different cards of your hand.",
        "ja": "手札から、別々の札を3枚選んで伏せます。"},

    # ---- bidding lesson 1: the card order ----------------------------------------
    "tutorial.card_order.title": {"en": "The card order", "ja": "札の強さ"},
    "tutorial.card_order.summary": {
        "en": "The trump 5, the joker, the sei-jack and the ura-jack.",
        "ja": "切り札の5、ジョーカー、正ジャック、裏ジャック。"},
    "tutorial.card_order.welcome": {
        "en": "The bidding game uses all 52 cards and the joker. Here the auction is over: "
              "Jiro bid 12 spades, so he is the taisho and spades are trump.",
        "ja": "競りゴニンカンは52枚全部とジョーカーで遊びます。競りはもう終わり、次郎さんがスペー"
              "ド12枚で大将です。切り札はスペードです。"},
    "tutorial.card_order.order": {
        "en": "Trumps rank in their own order: the 5♠ first, then the joker, the J♠ "
              "(sei-jack) and the J♣ (ura-jack, the other black jack). Then A♠, K♠, Q♠, "
              "10♠ down to 2♠.",
        "ja": "切り札の強さは♠5、ジョーカー、♠J（正ジャック）、♣J（裏ジャック：同じ黒のJ）"
              "の順。その次は♠A・♠K・♠Q・♠10…♠2。"},
    "tutorial.card_order.trick": {
        "en": "Jiro led the J♠, the sei-jack, and Saburo's joker beat it. Shiro's J♣ is the "
              "ura-jack: this deal it is a spade, so he followed with it.",
        "ja": "次郎さんの正ジャック♠Jに、三郎さんのジョーカーが勝ちました。四郎さんの♣Jは裏ジャッ"
              "ク。この回ではスペード（切り札）として数えるので、スペードのトリックに出しました。"},
    "tutorial.card_order.prompt_take": {
        "en": "Your turn. Take the trick with the highest trump of all.",
        "ja": "あなたの番です。いちばん強い切り札でこのトリックを取りましょう。"},
    "tutorial.card_order.ace_low": {
        "en": "The A♠ is only the fifth trump: the 5♠, the joker and both jacks beat it. "
              "Which of your spades beats them all?",
        "ja": "♠Aは切り札で5番目。♠5・ジョーカー・2枚のJのほうが強いです。全部に勝つスペードはど"
              "れでしょう？"},
    "tutorial.card_order.too_low": {
        "en": "That trump is lower than the joker. Play the highest trump of all.",
        "ja": "その切り札はジョーカーより弱いです。いちばん強い切り札を出しましょう。"},
    "tutorial.card_order.taken": {
        "en": "Your 5♠ takes the J♠, the joker and the J♣: three face cards. The 5 itself "
              "is not a face card; the joker is.",
        "ja": "♠5で♠J・ジョーカー・♣Jを取り、絵札3枚です。5は絵札ではありませんが、"
              "ジョーカーは絵札です。"},
    "tutorial.card_order.prompt_lead": {
        "en": "Your lead. The 5, the joker and both jacks are gone: which trump is the "
              "highest now?",
        "ja": "あなたのリードです。5・ジョーカー・2枚のJは出ました。今いちばん強い切り札は？"},
    "tutorial.card_order.seven_low": {
        "en": "The 7♠ would lose to the K♠ or the Q♠. With the four top trumps gone, your "
              "A♠ is the highest.",
        "ja": "♠7では♠Kや♠Qに負けます。上の4枚が出た今は、♠Aがいちばん強い切り札です。"},
    "tutorial.card_order.lead_trump": {
        "en": "Lead a trump: the highest one left is in your hand.",
        "ja": "切り札をリードしましょう。残っているいちばん強い切り札はあなたの手にあります。"},
    "tutorial.card_order.result": {
        "en": "Your A♠ drew the K♠ and the Q♠: six face cards in two tricks. Trumps: 5, "
              "joker, sei-jack, ura-jack, then A, K, Q. At the table, press O to see the "
              "order.",
        "ja": "♠Aで♠Kと♠Qも取り、2トリックで絵札6枚。切り札は5、ジョーカー、正ジャック、裏ジャッ"
              "ク、A、K、Qの順です。卓ではOキーで確かめられます。"},

    # ---- bidding lesson 2: the auction and the kitsune ---------------------------
    "tutorial.auction.title": {"en": "The auction and the kitsune", "ja": "競りときつね"},
    "tutorial.auction.summary": {
        "en": "Bid, become the taisho, take the kitsune and lay three cards down.",
        "ja": "競って大将になり、きつねを取って3枚伏せる。"},
    "tutorial.auction.kitsune": {
        "en": "In the bidding game each player gets ten cards, and three lie face down in "
              "the middle: the kitsune. Whoever wins the auction takes them.",
        "ja": "競りゴニンカンでは1人10枚ずつ配り、残りの3枚を真ん中に伏せます。これが「きつね」で"
              "、競りに勝った人が取ります。"},
    "tutorial.auction.auction": {
        "en": "In the auction each player bids how many of the 17 face cards their side "
              "will take, with a trump suit, or passes. Each bid must be higher; a player "
              "who passes is out.",
        "ja": "競りでは、自分の組が取る絵札（全17枚）の枚数と切り札のマークを言うか、"
              "パスします。前より多い枚数で競り、パスした人は抜けます。"},
    "tutorial.auction.your_hand": {
        "en": "Hanako bid 11 hearts; the others passed. You hold the 5♠, the J♠, the J♣ "
              "and the A♠ and K♠: spades would make a fine trump.",
        "ja": "花子さんがハート11枚と競り、ほかの人はパスしました。あなたの手札には♠5・♠J・♣J・♠A"
              "・♠Kがあります。スペードを切り札にすれば強い手です。"},
    "tutorial.auction.prompt_bid": {
        "en": "Your bid. Top Hanako's 11, with your strong suit as trump.",
        "ja": "あなたの競りです。強いマークを切り札に、花子さんの11枚より多く競りましょう。"},
    "tutorial.auction.dont_pass": {
        "en": "With the top trumps in spades, this hand should bid. A pass would make "
              "Hanako the taisho.",
        "ja": "スペードの強い切り札がそろった、競るべき手です。パスすると花子さんが大将になります"
              "。"},
    "tutorial.auction.bid_12": {
        "en": "Bid 12 spades: your strong suit as trump, and one more than Hanako. A higher "
              "bid wins more, but loses more too.",
        "ja": "スペード12枚で競りましょう。強いスペードを切り札に、花子さんより1枚多く。高く競る"
              "ほど、負けたときも大きく失います。"},
    "tutorial.auction.taisho": {
        "en": "Hanako passed: you are the taisho, and spades are trump. The kitsune's three "
              "cards, the 8♠, 4♥ and 2♦, are now in your hand.",
        "ja": "花子さんがパスして、あなたが大将。切り札はスペードです。きつねの3枚（♠8・♥4・♦2）"
              "が手札に入りました。"},
    "tutorial.auction.prompt_discard": {
        "en": "You hold 13: lay three face down. Keep your trumps, and think which cards you "
              "could not keep safe.",
        "ja": "13枚から3枚を伏せます。切り札は残し、守りきれない札はどれか考えましょう。"},
    "tutorial.auction.smallest": {
        "en": "The smallest cards look easy to spare, but your lone Q♣ would fall to an A♣ "
              "or K♣. Laid down, it counts for you.",
        "ja": "小さい札を伏せたくなりますが、1枚だけの♣Qは♣Aや♣Kに取られます。"
              "伏せれば、あなたの組の絵札です。"},
    "tutorial.auction.keep_trumps": {
        "en": "Keep your trumps: they are what wins tricks for the taisho.",
        "ja": "切り札は残しましょう。大将のトリックを取るのは切り札です。"},
    "tutorial.auction.keep_winners": {
        "en": "Keep the A♥ and K♥: they can win heart tricks. Lay down cards that would be "
              "lost.",
        "ja": "♥Aと♥Kはトリックを取れるので残します。取られてしまう札を伏せましょう。"},
    "tutorial.auction.lay_down": {
        "en": "Lay down the Q♣, the 3♦ and the 2♦: the lone queen counts for you laid down, "
              "and with no clubs or diamonds left you can cut them.",
        "ja": "♣Q・♦3・♦2を伏せましょう。伏せた♣Qは組の絵札になり、クラブとダイヤがなくなれば切り"
              "札で切れます。"},
    "tutorial.auction.result": {
        "en": "Your Q♣ lies face down and counts already: 1 of your 12. With no clubs or "
              "diamonds you can cut those suits with trumps. Next: your secret partner.",
        "ja": "伏せた♣Qはもう数に入り、12枚のうち1枚です。クラブとダイヤがないので切り札で切れま"
              "す。次は秘密の相方です。"},

    # ---- bidding lesson 3: the secret adjutant -----------------------------------
    "tutorial.adjutant.title": {"en": "The secret adjutant", "ja": "秘密の副官"},
    "tutorial.adjutant.summary": {
        "en": "Name the adjutant's card, then read from the play who holds it.",
        "ja": "副官の札を指名し、誰が副官かを札の出し方から読む。"},
    "tutorial.adjutant.name": {
        "en": "You won the auction with 13 hearts and laid three cards down. Now name a "
              "card: whoever holds it is your adjutant, a secret partner.",
        "ja": "ハート13枚で大将になり、3枚を伏せました。次に札を1枚指名します。"
              "その札を持つ人が副官、秘密の相方です。"},
    "tutorial.adjutant.prompt_name": {
        "en": "Name the strongest card you do not hold.",
        "ja": "持っていないいちばん強い札を指名しましょう。"},
    "tutorial.adjutant.strongest": {
        "en": "Any card may be named, but a partner with a strong card helps most. You hold "
              "the 5♥; the next trump, the joker, is the one to name.",
        "ja": "どの札も指名できますが、強い札を持つ相方が頼りになります。♥5はあなたの手に"
              "あるので、次に強いジョーカーです。"},
    "tutorial.adjutant.own_card": {
        "en": "The 5♥ is in your hand: you would play alone against four. Name a strong card "
              "you lack.",
        "ja": "♥5はあなたの手札なので、ひとりで4人と戦うことになります。"
              "持っていない強い札を指名しましょう。"},
    "tutorial.adjutant.laid_card": {
        "en": "You laid the Q♦ down: naming it means playing alone. Name a strong card you "
              "lack.",
        "ja": "♦Qは伏せ札なので、ひとりで戦うことになります。持っていない強い札を指名しましょう。"},
    "tutorial.adjutant.secret": {
        "en": "The joker is named. Its holder knows, but says nothing; everyone learns it "
              "only when the joker is played.",
        "ja": "ジョーカーを指名しました。持っている人は分かっていても名乗りません。"
              "ジョーカーが出たとき、全員に分かります。"},
    "tutorial.adjutant.prompt_lead": {
        "en": "Lead the card nobody can beat, and watch what each player gives to it.",
        "ja": "誰にも負けない札をリードし、みんなが何を出すか見ましょう。"},
    "tutorial.adjutant.king_risk": {
        "en": "The K♥ could lose to the A♥ or the joker. Lead the trump nobody can beat.",
        "ja": "♥Kは♥Aやジョーカーに負けるかもしれません。誰にも負けない切り札をリードしましょう。"},
    "tutorial.adjutant.lead_five": {
        "en": "Lead the 5♥: no card can beat it, so what each player gives tells you "
              "something.",
        "ja": "♥5をリードしましょう。誰も勝てないので、みんなの出す札から分かることがあります。"},
    "tutorial.adjutant.gift": {
        "en": "Nobody can beat your 5♥. Hanako and Saburo gave small trumps, but Jiro gave "
              "the Q♥, a face card, to your trick.",
        "ja": "♥5には誰も勝てません。花子さんと三郎さんは小さな切り札でしたが、"
              "次郎さんは絵札の♥Qを出しました。"},
    "tutorial.adjutant.prompt_guess": {
        "en": "Who is most likely your adjutant, holding the joker? Choose a name below.",
        "ja": "ジョーカーを持つ副官は、たぶん誰でしょう？　下の名前から選んでください。"},
    "tutorial.adjutant.not_hanako": {
        "en": "Hanako gave the 2♥, her smallest: that is what a defender does. Who gave you "
              "a face card?",
        "ja": "花子さんはいちばん小さい♥2でした。守備側らしい出し方です。絵札をくれたのは誰でしょ"
              "う？"},
    "tutorial.adjutant.not_saburo": {
        "en": "Saburo gave the 3♥, a small trump, and kept his face cards from you. Who gave "
              "you a face card?",
        "ja": "三郎さんは小さい♥3で、絵札は渡しませんでした。絵札をくれたのは誰でしょう？"},
    "tutorial.adjutant.not_shiro": {
        "en": "Shiro has not played to this trick yet: nothing to read from him. Who gave you "
              "a face card?",
        "ja": "四郎さんはまだこのトリックに出していないので、読む手がかりがありません。絵札をくれ"
              "たのは誰でしょう？"},
    "tutorial.adjutant.look_again": {
        "en": "Look at the trick: who gave a face card to a trick you were sure to win?",
        "ja": "トリックを見てみましょう。あなたが必ず取るトリックに、絵札を出したのは誰？"},
    "tutorial.adjutant.read": {
        "en": "Yes, and Shiro gave a small trump too. A defender never gives the taisho a face "
              "card for nothing: Jiro is most likely your adjutant. Only the joker will prove "
              "it.",
        "ja": "そのとおり、四郎さんも小さな切り札でした。守備側はわざわざ大将に絵札を渡さない"
              "ので、たぶん次郎さんが副官。確かになるのはジョーカーが出たときです。"},
    "tutorial.adjutant.prompt_small": {
        "en": "Your lead again. Lead a small trump: if Jiro holds the joker, it wins for your "
              "side and draws the defenders' trumps.",
        "ja": "またあなたのリードです。小さい切り札を出せば、次郎さんのジョーカーが取り、守備側の"
              "切り札も減ります。"},
    "tutorial.adjutant.keep_jack": {
        "en": "Keep that high trump for later. Lead a small one: Jiro's joker can take it for "
              "your side.",
        "ja": "その強い切り札は後に残しましょう。小さい切り札なら、次郎さんのジョーカーが"
              "取ってくれます。"},
    "tutorial.adjutant.small_trump": {
        "en": "Lead a small trump, the 8♥ or the 10♥: the defenders must follow with trumps, "
              "and Jiro's joker can win.",
        "ja": "小さい切り札（♥8か♥10）をリードしましょう。守備側は切り札を出すしかなく、次郎さん"
              "のジョーカーが勝てます。"},
    "tutorial.adjutant.revealed": {
        "en": "Jiro played the joker, the named card: now everyone knows he is your "
              "adjutant. You read it a trick early.",
        "ja": "次郎さんが指名された札のジョーカーを出し、副官だと全員に分かりました。あなたは1ト"
              "リック前に読んでいましたね。"},
    "tutorial.adjutant.result": {
        "en": "You and Jiro count face cards together, the laid-down Q♦ too: 3 of 13 so "
              "far. Make 13 and you score +13, Jiro +7 (half, rounded up); miss, and you both "
              "lose as much. Defenders score 0.",
        "ja": "伏せた♦Qも入れて、あなたと次郎さんの絵札は今3枚。13枚に届けばあなた+13点、"
              "次郎さん+7点（半分を切り上げ）、届かなければ同じだけ失います。守備側は0点。"},

    # ---- bidding lesson 4: three players (B15, B16) ------------------------------
    "tutorial.three.title": {"en": "Three players", "ja": "3人で遊ぶ"},
    "tutorial.three.summary": {
        "en": "Seventeen cards each, a kitsune of two, and the taisho alone against two.",
        "ja": "1人17枚、きつね2枚、大将1人対守備2人。"},
    "tutorial.three.deal": {
        "en": "Three players: you dealt seventeen cards each, and the last two lie face down in "
              "the middle: the kitsune.",
        "ja": "3人で遊びます。あなたが1人17枚ずつ配り、残りの2枚が真ん中に伏せたきつねです。"},
    "tutorial.three.auction": {
        "en": "The auction is the same among three: Hanako bid 11 hearts, Jiro passed. You "
              "hold the 5♠, both jacks of the black suits and the A♠ and K♠.",
        "ja": "競りは3人でも同じです。花子さんがハート11枚、次郎さんはパス。あなたは♠5、"
              "黒の2枚のJ、♠Aと♠Kを持っています。"},
    "tutorial.three.prompt_bid": {"en": "Top Hanako's bid in spades.",
                                  "ja": "スペードで花子さんの競りより高く競りましょう。"},
    "tutorial.three.bid_12": {
        "en": "A bid must be more than the highest so far: 12 spades tops 11 hearts.",
        "ja": "競りはそれまでの最高より多くなければなりません。スペード12枚ならハート11枚より"
              "上です。"},
    "tutorial.three.dont_pass": {
        "en": "With these spades you can win the auction: bid 12 spades.",
        "ja": "このスペードなら競りに勝てます。スペード12枚で競りましょう。"},
    "tutorial.three.taisho": {
        "en": "Hanako passed: you are the taisho, spades are trump, and the two kitsune cards "
              "join your hand: nineteen cards.",
        "ja": "花子さんがパスしたので、あなたが大将で切り札はスペード。きつねの2枚が手札に入り"
              "19枚になりました。"},
    "tutorial.three.prompt_discard": {"en": "Lay down the lone Q♣ and the 2♦.",
                                      "ja": "1枚だけの♣Qと♦2を伏せましょう。"},
    "tutorial.three.lay_down": {
        "en": "With three players you lay down two cards. The Q♣ would fall to Hanako's A♣ "
              "or K♣; laid down, it counts for you. The 2♦ would win nothing.",
        "ja": "3人では伏せ札は2枚です。♣Qは花子さんの♣Aや♣Kに取られそうですが、伏せれば"
              "あなたの分に数えます。♦2ではトリックを取れません。"},
    "tutorial.three.small_clubs": {
        "en": "The 4♣ and 3♣ would be lost, but so would the lone Q♣, and it is a face card: "
              "laid down, it counts for you.",
        "ja": "♣4と♣3は取られますが、1枚だけの♣Qも取られそうです。絵札の♣Qは伏せれば"
              "あなたの分に数えます。"},
    "tutorial.three.ace_loses": {
        "en": "Hanako may hold the joker, which beats the A♠. The 5♠ beats every card.",
        "ja": "花子さんがジョーカーを持っていれば♠Aは負けます。♠5はどの札にも勝ちます。"},
    "tutorial.three.keep_trumps": {
        "en": "Keep your trumps: alone against two, they win your tricks.",
        "ja": "切り札は残しましょう。1人で2人と戦うとき、トリックを取るのは切り札です。"},
    "tutorial.three.keep_winners": {
        "en": "Keep the A♥ and K♥: they can win heart tricks.",
        "ja": "♥Aと♥Kはハートのトリックを取れるので残しましょう。"},
    "tutorial.three.alone": {
        "en": "No card is named: with three players there is no adjutant. You play alone "
              "against Hanako and Jiro, and the taisho leads the first trick.",
        "ja": "札の指名はありません。3人では副官はいません。あなた1人で花子さんと次郎さんと"
              "戦い、最初のトリックは大将がリードします。"},
    "tutorial.three.prompt_lead": {"en": "Lead the top trump.",
                                   "ja": "いちばん強い切り札をリードしましょう。"},
    "tutorial.three.lead_five": {
        "en": "The 5♠ is the highest trump: nothing beats it.",
        "ja": "♠5はいちばん強い切り札で、どの札にも負けません。"},
    "tutorial.three.result": {
        "en": "Your 5♠ took the trick. Seventeen tricks are played; your face cards, the "
              "laid-down Q♣ included, must reach your bid of 12. Win: +12; miss: −12; the "
              "defenders score 0.",
        "ja": "♠5でトリックを取りました。17トリックを遊び、伏せた♣Qを含めた絵札が競った12枚に"
              "届けば勝ちで+12点、届かなければ−12点。守備側は0点です。"},
    # ---- bidding lesson 5: no auction (B17, B18) ----------------------------------
    "tutorial.free.title": {"en": "No auction", "ja": "競りなし"},
    "tutorial.free.summary": {
        "en": "No taisho: the player after the dealer names trump, each plays for themself.",
        "ja": "大将なし。配り役の右隣が切り札を決め、各自が自分のために戦う。"},
    "tutorial.free.deal": {
        "en": "Without an auction there is no taisho and no adjutant. The three kitsune cards "
              "stay face down out of play; their face cards count for nobody.",
        "ja": "競りなしでは大将も副官もいません。きつねの3枚は伏せたまま使わず、その絵札は誰の"
              "分にもなりません。"},
    "tutorial.free.caller": {
        "en": "You sit after the dealer, so you name the trump, any of the four suits, and "
              "lead the first trick. Look at your spades: the 5, both black jacks, A, K and Q.",
        "ja": "あなたは配り役の右隣なので、4つのマークから切り札を決め、最初のトリックを"
              "リードします。スペードを見てください。5、黒の2枚のJ、A・K・Qがあります。"},
    "tutorial.free.prompt_trump": {"en": "Name the suit you are strongest in.",
                                   "ja": "いちばん強いマークを切り札にしましょう。"},
    "tutorial.free.spades": {
        "en": "Spades: you hold the 5♠, the top trump, and the J♠ and J♣ after it.",
        "ja": "スペードです。いちばん強い♠5と、それに続く♠Jと♣Jを持っています。"},
    "tutorial.free.not_hearts": {
        "en": "Two hearts is too few: with spades trump your 5♠ and both jacks are the top "
              "trumps.",
        "ja": "ハート2枚では少なすぎます。スペードが切り札なら、♠5と2枚のJが最強の切り札です。"},
    "tutorial.free.not_short": {
        "en": "You hold one card of that suit. Name spades, where your strength is.",
        "ja": "そのマークは1枚しかありません。強いスペードを切り札にしましょう。"},
    "tutorial.free.not_clubs": {
        "en": "Only two clubs, the J♣ and the 3♣. Name spades, where you hold the top trump, "
              "the 5♠, and the A, K and Q.",
        "ja": "クラブは♣Jと♣3の2枚だけです。いちばん強い♠5とA・K・Qのあるスペードを"
              "切り札にしましょう。"},
    "tutorial.free.prompt_lead": {"en": "Lead the top trump.",
                                  "ja": "いちばん強い切り札をリードしましょう。"},
    "tutorial.free.lead_five": {
        "en": "The 5♠ is the highest trump: it draws the others' trumps and wins.",
        "ja": "♠5はいちばん強い切り札です。ほかの人の切り札を出させて勝ちます。"},
    "tutorial.free.own": {
        "en": "Your trick. Nobody plays with you now: the face cards you take are yours "
              "alone, counted on your seat.",
        "ja": "あなたのトリックです。今は組む相手がいません。取った絵札はあなただけの分で、"
              "あなたの席に数えます。"},
    "tutorial.free.ace_loses": {
        "en": "The joker, the sei-jack and the ura-jack all beat the A♠; you hold the jacks, "
              "but someone may hold the joker. The 5♠ beats every card.",
        "ja": "ジョーカー・正ジャック・裏ジャックは♠Aより強い札です。Jは2枚ともあなたが持って"
              "いますが、ジョーカーは誰かが持っているかもしれません。♠5はどの札にも勝ちます。"},
    "tutorial.free.small_loses": {
        "en": "The 3♣ wins nothing: everyone else holds a higher club or a trump. Lead the A♥, "
              "the top heart.",
        "ja": "♣3ではトリックを取れません。ほかの人はもっと強いクラブか切り札を持っています。"
              "ハートでいちばん強い♥Aをリードしましょう。"},
    "tutorial.free.prompt_ace": {"en": "Lead the A♥.", "ja": "♥Aをリードしましょう。"},
    "tutorial.free.lead_ace": {
        "en": "The A♥ is the highest heart: with spades trump only a spade could beat it.",
        "ja": "♥Aはハートでいちばん強い札です。切り札のスペードでしか負けません。"},
    "tutorial.free.result": {
        "en": "The A♥ took Hanako's Q♥: two face cards, yours alone. After the last trick "
              "each player scores a point a face card; whoever took the most wins the deal, "
              "and equal counts share the win.",
        "ja": "♥Aで花子さんの♥Qを取り、絵札2枚があなたの分です。最後のトリックのあと、取った"
              "絵札1枚につき1点。いちばん多く取った人がその回の勝者で、同じ枚数なら勝ちを"
              "分け合います。"},
}
