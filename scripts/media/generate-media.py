#!/usr/bin/env python3
"""Generates the site's sample media under content/media/ from content/sample-content.json.

Run it by hand from the repository root when the sample content changes:

    python3 scripts/media/generate-media.py            # writes content/media/
    python3 scripts/media/generate-media.py --only brokers,site   # a subset

It is never run by install, build or tests; the generated files are committed.

What it needs (none of it is a project dependency):
  * Python 3.9+ (standard library only)
  * rsvg-convert   (Debian: librsvg2-bin)   SVG -> PNG
  * cwebp, img2webp (Debian: webp)           PNG -> WebP, animated WebP
  * ImageMagick `magick` or `convert` (Debian: imagemagick)   PNG -> JPEG
  * espeak-ng and lame (Debian: espeak-ng lame)               spoken broker introductions
  * fonts: Liberation Sans or DejaVu Sans (Debian: fonts-liberation2 fonts-dejavu-core)
  e.g.  apt-get install -y librsvg2-bin webp imagemagick espeak-ng lame fonts-liberation2 fonts-dejavu-core

What it makes (all paths below content/media/, served at /media/...):
  brokers/<key>-full.webp (800x800), -med.webp (400x400), -low.webp (48x48, blurred placeholder),
  -animated.webp (400x400 animated loop), -social.jpg (1200x630) for every broker without
  useDefaultProfileImages; brokers/default-profile{,-med,-low}.webp;
  reviewers/<name>.webp (96x96) for every review photo URL, reviewers/default-profile.webp;
  audio/<key>.mp3 for every broker whose audioUrl is set (mono, 32 kbps);
  site/logo.svg, logo-quote.svg, logo-vetlife.svg, favicon.svg, hiring-banner.webp (1600x500),
  og-default.jpg (1200x630).

Portraits are flat illustrations drawn here as SVG (no photographs): each broker's look is set in
LOOKS below; a broker without an entry gets a look derived from a hash of its key.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import os
import shutil
import subprocess
import sys
import tempfile
import unicodedata
import wave
from xml.sax.saxutils import escape

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
FONT = "'Liberation Sans', 'DejaVu Sans', Arial, Helvetica, sans-serif"
SERIF = "'Liberation Serif', 'DejaVu Serif', Georgia, 'Times New Roman', serif"

NAVY = "#0F2A4A"
NAVY_2 = "#1B3F6B"
TEAL = "#1F8A8A"
TEAL_LIGHT = "#5CC3B8"
GOLD = "#F4B942"
CREAM = "#FBF7EF"

COMPANY = "Harborpoint Mortgage"
COMPANY_PHONE = "(800) 555-0199"
COMPANY_NMLS = "1234567"

# ---------------------------------------------------------------------------------------------
# colour helpers


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


# ---------------------------------------------------------------------------------------------
# portraits

SKIN = {
    "porcelain": "#F6DCCB", "fair": "#F1CDB1", "light": "#EBC1A0", "beige": "#E6B98F",
    "tan": "#C98E63", "brown": "#A86B45", "deep": "#7B4B2A", "ebony": "#5A3825",
}
HAIR = {
    "black": "#1E1A1A", "dark-brown": "#3B2618", "brown": "#6B4423", "auburn": "#8E3B1F",
    "ginger": "#B5521E", "blonde": "#D9B36A", "golden": "#E0BE78", "silver": "#C9C6C0", "grey": "#9A9A9A",
}

LOOKS: dict[str, dict] = {
    "sarah-okafor": dict(bg="#F6D6BD", skin="deep", hair="afro", hair_color="black", top="blazer",
                         top_color="#1F8A8A", shirt="#F5F0E6", earrings="#F4B942", mouth="open", lips="#8C3A3A"),
    "liam-oconnor": dict(bg="#CFE3F5", skin="fair", hair="side-part", hair_color="ginger", top="blazer",
                         top_color="#22365A", shirt="#FFFFFF", beard="short", freckles=True, mouth="open"),
    "jose-ramirez": dict(bg="#CDEBD8", skin="tan", hair="wavy-short", hair_color="black", top="blazer",
                         top_color="#5B6470", shirt="#DDE8F4", tie="#8E2F3C", mustache=True, mouth="open"),
    "emily-carter-hughes": dict(bg="#DCD5F2", skin="light", hair="long-wavy", hair_color="golden", top="blouse",
                                top_color="#24406E", earrings="#E9E4DA", mouth="open", lips="#B5515B"),
    "david-kim": dict(bg="#F7EBC3", skin="beige", hair="side-part", hair_color="black", top="blazer",
                      top_color="#34383F", shirt="#FFFFFF", tie="#2E5E9E", glasses="#1E1E1E", mouth="closed"),
    "priya-natarajan": dict(bg="#C9E8E6", skin="brown", hair="long-straight", hair_color="black", top="blouse",
                            top_color="#8A2846", earrings="#F4B942", necklace="#F4B942", mouth="open", lips="#8E3946"),
    "marcus-bell": dict(bg="#F5CFC4", skin="ebony", hair="buzz", hair_color="black", top="blazer",
                        top_color="#1C2E4A", shirt="#A8C8EC", beard="full", mouth="open"),
    "rachel-goldberg": dict(bg="#C9DDBE", skin="porcelain", hair="bob", hair_color="#B4B1AB", top="cardigan",
                            top_color="#6E4A7E", shirt="#F3EDE3", glasses="#A3343A", necklace="#D8D8D8",
                            mouth="open", lips="#B0505A", age=True),
    "tyler-brooks": dict(bg="#D3ECF7", skin="fair", hair="messy", hair_color="brown", top="sweater",
                         top_color="#3E7D55", shirt="#FFFFFF", mouth="open"),
    "aisha-rahman": dict(bg="#F3E7D3", skin="tan", hair="hijab", hair_color="#C97B84", top="blazer",
                         top_color="#3A3F4A", shirt="#C97B84", mouth="open", lips="#9A4650"),
    "kevin-nguyen": dict(bg="#D5DDF7", skin="beige", hair="spiky", hair_color="black", top="blazer",
                         top_color="#9AA3AE", shirt="#20324F", mouth="open"),
    "hannah-schultz": dict(bg="#F6D8E0", skin="fair", hair="ponytail", hair_color="#C99E4A", top="blouse",
                           top_color="#3D7CC9", earrings="#DCDCDC", mouth="open", lips="#C0606A"),
    "daniel-whitfield": dict(bg="#D9E2EA", skin="light", hair="receding", hair_color="grey", top="blazer",
                             top_color="#1B2A44", shirt="#FFFFFF", tie="#9E2B2B", beard="short", mouth="closed", age=True),
}


def hashed_look(seed: str) -> dict:
    """A deterministic look for anyone without an entry in LOOKS."""
    h = hashlib.sha256(seed.encode()).digest()
    pick = lambda seq, i: seq[h[i] % len(seq)]  # noqa: E731
    hair = pick(["short", "side-part", "long-straight", "bob", "afro", "ponytail", "buzz", "long-wavy",
                 "wavy-short", "messy", "bun"], 0)
    female = hair in ("long-straight", "bob", "ponytail", "long-wavy", "bun") or (hair == "afro" and h[9] % 2)
    look = dict(
        bg=pick(["#F6D6BD", "#CFE3F5", "#CDEBD8", "#DCD5F2", "#F7EBC3", "#C9E8E6", "#F5CFC4", "#D8E4CF",
                 "#D3ECF7", "#F3E7D3", "#D5DDF7", "#F6D8E0"], 1),
        skin=pick(list(SKIN), 2),
        hair=hair,
        hair_color=pick(["black", "dark-brown", "brown", "auburn", "blonde", "black", "dark-brown"], 3),
        top=pick(["blazer", "sweater", "blouse" if female else "blazer", "cardigan"], 4),
        top_color=pick(["#22365A", "#8A2846", "#3E7D55", "#5B6470", "#1F8A8A", "#6E4A7E", "#B5651D", "#34383F"], 5),
        shirt=pick(["#FFFFFF", "#DDE8F4", "#F5F0E6"], 6),
        mouth=pick(["open", "closed", "open"], 7),
    )
    if h[8] % 4 == 0:
        look["glasses"] = pick(["#1E1E1E", "#7A4A2A", "#2E5E9E"], 10)
    if not female and h[11] % 3 == 0:
        look["beard"] = "short"
    if female and h[12] % 2 == 0:
        look["earrings"] = "#F4B942"
        look["lips"] = "#B0505A"
    return look


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


def hair_back(look, hc):
    s = look["hair"]
    if s == "long-straight":
        return (f'<path d="M 262 330 C 248 170 552 170 538 330 L 556 560 C 560 600 548 625 530 640 '
                f'L 270 640 C 252 625 240 600 244 560 Z" fill="{hc}"/>')
    if s == "long-wavy":
        return (f'<path d="M 258 330 C 244 165 556 165 542 330 C 548 420 575 480 560 560 '
                f'C 575 600 560 640 545 655 {_wavy_edge(255, 545, 655, 6, 22)} '
                f'C 240 640 225 600 240 560 C 225 480 252 420 258 330 Z" fill="{hc}"/>')
    if s == "bob":
        return (f'<path d="M 258 335 C 245 180 555 180 542 335 L 548 470 C 548 500 530 512 505 505 '
                f'L 295 505 C 270 512 252 500 252 470 Z" fill="{hc}"/>')
    if s == "afro":
        return (f'<ellipse cx="400" cy="300" rx="190" ry="165" fill="{hc}"/>'
                + _circle_ring(400, 300, 182, 155, 46, 16, math.radians(150), math.radians(390), hc))
    if s == "ponytail":
        return (f'<path d="M 470 250 C 585 240 610 360 590 470 C 580 530 560 560 545 580 '
                f'C 550 520 545 450 520 400 C 505 350 490 300 470 250 Z" fill="{hc}"/>'
                f'<ellipse cx="546" cy="290" rx="15" ry="22" fill="{shade(hc, 0.75)}"/>')
    if s == "bun":
        return f'<circle cx="400" cy="190" r="62" fill="{hc}"/>'
    if s == "hijab":
        return (f'<path d="M 400 178 C 236 178 228 330 246 440 C 258 520 280 575 230 640 L 570 640 '
                f'C 520 575 542 520 554 440 C 572 330 564 178 400 178 Z" fill="{hc}"/>')
    return ""


def hair_front(look, hc):
    s = look["hair"]
    dark = shade(hc, 0.78)
    if s == "short":
        return (f'<path d="M 274 360 C 262 250 300 192 400 190 C 500 192 540 250 526 360 '
                f'C 522 320 512 292 498 276 C 470 262 420 262 360 268 C 320 272 296 290 286 322 Z" fill="{hc}"/>')
    if s == "side-part":
        return (f'<path d="M 274 362 C 258 250 300 186 405 186 C 505 188 545 250 526 362 '
                f'C 522 322 512 295 500 280 C 470 246 400 270 330 284 C 305 290 290 310 283 330 Z" fill="{hc}"/>'
                f'<path d="M 336 206 C 330 230 328 250 332 276" stroke="{dark}" stroke-width="5" fill="none" stroke-linecap="round"/>')
    if s == "receding":
        return (f'<path d="M 276 368 C 262 270 300 204 400 202 C 500 204 538 270 524 368 '
                f'C 520 330 512 300 488 282 C 470 262 450 256 430 262 C 400 250 370 250 350 262 '
                f'C 330 256 310 262 300 282 C 288 300 280 330 276 368 Z" fill="{hc}"/>')
    if s == "wavy-short":
        return (f'<path d="M 274 360 C 262 250 300 196 400 194 C 500 196 540 250 526 360 '
                f'C 522 320 512 292 498 276 C 470 262 420 268 360 270 C 320 272 296 290 286 322 Z" fill="{hc}"/>'
                + _circle_ring(400, 262, 118, 70, 30, 9, math.radians(195), math.radians(345), hc)
                + f'<path d="M 340 232 q 20 -16 40 0 q 20 16 40 0" stroke="{dark}" stroke-width="5" fill="none" stroke-linecap="round"/>')
    if s == "messy":
        tips = "".join(f"L {x} {y} " for x, y in [(300, 235), (318, 190), (340, 215), (362, 172), (388, 205), (410, 168),
                                                    (435, 200), (462, 176), (478, 212), (505, 200), (505, 240)])
        return (f'<path d="M 274 360 C 262 280 280 240 300 235 {tips}'
                f'C 530 260 535 300 526 360 C 522 322 510 296 492 282 L 470 296 L 452 272 L 420 292 L 400 268 '
                f'L 372 290 L 350 270 L 326 290 C 300 296 290 320 286 340 Z" fill="{hc}"/>')
    if s == "spiky":
        tips = "".join(f"L {x} {y} " for x, y in [(296, 250), (308, 196), (336, 222), (352, 168), (380, 208), (402, 158),
                                                    (424, 206), (452, 166), (468, 214), (496, 192), (504, 250)])
        return (f'<path d="M 274 350 C 266 300 280 262 296 250 {tips}'
                f'C 525 270 534 310 526 350 C 520 318 508 292 490 280 C 450 270 360 268 310 282 C 295 296 285 320 274 350 Z" fill="{hc}"/>')
    if s == "buzz":
        return (f'<path d="M 282 336 C 278 214 522 214 518 336 C 510 296 486 272 400 266 C 314 272 290 296 282 336 Z" '
                f'fill="{hc}" opacity="0.92"/>')
    if s in ("long-straight",):
        return (f'<path d="M 276 344 C 264 196 536 196 524 344 C 516 282 470 240 400 226 C 330 240 284 282 276 344 Z" fill="{hc}"/>'
                f'<path d="M 400 226 C 346 246 300 290 282 350 L 272 470 C 262 400 264 300 300 250 Z" fill="{hc}"/>'
                f'<path d="M 400 226 C 454 246 500 290 518 350 L 528 470 C 538 400 536 300 500 250 Z" fill="{hc}"/>'
                f'<path d="M 400 212 L 400 236" stroke="{dark}" stroke-width="4"/>')
    if s == "long-wavy":
        return (f'<path d="M 276 360 C 256 200 544 196 524 360 C 520 300 494 262 450 246 '
                f'C 400 270 330 280 300 300 C 288 320 280 340 276 360 Z" fill="{hc}"/>'
                f'<path d="M 440 240 C 480 250 510 272 524 300" stroke="{shade(hc, 1.25)}" stroke-width="6" fill="none" stroke-linecap="round"/>')
    if s == "bob":
        return (f'<path d="M 274 390 C 256 206 544 206 526 390 C 520 330 506 288 470 262 '
                f'C 420 292 340 282 300 304 C 285 325 278 355 274 390 Z" fill="{hc}"/>'
                f'<path d="M 330 236 C 380 226 440 232 486 262" stroke="{shade(hc, 1.2)}" stroke-width="6" fill="none" stroke-linecap="round"/>')
    if s == "afro":
        return (f'<path d="M 282 338 C 276 226 524 226 518 338 C 506 298 470 276 400 272 C 330 276 294 298 282 338 Z" fill="{hc}"/>'
                + _circle_ring(400, 286, 112, 40, 18, 9, math.radians(200), math.radians(340), hc))
    if s == "ponytail":
        return (f'<path d="M 276 362 C 260 208 540 204 524 362 C 518 318 502 294 472 284 '
                f'C 430 272 370 272 330 284 C 300 294 284 322 276 362 Z" fill="{hc}"/>'
                f'<path d="M 320 250 C 370 230 440 228 490 252" stroke="{dark}" stroke-width="4" fill="none" opacity="0.6"/>'
                f'<path d="M 330 276 C 380 262 440 260 486 276" stroke="{dark}" stroke-width="4" fill="none" opacity="0.5"/>')
    if s == "bun":
        return (f'<path d="M 278 352 C 266 214 534 210 522 352 C 516 306 498 278 472 264 '
                f'C 430 256 370 256 330 268 C 300 280 284 310 278 352 Z" fill="{hc}"/>')
    if s == "hijab":
        return (f'<path d="M 400 214 C 300 214 272 280 276 344 C 280 420 290 470 320 500 L 296 512 '
                f'C 258 470 250 400 252 340 C 256 250 320 200 400 200 C 480 200 544 250 548 340 '
                f'C 550 400 542 470 504 512 L 480 500 C 510 470 520 420 524 344 C 528 280 500 214 400 214 Z" '
                f'fill="{shade(hc, 0.86)}"/>'
                f'<path d="M 276 330 C 282 238 518 238 524 330 C 500 284 460 264 400 262 C 340 264 300 284 276 330 Z" fill="{hc}"/>'
                f'<path d="M 300 520 C 360 560 440 560 500 520 L 520 620 L 280 620 Z" fill="{hc}"/>')
    return ""


def clothes(look, skin):
    top, c = look["top"], look["top_color"]
    shirt = look.get("shirt", "#FFFFFF")
    body = (f'<path d="M 64 800 C 70 690 152 624 298 592 Q 400 574 502 592 '
            f'C 648 624 730 690 736 800 Z" fill="{c}"/>')
    if top == "blazer":
        tie = look.get("tie")
        inner = f'<path d="M 338 584 L 400 712 L 462 584 Z" fill="{shirt}"/>'
        if tie:
            inner += (f'<path d="M 368 586 L 400 616 L 432 586 Z" fill="{shirt}"/>'
                      f'<path d="M 388 612 L 412 612 L 418 700 L 400 724 L 382 700 Z" fill="{tie}"/>'
                      f'<path d="M 386 598 L 414 598 L 410 618 L 390 618 Z" fill="{shade(tie, 0.8)}"/>')
        else:
            inner += f'<path d="M 366 585 L 400 646 L 434 585 Z" fill="{shade(skin, 0.9)}"/>'
        collar = (f'<path d="M 344 582 L 372 584 L 392 640 Z" fill="{shade(shirt, 0.93)}"/>'
                  f'<path d="M 456 582 L 428 584 L 408 640 Z" fill="{shade(shirt, 0.93)}"/>')
        lapels = (f'<path d="M 300 592 L 340 582 L 400 716 L 388 760 L 330 650 L 352 640 Z" fill="{shade(c, 0.82)}"/>'
                  f'<path d="M 500 592 L 460 582 L 400 716 L 412 760 L 470 650 L 448 640 Z" fill="{shade(c, 0.82)}"/>'
                  f'<circle cx="418" cy="770" r="7" fill="{shade(c, 0.6)}"/>')
        return body + inner + collar + lapels
    if top == "sweater":
        return (body + f'<path d="M 346 586 Q 400 628 454 586" stroke="{shade(c, 0.8)}" stroke-width="18" fill="none" stroke-linecap="round"/>'
                f'<path d="M 360 588 L 384 604 L 372 616 Z" fill="{shirt}"/><path d="M 440 588 L 416 604 L 428 616 Z" fill="{shirt}"/>'
                f'<path d="M 200 720 L 210 800 M 600 720 L 590 800" stroke="{shade(c, 0.85)}" stroke-width="6"/>')
    if top == "cardigan":
        return (body + f'<path d="M 330 586 Q 400 640 470 586 L 446 800 L 354 800 Z" fill="{shirt}"/>'
                f'<path d="M 342 590 Q 400 634 458 590" stroke="{shade(skin, 0.9)}" stroke-width="0" fill="{shade(skin, 0.92)}"/>'
                f'<path d="M 330 586 L 354 800 M 470 586 L 446 800" stroke="{shade(c, 0.75)}" stroke-width="10"/>'
                + "".join(f'<circle cx="{460 - (y - 650) * 0.05:.1f}" cy="{y}" r="5" fill="{shade(c, 0.6)}"/>' for y in (660, 710, 760)))
    # blouse: scoop neck
    return body + f'<path d="M 336 586 Q 400 668 464 586 Z" fill="{shade(skin, 0.92)}"/>'


def portrait_parts(look: dict, blink: bool = False) -> str:
    skin = SKIN.get(look["skin"], look["skin"])
    hc = HAIR.get(look["hair_color"], look["hair_color"])
    brow = shade(hc, 0.7) if look["hair"] not in ("hijab",) else "#2B1D14"
    if look["hair_color"] in ("silver", "grey"):
        brow = shade(hc, 0.6)
    if look["hair"] in ("hijab",):
        brow = "#2B1D14"
    line = shade(skin, 0.72)
    out = [hair_back(look, hc)]
    out.append(f'<path d="M 352 430 L 352 560 Q 400 600 448 560 L 448 430 Z" fill="{shade(skin, 0.88)}"/>')
    out.append(clothes(look, skin))
    if look.get("necklace"):
        out.append(f'<path d="M 352 592 Q 400 640 448 592" stroke="{look["necklace"]}" stroke-width="4" fill="none"/>'
                   f'<circle cx="400" cy="623" r="8" fill="{look["necklace"]}"/>')
    if look["hair"] == "hijab":
        out.append(hair_back(look, hc))  # drape over the shoulders
    else:
        out.append(f'<ellipse cx="283" cy="372" rx="18" ry="30" fill="{shade(skin, 0.94)}"/>'
                   f'<ellipse cx="517" cy="372" rx="18" ry="30" fill="{shade(skin, 0.94)}"/>')
        if look.get("earrings"):
            out.append(f'<circle cx="282" cy="408" r="8" fill="{look["earrings"]}"/><circle cx="518" cy="408" r="8" fill="{look["earrings"]}"/>')
    out.append(f'<path d="M 282 330 C 282 205 518 205 518 330 L 518 370 C 518 452 462 506 400 506 '
               f'C 338 506 282 452 282 370 Z" fill="{skin}"/>')
    # cheeks, eyes, brows, nose
    out.append(f'<circle cx="328" cy="418" r="24" fill="#FF7A6E" opacity="0.16"/><circle cx="472" cy="418" r="24" fill="#FF7A6E" opacity="0.16"/>')
    if blink:
        out.append(f'<path d="M 338 368 Q 352 376 366 368 M 434 368 Q 448 376 462 368" stroke="#2B2118" stroke-width="5" fill="none" stroke-linecap="round"/>')
    else:
        out.append('<ellipse cx="352" cy="366" rx="10" ry="12" fill="#2B2118"/><ellipse cx="448" cy="366" rx="10" ry="12" fill="#2B2118"/>'
                   '<circle cx="355" cy="361" r="3.2" fill="#FFFFFF"/><circle cx="451" cy="361" r="3.2" fill="#FFFFFF"/>')
    out.append(f'<path d="M 324 334 Q 350 320 378 331" stroke="{brow}" stroke-width="8" fill="none" stroke-linecap="round"/>'
               f'<path d="M 422 331 Q 450 320 476 334" stroke="{brow}" stroke-width="8" fill="none" stroke-linecap="round"/>')
    if look.get("age"):
        out.append(f'<path d="M 318 384 q 10 8 22 6 M 482 384 q -10 8 -22 6" stroke="{line}" stroke-width="3" fill="none" stroke-linecap="round" opacity="0.7"/>'
                   f'<path d="M 352 468 q -8 10 -20 8 M 448 468 q 8 10 20 8" stroke="{line}" stroke-width="3" fill="none" opacity="0.5"/>')
    out.append(f'<path d="M 400 372 Q 388 408 396 416 Q 404 420 414 414" stroke="{line}" stroke-width="5" fill="none" stroke-linecap="round"/>')
    if look.get("freckles"):
        dots = [(330, 400), (342, 410), (322, 414), (470, 400), (458, 410), (478, 414), (380, 396), (420, 396)]
        out.append("".join(f'<circle cx="{x}" cy="{y}" r="2.6" fill="{shade(skin, 0.7)}"/>' for x, y in dots))
    if look.get("beard"):
        bc = shade(hc, 0.95)
        if look["beard"] == "full":
            out.append(f'<path d="M 282 370 C 284 470 336 530 400 532 C 464 530 516 470 518 370 C 508 420 488 448 462 452 '
                       f'C 440 438 420 432 400 434 C 380 432 360 438 338 452 C 312 448 292 420 282 370 Z" fill="{bc}"/>')
        else:
            out.append(f'<path d="M 284 392 C 290 474 340 516 400 518 C 460 516 510 474 516 392 C 506 430 488 452 462 458 '
                       f'C 440 446 420 442 400 444 C 380 442 360 446 338 458 C 312 452 294 430 284 392 Z" fill="{bc}" opacity="0.9"/>')
        out.append(f'<path d="M 360 442 Q 400 424 440 442 Q 420 450 400 446 Q 380 450 360 442 Z" fill="{bc}"/>')
    elif look.get("mustache"):
        out.append(f'<path d="M 364 440 Q 400 424 436 440 Q 420 448 400 444 Q 380 448 364 440 Z" fill="{shade(hc, 0.95)}"/>')
    lips = look.get("lips", "#8C3B3B")
    if look.get("mouth") == "closed":
        out.append(f'<path d="M 370 452 Q 400 474 430 452" stroke="{lips}" stroke-width="6" fill="none" stroke-linecap="round"/>')
    else:
        out.append(f'<path d="M 366 448 Q 400 490 434 448 Z" fill="{shade(lips, 0.8)}"/>'
                   f'<path d="M 370 450 L 430 450 Q 427 461 400 462 Q 373 461 370 450 Z" fill="#FFFFFF"/>')
    out.append(hair_front(look, hc))
    if look.get("glasses"):
        g = look["glasses"]
        out.append(f'<g stroke="{g}" stroke-width="6" fill="#FFFFFF" fill-opacity="0.12">'
                   f'<rect x="316" y="340" width="72" height="52" rx="16"/><rect x="412" y="340" width="72" height="52" rx="16"/></g>'
                   f'<path d="M 388 362 Q 400 352 412 362 M 316 356 L 286 350 M 484 356 L 514 350" stroke="{g}" stroke-width="6" fill="none"/>')
    return "".join(out)


def portrait_svg(look: dict, size: int = 800, zoom: float = 1.0, phase: float = 0.0, blink: bool = False,
                 blur: float = 0.0, view: str = "0 0 800 800") -> str:
    bg = look["bg"]
    bg2 = shade(bg, 1.35)
    r = 318 + 10 * math.sin(phase)
    ring = mix(bg, "#FFFFFF", 0.55)
    tilt = 1.2 * math.sin(phase)
    cx = 400 + 30 * math.cos(phase)
    filt = ""
    open_g = "<g>"
    if blur:
        filt = f'<defs><filter id="b" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="{blur}"/></filter></defs>'
        open_g = '<g filter="url(#b)">'
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size}" viewBox="{view}">{filt}{open_g}'
            f'<rect width="800" height="800" fill="{bg}"/>'
            f'<circle cx="{cx:.1f}" cy="380" r="{r:.1f}" fill="{bg2}"/>'
            f'<circle cx="{cx:.1f}" cy="380" r="{r + 40:.1f}" fill="none" stroke="{ring}" stroke-width="6" stroke-dasharray="2 22" stroke-linecap="round"/>'
            f'<g transform="translate(400 800) scale({zoom:.4f}) rotate({tilt:.2f} 0 -400) translate(-400 -800)">'
            f'{portrait_parts(look, blink)}</g></g></svg>')


def default_profile_svg(size: int = 800, blur: float = 0.0) -> str:
    filt, open_g = "", "<g>"
    if blur:
        filt = f'<defs><filter id="b"><feGaussianBlur stdDeviation="{blur}"/></filter></defs>'
        open_g = '<g filter="url(#b)">'
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size}" viewBox="0 0 800 800">{filt}{open_g}'
            f'<rect width="800" height="800" fill="#E4E9F0"/>'
            f'<circle cx="400" cy="330" r="140" fill="#AEB9C7"/>'
            f'<path d="M 130 800 C 130 620 250 540 400 540 C 550 540 670 620 670 800 Z" fill="#AEB9C7"/>'
            f'</g></svg>')


# ---------------------------------------------------------------------------------------------
# logos and site images

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


def logo_svg() -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="300" height="64" viewBox="0 0 300 64" role="img" aria-labelledby="t">'
            f'<title id="t">{COMPANY}</title>'
            + lighthouse_mark(0, 0, 1)
            + f'<text x="76" y="35" font-family="{SERIF}" font-size="29" font-weight="700" fill="{NAVY}" letter-spacing="0.3">Harborpoint</text>'
            f'<text x="78" y="55" font-family="{FONT}" font-size="12.5" font-weight="700" fill="{TEAL}" letter-spacing="6.2">MORTGAGE</text>'
            f'</svg>\n')


def logo_quote_svg() -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="220" height="48" viewBox="0 0 220 48" role="img" aria-labelledby="t">'
            f'<title id="t">Harborpoint</title>'
            f'<circle cx="24" cy="24" r="22" fill="none" stroke="{TEAL}" stroke-width="4"/>'
            f'<path d="M 14 13 L 14 32 M 34 13 L 34 32 M 14 22.5 L 34 22.5" stroke="{NAVY}" stroke-width="4.5" stroke-linecap="round"/>'
            f'<path d="M 10 36 q 3.5 -3 7 0 t 7 0 t 7 0 t 7 0" stroke="{TEAL}" stroke-width="3" fill="none" stroke-linecap="round"/>'
            f'<text x="56" y="32" font-family="{FONT}" font-size="24" font-weight="700" fill="{NAVY}">harborpoint</text>'
            f'</svg>\n')


def star_path(cx, cy, r_out, r_in, points=5, rot=-90):
    pts = []
    for i in range(points * 2):
        r = r_out if i % 2 == 0 else r_in
        a = math.radians(rot + i * 180 / points)
        pts.append(f"{cx + r * math.cos(a):.2f},{cy + r * math.sin(a):.2f}")
    return "M " + " L ".join(pts) + " Z"


def logo_vetlife_svg() -> str:
    red = "#B22234"
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="260" height="64" viewBox="0 0 260 64" role="img" aria-labelledby="t">'
            f'<title id="t">VetLife by Harborpoint</title>'
            f'<circle cx="32" cy="32" r="30" fill="{NAVY}"/>'
            f'<circle cx="32" cy="32" r="25" fill="none" stroke="#FFFFFF" stroke-width="2"/>'
            f'<path d="{star_path(32, 33, 19, 7.6)}" fill="#FFFFFF"/>'
            f'<text x="74" y="37" font-family="{FONT}" font-size="31" font-weight="700" fill="{NAVY}">Vet<tspan fill="{red}">Life</tspan></text>'
            f'<text x="76" y="56" font-family="{FONT}" font-size="12" font-weight="700" fill="{TEAL}" letter-spacing="2.4">BY HARBORPOINT</text>'
            f'<path d="{star_path(183, 14, 6, 2.4)}" fill="{red}"/>'
            f'</svg>\n')


def favicon_svg() -> str:
    return ('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">'
            + lighthouse_mark(0, 0, 1, rounded=True) + '</svg>\n')


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
    light = (f'<path d="M {lx} {ly - 182 * s} L {lx - 560 * s} {ly - 250 * s} L {lx - 560 * s} {ly - 130 * s} Z" fill="url(#beamL)"/>'
             f'<path d="M {lx} {ly - 182 * s} L {lx + 440 * s} {ly - 240 * s} L {lx + 440 * s} {ly - 150 * s} Z" fill="url(#beamR)"/>')
    tower = (f'<path d="M {lx - 70 * s} {ly + 20 * s} Q {lx} {ly - 40 * s} {lx + 90 * s} {ly + 20 * s} Z" fill="#3A4A5E"/>'
             f'<path d="M {lx - 26 * s} {ly - 8 * s} L {lx - 16 * s} {ly - 160 * s} L {lx + 16 * s} {ly - 160 * s} L {lx + 26 * s} {ly - 8 * s} Z" fill="#FFFFFF"/>'
             f'<path d="M {lx - 22.5 * s} {ly - 60 * s} L {lx + 22.5 * s} {ly - 60 * s} L {lx + 21 * s} {ly - 84 * s} L {lx - 21 * s} {ly - 84 * s} Z" fill="#D94F3D"/>'
             f'<path d="M {lx - 19 * s} {ly - 112 * s} L {lx + 19 * s} {ly - 112 * s} L {lx + 18 * s} {ly - 134 * s} L {lx - 18 * s} {ly - 134 * s} Z" fill="#D94F3D"/>'
             f'<rect x="{lx - 24 * s}" y="{ly - 168 * s}" width="{48 * s}" height="{8 * s}" rx="{2 * s}" fill="#2B3A4C"/>'
             f'<rect x="{lx - 14 * s}" y="{ly - 196 * s}" width="{28 * s}" height="{28 * s}" fill="{GOLD}"/>'
             f'<path d="M {lx - 18 * s} {ly - 196 * s} L {lx} {ly - 214 * s} L {lx + 18 * s} {ly - 196 * s} Z" fill="#2B3A4C"/>')

    def boat(bx, by, bs, sail="#FFFFFF"):
        return (f'<path d="M {bx - 34 * bs} {by} L {bx + 34 * bs} {by} L {bx + 24 * bs} {by + 12 * bs} L {bx - 24 * bs} {by + 12 * bs} Z" fill="#8E3B2F"/>'
                f'<path d="M {bx} {by - 4 * bs} L {bx} {by - 70 * bs} L {bx + 30 * bs} {by - 8 * bs} Z" fill="{sail}"/>'
                f'<path d="M {bx - 4 * bs} {by - 8 * bs} L {bx - 4 * bs} {by - 56 * bs} L {bx - 26 * bs} {by - 8 * bs} Z" fill="{shade(sail, 0.92)}"/>')

    return (f'<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">'
            f'<stop offset="0" stop-color="#16345C"/><stop offset="0.55" stop-color="#3F6E9A"/><stop offset="1" stop-color="#F3B679"/></linearGradient>'
            f'<linearGradient id="beamL" x1="1" y1="0" x2="0" y2="0"><stop offset="0" stop-color="#FFE9A8" stop-opacity="0.5"/><stop offset="1" stop-color="#FFE9A8" stop-opacity="0"/></linearGradient>'
            f'<linearGradient id="beamR" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#FFE9A8" stop-opacity="0.4"/><stop offset="1" stop-color="#FFE9A8" stop-opacity="0"/></linearGradient>'
            f'<linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2C6E8A"/><stop offset="1" stop-color="{NAVY}"/></linearGradient></defs>'
            f'<rect width="{w}" height="{h}" fill="url(#sky)"/>'
            f'<circle cx="{w * 0.36:.0f}" cy="{horizon - 200 * s:.0f}" r="{34 * s:.0f}" fill="#FFE7B8" opacity="0.95"/>'
            f'<circle cx="{w * 0.36 + 14 * s:.0f}" cy="{horizon - 208 * s:.0f}" r="{30 * s:.0f}" fill="#1F406A" opacity="0.9"/>'
            + "".join(f'<circle cx="{(37 * k * 97) % w}" cy="{(k * 53) % int(horizon * 0.5) + 12}" r="{1.2 + (k % 3) * 0.6}" fill="#FFFFFF" opacity="0.7"/>' for k in range(1, 40))
            + f'<path d="M 0 {horizon:.0f} L 0 {horizon - 70 * s:.0f} C {w * 0.15:.0f} {horizon - 130 * s:.0f} {w * 0.4:.0f} {horizon - 110 * s:.0f} {w * 0.62:.0f} {horizon:.0f} Z" fill="#2F4F6A"/>'
            + "".join(houses)
            + light
            + f'<rect y="{horizon:.0f}" width="{w}" height="{h - horizon:.0f}" fill="url(#sea)"/>'
            + "".join(f'<rect x="{w * 0.36 - (60 - k * 9) * s:.0f}" y="{horizon + (14 + k * 22) * s:.0f}" width="{(120 - k * 18) * s:.0f}" height="{4 * s:.0f}" rx="{2 * s:.0f}" fill="#FFD79A" opacity="{0.45 - k * 0.07:.2f}"/>' for k in range(5))
            + _waves(horizon + 24 * s, w, int((h - horizon) / 26) + 1, "#9FD3E0", amp=6 * s, period=90 * s, opacity=0.55)
            + boat(w * 0.18, horizon + 50 * s, 0.9 * s) + boat(w * 0.52, horizon + 30 * s, 0.6 * s, "#F7E7C6")
            + tower)


def hiring_banner_svg() -> str:
    w, h = 1600, 500
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}">'
            + harbor_scene(w, h, 330, 1330, 1.15)
            + '</svg>')


def og_default_svg() -> str:
    w, h = 1200, 630
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}">'
            + harbor_scene(w, h, 470, 1010, 0.95)
            + f'<rect x="56" y="56" width="720" height="340" rx="28" fill="{CREAM}" opacity="0.96"/>'
            + lighthouse_mark(92, 92, 1.25)
            + f'<text x="190" y="134" font-family="{SERIF}" font-size="46" font-weight="700" fill="{NAVY}">Harborpoint</text>'
            f'<text x="192" y="162" font-family="{FONT}" font-size="17" font-weight="700" fill="{TEAL}" letter-spacing="9">MORTGAGE</text>'
            f'<text x="92" y="236" font-family="{FONT}" font-size="40" font-weight="700" fill="{NAVY}">Brokered mortgage rates,</text>'
            f'<text x="92" y="284" font-family="{FONT}" font-size="40" font-weight="700" fill="{NAVY}">shopped for you.</text>'
            f'<text x="92" y="336" font-family="{FONT}" font-size="23" fill="#3B4A5C">Purchase  ·  Refinance  ·  Home Equity  ·  VA</text>'
            f'<text x="92" y="372" font-family="{FONT}" font-size="17" fill="#5A6878">No SSN required. Zero impact to credit.</text>'
            f'<text x="56" y="600" font-family="{FONT}" font-size="19" fill="#FFFFFF" opacity="0.92">NMLS #{COMPANY_NMLS}  ·  {COMPANY_PHONE}  ·  Equal Housing Opportunity</text>'
            '</svg>')


def social_svg(broker: dict, look: dict) -> str:
    name = escape(f'{broker["firstName"]} {broker["lastName"]}')
    title = escape(broker["title"])
    size = 64 if len(name) <= 16 else 56 if len(name) <= 20 else 48
    states = " · ".join(broker["states"][:6])
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">'
            f'<defs><clipPath id="c"><circle cx="300" cy="315" r="215"/></clipPath>'
            f'<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="{NAVY}"/><stop offset="1" stop-color="{NAVY_2}"/></linearGradient></defs>'
            f'<rect width="1200" height="630" fill="url(#g)"/>'
            f'<circle cx="300" cy="315" r="250" fill="{TEAL}" opacity="0.35"/>'
            f'<circle cx="300" cy="315" r="229" fill="none" stroke="{GOLD}" stroke-width="6"/>'
            f'<g clip-path="url(#c)"><svg x="85" y="100" width="430" height="430" viewBox="0 0 800 800">'
            f'<rect width="800" height="800" fill="{look["bg"]}"/><circle cx="400" cy="380" r="318" fill="{shade(look["bg"], 1.35)}"/>'
            f'{portrait_parts(look)}</svg></g>'
            + _waves(560, 1200, 3, TEAL_LIGHT, amp=7, period=100, opacity=0.35)
            + lighthouse_mark(600, 70, 0.9, bg="#FFFFFF", tower=NAVY, water=TEAL)
            + f'<text x="672" y="106" font-family="{SERIF}" font-size="32" font-weight="700" fill="#FFFFFF">Harborpoint</text>'
            f'<text x="674" y="126" font-family="{FONT}" font-size="12" font-weight="700" fill="{TEAL_LIGHT}" letter-spacing="6">MORTGAGE</text>'
            f'<text x="600" y="272" font-family="{FONT}" font-size="{size}" font-weight="700" fill="#FFFFFF">{name}</text>'
            f'<text x="602" y="326" font-family="{FONT}" font-size="32" fill="{GOLD}">{title}</text>'
            f'<rect x="602" y="356" width="90" height="5" rx="2.5" fill="{TEAL_LIGHT}"/>'
            f'<text x="602" y="410" font-family="{FONT}" font-size="24" fill="#DCE6F2">NMLS #{escape(broker["nmlsId"])}  ·  {escape(broker["phoneNumber"])}</text>'
            f'<text x="602" y="448" font-family="{FONT}" font-size="22" fill="#B9C8DA">Licensed in {escape(states)}</text>'
            f'<text x="602" y="520" font-family="{FONT}" font-size="20" fill="#FFFFFF" opacity="0.85">harborpointmortgage.com  ·  Company NMLS #{COMPANY_NMLS}</text>'
            '</svg>')


def reviewer_svg(name: str) -> str:
    h = hashlib.sha256(name.encode()).digest()
    if h[0] % 2 == 0:
        look = hashed_look(name)
        return portrait_svg(look, size=96, view="130 140 540 540")
    colours = ["#1A73E8", "#D93025", "#188038", "#E37400", "#9334E6", "#12858A", "#C5221F", "#5F6368"]
    initial = escape(unicodedata.normalize("NFC", name.strip()[:1].upper()))
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">'
            f'<rect width="96" height="96" fill="{colours[h[1] % len(colours)]}"/>'
            f'<text x="48" y="64" text-anchor="middle" font-family="{FONT}" font-size="48" fill="#FFFFFF">{initial}</text></svg>')


# ---------------------------------------------------------------------------------------------
# audio

VOICES = ["en-us+f3", "en-us+m3", "en-us+f4", "en-us+f2", "en-us+m1", "en-us+f1", "en-us+m7"]
SAY_AS = {"José": "Hosay", "Ramírez": "Rameerez", "Okafor": "Okahfor", "Carter-Hughes": "Carter Hughes"}
AUDIO_VOICE = {"sarah-okafor": "en-us+f3", "jose-ramirez": "en-us+m3", "emily-carter-hughes": "en-us+f4",
               "rachel-goldberg": "en-us+f2"}


def intro_text(b: dict) -> str:
    name = " ".join(SAY_AS.get(w, w) for w in (b["firstName"], b["lastName"]))
    quote = b["quotes"][0] if b["quotes"] else ""
    title = b["title"]
    article = "an" if title[:1].lower() in "aeiou" else "a"
    return (f"Hi, I'm {name}, {article} {title} with Harborpoint Mortgage. "
            f"{quote} "
            f"Tap Get a Brokered Rate, and I'll shop your loan for you. Talk soon!")


# ---------------------------------------------------------------------------------------------
# tools


def need(*tools):
    missing = [t for t in tools if not shutil.which(t)]
    if missing:
        sys.exit(f"missing tools: {', '.join(missing)} (see the header of {__file__})")


def run(*cmd):
    res = subprocess.run([str(c) for c in cmd], capture_output=True, text=True)
    if res.returncode != 0:
        sys.exit(f"{cmd[0]} failed ({res.returncode}):\n{res.stdout}{res.stderr}")


def magick():
    return ["magick"] if shutil.which("magick") else ["convert"]


class Raster:
    def __init__(self, tmp: str):
        self.tmp = tmp
        self.n = 0

    def png(self, svg: str, w: int, h: int) -> str:
        self.n += 1
        src = os.path.join(self.tmp, f"{self.n}.svg")
        dst = os.path.join(self.tmp, f"{self.n}.png")
        with open(src, "w", encoding="utf-8") as fh:
            fh.write(svg)
        run("rsvg-convert", "-w", w, "-h", h, "-o", dst, src)
        return dst

    def webp(self, svg: str, w: int, h: int, out: str, q: int = 82):
        run("cwebp", "-quiet", "-q", q, "-m", 6, "-sharp_yuv", self.png(svg, w, h), "-o", out)

    def jpg(self, svg: str, w: int, h: int, out: str, q: int = 84):
        run(*magick(), self.png(svg, w, h), "-strip", "-interlace", "Plane", "-sampling-factor", "4:2:0",
            "-quality", q, out)

    def animated(self, frames: list[tuple[str, int]], size: int, out: str, q: int = 62):
        args = ["img2webp", "-loop", 0, "-min_size", "-lossy", "-q", q, "-m", 6]
        for svg, ms in frames:
            args += ["-d", ms, self.png(svg, size, size)]
        args += ["-o", out]
        run(*args)


def write(path: str, text: str):
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(text)


# ---------------------------------------------------------------------------------------------
# generators


def gen_brokers(bundle, media, rs: Raster):
    d = os.path.join(media, "brokers")
    os.makedirs(d, exist_ok=True)
    rs.webp(default_profile_svg(), 800, 800, os.path.join(d, "default-profile.webp"))
    rs.webp(default_profile_svg(), 400, 400, os.path.join(d, "default-profile-med.webp"))
    rs.webp(default_profile_svg(blur=40), 48, 48, os.path.join(d, "default-profile-low.webp"), q=50)
    for b in bundle["brokers"]:
        if b["useDefaultProfileImages"]:
            continue
        key = b["brokerKey"]
        look = LOOKS.get(key) or hashed_look(key)
        base = os.path.join(d, key)
        rs.webp(portrait_svg(look), 800, 800, f"{base}-full.webp", q=80)
        rs.webp(portrait_svg(look), 400, 400, f"{base}-med.webp", q=80)
        rs.webp(portrait_svg(look, blur=28), 48, 48, f"{base}-low.webp", q=45)
        frames = []
        n = 12
        for i in range(n):
            ph = 2 * math.pi * i / n
            zoom = 1.0 + 0.035 * (1 - math.cos(ph)) / 2
            frames.append((portrait_svg(look, zoom=zoom, phase=ph, blink=(i == 7)), 90 if i == 7 else 140))
        rs.animated(frames, 400, f"{base}-animated.webp")
        rs.jpg(social_svg(b, look), 1200, 630, f"{base}-social.jpg")
        print("broker", key)


def gen_reviewers(bundle, media, rs: Raster):
    d = os.path.join(media, "reviewers")
    os.makedirs(d, exist_ok=True)
    rs.webp(default_profile_svg(96), 96, 96, os.path.join(d, "default-profile.webp"), q=80)
    for r in bundle["reviews"]["reviews"]:
        url = r["profile_photo_url"]
        if not url.startswith("/media/reviewers/") or url.endswith("/missing-photo.webp"):
            continue
        out = os.path.join(media, url[len("/media/"):])
        rs.webp(reviewer_svg(r["author_name"]), 96, 96, out, q=80)
    print("reviewers", len(bundle["reviews"]["reviews"]))


def gen_audio(bundle, media, tmp):
    d = os.path.join(media, "audio")
    os.makedirs(d, exist_ok=True)
    for i, b in enumerate(bundle["brokers"]):
        if not b["audioUrl"]:
            continue
        key = b["brokerKey"]
        voice = AUDIO_VOICE.get(key, VOICES[i % len(VOICES)])
        wav = os.path.join(tmp, f"{key}.wav")
        run("espeak-ng", "-v", voice, "-s", 155, "-p", 48, "-g", 2, "-w", wav, intro_text(b))
        with wave.open(wav) as w:
            secs = w.getnframes() / w.getframerate()
        if not 10 <= secs <= 25:
            print(f"warning: {key} intro is {secs:.1f}s, outside 10-25s", file=sys.stderr)
        ascii_name = unicodedata.normalize("NFKD", f'{b["firstName"]} {b["lastName"]}').encode("ascii", "ignore").decode()
        out = os.path.join(media, b["audioUrl"][len("/media/"):]) if b["audioUrl"].startswith("/media/") else os.path.join(d, f"{key}.mp3")
        run("lame", "--quiet", "-m", "m", "-b", 32, "--resample", 22.05, "--tt", f"Meet {ascii_name}",
            "--ta", COMPANY, wav, out)
        print(f"audio {key} {secs:.1f}s")


def gen_site(media, rs: Raster):
    d = os.path.join(media, "site")
    os.makedirs(d, exist_ok=True)
    write(os.path.join(d, "logo.svg"), logo_svg())
    write(os.path.join(d, "logo-quote.svg"), logo_quote_svg())
    write(os.path.join(d, "logo-vetlife.svg"), logo_vetlife_svg())
    write(os.path.join(d, "favicon.svg"), favicon_svg())
    rs.webp(hiring_banner_svg(), 1600, 500, os.path.join(d, "hiring-banner.webp"), q=78)
    rs.jpg(og_default_svg(), 1200, 630, os.path.join(d, "og-default.jpg"))
    print("site")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--content", default=os.path.join(ROOT, "content", "sample-content.json"))
    ap.add_argument("--out", default=os.path.join(ROOT, "content", "media"))
    ap.add_argument("--only", default="brokers,reviewers,audio,site",
                    help="comma-separated subset of brokers,reviewers,audio,site")
    args = ap.parse_args()
    parts = set(args.only.split(","))
    need("rsvg-convert", "cwebp", "img2webp")
    if parts & {"brokers", "site"} and not (shutil.which("magick") or shutil.which("convert")):
        need("magick")
    if "audio" in parts:
        need("espeak-ng", "lame")
    with open(args.content, encoding="utf-8") as fh:
        bundle = json.load(fh)
    os.makedirs(args.out, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="media-gen-") as tmp:
        rs = Raster(tmp)
        if "brokers" in parts:
            gen_brokers(bundle, args.out, rs)
        if "reviewers" in parts:
            gen_reviewers(bundle, args.out, rs)
        if "audio" in parts:
            gen_audio(bundle, args.out, tmp)
        if "site" in parts:
            gen_site(args.out, rs)


if __name__ == "__main__":
    main()
