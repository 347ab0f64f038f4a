// The timer everyone sees at a role game (session/speakingtimer.h), as the
// moderator's screens show and drive it:
// - SpeakingTimerPanel, on the day tab: the day's speaking order (first
//   speaker and direction, werewolf::speakingOrder), start, pause / resume,
//   add time, next speaker; the speaker and the time in large type.
// - TimerLabel: the timer in a line (the night tab shows the phones' night time).
// - WerewolfTimerVoice: the narrator calls each speaker by name and seat, and
//   a soft sound when the time is up: the narrator's "Time." when it is on,
//   else the system's beep (QApplication::beep). Qt Multimedia is not among
//   the app's modules, so the voice or the beep is the desktop's sound; the
//   phones play a short sine tone of their own (resources/web/app.js).
#pragma once

#include "session/speakingtimer.h"

#include <QLabel>
#include <QWidget>

#include <functional>

class QComboBox;
class QPushButton;

namespace qiyuan::session {
class ModeratorSession;
}

namespace qiyuan::ui {

class WerewolfNarrator;

namespace werewolfpage {

class SpeakingTimerPanel : public QWidget {
    Q_OBJECT
public:
    explicit SpeakingTimerPanel(session::ModeratorSession& session, QWidget* parent = nullptr);

    QComboBox* startCombo() const { return start_; }
    QComboBox* directionCombo() const { return direction_; }
    QPushButton* startButton() const { return startButton_; }
    QPushButton* pauseButton() const { return pauseButton_; }
    QPushButton* addButton() const { return addButton_; }
    QPushButton* nextButton() const { return nextButton_; }
    QString speakerText() const;
    QString timeText() const;
    QString orderText() const; // "Next: Li Si (#2), then 14 more"

    // Seconds each speaker has (the settings' "Time per speaker" unless set here: tests).
    void setSpeakerSeconds(int seconds) { speakerSeconds_ = seconds; }
    static constexpr int AddSeconds = 30;

    // The words of the timer for any screen: "Speaking: Zhang San (#2)" / "发言：张三（2号）",
    // "Night entries" at night; the time as "0:45", "paused", "time is up".
    static QString speakerLine(const session::ModeratorSession& session);
    static QString timeLine(const session::SpeakingTimer& timer);
    static QString clock(int seconds); // "1:05"

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void refresh();     // the living players offered as first speaker
    void showTimer();   // the labels and which buttons work
    void start();

    session::ModeratorSession& session_;
    int speakerSeconds_ = 0; // 0: the settings'
    QLabel* startLabel_ = nullptr;
    QComboBox* start_ = nullptr;
    QComboBox* direction_ = nullptr;
    QPushButton* startButton_ = nullptr;
    QPushButton* pauseButton_ = nullptr;
    QPushButton* addButton_ = nullptr;
    QPushButton* nextButton_ = nullptr;
    QLabel* speaker_ = nullptr;
    QLabel* time_ = nullptr;
    QLabel* order_ = nullptr;
};

// One line: the timer's words while it runs for `kind` (Off: any), hidden otherwise.
class TimerLabel : public QLabel {
    Q_OBJECT
public:
    TimerLabel(session::ModeratorSession& session, session::SpeakingTimer::Kind kind, QWidget* parent = nullptr);
    void showTimer();

private:
    session::ModeratorSession& session_;
    session::SpeakingTimer::Kind kind_;
};

} // namespace werewolfpage

// The narrator's calls of the speakers and the sound at the end of a time.
class WerewolfTimerVoice : public QObject {
    Q_OBJECT
public:
    WerewolfTimerVoice(WerewolfNarrator* narrator, session::ModeratorSession* session, QObject* parent = nullptr);
    // The beep used without the narrator (tests count it); default QApplication::beep.
    void setBeep(std::function<void()> beep) { beep_ = std::move(beep); }
    int timeUpSounds() const { return sounds_; } // the sounds asked for so far (voice or beep)

private:
    WerewolfNarrator* narrator_;
    session::ModeratorSession* session_;
    std::function<void()> beep_;
    int sounds_ = 0;
};

} // namespace qiyuan::ui
