#!/usr/bin/env python3
"""Traditional Chinese (zh_TW) from the Simplified texts, for a translator to review.

    scripts/zh-tw.py translations/qiyuan_zh_CN.ts translations/qiyuan_zh_TW.ts [--all]
        fills the entries of qiyuan_zh_TW.ts that are still unfinished (--all: every
        entry), so hand edits stay; run `update_translations` first.
    scripts/zh-tw.py --html resources/rules/NAME.zh_CN.html ...
        writes NAME.zh_TW.html beside each page.
    scripts/zh-tw.py --js resources/web/app.js
        rewrites the phone page's `tw:` texts from its `zh:` texts (between the
        "// zh_TW: generated" markers).
    scripts/zh-tw.py --table ui/traditionalchars.inc
        writes the character table ui/traditional.cpp converts the engine's own Chinese
        with (move notation, opening names): every character of engine/'s string literals
        that OpenCC's s2tw changes, and the words whose characters change by context.

OpenCC's s2twp (Debian: opencc) converts characters and Taiwanese phrasing (軟體, 檔案,
預設); TW_TERMS then puts the words Taiwanese and Hong Kong players use (暗棋 for
翻翻棋, corner-bracket quotes). Needed only to regenerate, never to build or test."""
import subprocess, sys, xml.etree.ElementTree as ET

# After OpenCC: game and program words as Taiwanese players say them.
TW_TERMS = [
    ("翻翻棋", "暗棋"),
    ("區域網路", "區域網路"),
    ("區域網", "區域網路"),
    ("區域網路路", "區域網路"),
    ("象棋版殺", "象棋版殺"),
    ("佈局", "布局"),
    ("全域性", "全局"),
    ("秘", "祕"),  # the Taiwanese standard form (OpenCC leaves 秘)
    # Taiwan and Hong Kong quote with corner brackets.
    ("\u201c", "\u300c"), ("\u201d", "\u300d"), ("\u2018", "\u300e"), ("\u2019", "\u300f"),
    # A reader's review (Taiwan/Hong Kong usage): OpenCC's slips (傢俬, 隻能, 棋鍾, 迴圈 for a
    # round robin) and the words these players use (西洋棋, 入堡, 全螢幕, QR 碼, 位址, 連接埠 ...).
    ("傢俬下", "家私下"),
    ("隻能", "只能"),
    ("棋鍾", "棋鐘"),
    ("迴圈", "循環"),
    ("國際象棋", "西洋棋"),
    ("王車易位", "入堡"),
    ("計算機", "電腦"),
    ("當前", "目前"),
    ("響應", "回應"),
    ("帖子", "貼文"),
    ("私信", "私訊"),
    ("投影屏", "投影幕"),
    ("全屏", "全螢幕"),
    ("的二維碼", "的 QR 碼"),
    ("二維碼", "QR 碼"),
    ("掃碼", "掃描 QR 碼"),
    ("房間號", "房間碼"),
    ("錄入", "登記"),
    ("列表", "清單"),
    ("電子表格", "試算表"),
    ("地址", "位址"),
    ("埠", "連接埠"),
    ("連接連接埠", "連接埠"),
    # Settings → Pieces shows what the simplified pieces look like: that sample stays simplified.
    ("簡體字（帥 將 馬 車）", "簡體字（帅 将 马 车）"),
]

def convert(texts):
    sep = "\n\u2063@@QIYUAN@@\u2063\n"
    out = subprocess.run(["opencc", "-c", "s2twp.json"], input=sep.join(texts), capture_output=True, text=True, check=True).stdout
    parts = out.split(sep)
    assert len(parts) == len(texts), (len(parts), len(texts))
    res = []
    for p in parts:
        for a, b in TW_TERMS:
            p = p.replace(a, b)
        res.append(p)
    return res

def key(ctx, msg):
    src = msg.findtext("source") or ""
    com = msg.findtext("comment") or ""
    return (ctx, src, com)

# Per page, after the terms: the chess role game's queen is 后 (OpenCC writes 後, "after"),
# and the words where 後 does mean "after" are put back.
PAGE_FIXES = {
    "werewolf-chess.zh_TW.html": [("後", "后"), ("之后", "之後"), ("然后", "然後"), ("一夜后", "一夜後"),
                                  ("結算后", "結算後")],
}

def html(paths):
    import os
    texts = [open(p, encoding="utf-8").read() for p in paths]
    for p, t in zip(paths, convert(texts)):
        t = t.replace('lang="zh-CN"', 'lang="zh-TW"').replace("lang='zh-CN'", "lang='zh-TW'")
        for a, b in PAGE_FIXES.get(os.path.basename(p).replace(".zh_CN.", ".zh_TW."), []):
            t = t.replace(a, b)
        out = p.replace(".zh_CN.", ".zh_TW.")
        assert out != p
        open(out, "w", encoding="utf-8").write(t)
        print("wrote", out)

