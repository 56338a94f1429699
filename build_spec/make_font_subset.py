"""Build the bundled Japanese font: BIZ UDPGothic cut down to the game's own characters.

The characters are ``goninkan_desktop.ui.render.charset.required_text()``: every
string of the i18n catalogue in both languages plus a fixed margin (ASCII,
kana, punctuation, names). Run it again whenever a string is added::

    apt-get install -y fonts-morisawa-bizud-gothic   # the source font (OFL 1.1)
    .venv/bin/pip install fonttools
    .venv/bin/python build_spec/make_font_subset.py

It writes ``assets/fonts/BIZUDPGothic-{Regular,Bold}-subset.ttf``.
The output depends only on the source font and the characters (no timestamp),
so an unchanged catalogue gives the same bytes.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from fontTools import subset  # type: ignore[import-untyped,import-not-found,unused-ignore]
from fontTools.ttLib import TTFont  # type: ignore[import-untyped,import-not-found,unused-ignore]

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from goninkan_desktop.ui.render import charset  # noqa: E402 - needs the path above
from goninkan_desktop.ui.render.fonts import FONT_FILES  # noqa: E402

SOURCE_DIR = Path("/usr/share/fonts/truetype/bizud-gothic")
SOURCE_FILES = {False: "BIZUDPGothic-Regular.ttf", True: "BIZUDPGothic-Bold.ttf"}
OUT_DIR = ROOT / "assets" / "fonts"


def subset_options() -> subset.Options:
    """Keep what horizontal UI text needs; drop vertical metrics; keep hinting and all names."""
    options = subset.Options()
    options.name_IDs = ["*"]  # keep the copyright and licence records
    options.name_languages = ["*"]
    options.drop_tables += ["vhea", "vmtx", "meta", "DSIG"]
    options.notdef_outline = True
    options.recalc_timestamp = False
    return options


def make_subset(source: Path, target: Path, text: str) -> None:
    """Write the subset of ``source`` covering ``text`` to ``target``."""
    font = TTFont(source, recalcTimestamp=False)
    missing = "".join(c for c in text if ord(c) not in font.getBestCmap())
    if missing:
        raise SystemExit(f"{source.name} has no glyph for {missing!r}: use other characters "
                         "in the strings (or in render/charset.py)")
    subsetter = subset.Subsetter(subset_options())
    subsetter.populate(unicodes=[ord(c) for c in text])
    subsetter.subset(font)
    target.parent.mkdir(parents=True, exist_ok=True)
    font.save(target)


def main(argv: list[str] | None = None) -> int:
    """Build both weights; print the sizes."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source-dir", type=Path, default=SOURCE_DIR,
                        help=f"folder of the BIZ UDPGothic TTFs (default {SOURCE_DIR})")
    parser.add_argument("--out-dir", type=Path, default=OUT_DIR, help="where to write")
    args = parser.parse_args(argv)
    text = charset.required_text()
    print(f"{len(text)} characters ({len(charset.catalogue_text())} from the catalogue)")
    for bold, name in SOURCE_FILES.items():
        target = args.out_dir / FONT_FILES[bold]
        make_subset(args.source_dir / name, target, text)
        print(f"{target.relative_to(ROOT) if target.is_relative_to(ROOT) else target}: "
              f"{target.stat().st_size / 1024:.0f} KiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
