#!/usr/bin/env python3
"""Makes resources/fonts/QiyuanCJK-Regular.otf: the characters Qiyuan shows in
Chinese, cut from Noto Sans CJK SC Regular (SIL OFL 1.1) and renamed.

Run it again after adding Chinese translations (the ui_mainwindow test fails
when a translated character is missing from the font):

  scripts/subset-cjk-font.py NotoSansCJK-Regular.ttc

NotoSansCJK-Regular.ttc comes from Debian's fonts-noto-cjk (the collection's
font 2 is SC); `apt-get download fonts-noto-cjk && dpkg-deb -x` gets it without
installing. Needs python3-fonttools and Qt's lconvert.

Characters: every translation and source text in translations/qiyuan_zh_CN.ts, every
translation in qiyuan_zh_TW.ts and the rules pages, every translation in Qt's
qtbase_zh_CN.qm and qtbase_zh_TW.qm (standard dialogs), and
resources/fonts/extra-chars.txt (xiangqi notation and piece names), and the
string literals of engine/ and ui/ (Chinese the engine writes itself).
"""
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTCollection

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "resources" / "fonts" / "QiyuanCJK-Regular.otf"
QT_QM = ["/usr/share/qt6/translations/qtbase_zh_CN.qm", "/usr/share/qt6/translations/qtbase_zh_TW.qm"]
LCONVERT = "/usr/lib/qt6/bin/lconvert"
FAMILY = "Qiyuan CJK"


def ts_translations(path, sources=False):
    text = []
    for tr in ET.parse(path).iter("translation"):
        text.append("".join(tr.itertext()))
    if sources:
        for src in ET.parse(path).iter("source"):
            text.append(src.text or "")
    return "".join(text)


def wanted_text():
    # Our sources too: the English UI shows terms such as 塞象眼 beside their
    # English names.
    text = ts_translations(ROOT / "translations" / "qiyuan_zh_CN.ts", sources=True)
    text += ts_translations(ROOT / "translations" / "qiyuan_zh_TW.ts")
    with tempfile.TemporaryDirectory() as tmp:
        for qm in QT_QM:
            ts = Path(tmp) / (Path(qm).stem + ".ts")
            subprocess.run([LCONVERT, "-i", qm, "-o", str(ts)], check=True)
            text += ts_translations(ts)
    # The rules pages of Help → Rules, in every language.
    for page in sorted((ROOT / "resources" / "rules").glob("*.html")):
        text += page.read_text(encoding="utf-8")
    text += (ROOT / "resources" / "fonts" / "extra-chars.txt").read_text(encoding="utf-8")
    # Chinese the engine writes itself (the role games' announcements, role
    # descriptions, black pieces' names) and the few fixed words of the
    # screens outside tr() (a forum post's headings): every string literal.
    literal = re.compile(r'"(?:[^"\\\n]|\\.)*"')
    for folder in ("engine", "ui"):
        for pattern in ("*.cpp", "*.inc"):  # .inc: data tables such as the ECCO opening names
            for source in sorted((ROOT / folder).rglob(pattern)):
                text += "".join(literal.findall(source.read_text(encoding="utf-8")))
    # Latin comes from the system font; keep only what it may lack.
    return "".join(sorted({c for c in text if ord(c) >= 0x2000}))


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    font = TTCollection(sys.argv[1]).fonts[2]
    assert font["name"].getDebugName(1) == "Noto Sans CJK SC", "font 2 is not Noto Sans CJK SC"
    chars = wanted_text()

    options = subset.Options()
    options.layout_features = []  # no vertical or locale forms: horizontal UI text only
    options.drop_tables += ["vhea", "vmtx", "VORG", "BASE"]
    options.name_IDs = [0, 1, 2, 3, 4, 5, 6, 13, 14]
    options.notdef_outline = True
    sub = subset.Subsetter(options)
    sub.populate(text=chars)
    sub.subset(font)

    # A modified version gets a name of its own (OFL 1.1, and so it never
    # stands in for a complete Noto Sans CJK installed on the system).
    name = font["name"]
    for rec in list(name.names):
        if rec.nameID in (1, 3, 4, 6, 16, 17):
            name.removeNames(nameID=rec.nameID)
    name.setName(FAMILY, 1, 3, 1, 0x409)
    name.setName("Regular", 2, 3, 1, 0x409)
    name.setName(f"{FAMILY} Regular; subset of Noto Sans CJK SC", 3, 3, 1, 0x409)
    name.setName(f"{FAMILY} Regular", 4, 3, 1, 0x409)
    name.setName("QiyuanCJK-Regular", 6, 3, 1, 0x409)
    font["CFF "].cff.fontNames = ["QiyuanCJK-Regular"]
    font.save(OUT)
    print(f"{OUT}: {len(chars)} characters, {OUT.stat().st_size} bytes")


if __name__ == "__main__":
    main()
