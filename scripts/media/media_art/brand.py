"""Brand artwork: lighthouse mark, logos, favicon, harbour scene, hiring banner, og image,
each broker's social card and reviewer avatars."""

from __future__ import annotations

import hashlib
import unicodedata
from xml.sax.saxutils import escape

from .looks import hashed_look
from .palette import COMPANY, COMPANY_NMLS, COMPANY_PHONE, CREAM, GOLD, NAVY, NAVY_2, SERIF, TEAL, TEAL_LIGHT, shade
from .portrait import portrait_parts, portrait_svg
from .svg import rel_path, text


def _svg_open(w, h, extra: str = "") -> str:
    return f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}"{extra}>'


def lighthouse_mark(x: float, y: float, s: float, bg: str = NAVY, tower: str = "#FFFFFF", beam: str = GOLD,
                    water: str = TEAL_LIGHT, rounded: bool = False) -> str:
    """A 64x64 lighthouse mark placed at (x, y) and scaled by s."""
    shape = (f'<rect width="64" height="64" rx="14" fill="{bg}"/>' if rounded
             else f'<circle cx="32" cy="32" r="32" fill="{bg}"/>')
    return (f'<g transform="translate({x} {y}) scale({s})">{shape}'
            f'<path d="M 32 17 L 6 10 L 6 20 Z" fill="{beam}" opacity="0.85"/>'
            f'<path d="M 32 17 L 58 10 L 58 20 Z" fill="{beam}" opacity="0.85"/>'
            f'<path d="M 27 12 L 32 7 L 37 12 Z" fill="{tower}"/>'
            f'<rect x="27" y="12" width="10" height="9" rx="1.5" fill="{beam}"/>'
            f'<rect x="25.5" y="20.5" width="13" height="2.6" rx="1" fill="{tower}"/>'
            f'<path d="M 27.5 23 L 36.5 23 L 39.5 47 L 24.5 47 Z" fill="{tower}"/>'
            f'<path d="M 26.4 31 L 37.6 31 L 38.2 36 L 25.8 36 Z" fill="#D94F3D"/>'
            f'<path d="M 8 49 q 6 -5 12 0 t 12 0 t 12 0 t 12 0 L 56 57 Q 32 66 8 57 Z" fill="{water}"/>'
            f'</g>')


def _wordmark(x, y, size, fill, spacing, y2, size2, fill2, spacing2) -> str:
    """The name in serif over MORTGAGE in spaced capitals, set 2 units further right."""
    return (text(x, y, "Harborpoint", size, fill, weight="700", family=SERIF, spacing=spacing)
            + text(x + 2, y2, "MORTGAGE", size2, fill2, weight="700", spacing=spacing2))


def _labelled(w, h, title: str) -> str:
    return _svg_open(w, h, ' role="img" aria-labelledby="t"') + f'<title id="t">{title}</title>'


def logo_svg() -> str:
    return (_labelled(300, 64, COMPANY) + lighthouse_mark(0, 0, 1)
            + _wordmark(76, 35, 29, NAVY, "0.3", 55, 12.5, TEAL, "6.2") + '</svg>\n')


def logo_quote_svg() -> str:
    """The quote funnel's logo: the site's own logo (one company from the first page to the thank-you)."""
    return logo_svg()


def logo_vetlife_svg() -> str:
    """VetLife's logo: the site's lighthouse mark, the programme's name and, under it, the company's."""
    return (_labelled(320, 64, f"VetLife · by {COMPANY}") + lighthouse_mark(0, 0, 1)
            + text(76, 35, "VetLife", 29, NAVY, weight="700", family=SERIF, spacing="0.3")
            + text(78, 55, "BY HARBORPOINT MORTGAGE", 12, TEAL, weight="700", spacing="1.6") + '</svg>\n')


def favicon_svg() -> str:
    return _svg_open(64, 64) + lighthouse_mark(0, 0, 1, rounded=True) + '</svg>\n'


