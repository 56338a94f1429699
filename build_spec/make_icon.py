"""Draw the game's icon with our own card art, as PNG, Windows ICO and macOS ICNS.

A fan of the trump ace and the joker — the two cards that make the Kankei
partners — on a round felt badge. Run it after changing the card art:
``python build_spec/make_icon.py`` writes ``assets/icon/``.
ICO and ICNS both hold PNG images, so no imaging library is needed.
"""

from __future__ import annotations

import io
import os
import struct
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame

from goninkan_desktop.ui.render.cards import CardRenderer

SIZE = 512
OUT = Path(__file__).resolve().parents[1] / "assets" / "icon"


def draw_icon() -> pygame.Surface:
    renderer = CardRenderer()
    icon = pygame.Surface((SIZE, SIZE), pygame.SRCALPHA)
    pygame.draw.circle(icon, (14, 74, 44), (SIZE // 2, SIZE // 2), SIZE // 2 - 4)
    pygame.draw.circle(icon, (205, 160, 52), (SIZE // 2, SIZE // 2), SIZE // 2 - 4, width=10)
    width = int(SIZE * 0.42)
    for code, angle, dx in (("AC", 14, -0.11), ("JOKER", -12, 0.11)):
        card = pygame.transform.rotozoom(renderer.face(code, width), angle, 1.0)
        rect = card.get_rect(center=(int(SIZE * (0.5 + dx)), int(SIZE * 0.5)))
        icon.blit(card, rect)
    return icon


def png_bytes(icon: pygame.Surface, size: int) -> bytes:
    buffer = io.BytesIO()
    pygame.image.save(pygame.transform.smoothscale(icon, (size, size)), buffer, "icon.png")
    return buffer.getvalue()


def ico(images: dict[int, bytes]) -> bytes:
    """A Windows icon file holding PNG images (supported since Windows Vista)."""
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    entries, data = b"", b""
    for size, png in sorted(images.items()):
        side = 0 if size >= 256 else size  # 0 means 256
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset + len(data))
        data += png
    return header + entries + data


ICNS_TYPES = {128: b"ic07", 256: b"ic08", 512: b"ic09"}


def icns(images: dict[int, bytes]) -> bytes:
    """A macOS icon file holding PNG images."""
    body = b"".join(ICNS_TYPES[size] + struct.pack(">I", len(png) + 8) + png
                    for size, png in sorted(images.items()) if size in ICNS_TYPES)
    return b"icns" + struct.pack(">I", len(body) + 8) + body


def main() -> None:
    pygame.init()
    OUT.mkdir(parents=True, exist_ok=True)
    icon = draw_icon()
    images = {size: png_bytes(icon, size) for size in (16, 32, 48, 64, 128, 256, 512)}
    (OUT / "goninkan.png").write_bytes(images[512])
    (OUT / "goninkan-64.png").write_bytes(images[64])
    (OUT / "goninkan.ico").write_bytes(ico({s: images[s] for s in (16, 32, 48, 64, 256)}))
    (OUT / "goninkan.icns").write_bytes(icns(images))
    print(f"wrote {OUT}")


if __name__ == "__main__":
    main()
