"""Numbers as the game writes them: a true minus sign (U+2212), and a plus on gains."""

from __future__ import annotations

MINUS = "\u2212"


def signed(value: float, decimals: int = 0) -> str:
    """Points with their sign, to ``decimals`` places: "+3", "−2", "0", "+0.5"."""
    text = f"{abs(value):.{decimals}f}"
    if round(value, decimals) > 0:
        return f"+{text}"
    if round(value, decimals) < 0:
        return f"{MINUS}{text}"
    return text


def minus(value: object) -> str:
    """A number (or text holding one) with a true minus sign and no plus: "−3", "4"."""
    return str(value).replace("-", MINUS)