def _waves(y0, width, rows, colour, amp=10, period=120, opacity=0.5):
    out = []
    for i in range(rows):
        y = y0 + i * 26
        d = [f"M 0 {y}"]
        x = 0
        while x < width:
            d.append(f"q {period / 4} {-amp} {period / 2} 0 t {period / 2} 0")
            x += period
        out.append(f'<path d="{" ".join(d)}" stroke="{colour}" stroke-width="3" fill="none" opacity="{opacity - i * 0.07:.2f}"/>')
    return "".join(out)


# (path relative to the lighthouse's foot, in units of the scene's scale; fill)
_BEAMS = [("M 0 -182 L -560 -250 L -560 -130 Z", "url(#beamL)"), ("M 0 -182 L 440 -240 L 440 -150 Z", "url(#beamR)")]
_TOWER = [("M -70 20 Q 0 -40 90 20 Z", "#3A4A5E"), ("M -26 -8 L -16 -160 L 16 -160 L 26 -8 Z", "#FFFFFF"),
          ("M -22.5 -60 L 22.5 -60 L 21 -84 L -21 -84 Z", "#D94F3D"),
          ("M -19 -112 L 19 -112 L 18 -134 L -18 -134 Z", "#D94F3D")]
_LANTERN_ROOF = ("M -18 -196 L 0 -214 L 18 -196 Z", "#2B3A4C")
_BOAT = [("M -34 0 L 34 0 L 24 12 L -24 12 Z", "hull"), ("M 0 -4 L 0 -70 L 30 -8 Z", "sail"),
         ("M -4 -8 L -4 -56 L -26 -8 Z", "jib")]


def _paths(shapes, x, y, s, colours=None) -> str:
    colours = colours or {}
    return "".join(f'<path d="{rel_path(d, x, y, s)}" fill="{colours.get(fill, fill)}"/>' for d, fill in shapes)


