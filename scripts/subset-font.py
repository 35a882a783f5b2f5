#!/usr/bin/env python3
"""Cut Inter down to what the site sets, and write it to src/fonts/.

The site uses weights 400 to 800 and Latin text (German umlauts included,
since the owner is in Vienna and edits the copy). Fontsource's Latin file
carries the full 100-900 axis and hinting: 48 KB. Limiting the axis and
dropping hinting and unused OpenType features halves it, and the font is the
largest file fetched before the hero shows.

Not part of the build: run it again only when the source font or the needed
range changes. Needs fontTools (Debian: apt-get install python3-fonttools).

    python3 scripts/subset-font.py
"""
from io import BytesIO
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"
TARGET = ROOT / "src/fonts/inter-latin-wght-400-800.woff2"

WEIGHTS = (400, 800)
# Fontsource's Latin range, kept whole so any Latin text the owner writes is covered.
UNICODES = (
    "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,"
    "U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD"
)
# Contextual alternates, composition, kerning, marks and tabular figures (tabular-nums).
FEATURES = ["calt", "ccmp", "locl", "kern", "mark", "mkmk", "tnum"]


def main() -> None:
    limited = instancer.instantiateVariableFont(TTFont(SOURCE), {"wght": WEIGHTS})
    # The subsetter needs the instanced font re-read, not the in-memory tables.
    buffer = BytesIO()
    limited.save(buffer)
    buffer.seek(0)
    font = TTFont(buffer)
    options = subset.Options()
    options.flavor = "woff2"
    options.layout_features = FEATURES
    options.hinting = False
    options.name_IDs = ["*"]
    options.notdef_outline = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=subset.parse_unicodes(UNICODES))
    subsetter.subset(font)
    font.flavor = "woff2"
    TARGET.parent.mkdir(parents=True, exist_ok=True)
    font.save(TARGET)
    print(f"{TARGET.relative_to(ROOT)}: {TARGET.stat().st_size} bytes (from {SOURCE.stat().st_size})")


if __name__ == "__main__":
    main()
