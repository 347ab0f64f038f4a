#include "speech.h"

#include <QLocale>
#include <QTextToSpeech>

namespace qiyuan::ui {

SpeechEngine::SpeechEngine(QObject* parent)
    : QObject(parent)
{
}

bool SpeechEngine::installed() { return !QTextToSpeech::availableEngines().isEmpty(); }

QStringList SpeechEngine::voiceNames()
{
    QStringList names;
    if (!installed())
        return names;
    QTextToSpeech speech;
    for (const QLocale& locale : speech.availableLocales()) {
        if (locale.language() != QLocale::Chinese && locale.language() != QLocale::English)
            continue;
        speech.setLocale(locale);
        for (const QVoice& v : speech.availableVoices())
            if (!names.contains(v.name()))
                names << v.name();
    }
    return names;
}

bool SpeechEngine::open()
{
    if (m_speech)
        return m_speech->state() != QTextToSpeech::Error;
    if (!installed())
        return false;
    m_speech = new QTextToSpeech(this);
    if (m_speech->state() == QTextToSpeech::Error)
        return false;
    connect(m_speech, &QTextToSpeech::stateChanged, this, [this](QTextToSpeech::State state) {
        if (state == QTextToSpeech::Speaking && !m_speaking) {
            m_speaking = true;
            emit started();
        } else if (state == QTextToSpeech::Ready && m_speaking) {
            m_speaking = false;
            emit finished();
        } else if (state == QTextToSpeech::Error) {
            m_speaking = false;
            emit failed();
        }
    });
    return true;
}

void SpeechEngine::setVoice(bool chinese, const QString& name)
{
    if (!m_speech)
        return;
    m_speech->setLocale(chinese ? QLocale(QLocale::Chinese, QLocale::China) : QLocale(QLocale::English));
    for (const QVoice& v : m_speech->availableVoices())
        if (v.name() == name)
            m_speech->setVoice(v);
}

void SpeechEngine::setRate(double rate)
{
    if (m_speech)
        m_speech->setRate(rate);
}

void SpeechEngine::setVolume(double volume)
{
    if (m_speech)
        m_speech->setVolume(volume);
}

void SpeechEngine::say(const QString& text)
{
    if (m_speech)
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
