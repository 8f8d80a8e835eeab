"""External tools: SVG -> PNG (rsvg-convert) -> WebP (cwebp, img2webp) or JPEG (ImageMagick)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys

ENTRY_POINT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "generate-media.py")


def need(*tools):
    missing = [t for t in tools if not shutil.which(t)]
    if missing:
        sys.exit(f"missing tools: {', '.join(missing)} (see the header of {ENTRY_POINT})")


def run(*cmd):
    res = subprocess.run([str(c) for c in cmd], capture_output=True, text=True)
    if res.returncode != 0:
        sys.exit(f"{cmd[0]} failed ({res.returncode}):\n{res.stdout}{res.stderr}")


def magick():
    return ["magick"] if shutil.which("magick") else ["convert"]


class Raster:
    """Rasterises SVG strings through numbered files in the scratch directory tmp."""

    def __init__(self, tmp: str):
        self.tmp = tmp
        self.n = 0

    def png(self, svg: str, w: int, h: int) -> str:
        self.n += 1
        src = os.path.join(self.tmp, f"{self.n}.svg")
        dst = os.path.join(self.tmp, f"{self.n}.png")
        write(src, svg)
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
