"""Hair styles: the artwork is data in hair-styles.json, drawn here in the hair colour and its shades."""

from __future__ import annotations

import json
import math
import os

from .palette import shade
from .svg import element

with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "hair-styles.json"), encoding="utf-8") as _fh:
    STYLES = json.load(_fh)


def _wavy_edge(x0, x1, y, waves, amp):
    """A path segment (from x1 back to x0) with a wavy bottom edge."""
    parts = []
    step = (x1 - x0) / waves
    for i in range(waves):
        xa = x1 - step * i
        xb = xa - step
        parts.append(f"Q {xa - step / 2:.1f} {y + amp * (1 if i % 2 == 0 else -0.4):.1f} {xb:.1f} {y:.1f}")
    return " ".join(parts)


def _circle_ring(cx, cy, rx, ry, r, n, start=0.0, end=2 * math.pi, fill="#000"):
    out = []
    for i in range(n):
        a = start + (end - start) * i / max(1, n - 1)
        out.append(f'<circle cx="{cx + rx * math.cos(a):.1f}" cy="{cy + ry * math.sin(a):.1f}" r="{r}" fill="{fill}"/>')
    return "".join(out)


def _tips(points):
    """Straight segments through the points of a spiky or messy fringe."""
    return "".join(f"L {x} {y} " for x, y in points)


_PATH_PIECES = {
    "wavy_edge": lambda p: _wavy_edge(*p["args"]),
    "tips": lambda p: _tips(p["points"]),
}


def _colour(value, hc: str):
    if value == "hair":
        return hc
    if value in STYLES["roles"]:
        return shade(hc, STYLES["roles"][value])
    return value


def _draw(el: dict, hc: str) -> str:
    if el.get("draw") == "circle_ring":
        start, end = (math.radians(a) for a in el["arc"])
        return _circle_ring(*el["args"], start, end, _colour(el["fill"], hc))
    pairs = []
    for k, v in el.items():
        if k == "tag":
            continue
        if k == "d" and isinstance(v, list):
            v = "".join(p if isinstance(p, str) else _PATH_PIECES[p["draw"]](p) for p in v)
        elif k in ("fill", "stroke"):
            v = _colour(v, hc)
        pairs.append((k, v))
    return element(el["tag"], pairs)


def _layer(layer: str, look: dict, hc: str) -> str:
    return "".join(_draw(el, hc) for el in STYLES[layer].get(look["hair"], []))


def hair_back(look: dict, hc: str) -> str:
    """Hair drawn behind the head (long hair, buns, afros, the hijab's drape)."""
    return _layer("back", look, hc)


def hair_front(look: dict, hc: str) -> str:
    """Hair drawn over the forehead."""
    return _layer("front", look, hc)
