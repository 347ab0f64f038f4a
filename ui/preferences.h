// The user's play preferences, kept in QSettings under "play/". The language
// has its own manager (languagemanager.h).
#pragma once

#include <QString>

namespace qiyuan::ui {

struct Preferences {
    // The pieces' characters: 帥 將 傌 俥 (and 漢界) instead of 帅 将 马 车. Until
    // the player picks a style in Settings they follow the UI language: a
    // reader of Traditional Chinese gets them.
    bool traditionalPieces = false;
    bool pieceStyleChosen = false; // the player picked it: no language changes it
    bool showCoordinates = true;
    bool showPointMarks = true;     // the corner marks of the cannon and soldier points (炮位/兵位)
    int animationMs = 180;          // 0 = no animation
    bool sound = true;
    bool confirmResign = true;
    QString notation = QStringLiteral("chinese"); // "chinese", "wxf" or "iccs"
    // A move that differs from a record's next move (docs/PLAY.md): "ask" (the
    // default), or the answer remembered: "variation", "replace" or "mainline".
    QString newMoveInRecord = QStringLiteral("ask");
    // The external UCI engines are kept apart: ui/engineconfig.h.
    // Hash table of the built-in xiangqi AI (the opponent and the hint each
    // have one of this size, made when first used), in MiB: bounds its memory.
    int aiHashMb = 16;
    static constexpr int MinAiHashMb = 1;
    static constexpr int MaxAiHashMb = 2048;
    // Threads of one search of the built-in xiangqi AI (Lazy SMP): more find
    // better moves in the same time on a machine with several cores.
    int aiThreads = 1;
    static constexpr int MinAiThreads = 1;
    static constexpr int MaxAiThreads = 64;

    // The role games' narrator (ui/werewolf/narrator.h): off by default (it
    // speaks aloud); the voice by name ("" the engine's default for the UI
    // language), speed -10..10 (0 normal), volume 0..100, and the time every
    // called role has to act at night, the same for all (timing leaks nothing).
    bool narrator = false;
    QString narratorVoice;
    int narratorRate = 0;
    int narratorVolume = 80;
    int narratorActSeconds = 15;
    static constexpr int MinActSeconds = 3;
    static constexpr int MaxActSeconds = 120;
    // The timers everyone sees (session/speakingtimer.h): each day speaker's
    // time, and the phones' time for their night entries (0: no night timer).
    int speakerSeconds = 60;
    int nightTimerSeconds = 120;
    static constexpr int MinSpeakerSeconds = 10;
    static constexpr int MaxSpeakerSeconds = 600;
    static constexpr int MaxNightTimerSeconds = 900;

    static Preferences load();
    void save() const;
    bool operator==(const Preferences&) const = default;
};

} // namespace qiyuan::ui
