"""A broken file's message says where the copy kept aside lies, whole, in the player's language.

Play-tested: "The saved game could not be read. It has been kept as “autosave.gnk.json.broken-…”"
named the file but not its folder, which a player cannot guess (it lies in the game's own data
or settings folder). The message now names the folder by its whole path, wrapped to fit the
message's panel (a long path breaks after a ``/``), at 960 × 600 in both languages.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from menu_driver import Desktop, texts

from goninkan_desktop.i18n import set_language
from goninkan_desktop.platform import paths
from goninkan_desktop.profile.saves import AUTOSAVE_NAME
from goninkan_desktop.profile.settings import settings_path
from goninkan_desktop.ui.nodes.base import Node
from goninkan_desktop.ui.nodes.text import TextNode
from goninkan_desktop.ui.question import QuestionScene


def lines(node: Node) -> list[TextNode]:
    own = [node] if isinstance(node, TextNode) and node.visible and node.text else []
    return own + [line for child in node.children if child.visible for line in lines(child)]


def broken_autosave() -> Path:
    path = paths.data_dir() / AUTOSAVE_NAME
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b'{"format": "goninkan-record", "ver')
    return path.parent


def broken_settings() -> Path:
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b'{"format": "goninkan-settings", "version": 1, "spee')
    return path.parent


@pytest.mark.parametrize("breaking", [broken_autosave, broken_settings],
                         ids=["autosave", "settings"])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_message_names_the_folder_of_the_copy_kept(breaking, lang: str) -> None:  # type: ignore[no-untyped-def]
    folder = breaking()
    kept = next(folder.glob("*.broken-*"), None)
    assert kept is None  # set aside only once the game starts
    desk = Desktop(size=(960, 600), language=lang)
    try:
        kept = next(folder.glob("*.broken-*"))
        question = desk.top
        assert isinstance(question, QuestionScene)
        said = "".join(texts(question.root)).replace(" ", "")
        assert kept.name.replace(" ", "") in said
        assert str(kept.parent).replace(" ", "") in said  # the whole folder, to find it by
        panel = question.dialog.world_rect
        for line in lines(question.dialog):
            assert panel.contains(line.world_rect), (line.text, line.world_rect, panel)
    finally:
        desk.close()
        set_language("en")
