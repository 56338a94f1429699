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
}
