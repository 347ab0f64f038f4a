// The engine writes its own Chinese (move notation, opening names) in
// Simplified characters; a reader of Traditional Chinese (zh_TW) gets it in
// theirs. The table is made from the engine's literals (scripts/zh-tw.py
// --table), so it covers every character the engine can write.
#pragma once

#include <QString>

namespace qiyuan::ui {

// Whether the UI speaks Traditional Chinese now (the default locale the language manager sets).
bool readsTraditional();
// `simplified` in Traditional characters.
QString traditional(const QString& simplified);
// A move in Chinese notation (马8进7, 后炮平五): 后 is 後, "the rear one".
QString traditionalMove(const QString& simplified);
// What the engine wrote, in the reader's script: unchanged unless they read Traditional.
QString inReadersScript(const QString& simplified);
QString moveInReadersScript(const QString& simplified);

} // namespace qiyuan::ui
