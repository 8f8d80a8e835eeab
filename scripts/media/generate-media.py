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

Portraits are flat illustrations drawn as SVG (no photographs): each broker's look is set in
LOOKS in media_art/looks.py; a broker without an entry gets a look derived from a hash of its key.

This file is the entry point (arguments, what goes where); the drawing lives beside it in the
media_art package (see media_art/__init__.py): hair styles are data in media_art/hair-styles.json.
"""

from __future__ import annotations

import argparse
import functools
import json
import math
import os
import shutil
import sys
import tempfile
import unicodedata
import wave

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from media_art.audio import intro_text, voice_for  # noqa: E402
from media_art.brand import (favicon_svg, hiring_banner_svg, logo_quote_svg, logo_svg,  # noqa: E402
                             logo_vetlife_svg, og_default_svg, reviewer_svg, social_svg)
from media_art.looks import LOOKS, hashed_look  # noqa: E402
from media_art.palette import COMPANY  # noqa: E402
from media_art.portrait import default_profile_svg, portrait_svg  # noqa: E402
from media_art.raster import Raster, need, run, write  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))


def _profile_webps(rs: Raster, draw, base: str, full_suffix: str, q: int, q_low: int, blur: float):
    """base{full_suffix}.webp (800x800), base-med.webp (400x400), base-low.webp (48x48, blurred)."""
    rs.webp(draw(), 800, 800, f"{base}{full_suffix}.webp", q=q)
    rs.webp(draw(), 400, 400, f"{base}-med.webp", q=q)
    rs.webp(draw(blur=blur), 48, 48, f"{base}-low.webp", q=q_low)


def gen_brokers(bundle, media, rs: Raster):
    d = os.path.join(media, "brokers")
    os.makedirs(d, exist_ok=True)
    _profile_webps(rs, default_profile_svg, os.path.join(d, "default-profile"), "", q=82, q_low=50, blur=40)
    for b in bundle["brokers"]:
        if b["useDefaultProfileImages"]:
            continue
        key = b["brokerKey"]
        look = LOOKS.get(key) or hashed_look(key)
        base = os.path.join(d, key)
        _profile_webps(rs, functools.partial(portrait_svg, look), base, "-full", q=80, q_low=45, blur=28)
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
        wav = os.path.join(tmp, f"{key}.wav")
        run("espeak-ng", "-v", voice_for(key, i), "-s", 155, "-p", 48, "-g", 2, "-w", wav, intro_text(b))
        with wave.open(wav) as w:
            secs = w.getnframes() / w.getframerate()
        if not 10 <= secs <= 25:
            print(f"warning: {key} intro is {secs:.1f}s, outside 10-25s", file=sys.stderr)
        ascii_name = unicodedata.normalize("NFKD", f'{b["firstName"]} {b["lastName"]}').encode("ascii", "ignore").decode()
        out = os.path.join(media, b["audioUrl"][len("/media/"):]) if b["audioUrl"].startswith("/media/") else os.path.join(d, f"{key}.mp3")
        run("lame", "--quiet", "-m", "m", "-b", 32, "--resample", 22.05, "--tt", f"Meet {ascii_name}",
            "--ta", COMPANY, wav, out)
        print(f"audio {key} {secs:.1f}s")


SITE_SVGS = {"logo.svg": logo_svg, "logo-quote.svg": logo_quote_svg, "logo-vetlife.svg": logo_vetlife_svg,
             "favicon.svg": favicon_svg}


def gen_site(media, rs: Raster):
    d = os.path.join(media, "site")
    os.makedirs(d, exist_ok=True)
    for name, draw in SITE_SVGS.items():
        write(os.path.join(d, name), draw())
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
