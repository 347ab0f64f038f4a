// The narrator's voice: a thin layer over Qt TextToSpeech in a library of its
// own, so that only this file compiles against QtTextToSpeech (the rest of
// qiyuan_ui keeps its build flags). It lives in a thread of its own
// (WerewolfNarrator starts it): a speech service that hangs — as
// speech-dispatcher does on a machine without a sound device, even while it is
// being opened — never freezes the moderator's window; the narrator notices
// the silence and shows captions instead. One line at a time; it says when a
// line has started and finished, or that the engine failed.
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

public slots:
    // Chinese or English; the named voice when the engine has it ("" its default); rate -1..1, volume 0..1.
    void configure(bool chinese, const QString& voice, double rate, double volume);
    void say(const QString& text);
    void stop();

signals:
    void started();
    void finished();
    void failed();
    // The engine's voices for English and Chinese, by name, once it is open.
    void voicesFound(const QStringList& names);

private:
    bool open(); // makes the engine when first needed; false (and failed()) when it cannot
    QTextToSpeech* m_speech = nullptr;
    bool m_broken = false;
    bool m_speaking = false;
};

} // namespace qiyuan::ui
