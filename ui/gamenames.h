// The names the UI shows for the registry's games, rule sets and play modes,
// translated with tr(). The registry (engine/core/registry.h) holds the keys
// and English names; only this file turns them into UI text.
#pragma once

#include "core/registry.h"

#include <QCoreApplication>
#include <QMetaType>
#include <QString>
#include <QStringList>

#include <string_view>

namespace qiyuan::ui {

class GameNames {
    Q_DECLARE_TR_FUNCTIONS(GameNames)
public:
    static QString title(std::string_view gameKey);
    // The game's Chinese name, never translated: shown beside an English title.
    static QString chineseTitle(std::string_view gameKey);
    static QString summary(std::string_view gameKey);
    static QString players(const GameInfo& game);
    static QString variant(std::string_view variantKey);
    static QString variantToolTip(std::string_view variantKey);
    static QString mode(PlayMode mode, GameFamily family);
    static QString modeToolTip(PlayMode mode, GameFamily family);
    static QString comingLater();
};

// Registry text (UTF-8) as a QString.
inline QString toQString(std::string_view s)
{
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

// Sentences one after another: a space after English ones, none after
// Chinese ones (a full-width stop needs no space). Empty parts are skipped.
QString joinSentences(const QStringList& parts);

} // namespace qiyuan::ui

Q_DECLARE_METATYPE(qiyuan::PlayMode)
