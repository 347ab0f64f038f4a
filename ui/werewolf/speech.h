// The narrator's voice: a thin layer over Qt TextToSpeech in a library of its
// own, so that only this file compiles against QtTextToSpeech (the rest of
// qiyuan_ui keeps its build flags). One line at a time; it says when a line
// has started and finished, or that the engine failed.
#pragma once

#include <QObject>
#include <QStringList>

class QTextToSpeech;

namespace qiyuan::ui {

class SpeechEngine : public QObject {
    Q_OBJECT
public:
    explicit SpeechEngine(QObject* parent = nullptr);

    // Whether a speech engine plugin is installed at all (none under a bare CI).
    static bool installed();
    // The voices for English and Chinese, by name (starts the speech service).
    static QStringList voiceNames();

    // Makes the engine; false when it cannot be made or reports an error at once.
    bool open();
    // Chinese or English; the named voice when the engine has it ("" its default).
    void setVoice(bool chinese, const QString& name);
    void setRate(double rate);     // -1..1
    void setVolume(double volume); // 0..1
    void say(const QString& text);
    void stop();

signals:
    void started();
    void finished();
    void failed();

private:
    QTextToSpeech* m_speech = nullptr;
    bool m_speaking = false;
};

} // namespace qiyuan::ui
