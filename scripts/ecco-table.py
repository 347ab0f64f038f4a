#!/usr/bin/env python3
"""Rewrites the class table and the count line of docs/rules/ecco.md from the
ECCO data (engine/xiangqi/ecco_a.inc ... ecco_e.inc), so the document never
drifts from the table the program uses. Run from the project root after
changing a row: python3 scripts/ecco-table.py"""
import collections
import glob
import re
import sys

ROW = re.compile(r'\{"(\w\d\d)", "([^"]*)", "([^"]*)", "([^"]*)", "([^"]*)"\},\s*//\s*(.*?)\s*\[(\w+\*?)\]\s*$')


def rows():
    out = []
    for path in sorted(glob.glob('engine/xiangqi/ecco_?.inc')):
        for line in open(path, encoding='utf-8'):
            if not line.startswith('{'):
                continue
            m = ROW.match(line)
            if not m:
                sys.exit(f'{path}: cannot read the row: {line.strip()}')
            out.append(m.groups())
    return out


def main():
    data = rows()
    codes = sorted({r[0] for r in data})
    sources = collections.Counter(r[6] for r in data)
    table = ['| code | name | variation | English | defining moves | source |',
             '| --- | --- | --- | --- | --- | --- |']
    for code, name, variation, english, _, chinese, source in data:
        table.append(f'| {code} | {name} | {variation} | {english} | {chinese if chinese != "-" else "—"} | {source} |')
    count = (f'We have {len(codes)} classes with data in {len(data)} rows (rows by source: '
             + ', '.join(f'{k} {v}' for k, v in sorted(sources.items())) + ').')
    path = 'docs/rules/ecco.md'
    text = open(path, encoding='utf-8').read()
    text, n = re.subn(r'^We have \d+ classes with data in \d+ rows \(rows by source: [^)]*\)\.', count, text, flags=re.M)
    if n != 1:
        sys.exit(f'{path}: the count line ("We have N classes ...") was not found')
    lines = text.split('\n')
    start = next(i for i, l in enumerate(lines) if l.startswith('| code | name |'))
    end = start
    while end < len(lines) and lines[end].startswith('|'):
        end += 1
    lines[start:end] = table
    open(path, 'w', encoding='utf-8').write('\n'.join(lines))
    print(count)


if __name__ == '__main__':
    main()
