#include "narrator.h"
#include "speech.h"

#include "session/traditional.h"


#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSettings>
#include <QThread>

namespace qiyuan::ui {

using session::narrator::Line;
using session::narrator::Pause;

WerewolfNarrator::WerewolfNarrator(QObject* parent)
    : QObject(parent)
{
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &WerewolfNarrator::next);
    m_watchdog.setSingleShot(true);
    connect(&m_watchdog, &QTimer::timeout, this, &WerewolfNarrator::speechBroke);
}

void WerewolfNarrator::setSpeechAllowed(bool allowed) { m_speechAllowed = allowed; }

bool WerewolfNarrator::speaks() const { return m_speechAllowed && !m_speechFailed && m_speech; }

bool WerewolfNarrator::enabled() const { return m_prefsSet ? m_prefs.narrator : Preferences::load().narrator; }

void WerewolfNarrator::setPreferences(const Preferences& prefs)
{
    m_prefs = prefs;
    m_prefsSet = true;
    if (!m_prefs.narrator)
        stop();
    applyVoice();
}

int WerewolfNarrator::pauseMs(Pause pause) const
{
    if (pause == Pause::Act)
        return m_timing.actMs >= 0 ? m_timing.actMs : m_prefs.narratorActSeconds * 1000;
    return m_timing.shortPauseMs;
}

QStringList WerewolfNarrator::pending() const
{
    QStringList out;
    for (const Line& l : m_waiting)
        out << l.text;
    return out;
}

void WerewolfNarrator::say(const std::vector<Line>& lines)
{
    if (!m_prefsSet) {
        m_prefs = Preferences::load(); // the settings dialog may have changed them since
        applyVoice();
    }
    if (!m_prefs.narrator || lines.empty())
        return;
    m_waiting.insert(m_waiting.end(), lines.begin(), lines.end());
    m_queued.insert(m_queued.end(), lines.begin(), lines.end());
    if (!m_busy)
        next();
}

void WerewolfNarrator::stop()
{
    m_waiting.clear();
    m_timer.stop();
    m_watchdog.stop();
    m_busy = false;
    if (m_speech)
        QMetaObject::invokeMethod(m_speech, "stop", Qt::QueuedConnection);
    setCaption(QString());
}

bool WerewolfNarrator::ensureSpeech()
{
    if (!m_speechAllowed || m_speechFailed)
        return false;
    if (m_speech)
        return true;
    // No engine plugin (or, as under CI, none that loads): captions instead.
    if (!SpeechEngine::installed()) {
        m_speechFailed = true;
        return false;
    }
    // The engine in a thread of its own: a hanging speech service costs a
    // caption, never the moderator's window.
    m_speechThread = new QThread(this);
    m_speech = new SpeechEngine;
    m_speech->moveToThread(m_speechThread);
    connect(m_speechThread, &QThread::finished, m_speech, &QObject::deleteLater);
    connect(m_speech, &SpeechEngine::started, this, [this] {
        if (m_busy && !m_speechFailed)
            m_watchdog.start(StalledMs);
    });
    connect(m_speech, &SpeechEngine::finished, this, [this] {
        if (!m_busy || m_speechFailed)
            return;
        m_watchdog.stop();
        afterLine();
    });
    connect(m_speech, &SpeechEngine::failed, this, &WerewolfNarrator::speechBroke);
    // The settings dialog offers these without asking the engine itself (which may hang).
    connect(m_speech, &SpeechEngine::voicesFound, this,
            [](const QStringList& names) { QSettings().setValue(QStringLiteral("narrator/voices"), names); });
    m_speechThread->start();
    applyVoice();
    return true;
}

WerewolfNarrator::~WerewolfNarrator()
{
    if (!m_speechThread)
        return;
    QMetaObject::invokeMethod(m_speech, &SpeechEngine::stop);
    m_speechThread->quit();
    // A speech service stuck in a call keeps its thread: it is left to the end
    // of the process rather than destroyed running.
    if (!m_speechThread->wait(1000))
        m_speechThread->setParent(nullptr);
}

