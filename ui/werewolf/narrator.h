// The narrator's voice at a role game (版杀): plays the script of
// session/narratorscript.h. A queue of lines, each followed by its fixed pause
// (a called role's time to act is the same whoever holds it, alive or dead,
// acted or not: the room hears no difference). Spoken by Qt TextToSpeech in
// the UI language with the voice, speed and volume of the settings; without a
// speech engine (none installed, none answering, or not allowed as under the
// tests) each line is shown instead as a caption, which the public view
// writes in large type on the projector.
//
// The queue is the layer's own and inspectable (queued(), pending()), so tests
// read what would be said without any sound.
#pragma once

#include "session/narratorscript.h"
#include "ui/preferences.h"

#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QTimer>
#include <QWidget>

#include <deque>
#include <vector>

class QLabel;
class QThread;
class QPushButton;

namespace qiyuan::ui {

class SpeechEngine;

class WerewolfNarrator : public QObject {
    Q_OBJECT
public:
    // The short pause after a line; the time a called role has to act is the setting (Preferences).
    static constexpr int ShortPauseMs = 1500;
    // How long a caption stays before its pause, whatever it says.
    static constexpr int CaptionMs = 4000;
    // An engine that has not started a line this long after it was given, or
    // not finished it after StalledMs, is taken for broken (a speech service
    // without a sound device waits forever): captions from that line on.
    static constexpr int SilentMs = 5000;
    static constexpr int StalledMs = 60000;

    explicit WerewolfNarrator(QObject* parent = nullptr);
    ~WerewolfNarrator() override;

    // Shorter waits for tests (milliseconds; actMs below 0: the setting's time to act).
    struct Timing {
        int captionMs = CaptionMs;
        int shortPauseMs = ShortPauseMs;
        int actMs = -1;
        int silentMs = SilentMs;
    };
    void setTiming(const Timing& timing) { m_timing = timing; }
    // The wait scheduled after the line on screen now (captions), in milliseconds.
    int scheduledMs() const { return m_timer.interval(); }

    // Speech is tried when first needed unless forbidden here (tests, or a
    // machine where it is known to fail); forbidden, every line is a caption.
    void setSpeechAllowed(bool allowed);
    // Whether lines are spoken (true) or shown as captions.
    bool speaks() const;
    // The settings' narrator switch; off, say() does nothing. Read from the
    // settings at every say() unless set here.
    bool enabled() const;
    void setPreferences(const Preferences& prefs);

    // Appends lines to the queue and starts playing them.
    void say(const std::vector<session::narrator::Line>& lines);
    // Empties the queue and stops the line being played.
    void stop();

    // Every line queued since the start (played, playing and waiting), and the waiting ones.
    const std::vector<session::narrator::Line>& queued() const { return m_queued; }
    QStringList queuedTexts() const { return session::narrator::texts(m_queued); }
    QStringList pending() const;
    void clearQueued() { m_queued.clear(); }
    // The pause after a line of this kind, in milliseconds.
    int pauseMs(session::narrator::Pause pause) const;
    // The caption on screen now (empty while speaking or idle).
    QString caption() const { return m_caption; }
    bool busy() const { return m_busy; }

signals:
    // The line to show in large type (captions only); empty: nothing to show.
    void captionChanged(const QString& text);

private:
    void next();
    void afterLine();
    void showCurrent();
    void speechBroke();
    bool ensureSpeech();
    void applyVoice();
    void setCaption(const QString& text);

    Preferences m_prefs;
    Timing m_timing;
    bool m_prefsSet = false;
    bool m_speechAllowed = true;
    bool m_speechFailed = false;
    SpeechEngine* m_speech = nullptr; // lives in m_speechThread
    QThread* m_speechThread = nullptr;
    std::deque<session::narrator::Line> m_waiting;
    std::vector<session::narrator::Line> m_queued;
    session::narrator::Line m_current;
    bool m_busy = false;
    QTimer m_timer;
    QTimer m_watchdog;
    QString m_caption;
};

// The moderator's narrator controls under the role game's tabs: call the vote
// (the moderator decides when the talk is over) and stop; the state in words.
class WerewolfNarratorBar : public QWidget {
    Q_OBJECT
public:
    WerewolfNarratorBar(WerewolfNarrator* narrator, session::ModeratorSession* session, QWidget* parent = nullptr);
    QPushButton* voteButton() const { return m_vote; }
    QPushButton* stopButton() const { return m_stop; }

    // The buttons work while the narrator is on in the settings (read again on every show and step).
    void refresh();

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void retranslateUi();
    WerewolfNarrator* m_narrator;
    session::ModeratorSession* m_session;
    QLabel* m_label = nullptr;
    QPushButton* m_vote = nullptr;
    QPushButton* m_stop = nullptr;
};

} // namespace qiyuan::ui
