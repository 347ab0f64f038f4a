#include "speech.h"

#include <QLocale>
#include <QTextToSpeech>

namespace qiyuan::ui {

SpeechEngine::SpeechEngine(QObject* parent)
    : QObject(parent)
{
}

bool SpeechEngine::installed() { return !QTextToSpeech::availableEngines().isEmpty(); }

bool SpeechEngine::open()
{
    if (m_speech || m_broken)
        return !m_broken;
    m_speech = installed() ? new QTextToSpeech(this) : nullptr;
    if (!m_speech || m_speech->state() == QTextToSpeech::Error) {
        m_broken = true;
        emit failed();
        return false;
    }
    connect(m_speech, &QTextToSpeech::stateChanged, this, [this](QTextToSpeech::State state) {
        if (state == QTextToSpeech::Speaking && !m_speaking) {
            m_speaking = true;
            emit started();
        } else if (state == QTextToSpeech::Ready && m_speaking) {
            m_speaking = false;
            emit finished();
        } else if (state == QTextToSpeech::Error) {
            m_speaking = false;
            m_broken = true;
            emit failed();
        }
    });
    // The voices the settings offer: those named for the two languages of the
    // app (an engine such as espeak-ng lists hundreds, with variants after '+').
    QStringList names;
    for (const QVoice& v : m_speech->availableVoices()) {
        const QString n = v.name();
        if (!n.contains(u'+') && !names.contains(n)
            && (n.contains(QLatin1String("Chinese")) || n.contains(QLatin1String("Mandarin"))
                || n.contains(QLatin1String("English"))))
            names << n;
    }
    emit voicesFound(names);
    return true;
}

void SpeechEngine::configure(bool chinese, const QString& voice, double rate, double volume)
{
    if (!open())
        return;
    m_speech->setLocale(chinese ? QLocale(QLocale::Chinese, QLocale::China) : QLocale(QLocale::English));
    for (const QVoice& v : m_speech->availableVoices())
        if (v.name() == voice)
            m_speech->setVoice(v);
    m_speech->setRate(rate);
    m_speech->setVolume(volume);
}

void SpeechEngine::say(const QString& text)
{
    if (open())
        m_speech->say(text);
}

void SpeechEngine::stop()
{
    // What stop() brings (Ready) ends no line the caller still waits for.
    m_speaking = false;
    if (m_speech)
        m_speech->stop();
}

} // namespace qiyuan::ui