def harbor_scene(w: int, h: int, horizon: float, lighthouse_x: float, scale: float = 1.0) -> str:
    """Dusk harbour: sky, sun, hills with houses, water, a lighthouse and sailboats."""
    s = scale
    houses = []
    hx = 40
    palette = ["#F2E3C6", "#E7C9A9", "#D9E4EC", "#F4D6CC", "#E2E8D5"]
    roofs = ["#8E3B2F", "#2E4A6B", "#6B4A3A", "#3F6B5A"]
    quay = horizon - 10 * s
    i = 0
    while hx < w * 0.55:
        hw = 46 * s + (i % 3) * 10 * s
        hh = 34 * s + (i % 2) * 12 * s + (i % 5 == 2) * 18 * s
        houses.append(f'<rect x="{hx:.0f}" y="{quay - hh:.0f}" width="{hw:.0f}" height="{hh:.0f}" fill="{palette[i % 5]}"/>'
                      f'<path d="M {hx - 4 * s:.0f} {quay - hh:.0f} L {hx + hw / 2:.0f} {quay - hh - 22 * s:.0f} L {hx + hw + 4 * s:.0f} {quay - hh:.0f} Z" fill="{roofs[i % 4]}"/>'
                      f'<rect x="{hx + hw * 0.3:.0f}" y="{quay - hh * 0.65:.0f}" width="{8 * s:.0f}" height="{9 * s:.0f}" fill="{GOLD}" opacity="0.9"/>')
        hx += hw + 14 * s
        i += 1
    houses.append(f'<rect x="0" y="{quay:.0f}" width="{hx + 10 * s:.0f}" height="{10 * s + 1:.0f}" fill="#263F57"/>'
                  + "".join(f'<rect x="{px:.0f}" y="{quay:.0f}" width="{5 * s:.0f}" height="{24 * s:.0f}" fill="#263F57"/>'
                            for px in range(30, int(hx), int(90 * s))))
    lx = lighthouse_x
    ly = horizon + 12 * s
    tower = (_paths(_TOWER, lx, ly, s)
             + f'<rect x="{lx - 24 * s}" y="{ly - 168 * s}" width="{48 * s}" height="{8 * s}" rx="{2 * s}" fill="#2B3A4C"/>'
             f'<rect x="{lx - 14 * s}" y="{ly - 196 * s}" width="{28 * s}" height="{28 * s}" fill="{GOLD}"/>'
             + _paths([_LANTERN_ROOF], lx, ly, s))

    def boat(bx, by, bs, sail="#FFFFFF"):
        return _paths(_BOAT, bx, by, bs, {"hull": "#8E3B2F", "sail": sail, "jib": shade(sail, 0.92)})

    beam_stops = '<stop offset="0" stop-color="#FFE9A8" stop-opacity="{}"/><stop offset="1" stop-color="#FFE9A8" stop-opacity="0"/>'
    return (f'<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">'
            f'<stop offset="0" stop-color="#16345C"/><stop offset="0.55" stop-color="#3F6E9A"/><stop offset="1" stop-color="#F3B679"/></linearGradient>'
            f'<linearGradient id="beamL" x1="1" y1="0" x2="0" y2="0">{beam_stops.format("0.5")}</linearGradient>'
            f'<linearGradient id="beamR" x1="0" y1="0" x2="1" y2="0">{beam_stops.format("0.4")}</linearGradient>'
            f'<linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2C6E8A"/><stop offset="1" stop-color="{NAVY}"/></linearGradient></defs>'
            f'<rect width="{w}" height="{h}" fill="url(#sky)"/>'
            f'<circle cx="{w * 0.36:.0f}" cy="{horizon - 200 * s:.0f}" r="{34 * s:.0f}" fill="#FFE7B8" opacity="0.95"/>'
            f'<circle cx="{w * 0.36 + 14 * s:.0f}" cy="{horizon - 208 * s:.0f}" r="{30 * s:.0f}" fill="#1F406A" opacity="0.9"/>'
            + "".join(f'<circle cx="{(37 * k * 97) % w}" cy="{(k * 53) % int(horizon * 0.5) + 12}" r="{1.2 + (k % 3) * 0.6}" fill="#FFFFFF" opacity="0.7"/>' for k in range(1, 40))
            + f'<path d="M 0 {horizon:.0f} L 0 {horizon - 70 * s:.0f} C {w * 0.15:.0f} {horizon - 130 * s:.0f} {w * 0.4:.0f} {horizon - 110 * s:.0f} {w * 0.62:.0f} {horizon:.0f} Z" fill="#2F4F6A"/>'
            + "".join(houses)
            + _paths(_BEAMS, lx, ly, s)
            + f'<rect y="{horizon:.0f}" width="{w}" height="{h - horizon:.0f}" fill="url(#sea)"/>'
            + "".join(f'<rect x="{w * 0.36 - (60 - k * 9) * s:.0f}" y="{horizon + (14 + k * 22) * s:.0f}" width="{(120 - k * 18) * s:.0f}" height="{4 * s:.0f}" rx="{2 * s:.0f}" fill="#FFD79A" opacity="{0.45 - k * 0.07:.2f}"/>' for k in range(5))
            + _waves(horizon + 24 * s, w, int((h - horizon) / 26) + 1, "#9FD3E0", amp=6 * s, period=90 * s, opacity=0.55)
            + boat(w * 0.18, horizon + 50 * s, 0.9 * s) + boat(w * 0.52, horizon + 30 * s, 0.6 * s, "#F7E7C6")
            + tower)


def hiring_banner_svg() -> str:
    return _svg_open(1600, 500) + harbor_scene(1600, 500, 330, 1330, 1.15) + '</svg>'


