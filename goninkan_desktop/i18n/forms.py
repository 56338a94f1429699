"""The bidding game's forms in words (docs/rules.md section 12): "three players", "no auction"."""

from __future__ import annotations

from engine.games import Game
from goninkan_desktop.i18n import t
from goninkan_desktop.profile.choices import form_of


def form_words(game: Game) -> str:
    """The form ``game`` plays in a few words ("three players, no auction"); ``""`` for
    Goninkan and the usual bidding game."""
    form = form_of(game)
    if not form:
        return ""
    parts = [t(f"form.{part}") for part in ("three-players", "no-auction") if part in form]
    return t("form.join").join(parts)


def with_form(name: str, game: Game) -> str:
    """A game's name with its form, if not the usual one: "Bidding game (three players)"."""
    words = form_words(game)
    return t("form.named", game=name, form=words) if words else name