def char_table(out_path):
    import collections, pathlib, re
    root = pathlib.Path(__file__).resolve().parent.parent
    literal = re.compile(r'"(?:[^"\\\n]|\\.)*"')
    cjk = re.compile(r"[\u3400-\u9fff]")
    texts = set()
    for pattern in ("*.cpp", "*.inc", "*.h"):
        for f in (root / "engine").rglob(pattern):
            texts.update(l[1:-1] for l in literal.findall(f.read_text(encoding="utf-8")) if cjk.search(l))
    texts = sorted(texts)
    sep = "\n\u2063@@QIYUAN@@\u2063\n"
    converted = subprocess.run(["opencc", "-c", "s2tw.json"], input=sep.join(texts), capture_output=True,
                               text=True, check=True).stdout.split(sep)
    chars = collections.defaultdict(collections.Counter)
    words = {}
    for a, b in zip(texts, converted):
        assert len(a) == len(b), (a, b)
        for i, (x, y) in enumerate(zip(a, b)):
            chars[x][y] += 1
    # 后 is the chess queen in the role game (选后、车, 被后所杀): it stays 后. The engine's
    # words in which it means "after" (後) are listed by hand; move notation has its own rule.
    for w in ("后补", "休息后", "承受后", "全灭后", "易位后", "马后炮"):
        assert any(w in t for t in texts), w + " is no longer in engine/: update this list"
        words[w] = subprocess.run(["opencc", "-c", "s2tw.json"], input=w, capture_output=True, text=True,
                                  check=True).stdout.strip()
    chars["后"] = collections.Counter({"后": 1})
    # A character that converts two ways keeps its usual form; the words around the other one are listed.
    for a, b in zip(texts, converted):
        for i, (x, y) in enumerate(zip(a, b)):
            if len(chars[x]) > 1 and y != chars[x].most_common(1)[0][0]:
                lo, hi = max(0, i - 1), min(len(a), i + 2)
                words[a[lo:hi].strip()] = b[lo:hi].strip()
    lines = ["// Generated by scripts/zh-tw.py --table from engine/'s string literals and OpenCC's s2tw.",
             "// Words first (a character that changes by context), then characters."]
    lines.append("static const std::pair<const char16_t*, const char16_t*> TraditionalWords[] = {")
    lines += [f'    {{u"{a}", u"{b}"}},' for a, b in sorted(words.items())]
    lines.append("};")
    # The players' words (TW_TERMS) where the converted engine text has them: applied after the characters.
    whole = "\n".join(converted)
    phrases = [(a, b) for a, b in TW_TERMS if a != b and a in whole]
    lines.append("static const std::pair<const char16_t*, const char16_t*> TraditionalPhrases[] = {")
    lines += [f'    {{u"{a}", u"{b}"}},' for a, b in phrases]
    lines.append("};")
    lines.append("static const std::pair<char16_t, char16_t> TraditionalChars[] = {")
    pairs = sorted((x, c.most_common(1)[0][0]) for x, c in chars.items() if c.most_common(1)[0][0] != x)
    lines += [f"    {{u'{x}', u'{y}'}}," for x, y in pairs]
    lines.append("};")
    open(out_path, "w", encoding="utf-8").write("\n".join(lines) + "\n")
    print(f"wrote {out_path}: {len(words)} words, {len(pairs)} characters")

def js(path):
    import re
    src = open(path, encoding="utf-8").read()
    zh = re.search(r"\n  zh: \{\n.*?\n  \},\n", src, re.S).group(0)
    tw = convert([zh])[0].replace("\n  zh: {", "\n  tw: {", 1)
    tw = tw.replace('lang: "繁體"', 'lang: "EN"', 1)  # the button names the next language
    begin, end = "  // zh_TW: generated by scripts/zh-tw.py --js from zh (do not edit)\n", "  // zh_TW: end\n"
    if begin in src:
        src = src[:src.index(begin)] + src[src.index(end) + len(end):]
    at = src.index(zh) + len(zh)
    src = src[:at] + begin + tw.lstrip("\n") + end + src[at:]
    open(path, "w", encoding="utf-8").write(src)
    print("wrote", path)

def main():
    if sys.argv[1] == "--js":
        return js(sys.argv[2])
    if sys.argv[1] == "--html":
        return html(sys.argv[2:])
    if sys.argv[1] == "--table":
        return char_table(sys.argv[2])
    cn_path, tw_path = sys.argv[1], sys.argv[2]
    redo_all = "--all" in sys.argv
    cn = ET.parse(cn_path)
    table = {}
    for c in cn.getroot().iter("context"):
        name = c.findtext("name")
        for m in c.iter("message"):
            t = m.find("translation")
            if t is None or t.get("type") in ("unfinished", "vanished", "obsolete"):
                continue
            forms = [f.text or "" for f in t.findall("numerusform")]
            table[key(name, m)] = forms if forms else (t.text or "")
    tw = ET.parse(tw_path)
    todo = []
    for c in tw.getroot().iter("context"):
        name = c.findtext("name")
        for m in c.iter("message"):
            t = m.find("translation")
            if t is None or t.get("type") in ("vanished", "obsolete"):
                continue
            if t.get("type") != "unfinished" and not redo_all:
                continue
            k = key(name, m)
            if k in table:
                todo.append((t, table[k]))
    flat = []
    for t, v in todo:
        flat.extend(v if isinstance(v, list) else [v])
    conv = iter(convert(flat)) if flat else iter([])
    for t, v in todo:
        if isinstance(v, list):
            for f in list(t):
                t.remove(f)
            t.text = "\n            "
            for i in range(len(v)):
                f = ET.SubElement(t, "numerusform")
                f.text = next(conv)
                f.tail = "\n        " if i == len(v) - 1 else "\n            "
        else:
            t.text = next(conv)
        if "type" in t.attrib:
            del t.attrib["type"]
    tw.write(tw_path, encoding="utf-8", xml_declaration=True)
    # ElementTree drops the doctype: put it back.
    s = open(tw_path, encoding="utf-8").read()
    s = s.replace("<?xml version='1.0' encoding='utf-8'?>", '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>', 1)
    open(tw_path, "w", encoding="utf-8").write(s + ("\n" if not s.endswith("\n") else ""))
    print(f"filled {len(todo)}")

main()
