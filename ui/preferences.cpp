#include "preferences.h"

#include "languagemanager.h"

#include <QLocale>
#include <QSettings>

namespace qiyuan::ui {

Preferences Preferences::load()
{
    QSettings s;
    Preferences p;
    // Readers of Traditional Chinese see 帥 將 俥 傌 unless they chose otherwise
    // (QLocale() is the UI language's). Older versions saved the style whatever the
    // player did: their "traditional" was always a choice, their "simplified" the default.
    const QString style = s.value(QStringLiteral("play/pieceStyle")).toString();
    p.pieceStyleChosen = style == QLatin1String("traditional") || style == QLatin1String("simplified");
    if (p.pieceStyleChosen)
        p.traditionalPieces = style == QLatin1String("traditional");
    else if (s.value(QStringLiteral("play/traditionalPieces")).toBool())
        p.traditionalPieces = p.pieceStyleChosen = true;
    else
        p.traditionalPieces = LanguageManager::languageOf(QLocale()) == QLatin1String("zh_TW");
    p.showCoordinates = s.value(QStringLiteral("play/showCoordinates"), p.showCoordinates).toBool();
    p.showPointMarks = s.value(QStringLiteral("play/showPointMarks"), p.showPointMarks).toBool();
    p.animationMs = qBound(0, s.value(QStringLiteral("play/animationMs"), p.animationMs).toInt(), 1000);
    p.sound = s.value(QStringLiteral("play/sound"), p.sound).toBool();
    p.confirmResign = s.value(QStringLiteral("play/confirmResign"), p.confirmResign).toBool();
    const QString n = s.value(QStringLiteral("play/notation"), p.notation).toString();
    if (n == QLatin1String("chinese") || n == QLatin1String("wxf") || n == QLatin1String("iccs"))
        p.notation = n;
    const QString choice = s.value(QStringLiteral("play/newMoveInRecord"), p.newMoveInRecord).toString();
    if (choice == QLatin1String("variation") || choice == QLatin1String("replace") || choice == QLatin1String("mainline"))
        p.newMoveInRecord = choice;
    p.aiHashMb = qBound(MinAiHashMb, s.value(QStringLiteral("ai/hashMb"), p.aiHashMb).toInt(), MaxAiHashMb);
    p.aiThreads = qBound(MinAiThreads, s.value(QStringLiteral("ai/threads"), p.aiThreads).toInt(), MaxAiThreads);
    p.narrator = s.value(QStringLiteral("narrator/on"), p.narrator).toBool();
    p.narratorVoice = s.value(QStringLiteral("narrator/voice"), p.narratorVoice).toString();
    p.narratorRate = qBound(-10, s.value(QStringLiteral("narrator/rate"), p.narratorRate).toInt(), 10);
    p.narratorVolume = qBound(0, s.value(QStringLiteral("narrator/volume"), p.narratorVolume).toInt(), 100);
    p.narratorActSeconds =
        qBound(MinActSeconds, s.value(QStringLiteral("narrator/actSeconds"), p.narratorActSeconds).toInt(), MaxActSeconds);
    p.speakerSeconds = qBound(MinSpeakerSeconds, s.value(QStringLiteral("narrator/speakerSeconds"), p.speakerSeconds).toInt(),
                              MaxSpeakerSeconds);
    p.nightTimerSeconds =
        qBound(0, s.value(QStringLiteral("narrator/nightTimerSeconds"), p.nightTimerSeconds).toInt(), MaxNightTimerSeconds);
    return p;
}

void Preferences::save() const
{
    QSettings s;
    // Only a style the player picked is kept: the default follows the language.
    if (pieceStyleChosen)
        s.setValue(QStringLiteral("play/pieceStyle"), traditionalPieces ? QStringLiteral("traditional") : QStringLiteral("simplified"));
    else
        s.remove(QStringLiteral("play/pieceStyle"));
    s.remove(QStringLiteral("play/traditionalPieces"));
    s.setValue(QStringLiteral("play/showCoordinates"), showCoordinates);
    s.setValue(QStringLiteral("play/showPointMarks"), showPointMarks);
    s.setValue(QStringLiteral("play/animationMs"), animationMs);
    s.setValue(QStringLiteral("play/sound"), sound);
    s.setValue(QStringLiteral("play/confirmResign"), confirmResign);
    s.setValue(QStringLiteral("play/notation"), notation);
    s.setValue(QStringLiteral("play/newMoveInRecord"), newMoveInRecord);
    s.setValue(QStringLiteral("ai/hashMb"), aiHashMb);
    s.setValue(QStringLiteral("ai/threads"), aiThreads);
    s.setValue(QStringLiteral("narrator/on"), narrator);
    s.setValue(QStringLiteral("narrator/voice"), narratorVoice);
    s.setValue(QStringLiteral("narrator/rate"), narratorRate);
    s.setValue(QStringLiteral("narrator/volume"), narratorVolume);
    s.setValue(QStringLiteral("narrator/actSeconds"), narratorActSeconds);
    s.setValue(QStringLiteral("narrator/speakerSeconds"), speakerSeconds);
    s.setValue(QStringLiteral("narrator/nightTimerSeconds"), nightTimerSeconds);
}

} // namespace qiyuan::ui