void WerewolfNarrator::applyVoice()
{
    if (!m_speech)
        return;
    // The UI language's voice; the one chosen in the settings when the engine has it.
    QMetaObject::invokeMethod(m_speech, "configure", Qt::QueuedConnection,
                              Q_ARG(bool, QLocale().language() == QLocale::Chinese),
                              Q_ARG(QString, m_prefs.narratorVoice), Q_ARG(double, m_prefs.narratorRate / 10.0),
                              Q_ARG(double, m_prefs.narratorVolume / 100.0));
}

void WerewolfNarrator::next()
{
    if (m_waiting.empty()) {
        m_busy = false;
        setCaption(QString());
        return;
    }
    m_current = m_waiting.front();
    m_waiting.pop_front();
    m_busy = true;
    if (ensureSpeech()) {
        setCaption(QString());
        m_watchdog.start(m_timing.silentMs);
        QMetaObject::invokeMethod(m_speech, "say", Qt::QueuedConnection, Q_ARG(QString, m_current.text));
        return;
    }
    showCurrent();
}

void WerewolfNarrator::showCurrent()
{
    // A caption stays a fixed time, then the line's pause: both the same whoever acts.
    m_timer.start(m_timing.captionMs + pauseMs(m_current.pause));
    // The script is the engine's Simplified Chinese: a Traditional reader reads it in theirs.
    setCaption(session::inReadersScript(m_current.text));
}

void WerewolfNarrator::speechBroke()
{
    // The engine broke mid-evening: this line and the rest become captions.
    m_watchdog.stop();
    m_speechFailed = true;
    if (m_speech)
        QMetaObject::invokeMethod(m_speech, "stop", Qt::QueuedConnection);
    if (m_busy)
        showCurrent();
}

void WerewolfNarrator::afterLine() { m_timer.start(pauseMs(m_current.pause)); }

void WerewolfNarrator::setCaption(const QString& text)
{
    if (text == m_caption)
        return;
    m_caption = text;
    emit captionChanged(text);
}

// ---- the bar --------------------------------------------------------------------

WerewolfNarratorBar::WerewolfNarratorBar(WerewolfNarrator* narrator, session::ModeratorSession* session,
                                         QWidget* parent)
    : QWidget(parent)
    , m_narrator(narrator)
    , m_session(session)
{
    setObjectName(QStringLiteral("narratorBar"));
    m_label = new QLabel(this);
    m_vote = new QPushButton(this);
    m_vote->setObjectName(QStringLiteral("narratorVoteButton"));
    m_stop = new QPushButton(this);
    m_stop->setObjectName(QStringLiteral("narratorStopButton"));
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_label);
    layout->addWidget(m_vote);
    layout->addWidget(m_stop);
    layout->addStretch();
    connect(m_vote, &QPushButton::clicked, this, [this] {
        const werewolf::Table* t = m_session->table();
        if (t && !t->state().over)
            m_narrator->say(session::narrator::callToVote(t->state().days + 1, m_session->style().words));
    });
    connect(m_stop, &QPushButton::clicked, m_narrator, &WerewolfNarrator::stop);
    connect(m_session, &session::ModeratorSession::stepped, this, [this](session::ModeratorSession::Step step) {
        // A phase taken back or a new game: what was still to be read no longer holds.
        using Step = session::ModeratorSession::Step;
        if (step == Step::Undone || step == Step::Reset || step == Step::Loaded)
            m_narrator->stop();
        refresh();
    });
    retranslateUi();
    refresh();
}

void WerewolfNarratorBar::refresh()
{
    const bool on = m_narrator->enabled();
    m_vote->setEnabled(on && m_session->playing());
    m_stop->setEnabled(on);
}

void WerewolfNarratorBar::showEvent(QShowEvent* event)
{
    refresh(); // the settings may have turned the narrator on or off meanwhile
    QWidget::showEvent(event);
}

void WerewolfNarratorBar::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void WerewolfNarratorBar::retranslateUi()
{
    //: The role game's narrator, who reads each phase aloud (on and off in the settings)
    m_label->setText(tr("Narrator:"));
    //: Narrator button: read aloud that the day's talk is over and the vote begins
    m_vote->setText(tr("Call the v&ote"));
    //: Narrator button: stop reading aloud and forget what was still to be read
    m_stop->setText(tr("S&top reading"));
    m_vote->setToolTip(tr("The narrator is turned on and off, and its voice chosen, in Settings."));
}

} // namespace qiyuan::ui
