"""Colours, fonts, company constants and colour helpers."""

from __future__ import annotations

FONT = "'Liberation Sans', 'DejaVu Sans', Arial, Helvetica, sans-serif"
SERIF = "'Liberation Serif', 'DejaVu Serif', Georgia, 'Times New Roman', serif"

NAVY = "#0F2A4A"
NAVY_2 = "#1B3F6B"
TEAL = "#1F8A8A"
TEAL_LIGHT = "#5CC3B8"
GOLD = "#F4B942"
CREAM = "#FBF7EF"

COMPANY = "Harborpoint Mortgage"
COMPANY_PHONE = "(248) 555-0142"
COMPANY_NMLS = "1234567"


def _rgb(c: str) -> tuple[int, int, int]:
    c = c.lstrip("#")
    return int(c[0:2], 16), int(c[2:4], 16), int(c[4:6], 16)


def _hex(r: float, g: float, b: float) -> str:
    return "#%02X%02X%02X" % tuple(max(0, min(255, round(v))) for v in (r, g, b))


def mix(a: str, b: str, t: float) -> str:
    ra, rb = _rgb(a), _rgb(b)
    return _hex(*(x + (y - x) * t for x, y in zip(ra, rb)))


def shade(c: str, f: float) -> str:
    """f < 1 darkens, f > 1 lightens towards white."""
    if f <= 1:
        return _hex(*(v * f for v in _rgb(c)))
    return mix(c, "#FFFFFF", min(1.0, f - 1))
