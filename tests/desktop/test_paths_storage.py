"""User folders, bundled assets, atomic writes and setting files aside."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import sys
import time
from datetime import datetime
from pathlib import Path

import pytest

from goninkan_desktop.platform import paths, storage

NOON = datetime(2025, 5, 1, 12, 0, 0)


@pytest.mark.skipif(sys.platform != "linux", reason="XDG folders are Linux's")
def test_user_folders_follow_xdg(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    assert paths.data_dir() == tmp_path / "data" / "Goninkan"
    assert paths.config_dir() == tmp_path / "config" / "Goninkan"
    assert not paths.data_dir().exists()  # looking a folder up never creates it


def test_assets_from_a_checkout_or_an_editable_install() -> None:
    top = Path(paths.__file__).resolve().parents[2] / "assets"  # beside goninkan_desktop/
    assert paths.assets_dir() == top
    for licence in ("fonts/OFL.txt", "sounds/CC0-1.0.txt", "icon/CC0-1.0.txt"):
        assert paths.asset_path(licence).is_file()
    assert paths.asset_path("sounds/deal.wav").is_file()
    assert paths.asset_path("icon/goninkan.png").is_file()


def test_assets_from_an_installed_wheel(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    package = tmp_path / "site-packages" / "goninkan_desktop"
    (package / "assets" / "sounds").mkdir(parents=True)  # the wheel's package data
    monkeypatch.setattr(paths, "__file__", str(package / "platform" / "paths.py"))
    assert paths.asset_path("sounds/click.wav") == package / "assets" / "sounds" / "click.wav"


def test_assets_from_a_pyinstaller_bundle(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    expected = tmp_path / "assets" / "sounds" / "click.wav"
    assert paths.asset_path("sounds/click.wav") == expected


@pytest.mark.parametrize("bad", ["", "../pyproject.toml", "fonts/../../x", "/etc/passwd"])
def test_asset_paths_stay_inside_assets(bad: str) -> None:
    with pytest.raises(ValueError):
        paths.asset_path(bad)


def test_atomic_write_creates_folders_and_leaves_no_temp(tmp_path: Path) -> None:
    target = tmp_path / "a" / "b" / "file.json"
    storage.atomic_write_text(target, "first")
    storage.atomic_write_text(target, "second: 五人関")
    assert target.read_text(encoding="utf-8") == "second: 五人関"
    assert sorted(p.name for p in target.parent.iterdir()) == ["file.json"]


def test_a_failed_write_keeps_the_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "file.json"
    target.write_text("old", encoding="utf-8")

    def refuse(*_args: object) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", refuse)
    with pytest.raises(OSError):
        storage.atomic_write_text(target, "new")
    assert target.read_text(encoding="utf-8") == "old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["file.json"]


def test_stale_temps_are_removed_fresh_ones_kept(tmp_path: Path) -> None:
    target = tmp_path / "autosave.gnk.json"
    stale = tmp_path / ".autosave.gnk.json.4242.tmp"
    fresh = tmp_path / ".autosave.gnk.json.4343.tmp"
    other = tmp_path / ".settings.json.4242.tmp"
    for path in (stale, fresh, other):
        path.write_text("partial", encoding="utf-8")
    old = time.time() - 3600
    os.utime(stale, (old, old))
    os.utime(other, (old, old))
    storage.remove_stale_temps(target)
    assert not stale.exists()
    assert fresh.exists() and other.exists()


def test_set_aside_never_overwrites(tmp_path: Path) -> None:
    names = []
    for content in ("one", "two", "three"):
        path = tmp_path / "settings.json"
        path.write_text(content, encoding="utf-8")
        names.append(storage.set_aside(path, NOON))
        assert not path.exists()
    assert [p.name for p in names] == ["settings.json.broken-20250501-120000",
                                       "settings.json.broken-20250501-120000-2",
                                       "settings.json.broken-20250501-120000-3"]
    assert [p.read_text(encoding="utf-8") for p in names] == ["one", "two", "three"]


def test_set_aside_falls_back_to_rename_without_hard_links(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def no_links(*_args: object) -> None:
        raise PermissionError("no hard links here")

    monkeypatch.setattr(os, "link", no_links)
    (tmp_path / "x.json.broken-20250501-120000").write_text("earlier", encoding="utf-8")
    path = tmp_path / "x.json"
    path.write_text("now", encoding="utf-8")
    moved = storage.set_aside(path, NOON)
    assert moved.name == "x.json.broken-20250501-120000-2"
    assert moved.read_text(encoding="utf-8") == "now"
    assert (tmp_path / "x.json.broken-20250501-120000").read_text(encoding="utf-8") == "earlier"


def test_set_aside_of_a_missing_file_raises(tmp_path: Path) -> None:
    with pytest.raises(OSError):
        storage.set_aside(tmp_path / "nothing.json", NOON)
