"""Small SVG helpers shared by the drawing modules."""

from __future__ import annotations

from .palette import FONT


def attrs(pairs) -> str:
    """' k="v"' for each (k, v), in order, skipping None values."""
    return "".join(f' {k}="{v}"' for k, v in pairs if v is not None)


def element(tag: str, pairs) -> str:
    return f"<{tag}{attrs(pairs)}/>"


def rel_path(template: str, x: float, y: float, s: float) -> str:
    """Path data whose numbers are offsets from (x, y) scaled by s: "M -26 -8 L ..." -> "M {x - 26 * s} {y - 8 * s} L ...".

    An offset of 0 is written as the bare x or y, as the hand-written f-strings did."""
    out, axis = [], 0
    for tok in template.split():
        if tok.isalpha():
            out.append(tok)
            axis = 0
            continue
        k = int(tok) if tok.lstrip("-").isdigit() else float(tok)
        base = y if axis else x
        out.append(str(base if k == 0 else base + k * s))
        axis ^= 1
    return " ".join(out)


def text(x, y, body: str, size, fill: str, weight=None, family: str = FONT, spacing=None, opacity=None,
         anchor=None) -> str:
    pairs = [("x", x), ("y", y), ("text-anchor", anchor), ("font-family", family), ("font-size", size),
             ("font-weight", weight), ("fill", fill), ("letter-spacing", spacing), ("opacity", opacity)]
    return f"<text{attrs(pairs)}>{body}</text>"


def blur_group(blur: float, region: str = "") -> tuple[str, str]:
    """(defs, opening <g>) that blur everything in the group by stdDeviation=blur; ("", "<g>") for no blur."""
    if not blur:
        return "", "<g>"
    return (f'<defs><filter id="b"{region}><feGaussianBlur stdDeviation="{blur}"/></filter></defs>',
            '<g filter="url(#b)">')
