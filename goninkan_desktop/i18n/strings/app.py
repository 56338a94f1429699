"""The application around the table: continuing a saved game, problems with files, sound.

``{file}`` is the name a bad file was kept under (see ``settings.SettingsLoad``
and ``saves.LoadResult``); ``{round}`` and ``{deal}`` are numbers.
"""

STRINGS: dict[str, dict[str, str]] = {
    "app.continue.question": {
        "en": "Continue the game you were playing?",
        "ja": "途中の勝負の続きから遊びますか？",
    },
    "app.continue.where": {
        "en": "Round {round}, deal {deal}",
        "ja": "第{round}回　{deal}戦目",
    },
    "app.continue.yes": {"en": "Continue", "ja": "続きから遊ぶ"},
    "app.continue.no": {"en": "New game", "ja": "新しく始める"},
    "app.save.corrupt": {
        "en": "The saved game could not be read. It has been kept as “{file}”, so "
              "nothing is lost, in this folder:\n"
              "{folder}\n"
              "Please start a new game.",
        "ja": "保存したゲームを読み込めませんでした。ファイルは「{file}」という名"
              "前で、次のフォルダーに残してあります。\n"
              "{folder}\n"
              "新しい勝負を始めてください。",
    },
    "app.save.future": {
        "en": "The saved game was made by a newer version of Goninkan and cannot be "
              "continued here. It has been kept as “{file}” in this folder:\n"
              "{folder}",
        "ja": "保存したゲームは新しい版のゴニンカンで作られたため、この版では続けられま"
              "せん。ファイルは「{file}」という名前で、次のフォルダーに残してあり"
              "ます。\n"
              "{folder}",
    },
    "app.save.illegal": {
        "en": "The saved game contains a move the rules do not allow, so it cannot be "
              "continued. It has been kept as “{file}” in this folder:\n"
              "{folder}",
        "ja": "保存したゲームにルールで認められない手が含まれているため、続けられません"
              "。ファイルは「{file}」という名前で、次のフォルダーに残してあります"
              "。\n"
              "{folder}",
    },
    "app.save.unreadable": {
        "en": "The saved game could not be opened. Please start a new game.",
        "ja": "保存したゲームを開けませんでした。新しい勝負を始めてください。",
    },
    "app.save.kept_unfinished": {
        "en": "Your unfinished match was kept as “{file}” (continue it with --resume).",
        "ja": "途中の勝負は「{file}」として残してあります（--resume で続けられます）。",
    },
    "app.save.not_kept": {
        "en": "The unfinished match could not be kept, so no new match was started: {error}",
        "ja": "途中の勝負を残せなかったため、新しい勝負は始めませんでした：{error}",
    },
    "app.already_open.title": {
        "en": "Goninkan is already open",
        "ja": "ゴニンカンはもう開いています",
    },
    "app.already_open.text": {
        "en": "Goninkan is already open in another window. Please carry on there: "
              "this window will close, so the other one keeps your game.",
        "ja": "ゴニンカンは別のウィンドウですでに開いています。そちらで続けてください。"
              "勝負はそちらに保存されるので、このウィンドウは閉じます。",
    },
    "app.already_open.close": {
        "en": "Close",
        "ja": "閉じる",
    },
    "app.save.failed": {
        "en": "The game could not be saved. You can keep playing, but if the window "
              "closes, this game cannot be continued.",
        "ja": "この勝負を保存できませんでした。このまま遊べますが、ウィンドウを閉じると続きから遊"
              "べなくなります。",
    },
    "app.settings.corrupt": {
        "en": "The settings could not be read, so the usual settings are used. The old "
              "file has been kept as “{file}” in this folder:\n"
              "{folder}",
        "ja": "設定を読み込めなかったため、初期設定で始めます。元のファイルは「{fil"
              "e}」という名前で、次のフォルダーに残してあります。\n"
              "{folder}",
    },
    "app.settings.future": {
        "en": "The settings were saved by a newer version of Goninkan, so the usual "
              "settings are used. The old file has been kept as “{file}” in this "
              "folder:\n"
              "{folder}",
        "ja": "設定は新しい版のゴニンカンで保存されたものなので、初期設定で始めます。元"
              "のファイルは「{file}」という名前で、次のフォルダーに残してあります"
              "。\n"
              "{folder}",
    },
    "app.settings.unreadable": {
        "en": "The settings could not be opened, so the usual settings are used.",
        "ja": "設定を開けなかったため、初期設定で始めます。",
    },
    "app.settings.failed": {
        "en": "The settings could not be saved.",
        "ja": "設定を保存できませんでした。",
    },
    "app.sound.unavailable": {
        "en": "No sound device was found, so the game plays without sound.",
        "ja": "音を出す機器が見つからないため、音なしで遊びます。",
    },
    "app.already_open.countdown": {
        "en": "{label} ({seconds} s)",
        "ja": "{label}（あと{seconds}秒）",
    },
}
