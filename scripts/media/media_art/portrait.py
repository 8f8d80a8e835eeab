"""Portraits: clothes, face and hair of a look, and the blank default profile picture."""

from __future__ import annotations

import math

from .hair import hair_back, hair_front
from .looks import HAIR, SKIN
from .palette import mix, shade
from .svg import blur_group


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
    if look["hair"] == "hijab":
        brow = "#2B1D14"
    else:
        brow = shade(hc, 0.6 if look["hair_color"] in ("silver", "grey") else 0.7)
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
    filt, open_g = blur_group(blur, ' x="-10%" y="-10%" width="120%" height="120%"')
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size}" viewBox="{view}">{filt}{open_g}'
            f'<rect width="800" height="800" fill="{bg}"/>'
            f'<circle cx="{cx:.1f}" cy="380" r="{r:.1f}" fill="{bg2}"/>'
            f'<circle cx="{cx:.1f}" cy="380" r="{r + 40:.1f}" fill="none" stroke="{ring}" stroke-width="6" stroke-dasharray="2 22" stroke-linecap="round"/>'
            f'<g transform="translate(400 800) scale({zoom:.4f}) rotate({tilt:.2f} 0 -400) translate(-400 -800)">'
            f'{portrait_parts(look, blink)}</g></g></svg>')


def default_profile_svg(size: int = 800, blur: float = 0.0) -> str:
    filt, open_g = blur_group(blur)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size}" viewBox="0 0 800 800">{filt}{open_g}'
            f'<rect width="800" height="800" fill="#E4E9F0"/>'
            f'<circle cx="400" cy="330" r="140" fill="#AEB9C7"/>'
            f'<path d="M 130 800 C 130 620 250 540 400 540 C 550 540 670 620 670 800 Z" fill="#AEB9C7"/>'
            f'</g></svg>')
