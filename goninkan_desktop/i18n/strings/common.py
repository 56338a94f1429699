"""Names and words used everywhere: suits, cards, teams, Tsugaru terms."""

STRINGS: dict[str, dict[str, str]] = {
    "game.title": {"en": "Goninkan", "ja": "ゴニンカン"},
    "suit.C": {"en": "clubs", "ja": "グラフ"},
    "suit.D": {"en": "diamonds", "ja": "ダイヤ"},
    "suit.H": {"en": "hearts", "ja": "ハート"},
    "suit.S": {"en": "spades", "ja": "スッペ"},
    "team.kankei": {"en": "Kankei", "ja": "関係"},
    "team.mukankei": {"en": "Mukankei", "ja": "無関係"},
    "team.with_note": {"en": "{team} · {note}", "ja": "{team}・{note}"},
    "card.joker": {"en": "joker", "ja": "ババ"},
    "term.yaku": {"en": "trump (yaku)", "ja": "役"},
}
