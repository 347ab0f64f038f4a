// The engine writes its own Chinese (move notation, opening names, the role
// games' texts) in Simplified characters; a reader of Traditional Chinese
// (zh_TW) gets it in theirs. The table is made from the engine's literals
// (scripts/zh-tw.py --table), so it covers every character the engine writes.
#pragma once

#include <QLocale>
#include <QString>

namespace qiyuan::session {

// Taiwan's, Hong Kong's and Macao's readers, and any locale in the Traditional script.
bool readsTraditional(const QLocale& locale);
// Whether the program speaks Traditional Chinese now (the default locale the UI's language sets).
inline bool readsTraditional() { return readsTraditional(QLocale()); }
// `simplified` in Traditional characters.
QString traditional(const QString& simplified);
// A move in Chinese notation (马8进7, 后炮平五): 后 is 後, "the rear one".
QString traditionalMove(const QString& simplified);
// What the engine wrote, in the reader's script: unchanged unless they read Traditional.
QString inReadersScript(const QString& simplified);
QString moveInReadersScript(const QString& simplified);

} // namespace qiyuan::session
