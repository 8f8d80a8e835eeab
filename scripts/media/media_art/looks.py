"""Skin and hair colours, each broker's look, and a hashed look for everyone else."""

from __future__ import annotations

import hashlib

SKIN = {
    "porcelain": "#F6DCCB", "fair": "#F1CDB1", "light": "#EBC1A0", "beige": "#E6B98F",
    "tan": "#C98E63", "brown": "#A86B45", "deep": "#7B4B2A", "ebony": "#5A3825",
}
HAIR = {
    "black": "#1E1A1A", "dark-brown": "#3B2618", "brown": "#6B4423", "auburn": "#8E3B1F",
    "ginger": "#B5521E", "blonde": "#D9B36A", "golden": "#E0BE78", "silver": "#C9C6C0", "grey": "#9A9A9A",
}

# hair: a style in hair-styles.json; skin / hair_color: a key above or a hex colour;
# top: blazer, sweater, cardigan or blouse; the rest are optional extras.
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
