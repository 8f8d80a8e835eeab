"""Spoken broker introductions: espeak-ng voices and the text they read."""

from __future__ import annotations

from .palette import COMPANY

VOICES = ["en-us+f3", "en-us+m3", "en-us+f4", "en-us+f2", "en-us+m1", "en-us+f1", "en-us+m7"]
SAY_AS = {"José": "Hosay", "Ramírez": "Rameerez", "Okafor": "Okahfor", "Carter-Hughes": "Carter Hughes"}
AUDIO_VOICE = {"sarah-okafor": "en-us+f3", "jose-ramirez": "en-us+m3", "emily-carter-hughes": "en-us+f4",
               "rachel-goldberg": "en-us+f2"}


def voice_for(key: str, index: int) -> str:
    """The voice for the broker at position index in the content file."""
    return AUDIO_VOICE.get(key, VOICES[index % len(VOICES)])


def intro_text(b: dict) -> str:
    name = " ".join(SAY_AS.get(w, w) for w in (b["firstName"], b["lastName"]))
    quote = b["quotes"][0] if b["quotes"] else ""
    title = b["title"]
    article = "an" if title[:1].lower() in "aeiou" else "a"
    return (f"Hi, I'm {name}, {article} {title} with {COMPANY}. "
            f"{quote} "
            f"Tap Get a Brokered Rate, and I'll shop your loan for you. Talk soon!")