def og_default_svg() -> str:
    lines = [  # x, y, text, size, fill, bold
        (92, 236, "Brokered mortgage rates,", 40, NAVY, True),
        (92, 284, "shopped for you.", 40, NAVY, True),
        (92, 336, "Purchase  ·  Refinance  ·  Home Equity  ·  VA", 23, "#3B4A5C", False),
        (92, 372, "No SSN required. Zero impact to credit.", 17, "#5A6878", False),
    ]
    return (_svg_open(1200, 630) + harbor_scene(1200, 630, 470, 1010, 0.95)
            + f'<rect x="56" y="56" width="720" height="340" rx="28" fill="{CREAM}" opacity="0.96"/>'
            + lighthouse_mark(92, 92, 1.25)
            + _wordmark(190, 134, 46, NAVY, None, 162, 17, TEAL, "9")
            + "".join(text(x, y, t, size, fill, weight="700" if bold else None) for x, y, t, size, fill, bold in lines)
            + text(56, 600, f"NMLS #{COMPANY_NMLS}  ·  {COMPANY_PHONE}  ·  Equal Housing Opportunity", 19, "#FFFFFF",
                   opacity="0.92")
            + '</svg>')


def social_svg(broker: dict, look: dict) -> str:
    name = escape(f'{broker["firstName"]} {broker["lastName"]}')
    title = escape(broker["title"])
    size = 64 if len(name) <= 16 else 56 if len(name) <= 20 else 48
    states = " · ".join(broker["states"][:6])
    return (_svg_open(1200, 630)
            + f'<defs><clipPath id="c"><circle cx="300" cy="315" r="215"/></clipPath>'
            f'<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="{NAVY}"/><stop offset="1" stop-color="{NAVY_2}"/></linearGradient></defs>'
            f'<rect width="1200" height="630" fill="url(#g)"/>'
            f'<circle cx="300" cy="315" r="250" fill="{TEAL}" opacity="0.35"/>'
            f'<circle cx="300" cy="315" r="229" fill="none" stroke="{GOLD}" stroke-width="6"/>'
            f'<g clip-path="url(#c)"><svg x="85" y="100" width="430" height="430" viewBox="0 0 800 800">'
            f'<rect width="800" height="800" fill="{look["bg"]}"/><circle cx="400" cy="380" r="318" fill="{shade(look["bg"], 1.35)}"/>'
            f'{portrait_parts(look)}</svg></g>'
            + _waves(560, 1200, 3, TEAL_LIGHT, amp=7, period=100, opacity=0.35)
            + lighthouse_mark(600, 70, 0.9, bg="#FFFFFF", tower=NAVY, water=TEAL)
            + _wordmark(672, 106, 32, "#FFFFFF", None, 126, 12, TEAL_LIGHT, "6")
            + text(600, 272, name, size, "#FFFFFF", weight="700")
            + text(602, 326, title, 32, GOLD)
            + f'<rect x="602" y="356" width="90" height="5" rx="2.5" fill="{TEAL_LIGHT}"/>'
            + text(602, 410, f'NMLS #{escape(broker["nmlsId"])}  ·  {escape(broker["phoneNumber"])}', 24, "#DCE6F2")
            + text(602, 448, f"Licensed in {escape(states)}", 22, "#B9C8DA")
            + text(602, 520, f"harborpointmortgage.com  ·  Company NMLS #{COMPANY_NMLS}", 20, "#FFFFFF", opacity="0.85")
            + '</svg>')


def reviewer_svg(name: str) -> str:
    """A 96x96 avatar: a small portrait for about half of the names, a coloured initial otherwise."""
    h = hashlib.sha256(name.encode()).digest()
    if h[0] % 2 == 0:
        look = hashed_look(name)
        return portrait_svg(look, size=96, view="130 140 540 540")
    colours = ["#1A73E8", "#D93025", "#188038", "#E37400", "#9334E6", "#12858A", "#C5221F", "#5F6368"]
    initial = escape(unicodedata.normalize("NFC", name.strip()[:1].upper()))
    return (_svg_open(96, 96) + f'<rect width="96" height="96" fill="{colours[h[1] % len(colours)]}"/>'
            + text(48, 64, initial, 48, "#FFFFFF", anchor="middle") + '</svg>')
