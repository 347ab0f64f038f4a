#!/usr/bin/env python3
"""Draws the start page's SVG icons into resources/icons/.

Characters are stored as outlines (paths), so the icons look the same on a
machine without any Chinese font. A developer tool, not part of the build:

  scripts/make-icons.py SERIF_CJK_BOLD.ttc [INDEX]

SERIF_CJK_BOLD is Noto Serif CJK Bold (Debian fonts-noto-cjk,
NotoSerifCJK-Bold.ttc, index 2 = SC; SIL OFL 1.1). The chess knight comes from
DejaVu Sans (fonts-dejavu-core). Needs python3-fonttools.
"""
import sys
from pathlib import Path

from fontTools.pens.boundsPen import BoundsPen
from fontTools.pens.svgPathPen import SVGPathPen
from fontTools.pens.transformPen import TransformPen
from fontTools.ttLib import TTCollection, TTFont

OUT = Path(__file__).resolve().parent.parent / "resources" / "icons"
DEJAVU = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"

RED = "#b3261e"
BLACK = "#2b2420"


def load(path, index=0):
    return TTCollection(path).fonts[index] if path.endswith(".ttc") else TTFont(path)


def glyph_path(font, char, cx, cy, size):
    """SVG path data of `char`, its larger side `size` px, centred on (cx, cy)."""
    gs = font.getGlyphSet()
    name = font.getBestCmap()[ord(char)]
    bp = BoundsPen(gs)
    gs[name].draw(bp)
    x0, y0, x1, y1 = bp.bounds
    s = size / max(x1 - x0, y1 - y0)
    # Font units have y up, SVG has y down.
    t = (s, 0, 0, -s, cx - s * (x0 + x1) / 2, cy + s * (y0 + y1) / 2)
    pen = SVGPathPen(gs, ntos=lambda v: f"{v:.2f}".rstrip("0").rstrip("."))
    gs[name].draw(TransformPen(pen, t))
    return pen.getCommands()


def piece(cx, cy, r, glyph=None, colour=RED, face_down=False):
    """A round wooden xiangqi piece; `glyph` is path data or None."""
    out = [
        f'<circle cx="{cx}" cy="{cy + r * 0.09:.2f}" r="{r}" fill="#000" opacity="0.18"/>',
        f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="#d9a960" stroke="#7c4f22" stroke-width="{r * 0.06:.2f}"/>',
    ]
    if face_down:
        out += [
            f'<circle cx="{cx}" cy="{cy}" r="{r * 0.84:.2f}" fill="#c58f45"/>',
            f'<circle cx="{cx}" cy="{cy}" r="{r * 0.6:.2f}" fill="none" stroke="#a8722f" stroke-width="{r * 0.07:.2f}"/>',
            f'<circle cx="{cx}" cy="{cy}" r="{r * 0.32:.2f}" fill="none" stroke="#a8722f" stroke-width="{r * 0.07:.2f}"/>',
        ]
    else:
        out += [
            f'<circle cx="{cx}" cy="{cy}" r="{r * 0.86:.2f}" fill="#f7e6c0"/>',
            f'<circle cx="{cx}" cy="{cy}" r="{r * 0.74:.2f}" fill="none" stroke="{colour}" stroke-width="{r * 0.06:.2f}"/>',
        ]
        if glyph:
            out.append(f'<path d="{glyph}" fill="{colour}"/>')
    return out


def moon_badge(cx, cy, r):
    """Night of a role game: a crescent on a dark badge."""
    return [
        f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="#27304d" stroke="#fffdf8" stroke-width="1.6"/>',
        f'<circle cx="{cx - r * 0.12:.2f}" cy="{cy}" r="{r * 0.58:.2f}" fill="#f2c94c"/>',
        f'<circle cx="{cx + r * 0.18:.2f}" cy="{cy - r * 0.2:.2f}" r="{r * 0.5:.2f}" fill="#27304d"/>',
    ]


def score_badge(cx, cy, r, plus_path):
    return [
        f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="#e0a526" stroke="#fffdf8" stroke-width="1.6"/>',
        f'<path d="{plus_path}" fill="#fffdf8"/>',
    ]


def write(name, body):
    svg = ('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">\n'
           + "\n".join(body) + "\n</svg>\n")
    (OUT / f"{name}.svg").write_text(svg)


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    cjk = load(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 2)
    dejavu = TTFont(DEJAVU)
    OUT.mkdir(parents=True, exist_ok=True)

    write("qiyuan", piece(32, 31, 28, glyph_path(cjk, "棋", 32, 31, 27)))
    write("xiangqi", piece(32, 31, 28, glyph_path(cjk, "帥", 32, 31, 27)))
    write("banqi", piece(23, 23, 19, face_down=True)
          + piece(41, 40, 20, glyph_path(cjk, "炮", 41, 40, 21), BLACK))
    write("jifen", piece(30, 33, 27, glyph_path(cjk, "兵", 30, 33, 25))
          + score_badge(50, 14, 12, glyph_path(dejavu, "+", 50, 14, 12)))
    write("werewolf-xiangqi", piece(30, 33, 27, glyph_path(cjk, "士", 30, 33, 24), BLACK)
          + moon_badge(50, 14, 12))
    write("werewolf-chess", piece(30, 33, 27, glyph_path(dejavu, "\u265E", 30, 33, 27), BLACK)
          + moon_badge(50, 14, 12))


if __name__ == "__main__":
    main()
