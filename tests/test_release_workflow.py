"""The release workflow (it runs only on GitHub): parsed, and checked for what it must do."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parents[1]


def workflow() -> dict[Any, Any]:
    loaded = yaml.safe_load((ROOT / ".github" / "workflows" / "release.yml").read_text())
    assert isinstance(loaded, dict)
    return loaded


def test_runs_on_version_tags() -> None:
    triggers = workflow()[True]  # YAML 1.1 reads the key `on` as true
    assert triggers["push"]["tags"] == ["v*"]


def test_builds_and_self_tests_on_all_three_systems() -> None:
    build = workflow()["jobs"]["build"]
    systems = build["strategy"]["matrix"]["os"]
    assert {s.split("-")[0] for s in systems} == {"ubuntu", "windows", "macos"}
    commands = " ".join(step.get("run", "") for step in build["steps"])
    assert "build_spec/build.py --package release" in commands
    assert '.[build]' in commands
    assert build["env"]["SDL_VIDEODRIVER"] == "dummy"
    uses = [step.get("uses", "") for step in build["steps"]]
    assert any(u.startswith("actions/upload-artifact@") for u in uses)


def test_attaches_files_to_the_tagged_release() -> None:
    release = workflow()["jobs"]["release"]
    assert release["needs"] == "build"
    assert "refs/tags/v" in release["if"]
    script = " ".join(step.get("run", "") for step in release["steps"])
    assert "gh release create" in script and "release/*" in script
    assert workflow()["permissions"]["contents"] == "write"


def test_the_build_script_and_spec_exist() -> None:
    for name in ("build.py", "goninkan.spec", "launcher.py"):
        assert (ROOT / "build_spec" / name).is_file()
